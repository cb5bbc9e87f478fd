// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What a blind player missed in a whole match played with Orca alone (issue 34, the tester's third
// list): N said nothing of the draft, an opening was said as any meld, a selected card was never
// said to be selected, and the hand card's place had two formats.
//
// Plural texts ("%n meld(s)") read as their source here: the tests load no translation.

#include "../engine/TestCards.h"
#include "../engine/TestRound.h"
#include "../engine/TestRules.h"
#include "Announcer.h"
#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "GameLog.h"
#include "HandModel.h"
#include "KeyTable.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "RoundEndPanel.h"
#include "TableAccessible.h"
#include "TableScene.h"
#include "TableView.h"

#include <QAccessible>
#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>

using namespace keytest;
using namespace remi;
using namespace remitest;

class TestBlindTurns : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_blindturns"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void draftSaysWhatItTook();
    void selectedSaidWithTheCard();
    void handPlaceSaidOneWay();
    void meldListSaysEachMeldOnce();
    void backFromTheDraftSaysTheCard();
    void pageUpGoesToThePreviousSuit();
    void roundDealtSaidOnce();
    void gameLogReadInWords();
    void backToTheTableNamesTheTable();
    void gameLogReadsItsNewestLine();
};

// remi51, seed 7: the human holds 5-6-7-8 of spades and A♦ A♣ joker (56 points, RULES.md 3.6: 51 to
// open). N said nothing; now it says the combination and the draft's count; M says the opening.
void TestBlindTurns::draftSaysWhatItTook()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    const Round &round = t.round();
    QCOMPARE(round.currentSeat(), 0);
    QVERIFY(t.select(idsIn(round.hand(0), "5S 6S 7S 8S")));
    t.key(Qt::Key_N);
    QCOMPARE(t.w.hand()->draft().size(), std::size_t(1));
    QCOMPARE(t.keys->lastAnnouncement(),
             QStringLiteral("Draft: run 5-6-7-8 of spades, 26 points; 1 meld(s), 26 of 51 point(s)."));
    QVERIFY(t.select(idsIn(round.hand(0), "AD AC JK")));
    t.key(Qt::Key_N);
    QCOMPARE(t.w.hand()->draft().size(), std::size_t(2));
    QCOMPARE(t.keys->lastAnnouncement(),
             QStringLiteral("Draft: set of aces: joker, diamonds, clubs, 30 points; 2 meld(s), 56 of 51 point(s)."));
    t.key(Qt::Key_M);
    QVERIFY(round.hasOpened(0));
    QCOMPARE(t.keys->lastAnnouncement(),
             QStringLiteral("You opened with 56 points (51 needed): run 5-6-7-8 of spades, 26 points; set of "
                            "aces: joker, diamonds, clubs, 30 points."));
}

// Shift+Right selected the next card in silence, and a selected card was never said to be: the
// hand card's description (read with its name as the focus comes to it) says "selected".
void TestBlindTurns::selectedSaidWithTheCard()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QAccessibleInterface *view = QAccessible::queryAccessibleInterface(t.w.view());
    QVERIFY(view);
    t.key(Qt::Key_Home);
    QTRY_VERIFY(view->focusChild());
    QCOMPARE(view->focusChild()->text(QAccessible::Description), QString());
    t.key(Qt::Key_Right, Qt::ShiftModifier); // selects the card it moves to
    QCOMPARE(t.w.hand()->selection(), QList<CardId>{t.w.scene()->handItems()[1]->cardId()});
    QTRY_COMPARE(view->focusChild()->text(QAccessible::Name),
                 QStringLiteral("%1, 2 of 15").arg(CardNames::card(t.w.scene()->handItems()[1]->card())));
    QCOMPARE(view->focusChild()->text(QAccessible::Description), QStringLiteral("selected"));
    t.key(Qt::Key_Right);
    QTRY_COMPARE(view->focusChild()->text(QAccessible::Name),
                 QStringLiteral("%1, 3 of 15").arg(CardNames::card(t.w.scene()->handItems()[2]->card())));
    QCOMPARE(view->focusChild()->text(QAccessible::Description), QString());
    t.key(Qt::Key_Left);
    QTRY_COMPARE(view->focusChild()->text(QAccessible::Description), QStringLiteral("selected"));
}

