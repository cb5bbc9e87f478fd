// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to TableManipulation: the linear relaxation of the manipulation problem (the model of
// den Hertog & Hulshof 2006: a variable per meld template, one per hand face, an equation per
// face) and a small bounded simplex to solve it. The solver uses its dual values as the prices
// of its relaxed bound (ManipulationBound.cpp) and its solution to guide the dive
// (ManipulationSearch.cpp); neither needs it to be exact: any prices give a valid bound, and the
// guide only orders the moves. Floating point; never decides an answer on its own.

#include "ai/manipulation/ManipulationProblem.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace remi::ai::detail {

/// What a column of the relaxation stands for (the guide reads it back).
struct ShapeOfColumn {
    bool run;
    int suit, first, length, mask; ///< run: ranks first..first+length-1 (14: high ace), mask: jokers
    int rank, suits, jokers;       ///< set
};

/// A template waiting to become a column (solveRelaxation).
struct PendingColumn {
    int first = 0, count = 0; ///< its entries in BoundedSimplex::pendingEntries
    double cost = 0, upper = 0;
    bool lazy = false; ///< added only when the prices make it worth it
};

/// max c·x subject to A x = b (b >= 0), lower <= x <= upper, A given by sparse columns; the dual
/// simplex, so that a bound changed after a solve is repaired from the same basis.
class BoundedSimplex {
  public:
    std::vector<ShapeOfColumn> shapes; ///< scratch of solveRelaxation
    std::vector<std::uint64_t> seenKeys;
    std::vector<int> batch;
    std::vector<double> batchLower;
    std::vector<PendingColumn> pending;
    std::vector<int> columnOf;
    struct Entry {
        int row;
        double value;
    };
    std::vector<Entry> pendingEntries; ///< scratch of solveRelaxation
    void reset(int rows);
    /// Adds a column (before solve); returns its index.
    int addColumn(double cost, double upper, const Entry *entries, int count);
    /// Adds a column after a solve, at the bound its reduced cost prefers; iterate() solves again.
    int addColumnLate(double cost, double upper, const Entry *entries, int count);
    void setRhs(int row, double value) { m_b[std::size_t(row)] = value; }
    enum class Status { Optimal, Infeasible, Failed };
    /// Solves from scratch (the dual simplex from the basis of artificial columns).
    Status solve(int maxPivots = 5000);
    /// Changes the bounds of a column after a solve; iterate() solves again from that basis.
    void setBounds(int column, double lower, double upper);
    Status iterate(int maxPivots);
    double lowerOf(int column) const { return m_lower[std::size_t(column)]; }
    double upperOf(int column) const { return m_upper[std::size_t(column)]; }
    double objective() const { return m_objective; }
    double value(int column) const { return m_x[std::size_t(column)]; }
    /// The dual value of `row` (the objective's rate of change per unit of its right-hand side).
    double dual(int row) const { return m_dual[std::size_t(row)]; }
    int pivots() const { return m_pivots; }

  private:
    /// B^-1 of the basis from scratch, then the basic values, duals and reduced costs.
    void refactor();

    int m_rows = 0, m_n = 0, m_pivots = 0;
    std::vector<double> m_cost, m_lower, m_upper, m_b, m_x, m_d; // m_d: reduced costs
    std::vector<int> m_start;                                    // column j: entries m_start[j] .. m_start[j+1]
    std::vector<Entry> m_entries;
    std::vector<int> m_basis;         // row → basic column
    std::vector<signed char> m_state; // column: 1 basic, 0 at lower, 2 at upper
    std::vector<double> m_binv;       // dense B^-1, row major
    std::vector<double> m_dual, m_alpha, m_rowAlpha, m_work, m_rhsWork;
    std::vector<double> m_sign; // column: -1 at lower, +1 at upper, 0 basic or fixed
    std::vector<int> m_touched; // the columns eligible in a ratio test
    double signOf(int j) const
    {
        if (m_state[std::size_t(j)] == 1 || m_upper[std::size_t(j)] <= m_lower[std::size_t(j)]) return 0;
        return m_state[std::size_t(j)] == 0 ? -1.0 : 1.0;
    }
    double m_objective = 0;
};

/// Ranks read the other way round (the solver's second search order): a face rank r (1..13)
/// becomes face(r) and a run position p (1..14, 14 the high ace) becomes position(p). With aces
/// high allowed (or no ace runs at all) the ace stays the ace, now at the other end (A-2-3 ↔
/// Q-K-A, rank r ↔ 15 - r); with aces low only the ranks A..K read K..A (rank r ↔ 14 - r). Its
/// own inverse.
struct RankMirror {
    bool on = false;
    bool aceFixed = false;
    int face(int r) const { return !on ? r : aceFixed ? (r == 1 ? 1 : 15 - r) : 14 - r; }
    int position(int p) const { return !on ? p : aceFixed ? 15 - p : 14 - p; }
};

/// The relaxation of one manipulation problem and what the solver reads from it.
struct ManipulationRelaxation {
    bool solved = false;  ///< an optimum was found (false: infeasible or failed)
    double rootValue = 0; ///< its objective: the hand value placed, hand jokers included
    /// An exact upper bound on every arrangement's value (weak duality in whole numbers); only
    /// when the templates hold every arrangement (at most two jokers a meld, minimum one natural),
    /// else the largest int.
    int upperBound = std::numeric_limits<int>::max();
    double value = 0;                  ///< the same after diving to whole meld counts
    bool integral = false;             ///< diving reached whole meld counts: `chosen` is an arrangement
    std::vector<ShapeOfColumn> chosen; ///< its melds (integral only)
    double price[4][14]{};             ///< -dual of the equation of face (suit, rank): the set cards' price
    /// The relaxed arrangement after diving: its melds with their (possibly fractional) counts,
    /// and the hand cards placed per (suit, rank).
    std::vector<std::pair<ShapeOfColumn, double>> support;
    double used[4][14]{};
    /// The same before diving (its value rootValue).
    std::vector<std::pair<ShapeOfColumn, double>> rootSupport;
    double rootUsed[4][14]{};
    int templates = 0, pivots = 0, rootPivots = 0, fractional = 0, dives = 0;
};

/// The relaxed arrangement as the search's guide, in the rank order of `mirror`, all in 1/100:
/// per (suit, rank) the cards sent to sets, hand cards placed, runs started, runs ended (at the
/// rank after their last card) and jokers in runs; per rank the set jokers.
struct RelaxedGuide {
    int pool[4][14]{}, used[4][14]{}, starts[4][14]{}, ends[4][14]{}, jokers[4][14]{};
    int setJokers[14]{};
};
void guideOf(const ManipulationRelaxation &relax, const RankMirror &mirror, RelaxedGuide &out);

/// Builds and solves the relaxation of `p` (runs of 3 to 5 cards, sets of 3 or 4): prices and
/// value of its optimum, then dives (rounds a meld count, solves again) towards whole counts.
void solveRelaxation(const ManipulationProblem &p, BoundedSimplex &lp, ManipulationRelaxation &out);

/// The arrangement of an integral relaxation, checked exactly (every table card placed once,
/// hand cards and jokers within the hand); false when there is none or it does not check.
bool arrangementOf(const ManipulationProblem &p, const ManipulationRelaxation &relax, ManipulationSolution &out);

} // namespace remi::ai::detail
