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

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace remi::ai {

/// Meld rules of a manipulation problem. Suits are 0..3, ranks 1..13 (ace = 1).
struct ManipulationRules {
    int copies = 2;         ///< copies of each natural card in the shoe (decks), 1..8
    int jokersPerMeld = 2;  ///< most jokers in one meld (jmax), 0..4
    int minNaturals = 1;    ///< fewest natural cards in one meld, 1..4
    bool aceLow = true;     ///< A-2-3 allowed
    bool aceHigh = false;   ///< Q-K-A allowed (never K-A-2)
    bool aceBothEnds = false; ///< A..K-A (14 cards) allowed; only with aceHigh
};

/// Card counts per [suit][rank-1].
using FaceCounts = std::array<std::array<std::uint8_t, 13>, 4>;
using FaceValues = std::array<std::array<int, 13>, 4>;

/// One problem. Every table card (and table joker) must be placed; hand cards are optional.
struct ManipulationProblem {
    ManipulationRules rules;
    FaceCounts table{};   ///< natural table cards per face (each ≤ copies together with the hand)
    FaceCounts hand{};    ///< natural hand cards per face
    int tableJokers = 0;
    int handJokers = 0;
    FaceValues value{};   ///< value of placing one hand card of each face (≥ 0)
    int jokerValue = 0;   ///< value of placing one hand joker (≥ 0)
};

/// Face values of the benchmark objectives: `value` = the rank (1..13), joker 0; `count` = 1 each.
FaceValues rankValues();
FaceValues unitValues();

/// One position of a solved meld: a natural card or a joker standing for (suit, rank).
struct ManipulationSlot {
    bool joker = false;
    std::uint8_t suit = 0;
    std::uint8_t rank = 0; ///< 1..14 (14 = high ace); a set joker's suit is a missing suit
};

/// A solved meld: a run (positions lowest first) or a set (naturals in suit order, then jokers).
struct ManipulationMeld {
    bool isRun = true;
    std::vector<ManipulationSlot> positions;
};

struct ManipulationSolution {
    bool feasible = false; ///< false: the table cards cannot all be placed under these rules
    int value = 0;         ///< Σ value of the hand cards placed
    std::vector<ManipulationMeld> melds; ///< filled when asked for
    FaceCounts handUsed{}; ///< hand cards placed per face
    int handJokersUsed = 0;
    long long states = 0;  ///< search states expanded plus bound states solved (for benchmarks)
    bool aborted = false;  ///< the state limit was reached: no answer (feasible is false)
};

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
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace remi::ai
