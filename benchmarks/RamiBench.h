// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-bench rami`: whole Rami rounds between computer players with the `manipulation` option
// (RULES.md 4.5), counting the table-manipulation solver's calls and how many reached the
// players' state limit (benchmarks/README.md).

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace remi::bench {

struct RamiBenchOptions {
    int rounds = 1000;                                  ///< rounds played (one round a match)
    std::vector<std::string> seats{"normal", "normal"}; ///< levels, one per player
    std::uint64_t seed = 1;                             ///< first deal's seed
    bool json = false;
};

/// Plays the rounds and prints the solver's tallies; 0 when every round ended, 1 when one did not,
/// 2 for a bad level name.
int runRamiBench(const RamiBenchOptions &options, std::ostream &out, std::ostream &err);

} // namespace remi::bench
