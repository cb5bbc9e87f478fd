// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Tests of the exact meld-partition solver (src/ai/partition/MeldPartition.h): hand-drawn hands from
// RULES.md 2.12, 3.12 and 5.12 with exact expected values, and a cross-check against a brute
// force (PartitionBruteForce.h) on thousands of random small hands.

#include "PartitionBruteForce.h"

#include "engine/Arrangement.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remi::ai;
using namespace remi::ai::partitiontest;

class TestMeldPartition : public QObject {
    Q_OBJECT

    MeldPartitioner m_wide;

  private slots:
    void rummyExamples_data();
    void rummyExamples();
    void remi51Opening_data();
    void remi51Opening();
    void remi51Deadwood_data();
    void remi51Deadwood();
    void indonesiaScoring_data();
    void indonesiaScoring();
    void indonesiaClosing();
    void keepOneCard();
    void requirements();
    void meldFilter();
    void singleNaturalSetReading();
    void emptyAndJokerOnlyHands();
    void meldOrderAndCopies();
    void largeHands();
    void bruteForceOneDeck();
    void bruteForceTwoDecks();
    void bruteForceIndonesia();
};

// RULES.md 2.12 example 2 and the ace rules of 2.1.
void TestMeldPartition::rummyExamples_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("aceHigh");
    QTest::addColumn<int>("deadwood");
    QTest::addColumn<int>("melds");
    QTest::newRow("2.12 going rummy") << "3D 4D 5D 6D 9S 9H 9C 10H JH QH 8C" << false << 8 << 3;
    QTest::newRow("A-2-3") << "AS 2S 3S" << false << 0 << 1;
    QTest::newRow("Q-K-A refused") << "QS KS AS" << false << 21 << 0;
    QTest::newRow("Q-K-A with aceHighOrLow") << "QS KS AS" << true << 0 << 1;
    QTest::newRow("K-A-2 never") << "KS AS 2S" << true << 27 << 0;
    QTest::newRow("set or run for the 7") << "5S 6S 7S 7H 7D 8C" << false << 19 << 1;
    QTest::newRow("run beats set") << "4S 5S 6S 7S 7H 7D" << false << 0 << 2;
    QTest::newRow("boris 2.12") << "2C 9D KS" << false << 21 << 0;
}

void TestMeldPartition::rummyExamples()
{
    QFETCH(QString, cards);
    QFETCH(bool, aceHigh);
    QFETCH(int, deadwood);
    QFETCH(int, melds);
    RuleSet rules = rummyRules();
    rules.aceHigh = aceHigh;
    if (aceHigh) rules.aceInHandValue = 15;
    const std::vector<Card> h = hand(cards.toStdString(), 1);
    const PartitionOptions o = deadwoodOptions(rules);
    const MeldPartition p = bestMeldPartition(h, rules, o);
    QVERIFY2(checkPartition(p, h, rules, o).isEmpty(), qPrintable(checkPartition(p, h, rules, o)));
    QCOMPARE(p.deadwoodPoints, deadwood);
    QCOMPARE(int(p.melds.size()), melds);
    QCOMPARE(p.value + p.deadwoodPoints, handValue(h, rules));
}

// RULES.md 3.12 example 3 (each hand has one extra card: the opening keeps a discard).
void TestMeldPartition::remi51Opening_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("aceValue"); // 0 ten, 1 lowHigh
    QTest::addColumn<bool>("later");   // jokerLimit standard instead of the opening limit
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("reaches");
    QTest::newRow("30+21") << "10H JH QH 7S 7D 7C 2C" << 0 << false << 51 << true;
    QTest::newRow("15+27") << "AS 2S 3S 9C 9D 9H KC" << 0 << false << 42 << false;
    QTest::newRow("15+27 lowHigh") << "AS 2S 3S 9C 9D 9H KC" << 1 << false << 33 << false;
    QTest::newRow("jokers 30+24") << "QH KH JK 8S 8D JK 4C" << 0 << false << 54 << true;
    QTest::newRow("two jokers, opening") << "5C JK 7C JK 9C 2H" << 0 << false << 24 << false;
    QTest::newRow("two jokers, later") << "5C JK 7C JK 9C 2H" << 0 << true << 35 << false;
    QTest::newRow("14-card run") << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 4H" << 0 << false << 104 << true;
    QTest::newRow("joker stands high") << "9D 10D JK 3C" << 0 << false << 29 << false;
}

