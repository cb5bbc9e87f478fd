// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Why a hint proposes its move, in one sentence: the numbers and cards come from the
// engine (opening points, the melds, the card values), the words from here. The hint itself
// ("Hint: lay off your two of clubs on …") is TableWords::hint.

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/Reason.h"
#include "engine/RuleSet.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <vector>

class HintWords {
    Q_DECLARE_TR_FUNCTIONS(HintWords)
  public:
    /// "You can open with 54: 7♥ 8♥ 9♥ and Q♠ Q♥ Q♦. At least 51 needed to open." (RULES.md 3.6, 4.6):
    /// `points` the melds' opening count, `minimum` the rules' openingMin.
    static QString opening(int points, int minimum, const std::vector<std::vector<remi::Card>> &melds);
    /// "7♥ 8♥ 9♥: a meld you can lay now."
    static QString melds(const std::vector<std::vector<remi::Card>> &melds);
    /// "Your 2♣ fits 3♣ 4♣ 5♣ 6♣ 7♣: one card fewer in your hand."
    static QString layOff(const remi::Card &card, const std::vector<remi::Card> &meld);
    /// "Your 6♥ takes the joker's place in 5♥ joker 7♥; the joker comes to your hand."
    static QString swap(const remi::Card &card, const std::vector<remi::Card> &meld);
    /// A discard that is in none of the hand's best melds: "Your K♠ is in none of your melds
    /// (10 points in hand)."
    static QString discardSpare(const remi::Card &card, int points);
    /// A discard taken out of a meld: every card is in one, and one must go.
    static QString discardFromMeld(const remi::Card &card);
    /// Drawing from the stock: the pile is empty, may not be taken now, or its top card helps no meld.
    static QString pileEmpty();
    /// "The discard pile may not be taken now (open first: 40 points)." with the engine's `reason`
    /// (it said no more than "may not be taken now").
    static QString pileNotNow(remi::Reason reason, const remi::RuleSet &rules);
    static QString pileNoHelp(const remi::Card &top);
    /// Taking the top discard (or picking it up into a meld): it makes a meld with hand cards.
    static QString pileHelps(const remi::Card &top);
    /// Taking the top discard to lay it off (RULES.md 3.5): "The 10♦ on the discard pile fits 7♦ 8♦
    /// 9♦ on the table: one card fewer in your hand."
    static QString pileFitsTable(const remi::Card &top, const std::vector<remi::Card> &meld);
    /// Drawing from the stock although the top discard could be laid off: "The 10♦ on the discard
    /// pile fits 7♦ 8♦ 9♦ on the table, but taking it does not help you this turn."
    static QString pileFitsButStock(const remi::Card &top, const std::vector<remi::Card> &meld);
    /// remi51: the cut card completes a *hand* (RULES.md 3.7).
    static QString cutCard(const remi::Card &cut);
    static QString endTurn();
    /// A pile card taken before opening (RULES.md 3.3), no other move allowed: "Hint: you took the
    /// J♠ before opening, so you must open in this turn with it (put melds in the draft, then M), or
    /// take it back (Ctrl+Z)." Without `canUndo` the second part is left out.
    static QString openWithTaken(const remi::Card &taken, bool canUndo);
    /// The computer player's move would be refused and nothing else is known to help.
    static QString noMove();
    /// Rami manipulation: the table rearranged takes hand cards.
    static QString rearrange();
    /// "a", "a and b", "a, b and c".
    static QString list(const QStringList &items);
};
