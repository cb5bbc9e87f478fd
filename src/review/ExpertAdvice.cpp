// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "review/ExpertAdvice.h"

#include "ai/bots/BotPolicy.h"

namespace remi::review {

std::uint64_t decisionSeed(const PlayerView &v, std::size_t step)
{
    return ai::bot::mix(static_cast<std::uint64_t>(v.turnIndex) + 1, step);
}

namespace {

bool sameAction(const Action &a, const Action &b)
{
    return a.seat == b.seat && sameMove(a, b);
}

bool judged(const Action &a, int seat)
{
    return a.seat == seat && a.type != ActionType::Undo && a.type != ActionType::Timeout;
}

} // namespace

ExpertAdvisor::ExpertAdvisor(const ReviewConfig &config) : m_config(config) {}

ExpertAdvisor::~ExpertAdvisor() = default;

void ExpertAdvisor::reset(const Round &start, int seat)
{
    m_judge.reset();
    m_start.emplace(start);
    m_round.emplace(start);
    m_judge = std::make_unique<ReviewJudge>(m_start->rules(), m_config);
    m_fed.clear();
    m_seat = seat;
    m_advice.reset();
    m_broken = false;
}

std::optional<Action> ExpertAdvisor::advise(const Round &start, const std::vector<Action> &actions, int seat)
{
    bool same = m_start && m_seat == seat && m_start->state() == start.state() && actions.size() >= m_fed.size();
    for (std::size_t k = 0; same && k < m_fed.size(); ++k) same = sameAction(actions[k], m_fed[k]);
    // The expert was asked about the position after m_fed: the review asks it there only when the
    // seat's next action is a decision (not an undo).
    if (same && m_advice && actions.size() > m_fed.size()) same = judged(actions[m_fed.size()], seat);
    if (!same) reset(start, seat);
    // As reviewRound: the expert is asked about each of the seat's decisions once, in order (the
    // decision it was last asked about is not asked again).
    for (std::size_t k = m_fed.size(); k < actions.size() && !m_broken; ++k) {
        const Action &a = actions[k];
        if (m_round->isOver()) m_broken = true;
        else {
            if (judged(a, seat) && m_round->currentSeat() == seat && !m_advice) {
                const PlayerView v = makePlayerView(*m_round, seat);
                m_judge->expertMove(v, decisionSeed(v, k));
            }
            m_advice.reset();
            if (m_round->apply(a) != Reason::Ok) m_broken = true;
        }
        m_fed.push_back(a);
    }
    if (m_broken || m_round->isOver() || m_round->currentSeat() != seat) return std::nullopt;
    if (!m_advice) {
        const PlayerView v = makePlayerView(*m_round, seat);
        m_advice = m_judge->expertMove(v, decisionSeed(v, m_fed.size()));
    }
    return m_advice;
}

std::optional<Action> expertAdvice(const Round &start, const std::vector<Action> &actions, int seat,
                                   const ReviewConfig &config)
{
    ExpertAdvisor advisor(config);
    return advisor.advise(start, actions, seat);
}

Action expertAdvice(const PlayerView &v, const RuleSet &rules, std::size_t step, const ReviewConfig &config)
{
    ReviewJudge judge(rules, config);
    return judge.expertMove(v, decisionSeed(v, step));
}

} // namespace remi::review
