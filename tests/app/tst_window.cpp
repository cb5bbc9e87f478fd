// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The remi window, offscreen: deal, selection and discard by mouse, refusals, card pixmaps.

#include "CardItem.h"
#include "CardRenderer.h"
#include "ComputerTurn.h"
#include "GameController.h"
#include "HandModel.h"
#include "HandOrder.h"
#include "Language.h"
#include "MainWindow.h"
#include "MatchEndDialog.h"
#include "MeldOrder.h"
#include "ReasonText.h"
#include "RoundEndPanel.h"
#include "SeatPanel.h"
#include "SettingsDialog.h"
#include "TableScene.h"
#include "TableView.h"

#include "../engine/TestRound.h"
#include "engine/Meld.h"
#include "save/SaveGame.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QtTest>
#include <algorithm>

class TestWindow : public QObject {
    Q_OBJECT

  private:
    static QPoint viewPoint(const MainWindow &w, const CardItem *item)
    {
        // A point inside the visible part of the card (its left strip: hand cards overlap).
        const QPointF scenePoint =
            item->mapToScene(QPointF(item->cardSize().width() * 0.2, item->cardSize().height() * 0.5));
        return w.view()->mapFromScene(scenePoint);
    }
    static CardItem *handItem(const MainWindow &w, remi::CardId id)
    {
        for (CardItem *item : w.scene()->handItems())
            if (item->cardId() == id) return item;
        return nullptr;
    }
    /// Three cards of `hand` that make a valid meld, or an empty list.
    static std::vector<remi::Card> findMeld(const std::vector<remi::Card> &hand, const remi::RuleSet &rules)
    {
        for (std::size_t a = 0; a < hand.size(); ++a)
            for (std::size_t b = a + 1; b < hand.size(); ++b)
                for (std::size_t c = b + 1; c < hand.size(); ++c) {
                    const std::vector<remi::Card> cards{hand[a], hand[b], hand[c]};
                    std::vector<remi::Card> ordered;
                    for (remi::CardId id : MeldOrder::tableOrder(cards, rules, rules.jokerLimit))
                        for (const remi::Card &card : cards)
                            if (card.id == id) ordered.push_back(card);
                    if (remi::validateMeld(ordered, rules, rules.jokerLimit)) return cards;
                }
        return {};
    }
    static bool holds(const remi::Round &round, int seat, remi::CardId id)
    {
        const auto &hand = round.hand(seat);
        return std::any_of(hand.begin(), hand.end(), [id](const remi::Card &c) { return c.id == id; });
    }

  private slots:
    void initTestCase()
    {
        // Own, empty settings: the stored rule options and card theme must not leak in.
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_window"));
        QSettings().clear();
        // Cards sit at their places at once (the tests click them where the layout put them).
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        // Computer turns at once too (issue 15: their pace is a setting of its own).
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void dealShowsHands();
    void hotSeatCurtain();
    void mouseSelectAndDiscard();
    void meldButtonAndDragToPile();
    void roundEndDialogAndNextRound();
    void draftAndDragOntoMeld();
    void dragOutlinesOnlyLegalTargets();
    void turnClockTimesOut();
    void matchEndShowsWinners();
    void cardPixmapSizes();
    void cardPixmapSizes_data();
    void everyReasonHasText();
    void handSortFollowsRules();
    void eightPlayerRamiShowsEveryone();
    void indonesiaPileTopCardOnTop();
    void hotSeatDefaultNamesAndHiddenHandKeys();
    void settingsOpenOnTheGamePlayed();
};

void TestWindow::dealShowsHands()
{
    MainWindow w;
    w.controller()->setComputerDelay(60000);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 7));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();

    const QList<CardItem *> hand = w.scene()->handItems();
    QVERIFY2(hand.size() == 14 || hand.size() == 15, qPrintable(QString::number(hand.size())));
    QCOMPARE(static_cast<std::size_t>(hand.size()), w.controller()->round().hand(0).size());
    for (const CardItem *item : hand) QVERIFY(item->isFaceUp());
    QVERIFY(!w.scene()->opponentItems().isEmpty());
    for (const CardItem *item : w.scene()->opponentItems()) QVERIFY(!item->isFaceUp());
    QVERIFY(w.scene()->stockItem());
    QVERIFY(w.controller()->round().cutCard().has_value());
    // One human: no hot-seat curtain.
    QVERIFY(!w.controller()->isHotSeat());
    QVERIFY(!w.controller()->curtainUp());
    QVERIFY(!w.curtain()->isVisible());

    // The four-colour deck replaces the renderer and redraws the same table.
    auto *fourColour = w.findChild<QAction *>(QStringLiteral("fourColourAction"));
    QVERIFY(fourColour);
    fourColour->setChecked(true);
    QCOMPARE(w.scene()->handItems().size(), hand.size());
    QVERIFY(!w.grab().isNull());
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/four-colour.png"));
}

