// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Tests of the exact table-manipulation solver (src/ai/manipulation/TableManipulation.h): hand-drawn tables
// with exact expected values (RULES.md 4.12 example 3 among them), a cross-check against an
// independent brute force (ManipulationBruteForce.h) on thousands of random small instances (among
// them the benchmark's newer shapes: Q-K-A with four jokers, at most two a meld, and three decks),
// and the linear relaxation the solver prices its bound with.

#include "ManipulationBruteForce.h"

#include "ai/manipulation/ManipulationLP.h"

#include "engine/Card.h"
#include "engine/Random.h"

#include <QtTest/QtTest>

#include <cmath>
#include <sstream>

using namespace remi;
using namespace remi::ai;
using namespace remi::ai::manipulationtest;

namespace {

/// Adds "5H 6H JK" to counts (engine suit order: S H D C).
void addCards(const QString &text, FaceCounts &counts, int &jokers)
{
    const auto words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const auto &w : words) {
        const auto face = parseFace(w.toStdString());
        QVERIFY2(face.has_value(), qPrintable(w));
        if (face->isJoker()) ++jokers;
        else ++counts[std::size_t(face->suit)][std::size_t(face->rank - 1)];
    }
}

ManipulationProblem makeProblem(const QString &table, const QString &hand, bool count)
{
    ManipulationProblem p;
    addCards(table, p.table, p.tableJokers);
    addCards(hand, p.hand, p.handJokers);
    p.value = count ? unitValues() : rankValues();
    p.jokerValue = count ? 1 : 0;
    return p;
}

std::string describe(const ManipulationProblem &p)
{
    std::ostringstream o;
    o << "copies " << p.rules.copies << " jmax " << p.rules.jokersPerMeld << " minNat " << p.rules.minNaturals
      << " aceLow " << p.rules.aceLow << " aceHigh " << p.rules.aceHigh << " both " << p.rules.aceBothEnds << " table";
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r)
            for (int i = 0; i < p.table[std::size_t(s)][std::size_t(r)]; ++i) o << ' ' << s << ':' << r + 1;
    o << " +J" << p.tableJokers << " hand";
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r)
            for (int i = 0; i < p.hand[std::size_t(s)][std::size_t(r)]; ++i) o << ' ' << s << ':' << r + 1;
    o << " +J" << p.handJokers << " jokerValue " << p.jokerValue;
    return o.str();
}

/// A random small instance: 2-3 suits, a window of 4-6 ranks (sometimes across K-A), a table
/// made of random valid melds (sometimes plus a stray card), a random hand.
ManipulationProblem randomProblem(Random &rng, int maxCopies, int maxJokers = 3)
{
    ManipulationProblem p;
    auto &r = p.rules;
    r.copies = 1 + int(rng.below(std::uint64_t(maxCopies)));
    const int jokers = int(rng.below(std::uint64_t(maxJokers + 1)));
    r.jokersPerMeld = int(rng.below(3));
    r.minNaturals = rng.below(4) == 0 ? 2 : 1;
    r.aceHigh = rng.below(2) == 0;
    r.aceBothEnds = r.aceHigh && rng.below(3) == 0;
    r.aceLow = rng.below(6) != 0;
    const bool count = rng.below(3) == 0;
    p.value = count ? unitValues() : rankValues();
    p.jokerValue = count ? int(rng.below(2)) : 0;
    if (rng.below(5) == 0) // uneven face values
        for (auto &row : p.value)
            for (auto &v : row) v = int(rng.below(12));
    std::vector<int> suits{0, 1, 2, 3};
    rng.shuffle(suits);
    suits.resize(std::size_t(2 + rng.below(2)));
    const int start = 1 + int(rng.below(13));
    const int width = 4 + int(rng.below(3));
    std::vector<int> avail(52, 0);
    for (int s : suits)
        for (int i = 0; i < width; ++i) avail[std::size_t(s * 13 + (start + i - 1) % 13)] = r.copies;
    const auto melds = candidateMelds(r, avail, jokers);
    std::vector<int> left = avail;
    int jokersLeft = jokers;
    const int tableMelds = int(rng.below(4));
    for (int m = 0; m < tableMelds && !melds.empty(); ++m) {
        const auto &c = melds[std::size_t(rng.below(melds.size()))];
        bool ok = c.jokers <= jokersLeft;
        std::vector<int> need(52, 0);
        for (int f : c.faces) ok = ok && ++need[std::size_t(f)] <= left[std::size_t(f)];
        if (!ok) continue;
        for (int f : c.faces) {
            --left[std::size_t(f)];
            ++p.table[std::size_t(f / 13)][std::size_t(f % 13)];
        }
        jokersLeft -= c.jokers;
        p.tableJokers += c.jokers;
    }
    std::vector<int> faces;
    for (int f = 0; f < 52; ++f)
        if (avail[std::size_t(f)]) faces.push_back(f);
    if (rng.below(4) == 0) { // a stray table card: often no arrangement
        const int f = faces[std::size_t(rng.below(faces.size()))];
        if (left[std::size_t(f)] > 0) {
            --left[std::size_t(f)];
            ++p.table[std::size_t(f / 13)][std::size_t(f % 13)];
        }
    }
    const int handCards = 3 + int(rng.below(6));
    for (int i = 0; i < handCards; ++i) {
        const int f = faces[std::size_t(rng.below(faces.size()))];
        if (left[std::size_t(f)] == 0) continue;
        --left[std::size_t(f)];
        ++p.hand[std::size_t(f / 13)][std::size_t(f % 13)];
    }
    if (jokersLeft > 0 && rng.below(2) == 0) p.handJokers = 1 + int(rng.below(std::uint64_t(jokersLeft)));
    return p;
}

