// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to TableManipulation: the solver's state, shared by its parts.
//
//   ManipulationStates.cpp  the states (run classes, packed keys) and one step of expansion
//   ManipulationSets.cpp    which cards of one rank split exactly into sets (memoised)
//   ManipulationLP.cpp      the linear relaxation (prices, a dived arrangement, a guide)
//   ManipulationDual.cpp    one suit alone, relaxed (the bound's per-suit part)
//   ManipulationBound.cpp   the relaxed upper bound (suits and sets coupled by the set prices)
//   ManipulationSearch.cpp  the search: quick dive, relaxation, best-first search, rebuilding
//   TableManipulation.cpp   the public solve
//
// A state, between two steps (a suit of a rank, the sets of a rank, or a suit's high ace), is
// a packed key: per suit the open runs (classes, highest first), the aces kept back for a high
// end, the histogram of natural cards sent to sets in the current rank, and the jokers used.

#include "ai/manipulation/ManipulationLP.h"
#include "ai/manipulation/ManipulationLayer.h"
#include "ai/manipulation/ManipulationProblem.h"

#include "engine/Meld.h"

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

namespace remi::ai {

namespace detail {

// The states count the cards of an open run as 1, 2 or 3 and more (complete), and a set has 3 or
// 4 cards: the 3 written in ManipulationStates, Sets, Dual and LP.cpp is the rules' minimum.
static_assert(kMinMeldCards == 3, "the manipulation states are built for melds of at least 3 cards");

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

struct ManipulationSolverState { ///< TableManipulationSolver::Impl
    using Impl = ManipulationSolverState;
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
    int code(int len, int jk, int nat, int from1) const
    {
        return 1 + (std::min(len, 3) - 1) +
               3 * (std::min(jk, jkCap) + (jkCap + 1) * (std::min(nat, minNat) + (minNat + 1) * from1));
    }
    int lastRankFor(int c) const { return cFrom1[c] ? 13 : lastRank; }

    /// Checks the problem (std::invalid_argument) and builds the run classes and the steps.
    void setup();
    /// Children of the state `key` (value `value`, number `index`) through `step`: inserted into
    /// *dst, or matched against targetKey (matching).
    void expand(const Step &step, const std::uint8_t *key, int index, int value);
    void recGroups(int g);
    void afterGroups();
    /// Guidance of the dive (a relaxed solution): per (suit, rank) the cards sent to sets, hand
    /// cards placed, runs started, runs ended and jokers in runs, and per rank the set jokers,
    /// all in 1/100; the dive tries first the moves closest to it.
    bool guided = false;
    detail::RelaxedGuide guide;
    int guideScore() const;
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

    // ---- relaxed bound (ManipulationBound.cpp, ManipulationDual.cpp) ------------------------

    static constexpr int kNeg = std::numeric_limits<int>::min() / 4;
    static constexpr int kScale = 64;          ///< bound values are in 1/kScale of a value point
    using Budget = std::array<int, 2 * 8 + 1>; ///< a value per number of half jokers used (exactly)
    int jokerUnit = 1;                         ///< budget units per joker: 2 with set charges (half jokers), else 1
    int H = 0;                                 ///< J * jokerUnit: the largest budget
    int setCharge[4][14]{};                    ///< half jokers per natural sent to a set, -1: no set
    /// Lagrange multiplier of the natural cards of (suit, rank) sent to sets, in 1/kScale: the
    /// suits pay it per card they send, the sets earn it per card they take.
    int mu[4][14]{};
    std::array<Budget, 15> setFresh{}; ///< the sets of rank r alone, before any suit of r (r 1..13)
    std::array<Budget, 15> setAfter{}; ///< the sets of ranks r+1..13 together (r 0..13)
    Layer setsMemo;                    ///< (rank, first open suit, pool) → index in setsValues
    std::vector<Budget> setsValues;
    int setAvail[4][14]{}; ///< copies of (suit, rank) on the table and in the hand

