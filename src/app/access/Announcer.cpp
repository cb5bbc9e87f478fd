// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Announcer.h"

#include "CardNames.h"
#include "SpokenLine.h"

#include <QAccessible>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>
#include <algorithm>

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

void Announcer::rename(const QString &name)
{
    if (name != m_view->accessibleName()) m_view->setAccessibleName(name); // posts NameChanged
}

void Announcer::speak(const QString &text)
{
    speakSoon(text);
}

void Announcer::announce(const QString &text, const QString &name)
{
    show(text, name);
    speakSoon(text);
}

void Announcer::hold(const QString &text, const QString &who)
{
    if (!text.isEmpty()) m_held.append({who, text});
}

QString Announcer::joinMoves(const QList<std::pair<QString, QString>> &lines)
{
    QStringList sentences;
    QString current; // the player of the last sentence, while it can go on
    for (const auto &[who, text] : lines) {
        QString words = text;
        while (words.endsWith(QLatin1Char('.'))) words.chop(1);
        const QString prefix = who + QLatin1Char(' ');
        const bool named = !who.isEmpty() && words.startsWith(prefix);
        if (named && who == current && !sentences.isEmpty()) {
            //: Joins one player's moves into one sentence ("West drew a card, discarded K♣").
            sentences.last() += tr(", ") + words.mid(prefix.size());
            continue;
        }
        sentences << words;
        current = named ? who : QString();
    }
    for (QString &sentence : sentences) sentence += QLatin1Char('.');
    return sentences.join(QLatin1Char(' '));
}

void Announcer::speakSoon(const QString &text)
{
    // A line that says a waiting one again whole takes its place ("New game dealt. Your turn: …"
    // after "Your turn: …"); one that a waiting line says already is not said twice.
    const bool saidAlready =
        std::any_of(m_pending.begin(), m_pending.end(), [&](const QString &p) { return p.contains(text); });
    if (!text.isEmpty() && !saidAlready) {
        m_pending.removeIf([&](const QString &p) { return text.contains(p); });
        m_pending.append(text);
    }
    if (!m_pending.isEmpty()) m_timer->start();
}

QString Announcer::takeHeld()
{
    const QString held = joinMoves(m_held);
    m_held.clear();
    return held;
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
    const QString held = joinMoves(m_held);
    const QString text =
        held.isEmpty() ? m_pending.join(QLatin1Char(' ')) : held + QLatin1Char(' ') + m_pending.join(QLatin1Char(' '));
    m_held.clear();
    m_pending.clear();
    // Cards printed as in the game log ("10♠", a hint's "J♣") are said in words ("ten of spades"):
    // screen readers read the symbols as "black spade suit".
    const QString words = CardNames::spoken(text);
    if (m_line->say(words)) emit spoken(words);
}