/// A random instance of the benchmark's newer shapes, small enough for the brute force: either two
/// copies with four jokers, at most two a meld and Q-K-A allowed (the Remi 51 shoe), or three
/// copies with three jokers. Three suits, a window of five or six ranks (with aces high often
/// across Q-K-A), a table of three to six random melds (sometimes a stray card), a hand of four
/// to eight cards.
ManipulationProblem shapedProblem(Random &rng, bool aceHighShoe)
{
    ManipulationProblem p;
    auto &r = p.rules;
    r.copies = aceHighShoe ? 2 : 3;
    r.jokersPerMeld = 2;
    r.aceHigh = aceHighShoe;
    const int jokers = aceHighShoe ? 4 : 3;
    p.value = rankValues();
    std::vector<int> suits{0, 1, 2, 3};
    rng.shuffle(suits);
    suits.resize(3);
    const int width = 5 + int(rng.below(2));
    const int start = aceHighShoe && rng.below(2) == 0 ? 14 - width + 1 : 1 + int(rng.below(std::uint64_t(14 - width)));
    std::vector<int> avail(52, 0);
    for (int s : suits)
        for (int i = 0; i < width; ++i) avail[std::size_t(s * 13 + (start + i - 1) % 13)] = r.copies;
    const auto melds = candidateMelds(r, avail, jokers);
    std::vector<int> left = avail;
    int jokersLeft = jokers;
    const int tableMelds = 3 + int(rng.below(4));
    for (int m = 0; m < tableMelds && !melds.empty(); ++m) {
        const auto &c = melds[std::size_t(rng.below(melds.size()))];
        bool ok = c.jokers <= jokersLeft;
        std::vector<int> need(52, 0);
        for (int f : c.faces) ok = ok && ++need[std::size_t(f)] <= left[std::size_t(f)];
        if (!ok) continue;
        for (int f : c.faces) {
            --left[std::size_t(f)];
            ++p.table[std::size_t(f / 13)][std::size_t(f % 13)];
        }
        jokersLeft -= c.jokers;
        p.tableJokers += c.jokers;
    }
    std::vector<int> faces;
    for (int f = 0; f < 52; ++f)
        if (avail[std::size_t(f)]) faces.push_back(f);
    if (rng.below(6) == 0) { // a stray table card: often no arrangement
        const int f = faces[std::size_t(rng.below(faces.size()))];
        if (left[std::size_t(f)] > 0) {
            --left[std::size_t(f)];
            ++p.table[std::size_t(f / 13)][std::size_t(f % 13)];
        }
    }
    const int handCards = 4 + int(rng.below(5));
    for (int i = 0; i < handCards; ++i) {
        const int f = faces[std::size_t(rng.below(faces.size()))];
        if (left[std::size_t(f)] == 0) continue;
        --left[std::size_t(f)];
        ++p.hand[std::size_t(f / 13)][std::size_t(f % 13)];
    }
    if (jokersLeft > 0 && rng.below(3) == 0) p.handJokers = 1;
    return p;
}

} // namespace

