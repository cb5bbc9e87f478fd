// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "review/RoundReview.h"

#include "ai/bots/BotPolicy.h"
#include "ai/partition/MeldPartition.h"

#include "engine/PlayerView.h"
#include "engine/Scoring.h"

#include <algorithm>
#include <cmath>

namespace remi::review {

namespace {

bool isTableMove(ActionType t)
{
    return t == ActionType::Meld || t == ActionType::LayOff || t == ActionType::SwapJoker || t == ActionType::Take ||
           t == ActionType::Rearrange;
}

bool takesFromPile(const Action &a)
{
    return (a.type == ActionType::Draw && a.from == DrawSource::Discard) || a.type == ActionType::PickupMeld;
}

std::optional<Card> pileCard(const PlayerView &v, const Action &a)
{
    if (a.type == ActionType::Draw && a.from == DrawSource::Cut) return v.cut;
    if (!takesFromPile(a) || a.depth < 1 || a.depth > static_cast<int>(v.pile.size())) return std::nullopt;
    return v.pile[v.pile.size() - static_cast<std::size_t>(a.depth)].card;
}

std::optional<Card> handCard(const PlayerView &v, CardId id)
{
    for (const Card &c : v.hand)
        if (c.id == id) return c;
    return std::nullopt;
}

/// Deadwood points left in the view's hand without card `id` (the exact partition, RULES.md 1.3).
int deadwoodWithout(const PlayerView &v, const RuleSet &r, CardId id, ai::MeldPartitioner &solver)
{
    std::vector<Card> hand;
    for (const Card &c : v.hand)
        if (c.id != id) hand.push_back(c);
    ai::PartitionOptions o = ai::deadwoodOptions(r);
    o.keepOneCard = false;
    for (const Meld &m : v.table)
        if (m.owner == v.seat && m.kind == MeldKind::Run) o.hasSequenceElsewhere = true;
    return solver.solve(hand, r, o).deadwoodPoints;
}

ReviewReason reasonFor(const PlayerView &v, const RuleSet &r, const Action &played, const Action &expert,
                       ai::MeldPartitioner &solver)
{
    ReviewReason why;
    const auto addHandCard = [&](CardId id) {
        if (const std::optional<Card> c = handCard(v, id)) why.cards.push_back(*c);
    };
    if (v.phase == Phase::Draw) {
        if (takesFromPile(expert) || (expert.type == ActionType::Draw && expert.from == DrawSource::Cut)) {
            why.kind = ReviewReasonKind::PileCardMelds;
            if (const std::optional<Card> c = pileCard(v, expert)) why.cards.push_back(*c);
        } else if (takesFromPile(played) || played.from == DrawSource::Cut) {
            why.kind = ReviewReasonKind::StockBetter;
            if (const std::optional<Card> c = pileCard(v, played)) why.cards.push_back(*c);
        }
        return why;
    }
    if (played.type == ActionType::Discard && expert.type == ActionType::Discard) {
        addHandCard(played.card);
        addHandCard(expert.card);
        why.mine = deadwoodWithout(v, r, played.card, solver);
        why.theirs = deadwoodWithout(v, r, expert.card, solver);
        // Two loose cards leave deadwood that differs by their values only: saying "more deadwood"
        // would only say the kept card is higher. Deadwood is the reason when the discard broke a meld.
        const std::optional<Card> mineCard = handCard(v, played.card), theirCard = handCard(v, expert.card);
        const int valueGap = mineCard && theirCard ? handValue({*theirCard}, r) - handValue({*mineCard}, r) : 0;
        why.kind = why.mine - why.theirs > std::max(0, valueGap) ? ReviewReasonKind::DeadwoodLeft
                                                                 : ReviewReasonKind::KeepsCard;
        return why;
    }
    if (played.type == ActionType::SwapJoker) {
        why.kind = ReviewReasonKind::CostsJoker;
        addHandCard(played.card);
        return why;
    }
    if (isTableMove(played.type) && (expert.type == ActionType::Discard || expert.type == ActionType::EndTurn)) {
        why.kind = ReviewReasonKind::HoldBack;
        return why;
    }
    if ((played.type == ActionType::Discard || played.type == ActionType::EndTurn) && isTableMove(expert.type)) {
        why.kind = ReviewReasonKind::PlayNow;
        return why;
    }
    return why;
}

} // namespace

ReviewReason reasonForMove(const PlayerView &v, const RuleSet &rules, const Action &played, const Action &expert)
{
    ai::MeldPartitioner solver;
    return reasonFor(v, rules, played, expert, solver);
}

ReviewLabel labelFor(double errorRate)
{
    // benchmarks/README.md "The round review": the expert's own rounds lose about 0.05 points a
    // decision in remi51, the easy level's 0.74.
    if (errorRate < 0.1) return ReviewLabel::Expert;
    if (errorRate < 0.25) return ReviewLabel::Strong;
    if (errorRate < 0.5) return ReviewLabel::Good;
    if (errorRate < 1.0) return ReviewLabel::Casual;
    return ReviewLabel::Beginner;
}

DecisionKind decisionKind(const Action &a, bool opened)
{
    switch (a.type) {
    case ActionType::Draw:
    case ActionType::PickupMeld: return DecisionKind::Draw;
    case ActionType::Meld: return opened ? DecisionKind::Meld : DecisionKind::Opening;
    case ActionType::LayOff: return DecisionKind::LayOff;
    case ActionType::SwapJoker: return DecisionKind::JokerSwap;
    case ActionType::Take:
    case ActionType::Rearrange: return DecisionKind::Rearrange;
    case ActionType::Discard: return DecisionKind::Discard;
    case ActionType::EndTurn: return DecisionKind::EndTurn;
    case ActionType::Undo:
    case ActionType::Timeout: return DecisionKind::Other;
    }
    return DecisionKind::Other;
}

RoundReview reviewRound(const Round &start, const std::vector<Action> &actions, int seat, const ReviewConfig &config,
                        const std::function<void(int, int)> &progress)
{
    RoundReview out;
    out.seat = seat;
    const auto judged = [&](const Action &a) {
        return a.seat == seat && a.type != ActionType::Undo && a.type != ActionType::Timeout;
    };
    const int total = static_cast<int>(std::count_if(actions.begin(), actions.end(), judged));
    Round round = start;
    const RuleSet &rules = round.rules();
    ReviewJudge judge(rules, config);
    ai::MeldPartitioner solver;
    // This turn's judged decisions (an undo takes back the last one: it was never played).
    struct Pending {
        bool flagged = false;
        bool agreed = false;
        ReviewMoment moment;
    };
    std::vector<Pending> turn;
    int ownTurn = 0, lastTurn = -1, done = 0;
    const auto closeTurn = [&] {
        for (Pending &p : turn) {
            ++out.decisions;
            if (p.agreed) ++out.agreed;
            if (p.flagged) out.moments.push_back(std::move(p.moment));
            else if (!p.agreed) out.differences.push_back(std::move(p.moment));
        }
        turn.clear();
    };
    for (std::size_t k = 0; k < actions.size(); ++k) {
        const Action &a = actions[k];
        if (round.isOver()) break;
        if (config.cancelled && config.cancelled->load()) {
            out.complete = false;
            break;
        }
        if (round.state().turnIndex != lastTurn && round.currentSeat() == seat) {
            closeTurn();
            lastTurn = round.state().turnIndex;
            ++ownTurn;
        }
        if (a.type == ActionType::Undo && a.seat == seat && !turn.empty()) turn.pop_back();
        if (judged(a) && round.currentSeat() == seat) {
            const PlayerView v = makePlayerView(round, seat);
            const bool opened =
                static_cast<std::size_t>(seat) < v.opened.size() && v.opened[static_cast<std::size_t>(seat)];
            const Judgement j = judge.judge(v, a, ai::bot::mix(static_cast<std::uint64_t>(v.turnIndex) + 1, k));
            // The expert's move must be one the engine accepts here (it is, from the view; checked
            // on the real round so that a refused move is never shown as advice).
            Round probe = round;
            const bool legal = j.same || probe.apply(j.expert) == Reason::Ok;
            Pending p;
            if (!j.judged || !legal) {
                ++out.unjudged;
            } else {
                p.agreed = j.same;
                ReviewMoment &m = p.moment;
                m.turnIndex = v.turnIndex;
                m.ownTurn = ownTurn;
                m.step = static_cast<int>(k);
                m.kind = decisionKind(a, opened);
                m.played = a;
                m.expert = j.expert;
                m.cost = j.cost;
                m.standardError = j.standardError;
                m.samples = j.samples;
                const double z = j.standardError > 0 ? j.cost / j.standardError : (j.cost > 0 ? 1e9 : 0.0);
                m.confidence = 0.5 * std::erfc(-z / std::sqrt(2.0));
                p.flagged = !j.same && j.cost >= config.minCost && z >= config.flagZ;
                if (!j.same) m.reason = reasonFor(v, rules, a, j.expert, solver);
                if (p.flagged && !probe.isOver() && probe.currentSeat() == seat &&
                    !(j.expert.type == ActionType::Draw && j.expert.from == DrawSource::Stock))
                    m.expertLine = judge.expertTurn(probe, seat, ai::bot::mix(0x1CEULL, k));
                if (p.flagged) {
                    Round line = probe;
                    for (const Action &x : m.expertLine) line.apply(x);
                    m.expertGoesOut = line.isOver() && line.result().winner == seat;
                }
                turn.push_back(std::move(p));
            }
            ++done;
            if (progress) progress(done, total);
        }
        if (round.apply(a) != Reason::Ok) break; // a log the engine refuses: review what was played
    }
    closeTurn();
    for (const ReviewMoment &m : out.moments) out.pointsLost += m.cost;
    out.errorRate = out.decisions ? out.pointsLost / out.decisions : 0.0;
    out.label = labelFor(out.errorRate);
    std::stable_sort(out.moments.begin(), out.moments.end(),
                     [](const ReviewMoment &x, const ReviewMoment &y) { return x.cost > y.cost; });
    return out;
}

} // namespace remi::review
