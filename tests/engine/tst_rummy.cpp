// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// rummy rounds: RULES.md section 2, one test per item of checklist 2.13 plus the turn machine
// (1.4), reason codes (1.5) and undo (1.6). Every action goes through REMI_APPLY, which also
// checks card conservation (1.1) and that a refused action changes nothing (1.4).

#include "TestRound.h"
#include "TestRules.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remitest;

namespace {

RuleSet rummyWith(const char *options)
{
    return presetWith(QStringLiteral("rummy"), QString::fromLatin1(options));
}

} // namespace

class TestRummy : public QObject {
    Q_OBJECT

  private slots:
    void dealSizes_data();
    void dealSizes();
    void turnOrderAndReasons();
    void meldsInRound_data();
    void meldsInRound();
    void layOffOntoOthersBothEndsAndSet();
    void discardTakenCard();
    void undoPileDrawButNotStockDraw();
    void onlyTakenCardLeft();
    void goOutByMeldGoingRummy();
    void goOutByLayOffAndByDiscard_data();
    void goOutByLayOffAndByDiscard();
    void mustDiscardToGoOut();
    void goingRummyExample();
    void goingRummySpoiledByEarlierMeld();
    void goingRummyWithLayOffInFinalTurn();
    void goingRummySpoiledByEarlierLayOff();
    void oneMeldPerTurn();
    void stockTakeTopWhenEmpty();
    void stockReshuffleUnlimited();
    void stockReshuffleOnce();
    void stockTurnOver();
    void stockPileTooSmall_data();
    void stockPileTooSmall();
    void stalemateCap();
    void stalemateCapModes_data();
    void stalemateCapModes();
    void stalemateCapNotWithReshuffleOnce();
    void noJokerSwap();
};

// RULES.md 2.2 and 2.13 first item: 10 / 7 / 7 / 6 / 6 cards, the upcard on the pile, stock
// 31 / 30 / 23 / 21 / 15; dealer + 1 plays first.
void TestRummy::dealSizes_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("hand");
    QTest::addColumn<int>("stock");
    QTest::newRow("2") << 2 << 10 << 31;
    QTest::newRow("3") << 3 << 7 << 30;
    QTest::newRow("4") << 4 << 7 << 23;
    QTest::newRow("5") << 5 << 6 << 21;
    QTest::newRow("6") << 6 << 6 << 15;
}

void TestRummy::dealSizes()
{
    QFETCH(int, players);
    QFETCH(int, hand);
    QFETCH(int, stock);
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        Random rng(seed);
        const int dealer = int(seed) % players;
        const Round r = Round::deal(rummyRules(), players, dealer, rng);
        for (int s = 0; s < players; ++s) QCOMPARE(handSize(r, s), hand);
        QCOMPARE(r.stockSize(), stock);
        QCOMPARE(int(r.pile().size()), 1);
        QVERIFY(r.pileTop().has_value());
        QVERIFY(!r.cutCard().has_value());
        QCOMPARE(int(r.shoe().size()), 52);
        QCOMPARE(r.dealer(), dealer);
        QCOMPARE(r.currentSeat(), (dealer + 1) % players);
        QCOMPARE(r.phase(), Phase::Draw);
        QVERIFY(r.cardsConserved());
    }
}

