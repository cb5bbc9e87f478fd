// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The window's connection to a network table (issue 39, docs/PROTOCOL.md): creates or joins a
// table, feeds the table's messages to the GameController (which shows the seat's mirror of the
// round) and sends the human's actions it checked. A dropped connection comes back by itself to
// the same seat with its token, waiting a little longer after each failure; the table, the server
// and the token are kept in the settings (AppSettings::lastTable) for Game → Play online… → Rejoin.

#include "engine/Action.h"
#include "engine/RuleSet.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QString>
#include <QUrl>

#include <optional>

class GameController;
class QWebSocket;

class OnlineClient : public QObject {
    Q_OBJECT
  public:
    enum class State {
        Idle,         ///< no table
        Connecting,   ///< the first connection or the table's creation is under way
        Playing,      ///< joined: the table's messages come
        Reconnecting, ///< the connection dropped; trying again
        Failed,       ///< the table refused us (problem() says why); no more tries
    };

    explicit OnlineClient(GameController *controller, QObject *parent = nullptr);
    ~OnlineClient() override;

    /// Creates a table on `server` (ws://host:port) with `create`'s fields (variant, options,
    /// seats, graceSeconds; docs/PROTOCOL.md `create`) and takes its human seat `mySeat` as `name`.
    /// created() gives the code and the other human seats' tokens.
    void host(const QUrl &server, const QJsonObject &create, int mySeat, const QString &name);
    /// Takes the seat of `token` at `table` on `server` (a rejoin, or a seat's token given by the host).
    void join(const QUrl &server, const QString &table, const QString &token, const QString &name = {});
    /// Takes the first open seat of the lobby table `table` on `server` as `name` (docs/PROTOCOL.md
    /// "Playing with friends"): no token needed; the table's answer gives one, kept for coming back.
    void claim(const QUrl &server, const QString &table, const QString &name);
    /// The host starts the lobby table (`fillWithComputers`: open seats become computer players).
    void start(bool fillWithComputers);
    /// The host deals a new match at the same table after the match's end.
    void rematch();
    /// Says `text` (1 … 200 characters) to the table's joined seats (docs/PROTOCOL.md `say`).
    void say(const QString &text);
    /// Says the quick phrase `phrase` ("good_game", "your_turn", "one_moment", "well_played",
    /// "thanks", "hello"); each window shows it in its own language.
    void sayPhrase(const QString &phrase);
    /// Leaves the table (the seat stays ours: join again with the token); back to Idle.
    void leave();
    /// Tests: drops the connection without a closing handshake (as a lost network would).
    void dropConnection();
    /// Milliseconds before the first reconnection (doubles after each failure, up to 5 s).
    void setReconnectDelay(int ms) { m_firstDelay = ms; }

    State state() const { return m_state; }
    QString table() const { return m_table; }
    QString token() const { return m_token; }
    QUrl server() const { return m_url; }
    /// Why the table was refused, in the player's words ("" when nothing went wrong).
    QString problem() const { return m_problem; }
    /// After created(): the token of each other human seat of the table this window created.
    const QMap<int, QString> &otherTokens() const { return m_otherTokens; }
    /// A lobby table: its seats as the last `lobby` message listed them (seat, kind, level, name,
    /// claimed, connected), whether it has started, the host's match seat, this window's seat.
    const QJsonArray &lobbySeats() const { return m_lobbySeats; }
    bool isLobby() const { return m_lobby; }
    bool started() const { return m_started; }
    bool isHost() const { return m_hostSeat >= 0 && m_hostSeat == m_mySeat; }
    int mySeat() const { return m_mySeat; }
    /// The host's match seat (welcome.host; -1: none).
    int hostSeat() const { return m_hostSeat; }
    /// The host turned hints off for this table (`welcome.hints`).
    bool hintsOff() const { return !m_hints; }
    /// Connections made after the first (reconnections).
    int reconnects() const { return m_reconnects; }

  signals:
    /// The table this window hosts was created: its code.
    void created(const QString &table);
    /// The seat was taken (welcome), after every reconnection too.
    void joined();
    void stateChanged();
    /// The waiting room changed (lobbySeats(), started()).
    void lobbyChanged();
    /// Match seat `seat` said `text`, or the quick phrase `phrase` (its name; `text` then empty);
    /// `earlier`: said before this window (re)joined, sent again by the table after `welcome`.
    void said(int seat, const QString &text, const QString &phrase, bool earlier);

  private:
    void connectNow();
    void onConnected();
    void onMessage(const QString &text);
    void onDisconnected();
    void send(QJsonObject message);
    void sendAction(const remi::Action &action, int step);
    void setState(State state);
    void fail(const QString &problem);
    void remember();
    /// Shows the table in the controller (the first update of a started table): the seats of
    /// `welcome` with the names claimed since (the last `lobby`).
    void follow();

    GameController *m_controller;
    QWebSocket *m_socket = nullptr;
    QUrl m_url;
    QString m_table, m_token, m_name;
    std::optional<QJsonObject> m_create; ///< hosting: sent once on the first connection
    int m_mySeat = -1;
    QString m_claimName; ///< claim: the name to claim an open seat with
    QJsonObject m_welcome;
    QJsonArray m_lobbySeats;
    bool m_lobby = false;
    bool m_started = true;
    int m_hostSeat = -1;
    bool m_hints = true;
    QMap<int, QString> m_otherTokens;
    std::optional<remi::RuleSet> m_rules;
    State m_state = State::Idle;
    QString m_problem;
    bool m_following = false; ///< the controller follows this table (after the first welcome)
    int m_firstDelay = 250;
    int m_delay = 250;
    int m_reconnects = 0;
    int m_nextId = 1;
    int m_updatesSinceWelcome = 0; ///< 1: the (re)join's own update, the table as it stands
    QMap<int, bool> m_actIds;      ///< ids of sent actions: an error naming one is the table's refusal
};
