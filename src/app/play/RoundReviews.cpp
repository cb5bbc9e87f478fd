// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RoundReviews.h"

#include "GameController.h"

#include <QPromise>
#include <QtConcurrent>

using remi::review::RoundReview;
using remi::review::SavedRound;

RoundReviews::RoundReviews(GameController *controller, QObject *parent) : QObject(parent), m_controller(controller)
{
    // One review at a time, beside the computer players' thinking (the global pool): a 2-core
    // machine keeps a core for the game.
    m_pool.setMaxThreadCount(1);
    connect(controller, &GameController::gameStarted, this, [this] {
        cancelAll();
        m_done.clear();
        emit cleared();
    });
}

RoundReviews::~RoundReviews()
{
    cancelAll();
}

QList<int> RoundReviews::finishedRounds() const
{
    QList<int> rounds;
    if (!m_controller->hasGame()) return rounds;
    const int current = m_controller->match().roundNumber() - 1;
    const int logged = static_cast<int>(m_controller->actionLog().size());
    for (int r = 0; r < current && r < logged; ++r) rounds << r;
    if (m_controller->round().isOver() && current < logged) rounds << current;
    return rounds;
}

QList<int> RoundReviews::reviewers() const
{
    QList<int> seats;
    if (!m_controller->hasGame()) return seats;
    for (int s = 0; s < m_controller->seats().size(); ++s)
        if (m_controller->seats()[s].human) seats << s;
    return seats;
}

bool RoundReviews::canReview() const
{
    return !finishedRounds().isEmpty() && !reviewers().isEmpty();
}

std::optional<SavedRound> RoundReviews::input(int round) const
{
    if (!finishedRounds().contains(round)) return std::nullopt;
    std::optional<SavedRound> saved = remi::review::savedRound(m_controller->saveGame(), round);
    if (!saved || !saved->finished) return std::nullopt;
    return saved;
}

int RoundReviews::roundSeat(const SavedRound &input, int matchSeat)
{
    for (std::size_t s = 0; s < input.matchSeats.size(); ++s)
        if (input.matchSeats[s] == matchSeat) return static_cast<int>(s);
    return -1;
}

bool RoundReviews::start(int round, int matchSeat)
{
    const Key key{round, matchSeat};
    if (m_done.contains(key) || m_jobs.contains(key)) return true;
    if (!reviewers().contains(matchSeat)) return false;
    std::optional<SavedRound> saved = input(round);
    if (!saved) return false;
    const int seat = roundSeat(*saved, matchSeat);
    if (seat < 0) return false;

    Job job;
    job.stop = std::make_shared<std::atomic<bool>>(false);
    job.watcher = new QFutureWatcher<RoundReview>(this);
    remi::review::ReviewConfig config = m_config;
    config.cancelled = job.stop.get();
    // The thread owns its copies: the round as dealt, the log, the flag (shared with this object).
    auto work = [saved = std::move(*saved), seat, config, stop = job.stop](QPromise<RoundReview> &promise) {
        bool ranged = false;
        RoundReview review =
            remi::review::reviewRound(saved.start, saved.actions, seat, config, [&](int done, int total) {
                if (!ranged) {
                    promise.setProgressRange(0, total);
                    ranged = true;
                }
                promise.setProgressValue(done);
                if (promise.isCanceled()) stop->store(true);
            });
        promise.addResult(std::move(review));
    };
    connect(job.watcher, &QFutureWatcherBase::progressValueChanged, this, [this, key](int done) {
        auto it = m_jobs.find(key);
        if (it == m_jobs.end()) return;
        it->done = done;
        it->total = it->watcher->progressMaximum();
        emit progressed(key.first, key.second, it->done, it->total);
    });
    connect(job.watcher, &QFutureWatcherBase::finished, this, [this, key] {
        auto it = m_jobs.find(key);
        if (it == m_jobs.end()) return;
        Job done = *it;
        m_jobs.erase(it);
        done.watcher->deleteLater();
        const QFuture<RoundReview> future = done.watcher->future();
        if (done.stop->load() || future.resultCount() == 0 || !future.result().complete) {
            emit cancelled(key.first, key.second);
            return;
        }
        m_done.insert(key, future.result());
        emit finished(key.first, key.second);
    });
    m_jobs.insert(key, job);
    job.watcher->setFuture(QtConcurrent::run(&m_pool, std::move(work)));
    return true;
}

bool RoundReviews::isRunning(int round, int matchSeat) const
{
    return m_jobs.contains({round, matchSeat});
}

bool RoundReviews::isBusy() const
{
    return !m_jobs.isEmpty() || m_pool.activeThreadCount() > 0;
}

void RoundReviews::cancel(int round, int matchSeat)
{
    const auto it = m_jobs.constFind({round, matchSeat});
    if (it != m_jobs.cend()) it->stop->store(true);
}

void RoundReviews::cancelAll()
{
    for (const Job &job : std::as_const(m_jobs)) job.stop->store(true);
    m_pool.waitForDone();
    // The watchers' finished signals are queued: drop the jobs now, say so once.
    const QList<Key> keys = m_jobs.keys();
    for (const Job &job : std::as_const(m_jobs)) {
        job.watcher->disconnect(this);
        job.watcher->deleteLater();
    }
    m_jobs.clear();
    for (const Key &key : keys) emit cancelled(key.first, key.second);
}

const RoundReview *RoundReviews::result(int round, int matchSeat) const
{
    const auto it = m_done.constFind({round, matchSeat});
    return it == m_done.cend() ? nullptr : &*it;
}

std::pair<int, int> RoundReviews::progress(int round, int matchSeat) const
{
    const auto it = m_jobs.constFind({round, matchSeat});
    if (it == m_jobs.cend()) return {0, 0};
    return {it->done, it->total};
}

RoundReviews::Total RoundReviews::total(int matchSeat) const
{
    Total t;
    for (auto it = m_done.cbegin(); it != m_done.cend(); ++it) {
        if (it.key().second != matchSeat) continue;
        t.pointsLost += it->pointsLost;
        t.decisions += it->decisions;
        if (it->notOpened) ++t.notOpened;
        ++t.rounds;
    }
    return t;
}
