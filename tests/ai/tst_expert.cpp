// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The expert computer player (src/ai/bots/ExpertSearch.h): fair play through a whole turn, cancellation,
// whole matches against the other levels.

#include "ai/bots/BotDriver.h"
#include "ai/bots/BotMatch.h"
#include "ai/bots/BotPolicy.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/bots/SearchWorld.h"

#include "PartitionBruteForce.h"
#include "SameChoice.h"

#include "engine/Match.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

using namespace remi;
using namespace remi::ai;

namespace {

RuleSet preset(const char *name, int players)
{
    return presetRules(name)->forPlayers(players);
}

DealSpec specOf(const Round &round)
{
    DealSpec spec;
    for (int s = 0; s < round.players(); ++s) spec.hands.push_back(round.hand(s));
    const auto &stock = round.state().stock; // back() = top; DealSpec wants the top first
    spec.stock.assign(stock.rbegin(), stock.rend());
    for (const PileCard &pc : round.pile()) spec.discard.push_back(pc.card);
    spec.cut = round.cutCard();
    return spec;
}

/// A copy of `spec` in which the other seats' cards and the stock below its top card are
/// shuffled together (sizes kept): what the seat to move sees, and the card it draws, stay.
DealSpec scrambleHidden(const DealSpec &spec, int seat, std::uint64_t seed)
{
    DealSpec out = spec;
    std::vector<Card> pool;
    for (std::size_t s = 0; s < out.hands.size(); ++s)
        if (static_cast<int>(s) != seat) pool.insert(pool.end(), out.hands[s].begin(), out.hands[s].end());
    if (out.stock.size() > 1) pool.insert(pool.end(), out.stock.begin() + 1, out.stock.end());
    Random rng(seed);
    rng.shuffle(pool);
    std::size_t at = 0;
    for (std::size_t s = 0; s < out.hands.size(); ++s) {
        if (static_cast<int>(s) == seat) continue;
        for (Card &c : out.hands[s]) c = pool[at++];
    }
    for (std::size_t i = 1; i < out.stock.size(); ++i) out.stock[i] = pool[at++];
    return out;
}

ExpertConfig fixedSamples(int samples)
{
    ExpertConfig c;
    c.budgetMs = 0; // deterministic: a fixed number of samples
    c.maxSamples = samples;
    return c;
}

/// `a` in card codes: "discard 9H", or "meld JD KD QD | JH KH QH" (each meld and the melds sorted).
QString actionText(const Action &a)
{
    const auto code = [](CardId id) { return QString::fromStdString(cardsCode({cardFromId(id, 2)})); };
    if (a.type == ActionType::Discard) return QStringLiteral("discard ") + code(a.card);
    if (a.type != ActionType::Meld) return QStringLiteral("other");
    QStringList melds;
    for (const std::vector<CardId> &m : a.melds) {
        QStringList cards;
        for (CardId id : m) cards << code(id);
        cards.sort();
        melds << cards.join(QLatin1Char(' '));
    }
    melds.sort();
    return QStringLiteral("meld ") + melds.join(QStringLiteral(" | "));
}

/// A two-seat remi51 round at its first turn: seat 0 (the first player, 15 cards, no draw) holds
/// `hand`; seat 1 and the stock get the rest of the shoe in id order.
std::optional<Round> firstTurnWith(const RuleSet &rules, const std::vector<Card> &hand)
{
    DealSpec spec;
    spec.hands.assign(2, {});
    spec.hands[0] = hand;
    for (const Card &c : buildShoe(rules.decks, rules.jokers)) {
        if (std::any_of(hand.begin(), hand.end(), [&](const Card &h) { return h.id == c.id; })) continue;
        if (spec.hands[1].size() < 14) spec.hands[1].push_back(c);
        else spec.stock.push_back(c);
    }
    std::string error;
    std::optional<Round> round = Round::fromDeal(rules, 2, 1, spec, &error);
    if (!round) qWarning("%s", error.c_str());
    return round;
}

/// Records the views the driver gives it and answers as the normal policy.
class ViewProbe : public ComputerPlayer {
  public:
    BotLevel level() const override { return BotLevel::Normal; }
    Action nextAction(const PlayerView &v, const RuleSet &r, std::uint64_t seed) override
    {
        views.push_back(v);
        return normal->nextAction(v, r, seed);
    }
    std::unique_ptr<ComputerPlayer> normal = makeComputerPlayer(BotLevel::Normal);
    std::vector<PlayerView> views;
};

} // namespace

