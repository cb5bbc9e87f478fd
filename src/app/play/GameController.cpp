// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameController.h"

#include "TableReplay.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <utility>

GameController::GameController(QObject *parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GameController::playComputerTurn);
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, &GameController::clockTick);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &GameController::applyNextComputerAction);
    connect(&m_thinker, &QFutureWatcher<ComputerTurn>::finished, this, &GameController::computerTurnChosen);
}

GameController::~GameController()
{
    // A worker still thinking holds its own copy of the round and its bot: it stops searching
    // (ComputerPlayer::cancel) and finishes there.
    m_thinker.disconnect(this);
    cancelThinking();
}

QList<SeatConfig> GameController::defaultSeats(int players)
{
    QList<SeatConfig> seats;
    for (int s = 0; s < players; ++s) {
        SeatConfig seat;
        seat.human = s == 0;
        seat.level = remi::ai::BotLevel::Normal;
        if (s == 0) seat.name = tr("You");
        else if (players == 4) seat.name = QStringList{tr("West"), tr("North"), tr("East")}[s - 1];
        else seat.name = tr("Computer %1").arg(s);
        seats << seat;
    }
    return seats;
}

bool GameController::newGame(const QString &variant, int players, quint64 seed)
{
    return newGame(variant, defaultSeats(players), seed);
}

bool GameController::newGame(const QString &variant, const QList<SeatConfig> &seats, quint64 seed)
{
    const auto rules = remi::presetRules(variant.toStdString());
    if (!rules) return false;
    return newGame(*rules, seats, seed);
}

bool GameController::newGame(const remi::RuleSet &rules, const QList<SeatConfig> &seats, quint64 seed)
{
    const int players = static_cast<int>(seats.size());
    if (players < rules.minPlayers || players > rules.maxPlayers) return false;
    stopPlay();
    setSeats(seats);
    m_match = std::make_unique<remi::Match>(rules, players, seed);
    m_log.clear();
    logNewRound();
    m_seed = seed;
    m_turnCounter = 0;
    beginMatch();
    return true;
}

void GameController::stopPlay()
{
    m_timer.stop();
    m_stepTimer.stop();
    m_clock.stop();
    m_secondsLeft = -1;
    m_clockTurn = {-1, -1};
    m_computerActions.clear();
    m_thinking = false;
    m_computerBusy = false;
    cancelThinking();
    m_skip = false;
    ++m_generation; // a computer turn still being chosen belongs to the old game
    // A new or loaded game leaves the table followed (online/OnlineClient closes on gameStarted).
    m_online = false;
    m_tableSeat = -1;
    m_lastUpdate.reset();
    m_heldUpdate.reset();
    m_pendingActions = 0;
    m_waitedStep = -1;
    m_expectStep = -1;
    m_lastShownRound = -1;
    m_followed = {};
    m_connected.clear();
}

void GameController::cancelThinking()
{
    // Every bot of this game: a worker still choosing a turn stops its search at once (its
    // result is dropped); the next game gets new bots (setSeats).
    for (const auto &bot : m_bots)
        if (bot) bot->cancel();
}

QStringList GameController::defaultNames(const QList<SeatConfig> &seats)
{
    const int players = static_cast<int>(seats.size());
    const bool hotSeat = std::count_if(seats.begin(), seats.end(), [](const SeatConfig &s) { return s.human; }) >= 2;
    const QList<SeatConfig> defaults = defaultSeats(players);
    QStringList names;
    // Each kind counted on its own ("Player 2" beside "Computer 2", no "Computer 1").
    int people = 0, computers = 0;
    for (int s = 0; s < players; ++s) {
        if (!seats[s].human) {
            ++computers;
            const bool numbered = defaults[s].name == tr("Computer %1").arg(s);
            names << (numbered ? tr("Computer %1").arg(computers) : defaults[s].name);
        } else {
            ++people;
            // Two or more humans share the screen: nobody is "You" (RULES.md 7, hot-seat screen).
            names << (hotSeat ? tr("Player %1").arg(people) : tr("You"));
        }
    }
    return names;
}

bool GameController::isDefaultName(const QString &name, int players)
{
    for (const SeatConfig &seat : defaultSeats(players))
        if (name == seat.name) return true;
    for (int k = 0; k <= players; ++k)
        if (name == tr("Player %1").arg(k) || name == tr("Computer %1").arg(k) ||
            name == QCoreApplication::translate("main", "Computer %1").arg(k)) // remi --seats
            return true;
    return false;
}

