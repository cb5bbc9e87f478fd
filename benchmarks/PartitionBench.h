// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-bench partition`: times the exact meld-partition solver (src/ai/partition/MeldPartition.h).

#include <cstdint>
#include <ostream>

namespace remi::bench {

struct PartitionBenchOptions {
    int hands = 20000;      ///< timed hands per configuration
    std::uint64_t seed = 1; ///< remi::Random seed for the hands
    bool json = false;
};

/// Runs every configuration and prints the figures; returns the process exit code.
int runPartitionBench(const PartitionBenchOptions &options, std::ostream &out);

} // namespace remi::bench