// RULES.md 1.4, 1.5, 2.10 "Illegal": the reason codes of the turn machine and their priority.
void TestRummy::turnOrderAndReasons()
{
    const RuleSet rules = rummyRules();
    REMI_ROUND(r, rules, 2, 0, {{"QS 3H 4D", "KC 2D 5H 6H 7H"}, "8C 9C", "", ""});
    QCOMPARE(r->currentSeat(), 1);
    REMI_APPLY(*r, drawStock(0), Reason::NotYourTurn);
    REMI_APPLY(*r, discardAction(*r, 0, "QS"), Reason::NotYourTurn);
    REMI_APPLY(*r, meldAction(*r, 1, {"5H 6H 7H"}), Reason::MustDrawFirst);
    REMI_APPLY(*r, discardAction(*r, 1, "KC"), Reason::MustDrawFirst);
    // 1.5 order: must_draw_first comes before card_not_in_hand.
    REMI_APPLY(*r, Action::discard(1, idIn(r->hand(0), "QS")), Reason::MustDrawFirst);
    REMI_APPLY(*r, drawPile(1), Reason::DiscardNotAllowed);    // 1.5: drawing from an empty pile
    REMI_APPLY(*r, Action::undo(1), Reason::ActionNotAllowed); // nothing to undo
    REMI_OK(*r, drawStock(1));
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("KC 2D 5H 6H 7H 8C")));
    QCOMPARE(r->phase(), Phase::Play);
    REMI_APPLY(*r, drawStock(1), Reason::AlreadyDrew);
    REMI_APPLY(*r, drawPile(1), Reason::AlreadyDrew);
    REMI_APPLY(*r, Action::undo(1), Reason::ActionNotAllowed); // 1.6: never a stock draw
    REMI_APPLY(*r, discardAction(*r, 0, "QS"), Reason::NotYourTurn);
    REMI_APPLY(*r, Action::discard(1, idIn(r->hand(0), "QS")), Reason::CardNotInHand);
    REMI_APPLY(*r, swapAction(*r, 1, "KC", 0), Reason::ActionNotAllowed);   // no jokers in rummy
    REMI_APPLY(*r, layOffAction(*r, 1, "KC", 0), Reason::ActionNotAllowed); // no meld 0 on the table
    REMI_OK(*r, discardAction(*r, 1, "KC"));
    QCOMPARE(r->currentSeat(), 0);
    QCOMPARE(r->phase(), Phase::Draw);
    QCOMPARE(pileTopCode(*r), QStringLiteral("KC"));
    QCOMPARE(r->state().turnIndex, 1);
}

// RULES.md 1.3, 2.4, 2.13 first item, played through the round: A-2-3 ✓, Q-K-A ✗ (✓ with
// aceHighOrLow), K-A-2 ✗ always, J♠Q♠K♠A♣ ✗.
void TestRummy::meldsInRound_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("meld");
    QTest::addColumn<remi::Reason>("reason");
    QTest::newRow("A-2-3") << ""
                           << "AS 2S 3S" << Reason::Ok;
    QTest::newRow("Q-K-A") << ""
                           << "QS KS AS" << Reason::InvalidMeld;
    QTest::newRow("Q-K-A aceHighOrLow") << "aceHighOrLow=true"
                                        << "QS KS AS" << Reason::Ok;
    QTest::newRow("K-A-2") << ""
                           << "KS AS 2S" << Reason::InvalidMeld;
    QTest::newRow("K-A-2 aceHighOrLow") << "aceHighOrLow=true"
                                        << "KS AS 2S" << Reason::InvalidMeld;
    QTest::newRow("J-Q-K-A mixed") << "aceHighOrLow=true"
                                   << "JS QS KS AC" << Reason::InvalidMeld;
    QTest::newRow("across suits") << ""
                                  << "4S 5H 6S" << Reason::InvalidMeld;
    QTest::newRow("set") << ""
                         << "9S 9H 9C" << Reason::Ok;
    QTest::newRow("wrong order") << ""
                                 << "3S 2S AS" << Reason::InvalidMeld;
}

void TestRummy::meldsInRound()
{
    QFETCH(QString, options);
    QFETCH(QString, meld);
    QFETCH(remi::Reason, reason);
    const RuleSet rules = rummyWith(qPrintable(options));
    const std::string hand = meld.toStdString() + " 10D 10H";
    REMI_ROUND(r, rules, 2, 0, {{"5D 6D", hand}, "8D", "", ""});
    REMI_OK(*r, drawStock(1));
    REMI_APPLY(*r, meldAction(*r, 1, {meld.toStdString()}), reason);
    if (reason != Reason::Ok) return;
    QCOMPARE(int(r->table().size()), 1);
    QCOMPARE(meldCodes(*r, 0), meld);
    QCOMPARE(r->table()[0].owner, 1);
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("10D 10H 8D")));
}

