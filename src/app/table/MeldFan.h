// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table meld that fans out: an overlapped meld spreads its cards so that each shows (up to kShare
// of a card's width apart, inside the table) under the pointer or the keyboard focus (the pointer
// wins); the others lie as the layout put them. TableScene tells it where the pointer and the focus
// are and has it place the melds' cards.

#include <QPointF>
#include <optional>

struct TableItems;

class MeldFan {
  public:
    /// The melds of `items` (the scene's, as its last redraw made them).
    explicit MeldFan(const TableItems &items) : m_items(items) {}

    /// How far apart a fanned meld's cards lie at the most, in card widths.
    static constexpr qreal kShare = 0.62;

    /// The meld with the keyboard focus (-1: none). False when it already had it.
    bool setFocus(int meld);
    /// The pointer moved to `scenePos` with no button held. False when the meld under it is the same.
    bool pointAt(QPointF scenePos);
    /// The meld fanned out now, else -1.
    int fanned() const;
    /// Places the table melds' cards (and joker badges) fanned or not, across a table `tableWidth`
    /// pixels wide; a card that moves glides there for `glideMs`, or is put there without.
    void apply(qreal tableWidth, std::optional<int> glideMs) const;

  private:
    /// The table meld under `scenePos` (the fanned one first, as it lies over its neighbours), or -1.
    int meldAt(QPointF scenePos) const;

    const TableItems &m_items;
    int m_pointer = -1; ///< the meld under the pointer (fanned)
    int m_focus = -1;   ///< the meld with the keyboard focus (fanned when the pointer is on none)
};
