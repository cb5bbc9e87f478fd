// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// engine/ViewRound (issue 39): the round a network client rebuilds from its seat's PlayerView shows
// that view again, deals the unseen cards in a fixed order, and accepts or refuses every action of
// the viewing seat for the same reason as the real round. The positions come from normal computer
// players (src/ai, hence this folder) playing dealt rounds of every variant.

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/PlayerView.h"
#include "engine/Random.h"
#include "engine/Round.h"
#include "engine/Variants.h"
#include "engine/ViewRound.h"

#include <QtTest/QtTest>

#include <algorithm>

using namespace remi;

namespace {

/// Every action the test asks both rounds about for `seat`: draws, discards (and burials), lay-offs
/// at each end, joker swaps, melds of every 3 and 4 hand cards, pick-up melds of the top card with
/// two hand cards, takes and the end of the turn. Not undo: a mirror has no undo history (the online
/// controller keeps its mirror while the seat's own actions are confirmed; sameAnswers checks that
/// an action applied to both rounds is undone alike).
std::vector<Action> candidates(const Round &r, int seat)
{
    std::vector<Action> out;
    const std::vector<Card> &hand = r.hand(seat);
    const auto n = hand.size();
    out.push_back(Action::draw(seat, DrawSource::Stock));
    out.push_back(Action::draw(seat, DrawSource::Cut));
    for (int d = 1; d <= 3; ++d) out.push_back(Action::draw(seat, DrawSource::Discard, d));
    out.push_back(Action::endTurn(seat));
    for (std::size_t i = 0; i < n; ++i) {
        out.push_back(Action::discard(seat, hand[i].id));
        for (std::size_t j = 0; j < n; ++j)
            if (hand[j].isJoker() && j != i) out.push_back(Action::discardBurying(seat, hand[i].id, hand[j].id));
        for (int m = 0; m < static_cast<int>(r.table().size()); ++m) {
            for (MeldEnd end : {MeldEnd::Low, MeldEnd::High, MeldEnd::Auto})
                out.push_back(Action::layOff(seat, hand[i].id, m, end));
            out.push_back(Action::swapJoker(seat, hand[i].id, m));
        }
        for (std::size_t j = i + 1; j < n; ++j) {
            out.push_back(Action::pickupMeld(seat, 1, {hand[i].id, hand[j].id}));
            for (std::size_t k = j + 1; k < n; ++k) {
                out.push_back(Action::meld(seat, {{hand[i].id, hand[j].id, hand[k].id}}));
                for (std::size_t l = k + 1; l < n; ++l)
                    out.push_back(Action::meld(seat, {{hand[i].id, hand[j].id, hand[k].id, hand[l].id}}));
            }
        }
    }
    for (int m = 0; m < static_cast<int>(r.table().size()); ++m)
        out.push_back(Action::take(seat, m, {r.table()[static_cast<std::size_t>(m)].cards.front().id}));
    return out;
}

QString describe(const Action &a)
{
    return QStringLiteral("action type %1").arg(static_cast<int>(a.type));
}

} // namespace

class TestViewRound : public QObject {
    Q_OBJECT
  private slots:
    void unseenCardsInIdOrder();
    void sameAnswers_data();
    void sameAnswers();
    void shownHandsAtTheEnd();
    void badViewsRefused();
};

// A fresh two-seat rummy deal (RULES.md 2.2: 10 cards each, one card turned up): seat 0's mirror
// gives seat 1 the ten lowest card ids seat 0 cannot see, the stock the other 21 (highest on top).
void TestViewRound::unseenCardsInIdOrder()
{
    const RuleSet rules = *presetRules("rummy");
    Random rng(39);
    const Round real = Round::deal(rules, 2, 1, rng);
    const PlayerView view = makePlayerView(real, 0);
    const std::optional<Round> mirror = roundFromView(rules, view);
    QVERIFY(mirror);
    QCOMPARE(mirror->hand(0).size(), std::size_t(10));
    QCOMPARE(mirror->hand(1).size(), std::size_t(10));
    QCOMPARE(mirror->stockSize(), 31);
    QCOMPARE(mirror->pile().size(), std::size_t(1));
    std::vector<CardId> unseen;
    for (const Card &c : real.shoe()) {
        const bool mine = std::any_of(view.hand.begin(), view.hand.end(), [&](const Card &h) { return h.id == c.id; });
        if (!mine && c.id != view.pile.back().card.id) unseen.push_back(c.id);
    }
    QCOMPARE(unseen.size(), std::size_t(41));
    std::vector<CardId> other;
    for (const Card &c : mirror->hand(1)) other.push_back(c.id);
    QCOMPARE(other, std::vector<CardId>(unseen.begin(), unseen.begin() + 10));
    QCOMPARE(mirror->state().stock.back().id, unseen.back()); // the top of the stock
    QCOMPARE(makePlayerView(*mirror, 0), view);
    // The same view, the same round: never random.
    QVERIFY(roundFromView(rules, view)->state() == mirror->state());
}

void TestViewRound::sameAnswers_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("seed");
    for (const char *variant : {"rummy", "remi51", "rami", "remi_indonesia"})
        for (int seed : {1, 2, 3}) {
            const int players = 2 + seed % 3;
            QTest::addRow("%s-%d", variant, seed) << QString::fromLatin1(variant) << players << seed;
        }
}

