// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The guided rounds (issue 19). Words follow docs/GLOSSARY.md and the source rule texts; the rules
// are RULES.md's (sections named at each lesson). Keys named are those of RULES.md 7.

#include "Lesson.h"

#include "LessonScript.h"

#include "engine/Card.h"

#include <QtGlobal>

namespace lesson {
namespace {

using T = Target;

/// Rummy (RULES.md 2): two players, the player first; the upcard fits a run of spades.
Lesson rummy()
{
    Lesson l;
    l.variant = "rummy";
    l.dealer = 1; // the player (seat 0) plays first (2.2)
    l.hands = {"4S 5S 6S 9D 9C 9H 9S KC KH 2D", "10H JH QH 2S 3C 5D 7D JC 4H 6C"};
    l.discard = "7S";
    l.stock = "8C 8S 3H 4D 5C";
    l.scripts = {{"draw", "meld 10H JH QH", "discard 8C"}};
    l.steps = {
        {QT_TRANSLATE_NOOP("Lesson", "A turn begins with a draw: the top card of the stock or of the discard pile. "
                                     "The %1 on the pile fits your %2 %3 %4. Take it: click the discard pile, or "
                                     "press T."),
         "7S 4S 5S 6S", "take 1", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson", "A run is three or more cards in a row of one suit. Select %1 %2 %3 %4: click "
                                     "each card, or move with Left and Right and press Space."),
         "4S 5S 6S 7S", "select 4S 5S 6S 7S", T::HandCards, "4S 5S 6S 7S"},
        {QT_TRANSLATE_NOOP("Lesson", "In Rummy there is no opening: any meld may be laid from the first turn. Press "
                                     "Meld, or M."),
         "", "meld 4S 5S 6S 7S", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "A set is three or four cards of one rank. Select %1 %2 %3."), "9D 9C 9H",
         "select 9D 9C 9H", T::HandCards, "9D 9C 9H"},
        {QT_TRANSLATE_NOOP("Lesson", "Press Meld, or M, to lay the set."), "", "meld 9D 9C 9H", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "A card that fits a meld on the table may be laid off on it. Put %1 on the "
                                     "nines: drag it there, or select it and press L."),
         "9S", "layoff 9S 1", T::TableMeld, "", 1},
        {QT_TRANSLATE_NOOP("Lesson", "End your turn by discarding one card, %1: double-click it, drag it onto the "
                                     "discard pile, or select it and press Delete. The card taken from the pile may "
                                     "not be discarded in the same turn."),
         "KC", "discard KC", T::HandCards, "KC"},
        {QT_TRANSLATE_NOOP("Lesson", "West laid a run of hearts. Draw from the stock this time: click it or press "
                                     "D."),
         "", "draw", T::Stock},
        {QT_TRANSLATE_NOOP("Lesson", "Lay off %1 on your run."), "8S", "layoff 8S 0", T::TableMeld, "", 0},
        {QT_TRANSLATE_NOOP("Lesson", "You may lay off on other players' melds too: put %1 on West's hearts."), "KH",
         "layoff KH 2", T::TableMeld, "", 2},
        {QT_TRANSLATE_NOOP("Lesson", "Go out: discard your last card, %1. The round ends as soon as a hand is "
                                     "empty."),
         "2D", "discard 2D", T::HandCards, "2D"},
        {QT_TRANSLATE_NOOP("Lesson", "You went out and score the cards left in West's hand: an ace 1, a picture "
                                     "card 10, the others their value. Going rummy, all your cards out in one turn "
                                     "without having melded or laid off before in the round, doubles the score."),
         "", "over"},
    };
    return l;
}