void TestMeldPartition::remi51Opening()
{
    QFETCH(QString, cards);
    QFETCH(int, aceValue);
    QFETCH(bool, later);
    QFETCH(int, value);
    QFETCH(bool, reaches);
    RuleSet rules = remi51Rules();
    rules.aceOpeningValue = aceValue == 1 ? AceOpeningValue::LowHigh : AceOpeningValue::Ten;
    const std::vector<Card> h = hand(cards.toStdString());
    PartitionOptions o = openingOptions(rules);
    QCOMPARE(o.minimumValue, 51);
    QVERIFY(o.keepOneCard);
    if (later) o.jokerLimit = rules.jokerLimit;
    const MeldPartition p = bestMeldPartition(h, rules, o);
    QVERIFY2(checkPartition(p, h, rules, o).isEmpty(), qPrintable(checkPartition(p, h, rules, o)));
    QCOMPARE(p.value, value);
    QCOMPARE(p.reachesMinimum, reaches);
    QCOMPARE(p.value, bruteForce(h, rules, o).value);
}

void TestMeldPartition::remi51Deadwood_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("keepOne");
    QTest::addColumn<bool>("aceBothEnds");
    QTest::addColumn<int>("deadwood");
    QTest::newRow("two sets of sevens") << "7S 7S 7H 7D 7C JK" << false << true << 0;
    QTest::newRow("two sets of sevens, keep one") << "7S 7S 7H 7D 7C JK" << true << true << 14;
    QTest::newRow("A..A run") << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 5H" << true << true << 5;
    QTest::newRow("A..A off: A-2-3 and 4..A") << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 5H" << true << false << 5;
    QTest::newRow("Q-K-A") << "QS KS AS 2D" << true << true << 2;
    QTest::newRow("K-A-2 refused") << "KS AS 2S 3S 9H" << true << true << 19;
    QTest::newRow("joker fills the better gap") << "5C JK 7C 9C" << true << true << 5;
    QTest::newRow("jokers around a pair") << "5C 6C JK JK 2D" << true << true << 2;
    QTest::newRow("two jokers in a set") << "5C 8C JK JK 2D 2H" << true << true << 13;
    QTest::newRow("adjacent jokers refused") << "5C 8C JK JK 2D" << true << true << 55;
    QTest::newRow("joker kept back") << "5S 6S 7S 7H 7D JK 2C" << true << true << 2;
    QTest::newRow("scoring 3.12 ex 4") << "5C KD JK" << false << true << 35;
}

void TestMeldPartition::remi51Deadwood()
{
    QFETCH(QString, cards);
    QFETCH(bool, keepOne);
    QFETCH(bool, aceBothEnds);
    QFETCH(int, deadwood);
    RuleSet rules = remi51Rules();
    rules.aceBothEnds = aceBothEnds;
    const std::vector<Card> h = hand(cards.toStdString());
    PartitionOptions o = deadwoodOptions(rules);
    QCOMPARE(o.jokerLimit, JokerLimit::NoMoreThanNaturals);
    o.keepOneCard = keepOne;
    const MeldPartition p = bestMeldPartition(h, rules, o);
    QVERIFY2(checkPartition(p, h, rules, o).isEmpty(), qPrintable(checkPartition(p, h, rules, o)));
    QCOMPARE(p.deadwoodPoints, deadwood);
    QCOMPARE(p.value, bruteForce(h, rules, o).value);
}

