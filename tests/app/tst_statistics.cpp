// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16: statistics of the human of single-human matches per variant and computer level, kept as
// JSON through the checked write; a corrupt or hostile file is kept aside with a message, never a
// crash and never a stopped game; hot-seat and all-computer matches are not counted.

#include "../engine/TestRound.h"
#include "../engine/TestRules.h"
#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "MatchEndDialog.h"
#include "RoundEndPanel.h"
#include "Statistics.h"
#include "StatisticsDialog.h"
#include "StatsRecorder.h"
#include "TableScene.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace remi;
using namespace remitest;

namespace {

/// rummy, one deal: seat 0 goes rummy at once and takes seat 1's 50 points, doubled (tst_roundend).
Round oneDealRummyRound(const RuleSet &rules)
{
    std::optional<Round> r =
        Round::fromDeal(rules, 2, 1, makeDeal(rules, {{"5H 6H 7H KS KD KC", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""}));
    r->apply(drawStock(0));
    r->apply(meldAction(*r, 0, {"5H 6H 7H", "KS KD KC"}));
    r->apply(discardAction(*r, 0, "9H"));
    return *r;
}

/// Plays a one-deal rummy match with `seats` in `w` to its end.
bool playOneDealMatch(MainWindow &w, const QList<SeatConfig> &seats)
{
    const RuleSet rules =
        presetWith(QStringLiteral("rummy"), QStringLiteral("matchEnd=deals,dealCount=1")).forPlayers(2);
    w.controller()->setComputerDelay(60000);
    if (!w.controller()->newGame(rules, seats, 3)) return false;
    QSignalSpy over(w.controller(), &GameController::matchFinished);
    if (!w.controller()->setRound(oneDealRummyRound(rules))) return false;
    if (!QTest::qWaitFor([&] { return w.roundEndPanel()->isVisible(); }, 5000)) return false;
    w.roundEndPanel()->proceed();
    return over.size() == 1;
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

  private slots:
    void init() { Language::apply(QStringLiteral("en")); }
    void recordSurvivesRestart();
    void nonAsciiFolder();
    void corruptFilesKeptAside_data();
    void corruptFilesKeptAside();
    void singleHumanMatchCounted();
    void hotSeatAndComputersNotCounted();
    void corruptFileNeverStopsTheGame();
    void dialogShowsAndResets();
};

void TestStatistics::recordSurvivesRestart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    {
        Statistics stats(path);
        QString message;
        QVERIFY(stats.load(&message)); // no file yet: nothing to say
        QVERIFY(message.isEmpty());
        stats.recordMatch(QStringLiteral("remi51"), QStringLiteral("normal"), -40, true, 2, true);
        stats.recordMatch(QStringLiteral("remi51"), QStringLiteral("normal"), 30, false, 1, true);
        stats.recordMatch(QStringLiteral("remi51"), QStringLiteral("normal"), -90, true, 3, true);
        stats.recordMatch(QStringLiteral("rummy"), QStringLiteral("hard"), 120, false, 0, false);
        QVERIFY2(stats.save(&message), qPrintable(message));
    }
    Statistics again(path);
    QString message;
    QVERIFY(again.load(&message));
    const StatsRecord r = again.record(QStringLiteral("remi51"), QStringLiteral("normal"));
    QCOMPARE(r.played, 3);
    QCOMPARE(r.won, 2);
    QCOMPARE(r.winRate(), 67);
    QCOMPARE(r.bestTotal, -90); // lower is better in remi51
    QCOMPARE(r.worstTotal, 30);
    QCOMPARE(r.currentStreak, 1);
    QCOMPARE(r.longestStreak, 1);
    QCOMPARE(r.roundsWon, 6);
    const StatsRecord h = again.record(QStringLiteral("rummy"), QStringLiteral("hard"));
    QCOMPARE(h.played, 1);
    QCOMPARE(h.won, 0);
    QCOMPARE(h.bestTotal, 120);
    QCOMPARE(again.records().size(), 2);
}

// Issue 32, Windows: the statistics under a Cyrillic user name. The path reaches the file system as
// it is spelled (QFileInfo::filesystemFilePath: UTF-16 on Windows), not as a UTF-8 std::string read
// in the ANSI code page. On Linux (UTF-8 file names) this checks the round trip only.
void TestStatistics::nonAsciiFolder()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("Игра Ђорђе"));
    const QString path = folder + QStringLiteral("/statistics.json");
    {
        Statistics stats(path);
        QVERIFY(stats.load(nullptr));
        stats.recordMatch(QStringLiteral("rami"), QStringLiteral("expert"), 350, true, 4, false);
        QString message;
        QVERIFY2(stats.save(&message), qPrintable(message));
    }
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("statistics.json")});
    Statistics again(path);
    QVERIFY(again.load(nullptr));
    const StatsRecord r = again.record(QStringLiteral("rami"), QStringLiteral("expert"));
    QCOMPARE(r.played, 1);
    QCOMPARE(r.won, 1);
    QCOMPARE(r.bestTotal, 350);
    QCOMPARE(r.roundsWon, 4);

    // An unreadable file there is kept aside in the same folder.
    QFile bad(path);
    QVERIFY(bad.open(QIODevice::WriteOnly | QIODevice::Truncate));
    bad.write("{");
    bad.close();
    Statistics broken(path);
    QString message;
    QVERIFY(!broken.load(&message));
    const QStringList kept = QDir(folder).entryList({QStringLiteral("statistics-unreadable-*.json")}, QDir::Files);
    QCOMPARE(kept.size(), 1);
    QCOMPARE(message,
             QStringLiteral("The statistics file could not be read; it was kept as %1 and the statistics start afresh.")
                 .arg(QDir::toNativeSeparators(QDir(folder).filePath(kept.first()))));
}

