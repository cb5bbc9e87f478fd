// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi's command line: CommandLine::read refuses every bad value with one line (main.cpp prints it
// and exits with 2); the remi binary with an autosave in its data folder: unattended runs never
// ask about it (and leave it as it is), --resume --screenshot continues it.

#include "CommandLine.h"
#include "GameController.h"
#include "MainWindow.h"
#include "SaveFile.h"
#include "TestEnvironment.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

namespace {

struct Parsed {
    std::optional<CommandLine::Options> options;
    QString error;
};

Parsed parse(const QStringList &args, const QString &storedVariant = QStringLiteral("remi51"))
{
    QCommandLineParser parser;
    CommandLine::addOptions(parser);
    Parsed p;
    if (!parser.parse(QStringList{QStringLiteral("remi")} + args)) {
        p.error = QStringLiteral("parser: ") + parser.errorText();
        return p;
    }
    p.options = CommandLine::read(parser, storedVariant, &p.error);
    return p;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Run {
    int exitCode = -1;
    bool finished = false;
    bool crashed = false;
    QString out, err;
};

/// Runs remi with `args` (offscreen, HOME in `home`), at most `timeoutMs`. Without `display`, no
/// platform is chosen and there is no display (no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM).
/// `extra` is set last (e.g. a platform plug-in that does not exist). Output: Windows' "\r\n" read
/// as "\n" (TestEnvironment::localText); warnings on stderr on every platform
/// (TestEnvironment::childEnvironment).
Run runRemi(const QStringList &args, const QString &home, int timeoutMs = 60000, bool display = true,
            const QProcessEnvironment &extra = {})
{
    QProcess p;
    QProcessEnvironment env = TestEnvironment::childEnvironment();
    if (display) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) env.remove(QLatin1String(name));
    }
    for (const QString &name : extra.keys()) env.insert(name, extra.value(name));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home); // a QTemporaryDir: 0700
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    // Settings in `home` on every platform (AppSettings::useTestSettingsIfAsked), never the registry
    // or the plist of the person running the tests.
    env.insert(QStringLiteral("REMI_TEST_HOME"), home);
    env.remove(QStringLiteral("REMI_DATA_DIR"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(REMI_BIN), args);
    Run r;
    r.finished = p.waitForFinished(timeoutMs);
    if (!r.finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    r.exitCode = p.exitCode();
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.out = TestEnvironment::localText(p.readAllStandardOutput());
    r.err = TestEnvironment::localText(p.readAllStandardError());
    return r;
}

const QString kUnfinishedSave = QStringLiteral(REMI_SAVES_DIR "/good/rummy-3p-mid-round.remi");

/// Longer than any value or file name remi echoes in full (40 and 80 characters are shown), and
/// short enough for a Windows command line (at most 32 767 characters in all).
constexpr int kLongArgument = 20000;

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT
  private slots:
    void goodValues()
    {
        const Parsed p =
            parse({QStringLiteral("--seed"), QStringLiteral("18446744073709551615"), QStringLiteral("--size"),
                   QStringLiteral("8192x600"), QStringLiteral("--max-rounds"), QStringLiteral("0"),
                   QStringLiteral("--measure-startup"), QStringLiteral("12"), QStringLiteral("--variant"),
                   QStringLiteral("rummy"), QStringLiteral("--seats"), QStringLiteral("human,easy,computer,expert"),
                   QStringLiteral("--screenshot"), QStringLiteral("x.png"), QStringLiteral("--screenshot-dialog"),
                   QStringLiteral("newgame"), QStringLiteral("--computer-delay"), QStringLiteral("0")});
        QVERIFY2(p.options, qPrintable(p.error));
        const CommandLine::Options &o = *p.options;
        QCOMPARE(o.seed, std::optional<quint64>(18446744073709551615ull));
        QCOMPARE(o.size, std::optional<QSize>(QSize(8192, 600)));
        QCOMPARE(o.maxRounds, 0);
        QCOMPARE(o.measureTurns, std::optional<int>(12));
        QCOMPARE(o.variant, QStringLiteral("rummy"));
        QCOMPARE(o.players, 4);
        QCOMPARE(o.seats.size(), 4);
        QVERIFY(o.seats[0].human);
        QCOMPARE(o.seats[1].level, remi::ai::BotLevel::Easy);
        QCOMPARE(o.seats[2].level, remi::ai::BotLevel::Normal);
        QCOMPARE(o.seats[2].name, QStringLiteral("Computer 3"));
        QCOMPARE(o.seats[3].level, remi::ai::BotLevel::Expert);
        QCOMPARE(o.screenshot, QStringLiteral("x.png"));
        QCOMPARE(o.screenshotDialog, QStringLiteral("newgame"));
        QCOMPARE(o.computerDelay, std::optional<int>(0));

        const Parsed d = parse({});
        QVERIFY2(d.options, qPrintable(d.error));
        QCOMPARE(d.options->variant, QStringLiteral("remi51")); // the stored one
        QCOMPARE(d.options->players, 4);
        QCOMPARE(d.options->seed, std::nullopt);
        QCOMPARE(d.options->size, std::nullopt);
        QCOMPARE(d.options->maxRounds, 0);
        QCOMPARE(d.options->measureTurns, std::nullopt);
        QCOMPARE(d.options->screenshotDelay, 0);
    }

    void badValues_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        const QString seedRange = QStringLiteral("\" is not a whole number from 0 to 18446744073709551615.");
        QTest::newRow("seed text") << QStringList{"--seed", "text"} << "--seed: \"text" + seedRange;
        QTest::newRow("seed -1") << QStringList{"--seed", "-1"} << "--seed: \"-1" + seedRange;
        QTest::newRow("seed 2^64") << QStringList{"--seed", "18446744073709551616"}
                                   << "--seed: \"18446744073709551616" + seedRange;
        QTest::newRow("seed huge") << QStringList{"--seed", "99999999999999999999999"}
                                   << "--seed: \"99999999999999999999999" + seedRange;
        QTest::newRow("seed empty") << QStringList{"--seed="} << "--seed: \"" + seedRange;
        QTest::newRow("max-rounds -1") << QStringList{"--max-rounds", "-1"}
                                       << QStringLiteral(
                                              "--max-rounds: \"-1\" is not a whole number from 0 to 100000.");
        QTest::newRow("max-rounds abc") << QStringList{"--max-rounds", "abc"}
                                        << QStringLiteral(
                                               "--max-rounds: \"abc\" is not a whole number from 0 to 100000.");
        const QString sizeRange = QStringLiteral("\" is not a window size WIDTHxHEIGHT from 1x1 to 8192x8192.");
        QTest::newRow("size abc") << QStringList{"--size", "abc"} << "--size: \"abc" + sizeRange;
        QTest::newRow("size -5x-5") << QStringList{"--size", "-5x-5"} << "--size: \"-5x-5" + sizeRange;
        QTest::newRow("size 0x0") << QStringList{"--size", "0x0"} << "--size: \"0x0" + sizeRange;
        QTest::newRow("size 20000x20000")
            << QStringList{"--size", "20000x20000"} << "--size: \"20000x20000" + sizeRange;
        QTest::newRow("size 800x8193") << QStringList{"--size", "800x8193"} << "--size: \"800x8193" + sizeRange;
        QTest::newRow("screenshot-dialog bogus")
            << QStringList{"--screenshot", "x.png", "--screenshot-dialog", "bogus"}
            << QStringLiteral(
                   "--screenshot-dialog: unknown dialog \"bogus\" (settings, newgame, playmenu, help, roundend or matchend).");
        QTest::newRow("measure-startup abc")
            << QStringList{"--measure-startup", "abc"}
            << QStringLiteral("--measure-startup: \"abc\" is not a whole number from 0 to 100000.");
        QTest::newRow("screenshot-delay -5")
            << QStringList{"--screenshot-delay", "-5"}
            << QStringLiteral("--screenshot-delay: \"-5\" is not a whole number from 0 to 600000.");
        QTest::newRow("computer-delay x")
            << QStringList{"--computer-delay", "x"}
            << QStringLiteral("--computer-delay: \"x\" is not a whole number from 0 to 600000.");
        QTest::newRow("1 seat") << QStringList{"--seats", "human"}
                                << QStringLiteral("--seats: remi51 needs 2 to 6 players, not 1.");
        QTest::newRow("9 seats") << QStringList{"--seats", "human,easy,easy,easy,easy,easy,easy,easy,easy"}
                                 << QStringLiteral("--seats: remi51 needs 2 to 6 players, not 9.");
        QTest::newRow("5 seats indonesia")
            << QStringList{"--variant", "remi_indonesia", "--seats", "human,easy,easy,easy,easy"}
            << QStringLiteral("--seats: remi_indonesia needs 2 to 4 players, not 5.");
        QTest::newRow("9 seats rami") << QStringList{"--variant", "rami", "--seats",
                                                     "human,easy,easy,easy,easy,easy,easy,easy,easy"}
                                      << QStringLiteral("--seats: rami needs 2 to 8 players, not 9.");
        QTest::newRow("players 1") << QStringList{"--players", "1"}
                                   << QStringLiteral("--players: remi51 needs 2 to 6 players, not \"1\".");
        QTest::newRow("players abc") << QStringList{"--variant", "rummy", "--players", "abc"}
                                     << QStringLiteral("--players: rummy needs 2 to 6 players, not \"abc\".");
        QTest::newRow("unknown seat")
            << QStringList{"--seats", "human,robot"}
            << QStringLiteral("--seats: unknown seat \"robot\" (human, computer, easy, normal, hard or expert).");
        QTest::newRow("unknown variant")
            << QStringList{"--variant", "poker"}
            << QStringLiteral("--variant: unknown game \"poker\" (remi51, rummy, rami or remi_indonesia).");
        QTest::newRow("unknown language")
            << QStringList{"--language", "xx"} << QStringLiteral("Unknown language: xx (en, sr, sr_Latn or ru)");
        // A long bad value is cut to its first 40 characters (issue 21).
        QTest::newRow("long seed") << QStringList{"--seed", QString(100000, QLatin1Char('7'))}
                                   << "--seed: \"" + QString(40, QLatin1Char('7')) + QChar(0x2026) + seedRange;
        QTest::newRow("long variant") << QStringList{"--variant", QString(5000, QLatin1Char('v'))}
                                      << "--variant: unknown game \"" + QString(40, QLatin1Char('v')) + QChar(0x2026) +
                                             "\" (remi51, rummy, rami or remi_indonesia).";
        QTest::newRow("long seat") << QStringList{"--seats", "human," + QString(41, QLatin1Char('s'))}
                                   << "--seats: unknown seat \"" + QString(40, QLatin1Char('s')) + QChar(0x2026) +
                                          "\" (human, computer, easy, normal, hard or expert).";
        QTest::newRow("two files") << QStringList{"a.remi", "b.remi"}
                                   << QStringLiteral("Only one saved game can be opened, not 2.");
        QTest::newRow("file and resume")
            << QStringList{"--resume", "a.remi"}
            << QStringLiteral("--resume continues the autosaved game; it cannot be given with a file.");
    }

    void badValues()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const Parsed p = parse(args);
        QVERIFY(!p.options);
        QCOMPARE(p.error, error);
    }

    void savedGameIsAPositionalArgument()
    {
        const Parsed p =
            parse({QStringLiteral("--variant"), QStringLiteral("rummy"), QStringLiteral("/tmp/my game.remi")});
        QVERIFY2(p.options, qPrintable(p.error));
        QCOMPARE(p.options->file, QStringLiteral("/tmp/my game.remi"));
        QCOMPARE(parse({}).options->file, QString());
    }

    void testOptionsAreHiddenFromHelp()
    {
        QCommandLineParser parser;
        CommandLine::addOptions(parser);
        const QString help = parser.helpText();
        for (const char *shown : {"--variant", "--players", "--seed", "--size", "--check-data", "--language",
                                  "--resume", "--seats", "--data-dir", "[file]"})
            QVERIFY2(help.contains(QLatin1String(shown)), shown);
        for (const char *hidden :
             {"--screenshot", "--measure-startup", "--computer-delay", "--exit-when-match-ends", "--max-rounds"})
            QVERIFY2(!help.contains(QLatin1String(hidden)), hidden);
        // Still accepted.
        QVERIFY(parse({QStringLiteral("--max-rounds"), QStringLiteral("2")}).options);
    }

    void noWindowRunsAreKnownBeforeTheApplication()
    {
        auto noWindow = [](const QStringList &args) {
            return CommandLine::needsNoWindow(QStringList{QStringLiteral("remi")} + args, QStringLiteral("remi51"));
        };
        QVERIFY(noWindow({QStringLiteral("--help")}));
        QVERIFY(noWindow({QStringLiteral("-h")}));
        QVERIFY(noWindow({QStringLiteral("--version")}));
        QVERIFY(noWindow({QStringLiteral("--check-data")}));
        QVERIFY(noWindow({QStringLiteral("--bogus")}));
        QVERIFY(noWindow({QStringLiteral("--seed"), QStringLiteral("x")}));
        QVERIFY(!noWindow({}));
        QVERIFY(!noWindow({QStringLiteral("game.remi"), QStringLiteral("--variant"), QStringLiteral("rami")}));
    }

    void helpVersionAndCheckDataWorkWithoutADisplay()
    {
        QTemporaryDir home;
        const Run help = runRemi({QStringLiteral("--help")}, home.path(), 60000, false);
        QVERIFY(help.finished);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.startsWith(QStringLiteral("Usage: ")), qPrintable(help.out + help.err));
        QVERIFY(help.out.contains(QStringLiteral("--seed <number>")));
        QVERIFY(help.out.contains(QStringLiteral("A saved game (.remi) to open.")));
        QVERIFY(!help.out.contains(QStringLiteral("--screenshot")));
        QVERIFY(!help.out.contains(QStringLiteral("--exit-when-match-ends")));

        const Run version = runRemi({QStringLiteral("--version")}, home.path(), 60000, false);
        QVERIFY(version.finished);
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QStringLiteral("remi " REMI_VERSION "\n"));

        const Run data = runRemi({QStringLiteral("--check-data")}, home.path(), 60000, false);
        QVERIFY(data.finished);
        QCOMPARE(data.exitCode, 0);
        QVERIFY2(data.out.contains(QStringLiteral("remi-deck.svg")), qPrintable(data.out + data.err));
    }

    // Issue 32: windeployqt and macdeployqt ship no offscreen plug-in, so these runs must load no
    // platform plug-in at all. A QGuiApplication with a platform that does not exist aborts; these
    // answer exactly as with a display. (QT_QPA_PLATFORM_PLUGIN_PATH only adds a folder to Qt's
    // own, so an empty one proves nothing.)
    void printingRunsLoadNoPlatformPlugin()
    {
        QTemporaryDir home;
        QProcessEnvironment extra;
        extra.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("nonexistent"));
        const auto run = [&](const QStringList &args) { return runRemi(args, home.path(), 60000, false, extra); };

        // The check itself: a window run does need the plug-in and fails without it. (Not on
        // Windows: Qt's qFatal and abort() there may open a dialog that nobody closes.)
