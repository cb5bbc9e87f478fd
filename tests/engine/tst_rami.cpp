// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// rami rounds: RULES.md section 4, the items of checklist 4.13 and worked examples 4.12. Every action
// goes through REMI_APPLY (cards conserved, a refused action changes nothing).

#include "TestRound.h"
#include "TestRules.h"

#include "engine/Match.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remitest;

namespace {

RuleSet ramiWith(const char *options)
{
    return presetWith(QStringLiteral("rami"), QString::fromLatin1(options)).forPlayers(2);
}

std::optional<Meld> meldOf(const char *text, const RuleSet &rules)
{
    return validateMeld(cards(text, 4, 8), rules, rules.jokerLimit); // ids from a 4-deck pool: copies enough
}

// A 2-player rami round where seat 0 (dealer 1) plays first.
const char *kFiller1 = "2D 3D 5D 6D 7D 8D 9D 10D JH QS KH AD 4C 6C";

/// Both seats open (RULES.md 4.6): seat 0 with 4D-8D + KS KH KC (55), seat 1 with 10S JS QS +
/// 9H 9D 9C (45); seat 0 is to move. Fails the running test on any surprise.
void openBoth(std::optional<Round> &r, const RuleSet &rules)
{
    std::string error;
    r = roundFrom(rules, 2, 1,
                  {{"4D 5D 6D 7D 8D KS KH KC 2S 3H 9S JD QC AH", "10S JS QS 9H 9D 9C 4H 4C 2D 5S 6H 8C JC KD"},
                   "3S 7H 10C 2C",
                   ""},
                  &error);
    QVERIFY2(r.has_value(), error.c_str());
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"4D 5D 6D 7D 8D", "KS KH KC"}));
    REMI_OK(*r, discardAction(*r, 0, "3S"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"10S JS QS", "9H 9D 9C"}));
    REMI_OK(*r, discardAction(*r, 1, "7H"));
}

} // namespace

class TestRami : public QObject {
    Q_OBJECT

  private slots:
    void shoeSizes_data();
    void shoeSizes();
    void melds_data();
    void melds();
    void tableValues_data();
    void tableValues();
    void jokerRules();
    void openingThreshold_data();
    void openingThreshold();
    void openingInTwoActionsRefused();
    void pileDrawBeforeOpening_data();
    void pileDrawBeforeOpening();
    void multipleDepth();
    void penalties();
    void discardedBorrowedCardCosts();
    void unreturnedBorrowed();
    void rearrangeKeepsOwners();
    void takeKeepsPlacers();
    void takeSplitsRunIndices();
    void swapReasons();
    void undoneLayOffKeepsPureRemi();
    void takeableDepth_data();
    void takeableDepth();
    void bonuses_data();
    void bonuses();
    void announcements();
    void noneModeSkipsDraw();
    void stockRebuiltWithoutTop();
    void blockedRound();
    void swapTurnNotIdle();
    void undoneTurnIsIdle();
    void blockedCountedFromAnySeat();
    void emptyStockPileDrawOnly();
    void matchTiedLeadPlaysOn();
    void challengeElimination();
    void workedExampleGoingOut();
    void workedExampleTimeout();
};

// RULES.md 4.1: 108 / 162 / 216 cards for 2 / 6 / 8 players, 216 with identicalCombos; 14 dealt.
void TestRami::shoeSizes_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("shoe");
    QTest::newRow("2") << 2 << "" << 108;
    QTest::newRow("4") << 4 << "" << 108;
    QTest::newRow("5") << 5 << "" << 162;
    QTest::newRow("6") << 6 << "" << 162;
    QTest::newRow("8") << 8 << "" << 216;
    QTest::newRow("2 identical") << 2 << "identicalCombos=true" << 216;
    QTest::newRow("2 one joker per deck") << 2 << "jokersPerDeck=1" << 106;
}

void TestRami::shoeSizes()
{
    QFETCH(int, players);
    QFETCH(QString, options);
    QFETCH(int, shoe);
    QString error;
    const RuleSet rules = *rulesWith(QStringLiteral("rami"), options, &error);
    Random rng(7);
    const Round r = Round::deal(rules, players, 0, rng);
    QCOMPARE(int(r.shoe().size()), shoe);
    for (int s = 0; s < players; ++s) QCOMPARE(handSize(r, s), 14);
    QVERIFY(r.pile().empty());
    QCOMPARE(r.stockSize(), shoe - 14 * players);
    QCOMPARE(r.currentSeat(), 1);
    QVERIFY(r.cardsConserved());
}

// RULES.md 4.4: A-2-3 ✓, Q-K-A ✓, K-A-2 ✗, A..K ✓, A..A ✗, repeated suit ✗, 7♠7♠7♠ only with the option.
void TestRami::melds_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("meld");
    QTest::addColumn<bool>("valid");
    QTest::newRow("A-2-3") << ""
                           << "AS 2S 3S" << true;
    QTest::newRow("Q-K-A") << ""
                           << "QS KS AS" << true;
    QTest::newRow("K-A-2") << ""
                           << "KS AS 2S" << false;
    QTest::newRow("A..K") << ""
                          << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" << true;
    QTest::newRow("A..A") << ""
                          << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << false;
    QTest::newRow("repeated suit") << ""
                                   << "8S 8S 8H" << false;
    QTest::newRow("identical off") << ""
                                   << "7S 7S 7S" << false;
    QTest::newRow("identical on") << "identicalCombos=true"
                                  << "7S 7S 7S" << true;
    QTest::newRow("identical with joker") << "identicalCombos=true"
                                          << "7S 7S JK" << true;
    QTest::newRow("identical mixed") << "identicalCombos=true"
                                     << "7S 7S 7H" << false;
    QTest::newRow("two jokers") << ""
                                << "5H JK 7H JK" << false;
    QTest::newRow("one joker") << ""
                               << "5H JK 7H" << true;
}