class TestExpert : public QObject {
    Q_OBJECT

  private slots:
    void fairPlayWholeTurn_data();
    void fairPlayWholeTurn();
    void fairPlayMidRound_data();
    void fairPlayMidRound();
    void cancelledAnswersLikeNormal();
    void cancelStopsTheSearch();
    void wholeMatches_data();
    void wholeMatches();
    void familyThresholdGrowsWithAlternatives();
    void majorityRejectsALongShot();
    void familyWiseKeepsTheNormalChoice();
    void closesWithTheBestCard();
    void matchWinValueCountsTheMatch();
    void standingOfAMatch();
    void lastRoundPlaysForTheMatch_data();
    void lastRoundPlaysForTheMatch();
    void seesHiddenCardsOnlyWhenMeasuring();
    void waitsForAHand_data();
    void waitsForAHand();
    void expertWaitsWhereTheRulesSay();
};

void TestExpert::fairPlayWholeTurn_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    for (const char *v : {"rummy", "remi51", "rami", "remi_indonesia"})
        for (int p : {2, 4}) QTest::addRow("%s-%d", v, p) << QString::fromLatin1(v) << p;
}

void TestExpert::fairPlayWholeTurn()
{
    // Two rounds that differ only in what the seat to move cannot see (the other hands and the
    // stock below the card it draws): the expert's every action of the whole first turn (draw,
    // table moves, discard) is the same in both, given the same views and seeds.
    QFETCH(QString, variant);
    QFETCH(int, players);
    const RuleSet rules = preset(variant.toLatin1().constData(), players);
    int compared = 0, searched = 0;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Random rng(seed);
        const Round dealt = Round::deal(rules, players, 0, rng);
        const int seat = dealt.currentSeat();
        std::string error;
        const auto a = Round::fromDeal(rules, players, 0, specOf(dealt), &error, seed);
        QVERIFY2(a, error.c_str());
        const auto b = Round::fromDeal(rules, players, 0, scrambleHidden(specOf(dealt), seat, seed * 7), &error, seed);
        QVERIFY2(b, error.c_str());
        QVERIFY(a->hand((seat + 1) % players) != b->hand((seat + 1) % players));
        Round ra = *a, rb = *b;
        auto botA = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(8));
        auto botB = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(8));
        auto normal = makeComputerPlayer(BotLevel::Normal);
        for (int step = 0; step < 40 && !ra.isOver() && ra.currentSeat() == seat; ++step) {
            const PlayerView va = makePlayerView(ra, seat), vb = makePlayerView(rb, seat);
            QCOMPARE(va.hand, vb.hand);
            const std::uint64_t s = seed * 1000 + static_cast<std::uint64_t>(step);
            const Action x = botA->nextAction(va, rules, s);
            const Action y = botB->nextAction(vb, rules, s);
            compareChoices(x, y);
            if (QTest::currentTestFailed()) return;
            const Action n = normal->nextAction(va, rules, s);
            if (n.type != x.type || n.card != x.card || n.from != x.from || n.melds != x.melds) ++searched;
            ++compared;
            if (ra.apply(x) != Reason::Ok || rb.apply(y) != Reason::Ok) break;
        }
    }
    QVERIFY(compared >= 5); // remi51: the first turn is a discard alone
    qInfo("%d actions compared, %d differ from the normal policy's", compared, searched);
}

void TestExpert::fairPlayMidRound_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *v : {"rummy", "remi51", "rami", "remi_indonesia"})
        QTest::addRow("%s", v) << QString::fromLatin1(v);
}

