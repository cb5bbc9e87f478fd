// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Mouse gestures on the table (issue 6): the selected cards dragged onto empty table space are laid
// as a new meld (the Meld button's action, draft included); an illegal one glides back with the
// engine's reason; a card dropped on a run lays off at the end it was dropped at.

#include "CardItem.h"
#include "CommandPresenter.h"
#include "GameController.h"
#include "HandModel.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "MainWindow.h"
#include "MeldOrder.h"
#include "ReasonText.h"
#include "TableScene.h"
#include "TableView.h"

#include "../engine/TestRound.h"

#include <QPushButton>
#include <QSettings>
#include <QtTest>
#include <algorithm>
#include <optional>

using remitest::idIn;
using remitest::idsIn;
using namespace keytest;

namespace {

/// remi51, two players, seat 0 (the human) to play its first turn with 15 cards, not opened.
std::optional<remi::Round> firstTurnRound(const remi::RuleSet &rules)
{
    const remitest::DealText text{
        {"10S JS QS KS 5H 6H 7H 4H 8H JK 2C 9C 10C JC 3C", "2D 3D 5D 8D 10D 2S 4S 6S 8S 3H 9H 10H 4C 7C"},
        "KD KC QC QD 2H 9S 3S 5S",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    if (!round || round->currentSeat() != 0) return std::nullopt;
    if (round->phase() == remi::Phase::Draw && round->apply(remi::Action::draw(0)) != remi::Reason::Ok)
        return std::nullopt;
    return round;
}

/// The same deal one turn later: seat 0 opened with 10-J-Q-K of spades and 5-6-7 of hearts and holds
/// 4H 8H JK 9C 10C JC 3C; the computer drew and discarded; seat 0 drew (KC) and plays.
std::optional<remi::Round> openedRound(const remi::RuleSet &rules)
{
    auto round = firstTurnRound(rules);
    if (!round) return std::nullopt;
    const auto &h0 = round->hand(0);
    if (round->apply(remi::Action::meld(0, {idsIn(h0, "10S JS QS KS"), idsIn(h0, "5H 6H 7H")})) != remi::Reason::Ok)
        return std::nullopt;
    if (round->apply(remi::Action::discard(0, idIn(round->hand(0), "2C"))) != remi::Reason::Ok) return std::nullopt;
    if (round->apply(remi::Action::draw(1)) != remi::Reason::Ok) return std::nullopt;
    if (round->apply(remi::Action::discard(1, idIn(round->hand(1), "KD"))) != remi::Reason::Ok) return std::nullopt;
    if (round->apply(remi::Action::draw(0)) != remi::Reason::Ok) return std::nullopt;
    return round;
}

std::vector<remi::CardId> ids(const std::vector<remi::Card> &cards)
{
    std::vector<remi::CardId> out;
    for (const remi::Card &c : cards) out.push_back(c.id);
    return out;
}

} // namespace

class TestDrag : public QObject {
    Q_OBJECT

  private:
    struct Drag {
        DropTarget marked;                       ///< the outlined target just before the release
        remi::MeldEnd end = remi::MeldEnd::Auto; ///< the lay-off end marked then
        qsizetype carried = 0;                   ///< cards carried along with the dragged one
        bool together = true;                    ///< the carried cards were drawn next to the dragged one
    };

