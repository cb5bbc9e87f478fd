// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to MeldPartition: the exact search over packed hand states.
//
// A state holds, for each meldable face, how many copies remain, and the jokers that remain,
// packed into bit fields with a guard bit above each field. A candidate meld's needs are packed
// the same way, so "the hand still has these cards" is one subtraction: ((s | G) - need) & G == G
// (a field short of cards borrows its guard bit), and the hand after the meld is s - need.
// The search takes the lowest remaining natural card: it goes into a candidate meld whose lowest
// face it is, or it stays in hand together with the remaining copies of its face (copies are
// alike, so melded copies can always be taken first). Values are memoised per (state, flags); a bound (every remaining
// card melded) cuts branches that cannot beat the best found, and such fail-low results are kept
// in the memo as upper bounds.

#include "ai/partition/PartitionCandidates.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace remi::ai::detail {

constexpr int kInfeasible = -1'000'000'000;
constexpr int kRootAlpha = kInfeasible / 2;

// Flags the arrangement collects on the way; the terminal state checks the required ones.
constexpr std::uint8_t kFlagLeft = 1;       ///< some card stays in hand
constexpr std::uint8_t kFlagRun = 2;        ///< a run was melded
constexpr std::uint8_t kFlagNaturalRun = 4; ///< a run without a joker was melded

// ---- packed state operations: one 64-bit word, or four words (fields never straddle words)

using Narrow = std::uint64_t;
struct Wide {
    std::array<std::uint64_t, 4> w{};
    friend bool operator==(const Wide &, const Wide &) = default;
};

inline bool fits(Narrow s, Narrow need, Narrow guard)
{
    return (((s | guard) - need) & guard) == guard;
}
inline Narrow minus(Narrow a, Narrow b)
{
    return a - b;
}
inline Narrow bitAnd(Narrow a, Narrow b)
{
    return a & b;
}
inline bool isZero(Narrow a)
{
    return a == 0;
}
inline int lowestBit(Narrow a)
{
    return std::countr_zero(a);
}
inline void addAt(Narrow &a, int bit, std::uint64_t v)
{
    a += v << bit;
}
inline std::uint64_t hashOf(Narrow a)
{
    return a * 0x9E3779B97F4A7C15ull;
}
inline Narrow andNot(Narrow a, Narrow b)
{
    return a & ~b;
}
inline int fieldValue(Narrow a, int bit, int width)
{
    return static_cast<int>((a >> bit) & ((std::uint64_t{1} << width) - 1));
}

inline bool fits(const Wide &s, const Wide &need, const Wide &guard)
{
    for (std::size_t i = 0; i < 4; ++i)
        if ((((s.w[i] | guard.w[i]) - need.w[i]) & guard.w[i]) != guard.w[i]) return false;
    return true;
}
inline Wide minus(const Wide &a, const Wide &b)
{
    Wide r;
    for (std::size_t i = 0; i < 4; ++i) r.w[i] = a.w[i] - b.w[i];
    return r;
}
inline Wide bitAnd(const Wide &a, const Wide &b)
{
    Wide r;
    for (std::size_t i = 0; i < 4; ++i) r.w[i] = a.w[i] & b.w[i];
    return r;
}
inline bool isZero(const Wide &a)
{
    return (a.w[0] | a.w[1] | a.w[2] | a.w[3]) == 0;
}
inline int lowestBit(const Wide &a)
{
    for (std::size_t i = 0; i < 4; ++i)
        if (a.w[i]) return static_cast<int>(i) * 64 + std::countr_zero(a.w[i]);
    return -1;
}
inline void addAt(Wide &a, int bit, std::uint64_t v)
{
    a.w[static_cast<std::size_t>(bit / 64)] += v << (bit % 64);
}
inline Wide andNot(const Wide &a, const Wide &b)
{
    Wide r;
    for (std::size_t i = 0; i < 4; ++i) r.w[i] = a.w[i] & ~b.w[i];
    return r;
}
inline int fieldValue(const Wide &a, int bit, int width)
{
    return static_cast<int>((a.w[static_cast<std::size_t>(bit / 64)] >> (bit % 64)) &
                            ((std::uint64_t{1} << width) - 1));
}
inline std::uint64_t hashOf(const Wide &a)
{
    std::uint64_t h = 0;
    for (std::size_t i = 0; i < 4; ++i) h = (h ^ a.w[i]) * 0x9E3779B97F4A7C15ull;
    return h;
}

