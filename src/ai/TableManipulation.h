#pragma once
// Exact table-manipulation solver (RULES.md 1.2, 1.3, 4.4, 4.5 `rearrange`).
//
// Given the cards on the table and a hand, finds a valid arrangement of every table card plus a
// subset of the hand into runs and sets that maximises the value of the hand cards placed (each
// face has its own value, e.g. the rank for the benchmark's `value` objective or 1 for `count`).
//
// Method: dynamic programming rank by rank (1..13, then 14 for a high ace), suit by suit inside a
// rank. A state holds, per suit, the multiset of open runs (each described by its length capped at
// 3, its jokers and its natural cards capped at the minimum), the natural cards of the current
// rank sent to sets, the aces kept back for a high end, and the jokers used so far. After the four
// suits of a rank the cards sent to sets must split exactly into valid sets (a precomputed table).
// Open runs of one class are interchangeable, so the search is exact without enumerating which
// physical run continues. The states are searched depth first with branch and bound (bound: every
// hand card still to come placed; floor: a beam search), and the arrangement is rebuilt from the
// best path. Time: well under a millisecond for most tables, but up to seconds for some tables of
// 20-60 cards whose best arrangement leaves several hand cards out (benchmarks/README.md).

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
    long long states = 0;  ///< DP states created (for benchmarks)
    bool aborted = false;  ///< the state limit was reached: no answer (feasible is false)
};

/// Reusable solver (keeps its buffers). Not thread-safe; use one per thread.
class TableManipulationSolver {
public:
    TableManipulationSolver();
    ~TableManipulationSolver();
    TableManipulationSolver(const TableManipulationSolver &) = delete;
    TableManipulationSolver &operator=(const TableManipulationSolver &) = delete;

    /// Solves `problem` exactly. `withMelds`: also rebuild the arrangement (melds, handUsed).
    /// `maxStates` > 0 gives up (aborted, not feasible) after creating that many DP states,
    /// a time limit for callers such as computer players; 0 = no limit.
    /// Throws std::invalid_argument for rules or counts out of range (copies 1..8, jokers in
    /// total ≤ 8, jokersPerMeld 0..4, minNaturals 1..4, a face held more than `copies` times).
    ManipulationSolution solve(const ManipulationProblem &problem, bool withMelds = true, long long maxStates = 0);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace remi::ai