void TestRami::melds()
{
    QFETCH(QString, options);
    QFETCH(QString, meld);
    QFETCH(bool, valid);
    const RuleSet rules = ramiWith(options.toLatin1().constData());
    QCOMPARE(meldOf(meld.toLatin1().constData(), rules).has_value(), valid);
}

// RULES.md 4.8 and worked examples 4.12.6 and 4.12.8: table values.
void TestRami::tableValues_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("meld");
    QTest::addColumn<int>("value");
    QTest::newRow("5-6-7") << ""
                           << "5H 6H 7H" << 15;
    QTest::newRow("kings") << ""
                           << "KS KD KC" << 30;
    QTest::newRow("Q-K-JK=A") << ""
                              << "QS KS JK" << 35;
    QTest::newRow("J-Q-K-JK=A") << ""
                                << "JS QS KS JK" << 45;
    QTest::newRow("aces set") << ""
                              << "AH AD AC" << 45;
    QTest::newRow("A-2-3") << ""
                           << "AS 2S 3S" << 15;
    QTest::newRow("7S x3") << "identicalCombos=true"
                           << "7S 7S 7S" << 45;
    QTest::newRow("7S 7S JK") << "identicalCombos=true"
                              << "7S 7S JK" << 45;
    QTest::newRow("AH x4") << "identicalCombos=true"
                           << "AH AH AH AH" << 100;
    QTest::newRow("trad 5-6-7") << "roundTo5=false"
                                << "5H 6H 7H" << 18;
    QTest::newRow("trad Q-K-A") << "roundTo5=false"
                                << "QS KS AS" << 31;
    QTest::newRow("trad A-2-3") << "roundTo5=false"
                                << "AS 2S 3S" << 6;
}

void TestRami::tableValues()
{
    QFETCH(QString, options);
    QFETCH(QString, meld);
    QFETCH(int, value);
    const RuleSet rules = ramiWith(options.toLatin1().constData());
    const std::optional<Meld> m = meldOf(meld.toLatin1().constData(), rules);
    QVERIFY(m.has_value());
    QCOMPARE(tableValue(*m, rules), value);
}

// RULES.md 4.4, 4.5 and 4.12.2: a joker laid off ✗; a 3-card set swap ✗ joker_ambiguous; after the
// third suit is laid off the fourth frees it ✓ (worth 0), and the joker used in a new combination.
void TestRami::jokerRules()
{
    const RuleSet rules = ramiWith("openingMin=30");
    REMI_ROUND(
        r, rules, 2, 1,
        {{"7H 7D JK 5C QS KS AS 7C 7S 2D 3D 4D 9C 9H", "2S 3S 4S 5S 6S 8C 9D 10C JC QC KC AC 4H 6H"}, "5C 8H 10H", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"7H 7D JK", "QS KS AS"})); // 15 + 35 = 50
    QCOMPARE(r->roundScore(0), 50);
    REMI_APPLY(*r, swapAction(*r, 0, "7C", 0), Reason::JokerAmbiguous);
    REMI_OK(*r, layOffAction(*r, 0, "7C", 0));
    QCOMPARE(r->roundScore(0), 55);
    REMI_OK(*r, swapAction(*r, 0, "7S", 0));
    QCOMPARE(r->roundScore(0), 55);
    REMI_APPLY(*r, layOffAction(*r, 0, "JK", 1, MeldEnd::Low), Reason::JokerCannotLayOff);
    REMI_OK(*r, meldAction(*r, 0, {"2D 3D 4D JK"})); // the only joker in hand is the recovered one
    QCOMPARE(r->roundScore(0), 75);
    REMI_OK(*r, discardAction(*r, 0, "5C"));
    QCOMPARE(r->roundScore(0), 75); // the recovered joker was used: no penalty
}

// RULES.md 4.6 and 4.13: 35 ✗ / 40 ✓; with roundTo5 off 39 ✗.
void TestRami::openingThreshold_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<int>("expected");
    QTest::addColumn<int>("score");
    const QString hand = "QS KS JK 5H 6H 7H 10H JH QH KH 9C 9D 9H 2S";
    const QString trad = "9C 9D 9H 2S 3S 4S 5S 6S KD 8C 8D 10C JC QC";
    QTest::newRow("35") << "" << hand << "QS KS JK" << int(Reason::OpeningBelowMinimum) << 0;
    QTest::newRow("50") << "" << hand << "QS KS JK|5H 6H 7H" << int(Reason::Ok) << 50;
    QTest::newRow("exactly 40") << "" << hand << "10H JH QH KH" << int(Reason::Ok) << 40;
    QTest::newRow("trad 39") << "roundTo5=false" << trad << "9C 9D 9H|3S 4S 5S" << int(Reason::OpeningBelowMinimum)
                             << 0;
    QTest::newRow("trad 41") << "roundTo5=false" << trad << "9C 9D 9H|2S 3S 4S 5S" << int(Reason::Ok) << 41;
}

void TestRami::openingThreshold()
{
    QFETCH(QString, options);
    QFETCH(QString, hand);
    QFETCH(QString, melds);
    QFETCH(int, expected);
    QFETCH(int, score);
    const RuleSet rules = ramiWith(options.toLatin1().constData());
    const std::string h = hand.toStdString();
    REMI_ROUND(r, rules, 2, 1, {{h, kFiller1}, "4H", ""});
    REMI_OK(*r, drawStock(0));
    std::vector<std::string> list;
    for (const QString &m : melds.split('|')) list.push_back(m.toStdString());
    REMI_APPLY(*r, meldAction(*r, 0, list), Reason(expected));
    QCOMPARE(r->roundScore(0), score);
}

// RULES.md 4.6: two combinations in one action open; the same in two actions do not.
void TestRami::openingInTwoActionsRefused()
{
    REMI_ROUND(r, ramiRules(), 2, 1, {{"5H 6H 7H KS KD KC 2C 4D 8S 9C JD QH AS 3S", kFiller1}, "10C", ""});
    REMI_OK(*r, drawStock(0));
    REMI_APPLY(*r, meldAction(*r, 0, {"KS KD KC"}), Reason::OpeningBelowMinimum);
    REMI_APPLY(*r, layOffAction(*r, 0, "5H", 0), Reason::ActionNotAllowed);
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H 7H", "KS KD KC"}));
    QCOMPARE(r->roundScore(0), 45);
}

