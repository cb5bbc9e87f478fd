// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MeldPlaces.h"

#include <algorithm>
#include <tuple>

namespace {
int shared(const std::vector<remi::CardId> &a, const std::vector<remi::CardId> &b)
{
    int n = 0;
    auto i = a.begin();
    auto j = b.begin();
    while (i != a.end() && j != b.end()) {
        if (*i < *j) {
            ++i;
        } else if (*j < *i) {
            ++j;
        } else {
            ++n;
            ++i;
            ++j;
        }
    }
    return n;
}
} // namespace

std::vector<TableLayout::MeldShape> MeldPlaces::shapes(const std::vector<std::vector<remi::CardId>> &table,
                                                       const std::vector<int> &owners)
{
    m_pending.assign(table.size(), Entry());
    for (std::size_t m = 0; m < table.size(); ++m) {
        m_pending[m].cards = table[m];
        std::sort(m_pending[m].cards.begin(), m_pending[m].cards.end());
    }
    // Every (shared cards, new meld, old meld) pair, most shared first: each old meld passes its
    // place to the new one that kept most of its cards.
    std::vector<std::tuple<int, std::size_t, std::size_t>> pairs;
    for (std::size_t m = 0; m < m_pending.size(); ++m)
        for (std::size_t k = 0; k < m_known.size(); ++k)
            if (const int n = shared(m_pending[m].cards, m_known[k].cards); n > 0) pairs.emplace_back(n, m, k);
    std::stable_sort(pairs.begin(), pairs.end(),
                     [](const auto &a, const auto &b) { return std::get<0>(a) > std::get<0>(b); });
    std::vector<bool> newTaken(m_pending.size(), false), oldTaken(m_known.size(), false);
    for (const auto &[n, m, k] : pairs) {
        if (newTaken[m] || oldTaken[k]) continue;
        newTaken[m] = oldTaken[k] = true;
        m_pending[m].row = m_known[k].row;
        m_pending[m].slot = m_known[k].slot;
        m_pending[m].order = m_known[k].order;
    }
    std::vector<TableLayout::MeldShape> out;
    for (std::size_t m = 0; m < m_pending.size(); ++m) {
        if (!newTaken[m]) m_pending[m].order = m_next++;
        TableLayout::MeldShape shape;
        shape.owner = m < owners.size() ? owners[m] : 0;
        shape.cards = static_cast<int>(table[m].size());
        shape.row = m_pending[m].row;
        shape.slot = m_pending[m].slot;
        shape.order = m_pending[m].order;
        out.push_back(shape);
    }
    return out;
}

void MeldPlaces::placed(const std::vector<int> &rows, const std::vector<int> &inRow)
{
    for (std::size_t m = 0; m < m_pending.size() && m < rows.size() && m < inRow.size(); ++m) {
        m_pending[m].row = rows[m];
        m_pending[m].slot = inRow[m];
    }
    m_known = m_pending;
}

void MeldPlaces::clear()
{
    m_known.clear();
    m_pending.clear();
    m_next = 0;
}
