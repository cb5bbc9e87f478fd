// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-bench: speed figures for Remi (benchmarks/README.md).
//
//   remi-bench partition [--json] [--hands N] [--seed S]
//   remi-bench manipulation FILE.jsonl [--json] [--passes N] [--lines L,L,…] [--max-states N]
//   remi-bench rami [--rounds N] [--seats LEVEL,LEVEL,…] [--seed S] [--json]
//   remi-bench review [--variant V] [--level L] [--rounds N] [--seed S] [--expert-samples K] [--json]

#include "ManipulationBench.h"
#include "PartitionBench.h"
#include "RamiBench.h"
#include "ReviewBench.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace {

int usage(int code)
{
    (code == 0 ? std::cout : std::cerr)
        << "usage: remi-bench partition [--json] [--hands N] [--seed S]\n"
           "       remi-bench manipulation FILE.jsonl [--json] [--passes N] [--lines L,L,...] [--max-states N]\n"
           "       remi-bench rami [--rounds N] [--seats LEVEL,LEVEL,...] [--seed S] [--json]\n"
           "       remi-bench review [--variant V] [--level L] [--rounds N] [--seed S] [--expert-samples K] [--json]\n"
           "  partition     time the exact meld-partition solver on random hands\n"
           "  manipulation  solve table-manipulation instances, check their optimum, time them\n"
           "  rami          play Rami rounds with manipulation between computer players, count the\n"
           "                solver's calls and those that reached the players' state limit\n"
           "  review        play one-round matches (seat 0 at level L against normal), review seat 0's\n"
           "                round: the review's time, the expert's move time, how often it flags\n";
    return code;
}

bool parseNumber(const char *text, unsigned long long &out)
{
    if (!text || !*text) return false;
    char *end = nullptr;
    out = std::strtoull(text, &end, 10);
    return end && *end == '\0';
}

/// "3,17,40" -> {3, 17, 40}; false when a number is missing or out of 1..10^7.
bool parseList(const char *text, std::vector<int> &out)
{
    const std::string all = text ? text : "";
    std::size_t at = 0;
    while (at <= all.size()) {
        const std::size_t comma = std::min(all.find(',', at), all.size());
        unsigned long long n = 0;
        if (!parseNumber(all.substr(at, comma - at).c_str(), n) || n < 1 || n > 10'000'000) return false;
        out.push_back(static_cast<int>(n));
        at = comma + 1;
    }
    return !out.empty();
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
        } else if (arg == "--max-states" && i + 1 < argc && parseNumber(argv[i + 1], n) && n <= 1'000'000'000'000ULL) {
            options.maxStates = static_cast<long long>(n);
            ++i;
        } else if (arg == "--lines" && i + 1 < argc && parseList(argv[i + 1], options.lines)) {
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

int runRami(int argc, char **argv)
{
    remi::bench::RamiBenchOptions options;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        unsigned long long n = 0;
        if (arg == "--json") {
            options.json = true;
        } else if (arg == "--rounds" && i + 1 < argc && parseNumber(argv[i + 1], n) && n > 0 && n <= 10'000'000) {
            options.rounds = static_cast<int>(n);
            ++i;
        } else if (arg == "--seed" && i + 1 < argc && parseNumber(argv[i + 1], n)) {
            options.seed = n;
            ++i;
        } else if (arg == "--seats" && i + 1 < argc) {
            options.seats.clear();
            const std::string all = argv[++i];
            std::size_t at = 0;
            while (at <= all.size()) {
                const std::size_t comma = std::min(all.find(',', at), all.size());
                options.seats.push_back(all.substr(at, comma - at));
                at = comma + 1;
            }
            if (options.seats.size() < 2 || options.seats.size() > 8) {
                std::cerr << "remi-bench: --seats expects 2 to 8 levels\n";
                return usage(2);
            }
        } else if (arg == "--help" || arg == "-h") {
            return usage(0);
        } else {
            std::cerr << "remi-bench: bad argument " << arg << "\n";
            return usage(2);
        }
    }
    return remi::bench::runRamiBench(options, std::cout, std::cerr);
}

int runReview(int argc, char **argv)
{
    remi::bench::ReviewBenchOptions options;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        unsigned long long n = 0;
        if (arg == "--json") {
            options.json = true;
        } else if (arg == "--rounds" && i + 1 < argc && parseNumber(argv[i + 1], n) && n > 0 && n <= 1'000'000) {
            options.rounds = static_cast<int>(n);
            ++i;
        } else if (arg == "--seed" && i + 1 < argc && parseNumber(argv[i + 1], n)) {
            options.seed = n;
            ++i;
        } else if (arg == "--expert-samples" && i + 1 < argc && parseNumber(argv[i + 1], n) && n > 0 && n <= 100'000) {
            options.expertSamples = static_cast<int>(n);
            ++i;
        } else if (arg == "--variant" && i + 1 < argc) {
            options.variant = argv[++i];
        } else if (arg == "--level" && i + 1 < argc) {
            options.level = argv[++i];
        } else if (arg == "--help" || arg == "-h") {
            return usage(0);
        } else {
            std::cerr << "remi-bench: bad argument " << arg << "\n";
            return usage(2);
        }
    }
    return remi::bench::runReviewBench(options, std::cout, std::cerr);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) return usage(2);
    const std::string command = argv[1];
    if (command == "--help" || command == "-h") return usage(0);
    if (command == "manipulation") return runManipulation(argc, argv);
    if (command == "rami") return runRami(argc, argv);
    if (command == "review") return runReview(argc, argv);
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