// RULES.md 4.3 / 4.6: a pile draw before opening ✗ not_opened in every mode.
void TestRami::pileDrawBeforeOpening_data()
{
    QTest::addColumn<QString>("mode");
    QTest::newRow("DISCARD_ONLY") << "DISCARD_ONLY";
    QTest::newRow("SINGLE") << "SINGLE";
    QTest::newRow("MULTIPLE") << "MULTIPLE";
    QTest::newRow("NONE") << "NONE";
}

void TestRami::pileDrawBeforeOpening()
{
    QFETCH(QString, mode);
    const RuleSet rules = ramiWith(("discardMode=" + mode.toStdString()).c_str());
    REMI_ROUND(r, rules, 2, 1, {{"5H 6H 7H KS KD KC 2C 4D 8S 9C JD QH AS 3S", kFiller1}, "10C", "9S"});
    REMI_APPLY(*r, drawPile(0), Reason::NotOpened);
}

// RULES.md 4.3 MULTIPLE: depth 3 takes exactly 3 cards, none may be discarded this turn.
void TestRami::multipleDepth()
{
    const RuleSet rules = ramiWith("discardMode=MULTIPLE");
    REMI_ROUND(r, rules, 2, 1, {{"5H 6H 7H KS KD KC 2C 4D 8S 9C JD QH AS 3S", kFiller1}, "10C 4S", "2H 3H 4H 8H"});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H 7H", "KS KD KC"}));
    REMI_OK(*r, discardAction(*r, 0, "10C"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_APPLY(*r, Action::draw(0, DrawSource::Discard, 7), Reason::DiscardNotAllowed);
    REMI_OK(*r, Action::draw(0, DrawSource::Discard, 3));
    QCOMPARE(handSize(*r, 0), 8 + 3);
    QCOMPARE(pileTopCode(*r), QStringLiteral("4H")); // 8H 10C 2D taken
    for (const char *c : {"8H", "10C", "2D"}) REMI_APPLY(*r, discardAction(*r, 0, c), Reason::CannotDiscardTakenCard);
    REMI_OK(*r, discardAction(*r, 0, "2C"));
}

// RULES.md 4.5 / 4.12.7: a kept recovered joker −300 once; two borrowed cards kept −600.
void TestRami::penalties()
{
    const RuleSet rules = ramiWith("manipulation=true");
    std::optional<Round> r;
    openBoth(r, rules); // seat 0: 25 + 30, seat 1: 45
    if (QTest::currentTestFailed()) return;
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "10C"));
    REMI_OK(*r, drawStock(1));
    const std::vector<Card> run = r->table()[0].cards;
    REMI_APPLY(*r, Action::take(1, 0, {run[2].id}), Reason::InvalidMeld); // 4D 5D | 7D 8D
    REMI_OK(*r, Action::take(1, 0, {run[0].id}));                         // 4D: −5
    REMI_OK(*r, Action::take(1, 0, {run[4].id}));                         // 8D: −5
    QCOMPARE(r->roundScore(1), 45 - 10);
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    QCOMPARE(r->roundScore(1), 45 - 10 - 600);
}

// RULES.md 4.13: discarding a borrowed card still costs 300.
void TestRami::discardedBorrowedCardCosts()
{
    const RuleSet rules = ramiWith("manipulation=true,allowRediscardTaken=true");
    std::optional<Round> r;
    openBoth(r, rules);
    if (QTest::currentTestFailed()) return;
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "10C"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, Action::take(1, 0, {r->table()[0].cards[0].id}));
    REMI_OK(*r, discardAction(*r, 1, "4D"));
    QCOMPARE(r->roundScore(1), 45 - 5 - 300);
}

// RULES.md 4.5: what would cost the borrow penalty if the turn ended now (Round::unreturnedBorrowed,
// borrowCost) is exactly what the turn's end charges; an own card of the same face cancels one.
void TestRami::unreturnedBorrowed()
{
    const RuleSet rules = ramiWith("manipulation=true");
    std::optional<Round> r;
    openBoth(r, rules); // table: 4D-8D (seat 0), KS KH KC (seat 0), 10S JS QS, 9H 9D 9C (seat 1)
    if (QTest::currentTestFailed()) return;
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "10C"));
    REMI_OK(*r, drawStock(1));
    QCOMPARE(r->unreturnedBorrowed(1).size(), std::size_t(0));
    QCOMPARE(r->borrowCost(1), 0);
    const std::vector<Card> run = r->table()[0].cards;
    REMI_OK(*r, Action::take(1, 0, {run[0].id})); // 4D
    REMI_OK(*r, Action::take(1, 0, {run[4].id})); // 8D
    QCOMPARE(QString::fromStdString(cardsCode(r->unreturnedBorrowed(1))), QStringLiteral("4D 8D"));
    QCOMPARE(r->borrowCost(1), 600);
    // Only the seat in turn owes anything; the other seat's answer is empty.
    QCOMPARE(r->unreturnedBorrowed(0).size(), std::size_t(0));
    QCOMPARE(r->borrowCost(0), 0);
    // The 8D back on the run: one card left to pay for.
    REMI_OK(*r, layOffAction(*r, 1, "8D", 0));
    QCOMPARE(QString::fromStdString(cardsCode(r->unreturnedBorrowed(1))), QStringLiteral("4D"));
    QCOMPARE(r->borrowCost(1), 300);
    // The turn's end charges exactly that (45 table points, -5 -5 +5 of the run, -300).
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    QCOMPARE(r->roundScore(1), 45 - 5 - 300);
    QCOMPARE(r->unreturnedBorrowed(1).size(), std::size_t(0));
}

