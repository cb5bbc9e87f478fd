// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/BotMatch.h"

#include "ai/bots/BotDriver.h"

#include "engine/Match.h"

#include <chrono>
#include <ctime>

namespace remi::ai {

BotMatchResult playBotMatch(const RuleSet &rules, const std::vector<ComputerPlayer *> &bots, std::uint64_t seed,
                            int maxRounds, int maxTurnsPerRound, bool timeMoves)
{
    const int players = static_cast<int>(bots.size());
    BotMatchResult res;
    res.moveMs.resize(bots.size());
    res.moveCpuMs.resize(bots.size());
    Match match(rules, players, seed);
    std::uint64_t turnSeed = seed * 0x2545F4914F6CDD1DULL + 1;
    while (true) {
        Round &round = match.round();
        ++res.rounds;
        for (ComputerPlayer *bot : bots) bot->setStanding(standingOf(match));
        int turns = 0;
        while (!round.isOver() && turns < maxTurnsPerRound) {
            const int matchSeat = match.matchSeat(round.currentSeat());
            TurnStats stats;
            const auto t0 = std::chrono::steady_clock::now();
            const std::clock_t c0 = timeMoves ? std::clock() : 0;
            playTurn(round, *bots[static_cast<std::size_t>(matchSeat)], turnSeed++, &stats);
            if (timeMoves) {
                const std::chrono::duration<double, std::milli> dt = std::chrono::steady_clock::now() - t0;
                res.moveMs[static_cast<std::size_t>(matchSeat)].push_back(dt.count());
                res.moveCpuMs[static_cast<std::size_t>(matchSeat)].push_back(
                    1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
            }
            ++turns;
            ++res.turns;
            if (stats.fallback) ++res.fallbackTurns;
            if (!round.cardsConserved()) res.conserved = false;
            if (!stats.ended) {
                ++res.stuckTurns;
                return res;
            }
        }
        if (!round.isOver()) return res; // safety net: the round did not end
        match.settleRound();
        if (match.isOver()) break;
        if (maxRounds > 0 && res.rounds >= maxRounds) break;
        match.startNextRound();
    }
    res.completed = match.isOver();
    res.totals = match.totals();
    res.winners = match.winners();
    return res;
}

} // namespace remi::ai
