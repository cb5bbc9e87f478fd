// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The states of the table-manipulation search and one step of expansion (ManipulationSolver.h).
#include "ai/manipulation/ManipulationSolver.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace remi::ai {

void ManipulationSolverState::setup()
{
    const auto &r = pb.rules;
    if (r.copies < 1 || r.copies > 8 || r.jokersPerMeld < 0 || r.jokersPerMeld > 4 || r.minNaturals < 1 ||
        r.minNaturals > 4 || pb.tableJokers < 0 || pb.handJokers < 0 || pb.tableJokers + pb.handJokers > 8 ||
        pb.jokerValue < 0)
        throw std::invalid_argument("manipulation: rules out of range");
    for (int s = 0; s < 4; ++s)
        for (int k = 0; k < 13; ++k)
            if (pb.table[s][k] + pb.hand[s][k] > r.copies || pb.value[s][k] < 0)
                throw std::invalid_argument("manipulation: more copies of a card than the shoe holds");
    C = r.copies;
    J = pb.tableJokers + pb.handJokers;
    jmax = std::min(r.jokersPerMeld, J);
    jkCap = jmax < J ? jmax : 0;
    minNat = r.minNaturals;
    lastRank = r.aceHigh ? 14 : 13;
    trackFrom1 = r.aceHigh && !r.aceBothEnds;
    R = std::min(C + J, kMaxRunsPerSuit);
    offReserve = 4 * R;
    offPool = offReserve + 4;
    offJokers = offPool + C; // pool: how many suits send v cards to sets, v = 1..C
    KB = (offJokers + 1 + 7) / 8 * 8;
    W = KB / 8;
    codeCount = code(3, jkCap, minNat, trackFrom1 ? 1 : 0) + 1;
    for (int c = 0; c < codeCount; ++c)
        cLen[c] = cJk[c] = cNat[c] = cFrom1[c] = cTerm[c] = cContNat[c] = cContJok[c] = 0;
    for (int from1 = 0; from1 <= (trackFrom1 ? 1 : 0); ++from1)
        for (int nat = 0; nat <= minNat; ++nat)
            for (int jk = 0; jk <= jkCap; ++jk)
                for (int len = 1; len <= 3; ++len) {
                    const int c = code(len, jk, nat, from1);
                    cLen[c] = std::uint8_t(len);
                    cJk[c] = std::uint8_t(jk);
                    cNat[c] = std::uint8_t(nat);
                    cFrom1[c] = std::uint8_t(from1);
                    cTerm[c] = len >= 3 && nat >= minNat;
                    cContNat[c] = std::uint8_t(code(len + 1, jk, nat + 1, from1));
                    const bool jokerFits = jkCap > 0 ? jk < jmax : jmax >= 1;
                    cContJok[c] = jokerFits ? std::uint8_t(code(len + 1, jk + 1, nat, from1)) : 0;
                }
    for (int from1 = 0; from1 < 2; ++from1) {
        const int f = trackFrom1 ? from1 : 0;
        startNat[from1] = std::uint8_t(code(1, 0, 1, f));
        startJok[from1] = jmax >= 1 ? std::uint8_t(code(1, 1, 0, f)) : 0;
    }
    if (memoC != C || memoJ != J || memoJmax != jmax || memoMinNat != minNat) {
        memoC = C;
        memoJ = J;
        memoJmax = jmax;
        memoMinNat = minNat;
        setMemo.assign(std::size_t((C + 1) * (C + 1) * (C + 1) * (C + 1) * (J + 1)), -1);
    }
    steps.clear();
    for (int rank = 1; rank <= 13; ++rank) {
        for (int s = 0; s < 4; ++s) steps.push_back({StepKind::Run, rank, s});
        steps.push_back({StepKind::Sets, rank, 0});
    }
    if (r.aceHigh)
        for (int s = 0; s < 4; ++s) steps.push_back({StepKind::High, 14, s});
}

