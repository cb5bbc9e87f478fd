// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi_indonesia round-end scoring (RULES.md 5.8): the exact best arrangement of a hand, the worked
// examples 5.12.3 and 5.12.4, and a brute-force cross-check on thousands of random hands.

#include "TestCards.h"

#include "engine/Arrangement.h"
#include "engine/Random.h"
#include "engine/Scoring.h"

#include <QtTest/QtTest>

#include <algorithm>
#include <functional>

using namespace remi;
using namespace remitest;

namespace {

std::vector<Card> deck(const char *text)
{
    return cards(text, 1, 0);
}

/// A table combination owned by `owner`, validated under remi_indonesia rules.
Meld tableMeld(const char *text, int owner, CardPool &pool)
{
    std::optional<Meld> m = validateMeld(pool.cards(text), remiIndonesiaRules(), JokerLimit::OnePerMeld);
    if (!m) qFatal("bad test meld %s", text);
    m->owner = owner;
    return *m;
}

/// Brute force: every partition of the hand into blocks; a block that is a valid combination when
/// sorted counts as one, every other card is left over (RULES.md 5.8 formula). Block properties are
/// computed once per subset of the hand.
int bruteForceScore(const std::vector<Card> &hand, const RuleSet &rules, bool tableSequence)
{
    const int n = int(hand.size());
    enum Kind { None, Run, Set };
    std::vector<Kind> kind(std::size_t(1) << n, None);
    std::vector<int> value(std::size_t(1) << n, 0);
    for (unsigned mask = 1; mask < (1u << n); ++mask) {
        std::vector<Card> cs;
        for (int k = 0; k < n; ++k)
            if (mask & (1u << k)) {
                cs.push_back(hand[std::size_t(k)]);
                value[mask] += indonesianCardValue(hand[std::size_t(k)], rules);
            }
        std::sort(cs.begin(), cs.end(), [](const Card &x, const Card &y) { return x.rank < y.rank; });
        if (std::optional<Meld> m = validateMeld(cs, rules, JokerLimit::OnePerMeld))
            kind[mask] = m->kind == MeldKind::Run ? Run : Set;
    }
    std::vector<unsigned> blocks(std::size_t(n), 0);
    int best = std::numeric_limits<int>::min();
    std::function<void(int, int)> rec = [&](int i, int used) {
        if (i == n) {
            int runs = 0, sets = 0, rest = 0;
            bool seq = tableSequence;
            for (int b = 0; b < used; ++b) {
                const unsigned m = blocks[std::size_t(b)];
                if (kind[m] == Run) {
                    runs += value[m];
                    seq = true;
                } else if (kind[m] == Set) {
                    sets += value[m];
                } else {
                    rest += value[m];
                }
            }
            best = std::max(best, runs + (seq ? sets : -sets) - rest);
            return;
        }
        for (int b = 0; b <= used && b < n; ++b) {
            blocks[std::size_t(b)] |= 1u << i;
            rec(i + 1, std::max(used, b + 1));
            blocks[std::size_t(b)] &= ~(1u << i);
        }
    };
    rec(0, 0);
    return best;
}

} // namespace

class TestArrangement : public QObject {
    Q_OBJECT

  private slots:
    void cardValues();
    void handScores_data();
    void handScores();
    void workedExampleRound();
    void workedExampleStockExhausted();
    void bruteForce();
};

// RULES.md 5.8: A 15, K Q J 10, 2-9 5, 10 5 (10 with tenIsTen).
void TestArrangement::cardValues()
{
    RuleSet r = remiIndonesiaRules();
    QCOMPARE(indonesianCardValue(card("AS", 1), r), 15);
    QCOMPARE(indonesianCardValue(card("KS", 1), r), 10);
    QCOMPARE(indonesianCardValue(card("JD", 1), r), 10);
    QCOMPARE(indonesianCardValue(card("10D", 1), r), 5);
    QCOMPARE(indonesianCardValue(card("2C", 1), r), 5);
    QVERIFY(!setOption(r, "tenIsTen", "true"));
    QCOMPARE(indonesianCardValue(card("10D", 1), r), 10);
    // The cost of a card left in hand follows the variant's scoring: 5.8 here, 3.8 in remi51 (2 is 2,
    // an ace 10, a joker 20); one function for the hint and the computer players.
    QCOMPARE(cardCostInHand(card("AS", 1), r), 15);
    QCOMPARE(cardCostInHand(card("2C", 1), r), 5);
    const RuleSet r51 = remi51Rules();
    QCOMPARE(cardCostInHand(card("2C", 1), r51), 2);
    QCOMPARE(cardCostInHand(card("AS", 1), r51), 10);
}

