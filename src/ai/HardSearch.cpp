// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/HardSearch.h"

#include "ai/SearchWorld.h"

namespace remi::ai::bot {

HardSearch::HardSearch(const HardConfig &config, const std::atomic<bool> *cancelled)
    : m_config(config), m_cancelled(cancelled), m_playoutBot(makeComputerPlayer(BotLevel::Normal))
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
    const std::vector<Action> candidates = normalTakes ? std::vector<Action>{pile, stock} : std::vector<Action>{stock, pile};
    return candidates[compareCandidates(v, planner.r, limitsOf(m_config, planner.r, m_cancelled), *m_playoutBot, candidates, mix(seed, 0xD2A3ULL))];
}

Action HardSearch::discard(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.hand.size() <= 1) return normal;
    std::vector<std::pair<double, Card>> ranked = planner.rankDiscards(v.hand);
    std::erase_if(ranked, [](const auto &e) { return e.second.isJoker(); });
    if (ranked.size() < 2) return normal;
    // The normal choice first, then the next best by the normal ranking; candidates far worse
    // than the best are not worth simulating.
    std::vector<Action> candidates{normal};
    const std::size_t k = static_cast<std::size_t>(std::max(1, m_config.candidates));
    for (std::size_t i = 0; i < ranked.size() && candidates.size() < k; ++i) {
        if (ranked[i].second.id == normal.card) continue;
        if (ranked[i].first > ranked[0].first + 8) break;
        candidates.push_back(Action::discard(v.seat, ranked[i].second.id));
    }
    return candidates[compareCandidates(v, planner.r, limitsOf(m_config, planner.r, m_cancelled), *m_playoutBot, candidates, seed)];
}

} // namespace remi::ai::bot
