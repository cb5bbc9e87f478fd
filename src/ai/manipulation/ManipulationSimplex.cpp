// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A small bounded dual simplex (ManipulationLP.h, BoundedSimplex).
#include "ai/manipulation/ManipulationLP.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace remi::ai::detail {

namespace {
constexpr double kPivotTol = 1e-9;
constexpr int kRefactorEvery = 100;
} // namespace

void BoundedSimplex::reset(int rows)
{
    m_rows = rows;
    m_n = 0;
    m_cost.clear();
    m_lower.clear();
    m_upper.clear();
    m_start.assign(1, 0);
    m_entries.clear();
    m_b.assign(std::size_t(rows), 0.0);
}

int BoundedSimplex::addColumn(double cost, double upper, const Entry *entries, int count)
{
    m_cost.push_back(cost);
    m_lower.push_back(0.0);
    m_upper.push_back(upper);
    m_entries.insert(m_entries.end(), entries, entries + count);
    m_start.push_back(int(m_entries.size()));
    return m_n++;
}

void BoundedSimplex::refactor()
{
    // B^-1 by Gauss-Jordan with partial pivoting (position i of the basis is column i of B)
    const int m = m_rows;
    const std::size_t um = std::size_t(m);
    std::vector<double> &a = m_work;
    a.assign(um * um, 0.0);
    for (int i = 0; i < m; ++i) {
        const int j = m_basis[std::size_t(i)];
        for (int e = m_start[std::size_t(j)]; e < m_start[std::size_t(j) + 1]; ++e)
            a[std::size_t(m_entries[std::size_t(e)].row) * um + std::size_t(i)] = m_entries[std::size_t(e)].value;
    }
    std::fill(m_binv.begin(), m_binv.end(), 0.0);
    for (int i = 0; i < m; ++i) m_binv[std::size_t(i) * um + std::size_t(i)] = 1.0;
    for (int c = 0; c < m; ++c) {
        int best = c;
        for (int r = c + 1; r < m; ++r)
            if (std::abs(a[std::size_t(r) * um + std::size_t(c)]) >
                std::abs(a[std::size_t(best) * um + std::size_t(c)]))
                best = r;
        double *ac = &a[std::size_t(c) * um], *bc = &m_binv[std::size_t(c) * um];
        if (best != c) {
            std::swap_ranges(ac, ac + m, &a[std::size_t(best) * um]);
            std::swap_ranges(bc, bc + m, &m_binv[std::size_t(best) * um]);
        }
        const double p = ac[c];
        if (std::abs(p) < 1e-12) continue; // (singular: cannot happen with a basis kept by pivots)
        for (int k = 0; k < m; ++k) {
            ac[k] /= p;
            bc[k] /= p;
        }
        for (int r = 0; r < m; ++r) {
            if (r == c) continue;
            double *ar = &a[std::size_t(r) * um];
            const double f = ar[c];
            if (f == 0) continue;
            double *br = &m_binv[std::size_t(r) * um];
            for (int k = c; k < m; ++k) ar[k] -= f * ac[k];
            for (int k = 0; k < m; ++k) br[k] -= f * bc[k];
        }
    }
    // the basic values, the duals and every reduced cost from scratch
    std::vector<double> &rhs = m_rhsWork;
    rhs = m_b;
    for (int j = 0; j < m_n; ++j)
        if (m_state[std::size_t(j)] != 1 && m_x[std::size_t(j)] != 0)
            for (int e = m_start[std::size_t(j)]; e < m_start[std::size_t(j) + 1]; ++e)
                rhs[std::size_t(m_entries[std::size_t(e)].row)] -=
                    m_x[std::size_t(j)] * m_entries[std::size_t(e)].value;
    std::fill(m_dual.begin(), m_dual.end(), 0.0);
    for (int i = 0; i < m; ++i) {
        const double *row = &m_binv[std::size_t(i) * um];
        double v = 0;
        for (int k = 0; k < m; ++k) v += row[k] * rhs[std::size_t(k)];
        const int j = m_basis[std::size_t(i)];
        m_x[std::size_t(j)] = v;
        const double cb = m_cost[std::size_t(j)];
        if (cb != 0)
            for (int k = 0; k < m; ++k) m_dual[std::size_t(k)] += cb * row[k];
    }
    for (int j = 0; j < m_n; ++j) {
        double d = m_cost[std::size_t(j)];
        for (int e = m_start[std::size_t(j)]; e < m_start[std::size_t(j) + 1]; ++e)
            d -= m_dual[std::size_t(m_entries[std::size_t(e)].row)] * m_entries[std::size_t(e)].value;
        m_d[std::size_t(j)] = m_state[std::size_t(j)] == 1 ? 0.0 : d;
    }
}

