// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi51 rounds, part 2: RULES.md 3.7 closing and *hand*, 3.10 burying and stock exhaustion,
// 3.8 round scores (checklist 3.13 items 6–9; worked examples 3.12.5 and 3.12.6). Every action goes
// through REMI_APPLY: cards conserved (1.1), a refused action changes nothing (1.4).

#include "TestRound.h"
#include "TestRules.h"

#include "engine/Match.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remitest;

namespace {

RuleSet remiWith(const QString &options)
{
    return presetWith(QStringLiteral("remi51"), options);
}

/// Seat 1 holds 3♦ 5♥ 9♠ Q♣ (27) after opening; these are its cards.
const char *kSeat1 = "4S 5S 6S 10H JH QH KH 2C 3D 5H 9S QC";

/// Table after the first circuit: 0 = 4♠5♠6♠ and 1 = 10♥J♥Q♥K♥ (seat 1), 2 = 8♦8♥8♣ and
/// 3 = 10♠10♦10♣ (seat 0).
Action openSeat1(const Round &r)
{
    return meldAction(r, 1, {"4S 5S 6S", "10H JH QH KH"});
}
Action openSeat0(const Round &r)
{
    return meldAction(r, 0, {"8D 8H 8C", "10S 10D 10C"});
}

/// Splits "layoff 10H 3; discard 4C" into steps and turns one step into an action of `seat`.
Action stepAction(const Round &r, int seat, const QString &step)
{
    const QStringList w = step.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (w[0] == QLatin1String("layoff")) return layOffAction(r, seat, w[1].toStdString(), w[2].toInt());
    if (w[0] == QLatin1String("discard")) return discardAction(r, seat, w[1].toStdString());
    if (w[0] == QLatin1String("bury")) return buryAction(r, seat, w[1].toStdString());
    if (w[0] == QLatin1String("meld")) return meldAction(r, seat, {w.mid(1).join(QLatin1Char(' ')).toStdString()});
    return Action::undo(seat);
}

} // namespace

class TestRemi51Finish : public QObject {
    Q_OBJECT

  private slots:
    void closing_data();
    void closing();
    void handInLaterTurn();
    void strictHandLayOff_data();
    void strictHandLayOff();
    void layOffOntoOwnMeldInHand();
    void cutCardHand();
    void cutCardLayOffOntoOthers();
    void cutCardNotInMeld();
    void openedPlayerCannotTakeCutCard();
    void cutCardDrawnAsLastStockCardHand();
    void burying();
    void buryOptionsAndReasons();
    void stockCutCardLastOneRebuild();
    void stockNoRebuild();
    void stalemateCap();
    void stalemateCapEndsEndlessRound();
};

// RULES.md 3.7, 3.10, 3.12.5 and 3.13 sixth item. Both seats open in the first circuit; in its
// next turn seat 0 holds `extra` plus the card it draws, plays `prep` and then `final`.
void TestRemi51Finish::closing_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("extra");
    QTest::addColumn<QString>("draw");
    QTest::addColumn<QString>("prep");
    QTest::addColumn<QString>("last");
    QTest::addColumn<remi::Reason>("reason");
    QTest::addColumn<bool>("closes");
    const QString no;
    QTest::newRow("7S fits 4S5S6S") << no << "7S"
                                    << "10H"
                                    << "layoff 10H 3"
                                    << "discard 7S" << Reason::ClosingCardPlayable << false;
    QTest::newRow("10H fits the 10 set") << no << "7S"
                                         << "10H"
                                         << "layoff 7S 0"
                                         << "discard 10H" << Reason::ClosingCardPlayable << false;
    QTest::newRow("4C fits nothing (3.12.5: 9H there)") << no << "4C"
                                                        << "10H"
                                                        << "layoff 10H 3"
                                                        << "discard 4C" << Reason::Ok << true;
    QTest::newRow("joker") << no << "JK"
                           << "10H"
                           << "layoff 10H 3"
                           << "discard JK" << Reason::JokerCannotClose << false;
    QTest::newRow("meld empties hand") << no << "9D 9C"
                                       << "9H" << no << "meld 9D 9C 9H" << Reason::MustKeepDiscard << false;
    QTest::newRow("lay-off empties hand") << no << "7S"
                                          << "10H"
                                          << "layoff 10H 3"
                                          << "layoff 7S 0" << Reason::MustKeepDiscard << false;
    QTest::newRow("bury empties hand") << no << "JK"
                                       << "9C" << no << "bury 9C" << Reason::MustKeepDiscard << false;
    QTest::newRow("playable discard, not closing") << no << "7S 4C"
                                                   << "2D" << no << "discard 7S" << Reason::Ok << false;
    QTest::newRow("noPlayableDiscard") << "noPlayableDiscard=true"
                                       << "7S 4C"
                                       << "2D" << no << "discard 7S" << Reason::ClosingCardPlayable << false;
    QTest::newRow("noPlayableDiscard all playable") << "noPlayableDiscard=true"
                                                    << "7S JK"
                                                    << "10H" << no << "discard 7S" << Reason::Ok << false;
}

