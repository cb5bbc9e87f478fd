// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Whole matches between computer players (tests, remi-sim tournament).

#include "ai/bots/ComputerPlayer.h"

#include "engine/RuleSet.h"

#include <cstdint>
#include <vector>

namespace remi::ai {

struct BotMatchResult {
    bool completed = false;   ///< the match reached its end
    std::vector<int> totals;  ///< match totals by match seat
    std::vector<int> winners; ///< winning match seats
    int rounds = 0;
    int turns = 0;
    int fallbackTurns = 0;                   ///< turns the driver's fallback had to finish
    int stuckTurns = 0;                      ///< turns nothing could end (should be 0)
    bool conserved = true;                   ///< every card of the shoe accounted for after every turn
    std::vector<std::vector<double>> moveMs; ///< per match seat: milliseconds per bot turn
    /// Per match seat: process CPU milliseconds per bot turn (the bots think on the calling
    /// thread, so this is the time of one core, without other processes' time slices).
    std::vector<std::vector<double>> moveCpuMs;
};

/// Plays one match of `rules` between `bots` (one per match seat) from `seed`. Stops after
/// `maxRounds` rounds (0: no limit) or `maxTurnsPerRound` turns in a round (a safety net).
BotMatchResult playBotMatch(const RuleSet &rules, const std::vector<ComputerPlayer *> &bots, std::uint64_t seed,
                            int maxRounds = 0, int maxTurnsPerRound = 2000, bool timeMoves = false);

} // namespace remi::ai
