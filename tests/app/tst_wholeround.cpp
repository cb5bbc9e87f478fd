// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A whole round of every variant on the real window (offscreen), the human's turns planned by the
// stand-in player (ComputerTurn) and carried out only with keys, or only with the mouse (InputPlayer).
// Each row names the moves of its variant that must have been played by input: a multi-meld opening,
// a pile card taken (deeper ones in rami MULTIPLE), a remi_indonesia pickup, a lay-off, a remi51
// cut-card hand, closing by a discard.

#include "CardItem.h"
#include "ComputerTurn.h"
#include "GameController.h"
#include "HandModel.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "MainWindow.h"
#include "RoundEndPanel.h"
#include "TableScene.h"
#include "TableView.h"

#include "../engine/TestRound.h"

#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QtTest>
#include <algorithm>

using keytest::Table;

namespace {

/// remi51, two players: the computer (seat 1, 15 cards, nothing to meld) plays first; the human holds
/// 2-3-4♠, 5-6-7-8♥, K♠K♥K♦, Q♣Q♦Q♠ and 4♦, and the cut card is 9♥: a cut-card hand.
std::optional<remi::Round> cutHandRound(const remi::RuleSet &rules)
{
    const remitest::DealText text{
        {"2S 3S 4S 5H 6H 7H 8H KS KH KD QC QD QS 4D", "2C 5C 8C JC 3D 6D 9D QD 2H 4H 7H 10H KC AS 6S"},
        "9C 10C 3C 8D JS 10S",
        "",
        "9H"};
    std::string error;
    auto round = remi::Round::fromDeal(rules, 2, 0, remitest::makeDeal(rules, text), &error);
    if (!round || round->currentSeat() != 1) return std::nullopt;
    return round;
}

/// The moves of `applied` (and the round's end) by name, as the rows' `expect` column names them.
QStringList movesSeen(const InputPlayer &player, const remi::Round &round, int human)
{
    QStringList seen;
    const auto add = [&](const char *name) {
        if (!seen.contains(QLatin1String(name))) seen << QLatin1String(name);
    };
    for (const remi::Action &a : player.applied()) {
        if (a.type == remi::ActionType::Meld && a.melds.size() >= 2) add("multiMeld");
        if (a.type == remi::ActionType::Draw && a.from == remi::DrawSource::Discard) add("pile");
        if (a.type == remi::ActionType::Draw && a.from == remi::DrawSource::Discard && a.depth >= 2) add("pileDeep");
        if (a.type == remi::ActionType::Draw && a.from == remi::DrawSource::Cut) add("cut");
        if (a.type == remi::ActionType::PickupMeld) add("pickup");
        if (a.type == remi::ActionType::PickupMeld && a.depth >= 2) add("pickupDeep");
        if (a.type == remi::ActionType::LayOff) add("layOff");
        if (a.type == remi::ActionType::EndTurn) add("endTurn");
    }
    if (round.result().winner == human && !player.applied().empty() &&
        player.applied().back().type == remi::ActionType::Discard)
        add("closed");
    if (player.openingPoints() >= round.rules().openingMin &&
        round.rules().openingValueScheme == remi::OpeningValueScheme::TableValues)
        add("openingPoints");
    return seen;
}

} // namespace

class TestWholeRound : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_wholeround"));
        QSettings().clear();
        // Cards sit at their places at once (the mouse clicks them where the layout put them).
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        // Computer turns at once too (issue 15: their pace is a setting of its own).
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void keyboardOnly_data() { rows(); }
    void keyboardOnly() { play(InputPlayer::Input::Keys); }
    void mouseOnly_data() { rows(); }
    void mouseOnly() { play(InputPlayer::Input::Mouse); }
    void dropOnMeldBelowPile();
    void clickAtCardEdge();

  private:
    void rows();
    void play(InputPlayer::Input input);
};

void TestWholeRound::rows()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("options");    // "name=value" pairs separated by ';'
    QTest::addColumn<QString>("prepared");   // a prepared position instead of the deal
    QTest::addColumn<QStringList>("expect"); // moves that must have been played by input
    QTest::addColumn<QSize>("size");         // the window's size (invalid: as shown)
    const auto row = [](const char *tag, const char *variant, int players, quint64 seed, const char *options,
                        const char *expect, QSize size = {}, const char *prepared = "") {
        QTest::newRow(tag) << QString::fromLatin1(variant) << players << seed << QString::fromLatin1(options)
                           << QString::fromLatin1(prepared)
                           << QString::fromLatin1(expect).split(QLatin1Char(' '), Qt::SkipEmptyParts) << size;
    };
    const QSize small(800, 600);
    row("rummy-2", "rummy", 2, 5, "", "pile layOff closed");
    row("rummy-3", "rummy", 3, 39, "", "pile layOff closed");
    row("remi51-3", "remi51", 3, 6, "", "pile multiMeld layOff closed");
    row("remi51-3-small", "remi51", 3, 6, "", "pile multiMeld layOff closed", small);
    row("remi51-2", "remi51", 2, 10, "", "pile multiMeld layOff closed");
    row("remi51-cut-hand", "remi51", 2, 1, "", "cut multiMeld layOff closed", {}, "cutHand");
    row("rami-2", "rami", 2, 9, "", "multiMeld openingPoints layOff closed");
    row("rami-3-multiple", "rami", 3, 3, "discardMode=MULTIPLE", "multiMeld openingPoints pile pileDeep layOff closed");
    row("rami-3-multiple-small", "rami", 3, 3, "discardMode=MULTIPLE",
        "multiMeld openingPoints pile pileDeep layOff closed", small);
    row("rami-2-none", "rami", 2, 2, "discardMode=NONE", "endTurn multiMeld openingPoints layOff");
    row("remi_indonesia-4", "remi_indonesia", 4, 3, "", "pickup");
    row("remi_indonesia-3", "remi_indonesia", 3, 32, "", "multiMeld closed");
    row("remi_indonesia-2", "remi_indonesia", 2, 5, "", "pickup pickupDeep closed");
}

