// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// GameController at a network table (issue 39): the match is the table's (src/server); this window
// shows its seat's mirror of the round (engine/ViewRound.h) and the standing the table reports.
// The human's action is asked of the engine on the mirror first (the same question as offline),
// then applied to the mirror and sent; the table's next update confirms it. A stock draw waits for
// the table, which alone knows the card.

#include "GameController.h"

#include "GameLog.h"
#include "TableReplay.h"

#include "engine/ViewRound.h"

#include <QDateTime>
#include <QEventLoop>

#include <QTimer>
#include <algorithm>

namespace {
/// How long a stock draw waits for the table's answer before giving up (ms).
constexpr int kDrawAnswerMs = 8000;
} // namespace

void GameController::followTable(const remi::RuleSet &rules, const QList<SeatConfig> &seats, int mySeat)
{
    const int players = static_cast<int>(seats.size());
    stopPlay();
    setSeats(seats);
    m_bots.assign(m_seats.size(), nullptr); // the table plays its computer seats
    // A placeholder until the table's first update replaces its round and standing.
    m_match = std::make_unique<remi::Match>(rules, players, 0);
    m_log.clear();
    m_seed = 0;
    m_turnCounter = 0;
    m_fallbackTurns = 0;
    m_roundSettled = false;
    m_curtain = false;
    m_online = true;
    m_unreachable = false;
    m_tableSeat = mySeat;
    m_viewer = mySeat;
    m_connected.assign(static_cast<std::size_t>(players), true);
    m_awaySince.assign(static_cast<std::size_t>(players), -1);
    m_followed = {};
    m_followed.totals.assign(static_cast<std::size_t>(players), 0);
    m_followedLog.clear();
    m_nextRoundAsked = false;
    m_tableWaits.clear();
    m_tableReady.clear();
    m_lastMatch.reset();
    if (!m_replay) m_replay = std::make_unique<TableReplay>();
    m_replay->reset();
}

bool GameController::seatConnected(int matchSeat) const
{
    return matchSeat < 0 || matchSeat >= static_cast<int>(m_connected.size()) ||
           m_connected[static_cast<std::size_t>(matchSeat)];
}

GameController::Presence GameController::seatPresence(int matchSeat) const
{
    if (!m_online || seatConnected(matchSeat)) return Presence::Here;
    const qint64 since = matchSeat < static_cast<int>(m_awaySince.size()) ? m_awaySince[std::size_t(matchSeat)] : -1;
    if (since >= 0 && QDateTime::currentMSecsSinceEpoch() - since < qint64(m_graceSeconds) * 1000)
        return Presence::Reconnecting;
    return Presence::PlayedByComputer;
}

void GameController::setSeatConnected(int matchSeat, bool connected)
{
    if (matchSeat < 0 || matchSeat >= static_cast<int>(m_connected.size())) return;
    if (m_connected[static_cast<std::size_t>(matchSeat)] == connected) return;
    m_connected[static_cast<std::size_t>(matchSeat)] = connected;
    if (static_cast<int>(m_awaySince.size()) != static_cast<int>(m_connected.size()))
        m_awaySince.assign(m_connected.size(), -1);
    m_awaySince[static_cast<std::size_t>(matchSeat)] = connected ? -1 : QDateTime::currentMSecsSinceEpoch();
    if (!connected) {
        // The grace period's end changes the seat's words ("played by the computer").
        QTimer::singleShot(m_graceSeconds * 1000 + 50, this, [this] {
            emit presenceChanged();
            emit stateChanged();
        });
    }
    emit presenceChanged();
    emit stateChanged();
}

bool GameController::applyTableUpdate(const TableUpdate &u, bool keepMirror)
{
    const int players = m_match->players();
    if (static_cast<int>(u.totals.size()) == players) m_followed.totals = u.totals;
    // Rounds before this one: their scores came in round_over messages (zeros for rounds played
    // before this window joined the table).
    const auto settledRounds = static_cast<std::size_t>(std::max(0, u.round - 1));
    if (u.history) {
        // The table's own history (docs/PROTOCOL.md `update`): after a rejoin too, the chart of the
        // match's end has every round (issue 39: a flat line at 0 after a rejoin).
        std::vector<std::vector<int>> history;
        for (const std::vector<int> &row : *u.history)
            if (history.size() < settledRounds && static_cast<int>(row.size()) == players) history.push_back(row);
        if (history.size() == std::min(settledRounds, u.history->size())) m_followed.history = std::move(history);
    }
    m_followed.history.resize(settledRounds, std::vector<int>(static_cast<std::size_t>(players), 0));
    m_followed.settled = false;
    if (!u.view) return false; // out of the round (remi51 elimination): the last table stays shown
    m_followed.seatMap = u.roundSeats;
    const bool sameRound = m_lastShownRound == u.round;
    if (keepMirror && sameRound && remi::makePlayerView(round(), u.view->seat) == *u.view)
        return m_match->follow(round(), m_followed); // the mirror already shows it: its undo history stays
    std::string error;
    std::optional<remi::Round> mirror = remi::roundFromView(m_match->rules(), *u.view, {}, &error);
    if (!mirror) {
        qWarning("The table's view cannot be shown: %s", error.c_str());
        return false;
    }
    if (!m_match->follow(std::move(*mirror), m_followed)) return false;
    m_lastShownRound = u.round;
    return true;
}

