// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Online play (issue 39): two windows (offscreen) in one process and the table server one of them
// hosts on a free 127.0.0.1 port; the host creates a Remi 51 table for two people and two computer
// players, the friend joins with the table code and a seat's token, and the two people play a
// whole round through the windows' input paths (keys in one window, the mouse in the other; each
// move the normal computer level's choice from what the window shows), the friend's connection
// dropped and restored in the middle of it.

#include "ComputerTurn.h"
#include "GameController.h"
#include "HostedServer.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "MainWindow.h"
#include "OnlineClient.h"
#include "RoundEndPanel.h"
#include "WaitingRoom.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/PlayerView.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using keytest::Table;

class TestOnline : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void hostJoinAndPlayARound();
    void lobbyClaimAndStart();
};

void TestOnline::hostJoinAndPlayARound()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), friendTable(0);
    QVERIFY(host.show());
    QVERIFY(friendTable.show());
    MainWindow &a = host.w, &b = friendTable.w;

    // Nothing runs before the player hosts.
    QVERIFY(!a.hostedServer()->isRunning());
    QString error;
    QVERIFY2(a.hostedServer()->start(0, data.path(), &error, true), qPrintable(error));
    QVERIFY(a.hostedServer()->port() > 0);
    const QUrl url(a.hostedServer()->localAddress());

    const QJsonObject create{
        {QStringLiteral("variant"), QStringLiteral("remi51")},
        {QStringLiteral("seats"), QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                                         {QStringLiteral("name"), QStringLiteral("Ana")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                                         {QStringLiteral("name"), QStringLiteral("Bo")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")},
                                                         {QStringLiteral("level"), QStringLiteral("normal")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")},
                                                         {QStringLiteral("level"), QStringLiteral("normal")}}}}};
    QSignalSpy created(a.online(), &OnlineClient::created);
    a.online()->host(url, create, 0, QStringLiteral("Ana"));
    QVERIFY(created.wait(10000));
    const QString code = created.first().first().toString();
    QCOMPARE(code.size(), 10);
    QVERIFY(a.online()->otherTokens().contains(1));
    b.online()->setReconnectDelay(50);
    b.online()->join(url, code, a.online()->otherTokens().value(1), QStringLiteral("Bo"));

    GameController *ca = a.controller(), *cb = b.controller();
    QTRY_VERIFY_WITH_TIMEOUT(a.online()->state() == OnlineClient::State::Playing &&
                                 b.online()->state() == OnlineClient::State::Playing,
                             10000);
    QTRY_VERIFY_WITH_TIMEOUT(ca->isOnline() && cb->isOnline() && ca->hasGame() && cb->hasGame(), 10000);
    QCOMPARE(ca->tableSeat(), 0);
    QCOMPARE(cb->tableSeat(), 1);
    QCOMPARE(ca->seatName(1), QStringLiteral("Bo"));
    QCOMPARE(cb->seatName(0), QStringLiteral("Ana"));
    QVERIFY(!ca->isHotSeat());
    QVERIFY(ca->isComputerSeat(2) && !ca->isComputerSeat(1));
    // The rejoin is kept in the settings (both windows share this test's settings: the last one).
    QCOMPARE(QSettings().value(QStringLiteral("online/table")).toString(), code);

    QSignalSpy finishedA(ca, &GameController::roundFinished), finishedB(cb, &GameController::roundFinished);
    InputPlayer keys(host, InputPlayer::Input::Keys), mouse(friendTable, InputPlayer::Input::Mouse);
    auto bot = remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal);
    int actions = 0, byKeys = 0, byMouse = 0, hiddenDraws = 0;
    bool dropped = false;
    for (int guard = 0; guard < 2000 && (finishedA.isEmpty() || finishedB.isEmpty()); ++guard) {
        const bool anyTurn = QTest::qWaitFor(
            [&] {
                return (!finishedA.isEmpty() && !finishedB.isEmpty()) || (ca->isHumanTurn() && !ca->awaitingTable()) ||
                       (cb->isHumanTurn() && !cb->awaitingTable());
            },
            20000);
        QVERIFY2(anyTurn, "no turn came");
        if (!finishedA.isEmpty() && !finishedB.isEmpty()) break;
        const bool first = ca->isHumanTurn() && !ca->awaitingTable();
        Table &t = first ? host : friendTable;
        GameController *c = first ? ca : cb;
        InputPlayer &player = first ? keys : mouse;
        // The window whose player moves is the active one (the Play menu's keys work there).
        t.w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&t.w));
        QTRY_VERIFY(QApplication::activeWindow() == &t.w); // the shortcuts follow the active window
        t.w.view()->setFocus();
        QCoreApplication::processEvents();
        const int seat = c->humanSeat();
        const remi::PlayerView view = remi::makePlayerView(c->round(), seat);
        const remi::Action action =
            bot->nextAction(view, c->round().rules(), remi::ai::turnSeed(39, static_cast<std::uint64_t>(actions)));
        const QString failed = player.perform(action);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        ++actions;
        (first ? byKeys : byMouse)++;
        if (action.type == remi::ActionType::Draw && action.from == remi::DrawSource::Stock) ++hiddenDraws;
        QVERIFY(QTest::qWaitFor([&] { return !c->awaitingTable(); }, 10000));
        if (!dropped && !first && byMouse >= 3) {
            // The friend's network goes away in the middle of the round and comes back by itself.
            dropped = true;
            b.online()->dropConnection();
            QTRY_VERIFY_WITH_TIMEOUT(
                b.online()->state() == OnlineClient::State::Reconnecting || b.online()->reconnects() > 0, 5000);
            QTRY_VERIFY_WITH_TIMEOUT(b.online()->state() == OnlineClient::State::Playing, 10000);
            QCOMPARE(b.online()->reconnects(), 1);
        }
    }
    QVERIFY(dropped);
    QCOMPARE(finishedA.size(), 1);
    QCOMPARE(finishedB.size(), 1);
    qInfo("round over after %d human actions (%d by keys, %d by the mouse, %d stock draws)", actions, byKeys, byMouse,
          hiddenDraws);
    QVERIFY(byKeys >= 2 && byMouse >= 2);
    // Both windows show the same end: every hand, the scores and the totals the table settled.
    const remi::Round &ra = ca->round(), &rb = cb->round();
    QVERIFY(ra.isOver() && rb.isOver());
    QCOMPARE(ra.players(), 4);
    for (int s = 0; s < 4; ++s) QVERIFY(ra.hand(s) == rb.hand(s));
    QVERIFY(ra.table() == rb.table());
    QCOMPARE(ra.result().winner, rb.result().winner);
    QCOMPARE(ra.result().scores(), rb.result().scores());
    QCOMPARE(ca->match().totals(), cb->match().totals());
    QCOMPARE(ca->match().history().size(), std::size_t(1));
    QVERIFY(ra.cardsConserved());
    QTRY_VERIFY(a.roundEndPanel()->isVisible());
    QTRY_VERIFY(b.roundEndPanel()->isVisible());
    // Dealing on shows the table's next round, already dealt by the table.
    ca->continueAfterRound();
    QTRY_COMPARE(ca->match().roundNumber(), 2);
    QVERIFY(!ca->round().isOver());
    QVERIFY(ca->round().hand(ca->humanSeat()).size() >= 14); // RULES.md 3.2: 14 cards, 15 to the first player
}

