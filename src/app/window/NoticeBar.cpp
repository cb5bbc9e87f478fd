// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "NoticeBar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

NoticeBar::NoticeBar(QWidget *parent) : QFrame(parent), m_label(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xff, 0xf1, 0xc4)); // a warning's pale amber, dark text
    p.setColor(QPalette::WindowText, QColor(0x3a, 0x2a, 0x00));
    setPalette(p);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    auto *icon = new QLabel(this);
    const int side = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(side, side));
    layout->addWidget(icon, 0, Qt::AlignTop);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_label, 1);
    QFrame::setVisible(false);
}

void NoticeBar::showNotice(std::function<QString()> text)
{
    const QString before = m_shown ? m_label->text() : QString();
    m_text = std::move(text);
    m_shown = true;
    retranslate();
    setVisible(true);
    if (m_label->text() != before) emit shown(m_label->text());
}

void NoticeBar::clearNotice()
{
    m_text = nullptr;
    m_shown = false;
    m_label->clear();
    setAccessibleDescription(QString());
    setVisible(false);
}

QString NoticeBar::text() const
{
    return m_label->text();
}

QPushButton *NoticeBar::addButton(const QString &objectName, std::function<QString()> label,
                                  std::function<void()> onClick)
{
    auto *button = new QPushButton(this);
    button->setObjectName(objectName);
    button->setText(label());
    connect(button, &QPushButton::clicked, this, [onClick] { onClick(); });
    static_cast<QHBoxLayout *>(layout())->addWidget(button, 0, Qt::AlignVCenter);
    m_buttons.append({button, std::move(label)});
    return button;
}

void NoticeBar::retranslate()
{
    if (m_text) {
        m_label->setText(m_text());
        setAccessibleDescription(m_label->text());
    }
    for (const auto &b : std::as_const(m_buttons)) b.first->setText(b.second());
}

void NoticeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QFrame::changeEvent(event);
}
