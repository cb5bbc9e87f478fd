// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BotClient.h"

#include "Wire.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTcpSocket>

namespace remi::net {

BotClient::BotClient(QUrl server, QString table, QString token, ai::BotLevel level, QObject *parent)
    : QObject(parent), m_url(std::move(server)), m_table(std::move(table)), m_token(std::move(token)), m_level(level),
      m_bot(ai::makeComputerPlayer(level))
{
}

void BotClient::start()
{
    m_stopped = false;
    m_delay = m_reconnectMs;
    connectNow();
}

void BotClient::stop()
{
    m_stopped = true;
    if (m_socket) m_socket->close();
}

void BotClient::dropConnection()
{
    if (m_socket) m_socket->abort();
}

void BotClient::connectNow()
{
    if (m_socket) m_socket->deleteLater();
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(16 * 1024 * 1024);
    connect(m_socket, &QWebSocket::connected, this, [this] {
        // QWebSocket writes a frame's header and payload apart: without TCP_NODELAY, Nagle's
        // algorithm holds the payload for the server's delayed ACK (40 ms on Linux).
        if (auto *tcp = m_socket->findChild<QTcpSocket *>()) tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        m_waiting = false;
        QJsonObject join{{QStringLiteral("v"), kProtocolVersion},
                         {QStringLiteral("type"), QStringLiteral("join")},
                         {QStringLiteral("table"), m_table},
                         {QStringLiteral("token"), m_token}};
        m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(join).toJson(QJsonDocument::Compact)));
    });
    connect(m_socket, &QWebSocket::textMessageReceived, this, &BotClient::onMessage);
    connect(m_socket, &QWebSocket::disconnected, this, &BotClient::onDisconnected);
    if (m_ignoreSsl)
        connect(m_socket, &QWebSocket::sslErrors, m_socket,
                [s = m_socket](const QList<QSslError> &) { s->ignoreSslErrors(); });
    m_socket->open(m_url);
}

void BotClient::onDisconnected()
{
    if (m_stopped || m_matchOver) {
        emit finished(m_matchOver);
        return;
    }
    ++m_reconnects;
    QTimer::singleShot(m_delay, this, [this] {
        if (!m_stopped) connectNow();
    });
    m_delay = qMin(m_delay * 2, 2000);
}

void BotClient::onMessage(const QString &text)
{
    emit received(text);
    const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = m.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("welcome")) {
        ++m_welcomes;
        m_seat = m.value(QStringLiteral("you")).toInt(-1);
        m_delay = m_reconnectMs;
        m_rules = presetRules(m.value(QStringLiteral("variant")).toString().toStdString());
        const QJsonObject options = m.value(QStringLiteral("options")).toObject();
        for (auto it = options.begin(); m_rules && it != options.end(); ++it)
            setOption(*m_rules, it.key().toStdString(), it.value().toString().toStdString());
        // RULES.md 4.1: the shoe depends on the number of players (rami).
        if (m_rules) m_rules = m_rules->forPlayers(static_cast<int>(m.value(QStringLiteral("seats")).toArray().size()));
    } else if (type == QLatin1String("update")) {
        m_step = m.value(QStringLiteral("step")).toInt();
        m_round = m.value(QStringLiteral("round")).toInt();
        const QJsonValue view = m.value(QStringLiteral("view"));
        m_view = view.isObject() && m_rules ? viewFromJson(view.toObject(), *m_rules) : std::nullopt;
        maybeAct();
    } else if (type == QLatin1String("accepted")) {
        m_roundTrips.push_back(m_sentAt.nsecsElapsed() / 1000);
        m_acknowledged.emplace_back(m.value(QStringLiteral("step")).toInt() - 1,
                                    m_pending.value(QStringLiteral("action")).toObject());
        m_waiting = false;
    } else if (type == QLatin1String("error")) {
        const QString code = m.value(QStringLiteral("code")).toString();
        if (code == QLatin1String("illegal_action") || code == QLatin1String("bad_action") ||
            code == QLatin1String("wrong_seat")) {
            ++m_refusals;
            ++m_turnRefusals;
        }
        m_waiting = false;
        if (code != QLatin1String("stale_step")) maybeAct();
    } else if (type == QLatin1String("round_ready")) {
        // Between rounds the table waits for every person (docs/PROTOCOL.md "Between rounds").
        bool waited = false;
        for (const QJsonValue &s : m.value(QStringLiteral("waiting")).toArray()) waited |= s.toInt() == m_seat;
        if (waited)
            m_socket->sendTextMessage(QStringLiteral("{\"v\":%1,\"type\":\"next_round\"}").arg(kProtocolVersion));
    } else if (type == QLatin1String("match_over")) {
        m_matchOver = true;
        m_matchOverMessage = m;
        m_socket->close();
    }
}

std::optional<Action> BotClient::fallback()
{
    // As BotDriver's fallback: draw from the stock, then discard the first card accepted, then end
    // the turn, then take the turn's actions back one by one.
    const PlayerView &v = *m_view;
    const int k = m_turnRefusals - 1;
    if (v.phase == Phase::Draw) return k == 0 ? Action::draw(v.seat) : Action::draw(v.seat, DrawSource::Discard);
    const int hand = static_cast<int>(v.hand.size());
    if (k < hand) return Action::discard(v.seat, v.hand[static_cast<std::size_t>(k)].id);
    if (k == hand) return Action::endTurn(v.seat);
    if (k <= hand + 20) return Action::undo(v.seat);
    return std::nullopt;
}

void BotClient::maybeAct()
{
    if (m_waiting || !m_view || !m_rules || m_matchOver) return;
    const PlayerView &v = *m_view;
    if (v.phase == Phase::RoundOver || v.current != v.seat) return;
    const std::pair<int, int> key{m_round, v.turnIndex};
    if (key != m_turnKey) {
        m_turnKey = key;
        m_turnRefusals = 0;
    }
    std::optional<Action> action;
    if (m_turnRefusals == 0)
        action = m_bot->nextAction(v, *m_rules, ai::turnSeed(0x5eed, static_cast<std::uint64_t>(m_step) + 1));
    else action = fallback();
    if (!action) return;
    if (m_thinkMs <= 0) return sendAction(*action);
    m_waiting = true;
    const int wait = m_thinkMs / 2 + static_cast<int>(QRandomGenerator::global()->bounded(m_thinkMs + 1));
    QTimer::singleShot(wait, this, [this, a = *action, socket = m_socket] {
        if (socket == m_socket && !m_matchOver) sendAction(a);
    });
}

void BotClient::sendAction(const Action &action)
{
    m_pending = QJsonObject{{QStringLiteral("v"), kProtocolVersion},
                            {QStringLiteral("type"), QStringLiteral("act")},
                            {QStringLiteral("id"), m_nextId++},
                            {QStringLiteral("step"), m_step},
                            {QStringLiteral("action"), actionToJson(action)}};
    m_waiting = true;
    m_sentAt.start();
    m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(m_pending).toJson(QJsonDocument::Compact)));
}

} // namespace remi::net
