// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Exact table-manipulation solver (RULES.md 1.2, 1.3, 4.4, 4.5 `rearrange`).
//
// Given the cards on the table and a hand, finds a valid arrangement of every table card plus a
// subset of the hand into runs and sets that maximises the value of the hand cards placed (each
// face has its own value, e.g. the rank for the benchmark's `value` objective or 1 for `count`).
//
// Method: the states of a dynamic programme rank by rank (1..13, then 14 for a high ace), suit by
// suit inside a rank: per suit the multiset of open runs (length capped at 3, jokers and natural
// cards capped where the rules need them), the natural cards of the current rank sent to sets, the
// aces kept back for a high end, and the jokers used. After the four suits of a rank the cards sent
// to sets must split exactly into valid sets. Open runs of one class are interchangeable, so the
// search is exact without enumerating which physical run continues. Search: a short dive for an
// arrangement placing the whole hand; else the linear relaxation (den Hertog & Hulshof's meld
// templates, dual simplex), whose dual values price the set cards in an upper bound (each suit
// alone and each rank's sets alone, coupled by those prices, solved exactly and memoised) and
// which, dived to whole meld counts, often is an arrangement reaching that bound; else a
// best-first search on value + bound, guided by the relaxed arrangement. Answers are checked in
// whole numbers only (the relaxation never decides alone). Internals: ManipulationSolver.h. Times:
// benchmarks/README.md (a millisecond or less for most tables, a few for the hardest).

#include "ai/manipulation/ManipulationProblem.h"

#include <memory>

namespace remi::ai {

struct ManipulationSolverState;

/// Face values of the benchmark objectives: `value` = the rank (1..13), joker 0; `count` = 1 each.
FaceValues rankValues();
FaceValues unitValues();

/// Tallies of every TableManipulationSolver::solve in this process (all threads), for benchmarks
/// and diagnostics: calls, calls that reached their state limit (`aborted`), states summed over
/// the calls and the most states of one call.
struct ManipulationTally {
    long long solves = 0;
    long long aborted = 0;
    long long states = 0;
    long long maxStates = 0;
};
/// The tallies so far.
ManipulationTally manipulationTally();
/// Sets the tallies to zero.
void resetManipulationTally();

/// Reusable solver (keeps its buffers). Not thread-safe; use one per thread.
class TableManipulationSolver {
  public:
    TableManipulationSolver();
    ~TableManipulationSolver();
    TableManipulationSolver(const TableManipulationSolver &) = delete;
    TableManipulationSolver &operator=(const TableManipulationSolver &) = delete;

    /// Solves `problem` exactly. `withMelds`: also rebuild the arrangement (melds, handUsed).
    /// `maxStates` > 0 gives up (aborted, not feasible) after that many states (see `states`),
    /// a time limit for callers such as computer players; 0 = no limit.
    /// Throws std::invalid_argument for rules or counts out of range (copies 1..8, jokers in
    /// total ≤ 8, jokersPerMeld 0..4, minNaturals 1..4, a face held more than `copies` times).
    ManipulationSolution solve(const ManipulationProblem &problem, bool withMelds = true, long long maxStates = 0);

  private:
    ManipulationSolution solveBothOrders(const ManipulationProblem &problem, bool withMelds, long long maxStates);
    using Impl = ManipulationSolverState; ///< ManipulationSolver.h
    std::unique_ptr<Impl> m_impl;
};

} // namespace remi::ai
