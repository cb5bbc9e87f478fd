#pragma once
// Puts cards the player selected into an order the engine accepts as a meld (RULES.md 1.3):
// the player picks cards, not their table order.

#include "engine/Card.h"
#include "engine/RuleSet.h"

#include <vector>

namespace MeldOrder {

/// `cards` in table order when some order is a valid meld under `limit`; otherwise sorted by
/// rank (the engine then names what is wrong).
std::vector<remi::CardId> tableOrder(const std::vector<remi::Card> &cards, const remi::RuleSet &rules,
                                     remi::JokerLimit limit);

} // namespace MeldOrder
