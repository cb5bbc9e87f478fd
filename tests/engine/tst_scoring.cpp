// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Round scoring (RULES.md 2.8 and worked examples 2.12.1, 2.12.2; 3.8 and worked examples 3.12.4, 3.12.7).

#include "TestCards.h"
#include "TestRules.h"

#include "engine/Scoring.h"

#include <QtTest/QtTest>

using namespace remi;
using remitest::cards;

namespace {

using Kind = ScoreLine::Kind;

RuleSet with(const char *variant, const char *options)
{
    QString error;
    std::optional<RuleSet> r = remitest::rulesWith(QString::fromLatin1(variant), QString::fromLatin1(options), &error);
    if (!r) qFatal("bad test options: %s", qPrintable(error));
    return *r;
}

std::vector<int> points(const std::vector<SeatScore> &s)
{
    std::vector<int> out;
    for (const SeatScore &x : s) out.push_back(x.points);
    return out;
}

/// RULES.md 3.12.4: Ivan (seat 0) has not opened, Marko (seat 1) closes, Ana (seat 2) has opened
/// and holds 5♣ K♦ JK. Ivan's cards are worth 3 + 9 + 10 = 22.
std::vector<std::vector<Card>> example3124Hands()
{
    remitest::CardPool pool;
    return {pool.cards("3H 9S QD"), {}, pool.cards("5C KD JK")};
}

} // namespace

Q_DECLARE_METATYPE(remi::Finish)

class TestScoring : public QObject {
    Q_OBJECT

  private slots:
    void rummyCardValues_data();
    void rummyCardValues();
    void remi51CardValues_data();
    void remi51CardValues();
    void rummyExample1_data();
    void rummyExample1();
    void rummyExample2GoingRummy();
    void rummyNobodyOut();
    void rummyBreakdown();
    void remi51Example4_data();
    void remi51Example4();
    void remi51NotOpenedAddsHand();
    void remi51NoCloser();
    void remi51Breakdown();
    void remi51Example7MatchTotals();
};

// RULES.md 2.8 value table: A 1 (15 with aceHighOrLow), 2–10 face value, J Q K 10.
void TestScoring::rummyCardValues_data()
{
    QTest::addColumn<QString>("face");
    QTest::addColumn<int>("plain");
    QTest::addColumn<int>("aceHigh");
    QTest::newRow("A") << "AS" << 1 << 15;
    QTest::newRow("2") << "2H" << 2 << 2;
    QTest::newRow("9") << "9D" << 9 << 9;
    QTest::newRow("10") << "10C" << 10 << 10;
    QTest::newRow("J") << "JS" << 10 << 10;
    QTest::newRow("Q") << "QH" << 10 << 10;
    QTest::newRow("K") << "KD" << 10 << 10;
}

void TestScoring::rummyCardValues()
{
    QFETCH(QString, face);
    QFETCH(int, plain);
    QFETCH(int, aceHigh);
    const Card c = remitest::card(face.toStdString(), 1);
    QCOMPARE(handCardValue(c, rummyRules()), plain);
    QCOMPARE(handCardValue(c, with("rummy", "aceHighOrLow=true")), aceHigh);
}

// RULES.md 3.8 value table: 2–10 face, J Q K 10, A 10 (aceInHandValue 11, 15), joker 20 (25, 50).
void TestScoring::remi51CardValues_data()
{
    QTest::addColumn<QString>("face");
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("value");
    QTest::newRow("2") << "2S"
                       << "" << 2;
    QTest::newRow("10") << "10H"
                        << "" << 10;
    QTest::newRow("K") << "KC"
                       << "" << 10;
    QTest::newRow("A") << "AD"
                       << "" << 10;
    QTest::newRow("A 11") << "AD"
                          << "aceInHandValue=11" << 11;
    QTest::newRow("A 15") << "AD"
                          << "aceInHandValue=15" << 15;
    QTest::newRow("JK") << "JK"
                        << "" << 20;
    QTest::newRow("JK 25") << "JK"
                           << "jokerInHandValue=25" << 25;
    QTest::newRow("JK 50") << "JK"
                           << "jokerInHandValue=50" << 50;
}