    static CardItem *handItem(Table &t, remi::CardId id)
    {
        for (CardItem *item : t.w.scene()->handItems())
            if (item->cardId() == id) return item;
        return nullptr;
    }
    /// Press on `item`, moves of a few pixels, then to `to`, release there.
    static Drag drag(Table &t, const CardItem *item, QPoint to)
    {
        Drag d;
        InputPlayer player(t, InputPlayer::Input::Mouse);
        const std::optional<QPoint> from = player.pointOn(item);
        if (!from) {
            d.together = false;
            return d;
        }
        QWidget *viewport = t.w.view()->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, *from);
        QTest::mouseMove(viewport, *from + QPoint(4, -4));
        QTest::mouseMove(viewport, *from + QPoint(10, -10));
        QTest::mouseMove(viewport, (*from + to) / 2);
        QTest::mouseMove(viewport, to + QPoint(3, 2));
        QTest::mouseMove(viewport, to);
        d.marked = t.w.scene()->markedTarget();
        d.end = t.w.scene()->markedEnd();
        d.carried = t.w.scene()->carriedItems().size();
        for (const CardItem *card : t.w.scene()->carriedItems())
            d.together = d.together && qAbs(card->pos().y() - item->pos().y()) < 1 &&
                         qAbs(card->pos().x() - item->pos().x()) < item->cardSize().width() * 3;
        t.shot(QStringLiteral("drag-%1-%2-%3.png")
                   .arg(static_cast<int>(d.marked.kind))
                   .arg(d.marked.meld)
                   .arg(static_cast<int>(d.end)));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCoreApplication::processEvents();
        return d;
    }
    /// A point of empty table space: between the piles and the hand, to the right of the melds.
    static QPoint emptyTable(Table &t)
    {
        const TableScene *scene = t.w.scene();
        qreal handTop = scene->height();
        for (const CardItem *item : scene->handItems()) handTop = std::min(handTop, item->sceneBoundingRect().top());
        const QPointF at(scene->width() * 0.8, (scene->pileRect().bottom() + handTop) / 2);
        return t.w.view()->mapFromScene(at);
    }
    static bool selectByMouse(Table &t, const std::vector<remi::CardId> &cards)
    {
        InputPlayer player(t, InputPlayer::Input::Mouse);
        for (remi::CardId id : t.w.hand()->selection())
            if (std::find(cards.begin(), cards.end(), id) == cards.end()) {
                const auto at = player.pointOn(handItem(t, id));
                if (!at) return false;
                QTest::mouseClick(t.w.view()->viewport(), Qt::LeftButton, {}, *at);
            }
        for (remi::CardId id : cards)
            if (!t.w.hand()->selection().contains(id)) {
                const auto at = player.pointOn(handItem(t, id));
                if (!at) return false;
                QTest::mouseClick(t.w.view()->viewport(), Qt::LeftButton, {}, *at);
            }
        return t.w.hand()->selection().size() == static_cast<qsizetype>(cards.size());
    }
    /// Every hand card is back at its place (the refused cards glided back).
    static bool handAtHome(Table &t)
    {
        const QList<CardItem *> hand = t.w.scene()->handItems();
        return std::all_of(hand.begin(), hand.end(), [](const CardItem *c) { return c->pos() == c->home(); });
    }
    /// The engine's reason for melding the scene's draft and selection now (on a copy).
    static remi::Reason meldReason(Table &t)
    {
        const QList<remi::CardId> selection = t.w.hand()->selection();
        remi::Round trial = t.round();
        return trial.apply(MeldOrder::meldAction(trial, 0, t.w.hand()->draft(),
                                                 std::vector<remi::CardId>(selection.begin(), selection.end())));
    }
    /// Points at the left part (first card) or the right part (last card) of table meld `meld`.
    static QPoint meldPart(Table &t, int meld, bool left)
    {
        const QList<QList<CardItem *>> melds = t.w.scene()->meldItems();
        if (meld >= melds.size() || melds[meld].isEmpty()) return {};
        const QRectF first = melds[meld].first()->sceneBoundingRect();
        const QRectF last = melds[meld].last()->sceneBoundingRect();
        const QPointF at = left ? QPointF(first.left() + first.width() * 0.12, first.center().y()) : last.center();
        return t.w.view()->mapFromScene(at);
    }

  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_drag"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        // Computer turns at once too (issue 15: their pace is a setting of its own).
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void dragSelectionMakesMeld();
    void illegalSelectionDropChangesNothing();
    void draftAndDragOpen();
    void layOffEndFollowsDrop();
    void dragWithinHandReorders();
};