// RULES.md 5.12 examples 3 and 4: score = melded value - the rest (= 2 value - hand value).
void TestMeldPartition::indonesiaScoring_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("sequenceOnTable");
    QTest::addColumn<int>("score");
    QTest::addColumn<bool>("hasRun");
    QTest::newRow("Budi ex 3") << "8C 9C 10C JH JC JD 2S" << false << 40 << true;
    QTest::newRow("Sari ex 3") << "AD AH AC 3C 5D 8H QS" << false << -70 << false;
    QTest::newRow("Sari ex 3 with 6-7-8") << "AD AH AC 6D 7D 8D QS" << false << 50 << true;
    QTest::newRow("Rina ex 4") << "9D 9C 9H 2S" << true << 10 << false;
    QTest::newRow("Rina without her table run") << "9D 9C 9H 2S" << false << -20 << false;
    QTest::newRow("Budi ex 4") << "10H JH QH KH 5S 5H 5C" << false << 40 << true;
    QTest::newRow("Sari ex 4") << "6S 7S 2H AC" << false << -30 << false;
    QTest::newRow("Dewi ex 4") << "3D 4D 5D 6D 8C 8H QC" << false << 0 << true;
    QTest::newRow("J of the only sequence") << "JH QH KH JC JD" << false << 10 << true;
    QTest::newRow("10-J not adjacent") << "10S JS QS" << false << -25 << false;
    QTest::newRow("A-2-3 refused") << "AS 2S 3S" << false << -25 << false;
    QTest::newRow("J-Q-K-A refused") << "JS QS KS AS" << false << 15 << true;
    QTest::newRow("2..10") << "2S 3S 4S 5S 6S 7S 8S 9S 10S" << false << 45 << true;
}

void TestMeldPartition::indonesiaScoring()
{
    QFETCH(QString, cards);
    QFETCH(bool, sequenceOnTable);
    QFETCH(int, score);
    QFETCH(bool, hasRun);
    const RuleSet rules = remiIndonesiaRules();
    const std::vector<Card> h = hand(cards.toStdString(), 1);
    const PartitionOptions o = indonesiaScoringOptions(rules, sequenceOnTable);
    const MeldPartition p = bestMeldPartition(h, rules, o);
    QVERIFY2(checkPartition(p, h, rules, o).isEmpty(), qPrintable(checkPartition(p, h, rules, o)));
    QCOMPARE(p.value - p.deadwoodPoints, score);
    QCOMPARE(p.hasRun, hasRun);
    QCOMPARE(p.value, bruteForce(h, rules, o).value);
}

// RULES.md 5.7: a player may close when all cards but one form combinations (5.6 applied).
void TestMeldPartition::indonesiaClosing()
{
    const RuleSet rules = remiIndonesiaRules();
    PartitionOptions o = deadwoodOptions(rules); // numeralRuns, setNeedsSequence, keepOneCard
    QVERIFY(o.setNeedsSequence);
    QVERIFY(o.keepOneCard);
    o.objective = PartitionObjective::CardCount;
    o.keepOneCard = true;
    const auto canClose = [&](const char *text) {
        const std::vector<Card> h = hand(text, 1);
        const MeldPartition p = bestMeldPartition(h, rules, o);
        return p.feasible && p.value == int(h.size()) - 1;
    };
    QVERIFY(canClose("KS KD KC 3S 4S 5S 9H"));
    QVERIFY(!canClose("KS KD KC 3S 4S 9H 9D")); // the set has no sequence
    QVERIFY(!canClose("KS KD KC QS QD QC 9H")); // two sets, no sequence
    QVERIFY(canClose("4H 5H 6H 7H AS"));
    QVERIFY(canClose("4H 5H 6H 7H"));          // 4-5-6 and the 7 closes
    QVERIFY(!canClose("4H 5H 6H"));            // the whole hand is one sequence
    QVERIFY(canClose("JH QH KH JC JD JS 2C")); // J-Q-K + J J J
}

void TestMeldPartition::keepOneCard()
{
    const RuleSet rules = rummyRules();
    PartitionOptions o = deadwoodOptions(rules);
    const std::vector<Card> h = hand("3S 4S 5S 6S", 1);
    QCOMPARE(bestMeldPartition(h, rules, o).deadwoodPoints, 0);
    o.keepOneCard = true;
    const MeldPartition p = bestMeldPartition(h, rules, o);
    QCOMPARE(p.deadwoodPoints, 3);
    QCOMPARE(codes(p.deadwood), QStringLiteral("3S"));
    QCOMPARE(codes(p.melds.at(0).cards), QStringLiteral("4S 5S 6S"));
    // Nothing to keep: infeasible.
    const MeldPartition empty = bestMeldPartition({}, rules, o);
    QVERIFY(!empty.feasible);
    o.keepOneCard = false;
    QVERIFY(bestMeldPartition({}, rules, o).feasible);
}

