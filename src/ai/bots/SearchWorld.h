// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to the computer players (ComputerPlayer.h): what the hard and expert levels' searches
// share. A determinization deals the cards the seat cannot see at random around everything its
// PlayerView shows (never the real hidden cards) into a whole Round; candidates are applied to
// copies of it and played on by a playout policy; candidates are compared over the same
// determinizations (paired differences).

#include "ai/bots/HandBelief.h"
#include "ai/bots/MatchStanding.h"
#include "ai/partition/MeldPartition.h"

#include "engine/Action.h"
#include "engine/PlayerView.h"
#include "engine/Random.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace remi::ai {
class ComputerPlayer;
}

namespace remi::ai::bot {

/// How long one comparison may search.
struct SearchLimits {
    int budgetMs = 60;         ///< wall-clock budget (0: only `maxSamples` counts, deterministic)
    int maxSamples = 48;       ///< most determinizations
    int horizonCircuits = 2;   ///< circuits of every seat played after the candidate
    double significance = 1.0; ///< standard errors an alternative must gain over candidate 0
    /// With k alternatives, each must pass familyThreshold(significance, k): the chance that noise
    /// alone moves the choice off candidate 0 stays that of one comparison however many are tried.
    bool familyWise = false;
    /// An alternative must also do better than candidate 0 in more determinizations than it does
    /// worse: a mean gain carried by a few rare big outcomes (a long shot) does not count.
    bool majority = false;
    /// Mid-round positions are valued as the scoring scheme would score them if the round ended
    /// now, where every seat scores its combinations (PlusMinus, RULES.md 5.8: table and hand
    /// combinations count plus); otherwise (and when false) by the deadwood still to pay.
    bool scoreCombinations = false;
    /// The match around the round (may be null). In the match's last round (MatchStanding::finalRound)
    /// playouts go on to the round's end and a position is worth the chance of winning the match
    /// (matchWinValue) instead of the round's points.
    const MatchStanding *standing = nullptr;
    /// With `standing` and a known number of rounds after this one (R > 0): when set, a position is
    /// also worth the chance of winning the match, taking the rest of the match's score difference
    /// as normal with this spread (points) per round: Phi(margin / (spread * sqrt(R))). 0: points.
    double roundSpread = 0;
    const std::atomic<bool> *cancelled = nullptr; ///< set: stop at once and keep candidate 0
    /// By seat (may be null or shorter than the seats): what each hidden hand is believed not to
    /// hold (HandBelief.h); the determinizations deal it other cards while there are any.
    const std::vector<HandBelief> *beliefs = nullptr;
    /// The searching seat's own turns in the playouts (may be null: the comparison's `bot` plays
    /// every seat). The expert plays its own policy there (Policy::waitForHand).
    ComputerPlayer *ownPolicy = nullptr;
};

/// What a position of the match's last round is worth to seat `me`, given every seat's match total
/// after it (`finals`, in points where higher is better: penalty totals negated): 1 if `me` is ahead
/// of every other seat, 0 if behind one, 0.5 if level with the best other (shared winners, RULES.md
/// 2.9, 3.9, 5.9). With `roundOver` false (a playout that did not reach the end) the margin over the
/// best other seat is smoothed: 1 / (1 + e^(-margin / 20 points)).
double matchWinValue(const std::vector<double> &finals, int me, bool roundOver);

/// Seat `me`'s lead over the best other seat in `finals` (points, higher is better; negative: behind).
double marginOverBest(const std::vector<double> &finals, int me);

/// The chance of winning the match with a lead of `margin` points when the score difference of each
/// of the `roundsAfter` rounds still to come is normal with spread `spreadPerRound` points:
/// Phi(margin / (spreadPerRound * sqrt(roundsAfter))) (SearchLimits::roundSpread).
double matchChance(double margin, double spreadPerRound, int roundsAfter);

/// Paired differences of one alternative against candidate 0 (the same determinization each).
struct PairedDiff {
    double sum = 0, sumSq = 0;
    int n = 0;
    int better = 0, worse = 0; ///< determinizations where the alternative did better / worse
    void add(double d);
    double mean() const { return n ? sum / n : 0.0; }
    /// Mean divided by its standard error (0 with fewer than 2 samples).
    double score() const;
};

/// The threshold each of `alternatives` comparisons must pass so that the chance of any passing
/// by noise (independent, normal) equals the chance of one passing `significance` (Sidak).
double familyThreshold(double significance, int alternatives);

/// The choice given every alternative's paired differences (`diff[0]` is unused): 0 unless an
/// alternative passes the limits' test; among those the highest mean gain.
std::size_t pickCandidate(const std::vector<PairedDiff> &diff, const SearchLimits &limits);

/// Determinizations of a view: the hidden cards (the shoe minus everything the seat sees) dealt
/// at random to the other hands (beside the cards each is known to hold) and the stock.
class WorldSampler {
  public:
    /// `beliefs` (may be null): by seat, cards each hidden hand is believed not to hold; such cards
    /// go to the stock instead while others are left (a hand is filled anyway when none are).
    WorldSampler(const PlayerView &v, const RuleSet &r, const std::vector<HandBelief> *beliefs = nullptr);
    /// One determinization as a Round in the view's position (nullopt if the engine refuses it).
    std::optional<Round> sample(Random &rng) const;