// "seven of diamonds, card 8 of 8." (the status words) beside "seven of diamonds, 8 of 8." (the
// card's accessible name): one format, the accessible name's.
void TestBlindTurns::handPlaceSaidOneWay()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QAccessibleInterface *view = QAccessible::queryAccessibleInterface(t.w.view());
    t.key(Qt::Key_End);
    const QString last = QStringLiteral("%1, 15 of 15").arg(CardNames::card(t.w.scene()->handItems().last()->card()));
    QCOMPARE(t.status(), last);
    QTRY_COMPARE(view->focusChild()->text(QAccessible::Name), last);
}

// The table melds (C): the list read its name, not the first meld, and then every meld twice (the
// row's name and "Meld 2 of 2, …"); Escape back to the hand said the card twice more. Now: the meld
// is said on entering, a row the list reads is not said again, and back in the hand the card is
// left to the screen reader (the view's focused child, read as the view takes the focus).
void TestBlindTurns::meldListSaysEachMeldOnce()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 1));
    const auto prepared = jokerSwapRound(t.round().rules());
    QVERIFY(prepared && t.w.controller()->setRound(*prepared));
    QCoreApplication::processEvents();
    QTest::qWait(100);
    QSignalSpy spoken(t.keys->announcer(), &Announcer::spoken);
    t.key(Qt::Key_C);
    QTRY_COMPARE(spoken.count(), 1);
    QCOMPARE(spoken.at(0).at(0).toString(),
             QStringLiteral("Table melds: Meld 1 of 2, You: run 10-J-Q-K of spades, 40 points — card 1 of 4: ten of "
                            "spades"));
    QVERIFY(t.keys->meldList()->hasFocus());
    t.key(Qt::Key_Down);
    QCOMPARE(t.keys->meldList()->currentRow(), 1);
    QCOMPARE(t.keys->meldList()->currentItem()->data(Qt::AccessibleTextRole).toString(),
             QStringLiteral("You: run 5-6 (joker)-7 of hearts, 18 points"));
    QCOMPARE(t.status(),
             QStringLiteral("Meld 2 of 2, You: run 5-6 (joker)-7 of hearts, 18 points — card 1 of 3: five of hearts"));
    QTest::qWait(200);
    QCOMPARE(spoken.count(), 1); // the row is read by the list
    t.key(Qt::Key_Escape);
    QCOMPARE(t.keys->area(), KeyboardController::Area::Hand);
    QTRY_VERIFY(t.w.view()->hasFocus());
    QVERIFY(t.status().startsWith(QStringLiteral("Hand: ")));
    QTest::qWait(200);
    QVERIFY2(spoken.count() == 1, qPrintable(spoken.last().at(0).toString())); // read as the view's focused child
}

// Shift+Tab from the draft back to the hand: the screen reader was on that card already (the draft
// has no child to focus) and read nothing for the same card again; the keys say it now.
void TestBlindTurns::backFromTheDraftSaysTheCard()
{
    TableAccessibility::setEventSpy([](QAccessibleEvent *) {}); // the table's events go out
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    t.key(Qt::Key_Home);
    QTest::qWait(100);
    QSignalSpy spoken(t.keys->announcer(), &Announcer::spoken);
    t.key(Qt::Key_Tab);
    QCOMPARE(t.keys->area(), KeyboardController::Area::Draft);
    QTRY_COMPARE(spoken.count(), 1);
    QCOMPARE(spoken.at(0).at(0).toString(),
             QStringLiteral("The draft is empty: select the cards of a meld and press N."));
    t.key(Qt::Key_Tab, Qt::ShiftModifier);
    QCOMPARE(t.keys->area(), KeyboardController::Area::Hand);
    QTRY_COMPARE(spoken.count(), 2);
    QCOMPARE(spoken.at(1).at(0).toString(),
             QStringLiteral("Hand: %1, 1 of 15").arg(CardNames::card(t.w.scene()->handItems().first()->card())));
    // An arrow moves the screen reader to another card: read by it, not said.
    t.key(Qt::Key_Right);
    QTest::qWait(200);
    QCOMPARE(spoken.count(), 2);
    TableAccessibility::setEventSpy(nullptr);
}

