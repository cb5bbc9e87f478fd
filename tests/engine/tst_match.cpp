// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Matches (RULES.md 2.2 and 3.2 dealer rotation; 2.9 and 3.9 match end; 3.12.7). Rounds are played
// to their end by two simple drivers: "exhaust" (draw from the stock and throw the drawn card away
// until the stock runs out, so nobody goes out) and "greedy" (meld what the hand holds, lay off
// what fits, discard; rummy rounds then end with a winner).

#include "TestRound.h"
#include "TestRules.h"

#include "engine/Match.h"

#include <QtTest/QtTest>

#include <map>
#include <numeric>

using namespace remi;
using namespace remitest;

namespace {

RuleSet with(const char *variant, const char *options)
{
    QString error;
    std::optional<RuleSet> r = rulesWith(QString::fromLatin1(variant), QString::fromLatin1(options), &error);
    if (!r) qFatal("bad test options: %s", qPrintable(error));
    return *r;
}

/// Discards the first card of the current seat's hand that the engine accepts.
bool discardSomething(Round &r)
{
    const int seat = r.currentSeat();
    const std::vector<Card> hand = r.hand(seat);
    for (const Card &c : hand)
        if (r.apply(Action::discard(seat, c.id)) == Reason::Ok) return true;
    return false;
}

/// Sets of 3–4 and runs of 3 among the natural cards of `hand` (rummy: ace low).
std::vector<std::vector<CardId>> simpleMelds(const std::vector<Card> &hand)
{
    std::vector<std::vector<CardId>> out;
    std::map<int, std::vector<CardId>> byRank;
    std::map<std::pair<int, int>, CardId> face;
    for (const Card &c : hand) {
        if (c.isJoker()) continue;
        if (!face.count({int(c.suit), c.rank})) byRank[c.rank].push_back(c.id);
        face[{int(c.suit), c.rank}] = c.id;
    }
    for (const auto &[rank, ids] : byRank)
        if (ids.size() >= 3) out.push_back(ids);
    for (const auto &[key, id] : face)
        if (face.count({key.first, key.second + 1}) && face.count({key.first, key.second + 2}))
            out.push_back({id, face[{key.first, key.second + 1}], face[{key.first, key.second + 2}]});
    return out;
}

/// Plays the round to its end; false (and a message) if it takes more than 5000 actions or stalls.
bool playRound(Round &r, bool greedy, QString *why)
{
    for (int actions = 0; actions < 5000 && !r.isOver(); ++actions) {
        const int seat = r.currentSeat();
        if (r.phase() == Phase::Draw) {
            if (r.apply(Action::draw(seat)) != Reason::Ok) break;
            continue;
        }
        if (greedy) {
            for (const auto &m : simpleMelds(r.hand(seat)))
                if (!r.isOver()) r.apply(Action::meld(seat, {m}));
            for (std::size_t t = 0; t < r.table().size() && !r.isOver(); ++t)
                for (const Card &c : std::vector<Card>(r.hand(seat)))
                    if (!r.isOver()) r.apply(Action::layOff(seat, c.id, int(t)));
            if (r.isOver()) break;
        }
        if (!discardSomething(r)) break;
        if (!r.cardsConserved()) {
            *why = QStringLiteral("cards not conserved");
            return false;
        }
    }
    if (!r.isOver()) *why = QStringLiteral("the round did not end");
    return r.isOver();
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT

  private slots:
    void onceAroundLowestWins_data();
    void onceAroundLowestWins();
    void twiceAround();
    void rummyTargetStopsAtFirstTotal_data();
    void rummyTargetStopsAtFirstTotal();
    void rummyDealsSharesEqualLeaders();
    void rummyWinnerDeals();
    void eliminationAtTarget_data();
    void eliminationAtTarget();
    void replaceRound();
    void follow();
};

// RULES.md 3.2 and 3.9: as many rounds as players, each seat deals once (the round's first player
// deals the next); the lowest total wins, equal lowest totals share. notOpenedAddsHand makes the
// totals differ (100 + hand value each round, nobody opens with the "exhaust" driver).
void TestMatch::onceAroundLowestWins_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("options");
    for (int p = 2; p <= 6; ++p) {
        QTest::addRow("%d players, hand values", p) << p << "notOpenedAddsHand=true";
        QTest::addRow("%d players, flat 100", p) << p << "";
    }
}