namespace {
/// A player's name as the table shows it: at most kMaxMarks combining marks on a letter
/// (a name of hundreds of accents drew a line across the table), none before the first letter.
QString cleanName(const QString &name)
{
    constexpr int kMaxMarks = 2;
    QList<uint> kept;
    int marks = kMaxMarks; // none before the first letter
    for (const uint c : name.toUcs4()) {
        const QChar::Category category = QChar::category(char32_t(c));
        const bool mark = category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
                          category == QChar::Mark_Enclosing;
        if (mark && marks >= kMaxMarks) continue;
        marks = mark ? marks + 1 : 0;
        kept << c;
    }
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(kept.constData()), kept.size());
}
} // namespace

void GameController::setSeats(const QList<SeatConfig> &seats)
{
    m_seats = seats;
    const int players = static_cast<int>(seats.size());
    m_defaultNames = defaultNames(seats);
    for (int s = 0; s < players; ++s) {
        QString &name = m_seats[s].name;
        name = cleanName(name);
        // An empty name, or a human seat still carrying a default name meant for another kind of seat
        // ("Computer 1" for the second human, "You" in hot-seat play), gets the seat's default name.
        // A computer seat with its numbered default name is numbered among the computers.
        if (name.trimmed().isEmpty() || (m_seats[s].human && isDefaultName(name, players)) ||
            (!m_seats[s].human && name == defaultSeats(players)[s].name))
            name = m_defaultNames[s];
    }
    m_bots.clear();
    for (const SeatConfig &seat : m_seats)
        m_bots.push_back(seat.human ? nullptr
                                    : std::shared_ptr(remi::ai::makeComputerPlayer(seat.level, m_hard, m_expert)));
}

void GameController::beginMatch()
{
    m_fallbackTurns = 0;
    // A finished round (of a loaded game) was settled by the replay; afterChange() shows it again.
    m_roundSettled = false;
    m_viewer = humanMatchSeat();
    m_curtain = false;
    m_curtainTurn = {-1, -1};
    emit gameStarted();
    afterChange();
}

int GameController::humanMatchSeat() const
{
    for (int s = 0; s < m_seats.size(); ++s)
        if (m_seats[s].human) return s;
    return -1;
}

bool GameController::isHotSeat() const
{
    if (m_online) return false; // the other people play in their own windows
    return std::count_if(m_seats.begin(), m_seats.end(), [](const SeatConfig &s) { return s.human; }) >= 2;
}

void GameController::dismissCurtain()
{
    if (!m_curtain) return;
    m_curtain = false;
    updateClock();
    emit stateChanged();
}

void GameController::updateClock()
{
    // Online the table runs the turn clock (docs/PROTOCOL.md "The turn clock").
    const int limit = m_match && !m_online ? round().rules().turnSeconds : 0;
    if (limit <= 0 || !isHumanTurn()) {
        // The clock of a turn runs from the moment its player sees the hand to the turn's end.
        m_clock.stop();
        m_secondsLeft = -1;
        return;
    }
    const std::pair<int, int> turn{m_match->roundNumber(), round().state().turnIndex};
    if (turn == m_clockTurn) return;
    m_clockTurn = turn;
    m_secondsLeft = limit;
    m_clock.start();
}

void GameController::clockTick()
{
    if (m_secondsLeft <= 0 || !isHumanTurn()) {
        m_clock.stop();
        return;
    }
    if (--m_secondsLeft > 0) {
        emit clockTicked();
        return;
    }
    m_clock.stop();
    m_secondsLeft = -1;
    // Out of time: the engine applies the penalty, the stock card and ends the turn. Logged like any
    // action: a save made after it replays it (without it the replay went wrong at the next action).
    const remi::Action action = remi::Action::timeout(humanSeat());
    if (m_match->round().apply(action) != remi::Reason::Ok) return;
    logActions({action});
    emit actionApplied(action);
    afterChange();
}

bool GameController::handFaceUp() const
{
    if (!m_match || humanSeat() < 0) return false;
    if (!isHotSeat()) return true;
    return !m_curtain && !round().isOver() && round().currentSeat() == humanSeat();
}

