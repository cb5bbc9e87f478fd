// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReviewWords.h"

#include "CardNames.h"

#include <QStringList>

#include <cmath>

using remi::Action;
using remi::ActionType;
using remi::Card;
using remi::CardId;
using remi::DrawSource;
using namespace remi::review;

namespace {

QString cardsOf(const std::vector<CardId> &ids, const remi::RuleSet &rules)
{
    std::vector<Card> cards;
    for (CardId id : ids) cards.push_back(remi::cardFromId(id, rules.decks));
    return CardNames::shortCards(cards);
}

QString cardOf(CardId id, const remi::RuleSet &rules)
{
    return CardNames::shortCard(remi::cardFromId(id, rules.decks));
}

QString meldsOf(const std::vector<std::vector<CardId>> &melds, const remi::RuleSet &rules)
{
    QStringList parts;
    for (const auto &m : melds) parts << cardsOf(m, rules);
    return parts.join(QStringLiteral(" | "));
}

} // namespace

QString ReviewWords::move(const Action &a, const remi::RuleSet &rules)
{
    switch (a.type) {
    case ActionType::Draw:
        if (a.from == DrawSource::Stock) return tr("draw from the stock");
        if (a.from == DrawSource::Cut) return tr("take the cut card");
        if (a.depth <= 1) return tr("take the top card of the discard pile");
        return tr("take %n cards from the discard pile", nullptr, a.depth);
    case ActionType::PickupMeld: return tr("pick up from the discard pile and meld %1").arg(meldsOf(a.melds, rules));
    case ActionType::Meld: return tr("meld %1").arg(meldsOf(a.melds, rules));
    case ActionType::LayOff: return tr("lay off %1").arg(cardOf(a.card, rules));
    case ActionType::SwapJoker: return tr("swap %1 for a joker on the table").arg(cardOf(a.card, rules));
    case ActionType::Take: return tr("take %1 from the table").arg(cardsOf(a.cards, rules));
    case ActionType::Rearrange: return tr("rearrange the table");
    case ActionType::Discard: return tr("discard %1").arg(cardOf(a.card, rules));
    case ActionType::EndTurn: return tr("end the turn");
    case ActionType::Undo: return tr("undo");
    case ActionType::Timeout: return tr("let the time run out");
    }
    return {};
}

QString ReviewWords::reason(const ReviewReason &r)
{
    const QString first = r.cards.empty() ? QString() : CardNames::shortCard(r.cards[0]);
    const QString second = r.cards.size() < 2 ? QString() : CardNames::shortCard(r.cards[1]);
    switch (r.kind) {
    case ReviewReasonKind::PileCardMelds: return tr("the %1 on the pile makes a meld").arg(first);
    case ReviewReasonKind::PileCardOpens:
        //: %1 the pile card, %2 the opening's points with it, %3 the points an opening needs.
        return tr("the %1 on the pile lets you open: melds worth %2 of the %3 needed")
            .arg(first)
            .arg(r.mine)
            .arg(r.need);
    case ReviewReasonKind::StockBetter:
        return tr("the %1 from the pile helps less than a card from the stock").arg(first);
    case ReviewReasonKind::DeadwoodLeft:
        return tr("your move leaves %1 points of deadwood in hand, the expert's %2").arg(r.mine).arg(r.theirs);
    case ReviewReasonKind::KeepsCard: return tr("the %1 is worth more in your hand than the %2").arg(first, second);
    case ReviewReasonKind::HoldBack: return tr("keeping it in hand for a later turn is better");
    case ReviewReasonKind::PlayNow: return tr("playing to the table now is better");
    case ReviewReasonKind::CostsJoker: return tr("the joker is not worth giving up the %1").arg(first);
    case ReviewReasonKind::OpeningChances: {
        //: An unopened remi51 hand: %1 its flat score, %2 and %3 "5 unseen cards" (after the player's
        //: discard and after the expert's).
        QString text = tr("you have not opened, so your hand counts %1 points whatever it holds and deadwood "
                          "does not matter; after your discard %2 would open it with one draw, after the expert's %3")
                           .arg(r.flat)
                           .arg(tr("%n unseen cards", nullptr, r.mine), tr("%n unseen cards", nullptr, r.theirs));
        //: %1 the sentence before, %2 cards ("8♣ 8♠") that open the hand only after the expert's discard.
        if (!r.helps.empty()) text = tr("%1, such as %2").arg(text, CardNames::shortCards(r.helps));
        return text;
    }
    case ReviewReasonKind::OpeningValue:
        //: An unopened remi51 hand: %1 its flat score, %2 and %4 the best opening's points after each
        //: discard, %3 the points an opening needs.
        return tr("you have not opened, so your hand counts %1 points whatever it holds and deadwood does not "
                  "matter; your discard leaves melds worth %2 of the %3 an opening needs, the expert's %4")
            .arg(r.flat)
            .arg(r.mine)
            .arg(r.need)
            .arg(r.theirs);
    case ReviewReasonKind::OpenNow:
        if (r.flat > 0)
            return tr("opening now is better: an unopened hand counts %1 points if another player goes out first")
                .arg(r.flat);
        return tr("opening now is better than waiting");
    case ReviewReasonKind::JokerUnused:
        if (r.flat > 0)
            return tr("the freed joker makes no new meld with your cards this turn, so the swap costs %1 points at the "
                      "end of the turn")
                .arg(r.flat);
        return tr("the freed joker makes no new meld with your cards, so the swap only gives up the %1").arg(first);
    case ReviewReasonKind::Other: break;
    }
    return {};
}

