// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Rami table manipulation for computer players (RULES.md 4.5 `rearrange`), built on the exact
// table-manipulation solver (TableManipulation.h).
//
// The joker-free runs and sets on the table are rearranged together with natural cards from the
// hand so that the hand sheds as much value as possible; combinations holding a joker and
// identical combinations stay as they are (a rearranged joker would have to keep standing for
// the same card, and no joker may come from the hand). The plan is one `rearrange` action, so no
// table card is ever borrowed into the hand and no borrow penalty can arise.

#include "ai/manipulation/TableManipulation.h"

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <functional>
#include <optional>
#include <vector>

namespace remi::ai {

struct RearrangePlan {
    std::vector<Meld> table;  ///< the whole new table, each meld validated, in submission order
    std::vector<Card> placed; ///< hand cards the plan puts on the table
    std::vector<Card> rest;   ///< the hand afterwards, in hand order
    int value = 0;            ///< Σ cardValue over `placed`
};

/// The best rearrangement of `table` with cards of `hand` by `cardValue` (a hand card's worth
/// when placed; must depend on the face only), or nullopt when no hand card can be placed.
/// `rules` gives decks and the ace rules (aceLow, aceHigh, aceBothEnds; RULES.md 1.3).
/// `maxStates` limits the solver's work (TableManipulationSolver::solve); past it: nullopt.
std::optional<RearrangePlan> planRearrange(const std::vector<Meld> &table, const std::vector<Card> &hand,
                                           const RuleSet &rules, const std::function<int(const Card &)> &cardValue,
                                           TableManipulationSolver &solver, long long maxStates = 0);

} // namespace remi::ai
