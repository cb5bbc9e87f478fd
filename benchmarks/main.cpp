// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-bench: speed figures for Remi (benchmarks/README.md).
//
//   remi-bench partition [--json] [--hands N] [--seed S]
//   remi-bench manipulation FILE.jsonl [--json] [--passes N]

#include "ManipulationBench.h"
#include "PartitionBench.h"

#include <cstdlib>
#include <iostream>
#include <string>

namespace {

int usage(int code)
{
    (code == 0 ? std::cout : std::cerr)
        << "usage: remi-bench partition [--json] [--hands N] [--seed S]\n"
           "       remi-bench manipulation FILE.jsonl [--json] [--passes N]\n"
           "  partition     time the exact meld-partition solver on random hands\n"
           "  manipulation  solve table-manipulation instances, check their optimum, time them\n";
    return code;
}

bool parseNumber(const char *text, unsigned long long &out)
{
    if (!text || !*text) return false;
    char *end = nullptr;
    out = std::strtoull(text, &end, 10);
    return end && *end == '\0';
}

int runManipulation(int argc, char **argv)
{
    remi::bench::ManipulationBenchOptions options;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        unsigned long long n = 0;
        if (arg == "--json") {
            options.json = true;
        } else if (arg == "--passes" && i + 1 < argc && parseNumber(argv[i + 1], n) && n > 0 && n <= 100) {
            options.passes = static_cast<int>(n);
            ++i;
        } else if (arg == "--help" || arg == "-h") {
            return usage(0);
        } else if (options.file.empty() && !arg.empty() && arg[0] != '-') {
            options.file = arg;
        } else {
            std::cerr << "remi-bench: bad argument " << arg << "\n";
            return usage(2);
        }
    }
    if (options.file.empty()) return usage(2);
    return remi::bench::runManipulationBench(options, std::cout, std::cerr);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) return usage(2);
    const std::string command = argv[1];
    if (command == "--help" || command == "-h") return usage(0);
    if (command == "manipulation") return runManipulation(argc, argv);
    if (command != "partition") {
        std::cerr << "remi-bench: unknown command " << command << "\n";
        return usage(2);
    }
    remi::bench::PartitionBenchOptions options;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        unsigned long long n = 0;
        if (arg == "--json") {
            options.json = true;
        } else if (arg == "--hands" && i + 1 < argc && parseNumber(argv[i + 1], n) && n > 0 && n <= 10'000'000) {
            options.hands = static_cast<int>(n);
            ++i;
        } else if (arg == "--seed" && i + 1 < argc && parseNumber(argv[i + 1], n)) {
            options.seed = n;
            ++i;
        } else if (arg == "--help" || arg == "-h") {
            return usage(0);
        } else {
            std::cerr << "remi-bench: bad argument " << arg << "\n";
            return usage(2);
        }
    }
    return remi::bench::runPartitionBench(options, std::cout);
}
