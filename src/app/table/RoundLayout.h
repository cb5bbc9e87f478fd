// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The round in view laid out (TableLayout): what the layout needs to know of it (the seats and their
// cards, the piles, the table melds, the draft, the labels' widths at their widest for the round:
// TableTips), with each table meld kept where it lay while it exists (MeldPlaces; a new round starts
// afresh). TableScene asks it at every redraw.

#include "MeldPlaces.h"
#include "TableLayout.h"

class GameController;
class HandModel;
class TableTips;

class RoundLayout {
  public:
    /// Lays out `controller`'s round with `hand`'s cards and draft, its labels' words from `tips`.
    RoundLayout(const GameController &controller, const HandModel &hand, const TableTips &tips)
        : m_controller(controller), m_hand(hand), m_tips(tips)
    {
    }

    /// The layout of the round for a view of `view` pixels; `handsShown`: the round end, every hand
    /// face up at its seat. The melds keep the rows and places this layout gives them.
    TableLayout lay(QSizeF view, bool handsShown);

  private:
    const GameController &m_controller;
    const HandModel &m_hand;
    const TableTips &m_tips;
    MeldPlaces m_places; ///< each table meld's row, kept while it exists
    int m_round = -1;    ///< the round laid out last (a new one starts afresh)
};
