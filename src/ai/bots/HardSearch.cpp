// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/HardSearch.h"

#include "ai/bots/SearchWorld.h"

namespace remi::ai::bot {

HardSearch::HardSearch(const HardConfig &config, const std::atomic<bool> *cancelled)
    : m_config(config), m_cancelled(cancelled), m_playoutBot(makeNormalPlayoutPlayer())
{
}

HardSearch::~HardSearch() = default;

namespace {

SearchLimits limitsOf(const HardConfig &c, const RuleSet &r, const std::atomic<bool> *cancelled)
{
    SearchLimits l;
    l.budgetMs = c.budgetMs;
    l.maxSamples = c.maxSamples;
    l.horizonCircuits = c.horizonCircuits;
    l.significance = c.significanceFor(r);
    l.cancelled = cancelled;
    return l;
}

} // namespace

Action HardSearch::draw(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.pile.empty()) return normal;
    const bool normalTakes = normal.type == ActionType::Draw && normal.from == DrawSource::Discard;
    const Action stock = Action::draw(v.seat, DrawSource::Stock);
    const Action pile = Action::draw(v.seat, DrawSource::Discard, 1);
    const std::vector<Action> candidates =
        normalTakes ? std::vector<Action>{pile, stock} : std::vector<Action>{stock, pile};
    return candidates[compareCandidates(v, planner.r, limitsOf(m_config, planner.r, m_cancelled), *m_playoutBot,
                                        candidates, mix(seed, 0xD2A3ULL))];
}

Action HardSearch::discard(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.hand.size() <= 1) return normal;
    // The normal choice first, then the next best by the normal ranking within 8 points of the best.
    const std::vector<Action> candidates =
        discardCandidates(planner.rankDiscards(v.hand), normal, v.seat, m_config.candidates, 8);
    if (candidates.empty()) return normal;
    return candidates[compareCandidates(v, planner.r, limitsOf(m_config, planner.r, m_cancelled), *m_playoutBot,
                                        candidates, seed)];
}

} // namespace remi::ai::bot
