// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to the computer players (ComputerPlayer.h): the hard level's determinized Monte Carlo.
//
// The hard level is the normal level (BotPolicy.h) plus a search at its two most frequent
// decisions: which card to discard (the normal policy's few best candidates) and, when the normal
// policy weighed the top discard, whether to take it or draw from the stock. For each candidate
// the search deals the cards the seat cannot see at random (a determinization: consistent with
// everything the view shows, the cards others are known to hold included), applies the candidate
// in a real Round built from that guess (Round::fromState), lets every seat play on with the
// normal policy for a few circuits, and scores the position reached. All candidates meet the same
// determinizations (paired comparison); the hard level leaves the normal choice only when an
// alternative is clearly better on average, so sampling noise does not make it weaker.

#include "ai/bots/BotPolicy.h"

#include "engine/Action.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace remi::ai::bot {

class HardSearch {
  public:
    /// `cancelled` (may be null): when set, every search stops and keeps the normal choice.
    HardSearch(const HardConfig &config, const std::atomic<bool> *cancelled);
    ~HardSearch();

    /// The draw: `normal` is the normal policy's draw after it compared the top discard with the stock.
    Action draw(Planner &planner, const Action &normal, std::uint64_t seed);
    /// The discard: `normal` is the normal policy's discard.
    Action discard(Planner &planner, const Action &normal, std::uint64_t seed);

  private:
    HardConfig m_config;
    const std::atomic<bool> *m_cancelled;
    std::unique_ptr<ComputerPlayer> m_playoutBot; ///< the normal policy, for every seat of a playout
};

} // namespace remi::ai::bot