void TestExpert::fairPlayMidRound()
{
    // Later in a round (pile pickups, closings, held-back melds become possible): after some turns
    // of normal play, the other hand's unseen cards and the stock below its top card are shuffled
    // together; the expert's every action of the next whole turn is the same in both rounds.
    QFETCH(QString, variant);
    const RuleSet rules = preset(variant.toLatin1().constData(), 2);
    auto normal = makeComputerPlayer(BotLevel::Normal);
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Random rng(seed);
        Round ra = Round::deal(rules, 2, 0, rng);
        for (int t = 0; t < 2 + static_cast<int>(seed) && !ra.isOver(); ++t)
            playTurn(ra, *normal, seed * 100 + static_cast<std::uint64_t>(t));
        if (ra.isOver()) continue;
        const int seat = ra.currentSeat();
        const std::optional<Round> scrambled = scrambleHidden(rules, ra, seat, seed * 31);
        QVERIFY(scrambled);
        Round rb = *scrambled;
        QVERIFY(ra.hand(1 - seat) != rb.hand(1 - seat));
        auto botA = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(8));
        auto botB = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(8));
        for (int step = 0; step < 40 && !ra.isOver() && ra.currentSeat() == seat; ++step) {
            const PlayerView va = makePlayerView(ra, seat), vb = makePlayerView(rb, seat);
            QCOMPARE(va.hand, vb.hand);
            const std::uint64_t s = seed * 1000 + static_cast<std::uint64_t>(step);
            const Action x = botA->nextAction(va, rules, s);
            const Action y = botB->nextAction(vb, rules, s);
            compareChoices(x, y);
            if (QTest::currentTestFailed()) return;
            ++compared;
            if (ra.apply(x) != Reason::Ok || rb.apply(y) != Reason::Ok) break;
        }
    }
    qInfo("%d actions compared", compared);
    QVERIFY(compared >= 10);
}

void TestExpert::cancelledAnswersLikeNormal()
{
    // A cancelled expert (a game closed or loaded while it thinks) answers at once with its own
    // policy's action without the search (the normal policy's, waiting for a hand where the
    // variant says: RuleSet::expertWaitsForHand), however many samples it was allowed; a
    // cancelled hard player with the normal policy's.
    for (const char *variant : {"rummy", "remi51", "rami", "remi_indonesia"}) {
        const RuleSet rules = preset(variant, 2);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Random rng(seed);
            Round round = Round::deal(rules, 2, 0, rng);
            auto expert = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(1000000000));
            auto hard = makeComputerPlayer(BotLevel::Hard);
            auto normal = makeComputerPlayer(BotLevel::Normal);
            auto own = bot::makeExpertPlayoutPlayer(fixedSamples(1000000000));
            QVERIFY(!expert->cancelled());
            expert->cancel();
            hard->cancel();
            QVERIFY(expert->cancelled());
            for (int turn = 0; turn < 6 && !round.isOver(); ++turn) {
                const int seat = round.currentSeat();
                for (int step = 0; step < 40 && !round.isOver() && round.currentSeat() == seat; ++step) {
                    const PlayerView v = makePlayerView(round, seat);
                    const std::uint64_t s = seed + 17 * static_cast<std::uint64_t>(turn);
                    const Action n = normal->nextAction(v, rules, s);
                    const Action o = own->nextAction(v, rules, s);
                    for (ComputerPlayer *bot : {expert.get(), hard.get()}) {
                        const Action x = bot->nextAction(v, rules, s);
                        const Action &want = bot == expert.get() ? o : n;
                        QCOMPARE(static_cast<int>(x.type), static_cast<int>(want.type));
                        QCOMPARE(x.card, want.card);
                        QCOMPARE(x.melds, want.melds);
                        QCOMPARE(x.from, want.from);
                    }
                    if (round.apply(n) != Reason::Ok) break;
                }
                if (!round.isOver() && round.currentSeat() == seat) break; // refused: stop this deal
            }
        }
    }
}

