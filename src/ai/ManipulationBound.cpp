// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The relaxed upper bound of the table-manipulation search (ManipulationSolver.h).
//
// Each suit alone, from a rank on: its open runs, every table card placed, and a natural card may
// go to a set of its rank at a charge of jokers: a set of n naturals and j jokers charges each
// natural j/n (rounded down to half jokers, the least charge over the sets that the cards of that
// rank allow). A real arrangement charges each suit at most the jokers it uses in runs plus its
// share of the set jokers, so the charges add up to at most the jokers left: the best split of
// the jokers left between the four suits bounds the value still to come. The suits are solved by
// a twin with looser runs (any number of jokers and naturals per run, A..K-A allowed), whose run
// classes are the lengths 1, 2 and 3+ only: far fewer suit states, still an upper bound.
#include "ai/ManipulationSolver.h"

#include <algorithm>
#include <cstring>

namespace remi::ai {

void TableManipulationSolver::Impl::setupBound()
{
    halfJokers = 2 * J;
    suitMemo.reset(3);
    suitValues.clear();
    movePool.resize(16);
    zeroValues.assign(std::size_t(halfJokers + 1), 0);
    negValues.assign(std::size_t(halfJokers + 1), kNeg);
    for (int r = 1; r <= 13; ++r) {
        int present = 0;
        for (int s = 0; s < 4; ++s)
            if (pb.table[s][r - 1] + pb.hand[s][r - 1] > 0) ++present;
        for (int s = 0; s < 4; ++s) {
            int best = -1;
            for (int n = std::max(1, minNat); n <= present; ++n)
                for (int j = 0; j <= jmax; ++j)
                    if (n + j >= 3 && n + j <= 4 && (best < 0 || 2 * j / n < best)) best = 2 * j / n;
            setCharge[s][r - 1] = best;
        }
    }
}

void TableManipulationSolver::Impl::suitValue(int s, int r, const std::uint8_t *seg, int reserve, int *out)
{
    if (r == 15 || (r == 14 && !pb.rules.aceHigh)) {
        bool ok = reserve == 0;
        for (int q = 0; q < R && ok; ++q)
            if (seg[q] && !cTerm[seg[q]]) ok = false;
        std::copy_n(ok ? zeroValues.data() : negValues.data(), halfJokers + 1, out);
        return;
    }
    std::uint64_t mk[3] = {0, 0, 0};
    std::memcpy(mk, seg, std::size_t(R));
    mk[2] = std::uint64_t(s) | std::uint64_t(r) << 8 | std::uint64_t(reserve) << 16;
    if (const int at = suitMemo.find(mk); at >= 0) {
        std::copy_n(suitValues.data() + suitMemo.value[std::size_t(at)], halfJokers + 1, out);
        return;
    }
    std::array<std::uint64_t, 16> src{};
    auto *k = reinterpret_cast<std::uint8_t *>(src.data());
    std::memcpy(k + s * R, seg, std::size_t(R));
    k[offReserve + s] = std::uint8_t(reserve);
    std::vector<SuitMove> &moves = movePool[std::size_t(r)];
    moves.clear();
    collecting = true;
    collected = &moves;
    expand(r == 14 ? Step{StepKind::High, 14, s} : Step{StepKind::Run, r, s}, k, 0, 0);
    collecting = false;
    ++nodes;
    std::fill_n(out, halfJokers + 1, kNeg);
    int child[2 * 8 + 1];
    const int charge = r <= 13 ? setCharge[s][r - 1] : 0;
    for (const SuitMove &m : moves) {
        if (m.pool > 0 && charge < 0) continue;
        const int cost = 2 * m.jokers + m.pool * std::max(charge, 0);
        if (cost > halfJokers) continue;
        suitValue(s, r + 1, m.seg, m.reserve, child);
        for (int b = cost; b <= halfJokers; ++b)
            if (child[b - cost] > kNeg) out[b] = std::max(out[b], m.gain + child[b - cost]);
    }
    for (int b = 1; b <= halfJokers; ++b) out[b] = std::max(out[b], out[b - 1]);
    suitMemo.insert(mk, int(suitValues.size()), 0);
    suitValues.insert(suitValues.end(), out, out + halfJokers + 1);
}

void TableManipulationSolver::Impl::setupTwin()
{
    if (!twin) twin = std::make_unique<Impl>();
    twin->looseRuns = true;
    twin->pb = pb;
    auto &tr = twin->pb.rules;
    tr.jokersPerMeld = 4;
    tr.minNaturals = 1;
    tr.aceBothEnds = tr.aceHigh;
    twin->setup();
    twin->setupBound();
    twin->nodes = 0;
    std::memcpy(twin->setCharge, setCharge, sizeof setCharge); // sets under the real rules
    twinCode[0] = 0;
    for (int c = 1; c < codeCount; ++c)
        twinCode[std::size_t(c)] = std::uint8_t(twin->code(cLen[c], std::min<int>(cJk[c], twin->jkCap),
                                                           std::min<int>(cNat[c], twin->minNat),
                                                           twin->trackFrom1 ? cFrom1[c] : 0));
}

void TableManipulationSolver::Impl::relaxedSuit(int s, int r, const std::uint8_t *seg, int reserve, int *out)
{
    std::uint8_t codes[kMaxRunsPerSuit];
    int n = 0;
    for (; n < R && seg[n]; ++n) {
        const std::uint8_t x = twinCode[seg[n]];
        int j = n;
        for (; j > 0 && codes[j - 1] < x; --j) codes[j] = codes[j - 1];
        codes[j] = x;
    }
    std::fill(codes + n, codes + R, std::uint8_t(0));
    twin->suitValue(s, r, codes, reserve, out);
}

void TableManipulationSolver::Impl::combine(const Budget &a, const Budget &b, Budget &out) const
{
    for (int x = 0; x <= halfJokers; ++x) {
        int best = kNeg;
        for (int c = 0; c <= x; ++c)
            if (a[std::size_t(c)] > kNeg && b[std::size_t(x - c)] > kNeg)
                best = std::max(best, a[std::size_t(c)] + b[std::size_t(x - c)]);
        out[std::size_t(x)] = best;
    }
}

void TableManipulationSolver::Impl::suitsBound(int i, const std::uint8_t *key, int skip, Budget &out)
{
    bool first = true;
    Budget v{}, tmp{};
    for (int s = 0; s < 4; ++s) {
        if (s == skip) continue;
        relaxedSuit(s, suitRank(i, s), key + s * R, key[offReserve + s], first ? out.data() : v.data());
        if (first) {
            first = false;
            continue;
        }
        combine(out, v, tmp);
        out = tmp;
    }
    if (first) {
        out.fill(kNeg);
        std::fill_n(out.begin(), halfJokers + 1, 0);
    }
}

int TableManipulationSolver::Impl::boundAt(int i, const std::uint8_t *key)
{
    Budget all{};
    suitsBound(i, key, -1, all);
    const int v = all[std::size_t(2 * (J - key[offJokers]))];
    return v <= kNeg ? kNeg : v + pb.handJokers * pb.jokerValue;
}

} // namespace remi::ai