class TestManipulation : public QObject {
    Q_OBJECT

    TableManipulationSolver m_solver;

    void compareWithBruteForce(std::uint64_t seed, int instances, int maxCopies, int maxJokers = 3);
    void compareShaped(std::uint64_t seed, int instances, bool aceHighShoe);

  private slots:
    void handDrawn_data();
    void handDrawn();
    void aceHighOnlyWithTheRule();
    void minimumNaturals();
    void badInput();
    void bothRankOrders();
    void bruteForceOneDeck();
    void bruteForceSeveralDecks();
    void bruteForceManyJokers();
    void bruteForceAceHighShoe();
    void bruteForceThreeDecks();
    void threeDecks();
    void relaxation();
    void stateLimit();
};

void TestManipulation::handDrawn_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<bool>("count");
    QTest::addColumn<bool>("aceHigh");
    QTest::addColumn<int>("expected"); // -1: the table cannot be arranged

    // Benchmark instance 1 (manipulation-2deck.jsonl line 1): three runs from the hand.
    QTest::newRow("empty table") << ""
                                 << "4S 5S 6S 9S 6H 7H 8H JH AD 4D 5D 6D 8D 10D" << false << false << 51;
    // RULES.md 4.12 example 3: take 4D from 4D-7D and set it with 4H 4C.
    QTest::newRow("4.12.3 take for a set") << "4D 5D 6D 7D"
                                           << "4H 4C" << false << false << 8;
    QTest::newRow("4.12.3 split a run") << "6S 7S 8S 9S 10S"
                                        << "8S" << false << false << 8;
    QTest::newRow("4.12.3 ace high to low") << "JS QS KS AS"
                                            << "2S 3S" << false << true << 5;
    QTest::newRow("stray table cards") << "5H 7H"
                                       << "KC" << false << false << -1;
    QTest::newRow("table joker moves") << "5H 6H JK"
                                       << "7H 8H" << false << false << 15;
    QTest::newRow("hand joker counts") << ""
                                       << "5H 6H JK" << true << false << 3;
    QTest::newRow("hand joker worth 0") << ""
                                        << "5H 6H JK" << false << false << 11;
    QTest::newRow("set of four gives one") << "5S 5H 5D 5C"
                                           << "6H 7H" << false << false << 13;
    QTest::newRow("two copies") << "5H 6H 7H 5H 6H 7H"
                                << "8H 8H" << false << false << 16;
    QTest::newRow("count prefers more cards") << ""
                                              << "AS 2S 3S KD KH KC QC" << true << false << 6;
    QTest::newRow("value prefers kings") << "QS KS"
                                         << "JS KH KD 2C 3C 4C" << false << false << 20;
    QTest::newRow("K-A-2 never") << "KS AS 2S"
                                 << "" << false << true << -1;
    QTest::newRow("joker set and run") << "9S 9H JK"
                                       << "9D 10D JD" << false << false << 30;
    // Q-K-A with both table jokers: 10-J-Q-K-A, the jokers standing for 10 and J.
    QTest::newRow("Q-K-A with two jokers") << "QH KH JK JK"
                                           << "AH" << false << true << 1;
    // Two jokers a meld at most: the third hand card cannot join the jokers alone.
    QTest::newRow("two jokers a meld") << "JK JK JK JK"
                                       << "5C 9D" << false << true << 14;
}

void TestManipulation::handDrawn()
{
    QFETCH(QString, table);
    QFETCH(QString, hand);
    QFETCH(bool, count);
    QFETCH(bool, aceHigh);
    QFETCH(int, expected);
    auto p = makeProblem(table, hand, count);
    p.rules.aceHigh = aceHigh;
    const auto sol = m_solver.solve(p);
    QCOMPARE(sol.feasible, expected >= 0);
    if (expected < 0) return;
    QCOMPARE(sol.value, expected);
    QCOMPARE(QString::fromStdString(checkArrangement(p, sol)), QString());
    QCOMPARE(bruteForceOptimum(p), expected);
}