void TestWindow::mouseSelectAndDiscard()
{
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 4, 11));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn(), 20000);
    w.controller()->setComputerDelay(60000); // keep the table still while we check it
    QCoreApplication::processEvents();
    const remi::Round &round = w.controller()->round();

    // An illegal action shows its reason: discarding before the draw, or drawing in the
    // first turn of a remi51 round (15 cards, no draw).
    QWidget *viewport = w.view()->viewport();
    if (round.phase() == remi::Phase::Draw) {
        CardItem *card = w.scene()->handItems().first();
        QTest::mouseDClick(viewport, Qt::LeftButton, {}, viewPoint(w, card));
        QTRY_COMPARE(w.statusBar()->currentMessage(), ReasonText::text(remi::Reason::MustDrawFirst));
        QCoreApplication::processEvents();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, w.scene()->stockItem()));
        QTRY_COMPARE(round.phase(), remi::Phase::Play);
    } else {
        QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, w.scene()->stockItem()));
        QTRY_COMPARE(w.statusBar()->currentMessage(), ReasonText::text(remi::Reason::AlreadyDrew));
    }
    QCoreApplication::processEvents();
    QCOMPARE(w.scene()->handItems().size(), 15);

    // Select a card by a click, then discard it with a double click.
    CardItem *card = w.scene()->handItems().at(3);
    const remi::CardId id = card->cardId();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, card));
    QCOMPARE(w.hand()->selection(), QList<remi::CardId>{id});
    QVERIFY(card->isChosen());
    QTest::mouseDClick(viewport, Qt::LeftButton, {}, viewPoint(w, card));
    QTRY_VERIFY(!holds(round, 0, id));
    QCOMPARE(round.hand(0).size(), std::size_t(14));
    QVERIFY(round.pileTop().has_value());
    QCOMPARE(round.pileTop()->id, id);
    QVERIFY(round.cardsConserved());
    QTRY_COMPARE(w.scene()->handItems().size(), 14);
    QCOMPARE(w.scene()->pileItems().size(), 1);
    QCOMPARE(w.scene()->pileItems().first()->cardId(), id);
}

void TestWindow::meldButtonAndDragToPile()
{
    // rummy has no opening minimum: find a deal whose human hand holds a meld after the draw.
    for (quint64 seed = 1; seed < 80; ++seed) {
        MainWindow w;
        w.controller()->setComputerDelay(0);
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, seed));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn() || w.controller()->round().isOver(), 20000);
        if (w.controller()->round().isOver()) continue;
        w.controller()->setComputerDelay(60000);
        QCoreApplication::processEvents();
        const remi::Round &round = w.controller()->round();
        QWidget *viewport = w.view()->viewport();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, w.scene()->stockItem()));
        QTRY_COMPARE(round.phase(), remi::Phase::Play);
        QTRY_COMPARE(static_cast<std::size_t>(w.scene()->handItems().size()), round.hand(0).size());
        const std::vector<remi::Card> meld = findMeld(round.hand(0), round.rules());
        if (meld.empty()) continue;

        for (const remi::Card &card : meld)
            QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, handItem(w, card.id)));
        QCOMPARE(w.hand()->selection().size(), 3);
        auto *meldButton = w.findChild<QPushButton *>(QStringLiteral("meldButton"));
        QVERIFY(meldButton && meldButton->isEnabled());
        QTest::mouseClick(meldButton, Qt::LeftButton);
        QCOMPARE(round.table().size(), std::size_t(1));
        QCOMPARE(round.table().front().owner, 0);
        for (const remi::Card &card : meld) QVERIFY(round.table().front().contains(card.id));
        QTRY_COMPARE(static_cast<std::size_t>(w.scene()->handItems().size()), round.hand(0).size());
        QVERIFY(w.hand()->selection().isEmpty());
        if (round.hand(0).size() < 2) return; // went out

        // Drag the rightmost hand card onto the discard pile.
        CardItem *card = w.scene()->handItems().last();
        const remi::CardId id = card->cardId();
        const QPoint from = w.view()->mapFromScene(card->mapToScene(QPointF(card->cardSize().width() * 0.5, 20)));
        const QPoint to = w.view()->mapFromScene(w.scene()->pileItems().isEmpty()
                                                     ? QPointF(w.scene()->width() / 2 + 60, w.scene()->height() * 0.3)
                                                     : w.scene()->pileItems().last()->sceneBoundingRect().center());
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, from + QPoint(10, -10));
        QTest::mouseMove(viewport, (from + to) / 2);
        QTest::mouseMove(viewport, to);
        QCOMPARE(w.scene()->markedTarget(), DropTarget::pile()); // a legal target is outlined
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCOMPARE(w.scene()->markedTarget(), DropTarget::none());
        QTRY_VERIFY(!holds(round, 0, id));
        QVERIFY(std::any_of(round.pile().begin(), round.pile().end(),
                            [id](const remi::PileCard &pc) { return pc.card.id == id; }));
        return;
    }
    QFAIL("no deal with a meld found");
}

