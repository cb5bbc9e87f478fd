// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-check: the checks that the standard-library-only code plays the same everywhere, built
// natively, with clang and libc++, and with mingw-w64 (run under wine) by tests/portability. It replays scenario files with the
// code remi-sim replay uses (src/scenario) and plays bot matches (ai/bots/BotMatch), printing the same
// bytes wherever it runs (searches count determinizations, never the clock).

#include "ai/bots/BotMatch.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/RuleSet.h"
#include "scenario/IndentedJson.h"
#include "scenario/ScenarioReader.h"
#include "scenario/ScenarioRunner.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace remi;

constexpr const char *kUsage =
    "Usage:\n"
    "  remi-check replay CASE.json...\n"
    "      Plays each scenario file (tests/data/cases/FORMAT.md) and prints its outcome JSON, as\n"
    "      remi-sim replay does. Exit 0: every expectation holds; 1: one fails; 2: a file is\n"
    "      malformed or unreadable (one line on stderr).\n"
    "  remi-check match --variant V --seats L1,L2[,...] [--games N] [--seed S] [--samples K]\n"
    "      Plays N matches (default 2) between computer players (easy, normal, hard, expert), the\n"
    "      seats rotating, from seed S (default 1); hard and expert search K determinizations\n"
    "      (default 8) without a time limit. Prints one line per match and the wins per seat.\n";

void print(const std::string &s)
{
    std::fwrite(s.data(), 1, s.size(), stdout);
}

int replay(const std::vector<std::string> &files)
{
    if (files.empty()) {
        std::fputs("remi-check replay: expected one or more scenario files\n", stderr);
        return 2;
    }
    int exit = 0;
    for (const std::string &file : files) {
        std::string error;
        const auto scenario = sim::readScenario(std::filesystem::path(file), &error);
        const auto outcome = scenario ? sim::runScenario(*scenario, &error) : std::nullopt;
        if (!outcome) {
            std::fprintf(stderr, "%s: %s\n", file.c_str(), error.c_str());
            exit = 2;
            continue;
        }
        print(sim::writeIndentedJson(outcome->json));
        if (!outcome->passed) exit = std::max(exit, 1);
    }
    std::fflush(stdout);
    return exit;
}

std::optional<std::uint64_t> wholeNumber(const std::string &text, std::uint64_t max)
{
    if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    const std::uint64_t v = std::stoull(text);
    return v <= max ? std::optional<std::uint64_t>(v) : std::nullopt;
}

std::string joined(const std::vector<int> &v, const char *sep)
{
    std::string out;
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? sep : "") + std::to_string(v[i]);
    return out;
}

