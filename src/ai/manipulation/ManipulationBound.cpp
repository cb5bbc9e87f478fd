// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The relaxed upper bound of the table-manipulation search (ManipulationSolver.h).
//
// A Lagrangian decomposition: the natural cards a suit sends to the sets of a rank are priced
// by a multiplier mu(suit, rank). Each suit alone, from its rank on, places its open runs and every
// table card of the suit and pays mu for each card it sends to a set (ManipulationDual.cpp); the
// sets of each rank, on their own, earn mu for each card they take (any cards of that rank the
// table and hand hold, split exactly into valid sets, with the state's pool in the current rank).
// In a real arrangement the cards sent and taken are the same, so the payments cancel: for any
// mu, the best split of the jokers left between the four suits and the ranks' sets bounds the
// value still to come. The multipliers are the linear relaxation's dual values (ManipulationLP.h):
// they couple the suits through their sets, so that the bound at the root is the relaxation's
// value; without them a card could join a set "for free" whenever three suits hold its rank, even
// when their cards of that rank are needed in their runs. Without a relaxation (it failed), a suit
// pays for each card sent to a set a charge in half jokers instead (the least share of a set's
// jokers one natural card carries at that rank), and the sets get it back.
#include "ai/manipulation/ManipulationSolver.h"

#include <algorithm>
#include <cstring>