// RULES.md 2.5 and 2.13 second item: lay-offs onto another player's run at both ends and onto a
// 3-card set ✓; a lay-off before drawing ✗ must_draw_first; a 4-card set takes no more.
void TestRummy::layOffOntoOthersBothEndsAndSet()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"4H 8H 9H QS JD", "5H 6H 7H 9S 9D 9C KC 2D"}, "3C 3D 4C", "", ""});
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H", "9S 9D 9C"}));
    REMI_OK(*r, discardAction(*r, 1, "KC"));
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("2D 3C")));

    REMI_APPLY(*r, layOffAction(*r, 0, "4H", 0, MeldEnd::Low), Reason::MustDrawFirst);
    REMI_OK(*r, drawStock(0));
    REMI_APPLY(*r, layOffAction(*r, 0, "4H", 0, MeldEnd::High), Reason::InvalidMeld);
    REMI_OK(*r, layOffAction(*r, 0, "4H", 0, MeldEnd::Low));
    REMI_OK(*r, layOffAction(*r, 0, "8H", 0, MeldEnd::High));
    REMI_OK(*r, layOffAction(*r, 0, "9H", 1));
    QCOMPARE(meldCodes(*r, 0), QStringLiteral("4H 5H 6H 7H 8H"));
    QCOMPARE(meldCodes(*r, 1), QStringLiteral("9S 9D 9C 9H"));
    QCOMPARE(r->table()[0].owner, 1); // the meld stays seat 1's
    QCOMPARE(r->table()[0].placedBy, (std::vector<int>{0, 1, 1, 1, 0}));
    QCOMPARE(handSorted(*r, 0), sortedCodes(QStringLiteral("QS JD 3D")));
    REMI_OK(*r, discardAction(*r, 0, "QS"));
    QCOMPARE(handSize(*r, 0), 2);
    QVERIFY(!r->isOver());
}

// RULES.md 2.3 step 3, 2.12.3, 2.13 third item.
void TestRummy::discardTakenCard()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"2H 3H 4S", "KC 8D 9D"}, "5S 6S 7S", "", ""});
    REMI_OK(*r, drawStock(1)); // 5S
    REMI_OK(*r, discardAction(*r, 1, "KC"));
    REMI_OK(*r, drawPile(0));
    QCOMPARE(handSorted(*r, 0), sortedCodes(QStringLiteral("2H 3H 4S KC")));
    QVERIFY(r->pile().empty());
    REMI_APPLY(*r, discardAction(*r, 0, "KC"), Reason::CannotDiscardTakenCard);
    REMI_OK(*r, discardAction(*r, 0, "4S"));
    REMI_OK(*r, drawStock(1)); // 6S
    REMI_OK(*r, discardAction(*r, 1, "6S"));
    REMI_OK(*r, drawStock(0));               // 7S
    REMI_OK(*r, discardAction(*r, 0, "KC")); // a later turn ✓
    QCOMPARE(pileTopCode(*r), QStringLiteral("KC"));
    QCOMPARE(handSorted(*r, 0), sortedCodes(QStringLiteral("2H 3H 7S")));
}

// RULES.md 1.6: undo takes back a pile draw (the card returns to the top), never a stock draw.
void TestRummy::undoPileDrawButNotStockDraw()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"2H", "KC 8D"}, "5S 6S", "4C 7C", ""});
    const RoundState before = r->state();
    REMI_OK(*r, drawPile(1));
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("KC 8D 7C")));
    QCOMPARE(r->undoDepth(), 1);
    REMI_OK(*r, Action::undo(1));
    QCOMPARE(stateDiff(before, r->state()), QString());
    QCOMPARE(pileTopCode(*r), QStringLiteral("7C"));
    REMI_OK(*r, drawStock(1));
    REMI_APPLY(*r, Action::undo(1), Reason::ActionNotAllowed);
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("KC 8D 5S")));
}

// RULES.md 1.4 and 2.10 "Only the taken card left": the discard is refused, turnEndBlockers says
// why, and laying the card off goes out.
void TestRummy::onlyTakenCardLeft()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"KS KD 5C", "5H 6H 7H"}, "2C", "8H", ""});
    REMI_OK(*r, drawPile(1));
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H"}));
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("8H")));
    REMI_APPLY(*r, discardAction(*r, 1, "8H"), Reason::CannotDiscardTakenCard);
    QCOMPARE(r->turnEndBlockers(), (std::vector<Reason>{Reason::CannotDiscardTakenCard}));
    REMI_OK(*r, layOffAction(*r, 1, "8H", 0));
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, 1);
    QCOMPARE(r->result().finish, Finish::Rummy);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 50})); // (10 + 10 + 5) × 2
    REMI_APPLY(*r, drawStock(0), Reason::RoundOver);
    REMI_APPLY(*r, Action::undo(1), Reason::RoundOver);
}