void TestScoring::remi51CardValues()
{
    QFETCH(QString, face);
    QFETCH(QString, options);
    QFETCH(int, value);
    QCOMPARE(handCardValue(remitest::card(face.toStdString()), with("remi51", qPrintable(options))), value);
}

// RULES.md 2.12.1: Ana (seat 0) goes out; Boris 2♣ 9♦ K♠ = 21, Vera A♥ A♦ Q♣ 4♠ = 16.
void TestScoring::rummyExample1_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<remi::Finish>("finish");
    QTest::addColumn<int>("score");
    QTest::newRow("go out") << "" << Finish::GoOut << 37;
    QTest::newRow("going rummy") << "" << Finish::Rummy << 74;
    QTest::newRow("aceHighOrLow") << "aceHighOrLow=true" << Finish::GoOut << 65;
    QTest::newRow("aceHighOrLow rummy") << "aceHighOrLow=true" << Finish::Rummy << 130;
    QTest::newRow("rummyDoubles off") << "rummyDoubles=false" << Finish::Rummy << 37;
}

void TestScoring::rummyExample1()
{
    QFETCH(QString, options);
    QFETCH(remi::Finish, finish);
    QFETCH(int, score);
    const RuleSet rules = with("rummy", qPrintable(options));
    remitest::CardPool pool(1, 0);
    const std::vector<std::vector<Card>> hands = {{}, pool.cards("2C 9D KS"), pool.cards("AH AD QC 4S")};
    const std::vector<SeatScore> s = scoreRound(rules, hands, {true, true, true}, 0, finish);
    QCOMPARE(points(s), (std::vector<int>{score, 0, 0})); // 2.8: only the player going out scores
    QCOMPARE(handValue(hands[1], rules), 21);
    QCOMPARE(handValue(hands[2], rules), rules.aceHigh ? 44 : 16);
}

// RULES.md 2.12.2: Boris holds K♠ K♦ 5♣ 2♠ = 27; Ana going rummy scores 54, otherwise 27.
void TestScoring::rummyExample2GoingRummy()
{
    remitest::CardPool pool(1, 0);
    const std::vector<std::vector<Card>> hands = {{}, pool.cards("KS KD 5C 2S")};
    QCOMPARE(points(scoreRound(rummyRules(), hands, {true, true}, 0, Finish::Rummy)), (std::vector<int>{54, 0}));
    QCOMPARE(points(scoreRound(rummyRules(), hands, {true, true}, 0, Finish::GoOut)), (std::vector<int>{27, 0}));
    // Seat 1 going out against seat 0's cards: the winner's seat is not fixed.
    const std::vector<std::vector<Card>> swapped = {hands[1], {}};
    QCOMPARE(points(scoreRound(rummyRules(), swapped, {true, true}, 1, Finish::GoOut)), (std::vector<int>{0, 27}));
}

// RULES.md 2.8: a round with nobody going out scores nothing.
void TestScoring::rummyNobodyOut()
{
    remitest::CardPool pool(1, 0);
    const std::vector<std::vector<Card>> hands = {pool.cards("KS"), pool.cards("2C 9D"), pool.cards("AH")};
    const std::vector<SeatScore> s = scoreRound(rummyRules(), hands, {true, true, true}, -1, Finish::None);
    QCOMPARE(points(s), (std::vector<int>{0, 0, 0}));
    for (const SeatScore &x : s) QVERIFY(x.lines.empty());
}

