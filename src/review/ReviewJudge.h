// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One decision of the round review (RoundReview.h): the expert's move in the player's position
// and what the player's move cost against it, judged from the player's PlayerView only.
//
// The expert (ai/bots ExpertSearch, a fixed number of determinizations: the same answer on every
// machine) chooses; when its choice differs, both moves are applied to the same determinizations
// of the view (ai/bots/SearchWorld.h evaluateCandidates: the hidden cards dealt at random around
// what the view shows, never the real hands or stock) and played on, the player's seat by the
// expert's own policy, the others by the normal one. The cost is the mean paired difference in
// points (Playout::value: the seat's points less the other seats' mean after `horizonCircuits`
// circuits, deadwood still in hand counted against it) and its standard error.

#include "ai/bots/ComputerPlayer.h"

#include "engine/Action.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace remi::review {

/// How hard the review looks. Defaults: benchmarks/README.md "The round review".
struct ReviewConfig {
    int expertSamples = 64;                       ///< determinizations of the expert's own search per decision
    int samples = 64;                             ///< determinizations comparing the two moves at first
    int moreSamples = 256;                        ///< ... and in all when the first ones leave it in doubt
    int horizonCircuits = 3;                      ///< circuits of every seat played after the decision
    double flagZ = 2.0;                           ///< standard errors the expert's move must gain to flag the player's
    double minCost = 1.0;                         ///< points it must gain on average to flag it
    std::uint64_t seed = 0x5EED;                  ///< the review's own seed (sampling): the same review every time
    const std::atomic<bool> *cancelled = nullptr; ///< set: stop, the review is incomplete
};

/// What one decision is judged.
struct Judgement {
    bool judged = false;      ///< false: the view could not be simulated (nothing is said of it)
    Action expert;            ///< the expert's move in the same position
    bool same = false;        ///< the player's move is the expert's (cost 0, no simulation)
    double cost = 0;          ///< points the player's move loses on average against the expert's (< 0: gains)
    double standardError = 0; ///< of `cost`, points
    int samples = 0;          ///< determinizations compared
};

/// The same action (type, source, depth, cards, target): what the review calls the same move.
bool sameMove(const Action &a, const Action &b);

class ReviewJudge {
  public:
    ReviewJudge(const RuleSet &rules, const ReviewConfig &config);
    ~ReviewJudge();
    /// Judges `played`, the move of the view's seat (which must be the seat to move) in view `v`.
    /// Ask in the order of the round: the expert reads the other hands from the table it has seen.
    /// `seed` is mixed with the config's: a decision's judgement depends only on the view, the move,
    /// the earlier views asked and the seeds.
    Judgement judge(const PlayerView &v, const Action &played, std::uint64_t seed);
    /// The expert's move alone in view `v` (the seat to move), as judge() asks it: the same
    /// expert (it remembers the views asked before), the same seed. ExpertAdvice.h.
    Action expertMove(const PlayerView &v, std::uint64_t seed);
    /// The rest of the expert's turn after its move: `after` is the round with the expert's move
    /// applied. The expert plays on from `seat`'s view alone while that seat is to move, stopping
    /// at a draw from the stock (its card was not known then) and after at most 12 moves. Every move
    /// is one the engine accepted on `after`. Empty when the turn ended with the expert's move.
    std::vector<Action> expertTurn(const Round &after, int seat, std::uint64_t seed);

  private:
    const RuleSet &m_rules;
    ReviewConfig m_config;
    std::unique_ptr<ai::ComputerPlayer> m_expert, m_normal, m_own;
};

} // namespace remi::review
