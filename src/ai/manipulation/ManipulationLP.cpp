// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The linear relaxation of the manipulation problem (ManipulationLP.h); its simplex is in
// ManipulationSimplex.cpp.
#include "ai/manipulation/ManipulationLP.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>

namespace remi::ai::detail {

namespace {

/// One solve of the relaxation: its rows (a face of the table and hand, and the jokers), the
/// templates' and the hand's columns, and the steps of solveRelaxation over them.
struct RelaxationSolve {
    RelaxationSolve(const ManipulationProblem &problem, BoundedSimplex &simplex, ManipulationRelaxation &result)
        : p(problem), lp(simplex), out(result), J(p.tableJokers + p.handJokers),
          jmax(std::min(p.rules.jokersPerMeld, J)), minNat(std::max(1, p.rules.minNaturals))
    {
    }

    const ManipulationProblem &p;
    BoundedSimplex &lp;
    ManipulationRelaxation &out;
    const int J;        ///< jokers in all
    const int jmax;     ///< jokers a meld may hold
    const int minNat;   ///< natural cards a meld needs
    int avail[53] = {}; ///< cards of each face (52: jokers) on the table and in hand
    int rowOf[53];      ///< the row of each face, -1 if none
    int rows = 0;
    std::array<int, 53> faceOfRow{};
    int handColumn[53]; ///< the column of each face in hand, -1 if none

    /// A row per face held (table or hand), the table's cards on its right-hand side.
    void setRows()
    {
        for (int f = 0; f < 52; ++f) {
            avail[f] =
                p.table[std::size_t(f / 13)][std::size_t(f % 13)] + p.hand[std::size_t(f / 13)][std::size_t(f % 13)];
            rowOf[f] = avail[f] > 0 ? rows++ : -1;
        }
        avail[52] = J;
        rowOf[52] = J > 0 ? rows++ : -1;
        for (int f = 0; f < 53; ++f)
            if (rowOf[f] >= 0) faceOfRow[std::size_t(rowOf[f])] = f;
        lp.reset(rows);
        for (int f = 0; f < 52; ++f)
            if (rowOf[f] >= 0) lp.setRhs(rowOf[f], p.table[std::size_t(f / 13)][std::size_t(f % 13)]);
        if (rowOf[52] >= 0) lp.setRhs(rowOf[52], p.tableJokers);
    }

