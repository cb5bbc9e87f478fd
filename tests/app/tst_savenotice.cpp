// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 21, the window half: a game that is not being saved says so in a notice that stays up (a
// full disk, a read-only folder, no home folder, a second window on one data folder), with Save as…,
// and the old autosave stays intact; stored settings that cannot be used are listed the same way.

#include "Autosave.h"
#include "GameController.h"
#include "InUseDialog.h"
#include "MainWindow.h"
#include "NoticeBar.h"
#include "SaveFile.h"
#include "SettingsProblems.h"
#include "TableScene.h"
#include "TestEnvironment.h"

#include "save/FileIo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

#ifdef Q_OS_LINUX
#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// An environment variable set (or removed) for one scope.
class EnvScope {
  public:
    EnvScope(const char *name, const QByteArray *value) : m_name(name), m_had(qEnvironmentVariableIsSet(name))
    {
        m_old = qgetenv(name);
        if (value) qputenv(name, *value);
        else qunsetenv(name);
    }
    ~EnvScope()
    {
        if (m_had) qputenv(m_name, m_old);
        else qunsetenv(m_name);
    }

  private:
    const char *m_name;
    bool m_had;
    QByteArray m_old;
};

#ifdef Q_OS_LINUX
/// As root, a folder's mode does not stop writing (CAP_DAC_OVERRIDE): lower that capability from
/// this thread's effective set for the scope, so that a 0555 folder is read-only for the test too.
class NoDacOverride {
  public:
    NoDacOverride()
    {
        if (geteuid() != 0) return;
        if (syscall(SYS_capget, &m_header, m_saved) != 0) return;
        __user_cap_data_struct lowered[2] = {m_saved[0], m_saved[1]};
        lowered[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH));
        m_lowered = syscall(SYS_capset, &m_header, lowered) == 0;
    }
    ~NoDacOverride()
    {
        if (m_lowered) syscall(SYS_capset, &m_header, m_saved);
    }

  private:
    __user_cap_header_struct m_header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct m_saved[2]{};
    bool m_lowered = false;
};
#endif

} // namespace

class TestSaveNotice : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_folders = 0;

    /// A new, empty data folder for one test.
    QString useNewDataFolder()
    {
        const QString dir = m_dir.filePath(QStringLiteral("data%1").arg(++m_folders));
        qputenv("REMI_DATA_DIR", dir.toLocal8Bit());
        return dir;
    }

    /// A rummy game (one human, two computers) with the human to move.
    void startAtHumanTurn(MainWindow &w, quint64 seed)
    {
        w.controller()->setComputerDelay(0);
        QVERIFY(w.startGame(QStringLiteral("rummy"), GameController::defaultSeats(3), seed));
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn(), 20000);
    }

    /// The human draws (an action: the autosave writes after it).
    static void draw(MainWindow &w)
    {
        QCOMPARE(w.controller()->act(remi::Action::draw(w.controller()->round().currentSeat())), remi::Reason::Ok);
    }

    /// The human discards the last card of the hand.
    static void discard(MainWindow &w)
    {
        const int seat = w.controller()->round().currentSeat();
        const auto &hand = w.controller()->round().hand(seat);
        QCOMPARE(w.controller()->act(remi::Action::discard(seat, hand.back().id)), remi::Reason::Ok);
    }

  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_savenotice"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QVERIFY(m_dir.isValid());
    }

    void cleanup() { remi::save::setWriteFaultsForTesting(std::nullopt); }

    void fullDiskShowsTheNoticeAndKeepsTheOldAutosave()
    {
        const QString dir = useNewDataFolder();
        MainWindow w;
        w.enableAutosave();
        startAtHumanTurn(w, 17);
        QVERIFY(w.autosave()->writes() >= 1);
        QVERIFY(!w.saveNotice()->isShown());
        const QByteArray before = readAll(Autosave::path());
        QVERIFY(before.size() > 1000);

        // The disk fills up after 100 bytes of the next autosave.
        remi::save::WriteFaults faults;
        faults.failAfterBytes = 100;
        faults.writeError = ENOSPC;
        remi::save::setWriteFaultsForTesting(faults);
        draw(w);
        QCOMPARE(readAll(Autosave::path()), before);
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden),
                 QStringList({QStringLiteral("autosave.remi"), QStringLiteral("autosave.remi.lock")}));
        QCOMPARE(w.autosave()->problem(), Autosave::Problem::DiskFull);
        QVERIFY(w.saveNotice()->isShown());
        QCOMPARE(w.saveNotice()->text(), QStringLiteral("This game is not being saved: the disk is full (folder %1).")
                                             .arg(QDir::toNativeSeparators(dir)));
        auto *saveAs = w.saveNotice()->findChild<QPushButton *>(QStringLiteral("saveNoticeSaveAs"));
        QVERIFY(saveAs);
        QCOMPARE(saveAs->text(), QStringLiteral("Save as…"));
        // The status line's next message does not replace it.
        w.statusBar()->showMessage(QStringLiteral("Something else happened."));
        QVERIFY(w.saveNotice()->isShown());

        // Space again: the next autosave works and the notice goes.
        remi::save::setWriteFaultsForTesting(std::nullopt);
        discard(w);
        QCOMPARE(w.autosave()->problem(), Autosave::Problem::None);
        QVERIFY(!w.saveNotice()->isShown());
        QVERIFY(w.saveNotice()->isHidden());
        QVERIFY(readAll(Autosave::path()) != before);
    }

    void failingDiskIsWorded()
    {
        const QString dir = useNewDataFolder();
        MainWindow w;
        w.enableAutosave();
        startAtHumanTurn(w, 5);
        const QByteArray before = readAll(Autosave::path());
        remi::save::WriteFaults faults;
        faults.syncError = EIO;
        remi::save::setWriteFaultsForTesting(faults);
        draw(w);
        QCOMPARE(readAll(Autosave::path()), before);
        QCOMPARE(w.autosave()->problem(), Autosave::Problem::Other);
        QVERIFY(w.saveNotice()->text().startsWith(
            QStringLiteral("This game is not being saved: Cannot write %1: cannot write the file to the disk")
                .arg(QDir(dir).filePath(QStringLiteral("autosave.remi")))));
    }