/// Remi 51 (RULES.md 3): two players, West opens first with a joker in a run and throws away the 9♥.
Lesson remi51()
{
    Lesson l;
    l.variant = "remi51";
    l.dealer = 0; // West (seat 1) plays first with 15 cards and no draw (3.3)
    l.hands = {"7H 8H 10H JH KS KH KD 7C 3S 4S QH KC 9S 4D",
               "5C 6C JK 8C QS QC QD 9H 2D 4S 6D 10S 3H AD 9D"};
    l.stock = "2C 5S 10D 3C JD 8S";
    l.cut = "4C";
    l.scripts = {{"meld 5C 6C JK 8C | QS QC QD", "discard 9H", "draw", "discard 2C"}};
    l.steps = {
        {QT_TRANSLATE_NOOP("Lesson", "Your turn begins with a draw: the top card of the stock or of the discard pile. "
                                     "West opened and threw away the %1, which fits your %2 %3 %4. Take it: click "
                                     "the discard pile, or press T."),
         "9H 7H 8H 10H", "take 1", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson", "Select %1 %2 %3 %4: click each card, or move with Left and Right and press "
                                     "Space. The counter shows what the selected cards count towards opening. Cards count their face "
                                     "value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for."),
         "7H 8H 9H 10H", "select 7H 8H 9H 10H", T::HandCards, "7H 8H 9H 10H"},
        {QT_TRANSLATE_NOOP("Lesson", "A run of one suit, %1 to %2: 34 points. To open you need at least 51 in one "
                                     "go, so keep the run aside: press Add to draft, or N."),
         "7H 10H", "draft 7H 8H 9H 10H", T::DraftButton},
        {QT_TRANSLATE_NOOP("Lesson", "Now select the three kings, %1 %2 %3: a set of one rank in different suits, "
                                     "30 points."),
         "KS KH KD", "select KS KH KD", T::HandCards, "KS KH KD"},
        {QT_TRANSLATE_NOOP("Lesson", "34 and 30 make 64: enough to open. Lay both melds at once: press Meld, or M."),
         "", "meld 7H 8H 9H 10H | KS KH KD", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "You have opened. From now on you may add cards to any meld on the table. Put "
                                     "%1 on your run: drag it there, or select it and press L."),
         "JH", "layoff JH 2", T::TableMeld, "", 2},
        {QT_TRANSLATE_NOOP("Lesson", "The joker in West's run stands for %1, and you hold that card. Swap them: "
                                     "drag %1 onto the joker, or select it and press J. The joker comes to your "
                                     "hand."),
         "7C", "swap 7C 0", T::TableMeld, "", 0},
        {QT_TRANSLATE_NOOP("Lesson", "A joker taken from the table must be played in the same turn. Lay it on your "
                                     "run: drag it there, or select it and press L. It may stand for %1 or %2: either will do."),
         "6H QH", "layoff JK 2", T::TableMeld, "", 2},
        {QT_TRANSLATE_NOOP("Lesson", "End your turn by throwing away one card: %1 is of no use to you. Double-click "
                                     "it, drag it onto the discard pile, or select it and press Delete."),
         "4D", "discard 4D", T::HandCards, "4D"},
        {QT_TRANSLATE_NOOP("Lesson", "West drew and threw a card away. Draw from the stock this time: click it or "
                                     "press D. The face-up card beside the stock is the cut card: only a player who "
                                     "has not opened may take it (Shift+D), and only to lay down the whole hand in "
                                     "that turn."),
         "", "draw", T::Stock},
        {QT_TRANSLATE_NOOP("Lesson", "The %1 you drew completes %2 %3 %1. Select these three cards."), "5S 3S 4S",
         "select 3S 4S 5S", T::HandCards, "3S 4S 5S"},
        {QT_TRANSLATE_NOOP("Lesson", "You have opened already, so a meld of any value may be laid. Press Meld, or "
                                     "M."),
         "", "meld 3S 4S 5S", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "You may also lay off on other players' melds: put %1 on West's queens."), "QH",
         "layoff QH 1", T::TableMeld, "", 1},
        {QT_TRANSLATE_NOOP("Lesson", "And %1 on your kings."), "KC", "layoff KC 3", T::TableMeld, "", 3},
        {QT_TRANSLATE_NOOP("Lesson", "Close the round: throw away your last card, %1. The closing card may not be "
                                     "a joker, nor fit a meld on the table."),
         "9S", "discard 9S", T::HandCards, "9S"},
        {QT_TRANSLATE_NOOP("Lesson", "You closed the round: −40 points for you; West pays for the cards still in "
                                     "hand. Had you laid down all your cards in one turn without having opened "
                                     "before, that would be a hand: −80, and the others' points count double; with "
                                     "the cut card, −120."),
         "", "over"},
    };
    return l;
}