void ManipulationSolverState::emit(int gain)
{
    const int v = srcValue + gain;
    if (matching) {
        if (found || v != targetValue || std::memcmp(outKey.data(), targetKey, std::size_t(KB)) != 0) return;
        found = true;
        mNg = ng;
        std::copy(groups, groups + ng, mGroups);
        mSn = sn;
        mSj = sj;
        mN = nUsed;
        mPool = pool;
        mReserve = reserve;
        mJs = js;
        return;
    }
    if (v + remAfter < incumbent) return; // cannot reach the best arrangement known
    if (guided) {
        const int score = guideScore();
        const int at = dst->find(outKey.data());
        if (at < 0) {
            dst->insert(outKey.data(), v, score);
        } else {
            dst->value[std::size_t(at)] = std::max(dst->value[std::size_t(at)], v);
            dst->prev[std::size_t(at)] = std::min(dst->prev[std::size_t(at)], score);
        }
        return;
    }
    dst->insert(outKey.data(), v, srcIndex);
}

int ManipulationSolverState::guideScore() const
{
    if (cur.kind == StepKind::High) return 0;
    const int r = cur.rank;
    if (cur.kind == StepKind::Sets) return std::abs(100 * js - guide.setJokers[r]);
    const int s = cur.suit;
    int ends = 0;
    for (int g = 0; g < ng; ++g) ends += groups[g].e;
    return std::abs(100 * pool - guide.pool[s][r]) + std::abs(100 * (nUsed - t) - guide.used[s][r]) +
           std::abs(100 * (sn + sj) - guide.starts[s][r]) + std::abs(100 * ends - guide.ends[s][r]) +
           std::abs(100 * (bSum + sj) - guide.jokers[s][r]);
}

void ManipulationSolverState::buildRunKey()
{
    auto *k = reinterpret_cast<std::uint8_t *>(outKey.data());
    std::memcpy(k, srcKey, std::size_t(KB));
    std::uint8_t codes[kMaxRunsPerSuit];
    int n = newCount;
    std::copy(newCodes, newCodes + n, codes);
    const int from1 = cur.rank == 1 ? 1 : 0;
    for (int i = 0; i < sn; ++i) codes[n++] = startNat[from1];
    for (int i = 0; i < sj; ++i) codes[n++] = startJok[from1];
    for (int i = 1; i < n; ++i) { // insertion sort, highest code first
        const std::uint8_t x = codes[i];
        int j = i;
        for (; j > 0 && codes[j - 1] < x; --j) codes[j] = codes[j - 1];
        codes[j] = x;
    }
    std::uint8_t *seg = k + cur.suit * R;
    for (int i = 0; i < R; ++i) seg[i] = i < n ? codes[i] : 0;
    if (cur.kind == StepKind::High) {
        k[offReserve + cur.suit] = 0;
    } else {
        if (pool > 0) ++k[offPool + pool - 1];
        if (cur.rank == 1) k[offReserve + cur.suit] = std::uint8_t(reserve);
    }
    k[offJokers] = std::uint8_t(srcKey[offJokers] + bSum + sj);
}

void ManipulationSolverState::afterGroups()
{
    const int s = cur.suit;
    if (cur.kind == StepKind::High) {
        if (aSum != srcKey[offReserve + s]) return;
        sn = sj = 0;
        nUsed = pool = reserve = 0;
        buildRunKey();
        emit(0);
        return;
    }
    const int r = cur.rank;
    const bool canStart = r + 2 <= (r == 1 && trackFrom1 ? 13 : lastRank) && (r != 1 || pb.rules.aceLow);
    const int natMax = canStart ? t + h - aSum : 0;
    const int jokMax = canStart && startJok[0] ? jokLeft - bSum : 0;
    const int val = pb.value[s][r - 1];
    for (sn = 0; sn <= natMax; ++sn) {
        for (sj = 0; sj <= jokMax; ++sj) {
            if (newCount + sn + sj > R) break;
            const int nr = aSum + sn;
            for (nUsed = std::max(t, nr); nUsed <= t + h; ++nUsed) {
                const int rest = nUsed - nr;
                const int gain = (nUsed - t) * val;
                if (r == 1 && pb.rules.aceHigh) {
                    for (reserve = 0; reserve <= rest; ++reserve) {
                        pool = rest - reserve;
                        buildRunKey();
                        emit(gain);
                    }
                } else {
                    reserve = 0;
                    pool = rest;
                    buildRunKey();
                    emit(gain);
                }
            }
        }
    }
}

