// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Exact best partition of a hand into disjoint melds (RULES.md 1.3, 3.4, 3.6, 5.4, 5.6, 5.8).
//
// Given a hand and a RuleSet, splits a subset of the cards into disjoint valid melds so that a
// value is as large as possible, and returns the melds (each in an order `validateMeld` accepts:
// runs lowest first with jokers at the positions they stand for) and the leftover deadwood.
// The search is exact: a depth-first search over the lowest remaining natural card (left as
// deadwood, or put into one of the candidate melds that contain it), memoised on a packed
// count-per-face key, with an upper bound (every remaining card melded) for pruning.

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <functional>
#include <memory>
#include <vector>

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

/// The best arrangement found.
struct MeldPartition {
    /// False when no arrangement meets the constraints (`keepOneCard` with an empty hand, or a
    /// `requirement` no meld can satisfy); the melds are then empty and every card is deadwood.
    bool feasible = false;
    std::vector<Meld> melds;     ///< validated, in table order; owner unset
    std::vector<Card> deadwood;  ///< cards left, in hand order
    int value = 0;               ///< the objective's value of the melds
    int deadwoodPoints = 0;      ///< Σ cardValue over `deadwood`
    bool reachesMinimum = false; ///< feasible && value >= minimumValue
    bool hasRun = false;         ///< some meld is a run
    int meldedCards() const;
};

/// Reusable solver: keeps its buffers and memo table between calls, so repeated calls do not
/// allocate. Not thread-safe; use one per thread.
class MeldPartitioner {
public:
    MeldPartitioner();
    ~MeldPartitioner();
    MeldPartitioner(const MeldPartitioner &) = delete;
    MeldPartitioner &operator=(const MeldPartitioner &) = delete;

    /// The best partition of `hand` (naturals and jokers, any copies). Time grows exponentially
    /// in the worst case: fine for the variants' hands (microseconds at 15 cards, about a
    /// millisecond at 30), slow far beyond. Throws std::invalid_argument for a card with a bad
    /// rank or suit, or when the packed search key would exceed 256 bits (only with eight or
    /// more copies of most faces).
    MeldPartition solve(const std::vector<Card> &hand, const RuleSet &rules, const PartitionOptions &options);

    /// Search nodes of the last solve (for benchmarks and tests).
    long long lastNodeCount() const;
    /// Tests only: use the 256-bit search key even for hands whose key fits in 64 bits.
    void setAlwaysWideKey(bool on);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

/// Convenience: solves with a thread-local MeldPartitioner.
MeldPartition bestMeldPartition(const std::vector<Card> &hand, const RuleSet &rules, const PartitionOptions &options);

/// Options for the fewest deadwood points under `rules` during play: its `jokerLimit`, the
/// default card values, keepOneCard = `mustDiscardToGoOut`, setNeedsSequence = `setNeedsSequence`.
PartitionOptions deadwoodOptions(const RuleSet &rules);
/// Options for the highest opening value under `rules` (RULES.md 3.6): `openingJokerLimit`,
/// minimumValue = `openingMin`, keepOneCard = `mustDiscardToGoOut`, NaturalRun when
/// `openingNeedsNaturalRun`.
PartitionOptions openingOptions(const RuleSet &rules);
/// Options for remi_indonesia round-end scoring (RULES.md 5.8) of a hand: Indonesian sequences,
/// `indonesianCardValue` (A 15, K Q J 10, 2..10 5, 10 is 10 with `tenIsTen`), sets count only
/// with a sequence, no card kept. The score of the hand is `value - deadwoodPoints`.
PartitionOptions indonesiaScoringOptions(const RuleSet &rules, bool hasSequenceOnTable = false);

} // namespace remi::ai