// Page Up from the last club went to the first club; the key list (RULES.md 7) says "the first card
// of the previous suit": from anywhere in a suit, Page Up goes there.
void TestBlindTurns::pageUpGoesToThePreviousSuit()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    const QList<CardItem *> hand = t.w.scene()->handItems();
    auto suitOf = [&](int i) { return hand[i]->card().isJoker() ? -1 : static_cast<int>(hand[i]->card().suit); };
    // The last card of a suit of two cards or more that has a suit before it, and that suit's first card.
    int from = -1, previousStart = -1;
    for (int i = static_cast<int>(hand.size()) - 1; i > 0 && from < 0; --i) {
        int start = i;
        while (start > 0 && suitOf(start - 1) == suitOf(i)) --start;
        if (start == 0 || start == i) continue;
        from = i;
        previousStart = start - 1;
        while (previousStart > 0 && suitOf(previousStart - 1) == suitOf(start - 1)) --previousStart;
    }
    QVERIFY(from > 0);
    QVERIFY(t.focus(hand[from]->cardId()));
    t.key(Qt::Key_PageUp);
    QCOMPARE(t.keys->handIndex(), previousStart);
    QVERIFY(suitOf(previousStart) != suitOf(from));
}

// "Round 2 dealt. You have 14 cards. Computer 1 starts." was heard twice: Orca read it as the table's
// description when the table took the focus back from the round-end panel, and again as the
// notification. It is the table's description now, and not sent as a notification too.
void TestBlindTurns::roundDealtSaidOnce()
{
    const RuleSet rules = presetRules("rummy")->forPlayers(2);
    std::string error;
    std::optional<Round> q =
        roundFrom(rules, 2, 1, DealText({{"5H 6H 7H KS KD KC", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""}), &error);
    QVERIFY2(q, error.c_str());
    QCOMPARE(q->apply(drawStock(0)), Reason::Ok);
    QCOMPARE(q->apply(meldAction(*q, 0, {"5H 6H 7H", "KS KD KC"})), Reason::Ok);
    QCOMPARE(q->apply(discardAction(*q, 0, "9H")), Reason::Ok);
    QVERIFY(q->isOver());
    Table t;
    QVERIFY(t.w.controller()->newGame(rules, GameController::defaultSeats(2), 7));
    QVERIFY(t.show());
    QVERIFY(t.w.controller()->setRound(*q));
    QTRY_VERIFY(t.w.roundEndPanel()->isVisible());
    QTest::qWait(100);
    QSignalSpy spoken(t.keys->announcer(), &Announcer::spoken);
    t.w.roundEndPanel()->proceed();
    QCOMPARE(t.w.controller()->match().roundNumber(), 2);
    QVERIFY(t.w.view()->hasFocus());
    const Round &round = t.round();
    const QString dealt = round.currentSeat() == 0
                              ? QStringLiteral("Round 2 dealt. You have 10 card(s). You start.")
                              : QStringLiteral("Round 2 dealt. You have 10 card(s). Computer 1 starts.");
    QVERIFY2(t.w.view()->accessibleDescription().startsWith(dealt), qPrintable(t.w.view()->accessibleDescription()));
    QTest::qWait(300);
    for (const QList<QVariant> &line : spoken)
        QVERIFY2(!line.at(0).toString().contains(QStringLiteral("dealt")), qPrintable(line.at(0).toString()));
}

// The game log (G) read "Computer 1 discarded ★." and "10♠" as symbol names: its lines are read
// with the cards in words, as the moves are said.
void TestBlindTurns::gameLogReadInWords()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 3)); // the human plays first
    t.key(Qt::Key_D);
    t.key(Qt::Key_End);
    const CardId last = t.keys->focusedCard();
    t.key(Qt::Key_Delete);
    QTRY_VERIFY(!holds(t.round(), 0, last));
    auto *list = t.w.findChild<QListWidget *>(QStringLiteral("gameLogList"));
    QVERIFY(list);
    const QString discarded = CardNames::card(cardFromId(last, t.round().rules().decks));
    bool found = false;
    for (int i = 0; i < list->count(); ++i) {
        const QString text = list->item(i)->text();
        const QString read = list->item(i)->data(Qt::AccessibleTextRole).toString();
        // Every printed card in words (GameLogLine::spoken): no suit symbol nor star is left.
        static const QRegularExpression printed(QStringLiteral("[\u2660\u2665\u2666\u2663\u2605]"));
        QVERIFY2(!read.contains(printed), qPrintable(read));
        QVERIFY2(text.contains(printed) || read == text, qPrintable(text));
        if (read == QStringLiteral("You discarded %1.").arg(discarded)) found = true;
    }
    QVERIFY2(found, qPrintable(list->item(list->count() - 1)->data(Qt::AccessibleTextRole).toString()));
}