void TestExpert::cancelStopsTheSearch()
{
    // An expert allowed a billion samples and no time limit thinks until cancelled from another
    // thread; then it answers (the normal choice) and the thread ends.
    const RuleSet rules = preset("remi51", 2);
    Random rng(4);
    Round round = Round::deal(rules, 2, 0, rng);
    const int seat = round.currentSeat();
    // remi51: the first seat starts with the extra card and discards without drawing.
    QCOMPARE(static_cast<int>(round.phase()), static_cast<int>(Phase::Play));
    const PlayerView v = makePlayerView(round, seat);
    auto expert = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(1000000000));
    auto normal = makeComputerPlayer(BotLevel::Normal);
    const Action n = normal->nextAction(v, rules, 9);
    std::atomic<bool> done{false};
    Action x;
    std::thread worker([&] {
        x = expert->nextAction(v, rules, 9);
        done.store(true);
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const bool finishedEarly = done.load();
    expert->cancel();
    worker.join();
    QVERIFY2(!finishedEarly, "the search ended before it was cancelled");
    QVERIFY(done.load());
    QCOMPARE(static_cast<int>(x.type), static_cast<int>(n.type));
    QCOMPARE(x.card, n.card);
}

void TestExpert::wholeMatches_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addRow("rummy-2p") << QStringLiteral("rummy") << 2;
    QTest::addRow("remi51-3p") << QStringLiteral("remi51") << 3;
    QTest::addRow("rami-3p") << QStringLiteral("rami") << 3;
    QTest::addRow("remi_indonesia-3p") << QStringLiteral("remi_indonesia") << 3;
}

void TestExpert::wholeMatches()
{
    // Expert against hard and normal (a fixed number of samples: the same games on every
    // machine): cards conserved, every turn finished, and the fallback almost never needed.
    QFETCH(QString, variant);
    QFETCH(int, players);
    const RuleSet rules = preset(variant.toLatin1().constData(), players);
    HardConfig hard;
    hard.budgetMs = 0;
    hard.maxSamples = 4;
    std::vector<std::unique_ptr<ComputerPlayer>> levels;
    for (BotLevel l : {BotLevel::Expert, BotLevel::Hard, BotLevel::Normal})
        levels.push_back(makeComputerPlayer(l, hard, fixedSamples(4)));
    std::vector<ComputerPlayer *> bots;
    for (int s = 0; s < players; ++s) bots.push_back(levels[static_cast<std::size_t>(s % 3)].get());
    // Rummy matches run to 500 points (~40 rounds): 4 rounds of it are enough here.
    const BotMatchResult res = playBotMatch(rules, bots, 21, variant == QLatin1String("rummy") ? 4 : 0);
    QVERIFY2(res.conserved, "card conservation");
    QCOMPARE(res.stuckTurns, 0);
    QVERIFY(res.rounds >= 1);
    QVERIFY(res.completed || variant == QLatin1String("rummy"));
    QVERIFY2(res.fallbackTurns * 100 <= res.turns, "the fallback finished more than 1% of the turns");
    qInfo("%s: %d rounds, %d turns, %d fallback turns", qPrintable(variant), res.rounds, res.turns, res.fallbackTurns);
}

void TestExpert::familyThresholdGrowsWithAlternatives()
{
    // Sidak: with k alternatives each must pass z_k with P(Z > z_k) = 1 - (1 - P(Z > z))^(1/k), so
    // the chance that noise moves the choice stays P(Z > z) (values from Python's NormalDist).
    using bot::familyThreshold;
    QCOMPARE(familyThreshold(1.0, 1), 1.0);
    QCOMPARE(familyThreshold(1.0, 0), 1.0);
    QVERIFY(qAbs(familyThreshold(1.0, 2) - 1.3867989725) < 1e-8);
    QVERIFY(qAbs(familyThreshold(1.0, 4) - 1.7249404071) < 1e-8);
    QVERIFY(qAbs(familyThreshold(2.0, 4) - 2.5279393068) < 1e-8);
}

namespace {

bot::PairedDiff diffOf(const std::vector<std::pair<int, double>> &counts)
{
    bot::PairedDiff d;
    for (const auto &[n, x] : counts)
        for (int i = 0; i < n; ++i) d.add(x);
    return d;
}

} // namespace

