// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What happened when an action was accepted; feeds the UI and the logs (DESIGN.md Engine).

#include "Action.h"
#include "Card.h"

#include <vector>

namespace remi {

enum class EventType {
    Drew,         ///< `cards` drawn by `seat` from `source` (a stock card is private to the seat)
    Melded,       ///< `seat` laid new melds; `meld` = index of the first, `count` of them
    LaidOff,      ///< `seat` laid `cards[0]` off onto meld `meld`
    JokerSwapped, ///< `seat` put `cards[0]` in meld `meld` and took the joker `cards[1]`
    Discarded,    ///< `seat` discarded `cards[0]` (with `cards[1]` buried under it, if any)
    StockRebuilt, ///< the discards became a new stock of `count` cards
    RoundEnded,   ///< the round is over; `seat` went out or -1
    Undone,       ///< `seat` took back its last action
    Took,         ///< rami: `seat` took `cards` from meld `meld` into its hand
    Rearranged,   ///< rami: `seat` rearranged the table
    CardsLeft,    ///< rami 4.3: `seat` has `count` (3, 2 or 1) cards, announced to everyone
    Penalized,    ///< rami: `seat` pays `points` (borrowed cards, unused joker, timeout)
    TurnEnded,    ///< `seat` ended its turn without a discard (end_turn, timeout)
};

struct Event {
    EventType type = EventType::Drew;
    int seat = -1;
    DrawSource source = DrawSource::Stock;
    std::vector<Card> cards;
    int meld = -1;
    int count = 0;
    int points = 0; ///< rami normal mode: points the action scored for `seat` (0 where table actions
                    ///< score nothing: other variants, challenge mode); Penalized: the penalty
};

} // namespace remi