void TestRemi51Finish::closing()
{
    QFETCH(QString, options);
    QFETCH(QString, extra);
    QFETCH(QString, draw);
    QFETCH(QString, prep);
    QFETCH(QString, last);
    QFETCH(remi::Reason, reason);
    QFETCH(bool, closes);
    const std::string hand0 = "8D 8H 8C 10S 10D 10C " + extra.toStdString();
    const std::string stock = "2H 3H " + draw.toStdString() + " 4D";
    REMI_ROUND(r, remiWith(options), 2, 0, {{hand0, kSeat1}, stock, "", "6H"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0)); // 2H
    REMI_OK(*r, openSeat0(*r));
    REMI_OK(*r, discardAction(*r, 0, "2H"));
    REMI_OK(*r, drawStock(1)); // 3H
    REMI_OK(*r, discardAction(*r, 1, "3H"));
    REMI_OK(*r, drawStock(0));
    for (const QString &step : prep.split(QLatin1Char(';'), Qt::SkipEmptyParts)) REMI_OK(*r, stepAction(*r, 0, step));
    REMI_APPLY(*r, stepAction(*r, 0, last), reason);
    QCOMPARE(r->isOver(), closes);
    if (!closes) return;
    QCOMPARE(r->result().winner, 0);
    QCOMPARE(r->result().finish, Finish::Close);
    QCOMPARE(r->result().scores(), (std::vector<int>{-40, 27}));
}

// RULES.md 3.7 / 3.8: a player unopened at the start of a later turn goes out: *hand* −80, and
// the other player's hand value (27) doubled.
void TestRemi51Finish::handInLaterTurn()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 10C 4C", kSeat1}, "8S", "", "6H"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0)); // 8S
    REMI_OK(*r, meldAction(*r, 0, {"8D 8H 8C 8S", "10S 10D 10C"}));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    QCOMPARE(r->result().finish, Finish::Hand);
    QCOMPARE(r->result().scores(), (std::vector<int>{-80, 54}));
}

// RULES.md 3.7 strictHand and 3.13 seventh item: going out after a lay-off onto another's meld in
// the opening turn ✗ lay_off_not_allowed; ✓ as a *hand* with strictHand off.
void TestRemi51Finish::strictHandLayOff_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<remi::Reason>("reason");
    QTest::newRow("strictHand on") << "" << Reason::LayOffNotAllowed;
    QTest::newRow("strictHand off") << "strictHand=false" << Reason::Ok;
}

void TestRemi51Finish::strictHandLayOff()
{
    QFETCH(QString, options);
    QFETCH(remi::Reason, reason);
    REMI_ROUND(r, remiWith(options), 2, 0, {{"8D 8H 8C 10S 10D 10C 7S", kSeat1}, "4C 4D", "", "6H"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0)); // 4C
    REMI_OK(*r, openSeat0(*r));
    REMI_OK(*r, layOffAction(*r, 0, "7S", 0)); // onto seat 1's 4♠5♠6♠
    REMI_APPLY(*r, discardAction(*r, 0, "4C"), reason);
    if (reason == Reason::Ok) {
        QCOMPARE(r->result().finish, Finish::Hand);
        QCOMPARE(r->result().scores(), (std::vector<int>{-80, 54}));
        return;
    }
    QCOMPARE(r->turnEndBlockers(), (std::vector<Reason>{Reason::LayOffNotAllowed}));
    REMI_OK(*r, Action::undo(0)); // keep 7♠ instead: an ordinary turn
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    QCOMPARE(handSorted(*r, 0), QStringLiteral("7S"));
    QVERIFY(r->hasOpened(0));
}