void TestExpert::majorityRejectsALongShot()
{
    // An alternative 5 points worse in 18 of 20 determinizations and 200 better in 2 (a long
    // shot: holding back for a hand, a big closing card) has a mean gain of 15.5 at 1.10 standard
    // errors: the first expert took it; with the majority test the normal choice stays. A gain
    // in most determinizations (12 x +3, 8 x -1: mean 1.4, 3.11 standard errors) is still taken.
    bot::SearchLimits plain;
    plain.significance = 1.0;
    bot::SearchLimits majority = plain;
    majority.majority = true;
    const std::vector<bot::PairedDiff> longShot{{}, diffOf({{18, -5.0}, {2, 200.0}})};
    QCOMPARE(longShot[1].mean(), 15.5);
    QVERIFY(qAbs(longShot[1].score() - 1.0985) < 1e-4);
    QCOMPARE(longShot[1].better, 2);
    QCOMPARE(longShot[1].worse, 18);
    QCOMPARE(bot::pickCandidate(longShot, plain), std::size_t(1));
    QCOMPARE(bot::pickCandidate(longShot, majority), std::size_t(0));
    const std::vector<bot::PairedDiff> steady{{}, diffOf({{12, 3.0}, {8, -1.0}})};
    QCOMPARE(bot::pickCandidate(steady, plain), std::size_t(1));
    QCOMPARE(bot::pickCandidate(steady, majority), std::size_t(1));
}

void TestExpert::familyWiseKeepsTheNormalChoice()
{
    // Four alternatives, one at 1.66 standard errors (a mean gain of 2.5 over 100
    // determinizations, standard deviation 15.08): enough against one threshold of 1, not against
    // the family's 1.72 for four. One at 1.81 (mean 2.0) passes both: the family rule takes it,
    // the plain rule the larger mean.
    bot::SearchLimits plain;
    plain.significance = 1.0;
    bot::SearchLimits family = plain;
    family.familyWise = true;
    const bot::PairedDiff weak = diffOf({{50, 17.5}, {50, -12.5}});
    const bot::PairedDiff none = diffOf({{50, 1.0}, {50, -1.0}});
    QVERIFY(qAbs(weak.score() - 1.6583) < 1e-4);
    QCOMPARE(none.score(), 0.0);
    std::vector<bot::PairedDiff> diffs{{}, none, weak, none, none};
    QCOMPARE(bot::pickCandidate(diffs, plain), std::size_t(2));
    QCOMPARE(bot::pickCandidate(diffs, family), std::size_t(0));
    const bot::PairedDiff strong = diffOf({{50, 13.0}, {50, -9.0}});
    QVERIFY(qAbs(strong.score() - 1.8091) < 1e-4);
    diffs[3] = strong;
    QCOMPARE(bot::pickCandidate(diffs, plain), std::size_t(2));
    QCOMPARE(bot::pickCandidate(diffs, family), std::size_t(3));
}

namespace {

/// RULES.md 5.7 and worked example 5.12.3 (remi_indonesia): seat 0 (the dealer, first to play) holds
/// 4H 5H 6H 7H KC KD KS and draws KH; seat 1 holds 2S 9C JD 3D 8S QC AH.
DealSpec closingDeal(const RuleSet &rules)
{
    const auto card = [](Suit s, int rank) { return naturalCard(0, s, rank); };
    DealSpec spec;
    spec.hands = {{card(Suit::Hearts, 4), card(Suit::Hearts, 5), card(Suit::Hearts, 6), card(Suit::Hearts, 7),
                   card(Suit::Clubs, kKing), card(Suit::Diamonds, kKing), card(Suit::Spades, kKing)},
                  {card(Suit::Spades, 2), card(Suit::Clubs, 9), card(Suit::Diamonds, kJack), card(Suit::Diamonds, 3),
                   card(Suit::Spades, 8), card(Suit::Clubs, 12), card(Suit::Hearts, kAce)}};
    spec.stock = {card(Suit::Hearts, kKing)};
    for (const Card &c : buildShoe(rules.decks, rules.jokers)) {
        bool dealt = c == spec.stock.front();
        for (const auto &h : spec.hands) dealt = dealt || std::find(h.begin(), h.end(), c) != h.end();
        if (!dealt) spec.stock.push_back(c);
    }
    return spec;
}

/// Seat 0's score in the closing deal when `bot` plays its turn (-1000: refused, -2000: not closed).
int closingScore(const RuleSet &rules, ComputerPlayer &bot)
{
    std::string error;
    auto round = Round::fromDeal(rules, 2, 0, closingDeal(rules), &error, 5);
    if (!round) qFatal("%s", error.c_str());
    for (int step = 0; step < 10 && !round->isOver() && round->currentSeat() == 0; ++step)
        if (round->apply(bot.nextAction(makePlayerView(*round, 0), rules, 40 + static_cast<std::uint64_t>(step))) !=
            Reason::Ok)
            return -1000;
    return round->isOver() ? round->roundScore(0) : -2000;
}

} // namespace