void TestDrag::dragSelectionMakesMeld()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 1));
    const auto prepared = openedRound(t.round().rules());
    QVERIFY(prepared && t.w.controller()->setRound(*prepared));
    QCoreApplication::processEvents();
    const remi::Round &round = t.round();
    QVERIFY(t.w.controller()->isHumanTurn());
    QCOMPARE(round.phase(), remi::Phase::Play);
    const std::vector<remi::CardId> run = idsIn(round.hand(0), "9C 10C JC");
    const std::size_t table = round.table().size(), hand = round.hand(0).size();

    QVERIFY(selectByMouse(t, {run[2], run[0], run[1]}));
    // Dragging one of the selected cards carries the other two; the empty table is outlined.
    const Drag d = drag(t, handItem(t, run[1]), emptyTable(t));
    QCOMPARE(d.carried, qsizetype(2));
    QVERIFY(d.together);
    QCOMPARE(d.marked, DropTarget::newMeld());
    QTRY_COMPARE(round.table().size(), table + 1);
    QCOMPARE(round.hand(0).size(), hand - 3);
    QCOMPARE(round.table().back().owner, 0);
    QCOMPARE(ids(round.table().back().cards), run); // exactly that meld, in table order
    QTRY_VERIFY(t.w.hand()->selection().isEmpty());
    QTRY_COMPARE(static_cast<std::size_t>(t.w.scene()->meldItems().size()), table + 1);
    QVERIFY(round.cardsConserved());
}

void TestDrag::illegalSelectionDropChangesNothing()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 1));
    const auto prepared = openedRound(t.round().rules());
    QVERIFY(prepared && t.w.controller()->setRound(*prepared));
    QCoreApplication::processEvents();
    const remi::Round &round = t.round();
    const remi::RoundState before = round.state();
    const std::vector<remi::CardId> cards = idsIn(round.hand(0), "9C 10C 3C");
    QVERIFY(selectByMouse(t, cards));
    const remi::Reason reason = meldReason(t);
    QVERIFY(reason != remi::Reason::Ok);

    const Drag d = drag(t, handItem(t, cards[0]), emptyTable(t));
    QCOMPARE(d.carried, qsizetype(2));
    QCOMPARE(d.marked, DropTarget::none()); // the engine would refuse it: nothing outlined
    // Issue 18: the engine's cause in words, in the status line and by the drop point.
    remi::Round trial = t.round();
    const QList<remi::CardId> selection = t.w.hand()->selection();
    trial.apply(MeldOrder::meldAction(trial, 0, t.w.hand()->draft(),
                                      std::vector<remi::CardId>(selection.begin(), selection.end())));
    const QString words = ReasonText::refusal(reason, false, trial.meldCause());
    QVERIFY(words != ReasonText::text(reason));
    QCOMPARE(t.status(), words);
    QCOMPARE(t.w.scene()->noteText(), words);
    QCOMPARE(remitest::stateDiff(round.state(), before), QString());
    QTRY_VERIFY(handAtHome(t));
    QCOMPARE(t.w.hand()->selection().size(), qsizetype(3)); // still selected, to fix and retry
    QCOMPARE(t.w.scene()->carriedItems().size(), qsizetype(0));

    // Carried cards dropped on nothing (the hand) glide back silently.
    t.w.statusBar()->clearMessage();
    CardItem *item = handItem(t, cards[1]);
    const Drag back = drag(t, item, t.w.view()->mapFromScene(item->sceneBoundingRect().center() + QPointF(0, -4)));
    QCOMPARE(back.marked, DropTarget::none());
    QTRY_VERIFY(handAtHome(t));
    QCOMPARE(t.status(), QString());
    QCOMPARE(remitest::stateDiff(round.state(), before), QString());
}