void GameController::showTableUpdate(const TableUpdate &u)
{
    if (!m_online || !m_match) return;
    bool rematch = false;
    if (m_followed.over && u.view && u.view->phase != remi::Phase::RoundOver) {
        // The host's rematch (docs/PROTOCOL.md "Rematch"): the table deals a new match at once;
        // a finished match's update, on a reconnection, still shows its last round's end. The
        // finished match stays at hand until the new one ends (issue 39: its result was wiped).
        const remi::RuleSet rules = m_match->rules();
        const int players = m_match->players();
        m_lastMatch = std::move(m_match);
        m_match = std::make_unique<remi::Match>(rules, players, 0);
        rematch = true;
        m_nextRoundAsked = false;
        m_tableWaits.clear();
        m_tableReady.clear();
        m_log.clear();
        m_followed = {};
        m_followed.totals.assign(static_cast<std::size_t>(players), 0);
        m_roundSettled = false;
        m_heldUpdate.reset();
        m_lastUpdate.reset();
        m_lastShownRound = -1;
        m_pendingActions = 0;
        m_followedLog.clear();
        m_replay->reset();
    }
    // Every update, also one held or passed over below, tells the log what happened.
    m_replay->read(m_match->rules(), u, m_followedLog);
    if (m_roundSettled) {
        if (m_nextRoundAsked && u.round > m_match->roundNumber()) {
            // Everyone was ready (docs/PROTOCOL.md "Between rounds"): the table dealt.
            m_roundSettled = false;
            m_nextRoundAsked = false;
            m_tableWaits.clear();
            m_tableReady.clear();
            m_heldUpdate.reset();
        } else {
            // A round's end is shown: the table's next round waits for continueAfterRound.
            m_heldUpdate = u;
            return;
        }
    }
    const bool first = !m_lastUpdate;
    m_lastUpdate = u;
    if (m_pendingActions > 0 && u.step < m_expectStep) return; // our later actions are still on their way
    m_pendingActions = 0;
    applyTableUpdate(u, true);
    if (m_waitLoop && u.step >= m_waitedStep) m_waitLoop->quit();
    if (first) emit gameStarted();
    emit stateChanged();
    if (rematch) emit rematchStarted();
}

void GameController::showRoundOver(const TableRoundOver &over)
{
    if (!m_online || !m_match || !m_lastUpdate || !m_lastUpdate->view) return;
    const TableUpdate &u = *m_lastUpdate;
    const int players = m_match->players();
    const std::vector<int> &scores = over.scores;
    if (static_cast<int>(scores.size()) != players || static_cast<int>(over.totals.size()) != players) return;
    // Every hand is shown now: the mirror holds the real hands (only the stock's order is a guess).
    remi::RoundState st = remi::stateFromView(m_match->rules(), *u.view, over.hands);
    st.phase = remi::Phase::RoundOver;
    remi::RoundResult &result = st.result;
    result.winner = -1;
    for (std::size_t r = 0; r < u.roundSeats.size(); ++r)
        if (u.roundSeats[r] == over.winner) result.winner = static_cast<int>(r);
    result.finish = over.finish;
    result.cause = over.cause;
    auto roundSeatOf = [&u](int matchSeat) {
        const auto it = std::find(u.roundSeats.begin(), u.roundSeats.end(), matchSeat);
        return it == u.roundSeats.end() ? -1 : static_cast<int>(it - u.roundSeats.begin());
    };
    for (int matchSeat : u.roundSeats) {
        remi::SeatScore score;
        const bool known = matchSeat >= 0 && matchSeat < players;
        score.points = known ? scores[static_cast<std::size_t>(matchSeat)] : 0;
        // The table's lines (the same engine's breakdown), their seats made round seats again.
        if (known && matchSeat < static_cast<int>(over.details.size()))
            if (const std::optional<remi::SeatScore> &d = over.details[static_cast<std::size_t>(matchSeat)]) {
                score.lines = d->lines;
                for (remi::ScoreLine &line : score.lines)
                    if (line.seat >= 0) line.seat = roundSeatOf(line.seat);
            }
        result.seats.push_back(score);
    }
    std::optional<remi::Round> shown = remi::Round::fromState(m_match->rules(), std::move(st));
    if (!shown) return;
    m_followed.history.resize(static_cast<std::size_t>(std::max(0, u.round - 1)),
                              std::vector<int>(static_cast<std::size_t>(players), 0));
    m_followed.history.push_back(scores);
    m_followed.totals = over.totals;
    m_followed.settled = true;
    m_followed.seatMap = u.roundSeats;
    if (!m_match->follow(std::move(*shown), m_followed)) return;
    m_replay->roundOver(round(), scores, m_followedLog);
    m_pendingActions = 0;
    m_roundSettled = true;
    emit stateChanged();
    emit roundFinished();
}

