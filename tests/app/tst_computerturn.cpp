// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The controller's computer seats (src/ai bots through GameController, QTimer-paced) play whole
// rounds of every variant at every level; a human seat is never played for the human.

#include "GameController.h"

#include "engine/Match.h"
#include "engine/RuleSet.h"

#include "../engine/TestRound.h"

#include <QtTest>

class TestComputerTurn : public QObject {
    Q_OBJECT
  private slots:
    void defaultSeats();
    void playsRounds_data();
    void playsRounds();
    void waitsForTheHuman();
    void newGameOrCloseCancelsThinking();
};

namespace {
QList<SeatConfig> computers(int players, remi::ai::BotLevel level)
{
    QList<SeatConfig> seats = GameController::defaultSeats(players);
    for (SeatConfig &s : seats) {
        s.human = false;
        s.level = level;
    }
    return seats;
}
} // namespace

void TestComputerTurn::defaultSeats()
{
    const QList<SeatConfig> seats = GameController::defaultSeats(4);
    QCOMPARE(seats.size(), 4);
    QVERIFY(seats[0].human);
    for (int s = 1; s < 4; ++s) {
        QVERIFY(!seats[s].human);
        QCOMPARE(seats[s].level, remi::ai::BotLevel::Normal);
    }
    GameController c;
    c.setComputerDelay(60 * 60 * 1000);
    QVERIFY(c.newGame(QStringLiteral("remi51"), 4, 1));
    QCOMPARE(c.match().rules().shoeSize(), remi::presetRules("remi51")->shoeSize());
    QVERIFY(!c.isComputerSeat(c.humanSeat()));
    QCOMPARE(c.matchSeatName(0), QStringLiteral("You"));
}

void TestComputerTurn::playsRounds_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("level");
    for (const char *v : {"remi51", "rummy", "rami", "remi_indonesia"})
        for (int p : {2, 4})
            for (int level : {0, 1, 2, 3}) // easy, normal, hard, expert
                QTest::newRow(qPrintable(QStringLiteral("%1/%2/%3").arg(QLatin1String(v)).arg(p).arg(level)))
                    << QString::fromLatin1(v) << p << level;
}

void TestComputerTurn::playsRounds()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(int, level);
    GameController c;
    c.setComputerDelay(0);
    remi::ai::HardConfig hard;
    hard.budgetMs = 0; // deterministic, and quick: few samples
    hard.maxSamples = 4;
    c.setHardConfig(hard);
    remi::ai::ExpertConfig expert;
    expert.budgetMs = 0;
    expert.maxSamples = 4;
    c.setExpertConfig(expert);
    QSignalSpy finished(&c, &GameController::roundFinished);
    QSignalSpy changed(&c, &GameController::stateChanged);
    QVERIFY(c.newGame(variant, computers(players, static_cast<remi::ai::BotLevel>(level)), 3));
    QCOMPARE(c.humanSeat(), -1);
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, 60000);
    QVERIFY(c.round().isOver());
    QVERIFY(c.round().cardsConserved());
    QVERIFY(changed.size() > players); // turn by turn, not in one go
    QCOMPARE(c.match().history().size(), std::size_t(1));
    QCOMPARE(c.fallbackTurns(), 0);
}

void TestComputerTurn::waitsForTheHuman()
{
    // rummy, three seats, dealer 0: the two computer seats play first. No hand holds a meld or can
    // make one from the stock's first cards, so neither can end the round before the human's turn.
    GameController c;
    c.setComputerDelay(60000);
    QVERIFY(c.newGame(QStringLiteral("rummy"), 3, 9));
    const remi::RuleSet &rules = c.round().rules();
    const remitest::DealText deal{{"3S 7S JS 4H 8H QH 2C", "2S 5S 9S KS 3H 7H JH", "2D 6D 10D QD 4C 8C QC"},
                                  "6C 10C KC 5D 9D 3D 5H 9H",
                                  "AC",
                                  ""};
    std::string error;
    const auto prepared = remi::Round::fromDeal(rules, 3, 0, remitest::makeDeal(rules, deal), &error);
    QVERIFY2(prepared, error.c_str());
    QCOMPARE(prepared->currentSeat(), 1);
    c.setComputerDelay(0);
    QVERIFY(c.setRound(*prepared));
    QVERIFY(!c.isHumanTurn());
    QTRY_VERIFY_WITH_TIMEOUT(c.isHumanTurn(), 20000);
    QVERIFY(!c.round().isOver());
    const int turn = c.round().state().turnIndex;
    QCOMPARE(turn, 2);
    QTest::qWait(50);
    QVERIFY(c.isHumanTurn());
    QCOMPARE(c.round().state().turnIndex, turn);
    // A human draw and discard hands the turn to the computer seats, who play back to the human.
    QCOMPARE(c.act(remi::Action::draw(0, remi::DrawSource::Stock)), remi::Reason::Ok);
    const remi::CardId card = c.round().hand(c.humanSeat()).front().id;
    QCOMPARE(c.act(remi::Action::discard(0, card)), remi::Reason::Ok);
    QTRY_VERIFY_WITH_TIMEOUT(c.isHumanTurn() || c.round().isOver(), 20000);
    if (!c.round().isOver()) QVERIFY(c.round().state().turnIndex > turn + 1);
}

void TestComputerTurn::newGameOrCloseCancelsThinking()
{
    // An expert that would think for ever (a billion samples, no time limit) is stopped when its
    // game is replaced (a new game, or a loaded one: both stop play first) or closed: the worker
    // thread ends at once and its result is dropped.
    QThreadPool *pool = QThreadPool::globalInstance();
    QVERIFY(pool->waitForDone(10000));
    remi::ai::ExpertConfig endless;
    endless.budgetMs = 0;
    endless.maxSamples = 1000000000;
    QList<SeatConfig> humans = GameController::defaultSeats(2);
    for (SeatConfig &s : humans) s.human = true;
    {
        GameController c;
        c.setComputerDelay(0);
        c.setExpertConfig(endless);
        QVERIFY(c.newGame(QStringLiteral("remi51"), computers(2, remi::ai::BotLevel::Expert), 4));
        QTRY_VERIFY_WITH_TIMEOUT(c.isThinking(), 10000);
        QTest::qWait(300);
        QVERIFY(c.isThinking());
        QCOMPARE(pool->activeThreadCount(), 1); // still searching
        QVERIFY(c.newGame(QStringLiteral("remi51"), humans, 5));
        QVERIFY(pool->waitForDone(10000));
        QTest::qWait(50);
        QVERIFY(!c.isThinking());
        QCOMPARE(c.round().state().turnIndex, 0); // the old game's turn was not applied here

        QVERIFY(c.newGame(QStringLiteral("remi51"), computers(2, remi::ai::BotLevel::Expert), 4));
        QTRY_VERIFY_WITH_TIMEOUT(c.isThinking(), 10000);
        QTest::qWait(300);
        QCOMPARE(pool->activeThreadCount(), 1);
    } // closed while thinking
    QVERIFY(pool->waitForDone(10000));
}

QTEST_MAIN(TestComputerTurn)
#include "tst_computerturn.moc"