int match(const std::vector<std::string> &args)
{
    std::string variant, seats = "";
    std::uint64_t games = 2, seed = 1, samples = 8;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (i + 1 >= args.size()) {
            std::fprintf(stderr, "remi-check match: %s needs a value\n", a.c_str());
            return 2;
        }
        const std::string &v = args[++i];
        std::optional<std::uint64_t> n;
        if (a == "--variant") variant = v;
        else if (a == "--seats") seats = v;
        else if (a == "--games" && (n = wholeNumber(v, 100000)) && *n > 0) games = *n;
        else if (a == "--seed" && (n = wholeNumber(v, UINT64_MAX / 2))) seed = *n;
        else if (a == "--samples" && (n = wholeNumber(v, 4096)) && *n > 0) samples = *n;
        else {
            std::fprintf(stderr, "remi-check match: bad option %s %s\n", a.c_str(), v.c_str());
            return 2;
        }
    }
    const std::optional<RuleSet> rules = presetRules(variant);
    if (!rules) {
        std::fprintf(stderr, "remi-check match: unknown variant \"%s\"\n", variant.c_str());
        return 2;
    }
    std::vector<ai::BotLevel> levels;
    for (std::size_t start = 0; start <= seats.size();) {
        const std::size_t comma = std::min(seats.find(',', start), seats.size());
        const auto level = ai::parseBotLevel(seats.substr(start, comma - start));
        if (!level) {
            std::fprintf(stderr, "remi-check match: unknown level \"%s\"\n",
                         seats.substr(start, comma - start).c_str());
            return 2;
        }
        levels.push_back(*level);
        start = comma + 1;
    }
    const int players = static_cast<int>(levels.size());
    if (players < rules->minPlayers || players > rules->maxPlayers) {
        std::fprintf(stderr, "remi-check match: %s is played by %d to %d players\n", variant.c_str(), rules->minPlayers,
                     rules->maxPlayers);
        return 2;
    }
    ai::HardConfig hard;
    hard.budgetMs = 0; // determinizations only: the same moves on every machine
    hard.maxSamples = static_cast<int>(samples);
    ai::ExpertConfig expert;
    expert.budgetMs = 0;
    expert.maxSamples = static_cast<int>(samples);
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (ai::BotLevel level : levels) bots.push_back(ai::makeComputerPlayer(level, hard, expert));

    std::printf("remi-check match: %s, seats %s, %llu games from seed %llu, %llu samples\n", variant.c_str(),
                seats.c_str(), static_cast<unsigned long long>(games), static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(samples));
    std::vector<int> wins(levels.size(), 0);
    std::vector<long long> scores(levels.size(), 0);
    int exit = 0;
    for (std::uint64_t g = 0; g < games; ++g) {
        // Each deal is played once per rotation: match seat s is entry (s + rotation) % players.
        const std::uint64_t dealSeed = seed + g / static_cast<std::uint64_t>(players);
        const int rotation = static_cast<int>(g % static_cast<std::uint64_t>(players));
        std::vector<ai::ComputerPlayer *> order;
        for (int s = 0; s < players; ++s)
            order.push_back(bots[static_cast<std::size_t>((s + rotation) % players)].get());
        const ai::BotMatchResult r = ai::playBotMatch(*rules, order, dealSeed, 0, 2000, false);
        std::vector<int> winners;
        for (int w : r.winners) winners.push_back((w + rotation) % players);
        for (int s = 0; s < players && static_cast<std::size_t>(s) < r.totals.size(); ++s)
            scores[static_cast<std::size_t>((s + rotation) % players)] += r.totals[static_cast<std::size_t>(s)];
        for (int w : winners) ++wins[static_cast<std::size_t>(w)];
        std::sort(winners.begin(), winners.end());
        std::printf(
            "match %llu: seed %llu rotation %d: %s, %d rounds, %d turns, totals by seat %s, won by entry %s%s%s\n",
            static_cast<unsigned long long>(g + 1), static_cast<unsigned long long>(dealSeed), rotation,
            r.completed ? "completed" : "NOT COMPLETED", r.rounds, r.turns, joined(r.totals, " ").c_str(),
            joined(winners, " ").c_str(), r.conserved ? "" : ", CARDS NOT CONSERVED",
            r.stuckTurns ? ", STUCK TURNS" : "");
        if (!r.completed || !r.conserved || r.stuckTurns) exit = 1;
    }
    for (std::size_t e = 0; e < levels.size(); ++e)
        std::printf("entry %zu (%s): %d wins, total score %lld\n", e, std::string(ai::botLevelName(levels[e])).c_str(),
                    wins[e], scores[e]);
    std::fflush(stdout);
    return exit;
}

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + std::min(argc, 1), argv + argc);
    if (args.empty() || args[0] == "help" || args[0] == "--help") {
        std::fputs(kUsage, args.empty() ? stderr : stdout);
        return args.empty() ? 2 : 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "replay") return replay(rest);
    if (args[0] == "match") return match(rest);
    std::fprintf(stderr, "remi-check: unknown command \"%s\" (remi-check help lists the commands)\n", args[0].c_str());
    return 2;
}
