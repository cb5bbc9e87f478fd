// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to TableManipulation: the solver's state, shared by its parts.
//
//   ManipulationStates.cpp  the states (run classes, packed keys) and one step of expansion
//   ManipulationSets.cpp    which cards of one rank split exactly into sets (memoised)
//   ManipulationBound.cpp   the relaxed upper bound (each suit alone, set cards at a joker charge)
//   ManipulationSearch.cpp  the search: quick dive, best-first search, rebuilding the melds
//   TableManipulation.cpp   the public solve: one rank order, or both (A..K, K..A) in turns
//
// A state, between two steps (a suit of a rank, the sets of a rank, or a suit's high ace), is
// a packed key: per suit the open runs (classes, highest first), the aces kept back for a high
// end, the histogram of natural cards sent to sets in the current rank, and the jokers used.

#include "ai/ManipulationLayer.h"
#include "ai/TableManipulation.h"

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

namespace remi::ai {

namespace detail {

constexpr int kMaxRunsPerSuit = 16;
constexpr int kMaxCodes = 256;

enum class StepKind { Run, Sets, High };
struct Step {
    StepKind kind;
    int rank; // 1..13 (Run, Sets), 14 (High)
    int suit; // Run, High
};

/// Open runs of one class in a suit, and what the step does with them: e ended, a continued
/// with a natural card, b continued with a joker.
struct Group {
    std::uint8_t code, count, e, a, b;
};

} // namespace detail

struct TableManipulationSolver::Impl {
    using Layer = detail::Layer;
    using Step = detail::Step;
    using StepKind = detail::StepKind;
    using Group = detail::Group;
    static constexpr int kMaxRunsPerSuit = detail::kMaxRunsPerSuit;
    static constexpr int kMaxCodes = detail::kMaxCodes;

    // ---- problem and states (ManipulationStates.cpp) --------------------------------------------

    ManipulationProblem pb;
    long long maxStates = 0;
    int C = 0, J = 0, jmax = 0, minNat = 1, lastRank = 13;
    int jkCap = 0; ///< jokers counted per run: jmax when the limit can bind (jmax < J), else 0
    bool looseRuns = false; ///< the bound's twin: runs of any jokers and naturals (classes: length)
    bool trackFrom1 = false;
    // key layout
    int R = 0, KB = 0, W = 0, offReserve = 0, offPool = 0, offJokers = 0;
    // run classes
    int codeCount = 0;
    std::array<std::uint8_t, kMaxCodes> cLen{}, cJk{}, cNat{}, cFrom1{}, cTerm{}, cContNat{}, cContJok{};
    std::uint8_t startNat[2]{}, startJok[2]{};
    std::vector<Step> steps;
    /// Hand value still to come after each step (every hand card placed, hand jokers included).
    std::vector<int> remValue;
    // expansion scratch
    Step cur{};
    const std::uint8_t *srcKey = nullptr;
    int srcIndex = 0, srcValue = 0;
    Layer *dst = nullptr;
    int ng = 0;
    Group groups[kMaxRunsPerSuit]{};
    std::uint8_t newCodes[kMaxRunsPerSuit]{};
    int newCount = 0, aSum = 0, bSum = 0, sn = 0, sj = 0, nUsed = 0, pool = 0, reserve = 0, js = 0;
    int t = 0, h = 0, jokLeft = 0;
    std::array<std::uint64_t, 16> outKey{};
    int remAfter = 0;
    int incumbent = std::numeric_limits<int>::min(); ///< children below it are not emitted
    // match mode (rebuilding the melds): the decision leading to targetKey
    bool matching = false, found = false;
    const std::uint8_t *targetKey = nullptr;
    int targetValue = 0;
    Group mGroups[kMaxRunsPerSuit]{};
    int mNg = 0, mSn = 0, mSj = 0, mN = 0, mPool = 0, mReserve = 0, mJs = 0;
    // collecting mode (the relaxed bound): the moves of one suit
    struct SuitMove {
        std::uint8_t seg[kMaxRunsPerSuit];
        std::uint8_t reserve, pool, jokers;
        int gain;
    };
    bool collecting = false;
    std::vector<SuitMove> *collected = nullptr;

    int code(int len, int jk, int nat, int from1) const
    {
        return 1 + (std::min(len, 3) - 1) +
               3 * (std::min(jk, jkCap) + (jkCap + 1) * (std::min(nat, minNat) + (minNat + 1) * from1));
    }
    int lastRankFor(int c) const { return cFrom1[c] ? 13 : lastRank; }

    /// Checks the problem (std::invalid_argument) and builds the run classes and the steps.
    void setup();
    /// Children of the state `key` (value `value`, number `index`) through `step`: inserted into
    /// *dst, matched against targetKey (matching) or listed per suit (collecting).
    void expand(const Step &step, const std::uint8_t *key, int index, int value);
    void recGroups(int g);
    void afterGroups();
    /// Writes the new key of a Run or High step from the scratch decision.
    void buildRunKey();
    void emit(int gain);

    // ---- sets (ManipulationSets.cpp) --------------------------------------------------------

    std::vector<std::int8_t> setMemo;
    int memoC = -1, memoJ = -1, memoJmax = -1, memoMinNat = -1;

    int memoIndex(const int p[4], int j) const
    {
        return (((p[0] * (C + 1) + p[1]) * (C + 1) + p[2]) * (C + 1) + p[3]) * (J + 1) + j;
    }
    /// Can naturals p[suit] and j jokers split exactly into valid sets? Optionally lists them
    /// (suit mask, jokers) in `out`.
    bool splitSets(int p[4], int j, std::vector<std::pair<int, int>> *out);

