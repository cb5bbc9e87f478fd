// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The search of the table-manipulation solver (ManipulationSolver.h): a quick dive for an
// arrangement placing the whole hand; the linear relaxation (prices, bound, dived arrangement);
// a best-first search on value + relaxed bound, guided by the relaxation; the melds rebuilt
// from the best path.
#include "ai/manipulation/ManipulationSolver.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace remi::ai {

namespace {

struct ConcreteRun {
    std::uint8_t code;
    int suit;
    std::vector<ManipulationSlot> positions;
};

} // namespace

ManipulationSolution ManipulationSolverState::run(bool withMelds)
{
    ManipulationSolution sol;
    if (quickDive(withMelds, sol) || begin(withMelds, sol)) return sol;
    advance(std::numeric_limits<long long>::max(), withMelds, sol);
    return sol;
}

void ManipulationSolverState::prepare()
{
    setup();
    const int S = int(steps.size());
    remValue.assign(std::size_t(S + 1), pb.handJokers * pb.jokerValue);
    for (int i = S - 1; i >= 0; --i) {
        const Step &st = steps[std::size_t(i)];
        remValue[std::size_t(i)] = remValue[std::size_t(i + 1)];
        if (st.kind == StepKind::Run)
            remValue[std::size_t(i)] += pb.hand[std::size_t(st.suit)][std::size_t(st.rank - 1)] *
                                        pb.value[std::size_t(st.suit)][std::size_t(st.rank - 1)];
    }
    nodes = 0;
    boundNodes = 0; // (a previous problem's bound states must not count here)
    known = ManipulationSolution{};
    guided = false;
}

bool ManipulationSolverState::boundFrom(bool charges, ManipulationSolution &out)
{
    useCharges = charges;
    setupSuits();
    setupBound();
    std::array<std::uint64_t, 16> zero{};
    rootBound = std::min(boundAt(0, reinterpret_cast<const std::uint8_t *>(zero.data())), remValue[0]);
    if (rootBound > kNeg) return false;
    out = ManipulationSolution{};
    out.states = allNodes();
    return true;
}

bool ManipulationSolverState::quickDive(bool withMelds, ManipulationSolution &out)
{
    prepare();
    nodeCap = kQuickNodes;
    diveStop = remValue[0];
    out = depthFirst(remValue[0], withMelds);
    nodeCap = 0;
    out.aborted = !out.feasible && maxStates > 0 && allNodes() > maxStates; // (not the dive's own cap)
    out.states = allNodes();
    return out.feasible || out.aborted;
}

bool ManipulationSolverState::begin(bool withMelds, ManipulationSolution &out)
{
    (void)withMelds;
    // 2. The linear relaxation: its dual values price the set cards in the bound (without them,
    // set cards are charged jokers instead).
    detail::solveRelaxation(pb, lp, relax);
    boundNodes += relax.pivots;
    for (int s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r) mu[s][r] = relax.solved ? int(std::lround(relax.price[s][r] * kScale)) : 0;
    // 3. Diving the relaxation to whole meld counts often gives an arrangement: optimal when it
    // reaches the relaxation's bound (whole numbers, weak duality) or the relaxed bound of the
    // search (whole numbers too; computed only then)
    ManipulationSolution lpArrangement;
    const bool arranged = detail::arrangementOf(pb, relax, lpArrangement);
    if (arranged && lpArrangement.value >= std::min(relax.upperBound, remValue[0])) {
        out = std::move(lpArrangement);
        out.states = allNodes();
        return true;
    }
    if (boundFrom(!relax.solved, out)) return true;
    if (arranged) {
        if (lpArrangement.value >= rootBound) {
            out = std::move(lpArrangement);
            out.states = allNodes();
            return true;
        }
        known = std::move(lpArrangement);
    }
    // 4. Else the best-first search (the arrangement known as the value to beat); among states of
    // equal bound and depth it tries first those closest to the relaxed arrangement
    guided = relax.solved;
    if (guided) detail::guideOf(relax, detail::RankMirror{}, guide);
    startBestFirst();
    return false;
}

