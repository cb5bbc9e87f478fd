// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-bench review`: the round review's speed and self-consistency (issue 40, benchmarks/README.md
// "The round review"). Plays one-round matches, seat 0 at the level asked against normal, reviews
// seat 0's round, and reports the review's time beside the expert's move time and how often the
// review flags a decision.

#include <cstdint>
#include <ostream>
#include <string>

namespace remi::bench {

struct ReviewBenchOptions {
    std::string variant = "remi51";
    std::string level = "expert"; ///< seat 0's level; seat 1 plays normal
    int rounds = 10;
    std::uint64_t seed = 1; ///< first match's seed
    int expertSamples = 32; ///< determinizations of seat 0's expert (fixed: --expert-budget-ms 0)
    bool json = false;
};

/// 0, or 2 for a bad variant or level.
int runReviewBench(const ReviewBenchOptions &options, std::ostream &out, std::ostream &err);

} // namespace remi::bench
