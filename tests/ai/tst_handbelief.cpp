// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The expert's reading of the other hands (src/ai/bots/HandBelief.h): which cards a believed hand
// admits, which seats the table says something about, determinizations that follow the belief,
// and fair play while reading.

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/bots/HandBelief.h"
#include "ai/bots/SearchWorld.h"

#include "PartitionBruteForce.h"
#include "SameChoice.h"

#include "engine/Meld.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <QtTest>

#include <algorithm>

using namespace remi;
using namespace remi::ai;
using namespace remi::ai::bot;
using remi::ai::partitiontest::hand;

namespace {

Meld meldOf(const std::vector<Card> &cards, const RuleSet &r, int owner)
{
    std::optional<Meld> m = validateMeld(cards, r, r.jokerLimit);
    if (!m) throw std::invalid_argument("not a meld in test");
    m->owner = owner;
    return *m;
}

/// Does any three of `cards` form a combination (in any order)?
bool holdsCombination(const std::vector<Card> &cards, const RuleSet &r)
{
    for (std::size_t i = 0; i < cards.size(); ++i)
        for (std::size_t j = i + 1; j < cards.size(); ++j)
            for (std::size_t k = j + 1; k < cards.size(); ++k) {
                std::vector<Card> three{cards[i], cards[j], cards[k]};
                std::sort(three.begin(), three.end(), [](const Card &a, const Card &b) { return a.id < b.id; });
                do {
                    if (validateMeld(three, r, r.jokerLimit)) return true;
                } while (std::next_permutation(three.begin(), three.end(),
                                               [](const Card &a, const Card &b) { return a.id < b.id; }));
            }
    return false;
}

bool holdsFittingNatural(const std::vector<Card> &cards, const std::vector<Meld> &table, const RuleSet &r)
{
    return std::any_of(cards.begin(), cards.end(), [&](const Card &c) {
        return !c.isJoker() && std::any_of(table.begin(), table.end(),
                                           [&](const Meld &m) { return cardFitsMeld(m, c, r, r.jokerLimit); });
    });
}

/// A two-seat remi51 view of seat 0 in the draw phase of turn `turnIndex`, seat 1 holding 6 cards.
PlayerView viewAt(int turnIndex, std::vector<bool> opened, std::vector<Meld> table)
{
    PlayerView v;
    v.seat = 0;
    v.players = 2;
    v.current = 0;
    v.dealer = 1;
    v.turnIndex = turnIndex;
    v.handSizes = {8, 6};
    v.opened = std::move(opened);
    v.table = std::move(table);
    return v;
}

/// Plays a remi51 round between two normal bots from `seed` until seat 0 is to draw while seat 1
/// has been open since before its last turn and holds `minCards` or more; every view of seat 0 at
/// its turns' starts goes to `seen` (the history an expert of seat 0 would have read).
std::optional<Round> openedOpponent(const RuleSet &r, std::uint64_t seed, int minCards,
                                    std::vector<PlayerView> *seen = nullptr)
{
    auto normal = makeComputerPlayer(BotLevel::Normal);
    Random rng(seed);
    Round round = Round::deal(r, 2, 1, rng);
    bool openedEarlier = false;
    for (int t = 0; t < 80 && !round.isOver(); ++t) {
        if (round.currentSeat() == 0 && round.phase() == Phase::Draw) {
            const PlayerView v = makePlayerView(round, 0);
            if (seen) seen->push_back(v);
            if (openedEarlier && v.handSizes[1] >= minCards) return round;
            openedEarlier = v.opened[1];
        }
        playTurn(round, *normal, seed * 1000 + static_cast<std::uint64_t>(t));
    }
    return std::nullopt;
}

} // namespace

class TestHandBelief : public QObject {
    Q_OBJECT