void TestExpert::closesWithTheBestCard()
{
    // RULES.md 5.7 and worked example 5.12.3: the closing bonus is 10 x the closing card. The normal
    // policy keeps the cheapest card: it lays 5H6H7H and the four kings and closes with 4H,
    // 15 + 40 + 50 = 105. The expert weighs every card it could close with and closes with a
    // king: 4H5H6H7H and three kings, 20 + 30 + 100 = 150.
    const RuleSet rules = preset("remi_indonesia", 2);
    auto normal = makeComputerPlayer(BotLevel::Normal);
    auto expert = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(16));
    QCOMPARE(closingScore(rules, *normal), 105);
    QCOMPARE(closingScore(rules, *expert), 150);
    ExpertConfig without = fixedSamples(16);
    without.closingChoice = false;
    auto plain = makeComputerPlayer(BotLevel::Expert, {}, without);
    QCOMPARE(closingScore(rules, *plain), 105);
}

void TestExpert::matchWinValueCountsTheMatch()
{
    // Totals after the last round, higher is better: ahead of every other seat 1, behind one 0,
    // level with the best other 0.5 (shared winners).
    QCOMPARE(bot::matchWinValue({-30, 10}, 0, true), 0.0);
    QCOMPARE(bot::matchWinValue({-30, 10}, 1, true), 1.0);
    QCOMPARE(bot::matchWinValue({25, 25}, 0, true), 0.5);
    QCOMPARE(bot::matchWinValue({50, 40, 60}, 0, true), 0.0); // ahead of seat 1, behind seat 2
    QCOMPARE(bot::matchWinValue({50, 40, 60}, 2, true), 1.0);
    QCOMPARE(bot::matchWinValue({60, 40, 60}, 2, true), 0.5);
    // A playout that did not reach the round's end: the margin over the best other, smoothed.
    QCOMPARE(bot::matchWinValue({10, 10}, 0, false), 0.5);
    QVERIFY(qAbs(bot::matchWinValue({30, 10}, 0, false) - 0.7310586) < 1e-6);     // 1 / (1 + e^-1)
    QVERIFY(qAbs(bot::matchWinValue({-30, 10, 0}, 0, false) - 0.1192029) < 1e-6); // margin -40: 1 / (1 + e^2)
    QCOMPARE(bot::marginOverBest({-30, 10, 0}, 0), -40.0);
    QCOMPARE(bot::marginOverBest({-30, 10, 0}, 1), 10.0);
    // Before the last round (ExpertConfig::roundSpread): Phi(margin / (spread * sqrt(rounds left))).
    QCOMPARE(bot::matchChance(0, 90, 1), 0.5);
    QVERIFY(qAbs(bot::matchChance(90, 90, 1) - 0.8413447) < 1e-6);  // Phi(1)
    QVERIFY(qAbs(bot::matchChance(-90, 90, 4) - 0.3085375) < 1e-6); // Phi(-0.5)
}

void TestExpert::standingOfAMatch()
{
    // RULES.md 3.9: remi51 with two players is dealt once around, two rounds; 5.9: remi_indonesia
    // plays `rounds` (5) rounds; 2.9: rummy ends at a target score, so the rounds left are unknown.
    Match remi51(preset("remi51", 2), 2, 11);
    MatchStanding first = standingOf(remi51);
    QCOMPARE(first.roundsAfterThis, 1);
    QCOMPARE(first.totals, (std::vector<int>{0, 0}));
    QVERIFY(!first.finalRound());
    auto bot = makeComputerPlayer(BotLevel::Normal);
    // After the first round is settled the second is the last.
    for (int turn = 0; turn < 2000 && !remi51.round().isOver(); ++turn)
        playTurn(remi51.round(), *bot, 100 + static_cast<std::uint64_t>(turn));
    QVERIFY(remi51.settleRound());
    QCOMPARE(standingOf(remi51).roundsAfterThis, 1); // the settled round is still the one in play
    QVERIFY(remi51.startNextRound());
    const MatchStanding second = standingOf(remi51);
    QCOMPARE(second.roundsAfterThis, 0);
    QVERIFY(second.finalRound());
    QCOMPARE(second.totals, remi51.totals()); // no seat eliminated: round seats are match seats
    QVERIFY(second.totals != (std::vector<int>{0, 0}));

    QCOMPARE(standingOf(Match(preset("remi_indonesia", 2), 2, 11)).roundsAfterThis, 4);
    QCOMPARE(standingOf(Match(preset("rummy", 2), 2, 11)).roundsAfterThis, -1);
    QVERIFY(!standingOf(Match(preset("rummy", 2), 2, 11)).finalRound());
}