/// Bit positions of the packed fields: one per meldable face, then the jokers.
struct Layout {
    std::vector<int> faceBit;   ///< per compact face: lowest bit of its field
    std::vector<int> faceWidth; ///< per compact face: bits including the guard bit
    int jokerBit = -1;          ///< -1 when no candidate uses a joker
    int jokerWidth = 0;
    int totalBits = 0;

    /// Places fields of the given widths, never across a 64-bit boundary.
    int place(int width)
    {
        if (totalBits / 64 != (totalBits + width - 1) / 64) totalBits = (totalBits / 64 + 1) * 64;
        const int at = totalBits;
        totalBits += width;
        return at;
    }
};

/// Open-addressing memo, reused between solves (entries of older solves are told apart by a stamp).
template <class State> class MemoTable {
  public:
    struct Entry {
        State key{};
        std::uint32_t stamp = 0;
        std::int32_t value = 0;
        std::uint8_t flags = 0;
        bool exact = false;
    };

    void begin()
    {
        if (m_slots.empty()) resize(1u << 10);
        if (++m_stamp == 0) {
            for (Entry &e : m_slots) e.stamp = 0;
            m_stamp = 1;
        }
        m_used = 0;
    }

    const Entry *find(const State &key, std::uint8_t flags) const
    {
        for (std::size_t i = index(key, flags);; i = (i + 1) & m_mask) {
            const Entry &e = m_slots[i];
            if (e.stamp != m_stamp) return nullptr;
            if (e.flags == flags && e.key == key) return &e;
        }
    }

    void store(const State &key, std::uint8_t flags, int value, bool exact)
    {
        if ((m_used + 1) * 2 > m_slots.size()) grow();
        for (std::size_t i = index(key, flags);; i = (i + 1) & m_mask) {
            Entry &e = m_slots[i];
            if (e.stamp != m_stamp) {
                e = Entry{key, m_stamp, value, flags, exact};
                ++m_used;
                return;
            }
            if (e.flags == flags && e.key == key) {
                e.value = value;
                e.exact = exact;
                return;
            }
        }
    }

  private:
    std::size_t index(const State &key, std::uint8_t flags) const
    {
        return static_cast<std::size_t>((hashOf(key) ^ (std::uint64_t{flags} * 0xC2B2AE3D27D4EB4Full)) >> m_shift) &
               m_mask;
    }

    void resize(std::size_t n)
    {
        m_slots.assign(n, Entry{});
        m_mask = n - 1;
        m_shift = 64 - std::countr_zero(n);
    }

    void grow()
    {
        std::vector<Entry> old;
        old.swap(m_slots);
        const std::uint32_t stamp = m_stamp;
        resize(old.size() * 2);
        m_stamp = 1;
        m_used = 0;
        for (const Entry &e : old)
            if (e.stamp == stamp) store(e.key, e.flags, e.value, e.exact);
    }

    std::vector<Entry> m_slots;
    std::size_t m_mask = 0;
    int m_shift = 64;
    std::size_t m_used = 0;
    std::uint32_t m_stamp = 0;
};

/// Input of one search: the candidates to use and the required flags.
struct SearchProblem {
    const HandFaces *hand = nullptr;
    const std::vector<RawMeld> *raws = nullptr;
    std::vector<int> candidates; ///< indices into *raws
    std::vector<int> faceIndex;  ///< per hand face: compact face index or -1 (never melded)
    int faces = 0;               ///< compact faces
    bool jokersUsed = false;
    std::array<int, kMaxFaces> faceBound{}; ///< per compact face: most it can add when melded
    int jokerBound = 0;
    std::uint8_t required = 0; ///< flags the arrangement must collect
    std::uint8_t tracked = 0;  ///< flags worth telling states apart by
    bool startsLeft = false;   ///< a card outside the search stays in hand anyway
};

