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
#include "TableMessages.h"
#include "WaitingRoom.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/PlayerView.h"
#include "engine/Scoring.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
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
    void roundOverDetailsRead();
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
    // The table's finish, end and score lines (round_over.details) are the round's result, as the
    // engine scores the shown hands offline (RULES.md 3.8): the round-end panel reads them alike.
    QCOMPARE(ra.result().finish, rb.result().finish);
    QCOMPARE(ra.result().cause, rb.result().cause);
    QVERIFY(ra.result().winner >= 0 ? ra.result().finish != remi::Finish::None
                                    : ra.result().finish == remi::Finish::None);
    {
        std::vector<std::vector<remi::Card>> hands;
        std::vector<bool> opened;
        for (int s = 0; s < 4; ++s) {
            hands.push_back(ra.hand(s));
            opened.push_back(ra.hasOpened(s));
        }
        const std::vector<remi::SeatScore> offline =
            remi::scoreRound(ra.rules(), hands, opened, ra.result().winner, ra.result().finish);
        QCOMPARE(int(offline.size()), 4);
        for (int s = 0; s < 4; ++s) {
            QVERIFY2(ra.result().seats[std::size_t(s)] == offline[std::size_t(s)], qPrintable(QString::number(s)));
            QVERIFY(rb.result().seats[std::size_t(s)] == offline[std::size_t(s)]);
        }
        const bool anyLine =
            std::any_of(offline.begin(), offline.end(), [](const auto &x) { return !x.lines.empty(); });
        QVERIFY(anyLine);
    }
    QTRY_VERIFY(a.roundEndPanel()->isVisible());
    for (int s = 0; s < 4; ++s) {
        // The panel's last column: the match total; the round column: the table's score.
        QTableWidget *sheet = a.roundEndPanel()->table();
        QCOMPARE(sheet->item(s, sheet->columnCount() - 1)->text(),
                 QString::number(ca->match().totals()[std::size_t(ca->match().matchSeat(s))]));
    }
    QCOMPARE(a.roundEndPanel()->reasons(), b.roundEndPanel()->reasons());
    QTRY_VERIFY(b.roundEndPanel()->isVisible());
    // The next round is dealt once both have pressed Next round (docs/PROTOCOL.md "Between rounds",
    // issue 39: a friend's round began while the host still read the scores); each panel says so.
    const QString rule = QStringLiteral("The next round is dealt when every player has pressed Next round.");
    QCOMPARE(a.roundEndPanel()->readiness(), rule);
    QCOMPARE(b.roundEndPanel()->readiness(), rule);
    a.roundEndPanel()->continueButton()->click();
    QTRY_COMPARE(a.roundEndPanel()->readiness(), QStringLiteral("Waiting for Bo to be ready for the next round…"));
    QVERIFY(!a.roundEndPanel()->continueButton()->isEnabled());
    QTRY_COMPARE(cb->tableReadySeats(), (std::vector<int>{0}));
    QCOMPARE(cb->tableWaitsFor(), (std::vector<int>{1}));
    QCOMPARE(b.roundEndPanel()->readiness(), rule); // Bo has not pressed yet
    QTest::qWait(300);
    QVERIFY(a.roundEndPanel()->isVisible());
    QCOMPARE(ca->match().roundNumber(), 1);
    QVERIFY(ca->round().isOver() && cb->round().isOver());
    b.roundEndPanel()->continueButton()->click();
    for (GameController *c : {ca, cb}) {
        QTRY_COMPARE(c->match().roundNumber(), 2);
        QVERIFY(!c->round().isOver());
        QVERIFY(c->round().hand(c->humanSeat()).size() >= 14); // RULES.md 3.2: 14 cards, 15 to the first player
        QCOMPARE(c->match().history().size(), std::size_t(1));
    }
    QTRY_VERIFY(!a.roundEndPanel()->isVisible());
    QTRY_VERIFY(!b.roundEndPanel()->isVisible());
    QVERIFY(a.roundEndPanel()->continueButton()->isEnabled());
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
    // The host's waiting room, in front, shows the invitation (no box behind it, issue 39): the
    // code and the addresses as friends type them (no "ws://").
    QCOMPARE(room->codeLine(),
             QStringLiteral("Table code: %1 — friends join with it from Game → Play online…").arg(code));
    QVERIFY(room->invitation().startsWith(QStringLiteral("The table is open. Its code: %1\n").arg(code)));
    QVERIFY(!room->invitation().contains(QStringLiteral("ws://")));
    for (const QString &address : a.hostedServer()->addresses()) {
        QVERIFY(!address.startsWith(QStringLiteral("ws://")));
        QVERIFY(room->invitation().contains(address));
    }
    QVERIFY(a.findChild<QMessageBox *>(QStringLiteral("tableOpenBox")) == nullptr);
    // The old game behind is covered while waiting.
    QWidget *curtainA = a.findChild<QWidget *>(QStringLiteral("curtain"));
    QVERIFY(curtainA && curtainA->isVisible());
    QVERIFY(!a.findChild<QPushButton *>(QStringLiteral("showHandButton"))->isVisible());

    b.online()->claim(url, code, QStringLiteral("Bo"));
    QTRY_VERIFY_WITH_TIMEOUT(b.online()->state() == OnlineClient::State::Playing, 10000);
    QCOMPARE(b.online()->mySeat(), 1);
    QVERIFY(!b.online()->isHost());
    QVERIFY(!b.online()->token().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(room->seatList()->item(1)->text().contains(QStringLiteral("Bo")), 10000);
    QVERIFY(room->startButton()->isEnabled());
    QVERIFY(b.findChild<WaitingRoom *>() != nullptr);
    QVERIFY(!b.findChild<WaitingRoom *>()->startButton()->isVisible()); // only the host starts
    QCOMPARE(b.findChild<WaitingRoom *>()->codeLine(),
             QStringLiteral("Table %1: the host starts the game when everybody is here.").arg(code));
    QVERIFY(b.findChild<WaitingRoom *>()->invitation().isEmpty());
    QTRY_VERIFY(b.findChild<QWidget *>(QStringLiteral("curtain"))->isVisible());

    room->startButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(a.controller()->isOnline() && b.controller()->isOnline() && a.controller()->hasGame() &&
                                 b.controller()->hasGame(),
                             10000);
    QTRY_VERIFY(a.findChild<WaitingRoom *>() == nullptr); // closed at the start
    QTRY_VERIFY(!curtainA->isVisible());                  // the table's game shows
    QTRY_VERIFY(!b.findChild<QWidget *>(QStringLiteral("curtain"))->isVisible());
    QCOMPARE(a.controller()->match().roundNumber(), 1);
    QCOMPARE(a.controller()->seatName(1), QStringLiteral("Bo"));
    QCOMPARE(b.controller()->seatName(0), QStringLiteral("Ana"));
    QCOMPARE(b.controller()->tableSeat(), 1);
    QCOMPARE(a.controller()->round().hand(0).size(), std::size_t(7)); // RULES.md 2.2: 7 cards each with 3 players
}