void TestManipulation::aceHighOnlyWithTheRule()
{
    auto p = makeProblem("QS KS AS", "", false);
    QVERIFY(!m_solver.solve(p).feasible);
    p.rules.aceHigh = true;
    const auto sol = m_solver.solve(p);
    QVERIFY(sol.feasible);
    QCOMPARE(sol.melds.size(), std::size_t(1));
    QCOMPARE(static_cast<int>(sol.melds[0].positions.back().rank), 14);
    // The second ace only fits as a high ace: A..10 and J-Q-K-A.
    p = makeProblem("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "AS", false);
    QCOMPARE(m_solver.solve(p).value, 0);
    p.rules.aceHigh = true;
    const auto both = m_solver.solve(p);
    QCOMPARE(both.value, 1);
    QCOMPARE(QString::fromStdString(checkArrangement(p, both)), QString());
}

void TestManipulation::minimumNaturals()
{
    // One natural and two jokers: fine with minNaturals 1 and jmax 2, not with two naturals.
    auto p = makeProblem("7C JK JK", "", false);
    QVERIFY(m_solver.solve(p).feasible);
    p.rules.minNaturals = 2;
    QVERIFY(!m_solver.solve(p).feasible);
    p.rules.minNaturals = 1;
    p.rules.jokersPerMeld = 1;
    QVERIFY(!m_solver.solve(p).feasible);
    // With the 8C from the hand: 7C JK 8C ... one joker each is impossible with three cards.
    p = makeProblem("7C JK JK", "8C 9C", false);
    p.rules.jokersPerMeld = 1;
    QVERIFY(!m_solver.solve(p).feasible);
    p = makeProblem("7C JK JK", "8C 9C 10C", false);
    p.rules.jokersPerMeld = 1;
    const auto sol = m_solver.solve(p);
    QVERIFY(sol.feasible);
    QCOMPARE(sol.value, 27);
    QCOMPARE(QString::fromStdString(checkArrangement(p, sol)), QString());
}

void TestManipulation::bothRankOrders()
{
    // Benchmark instance 135 (manipulation-2deck.jsonl, suits R B Y K as H S D C): its
    // relaxation promises 70.5, the optimum is 66, so the best-first search must refute 67..70; it
    // runs in both rank orders in turns (the second round's solver: about 93 000 states from aces
    // up, 4 600 from kings down), an answer of the K..A order mapped back to the real ranks.
    const QString table =
        QLatin1String("AH 2H 2H 3H 3H 4H 4H 5H 5H JH KH 3S 5S 6S 6S 7S 8S 8S 9S 10S JS AD 2D 3D 4D 5D 5D 7D 7D 8D "
                      "8D 9D 9D 10D 10D JD JD KD 2C 3C 3C 4C 4C 5C 5C 6C 6C 7C 7C 8C 8C 9C 10C 10C JC QC KC KC JK "
                      "JK");
    const QString hand = QLatin1String("6H 6H 9H 9H AS AS 2S 3S 4S JS 4D 6D AC QC");
    auto p = makeProblem(table, hand, false);
    const auto sol = m_solver.solve(p);
    QVERIFY(sol.feasible);
    QCOMPARE(sol.value, 66);
    QCOMPARE(QString::fromStdString(checkArrangement(p, sol)), QString());
    QVERIFY2(sol.states < 30000, qPrintable(QString::number(sol.states)));
    QCOMPARE(m_solver.solve(p, false).value, 66);
}

void TestManipulation::badInput()
{
    auto p = makeProblem("5H 5H 5H", "", false);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m_solver.solve(p));
    p = makeProblem("", "", false);
    p.rules.copies = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m_solver.solve(p));
    p.rules.copies = 2;
    QCOMPARE(m_solver.solve(p).feasible, true);
    QCOMPARE(m_solver.solve(p).value, 0);
}