/// Remi Indonesia (RULES.md 5): two players, West deals and plays first; the pile holds three cards.
Lesson remiIndonesia()
{
    Lesson l;
    l.variant = "remi_indonesia";
    l.dealer = 1; // the dealer plays first (5.2)
    l.hands = {"8S 8D 6H 7H JS QS KS", "2D 3S 9C 10D AH 4D 6C"};
    l.discard = "4C 8H 5S";
    l.stock = "2C 5H 9S 10S 3H";
    l.scripts = {{"draw", "discard 2C", "draw", "discard 5H"}};
    l.steps = {
        {QT_TRANSLATE_NOOP("Lesson", "Instead of drawing from the stock you may pick up one of the top three cards "
                                     "of the discard pile, but only to lay it at once in a new meld with at least "
                                     "two cards from your hand. Select %1 %2 first."),
         "8S 8D", "select 8S 8D", T::HandCards, "8S 8D"},
        {QT_TRANSLATE_NOOP("Lesson", "Now take the %1, third from the top: click it, or press Shift+T and choose "
                                     "it. The cards above it come to your hand. A set may be laid only while you "
                                     "have a sequence, on the table or in hand: your %2 %3 %4 is one."),
         "8H JS QS KS", "pickup 3 8S 8D", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson", "Every turn ends with a discard: discard %1. Double-click it, drag it onto the "
                                     "discard pile, or select it and press Delete."),
         "2C", "discard 2C", T::HandCards, "2C"},
        {QT_TRANSLATE_NOOP("Lesson", "West threw away the %1. Select %2 %3 to pick it up with them."), "5H 6H 7H",
         "select 6H 7H", T::HandCards, "6H 7H"},
        {QT_TRANSLATE_NOOP("Lesson", "Click the %1 on the pile, or press T: the sequence %1 %2 %3 goes down."),
         "5H 6H 7H", "pickup 1 6H 7H", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson", "A sequence is numeral cards from 2 to 10 in a row of one suit, or exactly J Q "
                                     "K. Select %1 %2 %3."),
         "JS QS KS", "select JS QS KS", T::HandCards, "JS QS KS"},
        {QT_TRANSLATE_NOOP("Lesson", "Besides the pick-up, a meld may be laid only to close, keeping one card to "
                                     "discard. Press Meld, or M."),
         "", "meld JS QS KS", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "Close: discard your last card, %1. The closing bonus is ten times its value: "
                                     "50 for 2 to 10, 100 for a picture card, 150 for an ace."),
         "5S", "discard 5S", T::HandCards, "5S"},
        {QT_TRANSLATE_NOOP("Lesson", "You closed the round. Everyone scores the cards in melds, on the table or in "
                                     "hand, plus and the other cards minus; without a sequence the sets count minus."),
         "", "over"},
    };
    return l;
}

} // namespace

const std::vector<Lesson> &lessons()
{
    static const std::vector<Lesson> all{rummy(), remi51(), remiIndonesia()};
    return all;
}

const Lesson *lessonFor(const std::string &variant)
{
    for (const Lesson &l : lessons())
        if (l.variant == variant) return &l;
    return nullptr;
}

std::optional<remi::Round> startRound(const Lesson &lesson, const remi::RuleSet &rules, std::string *error)
{
    // Every card from one pool of the variant's shoe, the first unused copy of each face.
    std::vector<remi::Card> pool = remi::buildShoe(rules.decks, rules.jokers);
    bool missing = false;
    const auto take = [&](const std::string &text) {
        std::vector<remi::Card> out;
        const auto wanted = faces(text);
        if (!wanted) {
            missing = true;
            return out;
        }
        for (const remi::Face &f : *wanted) {
            const auto it = std::find_if(pool.begin(), pool.end(), [&](const remi::Card &c) { return f.matches(c); });
            if (it == pool.end()) {
                missing = true;
                continue;
            }
            out.push_back(*it);
            pool.erase(it);
        }
        return out;
    };
    remi::DealSpec spec;
    for (const std::string &hand : lesson.hands)
        spec.hands.push_back(take(hand));
    spec.stock = take(lesson.stock);
    spec.discard = take(lesson.discard);
    if (!lesson.cut.empty()) {
        const std::vector<remi::Card> cut = take(lesson.cut);
        if (cut.size() == 1) spec.cut = cut.front();
    }
    if (missing) {
        if (error) *error = "a card of the lesson is not in the shoe";
        return std::nullopt;
    }
    return remi::Round::fromDeal(rules, static_cast<int>(lesson.hands.size()), lesson.dealer, spec, error);
}

} // namespace lesson