void TestMeldPartition::requirements()
{
    const RuleSet rules = remi51Rules();
    PartitionOptions o = openingOptions(rules);
    o.requirement = PartitionRequirement::NaturalRun;
    const std::vector<Card> noRun = hand("QH KH JK 8S 8D 8C 4C");
    MeldPartition p = bestMeldPartition(noRun, rules, o);
    QVERIFY(!p.feasible);
    QVERIFY(!p.reachesMinimum);
    QCOMPARE(int(p.deadwood.size()), 7);
    const std::vector<Card> withRun = hand("QH KH JK 8S 8D 8C 4C 5C 6C 2D");
    p = bestMeldPartition(withRun, rules, o);
    QVERIFY(p.feasible);
    QVERIFY2(checkPartition(p, withRun, rules, o).isEmpty(), qPrintable(checkPartition(p, withRun, rules, o)));
    QCOMPARE(p.value, 30 + 24 + 15);
    o.requirement = PartitionRequirement::AnyRun;
    p = bestMeldPartition(noRun, rules, o);
    QVERIFY(p.feasible);
    QCOMPARE(p.value, 30 + 24);
}

void TestMeldPartition::meldFilter()
{
    const RuleSet rules = rummyRules();
    PartitionOptions o = deadwoodOptions(rules);
    o.meldFilter = [](const Meld &m) { return m.kind == MeldKind::Set; };
    const std::vector<Card> h = hand("4S 5S 6S 7S 7H 7D", 1);
    const MeldPartition p = bestMeldPartition(h, rules, o);
    QCOMPARE(p.deadwoodPoints, 15);
    QCOMPARE(int(p.melds.size()), 1);
    QCOMPARE(p.melds[0].kind, MeldKind::Set);
}

// One natural and two jokers (jokerLimit unrestricted): JK A♠ JK is no run, so it reads as the
// set A A A (30 in an opening) where A♠ JK JK reads as the run A-2-3 (15).
void TestMeldPartition::singleNaturalSetReading()
{
    RuleSet rules = rummyRules();
    PartitionOptions o;
    o.objective = PartitionObjective::OpeningValue;
    o.jokerLimit = JokerLimit::Unrestricted;
    const std::vector<Card> h = hand("AS JK JK 2H");
    MeldPartition p = bestMeldPartition(h, rules, o);
    QCOMPARE(p.value, 30);
    QCOMPARE(p.melds.at(0).kind, MeldKind::Set);
    QCOMPARE(codes(p.melds.at(0).cards), QStringLiteral("JK AS JK"));
    o.requirement = PartitionRequirement::AnyRun;
    p = bestMeldPartition(h, rules, o);
    QCOMPARE(p.value, 15);
    QCOMPARE(p.melds.at(0).kind, MeldKind::Run);
    QCOMPARE(p.value, bruteForce(h, rules, o).value);
    // The same three cards are both the set (30) and the run (15): a run is required.
    const std::vector<Card> three = hand("JK AS JK");
    p = bestMeldPartition(three, rules, o);
    QVERIFY(p.feasible);
    QCOMPARE(p.value, 15);
    QCOMPARE(codes(p.melds.at(0).cards), QStringLiteral("AS JK JK"));
    o.requirement = PartitionRequirement::None;
    QCOMPARE(bestMeldPartition(three, rules, o).value, 30);
}

void TestMeldPartition::emptyAndJokerOnlyHands()
{
    const RuleSet rules = remi51Rules();
    PartitionOptions o = deadwoodOptions(rules);
    o.keepOneCard = false;
    MeldPartition p = bestMeldPartition({}, rules, o);
    QVERIFY(p.feasible);
    QCOMPARE(p.value, 0);
    const std::vector<Card> jokers = hand("JK JK JK");
    p = bestMeldPartition(jokers, rules, o);
    QCOMPARE(p.deadwoodPoints, 60);
    QVERIFY(p.melds.empty());
    const std::vector<Card> lone = hand("KD");
    p = bestMeldPartition(lone, rules, o);
    QCOMPARE(p.deadwoodPoints, 10);
}

