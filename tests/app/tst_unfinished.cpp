// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 33: the unfinished game is never lost, and no file the game reads can hang it. Through the
// real remi binary (offscreen, a private data folder; REMI_TEST_ANSWER_DIALOGS=1 answers its message
// boxes with their default button): a save that cannot be opened offers the unfinished game, a good
// file or a desktop "New game: …" action keeps it aside byte for byte; lock debris does not lock the
// game out; a pipe as the settings file or a deck's index.desktop does not hang the start.

#include "Announcer.h"
#include "AppSettings.h"
#include "Autosave.h"
#include "CardTheme.h"
#include "GameController.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "NoticeBar.h"
#include "SaveFile.h"
#include "StartupPlan.h"
#include "TestEnvironment.h"

#include "save/FileIo.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

#ifndef _WIN32
#include <sys/stat.h>
#endif

namespace {

const QString kUnfinished = QStringLiteral(REMI_SAVES_DIR "/good/rummy-3p-mid-round.remi");
const QString kOther = QStringLiteral(REMI_SAVES_DIR "/good/rami-3p-manipulation-mid-round.remi");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A save's game without its seat names: a name equal to the seat's default is written empty
/// (shown in the player's language), so continuing a game may rewrite "Computer 2" as "".
QJsonObject gameWithoutNames(const QByteArray &bytes)
{
    QJsonObject game = QJsonDocument::fromJson(bytes).object();
    QJsonArray players = game.value(QStringLiteral("players")).toArray();
    for (qsizetype i = 0; i < players.size(); ++i) {
        QJsonObject player = players[i].toObject();
        player.remove(QStringLiteral("name"));
        players[i] = player;
    }
    game[QStringLiteral("players")] = players;
    return game;
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList kept(const QString &data)
{
    return QDir(data).entryList({QStringLiteral("unfinished-*.remi")}, QDir::Files, QDir::Name);
}

/// A private home for one remi run; its warnings on stderr on every platform
/// (TestEnvironment::childEnvironment).
QProcessEnvironment privateEnv(const QString &home)
{
    QProcessEnvironment env = TestEnvironment::childEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("REMI_MUTE"), QStringLiteral("1"));
    env.insert(QStringLiteral("REMI_TEST_ANSWER_DIALOGS"), QStringLiteral("1"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.remove(QStringLiteral("REMI_DATA_DIR"));
    return env;
}

/// Runs remi until its stderr holds `until` (then kills it), or until it exits; at most `ms`.
/// Returns stderr (Windows' "\r\n" read as "\n"); `found` whether `until` was seen.
QString runUntil(const QStringList &args, const QString &home, const QString &until, bool *found, int ms = 30000)
{
    QProcess p;
    p.setProcessEnvironment(privateEnv(home));
    p.start(QStringLiteral(REMI_BIN), args);
    QByteArray bytes;
    *found = false;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        p.waitForReadyRead(200);
        bytes += p.readAllStandardError();
        if (!until.isEmpty() && TestEnvironment::localText(bytes).contains(until)) {
            *found = true;
            QTest::qWait(500); // what follows the answer (continueGame and its autosave) is done
            break;
        }
        if (p.state() == QProcess::NotRunning) break;
    }
    p.kill();
    p.waitForFinished(5000);
    bytes += p.readAllStandardError();
    return TestEnvironment::localText(bytes);
}

struct Home {
    QTemporaryDir dir;
    QString data = dir.filePath(QStringLiteral("data"));
    QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
    QByteArray before;
    bool prepare()
    {
        if (!QDir().mkpath(data) || !QFile::copy(kUnfinished, autosave)) return false;
        before = readAll(autosave);
        return !before.isEmpty();
    }
};

} // namespace

class TestUnfinished : public QObject {
    Q_OBJECT
  private slots:
    void planDecides()
    {
        using StartupPlan::Unfinished;
        const auto plan = [](StartupPlan::Inputs in) { return StartupPlan::decide(in); };
        QCOMPARE(plan({}), Unfinished::Offer);
        // A named file that could not be opened leaves the plan of a start without it.
        QCOMPARE(plan({.fileOpened = false}), Unfinished::Offer);
        QCOMPARE(plan({.fileOpened = true}), Unfinished::Ignore);
        QCOMPARE(plan({.namesGame = true}), Unfinished::KeepAside);
        QCOMPARE(plan({.resume = true}), Unfinished::Continue);
        QCOMPARE(plan({.resume = true, .probe = true}), Unfinished::Continue);
        QCOMPARE(plan({.probe = true}), Unfinished::Ignore);
        QCOMPARE(plan({.unattended = true, .namesGame = true}), Unfinished::LeaveAlone);
        QCOMPARE(plan({.readOnly = true}), Unfinished::ReadOnly);
        QCOMPARE(plan({.namesGame = true, .autosaveStopped = true}), Unfinished::Ignore);
        QCOMPARE(plan({.resume = true, .autosaveStopped = true}), Unfinished::CannotResume);
    }

#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    void environmentBeforeTheApplication()
    {
        // Without a session bus the D-Bus library started a dbus-launch daemon that outlived the
        // game: the address is set to "disabled:" unless $XDG_RUNTIME_DIR/bus exists.
        const QByteArray oldRuntime = qgetenv("XDG_RUNTIME_DIR"), oldBus = qgetenv("DBUS_SESSION_BUS_ADDRESS");
        const QByteArray oldPlatform = qgetenv("QT_QPA_PLATFORM"), oldDisplay = qgetenv("DISPLAY"),
                         oldWayland = qgetenv("WAYLAND_DISPLAY");
        QTemporaryDir runtime;
        qputenv("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        QVERIFY(StartupPlan::prepareEnvironment()); // QT_QPA_PLATFORM=offscreen (the test's)
        QCOMPARE(qgetenv("DBUS_SESSION_BUS_ADDRESS"), QByteArray("disabled:"));
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        QVERIFY(writeAll(runtime.filePath(QStringLiteral("bus")), "")); // a session bus is there
        QVERIFY(StartupPlan::prepareEnvironment());
        QVERIFY(!qEnvironmentVariableIsSet("DBUS_SESSION_BUS_ADDRESS"));
        // No display and no platform: refused (main exits with 2), as SIGABRT was.
        qunsetenv("QT_QPA_PLATFORM");
        qunsetenv("DISPLAY");
        qunsetenv("WAYLAND_DISPLAY");
        const bool withoutDisplay = StartupPlan::prepareEnvironment();
        qputenv("WAYLAND_DISPLAY", "wayland-0");
        const bool withWayland = StartupPlan::prepareEnvironment();
        const auto restore = [](const char *name, const QByteArray &value) {
            if (value.isNull()) qunsetenv(name);
            else qputenv(name, value);
        };
        restore("XDG_RUNTIME_DIR", oldRuntime);
        restore("DBUS_SESSION_BUS_ADDRESS", oldBus);
        restore("QT_QPA_PLATFORM", oldPlatform);
        restore("DISPLAY", oldDisplay);
        restore("WAYLAND_DISPLAY", oldWayland);
        QVERIFY(!withoutDisplay);
        QVERIFY(withWayland);
    }
#endif

    void fileThatCannotBeOpenedOffersTheUnfinishedGame_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty") << "broken.remi" << QByteArray("") << "";
        QTest::newRow("garbage") << "garbage.remi" << QByteArray("{\"format\": 1") << "";
        QTest::newRow("misspelt") << "missing.remi" << QByteArray()
                                  << QStringLiteral("cannot read the file: ") + TestEnvironment::errnoText(ENOENT);
    }
    void fileThatCannotBeOpenedOffersTheUnfinishedGame()
    {
        // Bug: after OK on "… cannot be opened" a new game was dealt over autosave.remi.
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, why);
        Home home;
        QVERIFY(home.prepare());
        const QString file = home.dir.filePath(name);
        if (name != QLatin1String("missing.remi")) QVERIFY(writeAll(file, bytes));
        bool asked = false;
        const QString err = runUntil({QStringLiteral("--data-dir"), home.data, QStringLiteral("--computer-delay"),
                                      QStringLiteral("600000"), file},
                                     home.dir.path(), QStringLiteral("\" with \"Continue\"\n"), &asked);
        QVERIFY2(err.contains(QStringLiteral("remi test: answered \"%1 cannot be opened: %2")
                                  .arg(TestEnvironment::nativePath(file), why)),
                 qPrintable(err));
        QVERIFY2(asked, qPrintable(err)); // the unfinished game was offered, and continued
        // The same game, not a new one dealt over it, with the same names shown.
        QVERIFY2(err.contains(QStringLiteral("against Computer 1, Computer 2 and Computer 3, round 1?")),
                 qPrintable(err));
        QVERIFY(!gameWithoutNames(home.before).isEmpty());
        QCOMPARE(gameWithoutNames(readAll(home.autosave)), gameWithoutNames(home.before));
        QCOMPARE(kept(home.data), QStringList());
    }