void TestManipulation::compareWithBruteForce(std::uint64_t seed, int instances, int maxCopies, int maxJokers)
{
    Random rng(seed);
    int feasible = 0, placed = 0;
    for (int i = 0; i < instances; ++i) {
        const auto p = randomProblem(rng, maxCopies, maxJokers);
        const int expected = bruteForceOptimum(p);
        const auto sol = m_solver.solve(p);
        const std::string where = "instance " + std::to_string(i) + ": " + describe(p);
        QVERIFY2(sol.feasible == (expected >= 0), where.c_str());
        if (expected < 0) continue;
        ++feasible;
        placed += sol.value > 0 ? 1 : 0;
        QVERIFY2(sol.value == expected,
                 (where + " solver " + std::to_string(sol.value) + " brute force " + std::to_string(expected)).c_str());
        const auto problem = checkArrangement(p, sol);
        QVERIFY2(problem.empty(), (where + ": " + problem).c_str());
        QCOMPARE(m_solver.solve(p, false).value, expected);
        if (p.rules.aceLow && !p.rules.aceHigh) {
            // the premise of searching K..A too: the problem read with rank r as 14 - r has the
            // same optimum (A-2-3 becomes J-Q-K)
            ManipulationProblem m = p;
            for (std::size_t s = 0; s < 4; ++s)
                for (std::size_t r = 0; r < 13; ++r) {
                    m.table[s][r] = p.table[s][12 - r];
                    m.hand[s][r] = p.hand[s][12 - r];
                    m.value[s][r] = p.value[s][12 - r];
                }
            const auto ms = m_solver.solve(m);
            QVERIFY2(ms.feasible && ms.value == expected, (where + " mirrored").c_str());
            QVERIFY2(checkArrangement(m, ms).empty(), (where + " mirrored").c_str());
        }
    }
    // the generator must give both kinds of instance, and real choices
    QVERIFY(feasible > instances / 3);
    QVERIFY(feasible < instances);
    QVERIFY(placed > feasible / 3);
}

void TestManipulation::bruteForceOneDeck()
{
    compareWithBruteForce(11, 1500, 1);
}
void TestManipulation::bruteForceSeveralDecks()
{
    compareWithBruteForce(12, 1500, 3);
}
// 4 copies and up to 6 jokers: more jokers than one meld may hold, the relaxed bound's twin
// rules differ from the real ones
void TestManipulation::bruteForceManyJokers()
{
    compareWithBruteForce(13, 300, 4, 6);
}

/// Random instances of two shapes with their brute-force optimum; `beyondDives` counts those the
/// quick dives did not answer (the relaxation and, for some, the best-first search then ran).
void TestManipulation::compareShaped(std::uint64_t seed, int instances, bool aceHighShoe)
{
    Random rng(seed);
    int feasible = 0, placed = 0, beyondDives = 0;
    for (int i = 0; i < instances; ++i) {
        const auto p = shapedProblem(rng, aceHighShoe);
        const int expected = bruteForceOptimum(p);
        const auto sol = m_solver.solve(p);
        const std::string where = "instance " + std::to_string(i) + ": " + describe(p);
        QVERIFY2(sol.feasible == (expected >= 0), where.c_str());
        if (expected < 0) continue;
        ++feasible;
        placed += sol.value > 0 ? 1 : 0;
        beyondDives += sol.states > 600 ? 1 : 0; // (two quick dives of 300 states)
        QVERIFY2(sol.value == expected,
                 (where + " solver " + std::to_string(sol.value) + " brute force " + std::to_string(expected)).c_str());
        const auto problem = checkArrangement(p, sol);
        QVERIFY2(problem.empty(), (where + ": " + problem).c_str());
        QCOMPARE(m_solver.solve(p, false).value, expected);
    }
    QVERIFY(feasible > instances / 2);
    QVERIFY(feasible < instances);
    QVERIFY(placed > feasible / 2);
    QVERIFY2(beyondDives > instances / 4, qPrintable(QString::number(beyondDives)));
}

void TestManipulation::bruteForceAceHighShoe()
{
    compareShaped(15, 400, true);
}
void TestManipulation::bruteForceThreeDecks()
{
    compareShaped(16, 300, false);
}