void TestWindow::dragOutlinesOnlyLegalTargets()
{
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 21));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn(), 20000);
    w.controller()->setComputerDelay(60000);
    QCoreApplication::processEvents();
    const remi::Round &round = w.controller()->round();
    QCOMPARE(round.phase(), remi::Phase::Draw);
    QWidget *viewport = w.view()->viewport();
    const auto drag = [&](bool release) {
        CardItem *card = w.scene()->handItems().first();
        const QPoint from = viewPoint(w, card);
        const QPoint to = w.view()->mapFromScene(w.scene()->pileItems().last()->sceneBoundingRect().center());
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, from + QPoint(10, -10));
        QTest::mouseMove(viewport, to);
        const DropTarget marked = w.scene()->markedTarget();
        if (release) QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        return marked;
    };
    // Before the draw a discard is illegal: nothing is outlined, and the drop is refused.
    const std::size_t held = round.hand(0).size();
    QCOMPARE(drag(true), DropTarget::none());
    QTRY_COMPARE(w.statusBar()->currentMessage(), ReasonText::text(remi::Reason::MustDrawFirst));
    QCOMPARE(round.hand(0).size(), held);
    QCOMPARE(w.controller()->act(remi::Action::draw(0, remi::DrawSource::Stock)), remi::Reason::Ok);
    QTRY_COMPARE(static_cast<std::size_t>(w.scene()->handItems().size()), held + 1);
    // After it the pile is outlined.
    QCOMPARE(drag(false), DropTarget::pile());
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, viewPoint(w, w.scene()->handItems().first()));
}

void TestWindow::turnClockTimesOut()
{
    // RULES.md 4 "Timeout": at 0 the turn ends with a stock card if not drawn (penalty 50).
    std::optional<remi::RuleSet> rules = remi::presetRules("rami");
    QVERIFY(!remi::setOption(*rules, "turnSeconds", "20"));
    GameController c;
    c.setComputerDelay(0);
    c.setClockInterval(5);
    QList<SeatConfig> seats = GameController::defaultSeats(2);
    QVERIFY(c.newGame(*rules, seats, 4));
    QTRY_VERIFY_WITH_TIMEOUT(c.isHumanTurn(), 20000);
    c.setComputerDelay(60000);
    QVERIFY(c.turnSecondsLeft() > 0 && c.turnSecondsLeft() <= 20);
    const int seat = c.humanSeat();
    const std::size_t held = c.round().hand(seat).size();
    const int turn = c.round().state().turnIndex;
    QTRY_VERIFY(c.round().state().turnIndex != turn);
    QCOMPARE(c.round().hand(seat).size(), held + 1); // the stock card of a player who had not drawn
    QCOMPARE(c.turnSecondsLeft(), -1);               // the computer's turn has no clock
    // The timeout is in the save: replaying it gives the same round (it was left out of the log, so
    // the replay went wrong at the next action).
    const remi::save::SaveGame game = c.saveGame();
    remi::save::SaveError error;
    const std::unique_ptr<remi::Match> replayed = remi::save::replaySave(game, &error);
    QVERIFY2(replayed, remi::save::saveErrorText(error).c_str());
    const auto &actions = game.rounds.back().actions;
    QVERIFY(std::any_of(actions.begin(), actions.end(),
                        [&](const remi::Action &a) { return a.type == remi::ActionType::Timeout && a.seat == seat; }));
    QCOMPARE(replayed->round().hand(seat).size(), held + 1);
    QCOMPARE(replayed->round().state().turnIndex, c.round().state().turnIndex);
}

void TestWindow::roundEndDialogAndNextRound()
{
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 3, 5));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy finished(w.controller(), &GameController::roundFinished);
    // The human seat plays as the stand-in computer player, through the controller.
    QVERIFY(playRoundAsHuman(*w.controller(), finished));
    QCOMPARE(finished.size(), 1);
    RoundEndPanel *dialog = w.roundEndPanel();
    QTRY_VERIFY(dialog->isVisible());
    const QString report = dialog->summary();
    // Sentences end with one full stop (a newcomer read "You went out.." aloud).
    QVERIFY2(!report.contains(QLatin1String("..")), qPrintable(report));
    QVERIFY(report.endsWith(QLatin1Char('.')));
    for (int s = 0; s < 3; ++s) QVERIFY(report.contains(w.controller()->seatName(s)));
    QCoreApplication::processEvents();
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) {
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/round-end-table.png"));
        dialog->grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/round-end.png"));
    }
    QCOMPARE(w.controller()->match().history().size(), std::size_t(1));
    dialog->proceed();
    QTRY_COMPARE(w.controller()->match().roundNumber(), 2);
    QVERIFY(!w.controller()->round().isOver());
}

