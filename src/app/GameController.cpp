#include "GameController.h"

#include "ai/BotDriver.h"

#include <algorithm>

GameController::GameController(QObject *parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GameController::playComputerTurn);
}

GameController::~GameController() = default;

QList<SeatConfig> GameController::defaultSeats(int players)
{
    QList<SeatConfig> seats;
    for (int s = 0; s < players; ++s) {
        SeatConfig seat;
        seat.human = s == 0;
        seat.level = remi::ai::BotLevel::Normal;
        if (s == 0)
            seat.name = tr("You");
        else if (players == 4)
            seat.name = QStringList{tr("West"), tr("North"), tr("East")}[s - 1];
        else
            seat.name = tr("Computer %1").arg(s);
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
    m_timer.stop();
    m_seats = seats;
    for (int s = 0; s < players; ++s)
        if (m_seats[s].name.trimmed().isEmpty()) m_seats[s].name = defaultSeats(players)[s].name;
    m_bots.clear();
    for (const SeatConfig &seat : m_seats)
        m_bots.push_back(seat.human ? nullptr : remi::ai::makeComputerPlayer(seat.level, m_hard));
    m_match = std::make_unique<remi::Match>(rules, players, seed);
    m_log.clear();
    logNewRound();
    m_seed = seed;
    m_turnCounter = 0;
    m_fallbackTurns = 0;
    m_roundSettled = false;
    m_viewer = humanMatchSeat();
    m_curtain = false;
    m_curtainTurn = {-1, -1};
    emit gameStarted();
    afterChange();
    return true;
}

int GameController::humanMatchSeat() const
{
    for (int s = 0; s < m_seats.size(); ++s)
        if (m_seats[s].human) return s;
    return -1;
}

bool GameController::isHotSeat() const
{
    return std::count_if(m_seats.begin(), m_seats.end(), [](const SeatConfig &s) { return s.human; }) >= 2;
}

void GameController::dismissCurtain()
{
    if (!m_curtain) return;
    m_curtain = false;
    emit stateChanged();
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
    const int human = isHotSeat() ? m_viewer : humanMatchSeat();
    for (int s = 0; s < round().players(); ++s)
        if (m_match->matchSeat(s) == human) return s;
    return -1;
}

bool GameController::isHumanTurn() const
{
    return m_match && !m_curtain && !round().isOver() && round().currentSeat() == humanSeat();
}

bool GameController::isComputerSeat(int roundSeat) const
{
    if (!m_match || roundSeat < 0 || roundSeat >= round().players()) return false;
    return !m_seats[m_match->matchSeat(roundSeat)].human;
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
    if (action.seat < 0 || m_curtain || (!round().isOver() && round().currentSeat() != action.seat)) {
        if (report) emit actionRefused(remi::Reason::NotYourTurn);
        return remi::Reason::NotYourTurn;
    }
    const remi::Reason reason = m_match->round().apply(action);
    if (reason != remi::Reason::Ok) {
        if (report) emit actionRefused(reason);
        return reason;
    }
    logActions({action});
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
    m_match->startNextRound();
    logNewRound();
    m_roundSettled = false;
    afterChange();
}

void GameController::afterChange()
{
    updateHotSeat();
    emit stateChanged();
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
    if (!m_match || round().isOver()) return;
    const int seat = round().currentSeat();
    if (!isComputerSeat(seat)) return;
    remi::ai::ComputerPlayer *bot = m_bots[static_cast<std::size_t>(m_match->matchSeat(seat))].get();
    // A distinct, reproducible seed per computer turn of the match.
    const std::uint64_t turnSeed = m_seed ^ (0x9E3779B97F4A7C15ull * ++m_turnCounter);
    remi::ai::TurnStats stats;
    logActions(remi::ai::playTurn(m_match->round(), *bot, turnSeed, &stats));
    if (stats.fallback) {
        ++m_fallbackTurns;
        qWarning("Computer seat %d: action refused (%d), the fallback finished the turn", seat,
                 static_cast<int>(stats.refusal));
    }
    if (!stats.ended) {
        // Nothing can end this turn: give up the round rather than hang.
        qWarning("Computer seat %d could not finish its turn", seat);
        return;
    }
    afterChange();
}
