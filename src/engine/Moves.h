// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Which kinds of move a variant has at all (RULES.md 1.4 and each variant's section), read from the
// RuleSet: the window offers only those (a menu entry for a move the variant lacks would always be
// refused). Whether a move applies now is still the engine's answer to the action (Round::apply).

#include "Meld.h"
#include "RuleSet.h"

#include <string_view>

namespace remi {

enum class Move {
    DrawStock,    ///< draw the top card of the stock (every variant)
    DrawPile,     ///< take the top discard as the draw (not remi_indonesia: 5.3 pickup_meld)
    DrawPileDeep, ///< take deeper pile cards: rami MULTIPLE (4.3), remi_indonesia depth > 1 (5.3)
    DrawCut,      ///< take the cut card (remi51 3.2, 3.7)
    PickupMeld,   ///< a pile card melded at once (remi_indonesia 5.3)
    Meld,         ///< new combinations from the hand
    LayOff,       ///< a hand card onto a table combination (off in remi_indonesia 5.5)
    SwapJoker,    ///< a natural card for a table joker (remi51 3.5, rami 4.5), with jokers in the shoe
    Take,         ///< table cards into the hand (rami manipulation, 4.5)
    Rearrange,    ///< the table laid out anew (rami manipulation, 4.5)
    Discard,      ///< end the turn with a discard (not rami NONE, 4.3)
    Bury,         ///< discard burying a joker (remi51 3.10, when allowed)
    EndTurn,      ///< end the turn without a discard (rami NONE, 4.3)
};
constexpr int kMoveCount = static_cast<int>(Move::EndTurn) + 1;

/// Whether `rules` have `move` at all.
bool moveExists(Move move, const RuleSet &rules);
/// Whether option `name` matters with `rules` as they stand (RULES.md x.11): the target score only
/// for a match played to a target or with elimination, the number of rounds only for a fixed number
/// of rounds, the score limit only without challenge mode, the challenge options only with it, the
/// stalemate rebuilds only with unlimited reshuffles. True for every other option.
bool optionApplies(const RuleSet &rules, std::string_view name);
/// The points a table combination is shown with: under PlusMinus scoring (remi_indonesia) the sum
/// of its 5.8 card values, else its opening value (RULES.md 3.6, 4.6; Meld.h openingValue).
int shownMeldValue(const Meld &meld, const RuleSet &rules);
/// "draw_stock", "lay_off"…: for test messages.
std::string_view moveCode(Move move);

} // namespace remi