  private slots:
    void admitsNoCombination_data();
    void admitsNoCombination();
    void admitsNoFit_data();
    void admitsNoFit();
    void beliefsFollowTheTable();
    void beliefsOnlyWhereTheRulesSaySo();
    void determinizationsFollowTheBelief();
    void fairPlayWhileReading();
};

void TestHandBelief::admitsNoCombination_data()
{
    // The hand's cards, then the card dealt to it (the last one): is it admitted?
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("admitted");
    QTest::newRow("run 7-8-9") << "7S 8S 9S" << false;
    QTest::newRow("7-8 and a ten") << "7S 8S 10S" << true;
    QTest::newRow("the gap 7-_-9") << "7S 9S 8S" << false;
    QTest::newRow("set of sevens") << "7S 7H 7D" << false;
    QTest::newRow("two sevens of spades") << "7S 7H 7S" << true;
    QTest::newRow("Q-K-A") << "QS KS AS" << false;
    QTest::newRow("K-A-2 is no run (3.4)") << "KS AS 2S" << true;
    QTest::newRow("A-2-3") << "AS 2S 3S" << false;
    QTest::newRow("joker ends 7-8") << "7S 8S JK" << false;
    QTest::newRow("joker beside unrelated cards") << "7S KH JK" << true;
    QTest::newRow("9 beside 7 and a joker") << "7S JK 9S" << false;
    QTest::newRow("a seven beside a seven and a joker") << "JK 7S 7H" << false;
    QTest::newRow("two jokers and a card (3.4: jokers <= naturals)") << "JK JK 5S" << true;
    QTest::newRow("other suits") << "7S 8H 9D" << true;
}

void TestHandBelief::admitsNoCombination()
{
    // RULES.md 1.3, 3.4: an opened seat would have melded any combination of three of its cards.
    QFETCH(QString, cards);
    QFETCH(bool, admitted);
    const RuleSet r = remi51Rules();
    std::vector<Card> h = hand(cards.toStdString());
    const Card c = h.back();
    h.pop_back();
    HandBelief b;
    QVERIFY(!b.active());
    QVERIFY(b.admits(c, h, r));
    b.noCombination = true;
    QVERIFY(b.active());
    QCOMPARE(b.admits(c, h, r), admitted);
}

void TestHandBelief::admitsNoFit_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<bool>("admitted");
    QTest::newRow("7H above 4H-6H") << "7H" << false;
    QTest::newRow("3H below 4H-6H") << "3H" << false;
    QTest::newRow("8H: not next to 4H-6H") << "8H" << true;
    QTest::newRow("6S") << "6S" << true;
    QTest::newRow("8C to the eights") << "8C" << false;
    QTest::newRow("8S: the set has one") << "8S" << true;
    QTest::newRow("a joker is never excluded by the table") << "JK" << true;
}

void TestHandBelief::admitsNoFit()
{
    // RULES.md 3.5: an opened seat would have laid off any natural card that fits the table.
    QFETCH(QString, card);
    QFETCH(bool, admitted);
    const RuleSet r = remi51Rules();
    const std::vector<Card> cards = hand("4H 5H 6H 8S 8H 8D " + card.toStdString());
    HandBelief b;
    b.noFit = {meldOf({cards[0], cards[1], cards[2]}, r, 1), meldOf({cards[3], cards[4], cards[5]}, r, 0)};
    QVERIFY(b.active());
    QCOMPARE(b.admits(cards[6], {}, r), admitted);
}