    void goodFileKeepsTheUnfinishedGameAside()
    {
        // Bug: `remi other.remi` (a double-click) replaced the unfinished game without a word.
        Home home;
        QVERIFY(home.prepare());
        bool found = false;
        const QString err = runUntil({QStringLiteral("--data-dir"), home.data, QStringLiteral("--computer-delay"),
                                      QStringLiteral("600000"), kOther},
                                     home.dir.path(), QStringLiteral("Unfinished game kept as "), &found);
        QVERIFY2(found, qPrintable(err));
        const QStringList names = kept(home.data);
        QCOMPARE(names.size(), 1);
        QVERIFY2(err.contains(QStringLiteral("Unfinished game kept as %1").arg(QDir(home.data).filePath(names[0]))),
                 qPrintable(err));
        QCOMPARE(readAll(QDir(home.data).filePath(names[0])), home.before);
        remi::save::SaveGame now;
        QString error;
        QVERIFY2(SaveFile::read(home.autosave, &now, &error), qPrintable(error));
        QCOMPARE(now.variant, std::string("rami")); // the opened file's game is autosaved now
    }

    void desktopNewGameActionKeepsTheUnfinishedGameAside()
    {
        // The desktop file's "New game: Rummy" runs `remi --variant rummy`.
        Home home;
        QVERIFY(home.prepare());
        bool found = false;
        const QString err =
            runUntil({QStringLiteral("--data-dir"), home.data, QStringLiteral("--variant"), QStringLiteral("rummy"),
                      QStringLiteral("--computer-delay"), QStringLiteral("600000")},
                     home.dir.path(), QStringLiteral("Unfinished game kept as "), &found);
        QVERIFY2(found, qPrintable(err));
        const QStringList names = kept(home.data);
        QCOMPARE(names.size(), 1);
        QCOMPARE(readAll(QDir(home.data).filePath(names[0])), home.before);
    }