    // One suit alone, relaxed (ManipulationDual.cpp): its open runs only by length class
    // (1, 2, 3+), any number of jokers and naturals per run, A..K-A allowed. A suit state is
    // (rank, n1, n2, n3, aces kept back); memoised in dense tables.
    int gR = 0;            ///< most open runs of a suit (R)
    int gRes = 1;          ///< aces kept back: 0..gRes-1
    int gLast = 13;        ///< the suit's last rank (14: high ace)
    std::vector<int> gTri; ///< (n1, n2, n3) → index among n1 + n2 + n3 <= gR
    int gTriCount = 0;
    std::vector<int> gBudgetAt;          ///< suit state → offset in gBudgetValues, -1: not yet
    std::vector<std::int8_t> gBudgetMax; ///< suit state → the largest budget its values hold
    std::vector<int> gBudgetValues;
    /// gain[s][r][tot][res][c]: best value (1/kScale) of the natural cards of (s, r) when the
    /// suit's runs take tot cards at r and the rank costs c half jokers: two per joker in the runs
    /// and the set charge per card sent to sets (res: aces kept back, rank 1 only).
    std::vector<int> gGain;
    long long boundNodes = 0; ///< suit states solved (for `states`)
    int suitState(int s, int r, int n1, int n2, int n3, int res) const
    {
        return (((s * 16 + r) * gTriCount + gTri[std::size_t((n1 * (gR + 1) + n2) * (gR + 1) + n3)]) * gRes) + res;
    }
    int &gainAt(int s, int r, int tot, int res, int c)
    {
        return gGain[std::size_t((((s * 14 + r) * (gR + 1) + tot) * gRes + res) * (H + 1) + c)];
    }
    /// Sets up the suit tables for this problem (dimensions, memos).
    void setupSuits();
    /// Fills gGain from mu.
    void suitGains();
    /// Best value (1/kScale) of suit s from the state (r, n1, n2, n3, res) on, per budget it
    /// costs (kNeg: impossible), into out[0..maxB] (out[maxB+1..H] are not computed: kNeg).
    /// Memoised until setupBound.
    void suitBudget(int s, int r, int n1, int n2, int n3, int res, int maxB, int *out);

    /// Clears the bound's memos and computes the set terms under the current multipliers.
    void setupBound();
    /// suitBudget for a suit segment of this problem (open runs by class), budgets up to maxB.
    void relaxedSuit(int s, int r, const std::uint8_t *seg, int reserve, int maxB, int *out);
    /// Rank at which suit `s` of a state before step `i` stands (15: finished).
    int suitRank(int i, int s) const
    {
        if (i >= int(steps.size())) return 15;
        const Step &st = steps[std::size_t(i)];
        const bool done = st.kind == StepKind::Sets || s < st.suit;
        return done ? st.rank + 1 : st.rank;
    }
    /// The best value the sets of rank r can earn with each number of jokers when they must take
    /// the pool `pool` (pool[v-1] suits sending v cards) and may take any cards of suits
    /// first..3 (kNeg: the pool cannot split into sets).
    void setsAt(int r, const std::uint8_t *pool, int first, Budget &out);
    /// The sets still to come for a state before step `i`: the current rank's (with the state's
    /// pool) and every later rank's. Memoised.
    void setsPart(int i, const std::uint8_t *key, Budget &out);
    /// out = best split of each budget (up to upTo, -1: H) between a and b.
    void combine(const Budget &a, const Budget &b, Budget &out, int upTo = -1) const;
    /// jokerBest of the combination of rest and part, for a state with `used` jokers placed.
    int childBound(const Budget &rest, const Budget &part, int used) const;
    /// The suits' bound functions for the state `key` before step `i`, suit `skip` left out
    /// (-1: none), budgets up to the jokers the state has left; the sets not included.
    void suitsBound(int i, const std::uint8_t *key, int skip, Budget &out);
    /// A bound in 1/kScale as a bound on the value: rounded down.
    static int unscale(int v) { return v >= 0 ? v / kScale : -((-v + kScale - 1) / kScale); }
    /// Upper bound on the value still to come (hand jokers included) for the state `key` before
    /// step `i`; kNeg when no arrangement can complete it.
    int boundAt(int i, const std::uint8_t *key);
    /// The best of `all` (1/kScale, per number of jokers still to place) over the joker counts
    /// that place every table joker (`used` placed so far), hand jokers placed at their value.
    int jokerBest(const Budget &all, int used) const;