void GameController::updateHotSeat()
{
    if (!isHotSeat() || round().isOver()) return;
    const int seat = round().currentSeat();
    if (isComputerSeat(seat)) return;
    // A human turn begins: cover the table until that player shows their hand.
    const std::pair<int, int> turn{m_match->roundNumber(), round().state().turnIndex};
    if (turn == m_curtainTurn) return;
    m_curtainTurn = turn;
    m_viewer = m_match->matchSeat(seat);
    m_curtain = true;
}

int GameController::humanSeat() const
{
    if (!m_match) return -1;
    const int human = m_online ? m_tableSeat : isHotSeat() ? m_viewer : humanMatchSeat();
    for (int s = 0; s < round().players(); ++s)
        if (m_match->matchSeat(s) == human) return s;
    return -1;
}

bool GameController::isHumanTurn() const
{
    return m_match && !m_curtain && !tableUnreachable() && !round().isOver() && round().currentSeat() == humanSeat();
}

bool GameController::isComputerSeat(int roundSeat) const
{
    if (!m_match || roundSeat < 0 || roundSeat >= round().players()) return false;
    return !m_seats[m_match->matchSeat(roundSeat)].human;
}

void GameController::retranslateSeatNames()
{
    const QStringList defaults = defaultNames(m_seats);
    for (int s = 0; s < m_seats.size() && s < m_defaultNames.size(); ++s) {
        if (m_seats[s].name == m_defaultNames[s]) m_seats[s].name = defaults[s];
        m_defaultNames[s] = defaults[s];
    }
}

QString GameController::seatName(int roundSeat) const
{
    return matchSeatName(m_match ? m_match->matchSeat(roundSeat) : roundSeat);
}

QString GameController::matchSeatName(int matchSeat) const
{
    if (matchSeat >= 0 && matchSeat < m_seats.size()) return m_seats[matchSeat].name;
    return tr("Player %1").arg(matchSeat + 1);
}

remi::Reason GameController::act(remi::Action action, bool report)
{
    if (!m_match) return remi::Reason::RoundOver;
    action.seat = humanSeat();
    // Online with the table out of reach nothing can be played (the words: ReasonText::tableUnreachable).
    if (action.seat < 0 || m_curtain || tableUnreachable() ||
        (!round().isOver() && round().currentSeat() != action.seat)) {
        if (report) emit actionRefused(remi::Reason::NotYourTurn);
        return remi::Reason::NotYourTurn;
    }
    if (m_online) {
        const remi::Reason reason = actOnline(action);
        if (reason != remi::Reason::Ok && report) emit actionRefused(reason);
        return reason;
    }
    const remi::Reason reason = m_match->round().apply(action);
    if (reason != remi::Reason::Ok) {
        if (report) emit actionRefused(reason);
        return reason;
    }
    logActions({action});
    emit actionApplied(action);
    afterChange();
    return reason;
}

void GameController::continueAfterRound()
{
    if (!m_match || !m_roundSettled) return;
    if (m_match->isOver()) {
        emit matchFinished();
        return;
    }
    if (m_online) {
        // The table deals the next round once every person at it is ready (docs/PROTOCOL.md
        // "Between rounds"); it dealt already when this player was away: show that round now.
        std::optional<TableUpdate> held = std::exchange(m_heldUpdate, std::nullopt);
        if (held && held->round > m_match->roundNumber()) {
            m_roundSettled = false;
            m_nextRoundAsked = false;
            showTableUpdate(*held);
            return;
        }
        if (!m_nextRoundAsked) {
            m_nextRoundAsked = true;
            emit nextRoundWanted();
            emit readinessChanged();
        }
        return;
    }
    m_match->startNextRound();
    logNewRound();
    m_roundSettled = false;
    afterChange();
}

bool GameController::setRound(const remi::Round &round)
{
    if (!m_match || !m_match->replaceRound(round)) return false;
    m_timer.stop();
    m_roundSettled = false;
    m_curtain = false;
    m_curtainTurn = {-1, -1};
    afterChange();
    return true;
}

bool GameController::setComputerPlayer(int matchSeat, std::shared_ptr<remi::ai::ComputerPlayer> player)
{
    if (matchSeat < 0 || matchSeat >= static_cast<int>(m_bots.size()) || !m_bots[static_cast<std::size_t>(matchSeat)])
        return false;
    m_bots[static_cast<std::size_t>(matchSeat)] = std::move(player);
    return true;
}