void TestExpert::lastRoundPlaysForTheMatch_data()
{
    QTest::addColumn<std::vector<int>>("totals");
    QTest::addColumn<int>("roundsAfter");
    QTest::addColumn<int>("expected");
    // The closing deal (closesWithTheBestCard): closing with 4H scores 105, with a king 150, and
    // seat 1 then scores -55 for 2S 9C JD 3D 8S QC AH (5 + 5 + 10 + 5 + 5 + 10 + 15, RULES.md 5.8).
    // Not the last round: the points count, the king.
    QTest::newRow("not the last round") << std::vector<int>{0, 200} << 1 << 150;
    // The last round, level: either close wins the match; the normal choice stays.
    QTest::newRow("level") << std::vector<int>{0, 0} << 0 << 105;
    // 190 behind: 105 loses the match (105 against 190 - 55 = 135), 150 wins it (150 against 135).
    QTest::newRow("190 behind") << std::vector<int>{0, 190} << 0 << 150;
    // 300 behind: both lose; the normal choice stays.
    QTest::newRow("300 behind") << std::vector<int>{0, 300} << 0 << 105;
}

void TestExpert::lastRoundPlaysForTheMatch()
{
    QFETCH(std::vector<int>, totals);
    QFETCH(int, roundsAfter);
    QFETCH(int, expected);
    const RuleSet rules = preset("remi_indonesia", 2);
    auto expert = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(16));
    expert->setStanding(MatchStanding{totals, roundsAfter});
    QCOMPARE(closingScore(rules, *expert), expected);
    // Playing for points only, the same standing closes with the king.
    ExpertConfig pointsOnly = fixedSamples(16);
    pointsOnly.playForTheMatch = false;
    auto points = makeComputerPlayer(BotLevel::Expert, {}, pointsOnly);
    points->setStanding(MatchStanding{totals, roundsAfter});
    QCOMPARE(closingScore(rules, *points), 150);
}

void TestExpert::seesHiddenCardsOnlyWhenMeasuring()
{
    // remi-sim tournament --expert-sees-hands (the ceiling of the search, benchmarks only): the
    // driver shows the player the other hand as cards everyone saw. By default it sees none of it.
    const RuleSet rules = preset("remi51", 2);
    Random rng(3);
    const Round dealt = Round::deal(rules, 2, 0, rng);
    const int seat = dealt.currentSeat(), other = 1 - seat;
    QCOMPARE(dealt.hand(other).size(), std::size_t{14});
    for (bool sees : {false, true}) {
        Round round = dealt;
        ViewProbe probe;
        QCOMPARE(probe.seesHiddenCards(), false);
        probe.setSeesHiddenCards(sees);
        playTurn(round, probe, 5);
        QVERIFY(!probe.views.empty());
        for (const PlayerView &v : probe.views) {
            QCOMPARE(v.knownCards[static_cast<std::size_t>(other)].size(), sees ? std::size_t{14} : std::size_t{0});
            if (sees) QCOMPARE(v.knownCards[static_cast<std::size_t>(other)], dealt.hand(other));
            QVERIFY(v.knownCards[static_cast<std::size_t>(seat)].empty());
        }
    }
}