// RULES.md 2.7, 2.13 fourth and fifth items: going out by meld, first table play → going rummy.
void TestRummy::goOutByMeldGoingRummy()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"KS KD 5C 2S", "5H 6H"}, "7H", "", ""});
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H"}));
    QVERIFY(r->isOver());
    QCOMPARE(r->phase(), Phase::RoundOver);
    QCOMPARE(r->result().winner, 1);
    QCOMPARE(r->result().finish, Finish::Rummy);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 54})); // 27 × 2 (2.12.2)
}

// RULES.md 2.7, 2.8, 2.13 fourth and fifth items: going out by lay-off or by discard after an
// earlier meld is not going rummy; laid-off cards score nothing.
void TestRummy::goOutByLayOffAndByDiscard_data()
{
    QTest::addColumn<bool>("byDiscard");
    QTest::newRow("by lay-off") << false;
    QTest::newRow("by discard") << true;
}

void TestRummy::goOutByLayOffAndByDiscard()
{
    QFETCH(bool, byDiscard);
    REMI_ROUND(r, rummyRules(), 2, 0, {{"KS QS 3C", "5H 6H 7H 2D"}, "KD 9S 8H JC 4H", "", ""});
    REMI_OK(*r, drawStock(1)); // KD
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H"}));
    REMI_OK(*r, discardAction(*r, 1, "KD"));
    REMI_OK(*r, drawStock(0)); // 9S
    REMI_OK(*r, discardAction(*r, 0, "9S"));
    REMI_OK(*r, drawStock(1)); // 8H
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0)); // JC
    REMI_OK(*r, discardAction(*r, 0, "JC"));
    REMI_OK(*r, drawStock(1)); // 4H
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("8H 4H")));
    REMI_OK(*r, layOffAction(*r, 1, "4H", 0, MeldEnd::Low));
    if (byDiscard) {
        REMI_OK(*r, discardAction(*r, 1, "8H")); // rummy: a playable closing card is fine
        QCOMPARE(pileTopCode(*r), QStringLiteral("8H"));
    } else {
        REMI_OK(*r, layOffAction(*r, 1, "8H", 0, MeldEnd::High));
        QCOMPARE(meldCodes(*r, 0), QStringLiteral("4H 5H 6H 7H 8H"));
    }
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, 1);
    QCOMPARE(r->result().finish, Finish::GoOut);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 23})); // K♠ Q♠ 3♣
    QCOMPARE(handSize(*r, 1), 0);
}

// RULES.md 2.7 mustDiscardToGoOut: a meld or lay-off emptying the hand ✗ must_keep_discard.
void TestRummy::mustDiscardToGoOut()
{
    const RuleSet rules = rummyWith("mustDiscardToGoOut=true");
    REMI_ROUND(r, rules, 2, 0, {{"KS KD", "5H 6H 9C"}, "7H 8H", "", ""});
    REMI_OK(*r, drawStock(1)); // 7H
    REMI_OK(*r, discardAction(*r, 1, "9C"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "8H"));
    REMI_OK(*r, drawPile(1)); // 8H
    REMI_APPLY(*r, meldAction(*r, 1, {"5H 6H 7H 8H"}), Reason::MustKeepDiscard);
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H"}));
    REMI_APPLY(*r, layOffAction(*r, 1, "8H", 0), Reason::MustKeepDiscard);
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("8H")));
    REMI_APPLY(*r, discardAction(*r, 1, "8H"), Reason::CannotDiscardTakenCard);
    REMI_OK(*r, Action::undo(1));
    REMI_OK(*r, Action::undo(1));
    QCOMPARE(pileTopCode(*r), QStringLiteral("8H"));
    QCOMPARE(r->phase(), Phase::Draw);
}

// RULES.md 2.12.2: melds 3♦4♦5♦6♦, 9♠9♥9♣, 10♥J♥Q♥ and discards 8♣; Boris 27 → Ana 54.
void TestRummy::goingRummyExample()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"KS KD 5C 2S", "3D 4D 5D 6D 9S 9H 9C 10H JH 8C"}, "QH", "", ""});
    REMI_OK(*r, drawStock(1));
    QCOMPARE(handSize(*r, 1), 11);
    REMI_OK(*r, meldAction(*r, 1, {"3D 4D 5D 6D", "9S 9H 9C", "10H JH QH"}));
    QCOMPARE(handSize(*r, 1), 1);
    REMI_OK(*r, discardAction(*r, 1, "8C"));
    QCOMPARE(r->result().finish, Finish::Rummy);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 54}));
}

