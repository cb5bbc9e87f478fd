// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Finds the runs and sets a hand could lay (RULES.md 1.3), for the random player.

#include "engine/Card.h"
#include "engine/Random.h"
#include "engine/RuleSet.h"

#include <vector>

namespace remi::sim {

struct CandidateMeld {
    std::vector<Card> cards; ///< in table order (runs lowest first, jokers in place)
    int value = 0;           ///< opening value (RULES.md 3.6)
};

/// Every valid run (3+ cards) and set (3-4 cards) that can be made from `hand` under `limit`,
/// using at most `maxJokers` jokers per meld.
std::vector<CandidateMeld> findMelds(const std::vector<Card> &hand, const RuleSet &rules, JokerLimit limit,
                                     int maxJokers = 2);

/// A random selection of pairwise disjoint candidates: the best of `tries` random greedy picks,
/// by opening value when `byValue`, otherwise by the number of cards.
std::vector<CandidateMeld> pickDisjoint(const std::vector<CandidateMeld> &candidates, Random &rng, bool byValue,
                                        int tries = 12);

int totalValue(const std::vector<CandidateMeld> &melds);

} // namespace remi::sim