QString ReviewWords::expertTurn(const ReviewMoment &m, const remi::RuleSet &rules)
{
    QString text = move(m.expert, rules);
    for (const Action &a : m.expertLine)
        //: The expert's turn move by move: %1 what came before, %2 the next move ("discard 9♥").
        text = tr("%1, then %2").arg(text, move(a, rules));
    //: The expert's turn ends the round: %1 its moves ("…, then discard Q♠").
    if (m.expertGoesOut) text = tr("%1 and go out").arg(text);
    return text;
}

QString ReviewWords::moment(const ReviewMoment &m, const remi::RuleSet &rules)
{
    const int points = std::max(1, static_cast<int>(std::lround(m.cost)));
    const int sure = std::min(99, static_cast<int>(std::floor(100.0 * m.confidence)));
    const QString why = reason(m.reason);
    const QString head =
        tr("Turn %1: you %2; the expert would %3").arg(m.ownTurn).arg(move(m.played, rules), expertTurn(m, rules));
    const QString gain = tr("about %n points better on average", nullptr, points);
    if (why.isEmpty()) return tr("%1: %2 (%3 % sure)").arg(head, gain).arg(sure);
    return tr("%1: %2 (%3; %4 % sure)").arg(head, gain, why).arg(sure);
}

QString ReviewWords::difference(const ReviewMoment &m, const remi::RuleSet &rules)
{
    const QString head =
        tr("Turn %1: you %2; the expert would %3").arg(m.ownTurn).arg(move(m.played, rules), move(m.expert, rules));
    const QString why = reason(m.reason);
    if (why.isEmpty()) return tr("%1: no real difference on average").arg(head);
    return tr("%1: no real difference on average (the expert's reason: %2)").arg(head, why);
}

QString ReviewWords::label(ReviewLabel l)
{
    switch (l) {
    case ReviewLabel::Expert: return tr("expert");
    case ReviewLabel::Strong: return tr("strong");
    case ReviewLabel::Good: return tr("good");
    case ReviewLabel::Casual: return tr("casual");
    case ReviewLabel::Beginner: return tr("beginner");
    }
    return {};
}

QString ReviewWords::summary(int roundNumber, const RoundReview &r)
{
    const int lost = static_cast<int>(std::lround(r.pointsLost));
    if (r.notOpened)
        // No grade here: "strong" beside a round lost by not opening reads as a joke (a tester).
        //: A round the player lost by never opening: %1 the round, %2 the points it paid, %3 the
        //: decisions judged, %4 those that were the expert's.
        return tr("Round %1: not opening cost the round: %2 points, whatever the cards in hand; %3 decisions, %4 as "
                  "the expert would, about %n points lost to them",
                  nullptr, lost)
            .arg(roundNumber)
            .arg(r.notOpenedPoints)
            .arg(r.decisions)
            .arg(r.agreed);
    return tr("Round %1: %2 decisions, %3 as the expert would; about %n points lost to mistakes — %4", nullptr, lost)
        .arg(roundNumber)
        .arg(r.decisions)
        .arg(r.agreed)
        .arg(label(r.label));
}

QString ReviewWords::matchSummary(double pointsLost, ReviewLabel l, int roundsNotOpened)
{
    const int lost = static_cast<int>(std::lround(pointsLost));
    if (roundsNotOpened > 0)
        //: %1 "3 rounds" the player lost by never opening.
        return tr("Match: about %n points lost to mistakes; not opening cost %1", nullptr, lost)
            .arg(tr("%n rounds", nullptr, roundsNotOpened));
    return tr("Match: about %n points lost to mistakes — %1", nullptr, lost).arg(label(l));
}