void TestWholeRound::play(InputPlayer::Input input)
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(quint64, seed);
    QFETCH(QString, options);
    QFETCH(QString, prepared);
    QFETCH(QStringList, expect);
    QFETCH(QSize, size);
    const bool keys = input == InputPlayer::Input::Keys;

    Table t(0);
    std::optional<remi::RuleSet> rules = remi::presetRules(variant.toStdString());
    QVERIFY(rules);
    for (const QString &option : options.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList kv = option.split(QLatin1Char('='));
        const auto problem = remi::setOption(*rules, kv.value(0).toStdString(), kv.value(1).toStdString());
        QVERIFY2(!problem, problem ? problem->c_str() : "");
    }
    QVERIFY(t.w.controller()->newGame(*rules, GameController::defaultSeats(players), seed));
    QVERIFY(t.show());
    if (size.isValid()) {
        t.w.resize(size);
        QCoreApplication::processEvents();
    }
    if (prepared == QLatin1String("cutHand")) {
        const auto round = cutHandRound(t.round().rules());
        QVERIFY(round);
        QVERIFY(t.w.controller()->setRound(*round));
    }
    QSignalSpy finished(t.w.controller(), &GameController::roundFinished);
    InputPlayer player(t, input);
    const QString failed = player.playRound(finished);
    if (!failed.isEmpty()) t.shot(QStringLiteral("wholeround-failed-%1.png").arg(QTest::currentDataTag()));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));

    const remi::Round &round = t.round();
    const int human = t.w.controller()->humanSeat();
    QCOMPARE(finished.size(), 1);
    QVERIFY(round.isOver());
    QVERIFY(round.cardsConserved());
    // Every action of the human came from the input events: as many applied as planned and carried out.
    QCOMPARE(static_cast<int>(player.applied().size()), player.performed());
    QVERIFY2(player.performed() >= (prepared.isEmpty() ? 4 : 3), qPrintable(QString::number(player.performed())));
    const int events = keys ? player.keyEvents() : player.mouseEvents();
    QVERIFY(events >= player.performed());
    QCOMPARE(keys ? player.mouseEvents() : player.keyEvents(), 0);
    if (round.rules().discardPickup == remi::DiscardPickup::PickupMeld ||
        round.rules().discardMode == remi::DiscardMode::Multiple)
        QTRY_COMPARE(static_cast<std::size_t>(t.w.scene()->pileItems().size()),
                     round.pile().size()); // the whole pile is shown
    // and no seat covers the pile's lower half: at the round end the other seats' panels grow
    // downwards with their hands face up, over the top of the piles, so that nothing else moves
    // (issue 35, tst_steady::nothingMovesAtTheRoundEnd); the pile's cards stay readable below.
    QRectF pileLower = t.w.scene()->pileRect();
    pileLower.setTop(pileLower.center().y());
    for (const QRectF &seat : t.w.scene()->seatRects()) QVERIFY(!seat.intersects(pileLower));
    const QStringList seen = movesSeen(player, round, human);
    qInfo("%s round over after %d turns: %d human actions by %d %s; moves: %s; winner seat %d", qPrintable(variant),
          round.state().turnIndex + 1, player.performed(), events, keys ? "keys" : "mouse clicks",
          qPrintable(seen.join(QLatin1Char(' '))), round.result().winner);
    for (const QString &move : expect)
        QVERIFY2(seen.contains(move), qPrintable(QStringLiteral("not played: %1").arg(move)));
    // The mouse lays every second meld (the first included) by dragging the selection onto the table.
    const auto melds = std::count_if(player.applied().begin(), player.applied().end(),
                                     [](const remi::Action &a) { return a.type == remi::ActionType::Meld; });
    if (!keys) qInfo("melds: %d, by a drag onto the table: %d", int(melds), player.tableDrops());
    if (!keys && melds >= 1) QVERIFY(player.tableDrops() >= 1);

    // The round-end panel comes up; Enter (or a click on its button) deals the next round.
    RoundEndPanel *dialog = t.w.roundEndPanel();
    QTRY_VERIFY(dialog->isVisible());
    t.shot(QStringLiteral("wholeround-%1-%2.png").arg(QTest::currentDataTag(), keys ? "keys" : "mouse"));
    const QPointer<RoundEndPanel> shown = dialog;
    const int roundNumber = t.w.controller()->match().roundNumber();
    const bool matchOver = t.w.controller()->match().isOver();
    if (keys) {
        QCOMPARE(t.w.focusWidget(), static_cast<QWidget *>(dialog->continueButton()));
        QTest::keyClick(dialog->continueButton(), Qt::Key_Return);
    } else {
        auto *next = dialog->findChild<QPushButton *>(QStringLiteral("nextButton"));
        QVERIFY(next);
        QTest::mouseClick(next, Qt::LeftButton);
    }
    if (!matchOver) QTRY_COMPARE(t.w.controller()->match().roundNumber(), roundNumber + 1);
    // The keys go on working in the next round: the window gives the keyboard focus back to the table
    // when it is active again (the offscreen platform does not reactivate it by itself).
    QTRY_VERIFY(!shown || !shown->isVisible());
    QCOMPARE(t.w.focusWidget(), static_cast<QWidget *>(t.w.view()));
}

