// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The best arrangement of a hand into combinations for remi_indonesia's round-end scoring
// (RULES.md 5.8). Exact: every split of the hand into disjoint valid combinations is considered.

#include "Card.h"
#include "Meld.h"
#include "RuleSet.h"

#include <vector>

namespace remi {

/// Card value for remi_indonesia scoring (RULES.md 5.8): A 15, K Q J 10, 2-9 5, 10 5 (10 with `tenIsTen`).
int indonesianCardValue(const Card &card, const RuleSet &rules);

struct Arrangement {
    std::vector<Meld> melds;  ///< disjoint valid combinations from the hand
    std::vector<Card> rest;   ///< cards in no combination
    bool hasSequence = false; ///< a sequence on the table or among `melds`
    int score = 0;            ///< runs plus, sets plus only with a sequence (else minus), rest minus (points)
};

/// The arrangement of `hand` maximising the 5.8 score, given whether the player already has a
/// sequence on the table. Meant for hands of up to ~20 cards of one deck without jokers.
Arrangement bestIndonesianArrangement(const std::vector<Card> &hand, const RuleSet &rules, bool tableSequence);

/// True when some cards of `cards` form a valid run (RULES.md 5.6 "a sequence in hand").
bool containsSequence(const std::vector<Card> &cards, const RuleSet &rules);

} // namespace remi