    void unattendedResumeAtARoundsEndGoesOn()
    {
        // Bug: `remi --resume --exit-when-match-ends --max-rounds N` of a game saved at a round's end
        // waited for ever (no round ended after the resume).
        QTemporaryDir home;
        const QString data = home.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        const QString autosave = QDir(data).filePath(QStringLiteral("autosave.remi"));
        QProcess sim;
        sim.start(QStringLiteral(REMI_SIM),
                  {QStringLiteral("record"), QStringLiteral("--variant"), QStringLiteral("rummy"),
                   QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("5"),
                   QStringLiteral("--rounds"), QStringLiteral("1"), QStringLiteral("--out"), autosave});
        QVERIFY(sim.waitForFinished(60000));
        QCOMPARE(sim.exitCode(), 0);
        for (const int rounds : {1, 2}) {
            QProcess p;
            p.setProcessEnvironment(privateEnv(home.path()));
            p.start(QStringLiteral(REMI_BIN),
                    {QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                     QStringLiteral("--exit-when-match-ends"), QStringLiteral("--max-rounds"), QString::number(rounds),
                     QStringLiteral("--computer-delay"), QStringLiteral("0")});
            const bool finished = p.waitForFinished(60000);
            if (!finished) p.kill();
            QVERIFY2(finished, qPrintable(QStringLiteral("--max-rounds %1 did not quit").arg(rounds)));
            QCOMPARE(p.exitCode(), 0);
            remi::save::SaveGame saved;
            QString error;
            QVERIFY2(SaveFile::read(autosave, &saved, &error), qPrintable(error));
            QCOMPARE(saved.rounds.size(), std::size_t(rounds == 1 ? 1 : 2));
        }
    }

