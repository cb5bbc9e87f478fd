// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "review/RoundReview.h"

#include "review/ExpertAdvice.h"

#include "ai/bots/BotPolicy.h"
#include "ai/partition/MeldPartition.h"

#include "engine/PlayerView.h"
#include "engine/Scoring.h"
#include "engine/Variants.h"

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

/// The score an unopened hand pays whatever cards it holds (remi51, RULES.md 3.8, unless
/// `notOpenedAddsHand`), or 0 where its cards count: asked of the engine's scoring with a hand of a
/// king beside a seat that went out.
int flatUnopenedScore(const RuleSet &r)
{
    if (!r.needsOpening()) return 0;
    const std::vector<SeatScore> s =
        scoreRound(r, {{naturalCard(0, Suit::Spades, kKing)}, {}}, {false, true}, 1, Finish::Close);
    int flat = 0;
    for (const ScoreLine &l : s.front().lines) {
        if (l.kind == ScoreLine::Kind::CardInHand) return 0;
        if (l.kind == ScoreLine::Kind::NotOpened) flat = l.points;
    }
    return flat;
}

bool hasOpened(const PlayerView &v)
{
    const auto seat = static_cast<std::size_t>(v.seat);
    return seat < v.opened.size() && v.opened[seat];
}

/// The view's seat has not opened where an unopened hand pays a flat score whatever it holds
/// (flatUnopenedScore): its deadwood is no reason for anything.
bool unopenedFlat(const PlayerView &v, const RuleSet &r)
{
    return !hasOpened(v) && flatUnopenedScore(r) > 0;
}

/// The view's hand without card `id`.
std::vector<Card> handWithout(const PlayerView &v, CardId id)
{
    std::vector<Card> hand;
    for (const Card &c : v.hand)
        if (c.id != id) hand.push_back(c);
    return hand;
}

/// One unseen card of each face the view's seat has not seen every copy of (its hand, the table,
/// the pile, the cut card, the cards others took from the pile), with how many copies are unseen.
std::vector<std::pair<Card, int>> unseenFaces(const PlayerView &v, const RuleSet &r)
{
    const std::vector<Card> shoe = buildShoe(r.decks, r.jokers);
    std::vector<bool> seen(shoe.size(), false);
    const auto see = [&](const Card &c) {
        if (c.id < seen.size()) seen[c.id] = true;
    };
    for (const Card &c : v.hand) see(c);
    for (const Meld &m : v.table)
        for (const Card &c : m.cards) see(c);
    for (const PileCard &p : v.pile) see(p.card);
    if (v.cut) see(*v.cut);
    for (const auto &k : v.knownCards)
        for (const Card &c : k) see(c);
    std::vector<std::pair<Card, int>> faces;
    for (const Card &c : shoe) {
        if (seen[c.id]) continue;
        const auto same = std::find_if(faces.begin(), faces.end(), [&](const auto &f) { return f.first.sameFace(c); });
        if (same == faces.end()) faces.emplace_back(c, 1);
        else ++same->second;
    }
    return faces;
}

/// The best opening `hand` makes (RULES.md 3.6 values, the variant's opening conditions).
ai::MeldPartition bestOpening(const std::vector<Card> &hand, const RuleSet &r, ai::MeldPartitioner &solver)
{
    return solver.solve(hand, r, ai::openingOptions(r));
}

