// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-bench manipulation FILE.jsonl`: solves table-manipulation instances with their proven
// optimum (format: benchmarks/data/README.md) with src/ai/manipulation/TableManipulation.h and prints the
// optimum matches and the times per table size.

#include <ostream>
#include <string>
#include <vector>

namespace remi::bench {

struct ManipulationBenchOptions {
    std::string file; ///< JSON Lines instance file
    int passes = 3;   ///< timed passes over all instances; an instance's time is its best pass
    bool json = false;
    std::vector<int> lines;  ///< only these lines of the file (1-based); empty: every instance
    long long maxStates = 0; ///< the solver's state limit (0: none); an instance past it is not matched
};

/// Runs the benchmark; returns 0 when every optimum matched, 1 when one did not, 2 for an
/// unreadable or malformed file (the message goes to `err`).
int runManipulationBench(const ManipulationBenchOptions &options, std::ostream &out, std::ostream &err);

} // namespace remi::bench
