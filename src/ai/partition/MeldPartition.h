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

#include "ai/partition/PartitionTypes.h"

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <memory>
#include <vector>

namespace remi::ai {

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
