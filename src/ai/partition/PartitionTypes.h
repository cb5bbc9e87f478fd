// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a meld partition (MeldPartition.h) is asked: its objective, run rules, requirement and
// options. Apart from MeldPartition.h so that the solver's internals (PartitionCandidates.h,
// PartitionSearch.h) need not include the public solver.

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <functional>

namespace remi::ai {

/// What a partition maximises.
enum class PartitionObjective {
    /// Melded card value, i.e. the fewest deadwood points: Σ cardValue over melded cards
    /// (cardValue defaults to `handCardValue`, RULES.md 2.8 / 3.8).
    Deadwood,
    /// Σ `openingValue` of the melds (RULES.md 3.6): jokers count as the card they stand for,
    /// and each meld is arranged for its highest value.
    OpeningValue,
    /// Number of melded cards.
    CardCount,
};

/// Which runs are legal.
enum class RunRules {
    FromRuleSet, ///< the RuleSet's run check (aceLow, aceHigh, aceBothEnds, numeralRuns; RULES.md 1.3)
    Indonesia,   ///< remi_indonesia sequences (2..10, or exactly J-Q-K) whatever `numeralRuns` says (5.4)
};

/// A condition the whole arrangement must meet.
enum class PartitionRequirement {
    None,
    AnyRun,     ///< at least one run among the melds
    NaturalRun, ///< at least one run without a joker (remi51 `openingNeedsNaturalRun`)
};

struct PartitionOptions {
    PartitionObjective objective = PartitionObjective::Deadwood;
    /// Joker limit of every meld (e.g. `rules.openingJokerLimit` for a remi51 opening).
    JokerLimit jokerLimit = JokerLimit::OnePerMeld;
    /// Value of a card left in hand, used by the Deadwood objective and for `deadwoodPoints`.
    /// Must depend on the face only (copies of one face are worth the same). Empty:
    /// `handCardValue(card, rules)`, or `indonesianCardValue` under PlusMinus scoring (5.8).
    std::function<int(const Card &)> cardValue;
    /// At least one card must stay unmelded (the discard; rummy `mustDiscardToGoOut`, remi51).
    bool keepOneCard = false;
    /// `MeldPartition::reachesMinimum` tells whether the best value is at least this (e.g.
    /// `rules.openingMin`).
    int minimumValue = 0;
    PartitionRequirement requirement = PartitionRequirement::None;
    /// remi_indonesia (RULES.md 5.6, 5.8): sets count only when the arrangement contains a run
    /// (or `hasSequenceElsewhere`). The best arrangement with a run is compared with the best
    /// one without sets. With the Deadwood objective and Indonesian card values, the hand's
    /// part of the round score is then `value - deadwoodPoints` (table melds and the closing
    /// bonus come on top).
    bool setNeedsSequence = false;
    /// The player already has a sequence on the table: `setNeedsSequence` has no effect.
    bool hasSequenceElsewhere = false;
    RunRules runRules = RunRules::FromRuleSet;
    bool allowRuns = true;
    bool allowSets = true;
    /// Optional extra test for each candidate meld (built from the hand's cards in table
    /// order); melds it refuses are not used. Called once per candidate per solve.
    std::function<bool(const Meld &)> meldFilter;
};

} // namespace remi::ai
