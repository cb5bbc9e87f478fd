// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helper: computer players play a match and every accepted action is recorded as a save.

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "save/SaveGame.h"

#include <memory>
#include <string>
#include <vector>

namespace remi::test {

/// Plays `rounds` rounds (or stops after `maxActions` actions, 0: no limit) of `rules` between
/// normal computer players seeded by `seed`; `match` is left in the final state.
inline save::SaveGame recordBotMatch(const RuleSet &rules, int players, std::uint64_t seed, int rounds, int maxActions,
                                     std::unique_ptr<Match> *matchOut = nullptr)
{
    save::SaveGame game;
    game.variant = rules.variant;
    game.options = save::optionsOf(rules);
    game.seed = seed;
    for (int s = 0; s < players; ++s) game.players.push_back({"Bot " + std::to_string(s + 1), false, "easy"});
    auto match = std::make_unique<Match>(rules, players, seed);
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (int s = 0; s < players; ++s) bots.push_back(ai::makeComputerPlayer(ai::BotLevel::Easy));
    game.rounds.push_back({save::captureDeal(match->round()), {}});
    int total = 0;
    for (int guard = 0; guard < 20000; ++guard) {
        if (maxActions > 0 && total >= maxActions) break;
        if (match->round().isOver()) {
            match->settleRound();
            if (match->isOver() || static_cast<int>(game.rounds.size()) >= rounds) break;
            match->startNextRound();
            game.rounds.push_back({save::captureDeal(match->round()), {}});
            continue;
        }
        const int seat = match->matchSeat(match->round().currentSeat());
        ai::TurnStats stats;
        const auto applied = ai::playTurn(match->round(), *bots[static_cast<std::size_t>(seat)],
                                          ai::turnSeed(seed, ++game.botTurns), &stats);
        game.rounds.back().actions.insert(game.rounds.back().actions.end(), applied.begin(), applied.end());
        total += static_cast<int>(applied.size());
        if (!stats.ended) break;
    }
    if (match->round().isOver()) match->settleRound();
    game.totals = match->totals();
    if (matchOut) *matchOut = std::move(match);
    return game;
}

} // namespace remi::test
