// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Words for cards and melds, for screen readers and the status line (RULES.md 7: "owner, kind,
// cards, value announced"). Every text goes through QCoreApplication::translate.

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

class CardNames {
    Q_DECLARE_TR_FUNCTIONS(CardNames)
  public:
    /// "seven of hearts", "ace of spades", "joker".
    static QString card(const remi::Card &card);
    /// A card as the object of a verb or after a preposition that governs it ("West discards the king
    /// of spades", "take the queen of hearts into your hand"): its own translatable strings, which
    /// each language declines as it needs there (Russian and Serbian accusative, animate: "короля
    /// пик", "даму", "туза", "джокера"; "краља пик", "кеца"). Sentences whose %1 is such a card use it.
    static QString object(const remi::Card &card);
    /// Several cards as objects, separated as cards() separates them: "the five of hearts, the joker".
    static QString objects(const std::vector<remi::Card> &cards);
    /// "seven", "ace" for rank 1..14 (14: ace).
    static QString rank(int rank);
    /// "hearts", "spades"…
    static QString suit(remi::Suit suit);
    /// The suit as it follows a run or an identical meld ("run 5-6-7 of hearts"): its own string per
    /// suit, since languages decline it there (Russian genitive "червей", Serbian "у херцу"); empty
    /// for Suit::None.
    static QString suitOf(remi::Suit suit);
    /// A card as it is printed: "9♣", "10♥", "A♠"; a joker is "joker" (the rank letters are the same
    /// in every language, docs/GLOSSARY.md).
    static QString shortCard(const remi::Card &card);
    /// Several cards printed, with spaces: "K♣ A♣".
    static QString shortCards(const std::vector<remi::Card> &cards);
    /// "kings", "aces" for rank 1..14.
    static QString rankPlural(int rank);
    /// The short face of a card as its corner shows it: "7♠", "10♥", "Q♦"; a set joker whose suit is
    /// open just "7" (RULES.md 1.2); a joker face "★". The table's joker badges.
    static QString shortFace(const remi::Face &face);
    /// shortFace with the rank over the suit ("6\n♥"), for narrow places; a face without a suit as
    /// shortFace.
    static QString shortFaceStacked(const remi::Face &face);
    /// Several cards: "five of hearts, six of hearts, joker".
    static QString cards(const std::vector<remi::Card> &cards);
    /// `text` with every printed card ("8♠", "10♥", "★") named as it is spoken ("eight of spades",
    /// "ten of hearts", "joker"): for screen readers, which read "♠" as "black spade suit".
    static QString spoken(const QString &text);
    /// A table meld: "run 5-6-7 of hearts, 15 points", "set of sevens: hearts, spades, joker, 21 points",
    /// "identical 7-7-7 of hearts, 24 points". Jokers are named with the card they stand for
    /// ("run 5-6 (joker)-7 of hearts"). Points: shownMeldValue (remi51 opening values, rami table values,
    /// remi_indonesia 5.8 card values; engine/Moves.h).
    static QString meld(const remi::Meld &meld, const remi::RuleSet &rules);
};