// RULES.md 1.2: a combination keeps its owner and each card the seat that placed it through a
// rearrangement (issue 15: every meld appeared under the seat that rearranged) and a take.
void TestRami::rearrangeKeepsOwners()
{
    const RuleSet rules = ramiWith("manipulation=true");
    std::optional<Round> r;
    openBoth(r, rules); // table: 4D-8D (seat 0), KS KH KC (seat 0), 10S JS QS, 9H 9D 9C (seat 1)
    if (QTest::currentTestFailed()) return;
    REMI_OK(*r, drawStock(0));
    auto ids = [&](int m) {
        std::vector<CardId> out;
        for (const Card &c : r->table()[static_cast<std::size_t>(m)].cards) out.push_back(c.id);
        return out;
    };
    std::vector<CardId> run = ids(2);
    run.insert(run.begin(), idIn(r->hand(0), "9S")); // 9S from seat 0's hand onto seat 1's run
    REMI_OK(*r, Action::rearrange(0, {run, ids(3), ids(0), ids(1)}));
    std::vector<int> owners;
    for (const Meld &m : r->table()) owners.push_back(m.owner);
    QCOMPARE(owners, (std::vector<int>{1, 1, 0, 0}));
    QCOMPARE(r->table()[0].placedBy, (std::vector<int>{0, 1, 1, 1}));
    QCOMPARE(r->table()[1].placedBy, (std::vector<int>{1, 1, 1}));
    QCOMPARE(r->table()[2].placedBy, (std::vector<int>{0, 0, 0, 0, 0}));
}

void TestRami::takeKeepsPlacers()
{
    const RuleSet rules = ramiWith("manipulation=true");
    std::optional<Round> r;
    openBoth(r, rules);
    if (QTest::currentTestFailed()) return;
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, layOffAction(*r, 0, "9S", 2)); // 9S 10S JS QS: placed by 0, 1, 1, 1
    REMI_OK(*r, discardAction(*r, 0, "2S"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, Action::take(1, 2, {r->table()[2].cards[3].id})); // QS back to seat 1's hand
    QCOMPARE(r->table()[2].owner, 1);
    QCOMPARE(r->table()[2].placedBy, (std::vector<int>{0, 1, 1}));
}

// RULES.md 1.2 and 4.5 take: a run that a take splits in two keeps its index for the lower piece,
// the upper piece is inserted right after it, and later indices shift up; actions name the
// combinations by the new indices.
void TestRami::takeSplitsRunIndices()
{
    const RuleSet rules = ramiWith("manipulation=true");
    REMI_ROUND(r, rules, 2, 1,
               {{"KS KH KC 2D 3D 4D 5D 6D 7D 8D 2S 3H 9S JD", "10S JS QS 9H 9D 9C 4H 4C 2C 5S 6H 8C JC KD"},
                "3S 7H 10C 2H",
                ""});
    REMI_OK(*r, drawStock(0));                                            // 3S
    REMI_OK(*r, meldAction(*r, 0, {"KS KH KC", "2D 3D 4D 5D 6D 7D 8D"})); // 30 + 35
    REMI_OK(*r, discardAction(*r, 0, "3S"));
    REMI_OK(*r, drawStock(1));                                 // 7H
    REMI_OK(*r, meldAction(*r, 1, {"10S JS QS", "9H 9D 9C"})); // 30 + 15
    REMI_OK(*r, discardAction(*r, 1, "7H"));
    REMI_OK(*r, drawStock(0)); // 10C
    QCOMPARE(int(r->table().size()), 4);
    REMI_OK(*r, Action::take(0, 1, {r->table()[1].cards[3].id})); // 5D out of 2D..8D
    QCOMPARE(int(r->table().size()), 5);
    QCOMPARE(meldCodes(*r, 0), QStringLiteral("KS KH KC"));
    QCOMPARE(meldCodes(*r, 1), QStringLiteral("2D 3D 4D"));  // the lower piece keeps index 1
    QCOMPARE(meldCodes(*r, 2), QStringLiteral("6D 7D 8D"));  // the upper piece right after it
    QCOMPARE(meldCodes(*r, 3), QStringLiteral("10S JS QS")); // was 2
    QCOMPARE(meldCodes(*r, 4), QStringLiteral("9H 9D 9C"));  // was 3
    std::vector<int> owners;
    for (const Meld &m : r->table()) owners.push_back(m.owner);
    QCOMPARE(owners, (std::vector<int>{0, 0, 0, 1, 1}));
    QCOMPARE(r->roundScore(0), 65 - 5);
    REMI_OK(*r, layOffAction(*r, 0, "9S", 4));
    QCOMPARE(meldCodes(*r, 4), QStringLiteral("9H 9D 9C 9S"));
    REMI_OK(*r, layOffAction(*r, 0, "5D", 2, MeldEnd::Low)); // the borrowed 5D back, onto the upper piece
    QCOMPARE(meldCodes(*r, 2), QStringLiteral("5D 6D 7D 8D"));
    QCOMPARE(meldCodes(*r, 1), QStringLiteral("2D 3D 4D"));
    REMI_OK(*r, discardAction(*r, 0, "2S"));
    QCOMPARE(r->roundScore(0), 65 - 5 + 5 + 5); // 5D returned: no penalty
}

