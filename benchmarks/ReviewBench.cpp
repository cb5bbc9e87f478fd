// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReviewBench.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "review/RoundReview.h"

#include "engine/Match.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iomanip>
#include <memory>
#include <vector>

namespace remi::bench {

namespace {

double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

} // namespace

int runReviewBench(const ReviewBenchOptions &o, std::ostream &out, std::ostream &err)
{
    const std::optional<RuleSet> preset = presetRules(o.variant);
    const std::optional<ai::BotLevel> level = ai::parseBotLevel(o.level);
    if (!preset || !level) {
        err << "remi-bench review: unknown variant or level\n";
        return 2;
    }
    const RuleSet rules = preset->forPlayers(2);
    ai::ExpertConfig expert;
    expert.budgetMs = 0;
    expert.maxSamples = o.expertSamples;
    double reviewCpu = 0, reviewCpuMax = 0, reviewWall = 0, reviewWallMax = 0, moveCpu = 0, lost = 0;
    long long moves = 0, decisions = 0, flagged = 0, agreed = 0, unjudged = 0;
    std::vector<double> perRound;
    for (int i = 0; i < o.rounds; ++i) {
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(i);
        Match match(rules, 2, seed);
        const Round start = match.round();
        auto mine = ai::makeComputerPlayer(*level, {}, expert);
        auto other = ai::makeComputerPlayer(ai::BotLevel::Normal);
        std::vector<Action> log;
        Round &round = match.round();
        for (int t = 0; t < 2000 && !round.isOver(); ++t) {
            const bool me = round.currentSeat() == 0;
            const double c0 = cpuSeconds();
            const std::vector<Action> applied =
                ai::playTurn(round, me ? *mine : *other, ai::turnSeed(seed, static_cast<std::uint64_t>(t + 1)));
            if (me) {
                moveCpu += cpuSeconds() - c0;
                ++moves;
            }
            log.insert(log.end(), applied.begin(), applied.end());
        }
        const double c0 = cpuSeconds();
        const auto w0 = std::chrono::steady_clock::now();
        const review::RoundReview r = review::reviewRound(start, log, 0);
        const double cpu = cpuSeconds() - c0;
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count();
        reviewCpu += cpu;
        reviewWall += wall;
        reviewCpuMax = std::max(reviewCpuMax, cpu);
        reviewWallMax = std::max(reviewWallMax, wall);
        decisions += r.decisions;
        agreed += r.agreed;
        unjudged += r.unjudged;
        flagged += static_cast<long long>(r.moments.size());
        lost += r.pointsLost;
        perRound.push_back(r.pointsLost);
    }
    const double n = std::max(1, o.rounds);
    const double d = static_cast<double>(std::max(1LL, decisions));
    out << std::fixed << std::setprecision(3);
    if (o.json) {
        out << "{\"variant\":\"" << o.variant << "\",\"level\":\"" << o.level << "\",\"rounds\":" << o.rounds
            << ",\"decisions\":" << decisions << ",\"agreed\":" << agreed << ",\"unjudged\":" << unjudged
            << ",\"flagged\":" << flagged << ",\"flag_rate\":" << flagged / d
            << ",\"points_lost_per_round\":" << lost / n << ",\"error_rate\":" << lost / d
            << ",\"review_cpu_s_mean\":" << reviewCpu / n << ",\"review_cpu_s_max\":" << reviewCpuMax
            << ",\"review_wall_s_mean\":" << reviewWall / n << ",\"review_wall_s_max\":" << reviewWallMax
            << ",\"move_cpu_ms_mean\":" << (moves ? 1000.0 * moveCpu / static_cast<double>(moves) : 0.0)
            << ",\"moves\":" << moves << "}\n";
        return 0;
    }
    out << o.variant << ", seat 0 " << o.level << " vs normal, " << o.rounds << " rounds: " << decisions
        << " decisions, " << agreed << " as the expert, " << flagged << " flagged (" << 100.0 * flagged / d << " %), "
        << lost / n << " points lost a round (" << lost / d << " a decision); review CPU " << reviewCpu / n
        << " s a round (max " << reviewCpuMax << "), wall " << reviewWall / n << " s (max " << reviewWallMax
        << "); seat 0's move CPU " << (moves ? 1000.0 * moveCpu / static_cast<double>(moves) : 0.0) << " ms a turn\n";
    return 0;
}

} // namespace remi::bench