    void openInTheWindowKeepsTheGameAsideAndSaysWhere()
    {
        // Game → Open… (and the macOS file-open event, which runs the same code) over a game in progress.
        Home home;
        QVERIFY(home.prepare());
        qputenv("REMI_DATA_DIR", home.data.toLocal8Bit());
        {
            MainWindow w;
            w.controller()->setComputerDelay(60 * 60 * 1000);
            w.enableAutosave();
            QCOMPARE(w.autosave()->problem(), Autosave::Problem::None);
            QString error;
            QSignalSpy spoken(w.keyboard()->announcer(), &Announcer::spoken);
            QVERIFY2(w.openFile(kOther, &error), qPrintable(error));
            QStringList names = kept(home.data);
            QCOMPARE(names.size(), 1);
            const QString copy = QDir(home.data).filePath(names[0]);
            QCOMPARE(readAll(copy), home.before);
            QVERIFY(w.keptNotice()->isShown());
            const QString notice = QStringLiteral("Your unfinished game was kept as %1. Game → Open… opens it again.")
                                       .arg(QDir::toNativeSeparators(copy));
            QCOMPARE(w.keptNotice()->text(), notice);
            // Said to the screen reader too (issue 34: a blind tester never heard it).
            QTRY_COMPARE(spoken.size(), 1);
            QVERIFY2(spoken.first().first().toString().contains(notice), qPrintable(spoken.first().first().toString()));
            // Opened back and forth: the same game is kept once, not again and again.
            QVERIFY2(w.openFile(kOther, &error), qPrintable(error));
            QVERIFY2(w.openFile(kOther, &error), qPrintable(error));
            QCOMPARE(kept(home.data).size(), 2);
            // A bad file keeps nothing and changes nothing.
            const QByteArray current = readAll(home.autosave);
            const QString bad = home.dir.filePath(QStringLiteral("bad.remi"));
            QVERIFY(writeAll(bad, "{"));
            QVERIFY(!w.openFile(bad, &error));
            QCOMPARE(kept(home.data).size(), 2);
            QCOMPARE(readAll(home.autosave), current);
            // At most Autosave::kMaxUnfinishedKept are kept: the oldest go.
            for (int i = 0; i < 30; ++i) {
                const QString old = QDir(home.data).filePath(QStringLiteral("unfinished-2000010%1-000000.remi").arg(i));
                QFile f(old);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QByteArray::number(i));
                f.flush();
                QVERIFY(f.setFileTime(QDateTime::currentDateTime().addDays(-1 - i), QFileDevice::FileModificationTime));
            }
            QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 9));
            QVERIFY(w.autosave()->saveNow());
            QVERIFY2(w.openFile(kOther, &error), qPrintable(error));
            names = kept(home.data);
            QCOMPARE(names.size(), Autosave::kMaxUnfinishedKept);
            QVERIFY(names.contains(QStringLiteral("unfinished-20000100-000000.remi")));   // the newest old one stays
            QVERIFY(!names.contains(QStringLiteral("unfinished-200001029-000000.remi"))); // the oldest went
        }
        qunsetenv("REMI_DATA_DIR");
    }

    void gameThatCannotBeKeptAsideIsNotOverwritten()
    {
        // A full disk while the unfinished game is copied aside: the opened game is played without
        // autosave, and autosave.remi keeps the unfinished game.
        Home home;
        QVERIFY(home.prepare());
        qputenv("REMI_DATA_DIR", home.data.toLocal8Bit());
        {
            MainWindow w;
            w.controller()->setComputerDelay(60 * 60 * 1000);
            w.enableAutosave();
            remi::save::WriteFaults full;
            full.failAfterBytes = 0;
            remi::save::setWriteFaultsForTesting(full);
            QString error;
            const bool opened = w.openFile(kOther, &error);
            remi::save::setWriteFaultsForTesting(std::nullopt);
            QVERIFY2(opened, qPrintable(error));
            QVERIFY(w.autosave()->stopped());
            QCOMPARE(w.autosave()->problem(), Autosave::Problem::UnfinishedNotKept);
            QCOMPARE(w.saveNotice()->text(),
                     QStringLiteral("This game is not being saved: the unfinished game in %1 could not be kept aside, "
                                    "and autosaving would overwrite it.")
                         .arg(QDir::toNativeSeparators(home.autosave)));
            QVERIFY(!w.autosave()->saveNow());
            QVERIFY(!w.keptNotice()->isShown());
        }
        qunsetenv("REMI_DATA_DIR");
        QCOMPARE(readAll(home.autosave), home.before);
        QCOMPARE(kept(home.data), QStringList());
    }

    void lockDebrisDoesNotLockTheGameOut_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("problem");
        QTest::newRow("empty file") << "empty" << int(Autosave::Problem::None);
        QTest::newRow("garbage") << "garbage" << int(Autosave::Problem::None);
        QTest::newRow("empty folder") << "folder" << int(Autosave::Problem::None);
        QTest::newRow("folder with a file") << "full folder" << int(Autosave::Problem::LockBlocked);
