// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Seeded, portable randomness (RULES.md 1.6): the same seed gives the same numbers, shuffles and
// deals on every compiler and standard library. The golden values below must never change.

#include "TestRound.h"

#include "engine/Card.h"
#include "engine/Random.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <QtTest/QtTest>

#include <cstdint>
#include <vector>

using namespace remi;

namespace {

/// SplitMix64 written from the published algorithm (Steele, Lea, Flood 2014; Vigna's
/// splitmix64.c), independently of the engine, to cross-check Random.
struct ReferenceSplitMix64 {
    std::uint64_t x;
    std::uint64_t next()
    {
        std::uint64_t z = (x += UINT64_C(0x9E3779B97F4A7C15));
        z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
        return z ^ (z >> 31);
    }
    /// Unbiased [0, bound) by rejecting the lowest 2^64 mod bound values (Random.h contract).
    std::uint64_t below(std::uint64_t bound)
    {
        const std::uint64_t threshold = (~bound + 1) % bound;
        for (;;) {
            const std::uint64_t r = next();
            if (r >= threshold) return r % bound;
        }
    }
};

} // namespace

Q_DECLARE_METATYPE(std::uint64_t)

class TestRandom : public QObject {
    Q_OBJECT

  private slots:
    void splitMixGolden_data();
    void splitMixGolden();
    void matchesReferenceImplementation();
    void belowRange_data();
    void belowRange();
    void belowGolden();
    void belowIsRoughlyUniform();
    void shuffleGolden();
    void shuffleKeepsEveryCard();
    void sameSeedSameSequence();
    void roundDealGolden();
    void roundDealRepeatable();
};

// RULES.md 1.6. Golden outputs computed once with the reference implementation above; seed 0
// also matches the value published with splitmix64.c (0xe220a8397b1dcdaf).
void TestRandom::splitMixGolden_data()
{
    QTest::addColumn<std::uint64_t>("seed");
    QTest::addColumn<std::uint64_t>("first");
    QTest::addColumn<std::uint64_t>("second");
    QTest::addColumn<std::uint64_t>("third");
    QTest::addColumn<std::uint64_t>("fourth");
    QTest::addColumn<std::uint64_t>("fifth");
    QTest::newRow("seed 0") << std::uint64_t(0) << UINT64_C(0xe220a8397b1dcdaf) << UINT64_C(0x6e789e6aa1b965f4)
                            << UINT64_C(0x06c45d188009454f) << UINT64_C(0xf88bb8a8724c81ec)
                            << UINT64_C(0x1b39896a51a8749b);
    QTest::newRow("seed 42") << std::uint64_t(42) << UINT64_C(0xbdd732262feb6e95) << UINT64_C(0x28efe333b266f103)
                             << UINT64_C(0x47526757130f9f52) << UINT64_C(0x581ce1ff0e4ae394)
                             << UINT64_C(0x09bc585a244823f2);
}

void TestRandom::splitMixGolden()
{
    QFETCH(std::uint64_t, seed);
    QFETCH(std::uint64_t, first);
    QFETCH(std::uint64_t, second);
    QFETCH(std::uint64_t, third);
    QFETCH(std::uint64_t, fourth);
    QFETCH(std::uint64_t, fifth);
    Random r(seed);
    QCOMPARE(r.next(), first);
    QCOMPARE(r.next(), second);
    QCOMPARE(r.next(), third);
    QCOMPARE(r.next(), fourth);
    QCOMPARE(r.next(), fifth);
    QCOMPARE(r.state(), seed + 5 * UINT64_C(0x9E3779B97F4A7C15)); // wraps modulo 2^64
}

// RULES.md 1.6: the engine's generator follows the published algorithm for many outputs.
void TestRandom::matchesReferenceImplementation()
{
    for (std::uint64_t seed :
         {UINT64_C(0), UINT64_C(1), UINT64_C(42), UINT64_C(0xFFFFFFFFFFFFFFFF), UINT64_C(0x123456789ABCDEF0)}) {
        Random r(seed);
        ReferenceSplitMix64 ref{seed};
        for (int i = 0; i < 2000; ++i) QCOMPARE(r.next(), ref.next());
        for (std::uint64_t bound :
             {UINT64_C(1), UINT64_C(2), UINT64_C(3), UINT64_C(52), UINT64_C(108), UINT64_C(0x8000000000000001)})
            for (int i = 0; i < 200; ++i) QCOMPARE(r.below(bound), ref.below(bound));
    }
}

void TestRandom::belowRange_data()
{
    QTest::addColumn<std::uint64_t>("bound");
    QTest::newRow("1") << std::uint64_t(1);
    QTest::newRow("2") << std::uint64_t(2);
    QTest::newRow("7") << std::uint64_t(7);
    QTest::newRow("108") << std::uint64_t(108);
    QTest::newRow("2^63+1") << UINT64_C(0x8000000000000001);
    QTest::newRow("max") << UINT64_C(0xFFFFFFFFFFFFFFFF);
}