// RULES.md 3.7: lay-offs onto the player's own melds of this turn are allowed in a *hand*.
void TestRemi51Finish::layOffOntoOwnMeldInHand()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 10C 4C", kSeat1}, "8S", "", "6H"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0)); // 8S
    REMI_OK(*r, openSeat0(*r));
    REMI_OK(*r, layOffAction(*r, 0, "8S", 2));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    QCOMPARE(r->result().finish, Finish::Hand);
    QCOMPARE(r->result().scores(), (std::vector<int>{-80, 54}));
}

// RULES.md 3.7 and 3.8: a *hand* with the cut card in a meld scores −120; others doubled.
void TestRemi51Finish::cutCardHand()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 4C", kSeat1}, "4D", "", "10C"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawCut(0));
    QVERIFY(!r->cutCard().has_value());
    QCOMPARE(r->stockSize(), 1);
    REMI_OK(*r, openSeat0(*r));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    QCOMPARE(r->result().winner, 0);
    QCOMPARE(r->result().finish, Finish::CutHand);
    QCOMPARE(r->result().scores(), (std::vector<int>{-120, 54}));
}

// RULES.md 3.7 and 3.13 seventh item: in a cut-card turn, with strictHand, a lay-off onto another
// player's meld ✗ cut_card_needs_hand at once.
void TestRemi51Finish::cutCardLayOffOntoOthers()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 7S 4C", kSeat1}, "4D", "", "10C"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawCut(0));
    REMI_OK(*r, openSeat0(*r));
    REMI_APPLY(*r, layOffAction(*r, 0, "7S", 0), Reason::CutCardNeedsHand);
    REMI_APPLY(*r, discardAction(*r, 0, "7S"), Reason::CutCardNeedsHand); // 4♣ left: not a *hand*
}

// RULES.md 3.7 and 3.13 seventh item: the cut card not in a meld ✗ cut_card_needs_hand; undo gives
// the cut card back and the player draws from the stock instead.
void TestRemi51Finish::cutCardNotInMeld()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 10C 4C", kSeat1}, "4D", "", "2D"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    const RoundState before = r->state();
    REMI_OK(*r, drawCut(0));
    REMI_OK(*r, openSeat0(*r));
    REMI_APPLY(*r, discardAction(*r, 0, "4C"), Reason::CutCardNeedsHand);
    REMI_APPLY(*r, discardAction(*r, 0, "2D"), Reason::CutCardNeedsHand);
    REMI_OK(*r, Action::undo(0));
    REMI_OK(*r, Action::undo(0));
    QCOMPARE(stateDiff(before, r->state()), QString());
    QCOMPARE(code(*r->cutCard()), QStringLiteral("2D"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    QVERIFY(!r->hasOpened(0));
}

// RULES.md 3.7 and 3.13 seventh item: an opened player drawing the cut card ✗.
// RULES.md 3.7 last sentence: when the face-down stock is used up, the cut card is drawn as the last
// stock card; a *hand* in that turn with the cut card in a meld counts as a cut-card *hand*.
void TestRemi51Finish::cutCardDrawnAsLastStockCardHand()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 4C", "2C 3D 5H 9S QC"}, "", "", "10C"});
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    QCOMPARE(r->stockSize(), 0);
    REMI_OK(*r, drawStock(0));
    QVERIFY(!r->cutCard().has_value());
    REMI_OK(*r, openSeat0(*r));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    QCOMPARE(r->result().finish, Finish::CutHand);
    QCOMPARE(r->result().scores(), (std::vector<int>{-120, 200}));
}

void TestRemi51Finish::openedPlayerCannotTakeCutCard()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"5D 6D 7C", kSeat1}, "4D 3C", "", "2D"});
    REMI_OK(*r, openSeat1(*r));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "4D"));
    REMI_APPLY(*r, drawCut(1), Reason::CutCardNeedsHand);
    REMI_OK(*r, drawStock(1));
}