int ManipulationSolverState::finalValue(const std::uint8_t *key, int value) const
{
    if (key[offJokers] < pb.tableJokers) return std::numeric_limits<int>::min();
    for (int q = 0; q < 4 * R; ++q)
        if (key[q] && !cTerm[key[q]]) return std::numeric_limits<int>::min();
    return value + (key[offJokers] - pb.tableJokers) * pb.jokerValue;
}

void ManipulationSolverState::dfs(int i, const std::uint64_t *key, int value)
{
    const int S = int(steps.size());
    std::copy(key, key + W, pathKeys.begin() + std::ptrdiff_t(i) * W);
    pathValues[std::size_t(i)] = value;
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(key);
    if (i == S) {
        const int fv = finalValue(bytes, value);
        if (fv == std::numeric_limits<int>::min() || fv < incumbent) return;
        foundBest = true;
        bestFinal = fv;
        bestKeys = pathKeys;
        bestValues = pathValues;
        incumbent = fv + 1;                     // from now on only better arrangements count
        if (fv >= diveStop) abortSearch = true; // nothing better exists
        return;
    }
    if (value + remValue[std::size_t(i)] < incumbent) return;
    if (!visited[std::size_t(i)].improve(key, value)) return;
    ++nodes;
    if ((maxStates > 0 && allNodes() > maxStates) || (nodeCap > 0 && nodes > nodeCap)) {
        abortSearch = true;
        return;
    }
    Layer &ch = children[std::size_t(i)];
    ch.reset(W);
    dst = &ch;
    matching = false;
    remAfter = remValue[std::size_t(i + 1)];
    expand(steps[std::size_t(i)], bytes, 0, value);
    // best value first; equal values in their own order (stable: the same with every standard library)
    std::vector<int> order(static_cast<std::size_t>(ch.size()));
    for (int k = 0; k < ch.size(); ++k) order[std::size_t(k)] = k;
    std::stable_sort(order.begin(), order.end(),
                     [&ch](int a, int b) { return ch.value[std::size_t(a)] > ch.value[std::size_t(b)]; });
    for (int k : order) {
        if (abortSearch) return;
        dfs(i + 1, &ch.keys[std::size_t(k) * std::size_t(W)], ch.value[std::size_t(k)]);
    }
}

ManipulationSolution ManipulationSolverState::depthFirst(int target, bool withMelds)
{
    const int S = int(steps.size());
    if (int(children.size()) < S + 1) {
        children.resize(std::size_t(S + 1));
        visited.resize(std::size_t(S + 1));
    }
    for (int i = 0; i <= S; ++i) visited[std::size_t(i)].reset(W);
    pathKeys.assign(std::size_t(S + 1) * std::size_t(W), 0);
    pathValues.assign(std::size_t(S + 1), 0);
    incumbent = target;
    abortSearch = foundBest = false;
    std::array<std::uint64_t, 16> zero{};
    dfs(0, zero.data(), 0);
    ManipulationSolution sol;
    sol.states = allNodes();
    if (!foundBest) {
        sol.aborted = abortSearch;
        return sol;
    }
    sol.feasible = true;
    sol.value = bestFinal;
    sol.handJokersUsed =
        reinterpret_cast<const std::uint8_t *>(&bestKeys[std::size_t(S) * W])[offJokers] - pb.tableJokers;
    if (withMelds) {
        if (int(layers.size()) < S + 1) layers.resize(std::size_t(S + 1));
        for (int i = 0; i <= S; ++i) {
            layers[std::size_t(i)].reset(W);
            layers[std::size_t(i)].insert(&bestKeys[std::size_t(i) * W], bestValues[std::size_t(i)], i == 0 ? -1 : 0);
        }
        rebuild(sol, 0);
    }
    return sol;
}