// RULES.md 1.5 action_not_allowed, 4.5 and 4.6: a seat that has not opened may not swap at all, so
// a swap onto an existing combination is not_opened whatever the card (before action_not_allowed);
// a combination index that does not exist is action_not_allowed. Once opened: a combination without
// a joker, a card the joker does not stand for, or a joker from the hand is action_not_allowed.
void TestRami::swapReasons()
{
    REMI_ROUND(
        r, ramiRules(), 2, 1,
        {{"5H 6H JK KS KH KD 2C 3D 8S 9C 4D 10D QC JD", "QS QH QD 10C JC QC 7H 8H JK 2D 3S 4S AS 5C"}, "2S 3C 4H", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H JK", "KS KH KD"})); // the joker stands for 7H
    REMI_OK(*r, discardAction(*r, 0, "2C"));
    REMI_OK(*r, drawStock(1));
    REMI_APPLY(*r, swapAction(*r, 1, "7H", 0), Reason::NotOpened);        // the joker's own card
    REMI_APPLY(*r, swapAction(*r, 1, "8H", 0), Reason::NotOpened);        // a card it does not stand for
    REMI_APPLY(*r, swapAction(*r, 1, "JK", 0), Reason::NotOpened);        // a joker from the hand
    REMI_APPLY(*r, swapAction(*r, 1, "2D", 1), Reason::NotOpened);        // KS KH KD: no joker
    REMI_APPLY(*r, swapAction(*r, 1, "7H", 2), Reason::ActionNotAllowed); // no combination 2
    REMI_OK(*r, meldAction(*r, 1, {"QS QH QD", "10C JC QC"}));            // 60: opened
    REMI_APPLY(*r, swapAction(*r, 1, "8H", 0), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 1, "JK", 0), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 1, "2D", 1), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 1, "7H", 4), Reason::ActionNotAllowed);
    REMI_OK(*r, swapAction(*r, 1, "7H", 0));
    QCOMPARE(meldCodes(*r, 0), QStringLiteral("5H 6H 7H"));
}

// RULES.md 1.6 and 4.7: an undone action counts as never made, so a lay-off taken back does not
// spoil a pure remi: opened and gone out in one turn by melds only, nobody else opened: 400.
void TestRami::undoneLayOffKeepsPureRemi()
{
    REMI_ROUND(r, ramiRules(), 2, 1, {{"5H 6H 7H KS KH KD 8H 9H 10H 2C 3C 4C 9S 9D", kFiller1}, "9C", ""});
    REMI_OK(*r, drawStock(0));                                // 9C
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H 7H", "KS KH KD"})); // 15 + 30: opens
    REMI_OK(*r, layOffAction(*r, 0, "8H", 0));                // a lay-off: no longer pure
    QCOMPARE(r->roundScore(0), 50);
    REMI_OK(*r, Action::undo(0));
    QCOMPARE(meldCodes(*r, 0), QStringLiteral("5H 6H 7H"));
    QCOMPARE(r->roundScore(0), 45);
    REMI_OK(*r, meldAction(*r, 0, {"8H 9H 10H", "2C 3C 4C", "9S 9D 9C"})); // 20 + 15 + 15, hand empty
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, 0);
    QCOMPARE(r->result().finish, Finish::PureRemi);
    // 95 table points + seat 1's hand (4.8: 9 × 5 + 40 + 15 = 100) + pure remi, nobody else opened 400.
    QCOMPARE(r->result().scores(), (std::vector<int>{95 + 100 + 400, 0}));
}

// RULES.md 4.3 "Visible" and MULTIPLE, 5.2, 5.3: how deep a draw may take and how much of the pile
// lies face up (Round::takeableDepth, Round::shownDepth).
void TestRami::takeableDepth_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("takeable");
    QTest::addColumn<int>("shown");
    // A pile of four cards in every row.
    QTest::newRow("SINGLE") << "" << 1 << 1 << 1;
    QTest::newRow("DISCARD_ONLY") << "discardMode=DISCARD_ONLY" << 1 << 1 << 1;
    QTest::newRow("NONE") << "discardMode=NONE" << 1 << 1 << 1;
    QTest::newRow("MULTIPLE") << "discardMode=MULTIPLE" << 0 << 4 << 4;
}

void TestRami::takeableDepth()
{
    QFETCH(QString, options);
    QFETCH(int, limit);
    QFETCH(int, takeable);
    QFETCH(int, shown);
    const RuleSet rules = ramiWith(options.toLatin1().constData());
    QCOMPARE(rules.discardDepthLimit(), limit);
    QCOMPARE(rules.wholePileShown(), limit == 0);
    REMI_ROUND(r, rules, 2, 1, {{"5H 6H 7H KS KD KC 2C 4D 8S 9C JD QH AS 3S", kFiller1}, "10C 4S", "2H 3H 4H 8H"});
    QCOMPARE(int(r->pile().size()), 4);
    QCOMPARE(r->takeableDepth(), takeable);
    QCOMPARE(r->shownDepth(), shown);
    // The other variants take and show the top card only (RULES.md 2.3, 3.3).
    for (const RuleSet &other : {rummyRules(), remi51Rules()}) {
        QCOMPARE(other.discardDepthLimit(), 1);
        QVERIFY(!other.wholePileShown());
    }
}

// RULES.md 4.8: bonuses 0/100/200/300/300/400 and challenge multipliers 1/2/3/4 (scoreRami).
void TestRami::bonuses_data()
{
    QTest::addColumn<int>("finish");
    QTest::addColumn<bool>("othersOpened");
    QTest::addColumn<int>("bonus");
    QTest::addColumn<int>("multiplier");
    QTest::newRow("ordinary") << int(Finish::GoOut) << true << 0 << 1;
    QTest::newRow("ordinary, nobody opened") << int(Finish::GoOut) << false << 100 << 1;
    QTest::newRow("remi") << int(Finish::Remi) << true << 200 << 2;
    QTest::newRow("remi, nobody opened") << int(Finish::Remi) << false << 300 << 2;
    QTest::newRow("pure remi") << int(Finish::PureRemi) << true << 300 << 3;
    QTest::newRow("pure remi, nobody opened") << int(Finish::PureRemi) << false << 400 << 4;
}

