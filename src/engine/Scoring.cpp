#include "Scoring.h"

#include "Arrangement.h"

namespace remi {

int handCardValue(const Card &c, const RuleSet &rules)
{
    if (c.isJoker()) return rules.jokerInHandValue;
    if (c.rank == kAce) return rules.aceInHandValue;
    return c.rank >= 10 ? 10 : c.rank;
}

int handValue(const std::vector<Card> &hand, const RuleSet &rules)
{
    int total = 0;
    for (const Card &c : hand) total += handCardValue(c, rules);
    return total;
}

namespace {

std::vector<SeatScore> scoreWinnerTakesHands(const RuleSet &rules, const std::vector<std::vector<Card>> &hands,
                                             int winner, Finish finish)
{
    std::vector<SeatScore> out(hands.size());
    if (winner < 0) return out; // 2.8: a round with nobody going out scores nothing
    SeatScore &w = out[static_cast<std::size_t>(winner)];
    for (std::size_t s = 0; s < hands.size(); ++s) {
        if (static_cast<int>(s) == winner) continue;
        ScoreLine line;
        line.kind = ScoreLine::Kind::OpponentHand;
        line.seat = static_cast<int>(s);
        line.points = handValue(hands[s], rules);
        w.points += line.points;
        w.lines.push_back(line);
    }
    if (finish == Finish::Rummy && rules.rummyDoubles) {
        ScoreLine m;
        m.kind = ScoreLine::Kind::Multiplier;
        m.factor = 2;
        m.points = w.points;
        w.points *= 2;
        w.lines.push_back(m);
    }
    return out;
}

std::vector<SeatScore> scorePenaltyPoints(const RuleSet &rules, const std::vector<std::vector<Card>> &hands,
                                          const std::vector<bool> &opened, int winner, Finish finish)
{
    std::vector<SeatScore> out(hands.size());
    const bool doubled = rules.handDoublesOthers && (finish == Finish::Hand || finish == Finish::CutHand);
    for (std::size_t s = 0; s < hands.size(); ++s) {
        SeatScore &sc = out[s];
        if (static_cast<int>(s) == winner) {
            ScoreLine l;
            l.kind = ScoreLine::Kind::Finish;
            l.points = finish == Finish::CutHand ? rules.cutHandScore
                       : finish == Finish::Hand  ? rules.handScore
                                                 : rules.closeScore;
            sc.points = l.points;
            sc.lines.push_back(l);
            continue;
        }
        const bool countCards = opened[s] || rules.notOpenedAddsHand;
        if (!opened[s]) {
            ScoreLine l;
            l.kind = ScoreLine::Kind::NotOpened;
            l.points = rules.notOpenedScore;
            sc.points += l.points;
            sc.lines.push_back(l);
        }
        if (countCards) {
            for (const Card &c : hands[s]) {
                ScoreLine l;
                l.kind = ScoreLine::Kind::CardInHand;
                l.card = c;
                l.points = handCardValue(c, rules);
                sc.points += l.points;
                sc.lines.push_back(l);
            }
        }
        if (doubled) {
            ScoreLine m;
            m.kind = ScoreLine::Kind::Multiplier;
            m.factor = 2;
            m.points = sc.points;
            sc.points *= 2;
            sc.lines.push_back(m);
        }
    }
    return out;
}

} // namespace

std::vector<SeatScore> scoreRound(const RuleSet &rules, const std::vector<std::vector<Card>> &hands,
                                  const std::vector<bool> &opened, int winner, Finish finish)
{
    switch (rules.scoring) {
    case ScoringScheme::WinnerTakesHands: return scoreWinnerTakesHands(rules, hands, winner, finish);
    case ScoringScheme::PenaltyPoints: return scorePenaltyPoints(rules, hands, opened, winner, finish);
    case ScoringScheme::PlusMinus: return scorePlusMinus(rules, hands, {}, winner, std::nullopt);
    }
    return {};
}

std::vector<SeatScore> scorePlusMinus(const RuleSet &rules, const std::vector<std::vector<Card>> &hands,
                                      const std::vector<Meld> &table, int winner, std::optional<Card> closingCard)
{
    std::vector<SeatScore> out(hands.size());
    for (std::size_t s = 0; s < hands.size(); ++s) {
        SeatScore &sc = out[s];
        bool tableSequence = false;
        for (const Meld &m : table)
            if (m.owner == static_cast<int>(s) && m.kind == MeldKind::Run) tableSequence = true;
        const Arrangement arr = bestIndonesianArrangement(hands[s], rules, tableSequence);
        auto addCard = [&](ScoreLine::Kind kind, const Card &c, int sign) {
            ScoreLine l;
            l.kind = kind;
            l.card = c;
            l.points = sign * indonesianCardValue(c, rules);
            sc.points += l.points;
            sc.lines.push_back(l);
        };
        for (const Meld &m : table) {
            if (m.owner != static_cast<int>(s)) continue;
            const int sign = (m.kind == MeldKind::Run || arr.hasSequence) ? 1 : -1;
            for (const Card &c : m.cards) addCard(ScoreLine::Kind::TableCard, c, sign);
        }
        for (const Meld &m : arr.melds) {
            const int sign = (m.kind == MeldKind::Run || arr.hasSequence) ? 1 : -1;
            for (const Card &c : m.cards) addCard(ScoreLine::Kind::HandMeldCard, c, sign);
        }
        for (const Card &c : arr.rest) addCard(ScoreLine::Kind::CardInHand, c, -1);
        if (static_cast<int>(s) == winner && closingCard) {
            ScoreLine l;
            l.kind = ScoreLine::Kind::ClosingBonus;
            l.card = *closingCard;
            l.factor = rules.closingBonusMultiplier;
            l.points = rules.closingBonusMultiplier * indonesianCardValue(*closingCard, rules); // 5.7
            sc.points += l.points;
            sc.lines.push_back(l);
        }
    }
    return out;
}

} // namespace remi