#ifdef Q_OS_UNIX
    void readOnlyFolderShowsTheNoticeAndKeepsTheOldAutosave()
    {
        const QString dir = useNewDataFolder();
        MainWindow w;
        w.enableAutosave();
        startAtHumanTurn(w, 23);
        const QByteArray before = readAll(Autosave::path());
        QVERIFY(before.size() > 1000);
        QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                               QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther));
        {
#ifdef Q_OS_LINUX
            NoDacOverride asUser;
#endif
            QFile probe(QDir(dir).filePath(QStringLiteral("probe")));
            QVERIFY2(!probe.open(QIODevice::WriteOnly), "the folder must be read-only for this test");
            draw(w);
        }
        QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        QCOMPARE(readAll(Autosave::path()), before);
        QCOMPARE(w.autosave()->problem(), Autosave::Problem::NoPermission);
        QCOMPARE(w.saveNotice()->text(),
                 QStringLiteral("This game is not being saved: Remi may not write in the folder %1.")
                     .arg(QDir::toNativeSeparators(dir)));
        discard(w); // writable again
        QVERIFY(!w.saveNotice()->isShown());
    }

    void withoutHomeTheAutosaveIsRefused()
    {
        useNewDataFolder();
        EnvScope noDataDir("REMI_DATA_DIR", nullptr);
        EnvScope noHome("HOME", nullptr);
        EnvScope noXdg("XDG_DATA_HOME", nullptr);
        QCOMPARE(Autosave::dataDirProblem(), Autosave::Problem::NoHome);
#ifndef Q_OS_MACOS
        QCOMPARE(QDir::cleanPath(Autosave::dataDir()), QStringLiteral("/.local/share/RemiTests/tst_savenotice"));
#endif
        const bool existed = QFileInfo::exists(Autosave::dataDir());
        MainWindow w;
        w.enableAutosave();
        startAtHumanTurn(w, 3);
        draw(w);
        QCOMPARE(w.autosave()->writes(), 0);
        QVERIFY(w.autosave()->stopped());
        QCOMPARE(QFileInfo::exists(Autosave::dataDir()), existed);
        QCOMPARE(
            w.saveNotice()->text(),
            QStringLiteral("This game is not being saved: there is no home folder (HOME is not set), and Remi does not "
                           "save into %1.")
                .arg(QDir::toNativeSeparators(QDir::cleanPath(Autosave::dataDir()))));
        // An absolute XDG_DATA_HOME (or --data-dir) is a home for the data: accepted. Only where
        // QStandardPaths follows XDG_DATA_HOME (Autosave::dataDirProblem); macOS does not.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        const QByteArray xdg = m_dir.filePath(QStringLiteral("xdg")).toLocal8Bit();
        EnvScope withXdg("XDG_DATA_HOME", &xdg);
        QCOMPARE(Autosave::dataDirProblem(), Autosave::Problem::None);
#endif
    }