void TestMatch::onceAroundLowestWins()
{
    QFETCH(int, players);
    QFETCH(QString, options);
    Match m(with("remi51", qPrintable(options)), players, 1000 + std::uint64_t(players));
    QVERIFY(m.dealer() >= 0 && m.dealer() < players);
    std::vector<int> dealers, totals(std::size_t(players), 0);
    QString why;
    for (int round = 1; round <= players; ++round) {
        QVERIFY(!m.isOver());
        QCOMPARE(m.roundNumber(), round);
        dealers.push_back(m.dealer());
        QCOMPARE(m.round().dealer(), m.dealer()); // no eliminations: round seats are match seats
        QVERIFY2(playRound(m.round(), false, &why), qPrintable(why));
        const std::vector<int> scores = m.round().result().scores();
        QVERIFY(m.settleRound());
        QVERIFY(!m.settleRound()); // once per round
        for (int s = 0; s < players; ++s) totals[std::size_t(s)] += scores[std::size_t(s)];
        QCOMPARE(m.history().back(), scores);
        QCOMPARE(m.totals(), totals);
        if (round < players) QVERIFY(m.startNextRound());
    }
    QVERIFY(m.isOver());
    QVERIFY(!m.startNextRound());
    QCOMPARE(int(m.history().size()), players);
    for (int k = 1; k < players; ++k) QCOMPARE(dealers[std::size_t(k)], (dealers[std::size_t(k - 1)] + 1) % players);
    const int lowest = *std::min_element(totals.begin(), totals.end());
    std::vector<int> expected;
    for (int s = 0; s < players; ++s)
        if (totals[std::size_t(s)] == lowest) expected.push_back(s);
    QCOMPARE(m.winners(), expected);
    if (options.isEmpty()) QCOMPARE(int(m.winners().size()), players); // all 100 × n: shared
}

// RULES.md 3.9 twiceAround: twice as many rounds as players.
void TestMatch::twiceAround()
{
    Match m(with("remi51", "matchEnd=twiceAround"), 3, 77);
    QString why;
    int rounds = 0;
    while (!m.isOver()) {
        QVERIFY2(playRound(m.round(), false, &why), qPrintable(why));
        QVERIFY(m.settleRound());
        ++rounds;
        if (!m.isOver()) QVERIFY(m.startNextRound());
        QVERIFY(rounds <= 6);
    }
    QCOMPARE(rounds, 6);
    QCOMPARE(m.totals(), (std::vector<int>{600, 600, 600}));
    QCOMPARE(m.winners(), (std::vector<int>{0, 1, 2}));
}

// RULES.md 2.9 and 2.13: matchEnd = target stops at the first total ≥ targetScore; only one player
// scores in a round, so that player alone wins.
void TestMatch::rummyTargetStopsAtFirstTotal_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("target");
    QTest::newRow("2 players 150") << 2 << 150;
    QTest::newRow("3 players 150") << 3 << 150;
    QTest::newRow("4 players 100") << 4 << 100;
    QTest::newRow("6 players 250") << 6 << 250;
}

void TestMatch::rummyTargetStopsAtFirstTotal()
{
    QFETCH(int, players);
    QFETCH(int, target);
    const std::string options = "targetScore=" + std::to_string(target);
    Match m(with("rummy", options.c_str()), players, 4242 + std::uint64_t(players));
    QString why;
    std::vector<int> totals(std::size_t(players), 0);
    for (int round = 1; round <= 200; ++round) {
        const int dealer = m.dealer();
        QVERIFY2(playRound(m.round(), true, &why), qPrintable(why));
        const std::vector<int> scores = m.round().result().scores();
        QVERIFY(std::count_if(scores.begin(), scores.end(), [](int s) { return s != 0; }) <= 1); // 2.8
        QVERIFY(m.settleRound());
        for (int s = 0; s < players; ++s) totals[std::size_t(s)] += scores[std::size_t(s)];
        QCOMPARE(m.totals(), totals);
        const int best = int(std::max_element(totals.begin(), totals.end()) - totals.begin());
        QCOMPARE(m.isOver(), totals[std::size_t(best)] >= target);
        if (m.isOver()) {
            QCOMPARE(m.winners(), (std::vector<int>{best}));
            QVERIFY(!m.startNextRound());
            return;
        }
        QVERIFY(m.winners().empty());
        QVERIFY(m.startNextRound());
        QCOMPARE(m.dealer(), (dealer + 1) % players); // 2.2: the deal passes left
    }
    QFAIL("no total reached the target in 200 rounds");
}