#ifndef Q_OS_WIN
        const Run window = run({QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--screenshot"),
                                home.filePath(QStringLiteral("x.png"))});
        QVERIFY(window.finished);
        QVERIFY2(window.crashed || window.exitCode != 0, qPrintable(window.err));
        QVERIFY2(window.err.contains(QStringLiteral("platform plugin")), qPrintable(window.err));
#endif

        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.startsWith(QStringLiteral("Usage: ")), qPrintable(help.out + help.err));
        QVERIFY(help.out.contains(QStringLiteral("A saved game (.remi) to open.")));
        QCOMPARE(help.err, QString());

        const Run ru = run({QStringLiteral("--help"), QStringLiteral("--language"), QStringLiteral("ru")});
        QCOMPARE(ru.exitCode, 0);
        QVERIFY2(!ru.out.contains(QStringLiteral("A saved game (.remi) to open.")), qPrintable(ru.out));
        QVERIFY2(ru.out.contains(QStringLiteral("--seed")), qPrintable(ru.out));

        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QStringLiteral("remi " REMI_VERSION "\n"));
        QCOMPARE(version.err, QString());

        const Run data = run({QStringLiteral("--check-data")});
        QCOMPARE(data.exitCode, 0);
        QVERIFY2(data.out.contains(QStringLiteral("remi-deck.svg")), qPrintable(data.out + data.err));
        QCOMPARE(data.err, QString());

        const Run bogus = run({QStringLiteral("--bogus")});
        QCOMPARE(bogus.exitCode, 2);
        QCOMPARE(bogus.out, QString());
        QCOMPARE(bogus.err, QStringLiteral("Unknown option --bogus (remi --help lists the options).\n"));

        const Run bad = run({QStringLiteral("--seed"), QStringLiteral("text")});
        QCOMPARE(bad.exitCode, 2);
        QCOMPARE(bad.err, QStringLiteral("--seed: \"text\" is not a whole number from 0 to 18446744073709551615.\n"));
    }

    // Issue 32: remi started by a test keeps its settings in the test's folder on every platform
    // (an INI file in REMI_TEST_HOME/settings): the stored game is read from there.
    void childSettingsAreTheTestsOwn()
    {
        // Where the child reads them: settings/Remi/remi.ini, on macOS settings/remi-cards.github.io/
        // remi.ini (QSettings() takes the organization domain there), as Qt itself names it.
        QTemporaryDir home;
        const QString file = TestEnvironment::childSettingsFile(home.path());
        QVERIFY2(file.startsWith(home.path() + QStringLiteral("/settings/")), qPrintable(file));
        QVERIFY(QDir().mkpath(QFileInfo(file).path()));
        QFile ini(file);
        QVERIFY(ini.open(QIODevice::WriteOnly));
        ini.write("[game]\nvariant=rami\n");
        ini.close();
        const Run r = runRemi({QStringLiteral("--players"), QStringLiteral("9")}, home.path(), 60000, false);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, QStringLiteral("--players: rami needs 2 to 8 players, not \"9\".\n"));
    }

    void unknownOptionExitsWithTwoWithoutADisplay()
    {
        QTemporaryDir home;
        const Run r = runRemi({QStringLiteral("--bogus")}, home.path(), 60000, false);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, QStringLiteral("Unknown option --bogus (remi --help lists the options).\n"));
        const Run longName =
            runRemi({QStringLiteral("--") + QString(kLongArgument, QLatin1Char('z'))}, home.path(), 60000, false);
        QVERIFY(longName.finished);
        QCOMPARE(longName.exitCode, 2);
        QCOMPARE(longName.err, QStringLiteral("Unknown option --") + QString(40, QLatin1Char('z')) + QChar(0x2026) +
                                   QStringLiteral(" (remi --help lists the options).\n"));
        const Run bad =
            runRemi({QStringLiteral("--players"), QString(kLongArgument, QLatin1Char('9'))}, home.path(), 60000, false);
        QVERIFY(bad.finished);
        QCOMPARE(bad.exitCode, 2);
        QCOMPARE(bad.err, QStringLiteral("--players: remi51 needs 2 to 6 players, not \"") +
                              QString(40, QLatin1Char('9')) + QChar(0x2026) + QStringLiteral("\".\n"));
    }

    void namedSavedGameIsOpenedWithoutTheResumeQuestion()
    {
        // A game of computers only (seed 777, rami), saved before its first move.
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("my game.remi"));
        {
            MainWindow w;
            w.controller()->setComputerDelay(60 * 60 * 1000);
            QList<SeatConfig> seats = GameController::defaultSeats(2);
            for (SeatConfig &seat : seats) seat.human = false;
            QVERIFY(w.startGame(QStringLiteral("rami"), seats, 777));
            QString error;
            QVERIFY2(w.saveTo(file, &error), qPrintable(error));
        }
        // An unfinished autosave of another game in the data folder: not offered, not mentioned.
        const QString data = home.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        const QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
        QVERIFY(QFile::copy(kUnfinishedSave, autosave));
        const Run r = runRemi({file, QStringLiteral("--data-dir"), data, QStringLiteral("--exit-when-match-ends"),
                               QStringLiteral("--computer-delay"), QStringLiteral("0"), QStringLiteral("--max-rounds"),
                               QStringLiteral("1")},
                              home.path(), 90000);
        QVERIFY2(r.finished, "remi game.remi --exit-when-match-ends did not quit");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains(QStringLiteral("An unfinished game is autosaved")), qPrintable(r.err));
        // The autosave now follows the named file's game.
        remi::save::SaveGame saved;
        QString error;
        QVERIFY2(SaveFile::read(autosave, &saved, &error), qPrintable(error));
        QCOMPARE(saved.seed, std::uint64_t(777));
        QCOMPARE(saved.variant, std::string("rami"));
        QVERIFY(!saved.rounds.empty() && !saved.rounds.front().actions.empty());

        // Offscreen with a picture: opened, and a file that cannot be read exits with 2 and says why.
        const QString picture = home.filePath(QStringLiteral("x.png"));
        const Run shot = runRemi(
            {file, QStringLiteral("--screenshot"), picture, QStringLiteral("--size"), QStringLiteral("800x600")},
            home.path());
        QVERIFY(shot.finished);
        QCOMPARE(shot.exitCode, 0);
        QVERIFY(QFileInfo(picture).size() > 0);
        const QString missing = home.filePath(QStringLiteral("missing.remi"));
        const Run bad = runRemi({missing, QStringLiteral("--screenshot"), picture}, home.path());
        QVERIFY(bad.finished);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.endsWith(QStringLiteral("%1 cannot be opened: cannot read the file: %2\n")
                                      .arg(TestEnvironment::nativePath(missing), TestEnvironment::errnoText(ENOENT))),
                 qPrintable(bad.err));
    }

    void autosaveLockedByAnotherProcessIsLeftAlone()
    {
        // This test process holds the data folder's lock, as another Remi window would.
        QTemporaryDir home;
        const QString data = home.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        QLockFile lock(QDir(data).filePath(QStringLiteral("autosave.remi.lock")));
        QVERIFY(lock.tryLock(0));
        const QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
        QVERIFY(QFile::copy(kUnfinishedSave, autosave));
        const QByteArray before = readAll(autosave);
        const Run r = runRemi({QStringLiteral("--data-dir"), data, QStringLiteral("--exit-when-match-ends"),
                               QStringLiteral("--seats"), QStringLiteral("computer,computer"),
                               QStringLiteral("--computer-delay"), QStringLiteral("0"), QStringLiteral("--variant"),
                               QStringLiteral("rummy"), QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("--max-rounds"), QStringLiteral("1")},
                              home.path(), 90000);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.err.contains(QStringLiteral("This game is not being saved: another Remi window keeps its game in the "
                                          "folder %1.")
                               .arg(TestEnvironment::nativePath(data))),
            qPrintable(r.err));
        QCOMPARE(readAll(autosave), before);
        // --resume does not take the other window's game over.
        const Run resume =
            runRemi({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                     QStringLiteral("--exit-when-match-ends"), QStringLiteral("--computer-delay"), QStringLiteral("0")},
                    home.path());
        QVERIFY(resume.finished);
        QCOMPARE(resume.exitCode, 2);
        QCOMPARE(resume.err, QStringLiteral("The autosaved game is open in another Remi window.\n"));
        QCOMPARE(readAll(autosave), before);
    }

    void normalStartWithoutADisplayExitsWithTwo()
    {
        // Issue 33: a normal start without a display aborted with SIGABRT. Only X11 and Wayland
        // have a display to be missing (StartupPlan::prepareEnvironment): on Windows and macOS
        // remi opens its window, and this run would wait for it to its timeout.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        QTemporaryDir home;
        const Run r =
            runRemi({QStringLiteral("--data-dir"), home.filePath(QStringLiteral("data"))}, home.path(), 30000, false);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err,
                 QStringLiteral("remi: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are "
                                "not set).\n"));
        QVERIFY(!QFileInfo::exists(home.filePath(QStringLiteral("data/autosave.remi"))));
