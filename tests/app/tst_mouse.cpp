// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 35 "A steady table", input on the hand: the card under the pointer is the card seen there
// (a clicked or focused card is not drawn over its right neighbour), a double-click goes to the card
// its first click hit (that click lifted the card from under the pointer), and the selection dropped
// on the discard pile says why it is refused. QTest mouse events on the real scene.

#include "CardItem.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "Language.h"

#include <QGraphicsPathItem>
#include <QGraphicsView>
#include <QSettings>
#include <QtTest>

using namespace keytest;

namespace {

/// remi51, two players, 1366×768 as the tester's: a fresh deal where seat 0 (the human) plays first,
/// its 14 or 15 cards overlapping (each covers the left part of its right neighbour).
bool handTable(Table &t)
{
    t.w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    t.w.resize(1366, 768);
    quint64 seed = 1;
    while (seed < 40 && (!t.w.startGame(QStringLiteral("remi51"), 2, seed) || t.round().currentSeat() != 0)) ++seed;
    if (t.round().currentSeat() != 0 || !t.show()) return false;
    t.w.scene()->refresh();
    QCoreApplication::processEvents();
    const QList<CardItem *> hand = t.w.scene()->handItems();
    return hand.size() >= 14 && hand[1]->home().x() - hand[0]->home().x() < hand[0]->cardSize().width() * 0.7;
}

/// Seat 0's discard is due (drawn from the stock when the deal left it to draw).
bool discardDue(Table &t)
{
    if (t.round().phase() == remi::Phase::Draw) t.key(Qt::Key_D);
    t.w.scene()->refresh();
    QCoreApplication::processEvents();
    return t.round().phase() == remi::Phase::Play && t.round().currentSeat() == 0;
}

/// The view point at `at` (card coordinates) of hand card `card`.
QPoint viewPoint(const Table &t, const CardItem *card, QPointF at)
{
    return t.w.view()->mapFromScene(card->mapToScene(at));
}

/// The middle of hand card `i`'s visible strip (left of its right neighbour), at height `fy` of the card.
QPoint stripPoint(const Table &t, int i, qreal fy)
{
    const QList<CardItem *> hand = t.w.scene()->handItems();
    const CardItem *card = hand[i];
    const qreal next =
        i + 1 < hand.size() ? card->mapFromItem(hand[i + 1], QPointF(0, 0)).x() : card->cardSize().width();
    return viewPoint(t, card, QPointF(next / 2, card->cardSize().height() * fy));
}

/// The topmost card under view point `p`, or null.
CardItem *cardAt(const Table &t, QPoint p)
{
    for (QGraphicsItem *item : t.w.view()->items(p))
        if (auto *card = dynamic_cast<CardItem *>(item)) return card;
    return nullptr;
}

} // namespace

