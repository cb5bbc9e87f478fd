#include "ai/TableManipulation.h"
#include "ai/ManipulationLayer.h"

#include <algorithm>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <stdexcept>

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

using detail::Layer;
constexpr int kMaxRunsPerSuit = 16;
constexpr int kMaxCodes = 256;

enum class StepKind { Run, Sets, High };
struct Step {
    StepKind kind;
    int rank; // 1..13 (Run, Sets), 14 (High)
    int suit; // Run, High
};

struct Group {
    std::uint8_t code, count, e, a, b;
};

struct ConcreteRun {
    std::uint8_t code;
    int suit;
    std::vector<ManipulationSlot> positions;
};

} // namespace

struct TableManipulationSolver::Impl {
    // problem
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
    // set feasibility memo
    std::vector<std::int8_t> setMemo;
    int memoC = -1, memoJ = -1, memoJmax = -1, memoMinNat = -1;
    // layers
    std::vector<Layer> layers;
    std::vector<Step> steps;
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
    // match mode (reconstruction)
    bool matching = false, found = false;
    // branch and bound: remaining hand value after each step, best value known
    std::vector<int> remValue;
    int remAfter = 0;
    int incumbent = std::numeric_limits<int>::min();
    const std::uint8_t *targetKey = nullptr;
    int targetValue = 0;
    Group mGroups[kMaxRunsPerSuit]{};
    // relaxed bound (suits apart): collecting mode of the expansion
    struct SuitMove {
        std::uint8_t seg[kMaxRunsPerSuit];
        std::uint8_t reserve, pool, jokers;
        int gain;
    };
    bool collecting = false;
    std::vector<SuitMove> *collected = nullptr;
    int mNg = 0, mSn = 0, mSj = 0, mN = 0, mPool = 0, mReserve = 0, mJs = 0;

    int code(int len, int jk, int nat, int from1) const
    {
        return 1 + (std::min(len, 3) - 1) +
               3 * (std::min(jk, jkCap) + (jkCap + 1) * (std::min(nat, minNat) + (minNat + 1) * from1));
    }

    void setup()
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
        jkCap = jmax < J && !looseRuns ? jmax : 0;
        minNat = looseRuns ? 0 : r.minNaturals;
        lastRank = r.aceHigh ? 14 : 13;
        trackFrom1 = r.aceHigh && !r.aceBothEnds;
        R = std::min(C + J, kMaxRunsPerSuit);
        offReserve = 4 * R;
        offPool = offReserve + 4;
        offJokers = offPool + C; // pool: how many suits send v cards to sets, v = 1..C
        KB = (offJokers + 1 + 7) / 8 * 8;
        W = KB / 8;
        codeCount = code(3, jkCap, minNat, trackFrom1 ? 1 : 0) + 1;
        for (int c = 0; c < codeCount; ++c) cLen[c] = cJk[c] = cNat[c] = cFrom1[c] = cTerm[c] = cContNat[c] = cContJok[c] = 0;
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

    // ---- sets -------------------------------------------------------------------------------

    int memoIndex(const int p[4], int j) const
    {
        return (((p[0] * (C + 1) + p[1]) * (C + 1) + p[2]) * (C + 1) + p[3]) * (J + 1) + j;
    }

    /// Can naturals p[suit] and j jokers split exactly into valid sets? Optionally lists them
    /// (suit mask, jokers) in `out`.
    bool splitSets(int p[4], int j, std::vector<std::pair<int, int>> *out)
    {
        int first = -1;
        for (int s = 0; s < 4; ++s)
            if (p[s] > 0) {
                first = s;
                break;
            }
        if (first < 0) return j == 0;
        std::int8_t &m = setMemo[std::size_t(memoIndex(p, j))];
        if (!out && m >= 0) return m == 1;
        bool ok = false;
        for (int mask = 1; mask < 16 && !ok; ++mask) {
            if (!(mask & (1 << first))) continue;
            int n = 0;
            bool avail = true;
            for (int s = 0; s < 4; ++s)
                if (mask & (1 << s)) {
                    ++n;
                    if (p[s] == 0) avail = false;
                }
            if (!avail || n < minNat) continue;
            for (int jj = 0; jj <= std::min(j, jmax) && !ok; ++jj) {
                if (n + jj < 3 || n + jj > 4) continue;
                for (int s = 0; s < 4; ++s)
                    if (mask & (1 << s)) --p[s];
                ok = splitSets(p, j - jj, out);
                for (int s = 0; s < 4; ++s)
                    if (mask & (1 << s)) ++p[s];
                if (ok && out) out->push_back({mask, jj});
            }
        }
        m = ok ? 1 : 0;
        return ok;
    }