    // ---- relaxed bound (ManipulationBound.cpp) ----------------------------------------------

    static constexpr int kNeg = std::numeric_limits<int>::min() / 4;
    using Budget = std::array<int, 2 * 8 + 1>; ///< a value per budget of half jokers
    int halfJokers = 0;     ///< 2J: the largest budget
    int setCharge[4][14]{}; ///< half jokers per natural sent to a set, -1: no set possible
    Layer suitMemo;         ///< (suit, rank, reserve, segment) → offset in suitValues
    std::vector<int> suitValues;
    std::vector<std::vector<SuitMove>> movePool; ///< one move list per rank (recursion depth)
    std::vector<int> zeroValues, negValues;
    std::unique_ptr<Impl> twin;   ///< the same problem with loose runs, for suitValue
    std::unique_ptr<Impl> mirror; ///< the problem with the ranks reversed (TableManipulation.cpp)
    std::array<std::uint8_t, kMaxCodes> twinCode{}; ///< run class → the twin's

    void setupBound();
    void setupTwin();
    /// Best value of suit `s` from rank `r` on (15: after the high ace) with each budget of half
    /// jokers, for the suit segment `seg` and aces kept back `reserve`. Writes halfJokers + 1
    /// values (kNeg: impossible).
    void suitValue(int s, int r, const std::uint8_t *seg, int reserve, int *out);
    /// suitValue of the twin for a segment of this problem.
    void relaxedSuit(int s, int r, const std::uint8_t *seg, int reserve, int *out);
    /// Rank at which suit `s` of a state before step `i` stands (15: finished).
    int suitRank(int i, int s) const
    {
        if (i >= int(steps.size())) return 15;
        const Step &st = steps[std::size_t(i)];
        const bool done = st.kind == StepKind::Sets || s < st.suit;
        return done ? st.rank + 1 : st.rank;
    }
    /// out = best split of each budget between a and b.
    void combine(const Budget &a, const Budget &b, Budget &out) const;
    /// The suits' bound functions for the state `key` before step `i`, suit `skip` left out
    /// (-1: none).
    void suitsBound(int i, const std::uint8_t *key, int skip, Budget &out);
    /// Upper bound on the value still to come (hand jokers included) for the state `key` before
    /// step `i`; kNeg when no arrangement can complete it.
    int boundAt(int i, const std::uint8_t *key);

    // ---- search (ManipulationSearch.cpp) ----------------------------------------------------

    std::vector<Layer> layers; ///< the best path, one state per step, for rebuild
    std::vector<Layer> children, visited;
    long long nodes = 0;
    long long allNodes() const { return nodes + (twin ? twin->nodes : 0); }
    // quick dive
    std::vector<std::uint64_t> pathKeys, bestKeys;
    std::vector<int> pathValues, bestValues;
    bool abortSearch = false, foundBest = false;
    int bestFinal = 0;
    int rootBound = 0; ///< the bound of the empty state
    long long nodeCap = 0; ///< > 0: the quick dive gives up after that many nodes
    static constexpr long long kQuickNodes = 3000;
    // best first: every state queued is a record (key, value, parent record, step)
    std::vector<std::uint64_t> recKeys;                        ///< W words per record
    std::vector<int> recValue, recParent, recStep, recVisited; ///< recVisited: its state in visited
    struct Open {
        int f, step, rec;
        bool operator<(const Open &o) const { return f != o.f ? f < o.f : step < o.step; }
    };
    std::vector<Open> heap;

    int addRecord(int step, const std::uint64_t *key, int value, int parent, int stateNo)
    {
        const std::size_t at = recKeys.size();
        recKeys.resize(at + std::size_t(W));
        for (int q = 0; q < W; ++q)
            recKeys[at + std::size_t(q)] = key[q];
        recValue.push_back(value);
        recParent.push_back(parent);
        recStep.push_back(step);
        recVisited.push_back(stateNo);
        return int(recValue.size()) - 1;
    }

    ManipulationSolution run(bool withMelds);
    /// Value of a complete arrangement ending in `key`, INT_MIN when some run is unfinished or
    /// a table joker is left over.
    int finalValue(const std::uint8_t *key, int value) const;
    /// Depth first, best value first, only states that can still place every hand card to come
    /// (incumbent = the target): finds an arrangement placing the whole hand, if there is one.
    ManipulationSolution depthFirst(int target, bool withMelds);
    void dfs(int i, const std::uint64_t *key, int value);
    /// Best-first search on value + bound (the bound never underestimates, so the first
    /// complete arrangement taken from the queue is optimal). A state is queued again only
    /// when reached with a higher value. startBestFirst queues the empty state.
    void startBestFirst();
    /// Takes at most `pops` states from the queue: true when done (the answer in `sol`), false
    /// when it can be resumed.
    bool advance(long long pops, bool withMelds, ManipulationSolution &sol);
    /// Everything before the best-first search: true when that already answered (in `out`),
    /// false when advance() must go on.
    bool begin(bool withMelds, ManipulationSolution &out, bool dive = true);
    /// Fills sol.melds and sol.handUsed from the path layers[0..S] (state bestIndex at the end).
    void rebuild(ManipulationSolution &sol, int bestIndex);
};

} // namespace remi::ai