// RULES.md 3.10, 3.12.6 and 3.13 eighth item: a bury takes two cards from the hand; the joker can
// never be drawn; a stock rebuild takes it back into play.
void TestRemi51Finish::burying()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"10S 10D 10C JS QS KS 5S 6D", "9C JK 3H 4C 7S"}, "2D", "", "KD"});
    const CardId joker = idIn(r->hand(1), "JK");
    REMI_OK(*r, buryAction(*r, 1, "9C"));
    QCOMPARE(handSize(*r, 1), 3);
    QCOMPARE(int(r->pile().size()), 2);
    QVERIFY(r->pile()[0].buried);
    QCOMPARE(int(r->pile()[0].card.id), int(joker));
    QCOMPARE(code(*r->pileTop()), QStringLiteral("9C"));
    REMI_OK(*r, drawPile(0));           // 9♣ may be taken as usual (first circuit)
    QVERIFY(!r->pileTop().has_value()); // only the buried joker is left: nothing to take
    REMI_OK(*r, Action::undo(0));
    REMI_OK(*r, drawStock(0)); // 2D, the last face-down card
    REMI_OK(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}));
    REMI_OK(*r, discardAction(*r, 0, "2D"));
    QCOMPARE(r->stockSize(), 0);
    REMI_OK(*r, drawStock(1)); // the cut card is the last stock card
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("3H 4C 7S KD")));
    QVERIFY(!r->cutCard().has_value());
    REMI_OK(*r, discardAction(*r, 1, "KD"));
    REMI_OK(*r, drawStock(0)); // rebuild: JK 9♣ 2♦ under K♦ become the stock
    QCOMPARE(r->state().rebuilds, 1);
    QCOMPARE(int(r->pile().size()), 1);
    QCOMPARE(pileTopCode(*r), QStringLiteral("KD"));
    QVERIFY(!r->pile()[0].buried);
    QCOMPARE(r->stockSize(), 2);
    const bool jokerInStock =
        std::any_of(r->state().stock.begin(), r->state().stock.end(), [&](const Card &c) { return c.id == joker; });
    const bool jokerDrawn =
        std::any_of(r->hand(0).begin(), r->hand(0).end(), [&](const Card &c) { return c.id == joker; });
    QVERIFY(jokerInStock != jokerDrawn);
}

// RULES.md 3.10 and 1.5: bury with burying off ✗ discard_not_allowed; a non-joker under the card ✗
// action_not_allowed; the joker as the covering card is a plain discard of a joker.
void TestRemi51Finish::buryOptionsAndReasons()
{
    REMI_ROUND(r, remiWith(QStringLiteral("allowBuryJoker=false")), 2, 0, {{"5D", "9C JK 3H 4C"}, "2D", "", "KD"});
    REMI_APPLY(*r, buryAction(*r, 1, "9C"), Reason::DiscardNotAllowed);
    REMI_ROUND(d, remi51Rules(), 2, 0, {{"5D", "9C JK 3H 4C"}, "2D", "", "KD"});
    REMI_APPLY(*d, Action::discardBurying(1, idIn(d->hand(1), "9C"), idIn(d->hand(1), "3H")), Reason::ActionNotAllowed);
    REMI_APPLY(*d, Action::discardBurying(1, idIn(d->hand(1), "9C"), idIn(d->hand(0), "5D")), Reason::CardNotInHand);
    REMI_OK(*d, buryAction(*d, 1, "9C"));
    QCOMPARE(handSorted(*d, 1), sortedCodes(QStringLiteral("3H 4C")));
}

// RULES.md 3.10 and 3.13 ninth item: the cut card is drawn last; one rebuild; the second
// exhaustion ends the round with no closer: 100 for the unopened seat, hand value for the opened.
void TestRemi51Finish::stockCutCardLastOneRebuild()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"10S 10D 10C JS QS KS 5S 6D", "3C 7D 9S"}, "2H", "", "KD"});
    REMI_OK(*r, discardAction(*r, 1, "9S"));
    REMI_OK(*r, drawStock(0)); // 2H
    REMI_OK(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}));
    REMI_OK(*r, discardAction(*r, 0, "2H"));
    QCOMPARE(r->stockSize(), 0);
    QVERIFY(r->cutCard().has_value());
    REMI_OK(*r, drawStock(1)); // K♦, the cut card
    QVERIFY(!r->cutCard().has_value());
    REMI_OK(*r, discardAction(*r, 1, "7D"));
    // Pile 9♠ 2♥ 7♦: the rebuild makes a stock of 9♠ 2♥; each seat then draws and discards.
    QString problem;
    for (int turn = 0; turn < 2; ++turn) {
        QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(r->state().rebuilds, 1);
    }
    QCOMPARE(r->stockSize(), 0);
    QCOMPARE(r->currentSeat(), 0);
    REMI_OK(*r, drawStock(0)); // second exhaustion (3.10: one rebuild per round)
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, -1);
    QCOMPARE(r->result().finish, Finish::None);
    QCOMPARE(r->result().scores(), (std::vector<int>{11, 100})); // 5♠ 6♦ / not opened
}

