// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Puts cards the player selected into an order the engine accepts as a meld (RULES.md 1.3):
// the player picks cards, not their table order.

#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/RuleSet.h"

#include <vector>

namespace remi {
class Round;
}

namespace MeldOrder {

/// `cards` in table order when some order is a valid meld under `limit`; otherwise sorted by
/// rank (the engine then names what is wrong).
std::vector<remi::CardId> tableOrder(const std::vector<remi::Card> &cards, const remi::RuleSet &rules,
                                     remi::JokerLimit limit);

/// Every table order of `cards` that is a valid meld under `limit`, one per meaning: orders whose
/// jokers stand for the same cards count once. Several when a joker could stand at either end of a
/// run (RULES.md 1.2: 3♠ 4♠ joker is 2♠ 3♠ 4♠ or 3♠ 4♠ 5♠); the first is tableOrder's. Empty when
/// no order is valid.
std::vector<std::vector<remi::CardId>> tableOrders(const std::vector<remi::Card> &cards, const remi::RuleSet &rules,
                                                   remi::JokerLimit limit);

/// The cards jokers stand for in `order` (a valid meld under `limit`), in table order; a set joker
/// whose suit is open has Suit::None (RULES.md 1.2).
std::vector<remi::Face> jokerFaces(const std::vector<remi::Card> &order, const remi::RuleSet &rules,
                                   remi::JokerLimit limit);

/// The Meld action of the Meld button (M key), also made by dragging the selection onto the table:
/// each draft combination, then `selection` when not empty, each in table order, with the opening's
/// joker limit while `seat` has not opened. No melds when both are empty.
remi::Action meldAction(const remi::Round &round, int seat, const std::vector<std::vector<remi::CardId>> &draft,
                        const std::vector<remi::CardId> &selection);

} // namespace MeldOrder