// RULES.md 2.9: matchEnd = deals ends after dealCount rounds; equal highest totals share.
void TestMatch::rummyDealsSharesEqualLeaders()
{
    Match none(with("rummy", "matchEnd=deals,dealCount=2"), 3, 5);
    QString why;
    for (int round = 1; round <= 2; ++round) {
        QVERIFY2(playRound(none.round(), false, &why), qPrintable(why)); // nobody goes out: all 0
        QVERIFY(none.settleRound());
        QCOMPARE(none.isOver(), round == 2);
        if (round == 1) QVERIFY(none.startNextRound());
    }
    QCOMPARE(none.totals(), (std::vector<int>{0, 0, 0}));
    QCOMPARE(none.winners(), (std::vector<int>{0, 1, 2}));

    Match one(with("rummy", "matchEnd=deals,dealCount=1"), 4, 6);
    QVERIFY2(playRound(one.round(), true, &why), qPrintable(why));
    QVERIFY(one.settleRound());
    QVERIFY(one.isOver());
    const int winner = one.round().result().winner;
    QVERIFY(winner >= 0);
    QCOMPARE(one.winners(), (std::vector<int>{winner}));
}

// RULES.md 2.2 / 2.11 dealerRotation = winner: the player who went out deals next; after a round
// with no winner the deal passes left.
void TestMatch::rummyWinnerDeals()
{
    Match m(with("rummy", "dealerRotation=winner,targetScore=500"), 4, 99);
    QString why;
    for (int round = 0; round < 6 && !m.isOver(); ++round) {
        const int dealer = m.dealer();
        QVERIFY2(playRound(m.round(), round % 3 != 2, &why), qPrintable(why));
        const int winner = m.round().result().winner;
        QVERIFY(m.settleRound());
        if (m.isOver()) break;
        QVERIFY(m.startNextRound());
        QCOMPARE(m.dealer(), winner >= 0 ? winner : (dealer + 1) % 4);
    }
}

// RULES.md 3.9 elimination: after each round a player whose total reaches targetScore is out; the
// deal skips eliminated seats; the last player left wins, or, if all remaining players go out in
// the same round, the lowest total among them (ties share).
void TestMatch::eliminationAtTarget_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("target");
    QTest::addColumn<quint64>("seed");
    for (int p = 2; p <= 6; ++p)
        for (int target : {101, 250, 420})
            QTest::addRow("%d players, target %d", p, target) << p << target << quint64(p * 31 + target);
}

void TestMatch::eliminationAtTarget()
{
    QFETCH(int, players);
    QFETCH(int, target);
    QFETCH(quint64, seed);
    const std::string options = "matchEnd=elimination,notOpenedAddsHand=true,targetScore=" + std::to_string(target);
    Match m(with("remi51", options.c_str()), players, seed);
    std::vector<bool> out(std::size_t(players), false);
    QString why;
    for (int round = 1; round <= 50; ++round) {
        const int active = int(std::count(out.begin(), out.end(), false));
        QCOMPARE(m.round().players(), active); // the deal skips eliminated seats
        QVERIFY(!out[std::size_t(m.dealer())]);
        for (int rs = 0; rs < active; ++rs) QVERIFY(!out[std::size_t(m.matchSeat(rs))]);
        QVERIFY2(playRound(m.round(), false, &why), qPrintable(why));
        QVERIFY(m.settleRound());
        std::vector<int> outNow, left;
        for (int s = 0; s < players; ++s) {
            if (out[std::size_t(s)]) continue;
            if (m.totals()[std::size_t(s)] >= target) outNow.push_back(s);
            else left.push_back(s);
        }
        for (int s : outNow) out[std::size_t(s)] = true;
        QCOMPARE(m.eliminated(), out);
        if (left.size() > 1) {
            QVERIFY(!m.isOver());
            QVERIFY(m.startNextRound());
            continue;
        }
        QVERIFY(m.isOver());
        if (left.size() == 1) {
            QCOMPARE(m.winners(), left);
        } else {
            int lowest = m.totals()[std::size_t(outNow.front())];
            for (int s : outNow) lowest = std::min(lowest, m.totals()[std::size_t(s)]);
            std::vector<int> expected;
            for (int s : outNow)
                if (m.totals()[std::size_t(s)] == lowest) expected.push_back(s);
            QCOMPARE(m.winners(), expected);
        }
        return;
    }
    QFAIL("the match did not end in 50 rounds");
}