// RULES.md 3.10 stockReshuffles 0: the first exhaustion ends the round; unlimited keeps going.
void TestRemi51Finish::stockNoRebuild()
{
    REMI_ROUND(r, remiWith(QStringLiteral("stockReshuffles=0")), 2, 0, {{"5S 6D", "3C 7D 9S"}, "", "", "KD"});
    REMI_OK(*r, discardAction(*r, 1, "9S"));
    REMI_OK(*r, drawStock(0)); // the cut card
    REMI_OK(*r, discardAction(*r, 0, "KD"));
    REMI_OK(*r, drawStock(1));
    QVERIFY(r->isOver());
    QCOMPARE(r->result().scores(), (std::vector<int>{100, 100}));

    REMI_ROUND(u, remiWith(QStringLiteral("stockReshuffles=unlimited")), 2, 0, {{"5S 6D", "3C 7D 9S"}, "", "", "KD"});
    REMI_OK(*u, discardAction(*u, 1, "9S"));
    QString problem;
    for (int turn = 0; turn < 6; ++turn) {
        QCOMPARE(drawAndDiscardDrawn(*u, &problem), Reason::Ok);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!u->isOver());
    }
    QVERIFY(u->state().rebuilds >= 2);
}

// RULES.md 3.11 stalemateRebuilds (stockReshuffles = unlimited; as rummy's 2.10 safety cap, default
// 10): after that many rebuilds without a meld or lay-off in between, the next stock draw ends the
// round with no closer, scored as 3.8 (no doubling).
void TestRemi51Finish::stalemateCap()
{
    QCOMPARE(remi51Rules().stalemateRebuilds, 10);
    const RuleSet rules = remiWith(QStringLiteral("stockReshuffles=unlimited,stalemateRebuilds=2"));
    REMI_ROUND(r, rules, 2, 0, {{"5S 6D", "3C 7D 9S"}, "", "", "KD"});
    REMI_OK(*r, discardAction(*r, 1, "9S"));
    QString problem;
    // Seat 0 draws the cut card K♦; then two rebuilds of one card each (9♠, K♦).
    for (int turn = 0; turn < 3; ++turn) {
        QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!r->isOver());
    }
    QCOMPARE(r->state().rebuilds, 2);
    QCOMPARE(r->state().rebuildsWithoutPlay, 2);
    QCOMPARE(r->state().turnIndex, 4);
    QCOMPARE(r->currentSeat(), 1);
    REMI_OK(*r, drawStock(1)); // the third rebuild would pass the cap
    QVERIFY(r->isOver());
    QVERIFY(r->result().cause == RoundEnd::Stalemate);
    QCOMPARE(r->result().winner, -1);
    QCOMPARE(r->result().finish, Finish::None);
    QCOMPARE(r->result().scores(), (std::vector<int>{100, 100})); // nobody opened: 100 flat each

    // A meld in between starts the count again; the opened seat scores its hand (3.8).
    REMI_ROUND(m, rules, 2, 0, {{"10S 10D 10C JS QS KS 5S 6D", "3C 7D 9S"}, "", "", "KD"});
    REMI_OK(*m, discardAction(*m, 1, "9S"));
    REMI_OK(*m, drawStock(0)); // K♦, the cut card
    REMI_OK(*m, discardAction(*m, 0, "KD"));
    QCOMPARE(drawAndDiscardDrawn(*m, &problem), Reason::Ok); // rebuild 1: 9♠
    QCOMPARE(m->state().rebuildsWithoutPlay, 1);
    REMI_OK(*m, drawStock(0)); // rebuild 2: K♦
    QCOMPARE(m->state().rebuildsWithoutPlay, 2);
    REMI_OK(*m, meldAction(*m, 0, {"10S 10D 10C", "JS QS KS"})); // opening, 60
    QCOMPARE(m->state().rebuildsWithoutPlay, 0);
    REMI_OK(*m, discardAction(*m, 0, "KD"));
    for (int turn = 0; turn < 2; ++turn) {
        QCOMPARE(drawAndDiscardDrawn(*m, &problem), Reason::Ok); // rebuilds 3 and 4
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!m->isOver());
    }
    QCOMPARE(m->state().rebuilds, 4);
    QCOMPARE(m->state().rebuildsWithoutPlay, 2);
    REMI_OK(*m, drawStock(m->currentSeat()));
    QVERIFY(m->isOver());
    QVERIFY(m->result().cause == RoundEnd::Stalemate);
    QCOMPARE(m->result().scores(), (std::vector<int>{11, 100})); // 5♠ 6♦ / not opened

    // stockReshuffles 1 (the default) ends the round at the second exhaustion, long before the cap.
    REMI_ROUND(d, remi51Rules(), 2, 0, {{"5S 6D", "3C 7D 9S"}, "", "", "KD"});
    REMI_OK(*d, discardAction(*d, 1, "9S"));
    for (int turn = 0; turn < 2; ++turn) QCOMPARE(drawAndDiscardDrawn(*d, &problem), Reason::Ok);
    REMI_OK(*d, drawStock(0));
    QVERIFY(d->isOver());
    QVERIFY(d->result().cause == RoundEnd::StockExhausted);

    // 3.11: the cap is for unlimited rebuilds only; with one rebuild and stalemateRebuilds 1 the
    // second exhaustion still ends the round as 3.10 says (stock exhausted), not as a stalemate.
    REMI_ROUND(o, remiWith(QStringLiteral("stalemateRebuilds=1")), 2, 0, {{"5S 6D", "3C 7D 9S"}, "", "", "KD"});
    REMI_OK(*o, discardAction(*o, 1, "9S"));
    for (int turn = 0; turn < 2; ++turn) QCOMPARE(drawAndDiscardDrawn(*o, &problem), Reason::Ok);
    QCOMPARE(o->state().rebuildsWithoutPlay, 1);
    REMI_OK(*o, drawStock(0));
    QVERIFY(o->isOver());
    QVERIFY(o->result().cause == RoundEnd::StockExhausted);
    QCOMPARE(o->result().scores(), (std::vector<int>{100, 100}));
}