#endif

    void secondWindowOnOneDataFolderDoesNotAutosave()
    {
        const QString dir = useNewDataFolder();
        MainWindow first;
        first.enableAutosave();
        startAtHumanTurn(first, 41);
        QCOMPARE(first.autosave()->problem(), Autosave::Problem::None);
        const QByteArray firstGame = readAll(Autosave::path());
        {
            MainWindow second;
            second.enableAutosave();
            QCOMPARE(second.autosave()->problem(), Autosave::Problem::InUse);
            QVERIFY(second.autosave()->stopped());
            startAtHumanTurn(second, 42);
            draw(second);
            QCOMPARE(second.autosave()->writes(), 0);
            QCOMPARE(readAll(Autosave::path()), firstGame);
            QCOMPARE(
                second.saveNotice()->text(),
                QStringLiteral("This game is not being saved: another Remi window keeps its game in the folder %1.")
                    .arg(QDir::toNativeSeparators(dir)));
            QVERIFY(!first.saveNotice()->isShown());
        }
        // The first window still saves; once it is closed, a new window takes the folder over.
        draw(first);
        QVERIFY(readAll(Autosave::path()) != firstGame);
        QVERIFY(QFileInfo::exists(Autosave::lockPath()));
        const int writes = first.autosave()->writes();
        QVERIFY(writes >= 2);
    }

    void lockIsReleasedWithTheWindow()
    {
        useNewDataFolder();
        {
            MainWindow first;
            first.enableAutosave();
            QCOMPARE(first.autosave()->problem(), Autosave::Problem::None);
        }
        QVERIFY(!QFileInfo::exists(Autosave::lockPath()));
        MainWindow next;
        next.enableAutosave();
        QCOMPARE(next.autosave()->problem(), Autosave::Problem::None);
    }

    void inUseQuestionOffersReadOnlyNewGameOrQuit()
    {
        const QString folder = QStringLiteral("/tmp/remi-data");
        const QList<QPair<InUseDialog::Choice, QString>> buttons{
            {InUseDialog::Choice::OpenReadOnly, QStringLiteral("Open read-only")},
            {InUseDialog::Choice::NewWithoutAutosave, QStringLiteral("New game without autosave")},
            {InUseDialog::Choice::Quit, QStringLiteral("Quit")}};
        for (const auto &[choice, label] : buttons) {
            InUseDialog ask(folder);
            QCOMPARE(ask.text(),
                     QStringLiteral("This game is open in another Remi window, which saves it in the folder "
                                    "%1.")
                         .arg(TestEnvironment::nativePath(folder)));
            QCOMPARE(ask.informativeText(),
                     QStringLiteral("You can look at it here read-only (moves made here are not saved automatically), "
                                    "start a new game that is not saved automatically, or quit."));
            QCOMPARE(ask.button(choice)->text(), label);
            ask.open();
            ask.button(choice)->click();
            QCOMPARE(ask.choice(), choice);
        }
        InUseDialog closed(folder);
        closed.open();
        closed.reject(); // Escape, the window's close button
        QCOMPARE(closed.choice(), InUseDialog::Choice::Quit);
    }

    void unusableSettingsAreListedInTheWindow()
    {
        useNewDataFolder();
        QSettings settings;
        settings.setValue(QStringLiteral("game/variant"), QString(1000, QLatin1Char('x')));
        settings.setValue(QStringLiteral("view/fourColour"), QStringLiteral("maybe"));
        settings.setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("warp"));
        settings.setValue(QStringLiteral("view/language"), QStringLiteral("tlh"));
        settings.setValue(QStringLiteral("view/cardTheme"), QStringLiteral("kde:svg-gone"));
        settings.setValue(QStringLiteral("options/rummy/rummyDoubles"), QStringLiteral("perhaps"));
        settings.sync();
        const QStringList expected{
            QStringLiteral(
                "The game \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\" is not known; Remi 51 is chosen instead."),
            QStringLiteral("The four-colour deck setting \"maybe\" is neither on nor off; it is off."),
            QStringLiteral("The animation speed \"warp\" is not known; the normal speed is used."),
            QStringLiteral(
                "Rummy: The option \"Going rummy doubles the score\" cannot be \"perhaps\" (allowed: on or off); the "
                "game's own rule is used instead."),
            QStringLiteral("The language \"tlh\" is not known; English is used."),
            QStringLiteral("The card deck \"kde:svg-gone\" is not installed; Remi's own deck is used.")};
        QCOMPARE(SettingsProblems::list(), expected);
        {
            MainWindow w;
            QVERIFY(w.settingsNotice()->isShown());
            QCOMPARE(w.settingsNotice()->text(),
                     QStringLiteral("Some settings cannot be used:\n") + expected.join(QLatin1Char('\n')));
            // A new game's refused option and the status line's next message leave it up.
            QVERIFY(w.startGame(QStringLiteral("rummy"), 3, 1));
            w.statusBar()->showMessage(QStringLiteral("Something else happened."));
            QVERIFY(w.settingsNotice()->isShown());
            auto *hide = w.settingsNotice()->findChild<QPushButton *>(QStringLiteral("settingsNoticeHide"));
            QVERIFY(hide);
            QCOMPARE(hide->text(), QStringLiteral("Hide"));
            hide->click();
            QVERIFY(!w.settingsNotice()->isShown());
        }
        // Fixed settings: no notice.
        for (const char *key :
             {"game/variant", "view/fourColour", "view/language", "view/cardTheme", "options/rummy/rummyDoubles"})
            settings.remove(QLatin1String(key));
        settings.setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        settings.sync();
        QCOMPARE(SettingsProblems::list(), QStringList());
        MainWindow w;
        QVERIFY(!w.settingsNotice()->isShown());
    }
};

QTEST_MAIN(TestSaveNotice)
#include "tst_savenotice.moc"