#ifndef _WIN32
        QTest::newRow("fifo") << "fifo" << int(Autosave::Problem::LockBlocked);
#endif
    }
    void lockDebrisDoesNotLockTheGameOut()
    {
        // Bug: an empty, garbage or folder autosave.remi.lock said "open in another Remi window" for ever.
        QFETCH(QString, kind);
        QFETCH(int, problem);
        QTemporaryDir dir;
        const QString lock = dir.filePath(QStringLiteral("autosave.remi.lock"));
        if (kind == QLatin1String("empty")) QVERIFY(writeAll(lock, ""));
        if (kind == QLatin1String("garbage")) QVERIFY(writeAll(lock, "\x01\x02 not a lock\n\n\n"));
        if (kind == QLatin1String("folder")) QVERIFY(QDir().mkpath(lock));
        if (kind == QLatin1String("full folder")) {
            QVERIFY(QDir().mkpath(lock));
            QVERIFY(writeAll(lock + QStringLiteral("/note.txt"), "mine"));
        }
#ifndef _WIN32
        if (kind == QLatin1String("fifo")) QCOMPARE(::mkfifo(QFile::encodeName(lock).constData(), 0600), 0);
#endif
        qputenv("REMI_DATA_DIR", dir.path().toLocal8Bit());
        {
            MainWindow w;
            w.controller()->setComputerDelay(60 * 60 * 1000);
            w.enableAutosave();
            QCOMPARE(int(w.autosave()->problem()), problem);
            QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
            if (problem == int(Autosave::Problem::None)) {
                QVERIFY(!w.autosave()->stopped());
                QVERIFY(w.autosave()->saveNow());
                QVERIFY(QFileInfo(lock).isFile());
            } else {
                QVERIFY(w.autosave()->stopped());
                QCOMPARE(w.autosave()->problemText(),
                         QStringLiteral("This game is not being saved: %1 is in the way of the autosave's lock file. "
                                        "An unfinished game in %2 is kept as it is: remove %1 and start Remi again "
                                        "to continue it.")
                             .arg(QDir::toNativeSeparators(lock),
                                  QDir::toNativeSeparators(dir.filePath(QStringLiteral("autosave.remi")))));
                QVERIFY(w.saveNotice()->isShown());
                QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("autosave.remi"))));
            }
        }
        qunsetenv("REMI_DATA_DIR");
        if (kind == QLatin1String("full folder"))
            QCOMPARE(readAll(lock + QStringLiteral("/note.txt")), QByteArray("mine"));
    }

    void deckFilesStayInTheDeckFolder()
    {
        QTemporaryDir kde;
        const QDir root(kde.path());
        QVERIFY(writeAll(root.filePath(QStringLiteral("outside.svg")), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"));
        for (const char *deck : {"svg-good", "svg-climbs", "svg-absolute"}) QVERIFY(root.mkpath(QLatin1String(deck)));
        QVERIFY(writeAll(root.filePath(QStringLiteral("svg-good/good.svg")),
                         "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"));
        QVERIFY(writeAll(root.filePath(QStringLiteral("svg-good/index.desktop")),
                         "[KDE Cards]\nName=Good\nSVG=good.svg\n"));
        QVERIFY(writeAll(root.filePath(QStringLiteral("svg-climbs/index.desktop")),
                         "[KDE Cards]\nName=Climbs\nSVG=../outside.svg\n"));
        QVERIFY(
            writeAll(root.filePath(QStringLiteral("svg-absolute/index.desktop")),
                     "[KDE Cards]\nName=Absolute\nSVG=/../" + QFile::encodeName(root.filePath("outside.svg")) + "\n"));
        QStringList keys;
        for (const CardTheme &t : CardThemes::available({kde.path()}, {})) keys << t.key;
        QVERIFY2(keys.contains(QStringLiteral("kde:svg-good")), qPrintable(keys.join(QLatin1Char(' '))));
        QVERIFY2(!keys.contains(QStringLiteral("kde:svg-climbs")), qPrintable(keys.join(QLatin1Char(' '))));
        QVERIFY2(!keys.contains(QStringLiteral("kde:svg-absolute")), qPrintable(keys.join(QLatin1Char(' '))));
    }

    void namesKeepAFewCombiningMarks()
    {
        // A name of combining accents drew a line across the table.
        const QString acute(QChar(0x0301));
        GameController c;
        c.setComputerDelay(60 * 60 * 1000);
        QList<SeatConfig> seats = GameController::defaultSeats(3);
        seats[0].name = QStringLiteral("A") + acute.repeated(300) + QStringLiteral("na");
        seats[1].name = acute.repeated(5) + QStringLiteral("Ana");
        seats[2].name = QStringLiteral("Ćiril Jovanović");
        QVERIFY(c.newGame(*AppSettings::rules(QStringLiteral("rummy")), seats, 5));
        QCOMPARE(c.seats()[0].name, QStringLiteral("A") + acute.repeated(2) + QStringLiteral("na"));
        QCOMPARE(c.seats()[1].name, QStringLiteral("Ana"));
        QCOMPARE(c.seats()[2].name, QStringLiteral("Ćiril Jovanović"));
    }

#ifndef _WIN32
    void relativeHomeIsNotAutosavedInto()
    {
        // Bug: HOME=home/ana (or a relative XDG_DATA_HOME) autosaved into the current folder.
        QTemporaryDir cwd;
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(cwd.path()));
        const QByteArray oldHome = qgetenv("HOME"), oldXdg = qgetenv("XDG_DATA_HOME");
        qunsetenv("REMI_DATA_DIR");
        qputenv("XDG_DATA_HOME", "data/here");
        const Autosave::Problem relativeXdg = Autosave::dataDirProblem();
        const bool xdgUsed = !QDir::isAbsolutePath(Autosave::dataDir());
        qputenv("HOME", "home/ana");
        qunsetenv("XDG_DATA_HOME");
        const QString folder = QDir::toNativeSeparators(QDir::cleanPath(Autosave::dataDir()));
        const Autosave::Problem relativeHome = Autosave::dataDirProblem();
        QString notice;
        bool stopped = false;
        {
            MainWindow w;
            w.controller()->setComputerDelay(60 * 60 * 1000);
            w.enableAutosave();
            QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
            stopped = w.autosave()->stopped();
            notice = w.saveNotice()->text();
        }
        qputenv("HOME", oldHome);
        qputenv("XDG_DATA_HOME", oldXdg);
        QVERIFY(QDir::setCurrent(before));
        QCOMPARE(relativeHome, Autosave::Problem::NotAbsolute);
        QVERIFY(stopped);
        QCOMPARE(notice, QStringLiteral("This game is not being saved: the data folder %1 is not a full path (HOME or "
                                        "XDG_DATA_HOME is relative), and Remi does not save into the current folder.")
                             .arg(folder));
        QCOMPARE(QDir(cwd.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
        if (xdgUsed) QCOMPARE(relativeXdg, Autosave::Problem::NotAbsolute); // where Qt takes it as it is
    }
#endif

    // The settings file notices come from AppSettings::checkSettingsFiles, which looks at the
    // settings files of Linux (~/.config) only.
    void relativeHomeWritesNothingInTheCurrentFolder()
    {
        // The settings too: HOME=home/ana would write home/ana/.config/Remi/remi.conf here.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        QTemporaryDir cwd, runtime;
        QProcess p;
        QProcessEnvironment env = privateEnv(runtime.path());
        env.insert(QStringLiteral("HOME"), QStringLiteral("home/ana"));
        env.remove(QStringLiteral("XDG_CONFIG_HOME"));
        env.remove(QStringLiteral("XDG_DATA_HOME"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(cwd.path());
        p.start(QStringLiteral(REMI_BIN),
                {QStringLiteral("--seats"), QStringLiteral("computer,computer"), QStringLiteral("--variant"),
                 QStringLiteral("rummy"), QStringLiteral("--exit-when-match-ends"), QStringLiteral("--max-rounds"),
                 QStringLiteral("1"), QStringLiteral("--computer-delay"), QStringLiteral("0")});
        const bool finished = p.waitForFinished(60000);
        if (!finished) p.kill();
        QVERIFY(finished);
        QCOMPARE(p.exitCode(), 0);
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QVERIFY2(
            err.contains(QStringLiteral("Settings: The settings file home/ana/.config/Remi/remi.conf is not a full "
                                        "path (HOME or XDG_CONFIG_HOME is relative); the default settings are used, "
                                        "and not saved.")),
            qPrintable(err));
        QCOMPARE(QDir(cwd.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
        QVERIFY(!QFileInfo::exists(runtime.filePath(QStringLiteral("home"))));
#else
        QSKIP("The settings files are checked on Linux and other X11-type Unix only (AppSettings.cpp): Windows "
              "keeps them in the registry, macOS in a plist");
#endif
    }

    void pipeAsSettingsFileDoesNotHang()
    {
        // Bug: QSettings read a FIFO remi.conf before the options: even --version hung.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        QTemporaryDir home;
        const QString folder = home.filePath(QStringLiteral(".config/Remi"));
        QVERIFY(QDir().mkpath(folder));
        const QString conf = folder + QStringLiteral("/remi.conf");
        QCOMPARE(::mkfifo(QFile::encodeName(conf).constData(), 0600), 0);
        QProcess version;
        version.setProcessEnvironment(privateEnv(home.path()));
        version.start(QStringLiteral(REMI_BIN), {QStringLiteral("--version")});
        const bool finished = version.waitForFinished(20000);
        if (!finished) version.kill();
        QVERIFY2(finished, "remi --version hung on a FIFO remi.conf");
        QCOMPARE(version.exitCode(), 0);
        // A game: the defaults, said in the settings notice (and on stderr), the FIFO left as it is.
        const QString data = home.filePath(QStringLiteral("data"));
        bool found = false;
        const QString err = runUntil({QStringLiteral("--data-dir"), data, QStringLiteral("--seats"),
                                      QStringLiteral("computer,computer"), QStringLiteral("--exit-when-match-ends"),
                                      QStringLiteral("--max-rounds"), QStringLiteral("1"),
                                      QStringLiteral("--computer-delay"), QStringLiteral("0")},
                                     home.path(), QStringLiteral("\n"), &found, 60000);
        const QString notice =
            QStringLiteral("Settings: The settings file %1 is not a regular file (a pipe, a folder or a "
                           "device); the default settings are used, and not saved.")
                .arg(conf);
        QVERIFY2(err.contains(notice), qPrintable(err));
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(conf).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
#else
        QSKIP("The settings files are checked on Linux and other X11-type Unix only (AppSettings.cpp): Windows "
              "keeps them in the registry, macOS in a plist");
#endif
    }

#ifndef _WIN32
    void pipeAsDeckIndexDoesNotHang()
    {
        QTemporaryDir home;
        const QString deck = home.filePath(QStringLiteral(".local/share/carddecks/svg-pipe"));
        QVERIFY(QDir().mkpath(deck));
        QCOMPARE(::mkfifo(QFile::encodeName(deck + QStringLiteral("/index.desktop")).constData(), 0600), 0);
        QProcess check;
        check.setProcessEnvironment(privateEnv(home.path()));
        check.start(QStringLiteral(REMI_BIN), {QStringLiteral("--check-data")});
        const bool finished = check.waitForFinished(20000);
        if (!finished) check.kill();
        QVERIFY2(finished, "remi --check-data hung on a FIFO index.desktop");
        QVERIFY(check.exitStatus() == QProcess::NormalExit);
    }
#endif
};

QTEST_MAIN(TestUnfinished)
#include "tst_unfinished.moc"
