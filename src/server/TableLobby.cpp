// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Playing with friends (issue 39): a lobby table's seats claimed by name, the host's start, table
// chat and the rematch (docs/PROTOCOL.md "Playing with friends").

#include "Table.h"

#include "ai/bots/ComputerLevels.h"

#include <QJsonArray>
#include <QRandomGenerator>

namespace remi::server {

namespace {
/// A seat token: 26 letters of 5 bits = 130 bits (as Server.cpp's).
constexpr int kTokenChars = 26;
} // namespace

QJsonObject Table::lobbyMessage() const
{
    QJsonArray seats;
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        const Seat &o = m_seats[i];
        QJsonObject so{{QStringLiteral("seat"), static_cast<int>(i)},
                       {QStringLiteral("kind"), o.config.human ? QStringLiteral("human") : QStringLiteral("computer")},
                       {QStringLiteral("name"), o.config.name},
                       {QStringLiteral("claimed"), !o.config.open},
                       {QStringLiteral("connected"), !o.config.human || !o.socket.isNull()}};
        if (!o.config.human)
            so.insert(QStringLiteral("level"), QString::fromLatin1(ai::botLevelName(o.config.level).data()));
        seats.append(so);
    }
    return {{QStringLiteral("type"), QStringLiteral("lobby")},
            {QStringLiteral("table"), m_code},
            {QStringLiteral("started"), m_stored.started},
            {QStringLiteral("host"), m_stored.host},
            {QStringLiteral("seats"), seats}};
}

void Table::broadcastLobby()
{
    const QJsonObject lobby = lobbyMessage();
    for (const Seat &s : m_seats) send(s.socket, lobby);
}

int Table::claim(const QString &name, QString *token)
{
    if (m_broken) return -1;
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        Seat &s = m_seats[i];
        if (!s.config.human || !s.config.open) continue;
        const QString t = randomCode(kTokenChars);
        StoredTable next = m_stored;
        QJsonObject record = next.seats[static_cast<qsizetype>(i)].toObject();
        record.insert(QStringLiteral("name"), name);
        record.insert(QStringLiteral("tokenHash"), QString::fromLatin1(tokenHash(t)));
        record.remove(QStringLiteral("open"));
        next.seats[static_cast<qsizetype>(i)] = record;
        if (!m_store->updateTable(next)) {
            fail();
            return -2;
        }
        m_stored = std::move(next);
        s.config.name = name;
        s.config.tokenHash = tokenHash(t);
        s.config.open = false;
        if (token) *token = t;
        return static_cast<int>(i);
    }
    return -1;
}

void Table::start(int seat, QWebSocket *socket, const QJsonObject &message)
{
    const QJsonValue id = message.value(QStringLiteral("id"));
    if (seat != m_stored.host)
        return send(socket, error(QStringLiteral("not_host"), QStringLiteral("Only the host starts the table."), id));
    if (m_stored.started)
        return send(socket,
                    error(QStringLiteral("already_started"), QStringLiteral("The table has started already."), id));
    const QJsonValue fillValue = message.value(QStringLiteral("fillWithComputers"));
    if (!fillValue.isUndefined() && !fillValue.isBool())
        return send(socket, error(QStringLiteral("bad_message"),
                                  QStringLiteral("\"fillWithComputers\" is true or false."), id));
    const bool fill = fillValue.toBool(false);
    StoredTable next = m_stored;
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        if (!m_seats[i].config.open) continue;
        if (!fill)
            return send(socket,
                        error(QStringLiteral("seats_open"), QStringLiteral("Seat %1 is not claimed yet.").arg(i), id));
        // An open seat becomes a computer player of the normal level.
        next.seats[static_cast<qsizetype>(i)] =
            QJsonObject{{QStringLiteral("name"), QString()},
                        {QStringLiteral("kind"), QStringLiteral("computer")},
                        {QStringLiteral("level"), QString::fromLatin1(ai::botLevelName(ai::BotLevel::Normal).data())}};
    }
    next.started = true;
    if (!m_store->updateTable(next)) return fail();
    m_stored = std::move(next);
    for (Seat &s : m_seats)
        if (s.config.open) s.config = SeatConfig{QString(), false, ai::BotLevel::Normal, {}, false};
    newMatch();
}

void Table::rematch(int seat, QWebSocket *socket, const QJsonObject &message)
{
    const QJsonValue id = message.value(QStringLiteral("id"));
    if (seat != m_stored.host)
        return send(socket, error(QStringLiteral("not_host"), QStringLiteral("Only the host starts a rematch."), id));
    if (!m_match->isOver())
        return send(socket,
                    error(QStringLiteral("match_not_over"), QStringLiteral("The match is still being played."), id));
    StoredTable next = m_stored;
    next.seed = QRandomGenerator::system()->generate64();
    next.finished = false;
    next.actions.clear();
    if (!m_store->updateTable(next, true)) return fail();
    m_stored = std::move(next);
    m_match = std::make_unique<Match>(m_rules, seats(), m_stored.seed);
    newMatch();
}

void Table::newMatch()
{
    m_step = 0;
    m_betweenRounds = false;
    m_clockTurn = {-1, -1};
    m_clockStarted.invalidate();
    for (Seat &s : m_seats) s.bot.reset();
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        if (m_seats[i].socket) send(m_seats[i].socket, update(static_cast<int>(i), {}, {}));
    if (m_stored.lobby) broadcastLobby();
    schedule();
}

void Table::say(int seat, QJsonObject said)
{
    said.insert(QStringLiteral("type"), QStringLiteral("said"));
    said.insert(QStringLiteral("seat"), seat);
    for (const Seat &s : m_seats) send(s.socket, said);
    constexpr int kChatMemory = 50;
    m_chat.append(said);
    while (m_chat.size() > kChatMemory) m_chat.removeFirst();
}

} // namespace remi::server