QTEST_GUILESS_MAIN(TestExpert)
void TestExpert::waitsForAHand_data()
{
    // Seat 0's first turn of a remi51 round (15 cards, RULES.md 3.3); the other seat's card count
    // and the stock as the view shows them; what the normal policy does, and what it does while
    // waiting for a *hand* (Policy::waitForHand, RULES.md 3.7: -80 and every other score doubled).
    QTest::addColumn<QString>("hand");
    QTest::addColumn<int>("otherCards");
    QTest::addColumn<int>("stock");
    QTest::addColumn<QString>("normal");
    QTest::addColumn<QString>("waiting");
    const QString sets = QStringLiteral("KS KH KD QS QH QD JS JH JD");
    const QString open = QStringLiteral("meld JD KD QD | JH KH QH | JS KS QS");
    QTest::newRow("90 points, 6 cards would stay: waits")
        << sets + QStringLiteral(" 2C 4D 7S 9H 3H 5C") << 14 << 60 << open << QStringLiteral("discard 9H");
    QTest::newRow("the other seat holds 4 cards: waits")
        << sets + QStringLiteral(" 2C 4D 7S 9H 3H 5C") << 4 << 60 << open << QStringLiteral("discard 9H");
    QTest::newRow("the other seat holds 3 cards: opens")
        << sets + QStringLiteral(" 2C 4D 7S 9H 3H 5C") << 3 << 60 << open << open;
    QTest::newRow("7 stock cards: waits")
        << sets + QStringLiteral(" 2C 4D 7S 9H 3H 5C") << 14 << 7 << open << QStringLiteral("discard 9H");
    QTest::newRow("6 stock cards: opens") << sets + QStringLiteral(" 2C 4D 7S 9H 3H 5C") << 14 << 6 << open << open;
    const QString hand = QStringLiteral("meld 2C 3C 4C 5C 6C | JD KD QD | JH KH QH | JS KS QS");
    QTest::newRow("goes out with a hand: opens")
        << sets + QStringLiteral(" 2C 3C 4C 5C 6C 9S") << 14 << 60 << hand << hand;
}

void TestExpert::waitsForAHand()
{
    QFETCH(QString, hand);
    QFETCH(int, otherCards);
    QFETCH(int, stock);
    QFETCH(QString, normal);
    QFETCH(QString, waiting);
    const RuleSet rules = preset("remi51", 2);
    const std::optional<Round> round = firstTurnWith(rules, partitiontest::hand(hand.toStdString()));
    QVERIFY(round);
    PlayerView v = makePlayerView(*round, 0);
    QCOMPARE(v.phase, Phase::Play);
    v.handSizes[1] = otherCards;
    v.stockSize = stock;
    for (const bool wait : {false, true}) {
        bot::Policy policy;
        policy.waitForHand = wait;
        bot::SolveCache cache;
        bot::Planner planner(v, rules, policy, 1, cache);
        const Action a = planner.next();
        QCOMPARE(actionText(a), wait ? waiting : normal);
    }
}

void TestExpert::expertWaitsWhereTheRulesSay()
{
    // RuleSet::expertWaitsForHand: the expert waits in remi51 (and its search does not overturn
    // it here), the normal level and an expert told not to wait open at once.
    const RuleSet rules = preset("remi51", 2);
    const std::optional<Round> round =
        firstTurnWith(rules, partitiontest::hand("KS KH KD QS QH QD JS JH JD 2C 4D 7S 9H 3H 5C"));
    QVERIFY(round);
    const PlayerView v = makePlayerView(*round, 0);
    const QString open = QStringLiteral("meld JD KD QD | JH KH QH | JS KS QS");
    QCOMPARE(actionText(makeComputerPlayer(BotLevel::Normal)->nextAction(v, rules, 5)), open);
    QCOMPARE(makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(16))->nextAction(v, rules, 5).type,
             ActionType::Discard);
    QCOMPARE(actionText(bot::makeExpertPlayoutPlayer(fixedSamples(16))->nextAction(v, rules, 5)),
             QStringLiteral("discard 9H"));
    ExpertConfig noWait = fixedSamples(16);
    noWait.waitsForHand = false;
    QCOMPARE(actionText(bot::makeExpertPlayoutPlayer(noWait)->nextAction(v, rules, 5)), open);
    QVERIFY(rules.expertWaitsForHand);
    QVERIFY(preset("rami", 2).expertWaitsForHand);
    QVERIFY(!preset("rummy", 2).expertWaitsForHand);
    QVERIFY(!preset("remi_indonesia", 2).expertWaitsForHand);
}

#include "tst_expert.moc"
