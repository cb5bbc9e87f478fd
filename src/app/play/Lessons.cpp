// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The guided rounds. Words follow docs/GLOSSARY.md and the source rule texts; the rules
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
    l.id = l.variant = "rummy";
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
        {QT_TRANSLATE_NOOP("Lesson", "A run is three or more cards in a row of one suit; the ace is low, "
                                     "A-2-3, never Q-K-A. Select %1 %2 %3 %4: click each card, or move with "
                                     "Left and Right and press Space."),
         "4S 5S 6S 7S", "select 4S 5S 6S 7S", T::HandCards, "4S 5S 6S 7S"},
        {QT_TRANSLATE_NOOP("Lesson", "Cards laid on the table together are a meld. Other games ask for an "
                                     "opening, a first meld worth a minimum of points; Rummy does not. Press "
                                     "Meld, or M."),
         "", "meld 4S 5S 6S 7S", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "A set is three or four cards of one rank in different suits. Select %1 "
                                     "%2 %3."),
         "9D 9C 9H", "select 9D 9C 9H", T::HandCards, "9D 9C 9H"},
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
    l.id = l.variant = "remi51";
    l.dealer = 0; // West (seat 1) plays first with 15 cards and no draw (3.3)
    l.hands = {"7H 8H 10H JH KS KH KD 7C 3S 4S QH KC 9S 4D", "5C 6C JK 8C QS QC QD 9H 2D 4S 6D 10S 3H AD 9D"};
    l.stock = "2C 5S 10D 3C JD 8S";
    l.cut = "4C";
    l.scripts = {{"meld 5C 6C JK 8C | QS QC QD", "discard 9H", "draw", "discard 2C"}};
    l.steps = {
        {QT_TRANSLATE_NOOP("Lesson", "Your turn begins with a draw: the top card of the stock or of the "
                                     "discard pile. West opened, laying a first meld (cards on the table) "
                                     "worth at least 51 points, and threw away the %1, which fits your %2 %3 "
                                     "%4. Take it: click the discard pile, or press T. Before you have "
                                     "opened you may take the discard only in the first circuit, everyone's "
                                     "first turn, as now; later only to open in that same turn."),
         "9H 7H 8H 10H", "take 1", T::Pile},
        {QT_TRANSLATE_NOOP(
             "Lesson", "Select %1 %2 %3 %4: click each card, or move with Left and Right and press "
                       "Space. The counter shows what the selected cards count towards opening. Cards count their face "
                       "value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for."),
         "7H 8H 9H 10H", "select 7H 8H 9H 10H", T::HandCards, "7H 8H 9H 10H"},
        {QT_TRANSLATE_NOOP("Lesson", "A run is three or more cards in a row of one suit; an ace may be low, "
                                     "A-2-3, or high, Q-K-A. %1 to %2: 34 points. To open you need at least "
                                     "51 in one go, so keep the run aside: press Add to draft, or N."),
         "7H 10H", "draft 7H 8H 9H 10H", T::DraftButton},
        {QT_TRANSLATE_NOOP("Lesson", "Now select the three kings, %1 %2 %3: a set, three or four cards of "
                                     "one rank in different suits, 30 points. Two decks are played, yet a "
                                     "set never holds two cards of one suit."),
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
        {QT_TRANSLATE_NOOP("Lesson",
                           "A joker taken from the table must be played in the same turn. Lay it on your "
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
                                     "the cut card, −120. In the score table the × column shows that: ×2 after a "
                                     "hand. A match has as many rounds as players, so that each deals once; the "
                                     "lowest total wins."),
         "", "over"},
    };
    return l;
}