void TestRami::bonuses()
{
    QFETCH(int, finish);
    QFETCH(bool, othersOpened);
    QFETCH(int, bonus);
    QFETCH(int, multiplier);
    const std::vector<Card> hand = cards("3C JK AD"); // 5 + 20 + 15 = 40 (4.12.5)
    std::vector<RamiSeat> seats = {RamiSeat{{}, true, 120, 0}, RamiSeat{hand, othersOpened, 0, 300}};
    const std::vector<SeatScore> normal = scoreRami(ramiRules(), seats, 0, Finish(finish));
    QCOMPARE(normal[0].points, 120 + 40 + bonus);
    QCOMPARE(normal[1].points, -300);
    const std::vector<SeatScore> challenge = scoreRami(ramiWith("elimination=true"), seats, 0, Finish(finish));
    QCOMPARE(challenge[0].points, 0);
    QCOMPARE(challenge[1].points, 40 * multiplier + 300); // penalties never multiplied
}

// RULES.md 4.3: hands of 3, 2 and 1 cards are announced, and no others.
void TestRami::announcements()
{
    REMI_ROUND(r, ramiRules(), 2, 1, {{"5H 6H 7H KS KD KC 2C", kFiller1}, "10C 2H", ""});
    std::vector<Event> events;
    QCOMPARE(r->apply(drawStock(0), &events), Reason::Ok);                                // 8 cards
    QCOMPARE(r->apply(meldAction(*r, 0, {"5H 6H 7H", "KS KD KC"}), &events), Reason::Ok); // 2 cards
    QCOMPARE(r->apply(discardAction(*r, 0, "2C"), &events), Reason::Ok);                  // 1 card
    std::vector<int> counts;
    for (const Event &e : events)
        if (e.type == EventType::CardsLeft) counts.push_back(e.count);
    QCOMPARE(counts, (std::vector<int>{2, 1}));
}

// RULES.md 4.10: in NONE mode with an empty stock the draw is skipped; end_turn ends the turn.
void TestRami::noneModeSkipsDraw()
{
    const RuleSet rules = ramiWith("discardMode=NONE");
    REMI_ROUND(r, rules, 2, 1, {{"5H 6H 7H KS KD KC 2C 4D", kFiller1}, "", ""});
    QCOMPARE(r->phase(), Phase::Play);
    REMI_APPLY(*r, drawStock(0), Reason::ActionNotAllowed);
    REMI_APPLY(*r, discardAction(*r, 0, "2C"), Reason::DiscardNotAllowed);
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H 7H", "KS KD KC"}));
    REMI_OK(*r, Action::endTurn(0));
    QCOMPARE(r->currentSeat(), 1);
    QCOMPARE(r->phase(), Phase::Play);
}

// RULES.md 4.10: the discards except the top card become the new stock.
void TestRami::stockRebuiltWithoutTop()
{
    REMI_ROUND(r, ramiRules(), 2, 1, {{"5H 6H 7H KS KD KC 2C 4D", kFiller1}, "", "2S 3S 9H"});
    QCOMPARE(r->phase(), Phase::Draw);
    REMI_OK(*r, drawStock(0));
    QCOMPARE(r->stockSize(), 1);
    QCOMPARE(pileTopCode(*r), QStringLiteral("9H"));
    QCOMPARE(handSize(*r, 0), 9);
}

// RULES.md 4.10: two full circuits without a hand card placed or an original-stock draw end the
// round; normal mode: nobody goes out and the live points stay.
void TestRami::blockedRound()
{
    REMI_ROUND(r, ramiRules(), 2, 1, {{"5H 6H 7H KS KD KC 2C 4D", "2D 3D 5D 6D 7D 8D 9D 10D"}, "", "2S 3S 9H 8C"});
    REMI_OK(*r, drawStock(0));                                // a rebuilt stock: recycled cards, not the original stock
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H 7H", "KS KD KC"})); // a hand card placed: not idle
    REMI_OK(*r, discardAction(*r, 0, "2C"));
    int turns = 0;
    while (!r->isOver() && turns < 10) {
        const int s = r->currentSeat();
        REMI_OK(*r, r->phase() == Phase::Draw ? drawStock(s) : Action::discard(s, r->hand(s).front().id));
        if (r->isOver()) break;
        REMI_OK(*r, Action::discard(s, r->hand(s).front().id));
        ++turns;
    }
    QVERIFY(r->isOver());
    QCOMPARE(turns, 4);
    QCOMPARE(r->result().winner, -1);
    QVERIFY(r->result().cause == RoundEnd::Blocked);
    QCOMPARE(r->result().scores(), (std::vector<int>{45, 0}));
}

// RULES.md 4.10: a joker swap places the natural card from the hand, so its turn is not idle; the
// round ends blocked only after four idle turns (two circuits of two players) following it.
void TestRami::swapTurnNotIdle()
{
    REMI_ROUND(
        r, ramiRules(), 2, 1,
        {{"5H 6H JK KS KH KD 2C 3D 8S 9C 4D 10D QC JD", "QS QH QD 10C JC QC 7H 2D 3S 4S 8D 9D AS 5C"}, "2S 3C 4H", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H JK", "KS KH KD"})); // 45
    REMI_OK(*r, discardAction(*r, 0, "2C"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"QS QH QD", "10C JC QC"})); // 60
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawPile(0)); // a recycled card: idle
    REMI_OK(*r, discardAction(*r, 0, "3D"));
    QCOMPARE(r->state().idleTurns, 1);
    REMI_OK(*r, drawPile(1));
    REMI_OK(*r, swapAction(*r, 1, "7H", 0));
    REMI_OK(*r, discardAction(*r, 1, "3S")); // the joker kept: -300
    QCOMPARE(r->state().idleTurns, 0);
    const char *discards[] = {"8S", "4S", "9C", "8D"};
    for (const char *c : discards) {
        QVERIFY(!r->isOver());
        const int s = r->currentSeat();
        REMI_OK(*r, drawPile(s));
        REMI_OK(*r, discardAction(*r, s, c));
    }
    QVERIFY(r->isOver());
    QVERIFY(r->result().cause == RoundEnd::Blocked);
    QCOMPARE(r->result().scores(), (std::vector<int>{45, 60 - 300}));
}