void TestMeldPartition::meldOrderAndCopies()
{
    const RuleSet rules = remi51Rules();
    PartitionOptions o = deadwoodOptions(rules);
    o.keepOneCard = false;
    // Two copies of each card: two identical runs; the copies go to different melds.
    const std::vector<Card> h = hand("5H 6H 7H 5H 6H 7H");
    MeldPartition p = bestMeldPartition(h, rules, o);
    QCOMPARE(int(p.melds.size()), 2);
    QCOMPARE(codes(p.melds[0].cards), QStringLiteral("5H 6H 7H"));
    QVERIFY(p.melds[0].cards[0].id != p.melds[1].cards[0].id);
    // A joker stands where it is needed; runs lowest first.
    const std::vector<Card> gap = hand("9D JK QD 10D");
    p = bestMeldPartition(gap, rules, o);
    QCOMPARE(codes(p.melds.at(0).cards), QStringLiteral("9D 10D JK QD"));
    QCOMPARE(p.melds.at(0).faceAt(2), (Face{kJack, Suit::Diamonds}));
    // The ace high at the end of the run.
    const std::vector<Card> high = hand("AC QC KC");
    p = bestMeldPartition(high, rules, o);
    QCOMPARE(codes(p.melds.at(0).cards), QStringLiteral("QC KC AC"));
}

// Hands whose packed key needs more than 64 bits take the 256-bit key.
void TestMeldPartition::largeHands()
{
    const RuleSet rules = rummyRules();
    PartitionOptions o = deadwoodOptions(rules);
    // Three whole suits: 39 faces, 78 key bits.
    std::vector<Card> h;
    for (const Card &c : buildShoe(1, 0))
        if (c.suit != Suit::Clubs) h.push_back(c);
    MeldPartition p = bestMeldPartition(h, rules, o);
    QVERIFY2(checkPartition(p, h, rules, o).isEmpty(), qPrintable(checkPartition(p, h, rules, o)));
    QCOMPARE(p.deadwoodPoints, 0);
    o.keepOneCard = true;
    p = bestMeldPartition(h, rules, o);
    QVERIFY2(checkPartition(p, h, rules, o).isEmpty(), qPrintable(checkPartition(p, h, rules, o)));
    QCOMPARE(p.deadwoodPoints, 1); // an ace stays
    // The same answers with the narrow key forbidden, on a hand that fits it.
    Random rng(3);
    for (int i = 0; i < 200; ++i) {
        const RuleSet r51 = remi51Rules();
        const PartitionOptions o51 = deadwoodOptions(r51);
        const std::vector<Card> hand15 = randomHand(rng, 2, 4, 15, i % 2 == 0);
        m_wide.setAlwaysWideKey(true);
        const MeldPartition a = m_wide.solve(hand15, r51, o51);
        const MeldPartition b = bestMeldPartition(hand15, r51, o51);
        QCOMPARE(a.value, b.value);
        QCOMPARE(a.feasible, b.feasible);
    }
}

void TestMeldPartition::bruteForceOneDeck()
{
    Random rng(20240611);
    int checked = 0;
    for (int i = 0; i < 4000; ++i) {
        RuleSet rules = rummyRules();
        rules.aceHigh = rng.below(3) == 0;
        PartitionOptions o = deadwoodOptions(rules);
        o.objective = static_cast<PartitionObjective>(rng.below(3));
        o.keepOneCard = rng.below(2) == 0;
        o.requirement = static_cast<PartitionRequirement>(rng.below(4) == 0 ? 1 + rng.below(2) : 0);
        const int size = 7 + static_cast<int>(rng.below(3));
        const std::vector<Card> h = randomHand(rng, 1, 0, size, rng.below(2) == 0);
        const MeldPartition p = bestMeldPartition(h, rules, o);
        const BruteResult b = bruteForce(h, rules, o);
        const QString why = checkPartition(p, h, rules, o);
        QVERIFY2(p.feasible == b.feasible, qPrintable(codes(h)));
        if (!p.feasible) continue;
        QVERIFY2(why.isEmpty(), qPrintable(why + ": " + codes(h)));
        QVERIFY2(p.value == b.value,
                 qPrintable(QString("%1: solver %2, brute force %3").arg(codes(h)).arg(p.value).arg(b.value)));
        ++checked;
    }
    QVERIFY(checked > 3000);
}

