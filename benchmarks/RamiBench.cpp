// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RamiBench.h"

#include "ai/bots/BotMatch.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/manipulation/TableManipulation.h"

#include "engine/RuleSet.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

namespace remi::bench {

int runRamiBench(const RamiBenchOptions &options, std::ostream &out, std::ostream &err)
{
    RuleSet rules = ramiRules();
    if (const auto problem = setOption(rules, "manipulation", "true")) {
        err << "remi-bench: " << *problem << "\n";
        return 2;
    }
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (const std::string &name : options.seats) {
        const auto level = ai::parseBotLevel(name);
        if (!level) {
            err << "remi-bench: unknown level " << name << "\n";
            return 2;
        }
        // the hard level with a fixed number of samples: the same games on any machine
        ai::HardConfig hard;
        hard.budgetMs = 0;
        hard.maxSamples = 16;
        bots.push_back(ai::makeComputerPlayer(*level, hard));
    }
    const int players = int(bots.size());
    ai::resetManipulationTally();
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t cpu0 = std::clock();
    int rounds = 0, turns = 0, fallback = 0, unfinished = 0;
    std::uint64_t seed = options.seed;
    while (rounds < options.rounds) {
        // each deal once per rotation of the seats (mirrored deals)
        for (int rot = 0; rot < players && rounds < options.rounds; ++rot) {
            std::vector<ai::ComputerPlayer *> order;
            for (int s = 0; s < players; ++s) order.push_back(bots[std::size_t((s + rot) % players)].get());
            const ai::BotMatchResult res = ai::playBotMatch(rules, order, seed, 1);
            ++rounds;
            turns += res.turns;
            fallback += res.fallbackTurns;
            if (res.stuckTurns > 0 || res.rounds != 1) ++unfinished;
        }
        ++seed;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double cpu = double(std::clock() - cpu0) / CLOCKS_PER_SEC;
    const ai::ManipulationTally t = ai::manipulationTally();
    std::string seats;
    for (const std::string &s : options.seats) seats += (seats.empty() ? "" : ",") + s;
    char buf[512];
    if (options.json) {
        std::snprintf(
            buf, sizeof buf,
            "{\"rounds\":%d,\"players\":%d,\"seats\":\"%s\",\"seed\":%llu,\"turns\":%d,\"fallback_turns\":%d,"
            "\"unfinished\":%d,\"solves\":%lld,\"state_limit_reached\":%lld,\"mean_states\":%.1f,\"max_states\":%lld,"
            "\"seconds\":%.2f,\"cpu_seconds\":%.2f}\n",
            rounds, players, seats.c_str(), static_cast<unsigned long long>(options.seed), turns, fallback, unfinished,
            t.solves, t.aborted, t.solves ? double(t.states) / double(t.solves) : 0.0, t.maxStates, seconds, cpu);
    } else {
        std::snprintf(
            buf, sizeof buf,
            "rami with manipulation, %d players (%s), %d rounds from seed %llu: %d turns, %d fallback, %d "
            "unfinished\nsolver calls %lld, state limit reached %lld, states mean %.1f max %lld; %.2f s (%.2f CPU s)\n",
            players, seats.c_str(), rounds, static_cast<unsigned long long>(options.seed), turns, fallback, unfinished,
            t.solves, t.aborted, t.solves ? double(t.states) / double(t.solves) : 0.0, t.maxStates, seconds, cpu);
    }
    out << buf;
    return unfinished == 0 ? 0 : 1;
}

} // namespace remi::bench