// RULES.md 2.12.2 second sentence: 9♠9♥9♣ laid in an earlier turn → 27. Earlier draws and
// discards alone do not matter (2.7), which the first turn here also shows.
void TestRummy::goingRummySpoiledByEarlierMeld()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"KS KD 5C 2S", "3D 4D 5D 6D 9S 9H 9C 10H JH 8C"}, "2C 7S QH", "", ""});
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"9S 9H 9C"}));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "7S"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"3D 4D 5D 6D", "10H JH QH"}));
    REMI_OK(*r, discardAction(*r, 1, "8C"));
    QCOMPARE(r->result().finish, Finish::GoOut);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 27}));
}

// RULES.md 2.7: lay-offs in the going-out turn are allowed for going rummy.
void TestRummy::goingRummyWithLayOffInFinalTurn()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"2C 2D 2H QS KS 8C", "3D 4D 5D 6D 9S 9H 9C 2S"}, "7H JD QH", "", ""});
    REMI_OK(*r, drawStock(1)); // 7H: a draw and a discard do not spoil going rummy
    REMI_OK(*r, discardAction(*r, 1, "7H"));
    REMI_OK(*r, drawStock(0)); // JD
    REMI_OK(*r, meldAction(*r, 0, {"2C 2D 2H"}));
    REMI_OK(*r, discardAction(*r, 0, "JD"));
    REMI_OK(*r, drawStock(1)); // QH
    REMI_OK(*r, layOffAction(*r, 1, "2S", 0));
    REMI_OK(*r, meldAction(*r, 1, {"3D 4D 5D 6D", "9S 9H 9C"}));
    REMI_OK(*r, discardAction(*r, 1, "QH"));
    QCOMPARE(r->result().finish, Finish::Rummy);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 56})); // (10 + 10 + 8) × 2
}

// RULES.md 2.7: a lay-off in an earlier turn spoils going rummy.
void TestRummy::goingRummySpoiledByEarlierLayOff()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"2C 2D 2H QS KS 8C", "3D 4D 5D 6D 9S 9H 9C 2S"}, "7H JD QH 5C 10C", "", ""});
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, discardAction(*r, 1, "7H"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"2C 2D 2H"}));
    REMI_OK(*r, discardAction(*r, 0, "JD"));
    REMI_OK(*r, drawStock(1)); // QH
    REMI_OK(*r, layOffAction(*r, 1, "2S", 0));
    REMI_OK(*r, discardAction(*r, 1, "QH"));
    REMI_OK(*r, drawStock(0)); // 5C
    REMI_OK(*r, discardAction(*r, 0, "5C"));
    REMI_OK(*r, drawStock(1)); // 10C
    REMI_OK(*r, meldAction(*r, 1, {"3D 4D 5D 6D", "9S 9H 9C"}));
    REMI_OK(*r, discardAction(*r, 1, "10C"));
    QCOMPARE(r->result().finish, Finish::GoOut);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 28}));
}

// RULES.md 2.3 step 2 oneMeldPerTurn: a second new meld, also within one action, ✗ meld_not_allowed.
void TestRummy::oneMeldPerTurn()
{
    const RuleSet rules = rummyWith("oneMeldPerTurn=true");
    REMI_ROUND(r, rules, 2, 0, {{"KS", "5H 6H 7H 9S 9D 9C 4H 2C"}, "3C", "", ""});
    REMI_OK(*r, drawStock(1));
    REMI_APPLY(*r, meldAction(*r, 1, {"5H 6H 7H", "9S 9D 9C"}), Reason::MeldNotAllowed);
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H"}));
    REMI_APPLY(*r, meldAction(*r, 1, {"9S 9D 9C"}), Reason::MeldNotAllowed);
    REMI_OK(*r, layOffAction(*r, 1, "4H", 0)); // lay-offs stay free
    QCOMPARE(meldCodes(*r, 0), QStringLiteral("4H 5H 6H 7H"));
}

