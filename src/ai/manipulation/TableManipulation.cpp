// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/manipulation/TableManipulation.h"
#include "ai/manipulation/ManipulationSolver.h"

#include <algorithm>
#include <atomic>

namespace remi::ai {

FaceValues rankValues()
{
    FaceValues v{};
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r) v[s][r] = r + 1;
    return v;
}

FaceValues unitValues()
{
    FaceValues v{};
    for (auto &row : v) row.fill(1);
    return v;
}

namespace {

std::atomic<long long> tallySolves{0}, tallyAborted{0}, tallyStates{0}, tallyMaxStates{0};

void count(const ManipulationSolution &sol)
{
    tallySolves.fetch_add(1, std::memory_order_relaxed);
    if (sol.aborted) tallyAborted.fetch_add(1, std::memory_order_relaxed);
    tallyStates.fetch_add(sol.states, std::memory_order_relaxed);
    long long seen = tallyMaxStates.load(std::memory_order_relaxed);
    while (sol.states > seen && !tallyMaxStates.compare_exchange_weak(seen, sol.states, std::memory_order_relaxed)) {
    }
}

/// The problem read in the other rank order (ManipulationLP.h, RankMirror).
ManipulationProblem mirrored(const ManipulationProblem &p, const detail::RankMirror &m)
{
    ManipulationProblem q = p;
    if (m.aceFixed) {
        q.rules.aceLow = p.rules.aceHigh;
        q.rules.aceHigh = p.rules.aceLow;
        q.rules.aceBothEnds = p.rules.aceBothEnds && q.rules.aceHigh;
    }
    for (std::size_t s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r) {
            const auto to = std::size_t(m.face(r) - 1), from = std::size_t(r - 1);
            q.table[s][to] = p.table[s][from];
            q.hand[s][to] = p.hand[s][from];
            q.value[s][to] = p.value[s][from];
        }
    return q;
}

/// A solution of one problem as a solution of its mirror (and back: the mirror is its own inverse).
void mirrorSolution(ManipulationSolution &sol, const detail::RankMirror &m)
{
    const FaceCounts used = sol.handUsed;
    for (std::size_t s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r) sol.handUsed[s][std::size_t(m.face(r) - 1)] = used[s][std::size_t(r - 1)];
    for (ManipulationMeld &meld : sol.melds) {
        for (ManipulationSlot &slot : meld.positions)
            slot.rank = std::uint8_t(meld.isRun ? m.position(slot.rank) : m.face(slot.rank));
        if (meld.isRun) std::reverse(meld.positions.begin(), meld.positions.end());
    }
}

} // namespace

bool ManipulationSolverState::beginMirror(const Impl &first, const detail::RankMirror &mirror,
                                          ManipulationSolution &out)
{
    // (the steps were set up by this problem's quickDive)
    known = ManipulationSolution{};
    guided = false;
    for (int s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r) mu[s][mirror.face(r)] = first.mu[s][r];
    if (boundFrom(first.useCharges, out)) return true;
    if (first.known.feasible) {
        known = first.known;
        mirrorSolution(known, mirror);
    }
    guided = first.guided;
    if (guided) detail::guideOf(first.relax, mirror, guide);
    startBestFirst();
    return false;
}

ManipulationTally manipulationTally()
{
    return {tallySolves.load(), tallyAborted.load(), tallyStates.load(), tallyMaxStates.load()};
}

void resetManipulationTally()
{
    tallySolves = 0;
    tallyAborted = 0;
    tallyStates = 0;
    tallyMaxStates = 0;
}

TableManipulationSolver::TableManipulationSolver() : m_impl(std::make_unique<Impl>()) {}
TableManipulationSolver::~TableManipulationSolver() = default;

ManipulationSolution TableManipulationSolver::solve(const ManipulationProblem &problem, bool withMelds,
                                                    long long maxStates)
{
    ManipulationSolution sol = solveBothOrders(problem, withMelds, maxStates);
    count(sol);
    return sol;
}

ManipulationSolution TableManipulationSolver::solveBothOrders(const ManipulationProblem &problem, bool withMelds,
                                                              long long maxStates)
{
    // The best-first search runs in both rank orders in turns (A..K and K..A, or with aces high
    // A-2-3..Q-K-A both ways round), the first to finish answering: the bound is loose on different
    // ranks in either order, and one of the two is often far shorter (benchmarks/README.md).
    // Deterministic: turns count states, not time; the state limit counts both.
    Impl &fwd = *m_impl;
    if (!fwd.mirror) fwd.mirror = std::make_unique<Impl>();
    Impl &mir = *fwd.mirror;
    // (A..K read K..A only when the ace is low only; else the ace keeps its place at the ends)
    const detail::RankMirror mirror{true, problem.rules.aceHigh || !problem.rules.aceLow};
    const auto total = [&] { return fwd.allNodes() + mir.allNodes(); };
    fwd.pb = problem;
    fwd.maxStates = maxStates;
    mir.nodes = mir.boundNodes = 0;
    ManipulationSolution sol;
    // a quick dive each way for an arrangement of the whole hand
    if (fwd.quickDive(withMelds, sol)) return sol;
    mir.pb = mirrored(problem, mirror);
    mir.maxStates = maxStates > 0 ? std::max(1LL, maxStates - fwd.allNodes()) : 0;
    if (mir.quickDive(withMelds, sol)) {
        if (sol.feasible) mirrorSolution(sol, mirror);
        sol.states = total();
        return sol;
    }
    const long long mirDive = mir.allNodes();
    fwd.maxStates = maxStates > 0 ? std::max(1LL, maxStates - mirDive) : 0;
    if (fwd.begin(withMelds, sol)) {
        sol.states = fwd.allNodes() + mirDive;
        return sol;
    }
    fwd.maxStates = 0;                // (checked below on both searches together)
    constexpr long long kSlice = 256; // states taken from the queue per turn
    bool mirStarted = false;          // set up at its first turn, after one of the first order
    while (true) {
        if (fwd.advance(kSlice, withMelds, sol)) break;
        if (!mirStarted) {
            mirStarted = true;
            mir.maxStates = 0;
            if (mir.beginMirror(fwd, mirror, sol)) {
                mirrorSolution(sol, mirror);
                break;
            }
        }
        if (mir.advance(kSlice, withMelds, sol)) {
            mirrorSolution(sol, mirror);
            break;
        }
        if (maxStates > 0 && total() > maxStates) {
            sol = ManipulationSolution{};
            sol.aborted = true;
            break;
        }
    }
    sol.states = total();
    return sol;
}

} // namespace remi::ai