    // ---- expansion ----------------------------------------------------------------------------

    int lastRankFor(int c) const { return cFrom1[c] ? 13 : lastRank; }

    void emit(int gain)
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
        if (collecting) {
            const auto *k = reinterpret_cast<const std::uint8_t *>(outKey.data());
            SuitMove m{};
            std::memcpy(m.seg, k + cur.suit * R, std::size_t(R));
            m.reserve = k[offReserve + cur.suit];
            m.pool = std::uint8_t(pool);
            m.jokers = std::uint8_t(k[offJokers] - srcKey[offJokers]);
            m.gain = gain;
            collected->push_back(m);
            return;
        }
        if (v + remAfter < incumbent) return; // cannot reach the best arrangement known
        dst->insert(outKey.data(), v, srcIndex);
    }

    /// Writes the new key of a Run or High step from the scratch decision.
    void buildRunKey()
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

    void afterGroups()
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

    void recGroups(int g)
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

    void expand(const Step &step, const std::uint8_t *key, int index, int value)
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

    // ---- relaxed bound ------------------------------------------------------------------------
    //
    // Each suit alone, from a rank on: its open runs (exactly as in the search), every table card
    // placed, and a natural card may go to a set of its rank at a charge of jokers: a set of n
    // naturals and j jokers charges each natural j/n (rounded down to half jokers, the least
    // charge over the sets that the cards of that rank allow). A real arrangement charges each
    // suit at most the jokers it uses plus its share of the set jokers, so Σ charges ≤ jokers
    // left: the best split of the jokers left between the four suits bounds the value still to
    // come. suitValue[b] = best value of the suit from here with b half jokers (-inf: impossible).

    static constexpr int kNeg = std::numeric_limits<int>::min() / 4;
    int halfJokers = 0; ///< 2J: the largest budget
    int setCharge[4][14]{}; ///< half jokers per natural sent to a set, -1: no set possible
    Layer suitMemo;                ///< (suit, rank, reserve, segment) → offset in suitValues
    std::vector<int> suitValues;
    std::vector<std::vector<SuitMove>> movePool; ///< one move list per rank (recursion depth)
    std::vector<int> zeroValues, negValues;

    void setupBound()
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

    /// Best value of suit `s` from rank `r` on (15: after the high ace) with each budget, for
    /// the suit segment `seg` and aces kept back `reserve`. Writes halfJokers + 1 values.
    void suitValue(int s, int r, const std::uint8_t *seg, int reserve, int *out)
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

    // The suit bounds come from a twin solver with looser runs (any number of jokers and
    // naturals, A..K-A allowed): its run classes are the lengths 1, 2, 3+ only, so that it has
    // far fewer suit states, and its bound is still an upper bound of this problem's. twinCode
    // maps a run class to the twin's.
    std::unique_ptr<Impl> twin;
    std::array<std::uint8_t, kMaxCodes> twinCode{};

    void setupTwin()
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

    /// suitValue of the twin for a segment of this problem.
    void relaxedSuit(int s, int r, const std::uint8_t *seg, int reserve, int *out)
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

    long long allNodes() const { return nodes + (twin ? twin->nodes : 0); }

    using Budget = std::array<int, 2 * 8 + 1>; ///< a value per budget of half jokers

    /// Rank at which suit `s` of a state before step `i` stands (15: finished).
    int suitRank(int i, int s) const
    {
        if (i >= int(steps.size())) return 15;
        const Step &st = steps[std::size_t(i)];
        const bool done = st.kind == StepKind::Sets || s < st.suit;
        return done ? st.rank + 1 : st.rank;
    }

    /// out = best split of each budget between a and b.
    void combine(const Budget &a, const Budget &b, Budget &out) const
    {
        for (int x = 0; x <= halfJokers; ++x) {
            int best = kNeg;
            for (int c = 0; c <= x; ++c)
                if (a[std::size_t(c)] > kNeg && b[std::size_t(x - c)] > kNeg)
                    best = std::max(best, a[std::size_t(c)] + b[std::size_t(x - c)]);
            out[std::size_t(x)] = best;
        }
    }

    /// The suits' bound functions for the state `key` before step `i`, suit `skip` left out
    /// (-1: none).
    void suitsBound(int i, const std::uint8_t *key, int skip, Budget &out)
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

    /// Upper bound on the value still to come (hand jokers included) for the state `key` before
    /// step `i`; kNeg when no arrangement can complete it.
    int boundAt(int i, const std::uint8_t *key)
    {
        Budget all{};
        suitsBound(i, key, -1, all);
        const int v = all[std::size_t(2 * (J - key[offJokers]))];
        return v <= kNeg ? kNeg : v + pb.handJokers * pb.jokerValue;
    }

    // ---- solve ----------------------------------------------------------------------------------

    ManipulationSolution run(bool withMelds)
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
        // When every hand card fits, a quick dive (best value first) usually finds it at once.
        nodeCap = kQuickNodes;
        ManipulationSolution quick = depthFirst(remValue[0], withMelds);
        nodeCap = 0;
        if (quick.feasible || (quick.aborted && maxStates > 0 && nodes > maxStates)) return quick;
        setupBound();
        setupTwin();
        std::array<std::uint64_t, 16> zero{};
        rootBound = std::min(boundAt(0, reinterpret_cast<const std::uint8_t *>(zero.data())), remValue[0]);
        if (rootBound <= kNeg) {
            ManipulationSolution none;
            none.states = allNodes();
            return none;
        }
        return bestFirst(withMelds);
    }

    // ---- depth-first branch and bound -------------------------------------------------------

    std::vector<Layer> children, visited;
    std::vector<std::uint64_t> pathKeys, bestKeys;
    std::vector<int> pathValues, bestValues;
    long long nodes = 0;
    bool abortSearch = false, foundBest = false;
    int bestFinal = 0;
    int rootBound = 0;
    long long nodeCap = 0;  ///< > 0: the quick dive gives up after that many nodes
    static constexpr long long kQuickNodes = 3000;

    int finalValue(const std::uint8_t *key, int value) const
    {
        if (key[offJokers] < pb.tableJokers) return std::numeric_limits<int>::min();
        for (int q = 0; q < 4 * R; ++q)
            if (key[q] && !cTerm[key[q]]) return std::numeric_limits<int>::min();
        return value + (key[offJokers] - pb.tableJokers) * pb.jokerValue;
    }

    void dfs(int i, const std::uint64_t *key, int value)
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
            incumbent = fv + 1; // from now on only better arrangements count
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
        // best value first
        std::vector<int> order(static_cast<std::size_t>(ch.size()));
        for (int k = 0; k < ch.size(); ++k) order[std::size_t(k)] = k;
        std::sort(order.begin(), order.end(), [&ch](int a, int b) { return ch.value[std::size_t(a)] > ch.value[std::size_t(b)]; });
        for (int k : order) {
            if (abortSearch) return;
            dfs(i + 1, &ch.keys[std::size_t(k) * std::size_t(W)], ch.value[std::size_t(k)]);
        }
    }

    ManipulationSolution depthFirst(int target, bool withMelds)
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
        if (abortSearch) {
            sol.aborted = true;
            return sol;
        }
        if (!foundBest) return sol;
        sol.feasible = true;
        sol.value = bestFinal;
        sol.handJokersUsed = reinterpret_cast<const std::uint8_t *>(&bestKeys[std::size_t(S) * W])[offJokers] - pb.tableJokers;
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

    // ---- best first --------------------------------------------------------------------------

    std::vector<std::uint64_t> recKeys; ///< W words per record
    std::vector<int> recValue, recParent, recStep;
    struct Open {
        int f, step, rec;
        bool operator<(const Open &o) const { return f != o.f ? f < o.f : step < o.step; }
    };
    std::vector<Open> heap;

    int addRecord(int step, const std::uint64_t *key, int value, int parent)
    {
        recKeys.insert(recKeys.end(), key, key + W);
        recValue.push_back(value);
        recParent.push_back(parent);
        recStep.push_back(step);
        return int(recValue.size()) - 1;
    }

    /// Best-first search on value + bound (the bound never underestimates, so the first
    /// complete arrangement taken from the queue is optimal). A state is queued again only
    /// when reached with a higher value.
    ManipulationSolution bestFirst(bool withMelds)
    {
        const int S = int(steps.size());
        if (int(visited.size()) < S + 1) visited.resize(std::size_t(S + 1));
        if (int(children.size()) < S + 1) children.resize(std::size_t(S + 1));
        for (int i = 0; i <= S; ++i) visited[std::size_t(i)].reset(W);
        recKeys.clear();
        recValue.clear();
        recParent.clear();
        recStep.clear();
        heap.clear();
        ManipulationSolution sol;
        std::array<std::uint64_t, 16> zero{};
        visited[0].improve(zero.data(), 0);
        heap.push_back({rootBound, 0, addRecord(0, zero.data(), 0, -1)});
        Layer &ch = children[0];
        while (!heap.empty()) {
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
                        layers[std::size_t(q)].insert(&recKeys[std::size_t(r) * std::size_t(W)], recValue[std::size_t(r)], q == 0 ? -1 : 0);
                    }
                    rebuild(sol, 0);
                }
                return sol;
            }
            {
                const int at = visited[std::size_t(i)].find(key);
                if (at >= 0 && visited[std::size_t(i)].value[std::size_t(at)] > value) continue; // stale
            }
            ++nodes;
            if (maxStates > 0 && allNodes() > maxStates) {
                sol.states = allNodes();
                sol.aborted = true;
                return sol;
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
            Budget rest{}, mine{};
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
                    const int cap = 2 * (J - ck[offJokers]);
                    int b = kNeg;
                    if (moved < 0) {
                        b = rest[std::size_t(cap)];
                    } else {
                        relaxedSuit(moved, suitRank(i + 1, moved), ck + moved * R, ck[offReserve + moved], mine.data());
                        for (int c = 0; c <= cap; ++c)
                            if (rest[std::size_t(c)] > kNeg && mine[std::size_t(cap - c)] > kNeg)
                                b = std::max(b, rest[std::size_t(c)] + mine[std::size_t(cap - c)]);
                    }
                    if (b <= kNeg) continue;
                    f = cv + std::min(b + pb.handJokers * pb.jokerValue, remValue[std::size_t(i + 1)]);
                }
                const auto *ckw = &ch.keys[std::size_t(k) * std::size_t(W)];
                if (!visited[std::size_t(i + 1)].improve(ckw, cv)) continue;
                heap.push_back({f, i + 1, addRecord(i + 1, ckw, cv, top.rec)});
                std::push_heap(heap.begin(), heap.end());
            }
        }
        sol.states = allNodes();
        return sol;
    }

    void rebuild(ManipulationSolution &sol, int bestIndex)
    {
        const int S = int(steps.size());
        std::vector<int> path(std::size_t(S + 1));
        path[std::size_t(S)] = bestIndex;
        for (int i = S; i > 0; --i) path[std::size_t(i - 1)] = layers[std::size_t(i)].prev[std::size_t(path[std::size_t(i)])];
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
            for (int q = 0; q < mSn; ++q)
                open.push_back({startNat[from1], s, {{false, std::uint8_t(s), std::uint8_t(r)}}});
            for (int q = 0; q < mSj; ++q)
                open.push_back({startJok[from1], s, {{true, std::uint8_t(s), std::uint8_t(r)}}});
        }
        for (auto &run : open) finish(run);
    }
};

TableManipulationSolver::TableManipulationSolver() : m_impl(std::make_unique<Impl>()) {}
TableManipulationSolver::~TableManipulationSolver() = default;

ManipulationSolution TableManipulationSolver::solve(const ManipulationProblem &problem, bool withMelds,
                                                    long long maxStates)
{
    m_impl->pb = problem;
    m_impl->maxStates = maxStates;
    return m_impl->run(withMelds);
}

} // namespace remi::ai