// RULES.md 5.12.3 hands: the best arrangement is chosen, sets count minus without a sequence.
void TestArrangement::handScores_data()
{
    QTest::addColumn<QString>("hand");
    QTest::addColumn<bool>("tableSequence");
    QTest::addColumn<int>("score");
    QTest::newRow("Budi 5.12.3") << "8C 9C 10C JH JC JD 2S" << false << 40;
    QTest::newRow("Sari no sequence") << "AD AH AC 3C 5D 8H QS" << false << -70;
    QTest::newRow("Sari with 6-7-8") << "AD AH AC 6D 7D 8D QS" << false << 50;
    QTest::newRow("aces with table sequence") << "AD AH AC 3C" << true << 40;
    QTest::newRow("nothing") << "2S 5C 8D JH QS 3C 9H" << false << -45;
    // 4-5-6-7-8 as one run beats 4-5-6 + a set of eights without... both use all cards here.
    QTest::newRow("run or set") << "4S 5S 6S 7S 8S 8H 8D" << false << 35;
    QTest::newRow("empty") << "" << false << 0;
}

void TestArrangement::handScores()
{
    QFETCH(QString, hand);
    QFETCH(bool, tableSequence);
    QFETCH(int, score);
    const std::vector<Card> h = deck(hand.toLatin1().constData());
    const Arrangement a = bestIndonesianArrangement(h, remiIndonesiaRules(), tableSequence);
    QCOMPARE(a.score, score);
    QCOMPARE(a.score, bruteForceScore(h, remiIndonesiaRules(), tableSequence));
    int melded = 0;
    for (const Meld &m : a.melds) melded += m.size();
    QCOMPARE(melded + int(a.rest.size()), int(h.size()));
}

// RULES.md 5.12.3: Rina 200 (30 + 20 + 150 closing with A♠), Budi 40, Sari −70.
void TestArrangement::workedExampleRound()
{
    CardPool pool(1, 0);
    std::vector<Meld> table = {tableMeld("KS KC KD", 0, pool), tableMeld("4H 5H 6H 7H", 0, pool)};
    const Card closing = pool.take("AS");
    const std::vector<std::vector<Card>> hands = {
        {}, pool.cards("8C 9C 10C JH JC JD 2S"), pool.cards("AD AH AC 3C 5D 8H QS")};
    const std::vector<SeatScore> s = scorePlusMinus(remiIndonesiaRules(), hands, table, 0, closing);
    QCOMPARE(s[0].points, 200);
    QCOMPARE(s[1].points, 40);
    QCOMPARE(s[2].points, -70);
    const ScoreLine &bonus = s[0].lines.back();
    QCOMPARE(bonus.kind, ScoreLine::Kind::ClosingBonus);
    QCOMPARE(bonus.points, 150);
    QCOMPARE(bonus.factor, 10);
}

// RULES.md 5.12.4: stock exhausted, no bonus: Rina 25, Budi 40, Sari −60 (her set lost its
// sequence), Dewi 0.
void TestArrangement::workedExampleStockExhausted()
{
    CardPool pool(1, 0);
    std::vector<Meld> table = {tableMeld("2C 3C 4C", 0, pool), tableMeld("KC KD KS", 2, pool)};
    const std::vector<std::vector<Card>> hands = {pool.cards("9D 9C 9H 2S"), pool.cards("10H JH QH KH 5S 5H 5C"),
                                                  pool.cards("6S 7S 2H AC"), pool.cards("3D 4D 5D 6D 8C 8H QC")};
    const std::vector<SeatScore> s = scorePlusMinus(remiIndonesiaRules(), hands, table, -1, std::nullopt);
    QCOMPARE(s[0].points, 25);
    QCOMPARE(s[1].points, 40);
    QCOMPARE(s[2].points, -60);
    QCOMPARE(s[3].points, 0);
}

// Issue requirement: the exact arrangement agrees with brute force on thousands of random 7-8 card
// hands (with and without a table sequence).
void TestArrangement::bruteForce()
{
    const RuleSet rules = remiIndonesiaRules();
    Random rng(2026);
    const std::vector<Card> shoe = buildShoe(1, 0);
    for (int t = 0; t < 3000; ++t) {
        std::vector<Card> pack = shoe;
        // Bias towards combinations: draw from a few ranks and suits only.
        std::vector<Card> pool;
        const int lowRank = 1 + int(rng.below(9));
        for (const Card &c : pack)
            if (c.rank >= lowRank && c.rank < lowRank + 5) pool.push_back(c);
        rng.shuffle(pool);
        const int n = 7 + int(rng.below(2));
        std::vector<Card> hand(pool.begin(), pool.begin() + n);
        const bool tableSeq = rng.below(4) == 0;
        const Arrangement a = bestIndonesianArrangement(hand, rules, tableSeq);
        const int expected = bruteForceScore(hand, rules, tableSeq);
        if (a.score != expected)
            QFAIL(qPrintable(
                QStringLiteral("%1: solver %2, brute force %3").arg(codes(hand)).arg(a.score).arg(expected)));
    }
}

QTEST_APPLESS_MAIN(TestArrangement)
#include "tst_arrangement.moc"
