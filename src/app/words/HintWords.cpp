// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HintWords.h"
#include "KeyText.h"
#include "ReasonText.h"

#include "CardNames.h"

namespace {
QStringList meldTexts(const std::vector<std::vector<remi::Card>> &melds)
{
    QStringList out;
    for (const auto &meld : melds) out << CardNames::shortCards(meld);
    return out;
}
} // namespace

QString HintWords::list(const QStringList &items)
{
    if (items.isEmpty()) return QString();
    if (items.size() == 1) return items.front();
    //: Lists: "7♥ 8♥ 9♥, 5♣ 5♦ 5♥ and Q♠ Q♥ Q♦": %1 the items before the last, %2 the last.
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(tr(", ")), items.back());
}

QString HintWords::opening(int points, int minimum, const std::vector<std::vector<remi::Card>> &melds)
{
    //: %1 the opening points (RULES.md 3.6, 4.6), %2 the melds ("7♥ 8♥ 9♥ and Q♠ Q♥ Q♦").
    return tr("You can open with %1: %2.").arg(points).arg(list(meldTexts(melds))) + QLatin1Char(' ') +
           //: After "You can open with 56: …": %1 the least the rules ask for an opening (issue 34).
           tr("At least %1 needed to open.").arg(minimum);
}

QString HintWords::melds(const std::vector<std::vector<remi::Card>> &melds)
{
    //: %1 the melds' cards ("7♥ 8♥ 9♥ and Q♠ Q♥ Q♦").
    return tr("%1: %n meld(s) you can lay now.", nullptr, static_cast<int>(melds.size())).arg(list(meldTexts(melds)));
}

QString HintWords::layOff(const remi::Card &card, const std::vector<remi::Card> &meld)
{
    //: %1 a hand card as an object (CardNames "object": Russian "двойку треф"), %2 a table meld
    //: ("3♣ 4♣ 5♣ 6♣ 7♣").
    return tr("Your %1 fits %2: one card fewer in your hand.")
        .arg(CardNames::object(card), CardNames::shortCards(meld));
}

QString HintWords::swap(const remi::Card &card, const std::vector<remi::Card> &meld)
{
    //: %1 a hand card as an object (CardNames "object": Russian "шестёрку червей"), %2 a table meld
    //: with a joker.
    return tr("Your %1 takes the joker's place in %2; the joker comes to your hand.")
        .arg(CardNames::object(card), CardNames::shortCards(meld));
}

QString HintWords::discardSpare(const remi::Card &card, int points)
{
    //: %1 a hand card as an object (CardNames "object": Russian "короля пик"), %2 what it counts if it
    //: stays in the hand.
    return tr("Your %1 is in none of your melds (%2 points in hand).").arg(CardNames::object(card)).arg(points);
}

QString HintWords::discardFromMeld(const remi::Card &card)
{
    //: %1 a card as an object (CardNames "object": Russian "сбросив короля пик").
    return tr("One card must go; without the %1 your melds lose the least.").arg(CardNames::object(card));
}

QString HintWords::pileEmpty()
{
    return tr("The discard pile is empty.");
}

QString HintWords::pileNotNow(remi::Reason reason, const remi::RuleSet &rules)
{
    //: %1 why, as in a disabled menu entry ("open first: 40 points").
    QString why = ReasonText::menuReason(reason, rules);
    if (why.endsWith(QLatin1Char('.'))) why.chop(1);
    return tr("The discard pile may not be taken now (%1).").arg(why);
}

QString HintWords::pileNoHelp(const remi::Card &top)
{
    return tr("The %1 on the discard pile does not help your melds.").arg(CardNames::shortCard(top));
}

QString HintWords::pileHelps(const remi::Card &top)
{
    return tr("The %1 on the discard pile makes a meld with your cards.").arg(CardNames::shortCard(top));
}

QString HintWords::pileFitsTable(const remi::Card &top, const std::vector<remi::Card> &meld)
{
    //: %1 the top discard ("10♦"), %2 a table meld ("7♦ 8♦ 9♦").
    return tr("The %1 on the discard pile fits %2 on the table: one card fewer in your hand.")
        .arg(CardNames::shortCard(top), CardNames::shortCards(meld));
}

QString HintWords::pileFitsButStock(const remi::Card &top, const std::vector<remi::Card> &meld)
{
    //: %1 the top discard ("10♦"), %2 a table meld ("7♦ 8♦ 9♦").
    return tr("The %1 on the discard pile fits %2 on the table, but taking it does not help you this turn.")
        .arg(CardNames::shortCard(top), CardNames::shortCards(meld));
}

QString HintWords::cutCard(const remi::Card &cut)
{
    return tr("The cut card %1 completes your hand.").arg(CardNames::shortCard(cut));
}

QString HintWords::endTurn()
{
    return tr("Nothing more to lay this turn.");
}

QString HintWords::rearrange()
{
    return tr("Rearranged, the table takes cards from your hand.");
}

QString HintWords::openWithTaken(const remi::Card &taken, bool canUndo)
{
    if (canUndo)
        return KeyText::native(tr("Hint: you took the %1 before opening, so you must open in this turn with it "
                                  "(put melds in the draft, then M), or take it back (Ctrl+Z).")
                                   .arg(CardNames::object(taken)));
    return tr("Hint: you took the %1 before opening, so you must open in this turn with it (put melds in "
              "the draft, then M).")
        .arg(CardNames::object(taken));
}

QString HintWords::noMove()
{
    return tr("Hint: no move to suggest now.");
}
