#pragma once
// Owns the match, applies the human's actions, plays the computer seats (src/ai bots) with a
// short delay between turns.

#include "ai/ComputerPlayer.h"
#include "engine/Action.h"
#include "engine/Match.h"
#include "engine/Reason.h"
#include "save/SaveGame.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>
#include <vector>

/// One match seat of a new game.
struct SeatConfig {
    QString name;
    bool human = false;
    remi::ai::BotLevel level = remi::ai::BotLevel::Normal;
};

class GameController : public QObject {
    Q_OBJECT
  public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    /// Starts a match of `variant` for `players` seats: match seat 0 is the human, the others are
    /// normal computer players.
    bool newGame(const QString &variant, int players, quint64 seed);
    /// Starts a match of `variant` with `seats` (one per match seat). The computer seats play on
    /// the GUI thread: a hard bot thinks at most HardConfig::budgetMs per discard (60 ms).
    bool newGame(const QString &variant, const QList<SeatConfig> &seats, quint64 seed);
    /// Same with explicit rules (e.g. options changed in the settings dialog).
    bool newGame(const remi::RuleSet &rules, const QList<SeatConfig> &seats, quint64 seed);
    /// The default seats for `players`: seat 0 human, the others normal computer players.
    static QList<SeatConfig> defaultSeats(int players);

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
    /// Pause between computer turns (ms).
    void setComputerDelay(int ms) { m_delay = ms; }
    /// Tuning of the hard computer players of the next new game.
    void setHardConfig(const remi::ai::HardConfig &config) { m_hard = config; }
    /// Turns in which a bot's action was refused and the fallback finished the turn.
    int fallbackTurns() const { return m_fallbackTurns; }
    /// After roundFinished: deals the next round (or emits matchFinished).
    void continueAfterRound();

    // Save files (GameControllerSave.cpp).
    /// The match so far as a save: players, seed, deals and every accepted action (no hand orders).
    remi::save::SaveGame saveGame() const;
    /// Continues the match `match` replayed from `game` (save::replaySave); false when the seats do
    /// not fit the match.
    bool loadGame(const remi::save::SaveGame &game, std::unique_ptr<remi::Match> match);
    /// Accepted actions of each round so far.
    const std::vector<remi::save::SaveRound> &actionLog() const { return m_log; }

  signals:
    void gameStarted();
    /// The table changed (any accepted action, a new round).
    void stateChanged();
    void actionRefused(remi::Reason reason);
    /// The round is over and settled; the result is in round().result().
    void roundFinished();
    void matchFinished();
    /// An action was accepted, a computer turn played or a round dealt: time to autosave.
    void actionCompleted();

  private:
    void afterChange();
    void playComputerTurn();
    int humanMatchSeat() const;
    void updateHotSeat();

    /// Records accepted actions for save files; a new round starts a new entry.
    void logActions(const std::vector<remi::Action> &actions);
    void logNewRound();

    std::unique_ptr<remi::Match> m_match;
    std::vector<remi::save::SaveRound> m_log;
    QList<SeatConfig> m_seats;
    /// Bots per match seat (null for human seats).
    std::vector<std::unique_ptr<remi::ai::ComputerPlayer>> m_bots;
    remi::ai::HardConfig m_hard;
    quint64 m_seed = 0;
    quint64 m_turnCounter = 0;
    int m_fallbackTurns = 0;
    QTimer m_timer;
    int m_delay = 600;
    bool m_roundSettled = false;
    /// Hot-seat: match seat of the human shown, the curtain, the turn it was raised for.
    int m_viewer = -1;
    bool m_curtain = false;
    std::pair<int, int> m_curtainTurn{-1, -1};
};