void TestDrag::draftAndDragOpen()
{
    // remi51 opening: the drag melds the draft and the selection together, as the Meld button does.
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 1));
    const auto prepared = firstTurnRound(t.round().rules());
    QVERIFY(prepared && t.w.controller()->setRound(*prepared));
    QCoreApplication::processEvents();
    const remi::Round &round = t.round();
    QCOMPARE(round.phase(), remi::Phase::Play);
    QVERIFY(!round.hasOpened(0));
    const remi::RoundState before = round.state();
    const std::vector<remi::CardId> hearts = idsIn(round.hand(0), "5H 6H 7H");
    const std::vector<remi::CardId> spades = idsIn(round.hand(0), "10S JS QS KS");

    // 18 points alone: below the opening minimum, refused with the engine's reason.
    QVERIFY(selectByMouse(t, hearts));
    const remi::Reason low = meldReason(t);
    QCOMPARE(low, remi::Reason::OpeningBelowMinimum);
    Drag d = drag(t, handItem(t, hearts[0]), emptyTable(t));
    QCOMPARE(d.marked, DropTarget::none());
    QTRY_COMPARE(t.status(), ReasonText::text(low));
    QCOMPARE(remitest::stateDiff(round.state(), before), QString());

    // 10-J-Q-K of spades in the draft, then the hearts dragged: 58 points, both melds laid.
    QVERIFY(selectByMouse(t, spades));
    QTest::mouseClick(t.w.findChild<QPushButton *>(QStringLiteral("draftButton")), Qt::LeftButton);
    QCOMPARE(t.w.hand()->draft().size(), std::size_t(1));
    QVERIFY(selectByMouse(t, hearts));
    const std::size_t hand = round.hand(0).size();
    d = drag(t, handItem(t, hearts[2]), emptyTable(t));
    QCOMPARE(d.carried, qsizetype(2)); // the draft stays in the hand; the selection is carried
    QCOMPARE(d.marked, DropTarget::newMeld());
    QTRY_COMPARE(round.table().size(), std::size_t(2));
    QVERIFY(round.hasOpened(0));
    QCOMPARE(round.hand(0).size(), hand - 7);
    QCOMPARE(ids(round.table()[0].cards), spades);
    QCOMPARE(ids(round.table()[1].cards), hearts);
    QTRY_VERIFY(t.w.hand()->draft().empty());
}

void TestDrag::layOffEndFollowsDrop()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 1));
    const auto prepared = openedRound(t.round().rules());
    QVERIFY(prepared && t.w.controller()->setRound(*prepared));
    QCoreApplication::processEvents();
    const remi::Round &round = t.round();
    const int hearts = 1;
    QCOMPARE(ids(round.table()[hearts].cards), idsIn(round.table()[hearts].cards, "5H 6H 7H"));
    const remi::CardId four = idIn(round.hand(0), "4H"), eight = idIn(round.hand(0), "8H"),
                       joker = idIn(round.hand(0), "JK");
    const auto layOff = [&](remi::CardId card, bool left, remi::MeldEnd marked) {
        QVERIFY(t.w.hand()->selection().isEmpty());
        const int size = round.table()[hearts].size();
        const Drag d = drag(t, handItem(t, card), meldPart(t, hearts, left));
        QCOMPARE(d.carried, qsizetype(0));
        QCOMPARE(d.marked, DropTarget::onMeld(hearts));
        QCOMPARE(d.end, marked); // the outline's bar shows the end before the drop
        QTRY_COMPARE(round.table()[hearts].size(), size + 1);
        QTRY_COMPARE(t.w.scene()->meldItems().value(hearts).size(), qsizetype(size + 1));
    };
    const auto run = [&] { return round.table()[hearts].cards; };

    // The 4 fits only the low end: dropped on the right part it still goes there.
    layOff(four, false, remi::MeldEnd::Low);
    QCOMPARE(run().front().id, four);
    t.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(round.table()[hearts].size(), 3);
    QTRY_COMPARE(t.w.scene()->meldItems().value(hearts).size(), qsizetype(3));
    // Left part: the 4 at the low end; right part: the 8 at the high end.
    layOff(four, true, remi::MeldEnd::Low);
    QCOMPARE(run().front().id, four);
    layOff(eight, false, remi::MeldEnd::High);
    QCOMPARE(run().back().id, eight);
    QCOMPARE(ids(run()), (std::vector<remi::CardId>{four, run()[1].id, run()[2].id, run()[3].id, eight}));
    QCOMPARE(remi::cardsCode(run()), std::string("4H 5H 6H 7H 8H"));
    // The joker fits both ends: no end bar, and the drop asks which card it stands for (RULES.md
    // 1.2: 3♥ or 9♥); arrows and Enter answer.
    const auto layOffJoker = [&](bool left, int down) {
        const Drag d = drag(t, handItem(t, joker), meldPart(t, hearts, left));
        QCOMPARE(d.marked, DropTarget::onMeld(hearts));
        QCOMPARE(d.end, remi::MeldEnd::Auto);
        QCoreApplication::processEvents();
        QMenu *menu = t.keys->presenter()->choiceMenu();
        QVERIFY(menu && menu->isVisible());
        QStringList texts;
        for (QAction *a : menu->actions())
            if (!a->isSeparator()) texts << a->text();
        QCOMPARE(texts, (QStringList{QStringLiteral("3♥"), QStringLiteral("9♥")}));
        for (int i = 0; i < down; ++i) QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
        QTRY_COMPARE(round.table()[hearts].size(), 6);
        QTRY_COMPARE(t.w.scene()->meldItems().value(hearts).size(), qsizetype(6));
    };
    layOffJoker(false, 0); // dropped on the high half, answered 3♥: the low end
    QCOMPARE(run().front().id, joker);
    t.key(Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(t.w.scene()->meldItems().value(hearts).size(), qsizetype(5));
    layOffJoker(true, 1); // 9♥
    QCOMPARE(run().back().id, joker);
    QVERIFY(round.cardsConserved());
}

