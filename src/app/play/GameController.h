// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Owns the match, applies the human's actions, plays the computer seats (src/ai bots) with a
// short delay between turns.

#include "GameLog.h"
#include "ReasonText.h"
#include "TableUpdate.h"
#include "ai/bots/ComputerPlayer.h"
#include "engine/Action.h"
#include "engine/Match.h"
#include "engine/PlayerView.h"
#include "engine/Reason.h"
#include "save/SaveGame.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

/// What a network table said in one `round_over` (docs/PROTOCOL.md "Score details").
struct TableRoundOver {
    int winner = -1;                            ///< match seat, -1: nobody went out
    std::vector<std::vector<remi::Card>> hands; ///< per round seat, the cards left
    std::vector<int> scores;                    ///< this round, per match seat
    std::vector<int> totals;                    ///< per match seat
    remi::Finish finish = remi::Finish::None;
    remi::RoundEnd cause = remi::RoundEnd::WentOut;
    /// Per match seat (nothing for a seat out of the round): the score's lines, a line's `seat`
    /// still a match seat.
    std::vector<std::optional<remi::SeatScore>> details;
};

/// One match seat of a new game.
struct SeatConfig {
    QString name;
    bool human = false;
    remi::ai::BotLevel level = remi::ai::BotLevel::Normal;
};

class QEventLoop;
class TableReplay;

class GameController : public QObject {
    Q_OBJECT
  public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    /// Starts a match of `variant` for `players` seats: match seat 0 is the human, the others are
    /// normal computer players.
    bool newGame(const QString &variant, int players, quint64 seed);
    /// Starts a match of `variant` with `seats` (one per match seat). A computer seat thinks on a
    /// worker thread (on a copy of the round); its actions are then applied here one by one.
    bool newGame(const QString &variant, const QList<SeatConfig> &seats, quint64 seed);
    /// Same with explicit rules (e.g. options changed in the settings dialog).
    bool newGame(const remi::RuleSet &rules, const QList<SeatConfig> &seats, quint64 seed);
    /// The default seats for `players`: seat 0 human, the others normal computer players.
    static QList<SeatConfig> defaultSeats(int players);
    /// The default name of each of `seats`: defaultSeats() for computer seats; for human seats
    /// "You", or "Player N" (N = seat number from 1) when two or more humans play hot-seat.
    static QStringList defaultNames(const QList<SeatConfig> &seats);
    /// `name` is one of the default names of some seat of a `players`-seat game ("You", "West",
    /// "Computer 2", "Player 3"), in the current language.
    static bool isDefaultName(const QString &name, int players);
    /// After a language change: seats still named by default ("You", "West") get the new language's
    /// default names; names the players typed stay.
    void retranslateSeatNames();

    bool hasGame() const { return m_match != nullptr; }
    const remi::Match &match() const { return *m_match; }
    const remi::Round &round() const { return m_match->round(); }
    const QList<SeatConfig> &seats() const { return m_seats; }
    /// Round seat of the human whose hand is shown and who acts: the only human, or in hot-seat
    /// play the human whose turn it is (or was last); -1 once eliminated or without one.
    int humanSeat() const;
    /// A human may act now: a human seat's turn, and no curtain.
    bool isHumanTurn() const;
    /// Hot-seat play: two or more human seats share the screen.
    bool isHotSeat() const;
    /// Hot-seat: the table is covered until the next human shows their hand (dismissCurtain).
    bool curtainUp() const { return m_curtain; }
    void dismissCurtain();
    /// The hand of humanSeat() may be shown face up: always with one human; in hot-seat play
    /// only during that seat's own turn, with the curtain dismissed.
    bool handFaceUp() const;
    /// True when round seat `roundSeat` is played by a computer.
    bool isComputerSeat(int roundSeat) const;
    /// Name of round seat `roundSeat`.
    QString seatName(int roundSeat) const;
    QString matchSeatName(int matchSeat) const;