void TestStatistics::corruptFilesKeptAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not json") << QByteArray("{\"format\": \"remi-statis");
    QTest::newRow("wrong type") << QByteArray(
        R"({"format":"remi-statistics","version":1,"records":[{"variant":"rummy","level":"easy","played":"many"}]})");
    QTest::newRow("won more than played") << QByteArray(
        R"({"format":"remi-statistics","version":1,"records":[{"variant":"rummy","level":"easy","played":1,"won":5,)"
        R"("bestTotal":0,"worstTotal":0,"currentStreak":0,"longestStreak":0,"roundsWon":0}]})");
    QTest::newRow("too large") << QByteArray(2 * 1024 * 1024, ' ');
    QTest::newRow("other version") << QByteArray(R"({"format":"remi-statistics","version":9,"records":[]})");
}

void TestStatistics::corruptFilesKeptAside()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    Statistics stats(path);
    QString message;
    QVERIFY(!stats.load(&message));
    QVERIFY(stats.records().isEmpty());
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("statistics-unreadable-*.json")});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(message,
             QStringLiteral("The statistics file could not be read; it was kept as %1 and the statistics start afresh.")
                 .arg(QDir::toNativeSeparators(dir.filePath(aside.front()))));
    QFile kept(dir.filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes); // the player's file, untouched
    // Afresh: the next match is written to a new file.
    stats.recordMatch(QStringLiteral("rami"), QStringLiteral("easy"), 300, true, 1, false);
    QVERIFY(stats.save(&message));
    Statistics again(path);
    QVERIFY(again.load(&message));
    QCOMPARE(again.record(QStringLiteral("rami"), QStringLiteral("easy")).played, 1);
}

void TestStatistics::singleHumanMatchCounted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.enableStatistics(path);
    QList<SeatConfig> seats = GameController::defaultSeats(2);
    seats[1].level = ai::BotLevel::Easy;
    QVERIFY(playOneDealMatch(w, seats));
    Statistics stats(path);
    QString message;
    QVERIFY(stats.load(&message));
    const StatsRecord r = stats.record(QStringLiteral("rummy"), QStringLiteral("easy"));
    QCOMPARE(r.played, 1);
    QCOMPARE(r.won, 1);
    QCOMPARE(r.bestTotal, 100); // going rummy: seat 1's 50 doubled
    QCOMPARE(r.worstTotal, 100);
    QCOMPARE(r.currentStreak, 1);
    QCOMPARE(r.longestStreak, 1);
    QCOMPARE(r.roundsWon, 1);
}

