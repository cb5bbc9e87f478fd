// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// One suit alone, relaxed: the per-suit part of the search's bound (ManipulationSolver.h,
// ManipulationBound.cpp).
//
// A suit state is (rank, n1, n2, n3, aces kept back): the open runs of length 1, 2 and 3+ (any
// number of jokers and naturals in each, A..K-A allowed: looser than the rules, so still an upper
// bound). At a rank the state's runs of length 1 and 2 continue, those of length 3+ continue or
// end, new ones start; the cards they take are the table's and some of the hand's naturals of
// that rank and jokers, and the naturals left over go to sets, paying mu (or a charge of half
// jokers) each. A budget is the jokers the suit spends from the state on. What a rank's
// natural cards can earn depends only on how many cards the runs take there and how many of them
// are jokers (gGain), so a step is a choice of runs ended and started.
#include "ai/manipulation/ManipulationSolver.h"

#include <algorithm>
#include <cstring>

namespace remi::ai {

void ManipulationSolverState::setupSuits()
{
    gR = R;
    jokerUnit = useCharges ? 2 : 1;
    H = jokerUnit * J;
    gLast = pb.rules.aceHigh ? 14 : 13;
    gRes = pb.rules.aceHigh ? C + 1 : 1;
    gTri.assign(std::size_t((gR + 1) * (gR + 1) * (gR + 1)), -1);
    gTriCount = 0;
    for (int n1 = 0; n1 <= gR; ++n1)
        for (int n2 = 0; n1 + n2 <= gR; ++n2)
            for (int n3 = 0; n1 + n2 + n3 <= gR; ++n3)
                gTri[std::size_t((n1 * (gR + 1) + n2) * (gR + 1) + n3)] = gTriCount++;
    gGain.assign(std::size_t(4 * 14 * (gR + 1) * gRes * (H + 1)), kNeg);
    for (int r = 1; r <= 13; ++r) {
        int present = 0;
        for (int s = 0; s < 4; ++s) {
            setAvail[s][r] = pb.table[s][r - 1] + pb.hand[s][r - 1];
            if (setAvail[s][r] > 0) ++present;
        }
        // the least joker share of a natural over the sets the suits present at r allow
        int best = -1;
        for (int n = std::max(1, minNat); n <= present; ++n)
            for (int j = 0; j <= jmax; ++j)
                if (n + j >= 3 && n + j <= 4 && (best < 0 || 2 * j / n < best)) best = 2 * j / n;
        for (int s = 0; s < 4; ++s) setCharge[s][r] = useCharges ? best : (best < 0 ? -1 : 0);
    }
}

void ManipulationSolverState::suitGains()
{
    for (int s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r) {
            const int t = pb.table[s][r - 1], h = pb.hand[s][r - 1];
            const int val = pb.value[s][r - 1] * kScale, price = mu[s][r], charge = setCharge[s][r];
            for (int tot = 0; tot <= gR; ++tot)
                for (int res = 0; res < (r == 1 ? gRes : 1); ++res) {
                    int *g = &gainAt(s, r, tot, res, 0);
                    std::fill_n(g, H + 1, kNeg);
                    for (int jk = 0; jk <= std::min(J, tot); ++jk) {
                        const int x = tot - jk; // naturals in runs
                        // naturals placed: the runs', the aces kept back, the rest to sets
                        for (int used = std::max(t, x + res); used <= t + h; ++used) {
                            const int pool = used - x - res;
                            if (pool > 0 && charge < 0) break;
                            const int c = jokerUnit * jk + pool * std::max(charge, 0);
                            if (c > H) break;
                            g[c] = std::max(g[c], (used - t) * val - price * pool);
                        }
                    }
                }
        }
}

void ManipulationSolverState::suitBudget(int s, int r, int n1, int n2, int n3, int res, int maxB, int *out)
{
    if (r == 15 || (r == 14 && gLast == 13)) {
        const bool ok = n1 == 0 && n2 == 0 && res == 0;
        for (int b = 0; b <= H; ++b) out[b] = ok && b == 0 ? 0 : kNeg;
        return;
    }
    if (r == 14) { // the kept aces and jokers end runs of length 2 or more (all of length 2)
        const int lo = std::max(0, n2 - res), hi = n2 + n3 - res;
        const bool ok = n1 == 0 && n2 + n3 >= res;
        for (int b = 0; b <= H; ++b)
            out[b] = ok && b % jokerUnit == 0 && b >= jokerUnit * lo && b <= jokerUnit * hi ? 0 : kNeg;
        return;
    }
    const int idx = suitState(s, r, n1, n2, n3, res);
    if (const int at = gBudgetAt[std::size_t(idx)]; at >= 0 && gBudgetMax[std::size_t(idx)] >= maxB) {
        std::copy_n(gBudgetValues.data() + at, H + 1, out);
        return;
    }
    ++boundNodes;
    std::fill_n(out, H + 1, kNeg);
    if (n1 == 0 || r + 1 <= gLast) {
        const bool canStart = r + 2 <= gLast && (r != 1 || pb.rules.aceLow);
        const bool keep = r == 1 && gRes > 1;
        // the runs of length 1 and 2 at the next rank must go on: with its cards or jokers
        const int nextCards = r + 1 <= 13 ? setAvail[s][r + 1] : C;
        int child[2 * 8 + 1];
        for (int e = 0; e <= n3; ++e) {
            const int m = n1 + n2 + n3 - e;
            for (int n1p = 0; n1p <= (canStart ? gR - m : 0); ++n1p) {
                const int tot = m + n1p;
                const int needNext = jokerUnit * std::max(0, n1p + n1 - nextCards);
                for (int nr = keep ? 0 : res; nr <= (keep ? gRes - 1 : res); ++nr) {
                    const int *g = &gainAt(s, r, tot, keep ? nr : 0, 0);
                    int cheapest = -1;
                    for (int c = 0; c <= maxB && cheapest < 0; ++c)
                        if (g[c] > kNeg) cheapest = c;
                    if (cheapest < 0 || cheapest + needNext > maxB) continue; // these runs cannot go on
                    suitBudget(s, r + 1, n1p, n1, n2 + n3 - e, nr, maxB - cheapest, child);
                    for (int c = cheapest; c <= maxB; ++c) {
                        if (g[c] <= kNeg) continue;
                        for (int b = c; b <= maxB; ++b)
                            if (child[b - c] > kNeg) out[b] = std::max(out[b], g[c] + child[b - c]);
                    }
                }
            }
        }
    }
    gBudgetAt[std::size_t(idx)] = int(gBudgetValues.size());
    gBudgetMax[std::size_t(idx)] = std::int8_t(maxB);
    gBudgetValues.insert(gBudgetValues.end(), out, out + H + 1);
}

} // namespace remi::ai