// round_over read (docs/PROTOCOL.md "Score details", its rummy example): the finish, the end and
// every seat's lines, a line's seat and card as sent.
void TestOnline::roundOverDetailsRead()
{
    const QJsonObject m = QJsonDocument::fromJson(R"({"v":1,"type":"round_over","round":1,"step":139,"winner":2,
        "finish":"go_out","end":"went_out","hands":[[4,10,16,50,40,22,36],[27],[]],"scores":[0,0,53],
        "totals":[0,0,53],"details":[{"points":0,"lines":[]},null,
        {"points":53,"lines":[{"kind":"opponent_hand","seat":0,"points":51},{"kind":"card_in_hand","card":27,"points":2},
        {"kind":"multiplier","points":106,"factor":2}]}]})")
                              .object();
    const remi::RuleSet rules = remi::rummyRules().forPlayers(3);
    const std::optional<TableRoundOver> over = online::roundOverOf(m, rules);
    QVERIFY(over);
    QCOMPARE(over->winner, 2);
    QCOMPARE(over->finish, remi::Finish::GoOut);
    QCOMPARE(over->cause, remi::RoundEnd::WentOut);
    QCOMPARE(over->scores, (std::vector<int>{0, 0, 53}));
    QCOMPARE(over->hands.size(), std::size_t(3));
    QCOMPARE(over->hands[1].size(), std::size_t(1));
    QCOMPARE(int(over->hands[1][0].id), 27);
    QCOMPARE(over->details.size(), std::size_t(3));
    QVERIFY(over->details[0] && over->details[0]->lines.empty());
    QVERIFY(!over->details[1]); // out of the round
    const remi::SeatScore &won = *over->details[2];
    QCOMPARE(won.points, 53);
    QCOMPARE(won.lines.size(), std::size_t(3));
    QCOMPARE(won.lines[0].kind, remi::ScoreLine::Kind::OpponentHand);
    QCOMPARE(won.lines[0].seat, 0);
    QCOMPARE(won.lines[0].points, 51);
    QCOMPARE(won.lines[1].kind, remi::ScoreLine::Kind::CardInHand);
    QCOMPARE(int(won.lines[1].card.id), 27);
    QVERIFY(won.lines[1].card == remi::cardFromId(27, 1));
    QCOMPARE(won.lines[1].points, 2);
    QCOMPARE(won.lines[2].kind, remi::ScoreLine::Kind::Multiplier);
    QCOMPARE(won.lines[2].factor, 2);
    // An unknown finish or line kind: nothing (never a wrong score).
    QJsonObject bad = m;
    bad.insert(QStringLiteral("finish"), QStringLiteral("gin"));
    QVERIFY(!online::roundOverOf(bad, rules));
    bad = m;
    bad.insert(QStringLiteral("details"),
               QJsonArray{QJsonObject{
                   {QStringLiteral("points"), 3},
                   {QStringLiteral("lines"), QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("knock")},
                                                                    {QStringLiteral("points"), 3}}}}}});
    QVERIFY(!online::roundOverOf(bad, rules));
}

QTEST_MAIN(TestOnline)
#include "tst_online.moc"
