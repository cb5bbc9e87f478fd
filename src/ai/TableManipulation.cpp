// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/TableManipulation.h"
#include "ai/ManipulationSolver.h"

#include <algorithm>

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

/// The problem with rank r read as rank 14 - r (valid when aces are low only: A-2-3 ↔ J-Q-K).
ManipulationProblem mirrored(const ManipulationProblem &p)
{
    ManipulationProblem m = p;
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r) {
            m.table[std::size_t(s)][std::size_t(r)] = p.table[std::size_t(s)][std::size_t(12 - r)];
            m.hand[std::size_t(s)][std::size_t(r)] = p.hand[std::size_t(s)][std::size_t(12 - r)];
            m.value[std::size_t(s)][std::size_t(r)] = p.value[std::size_t(s)][std::size_t(12 - r)];
        }
    return m;
}

/// A solution of mirrored(p) as a solution of p.
void unmirror(ManipulationSolution &sol)
{
    const FaceCounts used = sol.handUsed;
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r)
            sol.handUsed[std::size_t(s)][std::size_t(r)] = used[std::size_t(s)][std::size_t(12 - r)];
    for (ManipulationMeld &meld : sol.melds) {
        for (ManipulationSlot &slot : meld.positions)
            slot.rank = std::uint8_t(14 - slot.rank);
        if (meld.isRun) std::reverse(meld.positions.begin(), meld.positions.end());
    }
}

} // namespace

TableManipulationSolver::TableManipulationSolver() : m_impl(std::make_unique<Impl>()) {}
TableManipulationSolver::~TableManipulationSolver() = default;

ManipulationSolution TableManipulationSolver::solve(const ManipulationProblem &problem, bool withMelds,
                                                    long long maxStates)
{
    Impl &fwd = *m_impl;
    fwd.pb = problem;
    fwd.maxStates = maxStates;
    // With aces low only, the ranks can be searched in either order (A..K or K..A), and the
    // best-first search of one order is often far shorter than the other's (the bound is loose
    // on different ranks): after the quick dive both run in turns, and the first to finish
    // answers (exact either way). Only up to 2 copies of a card: with more, setting up the
    // mirrored bound costs about as much as the whole search (benchmarks/README.md).
    if (!problem.rules.aceLow || problem.rules.aceHigh || problem.rules.copies > 2) return fwd.run(withMelds);
    ManipulationSolution sol;
    if (fwd.begin(withMelds, sol)) return sol;
    fwd.maxStates = 0; // the limit is checked below on both searches together
    if (!fwd.mirror) fwd.mirror = std::make_unique<Impl>();
    Impl &mir = *fwd.mirror;
    mir.nodes = 0;
    if (mir.twin) mir.twin->nodes = 0;
    const auto total = [&] { return fwd.allNodes() + mir.allNodes(); };
    constexpr long long kSlice = 256; // states taken from the queue per turn
    bool mirStarted = false;          // set up at its first turn, after one of the first order
    while (true) {
        if (fwd.advance(kSlice, withMelds, sol)) break;
        if (!mirStarted) {
            mirStarted = true;
            mir.pb = mirrored(problem);
            mir.maxStates = 0;
            if (mir.begin(withMelds, sol, false)) { // no second dive: the first one failed
                unmirror(sol);
                break;
            }
        }
        if (mir.advance(kSlice, withMelds, sol)) {
            unmirror(sol);
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