void GameController::showMatchOver(const std::vector<int> &totals, const std::vector<int> &winners, bool again)
{
    if (!m_online || !m_match) return;
    const bool known = m_followed.over;
    if (static_cast<int>(totals.size()) == m_match->players()) m_followed.totals = totals;
    m_followed.over = true;
    m_followed.winners = winners;
    m_followed.settled = m_roundSettled;
    m_match->follow(round(), m_followed);
    if (!m_roundSettled || (again && !known)) {
        // Joined a finished match: its end at once (its last round's end, shown first, behind it).
        m_roundSettled = true;
        emit stateChanged();
        emit matchFinished();
    }
}

void GameController::setTableReadiness(const std::vector<int> &ready, const std::vector<int> &waiting)
{
    if (!m_online || !m_match) return;
    m_tableReady = ready;
    m_tableWaits = waiting;
    // Still waited for although this player went on (a table restarted since): say it again.
    if (m_nextRoundAsked && m_roundSettled && std::find(waiting.begin(), waiting.end(), m_tableSeat) != waiting.end())
        emit nextRoundWanted();
    emit readinessChanged();
}

void GameController::tableRefused(remi::Reason reason)
{
    if (!m_online || !m_match) return;
    m_pendingActions = 0;
    if (m_lastUpdate && !m_roundSettled) applyTableUpdate(*m_lastUpdate, false); // back to the table's view
    if (m_waitLoop) {
        m_tableRefusal = reason;
        m_waitLoop->quit();
        return;
    }
    emit stateChanged();
    emit actionRefused(reason);
}

void GameController::tableConnectionLost()
{
    // An action not acknowledged may be lost (docs/PROTOCOL.md "Coming back"): the next update,
    // after the reconnection, is shown as it is.
    m_pendingActions = 0;
    if (m_waitLoop) {
        m_tableRefusal = remi::Reason::NotYourTurn;
        m_waitLoop->quit();
    }
    if (!m_unreachable) {
        m_unreachable = true;
        if (m_online && m_match) {
            // The last update seen is the table as it stands (an unconfirmed move went with the link).
            if (m_lastUpdate && !m_roundSettled) applyTableUpdate(*m_lastUpdate, false);
            emit stateChanged();
        }
    }
}

void GameController::tableReached()
{
    if (!m_unreachable) return;
    m_unreachable = false;
    if (m_online && m_match) emit stateChanged();
}

remi::Reason GameController::actOnline(const remi::Action &action)
{
    if (!m_lastUpdate || m_roundSettled || m_waitLoop) return remi::Reason::NotYourTurn;
    const int step = m_pendingActions > 0 ? m_expectStep : m_lastUpdate->step;
    const bool hiddenCard = action.type == remi::ActionType::Draw && action.from == remi::DrawSource::Stock;
    if (!hiddenCard) {
        // Exact on the mirror (own hand, table, pile, turn): applied at once, confirmed by the table.
        const remi::Reason reason = m_match->round().apply(action);
        if (reason != remi::Reason::Ok) return reason;
        ++m_pendingActions;
        m_expectStep = step + 1;
        emit tableActionWanted(action, step);
        emit actionApplied(action);
        emit stateChanged();
        return reason;
    }
    // Only the table knows the card drawn: ask the engine on a copy, send, and wait for the update
    // (user input waits too; the table's messages and timers go on).
    remi::Round copy = round();
    if (const remi::Reason reason = copy.apply(action); reason != remi::Reason::Ok) return reason;
    ++m_pendingActions;
    m_expectStep = step + 1;
    m_waitedStep = step + 1;
    m_tableRefusal.reset();
    QEventLoop loop;
    m_waitLoop = &loop;
    QTimer::singleShot(kDrawAnswerMs, &loop, &QEventLoop::quit);
    emit tableActionWanted(action, step);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    m_waitLoop = nullptr;
    m_waitedStep = -1;
    if (m_tableRefusal) return *std::exchange(m_tableRefusal, std::nullopt);
    if (m_pendingActions > 0) {
        // No answer in time: the update will show whether the table took it.
        m_pendingActions = 0;
        return remi::Reason::NotYourTurn;
    }
    emit actionApplied(action);
    return remi::Reason::Ok;
}
