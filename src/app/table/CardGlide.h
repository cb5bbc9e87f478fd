// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The cards' way to a redraw's places: each card that moved glides from where the last drawing had
// it, a new one from the stock; a new round is dealt from the stock, round the table one card at a
// time (Animations.h for the durations).

#include "Animations.h"
#include "engine/Card.h"

#include <QHash>
#include <QPointF>
#include <optional>

struct TableItems;

class CardGlide {
  public:
    /// Where every card of `items` (the last drawing's, before the scene deletes them) lies now.
    explicit CardGlide(const TableItems &items);
    /// Lets the cards of `items` (the new drawing's, each at its home) glide there at `speed`;
    /// `deal`: a new round, every card but the cut card dealt from the stock.
    void glide(const TableItems &items, AnimationSpeed speed, bool deal) const;
    /// A card of `items` is still gliding.
    static bool anyGliding(const TableItems &items);

  private:
    QHash<remi::CardId, QPointF> m_before; ///< every card but the stock's and the draft tray's
    std::optional<QPointF> m_stock;        ///< the stock's top card, else none
};