    /// Every run and set template the cards allow (the pending columns).
    void addTemplates()
    {
        const auto &rules = p.rules;
        // the templates: natural faces (sorted) and jokers, each once (keys in an open-addressing
        // set); what each means for the guide
        std::vector<ShapeOfColumn> &shapes = lp.shapes;
        shapes.clear();
        std::vector<std::uint64_t> &seen = lp.seenKeys;
        seen.assign(8192, 0);
        lp.pending.clear();
        lp.pendingEntries.clear();
        const auto add = [&](int *faces, int count, int jokers, const ShapeOfColumn &shape) {
            if (jokers > J) return;
            for (int q = 1; q < count; ++q) // (insertion sort: at most five faces)
                for (int k = q; k > 0 && faces[k - 1] > faces[k]; --k) std::swap(faces[k - 1], faces[k]);
            std::uint64_t key = std::uint64_t(jokers + 1);
            for (int q = 0; q < count; ++q) {
                if (avail[faces[q]] == 0) return;
                key = key << 6 | std::uint64_t(faces[q] + 1);
            }
            std::size_t slot = std::size_t((key * 0x9E3779B97F4A7C15ull) >> 51);
            while (seen[slot] != 0) {
                if (seen[slot] == key) return;
                slot = (slot + 1) & 8191;
            }
            seen[slot] = key;
            PendingColumn col;
            col.first = int(lp.pendingEntries.size());
            // Whole copies only: the division rounds down on purpose.
            col.upper = jokers > 0 ? double(int(J / jokers)) : 1e9;
            for (int q = 0; q < count;) {
                int e = q;
                while (e < count && faces[e] == faces[q]) ++e;
                lp.pendingEntries.push_back({rowOf[faces[q]], double(e - q)});
                col.upper = std::min(col.upper, double(int(avail[faces[q]] / (e - q)))); // rounds down
                q = e;
            }
            if (jokers > 0) lp.pendingEntries.push_back({rowOf[52], double(jokers)});
            col.count = int(lp.pendingEntries.size()) - col.first;
            // a tiny cost per meld and per joker: among equal arrangements, the simplest (fewer
            // alternative optima, so a vertex more often integral)
            col.cost = -1e-4 * (1 + jokers);
            col.lazy = jokers >= 2;
            lp.pending.push_back(col);
            shapes.push_back(shape);
        };
        const int last = rules.aceHigh ? 14 : 13;
        int faces[8];
        for (int s = 0; s < 4; ++s)
            for (int first = rules.aceLow ? 1 : 2; first + 2 <= last; ++first)
                for (int len = 3; len <= 5 && first + len - 1 <= last; ++len) {
                    if (first == 1 && first + len - 1 == 14 && !rules.aceBothEnds) continue;
                    for (int mask = 0; mask < (1 << len); ++mask) {
                        const int jk = std::popcount(unsigned(mask));
                        if (jk > jmax || len - jk < minNat) continue;
                        int n = 0;
                        for (int q = 0; q < len; ++q)
                            if (!(mask >> q & 1)) faces[n++] = s * 13 + (first + q == 14 ? 1 : first + q) - 1;
                        add(faces, n, jk, ShapeOfColumn{true, s, first, len, mask, 0, 0, 0});
                    }
                }
        for (int rank = 1; rank <= 13; ++rank)
            for (int suits = 1; suits < 16; ++suits) {
                const int n = std::popcount(unsigned(suits));
                if (n < minNat) continue;
                for (int jk = 0; jk <= jmax; ++jk) {
                    if (n + jk < 3 || n + jk > 4) continue;
                    int k = 0;
                    for (int s = 0; s < 4; ++s)
                        if (suits >> s & 1) faces[k++] = s * 13 + rank - 1;
                    add(faces, k, jk, ShapeOfColumn{false, 0, 0, 0, 0, rank, suits, jk});
                }
            }
        out.templates = int(shapes.size());
    }

    /// Template `t` as a column of the simplex.
    void addTemplate(int t, bool late)
    {
        std::vector<int> &columnOf = lp.columnOf;

        const PendingColumn &c = lp.pending[std::size_t(t)];
        const BoundedSimplex::Entry *e = &lp.pendingEntries[std::size_t(c.first)];
        columnOf[std::size_t(t)] =
            late ? lp.addColumnLate(c.cost, c.upper, e, c.count) : lp.addColumn(c.cost, c.upper, e, c.count);
    }

    /// The first columns: templates with at most one joker, then the hand's faces.
    void addColumns()
    {
        // the columns: templates with at most one joker first (the others seldom carry an optimum),
        // then the hand's faces; a template with more jokers joins when the prices make it worth it
        std::vector<int> &columnOf = lp.columnOf;
        columnOf.assign(lp.shapes.size(), -1);
        for (int t = 0; t < out.templates; ++t)
            if (!lp.pending[std::size_t(t)].lazy) addTemplate(t, false);
        for (int f = 0; f < 53; ++f) {
            handColumn[f] = -1;
            const int h = f < 52 ? p.hand[std::size_t(f / 13)][std::size_t(f % 13)] : p.handJokers;
            if (h == 0) continue;
            const BoundedSimplex::Entry e{rowOf[f], -1.0};
            handColumn[f] =
                lp.addColumn(f < 52 ? p.value[std::size_t(f / 13)][std::size_t(f % 13)] : p.jokerValue, h, &e, 1);
        }
    }

    /// Templates with more jokers join while the prices make them worth it; false if the simplex fails.
    bool generateColumns()
    {
        std::vector<int> &columnOf = lp.columnOf;
        for (int round = 0; round < 8; ++round) {
            bool added = false;
            for (int t = 0; t < out.templates; ++t) {
                if (columnOf[std::size_t(t)] >= 0) continue;
                const PendingColumn &c = lp.pending[std::size_t(t)];
                double d = c.cost;
                for (int k = 0; k < c.count; ++k) {
                    const BoundedSimplex::Entry &e = lp.pendingEntries[std::size_t(c.first + k)];
                    d -= lp.dual(e.row) * e.value;
                }
                if (d <= 1e-9) continue; // (at zero, dual feasible)
                addTemplate(t, true);
                added = true;
            }
            if (!added) break;
            if (lp.iterate(5000) != BoundedSimplex::Status::Optimal) return false;
        }
        return true;
    }

