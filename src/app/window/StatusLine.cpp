// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StatusLine.h"

#include <QLabel>
#include <QPainter>
#include <QStyleOption>
#include <algorithm>

namespace {
constexpr int kMaxLines = 2;
}

StatusLine::StatusLine(QWidget *parent) : QStatusBar(parent), m_label(new QLabel(this))
{
    m_label->setObjectName(QStringLiteral("statusMessage"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // A permanent widget stays while a message shows; it draws the message in place of the bar.
    addPermanentWidget(m_label, 1);
    connect(this, &QStatusBar::messageChanged, this, [this](const QString &text) {
        m_message = text;
        m_label->setToolTip(text);
        fit();
    });
}

void StatusLine::fit()
{
    // As many lines as the message needs at this width, at most two; a longer message is cut at the
    // end of the second line (the whole of it is the tooltip, and was said to screen readers).
    const int line = m_label->fontMetrics().lineSpacing();
    const int width = std::max(1, m_label->width());
    m_label->setText(m_message);
    if (m_label->heightForWidth(width) > kMaxLines * line)
        m_label->setText(m_label->fontMetrics().elidedText(m_message, Qt::ElideRight, kMaxLines * width * 9 / 10));
    const int wanted = m_message.isEmpty() ? line : m_label->heightForWidth(width);
    const int height = std::clamp(wanted, line, kMaxLines * line);
    if (m_label->minimumHeight() != height) m_label->setMinimumHeight(height);
}

void StatusLine::resizeEvent(QResizeEvent *event)
{
    QStatusBar::resizeEvent(event);
    fit();
}

void StatusLine::paintEvent(QPaintEvent *)
{
    // Only the bar's background: the label shows the message (QStatusBar would draw it on one line, cut).
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &option, &painter, this);
}
