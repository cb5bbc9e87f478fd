// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to the computer players (ComputerPlayer.h): the expert level's search.
//
// The expert level starts, like hard, from the normal policy's proposal (BotPolicy.h: the exact
// partition solver for openings and melds, lay-offs, joker swaps, the rami manipulation solver)
// and checks it against alternatives by determinized Monte Carlo (SearchWorld.h): the hidden
// cards are dealt at random consistently with the seat's PlayerView only, every candidate is
// applied to the same determinizations and all seats play on with the normal policy. Compared
// with hard it uses more determinizations, deeper playouts and more discard candidates, and it
// searches more decisions: the turn's first table move (opening, meld, lay-off, joker swap,
// rearrangement, closing) against holding it back and discarding at once; which card to keep
// for the last discard when going out (the closing bonus, RULES.md 5.7); and every pickup that
// melds at once against the stock (RULES.md 5.3). An alternative replaces the normal choice only
// when it gains a family-wise number of standard errors and does better in most
// determinizations (SearchLimits). Where the rules' tuning says so (RuleSet::expertReadsHands) the
// determinizations deal an opened seat no cards it would already have melded or laid off
// (HandBelief.h). Where RuleSet::expertWaitsForHand its proposals come from the normal policy that
// holds an opening back until it goes out in the same turn (BotPolicy.h Policy::waitForHand), and
// that policy plays its own turns in the playouts (the other seats: the normal policy). In the
// match's last round it plays for the match: playouts go to the round's end and count a won match,
// not points (MatchStanding). Tuning is data: ExpertConfig.

#include "ai/bots/BotPolicy.h"
#include "ai/bots/HandBelief.h"
#include "ai/bots/SearchWorld.h"

#include "engine/Action.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>

namespace remi::ai::bot {

class ExpertSearch {
  public:
    /// `cancelled` (may be null): when set, every search stops and keeps the normal choice.
    /// `standing` (may be null): the match around the round, read at every decision.
    ExpertSearch(const ExpertConfig &config, const std::atomic<bool> *cancelled,
                 const MatchStanding *standing = nullptr);
    ~ExpertSearch();

    /// The expert's action, given the planner that proposed `normal` (the normal policy's).
    Action choose(Planner &planner, const Action &normal, std::uint64_t seed);

  private:
    Action draw(Planner &planner, const Action &normal, std::uint64_t seed);
    Action tableMove(Planner &planner, const Action &normal, std::uint64_t seed);
    Action discard(Planner &planner, const Action &normal, std::uint64_t seed);
    /// Adds to `out` the other ways of going out when `normal` melds all but the last card.
    void addClosings(Planner &planner, const Action &normal, std::vector<Action> &out);
    /// The search limits of a decision of the view's turn (the time left of the turn's budget).
    SearchLimits limits(const Planner &planner);

    /// Counts a decision of kind `k` (0 draw, 1 table move, 2 discard) whose choice is `index`.
    std::size_t tally(int k, std::size_t index);

    ExpertConfig m_config;
    /// Decisions searched and departures from the normal choice, by kind: printed to stderr
    /// when the bot ends if REMI_EXPERT_STATS is set (diagnostics for the tournaments).
    long long m_asked[3] = {}, m_departed[4] = {}; ///< m_departed[3]: another closing card
    const std::atomic<bool> *m_cancelled;
    const MatchStanding *m_standing;
    std::unique_ptr<ComputerPlayer> m_playoutBot;    ///< the normal policy, for the other seats of a playout
    std::unique_ptr<ComputerPlayer> m_ownPlayoutBot; ///< the expert's own policy, for its own seat
    /// The turn whose first table move was already weighed against holding back (seat, turn,
    /// dealer, stock size): later table moves of that turn are not held back.
    struct TurnKey {
        int seat = -1, turnIndex = -1, dealer = -1, stock = -1;
        friend bool operator==(const TurnKey &, const TurnKey &) = default;
    } m_weighed, m_timed;
    std::chrono::steady_clock::time_point m_turnStart; ///< when the m_timed turn was first asked
    HandReader m_reader;                               ///< the other hands, read from the table (HandBelief.h)
    std::vector<HandBelief> m_beliefs;                 ///< by seat, for the decision under way
};

} // namespace remi::ai::bot