void ManipulationSolverState::startBestFirst()
{
    const int S = int(steps.size());
    if (int(visited.size()) < S + 1) visited.resize(std::size_t(S + 1));
    if (int(children.size()) < S + 1) children.resize(std::size_t(S + 1));
    for (int i = 0; i <= S; ++i) visited[std::size_t(i)].reset(W);
    recKeys.clear();
    recValue.clear();
    recParent.clear();
    recStep.clear();
    recVisited.clear();
    heap.clear();
    std::array<std::uint64_t, 16> zero{};
    const int rootState = visited[0].improveAt(zero.data(), 0);
    heap.push_back({rootBound, 0, 0, addRecord(0, zero.data(), 0, -1, rootState)});
}

bool ManipulationSolverState::advance(long long pops, bool withMelds, ManipulationSolution &sol)
{
    const int S = int(steps.size());
    Layer &ch = children[0];
    for (long long popped = 0; !heap.empty(); ++popped) {
        if (popped >= pops) return false;
        std::pop_heap(heap.begin(), heap.end());
        const Open top = heap.back();
        heap.pop_back();
        const int i = top.step;
        const int value = recValue[std::size_t(top.rec)];
        const std::uint64_t *key = &recKeys[std::size_t(top.rec) * std::size_t(W)];
        if (i == S) { // optimal
            sol.states = allNodes();
            sol.feasible = true;
            sol.value = top.f;
            const auto *bytes = reinterpret_cast<const std::uint8_t *>(key);
            sol.handJokersUsed = bytes[offJokers] - pb.tableJokers;
            if (withMelds) {
                if (int(layers.size()) < S + 1) layers.resize(std::size_t(S + 1));
                for (int q = S, r = top.rec; q >= 0; --q, r = recParent[std::size_t(r)]) {
                    layers[std::size_t(q)].reset(W);
                    layers[std::size_t(q)].insert(&recKeys[std::size_t(r) * std::size_t(W)], recValue[std::size_t(r)],
                                                  q == 0 ? -1 : 0);
                }
                rebuild(sol, 0);
            }
            return true;
        }
        if (visited[std::size_t(i)].value[std::size_t(recVisited[std::size_t(top.rec)])] > value) continue; // stale
        ++nodes;
        if (maxStates > 0 && allNodes() > maxStates) {
            sol.states = allNodes();
            sol.aborted = true;
            return true;
        }
        const auto *bytes = reinterpret_cast<const std::uint8_t *>(key);
        ch.reset(W);
        dst = &ch;
        matching = false;
        remAfter = remValue[std::size_t(i + 1)];
        incumbent = std::numeric_limits<int>::min();
        expand(steps[std::size_t(i)], bytes, 0, value);
        const Step &st = steps[std::size_t(i)];
        const int moved = st.kind == StepKind::Sets ? -1 : st.suit;
        Budget rest{}, mine{}, sets{}, part{};
        if (i + 1 < S) suitsBound(i + 1, bytes, moved, rest);
        for (int k = 0; k < ch.size(); ++k) {
            const std::uint8_t *ck = ch.key(k);
            const int cv = ch.value[std::size_t(k)];
            int f = kNeg;
            if (i + 1 == S) {
                const int fv = finalValue(ck, cv);
                if (fv == std::numeric_limits<int>::min()) continue;
                f = fv;
            } else {
                setsPart(i + 1, ck, sets);
                if (moved >= 0) {
                    relaxedSuit(moved, suitRank(i + 1, moved), ck + moved * R, ck[offReserve + moved],
                                jokerUnit * (J - ck[offJokers]), mine.data());
                    combine(mine, sets, part, jokerUnit * (J - ck[offJokers]));
                } else {
                    part = sets;
                }
                const int b = childBound(rest, part, ck[offJokers]);
                if (b <= kNeg) continue;
                f = cv + std::min(unscale(b), remValue[std::size_t(i + 1)]);
            }
            if (known.feasible && f <= known.value) continue; // cannot beat the arrangement known
            const auto *ckw = &ch.keys[std::size_t(k) * std::size_t(W)];
            const int stateNo = visited[std::size_t(i + 1)].improveAt(ckw, cv);
            if (stateNo < 0) continue;
            heap.push_back({f, i + 1, guided ? top.dev + ch.prev[std::size_t(k)] : 0,
                            addRecord(i + 1, ckw, cv, top.rec, stateNo)});
            std::push_heap(heap.begin(), heap.end());
        }
    }
    sol = known.feasible ? std::move(known) : ManipulationSolution{};
    sol.states = allNodes();
    return true;
}

