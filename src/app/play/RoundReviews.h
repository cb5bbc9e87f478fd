// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The round reviews of the match in play (issue 40), in the background: which rounds may be reviewed
// (finished ones only: a round in play is never judged, RULES.md says nothing of it but the other
// hands would show), for whom (the human seats), the reviews running and those done.
//
// A review works on copies (the round as dealt and its action log, replayed from the controller's
// save: review/SavedRound.h), on a thread pool of its own with one thread, so that the computer
// players' thinking (the global pool) and the window never wait for it. Starting the next round
// does not stop a review: it goes on in the background and its result stays for the match. A new
// or loaded game cancels every review (gameStarted); cancelling stops the search at once
// (ReviewConfig::cancelled) and the destructor waits for the thread.

#include "review/RoundReview.h"
#include "review/SavedRound.h"

#include <QFutureWatcher>
#include <QList>
#include <QMap>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

class GameController;

class RoundReviews : public QObject {
    Q_OBJECT
  public:
    explicit RoundReviews(GameController *controller, QObject *parent = nullptr);
    ~RoundReviews() override;

    /// The finished rounds of the match (0 = the first), oldest first; the round in play only once
    /// it is over.
    QList<int> finishedRounds() const;
    /// The match seats whose reviews may be shown: the human seats (in hot-seat play each human
    /// is reviewed alone, ReviewWindow), none in a game of computers.
    QList<int> reviewers() const;
    /// A finished round and a human seat exist.
    bool canReview() const;
    /// The round `round` of the match as the review replays it (nullopt: the log does not replay
    /// from the seed, e.g. a prepared position; such a round is not reviewed).
    std::optional<remi::review::SavedRound> input(int round) const;
    /// Round seat of match seat `matchSeat` in `input`, or -1 (eliminated before that round).
    static int roundSeat(const remi::review::SavedRound &input, int matchSeat);

    /// Starts reviewing `round` for `matchSeat` unless it is done or running. False when the round
    /// is not finished, the seat not a reviewer, or the round does not replay.
    bool start(int round, int matchSeat);
    bool isRunning(int round, int matchSeat) const;
    /// Any review running (its thread busy).
    bool isBusy() const;
    /// Stops the review of `round` for `matchSeat` (cancelled is emitted when its thread is done).
    void cancel(int round, int matchSeat);
    /// Stops every review and waits for the thread.
    void cancelAll();
    /// The finished review, or null.
    const remi::review::RoundReview *result(int round, int matchSeat) const;
    /// Decisions judged so far and in all (0, 0 before the first).
    std::pair<int, int> progress(int round, int matchSeat) const;
    /// The reviewed rounds of `matchSeat` added up: points lost, decisions and rounds.
    struct Total {
        double pointsLost = 0;
        int decisions = 0;
        int rounds = 0;
        int notOpened = 0; ///< rounds the seat lost by not opening (RoundReview::notOpened)
    };
    Total total(int matchSeat) const;

    /// How hard the reviews look (tests: fewer samples). For the reviews started afterwards.
    void setConfig(const remi::review::ReviewConfig &config) { m_config = config; }

  signals:
    void progressed(int round, int matchSeat, int done, int total);
    void finished(int round, int matchSeat);
    void cancelled(int round, int matchSeat);
    /// A new or loaded game: every review was dropped.
    void cleared();

  private:
    struct Job {
        std::shared_ptr<std::atomic<bool>> stop;
        QFutureWatcher<remi::review::RoundReview> *watcher = nullptr;
        int done = 0, total = 0;
    };
    using Key = std::pair<int, int>; ///< round, match seat

    GameController *m_controller;
    remi::review::ReviewConfig m_config;
    QThreadPool m_pool;
    QMap<Key, Job> m_jobs;
    QMap<Key, remi::review::RoundReview> m_done;
};
