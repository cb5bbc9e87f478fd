// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StatsRecorder.h"

#include "GameController.h"
#include "Statistics.h"
#include "engine/ScoreBreakdown.h"

#include <algorithm>

StatsRecorder::StatsRecorder(GameController *controller, QString path, QObject *parent)
    : QObject(parent), m_controller(controller), m_path(std::move(path))
{
    connect(controller, &GameController::gameStarted, this, [this] { m_roundsWon = 0; });
    connect(controller, &GameController::roundFinished, this, &StatsRecorder::onRoundFinished);
    connect(controller, &GameController::matchFinished, this, &StatsRecorder::onMatchFinished);
}

QString StatsRecorder::path() const
{
    return m_path.isEmpty() ? Statistics::defaultPath() : m_path;
}

void StatsRecorder::onRoundFinished()
{
    const int human = m_controller->humanSeat();
    if (human >= 0 && m_controller->round().result().winner == human) ++m_roundsWon;
}

void StatsRecorder::onMatchFinished()
{
    // A network table's match is not counted (issue 39): its seats are friends and computer players
    // the host chose, absent friends are played by the computer, and the statistics compare the
    // player's local matches by computer level (Statistics::levelKey).
    if (m_controller->isOnline()) return;
    const QString level = Statistics::levelKey(*m_controller);
    if (level.isEmpty()) return; // hot-seat or computers only: not counted
    const remi::Match &match = m_controller->match();
    int seat = -1;
    for (int s = 0; s < m_controller->seats().size(); ++s)
        if (m_controller->seats()[s].human) seat = s;
    if (seat < 0 || seat >= match.players()) return;
    const bool won = std::find(match.winners().begin(), match.winners().end(), seat) != match.winners().end();
    Statistics stats(path());
    QString message;
    if (!stats.load(&message)) emit problem(message);
    stats.recordMatch(QString::fromStdString(match.rules().variant), level,
                      match.totals()[static_cast<std::size_t>(seat)], won, m_roundsWon,
                      remi::matchGoal(match.rules(), match.players()).lowerIsBetter);
    if (!stats.save(&message)) emit problem(message);
    m_roundsWon = 0;
}