    /// Applies `action` for the human seat; when refused and `report`, emits actionRefused.
    remi::Reason act(remi::Action action, bool report = true);
    /// Pause before a computer turn (ms).
    void setComputerDelay(int ms) { m_delay = ms; }
    /// Pause between two actions of one computer turn (ms; 0 applies the whole turn at once).
    void setComputerStepDelay(int ms) { m_stepDelay = ms; }
    /// A computer player is choosing its moves right now.
    bool isThinking() const { return m_thinking; }
    /// A computer turn is being chosen or shown one action at a time.
    bool computerTurnInProgress() const;
    /// Skip ahead: the computer turn under way (or about to begin) ends at once, its
    /// remaining actions applied together (a turn still being chosen is applied whole as soon as it
    /// is chosen).
    void finishComputerTurn();
    /// Tuning of the hard computer players of the next new game.
    void setHardConfig(const remi::ai::HardConfig &config) { m_hard = config; }
    /// Tuning of the expert level (tests: a fixed number of samples); for the next game.
    void setExpertConfig(const remi::ai::ExpertConfig &config) { m_expert = config; }
    /// Turns in which a bot's action was refused and the fallback finished the turn.
    int fallbackTurns() const { return m_fallbackTurns; }
    /// Seconds left of the human's turn under the rami turn clock (`turnSeconds`, RULES.md 4
    /// "Timeout"); -1 when no clock runs. At 0 the engine's timeout action ends the turn.
    int turnSecondsLeft() const { return m_secondsLeft; }
    /// Length of one clock "second" in ms (1000; tests shorten it).
    void setClockInterval(int ms) { m_clock.setInterval(ms); }
    /// After roundFinished: deals the next round (or emits matchFinished). Online: this player is
    /// ready (nextRoundWanted); the table deals once everyone is (docs/PROTOCOL.md "Between rounds").
    void continueAfterRound();
    /// Replaces the round in play by `round` (a prepared position: tests, saved games); the
    /// computer seats go on from there. False when the seat count differs or there is no game.
    bool setRound(const remi::Round &round);
    /// Match seat `matchSeat` (a computer seat) is played by `player` from now on (a guided round's
    /// scripted seat, play/ScriptedPlayer). False when the seat is human or out of range.
    bool setComputerPlayer(int matchSeat, std::shared_ptr<remi::ai::ComputerPlayer> player);

    // Save files (GameControllerSave.cpp).
    /// The match so far as a save: players, seed, deals and every accepted action (no hand orders).
    remi::save::SaveGame saveGame() const;
    /// Continues the match `match` replayed from `game` (save::replaySave); false when the seats do
    /// not fit the match.
    bool loadGame(const remi::save::SaveGame &game, std::unique_ptr<remi::Match> match);
    /// Accepted actions of each round so far.
    const std::vector<remi::save::SaveRound> &actionLog() const { return m_log; }