void GameController::afterChange()
{
    updateHotSeat();
    updateClock();
    emit stateChanged();
    // Online the table settles rounds (showRoundOver) and plays the computer seats; nothing is
    // autosaved (the table keeps the match).
    if (m_online) return;
    if (round().isOver()) {
        if (!m_roundSettled) {
            m_match->settleRound();
            m_roundSettled = true;
            emit actionCompleted(); // after settling: a save holds the totals a replay settles to
            emit roundFinished();
        }
        return;
    }
    emit actionCompleted();
    if (isComputerSeat(round().currentSeat())) m_timer.start(m_delay);
}

void GameController::playComputerTurn()
{
    if (!m_match || round().isOver() || m_computerBusy) return;
    const int seat = round().currentSeat();
    if (!isComputerSeat(seat)) return;
    std::shared_ptr<remi::ai::ComputerPlayer> bot = m_bots[static_cast<std::size_t>(m_match->matchSeat(seat))];
    // A distinct, reproducible seed per computer turn of the match.
    const std::uint64_t turnSeed = remi::ai::turnSeed(m_seed, ++m_turnCounter);
    // The bot plays its turn on a copy of the round on a worker thread; the GUI stays responsive
    // and the same actions are applied to the real round afterwards (the engine is deterministic).
    auto copy = std::make_shared<remi::Round>(m_match->round());
    bot->setStanding(remi::ai::standingOf(*m_match)); // the totals every seat sees
    m_thinking = true;
    m_computerBusy = true;
    m_thinkingGeneration = m_generation;
    m_thinker.setFuture(QtConcurrent::run([copy, bot, turnSeed] {
        ComputerTurn turn;
        remi::ai::TurnStats stats;
        turn.actions = remi::ai::playTurn(*copy, *bot, turnSeed, &stats);
        turn.fallback = stats.fallback;
        turn.ended = stats.ended;
        turn.refusal = static_cast<int>(stats.refusal);
        return turn;
    }));
    emit stateChanged(); // "… is thinking"
}

void GameController::computerTurnChosen()
{
    if (m_thinkingGeneration != m_generation || !m_match) return; // a result of an earlier game
    const ComputerTurn turn = m_thinker.result();
    m_thinking = false;
    const int seat = round().currentSeat();
    if (turn.fallback) {
        ++m_fallbackTurns;
        qWarning("Computer seat %d: action refused (%d), the fallback finished the turn", seat, turn.refusal);
    }
    if (!turn.ended) {
        // Nothing can end this turn: give up the round rather than hang.
        qWarning("Computer seat %d could not finish its turn", seat);
        m_computerBusy = false;
        m_skip = false;
        emit stateChanged();
        return;
    }
    m_computerActions.assign(turn.actions.begin(), turn.actions.end());
    applyNextComputerAction();
}

void GameController::applyNextComputerAction()
{
    if (!m_match) return;
    while (!m_computerActions.empty()) {
        const remi::Action action = m_computerActions.front();
        m_computerActions.pop_front();
        const remi::Reason reason = m_match->round().apply(action);
        if (reason == remi::Reason::Ok) logActions({action});
        if (reason != remi::Reason::Ok) {
            // Cannot happen: the worker applied the same actions to an identical round.
            qWarning("Computer action refused on the real round (%d)", static_cast<int>(reason));
            m_computerActions.clear();
            break;
        }
        if (m_stepDelay > 0 && !m_skip && !m_computerActions.empty()) {
            // Show this action, then the next one after a pause.
            emit stateChanged();
            m_stepTimer.start(m_stepDelay);
            return;
        }
    }
    m_computerBusy = false;
    m_skip = false;
    afterChange();
}

bool GameController::computerTurnInProgress() const
{
    return m_computerBusy;
}

void GameController::finishComputerTurn()
{
    if (!m_match || (!m_computerBusy && !m_timer.isActive())) return;
    m_skip = true;
    if (m_timer.isActive()) {
        m_timer.stop();
        playComputerTurn(); // chosen on the worker; applied whole when it is (computerTurnChosen)
        if (!m_computerBusy) m_skip = false;
        return;
    }
    if (!m_computerActions.empty()) {
        m_stepTimer.stop();
        applyNextComputerAction();
    }
}