    /// The value of the hand columns in the current solution.
    double handValue() const
    {

        double v = 0; // (the hand columns only: the melds' tiny costs are not part of it)
        for (int f = 0; f < 53; ++f)
            if (handColumn[f] >= 0)
                v += lp.value(handColumn[f]) *
                     (f < 52 ? p.value[std::size_t(f / 13)][std::size_t(f % 13)] : p.jokerValue);
        return v;
    }

    /// ManipulationRelaxation::upperBound from the root's duals.
    void boundInWholeNumbers()
    {
        // A bound in whole numbers from the root's duals, by weak duality: for any prices pi (here
        // the duals rounded to 1/64), sum_i t_i pi_i + sum_j max(0, c_j - pi A_j) u_j bounds every
        // arrangement's value, computed exactly whatever the rounding. The relaxation holds every
        // arrangement when a run of six or more cards always splits into valid runs of three to
        // five: at most two jokers a meld and one natural card enough.
        if (jmax <= 2 && minNat <= 1) {
            constexpr long long kPrice = 64;
            long long price[53] = {};
            long long total = 0;
            for (int f = 0; f < 53; ++f) {
                if (rowOf[f] < 0) continue;
                price[f] = std::llround(lp.dual(rowOf[f]) * kPrice);
                total += price[f] * (f < 52 ? p.table[std::size_t(f / 13)][std::size_t(f % 13)] : p.tableJokers);
            }
            for (int t = 0; t < out.templates; ++t) { // (every template, in the simplex or not)
                const PendingColumn &c = lp.pending[std::size_t(t)];
                long long d = 0; // (the melds' true cost is 0)
                for (int k = 0; k < c.count; ++k) {
                    const BoundedSimplex::Entry &e = lp.pendingEntries[std::size_t(c.first + k)];
                    const int f = e.row == rowOf[52] ? 52 : faceOfRow[std::size_t(e.row)];
                    d -= price[f] * std::lround(e.value);
                }
                if (d > 0) total += d * std::lround(c.upper);
            }
            for (int f = 0; f < 53; ++f) {
                const int h = f < 52 ? p.hand[std::size_t(f / 13)][std::size_t(f % 13)] : p.handJokers;
                if (h == 0) continue;
                const long long d =
                    kPrice * (f < 52 ? p.value[std::size_t(f / 13)][std::size_t(f % 13)] : p.jokerValue) + price[f];
                if (d > 0) total += d * h;
            }
            out.upperBound = int(total >= 0 ? total / kPrice : -((-total + kPrice - 1) / kPrice));
        }
    }

    /// The root solution's support, hand use and prices.
    void keepRoot()
    {
        std::vector<int> &columnOf = lp.columnOf;
        std::vector<ShapeOfColumn> &shapes = lp.shapes;
        const auto collect = [&](std::vector<std::pair<ShapeOfColumn, double>> &support) {
            support.clear();
            for (int t = 0; t < out.templates; ++t) {
                if (columnOf[std::size_t(t)] < 0) continue;
                const double x = lp.value(columnOf[std::size_t(t)]);
                if (x >= 1e-9) support.push_back({shapes[std::size_t(t)], x});
            }
        };
        collect(out.rootSupport);
        for (int f = 0; f < 52; ++f)
            if (handColumn[f] >= 0) out.rootUsed[f / 13][f % 13 + 1] = lp.value(handColumn[f]);
        for (int f = 0; f < 52; ++f)
            if (rowOf[f] >= 0) out.price[f / 13][f % 13 + 1] = -lp.dual(rowOf[f]);
    }