/// Outcome of one search.
struct SearchOutcome {
    bool feasible = false;
    int value = 0;
    std::vector<int> chosen; ///< indices into *raws
    long long nodes = 0;
};

template <class State> class Search {
  public:
    explicit Search(MemoTable<State> &memo) : m_memo(memo) {}

    SearchOutcome run(const SearchProblem &p, const Layout &layout)
    {
        build(p, layout);
        m_memo.begin();
        SearchOutcome out;
        const std::uint8_t flags = p.startsLeft ? static_cast<std::uint8_t>(kFlagLeft & m_tracked) : std::uint8_t{0};
        const int best = search(m_start, flags, m_startBound, kRootAlpha);
        out.nodes = m_nodes;
        if (best <= kRootAlpha) return out;
        out.feasible = true;
        out.value = best;
        reconstruct(flags, best, out.chosen);
        out.nodes = m_nodes;
        return out;
    }

  private:
    struct Cand {
        State need{};
        int value = 0;
        int bound = 0;
        int raw = 0;
        std::uint8_t flags = 0;
    };

    void build(const SearchProblem &p, const Layout &layout)
    {
        const HandFaces &hand = *p.hand;
        m_tracked = p.tracked;
        m_required = p.required;
        m_left = static_cast<std::uint8_t>(kFlagLeft & p.tracked);
        m_nodes = 0;
        m_guard = State{};
        m_naturals = State{};
        m_start = State{};
        m_unit.assign(static_cast<std::size_t>(p.faces), State{});
        m_field.assign(static_cast<std::size_t>(p.faces), State{});
        m_fieldBit.assign(static_cast<std::size_t>(p.faces), 0);
        m_fieldWidth.assign(static_cast<std::size_t>(p.faces), 0);
        m_bound.assign(static_cast<std::size_t>(p.faces), 0);
        m_bitFace.assign(static_cast<std::size_t>(layout.totalBits), -1);
        m_startBound = 0;
        for (int f = 0; f < hand.faceCount; ++f) {
            const int c = p.faceIndex[static_cast<std::size_t>(f)];
            if (c < 0) continue;
            const auto ci = static_cast<std::size_t>(c);
            const int bit = layout.faceBit[ci];
            const int width = layout.faceWidth[ci];
            addAt(m_unit[ci], bit, 1);
            addAt(m_guard, bit + width - 1, 1);
            addAt(m_naturals, bit, (std::uint64_t{1} << width) - 1);
            addAt(m_field[ci], bit, (std::uint64_t{1} << (width - 1)) - 1);
            m_fieldBit[ci] = bit;
            m_fieldWidth[ci] = width - 1;
            addAt(m_start, bit, hand.copies[static_cast<std::size_t>(f)]);
            for (int b = bit; b < bit + width; ++b) m_bitFace[static_cast<std::size_t>(b)] = c;
            m_bound[ci] = p.faceBound[ci];
            m_startBound += p.faceBound[ci] * hand.copies[static_cast<std::size_t>(f)];
        }
        State jokerUnit{};
        m_jokerBit = layout.jokerBit;
        m_jokerWidth = layout.jokerWidth - 1;
        m_jokerBound = p.jokerBound;
        if (layout.jokerBit >= 0) {
            addAt(jokerUnit, layout.jokerBit, 1);
            addAt(m_guard, layout.jokerBit + layout.jokerWidth - 1, 1);
            addAt(m_start, layout.jokerBit, static_cast<std::uint64_t>(hand.jokers()));
            m_startBound += p.jokerBound * hand.jokers();
        }
        // Candidates grouped by their lowest face, best value first.
        m_begin.assign(static_cast<std::size_t>(p.faces) + 1, 0);
        for (int r : p.candidates) {
            const RawMeld &m = (*p.raws)[static_cast<std::size_t>(r)];
            ++m_begin[static_cast<std::size_t>(p.faceIndex[m.faces[0]]) + 1];
        }
        for (std::size_t f = 1; f < m_begin.size(); ++f) m_begin[f] += m_begin[f - 1];
        m_cands.resize(p.candidates.size());
        std::vector<int> &cursor = m_cursor;
        cursor.assign(m_begin.begin(), m_begin.end() - 1);
        for (int r : p.candidates) {
            const RawMeld &m = (*p.raws)[static_cast<std::size_t>(r)];
            Cand c;
            c.raw = r;
            c.value = m.value;
            for (int i = 0; i < m.faceCount; ++i) {
                const auto ci = static_cast<std::size_t>(p.faceIndex[m.faces[static_cast<std::size_t>(i)]]);
                c.need = sum(c.need, m_unit[ci]);
                c.bound += m_bound[ci];
            }
            for (int j = 0; j < m.jokers; ++j) c.need = sum(c.need, jokerUnit);
            c.bound += m.jokers * p.jokerBound;
            if (m.isRun) c.flags = kFlagRun;
            if (m.naturalRun()) c.flags |= kFlagNaturalRun;
            c.flags &= m_tracked;
            m_cands[static_cast<std::size_t>(cursor[static_cast<std::size_t>(p.faceIndex[m.faces[0]])]++)] = c;
        }
        // Faces cheapest first, for the bound of a hand that must keep a card.
        m_cheapest.resize(static_cast<std::size_t>(p.faces));
        for (int c = 0; c < p.faces; ++c) m_cheapest[static_cast<std::size_t>(c)] = c;
        std::stable_sort(m_cheapest.begin(), m_cheapest.end(), [this](int a, int b) {
            return m_bound[static_cast<std::size_t>(a)] < m_bound[static_cast<std::size_t>(b)];
        });
        m_mustLeave = (p.required & kFlagLeft) != 0;
        for (std::size_t f = 0; f + 1 < m_begin.size(); ++f)
            std::stable_sort(m_cands.begin() + m_begin[f], m_cands.begin() + m_begin[f + 1],
                             [](const Cand &a, const Cand &b) { return a.value > b.value; });
    }

    static State sum(const State &a, const State &b)
    {
        // Needs never overflow a field (at most the copies in hand), so adding fieldwise is plain addition.
        if constexpr (std::is_same_v<State, Narrow>) {
            return a + b;
        } else {
            State r;
            for (std::size_t i = 0; i < 4; ++i) r.w[i] = a.w[i] + b.w[i];
            return r;
        }
    }

    /// Removes lowest cards that fit no candidate (deadwood without a choice). Returns the face
    /// of the lowest remaining natural and its first fitting candidate, or -1 at the end.
    int settle(State &s, std::uint8_t &flags, int &bound, int &firstFit)
    {
        for (;;) {
            const State nat = bitAnd(s, m_naturals);
            if (isZero(nat)) return -1;
            const int f = m_bitFace[static_cast<std::size_t>(lowestBit(nat))];
            const auto fi = static_cast<std::size_t>(f);
            for (int i = m_begin[fi]; i < m_begin[fi + 1]; ++i) {
                if (fits(s, m_cands[static_cast<std::size_t>(i)].need, m_guard)) {
                    firstFit = i;
                    return f;
                }
            }
            s = minus(s, m_unit[fi]);
            bound -= m_bound[fi];
            flags |= m_left;
        }
    }

    /// Bound of the cheapest card still in `s` (one of them must stay in hand).
    int cheapestLeft(const State &s) const
    {
        int best = m_jokerBit >= 0 && fieldValue(s, m_jokerBit, m_jokerWidth) > 0 ? m_jokerBound : 1 << 30;
        for (int c : m_cheapest) {
            const auto ci = static_cast<std::size_t>(c);
            if (m_bound[ci] >= best) break;
            if (fieldValue(s, m_fieldBit[ci], m_fieldWidth[ci]) > 0) return m_bound[ci];
        }
        return best;
    }

    int search(State s, std::uint8_t flags, int bound, int alpha)
    {
        ++m_nodes;
        int firstFit = 0;
        const int f = settle(s, flags, bound, firstFit);
        if (f < 0) {
            if (!isZero(s)) flags |= m_left; // jokers left over
            return (flags & m_required) == m_required ? 0 : kInfeasible;
        }
        // `bound` stays the plain sum for the children; the cut may use a tighter one.
        const int cut = m_mustLeave && !(flags & kFlagLeft) ? bound - cheapestLeft(s) : bound;
        if (cut <= alpha) return cut;
        if (const auto *e = m_memo.find(s, flags)) {
            if (e->exact || e->value <= alpha) return e->value;
        }
        const auto fi = static_cast<std::size_t>(f);
        int best = kInfeasible;
        for (int i = firstFit; i < m_begin[fi + 1]; ++i) {
            const Cand &c = m_cands[static_cast<std::size_t>(i)];
            if (!fits(s, c.need, m_guard)) continue;
            const int floor = std::max(alpha, best);
            const int childBound = bound - c.bound;
            if (c.value + childBound <= floor) {
                best = std::max(best, c.value + childBound);
                continue;
            }
            const int r =
                search(minus(s, c.need), static_cast<std::uint8_t>(flags | c.flags), childBound, floor - c.value);
            best = std::max(best, c.value + r);
        }
        {
            // Copies of a face are alike: once one stays in hand, the rest of them stay too.
            const int floor = std::max(alpha, best);
            const int childBound = bound - m_bound[fi] * fieldValue(s, m_fieldBit[fi], m_fieldWidth[fi]);
            if (childBound <= floor) best = std::max(best, childBound);
            else
                best = std::max(
                    best, search(andNot(s, m_field[fi]), static_cast<std::uint8_t>(flags | m_left), childBound, floor));
        }
        m_memo.store(s, flags, best, best > alpha);
        return best;
    }

    /// Follows an optimal path of value `value` from the start, collecting the melds.
    void reconstruct(std::uint8_t flags, int value, std::vector<int> &chosen)
    {
        State s = m_start;
        int bound = m_startBound;
        for (;;) {
            int firstFit = 0;
            const int f = settle(s, flags, bound, firstFit);
            if (f < 0) return;
            const auto fi = static_cast<std::size_t>(f);
            bool moved = false;
            for (int i = firstFit; i < m_begin[fi + 1] && !moved; ++i) {
                const Cand &c = m_cands[static_cast<std::size_t>(i)];
                if (!fits(s, c.need, m_guard)) continue;
                const State child = minus(s, c.need);
                const auto childFlags = static_cast<std::uint8_t>(flags | c.flags);
                const int need = value - c.value;
                if (search(child, childFlags, bound - c.bound, need - 1) >= need) {
                    chosen.push_back(c.raw);
                    s = child;
                    flags = childFlags;
                    bound -= c.bound;
                    value = need;
                    moved = true;
                }
            }
            if (moved) continue;
            const State child = andNot(s, m_field[fi]);
            const auto childFlags = static_cast<std::uint8_t>(flags | m_left);
            const int childBound = bound - m_bound[fi] * fieldValue(s, m_fieldBit[fi], m_fieldWidth[fi]);
            if (search(child, childFlags, childBound, value - 1) < value)
                throw std::logic_error("MeldPartitioner: no optimal move found while rebuilding the partition");
            s = child;
            flags = childFlags;
            bound = childBound;
        }
    }

    MemoTable<State> &m_memo;
    std::vector<Cand> m_cands;
    std::vector<int> m_begin;
    std::vector<int> m_cursor;
    std::vector<State> m_unit;
    std::vector<State> m_field; ///< per face: its count bits (no guard)
    std::vector<int> m_fieldBit;
    std::vector<int> m_fieldWidth;
    std::vector<int> m_bound;
    std::vector<int> m_cheapest; ///< faces by bound, lowest first
    int m_jokerBit = -1;
    int m_jokerWidth = 0;
    int m_jokerBound = 0;
    bool m_mustLeave = false;
    std::vector<int> m_bitFace;
    State m_guard{};
    State m_naturals{};
    State m_start{};
    int m_startBound = 0;
    std::uint8_t m_tracked = 0;
    std::uint8_t m_required = 0;
    std::uint8_t m_left = 0;
    long long m_nodes = 0;
};

} // namespace remi::ai::detail
