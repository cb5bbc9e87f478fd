// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The expert computer player (src/ai/ExpertSearch.h): fair play through a whole turn, cancellation,
// whole matches against the other levels.

#include "ai/BotDriver.h"
#include "ai/BotMatch.h"
#include "ai/ComputerPlayer.h"

#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <QtTest>

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
    for (int s = 0; s < round.players(); ++s)
        spec.hands.push_back(round.hand(s));
    const auto &stock = round.state().stock; // back() = top; DealSpec wants the top first
    spec.stock.assign(stock.rbegin(), stock.rend());
    for (const PileCard &pc : round.pile())
        spec.discard.push_back(pc.card);
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
        for (Card &c : out.hands[s])
            c = pool[at++];
    }
    for (std::size_t i = 1; i < out.stock.size(); ++i)
        out.stock[i] = pool[at++];
    return out;
}

ExpertConfig fixedSamples(int samples)
{
    ExpertConfig c;
    c.budgetMs = 0; // deterministic: a fixed number of samples
    c.maxSamples = samples;
    return c;
}

} // namespace

class TestExpert : public QObject {
    Q_OBJECT

private slots:
    void fairPlayWholeTurn_data();
    void fairPlayWholeTurn();
    void cancelledAnswersLikeNormal();
    void cancelStopsTheSearch();
    void wholeMatches_data();
    void wholeMatches();
};

void TestExpert::fairPlayWholeTurn_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    for (const char *v : {"rummy", "remi51", "rami", "remi_indonesia"})
        for (int p : {2, 4})
            QTest::addRow("%s-%d", v, p) << QString::fromLatin1(v) << p;
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
            QCOMPARE(static_cast<int>(x.type), static_cast<int>(y.type));
            QCOMPARE(x.card, y.card);
            QCOMPARE(x.melds, y.melds);
            QCOMPARE(x.from, y.from);
            QCOMPARE(x.depth, y.depth);
            QCOMPARE(x.target, y.target);
            const Action n = normal->nextAction(va, rules, s);
            if (n.type != x.type || n.card != x.card || n.from != x.from || n.melds != x.melds) ++searched;
            ++compared;
            if (ra.apply(x) != Reason::Ok || rb.apply(y) != Reason::Ok) break;
        }
    }
    QVERIFY(compared >= 5); // remi51: the first turn is a discard alone
    qInfo("%d actions compared, %d differ from the normal policy's", compared, searched);
}

void TestExpert::cancelledAnswersLikeNormal()
{
    // A cancelled expert (a game closed or loaded while it thinks) answers at once with the
    // normal policy's action, however many samples it was allowed.
    for (const char *variant : {"rummy", "remi51", "rami", "remi_indonesia"}) {
        const RuleSet rules = preset(variant, 2);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Random rng(seed);
            Round round = Round::deal(rules, 2, 0, rng);
            auto expert = makeComputerPlayer(BotLevel::Expert, {}, fixedSamples(1000000000));
            auto hard = makeComputerPlayer(BotLevel::Hard);
            auto normal = makeComputerPlayer(BotLevel::Normal);
            QVERIFY(!expert->cancelled());
            expert->cancel();
            hard->cancel();
            QVERIFY(expert->cancelled());
            for (int turn = 0; turn < 6 && !round.isOver(); ++turn) {
                const int seat = round.currentSeat();
                for (int step = 0; step < 40 && !round.isOver() && round.currentSeat() == seat; ++step) {
                    const PlayerView v = makePlayerView(round, seat);
                    const Action n = normal->nextAction(v, rules, seed + 17 * static_cast<std::uint64_t>(turn));
                    for (ComputerPlayer *bot : {expert.get(), hard.get()}) {
                        const Action x = bot->nextAction(v, rules, seed + 17 * static_cast<std::uint64_t>(turn));
                        QCOMPARE(static_cast<int>(x.type), static_cast<int>(n.type));
                        QCOMPARE(x.card, n.card);
                        QCOMPARE(x.melds, n.melds);
                        QCOMPARE(x.from, n.from);
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
    for (int s = 0; s < players; ++s)
        bots.push_back(levels[static_cast<std::size_t>(s % 3)].get());
    // Rummy matches run to 500 points (~40 rounds): 4 rounds of it are enough here.
    const BotMatchResult res = playBotMatch(rules, bots, 21, variant == QLatin1String("rummy") ? 4 : 0);
    QVERIFY2(res.conserved, "card conservation");
    QCOMPARE(res.stuckTurns, 0);
    QVERIFY(res.rounds >= 1);
    QVERIFY(res.completed || variant == QLatin1String("rummy"));
    QVERIFY2(res.fallbackTurns * 100 <= res.turns, "the fallback finished more than 1% of the turns");
    qInfo("%s: %d rounds, %d turns, %d fallback turns", qPrintable(variant), res.rounds, res.turns, res.fallbackTurns);
}

QTEST_GUILESS_MAIN(TestExpert)
#include "tst_expert.moc"
