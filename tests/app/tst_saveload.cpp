// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Save as / Open and autosave in the window (issue 8): the game and the hand order survive a round
// trip; a bad file leaves the current game and the file untouched; autosave follows every action.

#include "Autosave.h"
#include "CardItem.h"
#include "FileOpenFilter.h"
#include "GameController.h"
#include "HandModel.h"
#include "MainWindow.h"
#include "ReasonText.h"
#include "SaveFile.h"
#include "SettingsDialog.h"
#include "TableScene.h"
#include "TestEnvironment.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileOpenEvent>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

QList<SeatConfig> humanAndBots(int players)
{
    QList<SeatConfig> seats = GameController::defaultSeats(players);
    return seats;
}

std::vector<remi::CardId> shownHand(const TableScene *scene)
{
    std::vector<remi::CardId> ids;
    for (const CardItem *item : scene->handItems()) ids.push_back(item->cardId());
    return ids;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

void touch(const QString &path)
{
    writeFile(path, QByteArray());
}

} // namespace

class TestSaveLoad : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    /// A rummy game with the human to move after the computers' first turns.
    void startAtHumanTurn(MainWindow &w, quint64 seed)
    {
        w.controller()->setComputerDelay(0);
        QVERIFY(w.startGame(QStringLiteral("rummy"), humanAndBots(3), seed));
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn(), 20000);
        w.scene()->refresh();
    }

  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_saveload"));
        QSettings().clear();
        // Computer turns at the pace these tests were written for (issue 15: a setting of its own).
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("fast"));
        QVERIFY(m_dir.isValid());
        qputenv("REMI_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
    }

    void saveAndOpenKeepGameAndHandOrder()
    {
        MainWindow w;
        startAtHumanTurn(w, 21);
        QCOMPARE(w.controller()->act(remi::Action::draw(0)), remi::Reason::Ok);
        w.scene()->refresh();
        // A manual order: the hand reversed, no sort.
        std::vector<remi::CardId> reversed = shownHand(w.scene());
        std::reverse(reversed.begin(), reversed.end());
        HandOrder manual;
        manual.restore(reversed, std::nullopt);
        w.hand()->restoreHandOrders({{0, manual}});
        QCOMPARE(shownHand(w.scene()), reversed);

        const QString path = m_dir.filePath(QStringLiteral("game.remi"));
        QString error;
        QVERIFY2(w.saveTo(path, &error), qPrintable(error));

        MainWindow w2;
        w2.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY2(w2.openFile(path, &error), qPrintable(error));
        QVERIFY(w2.controller()->round().state() == w.controller()->round().state());
        QCOMPARE(w2.controller()->match().totals(), w.controller()->match().totals());
        QCOMPARE(w2.controller()->seats().size(), qsizetype(3));
        QCOMPARE(w2.controller()->seats()[0].name, w.controller()->seats()[0].name);
        QVERIFY(w2.controller()->seats()[0].human);
        QVERIFY(w2.controller()->isHumanTurn());
        w2.scene()->refresh();
        QCOMPARE(shownHand(w2.scene()), reversed);
        // The loaded game plays on: discard the first card shown.
        QCOMPARE(w2.controller()->act(remi::Action::discard(0, reversed.front())), remi::Reason::Ok);
        QCOMPARE(w2.controller()->actionLog().back().actions.back().card, reversed.front());
    }

    // A name nobody typed is saved empty and shown as the seat's default name in the language of the
    // moment when the game is opened (docs/SAVES.md); a typed name is kept as typed.
    void defaultNamesAreNotSaved()
    {
        MainWindow w;
        QList<SeatConfig> seats = humanAndBots(3);
        seats[2].name = QStringLiteral("Ana");
        w.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY(w.startGame(QStringLiteral("rummy"), seats, 5));
        const remi::save::SaveGame saved = w.controller()->saveGame();
        QCOMPARE(saved.players.size(), std::size_t(3));
        QCOMPARE(saved.players[0].name, std::string());
        QCOMPARE(saved.players[1].name, std::string());
        QCOMPARE(saved.players[2].name, std::string("Ana"));
        const QString path = m_dir.filePath(QStringLiteral("names.remi"));
        QString error;
        QVERIFY2(w.saveTo(path, &error), qPrintable(error));
        MainWindow w2;
        w2.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY2(w2.openFile(path, &error), qPrintable(error));
        const QList<SeatConfig> defaults = GameController::defaultSeats(3);
        QCOMPARE(w2.controller()->seats()[0].name, QStringLiteral("You"));
        QCOMPARE(w2.controller()->seats()[1].name, defaults[1].name);
        QCOMPARE(w2.controller()->seats()[2].name, QStringLiteral("Ana"));
        QVERIFY(!defaults[1].name.isEmpty());
    }

    void sortedOrderSurvives()
    {
        MainWindow w;
        startAtHumanTurn(w, 5);
        w.hand()->sort(HandOrder::Sort::Rank);
        const std::vector<remi::CardId> shown = shownHand(w.scene());
        const QString path = m_dir.filePath(QStringLiteral("sorted.remi"));
        QString error;
        QVERIFY(w.saveTo(path, &error));
        MainWindow w2;
        w2.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY2(w2.openFile(path, &error), qPrintable(error));
        w2.scene()->refresh();
        QCOMPARE(shownHand(w2.scene()), shown);
        QCOMPARE(w2.hand()->handOrders().value(0).sortMode(), std::optional(HandOrder::Sort::Rank));
    }

    void badFileLeavesGameAndFileUntouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << QByteArray("{\"format\": \"remi-save\", \"version\": 1, \"vari")
                                   << QStringLiteral("the file ends early (truncated at byte 43)");
        QTest::newRow("version") << QByteArray("{\"format\": \"remi-save\", \"version\": 9}")
                                 << QStringLiteral("version: unknown save version 9 (this Remi reads version 1)");
        QTest::newRow("deep") << QByteArray(5000, '[') << QStringLiteral("the file is nested deeper than 32 levels");
        QTest::newRow("not a save") << QByteArray("[1, 2]") << QStringLiteral("this is not a Remi save file");
        QTest::newRow("other format") << QByteArray("{\"format\": \"other\"}")
                                      << QStringLiteral("format: this is not a Remi save file");
        QTest::newRow("version 1.5") << QByteArray("{\"format\": \"remi-save\", \"version\": 1.5}")
                                     << QStringLiteral("version: must be a whole number, not 1.5");
    }
    void badFileLeavesGameAndFileUntouched()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        MainWindow w;
        startAtHumanTurn(w, 9);
        const remi::RoundState before = w.controller()->round().state();
        const std::size_t logged = w.controller()->actionLog().back().actions.size();
        const QString path = m_dir.filePath(QStringLiteral("bad.remi"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(content);
        }
        QString error;
        QVERIFY(!w.openFile(path, &error));
        QCOMPARE(error, message);
        QVERIFY(w.controller()->round().state() == before);
        QCOMPARE(w.controller()->actionLog().back().actions.size(), logged);
        QCOMPARE(readAll(path), content);
    }

    void illegalStepIsWorded()
    {
        MainWindow w;
        startAtHumanTurn(w, 13);
        remi::save::SaveGame game = w.controller()->saveGame();
        game.rounds[0].actions.insert(game.rounds[0].actions.begin(),
                                      remi::Action::discard(game.rounds[0].actions[0].seat, 9999));
        const QString path = m_dir.filePath(QStringLiteral("illegal.remi"));
        QString error;
        QVERIFY(SaveFile::write(path, game, &error));
        QVERIFY(!w.openFile(path, &error));
        QCOMPARE(error, QStringLiteral("rounds[0].actions[0]: round 1, step 1: ") +
                            ReasonText::text(remi::Reason::MustDrawFirst));
    }

    // Issue 32: QSettings() of a test is an INI file in the test's own folder on every platform
    // (TestEnvironment.cpp), never the registry or a plist shared with the developer's Remi.
    void testsKeepTheirOwnSettings()
    {
        const QString home = qEnvironmentVariable("REMI_TEST_HOME");
        QVERIFY2(!home.isEmpty(), "REMI_TEST_HOME is set for every app test (tests/app/CMakeLists.txt)");
        QSettings settings;
        QCOMPARE(settings.format(), QSettings::IniFormat);
        QCOMPARE(settings.fileName(), home + QStringLiteral("/settings/RemiTests/tst_saveload.ini"));
        settings.setValue(QStringLiteral("test/written"), 1);
        settings.sync();
        QVERIFY(QFileInfo(settings.fileName()).isFile());
        settings.remove(QStringLiteral("test"));
    }

    void corruptSettingsFallBackPerOption()
    {
        QSettings settings;
        settings.setValue(QStringLiteral("options/rami/turnSeconds"), QStringLiteral("banana"));
        settings.setValue(QStringLiteral("options/rami/openingMin"), QStringLiteral("35"));
        settings.setValue(QStringLiteral("options/rami/manipulation"), QStringLiteral("maybe"));
        settings.sync();
        QString problem;
        const auto rules = AppSettings::rules(QStringLiteral("rami"), &problem);
        QVERIFY(rules);
        QCOMPARE(rules->openingMin, 35);
        QCOMPARE(rules->turnSeconds, remi::presetRules("rami")->turnSeconds);
        QCOMPARE(rules->manipulation, remi::presetRules("rami")->manipulation);
        // Named as Settings names them (issue 18), not by their keys.
        QCOMPARE(problem,
                 QStringLiteral("The option \"Manipulation\" cannot be \"maybe\" (allowed: on or off); The option "
                                "\"Seconds per turn\" cannot be \"banana\" (allowed: 0 or 20 to 600)"));
        // The window starts the game anyway, with the valid options.
        MainWindow w;
        w.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY(w.startGame(QStringLiteral("rami"), 3, 1));
        QCOMPARE(w.controller()->match().rules().openingMin, 35);
        settings.clear();
    }

    void unreadableAutosaveIsKeptAside()
    {
        QDir().mkpath(Autosave::dataDir());
        QDir data(Autosave::dataDir());
        for (const QString &old : data.entryList({QStringLiteral("autosave-unreadable-*")})) data.remove(old);
        QFile bad(Autosave::path());
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": \"remi-save\", \"version\": 99}");
        bad.close();
        remi::save::SaveGame offered;
        QString error;
        QVERIFY(!Autosave::loadUnfinished(&offered, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFileInfo::exists(Autosave::path())); // the next autosave writes a new file…
        const QStringList kept = data.entryList({QStringLiteral("autosave-unreadable-*.remi")});
        QCOMPARE(kept.size(), 1); // …and the unreadable one is still there, byte for byte
        QFile keptFile(data.filePath(kept.first()));
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), QByteArray("{\"format\": \"remi-save\", \"version\": 99}"));
    }

    void keptAsideNameCountsUp()
    {
        QDir().mkpath(Autosave::dataDir());
        QDir data(Autosave::dataDir());
        for (const QString &old : data.entryList({QStringLiteral("autosave-unreadable-*")})) data.remove(old);
        const QDateTime at(QDate(2026, 11, 29), QTime(20, 15, 7));
        QCOMPARE(QFileInfo(Autosave::keptAsideName(at)).fileName(),
                 QStringLiteral("autosave-unreadable-20261129-201507.remi"));
        touch(data.filePath(QStringLiteral("autosave-unreadable-20261129-201507.remi")));
        QCOMPARE(QFileInfo(Autosave::keptAsideName(at)).fileName(),
                 QStringLiteral("autosave-unreadable-20261129-201507-2.remi"));
        touch(data.filePath(QStringLiteral("autosave-unreadable-20261129-201507-2.remi")));
        touch(data.filePath(QStringLiteral("autosave-unreadable-20261129-201507-3.remi")));
        QCOMPARE(QFileInfo(Autosave::keptAsideName(at)).fileName(),
                 QStringLiteral("autosave-unreadable-20261129-201507-4.remi"));
        for (int n = 4; n <= Autosave::kMaxKeptAside; ++n)
            touch(data.filePath(QStringLiteral("autosave-unreadable-20261129-201507-%1.remi").arg(n)));
        QCOMPARE(Autosave::keptAsideName(at), QString());
        for (const QString &old : data.entryList({QStringLiteral("autosave-unreadable-*")})) data.remove(old);
    }

    void unreadableAutosaveBesideTakenNames()
    {
        // The name of this second is taken: the unreadable file gets the next free one.
        QDir().mkpath(Autosave::dataDir());
        QDir data(Autosave::dataDir());
        for (const QString &old : data.entryList({QStringLiteral("autosave-unreadable-*")})) data.remove(old);
        const QByteArray broken("{\"format\": \"remi-save\", \"version\": 99}");
        writeFile(Autosave::path(), broken);
        const QDateTime now = QDateTime::currentDateTime();
        QStringList taken;
        for (int s = 0; s <= 5; ++s) {
            const QString stamp = now.addSecs(s).toString(QStringLiteral("yyyyMMdd-HHmmss"));
            const QString name = QStringLiteral("autosave-unreadable-%1.remi").arg(stamp);
            writeFile(data.filePath(name), "older " + name.toLatin1());
            taken << name;
        }
        remi::save::SaveGame offered;
        QString error;
        bool mustKeep = true;
        QVERIFY(!Autosave::loadUnfinished(&offered, &error, &mustKeep));
        QCOMPARE(error, QStringLiteral("version: unknown save version 99 (this Remi reads version 1)"));
        QCOMPARE(mustKeep, false);
        QVERIFY(!QFileInfo::exists(Autosave::path()));
        QStringList kept = data.entryList({QStringLiteral("autosave-unreadable-*.remi")});
        QCOMPARE(kept.size(), taken.size() + 1);
        for (const QString &name : taken) {
            QCOMPARE(readAll(data.filePath(name)), "older " + name.toLatin1()); // none overwritten
            kept.removeOne(name);
        }
        QCOMPARE(kept.size(), 1);
        QVERIFY2(kept.first().endsWith(QLatin1String("-2.remi")), qPrintable(kept.first()));
        QCOMPARE(readAll(data.filePath(kept.first())), broken);
        for (const QString &old : data.entryList({QStringLiteral("autosave-unreadable-*")})) data.remove(old);
    }

    void unreadableAutosaveThatCannotBeKeptAsideIsNotOverwritten()
    {
        // Every name is taken: the file stays where it is and the window does not autosave over it.
        QDir().mkpath(Autosave::dataDir());
        QDir data(Autosave::dataDir());
        for (const QString &old : data.entryList({QStringLiteral("autosave-unreadable-*")})) data.remove(old);
        const QByteArray broken("{\"format\": \"remi-save\", \"version\": 99}");
        writeFile(Autosave::path(), broken);
        const QDateTime now = QDateTime::currentDateTime();
        for (int s = 0; s <= 5; ++s) {
            const QString stamp = now.addSecs(s).toString(QStringLiteral("yyyyMMdd-HHmmss"));
            touch(data.filePath(QStringLiteral("autosave-unreadable-%1.remi").arg(stamp)));
            for (int n = 2; n <= Autosave::kMaxKeptAside; ++n)
                touch(data.filePath(QStringLiteral("autosave-unreadable-%1-%2.remi").arg(stamp).arg(n)));
        }
        remi::save::SaveGame offered;
        QString error;
        bool mustKeep = false;
        QVERIFY(!Autosave::loadUnfinished(&offered, &error, &mustKeep));
        QCOMPARE(mustKeep, true);
        QCOMPARE(readAll(Autosave::path()), broken);
        QCOMPARE(data.entryList({QStringLiteral("autosave-unreadable-*.remi")}).size(), 6 * Autosave::kMaxKeptAside);
        for (const QString &old : data.entryList({QStringLiteral("autosave-unreadable-*")})) data.remove(old);
        QFile::remove(Autosave::path());
    }

    void autosaveFollowsEveryAction()
    {
        QFile::remove(Autosave::path());
        MainWindow w;
        w.enableAutosave();
        startAtHumanTurn(w, 17);
        QVERIFY(w.autosave()->writes() >= 2);
        QCOMPARE(w.controller()->act(remi::Action::draw(0)), remi::Reason::Ok);
        remi::save::SaveGame saved;
        QString error;
        const auto match = SaveFile::read(Autosave::path(), &saved, &error);
        QVERIFY2(match, qPrintable(error));
        QVERIFY(match->round().state() == w.controller()->round().state());
        QCOMPARE(saved.rounds.back().actions.back().type, remi::ActionType::Draw);
        // An unfinished game is offered on the next start.
        remi::save::SaveGame offered;
        QVERIFY(Autosave::loadUnfinished(&offered, &error));
        QCOMPARE(offered.rounds.back().actions.size(), saved.rounds.back().actions.size());
    }

    // Issue 32, macOS: a .remi double-clicked in the Finder arrives as a QFileOpenEvent. It is opened
    // as Game → Open… opens the file it asked for (MainWindow::openPath): the game replaced, the
    // status line says so.
    void finderOpensAFileInTheRunningWindow()
    {
        MainWindow w;
        w.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY(w.startGame(QStringLiteral("rummy"), humanAndBots(3), 11));
        w.show();
        // A lesson's window (Help → Learn to play…) in front never takes the file.
        MainWindow lesson;
        lesson.setKeepsPlace(false);
        lesson.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY(lesson.startGame(QStringLiteral("rummy"), humanAndBots(2), 5));
        lesson.show();
        QApplication::setActiveWindow(&lesson);
        std::unique_ptr<FileOpenFilter> filter(new FileOpenFilter(qApp)); // as main.cpp installs it
        const QString path = QStringLiteral(REMI_SAVES_DIR "/good/remi_indonesia-4p-2-rounds.remi");
        QFileOpenEvent open(path);
        QCoreApplication::sendEvent(qApp, &open);
        QCOMPARE(QString::fromStdString(w.controller()->match().rules().variant), QStringLiteral("remi_indonesia"));
        QCOMPARE(w.controller()->match().roundNumber(), 2);
        QCOMPARE(w.controller()->saveGame().seed, quint64(9));
        QCOMPARE(w.controller()->seats().size(), qsizetype(4));
        QCOMPARE(w.statusBar()->currentMessage(),
                 QStringLiteral("Game loaded from %1.").arg(QDir::toNativeSeparators(path)));
        QCOMPARE(filter->pendingFile(), QString());
        QCOMPARE(QString::fromStdString(lesson.controller()->match().rules().variant), QStringLiteral("rummy"));
        QCOMPARE(lesson.controller()->seats().size(), qsizetype(2));
    }

    // The event can come at start-up, before the window is shown: the file waits, and is opened
    // once main.cpp has set up the window (as `remi FILE` opens it instead of the dealt game).
    void finderFileAtStartUpWaitsForTheWindow()
    {
        std::unique_ptr<FileOpenFilter> filter(new FileOpenFilter(qApp));
        const QString path = QStringLiteral(REMI_SAVES_DIR "/good/rami-3p-manipulation-mid-round.remi");
        QFileOpenEvent open(path);
        QCoreApplication::sendEvent(qApp, &open);
        QCOMPARE(filter->pendingFile(), path);
        MainWindow w;
        w.controller()->setComputerDelay(60 * 60 * 1000);
        QVERIFY(w.startGame(QStringLiteral("rummy"), humanAndBots(3), 11));
        QCOMPARE(QString::fromStdString(w.controller()->match().rules().variant), QStringLiteral("rummy"));
        w.show();
        QTRY_COMPARE(QString::fromStdString(w.controller()->match().rules().variant), QStringLiteral("rami"));
        QCOMPARE(w.controller()->match().roundNumber(), 1);
        QCOMPARE(w.controller()->saveGame().seed, quint64(3));
        QCOMPARE(w.controller()->seats().size(), qsizetype(3));
        QCOMPARE(filter->pendingFile(), QString());
    }

    // Issue 32, Windows: paths reach the file system as they are spelled (UTF-16 there), never
    // through a narrow string in the ANSI code page. A data folder and a save named in Cyrillic:
    // autosave, Save as… and Open…. On Linux (UTF-8 file names) this checks the round trip only;
    // the Windows CI runs the same test.
    void nonAsciiDataFolder()
    {
        const QString old = qEnvironmentVariable("REMI_DATA_DIR");
        const QString folder = m_dir.filePath(QStringLiteral("Игра Ђорђе"));
        TestEnvironment::setEnvironment("REMI_DATA_DIR", folder);
        QCOMPARE(Autosave::dataDir(), folder);
        {
            MainWindow w;
            w.enableAutosave();
            QCOMPARE(w.autosave()->problem(), Autosave::Problem::None);
            startAtHumanTurn(w, 17);
            QCOMPARE(w.controller()->act(remi::Action::draw(0)), remi::Reason::Ok);
            QVERIFY(QFileInfo(folder + QStringLiteral("/autosave.remi")).isFile());
            QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("Игра*")}, QDir::Dirs),
                     QStringList{QStringLiteral("Игра Ђорђе")});
            remi::save::SaveGame saved;
            QString error;
            const auto autosaved = SaveFile::read(folder + QStringLiteral("/autosave.remi"), &saved, &error);
            QVERIFY2(autosaved, qPrintable(error));
            QVERIFY(autosaved->round().state() == w.controller()->round().state());

            const QString path = folder + QStringLiteral("/Партија ђ.remi");
            QVERIFY2(w.saveTo(path, &error), qPrintable(error));
            QVERIFY(QFileInfo(path).isFile());
            MainWindow w2;
            w2.controller()->setComputerDelay(60 * 60 * 1000);
            w2.openPath(path);
            QCOMPARE(w2.statusBar()->currentMessage(),
                     QStringLiteral("Game loaded from %1.").arg(QDir::toNativeSeparators(path)));
            QVERIFY(w2.controller()->round().state() == w.controller()->round().state());
        }
        TestEnvironment::setEnvironment("REMI_DATA_DIR", old);
    }
};

QTEST_MAIN(TestSaveLoad)
#include "tst_saveload.moc"