void ManipulationSolverState::rebuild(ManipulationSolution &sol, int bestIndex)
{
    const int S = int(steps.size());
    std::vector<int> path(std::size_t(S + 1));
    path[std::size_t(S)] = bestIndex;
    for (int i = S; i > 0; --i)
        path[std::size_t(i - 1)] = layers[std::size_t(i)].prev[std::size_t(path[std::size_t(i)])];
    std::vector<ConcreteRun> open;
    int poolBySuit[4] = {0, 0, 0, 0};
    auto finish = [&](ConcreteRun &run) { sol.melds.push_back({true, std::move(run.positions)}); };
    for (int i = 0; i < S; ++i) {
        const Layer &from = layers[std::size_t(i)];
        const Layer &to = layers[std::size_t(i + 1)];
        const int fi = path[std::size_t(i)], ti = path[std::size_t(i + 1)];
        matching = true;
        found = false;
        targetKey = to.key(ti);
        targetValue = to.value[std::size_t(ti)];
        const Step &step = steps[std::size_t(i)];
        expand(step, from.key(fi), fi, from.value[std::size_t(fi)]);
        matching = false;
        if (!found) throw std::logic_error("manipulation: arrangement lost");
        if (step.kind == StepKind::Sets) {
            int p[4] = {poolBySuit[0], poolBySuit[1], poolBySuit[2], poolBySuit[3]};
            std::vector<std::pair<int, int>> sets;
            splitSets(p, mJs, &sets);
            for (const auto &[mask, jj] : sets) {
                ManipulationMeld m;
                m.isRun = false;
                int missing = 0;
                for (int s = 0; s < 4; ++s)
                    if (mask & (1 << s)) m.positions.push_back({false, std::uint8_t(s), std::uint8_t(step.rank)});
                for (int q = 0; q < jj; ++q) {
                    while (mask & (1 << missing)) ++missing;
                    m.positions.push_back({true, std::uint8_t(missing), std::uint8_t(step.rank)});
                    ++missing;
                }
                sol.melds.push_back(std::move(m));
            }
            continue;
        }
        const int s = step.suit, r = step.rank;
        if (step.kind == StepKind::Run) {
            sol.handUsed[s][r - 1] = std::uint8_t(mN - pb.table[s][r - 1]);
            poolBySuit[s] = mPool;
        }
        // which open runs of this suit do what, class by class
        std::vector<ConcreteRun> keep;
        std::vector<int> taken(open.size(), 0);
        for (int g = 0; g < mNg; ++g) {
            const Group &gr = mGroups[g];
            int e = gr.e, a = gr.a, b = gr.b;
            for (std::size_t q = 0; q < open.size() && e + a + b > 0; ++q) {
                if (taken[q] || open[q].suit != s || open[q].code != gr.code) continue;
                taken[q] = 1;
                if (e > 0) {
                    --e;
                    taken[q] = 2; // ends
                } else if (a > 0) {
                    --a;
                    open[q].positions.push_back({false, std::uint8_t(s), std::uint8_t(r)});
                    open[q].code = cContNat[open[q].code];
                } else if (b > 0) {
                    --b;
                    open[q].positions.push_back({true, std::uint8_t(s), std::uint8_t(r)});
                    open[q].code = cContJok[open[q].code];
                }
            }
        }
        for (std::size_t q = 0; q < open.size(); ++q) {
            if (taken[q] == 2) finish(open[q]);
            else keep.push_back(std::move(open[q]));
        }
        open = std::move(keep);
        const int from1 = r == 1 ? 1 : 0;
        for (int q = 0; q < mSn; ++q) open.push_back({startNat[from1], s, {{false, std::uint8_t(s), std::uint8_t(r)}}});
        for (int q = 0; q < mSj; ++q) open.push_back({startJok[from1], s, {{true, std::uint8_t(s), std::uint8_t(r)}}});
    }
    for (auto &run : open) finish(run);
}

} // namespace remi::ai
