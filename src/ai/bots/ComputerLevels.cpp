// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The four levels (ComputerPlayer.h): easy and normal decide with a Planner (BotPolicy.h); hard
// is normal plus a determinized Monte Carlo search at the discard and the draw (HardSearch.h);
// expert searches more, and also the turn's first table move (ExpertSearch.h).
#include "ai/bots/ComputerLevels.h"

#include "ai/bots/BotPolicy.h"
#include "ai/bots/ExpertSearch.h"
#include "ai/bots/HardSearch.h"

namespace remi::ai {

namespace {

class BotImpl : public ComputerPlayer {
  public:
    /// `ownPolicy`: plays the expert's policy (Policy::waitForHand where `expert` says so), also
    /// without the expert's search (its own turns in its playouts).
    BotImpl(BotLevel level, const HardConfig &hard, const ExpertConfig &expert, bool ownPolicy = false)
        : m_level(level), m_expertConfig(expert), m_expertPolicy(ownPolicy || level == BotLevel::Expert)
    {
        if (level == BotLevel::Easy) {
            m_policy.mistakes = true;
            m_policy.swaps = false;
            m_policy.tracking = false;
            m_policy.deepPickups = false;
            m_policy.manipulation = false;
        }
        if (level == BotLevel::Hard) m_search = std::make_unique<bot::HardSearch>(hard, &m_cancelled);
        if (level == BotLevel::Expert)
            m_expert = std::make_unique<bot::ExpertSearch>(expert, &m_cancelled, &m_standing);
    }
    BotLevel level() const override { return m_level; }

    Action nextAction(const PlayerView &view, const RuleSet &rules, std::uint64_t seed) override
    {
        bot::Policy policy = m_policy;
        policy.waitForHand = m_expertPolicy && m_expertConfig.waitsForHandFor(rules);
        bot::Planner planner(view, rules, policy, seed, m_cache);
        Action a = planner.next();
        if (cancelled()) return a;
        if (m_expert) return m_expert->choose(planner, a, seed);
        if (!m_search) return a;
        if (planner.pileTakeConsidered) return m_search->draw(planner, a, seed);
        if (planner.planIsDiscard && a.type == ActionType::Discard) return m_search->discard(planner, a, seed);
        return a;
    }

  private:
    BotLevel m_level;
    ExpertConfig m_expertConfig;
    bool m_expertPolicy;
    bot::Policy m_policy;
    bot::SolveCache m_cache;
    std::unique_ptr<bot::HardSearch> m_search;
    std::unique_ptr<bot::ExpertSearch> m_expert;
};

} // namespace

std::unique_ptr<ComputerPlayer> bot::makeNormalPlayoutPlayer()
{
    return std::make_unique<BotImpl>(BotLevel::Normal, HardConfig{}, ExpertConfig{});
}

std::unique_ptr<ComputerPlayer> bot::makeExpertPlayoutPlayer(const ExpertConfig &expert)
{
    return std::make_unique<BotImpl>(BotLevel::Normal, HardConfig{}, expert, true);
}

std::unique_ptr<ComputerPlayer> makeComputerPlayer(BotLevel level, const HardConfig &hard, const ExpertConfig &expert)
{
    return std::make_unique<BotImpl>(level, hard, expert);
}

} // namespace remi::ai
