// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One table of the server (issue 38): the match, its seats, the computer players, the turn clock and
// what each seat is told. The only place the round lives; every action is checked by the engine,
// written to the TableStore and then acknowledged (docs/PROTOCOL.md, docs/DESIGN.md "The table server").

#include "TableStore.h"

#include "ai/bots/ComputerPlayer.h"
#include "engine/Match.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QWebSocket>

#include <memory>
#include <optional>
#include <vector>

namespace remi::server {

/// A seat as created: a person (who joins with its token) or a computer player.
struct SeatConfig {
    QString name;
    bool human = true;
    ai::BotLevel level = ai::BotLevel::Normal; ///< computer seats; away humans are played at Normal
    QByteArray tokenHash;                      ///< SHA-256 of the seat token (humans)
    bool open = false;                         ///< a lobby's human seat nobody has claimed yet (issue 39)
};

class Table : public QObject {
    Q_OBJECT
  public:
    /// Builds a table from its stored record and replays its action log. Returns nullptr with
    /// `error` set when the variant, options or a logged action are not accepted.
    static std::unique_ptr<Table> restore(const StoredTable &stored, TableStore *store, QString *error);

    const QString &code() const { return m_code; }
    /// The match seat whose token is `token`, or -1.
    int seatForToken(const QString &token) const;
    int seats() const { return static_cast<int>(m_seats.size()); }
    bool isOver() const { return m_match->isOver(); }
    /// True after a storage failure: the table no longer answers and is dropped (restart resumes it).
    bool isBroken() const { return m_broken; }
    int step() const { return m_step; }
    /// Tests only: the turn clock runs `scale` times as long (0.01: a 20 s clock ends after 200 ms).
    void setClockScale(double scale) { m_clockScale = scale; }

    /// `socket` now plays match seat `seat`; an earlier connection of the seat is told and closed.
    /// Sends the welcome and the seat's view.
    void attach(int seat, QWebSocket *socket);
    /// The connection of `seat` is gone (if it is still `socket`).
    void detach(int seat, QWebSocket *socket);
    /// An "act" message of match seat `seat` (docs/PROTOCOL.md "act"); answers on `socket`.
    void act(int seat, QWebSocket *socket, const QJsonObject &message);

    // Lobby, chat and rematch (issue 39, TableLobby.cpp; docs/PROTOCOL.md "Playing with friends").
    /// The host's match seat (-1: none) and whether the table waits for the host's "start".
    int host() const { return m_stored.host; }
    bool waiting() const { return !m_stored.started; }
    /// Gives the first open human seat the name `name` (already checked) and a new token, stored.
    /// Returns the seat, -1 when no seat is open, -2 when the store failed (the table is broken).
    int claim(const QString &name, QString *token);
    /// "start" from match seat `seat`: not_host, already_started, seats_open (unless
    /// "fillWithComputers"); then stores the start, deals and sends every seat its update.
    void start(int seat, QWebSocket *socket, const QJsonObject &message);
    /// "rematch" from match seat `seat` after match_over: a new match, fresh seed, same seats.
    void rematch(int seat, QWebSocket *socket, const QJsonObject &message);
    /// "next_round" from match seat `seat` between two rounds: the seat is ready; the next round is
    /// dealt once every connected person of the round that ended is (docs/PROTOCOL.md "Between rounds").
    void nextRound(int seat, QWebSocket *socket, const QJsonObject &message);
    /// Relays a checked chat line of `seat` to every joined seat ({"type":"said"}: `said` gets "seat").
    void say(int seat, QJsonObject said);

    /// Sends `message` (adds "v") as a text frame.
    static void send(QWebSocket *socket, QJsonObject message);
    /// An error message (docs/PROTOCOL.md "Errors"): `code`, English `text`, the request's "id".
    static QJsonObject error(const QString &code, const QString &text, const QJsonValue &id = {});

  signals:
    /// The table cannot go on (storage failed); the server drops it.
    void broken();

  private:
    Table(StoredTable stored, const RuleSet &rules, TableStore *store);
    struct Seat {
        SeatConfig config;
        QPointer<QWebSocket> socket;
        QElapsedTimer away; ///< running while no connection holds the seat
        std::unique_ptr<ai::ComputerPlayer> bot;
    };

    int roundSeatOf(int matchSeat) const;
    int currentMatchSeat() const;
    bool computerPlays(int matchSeat) const;
    /// Applies `action` (already checked to be the current seat's): engine, store, step. Events
    /// appended; returns the engine's reason, or nullopt when the store failed.
    Reason apply(const Action &action, std::vector<Event> &events);
    /// Sends the seats what changed: their update, and the round's and match's end.
    void broadcast(const std::vector<Event> &events, const std::vector<Action> &actions);
    QJsonObject update(int matchSeat, const std::vector<Event> &events, const std::vector<Action> &actions) const;
    void roundEnded();
    /// The `round_over` of the round that ended last (still m_match->round()): every hand, the scores.
    QJsonObject roundOverMessage() const;
    /// Between rounds: the match seats the table waits for (people connected, in the round that
    /// ended, not ready yet), the `round_ready` message, and dealing once nobody is waited for.
    std::vector<int> waitingSeats() const;
    QJsonObject readiness() const;
    void broadcastReadiness();
    void dealWhenReady();
    QJsonObject matchOver() const;
    /// The turn clock's length in milliseconds (RULES.md 4.11 turnSeconds).
    qint64 clockMs() const;
    /// Decides who moves next: a computer turn, the clock, the grace period.
    void schedule();
    void playComputerTurn();
    void wake();
    void fail();
    /// The "lobby" message (seats: claimed, connected) and sending it to every joined seat.
    QJsonObject lobbyMessage() const;
    void broadcastLobby();
    /// A new match from m_stored.seed (the start of the table or a rematch): step 0, bots reset.
    void newMatch();

    QString m_code;
    StoredTable m_stored;
    RuleSet m_rules;
    TableStore *m_store;
    std::unique_ptr<Match> m_match;
    std::vector<Seat> m_seats;
    int m_step = 0;
    bool m_broken = false;
    bool m_computerPending = false;
    /// A round ended and the next is not dealt yet: the people say they are ready (next_round).
    bool m_betweenRounds = false;
    std::vector<bool> m_ready; ///< per match seat, between rounds
    QTimer m_wake;
    /// Rami turn clock (RULES.md 4.11 turnSeconds): the turn it runs for and when it ends.
    std::pair<int, int> m_clockTurn{-1, -1};
    QElapsedTimer m_clockStarted;
    double m_clockScale = 1.0;
    /// The last lines said at the table (`said` messages), in memory only: a seat that joins gets them
    /// first (docs/PROTOCOL.md "Table chat"), so that a player back after a restart reads what was said.
    QList<QJsonObject> m_chat;
};

/// Random text from the system's CSPRNG (QRandomGenerator::system): `chars` characters of the
/// alphabet 0-9 a-z without i, l, o, u (5 bits each).
QString randomCode(int chars);
/// SHA-256 of a token, for storing and comparing.
QByteArray tokenHash(const QString &token);

} // namespace remi::server