void TestWindow::draftAndDragOntoMeld()
{
    // rummy, 2 players: a deal where the human, after drawing, holds a meld plus a card that fits it.
    for (quint64 seed = 1; seed < 200; ++seed) {
        MainWindow w;
        w.controller()->setComputerDelay(0);
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, seed));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn() || w.controller()->round().isOver(), 20000);
        if (w.controller()->round().isOver()) continue;
        w.controller()->setComputerDelay(60000);
        const remi::Round &round = w.controller()->round();
        QWidget *viewport = w.view()->viewport();
        QCoreApplication::processEvents();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, w.scene()->stockItem()));
        QTRY_COMPARE(round.phase(), remi::Phase::Play);
        QTRY_COMPARE(static_cast<std::size_t>(w.scene()->handItems().size()), round.hand(0).size());
        const std::vector<remi::Card> meld = findMeld(round.hand(0), round.rules());
        if (meld.empty() || round.hand(0).size() < 6) continue;

        // The meld goes into the draft first, then Meld lays the draft.
        for (const remi::Card &card : meld)
            QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, handItem(w, card.id)));
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("draftButton")), Qt::LeftButton);
        QCOMPARE(w.hand()->draft().size(), std::size_t(1));
        QVERIFY(w.hand()->selection().isEmpty());
        QVERIFY(handItem(w, meld.front().id)->isDrafted());
        if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) {
            QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, w.scene()->handItems().last()));
            w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/draft.png"));
            QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPoint(w, w.scene()->handItems().last()));
        }
        const std::size_t tableBefore = round.table().size();
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("meldButton")), Qt::LeftButton);
        QCOMPARE(round.table().size(), tableBefore + 1);
        QCOMPARE(round.table().back().owner, 0);
        QTRY_VERIFY(w.hand()->draft().empty());
        QTRY_COMPARE(static_cast<std::size_t>(w.scene()->handItems().size()), round.hand(0).size());

        const remi::Meld &laid = round.table().back();
        const auto fits = std::find_if(round.hand(0).begin(), round.hand(0).end(), [&](const remi::Card &c) {
            return remi::cardFitsMeld(laid, c, round.rules(), round.rules().jokerLimit);
        });
        if (fits == round.hand(0).end()) {
            // A drop on an empty spot snaps back and changes nothing.
            CardItem *card = w.scene()->handItems().first();
            const QPointF home = card->pos();
            const QPoint from = viewPoint(w, card);
            QTest::mousePress(viewport, Qt::LeftButton, {}, from);
            QTest::mouseMove(viewport, from + QPoint(0, -40));
            QTest::mouseMove(viewport, from + QPoint(0, -120));
            QTest::mouseRelease(viewport, Qt::LeftButton, {}, from + QPoint(0, -120));
            QCOMPARE(card->pos(), home);
            continue;
        }
        const remi::CardId id = fits->id;
        const int before = laid.size();
        const QPoint from = viewPoint(w, handItem(w, id));
        const QList<QGraphicsItem *> items = w.scene()->items();
        QPointF target;
        for (QGraphicsItem *item : items) {
            auto *c = dynamic_cast<CardItem *>(item);
            if (c && c->cardId() == laid.cards.front().id) target = c->sceneBoundingRect().center();
        }
        QVERIFY(!target.isNull());
        const QPoint to = w.view()->mapFromScene(target);
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, from + QPoint(10, -10));
        QTest::mouseMove(viewport, to);
        QCOMPARE(w.scene()->markedTarget(),
                 DropTarget::onMeld(static_cast<int>(tableBefore))); // the meld it fits is outlined
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCOMPARE(w.scene()->markedTarget(), DropTarget::none());
        QTRY_VERIFY(!holds(round, 0, id));
        QCOMPARE(round.table()[tableBefore].size(), before + 1);
        QVERIFY(round.table()[tableBefore].contains(id));
        return;
    }
    QFAIL("no deal with a meld and a card to lay off found");
}

void TestWindow::matchEndShowsWinners()
{
    // remi51 with two players: two rounds (once around), the human played by the stand-in player.
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 2, 21));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy matchOver(w.controller(), &GameController::matchFinished);
    const ComputerTurn player;
    for (int step = 0; step < 2000 && matchOver.isEmpty(); ++step) {
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn() || w.roundEndPanel()->isVisible(), 20000);
        if (w.roundEndPanel()->isVisible()) {
            w.roundEndPanel()->proceed();
            QCoreApplication::processEvents();
            continue;
        }
        for (const remi::Action &a : player.plan(w.controller()->round(), w.controller()->humanSeat()))
            QCOMPARE(w.controller()->act(a), remi::Reason::Ok);
    }
    QCOMPARE(matchOver.size(), 1);
    QVERIFY(w.controller()->match().isOver());
    QVERIFY(!w.controller()->match().winners().empty());
    MatchEndDialog *box = nullptr;
    QTRY_VERIFY((box = w.findChild<MatchEndDialog *>()) && box->isVisible());
    const QString winner = w.controller()->matchSeatName(w.controller()->match().winners().front());
    QVERIFY2(box->winnersText().contains(winner), qPrintable(box->winnersText()));
    box->accept();
}