    const PlayerView &v;
    const RuleSet &r;
    std::vector<Card> hidden; ///< in id order: independent of where they really are
    std::vector<int> unknownBySeat;
    bool consistent = false; ///< every hidden card is in another hand or the stock
    const std::vector<HandBelief> *beliefs = nullptr;
};

/// Plays a determinized round forward with a policy and scores it for one seat.
class Playout {
  public:
    Playout(const RuleSet &r, ComputerPlayer &bot, int me) : r(r), bot(bot), me(me) {}
    /// Finishes the turn under way (if it is still `me`'s), then `turns` more turns (`me`'s by
    /// `ownPolicy` when set, the others' by `bot`); returns the
    /// value of the position reached for `me` (higher is better).
    double run(Round &w, int turns, std::uint64_t seed);
    /// The seat's score (or, mid-round, its live table points less the deadwood it would still
    /// pay) minus the other seats' mean, in points; in the match's last round, matchWinValue of the
    /// totals after it.
    double value(const Round &w);

    const RuleSet &r;
    ComputerPlayer &bot;
    int me;
    ComputerPlayer *ownPolicy = nullptr;     ///< SearchLimits::ownPolicy
    bool scoreCombinations = false;          ///< SearchLimits::scoreCombinations
    const MatchStanding *standing = nullptr; ///< SearchLimits::standing
    double roundSpread = 0;                  ///< SearchLimits::roundSpread
    MeldPartitioner solver;
};

/// The discards worth simulating (hard and expert): `normal` first, then the next non-joker cards of
/// `ranked` (the normal policy's discard ranking, best first) up to `count` in all, none worse than
/// the best by more than `window` ranking points. Empty when fewer than two non-joker cards are
/// ranked: the normal discard stands.
std::vector<Action> discardCandidates(std::vector<std::pair<double, Card>> ranked, const Action &normal, int seat,
                                      int count, double window);

/// Runs `candidates` through the same determinizations (dealt from the view only) and returns, by
/// candidate, its paired differences against candidate 0 (entry 0 unused; values in points of
/// Playout::value, higher is better for the view's seat). nullopt when the view cannot be
/// determinized, a sample is refused by the engine or candidate 0 is refused in one (an
/// alternative refused in a world counts -1e6 there). The same arguments give the same answer when
/// `limits.budgetMs` is 0. Used by compareCandidates and the round review (src/review).
std::optional<std::vector<PairedDiff>> evaluateCandidates(const PlayerView &v, const RuleSet &r,
                                                          const SearchLimits &limits, ComputerPlayer &bot,
                                                          const std::vector<Action> &candidates, std::uint64_t seed);

/// Runs `candidates` through the same determinizations; returns the index of the choice: 0 (the
/// caller's default) unless another is better by `limits.significance` standard errors.
std::size_t compareCandidates(const PlayerView &v, const RuleSet &r, const SearchLimits &limits, ComputerPlayer &bot,
                              const std::vector<Action> &candidates, std::uint64_t seed);

} // namespace remi::ai::bot