// After a discard the view's accessible name was the discarded card; when the focus came back to
// the table from a dialog or the game log, the screen reader read that name first ("four of
// diamonds. List with 2 items. four of hearts, 2 of 2."): a card no longer held. The view is the
// card table again as it takes the focus.
void TestBlindTurns::backToTheTableNamesTheTable()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 3)); // the human plays first
    t.key(Qt::Key_D);
    t.key(Qt::Key_End);
    const CardId last = t.keys->focusedCard();
    const QString name = CardNames::card(cardFromId(last, t.round().rules().decks));
    t.key(Qt::Key_Home);
    t.key(Qt::Key_End); // the arrows name the focused card: the view's name is that card now
    QCOMPARE(t.w.view()->accessibleName(), name);
    t.key(Qt::Key_Delete);
    QTRY_VERIFY(!holds(t.round(), 0, last));
    t.key(Qt::Key_G);
    auto *list = t.w.findChild<QListWidget *>(QStringLiteral("gameLogList"));
    QVERIFY(list);
    QTRY_VERIFY(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Escape);
    QTRY_VERIFY(t.w.view()->hasFocus());
    QCOMPARE(t.w.view()->accessibleName(), QStringLiteral("Card table"));
}

// G went to the game log with its newest line current, but the screen reader said only "Game log,
// list with 82 items": the line was made current before the list had the focus, so no Focus event
// named it. Now the newest line becomes current after the list is focused.
void TestBlindTurns::gameLogReadsItsNewestLine()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 3));
    t.key(Qt::Key_D);
    t.key(Qt::Key_End);
    t.key(Qt::Key_Delete);
    auto *list = t.w.findChild<QListWidget *>(QStringLiteral("gameLogList"));
    QVERIFY(list);
    QTRY_VERIFY(list->count() >= 3);
    t.key(Qt::Key_G);
    QTRY_VERIFY(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Escape); // back to the table; G a second time finds the newest line current already
    QTRY_VERIFY(!list->hasFocus());
    QCOMPARE(list->currentRow(), list->count() - 1);

    // QListView posts the Focus event of the current item when the current item changes while the
    // list has the focus (offscreen there is no accessibility bridge to receive it: the change is
    // watched instead).
    QList<int> focusedRows;
    connect(list, &QListWidget::currentRowChanged, list, [&](int row) {
        if (list->hasFocus()) focusedRows << row;
    });
    t.key(Qt::Key_G);
    QTRY_VERIFY(list->hasFocus());
    QCOMPARE(focusedRows, (QList<int>{-1, list->count() - 1})); // cleared, then the newest line
}

QTEST_MAIN(TestBlindTurns)
#include "tst_blindturns.moc"