void TestHandBelief::beliefsFollowTheTable()
{
    const RuleSet r = remi51Rules();
    const std::vector<Card> c = hand("4H 5H 6H 8S 8H 8D QC QD QS");
    const Meld theirs = meldOf({c[0], c[1], c[2]}, r, 1), mine = meldOf({c[3], c[4], c[5]}, r, 0),
               mineLater = meldOf({c[6], c[7], c[8]}, r, 0);
    HandReader reader;
    // Turn 2: seat 1 has not opened: nothing is believed about its hand.
    PlayerView v = viewAt(2, {true, false}, {mine});
    reader.observe(v);
    std::vector<HandBelief> b = reader.beliefs(v, r);
    QCOMPARE(b.size(), std::size_t(2));
    QVERIFY(!b[0].active());
    QVERIFY(!b[1].active());
    // Turn 4: seat 1 opened in turn 3. With strictHand (3.7) it could lay off onto its own melds
    // only, so only those say what it does not hold.
    v = viewAt(4, {true, true}, {mine, theirs});
    reader.observe(v);
    b = reader.beliefs(v, r);
    QVERIFY(b[1].noCombination);
    QCOMPARE(b[1].noFit.size(), std::size_t(1));
    QCOMPARE(b[1].noFit[0], theirs);
    // Turn 6: it was open at the start of turn 5: every meld counts, as the table was when this
    // turn began; a meld this seat lays later in the turn does not.
    v = viewAt(6, {true, true}, {mine, theirs});
    reader.observe(v);
    v.phase = Phase::Play;
    v.table.push_back(mineLater);
    reader.observe(v);
    b = reader.beliefs(v, r);
    QCOMPARE(b[1].noFit.size(), std::size_t(2));
    QCOMPARE(b[1].noFit[0], mine);
    QCOMPARE(b[1].noFit[1], theirs);
    QVERIFY(!b[0].active());
    // With two cards it may have had to keep a fitting one (the closing card must not fit, 3.7).
    v.handSizes = {8, 2};
    QVERIFY(!reader.beliefs(v, r)[1].active());
    // A new round (turn 0 again): what was open in the last round says nothing.
    v = viewAt(0, {true, true}, {mine, theirs});
    reader.observe(v);
    b = reader.beliefs(v, r);
    QCOMPARE(b[1].noFit.size(), std::size_t(1));
}

void TestHandBelief::beliefsOnlyWhereTheRulesSaySo()
{
    const RuleSet r51 = remi51Rules();
    const std::vector<Card> c = hand("4H 5H 6H 8S 8H 8D");
    const Meld theirs = meldOf({c[0], c[1], c[2]}, r51, 1), other = meldOf({c[3], c[4], c[5]}, r51, 2);
    // remi_indonesia melds only to close (5.3): nothing is read from the table.
    {
        const RuleSet r = remiIndonesiaRules();
        HandReader reader;
        PlayerView v = viewAt(4, {true, true}, {theirs});
        reader.observe(v);
        QVERIFY(!reader.beliefs(v, r)[1].active());
    }
    // rummy has no opening (2.6): every seat melds from its first turn, onto every meld.
    {
        const RuleSet r = rummyRules();
        HandReader reader;
        PlayerView v = viewAt(1, {false, false}, {theirs});
        reader.observe(v);
        const std::vector<HandBelief> b = reader.beliefs(v, r);
        QVERIFY(b[1].noCombination);
        QCOMPARE(b[1].noFit.size(), std::size_t(1));
    }
    // Three seats: the table is as the seat just before (2) left it, not as seat 1 left it.
    {
        HandReader reader;
        PlayerView v = viewAt(3, {true, true, true}, {theirs, other});
        v.players = 3;
        v.handSizes = {8, 6, 6};
        reader.observe(v);
        v.turnIndex = 6;
        reader.observe(v);
        const std::vector<HandBelief> b = reader.beliefs(v, r51);
        QVERIFY(b[1].noCombination);
        QVERIFY(b[1].noFit.empty());
        QVERIFY(b[2].noCombination);
        QCOMPARE(b[2].noFit.size(), std::size_t(2));
    }
}