// Scoring.h breakdown: one OpponentHand line per opponent, then the ×2 of going rummy.
void TestScoring::rummyBreakdown()
{
    remitest::CardPool pool(1, 0);
    const std::vector<std::vector<Card>> hands = {{}, pool.cards("2C 9D KS"), pool.cards("AH AD QC 4S")};
    const std::vector<SeatScore> s = scoreRound(rummyRules(), hands, {true, true, true}, 0, Finish::Rummy);
    QCOMPARE(int(s[0].lines.size()), 3);
    QCOMPARE(int(s[0].lines[0].kind), int(Kind::OpponentHand));
    QCOMPARE(s[0].lines[0].seat, 1);
    QCOMPARE(s[0].lines[0].points, 21);
    QCOMPARE(int(s[0].lines[1].kind), int(Kind::OpponentHand));
    QCOMPARE(s[0].lines[1].seat, 2);
    QCOMPARE(s[0].lines[1].points, 16);
    QCOMPARE(int(s[0].lines[2].kind), int(Kind::Multiplier));
    QCOMPARE(s[0].lines[2].factor, 2);
    QCOMPARE(s[0].lines[2].points, 37); // the subtotal that is doubled
    QVERIFY(s[1].lines.empty());
    QVERIFY(s[2].lines.empty());
    const std::vector<SeatScore> plain = scoreRound(rummyRules(), hands, {true, true, true}, 0, Finish::GoOut);
    QCOMPARE(int(plain[0].lines.size()), 2); // no multiplier line without going rummy
}

// RULES.md 3.12.4: Marko closes −40 / *hand* −80 / cut-card *hand* −120; Ana 35 (70 doubled);
// Ivan 100 (200 doubled); jokerInHandValue 50 makes Ana's 35 into 65.
void TestScoring::remi51Example4_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<remi::Finish>("finish");
    QTest::addColumn<int>("ivan");
    QTest::addColumn<int>("marko");
    QTest::addColumn<int>("ana");
    QTest::newRow("close") << "" << Finish::Close << 100 << -40 << 35;
    QTest::newRow("hand") << "" << Finish::Hand << 200 << -80 << 70;
    QTest::newRow("cut-card hand") << "" << Finish::CutHand << 200 << -120 << 70;
    QTest::newRow("close joker 50") << "jokerInHandValue=50" << Finish::Close << 100 << -40 << 65;
    QTest::newRow("hand joker 50") << "jokerInHandValue=50" << Finish::Hand << 200 << -80 << 130;
    QTest::newRow("hand no doubling") << "handDoublesOthers=false" << Finish::Hand << 100 << -80 << 35;
    QTest::newRow("closeScore -60") << "closeScore=-60" << Finish::Close << 100 << -60 << 35;
    QTest::newRow("handScore -100") << "handScore=-100" << Finish::Hand << 200 << -100 << 70;
    QTest::newRow("cutHandScore -200") << "cutHandScore=-200" << Finish::CutHand << 200 << -200 << 70;
}

void TestScoring::remi51Example4()
{
    QFETCH(QString, options);
    QFETCH(remi::Finish, finish);
    QFETCH(int, ivan);
    QFETCH(int, marko);
    QFETCH(int, ana);
    const std::vector<SeatScore> s =
        scoreRound(with("remi51", qPrintable(options)), example3124Hands(), {false, true, true}, 1, finish);
    QCOMPARE(points(s), (std::vector<int>{ivan, marko, ana}));
}

// RULES.md 3.8 option notOpenedAddsHand: 100 + hand value (then doubled after a *hand*).
void TestScoring::remi51NotOpenedAddsHand()
{
    const RuleSet rules = with("remi51", "notOpenedAddsHand=true");
    QCOMPARE(points(scoreRound(rules, example3124Hands(), {false, true, true}, 1, Finish::Close)),
             (std::vector<int>{122, -40, 35}));
    QCOMPARE(points(scoreRound(rules, example3124Hands(), {false, true, true}, 1, Finish::Hand)),
             (std::vector<int>{244, -80, 70}));
}