// Random.h: below(bound) lies in [0, bound).
void TestRandom::belowRange()
{
    QFETCH(std::uint64_t, bound);
    Random r(bound * 31 + 5);
    std::uint64_t largest = 0;
    for (int i = 0; i < 5000; ++i) {
        const std::uint64_t v = r.below(bound);
        QVERIFY2(v < bound, qPrintable(QString::number(v)));
        largest = std::max(largest, v);
    }
    if (bound == 1) QCOMPARE(largest, std::uint64_t(0));
    if (bound > 1 && bound <= 108) QCOMPARE(largest, bound - 1); // 5000 draws reach the top value
}

// Golden values of below(), computed once with the reference implementation.
void TestRandom::belowGolden()
{
    Random a(7);
    const std::vector<std::uint64_t> tens = {7, 4, 6, 3, 4, 5, 8, 2, 5, 5, 3, 6};
    for (std::uint64_t expected : tens) QCOMPARE(a.below(10), expected);
    Random b(99);
    const std::vector<std::uint64_t> threes = {2, 0, 1, 2, 1, 1, 0, 1, 2, 1, 2, 2};
    for (std::uint64_t expected : threes) QCOMPARE(b.below(3), expected);
}

// The rejection sampling is unbiased: with a fixed seed this is deterministic, not flaky.
void TestRandom::belowIsRoughlyUniform()
{
    Random r(2024);
    int counts[6] = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 60000; ++i) ++counts[r.below(6)];
    for (int c : counts) QVERIFY2(c > 9500 && c < 10500, qPrintable(QString::number(c)));
}

// RULES.md 1.6: a 108-card shoe shuffled with seed 1 (Fisher–Yates from the last element down).
// Pinned once; it must never change across compilers.
void TestRandom::shuffleGolden()
{
    std::vector<Card> shoe = buildShoe(2, 4);
    Random r(1);
    r.shuffle(shoe);
    const std::vector<Card> first10(shoe.begin(), shoe.begin() + 10);
    QCOMPARE(remitest::codes(first10), QStringLiteral("9D 2H QH 9H 8S 4H 7C KH 9H AS"));
    const std::vector<Card> last10(shoe.end() - 10, shoe.end());
    QCOMPARE(remitest::codes(last10), QStringLiteral("8C 8H 3D 3C AC 6S 10D JK 9S 6S"));
}

// RULES.md 1.1: a shuffle is a permutation.
void TestRandom::shuffleKeepsEveryCard()
{
    std::vector<Card> shoe = buildShoe(2, 4);
    Random r(77);
    r.shuffle(shoe);
    std::vector<bool> seen(108, false);
    for (const Card &c : shoe) {
        QVERIFY(!seen[c.id]);
        seen[c.id] = true;
    }
    QCOMPARE(int(shoe.size()), 108);
    QVERIFY(!(shoe == buildShoe(2, 4)));
}

void TestRandom::sameSeedSameSequence()
{
    Random a(123456789), b(123456789), c(123456790);
    bool allSameAsC = true;
    for (int i = 0; i < 100; ++i) {
        const std::uint64_t va = a.next();
        QCOMPARE(va, b.next());
        if (va != c.next()) allSameAsC = false;
    }
    QVERIFY(!allSameAsC);
}

// RULES.md 3.2 / 1.6: the deal of Round::deal(remi51Rules(), 4, 0, Random(1)), pinned once.
// Seat 3 (dealer − 1) cut and kept a joker, so it holds the joker plus 13 dealt cards.
void TestRandom::roundDealGolden()
{
    Random rng(1);
    const Round r = Round::deal(remi51Rules(), 4, 0, rng);
    QCOMPARE(remitest::codes(r.hand(0)), QStringLiteral("10D 3D KD QS 4D JD 9C 5H KS 4H 7C 8S 3S 9C"));
    QCOMPARE(remitest::codes(r.hand(1)), QStringLiteral("6S 6S 8H 7D JK AD QS 7H JC 4D 2H 2S JC 5D 6D"));
    QCOMPARE(remitest::codes(r.hand(2)), QStringLiteral("9S AC 8C KC 2C JK 8H QH 5S KD 4S 6D 5D 9S"));
    QCOMPARE(remitest::codes(r.hand(3)), QStringLiteral("JK 3C 8D 9D 10H 5H 2C 6C 5C 10C 10S 6H JS QC"));
    QVERIFY(r.cutCard().has_value());
    QCOMPARE(remitest::code(*r.cutCard()), QStringLiteral("KC"));
    QCOMPARE(r.state().cutter, 3);
    QCOMPARE(r.stockSize(), 50);
    QCOMPARE(remitest::code(r.state().stock.back()), QStringLiteral("JH"));
    QCOMPARE(r.currentSeat(), 1);
    QCOMPARE(rng.state(), UINT64_C(6746062367688676594));
    QVERIFY(r.cardsConserved());
}

// RULES.md 1.6: the same start state replays the same game.
void TestRandom::roundDealRepeatable()
{
    for (const RuleSet &rules : {rummyRules(), remi51Rules()})
        for (int players = 2; players <= 6; ++players) {
            Random a(900 + std::uint64_t(players)), b(900 + std::uint64_t(players));
            const Round ra = Round::deal(rules, players, players - 1, a);
            const Round rb = Round::deal(rules, players, players - 1, b);
            QVERIFY2(ra.state() == rb.state(), qPrintable(remitest::stateDiff(ra.state(), rb.state())));
            QCOMPARE(a.state(), b.state());
        }
}

QTEST_GUILESS_MAIN(TestRandom)
#include "tst_random.moc"
