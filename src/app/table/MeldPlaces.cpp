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
                                                       const std::vector<int> &owners, int turn)
{
    // A new turn: the holes close and each slot fits its meld again.
    if (turn != m_turn || turn < 0) {
        m_holes.clear();
        for (Entry &known : m_known) known.widest = static_cast<int>(known.cards.size());
        m_turn = turn;
    }
    std::vector<Entry> old = m_known;
    old.insert(old.end(), m_holes.begin(), m_holes.end());
    m_pending.assign(table.size(), Entry());
    for (std::size_t m = 0; m < table.size(); ++m) {
        m_pending[m].cards = table[m];
        std::sort(m_pending[m].cards.begin(), m_pending[m].cards.end());
        m_pending[m].owner = m < owners.size() ? owners[m] : 0;
        m_pending[m].widest = static_cast<int>(table[m].size());
    }
    // Every (shared cards, new meld, old meld) pair, most shared first: each old meld (or hole)
    // passes its place to the new one that kept most of its cards.
    std::vector<std::tuple<int, std::size_t, std::size_t>> pairs;
    for (std::size_t m = 0; m < m_pending.size(); ++m)
        for (std::size_t k = 0; k < old.size(); ++k)
            if (const int n = shared(m_pending[m].cards, old[k].cards); n > 0) pairs.emplace_back(n, m, k);
    std::stable_sort(pairs.begin(), pairs.end(),
                     [](const auto &a, const auto &b) { return std::get<0>(a) > std::get<0>(b); });
    std::vector<bool> newTaken(m_pending.size(), false), oldTaken(old.size(), false);
    for (const auto &[n, m, k] : pairs) {
        if (newTaken[m] || oldTaken[k]) continue;
        newTaken[m] = oldTaken[k] = true;
        m_pending[m].row = old[k].row;
        m_pending[m].slot = old[k].slot;
        m_pending[m].order = old[k].order;
        m_pending[m].widest = std::max(m_pending[m].widest, old[k].widest);
    }
    for (std::size_t m = 0; m < m_pending.size(); ++m)
        if (!newTaken[m]) m_pending[m].order = m_next++;
    // The melds gone this turn keep their slots, as holes after the table's melds.
    if (m_turn >= 0)
        for (std::size_t k = 0; k < old.size(); ++k)
            if (!oldTaken[k] && old[k].row >= 0) {
                Entry hole = old[k];
                hole.hole = true;
                m_pending.push_back(hole);
            }
    std::vector<TableLayout::MeldShape> out;
    for (const Entry &entry : m_pending) {
        TableLayout::MeldShape shape;
        shape.owner = entry.owner;
        shape.cards = entry.hole ? entry.widest : static_cast<int>(entry.cards.size());
        shape.row = entry.row;
        shape.slot = entry.slot;
        shape.order = entry.order;
        shape.reserve = entry.widest;
        shape.hole = entry.hole;
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
    m_known.clear();
    m_holes.clear();
    for (const Entry &entry : m_pending) (entry.hole ? m_holes : m_known).push_back(entry);
}

void MeldPlaces::clear()
{
    m_known.clear();
    m_pending.clear();
    m_holes.clear();
    m_next = 0;
    m_turn = -1;
}
