// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Announcer.h"

#include "SpokenLine.h"

#include <QAccessible>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

namespace {
// Long enough for the table's queued refresh (which moves the accessible focus) to go first.
constexpr int kSpeakDelayMs = 40;
} // namespace

Announcer::Announcer(QMainWindow *window, QWidget *view)
    : QObject(window), m_window(window), m_view(view), m_line(new SpokenLine(window->statusBar())),
      m_timer(new QTimer(this))
{
    window->statusBar()->addPermanentWidget(m_line, 0);
    m_timer->setSingleShot(true);
    m_timer->setInterval(kSpeakDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Announcer::flush);
}

void Announcer::show(const QString &text, const QString &name)
{
    m_last = text;
    m_window->statusBar()->showMessage(text, 10000);
    if (!name.isEmpty() && name != m_view->accessibleName()) {
        m_view->setAccessibleName(name);
        QAccessibleEvent nameEvent(m_view, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&nameEvent);
    }
    m_view->setAccessibleDescription(text);
    QAccessibleEvent event(m_view, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void Announcer::announce(const QString &text, const QString &name)
{
    show(text, name);
    speakSoon(text);
}

void Announcer::hold(const QString &text)
{
    if (!text.isEmpty()) m_held.append(text);
}

void Announcer::speakSoon(const QString &text)
{
    if (!text.isEmpty() && (m_pending.isEmpty() || m_pending.last() != text)) m_pending.append(text);
    if (!m_pending.isEmpty()) m_timer->start();
}

QString Announcer::lastSpoken() const
{
    return m_line->text();
}

void Announcer::flush()
{
    if (m_pending.isEmpty()) return;
    // The held moves come first, in the order they were played (the game log writes them from the
    // event loop, after the turn came back: so they are taken here, not when the words came).
    const QString text = (m_held + m_pending).join(QLatin1Char(' '));
    m_held.clear();
    m_pending.clear();
    m_line->say(text);
    emit spoken(text);
}