// Every few turns of a round played by normal computer players, at the start of the seat's turn and
// after its first action: each seat's mirror shows its view again, and every candidate action of
// the seat gets the real round's answer on the mirror; an accepted one (not a stock draw, whose card
// the mirror cannot know) leaves the seat the same view on both.
void TestViewRound::sameAnswers()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(int, seed);
    const RuleSet rules = presetRules(variant.toStdString())->forPlayers(players);
    Random rng(static_cast<std::uint64_t>(seed));
    Round real = Round::deal(rules, players, 0, rng);
    auto bot = ai::makeComputerPlayer(ai::BotLevel::Normal);
    int checked = 0, accepted = 0;
    for (int turn = 0; turn < 40 && !real.isOver(); ++turn) {
        for (int half = 0; half < 2 && !real.isOver(); ++half) {
            if (turn % 3 == 0 || half == 1) {
                for (int seat = 0; seat < players; ++seat) {
                    const PlayerView view = makePlayerView(real, seat);
                    std::string error;
                    const std::optional<Round> mirror = roundFromView(rules, view, {}, &error);
                    QVERIFY2(mirror, error.c_str());
                    QVERIFY(makePlayerView(*mirror, seat) == view);
                    for (int s = 0; s < players; ++s) QCOMPARE(mirror->hand(s).size(), real.hand(s).size());
                    QCOMPARE(mirror->stockSize(), real.stockSize());
                    for (const Action &a : candidates(real, seat)) {
                        Round r = real, m = *mirror;
                        const Reason want = r.apply(a);
                        const Reason got = m.apply(a);
                        QVERIFY2(want == got, qPrintable(QStringLiteral("%1 seat %2 turn %3: %4 vs %5")
                                                             .arg(describe(a))
                                                             .arg(seat)
                                                             .arg(turn)
                                                             .arg(static_cast<int>(want))
                                                             .arg(static_cast<int>(got))));
                        ++checked;
                        if (want != Reason::Ok) continue;
                        ++accepted;
                        const bool hiddenDraw = a.type == ActionType::Draw && a.from == DrawSource::Stock;
                        if (hiddenDraw || r.isOver()) continue;
                        QVERIFY(makePlayerView(r, seat) == makePlayerView(m, seat));
                        // Applied to both, an action is taken back alike (RULES.md 1.4 undo).
                        QCOMPARE(m.apply(Action::undo(seat)), r.apply(Action::undo(seat)));
                        QVERIFY(makePlayerView(r, seat) == makePlayerView(m, seat));
                    }
                }
            }
            if (half == 0) {
                // The first action of the turn only: the second half looks in the middle of it.
                const int seat = real.currentSeat();
                const Action first = bot->nextAction(makePlayerView(real, seat), rules, ai::turnSeed(seed, turn));
                if (real.apply(first) != Reason::Ok) break;
            } else if (!real.isOver()) {
                ai::playTurn(real, *bot, ai::turnSeed(seed, turn));
            }
        }
    }
    qInfo("%d actions asked of both rounds, %d accepted", checked, accepted);
    QVERIFY(checked > 1000);
    QVERIFY(accepted > 20);
}

// At a round's end every hand is shown (docs/PROTOCOL.md round_over): given them, the mirror holds
// exactly the real hands, and only the stock's order may differ.
void TestViewRound::shownHandsAtTheEnd()
{
    const RuleSet rules = *presetRules("remi51");
    Random rng(7);
    Round real = Round::deal(rules, 4, 2, rng);
    auto bot = ai::makeComputerPlayer(ai::BotLevel::Normal);
    for (int t = 0; t < 400 && !real.isOver(); ++t) ai::playTurn(real, *bot, ai::turnSeed(7, t));
    QVERIFY(real.isOver());
    std::vector<std::vector<Card>> hands;
    for (int s = 0; s < 4; ++s) hands.push_back(real.hand(s));
    const std::optional<Round> mirror = roundFromView(rules, makePlayerView(real, 1), hands);
    QVERIFY(mirror);
    for (int s = 0; s < 4; ++s) QVERIFY(mirror->hand(s) == real.hand(s));
    QVERIFY(mirror->table() == real.table());
    QVERIFY(mirror->pile() == real.pile());
    QVERIFY(mirror->isOver());
}

void TestViewRound::badViewsRefused()
{
    const RuleSet rules = *presetRules("rummy");
    Random rng(5);
    const Round real = Round::deal(rules, 3, 0, rng);
    PlayerView twice = makePlayerView(real, 0);
    twice.hand.push_back(twice.hand.front()); // a card twice
    ++twice.handSizes[0];
    std::string error;
    QVERIFY(!roundFromView(rules, twice, {}, &error));
    QVERIFY(!error.empty());
    PlayerView tooMany = makePlayerView(real, 0);
    tooMany.handSizes[1] += 40; // more hidden cards than the shoe holds
    QVERIFY(!roundFromView(rules, tooMany));
    PlayerView noSeats = makePlayerView(real, 0);
    noSeats.handSizes.clear();
    QVERIFY(!roundFromView(rules, noSeats));
}

QTEST_GUILESS_MAIN(TestViewRound)
#include "tst_viewround.moc"
