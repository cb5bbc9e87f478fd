// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers for the table-manipulation solver: an independent brute force (every candidate
// meld, depth-first over the lowest face left, memoised) and a checker of a solver's arrangement.

#include "ai/manipulation/TableManipulation.h"

#include <algorithm>
#include <bit>
#include <map>
#include <string>
#include <vector>

namespace remi::ai::manipulationtest {

/// A candidate meld: natural faces (index suit*13 + rank-1, sorted) and a joker count.
struct CandidateMeld {
    std::vector<int> faces;
    int jokers = 0;
    bool operator<(const CandidateMeld &o) const { return faces != o.faces ? faces < o.faces : jokers < o.jokers; }
    bool operator==(const CandidateMeld &o) const { return faces == o.faces && jokers == o.jokers; }
};

inline int lastRank(const ManipulationRules &r)
{
    return r.aceHigh ? 14 : 13;
}

/// True when a run from `start` (1..14) of `len` cards is allowed (RULES.md 1.3 step 3).
inline bool runSpanOk(const ManipulationRules &r, int start, int len)
{
    const int end = start + len - 1;
    if (len < 3 || start < 1 || end > lastRank(r)) return false;
    if (start == 1 && !r.aceLow) return false;
    if (start == 1 && end == 14 && !r.aceBothEnds) return false;
    return true;
}

/// Every valid meld under `r` that uses only faces with avail[face] > 0 and at most `jokers` jokers.
inline std::vector<CandidateMeld> candidateMelds(const ManipulationRules &r, const std::vector<int> &avail, int jokers)
{
    std::vector<CandidateMeld> out;
    const int jmax = std::min(r.jokersPerMeld, jokers);
    for (int s = 0; s < 4; ++s)
        for (int start = 1; start <= 14; ++start)
            for (int len = 3; start + len - 1 <= 14; ++len) {
                if (!runSpanOk(r, start, len)) continue;
                for (unsigned mask = 0; mask < (1u << len); ++mask) {
                    const int jk = std::popcount(mask);
                    if (jk > jmax || len - jk < r.minNaturals) continue;
                    CandidateMeld m;
                    m.jokers = jk;
                    bool ok = true;
                    for (int i = 0; i < len && ok; ++i) {
                        if (mask & (1u << i)) continue;
                        const int rank = start + i == 14 ? 1 : start + i;
                        const int f = s * 13 + rank - 1;
                        ok = avail[std::size_t(f)] > 0;
                        m.faces.push_back(f);
                    }
                    if (!ok) continue;
                    std::sort(m.faces.begin(), m.faces.end());
                    out.push_back(m);
                }
            }
    for (int rank = 1; rank <= 13; ++rank)
        for (unsigned mask = 1; mask < 16; ++mask) {
            const int n = std::popcount(mask);
            if (n < r.minNaturals) continue;
            bool ok = true;
            CandidateMeld m;
            for (int s = 0; s < 4; ++s)
                if (mask & (1u << s)) {
                    const int f = s * 13 + rank - 1;
                    ok = ok && avail[std::size_t(f)] > 0;
                    m.faces.push_back(f);
                }
            if (!ok) continue;
            for (int jk = 0; jk <= jmax; ++jk) {
                if (n + jk < 3 || n + jk > 4) continue;
                m.jokers = jk;
                out.push_back(m);
            }
        }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

/// The brute-force optimum, or -1 when the table cannot be arranged.
class BruteForce {
  public:
    explicit BruteForce(const ManipulationProblem &p) : m_p(p)
    {
        std::vector<int> avail(52);
        for (int f = 0; f < 52; ++f) {
            m_table.push_back(p.table[std::size_t(f / 13)][std::size_t(f % 13)]);
            m_hand.push_back(p.hand[std::size_t(f / 13)][std::size_t(f % 13)]);
            avail[std::size_t(f)] = m_table.back() + m_hand.back();
        }
        const auto all = candidateMelds(p.rules, avail, p.tableJokers + p.handJokers);
        m_byLowest.resize(52);
        for (const auto &m : all) m_byLowest[std::size_t(m.faces.front())].push_back(m);
    }

    int solve() { return best(m_table, m_hand, m_p.tableJokers + m_p.handJokers); }

  private:
    static constexpr int kNone = -1000000;

    int best(std::vector<int> &table, std::vector<int> &hand, int jokers)
    {
        int f = 0;
        while (f < 52 && table[std::size_t(f)] + hand[std::size_t(f)] == 0) ++f;
        if (f == 52) {
            const int used = m_p.tableJokers + m_p.handJokers - jokers;
            return used >= m_p.tableJokers ? (used - m_p.tableJokers) * m_p.jokerValue : kNone;
        }
        std::string key(table.begin(), table.end());
        key.append(hand.begin(), hand.end());
        key.push_back(char(jokers));
        if (auto it = m_memo.find(key); it != m_memo.end()) return it->second;
        int result = kNone;
        if (hand[std::size_t(f)] > 0) { // leave one hand copy of f in the hand
            --hand[std::size_t(f)];
            result = std::max(result, best(table, hand, jokers));
            ++hand[std::size_t(f)];
        }
        for (const auto &m : m_byLowest[std::size_t(f)]) {
            if (m.jokers > jokers) continue;
            std::vector<int> fromTable;
            int gain = 0;
            bool ok = true;
            std::vector<std::pair<int, bool>> undo;
            for (int g : m.faces) {
                if (table[std::size_t(g)] > 0) {
                    --table[std::size_t(g)];
                    undo.push_back({g, true});
                } else if (hand[std::size_t(g)] > 0) {
                    --hand[std::size_t(g)];
                    undo.push_back({g, false});
                    gain += m_p.value[std::size_t(g / 13)][std::size_t(g % 13)];
                } else {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                const int sub = best(table, hand, jokers - m.jokers);
                if (sub > kNone) result = std::max(result, sub + gain);
            }
            for (const auto &[g, wasTable] : undo) ++(wasTable ? table : hand)[std::size_t(g)];
        }
        m_memo.emplace(std::move(key), result);
        return result;
    }

    ManipulationProblem m_p;
    std::vector<int> m_table, m_hand;
    std::vector<std::vector<CandidateMeld>> m_byLowest;
    std::map<std::string, int> m_memo;
};

inline int bruteForceOptimum(const ManipulationProblem &p)
{
    const int v = BruteForce(p).solve();
    return v < 0 ? -1 : v;
}

/// Checks a solver's arrangement: every meld valid under the rules, every table card and the
/// reported hand cards used exactly, the value equal to the reported one. Empty string when right.
inline std::string checkArrangement(const ManipulationProblem &p, const ManipulationSolution &sol)
{
    std::vector<int> used(52, 0);
    int jokers = 0;
    for (const auto &m : sol.melds) {
        const int n = int(m.positions.size());
        int jk = 0;
        for (const auto &sl : m.positions) jk += sl.joker ? 1 : 0;
        if (jk > p.rules.jokersPerMeld || n - jk < p.rules.minNaturals) return "joker limits";
        if (m.isRun) {
            if (!runSpanOk(p.rules, m.positions.front().rank, n)) return "run span";
            for (int i = 0; i < n; ++i)
                if (m.positions[std::size_t(i)].suit != m.positions.front().suit ||
                    m.positions[std::size_t(i)].rank != m.positions.front().rank + i)
                    return "run not consecutive";
        } else {
            if (n < 3 || n > 4) return "set size";
            unsigned suits = 0;
            for (const auto &sl : m.positions) {
                if (sl.rank != m.positions.front().rank || sl.rank > 13) return "set rank";
                if (suits & (1u << sl.suit)) return "set suit repeated";
                suits |= 1u << sl.suit;
            }
        }
        for (const auto &sl : m.positions) {
            if (sl.joker) ++jokers;
            else ++used[std::size_t(sl.suit * 13 + (sl.rank == 14 ? 1 : sl.rank) - 1)];
        }
    }
    int value = 0;
    for (int f = 0; f < 52; ++f) {
        const int s = f / 13, r = f % 13;
        if (used[std::size_t(f)] !=
            p.table[std::size_t(s)][std::size_t(r)] + sol.handUsed[std::size_t(s)][std::size_t(r)])
            return "cards used differ at face " + std::to_string(f);
        if (sol.handUsed[std::size_t(s)][std::size_t(r)] > p.hand[std::size_t(s)][std::size_t(r)])
            return "hand overused";
        value += sol.handUsed[std::size_t(s)][std::size_t(r)] * p.value[std::size_t(s)][std::size_t(r)];
    }
    if (jokers != p.tableJokers + sol.handJokersUsed || sol.handJokersUsed > p.handJokers) return "jokers";
    value += sol.handJokersUsed * p.jokerValue;
    if (value != sol.value) return "value " + std::to_string(value) + " != " + std::to_string(sol.value);
    return {};
}

} // namespace remi::ai::manipulationtest
