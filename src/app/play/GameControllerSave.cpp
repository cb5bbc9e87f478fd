// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// GameController and save files: the action log, saveGame() and loadGame().

#include "GameController.h"

void GameController::logActions(const std::vector<remi::Action> &actions)
{
    if (m_log.empty()) logNewRound();
    for (const remi::Action &a : actions) m_log.back().actions.push_back(a);
}

void GameController::logNewRound()
{
    m_log.push_back({remi::save::captureDeal(m_match->round()), {}});
}

remi::save::SaveGame GameController::saveGame() const
{
    remi::save::SaveGame g;
    if (!m_match) return g;
    const remi::RuleSet &rules = m_match->rules();
    g.variant = rules.variant;
    g.options = remi::save::optionsOf(rules);
    // A name nobody typed ("You", "West") is written empty: it is shown in the language of the
    // moment when the game is opened or offered again (docs/SAVES.md).
    for (int s = 0; s < m_seats.size(); ++s) {
        const SeatConfig &seat = m_seats[s];
        const bool typed = s >= m_defaultNames.size() || seat.name != m_defaultNames[s];
        g.players.push_back({typed ? seat.name.toStdString() : std::string(), seat.human,
                             std::string(remi::ai::botLevelName(seat.level))});
    }
    g.seed = m_seed;
    g.botTurns = m_turnCounter;
    g.rounds = m_log;
    g.totals = m_match->totals();
    return g;
}

bool GameController::loadGame(const remi::save::SaveGame &game, std::unique_ptr<remi::Match> match)
{
    if (!match || static_cast<int>(game.players.size()) != match->players()) return false;
    QList<SeatConfig> seats;
    for (const remi::save::SavePlayer &p : game.players) {
        SeatConfig seat;
        seat.name = QString::fromStdString(p.name);
        seat.human = p.human;
        seat.level = remi::ai::parseBotLevel(p.level).value_or(remi::ai::BotLevel::Normal);
        seats << seat;
    }
    stopPlay();
    setSeats(seats);
    m_match = std::move(match);
    m_log = game.rounds;
    m_seed = game.seed;
    m_turnCounter = game.botTurns;
    beginMatch();
    return true;
}
