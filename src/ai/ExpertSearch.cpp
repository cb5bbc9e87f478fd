// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/ExpertSearch.h"

#include "ai/SearchWorld.h"

#include <algorithm>

namespace remi::ai::bot {

namespace {

bool isTableMove(ActionType t)
{
    return t == ActionType::Meld || t == ActionType::LayOff || t == ActionType::SwapJoker || t == ActionType::Take ||
           t == ActionType::Rearrange;
}

bool sameAction(const Action &a, const Action &b)
{
    return a.type == b.type && a.from == b.from && a.depth == b.depth && a.card == b.card && a.melds == b.melds &&
           a.target == b.target;
}

void addCandidate(std::vector<Action> &out, const Action &a)
{
    for (const Action &b : out)
        if (sameAction(a, b)) return;
    out.push_back(a);
}

} // namespace

ExpertSearch::ExpertSearch(const ExpertConfig &config, const std::atomic<bool> *cancelled)
    : m_config(config), m_cancelled(cancelled), m_playoutBot(makeComputerPlayer(BotLevel::Normal))
{
}

ExpertSearch::~ExpertSearch() = default;

Action ExpertSearch::choose(Planner &planner, const Action &normal, std::uint64_t seed)
{
    if (planner.pileTakeConsidered) return draw(planner, normal, mix(seed, 0xD2A3ULL));
    if (planner.planIsDiscard && normal.type == ActionType::Discard) return discard(planner, normal, seed);
    if (m_config.holdBack && planner.v.phase == Phase::Play && isTableMove(normal.type))
        return tableMove(planner, normal, mix(seed, 0x7AB1EULL));
    return normal;
}

SearchLimits ExpertSearch::limits(const Planner &planner)
{
    const PlayerView &v = planner.v;
    SearchLimits l;
    l.maxSamples = m_config.maxSamples;
    l.horizonCircuits = m_config.horizonCircuits;
    l.significance = m_config.significanceFor(planner.r);
    l.cancelled = m_cancelled;
    l.budgetMs = m_config.budgetMs;
    if (l.budgetMs <= 0 || m_config.turnBudgetMs <= 0) return l;
    const auto now = std::chrono::steady_clock::now();
    const TurnKey turn{v.seat, v.turnIndex, v.dealer, -1};
    if (!(turn == m_timed)) {
        m_timed = turn;
        m_turnStart = now;
    }
    const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(now - m_turnStart).count();
    l.budgetMs = static_cast<int>(std::clamp<long long>(m_config.turnBudgetMs - spent, 1, l.budgetMs));
    return l;
}

Action ExpertSearch::draw(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.pile.empty()) return normal;
    // The normal policy's draw (a deeper pickup included) first, then the stock and the top card.
    std::vector<Action> candidates{normal};
    addCandidate(candidates, Action::draw(v.seat, DrawSource::Stock));
    addCandidate(candidates, Action::draw(v.seat, DrawSource::Discard, 1));
    return candidates[compareCandidates(v, planner.r, limits(planner), *m_playoutBot,
                                        candidates, seed)];
}

Action ExpertSearch::tableMove(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    const TurnKey key{v.seat, v.turnIndex, v.dealer, v.stockSize};
    if (key == m_weighed) return normal;
    m_weighed = key;
    // Holding back: end the turn at once with the normal policy's discard of the whole hand (or
    // end_turn where nothing is discarded); the moves stay in hand for a later turn.
    Action hold = Action::endTurn(v.seat);
    if (planner.mustDiscard()) {
        std::vector<std::pair<double, Card>> ranked = planner.rankDiscards(v.hand);
        std::erase_if(ranked, [](const auto &e) { return e.second.isJoker(); });
        if (ranked.empty()) return normal;
        hold = Action::discard(v.seat, ranked.front().second.id);
    }
    const std::vector<Action> candidates{normal, hold};
    return candidates[compareCandidates(v, planner.r, limits(planner), *m_playoutBot,
                                        candidates, seed)];
}

Action ExpertSearch::discard(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.hand.size() <= 1) return normal;
    // The normal choice first, then the next best by the normal ranking within 12 points of the best.
    const std::vector<Action> candidates =
        discardCandidates(planner.rankDiscards(v.hand), normal, v.seat, m_config.candidates, 12);
    if (candidates.empty()) return normal;
    return candidates[compareCandidates(v, planner.r, limits(planner), *m_playoutBot,
                                        candidates, seed)];
}

} // namespace remi::ai::bot
