#pragma once
// Owns the match, applies the human's actions, plays the computer seats with a short delay.

#include "engine/Action.h"
#include "engine/Match.h"
#include "engine/Reason.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

class ComputerTurn;

class GameController : public QObject {
    Q_OBJECT
  public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    /// Starts a match of `variant` for `players` seats: match seat 0 is the human.
    bool newGame(const QString &variant, int players, quint64 seed);
    bool hasGame() const { return m_match != nullptr; }
    const remi::Match &match() const { return *m_match; }
    const remi::Round &round() const { return m_match->round(); }
    /// Round seat of the human (match seat 0), -1 once eliminated.
    int humanSeat() const;
    bool isHumanTurn() const;
    /// Name of round seat `roundSeat`.
    QString seatName(int roundSeat) const;
    QString matchSeatName(int matchSeat) const;

    /// Applies `action` for the human seat; when refused and `report`, emits actionRefused.
    remi::Reason act(remi::Action action, bool report = true);
    /// Pause between computer turns (ms).
    void setComputerDelay(int ms) { m_delay = ms; }
    /// After roundFinished: deals the next round (or emits matchFinished).
    void continueAfterRound();

  signals:
    void gameStarted();
    /// The table changed (any accepted action, a new round).
    void stateChanged();
    void actionRefused(remi::Reason reason);
    /// The round is over and settled; the result is in round().result().
    void roundFinished();
    void matchFinished();

  private:
    void afterChange();
    void playComputerTurn();

    std::unique_ptr<remi::Match> m_match;
    std::unique_ptr<ComputerTurn> m_computer;
    QTimer m_timer;
    int m_delay = 600;
    bool m_roundSettled = false;
};