void TestMeldPartition::bruteForceTwoDecks()
{
    Random rng(51);
    int checked = 0, withJokers = 0;
    for (int i = 0; i < 6000; ++i) {
        RuleSet rules = remi51Rules();
        rules.aceBothEnds = rng.below(4) != 0;
        if (rng.below(4) == 0) rules.aceOpeningValue = static_cast<AceOpeningValue>(rng.below(3));
        PartitionOptions o = deadwoodOptions(rules);
        o.objective = static_cast<PartitionObjective>(rng.below(3));
        o.jokerLimit = static_cast<JokerLimit>(rng.below(3));
        o.keepOneCard = rng.below(2) == 0;
        o.requirement = static_cast<PartitionRequirement>(rng.below(4) == 0 ? 1 + rng.below(2) : 0);
        const int size = 7 + static_cast<int>(rng.below(4)); // 7..10
        const std::vector<Card> h = randomHand(rng, 2, 4, size, rng.below(3) != 0);
        const bool wide = rng.below(3) == 0; // the 256-bit search key as well
        m_wide.setAlwaysWideKey(true);
        const MeldPartition p = wide ? m_wide.solve(h, rules, o) : bestMeldPartition(h, rules, o);
        const BruteResult b = bruteForce(h, rules, o);
        QVERIFY2(p.feasible == b.feasible, qPrintable(codes(h)));
        if (!p.feasible) continue;
        const QString why = checkPartition(p, h, rules, o);
        QVERIFY2(why.isEmpty(), qPrintable(why + ": " + codes(h)));
        QVERIFY2(p.value == b.value, qPrintable(QString("%1 (limit %4, objective %5): solver %2, brute force %3")
                                                    .arg(codes(h))
                                                    .arg(p.value)
                                                    .arg(b.value)
                                                    .arg(int(o.jokerLimit))
                                                    .arg(int(o.objective))));
        ++checked;
        withJokers += std::any_of(h.begin(), h.end(), [](const Card &c) { return c.isJoker(); });
    }
    QVERIFY(checked > 5000);
    QVERIFY(withJokers > 2000);
}

void TestMeldPartition::bruteForceIndonesia()
{
    Random rng(7);
    for (int i = 0; i < 3000; ++i) {
        RuleSet rules = remiIndonesiaRules();
        rules.tenIsTen = rng.below(2) == 0;
        const bool tableSequence = rng.below(4) == 0;
        PartitionOptions o = indonesiaScoringOptions(rules, tableSequence);
        const bool scoring = rng.below(3) != 0;
        if (!scoring) {
            o.objective = PartitionObjective::CardCount;
            o.keepOneCard = true;
        }
        if (rng.below(4) == 0) {
            // The same sequences through a RuleSet without numeralRuns.
            rules = rummyRules();
            rules.aceLow = false;
            rules.tenIsTen = o.cardValue(hand("10S", 1)[0]) == 10;
        } else if (rng.below(2) == 0) {
            o.runRules = RunRules::FromRuleSet; // numeralRuns gives the same sequences
        }
        const int size = 7 + static_cast<int>(rng.below(3));
        const std::vector<Card> h = randomHand(rng, 1, 0, size, rng.below(2) == 0);
        const MeldPartition p = bestMeldPartition(h, rules, o);
        const BruteResult b = bruteForce(h, rules, o);
        QVERIFY2(p.feasible == b.feasible, qPrintable(codes(h)));
        const QString why = checkPartition(p, h, rules, o);
        QVERIFY2(why.isEmpty(), qPrintable(why + ": " + codes(h)));
        QVERIFY2(p.value == b.value,
                 qPrintable(QString("%1: solver %2, brute force %3").arg(codes(h)).arg(p.value).arg(b.value)));
        if (scoring && rules.numeralRuns) {
            // The engine's own exact arrangement (engine/Arrangement.h) scores the hand the same.
            const Arrangement a = bestIndonesianArrangement(h, rules, tableSequence);
            QVERIFY2(
                a.score == p.value - p.deadwoodPoints,
                qPrintable(
                    QString("%1: engine %2, solver %3").arg(codes(h)).arg(a.score).arg(p.value - p.deadwoodPoints)));
        }
    }
}

QTEST_APPLESS_MAIN(TestMeldPartition)
#include "tst_meldpartition.moc"