/// Remi 51, a hand (RULES.md 3.7, 3.8): West plays first and throws away the 9♥; the player takes it in the
/// first circuit (3.3) and lays down every card but one in that turn without having opened before.
Lesson remi51Hand()
{
    Lesson l;
    l.id = "remi51_hand";
    l.variant = "remi51";
    l.title = QT_TRANSLATE_NOOP("Lesson", "Remi 51: going out with a hand");
    l.dealer = 0; // West (seat 1) plays first with 15 cards and no draw (3.3)
    l.hands = {"5C 6C 7C 8C JD QD KD 9S 9D 9C 2S 3S 4S 6H", "9H 2C 4D 6D 8D 10D QC 3H 5H 7H JH 2H 4C 10S QS"};
    l.stock = "KC 3D 7S AH 5D 8S";
    l.cut = "7D";
    l.scripts = {{"discard 9H"}};
    l.steps = {
        {QT_TRANSLATE_NOOP("Lesson", "West threw away the %1. Opening is your first meld: cards laid on the "
                                     "table, worth at least 51 points. Before you have opened you may take "
                                     "the discard only in the first circuit, everyone's first turn, as now; "
                                     "later only to open in that same turn. Take it: click the discard pile, "
                                     "or press T."),
         "9H", "take 1", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson", "You can lay down all your cards but one in this turn without having opened "
                                     "before: that is a hand, the best way to close. Select %1 %2 %3 %4: click each "
                                     "card, or move with Left and Right and press Space."),
         "5C 6C 7C 8C", "select 5C 6C 7C 8C", T::HandCards, "5C 6C 7C 8C"},
        {QT_TRANSLATE_NOOP("Lesson", "A run is three or more cards in a row of one suit; an ace may be low, "
                                     "A-2-3, or high, Q-K-A. Keep the run aside: press Add to draft, or N. "
                                     "All the melds go down together."),
         "", "draft 5C 6C 7C 8C", T::DraftButton},
        {QT_TRANSLATE_NOOP("Lesson", "Select %1 %2 %3."), "JD QD KD", "select JD QD KD", T::HandCards, "JD QD KD"},
        {QT_TRANSLATE_NOOP("Lesson", "Press Add to draft, or N."), "", "draft 5C 6C 7C 8C JD QD KD", T::DraftButton},
        {QT_TRANSLATE_NOOP("Lesson", "A set is three or four cards of one rank in different suits. Select "
                                     "the four nines: %1 %2 %3 %4."),
         "9S 9D 9C 9H", "select 9S 9D 9C 9H", T::HandCards, "9S 9D 9C 9H"},
        {QT_TRANSLATE_NOOP("Lesson", "Press Add to draft, or N."), "", "draft 5C 6C 7C 8C JD QD KD 9S 9D 9C 9H",
         T::DraftButton},
        {QT_TRANSLATE_NOOP("Lesson", "And %1 %2 %3."), "2S 3S 4S", "select 2S 3S 4S", T::HandCards, "2S 3S 4S"},
        {QT_TRANSLATE_NOOP("Lesson", "The counter shows 101, the cards counting their face value (J, Q and K "
                                     "10, an ace 10): far more than the 51 needed to open. Press Meld, or M: "
                                     "the four melds go down at once and open you."),
         "", "meld 5C 6C 7C 8C | JD QD KD | 9S 9D 9C 9H | 2S 3S 4S", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "Close with your last card, %1: double-click it, drag it onto the discard pile, "
                                     "or select it and press Delete."),
         "6H", "discard 6H", T::HandCards, "6H"},
        {QT_TRANSLATE_NOOP("Lesson", "That was a hand: −80 points for you instead of −40, and the others' "
                                     "points count double: the × column of the score table shows ×2. West "
                                     "had not opened: 100, doubled to 200. A hand that uses the cut card "
                                     "(the face-up card beside the stock, taken instead of a draw) scores "
                                     "−120."),
         "", "over"},
    };
    return l;
}

