// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-bench manipulation FILE.jsonl`: solves table-manipulation instances with their proven
// optimum (format: benchmarks/data/README.md) with src/ai/TableManipulation.h and prints the
// optimum matches and the times per table size.

#include <ostream>
#include <string>

namespace remi::bench {

struct ManipulationBenchOptions {
    std::string file;   ///< JSON Lines instance file
    int passes = 3;     ///< timed passes over all instances; an instance's time is its best pass
    bool json = false;
};

/// Runs the benchmark; returns 0 when every optimum matched, 1 when one did not, 2 for an
/// unreadable or malformed file (the message goes to `err`).
int runManipulationBench(const ManipulationBenchOptions &options, std::ostream &out, std::ostream &err);

} // namespace remi::bench