/// Why one discard rather than another matters to an unopened seat that pays a flat score
/// (unopenedFlat): the unseen cards that would open its hand with one draw after each, else the
/// best opening each keeps; Other when neither favours the expert's discard.
ReviewReason openingReason(const PlayerView &v, const RuleSet &r, const Card &mine, const Card &theirs,
                           ai::MeldPartitioner &solver)
{
    ReviewReason why;
    why.cards = {mine, theirs};
    why.flat = flatUnopenedScore(r);
    const std::vector<Card> afterMine = handWithout(v, mine.id), afterTheirs = handWithout(v, theirs.id);
    std::vector<Card> probe;
    for (const auto &[face, copies] : unseenFaces(v, r)) {
        probe = afterMine;
        probe.push_back(face);
        const bool opensMine = bestOpening(probe, r, solver).reachesMinimum;
        probe = afterTheirs;
        probe.push_back(face);
        const bool opensTheirs = bestOpening(probe, r, solver).reachesMinimum;
        if (opensMine) why.mine += copies;
        if (opensTheirs) why.theirs += copies;
        if (opensTheirs && !opensMine && why.helps.size() < 3) why.helps.push_back(face);
    }
    if (why.theirs > why.mine) {
        why.kind = ReviewReasonKind::OpeningChances;
        return why;
    }
    why.helps.clear();
    if (why.mine == 0 && why.theirs == 0) {
        why.mine = bestOpening(afterMine, r, solver).value;
        why.theirs = bestOpening(afterTheirs, r, solver).value;
        why.need = r.openingMin;
        if (why.theirs > why.mine) {
            why.kind = ReviewReasonKind::OpeningValue;
            return why;
        }
    }
    why.mine = why.theirs = 0;
    why.need = 0;
    why.kind = ReviewReasonKind::Other;
    return why;
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
            if (const std::optional<Card> c = pileCard(v, expert)) {
                why.cards.push_back(*c);
                if (r.needsOpening() && !hasOpened(v)) {
                    // Not opened: does the card open the hand at once?
                    std::vector<Card> hand = v.hand;
                    hand.push_back(*c);
                    const ai::MeldPartition best = bestOpening(hand, r, solver);
                    if (best.reachesMinimum) {
                        why.kind = ReviewReasonKind::PileCardOpens;
                        why.mine = best.value;
                        why.need = r.openingMin;
                    }
                }
            }
        } else if (takesFromPile(played) || played.from == DrawSource::Cut) {
            why.kind = ReviewReasonKind::StockBetter;
            if (const std::optional<Card> c = pileCard(v, played)) why.cards.push_back(*c);
        }
        return why;
    }
    if (played.type == ActionType::Discard && expert.type == ActionType::Discard && unopenedFlat(v, r)) {
        // Deadwood does not count for this hand: what the discards change is the chance to open.
        const std::optional<Card> mineCard = handCard(v, played.card), theirCard = handCard(v, expert.card);
        if (mineCard && theirCard) {
            why = openingReason(v, r, *mineCard, *theirCard, solver);
            if (why.kind != ReviewReasonKind::Other) return why;
        }
        // Neither opens sooner: the cards are named, never their deadwood.
        why = {};
        why.kind = ReviewReasonKind::KeepsCard;
        addHandCard(played.card);
        addHandCard(expert.card);
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
        addHandCard(played.card);
        why.kind = ReviewReasonKind::CostsJoker;
        // The joker freed (RULES.md 3.5, 4.5): does it make a new meld with the hand's cards?
        std::optional<Card> joker;
        if (played.target >= 0 && played.target < static_cast<int>(v.table.size()))
            for (const Card &c : v.table[static_cast<std::size_t>(played.target)].cards)
                if (c.isJoker()) joker = c;
        if (joker) {
            std::vector<Card> hand = handWithout(v, played.card);
            ai::PartitionOptions o = ai::deadwoodOptions(r);
            o.keepOneCard = false;
            const ai::MeldPartition without = solver.solve(hand, r, o);
            hand.push_back(*joker);
            const ai::MeldPartition with = solver.solve(hand, r, o);
            if (with.meldedCards() <= without.meldedCards() && with.value <= without.value) {
                why.kind = ReviewReasonKind::JokerUnused;
                why.flat = r.freedJokerRule == FreedJokerRule::Penalty ? r.borrowPenalty : 0;
            }
        }
        return why;
    }
    if (isTableMove(played.type) && (expert.type == ActionType::Discard || expert.type == ActionType::EndTurn)) {
        why.kind = ReviewReasonKind::HoldBack;
        return why;
    }
    if ((played.type == ActionType::Discard || played.type == ActionType::EndTurn) && expert.type == ActionType::Meld &&
        r.needsOpening() && !hasOpened(v)) {
        why.kind = ReviewReasonKind::OpenNow;
        why.flat = flatUnopenedScore(r);
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

ReviewLabel labelFor(double errorRate, const RuleSet &rules)
{
    // benchmarks/README.md "The round review": the expert's own rounds lose about 0.05 points a
    // decision in remi51, the easy level's 0.9; the other variants' scales are RuleSet data.
    const double x = errorRate / reviewPointScale(rules);
    if (x < 0.1) return ReviewLabel::Expert;
    if (x < 0.25) return ReviewLabel::Strong;
    if (x < 0.5) return ReviewLabel::Good;
    if (x < 1.0) return ReviewLabel::Casual;
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
            const Judgement j = judge.judge(v, a, decisionSeed(v, k)); // the hint's seed too (ExpertAdvice.h)
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
    out.label = labelFor(out.errorRate, rules);
    if (round.isOver() && static_cast<std::size_t>(seat) < round.result().seats.size()) {
        const SeatScore &score = round.result().seats[static_cast<std::size_t>(seat)];
        out.roundPoints = score.points;
        for (const ScoreLine &l : score.lines)
            if (l.kind == ScoreLine::Kind::NotOpened) {
                out.notOpened = true;
                out.notOpenedPoints = l.points;
            }
    }
    std::stable_sort(out.moments.begin(), out.moments.end(),
                     [](const ReviewMoment &x, const ReviewMoment &y) { return x.cost > y.cost; });
    return out;
}

} // namespace remi::review