namespace remi::ai {

void ManipulationSolverState::setupBound()
{
    gBudgetAt.assign(std::size_t(4 * 16 * gTriCount * gRes), -1);
    gBudgetMax.assign(std::size_t(4 * 16 * gTriCount * gRes), -1);
    gBudgetValues.clear();
    suitGains();
    setsMemo.reset(2);
    setsValues.clear();
    const std::uint8_t none[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int r = 1; r <= 13; ++r) setsAt(r, none, 0, setFresh[std::size_t(r)]);
    setAfter[13].fill(kNeg);
    setAfter[13][0] = 0;
    for (int r = 12; r >= 0; --r)
        combine(setFresh[std::size_t(r + 1)], setAfter[std::size_t(r + 1)], setAfter[std::size_t(r)]);
}

void ManipulationSolverState::setsAt(int r, const std::uint8_t *pool, int first, Budget &out)
{
    out.fill(kNeg);
    int p[8] = {0, 0, 0, 0, 0, 0, 0, 0}; // (only the first four are read)
    int at = 0;
    for (int v = C; v >= 1; --v)
        for (int q = 0; q < pool[v - 1] && at < 4; ++q) p[at++] = v;
    // the suits first..3 take any number of their cards, in the positions after the pool's
    int free[8], nf = 0;
    for (int s = first; s < 4 && at + nf < 4; ++s) free[nf++] = s;
    int u[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    const auto visit = [&](auto &&self, int k) -> void {
        if (k == nf) {
            // the sets earn mu per card and cost their jokers less the charges the free suits paid
            int value = 0, credit = 0;
            for (int q = 0; q < nf; ++q) {
                p[at + q] = u[q];
                value += u[q] * mu[free[q]][r];
                credit += u[q] * std::max(setCharge[free[q]][r], 0);
            }
            for (int j = 0; j <= J; ++j) {
                const int c = jokerUnit * j - credit;
                if (c >= 0 && value > out[std::size_t(c)] && splitSets(p, j, nullptr)) out[std::size_t(c)] = value;
            }
            return;
        }
        for (u[k] = 0; u[k] <= setAvail[free[k]][r]; ++u[k]) self(self, k + 1);
    };
    visit(visit, 0);
}

void ManipulationSolverState::setsPart(int i, const std::uint8_t *key, Budget &out)
{
    const int S = int(steps.size());
    const Step *st = i < S ? &steps[std::size_t(i)] : nullptr;
    if (!st || st->kind == StepKind::High) {
        out.fill(kNeg);
        out[0] = 0;
        return;
    }
    const int r = st->rank;
    const int first = st->kind == StepKind::Run ? st->suit : 4;
    if (first == 0) { // no pool yet
        out = setAfter[std::size_t(r - 1)];
        return;
    }
    std::uint64_t mk[2] = {std::uint64_t(r) | std::uint64_t(first) << 8, 0};
    std::memcpy(&mk[1], key + offPool, std::size_t(C));
    if (const int at = setsMemo.find(mk); at >= 0) {
        out = setsValues[std::size_t(setsMemo.value[std::size_t(at)])];
        return;
    }
    Budget here{};
    setsAt(r, key + offPool, first, here);
    combine(here, setAfter[std::size_t(r)], out);
    setsMemo.insert(mk, int(setsValues.size()), 0);
    setsValues.push_back(out);
}

void ManipulationSolverState::relaxedSuit(int s, int r, const std::uint8_t *seg, int reserve, int maxB, int *out)
{
    int n[4] = {0, 0, 0, 0};
    for (int q = 0; q < R && seg[q]; ++q) ++n[cLen[seg[q]]];
    suitBudget(s, r, n[1], n[2], n[3], reserve, maxB, out);
}

void ManipulationSolverState::combine(const Budget &a, const Budget &b, Budget &out, int upTo) const
{
    const int top = upTo < 0 ? H : upTo;
    out.fill(kNeg);
    for (int c = 0; c <= top; ++c) {
        const int ac = a[std::size_t(c)];
        if (ac <= kNeg) continue;
        for (int d = 0; c + d <= top; ++d) {
            const int bd = b[std::size_t(d)];
            if (bd > kNeg && ac + bd > out[std::size_t(c + d)]) out[std::size_t(c + d)] = ac + bd;
        }
    }
}

int ManipulationSolverState::childBound(const Budget &rest, const Budget &part, int used) const
{
    // the best of rest[a] + part[b] over the joker counts that place every table joker
    const int lo = jokerUnit * std::max(0, pb.tableJokers - used), hi = jokerUnit * (J - used);
    int best = kNeg;
    for (int a = 0; a <= hi; ++a) {
        const int ra = rest[std::size_t(a)];
        if (ra <= kNeg) continue;
        for (int b = std::max(0, lo - a); a + b <= hi; ++b) {
            const int pbv = part[std::size_t(b)];
            if (pbv <= kNeg || (a + b) % jokerUnit != 0) continue;
            const int k = (a + b) / jokerUnit;
            best = std::max(best, ra + pbv + std::max(0, used + k - pb.tableJokers) * pb.jokerValue * kScale);
        }
    }
    return best;
}

void ManipulationSolverState::suitsBound(int i, const std::uint8_t *key, int skip, Budget &out)
{
    bool first = true;
    Budget v{}, tmp{};
    for (int s = 0; s < 4; ++s) {
        if (s == skip) continue;
        relaxedSuit(s, suitRank(i, s), key + s * R, key[offReserve + s], jokerUnit * (J - key[offJokers]),
                    first ? out.data() : v.data());
        if (first) {
            first = false;
            continue;
        }
        combine(out, v, tmp);
        out = tmp;
    }
    if (first) {
        out.fill(kNeg);
        out[0] = 0;
    }
}

int ManipulationSolverState::boundAt(int i, const std::uint8_t *key)
{
    Budget suits{}, sets{}, all{};
    suitsBound(i, key, -1, suits);
    setsPart(i, key, sets);
    combine(suits, sets, all);
    const int v = jokerBest(all, key[offJokers]);
    return v <= kNeg ? kNeg : unscale(v);
}

int ManipulationSolverState::jokerBest(const Budget &all, int used) const
{
    int best = kNeg;
    for (int k = std::max(0, pb.tableJokers - used); k <= J - used; ++k)
        if (all[std::size_t(jokerUnit * k)] > kNeg)
            best = std::max(best, all[std::size_t(jokerUnit * k)] +
                                      std::max(0, used + k - pb.tableJokers) * pb.jokerValue * kScale);
    return best;
}

} // namespace remi::ai
