// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Computer players (issue "Computer players"): four levels for every variant.
//
// A bot sees only a PlayerView, the RuleSet and a seed (fair play by construction): it never
// receives the Round. It is asked step by step for the next action of its turn; the caller
// applies it to the real Round and asks again with the new view (see BotDriver.h, playTurn).

#include "ai/bots/MatchStanding.h"

#include "engine/Action.h"
#include "engine/PlayerView.h"
#include "engine/RuleSet.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace remi::ai {

enum class BotLevel { Easy, Normal, Hard, Expert };

/// "easy", "normal", "hard", "expert".
std::string_view botLevelName(BotLevel level);
std::optional<BotLevel> parseBotLevel(std::string_view name);

/// Tuning of the hard level's determinized Monte Carlo.
struct HardConfig {
    /// Wall-clock budget per discard decision in milliseconds; 0: no time limit (only
    /// `maxSamples` counts, fully deterministic for a seed).
    int budgetMs = 60;
    /// Most determinizations (samples of the hidden cards) per decision.
    int maxSamples = 48;
    /// Discard candidates (best first by the normal policy) compared by the playouts.
    int candidates = 3;
    /// Turns of every seat simulated after the decision.
    int horizonCircuits = 2;
    /// An alternative replaces the normal policy's choice only when its mean gain over the
    /// playouts is at least this many standard errors; nullopt: the rules' tuned value
    /// (RuleSet::hardSignificance).
    std::optional<double> significance;
    /// The threshold used for `rules`: `significance` when set, else RuleSet::hardSignificance
    /// (2 for rummy, 1 for the other variants: benchmarks/README.md).
    double significanceFor(const RuleSet &rules) const { return significance ? *significance : rules.hardSignificance; }
};

/// Tuning of the expert level's search (ExpertSearch.h): more determinizations, deeper playouts
/// and more candidates than hard, and also the choice between playing the turn's first table move
/// (opening, meld, lay-off, joker swap, rearrangement, closing) and holding it back.
struct ExpertConfig {
    /// Wall-clock budget per searched decision in milliseconds (a turn has at most three: the
    /// draw, the first table move, the discard); 0: only `maxSamples` counts (deterministic).
    int budgetMs = 100;
    /// Wall-clock budget of a whole turn (all its decisions) when `budgetMs` is set; a decision
    /// gets what is left of it, at least one determinization.
    int turnBudgetMs = 250;
    /// Most determinizations per decision.
    int maxSamples = 256;
    /// Discard candidates (best first by the normal policy) compared by the playouts.
    int candidates = 5;
    /// Turns of every seat simulated after the decision.
    int horizonCircuits = 3;
    /// Discard candidates lie within this many ranking points of the normal policy's best.
    double discardWindow = 12;
    /// Weigh holding back the turn's first table move against playing it.
    bool holdBack = true;
    /// With several alternatives each must gain more standard errors (SearchLimits::familyWise),
    /// and any alternative must do better in more determinizations than worse
    /// (SearchLimits::majority): benchmarks/README.md "The expert level".
    bool familyWise = true;
    bool majority = true;
    /// Value mid-round playout positions with the combinations every seat scores whoever closes
    /// (SearchLimits::scoreCombinations; remi_indonesia, RULES.md 5.8).
    bool scoreCombinations = true;
    /// When the normal policy goes out by melding all but the last card, weigh every other
    /// card it could keep for the last discard (remi_indonesia's closing bonus, RULES.md 5.7).
    bool closingChoice = true;
    /// Search the draw also where the pile is picked up by melding at once: the stock and every
    /// such pickup (remi_indonesia, RULES.md 5.3), not only the normal policy's choice.
    bool pickupChoice = true;
    /// In the match's last round (MatchStanding::finalRound) play for the match: playouts to the
    /// round's end, valued by the chance of winning the match rather than by the round's points.
    bool playForTheMatch = true;
    /// Before the last round too, where the rounds left are known: a position is worth the chance
    /// of winning the match with this spread of the match's score difference per round left
    /// (points; SearchLimits::roundSpread). 0: the round's points.
    double roundSpread = 0;
    /// Deal the other hands no cards their play says they do not hold (HandBelief.h); nullopt:
    /// RuleSet::expertReadsHands.
    std::optional<bool> readsHands;
    bool readsHandsFor(const RuleSet &rules) const { return readsHands ? *readsHands : rules.expertReadsHands; }
    /// Hold the opening back until going out in the same turn (src/ai/bots/BotPolicy.h
    /// Policy::waitForHand), in the expert's turns and in its own turns of its playouts; nullopt:
    /// RuleSet::expertWaitsForHand.
    std::optional<bool> waitsForHand;
    bool waitsForHandFor(const RuleSet &rules) const { return waitsForHand ? *waitsForHand : rules.expertWaitsForHand; }
    /// Standard errors an alternative must gain; nullopt: RuleSet::expertSignificance.
    std::optional<double> significance;
    /// The threshold used for `rules`: `significance` when set, else RuleSet::expertSignificance
    /// (0.5 in remi51, 1 in rummy, rami and remi_indonesia: benchmarks/README.md).
    double significanceFor(const RuleSet &rules) const
    {
        return significance ? *significance : rules.expertSignificance;
    }
};

class ComputerPlayer {
  public:
    virtual ~ComputerPlayer() = default;
    virtual BotLevel level() const = 0;
    /// The next action of the view's seat, which must be the seat to move (view.current == view.seat)
    /// in a round that is not over. Returns a draw in the DRAW phase, then table actions, and
    /// finally a discard (or end_turn). The same view, rules and seed give the same action.
    virtual Action nextAction(const PlayerView &view, const RuleSet &rules, std::uint64_t seed) = 0;
    /// Thread-safe: a search under way (hard, expert) stops at once and this and every later
    /// answer is the level's policy without its search (the normal policy's; the expert's waits
    /// for a hand where RuleSet::expertWaitsForHand). For a game closed or replaced while the bot thinks.
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    /// The match around the rounds this player is asked about from now on (the totals every seat
    /// sees): the expert plays the match's last round for the match, not for its points. Set it
    /// between turns, never while the player thinks. Default: not known.
    void setStanding(MatchStanding standing) { m_standing = std::move(standing); }
    const MatchStanding &standing() const { return m_standing; }
    /// For benchmarks only (remi-sim tournament --expert-sees-hands), never in the game: the driver
    /// (BotDriver.h playTurn) shows this player every other hand as cards everyone has seen
    /// (PlayerView::knownCards), so a search deals no hidden card at random. It measures what
    /// perfect information would be worth: the ceiling of a level's search (benchmarks/README.md).
    void setSeesHiddenCards(bool sees) { m_seesHiddenCards = sees; }
    bool seesHiddenCards() const { return m_seesHiddenCards; }

  protected:
    std::atomic<bool> m_cancelled{false};
    MatchStanding m_standing;
    bool m_seesHiddenCards = false;
};

} // namespace remi::ai