// RULES.md 1.4 "Empty stock" and 2.12.4: with an empty stock the player may take the top discard
// (the pile is left as it is); drawing from the stock rebuilds it from the 11 cards under 9♥.
void TestRummy::stockTakeTopWhenEmpty()
{
    const char *pile = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC 9H";
    REMI_ROUND(r, rummyRules(), 2, 0, {{"KS", "KC 2D"}, "", pile, ""});
    QCOMPARE(r->stockSize(), 0);
    REMI_OK(*r, drawPile(1));
    QCOMPARE(int(r->pile().size()), 11);
    QCOMPARE(r->stockSize(), 0);
    QCOMPARE(r->state().rebuilds, 0);
    REMI_OK(*r, Action::undo(1));
    REMI_OK(*r, drawStock(1));
    QCOMPARE(int(r->pile().size()), 1);
    QCOMPARE(pileTopCode(*r), QStringLiteral("9H"));
    QCOMPARE(r->stockSize(), 10);
    QCOMPARE(r->state().rebuilds, 1);
    const Card drawn = r->hand(1).back();
    QCOMPARE(int(drawn.suit), int(Suit::Clubs));
    QVERIFY(drawn.rank >= 2 && drawn.rank <= 12);
    QCOMPARE(handSize(*r, 1), 3);
}

// RULES.md 2.10 reshuffle (default): the top card stays, as often as needed.
void TestRummy::stockReshuffleUnlimited()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"KS", "KC"}, "", "2C 3C 9H", ""});
    QString problem;
    for (int turn = 1; turn <= 8; ++turn) {
        QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!r->isOver());
    }
    // Each pair of turns used up a stock of two cards rebuilt from the pile.
    QCOMPARE(r->state().rebuilds, 4);
    QCOMPARE(r->stockSize(), 0);
    QCOMPARE(int(r->pile().size()), 3);
}

// RULES.md 2.10 reshuffleOnce and 2.13: the second exhaustion ends the round, all scores 0.
void TestRummy::stockReshuffleOnce()
{
    REMI_ROUND(r, rummyWith("stockExhausted=reshuffleOnce"), 2, 0, {{"KS", "KC"}, "", "2C 3C 9H", ""});
    QString problem;
    QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
    QCOMPARE(r->state().rebuilds, 1);
    QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
    QVERIFY(!r->isOver());
    QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, -1);
    QCOMPARE(r->result().finish, Finish::None);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 0}));
    REMI_APPLY(*r, drawStock(r->currentSeat()), Reason::RoundOver);
}

// RULES.md 2.10 turnOver and 2.13: the oldest discard becomes the top of the stock.
void TestRummy::stockTurnOver()
{
    REMI_ROUND(r, rummyWith("stockExhausted=turnOver"), 2, 0, {{"KS", "KC"}, "", "2C 3C 4C 9H", ""});
    REMI_OK(*r, drawStock(1));
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("KC 2C")));
    QCOMPARE(codes(r->state().stock), QStringLiteral("4C 3C")); // back() = top
    QCOMPARE(pileTopCode(*r), QStringLiteral("9H"));
    QCOMPARE(int(r->pile().size()), 1);
}

// RULES.md 2.10: in every mode a pile of fewer than 2 cards ends the round with no score.
void TestRummy::stockPileTooSmall_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("pile");
    for (const char *mode : {"reshuffle", "reshuffleOnce", "turnOver"}) {
        QTest::addRow("%s one card", mode) << mode << "9H";
        QTest::addRow("%s empty", mode) << mode << "";
    }
}

void TestRummy::stockPileTooSmall()
{
    QFETCH(QString, mode);
    QFETCH(QString, pile);
    const RuleSet rules = rummyWith(qPrintable(QStringLiteral("stockExhausted=") + mode));
    REMI_ROUND(r, rules, 3, 0, {{"KS", "KC", "QD"}, "", pile.toStdString(), ""});
    REMI_OK(*r, drawStock(1));
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, -1);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 0, 0}));
    QCOMPARE(int(r->pile().size()), pile.isEmpty() ? 0 : 1);
}

// RULES.md 2.10 safety cap: rebuilds without any meld or lay-off end the round (here the cap is 1,
// so the round is over by the second exhaustion); a meld in between lets the stock be rebuilt again.
void TestRummy::stalemateCap()
{
    const RuleSet rules = rummyWith("stalemateRebuilds=1");
    REMI_ROUND(r, rules, 2, 0, {{"KS", "KC"}, "", "2C 3C 9H", ""});
    QString problem;
    for (int turn = 0; turn < 3 && !r->isOver(); ++turn) {
        drawAndDiscardDrawn(*r, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QVERIFY(r->isOver());
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 0}));
    QVERIFY(r->result().cause == RoundEnd::Stalemate);

    REMI_ROUND(m, rules, 2, 0, {{"KS", "KC 5H 6H 7H"}, "", "2C 3C 9H", ""});
    REMI_OK(*m, drawStock(1)); // rebuild 1
    REMI_OK(*m, meldAction(*m, 1, {"5H 6H 7H"}));
    REMI_OK(*m, Action::discard(1, m->hand(1).back().id));
    QCOMPARE(handSorted(*m, 1), sortedCodes(QStringLiteral("KC")));
    drawAndDiscardDrawn(*m, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(m->stockSize(), 0);
    REMI_OK(*m, drawStock(1)); // rebuild 2: a meld came in between
    QVERIFY(!m->isOver());
    QCOMPARE(m->state().rebuilds, 2);
}