    // ---- search (ManipulationSearch.cpp) ----------------------------------------------------

    std::vector<Layer> layers; ///< the best path, one state per step, for rebuild
    std::vector<Layer> children, visited;
    long long nodes = 0;
    long long allNodes() const { return nodes + boundNodes; }
    // quick dive
    std::vector<std::uint64_t> pathKeys, bestKeys;
    std::vector<int> pathValues, bestValues;
    bool abortSearch = false, foundBest = false;
    int bestFinal = 0;
    int rootBound = 0;     ///< the bound of the empty state
    long long nodeCap = 0; ///< > 0: the quick dive gives up after that many nodes
    static constexpr long long kQuickNodes = 300;
    static constexpr long long kGuidedNodes = 3000;
    int diveStop = 0;           ///< the dive stops at an arrangement of this value (nothing better exists)
    ManipulationSolution known; ///< an arrangement found by the guided dive, not proven optimal
    detail::BoundedSimplex lp;
    detail::ManipulationRelaxation relax;
    bool useCharges = false; ///< the bound charges set cards jokers (when there are no prices)
    // best first: every state queued is a record (key, value, parent record, step)
    std::vector<std::uint64_t> recKeys;                        ///< W words per record
    std::vector<int> recValue, recParent, recStep, recVisited; ///< recVisited: its state in visited
    /// A queued state: bound f, step, distance from the guide (lower first among equals), record.
    struct Open {
        int f, step, dev, rec;
        bool operator<(const Open &o) const
        {
            if (f != o.f) return f < o.f;
            if (step != o.step) return step < o.step;
            return dev > o.dev;
        }
    };
    std::vector<Open> heap;

    int addRecord(int step, const std::uint64_t *key, int value, int parent, int stateNo)
    {
        const std::size_t at = recKeys.size();
        recKeys.resize(at + std::size_t(W));
        for (int q = 0; q < W; ++q) recKeys[at + std::size_t(q)] = key[q];
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
    /// Sets up the steps and counters for pb.
    void prepare();
    /// Sets up pb and dives for an arrangement placing the whole hand (at most kQuickNodes
    /// states): true when that answered (found, or the state limit reached), in `out`.
    bool quickDive(bool withMelds, ManipulationSolution &out);
    /// After quickDive, everything before the best-first search: true when that already answered
    /// (in `out`), false when advance() must go on.
    bool begin(bool withMelds, ManipulationSolution &out);
    /// The bound under the prices mu (charging set cards jokers when `charges`) and its root
    /// value: true, with `out` infeasible, when no arrangement exists.
    bool boundFrom(bool charges, ManipulationSolution &out);
    /// The best-first search of the mirrored problem (pb, already set) in a second rank order,
    /// with the prices, the arrangement known and the guide of `first`; true when that already
    /// answered (in `out`, in this problem's ranks).
    bool beginMirror(const Impl &first, const detail::RankMirror &mirror, ManipulationSolution &out);
    std::unique_ptr<Impl> mirror; ///< the search of the second rank order (TableManipulation.cpp)
    /// Fills sol.melds and sol.handUsed from the path layers[0..S] (state bestIndex at the end).
    void rebuild(ManipulationSolution &sol, int bestIndex);
};

} // namespace remi::ai