    /// Rounds the melds to whole numbers while the relaxation's value holds.
    void dive()
    {
        std::vector<int> &columnOf = lp.columnOf;
        // diving: round the most decided fractional meld up or down, whichever keeps the value the
        // relaxation promises (else the better of the two), and solve again from the same basis,
        // until every meld count is whole
        // (diving stops when a rounding loses the relaxation's value, or after as many pivots as
        // the relaxation took: the search then starts from the relaxation's own optimum)
        const double target = std::floor(out.rootValue + 1e-6);
        const int pivotCap = lp.pivots() + std::max(60, out.rootPivots);
        std::vector<int> &batch = lp.batch;
        std::vector<double> &batchLower = lp.batchLower;
        for (int dive = 0; dive < 4 * rows && lp.pivots() < pivotCap; ++dive) {
            int pick = -1;
            double most = 0;
            batch.clear();
            for (int t = 0; t < out.templates; ++t) {
                const int j = columnOf[std::size_t(t)];
                if (j < 0) continue;
                const double x = lp.value(j), frac = x - std::floor(x);
                if (frac <= 1e-7 || frac >= 1 - 1e-7) continue;
                if (frac >= 0.5) batch.push_back(j);
                if (frac > most) {
                    most = frac;
                    pick = j;
                }
            }
            if (pick < 0) {
                out.integral = true;
                break;
            }
            ++out.dives;
            // first every meld counted at least half up at once; if that loses value, the most
            // decided one alone, up or down
            if (batch.size() > 1) {
                batchLower.clear();
                for (const int j : batch) {
                    batchLower.push_back(lp.lowerOf(j));
                    lp.setBounds(j, std::ceil(lp.value(j)), lp.upperOf(j));
                }
                if (lp.iterate(2000) == BoundedSimplex::Status::Optimal && handValue() >= target - 1e-6) continue;
                for (std::size_t k = 0; k < batch.size(); ++k)
                    lp.setBounds(batch[k], batchLower[k], lp.upperOf(batch[k]));
                if (lp.iterate(2000) != BoundedSimplex::Status::Optimal) break;
            }
            const double x = lp.value(pick), lower = lp.lowerOf(pick), upper = lp.upperOf(pick);
            lp.setBounds(pick, std::ceil(x), upper);
            if (lp.iterate(2000) == BoundedSimplex::Status::Optimal && handValue() >= target - 1e-6) continue;
            lp.setBounds(pick, lower, std::floor(x));
            if (lp.iterate(2000) != BoundedSimplex::Status::Optimal || handValue() < target - 1e-6) break;
        }
    }

