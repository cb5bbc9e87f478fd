// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The review's expert asked for the move to make now (issue 40: the table's hint, H, and the round
// review once disagreed about the same card: the hint asked the normal computer player, the review
// the expert). One source of truth: both ask ReviewJudge::expertMove with the same configuration
// and the same seed for the same decision (decisionSeed), the expert having seen the seat's earlier
// decisions of the round in the same order. So the hint's move in a position is the move the review
// calls "the expert's" there. Fair as the review: only the seat's PlayerViews are shown to it.

#include "review/ReviewJudge.h"

#include "engine/Action.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace remi::review {

/// The seed of the decision at action `step` (0-based index in the round's log) of view `v`'s seat:
/// what reviewRound gives ReviewJudge::judge.
std::uint64_t decisionSeed(const PlayerView &v, std::size_t step);

/// The expert's move for `seat`, the seat to move after `actions` in the round dealt as `start`,
/// as reviewRound would call it at that step (its judge having asked the expert about every
/// earlier decision of the seat, in order). nullopt when the log does not replay (an action the
/// engine refuses), the round is over or `seat` is not to move.
std::optional<Action> expertAdvice(const Round &start, const std::vector<Action> &actions, int seat,
                                   const ReviewConfig &config = {});

/// expertAdvice with a memory, for asking again and again as a round goes on (the hint): asked in
/// the same round (the same start) with the log it saw and more, the expert is asked only about
/// the seat's decisions it has not seen yet; any other start or log starts over. Its answers are
/// expertAdvice's. Not thread-safe.
class ExpertAdvisor {
  public:
    explicit ExpertAdvisor(const ReviewConfig &config = {});
    ~ExpertAdvisor();
    std::optional<Action> advise(const Round &start, const std::vector<Action> &actions, int seat);

  private:
    void reset(const Round &start, int seat);

    ReviewConfig m_config;
    std::optional<Round> m_start, m_round; ///< the round as dealt, and after the actions fed
    std::unique_ptr<ReviewJudge> m_judge;
    std::vector<Action> m_fed; ///< the actions applied to m_round
    int m_seat = -1;
    std::optional<Action> m_advice; ///< the expert's move after m_fed (it was asked there)
    bool m_broken = false;          ///< an action the engine refused: nothing more to say
};

/// The same expert from view `v` alone (a position without the round's start: prepared, or a
/// network table's): it has not read the earlier turns (HandBelief.h), so where those matter it
/// may differ from the review's. `step`: the decision's index in the round's log.
Action expertAdvice(const PlayerView &v, const RuleSet &rules, std::size_t step, const ReviewConfig &config = {});

} // namespace remi::review