#else
        QSKIP("Only X11 and Wayland (DISPLAY, WAYLAND_DISPLAY) have no display to refuse; here remi opens its window");
#endif
    }

    void longFileNameIsElided()
    {
        // Issue 33: a 100 kB file name was echoed in full (20 000 characters here: a Windows
        // command line holds 32 767). The name is printed with the platform's separators.
        QTemporaryDir home;
        const QString name = TestEnvironment::nativePath(
            home.filePath(QString(kLongArgument, QLatin1Char('x')) + QStringLiteral(".remi")));
        const Run r =
            runRemi({name, QStringLiteral("--screenshot"), home.filePath(QStringLiteral("x.png"))}, home.path());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        const QString shown = name.left(80) + QChar(0x2026) + name.right(80);
        QVERIFY2(r.err.contains(shown + QStringLiteral(" cannot be opened: ")), qPrintable(r.err.left(400)));
        QVERIFY2(r.err.size() < 400, qPrintable(r.err.left(400)));
    }

    void badValueExitsWithTwo()
    {
        QTemporaryDir home;
        const Run r = runRemi({QStringLiteral("--seed"), QStringLiteral("text"), QStringLiteral("--data-dir"),
                               home.filePath(QStringLiteral("data"))},
                              home.path());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, QStringLiteral("--seed: \"text\" is not a whole number from 0 to 18446744073709551615.\n"));
        const Run seats = runRemi({QStringLiteral("--seats"), QStringLiteral("human"), QStringLiteral("--data-dir"),
                                   home.filePath(QStringLiteral("data"))},
                                  home.path());
        QVERIFY(seats.finished);
        QCOMPARE(seats.exitCode, 2);
        QCOMPARE(seats.err, QStringLiteral("--seats: remi51 needs 2 to 6 players, not 1.\n"));
    }

    void unattendedRunNeverAsksAndKeepsTheAutosave()
    {
        // Bug: the "Continue it?" question hung --exit-when-match-ends.
        QTemporaryDir home;
        const QString data = home.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        const QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
        QVERIFY(QFile::copy(kUnfinishedSave, autosave));
        const QByteArray before = readAll(autosave);
        const Run r = runRemi({QStringLiteral("--data-dir"), data, QStringLiteral("--exit-when-match-ends"),
                               QStringLiteral("--seats"), QStringLiteral("computer,computer"),
                               QStringLiteral("--computer-delay"), QStringLiteral("0"), QStringLiteral("--variant"),
                               QStringLiteral("rummy"), QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("--max-rounds"), QStringLiteral("1")},
                              home.path(), 90000);
        QVERIFY2(r.finished, "remi --exit-when-match-ends did not quit");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("An unfinished game is autosaved; this unattended run starts a new game "
                                               "and leaves the autosave as it is (--resume continues it).")),
                 qPrintable(r.err));
        QCOMPARE(readAll(autosave), before); // neither continued nor overwritten
        QCOMPARE(QDir(data).entryList(QDir::Files), QStringList{QStringLiteral("autosave.remi")});
    }

    void unreadableAutosaveThatCannotBeKeptAsideIsNotOverwritten()
    {
        // Every kept-aside name of the next seconds is taken: remi must not autosave over the file.
        QTemporaryDir home;
        const QString data = home.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        const QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
        const QByteArray broken("{\"format\": \"remi-save\", \"version\": 99}");
        {
            QFile f(autosave);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(broken);
        }
        const QDateTime now = QDateTime::currentDateTime();
        for (int s = 0; s <= 20; ++s) {
            const QString stamp = now.addSecs(s).toString(QStringLiteral("yyyyMMdd-HHmmss"));
            for (int n = 1; n <= 100; ++n) {
                QFile f(QDir(data).filePath(n == 1
                                                ? QStringLiteral("autosave-unreadable-%1.remi").arg(stamp)
                                                : QStringLiteral("autosave-unreadable-%1-%2.remi").arg(stamp).arg(n)));
                QVERIFY(f.open(QIODevice::WriteOnly));
            }
        }
        const Run r = runRemi({QStringLiteral("--data-dir"), data, QStringLiteral("--exit-when-match-ends"),
                               QStringLiteral("--seats"), QStringLiteral("computer,computer"),
                               QStringLiteral("--computer-delay"), QStringLiteral("0"), QStringLiteral("--variant"),
                               QStringLiteral("rummy"), QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("--max-rounds"), QStringLiteral("1")},
                              home.path(), 90000);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("The unreadable autosave %1 cannot be kept aside; this game is not "
                                               "autosaved, so that the file is not overwritten.")
                                    .arg(autosave)),
                 qPrintable(r.err));
        QCOMPARE(readAll(autosave), broken);
    }

    void resumeWithScreenshotContinuesTheAutosave()
    {
        QTemporaryDir home;
        const QString data = home.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        const QString picture = home.filePath(QStringLiteral("x.png"));
        // Without an autosave there is nothing to resume.
        const Run none = runRemi(
            {QStringLiteral("--data-dir"), data, QStringLiteral("--resume"), QStringLiteral("--screenshot"), picture},
            home.path());
        QVERIFY(none.finished);
        QCOMPARE(none.exitCode, 2);
        QCOMPARE(none.err, QStringLiteral("No unfinished game to resume.\n"));
        QVERIFY(!QFileInfo::exists(picture));

        const QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
        QVERIFY(QFile::copy(kUnfinishedSave, autosave));
        const QByteArray before = readAll(autosave);
        const Run r =
            runRemi({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"), QStringLiteral("--screenshot"),
                     picture, QStringLiteral("--size"), QStringLiteral("800x600")},
                    home.path());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains(QStringLiteral("No unfinished game")), qPrintable(r.err));
        QVERIFY(QFileInfo(picture).size() > 0);
        QCOMPARE(readAll(autosave), before); // a picture does not write the autosave
    }
};

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
