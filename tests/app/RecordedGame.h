// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helper (issue 15): a match played by computer players, kept as a save (deals and every
// action), as `remi-sim record` writes it. Seeded: the same arguments give the same game.

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/Match.h"
#include "engine/RuleSet.h"
#include "save/SaveGame.h"

#include <memory>
#include <string>
#include <vector>

namespace logtest {

/// `variant` with `options` ("name=value"), `names.size()` seats (seat 0 human when `human`),
/// computer players at `level`, `seed`; at most `rounds` rounds and about `actions` actions (0: no
/// limit); the save of what was played.
inline remi::save::SaveGame record(const std::string &variant, const std::vector<std::string> &names,
                                   std::uint64_t seed, int rounds, int actions,
                                   const std::vector<std::pair<std::string, std::string>> &options = {},
                                   bool human = true, remi::ai::BotLevel level = remi::ai::BotLevel::Normal)
{
    remi::RuleSet rules = *remi::presetRules(variant);
    for (const auto &[name, value] : options) remi::setOption(rules, name, value);
    const int n = static_cast<int>(names.size());
    remi::save::SaveGame game;
    game.variant = rules.variant;
    game.options = remi::save::optionsOf(rules);
    game.seed = seed;
    for (int s = 0; s < n; ++s) game.players.push_back({names[static_cast<std::size_t>(s)], human && s == 0, "normal"});
    remi::Match match(rules, n, seed);
    std::vector<std::unique_ptr<remi::ai::ComputerPlayer>> bots;
    for (int s = 0; s < n; ++s) bots.push_back(remi::ai::makeComputerPlayer(level));
    int total = 0;
    game.rounds.push_back({remi::save::captureDeal(match.round()), {}});
    for (int guard = 0; guard < 1000000; ++guard) {
        if (actions > 0 && total >= actions) break;
        if (match.round().isOver()) {
            match.settleRound();
            if (match.isOver() || (rounds > 0 && static_cast<int>(game.rounds.size()) >= rounds)) break;
            match.startNextRound();
            game.rounds.push_back({remi::save::captureDeal(match.round()), {}});
            continue;
        }
        const int seat = match.matchSeat(match.round().currentSeat());
        const std::uint64_t turnSeed = remi::ai::turnSeed(seed, ++game.botTurns);
        remi::ai::TurnStats stats;
        const auto applied = remi::ai::playTurn(match.round(), *bots[static_cast<std::size_t>(seat)], turnSeed, &stats);
        for (const remi::Action &a : applied) game.rounds.back().actions.push_back(a);
        total += static_cast<int>(applied.size());
        if (!stats.ended) break;
    }
    if (match.round().isOver()) match.settleRound();
    game.totals = match.totals();
    return game;
}

} // namespace logtest
