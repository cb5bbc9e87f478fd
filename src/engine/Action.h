// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Player actions (RULES.md 1.4; cases/FORMAT.md "Actions").

#include "Card.h"

#include <vector>

namespace remi {

enum class ActionType { Draw, PickupMeld, Meld, LayOff, SwapJoker, Take, Rearrange, Discard, EndTurn, Undo, Timeout };
enum class DrawSource { Stock, Discard, Cut };
enum class MeldEnd { Auto, Low, High };

/// One action of one seat. Cards are physical ids; which fields matter depends on `type`.
struct Action {
    ActionType type = ActionType::Draw;
    int seat = 0;
    DrawSource from = DrawSource::Stock;    ///< Draw
    int depth = 1;                          ///< Draw from the pile: 1 = top
    std::vector<std::vector<CardId>> melds; ///< Meld: new combinations, each in table order;
                                            ///< PickupMeld: melds[0], the pile card included
    ///< Rearrange: the whole new table, each meld in table order
    std::vector<CardId> cards;   ///< Take: the table cards taken
    CardId card = 0;             ///< LayOff, SwapJoker, Discard
    int target = 0;              ///< LayOff, SwapJoker, Take: table meld index
    MeldEnd end = MeldEnd::Auto; ///< LayOff
    bool bury = false;           ///< Discard: bury `buriedJoker` under `card` (remi51)
    CardId buriedJoker = 0;

    static Action draw(int seat, DrawSource from = DrawSource::Stock, int depth = 1);
    static Action meld(int seat, std::vector<std::vector<CardId>> melds);
    static Action layOff(int seat, CardId card, int target, MeldEnd end = MeldEnd::Auto);
    static Action swapJoker(int seat, CardId card, int target);
    static Action discard(int seat, CardId card);
    static Action discardBurying(int seat, CardId card, CardId joker);
    static Action pickupMeld(int seat, int depth, std::vector<CardId> meld);
    static Action undo(int seat);
    static Action take(int seat, int target, std::vector<CardId> cards);
    static Action rearrange(int seat, std::vector<std::vector<CardId>> table);
    static Action endTurn(int seat);
    /// The turn clock ran out (rami `turnSeconds`): penalty, a stock card if not drawn, turn over.
    static Action timeout(int seat);
};

} // namespace remi
