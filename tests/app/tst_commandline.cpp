// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi's command line: CommandLine::read refuses every bad value with one line (main.cpp prints it
// and exits with 2); the remi binary with an autosave in its data folder: unattended runs never
// ask about it (and leave it as it is), --resume --screenshot continues it.

#include "CommandLine.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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
    QString out, err;
};

/// Runs remi with `args` (offscreen, HOME in `home`), at most `timeoutMs`.
Run runRemi(const QStringList &args, const QString &home, int timeoutMs = 60000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home); // a QTemporaryDir: 0700
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
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
    r.out = QString::fromLocal8Bit(p.readAllStandardOutput());
    r.err = QString::fromLocal8Bit(p.readAllStandardError());
    return r;
}

const QString kUnfinishedSave = QStringLiteral(REMI_SAVES_DIR "/good/rummy-3p-mid-round.remi");

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT
  private slots:
    void goodValues()
    {
        const Parsed p = parse({QStringLiteral("--seed"), QStringLiteral("18446744073709551615"), QStringLiteral("--size"),
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
        QTest::newRow("seed 2^64") << QStringList{"--seed", "18446744073709551616"} << "--seed: \"18446744073709551616" + seedRange;
        QTest::newRow("seed huge") << QStringList{"--seed", "99999999999999999999999"}
                                   << "--seed: \"99999999999999999999999" + seedRange;
        QTest::newRow("seed empty") << QStringList{"--seed="} << "--seed: \"" + seedRange;
        QTest::newRow("max-rounds -1") << QStringList{"--max-rounds", "-1"}
                                       << QStringLiteral("--max-rounds: \"-1\" is not a whole number from 0 to 100000.");
        QTest::newRow("max-rounds abc") << QStringList{"--max-rounds", "abc"}
                                        << QStringLiteral("--max-rounds: \"abc\" is not a whole number from 0 to 100000.");
        const QString sizeRange = QStringLiteral("\" is not a window size WIDTHxHEIGHT from 1x1 to 8192x8192.");
        QTest::newRow("size abc") << QStringList{"--size", "abc"} << "--size: \"abc" + sizeRange;
        QTest::newRow("size -5x-5") << QStringList{"--size", "-5x-5"} << "--size: \"-5x-5" + sizeRange;
        QTest::newRow("size 0x0") << QStringList{"--size", "0x0"} << "--size: \"0x0" + sizeRange;
        QTest::newRow("size 20000x20000") << QStringList{"--size", "20000x20000"} << "--size: \"20000x20000" + sizeRange;
        QTest::newRow("size 800x8193") << QStringList{"--size", "800x8193"} << "--size: \"800x8193" + sizeRange;
        QTest::newRow("screenshot-dialog bogus")
            << QStringList{"--screenshot", "x.png", "--screenshot-dialog", "bogus"}
            << QStringLiteral("--screenshot-dialog: unknown dialog \"bogus\" (settings or newgame).");
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
        QTest::newRow("5 seats indonesia") << QStringList{"--variant", "remi_indonesia", "--seats", "human,easy,easy,easy,easy"}
                                           << QStringLiteral("--seats: remi_indonesia needs 2 to 4 players, not 5.");
        QTest::newRow("9 seats rami") << QStringList{"--variant", "rami", "--seats", "human,easy,easy,easy,easy,easy,easy,easy,easy"}
                                      << QStringLiteral("--seats: rami needs 2 to 8 players, not 9.");
        QTest::newRow("players 1") << QStringList{"--players", "1"}
                                   << QStringLiteral("--players: remi51 needs 2 to 6 players, not \"1\".");
        QTest::newRow("players abc") << QStringList{"--variant", "rummy", "--players", "abc"}
                                     << QStringLiteral("--players: rummy needs 2 to 6 players, not \"abc\".");
        QTest::newRow("unknown seat") << QStringList{"--seats", "human,robot"}
                                      << QStringLiteral("--seats: unknown seat \"robot\" (human, computer, easy, normal, hard or expert).");
        QTest::newRow("unknown variant") << QStringList{"--variant", "poker"}
                                         << QStringLiteral("--variant: unknown game \"poker\" (remi51, rummy, rami or remi_indonesia).");
        QTest::newRow("unknown language") << QStringList{"--language", "xx"}
                                          << QStringLiteral("Unknown language: xx (en, sr, sr_Latn or ru)");
    }

    void badValues()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const Parsed p = parse(args);
        QVERIFY(!p.options);
        QCOMPARE(p.error, error);
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
                QFile f(QDir(data).filePath(n == 1 ? QStringLiteral("autosave-unreadable-%1.remi").arg(stamp)
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
        const Run none = runRemi({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                                  QStringLiteral("--screenshot"), picture},
                                 home.path());
        QVERIFY(none.finished);
        QCOMPARE(none.exitCode, 2);
        QCOMPARE(none.err, QStringLiteral("No unfinished game to resume.\n"));
        QVERIFY(!QFileInfo::exists(picture));

        const QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
        QVERIFY(QFile::copy(kUnfinishedSave, autosave));
        const QByteArray before = readAll(autosave);
        const Run r = runRemi({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                               QStringLiteral("--screenshot"), picture, QStringLiteral("--size"),
                               QStringLiteral("800x600")},
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
