// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Scoring.h"

#include "Arrangement.h"

namespace remi {

int handCardValue(const Card &c, const RuleSet &rules)
{
    if (c.isJoker()) return rules.jokerInHandValue;
    if (c.rank == kAce) return rules.aceInHandValue;
    if (c.rank >= 10) return 10;
    return rules.roundTo5 ? 5 : c.rank; // rami 4.8: 2-9 worth 5 with roundTo5
}

int cardCostInHand(const Card &c, const RuleSet &rules)
{
    return rules.scoring == ScoringScheme::PlusMinus ? indonesianCardValue(c, rules) : handCardValue(c, rules);
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
    case ScoringScheme::LiveTable:
    case ScoringScheme::Challenge: {
        std::vector<RamiSeat> seats;
        for (std::size_t s = 0; s < hands.size(); ++s) seats.push_back(RamiSeat{hands[s], opened[s], 0, 0});
        return scoreRami(rules, seats, winner, finish);
    }
    }
    return {};
}

std::vector<SeatScore> scoreRami(const RuleSet &rules, const std::vector<RamiSeat> &seats, int winner, Finish finish)
{
    std::vector<SeatScore> out(seats.size());
    const bool challenge = rules.scoring == ScoringScheme::Challenge;
    bool othersOpened = false;
    for (std::size_t s = 0; s < seats.size(); ++s)
        if (static_cast<int>(s) != winner && seats[s].opened) othersOpened = true;
    auto line = [](ScoreLine::Kind kind, int points, int seat = -1, int factor = 1) {
        ScoreLine l;
        l.kind = kind;
        l.points = points;
        l.seat = seat;
        l.factor = factor;
        return l;
    };
    // Challenge multiplier (4.8 challenge item 2) and the optional item 4.
    int multiplier = 1;
    if (finish == Finish::Remi) multiplier = 2;
    if (finish == Finish::PureRemi) multiplier = othersOpened ? 3 : 4;
    const bool finishBeforeOthers =
        challenge && rules.elimFinishBeforeOthersBonus && finish == Finish::GoOut && !othersOpened;
    if (finishBeforeOthers) multiplier = 2;

    for (std::size_t s = 0; s < seats.size(); ++s) {
        SeatScore &sc = out[s];
        const RamiSeat &seat = seats[s];
        const bool isWinner = static_cast<int>(s) == winner;
        if (!challenge && seat.tablePoints != 0) {
            sc.lines.push_back(line(ScoreLine::Kind::TablePoints, seat.tablePoints));
            sc.points += seat.tablePoints;
        }
        if (seat.penalties != 0) {
            const int p = challenge ? seat.penalties : -seat.penalties; // never multiplied
            sc.lines.push_back(line(ScoreLine::Kind::Penalty, p));
            sc.points += p;
        }
        if (challenge) {
            if (isWinner) {
                if (finishBeforeOthers) {
                    sc.lines.push_back(line(ScoreLine::Kind::Bonus, -100));
                    sc.points -= 100;
                }
                continue;
            }
            const int own = handValue(seat.hand, rules);
            sc.lines.push_back(line(ScoreLine::Kind::OwnHand, own));
            const int factor = winner < 0 ? 1 : multiplier; // 4.10: a blocked round adds the hand once
            if (factor != 1) sc.lines.push_back(line(ScoreLine::Kind::Multiplier, own, -1, factor));
            sc.points += own * factor;
            continue;
        }
        if (!isWinner) continue;
        for (std::size_t o = 0; o < seats.size(); ++o) {
            if (o == s) continue;
            const int v = handValue(seats[o].hand, rules);
            sc.lines.push_back(line(ScoreLine::Kind::OpponentHand, v, static_cast<int>(o)));
            sc.points += v;
        }
        const int bonus = finish == Finish::PureRemi ? 300 : finish == Finish::Remi ? 200 : 0;
        if (bonus != 0) {
            sc.lines.push_back(line(ScoreLine::Kind::Bonus, bonus));
            sc.points += bonus;
        }
        if (!othersOpened) {
            sc.lines.push_back(line(ScoreLine::Kind::NoOtherOpened, 100));
            sc.points += 100;
        }
    }
    return out;
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