// RULES.md 2.10 safety cap with `reshuffle` and with `turnOver` (the modes that rebuild as often as
// needed): once the stock has been rebuilt stalemateRebuilds times (default 10) without a meld or
// lay-off, the next exhaustion ends the round with no score. Two cards are drawn per rebuild here.
void TestRummy::stalemateCapModes_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("cap");
    QTest::newRow("reshuffle, default 10") << "stockExhausted=reshuffle" << 10;
    QTest::newRow("turnOver, default 10") << "stockExhausted=turnOver" << 10;
    QTest::newRow("turnOver, 3") << "stockExhausted=turnOver,stalemateRebuilds=3" << 3;
}

void TestRummy::stalemateCapModes()
{
    QFETCH(QString, options);
    QFETCH(int, cap);
    REMI_ROUND(r, rummyWith(qPrintable(options)), 2, 0, {{"KS", "KC"}, "", "2C 3C 9H", ""});
    QString problem;
    for (int turn = 1; turn <= 2 * cap; ++turn) {
        QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!r->isOver());
    }
    QCOMPARE(r->state().rebuilds, cap);
    QCOMPARE(r->state().rebuildsWithoutPlay, cap);
    QCOMPARE(r->stockSize(), 0);
    QCOMPARE(int(r->pile().size()), 3);
    REMI_OK(*r, drawStock(r->currentSeat())); // the next exhaustion
    QVERIFY(r->isOver());
    QVERIFY(r->result().cause == RoundEnd::Stalemate);
    QCOMPARE(r->result().winner, -1);
    QCOMPARE(r->result().finish, Finish::None);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 0}));
    QCOMPARE(r->state().rebuilds, cap);
    QCOMPARE(handSize(*r, 0) + handSize(*r, 1), 2);
}

// RULES.md 2.10: the safety cap belongs to the modes that rebuild as often as needed; with
// reshuffleOnce the second exhaustion ends the round by that mode's own rule (stock exhausted, no
// score), also with stalemateRebuilds 1.
void TestRummy::stalemateCapNotWithReshuffleOnce()
{
    REMI_ROUND(r, rummyWith("stockExhausted=reshuffleOnce,stalemateRebuilds=1"), 2, 0,
               {{"KS", "KC"}, "", "2C 3C 9H", ""});
    QString problem;
    for (int turn = 1; turn <= 2; ++turn) {
        QCOMPARE(drawAndDiscardDrawn(*r, &problem), Reason::Ok);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!r->isOver());
    }
    QCOMPARE(r->state().rebuilds, 1);
    QCOMPARE(r->state().rebuildsWithoutPlay, 1);
    REMI_OK(*r, drawStock(r->currentSeat()));
    QVERIFY(r->isOver());
    QVERIFY(r->result().cause == RoundEnd::StockExhausted);
    QCOMPARE(r->result().winner, -1);
    QCOMPARE(r->result().scores(), (std::vector<int>{0, 0}));
}

// RULES.md 1.5 action_not_allowed and 2.5: rummy has no joker swap: onto an existing meld (none
// holds a joker) or onto a meld index that does not exist.
void TestRummy::noJokerSwap()
{
    REMI_ROUND(r, rummyRules(), 2, 0, {{"QS 3H 4D", "KC 2D 5H 6H 7H 8H"}, "8C 9C", "", ""});
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"5H 6H 7H"}));
    REMI_APPLY(*r, swapAction(*r, 1, "8H", 0), Reason::ActionNotAllowed); // fits the run, but no joker
    REMI_APPLY(*r, swapAction(*r, 1, "KC", 0), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 1, "8H", 1), Reason::ActionNotAllowed); // no meld 1
    REMI_OK(*r, layOffAction(*r, 1, "8H", 0));
}

QTEST_GUILESS_MAIN(TestRummy)
#include "tst_rummy.moc"
