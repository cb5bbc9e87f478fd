// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameSounds.h"

#include "AppSettings.h"
#include "GameController.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QSignalBlocker>
#include <QTimer>

namespace {
/// Every action moves cards on the table except the end of a turn (an undo puts them back).
bool movesCards(remi::ActionType type)
{
    return type != remi::ActionType::EndTurn;
}
} // namespace

GameSounds::GameSounds(QMainWindow *window, GameController *controller, QMenu *viewMenu)
    : QObject(window), m_window(window), m_controller(controller), m_effects(new SoundEffects(this)),
      m_action(viewMenu->addAction(QString())), m_enabled(AppSettings::sounds())
{
    m_action->setObjectName(QStringLiteral("soundsAction"));
    m_action->setCheckable(true);
    m_action->setChecked(m_enabled);
    connect(m_action, &QAction::toggled, this, &GameSounds::setEnabled);
    connect(controller, &GameController::gameStarted, this, &GameSounds::onGameStarted);
    connect(controller, &GameController::stateChanged, this, &GameSounds::onStateChanged);
    connect(controller, &GameController::roundFinished, this, &GameSounds::onRoundFinished);
    connect(controller, &GameController::matchFinished, this, &GameSounds::onMatchFinished);
    window->installEventFilter(this);
    retranslate();
}

void GameSounds::retranslate()
{
    m_action->setText(tr("&Sounds"));
}

bool GameSounds::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (watched == m_window && event->type() == QEvent::Show && !m_shown) {
        m_shown = true;
        QTimer::singleShot(kStartDelayMs, m_effects, &SoundEffects::start);
    }
    return QObject::eventFilter(watched, event);
}

void GameSounds::setEnabled(bool on)
{
    m_enabled = on;
    AppSettings::setSounds(on);
    {
        const QSignalBlocker blocker(m_action);
        m_action->setChecked(on);
    }
    if (!on) m_effects->stop();
}

void GameSounds::request(Sound sound)
{
    if (!m_enabled) return;
    emit requested(sound);
    m_effects->play(sound);
}

void GameSounds::catchUp()
{
    const std::vector<remi::save::SaveRound> &log = m_controller->actionLog();
    m_rounds = log.size();
    m_actions = log.empty() ? 0 : log.back().actions.size();
    m_turn = {m_controller->match().roundNumber(), m_controller->round().state().turnIndex};
    m_turnSeat = m_controller->round().currentSeat();
}

void GameSounds::onGameStarted()
{
    catchUp();
    // A fresh deal (a new game); a loaded game that goes on from the middle of a round is not dealt.
    if (m_actions == 0 && !m_controller->round().isOver()) request(Sound::Deal);
}

void GameSounds::onStateChanged()
{
    if (!m_controller->hasGame()) return;
    const std::vector<remi::save::SaveRound> &log = m_controller->actionLog();
    bool dealt = false;
    bool moved = false;
    if (log.size() > m_rounds) {
        dealt = true;
    } else if (log.size() == m_rounds && !log.empty()) {
        const std::vector<remi::Action> &actions = log.back().actions;
        for (std::size_t i = m_actions; i < actions.size(); ++i)
            if (movesCards(actions[i].type)) moved = true;
    }
    const std::pair<int, int> turn{m_controller->match().roundNumber(), m_controller->round().state().turnIndex};
    const int seat = m_controller->round().currentSeat();
    // The human's turn after a computer's (in the same round, which goes on).
    const bool yourTurn = !dealt && turn != m_turn && turn.first == m_turn.first && !m_controller->round().isOver() &&
                          m_controller->isComputerSeat(m_turnSeat) && !m_controller->isComputerSeat(seat);
    catchUp();
    if (dealt) request(Sound::Deal);
    if (moved) request(Sound::CardSlide);
    if (yourTurn) request(Sound::YourTurn);
}

void GameSounds::onRoundFinished()
{
    const int winner = m_controller->round().result().winner;
    if (winner >= 0 && !m_controller->isComputerSeat(winner)) request(Sound::RoundWon);
}

void GameSounds::onMatchFinished()
{
    const QList<SeatConfig> &seats = m_controller->seats();
    for (int winner : m_controller->match().winners())
        if (winner >= 0 && winner < seats.size() && seats[winner].human) {
            request(Sound::RoundWon);
            return;
        }
}
