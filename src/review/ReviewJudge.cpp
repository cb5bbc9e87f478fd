// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "review/ReviewJudge.h"

#include "ai/bots/BotPolicy.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/bots/SearchWorld.h"

#include <cmath>

namespace remi::review {

namespace {

ai::ExpertConfig expertConfig(const ReviewConfig &c)
{
    ai::ExpertConfig e;
    e.budgetMs = 0; // a fixed number of determinizations: the same review on every machine
    e.turnBudgetMs = 0;
    e.maxSamples = c.expertSamples;
    e.playForTheMatch = false; // the review weighs points, as its costs are in points
    return e;
}

} // namespace

bool sameMove(const Action &a, const Action &b)
{
    return a.type == b.type && a.from == b.from && (a.type != ActionType::Draw || a.depth == b.depth) &&
           a.card == b.card && a.melds == b.melds && a.cards == b.cards && a.target == b.target && a.bury == b.bury &&
           (!a.bury || a.buriedJoker == b.buriedJoker);
}

ReviewJudge::ReviewJudge(const RuleSet &rules, const ReviewConfig &config)
    : m_rules(rules), m_config(config),
      m_expert(ai::makeComputerPlayer(ai::BotLevel::Expert, {}, expertConfig(config))),
      m_normal(ai::bot::makeNormalPlayoutPlayer()), m_own(ai::bot::makeExpertPlayoutPlayer(expertConfig(config)))
{
}

ReviewJudge::~ReviewJudge() = default;

Judgement ReviewJudge::judge(const PlayerView &v, const Action &played, std::uint64_t seed)
{
    Judgement j;
    const std::uint64_t s = ai::bot::mix(m_config.seed, seed);
    j.expert = expertMove(v, seed);
    if (sameMove(j.expert, played)) {
        j.judged = true;
        j.same = true;
        return j;
    }
    ai::bot::SearchLimits limits;
    limits.budgetMs = 0;
    limits.horizonCircuits = m_config.horizonCircuits;
    limits.cancelled = m_config.cancelled;
    limits.ownPolicy = m_own.get();
    limits.scoreCombinations = true; // remi_indonesia's combinations count (RULES.md 5.8), as the expert's
    std::vector<Action> candidates{played, j.expert};
    candidates[0].seat = v.seat;
    // A first look; where the difference is neither clear nor clearly nothing, a longer one (the
    // same first determinizations and more).
    limits.maxSamples = m_config.samples;
    std::optional<std::vector<ai::bot::PairedDiff>> diff =
        ai::bot::evaluateCandidates(v, m_rules, limits, *m_normal, candidates, ai::bot::mix(s, 0xC057ULL));
    if (diff) {
        const double z = (*diff)[1].score();
        if (m_config.moreSamples > m_config.samples && std::abs(z) < 2 * m_config.flagZ && z > -m_config.flagZ) {
            limits.maxSamples = m_config.moreSamples;
            diff = ai::bot::evaluateCandidates(v, m_rules, limits, *m_normal, candidates, ai::bot::mix(s, 0xC057ULL));
        }
    }
    if (!diff || (m_config.cancelled && m_config.cancelled->load())) return j;
    const ai::bot::PairedDiff &d = (*diff)[1];
    j.judged = true;
    j.cost = d.mean();
    const double z = d.score();
    j.standardError = (d.n >= 2 && std::abs(z) < 1e8 && z != 0) ? std::abs(d.mean() / z) : 0.0;
    j.samples = d.n;
    return j;
}

Action ReviewJudge::expertMove(const PlayerView &v, std::uint64_t seed)
{
    Action a = m_expert->nextAction(v, m_rules, ai::bot::mix(m_config.seed, seed));
    a.seat = v.seat;
    return a;
}

std::vector<Action> ReviewJudge::expertTurn(const Round &after, int seat, std::uint64_t seed)
{
    // A fresh expert: the one that judges keeps what it saw of the round in order (judge()).
    std::unique_ptr<ai::ComputerPlayer> expert =
        ai::makeComputerPlayer(ai::BotLevel::Expert, {}, expertConfig(m_config));
    std::vector<Action> line;
    Round round = after;
    for (int k = 0; k < 12 && !round.isOver() && round.currentSeat() == seat; ++k) {
        if (m_config.cancelled && m_config.cancelled->load()) break;
        Action a = expert->nextAction(makePlayerView(round, seat), m_rules,
                                      ai::bot::mix(ai::bot::mix(m_config.seed, seed), static_cast<std::uint64_t>(k)));
        a.seat = seat;
        if (a.type == ActionType::Draw && a.from == DrawSource::Stock) break; // an unknown card follows
        if (round.apply(a) != Reason::Ok) break;
        line.push_back(a);
    }
    return line;
}

} // namespace remi::review
