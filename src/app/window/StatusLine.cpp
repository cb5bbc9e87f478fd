// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StatusLine.h"

#include <QEvent>
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
    // Always the room of two lines, whatever the message: a message of one
    // line, two lines or none keeps the bar's height, so the buttons above it never move (a press
    // that cleared a two-line message used to move them 11 px down, under the pointer, and the
    // release missed). A longer message is cut at the end of the second line (the whole of it is
    // the tooltip, and was said to screen readers).
    const int height = kMaxLines * m_label->fontMetrics().lineSpacing();
    const int width = std::max(1, m_label->width());
    m_label->setText(m_message);
    if (m_label->heightForWidth(width) > height)
        m_label->setText(m_label->fontMetrics().elidedText(m_message, Qt::ElideRight, kMaxLines * width * 9 / 10));
    if (m_label->minimumHeight() != height || m_label->maximumHeight() != height) m_label->setFixedHeight(height);
}

void StatusLine::changeEvent(QEvent *event)
{
    QStatusBar::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) fit();
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