// RULES.md 1.6 and 4.10: a turn whose table actions were all undone is idle. As swapTurnNotIdle,
// but seat 1 swaps and melds the joker, then undoes both: the round ends blocked two turns later
// (4 idle turns in all), and the joker never recovered costs nothing.
void TestRami::undoneTurnIsIdle()
{
    REMI_ROUND(
        r, ramiRules(), 2, 1,
        {{"5H 6H JK KS KH KD 2C 3D 8S 9C 4D 10D QC JD", "QS QH QD 10C JC QC 7H 2D 3S 4S 8D 9D AS 5C"}, "2S 3C 4H", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H JK", "KS KH KD"})); // 45
    REMI_OK(*r, discardAction(*r, 0, "2C"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"QS QH QD", "10C JC QC"})); // 60
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawPile(0)); // a recycled card: idle
    REMI_OK(*r, discardAction(*r, 0, "3D"));
    QCOMPARE(r->state().idleTurns, 1);
    REMI_OK(*r, drawPile(1));
    REMI_OK(*r, swapAction(*r, 1, "7H", 0));
    REMI_OK(*r, meldAction(*r, 1, {"8D 9D JK"}));
    QCOMPARE(r->undoDepth(), 3);
    REMI_OK(*r, Action::undo(1));
    REMI_OK(*r, Action::undo(1));
    QCOMPARE(r->undoDepth(), 1); // the pile draw stays
    QCOMPARE(meldCodes(*r, 0), QStringLiteral("5H 6H JK"));
    QCOMPARE(int(r->table().size()), 4);
    REMI_OK(*r, discardAction(*r, 1, "3S"));
    QCOMPARE(r->state().idleTurns, 2);
    REMI_OK(*r, drawPile(0));
    REMI_OK(*r, discardAction(*r, 0, "8S"));
    QCOMPARE(r->state().idleTurns, 3);
    QVERIFY(!r->isOver());
    REMI_OK(*r, drawPile(1));
    REMI_OK(*r, discardAction(*r, 1, "4S"));
    QVERIFY(r->isOver());
    QVERIFY(r->result().cause == RoundEnd::Blocked);
    QCOMPARE(r->result().scores(), (std::vector<int>{45, 60}));
}

// RULES.md 4.10: two full circuits are 2 × n consecutive idle turns (n = 3 players here) counted
// from any seat: the idle run starts at seat 2 after seat 1's opening and the round ends after
// seat 1's next-but-one turn (the 6th idle turn), not at the end of a circuit from seat 0.
void TestRami::blockedCountedFromAnySeat()
{
    REMI_ROUND(r, ramiRules(), 3, 2,
               {{"2D 3D 5D 6D 7D 8D 9D 10D", "5H 6H 7H KS KD KC 2C 4D", "2H 3H 4C 6C 8C 9C JH QD"}, "", "2S 3S 9H 8S"});
    QCOMPARE(r->currentSeat(), 0);
    auto idleTurn = [&]() { // draws from the rebuilt stock (recycled cards) and discards
        const int s = r->currentSeat();
        REMI_OK(*r, drawStock(s));
        REMI_OK(*r, Action::discard(s, r->hand(s).front().id));
    };
    idleTurn(); // seat 0
    if (QTest::currentTestFailed()) return;
    QCOMPARE(r->state().idleTurns, 1);
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H", "KS KD KC"})); // a hand card placed: not idle
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    QCOMPARE(r->state().idleTurns, 0);
    const int seats[] = {2, 0, 1, 2, 0};
    for (int k = 0; k < 5; ++k) {
        QCOMPARE(r->currentSeat(), seats[k]);
        idleTurn();
        if (QTest::currentTestFailed()) return;
        QCOMPARE(r->state().idleTurns, k + 1);
        QVERIFY(!r->isOver());
    }
    QCOMPARE(r->currentSeat(), 1);
    idleTurn(); // the 6th idle turn in a row
    if (QTest::currentTestFailed()) return;
    QVERIFY(r->isOver());
    QVERIFY(r->result().cause == RoundEnd::Blocked);
    QCOMPARE(r->result().winner, -1);
    QCOMPARE(r->state().turnIndex, 7);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 45, 0}));
}