// A lobby table (docs/PROTOCOL.md "Playing with friends"): the friend claims the open seat with the
// code and a name alone; both windows show the waiting room filling up; the host's Start deals and
// both windows show round 1 with the names claimed.
void TestOnline::lobbyClaimAndStart()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), friendTable(0);
    QVERIFY(host.show());
    QVERIFY(friendTable.show());
    MainWindow &a = host.w, &b = friendTable.w;
    QString error;
    QVERIFY2(a.hostedServer()->start(0, data.path(), &error, true), qPrintable(error));
    const QUrl url(a.hostedServer()->localAddress());
    const QJsonObject create{
        {QStringLiteral("variant"), QStringLiteral("rummy")},
        {QStringLiteral("lobby"), true},
        {QStringLiteral("seats"),
         QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                {QStringLiteral("name"), QStringLiteral("Ana")}},
                    QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")}, {QStringLiteral("name"), QString()}},
                    QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")},
                                {QStringLiteral("level"), QStringLiteral("easy")}}}}};
    QSignalSpy created(a.online(), &OnlineClient::created);
    a.online()->host(url, create, 0, QStringLiteral("Ana"));
    QVERIFY(created.wait(10000));
    const QString code = created.first().first().toString();
    QVERIFY(a.online()->otherTokens().isEmpty()); // an open seat has no token: it is claimed
    QTRY_VERIFY_WITH_TIMEOUT(a.findChild<WaitingRoom *>() != nullptr, 10000);
    WaitingRoom *room = a.findChild<WaitingRoom *>();
    QVERIFY(a.online()->isHost());
    QCOMPARE(room->seatList()->count(), 3);
    QVERIFY(room->seatList()->item(1)->text().contains(QStringLiteral("open")));
    QVERIFY(!room->startButton()->isEnabled()); // a seat is open
    QVERIFY(!a.controller()->isOnline());       // nothing is dealt before the start

    b.online()->claim(url, code, QStringLiteral("Bo"));
    QTRY_VERIFY_WITH_TIMEOUT(b.online()->state() == OnlineClient::State::Playing, 10000);
    QCOMPARE(b.online()->mySeat(), 1);
    QVERIFY(!b.online()->isHost());
    QVERIFY(!b.online()->token().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(room->seatList()->item(1)->text().contains(QStringLiteral("Bo")), 10000);
    QVERIFY(room->startButton()->isEnabled());
    QVERIFY(b.findChild<WaitingRoom *>() != nullptr);
    QVERIFY(!b.findChild<WaitingRoom *>()->startButton()->isVisible()); // only the host starts

    room->startButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(a.controller()->isOnline() && b.controller()->isOnline() && a.controller()->hasGame() &&
                                 b.controller()->hasGame(),
                             10000);
    QTRY_VERIFY(a.findChild<WaitingRoom *>() == nullptr); // closed at the start
    QCOMPARE(a.controller()->match().roundNumber(), 1);
    QCOMPARE(a.controller()->seatName(1), QStringLiteral("Bo"));
    QCOMPARE(b.controller()->seatName(0), QStringLiteral("Ana"));
    QCOMPARE(b.controller()->tableSeat(), 1);
    QCOMPARE(a.controller()->round().hand(0).size(), std::size_t(7)); // RULES.md 2.2: 7 cards each with 3 players
}

QTEST_MAIN(TestOnline)
#include "tst_online.moc"