void TestWholeRound::dropOnMeldBelowPile()
{
    // A card held by its lower part and dropped on a meld lying just below the discard pile covers the
    // pile as well: the drop goes where the pointer is (the meld: a lay-off), not to the pile (a
    // discard that ends the turn). rummy, the human (seat 0) melded 2-3-4 of spades, 7-8-9 of hearts
    // and the kings and holds the 10 of hearts.
    const remi::RuleSet rules = *remi::presetRules("rummy");
    const remitest::DealText text{
        {"2S 3S 4S 7H 8H 9H KC KD KH 5D", "AC 3C 5C 7C 9C JD QS 2D 4D 6D"}, "10H 6S JS 8C 10C AD", "QC", ""};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    QVERIFY(round && round->currentSeat() == 0);
    const auto &hand = round->hand(0);
    QCOMPARE(round->apply(remi::Action::draw(0)), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::meld(0, {remitest::idsIn(hand, "2S 3S 4S"), remitest::idsIn(hand, "7H 8H 9H"),
                                                 remitest::idsIn(hand, "KC KD KH")})),
             remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(0, remitest::idIn(round->hand(0), "5D"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(1)), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(1, remitest::idIn(round->hand(1), "6S"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(0)), remi::Reason::Ok);
    const remi::CardId ten = remitest::idIn(round->hand(0), "10H");
    // Since the table layout (issue 17, table/TableLayout) no meld lies under the pile any more
    // (tst_tablelayout checks that nothing overlaps); the meld nearest the pile, with the card held
    // by its lower part so that the card's top reaches towards the pile, must still take the lay-off.
    Table t;
    QVERIFY(t.w.controller()->newGame(rules, GameController::defaultSeats(2), 1));
    QVERIFY(t.show());
    QVERIFY(t.w.controller()->setRound(*round));
    QCoreApplication::processEvents();
    QCOMPARE(t.w.scene()->meldItems().size(), 3);
    InputPlayer player(t, InputPlayer::Input::Mouse);
    player.setGrabLow(true);
    const QString failed = player.perform(remi::Action::layOff(0, ten, 1));
    t.shot(QStringLiteral("drop-below-pile.png"));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QVERIFY(t.round().table()[1].contains(ten));
    QCOMPARE(t.round().currentSeat(), 0); // no discard: still the human's turn
}

void TestWholeRound::clickAtCardEdge()
{
    // The view finds the card under the pointer with a pixel of tolerance, so a press just outside a
    // turned hand card's edge reaches the card: its release there must count as a click (it selected
    // nothing before).
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 3));
    const QGraphicsView *view = t.w.view();
    for (CardItem *item : t.w.scene()->handItems()) {
        const QRect around = view->mapFromScene(item->sceneBoundingRect()).boundingRect().adjusted(-3, -3, 3, 3);
        for (int y = around.top(); y <= around.bottom(); ++y)
            for (int x = around.left(); x <= around.right(); ++x) {
                const QPoint p(x, y);
                const QList<QGraphicsItem *> under = view->items(p);
                const auto first = std::find_if(under.begin(), under.end(),
                                                [](QGraphicsItem *i) { return dynamic_cast<CardItem *>(i); });
                if (first == under.end() || *first != item) continue;
                if (item->boundingRect().contains(item->mapFromScene(view->mapToScene(p)))) continue;
                QTest::mouseClick(t.w.view()->viewport(), Qt::LeftButton, {}, p);
                QCOMPARE(t.w.hand()->selection(), QList<remi::CardId>{item->cardId()});
                return;
            }
    }
    // The window size and the deal are fixed, so the hand's fan is too: such a point exists.
    QFAIL("no point at a card's edge reaches the card");
}

QTEST_MAIN(TestWholeRound)
#include "tst_wholeround.moc"
