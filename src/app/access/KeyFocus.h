// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where the keyboard focus is on the table (RULES.md 7): the focus area that Tab / Shift+Tab cycle
// and the position in it. KeyboardController moves it; the focus ring, the screen-reader model
// (TableAccessible.h) and the spoken focus read it. Plain data: no Qt objects, no behaviour.

#include "engine/Card.h"

struct KeyFocus {
    /// The areas in Tab order.
    enum class Area { Hand, Draft, Table, Pile, Stock, Players };
    static constexpr int kAreas = 6;

    Area area = Area::Hand;
    remi::CardId card = 0; ///< the focused hand card (0 with an empty hand: check handIndex)
    int handIndex = 0;     ///< its place in the hand as shown
    int draft = 0;         ///< the focused draft meld
    int meld = 0;          ///< the focused table meld
    int meldCard = 0;      ///< the focused card in it
    int pile = 1;          ///< the focused discard pile depth (1 = top)
    int player = -1;       ///< the focused other seat (round seat), -1 before the first visit
};