/// Rami (RULES.md 4), with manipulation on (4.11): two players, West opens first with a joker standing for
/// the A♠; the player opens, lays off, swaps the joker, borrows a card from the table and goes out.
/// The steps follow 4.3 (the pile only after opening), 4.6 (opening 40, from the own hand), 4.8 (values,
/// roundTo5), 4.5 (live points; lay-off; joker exchange; manipulation, source text A's fours; the "300
/// trap": a recovered joker not used in a new meld, or a borrowed card not returned, costs 300 at
/// the end of the turn), 4.7 (going out needs no discard; remi) and 4.9 (the match to 1000).
Lesson rami()
{
    Lesson l;
    l.id = l.variant = "rami";
    l.options = {{"manipulation", "true"}};
    l.dealer = 0; // West (seat 1) plays first (4.2)
    l.hands = {"5H 6H 7H 8H KC KH KD AS 7C 7S 4H 4C 2S 10C", "QS KS JK 4D 5D 6D 7D JC 9H 2C 3S 10S 6C 9D"};
    l.stock = "2H 8D 3C 5S 6S QH";
    l.scripts = {{"draw", "meld QS KS JK | 4D 5D 6D 7D", "discard JC", "draw", "discard 9H"}};
    l.steps = {
        {QT_TRANSLATE_NOOP("Lesson", "West opened: a player's first melds laid on the table, worth at least "
                                     "40 points. In Rami you may take from the discard pile "
                                     "only once you have opened, so draw from the stock: click it or press "
                                     "D."),
         "", "draw", T::Stock},
        {QT_TRANSLATE_NOOP("Lesson", "To open, lay melds worth at least 40 points in one turn, from your own "
                                     "hand. Select %1 %2 %3 %4: click each card, or move with Left and Right and "
                                     "press Space. The counter shows their value: 2 to 9 count 5; 10, J, Q and K "
                                     "10; an ace 15 (5 in A-2-3); a joker the card it stands for."),
         "5H 6H 7H 8H", "select 5H 6H 7H 8H", T::HandCards, "5H 6H 7H 8H"},
        {QT_TRANSLATE_NOOP("Lesson", "A run is three or more cards in a row of one suit; an ace may be low, "
                                     "A-2-3, or high, Q-K-A. These hearts: 20 points, not enough alone. Keep "
                                     "them aside: press Add to draft, or N."),
         "", "draft 5H 6H 7H 8H", T::DraftButton},
        {QT_TRANSLATE_NOOP("Lesson", "Now select %1 %2 %3: a set, three or four cards of one rank in "
                                     "different suits; these kings make 30 points. Two decks are played, yet "
                                     "a set never holds two cards of one suit."),
         "KC KH KD", "select KC KH KD", T::HandCards, "KC KH KD"},
        {QT_TRANSLATE_NOOP("Lesson", "20 and 30 make 50: enough to open. Press Meld, or M. In Rami the points come as "
                                     "you play: these 50 are added to your score at once."),
         "", "meld 5H 6H 7H 8H | KC KH KD", T::MeldButton, "", -1, Also::Score},
        {QT_TRANSLATE_NOOP("Lesson", "Beside your name: your total, then this round's points in brackets, 0 "
                                     "(+50). A meld on the table belongs to nobody: lay off %1 on "
                                     "West's diamonds for 5 more. Drag it there, or select it and press L."),
         "8D", "layoff 8D 1", T::TableMeld, "", 1, Also::Score},
        {QT_TRANSLATE_NOOP("Lesson", "The joker in West's run stands for %1, and you hold that card. Swap them: drag "
                                     "%1 onto the joker, or select it and press J. A swap scores nothing: the ace is "
                                     "worth what the joker was."),
         "AS", "swap AS 0", T::TableMeld, "", 0},
        {QT_TRANSLATE_NOOP("Lesson", "Beware the 300 trap: a joker taken from the table must go into a new "
                                     "meld in this same turn. Discarded or kept in hand, it costs you 300 "
                                     "points when your turn ends. Select %1 %2 and the joker."),
         "7C 7S", "select 7C 7S JK", T::HandCards, "7C 7S JK"},
        {QT_TRANSLATE_NOOP("Lesson", "Press Meld, or M: a set of sevens, the joker standing for a seven, 15 points."),
         "", "meld 7C 7S JK", T::MeldButton, "", -1, Also::Score},
        {QT_TRANSLATE_NOOP("Lesson", "In this lesson manipulation is on (an option of the game): you may rearrange "
                                     "the table to place your cards. Your %1 %2 need a third four: take the %3 from "
                                     "West's diamonds. Press C, choose the run with Up and Down and the %3 with Left "
                                     "and Right, press Enter and choose Take; or right-click the %3."),
         "4H 4C 4D", "borrow 4D 1", T::TableMeld, "", 1},
        {QT_TRANSLATE_NOOP("Lesson", "The %1 is borrowed: it must go back to the table in this turn. A borrowed card "
                                     "still in your hand when your turn ends costs 300 points. Select %2 %3 %1."),
         "4D 4H 4C", "select 4H 4C 4D", T::HandCards, "4H 4C 4D"},
        {QT_TRANSLATE_NOOP("Lesson", "Press Meld, or M: the fours score 15, less the 5 you lost when you took the "
                                     "%1: 10 points."),
         "4D", "meld 4H 4C 4D", T::MeldButton, "", -1, Also::Score},
        {QT_TRANSLATE_NOOP("Lesson", "End your turn by discarding %1: double-click it, drag it onto the discard "
                                     "pile, or select it and press Delete."),
         "2S", "discard 2S", T::HandCards, "2S"},
        {QT_TRANSLATE_NOOP("Lesson", "West threw away the %1. Now that you have opened you may take the top card of "
                                     "the discard pile instead of drawing: click it, or press T."),
         "9H", "take 1", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson", "Lay off %1 on your hearts."), "9H", "layoff 9H 2", T::TableMeld, "", 2},
        {QT_TRANSLATE_NOOP("Lesson", "Go out: discard your last card, %1. In Rami a hand emptied by a meld or a "
                                     "lay-off ends the round too: no card need be kept."),
         "10C", "discard 10C", T::HandCards, "10C"},
        {QT_TRANSLATE_NOOP("Lesson", "You went out and win the cards left in West's hand: 2 to 9 count 5, 10 to K "
                                     "10, an ace 15, a joker 20. Had you opened and gone out in one turn, that would "
                                     "be a remi: 200 more. The match goes on until a score reaches 1000; the highest "
                                     "total wins."),
         "", "over"},
    };
    return l;
}

/// Remi Indonesia (RULES.md 5): two players, West deals and plays first; the pile holds three cards.
Lesson remiIndonesia()
{
    Lesson l;
    l.id = l.variant = "remi_indonesia";
    l.dealer = 1; // the dealer plays first (5.2)
    l.hands = {"8S 8D 6H 7H JS QS KS", "2D 3S 9C 10D AH 4D 6C"};
    l.discard = "4C 8H 5S";
    l.stock = "2C 5H 9S 10S 3H";
    l.scripts = {{"draw", "discard 2C", "draw", "discard 5H"}};
    l.steps = {
        {QT_TRANSLATE_NOOP("Lesson", "Instead of drawing from the stock you may pick up one of the top three "
                                     "cards of the discard pile, but only to lay it at once in a new meld, "
                                     "cards laid on the table together, with at least two cards from your "
                                     "hand. Select %1 %2 first."),
         "8S 8D", "select 8S 8D", T::HandCards, "8S 8D"},
        {QT_TRANSLATE_NOOP(
             "Lesson", "Now take the %1, third from the top: click it, or press Shift+T and "
                       "choose it. The cards above it come to your hand. A set, three or four "
                       "cards of one rank in different suits, may be laid only while you have "
                       "a run (three or more cards in a row of one suit), on the table or in hand: your %2 %3 %4 is "
                       "one."),
         "8H JS QS KS", "pickup 3 8S 8D", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson", "Every turn ends with a discard: discard %1. Double-click it, drag it onto the "
                                     "discard pile, or select it and press Delete."),
         "2C", "discard 2C", T::HandCards, "2C"},
        {QT_TRANSLATE_NOOP("Lesson", "West threw away the %1. Select %2 %3 to pick it up with them."), "5H 6H 7H",
         "select 6H 7H", T::HandCards, "6H 7H"},
        {QT_TRANSLATE_NOOP("Lesson", "Click the %1 on the pile, or press T: the run %1 %2 %3 goes down."), "5H 6H 7H",
         "pickup 1 6H 7H", T::Pile},
        {QT_TRANSLATE_NOOP("Lesson",
                           "In this game a run is numeral cards from 2 to 10 in a row of one suit, or exactly J Q "
                           "K. Select %1 %2 %3."),
         "JS QS KS", "select JS QS KS", T::HandCards, "JS QS KS"},
        {QT_TRANSLATE_NOOP("Lesson", "Besides the pick-up, a meld may be laid only to close, keeping one card to "
                                     "discard. Press Meld, or M."),
         "", "meld JS QS KS", T::MeldButton},
        {QT_TRANSLATE_NOOP("Lesson", "Close: discard your last card, %1. The closing bonus is ten times its value: "
                                     "50 for 2 to 10, 100 for a picture card, 150 for an ace."),
         "5S", "discard 5S", T::HandCards, "5S"},
        {QT_TRANSLATE_NOOP("Lesson", "You closed the round. Everyone scores the cards in melds, on the table or in "
                                     "hand, plus and the other cards minus; without a run the sets count minus."),
         "", "over"},
    };
    return l;
}

} // namespace

const std::vector<Lesson> &lessons()
{
    static const std::vector<Lesson> all{rummy(), remi51(), remi51Hand(), rami(), remiIndonesia()};
    return all;
}

const Lesson *lessonFor(const std::string &variant)
{
    for (const Lesson &l : lessons())
        if (l.variant == variant && l.id == variant) return &l;
    return nullptr;
}

const Lesson *lessonById(const std::string &id)
{
    for (const Lesson &l : lessons())
        if (l.id == id) return &l;
    return nullptr;
}

std::optional<remi::RuleSet> lessonRules(const Lesson &lesson)
{
    std::optional<remi::RuleSet> rules = remi::presetRules(lesson.variant);
    if (!rules) return std::nullopt;
    for (const auto &[name, value] : lesson.options)
        if (remi::setOption(*rules, name, value)) return std::nullopt;
    return rules;
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
    for (const std::string &hand : lesson.hands) spec.hands.push_back(take(hand));
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