BoundedSimplex::Status BoundedSimplex::solve(int maxPivots)
{
    // The dual simplex (maximisation): start from the basis of artificial columns fixed at zero,
    // every other column at the bound its cost prefers (dual feasible), and restore primal
    // feasibility row by row, keeping the reduced costs' signs.
    const int m = m_rows, n = m_n;
    const std::size_t um = std::size_t(m);
    for (int i = 0; i < m; ++i) {
        const Entry e{i, 1.0};
        addColumn(0.0, 0.0, &e, 1);
    }
    m_x.assign(std::size_t(m_n), 0.0);
    m_d.assign(std::size_t(m_n), 0.0);
    m_state.assign(std::size_t(m_n), 0);
    m_basis.resize(um);
    m_binv.assign(um * um, 0.0);
    m_dual.assign(um, 0.0);
    m_alpha.assign(um, 0.0);
    m_rowAlpha.assign(std::size_t(m_n), 0.0);
    for (int j = 0; j < n; ++j)
        if (m_cost[std::size_t(j)] > 0) {
            m_state[std::size_t(j)] = 2;
            m_x[std::size_t(j)] = m_upper[std::size_t(j)];
        }
    for (int i = 0; i < m; ++i) {
        m_basis[std::size_t(i)] = n + i;
        m_state[std::size_t(n + i)] = 1;
    }
    refactor();
    m_sign.resize(std::size_t(m_n));
    for (int j = 0; j < m_n; ++j) m_sign[std::size_t(j)] = signOf(j);
    m_pivots = 0;
    return iterate(maxPivots);
}

int BoundedSimplex::addColumnLate(double cost, double upper, const Entry *entries, int count)
{
    const int j = addColumn(cost, upper, entries, count);
    const int m = m_rows;
    const std::size_t um = std::size_t(m);
    double d = cost;
    for (int e = 0; e < count; ++e) d -= m_dual[std::size_t(entries[e].row)] * entries[e].value;
    // at the bound its reduced cost prefers (dual feasible); the basic values make room for it
    const bool atUpper = d > 0;
    m_state.push_back(atUpper ? 2 : 0);
    m_x.push_back(atUpper ? upper : 0.0);
    m_d.push_back(d);
    m_rowAlpha.push_back(0.0);
    m_sign.push_back(signOf(j));
    if (atUpper)
        for (int e = 0; e < count; ++e) {
            const std::size_t row = std::size_t(entries[e].row);
            const double v = entries[e].value * upper;
            for (int i = 0; i < m; ++i)
                m_x[std::size_t(m_basis[std::size_t(i)])] -= m_binv[std::size_t(i) * um + row] * v;
        }
    return j;
}

void BoundedSimplex::setBounds(int j, double lower, double upper)
{
    m_lower[std::size_t(j)] = lower;
    m_upper[std::size_t(j)] = upper;
    if (m_state[std::size_t(j)] == 1) return; // (a basic value out of its bounds: the next iterate repairs it)
    if (m_state[std::size_t(j)] == 2 && upper <= lower) m_state[std::size_t(j)] = 0;
    m_sign[std::size_t(j)] = signOf(j);
    const double now = m_state[std::size_t(j)] == 0 ? lower : upper;
    const double delta = now - m_x[std::size_t(j)];
    if (delta == 0) return;
    m_x[std::size_t(j)] = now;
    const int m = m_rows;
    const std::size_t um = std::size_t(m);
    for (int e = m_start[std::size_t(j)]; e < m_start[std::size_t(j) + 1]; ++e) {
        const std::size_t row = std::size_t(m_entries[std::size_t(e)].row);
        const double v = m_entries[std::size_t(e)].value * delta;
        for (int i = 0; i < m; ++i) m_x[std::size_t(m_basis[std::size_t(i)])] -= m_binv[std::size_t(i) * um + row] * v;
    }
}

