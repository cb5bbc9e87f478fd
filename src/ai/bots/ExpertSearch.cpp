// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/ExpertSearch.h"

#include "ai/bots/SearchWorld.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

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

ExpertSearch::ExpertSearch(const ExpertConfig &config, const std::atomic<bool> *cancelled,
                           const MatchStanding *standing)
    : m_config(config), m_cancelled(cancelled), m_standing(standing), m_playoutBot(makeNormalPlayoutPlayer()),
      m_ownPlayoutBot(makeExpertPlayoutPlayer(config))
{
}

ExpertSearch::~ExpertSearch()
{
    if (!std::getenv("REMI_EXPERT_STATS")) return;
    std::fprintf(stderr,
                 "expert decisions: draw %lld (other than normal %lld), table move %lld (held back %lld, "
                 "another closing card %lld), discard %lld (other than normal %lld)\n",
                 m_asked[0], m_departed[0], m_asked[1], m_departed[1], m_departed[3], m_asked[2], m_departed[2]);
}

std::size_t ExpertSearch::tally(int k, std::size_t index)
{
    ++m_asked[k];
    if (index != 0) ++m_departed[k];
    return index;
}

Action ExpertSearch::choose(Planner &planner, const Action &normal, std::uint64_t seed)
{
    m_reader.observe(planner.v);
    if (planner.pileTakeConsidered || (m_config.pickupChoice && !planner.pickups.empty()))
        return draw(planner, normal, mix(seed, 0xD2A3ULL));
    if (planner.planIsDiscard && normal.type == ActionType::Discard) return discard(planner, normal, seed);
    if ((m_config.holdBack || m_config.closingChoice) && planner.v.phase == Phase::Play && isTableMove(normal.type))
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
    l.familyWise = m_config.familyWise;
    l.majority = m_config.majority;
    l.scoreCombinations = m_config.scoreCombinations;
    l.cancelled = m_cancelled;
    l.ownPolicy = m_ownPlayoutBot.get();
    if (m_config.readsHandsFor(planner.r)) {
        m_beliefs = m_reader.beliefs(v, planner.r);
        l.beliefs = &m_beliefs;
    }
    if (m_config.playForTheMatch) {
        l.standing = m_standing;
        l.roundSpread = m_config.roundSpread;
    }
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
    // The normal policy's draw first, then the stock, the top card (where it may be taken
    // alone) and every pickup that melds at once (remi_indonesia, RULES.md 5.3).
    std::vector<Action> candidates{normal};
    addCandidate(candidates, Action::draw(v.seat, DrawSource::Stock));
    if (planner.pileTakeConsidered) addCandidate(candidates, Action::draw(v.seat, DrawSource::Discard, 1));
    if (m_config.pickupChoice)
        for (const Action &a : planner.pickups) addCandidate(candidates, a);
    if (candidates.size() < 2) return normal;
    return candidates[tally(0, compareCandidates(v, planner.r, limits(planner), *m_playoutBot, candidates, seed))];
}

Action ExpertSearch::tableMove(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    const TurnKey key{v.seat, v.turnIndex, v.dealer, v.stockSize};
    const bool first = !(key == m_weighed);
    m_weighed = key;
    std::vector<Action> candidates{normal};
    // Holding back (the turn's first table move only): end the turn at once with the normal
    // policy's discard of the whole hand (or end_turn where nothing is discarded); the moves stay
    // in hand for a later turn.
    if (first && m_config.holdBack) {
        if (!planner.mustDiscard()) {
            addCandidate(candidates, Action::endTurn(v.seat));
        } else {
            std::vector<std::pair<double, Card>> ranked = planner.rankDiscards(v.hand);
            std::erase_if(ranked, [](const auto &e) { return e.second.isJoker(); });
            if (!ranked.empty()) addCandidate(candidates, Action::discard(v.seat, ranked.front().second.id));
        }
    }
    const std::size_t closingFrom = candidates.size();
    if (m_config.closingChoice) addClosings(planner, normal, candidates);
    if (candidates.size() < 2) return normal;
    const std::size_t i = compareCandidates(v, planner.r, limits(planner), *m_playoutBot, candidates, seed);
    ++m_asked[1];
    if (i != 0) ++m_departed[i < closingFrom ? 1 : 3];
    return candidates[i];
}

void ExpertSearch::addClosings(Planner &planner, const Action &normal, std::vector<Action> &out)
{
    // The normal policy melds all but one card, to be discarded last (RULES.md 2.7, 3.7, 5.7);
    // any other card that leaves the rest in combinations may be that last card instead.
    const PlayerView &v = planner.v;
    const RuleSet &r = planner.r;
    if (normal.type != ActionType::Meld || !planner.mustDiscard() || (r.needsOpening() && !planner.opened)) return;
    std::vector<Card> rest = v.hand;
    std::erase_if(rest, [&](const Card &c) {
        return std::any_of(normal.melds.begin(), normal.melds.end(),
                           [&](const std::vector<CardId> &m) { return containsId(m, c.id); });
    });
    if (rest.size() != 1) return;
    for (const Card &c : v.hand) {
        if (c.id == rest.front().id) continue;
        const MeldPartition &part = planner.solveDeadwood(without(v.hand, c.id), false);
        if (!part.feasible || !part.deadwood.empty() || part.melds.empty()) continue;
        if (r.oneMeldPerTurn && part.melds.size() > 1) continue;
        std::vector<Meld> table = v.table;
        table.insert(table.end(), part.melds.begin(), part.melds.end());
        if (!planner.discardOk(c, {c}, table, true, false)) continue;
        addCandidate(out, Action::meld(v.seat, meldIds(part.melds)));
    }
}

Action ExpertSearch::discard(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.hand.size() <= 1) return normal;
    // The normal choice first, then the next best by the normal ranking within the window.
    const std::vector<Action> candidates =
        discardCandidates(planner.rankDiscards(v.hand), normal, v.seat, m_config.candidates, m_config.discardWindow);
    if (candidates.empty()) return normal;
    return candidates[tally(2, compareCandidates(v, planner.r, limits(planner), *m_playoutBot, candidates, seed))];
}

} // namespace remi::ai::bot