void TestHandBelief::determinizationsFollowTheBelief()
{
    // A remi51 round where the opponent opened turns ago: uniform deals give it combinations and
    // cards that fit the table; deals under the belief never do, and every hidden card is still
    // dealt (hand sizes and the stock as the view says).
    const RuleSet r = remi51Rules();
    int positions = 0, uniformBreaks = 0, believedBreaks = 0;
    for (std::uint64_t seed = 1; seed <= 12 && positions < 3; ++seed) {
        std::vector<PlayerView> seen;
        const std::optional<Round> round = openedOpponent(r, seed, 6, &seen);
        if (!round) continue;
        ++positions;
        HandReader reader;
        for (const PlayerView &v : seen) reader.observe(v);
        const PlayerView &v = seen.back();
        const std::vector<HandBelief> beliefs = reader.beliefs(v, r);
        QVERIFY(beliefs[1].noCombination);
        QVERIFY(!beliefs[1].noFit.empty());
        const WorldSampler uniform(v, r), believed(v, r, &beliefs);
        QVERIFY(uniform.consistent && believed.consistent);
        Random rng(seed);
        for (int i = 0; i < 40; ++i) {
            const std::optional<Round> a = uniform.sample(rng), b = believed.sample(rng);
            QVERIFY(a && b);
            if (holdsCombination(a->hand(1), r) || holdsFittingNatural(a->hand(1), v.table, r)) ++uniformBreaks;
            if (holdsCombination(b->hand(1), r) || holdsFittingNatural(b->hand(1), v.table, r)) ++believedBreaks;
            QCOMPARE(static_cast<int>(b->hand(1).size()), v.handSizes[1]);
            QCOMPARE(static_cast<int>(b->state().stock.size()), v.stockSize);
            QCOMPARE(b->hand(0), v.hand);
        }
    }
    qInfo("%d of 120 uniform deals break the belief", uniformBreaks);
    QCOMPARE(positions, 3);
    QVERIFY2(uniformBreaks > 20, qPrintable(QString::number(uniformBreaks)));
    QCOMPARE(believedBreaks, 0);
}

void TestHandBelief::fairPlayWhileReading()
{
    // The expert reads only its views: with the same history of views, scrambling the opponent's
    // unseen cards and the stock below its top card changes none of its actions in the next turn.
    const RuleSet r = remi51Rules();
    ExpertConfig config;
    config.budgetMs = 0;
    config.maxSamples = 8;
    QVERIFY(config.readsHandsFor(r));
    int compared = 0, positions = 0;
    for (std::uint64_t seed = 1; seed <= 20 && positions < 5; ++seed) {
        std::vector<PlayerView> seen;
        const std::optional<Round> found = openedOpponent(r, seed, 4, &seen);
        if (!found) continue;
        ++positions;
        Round ra = *found;
        std::optional<Round> rb = scrambleHidden(r, ra, 0, seed * 31);
        QVERIFY(rb);
        QVERIFY(ra.hand(1) != rb->hand(1));
        auto botA = makeComputerPlayer(BotLevel::Expert, {}, config);
        auto botB = makeComputerPlayer(BotLevel::Expert, {}, config);
        // The same history: every earlier turn's first view (their answers are not played).
        for (std::size_t i = 0; i + 1 < seen.size(); ++i) {
            botA->nextAction(seen[i], r, i);
            botB->nextAction(seen[i], r, i);
        }
        for (int step = 0; step < 40 && !ra.isOver() && ra.currentSeat() == 0; ++step) {
            const PlayerView va = makePlayerView(ra, 0), vb = makePlayerView(*rb, 0);
            const std::uint64_t s = seed * 1000 + static_cast<std::uint64_t>(step);
            const Action x = botA->nextAction(va, r, s), y = botB->nextAction(vb, r, s);
            compareChoices(x, y);
            if (QTest::currentTestFailed()) return;
            ++compared;
            if (ra.apply(x) != Reason::Ok || rb->apply(y) != Reason::Ok) break;
        }
    }
    qInfo("%d actions compared", compared);
    QCOMPARE(positions, 5);
    QVERIFY2(compared >= 10, qPrintable(QString::number(compared)));
}

QTEST_GUILESS_MAIN(TestHandBelief)
#include "tst_handbelief.moc"
