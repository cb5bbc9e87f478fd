// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A headless computer player that plays one seat through the protocol (docs/PROTOCOL.md): joins
// with the table code and the seat token, answers each view of its turn with the level's next
// action, and reconnects by itself with its token when the connection drops (issue 38). Used by
// `remi-sim online`, the server tests and the load benchmark.

#include "ai/bots/ComputerPlayer.h"
#include "engine/PlayerView.h"
#include "engine/RuleSet.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

#include <memory>
#include <optional>
#include <vector>

namespace remi::net {

class BotClient : public QObject {
    Q_OBJECT
  public:
    BotClient(QUrl server, QString table, QString token, ai::BotLevel level, QObject *parent = nullptr);
    /// Connects and plays until the match is over (finished(true)) or stop().
    void start();
    void stop();
    /// Drops the connection without a closing handshake (tests: a connection lost mid-turn).
    void dropConnection();
    /// For TLS tests: accept this (self-signed) certificate's errors.
    void setIgnoreSslErrors(bool ignore) { m_ignoreSsl = ignore; }
    /// Milliseconds to wait before a reconnection (doubles up to 2 s after each failure).
    void setReconnectDelay(int ms) { m_reconnectMs = ms; }
    /// Milliseconds to wait before sending each action, drawn evenly from [ms/2, 3ms/2] (a person's
    /// pace, for the load benchmark); 0: at once.
    void setThinkTime(int ms) { m_thinkMs = ms; }
    /// Welcome messages received (1 after the first join, more after reconnections).
    int welcomes() const { return m_welcomes; }

    bool matchOver() const { return m_matchOver; }
    const QJsonObject &lastMatchOver() const { return m_matchOverMessage; }
    /// Round trip of each accepted action, from sending it to its "accepted" (microseconds).
    const std::vector<qint64> &roundTripsUs() const { return m_roundTrips; }
    /// Each acknowledged action: the step it became (0-based) and its JSON.
    const std::vector<std::pair<int, QJsonObject>> &acknowledged() const { return m_acknowledged; }
    int refusals() const { return m_refusals; }
    int reconnects() const { return m_reconnects; }
    int step() const { return m_step; }

  signals:
    /// Every text message received, as received (the leak test records them).
    void received(const QString &text);
    void finished(bool matchOver);

  private:
    void connectNow();
    void onMessage(const QString &text);
    void onDisconnected();
    void maybeAct();
    void sendAction(const Action &action);
    std::optional<Action> fallback();

    QUrl m_url;
    QString m_table, m_token;
    ai::BotLevel m_level;
    std::unique_ptr<ai::ComputerPlayer> m_bot;
    QWebSocket *m_socket = nullptr;
    std::optional<RuleSet> m_rules;
    std::optional<PlayerView> m_view;
    int m_step = -1;
    bool m_waiting = false;
    bool m_stopped = false;
    bool m_matchOver = false;
    bool m_ignoreSsl = false;
    QJsonObject m_matchOverMessage;
    QJsonObject m_pending;
    QElapsedTimer m_sentAt;
    std::vector<qint64> m_roundTrips;
    std::vector<std::pair<int, QJsonObject>> m_acknowledged;
    int m_refusals = 0;
    int m_reconnects = 0;
    int m_reconnectMs = 100;
    int m_delay = 100;
    /// Refusals in the turn (round, turn index): after one the fallback plays (BotDriver.h's).
    std::pair<int, int> m_turnKey{-1, -1};
    int m_turnRefusals = 0;
    int m_round = 0;
    int m_nextId = 1;
    int m_thinkMs = 0;
    int m_welcomes = 0;
    int m_seat = -1; ///< the match seat (welcome.you)
};

} // namespace remi::net