    // Online play (issue 39, GameControllerOnline.cpp): the match is a network table's. The
    // controller shows this seat's mirror of it (engine/ViewRound.h: every question the window asks
    // is answered by the engine on it as on a local round), sends the human's actions
    // (tableActionWanted) and runs no computer player; online/OnlineClient feeds it the table.
    /// Leaves any game and follows a table of `rules` with `seats` (names as the table gave them),
    /// where this window plays match seat `mySeat`. The table shows once its first update came.
    void followTable(const remi::RuleSet &rules, const QList<SeatConfig> &seats, int mySeat);
    /// A table is being followed (followTable, until a new or loaded game).
    bool isOnline() const { return m_online; }
    /// Match seat this window plays at the table (-1 offline).
    int tableSeat() const { return m_online ? m_tableSeat : -1; }
    /// The table's `update`: a new mirror of the round (kept as it is while it already shows this
    /// view: its undo history stays), the totals and the seat map. During a round's end (until
    /// continueAfterRound) the next round waits.
    void showTableUpdate(const TableUpdate &update);
    /// The table's `round_over`: every hand shown, how the round ended, the round's scores with
    /// their lines and the totals per match seat; the round is settled as the table settled it
    /// (roundFinished), so the round's end shows as offline (RoundEndPanel, the log).
    void showRoundOver(const TableRoundOver &over);
    /// The table's `match_over`: the totals and the winning match seats. `again`: sent after a
    /// (re)join, with the last round's end (its standings then open at once).
    void showMatchOver(const std::vector<int> &totals, const std::vector<int> &winners, bool again = false);
    /// The table's `round_ready` between two rounds: the match seats ready and those it waits for.
    void setTableReadiness(const std::vector<int> &ready, const std::vector<int> &waiting);
    /// Online, between rounds: this player went on (continueAfterRound) and the table waits for others.
    bool nextRoundAsked() const { return m_online && m_roundSettled && m_nextRoundAsked; }
    /// Online, between rounds: the match seats the table waits for / that are ready (round_ready).
    const std::vector<int> &tableWaitsFor() const { return m_tableWaits; }
    const std::vector<int> &tableReadySeats() const { return m_tableReady; }
    /// Online, after the host's rematch: the match that ended before it (its standings), until the
    /// table is left; nullptr otherwise.
    const remi::Match *lastMatch() const { return m_online ? m_lastMatch.get() : nullptr; }
    /// The table refused the action sent last (`reason`: the engine's, or NotYourTurn for a stale
    /// step): the mirror goes back to the table's last view and actionRefused is emitted.
    void tableRefused(remi::Reason reason);
    /// The connection to the table was lost: an action waiting for its answer gives up, and until
    /// tableReached() no turn is the human's (the table cannot hear a move).
    void tableConnectionLost();
    /// The table answers again (welcome after a reconnection).
    void tableReached();
    /// Online, the table cannot be reached now (tableConnectionLost until tableReached).
    bool tableUnreachable() const { return m_online && m_unreachable; }
    /// What keeps the human from moving besides the rules (the words of a NotYourTurn refusal).
    ReasonText::Block turnBlock() const
    {
        if (tableUnreachable()) return ReasonText::Block::TableUnreachable;
        return m_match && m_curtain ? ReasonText::Block::HandHidden : ReasonText::Block::None;
    }
    /// Online: what this seat saw happen at the table so far (the game log's source, as actionLog()
    /// is offline): every round's heading, each public action replayed, each round's end.
    const std::vector<FollowedEntry> &followedLog() const { return m_followedLog; }
    /// The mirror was changed by an action the table has not confirmed yet.
    bool awaitingTable() const { return m_pendingActions > 0; }
    /// Match seat `matchSeat` has its player connected (presence; true for computer seats).
    bool seatConnected(int matchSeat) const;
    void setSeatConnected(int matchSeat, bool connected);
    /// Online: how a seat's player is there (docs/PROTOCOL.md "Coming back"): connected, away
    /// within the table's grace period (the seat waits), or away longer (a computer plays it).
    enum class Presence { Here, Reconnecting, PlayedByComputer };
    Presence seatPresence(int matchSeat) const;
    /// Online: the table's `graceSeconds` (welcome), seconds a seat waits for its player.
    void setGraceSeconds(int seconds) { m_graceSeconds = seconds; }
    /// Online: the host allows hints at this table (`welcome.hints`); offline always true.
    bool hintsAllowed() const { return !m_online || m_tableHints; }
    void setTableHints(bool allowed) { m_tableHints = allowed; }

  signals:
    /// Online: send `action` (the human's, checked on the mirror) to the table as answer to `step`.
    void tableActionWanted(const remi::Action &action, int step);
    /// Online: a seat's player came or went (seatConnected).
    void presenceChanged();
    /// Online: tell the table this player is ready for the next round (`next_round`).
    void nextRoundWanted();
    /// Online, between rounds: who is ready changed (nextRoundAsked, tableWaitsFor).
    void readinessChanged();
    /// Online: the host dealt a rematch; the finished match is lastMatch().
    void rematchStarted();
    void gameStarted();
    /// The table changed (any accepted action, a new round).
    void stateChanged();
    void actionRefused(remi::Reason reason);
    /// The human's `action` was accepted (emitted before stateChanged).
    void actionApplied(const remi::Action &action);
    /// The round is over and settled; the result is in round().result().
    void roundFinished();
    void matchFinished();
    /// The turn clock moved on (turnSecondsLeft()).
    void clockTicked();
    /// An action was accepted, a computer turn played or a round dealt: time to autosave.
    void actionCompleted();