void TestWindow::cardPixmapSizes_data()
{
    QTest::addColumn<qreal>("ratio");
    QTest::newRow("100%") << qreal(1);
    QTest::newRow("150%") << qreal(1.5);
    QTest::newRow("200%") << qreal(2);
}

void TestWindow::cardPixmapSizes()
{
    QFETCH(qreal, ratio);
    CardRenderer renderer;
    QVERIFY(renderer.isValid());
    for (const char *id :
         {"1_spade", "10_heart", "13_club", "12_diamond", "joker_red", "joker_black", "back_blue", "back_red"})
        QVERIFY2(renderer.hasElement(QLatin1String(id)), id);
    const QPixmap pix = renderer.pixmap(QStringLiteral("7_heart"), QSize(70, 98), ratio);
    QCOMPARE(pix.size(), QSize(qRound(70 * ratio), qRound(98 * ratio)));
    QCOMPARE(pix.devicePixelRatio(), ratio);
    // The card is drawn (not transparent) in its middle.
    const QImage image = pix.toImage();
    QVERIFY(qAlpha(image.pixel(image.width() / 2, image.height() / 2)) > 0);
    // A second request comes from the cache.
    const int cached = renderer.cachedCount();
    renderer.pixmap(QStringLiteral("7_heart"), QSize(70, 98), ratio);
    QCOMPARE(renderer.cachedCount(), cached);

    CardRenderer fourColour(CardRenderer::fourColourDeckPath());
    QVERIFY(fourColour.isValid());
    QVERIFY(fourColour.hasElement(QStringLiteral("5_club")));
}

void TestWindow::everyReasonHasText()
{
    QSet<QString> texts;
    for (int r = 0; r < remi::kReasonCount; ++r) texts.insert(ReasonText::text(static_cast<remi::Reason>(r)));
    QCOMPARE(texts.size(), remi::kReasonCount);
}

void TestWindow::hotSeatCurtain()
{
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QList<SeatConfig> seats = GameController::defaultSeats(2);
    seats[0].name = QStringLiteral("Ana");
    seats[1].name = QStringLiteral("Ben");
    seats[1].human = true;
    QVERIFY(w.startGame(QStringLiteral("rummy"), seats, 3));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameController *c = w.controller();
    QVERIFY(c->isHotSeat());
    auto allFaceDown = [&] {
        const QList<CardItem *> hand = w.scene()->handItems();
        return !hand.isEmpty() && std::none_of(hand.begin(), hand.end(), [](CardItem *i) { return i->isFaceUp(); });
    };
    auto showsHandOf = [&](int seat) {
        const QList<CardItem *> hand = w.scene()->handItems();
        if (hand.size() != static_cast<int>(c->round().hand(seat).size())) return false;
        for (CardItem *item : hand) {
            if (!item->isFaceUp()) return false;
            const auto &cards = c->round().hand(seat);
            if (std::none_of(cards.begin(), cards.end(), [&](const remi::Card &k) { return k.id == item->cardId(); }))
                return false;
        }
        return true;
    };
    // The first human turn starts behind the curtain too.
    const int first = c->round().currentSeat();
    QVERIFY(c->curtainUp());
    QVERIFY(w.curtain()->isVisible());
    QVERIFY(w.curtain()->findChild<QLabel *>()->text().contains(c->seatName(first)));
    QTRY_VERIFY(allFaceDown());
    QCOMPARE(c->act(remi::Action::draw(0, remi::DrawSource::Stock)), remi::Reason::NotYourTurn);
    QTest::keyClick(w.curtain(), Qt::Key_Space);
    QVERIFY(!c->curtainUp());
    QVERIFY(!w.curtain()->isVisible());
    QTRY_VERIFY(showsHandOf(first));
    // The first seat draws and discards: the other human's turn begins behind the curtain.
    QCOMPARE(c->act(remi::Action::draw(0, remi::DrawSource::Stock)), remi::Reason::Ok);
    const remi::CardId discard = c->round().hand(first).back().id;
    QCOMPARE(c->act(remi::Action::discard(0, discard)), remi::Reason::Ok);
    const int second = c->round().currentSeat();
    QVERIFY(second != first);
    QVERIFY(c->curtainUp());
    QVERIFY(w.curtain()->isVisible());
    QVERIFY(w.curtain()->findChild<QLabel *>()->text().contains(QStringLiteral("Ben")) ||
            w.curtain()->findChild<QLabel *>()->text().contains(QStringLiteral("Ana")));
    QTRY_VERIFY(allFaceDown());
    for (CardItem *item : w.scene()->opponentItems()) QVERIFY(!item->isFaceUp());
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/hotseat-curtain.png"));
    QTest::keyClick(w.curtain(), Qt::Key_Space);
    QTRY_VERIFY(showsHandOf(second));
    for (CardItem *item : w.scene()->opponentItems()) QVERIFY(!item->isFaceUp());
    QCOMPARE(c->humanSeat(), second);
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/hotseat-second.png"));
}