// RULES.md 3.8 / 3.10: a round with no closer scores everyone as "other player", no doubling.
void TestScoring::remi51NoCloser()
{
    remitest::CardPool pool;
    const std::vector<std::vector<Card>> hands = {pool.cards("3H 9S QD"), pool.cards("AS JK"), pool.cards("5C KD JK")};
    QCOMPARE(points(scoreRound(remi51Rules(), hands, {false, true, true}, -1, Finish::None)),
             (std::vector<int>{100, 30, 35}));
}

// Scoring.h breakdown for remi51: Finish line; NotOpened line; CardInHand lines; Multiplier ×2.
void TestScoring::remi51Breakdown()
{
    const std::vector<std::vector<Card>> hands = example3124Hands();
    const std::vector<SeatScore> s = scoreRound(remi51Rules(), hands, {false, true, true}, 1, Finish::Hand);
    QCOMPARE(int(s[1].lines.size()), 1);
    QCOMPARE(int(s[1].lines[0].kind), int(Kind::Finish));
    QCOMPARE(s[1].lines[0].points, -80);

    QCOMPARE(int(s[0].lines.size()), 2);
    QCOMPARE(int(s[0].lines[0].kind), int(Kind::NotOpened));
    QCOMPARE(s[0].lines[0].points, 100);
    QCOMPARE(int(s[0].lines[1].kind), int(Kind::Multiplier));
    QCOMPARE(s[0].lines[1].factor, 2);
    QCOMPARE(s[0].lines[1].points, 100);

    QCOMPARE(int(s[2].lines.size()), 4);
    const int expected[] = {5, 10, 20};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(int(s[2].lines[std::size_t(i)].kind), int(Kind::CardInHand));
        QCOMPARE(s[2].lines[std::size_t(i)].points, expected[i]);
        QCOMPARE(int(s[2].lines[std::size_t(i)].card.id), int(hands[2][std::size_t(i)].id));
    }
    QCOMPARE(int(s[2].lines[3].kind), int(Kind::Multiplier));
    QCOMPARE(s[2].lines[3].points, 35);
    QCOMPARE(s[2].points, 70);

    // Lines add up to the subtotal before the multiplier.
    const std::vector<SeatScore> close = scoreRound(remi51Rules(), hands, {false, true, true}, 1, Finish::Close);
    QCOMPARE(int(close[2].lines.size()), 3);
    QCOMPARE(int(close[0].lines.size()), 1);
}

// RULES.md 3.12.7: three rounds; totals Marko 84, Ana −30, Ivan 260; Ana has the lowest total.
void TestScoring::remi51Example7MatchTotals()
{
    const RuleSet rules = remi51Rules();
    remitest::CardPool pool;
    // Seats: Ivan 0, Marko 1, Ana 2.
    const std::vector<int> r1 = points(
        scoreRound(rules, {pool.cards("QD 9S 3H"), {}, pool.cards("5C KD JK")}, {false, true, true}, 1, Finish::Close));
    const std::vector<int> r2 =
        points(scoreRound(rules, {pool.cards("KH 2D"), pool.cards("5S 7H"), {}}, {false, true, true}, 2, Finish::Hand));
    const std::vector<int> r3 = points(scoreRound(rules, {{}, pool.cards("4C 8H 10S"), pool.cards("2D 3D KC")},
                                                  {true, false, true}, 0, Finish::Close));
    QCOMPARE(r1, (std::vector<int>{100, -40, 35}));
    QCOMPARE(r2, (std::vector<int>{200, 24, -80}));
    QCOMPARE(r3, (std::vector<int>{-40, 100, 15}));
    const std::vector<int> totals = {r1[0] + r2[0] + r3[0], r1[1] + r2[1] + r3[1], r1[2] + r2[2] + r3[2]};
    QCOMPARE(totals, (std::vector<int>{260, 84, -30}));
    QCOMPARE(int(std::min_element(totals.begin(), totals.end()) - totals.begin()), 2);
}

QTEST_GUILESS_MAIN(TestScoring)
#include "tst_scoring.moc"