// The tester's endless round: openingMin 101 (nobody can open) and unlimited reshuffles. With the
// default cap every seat draws and discards until the 10th rebuild, then the round ends: the first
// turn has no draw, 50 stock cards + the cut card + 10 × 51 rebuilt cards are drawn, and the draw
// of turn 563 ends it.
void TestRemi51Finish::stalemateCapEndsEndlessRound()
{
    Match match(remiWith(QStringLiteral("openingMin=101,stockReshuffles=unlimited")), 4, 7);
    Round &r = match.round();
    QCOMPARE(r.stockSize(), 50);
    const int first = r.currentSeat();
    QCOMPARE(int(r.hand(first).size()), 15);
    REMI_OK(r, Action::discard(first, r.hand(first).back().id));
    QString problem;
    int draws = 0;
    while (!r.isOver() && draws < 100000) {
        QCOMPARE(drawAndDiscardDrawn(r, &problem), Reason::Ok);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        ++draws;
    }
    QVERIFY(r.isOver());
    QCOMPARE(draws, 50 + 1 + 10 * 51 + 1);
    QCOMPARE(r.state().turnIndex, 562);
    QCOMPARE(r.state().rebuilds, 10);
    QVERIFY(r.result().cause == RoundEnd::Stalemate);
    QCOMPARE(r.result().scores(), (std::vector<int>{100, 100, 100, 100}));
    QVERIFY(r.cardsConserved());
    match.settleRound();
    QCOMPARE(match.totals(), (std::vector<int>{100, 100, 100, 100}));
}

QTEST_GUILESS_MAIN(TestRemi51Finish)
#include "tst_remi51_finish.moc"
