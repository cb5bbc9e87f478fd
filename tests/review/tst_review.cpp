// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The round review (src/review/RoundReview.h, issue 40): clearly wrong decisions of constructed
// rounds are flagged with the expert's alternative and a cost in range; judgements depend only on
// what the seat saw (the other hands and the stock below what was drawn do not count); the same
// input gives the same review.

#include "ReviewWords.h"
#include "review/RoundReview.h"

#include "PartitionBruteForce.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"

#include "engine/Match.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"
#include "engine/Variants.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <tuple>

using namespace remi;
using namespace remi::review;

namespace {

/// A review that looks less hard than the game's (the tests' time), the same everywhere.
ReviewConfig quick()
{
    ReviewConfig c;
    c.expertSamples = 16;
    c.samples = 32;
    c.moreSamples = 96;
    return c;
}

/// The deal `hands` (seat 0 first), `pile` (bottom first), `stockTop` (drawn first); the rest of
/// the shoe goes to the stock below them in id order. Dealer 1: seat 0 plays first.
std::optional<Round> dealt(const RuleSet &rules, std::vector<std::vector<Card>> hands, const std::vector<Card> &pile,
                           const std::vector<Card> &stockTop)
{
    DealSpec spec;
    spec.hands = hands;
    spec.discard = pile;
    spec.stock = stockTop;
    std::vector<bool> used(static_cast<std::size_t>(rules.shoeSize()), false);
    for (const auto &h : hands)
        for (const Card &c : h) used[c.id] = true;
    for (const Card &c : pile) used[c.id] = true;
    for (const Card &c : stockTop) used[c.id] = true;
    const int size = rules.handSize(static_cast<int>(hands.size()));
    for (const Card &c : buildShoe(rules.decks, rules.jokers)) {
        if (used[c.id]) continue;
        bool placed = false;
        for (std::size_t s = 0; s < spec.hands.size() && !placed; ++s) {
            const std::size_t want = static_cast<std::size_t>(size + (s == 0 && rules.firstPlayerExtraCard ? 1 : 0));
            if (spec.hands[s].size() < want) {
                spec.hands[s].push_back(c);
                placed = true;
            }
        }
        if (!placed) spec.stock.push_back(c);
    }
    std::string error;
    std::optional<Round> round = Round::fromDeal(rules, static_cast<int>(hands.size()), 1, spec, &error);
    if (!round) qWarning("%s", error.c_str());
    return round;
}

std::vector<Card> cards(const char *text, int decks = 2)
{
    return ai::partitiontest::hand(text, decks);
}

/// Everything a PlayerView shows, as text (to compare two views).
std::string viewText(const PlayerView &v)
{
    std::string t = std::to_string(v.turnIndex) + '/' + std::to_string(static_cast<int>(v.phase)) + '/' +
                    std::to_string(v.stockSize) + ' ' + cardsCode(v.hand) + " |";
    for (int n : v.handSizes) t += ' ' + std::to_string(n);
    for (const Meld &m : v.table) t += " [" + cardsCode(m.cards) + ']';
    for (const PileCard &p : v.pile) t += ' ' + cardsCode({p.card});
    for (const auto &k : v.knownCards) t += " {" + cardsCode(k) + '}';
    if (v.cut) t += " cut " + cardsCode({*v.cut});
    return t + (v.turn == TurnState{} ? "" : " turn");
}

/// A whole remi51 round of two bots (seat 0 easy, seat 1 normal) from `seed`: its start and log.
std::pair<Round, std::vector<Action>> playedRound(std::uint64_t seed)
{
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    Match match(rules, 2, seed);
    const Round start = match.round();
    auto easy = ai::makeComputerPlayer(ai::BotLevel::Easy);
    auto normal = ai::makeComputerPlayer(ai::BotLevel::Normal);
    std::vector<Action> log;
    Round &round = match.round();
    for (int t = 0; t < 400 && !round.isOver(); ++t) {
        const std::vector<Action> applied =
            ai::playTurn(round, round.currentSeat() == 0 ? *easy : *normal, seed * 131 + static_cast<std::uint64_t>(t));
        log.insert(log.end(), applied.begin(), applied.end());
    }
    return {start, log};
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

  private slots:
    void discardBreaksTheRun();
    void blindDrawBesideAMeld();
    void expertMoveIsNotFlagged();
    void openingTooLate();
    void unopenedDiscardKeepsTheOpening();
    void unopenedFarFromOpening();
    void pileCardOpens();
    void pointlessSwap();
    void reasonNamesTheCardsOfTwoLooseOnes();
    void fairness();
    void deterministic();
    void labels();
    void labelsScaleWithTheVariant();
    void words();
    void wordsOfAnUnopenedRound();
    void commandLine();
};

void TestReview::discardBreaksTheRun()
{
    // remi51, seat 0's first turn (15 cards, no draw; not opened: 6H 7H 8H is worth 21 of the 51 an
    // opening needs, RULES.md 3.6). It discards the 7H between 6H and 8H: the run is broken and 21
    // points of cards become deadwood. The expert discards a loose high card instead. With the
    // option notOpenedAddsHand an unopened hand pays its cards (RULES.md 3.8): deadwood is the reason.
    RuleSet rules = presetRules("remi51")->forPlayers(2);
    rules.notOpenedAddsHand = true;
    std::optional<Round> round = dealt(rules, {cards("6H 7H 8H KC QD JS 9C 4D 2S 10S 3C 5D AC 9D KS"), {}}, {}, {});
    QVERIFY(round);
    const Card sevenH = cards("7H")[0];
    const std::vector<Action> log{Action::discard(0, sevenH.id)};
    const RoundReview r = reviewRound(*round, log, 0, quick());
    QCOMPARE(r.decisions, 1);
    QCOMPARE(r.moments.size(), std::size_t(1));
    const ReviewMoment &m = r.moments.front();
    QCOMPARE(m.step, 0);
    QCOMPARE(m.ownTurn, 1);
    QCOMPARE(m.kind, DecisionKind::Discard);
    QCOMPARE(m.expert.type, ActionType::Discard);
    QVERIFY(m.expert.card != sevenH.id);
    QCOMPARE(m.reason.kind, ReviewReasonKind::DeadwoodLeft);
    QCOMPARE(m.reason.cards.front().id, sevenH.id);
    QVERIFY2(m.cost >= 3 && m.cost <= 60, qPrintable(QString::number(m.cost)));
    QVERIFY(m.confidence > 0.97);
    QVERIFY(m.reason.mine > m.reason.theirs);
}

void TestReview::blindDrawBesideAMeld()
{
    // rummy (the pile's top card may always be taken, RULES.md 2.4): seat 0 holds 5H 6H and the
    // pile shows 7H; it draws blind from the stock. The expert takes the 7H, which makes the run.
    const RuleSet rules = presetRules("rummy")->forPlayers(2);
    std::optional<Round> round =
        dealt(rules, {cards("5H 6H KC QD JS 9C 4D 2S 10S KD", 1), {}}, cards("7H", 1), cards("2C", 1));
    QVERIFY(round);
    const std::vector<Action> log{Action::draw(0, DrawSource::Stock)};
    const RoundReview r = reviewRound(*round, log, 0, quick());
    QCOMPARE(r.decisions, 1);
    QCOMPARE(r.moments.size(), std::size_t(1));
    const ReviewMoment &m = r.moments.front();
    QCOMPARE(m.kind, DecisionKind::Draw);
    QCOMPARE(m.expert.type, ActionType::Draw);
    QCOMPARE(m.expert.from, DrawSource::Discard);
    QCOMPARE(m.reason.kind, ReviewReasonKind::PileCardMelds);
    QCOMPARE(m.reason.cards.front().id, cards("7H", 1)[0].id);
    QVERIFY2(m.cost >= 2 && m.cost <= 40, qPrintable(QString::number(m.cost)));
}

void TestReview::expertMoveIsNotFlagged()
{
    // The same rummy position: taking the 7H is the expert's own move: judged, agreed, not flagged.
    const RuleSet rules = presetRules("rummy")->forPlayers(2);
    std::optional<Round> round =
        dealt(rules, {cards("5H 6H KC QD JS 9C 4D 2S 10S KD", 1), {}}, cards("7H", 1), cards("2C", 1));
    QVERIFY(round);
    const RoundReview r = reviewRound(*round, {Action::draw(0, DrawSource::Discard, 1)}, 0, quick());
    QCOMPARE(r.decisions, 1);
    QCOMPARE(r.agreed, 1);
    QVERIFY(r.moments.empty());
    QCOMPARE(r.pointsLost, 0.0);
    QCOMPARE(r.label, ReviewLabel::Expert);
}

void TestReview::openingTooLate()
{
    // remi51 (RULES.md 3.6-3.8), two seats. Seat 0 holds an opening all along (A-6 of hearts, 30, and
    // three jacks, 30: 60 of the 51 it needs) and keeps it in hand. Seat 1 opens in its first turn
    // with the run 2-Q of clubs (74) and keeps three cards. In its second turn seat 0, seeing seat 1
    // opened with three cards left, again only discards; seat 1 then goes out and seat 0 pays 100
    // for not having opened (3.8). The expert opens in that turn: the opening came too late.
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    std::optional<Round> round = dealt(
        rules,
        {cards("AH 2H 3H 4H 5H 6H JD JH JS 9D 7S 3D 10S 4S 2S"), cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KD KH 8S")},
        {}, cards("QS 9H KC"));
    QVERIFY(round);
    const auto id = [](const char *c) { return cards(c)[0].id; };
    std::vector<CardId> clubRun;
    for (const Card &c : cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC")) clubRun.push_back(c.id);
    const std::vector<Action> log{
        Action::discard(0, id("2S")),
        Action::draw(1, DrawSource::Stock),
        Action::meld(1, {clubRun}),
        Action::discard(1, id("QS")),
        Action::draw(0, DrawSource::Stock),
        Action::discard(0, id("4S")), // step 5: not opening although seat 1 may go out next turn
        Action::draw(1, DrawSource::Stock),
        Action::meld(1, {{id("KD"), id("KH"), id("KC")}}),
        Action::discard(1, id("8S")),
    };
    Round end = *round;
    for (const Action &a : log) QCOMPARE(end.apply(a), Reason::Ok);
    QVERIFY(end.isOver());
    const RoundReview r = reviewRound(*round, log, 0, quick());
    QCOMPARE(r.decisions, 3); // the first discard, the draw, the second discard
    const auto late =
        std::find_if(r.moments.begin(), r.moments.end(), [](const ReviewMoment &m) { return m.step == 5; });
    QVERIFY2(late != r.moments.end(), "the second discard is not flagged");
    QCOMPARE(late->ownTurn, 2);
    QCOMPARE(late->kind, DecisionKind::Discard);
    QCOMPARE(late->expert.type, ActionType::Meld);
    // Seat 0 has not opened: the reason is the flat 100 of an unopened hand (RULES.md 3.8).
    QCOMPARE(late->reason.kind, ReviewReasonKind::OpenNow);
    QCOMPARE(late->reason.flat, 100);
    // The round was lost by not opening: the review says so (RoundReview::notOpened).
    QVERIFY(r.notOpened);
    QCOMPARE(r.notOpenedPoints, 100);
    QCOMPARE(r.roundPoints, 100);
    // The expert's whole turn: the opening, then more table moves or none, and a discard; the round
    // goes on (seat 0 keeps cards).
    QVERIFY(!late->expertLine.empty());
    QCOMPARE(late->expertLine.back().type, ActionType::Discard);
    QVERIFY(!late->expertGoesOut);
    {
        Round line = *round;
        for (int k = 0; k < 5; ++k) QCOMPARE(line.apply(log[static_cast<std::size_t>(k)]), Reason::Ok);
        QCOMPARE(line.apply(late->expert), Reason::Ok);
        for (const Action &x : late->expertLine) QCOMPARE(line.apply(x), Reason::Ok);
        QCOMPARE(line.currentSeat(), 1);
    }
    for (const ReviewMoment &m : r.moments) qInfo("step %d cost %.2f se %.2f", m.step, m.cost, m.standardError);
    // Opening saves the 100 of an unopened hand when seat 1 goes out before seat 0's next turn, less
    // the cards still held: the chance of that, times about 90.
    QVERIFY2(late->cost >= 3 && late->cost <= 60, qPrintable(QString::number(late->cost)));
    QVERIFY(late->confidence > 0.97);
    // It is the worst moment of the round.
    QCOMPARE(r.moments.front().step, 5);
}

void TestReview::unopenedDiscardKeepsTheOpening()
{
    // remi51 (RULES.md 3.6, 3.8), the tester's round: seat 0 has not opened, so its hand would pay a
    // flat 100 whatever it holds; deadwood is no reason. It holds 3-4-5 of spades and 7-8-9 of
    // hearts (36 of the 51 an opening needs), a second 8H, the 8D, 10C J-J-K of clubs. Discarding
    // the 8D (half of an 8-set with the spare 8H) where the expert discards the second JC: after the
    // 8D a 9C, QC or joker opens the hand with one draw (a club run, 29 or 40 points), or a 3D
    // (A-2-3 of diamonds, the ace 10: 15 points, 51 in all): 2 + 2 + 4 + 2 unseen copies, 10; after
    // the JC an 8S or 8C does too (8H 8D 8x, 24 points: 60), 14 in all.
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    std::optional<Round> round = dealt(rules, {cards("3S 4S 5S 7H 8H 9H 8H 8D JC JC 10C KC 2D 6C AD"), {}}, {}, {});
    QVERIFY(round);
    const PlayerView v = makePlayerView(*round, 0);
    QVERIFY(!v.cut); // no card of the shoe is seen but the hand
    const auto id = [](const char *c) { return cards(c)[0].id; };
    const ReviewReason why = reasonForMove(v, rules, Action::discard(0, id("8D")), Action::discard(0, id("JC")));
    QCOMPARE(why.kind, ReviewReasonKind::OpeningChances);
    QCOMPARE(cardsCode(why.cards), std::string("8D JC"));
    QCOMPARE(why.mine, 10);
    QCOMPARE(why.theirs, 14);
    QCOMPARE(cardsCode(why.helps), std::string("8S 8C"));
    QCOMPARE(why.flat, 100);
    // Where an unopened hand pays its cards (the option notOpenedAddsHand, RULES.md 3.8) deadwood
    // counts: the same two loose discards are named by their cards (10 - 8 points).
    RuleSet adds = rules;
    adds.notOpenedAddsHand = true;
    const ReviewReason loose =
        reasonForMove(makePlayerView(*round, 0), adds, Action::discard(0, id("8D")), Action::discard(0, id("JC")));
    QCOMPARE(loose.kind, ReviewReasonKind::KeepsCard);
}

void TestReview::unopenedFarFromOpening()
{
    // remi51, not opened: no single card opens either hand (one run, 6-7-8 of hearts: 21 points;
    // the best one card adds is a set of nines with a joker, 27: 48 of 51). Discarding the 7H
    // breaks the run (the best opening left: 0 points) where the expert discards the KC (21 kept):
    // the reason is the opening kept, never deadwood (RULES.md 3.6, 3.8).
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    std::optional<Round> round = dealt(rules, {cards("6H 7H 8H KC QD 2S 9C 4D 6S 10S 3C 5D AC 9D 4S"), {}}, {}, {});
    QVERIFY(round);
    const PlayerView v = makePlayerView(*round, 0);
    const auto id = [](const char *c) { return cards(c)[0].id; };
    const ReviewReason why = reasonForMove(v, rules, Action::discard(0, id("7H")), Action::discard(0, id("KC")));
    QCOMPARE(why.kind, ReviewReasonKind::OpeningValue);
    QCOMPARE(why.mine, 0);
    QCOMPARE(why.theirs, 21);
    QCOMPARE(why.need, 51);
    QCOMPARE(why.flat, 100);
    // The KC is not loose: with the AC a QC or a joker makes Q-K-A of clubs (30: 51 with the run), 6
    // unseen copies; discarding it where the expert discards the 2S gives those up.
    const ReviewReason king = reasonForMove(v, rules, Action::discard(0, id("KC")), Action::discard(0, id("2S")));
    QCOMPARE(king.kind, ReviewReasonKind::OpeningChances);
    QCOMPARE(king.mine, 0);
    QCOMPARE(king.theirs, 6);
    QCOMPARE(cardsCode(king.helps), std::string("QC JK"));
    // Two loose cards change nothing of the opening: named by their cards.
    const ReviewReason loose = reasonForMove(v, rules, Action::discard(0, id("QD")), Action::discard(0, id("2S")));
    QCOMPARE(loose.kind, ReviewReasonKind::KeepsCard);
    QCOMPARE(cardsCode(loose.cards), std::string("QD 2S"));
}

void TestReview::pileCardOpens()
{
    // remi51 (RULES.md 3.3, 3.6): the tester's hand again, kept whole but for one JC. Seat 1 discards
    // the 8C; seat 0, not opened, draws blind where the expert takes it: with it 3-4-5 of spades,
    // 7-8-9 of hearts and 8H 8D 8C make 60 of the 51 an opening needs.
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    std::optional<Round> round =
        dealt(rules, {cards("3S 4S 5S 7H 8H 9H 8H 8D JC JC 10C KC 2D 6C AD"), cards("8C")}, {}, cards("QD"));
    QVERIFY(round);
    const auto id = [](const char *c) { return cards(c)[0].id; };
    QCOMPARE(round->apply(Action::discard(0, id("JC"))), Reason::Ok);
    QCOMPARE(round->apply(Action::draw(1, DrawSource::Stock)), Reason::Ok);
    QCOMPARE(round->apply(Action::discard(1, id("8C"))), Reason::Ok);
    const PlayerView v = makePlayerView(*round, 0);
    QCOMPARE(v.phase, Phase::Draw);
    const ReviewReason why =
        reasonForMove(v, rules, Action::draw(0, DrawSource::Stock), Action::draw(0, DrawSource::Discard, 1));
    QCOMPARE(why.kind, ReviewReasonKind::PileCardOpens);
    QCOMPARE(cardsCode(why.cards), std::string("8C"));
    QCOMPARE(why.mine, 60);
    QCOMPARE(why.need, 51);
    QCOMPARE(ReviewWords::reason(why),
             QStringLiteral("the 8♣ on the pile lets you open: melds worth 60 of the 51 needed"));
}

void TestReview::pointlessSwap()
{
    // rami (RULES.md 4.5, 4.6), two seats. Seat 0 opens with A-A-A and J-Q-K of hearts; seat 1
    // with 5C JK 7C and three queens. In its second turn seat 0 swaps its 6C for that joker, though
    // no two of its cards make a new combination with a joker: the recovered joker is not used and
    // the end of the turn costs 300 (4.5). The expert does not swap.
    const RuleSet rules = presetRules("rami")->forPlayers(2);
    std::optional<Round> round =
        dealt(rules, {cards("AH AD AC JH QH KH 6C 2S 9S 4H 10H 8D 3D KC"), cards("5C JK 7C QS QD QC")}, {},
              cards("5S 2H JD"));
    QVERIFY(round);
    const auto id = [](const char *c) { return cards(c)[0].id; };
    const auto ids = [](const char *text) {
        std::vector<CardId> out;
        for (const Card &c : cards(text)) out.push_back(c.id);
        return out;
    };
    const std::vector<Action> log{
        Action::draw(0, DrawSource::Stock),
        Action::meld(0, {ids("AH AD AC"), ids("JH QH KH")}),
        Action::discard(0, id("5S")),
        Action::draw(1, DrawSource::Stock),
        Action::meld(1, {ids("5C JK 7C"), ids("QS QD QC")}),
        Action::discard(1, id("2H")),
        Action::draw(0, DrawSource::Stock),
        Action::swapJoker(0, id("6C"), 2), // step 7: the pointless swap
        Action::discard(0, id("2S")),
    };
    Round end = *round;
    for (const Action &a : log) QCOMPARE(end.apply(a), Reason::Ok);
    QVERIFY(!end.isOver());
    {
        // The engine charged the 300 (the seat's live score before the turn less 300).
        Round before = *round;
        for (int k = 0; k < 7; ++k) QCOMPARE(before.apply(log[static_cast<std::size_t>(k)]), Reason::Ok);
        QCOMPARE(end.roundScore(0), before.roundScore(0) - 300);
    }
    const RoundReview r = reviewRound(*round, log, 0, quick());
    const auto swap =
        std::find_if(r.moments.begin(), r.moments.end(), [](const ReviewMoment &m) { return m.step == 7; });
    for (const ReviewMoment &m : r.moments)
        qInfo("step %d %s cost %.1f se %.1f", m.step, qPrintable(ReviewWords::moment(m, rules)), m.cost,
              m.standardError);
    QVERIFY2(swap != r.moments.end(), "the swap is not flagged");
    QCOMPARE(swap->kind, DecisionKind::JokerSwap);
    QVERIFY(swap->expert.type != ActionType::SwapJoker);
    QCOMPARE(swap->reason.kind, ReviewReasonKind::JokerUnused);
    QCOMPARE(cardsCode(swap->reason.cards), std::string("6C"));
    QCOMPARE(swap->reason.flat, 300);
    // The 300 less what the joker may still be worth in hand (20, 4.8) and the noise.
    QVERIFY2(swap->cost >= 150 && swap->cost <= 450, qPrintable(QString::number(swap->cost)));
    QVERIFY(swap->confidence > 0.97);
    QCOMPARE(r.moments.front().step, 7);
}

void TestReview::reasonNamesTheCardsOfTwoLooseOnes()
{
    // remi51 with notOpenedAddsHand (an unopened hand pays its cards, RULES.md 3.8; without it
    // deadwood is no reason: unopenedDiscardKeepsTheOpening), 1.3 deadwood: seat 0 holds the run
    // 7-8-9 of hearts and loose cards.
    // Discarding the loose 8♦ where the expert discards the loose J♣ leaves 2 points more deadwood:
    // only the two cards' values (10 - 8), so the reason names the cards (KeepsCard), not deadwood
    // (a tester read "64 points of deadwood, the expert's 62" as a reason it could not see).
    // Discarding the 8♥ out of the run leaves 26 more: the run is broken, deadwood is the reason.
    RuleSet rules = presetRules("remi51")->forPlayers(2);
    rules.notOpenedAddsHand = true;
    std::optional<Round> round = dealt(rules, {cards("7H 8H 9H 8D JC KD 2C 4S 6S QC AD 3D 5C 10S 2H"), {}}, {}, {});
    QVERIFY(round);
    const PlayerView v = makePlayerView(*round, 0);
    const auto id = [](const char *c) { return cards(c)[0].id; };
    const ReviewReason loose = reasonForMove(v, rules, Action::discard(0, id("8D")), Action::discard(0, id("JC")));
    QCOMPARE(loose.kind, ReviewReasonKind::KeepsCard);
    QCOMPARE(cardsCode(loose.cards), cardsCode(cards("8D JC")));
    QCOMPARE(loose.mine - loose.theirs, 2);
    const ReviewReason broken = reasonForMove(v, rules, Action::discard(0, id("8H")), Action::discard(0, id("KD")));
    QCOMPARE(broken.kind, ReviewReasonKind::DeadwoodLeft);
    QCOMPARE(broken.mine - broken.theirs, 7 + 9 + 10);
}

void TestReview::fairness()
{
    // The cards seat 0 never saw and no one moved (the other hand's cards it kept all round, the
    // stock below the last card drawn) are shuffled after the fact: the same log plays, seat 0
    // sees the same table at every step, and every judgement is the same.
    // The first round from seed 4040 on that ends with cards in seat 1's hand and no stock rebuild.
    std::uint64_t seed = 4040;
    auto [start, log] = playedRound(seed);
    Round end = start;
    for (; seed < 4240; ++seed) {
        std::tie(start, log) = playedRound(seed);
        end = start;
        for (const Action &a : log) QCOMPARE(end.apply(a), Reason::Ok);
        QVERIFY(end.isOver());
        if (end.state().rebuilds == 0 && end.hand(1).size() > 3) break;
    }
    qInfo("seed %llu, %zu actions", static_cast<unsigned long long>(seed), log.size());
    RoundState st = start.state();
    const RoundState &last = end.state();
    // Positions whose card stays hidden from seat 0 all round.
    std::vector<Card *> spots;
    for (Card &c : st.seats[1].hand)
        if (std::any_of(last.seats[1].hand.begin(), last.seats[1].hand.end(),
                        [&](const Card &x) { return x.id == c.id; }))
            spots.push_back(&c);
    const std::size_t stockLeft = last.stock.size();
    QVERIFY(last.rebuilds == 0);
    for (std::size_t i = 0; i < stockLeft; ++i)
        spots.push_back(&st.stock[i]); // back() is the top: the first ones are never drawn
    QVERIFY(spots.size() > 10);
    std::vector<Card> moved;
    for (Card *c : spots) moved.push_back(*c);
    std::rotate(moved.begin(), moved.begin() + 3, moved.end());
    for (std::size_t i = 0; i < spots.size(); ++i) *spots[i] = moved[i];
    std::string error;
    std::optional<Round> other = Round::fromState(start.rules(), st, &error);
    QVERIFY2(other, error.c_str());
    QVERIFY(!(other->state().seats[1].hand == start.state().seats[1].hand));
    Round a = start, b = *other;
    for (const Action &x : log) {
        QCOMPARE(viewText(makePlayerView(b, 0)), viewText(makePlayerView(a, 0)));
        QVERIFY(makePlayerView(b, 0).turn == makePlayerView(a, 0).turn);
        QCOMPARE(b.apply(x), Reason::Ok);
        a.apply(x);
    }
    const RoundReview ra = reviewRound(start, log, 0, quick());
    const RoundReview rb = reviewRound(*other, log, 0, quick());
    QVERIFY(ra.decisions > 10);
    QCOMPARE(rb.decisions, ra.decisions);
    QCOMPARE(rb.agreed, ra.agreed);
    QCOMPARE(rb.moments.size(), ra.moments.size());
    for (std::size_t i = 0; i < ra.moments.size(); ++i) {
        QCOMPARE(rb.moments[i].step, ra.moments[i].step);
        QCOMPARE(rb.moments[i].cost, ra.moments[i].cost);
        QVERIFY(rb.moments[i].expert.card == ra.moments[i].expert.card &&
                rb.moments[i].expert.type == ra.moments[i].expert.type);
    }
    QCOMPARE(rb.pointsLost, ra.pointsLost);
}

void TestReview::deterministic()
{
    const auto [start, log] = playedRound(515);
    const RoundReview a = reviewRound(start, log, 0, quick());
    const RoundReview b = reviewRound(start, log, 0, quick());
    QVERIFY(a.decisions > 5);
    qInfo("%d decisions, %d as the expert, %zu moments, %.1f points lost", a.decisions, a.agreed, a.moments.size(),
          a.pointsLost);
    QCOMPARE(b.decisions, a.decisions);
    QCOMPARE(b.moments.size(), a.moments.size());
    for (std::size_t i = 0; i < a.moments.size(); ++i) {
        QCOMPARE(b.moments[i].step, a.moments[i].step);
        QCOMPARE(b.moments[i].cost, a.moments[i].cost);
        QCOMPARE(b.moments[i].standardError, a.moments[i].standardError);
    }
    QCOMPARE(b.pointsLost, a.pointsLost);
    // Every decision judged is the expert's, a moment or a difference at no real cost (in turn order,
    // each below a point or within two standard errors, with its reason).
    QCOMPARE(a.unjudged, 0);
    QCOMPARE(a.agreed + static_cast<int>(a.moments.size() + a.differences.size()), a.decisions);
    QVERIFY(!a.differences.empty());
    for (std::size_t i = 0; i < a.differences.size(); ++i) {
        const ReviewMoment &d = a.differences[i];
        if (i > 0) QVERIFY(a.differences[i - 1].step < d.step);
        QVERIFY(d.cost < quick().minCost || d.cost < quick().flagZ * d.standardError);
        QVERIFY(!sameMove(d.played, d.expert));
    }
    // Worst first.
    for (std::size_t i = 1; i < a.moments.size(); ++i) QVERIFY(a.moments[i - 1].cost >= a.moments[i].cost);
}

void TestReview::labels()
{
    const RuleSet remi51 = *presetRules("remi51");
    QCOMPARE(labelFor(0.0, remi51), ReviewLabel::Expert);
    QCOMPARE(labelFor(0.099, remi51), ReviewLabel::Expert);
    QCOMPARE(labelFor(0.1, remi51), ReviewLabel::Strong);
    QCOMPARE(labelFor(0.25, remi51), ReviewLabel::Good);
    QCOMPARE(labelFor(0.5, remi51), ReviewLabel::Casual);
    QCOMPARE(labelFor(1.0, remi51), ReviewLabel::Beginner);
}

void TestReview::labelsScaleWithTheVariant()
{
    // reviewPointScale (engine/Variants.h, the variants' data): remi51 1, rummy 0.4, rami 2,
    // remi_indonesia 1.5 (benchmarks/README.md
    // "The round review": the expert's own rounds lose 0.054, 0.015, 0.36 and 0.146 points a
    // decision, the easy level's 0.90, 0.31, 1.09 and 1.22).
    const RuleSet remi51 = *presetRules("remi51"), rummy = *presetRules("rummy"), rami = *presetRules("rami"),
                  indonesia = *presetRules("remi_indonesia");
    QCOMPARE(reviewPointScale(remi51), 1.0);
    QCOMPARE(reviewPointScale(rummy), 0.4);
    QCOMPARE(reviewPointScale(rami), 2.0);
    QCOMPARE(reviewPointScale(indonesia), 1.5);
    RuleSet unknown = remi51;
    unknown.variant = "house";
    QCOMPARE(reviewPointScale(unknown), 1.0);
    // The same 0.36 points a decision: "good" in remi51, "strong" in rami, "casual" in rummy.
    QCOMPARE(labelFor(0.36, remi51), ReviewLabel::Good);
    QCOMPARE(labelFor(0.36, rami), ReviewLabel::Strong);
    QCOMPARE(labelFor(0.36, rummy), ReviewLabel::Casual);
    // The measured rates: the expert's own rounds and the easy level's.
    QCOMPARE(labelFor(0.054, remi51), ReviewLabel::Expert);
    QCOMPARE(labelFor(0.015, rummy), ReviewLabel::Expert);
    QCOMPARE(labelFor(0.146, indonesia), ReviewLabel::Expert);
    QCOMPARE(labelFor(0.902, remi51), ReviewLabel::Casual);
    QCOMPARE(labelFor(0.309, rummy), ReviewLabel::Casual);
    QCOMPARE(labelFor(1.089, rami), ReviewLabel::Casual);
    QCOMPARE(labelFor(1.217, indonesia), ReviewLabel::Casual);
    // Thresholds times the scale: rami's "expert" ends at 0.2, its "casual" at 2.
    QCOMPARE(labelFor(0.199, rami), ReviewLabel::Expert);
    QCOMPARE(labelFor(0.2, rami), ReviewLabel::Strong);
    QCOMPARE(labelFor(2.0, rami), ReviewLabel::Beginner);
}

void TestReview::words()
{
    // The moment of discardBreaksTheRun in English (the words the window will show).
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    ReviewMoment m;
    m.ownTurn = 7;
    m.played = Action::discard(0, cards("9H")[0].id);
    m.expert = Action::discard(0, cards("KC")[0].id);
    m.cost = 6.2;
    m.confidence = 0.987;
    m.reason.kind = ReviewReasonKind::DeadwoodLeft;
    m.reason.mine = 19;
    m.reason.theirs = 9;
    QCOMPARE(ReviewWords::moment(m, rules),
             QStringLiteral("Turn 7: you discard 9♥; the expert would discard K♣: about 6 points better on average "
                            "(your move leaves 19 points of deadwood in hand, the expert's 9; 98 % sure)"));
    m.reason = {};
    m.reason.kind = ReviewReasonKind::PileCardMelds;
    m.reason.cards = cards("7H");
    m.played = Action::draw(0, DrawSource::Stock);
    m.expert = Action::draw(0, DrawSource::Discard, 1);
    m.cost = 2.4;
    QCOMPARE(ReviewWords::moment(m, rules),
             QStringLiteral("Turn 7: you draw from the stock; the expert would take the top card of the discard pile: "
                            "about 2 points better on average (the 7♥ on the pile makes a meld; 98 % sure)"));
    // The expert's whole turn, ending the round.
    m.reason = {};
    m.reason.kind = ReviewReasonKind::PlayNow;
    m.played = Action::discard(0, cards("JS")[0].id);
    m.expert = Action::swapJoker(0, cards("JS")[0].id, 1);
    const std::vector<Card> queens = cards("QS QD JK");
    m.expertLine = {Action::meld(0, {{queens[0].id, queens[1].id, queens[2].id}}),
                    Action::discard(0, cards("9D")[0].id)};
    m.expertGoesOut = true;
    m.cost = 84.2;
    QCOMPARE(ReviewWords::moment(m, rules),
             QStringLiteral("Turn 7: you discard J♠; the expert would swap J♠ for a joker on the table, then meld "
                            "Q♠ Q♦ joker, then discard 9♦ and go out: about 84 points better on average (playing to "
                            "the table now is better; 98 % sure)"));
    m.expertLine.clear();
    m.expertGoesOut = false;
    m.reason = {};
    m.reason.kind = ReviewReasonKind::KeepsCard;
    m.reason.cards = cards("8D JC");
    m.played = Action::discard(0, cards("8D")[0].id);
    m.expert = Action::discard(0, cards("JC")[0].id);
    m.cost = 0.4;
    QCOMPARE(ReviewWords::difference(m, rules),
             QStringLiteral("Turn 7: you discard 8♦; the expert would discard J♣: no real difference on average "
                            "(the expert's reason: the 8♦ is worth more in your hand than the J♣)"));
    RoundReview r;
    r.decisions = 20;
    r.agreed = 17;
    r.pointsLost = 14.4;
    r.label = labelFor(r.pointsLost / r.decisions, rules);
    QCOMPARE(
        ReviewWords::summary(2, r),
        QStringLiteral("Round 2: 20 decisions, 17 as the expert would; about 14 points lost to mistakes — casual"));
}

void TestReview::wordsOfAnUnopenedRound()
{
    // A remi51 round lost by not opening (RULES.md 3.8): the summary names it and gives no grade;
    // the moment's reason is the opening, never deadwood.
    const RuleSet rules = presetRules("remi51")->forPlayers(3);
    RoundReview r;
    r.decisions = 23;
    r.agreed = 14;
    r.pointsLost = 5.2;
    r.label = labelFor(r.pointsLost / r.decisions, rules);
    QCOMPARE(r.label, ReviewLabel::Strong);
    r.notOpened = true;
    r.notOpenedPoints = 100;
    r.roundPoints = 100;
    QCOMPARE(
        ReviewWords::summary(1, r),
        QStringLiteral("Round 1: not opening cost the round: 100 points, whatever the cards in hand; 23 decisions, "
                       "14 as the expert would, about 5 points lost to them"));
    QCOMPARE(ReviewWords::matchSummary(5.2, ReviewLabel::Strong, 3),
             QStringLiteral("Match: about 5 points lost to mistakes; not opening cost 3 rounds"));
    QCOMPARE(ReviewWords::matchSummary(5.2, ReviewLabel::Strong),
             QStringLiteral("Match: about 5 points lost to mistakes — strong"));
    ReviewMoment m;
    m.ownTurn = 8;
    m.played = Action::discard(0, cards("8D")[0].id);
    m.expert = Action::discard(0, cards("JC")[0].id);
    m.cost = 5.1;
    m.confidence = 0.995;
    m.reason.kind = ReviewReasonKind::OpeningChances;
    m.reason.cards = cards("8D JC");
    m.reason.mine = 8;
    m.reason.theirs = 12;
    m.reason.helps = cards("8S 8C");
    m.reason.flat = 100;
    QCOMPARE(ReviewWords::moment(m, rules),
             QStringLiteral("Turn 8: you discard 8♦; the expert would discard J♣: about 5 points better on average "
                            "(you have not opened, so your hand counts 100 points whatever it holds and deadwood does "
                            "not matter; after your discard 8 unseen cards would open it with one draw, after the "
                            "expert's 12 unseen cards, such as 8♠ 8♣; 99 % sure)"));
    m.reason = {};
    m.reason.kind = ReviewReasonKind::OpeningValue;
    m.reason.mine = 0;
    m.reason.theirs = 21;
    m.reason.need = 51;
    m.reason.flat = 100;
    QCOMPARE(
        ReviewWords::reason(m.reason),
        QStringLiteral("you have not opened, so your hand counts 100 points whatever it holds and deadwood does "
                       "not matter; your discard leaves melds worth 0 of the 51 an opening needs, the expert's 21"));
    m.reason = {};
    m.reason.kind = ReviewReasonKind::OpenNow;
    m.reason.flat = 100;
    QCOMPARE(ReviewWords::reason(m.reason),
             QStringLiteral("opening now is better: an unopened hand counts 100 points if another player goes out "
                            "first"));
    m.reason = {};
    m.reason.kind = ReviewReasonKind::JokerUnused;
    m.reason.cards = cards("6C");
    m.reason.flat = 300;
    QCOMPARE(ReviewWords::reason(m.reason),
             QStringLiteral("the freed joker makes no new meld with your cards this turn, so the swap costs 300 points "
                            "at the end of the turn"));
    m.reason.flat = 0;
    QCOMPARE(ReviewWords::reason(m.reason),
             QStringLiteral("the freed joker makes no new meld with your cards, so the swap only gives up the 6♣"));
}

void TestReview::commandLine()
{
    // remi-sim review: a recorded remi51 round of the easy level, reviewed twice (the same text), as
    // JSON, and a bad seat refused.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("easy.remi"));
    const auto run = [](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(REMI_SIM), args);
        p.waitForFinished(300000);
        return std::make_tuple(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                               QString::fromUtf8(p.readAllStandardError()));
    };
    auto [code, out, err] = run({QStringLiteral("record"), QStringLiteral("--out"), file, QStringLiteral("--variant"),
                                 QStringLiteral("remi51"), QStringLiteral("--players"), QStringLiteral("2"),
                                 QStringLiteral("--seed"), QStringLiteral("77"), QStringLiteral("--rounds"),
                                 QStringLiteral("1"), QStringLiteral("--level"), QStringLiteral("easy")});
    QVERIFY2(code == 0, qPrintable(err));
    const QStringList review{QStringLiteral("review"), file, QStringLiteral("--seat"), QStringLiteral("0")};
    std::tie(code, out, err) = run(review);
    QCOMPARE(code, 0);
    QVERIFY2(out.startsWith(QStringLiteral("Round 1: ")), qPrintable(out));
    const auto [code2, out2, err2] = run(review);
    QCOMPARE(code2, 0);
    QCOMPARE(out2, out);
    std::tie(code, out, err) = run(review + QStringList{QStringLiteral("--json")});
    QCOMPARE(code, 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    const QJsonArray rounds = o.value(QStringLiteral("rounds")).toArray();
    QCOMPARE(rounds.size(), 1);
    const QJsonObject first = rounds.first().toObject();
    QVERIFY(first.value(QStringLiteral("decisions")).toInt() > 5);
    for (const QJsonValue m : first.value(QStringLiteral("moments")).toArray()) {
        QVERIFY(m.toObject().value(QStringLiteral("cost")).toDouble() >= 1.0);
        QVERIFY(m.toObject().value(QStringLiteral("text")).toString().startsWith(QStringLiteral("Turn ")));
    }
    std::tie(code, out, err) = run({QStringLiteral("review"), file, QStringLiteral("--seat"), QStringLiteral("2")});
    QCOMPARE(code, 2);
    QCOMPARE(err, QStringLiteral("remi-sim review: --seat expects a seat from 0 to 1, not \"2\"\n"));
}

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