void TestWindow::handSortFollowsRules()
{
    // RULES.md 1.1 "Sorting": by suit spades, hearts, diamonds, clubs then rank, or by rank then suit;
    // the ace after K except in rummy without aceHighOrLow (ace before 2); jokers last; stable.
    using remi::Suit;
    const std::vector<remi::Card> hand{remi::naturalCard(0, Suit::Clubs, 1),
                                       remi::naturalCard(0, Suit::Diamonds, 2),
                                       remi::jokerCard(2, 0),
                                       remi::naturalCard(0, Suit::Hearts, 13),
                                       remi::naturalCard(0, Suit::Spades, 1),
                                       remi::naturalCard(0, Suit::Diamonds, 12),
                                       remi::naturalCard(1, Suit::Hearts, 7),
                                       remi::naturalCard(0, Suit::Clubs, 5),
                                       remi::naturalCard(0, Suit::Spades, 9),
                                       remi::naturalCard(0, Suit::Diamonds, 1)};
    auto codes = [&](const HandOrder &order) {
        QStringList out;
        for (const remi::Card &c : order.arrange(hand)) out << QString::fromStdString(remi::cardCode(c));
        return out.join(QLatin1Char(' '));
    };
    HandOrder order;
    QVERIFY(HandOrder::aceAfterKing(*remi::presetRules("remi51")));
    QVERIFY(HandOrder::aceAfterKing(*remi::presetRules("rami")));
    QVERIFY(HandOrder::aceAfterKing(*remi::presetRules("remi_indonesia")));
    QVERIFY(!HandOrder::aceAfterKing(*remi::presetRules("rummy")));
    order.setAceAfterKing(true);
    order.sort(hand, HandOrder::Sort::Suit);
    QCOMPARE(codes(order), QStringLiteral("9S AS 7H KH 2D QD AD 5C AC JK"));
    order.sort(hand, HandOrder::Sort::Rank);
    QCOMPARE(codes(order), QStringLiteral("2D 5C 7H 9S QD KH AS AD AC JK"));
    order.setAceAfterKing(false);
    order.sort(hand, HandOrder::Sort::Suit);
    QCOMPARE(codes(order), QStringLiteral("AS 9S 7H KH AD 2D QD AC 5C JK"));
    order.sort(hand, HandOrder::Sort::Rank);
    QCOMPARE(codes(order), QStringLiteral("AS AD AC 2D 5C 7H 9S QD KH JK"));

    // The window sorts the dealt hand so: rummy (ace low) and remi51 (ace high).
    for (const QString &variant : {QStringLiteral("rummy"), QStringLiteral("remi51")}) {
        MainWindow w;
        w.controller()->setComputerDelay(60000);
        QVERIFY(w.startGame(variant, 2, 5));
        QCoreApplication::processEvents();
        const bool aceHigh = variant == QStringLiteral("remi51");
        auto place = [&](const remi::Card &c) {
            if (c.isJoker()) return 1000;
            // Suit values are in the RULES.md 1.1 order: spades 0, hearts 1, diamonds 2, clubs 3.
            return static_cast<int>(c.suit) * 100 + (c.rank == 1 && aceHigh ? 14 : c.rank);
        };
        const QList<CardItem *> items = w.scene()->handItems();
        QVERIFY(items.size() >= 7);
        for (int i = 1; i < items.size(); ++i)
            QVERIFY2(place(items[i - 1]->card()) <= place(items[i]->card()), qPrintable(variant));
    }
}

void TestWindow::eightPlayerRamiShowsEveryone()
{
    // RULES.md 4.1: rami takes 2-8 players; every other seat is drawn with its name and card count.
    Language::apply(QStringLiteral("en")); // the English plurals ("14 cards")
    for (const QSize size : {QSize(1280, 780), QSize(800, 600)}) {
        MainWindow w;
        w.controller()->setComputerDelay(60000);
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.startGame(QStringLiteral("rami"), 8, 7));
        QCoreApplication::processEvents();
        const remi::Round &round = w.controller()->round();
        QCOMPARE(round.players(), 8);
        const auto panels = w.scene()->seatPanels();
        QCOMPARE(panels.size(), 8); // the bottom seat's too
        QCOMPARE(w.scene()->seatRects().size(), 7);
        QCOMPARE(w.scene()->opponentItems().size(), 7 * 14);
        const QRectF table = w.scene()->sceneRect();
        for (int seat = 1; seat < 8; ++seat) {
            QVERIFY2(panels.contains(seat), qPrintable(QString::number(seat)));
            QCOMPARE(panels.value(seat)->name(), QStringLiteral("Computer %1").arg(seat));
            QCOMPARE(panels.value(seat)->infoText(), QStringLiteral("14 cards"));
            QVERIFY(table.contains(w.scene()->seatRects().value(seat)));
            for (int other = seat + 1; other < 8; ++other)
                QVERIFY2(!w.scene()->seatRects().value(seat).intersects(w.scene()->seatRects().value(other)),
                         qPrintable(QStringLiteral("%1 %2").arg(seat).arg(other)));
        }
        if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
            w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/rami-8-%1.png").arg(size.width()));
    }
}

