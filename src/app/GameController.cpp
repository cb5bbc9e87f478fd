#include "GameController.h"

#include "ComputerTurn.h"

GameController::GameController(QObject *parent)
    : QObject(parent), m_computer(std::make_unique<ComputerTurn>())
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GameController::playComputerTurn);
}

GameController::~GameController() = default;

bool GameController::newGame(const QString &variant, int players, quint64 seed)
{
    const auto rules = remi::presetRules(variant.toStdString());
    if (!rules || players < rules->minPlayers || players > rules->maxPlayers) return false;
    m_timer.stop();
    m_match = std::make_unique<remi::Match>(*rules, players, seed);
    m_roundSettled = false;
    emit gameStarted();
    afterChange();
    return true;
}

int GameController::humanSeat() const
{
    if (!m_match) return -1;
    for (int s = 0; s < round().players(); ++s)
        if (m_match->matchSeat(s) == 0) return s;
    return -1;
}

bool GameController::isHumanTurn() const
{
    return m_match && !round().isOver() && round().currentSeat() == humanSeat();
}

QString GameController::seatName(int roundSeat) const
{
    return matchSeatName(m_match ? m_match->matchSeat(roundSeat) : roundSeat);
}

QString GameController::matchSeatName(int matchSeat) const
{
    if (matchSeat == 0) return tr("You");
    if (m_match && m_match->players() == 4) {
        const QString names[] = {tr("West"), tr("North"), tr("East")};
        return names[matchSeat - 1];
    }
    return tr("Computer %1").arg(matchSeat);
}

remi::Reason GameController::act(remi::Action action, bool report)
{
    if (!m_match) return remi::Reason::RoundOver;
    action.seat = humanSeat();
    if (action.seat < 0) {
        if (report) emit actionRefused(remi::Reason::NotYourTurn);
        return remi::Reason::NotYourTurn;
    }
    const remi::Reason reason = m_match->round().apply(action);
    if (reason != remi::Reason::Ok) {
        if (report) emit actionRefused(reason);
        return reason;
    }
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
    m_roundSettled = false;
    afterChange();
}

void GameController::afterChange()
{
    emit stateChanged();
    if (round().isOver()) {
        if (!m_roundSettled) {
            m_match->settleRound();
            m_roundSettled = true;
            emit roundFinished();
        }
        return;
    }
    if (!isHumanTurn()) m_timer.start(m_delay);
}

void GameController::playComputerTurn()
{
    if (!m_match || round().isOver() || isHumanTurn()) return;
    const int seat = round().currentSeat();
    const std::vector<remi::Action> actions = m_computer->plan(round(), seat);
    for (const remi::Action &a : actions)
        if (m_match->round().apply(a) != remi::Reason::Ok) break;
    if (!round().isOver() && round().currentSeat() == seat) {
        // The stand-in player found no way to end its turn: give up the round rather than hang.
        qWarning("Computer seat %d could not finish its turn", seat);
        return;
    }
    afterChange();
}