    /// The dived solution: value, hand use, support and (if whole) the chosen melds.
    void keepResult()
    {
        std::vector<int> &columnOf = lp.columnOf;
        std::vector<ShapeOfColumn> &shapes = lp.shapes;
        out.value = handValue();
        out.chosen.clear();
        for (int f = 0; f < 52; ++f)
            if (handColumn[f] >= 0) out.used[f / 13][f % 13 + 1] = lp.value(handColumn[f]);
        out.support.clear();
        for (int t = 0; t < out.templates; ++t) {
            if (columnOf[std::size_t(t)] < 0) continue;
            const double x = lp.value(columnOf[std::size_t(t)]);
            if (x < 1e-9) continue;
            if (std::abs(x - std::round(x)) > 1e-7) ++out.fractional;
            const ShapeOfColumn &sh = shapes[std::size_t(t)];
            out.support.push_back({sh, x});
            if (out.integral)
                for (long k = std::lround(x); k > 0; --k) out.chosen.push_back(sh);
        }
        out.pivots = lp.pivots();
    }
};

} // namespace

void solveRelaxation(const ManipulationProblem &p, BoundedSimplex &lp, ManipulationRelaxation &out)
{
    out = ManipulationRelaxation{};
    RelaxationSolve solve(p, lp, out);
    solve.setRows();
    solve.addTemplates();
    solve.addColumns();
    if (lp.solve() != BoundedSimplex::Status::Optimal) return;
    if (!solve.generateColumns()) return;
    out.solved = true;
    out.rootValue = solve.handValue();
    out.rootPivots = lp.pivots();
    solve.boundInWholeNumbers();
    solve.keepRoot();
    solve.dive();
    solve.keepResult();
}

void guideOf(const ManipulationRelaxation &relax, const RankMirror &mirror, RelaxedGuide &out)
{
    // the dived arrangement, unless diving lost value: then the relaxation's own optimum
    const bool root = relax.value < std::floor(relax.rootValue + 1e-6) - 1e-6;
    const auto &support = root ? relax.rootSupport : relax.support;
    const auto &used = root ? relax.rootUsed : relax.used;
    double pool[4][14] = {}, starts[4][14] = {}, ends[4][14] = {}, jokers[4][14] = {}, setJokers[14] = {};
    for (const auto &[sh, x] : support) {
        if (!sh.run) {
            const int r = mirror.face(sh.rank);
            for (int s = 0; s < 4; ++s)
                if (sh.suits >> s & 1) pool[s][r] += x;
            setJokers[r] += x * sh.jokers;
            continue;
        }
        const int a = mirror.position(sh.first), b = mirror.position(sh.first + sh.length - 1);
        const int first = std::min(a, b), last = std::max(a, b);
        starts[sh.suit][first] += x;
        if (last + 1 <= 13) ends[sh.suit][last + 1] += x;
        for (int q = 0; q < sh.length; ++q) {
            const int p = mirror.position(sh.first + q);
            if ((sh.mask >> q & 1) && p <= 13) jokers[sh.suit][p] += x;
        }
    }
    const auto hundredths = [](double v) { return int(std::lround(100 * v)); };
    for (int s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r) {
            out.pool[s][r] = hundredths(pool[s][r]);
            out.used[s][r] = hundredths(used[s][mirror.face(r)]);
            out.starts[s][r] = hundredths(starts[s][r]);
            out.ends[s][r] = hundredths(ends[s][r]);
            out.jokers[s][r] = hundredths(jokers[s][r]);
        }
    for (int r = 1; r <= 13; ++r) out.setJokers[r] = hundredths(setJokers[r]);
}

bool arrangementOf(const ManipulationProblem &p, const ManipulationRelaxation &relax, ManipulationSolution &out)
{
    if (!relax.integral) return false;
    out = ManipulationSolution{};
    int used[4][14] = {};
    int jokers = 0;
    for (const ShapeOfColumn &sh : relax.chosen) {
        ManipulationMeld meld;
        meld.isRun = sh.run;
        if (sh.run) {
            for (int q = 0; q < sh.length; ++q) {
                const int rank = sh.first + q;
                const bool joker = sh.mask >> q & 1;
                meld.positions.push_back({joker, std::uint8_t(sh.suit), std::uint8_t(rank)});
                if (joker) ++jokers;
                else ++used[sh.suit][rank == 14 ? 1 : rank];
            }
        } else {
            int missing = 0;
            for (int s = 0; s < 4; ++s)
                if (sh.suits >> s & 1) {
                    meld.positions.push_back({false, std::uint8_t(s), std::uint8_t(sh.rank)});
                    ++used[s][sh.rank];
                }
            for (int q = 0; q < sh.jokers; ++q) {
                while (sh.suits >> missing & 1) ++missing;
                meld.positions.push_back({true, std::uint8_t(missing), std::uint8_t(sh.rank)});
                ++missing;
                ++jokers;
            }
        }
        out.melds.push_back(std::move(meld));
    }
    // every table card exactly, hand cards and jokers within what the hand holds
    const int handJokers = jokers - p.tableJokers;
    if (handJokers < 0 || handJokers > p.handJokers) return false;
    int value = handJokers * p.jokerValue;
    for (int s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r) {
            const int fromHand = used[s][r] - p.table[std::size_t(s)][std::size_t(r - 1)];
            if (fromHand < 0 || fromHand > p.hand[std::size_t(s)][std::size_t(r - 1)]) return false;
            out.handUsed[std::size_t(s)][std::size_t(r - 1)] = std::uint8_t(fromHand);
            value += fromHand * p.value[std::size_t(s)][std::size_t(r - 1)];
        }
    out.feasible = true;
    out.value = value;
    out.handJokersUsed = handJokers;
    return true;
}

} // namespace remi::ai::detail