void TestManipulation::threeDecks()
{
    // Three copies of a run and a table joker: every hand card fits (5-8 thrice, 4 and 9 at the
    // ends, the joker extending the third run): 3 * 8 + 4 + 9.
    auto p = makeProblem("5H 6H 7H 5H 6H 7H 5H 6H 7H JK", "8H 8H 8H 4H 9H", false);
    p.rules.copies = 3;
    const auto sol = m_solver.solve(p);
    QCOMPARE(sol.value, 37);
    QCOMPARE(QString::fromStdString(checkArrangement(p, sol)), QString());
    QCOMPARE(bruteForceOptimum(p), 37);
    // A fourth copy is more than three decks hold
    p.hand[1][4] = 1; // (4H: engine suit 1 is hearts)
    p.table[1][4] = 3;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m_solver.solve(p));
}

void TestManipulation::relaxation()
{
    // The linear relaxation of benchmark instance 135 (as in bothRankOrders): its optimum is
    // 70.5 (HiGHS agrees, benchmarks/manipulation_ilp.py), above the true optimum 66, and the
    // bound in whole numbers from its duals is 70.
    const QString table =
        QLatin1String("AH 2H 2H 3H 3H 4H 4H 5H 5H JH KH 3S 5S 6S 6S 7S 8S 8S 9S 10S JS AD 2D 3D 4D 5D 5D 7D 7D 8D "
                      "8D 9D 9D 10D 10D JD JD KD 2C 3C 3C 4C 4C 5C 5C 6C 6C 7C 7C 8C 8C 9C 10C 10C JC QC KC KC JK "
                      "JK");
    const QString hand = QLatin1String("6H 6H 9H 9H AS AS 2S 3S 4S JS 4D 6D AC QC");
    auto p = makeProblem(table, hand, false);
    detail::BoundedSimplex lp;
    detail::ManipulationRelaxation relax;
    detail::solveRelaxation(p, lp, relax);
    QVERIFY(relax.solved);
    QVERIFY2(std::abs(relax.rootValue - 70.5) < 1e-6, qPrintable(QString::number(relax.rootValue)));
    QCOMPARE(relax.upperBound, 70);
    ManipulationSolution sol;
    if (detail::arrangementOf(p, relax, sol)) { // (diving may stop short of whole counts)
        QCOMPARE(QString::fromStdString(checkArrangement(p, sol)), QString());
        QVERIFY(sol.value <= 66);
    }
    // RULES.md 4.12 example 3: the relaxation is whole, its arrangement is the optimum (8)
    p = makeProblem("4D 5D 6D 7D", "4H 4C", false);
    detail::solveRelaxation(p, lp, relax);
    QVERIFY(relax.integral);
    QCOMPARE(relax.upperBound, 8);
    QVERIFY(detail::arrangementOf(p, relax, sol));
    QCOMPARE(sol.value, 8);
    QCOMPARE(QString::fromStdString(checkArrangement(p, sol)), QString());
    // an infeasible table: no relaxation either
    const auto stray = makeProblem("5H 7H", "KC", false);
    detail::solveRelaxation(stray, lp, relax);
    QVERIFY(!relax.solved);
}

void TestManipulation::stateLimit()
{
    // with a state limit the solver gives up or answers exactly, never a wrong arrangement
    Random rng(14);
    int aborted = 0, answered = 0;
    for (int i = 0; i < 300; ++i) {
        const auto p = randomProblem(rng, 3);
        const int expected = bruteForceOptimum(p);
        for (const long long limit : {1LL, 20LL, 200LL}) {
            const auto sol = m_solver.solve(p, true, limit);
            const std::string where =
                "instance " + std::to_string(i) + " limit " + std::to_string(limit) + ": " + describe(p);
            if (sol.aborted) {
                QVERIFY2(!sol.feasible, where.c_str());
                ++aborted;
                continue;
            }
            ++answered;
            QVERIFY2(sol.feasible == (expected >= 0), where.c_str());
            if (expected >= 0) {
                QVERIFY2(sol.value == expected, where.c_str());
                QVERIFY2(checkArrangement(p, sol).empty(), where.c_str());
            }
        }
    }
    QVERIFY(aborted > 0);
    QVERIFY(answered > 0);
}

QTEST_APPLESS_MAIN(TestManipulation)
#include "tst_manipulation.moc"