void TestDrag::dragWithinHandReorders()
{
    // Hand -> hand (issue 6): a card dropped between two others moves there; the order is kept as
    // arranged across the next draw (RULES.md 7: the hand order persists), and nothing is played.
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 1));
    const auto prepared = openedRound(t.round().rules());
    QVERIFY(prepared && t.w.controller()->setRound(*prepared));
    QCoreApplication::processEvents();
    const remi::RoundState before = t.round().state();
    auto shown = [&] {
        std::vector<remi::CardId> order;
        for (const CardItem *item : t.w.scene()->handItems()) order.push_back(item->cardId());
        return order;
    };
    const std::vector<remi::CardId> start = shown();
    QVERIFY(start.size() >= 5);
    // The first card, dropped between the third and the fourth (right of the third's middle).
    const QList<CardItem *> items = t.w.scene()->handItems();
    const QRectF third = items[2]->sceneBoundingRect(), fourth = items[3]->sceneBoundingRect();
    const QPointF between((third.center().x() + fourth.center().x()) / 2 + 4, third.center().y() + 10);
    const Drag d = drag(t, items[0], t.w.view()->mapFromScene(between));
    QCOMPARE(d.marked, DropTarget::hand());
    QCOMPARE(d.carried, qsizetype(0));
    std::vector<remi::CardId> want = start;
    std::rotate(want.begin(), want.begin() + 1, want.begin() + 3); // c1 c2 c0 c3 ...
    QCOMPARE(shown(), want);
    QCOMPARE(t.w.hand()->order().sortedBy(), std::nullopt);
    QCOMPARE(remitest::stateDiff(t.round().state(), before), QString());
    // The last card dropped left of the first card's middle becomes the first.
    const QList<CardItem *> again = t.w.scene()->handItems();
    const QRectF first = again.first()->sceneBoundingRect();
    drag(t, again.last(), t.w.view()->mapFromScene(QPointF(first.left() + 4, first.center().y() + 10)));
    std::rotate(want.begin(), want.end() - 1, want.end());
    QCOMPARE(shown(), want);
    // Dropped back onto its own place: nothing moves.
    const QList<CardItem *> still = t.w.scene()->handItems();
    drag(t, still[1], t.w.view()->mapFromScene(still[1]->sceneBoundingRect().center() + QPointF(2, 10)));
    QCOMPARE(shown(), want);
    QCOMPARE(remitest::stateDiff(t.round().state(), before), QString());
}

QTEST_MAIN(TestDrag)
#include "tst_drag.moc"