void TestWindow::indonesiaPileTopCardOnTop()
{
    // RULES.md 5.2: the whole pile is shown, the discards overlapping so that all can be seen; 5.3:
    // the top three can be picked up. A 13-card pile with the ten of clubs on top.
    MainWindow w;
    w.controller()->setComputerDelay(60000);
    w.resize(1280, 780);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(QStringLiteral("remi_indonesia"), 4, 1));
    const remi::RuleSet &rules = w.controller()->round().rules();
    const remitest::DealText text{
        {"2S 3S 4S 9H 9D KC KD", "5S 6S 7S 8S 9S 10S JS", "QS KS AS 2H 3H 4H 5H", "6H 7H 8H 10H JH QH KH"},
        "QD AD 4C 5C 6C 7C 8C 9C JC QC AC",
        "AH 2D 3D 4D 5D 6D 7D 8D 10D 2C 3C JD 10C",
        ""};
    std::string error;
    const auto round = remi::Round::fromDeal(rules, 4, 0, remitest::makeDeal(rules, text), &error);
    QVERIFY2(round, error.c_str());
    QVERIFY(w.controller()->setRound(*round));
    QCoreApplication::processEvents();
    const remi::Round &live = w.controller()->round();
    QCOMPARE(live.pile().size(), std::size_t(13));
    QCOMPARE(remi::cardCode(live.pileTop().value()), std::string("10C"));

    const QList<CardItem *> items = w.scene()->pileItems();
    QCOMPARE(items.size(), 13);
    // pileItems() runs from the bottom card to the top card.
    const CardItem *topItem = items.last();
    QCOMPARE(topItem->cardId(), live.pileTop()->id);
    for (int i = 0; i < items.size(); ++i) {
        QCOMPARE(items[i]->cardId(), live.pile()[static_cast<std::size_t>(i)].card.id);
        QVERIFY(items[i]->isFaceUp());
        if (i > 0) {
            QVERIFY(items[i]->zValue() > items[i - 1]->zValue()); // newer over older
            QVERIFY(items[i]->x() > items[i - 1]->x());           // fanned to the right
        }
    }
    qreal highest = -1e9;
    for (const CardItem *item : items)
        if (item != topItem) highest = std::max(highest, item->zValue());
    QVERIFY(topItem->zValue() > highest);
    // The top card is drawn whole; the two below it that can be picked up show a strip of 0.45 card.
    const qreal cw = topItem->cardSize().width();
    QCOMPARE(topItem->x() - items[11]->x(), std::round(cw) * 0.45);
    QCOMPARE(items[11]->x() - items[10]->x(), std::round(cw) * 0.45);
    for (int i = 1; i < 11; ++i)
        QVERIFY(items[i]->x() - items[i - 1]->x() >= 8); // older cards: a narrower strip, still there
    // The pile stays clear of the seat on the right and inside the table.
    QVERIFY(w.scene()->sceneRect().contains(w.scene()->pileRect()));
    for (const QRectF &seat : w.scene()->seatRects()) QVERIFY(!seat.intersects(w.scene()->pileRect()));
    // A click on the top card's face picks at depth 1, on the third card's strip at depth 3.
    QSignalSpy picked(w.scene(), &TableScene::pileClicked);
    QWidget *viewport = w.view()->viewport();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, w.view()->mapFromScene(topItem->sceneBoundingRect().center()));
    QTest::mouseClick(viewport, Qt::LeftButton, {},
                      w.view()->mapFromScene(items[10]->sceneBoundingRect().topLeft() + QPointF(6, 30)));
    QCOMPARE(picked.size(), 2);
    QCOMPARE(picked[0][0].toInt(), 1);
    QCOMPARE(picked[1][0].toInt(), 3);
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/indonesia-pile.png"));
}