void ManipulationSolverState::recGroups(int g)
{
    if (g == ng) {
        afterGroups();
        return;
    }
    Group &gr = groups[g];
    const int c = gr.code;
    const int cnt = gr.count;
    const bool high = cur.kind == StepKind::High;
    const int r = cur.rank;
    std::uint8_t cn = cContNat[c], cj = cContJok[c];
    if (high && cFrom1[c]) cn = cj = 0;
    // a continued run must still be able to reach three cards
    if (cn && r + (3 - cLen[cn]) > lastRankFor(c)) cn = 0;
    if (cj && r + (3 - cLen[cj]) > lastRankFor(c)) cj = 0;
    const int natCap = high ? srcKey[offReserve + cur.suit] : t + h;
    for (int e = 0; e <= cnt; ++e) {
        if (e > 0 && !cTerm[c]) break;
        for (int a = 0; a <= cnt - e; ++a) {
            const int b = cnt - e - a;
            if (a > 0 && (!cn || aSum + a > natCap)) break;
            if (b > 0 && (!cj || bSum + b > jokLeft)) continue;
            gr.e = std::uint8_t(e);
            gr.a = std::uint8_t(a);
            gr.b = std::uint8_t(b);
            const int saveCount = newCount;
            for (int i = 0; i < a; ++i) newCodes[newCount++] = cn;
            for (int i = 0; i < b; ++i) newCodes[newCount++] = cj;
            aSum += a;
            bSum += b;
            recGroups(g + 1);
            aSum -= a;
            bSum -= b;
            newCount = saveCount;
        }
    }
}

void ManipulationSolverState::expand(const Step &step, const std::uint8_t *key, int index, int value)
{
    cur = step;
    srcKey = key;
    srcIndex = index;
    srcValue = value;
    jokLeft = J - key[offJokers];
    if (step.kind == StepKind::Sets) {
        int p[4] = {0, 0, 0, 0};
        bool any = false;
        int at = 0;
        for (int v = C; v >= 1; --v)
            for (int q = 0; q < key[offPool + v - 1] && at < 4; ++q) p[at++] = v;
        any = at > 0;
        auto *k = reinterpret_cast<std::uint8_t *>(outKey.data());
        std::memcpy(k, key, std::size_t(KB));
        for (int v = 0; v < C; ++v) k[offPool + v] = 0;
        ng = 0;
        if (!any) {
            js = 0;
            emit(0);
            return;
        }
        for (js = 0; js <= jokLeft; ++js) {
            if (!splitSets(p, js, nullptr)) continue;
            k[offJokers] = std::uint8_t(key[offJokers] + js);
            emit(0);
        }
        return;
    }
    const int s = step.suit;
    if (step.kind == StepKind::Run) {
        t = pb.table[s][step.rank - 1];
        h = pb.hand[s][step.rank - 1];
    } else {
        t = h = 0;
    }
    // group the suit's open runs by class (the segment is sorted, highest code first)
    ng = 0;
    const std::uint8_t *seg = key + s * R;
    for (int i = 0; i < R && seg[i]; ++i) {
        if (ng > 0 && groups[ng - 1].code == seg[i]) ++groups[ng - 1].count;
        else groups[ng++] = Group{seg[i], 1, 0, 0, 0};
    }
    newCount = aSum = bSum = 0;
    js = 0;
    recGroups(0);
}

} // namespace remi::ai
