// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Moves.h"

#include "Arrangement.h"

namespace remi {

bool moveExists(Move move, const RuleSet &rules)
{
    const bool pickupMeld = rules.discardPickup == DiscardPickup::PickupMeld;
    const bool pileDraw =
        !pickupMeld && rules.discardMode != DiscardMode::None && rules.discardMode != DiscardMode::DiscardOnly;
    const bool jokers = rules.jokers > 0 || rules.jokersPerDeck > 0;
    switch (move) {
    case Move::DrawStock:
    case Move::Meld: return true;
    case Move::DrawPile: return pileDraw;
    case Move::DrawPileDeep:
        return (pileDraw && rules.discardMode == DiscardMode::Multiple) || (pickupMeld && rules.discardPickDepth > 1);
    case Move::DrawCut: return rules.cutCard;
    case Move::PickupMeld: return pickupMeld;
    case Move::LayOff: return rules.layOffAllowed;
    case Move::SwapJoker: return rules.jokerSwap && jokers;
    case Move::Take:
    case Move::Rearrange: return rules.manipulationRule && rules.manipulation;
    case Move::Discard: return rules.discardMode != DiscardMode::None;
    case Move::Bury: return rules.buryJokerRule && rules.allowBuryJoker && jokers;
    case Move::EndTurn: return rules.discardMode == DiscardMode::None && rules.manipulationRule;
    }
    return false;
}

bool optionApplies(const RuleSet &rules, std::string_view name)
{
    for (const OptionSpec &spec : optionSpecs(rules.variant))
        if (spec.name == name) return !spec.applies || spec.applies(rules);
    return true;
}

int shownMeldValue(const Meld &meld, const RuleSet &rules)
{
    if (rules.scoring != ScoringScheme::PlusMinus) return openingValue(meld, rules);
    int total = 0;
    for (const Card &c : meld.cards) total += indonesianCardValue(c, rules);
    return total;
}

std::string_view moveCode(Move move)
{
    constexpr std::string_view codes[] = {"draw_stock", "draw_pile", "draw_pile_deep", "draw_cut", "pickup_meld",
                                          "meld",       "lay_off",   "swap_joker",     "take",     "rearrange",
                                          "discard",    "bury",      "end_turn"};
    const auto i = static_cast<std::size_t>(move);
    return i < std::size(codes) ? codes[i] : std::string_view("?");
}

} // namespace remi