// RULES.md 4.10: an empty stock and nothing to shuffle (a one-card pile): a player who cannot draw
// from the pile starts in PLAY; one who can must draw from it (a stock draw is action_not_allowed).
void TestRami::emptyStockPileDrawOnly()
{
    const RuleSet rules = ramiWith("discardMode=MULTIPLE");
    REMI_ROUND(
        r, rules, 2, 1,
        {{"5H 6H JK KS KH KD 2C 3D 8S 9C 4D 10D QC JD", "QS QH QD 10C JC QC 7H 2D 3S 4S 8D 9D AS 5C"}, "2S", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H JK", "KS KH KD"}));
    REMI_OK(*r, discardAction(*r, 0, "2C"));
    QCOMPARE(r->phase(), Phase::Play); // seat 1 has not opened: no pile draw, nothing to draw
    REMI_APPLY(*r, drawStock(1), Reason::ActionNotAllowed);
    REMI_OK(*r, meldAction(*r, 1, {"QS QH QD", "10C JC QC"}));
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, Action::draw(0, DrawSource::Discard, 2)); // the whole pile
    REMI_OK(*r, discardAction(*r, 0, "3D"));
    QCOMPARE(r->phase(), Phase::Draw);
    REMI_APPLY(*r, drawStock(1), Reason::ActionNotAllowed);
    QVERIFY(!r->isOver());
    REMI_OK(*r, drawPile(1));
    QCOMPARE(handCodes(*r, 1), QStringLiteral("7H 3S 4S 8D 9D AS 5C 3D"));
    QCOMPARE(r->stockSize(), 0);
    QVERIFY(r->pile().empty());
}

// RULES.md 4.9: the match ends only after a settled round at the limit, with a single leader.
void TestRami::matchTiedLeadPlaysOn()
{
    RuleSet rules = ramiRules();
    QVERIFY(!setOption(rules, "roundsLimit", "1"));
    Match m(rules, 2, 4);
    // Play the round by stock draws and discards only: it ends blocked or on a lucky meld-free out.
    int guard = 0;
    while (!m.round().isOver() && guard++ < 2000) {
        Round &r = m.round();
        const int s = r.currentSeat();
        if (r.phase() == Phase::Draw) QCOMPARE(r.apply(drawStock(s)), Reason::Ok);
        else QCOMPARE(r.apply(Action::discard(s, r.hand(s).front().id)), Reason::Ok);
    }
    QVERIFY(m.round().isOver());
    QVERIFY(m.settleRound());
    // Nobody scored: a tied lead at the round limit means another round.
    QCOMPARE(m.totals(), (std::vector<int>{0, 0}));
    QVERIFY(!m.isOver());
    QVERIFY(m.startNextRound());
}

// RULES.md 4.9 challenge: eliminated at 500; the last player left wins.
void TestRami::challengeElimination()
{
    RuleSet rules = ramiWith("elimination=true,eliminationLimit=100");
    QCOMPARE(rules.matchEnd, MatchEnd::Elimination);
    QCOMPARE(rules.targetScore, 100);
    RuleSet defaults = ramiWith("elimination=true");
    QCOMPARE(defaults.targetScore, 500);
}

// RULES.md 4.12.4 (a)-(c) and 4.12.5: bonuses and challenge multipliers on the worked hands.
void TestRami::workedExampleGoingOut()
{
    CardPool pool(2, 4);
    const std::vector<Card> dave = pool.cards("2H 3H 4H 5H 6H 7H 8H 9H 2C 3C 4C 5C JK AS"); // 60 + 20 + 15
    const std::vector<Card> eve = pool.cards("3C JK AD");                                   // 5 + 20 + 15
    QCOMPARE(handValue(dave, ramiRules()), 95);
    QCOMPARE(handValue(eve, ramiRules()), 40);
    const RuleSet challenge = ramiWith("elimination=true");
    // (a) 2 players, Dave not opened: pure remi 300 + 100.
    std::vector<RamiSeat> a = {RamiSeat{{}, true, 120, 0}, RamiSeat{dave, false, 0, 0}};
    QCOMPARE(scoreRami(ramiRules(), a, 0, Finish::PureRemi)[0].points, 615);
    QCOMPARE(scoreRami(challenge, a, 0, Finish::PureRemi)[1].points, 380);
    // (b) 3 players, Eve opened: pure remi 300.
    std::vector<RamiSeat> b = {RamiSeat{{}, true, 120, 0}, RamiSeat{dave, false, 0, 0}, RamiSeat{eve, true, 15, 0}};
    QCOMPARE(scoreRami(ramiRules(), b, 0, Finish::PureRemi)[0].points, 555);
    QCOMPARE(scoreRami(ramiRules(), b, 0, Finish::PureRemi)[2].points, 15); // Eve keeps her points
    const std::vector<SeatScore> bc = scoreRami(challenge, b, 0, Finish::PureRemi);
    QCOMPARE(bc[0].points, 0);
    QCOMPARE(bc[1].points, 285);
    QCOMPARE(bc[2].points, 120);
    // (c) the 15th card laid off: remi 200.
    b[0].tablePoints = 125;
    QCOMPARE(scoreRami(ramiRules(), b, 0, Finish::Remi)[0].points, 460);
    const std::vector<SeatScore> cc = scoreRami(challenge, b, 0, Finish::Remi);
    QCOMPARE(cc[1].points, 190);
    QCOMPARE(cc[2].points, 80);
    // 4.12.5: ordinary going out, Bob opened and holds 3C JK AD: Alice +40; challenge: Bob +40.
    std::vector<RamiSeat> o = {RamiSeat{{}, true, 0, 0}, RamiSeat{eve, true, 0, 0}};
    QCOMPARE(scoreRami(ramiRules(), o, 0, Finish::GoOut)[0].points, 40);
    QCOMPARE(scoreRami(challenge, o, 0, Finish::GoOut)[1].points, 40);
    // 4.8 challenge item 4 (option): nobody else opened: -100 and the hands doubled.
    RuleSet early = ramiWith("elimination=true,elimFinishBeforeOthersBonus=true");
    o[1].opened = false;
    QCOMPARE(scoreRami(early, o, 0, Finish::GoOut)[0].points, -100);
    QCOMPARE(scoreRami(early, o, 0, Finish::GoOut)[1].points, 80);
}

// RULES.md 4.12.7 and 4.10: a timeout after taking two cards and keeping them: 50 + 300 + 300.
void TestRami::workedExampleTimeout()
{
    const RuleSet rules = ramiWith("manipulation=true,turnSeconds=60");
    std::optional<Round> r;
    openBoth(r, rules);
    if (QTest::currentTestFailed()) return;
    REMI_OK(*r, Action::timeout(0));  // no draw yet: gets a stock card, pays 50
    QCOMPARE(handSize(*r, 0), 6 + 1); // 14 + 1 - 8 - 1, then the timeout stock card
    QCOMPARE(r->state().seats[0].penalties, 50);
    REMI_OK(*r, drawStock(1));
    const std::vector<Card> run = r->table()[0].cards;
    REMI_OK(*r, Action::take(1, 0, {run[0].id}));
    REMI_OK(*r, Action::take(1, 0, {run[4].id}));
    REMI_OK(*r, Action::timeout(1));
    QCOMPARE(r->state().seats[1].penalties, 650);
    QCOMPARE(r->roundScore(1), 45 - 10 - 650);
    QCOMPARE(r->currentSeat(), 0);
    const RuleSet noClock = ramiRules();
    REMI_ROUND(q, noClock, 2, 1, {{"5H 6H 7H KS KD KC 2C 4D", kFiller1}, "10C", ""});
    REMI_APPLY(*q, Action::timeout(0), Reason::ActionNotAllowed);
}

QTEST_APPLESS_MAIN(TestRami)
#include "tst_rami.moc"