void TestStatistics::hotSeatAndComputersNotCounted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.enableStatistics(path);
    QList<SeatConfig> computers = GameController::defaultSeats(2);
    computers[0].human = false;
    QCOMPARE(Statistics::levelKey(*w.controller()), QString()); // no game yet
    QVERIFY(w.controller()->newGame(QStringLiteral("rummy"), computers, 1));
    QCOMPARE(Statistics::levelKey(*w.controller()), QString());
    QList<SeatConfig> hotSeat = GameController::defaultSeats(2);
    hotSeat[1].human = true;
    QVERIFY(w.controller()->newGame(QStringLiteral("rummy"), hotSeat, 1));
    QCOMPARE(Statistics::levelKey(*w.controller()), QString());
    QList<SeatConfig> mixed = GameController::defaultSeats(3);
    mixed[1].level = ai::BotLevel::Hard;
    QVERIFY(w.controller()->newGame(QStringLiteral("rummy"), mixed, 1));
    QCOMPARE(Statistics::levelKey(*w.controller()), QStringLiteral("mixed"));
    // Every level has its own record, expert too (it was counted as normal).
    QList<SeatConfig> experts = GameController::defaultSeats(3);
    experts[1].level = experts[2].level = ai::BotLevel::Expert;
    QVERIFY(w.controller()->newGame(QStringLiteral("rummy"), experts, 1));
    QCOMPARE(Statistics::levelKey(*w.controller()), QStringLiteral("expert"));
    // Hot-seat and all-computer matches played to their end leave no file.
    QVERIFY(playOneDealMatch(w, hotSeat));
    QVERIFY(playOneDealMatch(w, computers));
    QVERIFY(!QFile::exists(path));
    QVERIFY(playOneDealMatch(w, GameController::defaultSeats(2)));
    QVERIFY(QFile::exists(path));
}

void TestStatistics::corruptFileNeverStopsTheGame()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\x00\xff garbage", 10);
    f.close();
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.enableStatistics(path);
    QSignalSpy problems(w.statsRecorder(), &StatsRecorder::problem);
    QVERIFY(playOneDealMatch(w, GameController::defaultSeats(2)));
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.front().front().toString().startsWith(QStringLiteral("The statistics file could not be read")));
    QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("The statistics file could not be read")));
    // The match end comes up as always; the new file holds this match only.
    MatchEndDialog *end = nullptr;
    QTRY_VERIFY((end = w.findChild<MatchEndDialog *>()) && end->isVisible());
    Statistics stats(path);
    QString message;
    QVERIFY(stats.load(&message));
    QCOMPARE(stats.record(QStringLiteral("rummy"), QStringLiteral("normal")).played, 1);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("statistics-unreadable-*.json")}).size(), 1);
    end->accept();
}

void TestStatistics::dialogShowsAndResets()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    Statistics stats(path);
    stats.recordMatch(QStringLiteral("remi51"), QStringLiteral("hard"), -40, true, 2, true);
    QString message;
    QVERIFY(stats.save(&message));
    StatisticsDialog dialog(path);
    QCOMPARE(dialog.table()->rowCount(), 1);
    QStringList cells;
    for (int c = 0; c < dialog.table()->columnCount(); ++c) cells << dialog.table()->item(0, c)->text();
    QCOMPARE(cells, (QStringList{"Remi 51", "hard", "1", "1", "100%", "-40", "-40", "1", "1", "2"}));
    QVERIFY(dialog.resetButton()->isEnabled());
    dialog.reset(false);
    QCOMPARE(dialog.table()->rowCount(), 0);
    Statistics after(path);
    QVERIFY(after.load(&message));
    QVERIFY(after.records().isEmpty());
}

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