BoundedSimplex::Status BoundedSimplex::iterate(int maxPivots)
{
    const int m = m_rows;
    const std::size_t um = std::size_t(m);
    int sinceRefactor = 0;
    constexpr double kFeasTol = 1e-9, kHarris = 1e-9;
    const int limit = m_pivots + maxPivots;
    while (m_pivots < limit) {
        // leaving row: dual steepest edge, the largest bound violation squared over the squared
        // norm of its row of B^-1 (exact norms: B^-1 is dense and small)
        int r = -1;
        double worst = 0;
        for (int i = 0; i < m; ++i) {
            const int j = m_basis[std::size_t(i)];
            const double x = m_x[std::size_t(j)];
            const double v = x < m_lower[std::size_t(j)]   ? m_lower[std::size_t(j)] - x
                             : x > m_upper[std::size_t(j)] ? x - m_upper[std::size_t(j)]
                                                           : 0.0;
            if (v <= kFeasTol) continue;
            const double *row = &m_binv[std::size_t(i) * um];
            double norm = 0;
            for (int k = 0; k < m; ++k) norm += row[k] * row[k];
            const double score = v * v / norm;
            if (score > worst) {
                worst = score;
                r = i;
            }
        }
        if (r < 0) {
            m_objective = 0;
            for (int j = 0; j < m_n; ++j) m_objective += m_cost[std::size_t(j)] * m_x[std::size_t(j)];
            return Status::Optimal;
        }
        const int leaving = m_basis[std::size_t(r)];
        const bool below = m_x[std::size_t(leaving)] < m_lower[std::size_t(leaving)];
        const double target = below ? m_lower[std::size_t(leaving)] : m_upper[std::size_t(leaving)];
        // the pivot row: alpha_rj = (row r of B^-1) . A_j for the non-basic columns; ratio test
        // (maximisation: at lower d <= 0, at upper d >= 0) with Harris' tolerance, the largest
        // |alpha| among the ratios within it
        const double *rho = &m_binv[std::size_t(r) * um];
        double bound = std::numeric_limits<double>::infinity();
        m_touched.clear(); // (the eligible columns)
        for (int j = 0; j < m_n; ++j) {
            const double sj = m_sign[std::size_t(j)]; // -1 at lower, +1 at upper, 0 basic or fixed
            if (sj == 0) continue;
            double a = 0;
            for (int e = m_start[std::size_t(j)]; e < m_start[std::size_t(j) + 1]; ++e)
                a += rho[m_entries[std::size_t(e)].row] * m_entries[std::size_t(e)].value;
            m_rowAlpha[std::size_t(j)] = a;
            const double rise = sj * a; // the leaving value's change as j moves into its box
            if (below ? rise <= kPivotTol : rise >= -kPivotTol) continue;
            m_touched.push_back(j);
            bound = std::min(bound, (std::abs(m_d[std::size_t(j)]) + kHarris) / std::abs(a));
        }
        if (bound == std::numeric_limits<double>::infinity()) return Status::Infeasible; // no column can repair row r
        int q = -1;
        double bestAlpha = 0;
        for (const int j : m_touched) {
            const double a = std::abs(m_rowAlpha[std::size_t(j)]);
            if (std::abs(m_d[std::size_t(j)]) / a <= bound && a > bestAlpha) {
                bestAlpha = a;
                q = j;
            }
        }
        if (q < 0) return Status::Failed;
        ++m_pivots;
        std::fill(m_alpha.begin(), m_alpha.end(), 0.0);
        for (int e = m_start[std::size_t(q)]; e < m_start[std::size_t(q) + 1]; ++e) {
            const std::size_t row = std::size_t(m_entries[std::size_t(e)].row);
            const double v = m_entries[std::size_t(e)].value;
            for (int i = 0; i < m; ++i) m_alpha[std::size_t(i)] += m_binv[std::size_t(i) * um + row] * v;
        }
        const double arq = m_alpha[std::size_t(r)];
        // primal step: the leaving value reaches its bound
        const double theta = (m_x[std::size_t(leaving)] - target) / arq;
        for (int i = 0; i < m; ++i)
            if (m_alpha[std::size_t(i)] != 0)
                m_x[std::size_t(m_basis[std::size_t(i)])] -= theta * m_alpha[std::size_t(i)];
        m_x[std::size_t(q)] += theta;
        m_x[std::size_t(leaving)] = target;
        // dual step: q's reduced cost becomes zero
        const double thetaD = m_d[std::size_t(q)] / arq;
        for (int j = 0; j < m_n; ++j)
            if (m_sign[std::size_t(j)] != 0) m_d[std::size_t(j)] -= thetaD * m_rowAlpha[std::size_t(j)];
        for (int k = 0; k < m; ++k) m_dual[std::size_t(k)] += thetaD * rho[k];
        m_d[std::size_t(q)] = 0;
        m_d[std::size_t(leaving)] = -thetaD;
        m_state[std::size_t(leaving)] = below ? 0 : 2;
        m_state[std::size_t(q)] = 1;
        m_sign[std::size_t(q)] = 0;
        m_sign[std::size_t(leaving)] = signOf(leaving);
        m_basis[std::size_t(r)] = q;
        // B^-1: eliminate column q's entries but row r
        double *prow = &m_binv[std::size_t(r) * um];
        for (int k = 0; k < m; ++k) prow[k] /= arq;
        for (int i = 0; i < m; ++i) {
            if (i == r) continue;
            const double f = m_alpha[std::size_t(i)];
            if (f == 0) continue;
            double *row = &m_binv[std::size_t(i) * um];
            for (int k = 0; k < m; ++k) row[k] -= f * prow[k];
        }
        if (++sinceRefactor >= kRefactorEvery) {
            refactor();
            sinceRefactor = 0;
        }
    }
    return Status::Failed;
}

} // namespace remi::ai::detail