QTEST_GUILESS_MAIN(TestMatch)
void TestMatch::replaceRound()
{
    // A prepared position replaces the round in play; another seat count is refused.
    const remi::RuleSet rules = *remi::presetRules("rummy");
    remi::Match match(rules, 2, 5);
    const remitest::DealText text{
        {"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H"}, "KD KC", "QC", ""};
    auto round = remi::Round::fromDeal(match.rules(), 2, 0, remitest::makeDeal(match.rules(), text));
    QVERIFY(round);
    QVERIFY(match.replaceRound(*round));
    QCOMPARE(match.round().state(), round->state());
    QCOMPARE(match.roundNumber(), 1);
    const remitest::DealText three{{"AS 2S 3S", "AH 2H 3H", "AD 2D 3D"}, "KD KC", "QC", ""};
    remi::RuleSet forThree = rules.forPlayers(3);
    auto other = remi::Round::fromDeal(forThree, 3, 0, remitest::makeDeal(forThree, three));
    QVERIFY(other);
    QVERIFY(!match.replaceRound(*other));
    QCOMPARE(match.round().state(), round->state());
}

void TestMatch::follow()
{
    // Issue 39: a followed match (a network table) shows the reported standing as it is, round seats
    // mapped to match seats (remi51 after an elimination: match seats 0, 2, 3 play on).
    const remi::RuleSet rules = *remi::presetRules("remi51");
    remi::Match match(rules, 4, 9);
    const remi::RuleSet forThree = rules.forPlayers(3);
    remi::Random rng(3);
    const remi::Round three = remi::Round::deal(forThree, 3, 1, rng);
    remi::Match::Followed f;
    f.seatMap = {0, 2, 3};
    f.history = {{10, 120, 30, 0}, {5, 80, 0, 40}};
    f.totals = {15, 200, 30, 40};
    QVERIFY(match.follow(three, f));
    QCOMPARE(match.round().state(), three.state());
    QCOMPARE(match.matchSeat(1), 2);
    QCOMPARE(match.roundNumber(), 3);
    QCOMPARE(match.totals(), (std::vector<int>{15, 200, 30, 40}));
    QCOMPARE(match.eliminated(), (std::vector<bool>{false, true, false, false}));
    QCOMPARE(match.dealer(), 2);
    QVERIFY(!match.isOver());
    f.history.push_back({0, 0, 60, 10});
    f.totals = {15, 200, 90, 50};
    f.settled = true;
    f.over = true;
    f.winners = {0};
    QVERIFY(match.follow(three, f));
    QCOMPARE(match.roundNumber(), 3); // the third round, settled
    QVERIFY(match.isOver());
    QCOMPARE(match.winners(), std::vector<int>{0});
    // A seat map that does not fit the round, or totals of another match, change nothing.
    remi::Match::Followed wrong = f;
    wrong.seatMap = {0, 1};
    QVERIFY(!match.follow(three, wrong));
    wrong = f;
    wrong.totals = {1, 2};
    QVERIFY(!match.follow(three, wrong));
    QCOMPARE(match.totals(), (std::vector<int>{15, 200, 90, 50}));
}

#include "tst_match.moc"