void TestWindow::hotSeatDefaultNamesAndHiddenHandKeys()
{
    // remi --seats human,human: two humans with default names are "Player 1" and "Player 2", never
    // "You" or "Computer 1"; a game key pressed behind the curtain says to show the hand first.
    Language::apply(QStringLiteral("en"));
    MainWindow w;
    w.controller()->setComputerDelay(60000);
    QList<SeatConfig> seats = GameController::defaultSeats(2); // "You", "Computer 1"
    seats[1].human = true;
    QVERIFY(w.startGame(QStringLiteral("rummy"), seats, 3));
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    GameController *c = w.controller();
    QVERIFY(c->isHotSeat());
    QCOMPARE(c->matchSeatName(0), QStringLiteral("Player 1"));
    QCOMPARE(c->matchSeatName(1), QStringLiteral("Player 2"));
    QVERIFY(c->curtainUp());
    const int first = c->round().currentSeat();
    const QString firstName = QStringLiteral("Player %1").arg(c->match().matchSeat(first) + 1);
    auto *label = w.curtain()->findChild<QLabel *>();
    QCOMPARE(label->text(), QStringLiteral("Pass to %1 — press Space to show your hand").arg(firstName));
    QCOMPARE(w.scene()->statusText(), QStringLiteral("Waiting for %1 to show their hand…").arg(firstName));
    // D, Delete and H behind the curtain: nothing happens, and the reason is the hidden hand.
    const remi::RoundState before = c->round().state();
    QVERIFY(w.curtain()->isAncestorOf(QApplication::focusWidget()) || w.curtain()->hasFocus());
    for (const Qt::Key key : {Qt::Key_D, Qt::Key_Delete, Qt::Key_H}) {
        w.statusBar()->clearMessage();
        QTest::keyClick(QApplication::focusWidget(), key);
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("The hand is hidden: press Space to show it first."));
        QVERIFY(c->round().state() == before);
    }
    QVERIFY(c->curtainUp());
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/hotseat-names.png"));
    // Serbian Latin: the default names follow the language ("Igrač 1"), the sentence stays grammatical.
    Language::apply(QStringLiteral("sr_Latn"));
    QCoreApplication::processEvents();
    QCOMPARE(c->matchSeatName(0), QStringLiteral("Igrač 1"));
    QCOMPARE(c->matchSeatName(1), QStringLiteral("Igrač 2"));
    QCOMPARE(label->text(), QStringLiteral("Na potezu je Igrač %1 — pritisnite razmaknicu da biste videli svoje karte")
                                .arg(c->match().matchSeat(first) + 1));
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") + QStringLiteral("/hotseat-names-sr_Latn.png"));
    Language::apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(c->matchSeatName(1), QStringLiteral("Player 2"));
    // Space shows the hand; the status line names whose it is.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!c->curtainUp());
    QTRY_VERIFY(w.scene()->statusText().startsWith(firstName + QStringLiteral(" — Your turn")));

    // Hot-seat with a computer: typed names stay as typed. One human: still "You".
    QList<SeatConfig> named = GameController::defaultSeats(3);
    named[1].human = true;
    named[1].name = QStringLiteral("Ben");
    QVERIFY(w.startGame(QStringLiteral("rummy"), named, 3));
    QCOMPARE(c->matchSeatName(0), QStringLiteral("Player 1"));
    QCOMPARE(c->matchSeatName(1), QStringLiteral("Ben"));
    // Issue 35: the only computer is "Computer 1", numbered among the computers.
    QCOMPARE(c->matchSeatName(2), QStringLiteral("Computer 1"));
    QList<SeatConfig> single = GameController::defaultSeats(2);
    QVERIFY(w.startGame(QStringLiteral("rummy"), single, 3));
    QCOMPARE(c->matchSeatName(0), QStringLiteral("You"));
    QCOMPARE(c->matchSeatName(1), QStringLiteral("Computer 1"));
}

void TestWindow::settingsOpenOnTheGamePlayed()
{
    // The stored variant is remi51 (the default); a rami game is played (remi --variant rami).
    QSettings().remove(QStringLiteral("game/variant"));
    MainWindow w;
    w.controller()->setComputerDelay(60000);
    QVERIFY(w.startGame(QStringLiteral("rami"), 3, 7));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction *settings = w.findChild<QAction *>(QStringLiteral("settingsAction"));
    QVERIFY(settings);
    QString shown, note;
    bool ramiOption = false, remi51Option = true;
    QTimer::singleShot(0, &w, [&] {
        auto *dialog = w.findChild<SettingsDialog *>();
        if (!dialog) return;
        shown = dialog->variantBox()->currentData().toString();
        ramiOption = dialog->editor(QStringLiteral("manipulation")) != nullptr;
        remi51Option = dialog->editor(QStringLiteral("aceBothEnds")) != nullptr;
        for (QLabel *label : dialog->findChildren<QLabel *>())
            if (label->text().contains(QStringLiteral("next new game"))) note = label->text();
        dialog->reject();
    });
    settings->trigger();
    QCOMPARE(shown, QStringLiteral("rami"));
    QVERIFY(ramiOption);
    QVERIFY(!remi51Option);
    QCOMPARE(note, QStringLiteral(
                       "Playing now: Rami. The game and its rule options chosen here apply to the next new game."));
    // Cancel stores nothing; the game played keeps its rules.
    QCOMPARE(QSettings().value(QStringLiteral("game/variant")).toString(), QString());
    QCOMPARE(w.controller()->round().rules().variant, std::string("rami"));
}

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
