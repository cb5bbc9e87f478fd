// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Which table meld is which from one layout to the next (a meld keeps its place while it
// exists). The engine's table is a list without names: a meld is the one of the last layout with
// which it shares the most cards (a lay-off adds a card, a joker swap or a rearrangement changes a
// few, the larger part of a split meld keeps the place); the rest are new. Pure bookkeeping, no rules.

#include "TableLayout.h"

#include "engine/Card.h"

#include <vector>

class MeldPlaces {
  public:
    /// Each meld of `table` (its cards' ids) with the row, place and order it had, or row -1 and a
    /// new order when it is new (the order tells melds apart: one number per meld while it exists).
    /// `owners` by the same index.
    /// `turn` (the round's turn index): within one turn a meld taken off the table leaves its slot
    /// empty (a hole, after the table's melds in the result: MeldShape::hole) and every meld's slot
    /// keeps room for the most cards it had (MeldShape::reserve), so that the melds the player did not
    /// touch stay put (issue 35); a meld laid again with most of a hole's cards takes its slot back.
    std::vector<TableLayout::MeldShape> shapes(const std::vector<std::vector<remi::CardId>> &table,
                                               const std::vector<int> &owners, int turn = -1);
    /// Remembers where the layout put the melds given to the last shapes() call: the row and the
    /// place in it of each (TableLayout::meldRows, meldSlots).
    void placed(const std::vector<int> &rows, const std::vector<int> &inRow);
    /// Forgets every meld (a new round or game).
    void clear();

  private:
    struct Entry {
        std::vector<remi::CardId> cards; ///< sorted
        int row = -1;
        int slot = 0;
        int order = 0;
        int owner = 0;
        int widest = 0; ///< the most cards it had this turn
        bool hole = false;
    };
    std::vector<Entry> m_known;   ///< the melds of the last layout
    std::vector<Entry> m_pending; ///< the melds of the last shapes() call, rows to come
    std::vector<Entry> m_holes;   ///< melds taken off the table this turn, their slots kept
    int m_next = 0;               ///< the next new meld's order
    int m_turn = -1;              ///< the turn of the last shapes() call
};