  private:
    remi::Reason actOnline(const remi::Action &action);
    /// Online: shows `update` (the mirror, the standing); false when its view cannot be a round.
    bool applyTableUpdate(const TableUpdate &update, bool keepMirror);
    struct ComputerTurn {
        std::vector<remi::Action> actions;
        bool fallback = false;
        bool ended = false;
        int refusal = 0;
    };
    void afterChange();
    /// Stops every timer and drops a computer turn in progress (its late result is ignored).
    void stopPlay();
    void cancelThinking();
    /// The seats of a new or loaded match and their bots; empty names get the default names.
    void setSeats(const QList<SeatConfig> &seats);
    /// The common start of a new or loaded match: hot-seat state, gameStarted, the first turn.
    void beginMatch();
    void updateClock();
    void clockTick();
    void playComputerTurn();
    void computerTurnChosen();
    void applyNextComputerAction();
    int humanMatchSeat() const;
    void updateHotSeat();

    /// Records accepted actions for save files; a new round starts a new entry.
    void logActions(const std::vector<remi::Action> &actions);
    void logNewRound();

    std::unique_ptr<remi::Match> m_match;
    std::vector<remi::save::SaveRound> m_log;
    QList<SeatConfig> m_seats;
    QStringList m_defaultNames; ///< defaultSeats() names when the match began (retranslateSeatNames)
    /// Bots per match seat (null for human seats).
    std::vector<std::shared_ptr<remi::ai::ComputerPlayer>> m_bots;
    remi::ai::HardConfig m_hard;
    remi::ai::ExpertConfig m_expert;
    quint64 m_seed = 0;
    quint64 m_turnCounter = 0;
    int m_fallbackTurns = 0;
    QTimer m_timer;
    int m_delay = 600;
    /// The computer turn: chosen on a worker thread, then shown one action per m_stepDelay.
    QFutureWatcher<ComputerTurn> m_thinker;
    QTimer m_stepTimer;
    /// The turn clock: one tick a second during a human's turn when turnSeconds > 0.
    QTimer m_clock;
    int m_secondsLeft = -1;
    std::pair<int, int> m_clockTurn{-1, -1};
    int m_stepDelay = 0;
    std::deque<remi::Action> m_computerActions;
    bool m_thinking = false;
    bool m_computerBusy = false;
    bool m_skip = false;              ///< finishComputerTurn: the turn under way is applied without pauses
    quint64 m_generation = 0;         ///< bumped by every new game: late worker results are dropped
    quint64 m_thinkingGeneration = 0; ///< the game the worker is thinking for
    bool m_roundSettled = false;
    /// Hot-seat: match seat of the human shown, the curtain, the turn it was raised for.
    int m_viewer = -1;
    bool m_curtain = false;
    std::pair<int, int> m_curtainTurn{-1, -1};
    /// Online: the table followed, this window's match seat, the last update shown and the one
    /// waiting for the end of a round's display, actions sent and not yet shown by an update,
    /// the standing as the table reported it, who is connected.
    bool m_online = false;
    int m_tableSeat = -1;
    std::optional<TableUpdate> m_lastUpdate;
    std::optional<TableUpdate> m_heldUpdate;
    int m_lastShownRound = -1;
    int m_pendingActions = 0;
    int m_expectStep = -1; ///< the step the table is at once every action sent is applied
    int m_waitedStep = -1; ///< a stock draw waits for the update of this step (its card is hidden)
    QEventLoop *m_waitLoop = nullptr;
    std::optional<remi::Reason> m_tableRefusal; ///< the answer the waiting draw got
    remi::Match::Followed m_followed;
    std::unique_ptr<TableReplay> m_replay;
    std::vector<FollowedEntry> m_followedLog;
    std::vector<bool> m_connected;
    std::vector<qint64> m_awaySince; ///< ms since the epoch a seat's player left (-1: here)
    int m_graceSeconds = 60;
    bool m_tableHints = true;
    bool m_unreachable = false;               ///< online: the connection to the table is lost
    bool m_nextRoundAsked = false;            ///< online: this player went on after a round's end
    std::vector<int> m_tableWaits;            ///< online, between rounds: the seats the table waits for
    std::vector<int> m_tableReady;            ///< online, between rounds: the seats ready
    std::unique_ptr<remi::Match> m_lastMatch; ///< online: the match before the rematch
};