class TestMouse : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mouse"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }

    void neighboursSelectLeftToRight_data()
    {
        QTest::addColumn<bool>("keysFirst");
        QTest::newRow("mouse only") << false;
        QTest::newRow("after a key showed the focus frame") << true;
    }

    void neighboursSelectLeftToRight()
    {
        // The bug (tester 10): the clicked card was drawn over its right neighbour, so the next click on
        // that neighbour's strip hit the clicked card again and deselected it.
        QFETCH(bool, keysFirst);
        Table t;
        QVERIFY(handTable(t));
        if (keysFirst) {
            t.key(Qt::Key_Home);
            QVERIFY(t.keys->focusRing()->isVisible());
        }
        const QList<CardItem *> hand = t.w.scene()->handItems();
        QList<remi::CardId> expected;
        for (int i = 1; i <= 3; ++i) {
            const QPoint p = stripPoint(t, i, 0.5);
            QCOMPARE(cardAt(t, p), hand[i]); // the card seen there is the one hit
            QTest::mouseClick(t.w.view()->viewport(), Qt::LeftButton, {}, p);
            QCoreApplication::processEvents();
            expected << hand[i]->cardId();
            QCOMPARE(t.w.hand()->selection(), expected);
            QCOMPARE(t.keys->focusedCard(), hand[i]->cardId());
            // Every hand card in hand order, left under right (the focused one too).
            for (int j = 1; j < hand.size(); ++j) QVERIFY(hand[j]->zValue() > hand[j - 1]->zValue());
        }
        QCOMPARE(t.w.hand()->selection().size(), 3);
        // The focus frame still goes round the whole last card.
        const QRectF ring = t.keys->focusRing()->path().boundingRect();
        QVERIFY(ring.contains(hand[3]->mapToScene(hand[3]->cardRect().center())));
        if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) t.shot(QStringLiteral("mouse-three-selected.png"));
    }

    void doubleClickAtTheLowerEdgeDiscards()
    {
        // The bug (tester 5): the first click lifted the card, the second press at its lower edge landed
        // on the card beneath (selected it), and nothing was discarded.
        Table t;
        QVERIFY(handTable(t));
        QVERIFY(discardDue(t));
        const QList<CardItem *> hand = t.w.scene()->handItems();
        QCOMPARE(hand.size(), 15);
        CardItem *card = hand[3];
        const remi::CardId id = card->cardId();
        const remi::CardId beneath = hand[2]->cardId();
        // 4 px inside its left edge, 3 px above its bottom: lifted, the card leaves that point to the one beneath.
        const QPoint p = viewPoint(t, card, QPointF(4, card->cardSize().height() - 3));
        QCOMPARE(cardAt(t, p), card);
        t.w.hand()->clearSelection();
        QWidget *viewport = t.w.view()->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, p);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, p);
        QCoreApplication::processEvents();
        QCOMPARE(t.w.hand()->selection(), QList<remi::CardId>{id});
        QCOMPARE(cardAt(t, p), hand[2]); // the first click lifted it off the point
        QTest::mouseDClick(viewport, Qt::LeftButton, {}, p);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, p);
        QCoreApplication::processEvents();
        QVERIFY(!holds(t.round(), 0, id));
        QVERIFY(holds(t.round(), 0, beneath));
        QCOMPARE(t.round().pile().back().card.id, id);
        QCOMPARE(t.round().currentSeat(), 1);
        QVERIFY(!t.w.hand()->isSelected(beneath));
    }

    void selectionOnThePileSaysWhy()
    {
        // The bug (tester 6): the selection dragged onto the pile went back without a word.
        Table t;
        QVERIFY(handTable(t));
        QVERIFY(discardDue(t));
        const QList<CardItem *> hand = t.w.scene()->handItems();
        const remi::CardId kept = hand[4]->cardId();
        QVERIFY(t.select({hand[1]->cardId(), kept}));
        const remi::RoundState before = t.round().state();
        const QString why = QStringLiteral("Select only the card to discard.");
        InputPlayer player(t, InputPlayer::Input::Mouse);
        const std::optional<QPoint> from = player.pointOn(hand[4]);
        QVERIFY(from);
        const QPoint to = t.w.view()->mapFromScene(t.w.scene()->pileRect().center());
        QWidget *viewport = t.w.view()->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, *from);
        QTest::mouseMove(viewport, *from + QPoint(10, -10));
        QTest::mouseMove(viewport, (*from + to) / 2);
        QTest::mouseMove(viewport, to);
        QCOMPARE(t.w.scene()->carriedItems().size(), 1);
        // While over the pile: a refusing mark with the reason.
        QCOMPARE(t.w.scene()->refusedTarget(), DropTarget::pile());
        QCOMPARE(t.w.scene()->refusedWords(), why);
        if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) t.shot(QStringLiteral("mouse-selection-on-pile.png"));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCoreApplication::processEvents();
        // Dropped: the same words in the status line and by the pile; nothing played.
        QCOMPARE(t.status(), why);
        QCOMPARE(t.w.scene()->noteText(), why);
        QCOMPARE(remitest::stateDiff(t.round().state(), before), QString());
        QCOMPARE(t.w.hand()->selection().size(), 2);
        // One card selected: the same drop discards it (the refusal redrew the hand: its items anew).
        const remi::CardId one = kept;
        QVERIFY(t.select({one}));
        CardItem *single = nullptr;
        for (CardItem *item : t.w.scene()->handItems())
            if (item->cardId() == one) single = item;
        QVERIFY(single);
        const std::optional<QPoint> again = player.pointOn(single);
        QVERIFY(again);
        QTest::mousePress(viewport, Qt::LeftButton, {}, *again);
        QTest::mouseMove(viewport, *again + QPoint(10, -10));
        QTest::mouseMove(viewport, to);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCoreApplication::processEvents();
        QVERIFY(!holds(t.round(), 0, one));
        QCOMPARE(t.round().pile().back().card.id, one);
    }
};

QTEST_MAIN(TestMouse)
#include "tst_mouse.moc"
