// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi: the card table (DESIGN.md Qt layer).

#include "AppSettings.h"
#include "Autosave.h"
#include "CommandLine.h"
#include "DataPaths.h"
#include "DataReport.h"
#include "DialogAutoAnswer.h"
#include "EarlyOptions.h"
#include "FileOpenFilter.h"
#include "GameController.h"
#include "HelpDialog.h"
#include "InUseDialog.h"
#include "Language.h"
#include "LearnToPlay.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "ScreenshotPlay.h"
#include "SettingsDialog.h"
#include "ShortValue.h"
#include "StartupPlan.h"
#include "StartupProbe.h"
#include "TableScene.h"

#include "ai/bots/ComputerLevels.h"
#include "ai/bots/ComputerPlayer.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QRandomGenerator>
#include <QTimer>
#include <memory>

#include <cstdio>
#include <cstdlib>

int main(int argc, char *argv[])
{
    StartupProbe::markMainStart();
    AppSettings::useTestSettingsIfAsked(); // tests only: REMI_TEST_HOME (issue 32)
    // Application id REMI_APP_ID (io.github.remi_cards.Remi): desktop file, metainfo and icon name.
    // QSettings keeps Remi/remi (~/.config/Remi/remi.conf); macOS uses the domain. Set before the
    // QApplication exists, so that the stored game can be read for the check below.
    QApplication::setOrganizationName(QStringLiteral("Remi"));
    QApplication::setOrganizationDomain(QStringLiteral("remi-cards.github.io"));
    QApplication::setApplicationName(QStringLiteral("remi"));
    QApplication::setApplicationVersion(QStringLiteral(REMI_VERSION));
    // --help, --version, --check-data, an unknown option or a bad value only print: answered
    // without any platform plug-in or display (issues 21 and 32), visible on Windows too.
    if (const int code = EarlyOptions::answer(argc, argv); code >= 0) return code;
    if (!StartupPlan::prepareEnvironment()) return 2; // no display: one line, not SIGABRT (issue 33)
    QApplication app(argc, argv);
    new FileOpenFilter(&app); // macOS: a .remi opened from the Finder (issue 32)
    QApplication::setApplicationDisplayName(QStringLiteral("Remi"));
    QApplication::setDesktopFileName(QStringLiteral(REMI_APP_ID));
    DialogAutoAnswer::installIfAsked(&app); // tests only: REMI_TEST_ANSWER_DIALOGS=1
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral(REMI_APP_ID), QIcon(QStringLiteral(":/icons/remi.svg"))));

    // The language before the options are parsed (--language CODE, else the stored choice, else
    // the system's), as EarlyOptions does for --help.
    const QStringList args = QApplication::arguments();
    Language::apply(Language::requested(args));
    // Titles end in the application's name: in the language's script (MainWindow keeps it so).
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Remi"));
    QCommandLineParser parser;
    CommandLine::addOptions(parser);
    // An unknown option exits with 2, like a bad value (QCommandLineParser::process would exit with 1).
    if (!parser.parse(args)) {
        std::fprintf(stderr, "%s\n", qPrintable(CommandLine::parseError(parser)));
        return 2;
    }
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) parser.showHelp(0);
    QString badValue;
    const std::optional<CommandLine::Options> cmd = CommandLine::read(parser, AppSettings::variant(), &badValue);
    if (!cmd) {
        std::fprintf(stderr, "%s\n", qPrintable(badValue));
        return 2;
    }
    if (cmd->checkData) {
        bool ok = false;
        std::fputs(qPrintable(remi::dataReport(&ok)), stdout);
        return ok ? 0 : 1;
    }
    if (!cmd->dataDir.isEmpty()) {
        // Read back with qEnvironmentVariable (wide on Windows): set wide there, so that a folder
        // outside the ANSI code page (C:\Users\Иван) is not turned into '?'.
#ifdef Q_OS_WIN
        _wputenv_s(L"REMI_DATA_DIR", reinterpret_cast<const wchar_t *>(cmd->dataDir.utf16()));
#else
        qputenv("REMI_DATA_DIR", QFile::encodeName(cmd->dataDir));
#endif
    }

    // The first start (no window place stored yet): read before the window stores one.
    const bool firstStart = AppSettings::windowGeometry().isEmpty();
    MainWindow window;
    new LearnToPlay(&window); // Help → Learn to play… (issue 19)
    if (cmd->computerDelay) window.controller()->setComputerDelay(*cmd->computerDelay);
    const bool unattended = cmd->exitWhenMatchEnds;
    GameController *controller = window.controller();
    // Unattended: after each round, quit at --max-rounds or play the next (also for a game
    // continued at a round's end, which sends no roundFinished: issue 33).
    const auto afterRound = [controller, limit = cmd->maxRounds] {
        if (limit > 0 && controller->match().history().size() >= static_cast<std::size_t>(limit)) QApplication::exit(0);
        else QTimer::singleShot(0, controller, &GameController::continueAfterRound);
    };
    if (unattended) {
        window.setUnattended(true);
        QObject::connect(controller, &GameController::matchFinished, &app, [] { QApplication::exit(0); });
        QObject::connect(controller, &GameController::roundFinished, &app, afterRound);
    }
    if (cmd->size) window.resize(*cmd->size);
    const quint64 seedValue = cmd->seed ? *cmd->seed : QRandomGenerator::global()->generate64();
    const bool shot = !cmd->screenshot.isEmpty();
    const int playMs = cmd->screenshotDelay;
    const bool playOn =
        cmd->screenshotDialog == QLatin1String("roundend") || cmd->screenshotDialog == QLatin1String("matchend");
    if (shot) {
        // A picture of a settled table: no card in flight, computer moves applied at once.
        window.controller()->setComputerDelay(playOn ? 0 : playMs > 0 ? 20 : 60 * 60 * 1000);
        window.controller()->setComputerStepDelay(0);
        window.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    }
    if (unattended) {
        // Unattended (the crash test): every computer move at once, no animation.
        window.controller()->setComputerStepDelay(0);
        window.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    }
    // Pictures and start-up measurements neither autosave nor offer an autosaved game; with
    // --resume they continue it (without writing it).
    const bool probe = shot || cmd->measureTurns.has_value();
    // The autosave takes the data folder's lock first: another window holding it is asked about
    // before its game is offered (issue 21); a folder without a home is refused (the window says so).
    if (!probe) window.enableAutosave();
    Autosave *autosave = window.autosave();
    // A saved game named on the command line (`remi game.remi`, the desktop file's %f) keeps an
    // unfinished autosaved game aside (MainWindow::openFile); one that cannot be opened is said,
    // and the start goes on as without it: never a silent new deal (issue 33, StartupPlan).
    bool opened = false;
    if (!cmd->file.isEmpty()) {
        QString error;
        opened = window.openFile(cmd->file, &error);
        if (!opened) {
            const QString text = QApplication::translate("main", "%1 cannot be opened: %2")
                                     .arg(ShortValue::path(QDir::toNativeSeparators(cmd->file)), error);
            if (probe || unattended) {
                std::fprintf(stderr, "%s\n", qPrintable(text));
                return 2;
            }
            QMessageBox::warning(nullptr, QApplication::translate("main", "Remi"), text);
        }
    }
    const bool inUse = autosave && autosave->problem() == Autosave::Problem::InUse;
    bool readOnly = false; // the other window's game, shown here without autosave
    if (inUse && cmd->resume && !opened) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main", "The autosaved game is open in another Remi window.")));
        return 2;
    }
    if (inUse && unattended) {
        std::fprintf(stderr, "%s\n", qPrintable(autosave->problemText()));
    } else if (inUse && !opened) {
        InUseDialog ask(Autosave::dataDir());
        ask.exec();
        if (ask.choice() == InUseDialog::Choice::Quit) return 0;
        readOnly = ask.choice() == InUseDialog::Choice::OpenReadOnly;
    }
    using StartupPlan::Unfinished;
    const Unfinished plan = StartupPlan::decide(
        {cmd->resume, unattended, probe, cmd->namesGame, opened, readOnly, autosave && autosave->stopped()});
    remi::save::SaveGame saved;
    QString problem;
    bool keepAutosave = false; // the autosave file must not be overwritten by this run
    std::unique_ptr<remi::Match> resumed;
    if (plan == Unfinished::ReadOnly) resumed = Autosave::readUnfinished(&saved, &problem);
    else if (plan != Unfinished::Ignore && plan != Unfinished::CannotResume)
        resumed = Autosave::loadUnfinished(&saved, &problem, &keepAutosave);
    if (plan == Unfinished::Continue || plan == Unfinished::CannotResume) {
        if (!resumed) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(problem.isEmpty()
                                        ? QApplication::translate("main", "No unfinished game to resume.")
                                        : QApplication::translate("main", "Cannot resume: %1").arg(problem)));
            return 2;
        }
    } else if (resumed && plan == Unfinished::LeaveAlone) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate(
                         "main", "An unfinished game is autosaved; this unattended run starts a new game and leaves "
                                 "the autosave as it is (--resume continues it).")));
        resumed.reset();
        if (autosave) autosave->stop(Autosave::Problem::None);
    } else if (resumed && plan == Unfinished::KeepAside) {
        resumed.reset(); // the desktop's "New game: …": that game, the unfinished one kept aside
        window.keepUnfinishedAside();
    } else if (resumed && plan == Unfinished::Offer) {
        if (!StartupPlan::askContinue(saved, *resumed)) resumed.reset();
    } else if (!problem.isEmpty()) {
        qWarning("The autosaved game cannot be continued: %s", qPrintable(problem));
    }
    // An unreadable autosave that could not be kept aside: this game is not autosaved (the
    // window's notice says so).
    if (keepAutosave && autosave) autosave->stop(Autosave::Problem::KeptUnreadable);
    if (!probe) window.enableStatistics();
    const bool continuing = resumed != nullptr;
    if (opened) {
        // the named file's game is on the table
    } else if (resumed) {
        if (!window.continueGame(saved, std::move(resumed))) {
            qCritical("The autosaved game does not fit its players.");
            return 2;
        }
    } else if (!(cmd->seats.isEmpty() ? window.startGame(cmd->variant, cmd->players, seedValue)
                                      : window.startGame(cmd->variant, cmd->seats, seedValue))) {
        // The game and the player count were checked above; this is the stored options' problem.
        qCritical("Cannot start %s with %d players.", qPrintable(cmd->variant), cmd->players);
        return 2;
    }
    if (unattended && controller->match().round().isOver() && !controller->match().isOver())
        QTimer::singleShot(0, controller, afterRound);
    if (cmd->measureTurns) StartupProbe::install(&window, *cmd->measureTurns);
    window.show();
    // Issue 19: the guided round is offered once, at the first start of an ordinary run (not for
    // pictures, tests, a game or a file named on the command line, or a game continued).
    if (!probe && !unattended && !readOnly && !cmd->namesGame && cmd->file.isEmpty() && !continuing)
        QTimer::singleShot(0, &window, [&window, variant = cmd->variant, firstStart] {
            LearnToPlay::offerOnce(&window, variant, firstStart);
        });
    if (shot && playOn) {
        // Every seat plays on (the human's turns by a normal computer player) to the end of the round or match.
        auto *play = new ScreenshotPlay(&window, cmd->screenshotDialog == QLatin1String("roundend")
                                                     ? ScreenshotPlay::Until::RoundEnd
                                                     : ScreenshotPlay::Until::MatchEnd);
        QObject::connect(play, &ScreenshotPlay::ready, &app, [&](const QPixmap &picture) {
            const bool saved = picture.save(cmd->screenshot);
            if (!saved) qCritical("Cannot write %s", qPrintable(cmd->screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    } else if (shot) {
        QTimer::singleShot(400 + playMs, &window, [&] {
            QWidget *target = &window;
            std::unique_ptr<QDialog> dialog;
            const QString which = cmd->screenshotDialog;
            if (which == QLatin1String("settings")) {
                auto settings = std::make_unique<SettingsDialog>(&window);
                window.showGamePlayed(*settings);
                dialog = std::move(settings);
            } else if (which == QLatin1String("newgame")) dialog = std::make_unique<NewGameDialog>(&window);
            if (dialog) {
                dialog->show();
                QApplication::processEvents();
                target = dialog.get();
            }
            QPixmap picture;
            if (which == QLatin1String("help")) {
                // What F1 opens: the rules of the game on the table.
                if (QAction *rules = window.findChild<QAction *>(QStringLiteral("helpRulesAction"))) rules->trigger();
                QApplication::processEvents();
                if (QWidget *help = window.findChild<HelpDialog *>()) target = help;
            }
            if (which == QLatin1String("playmenu")) {
                // The Play menu opened under its title, painted over the window.
                const QAction *draw = window.findChild<QAction *>(QStringLiteral("drawAction"));
                auto *menu = draw ? qobject_cast<QMenu *>(draw->parent()) : nullptr;
                if (menu) {
                    const QRect title = window.menuBar()->actionGeometry(menu->menuAction());
                    menu->popup(window.menuBar()->mapToGlobal(title.bottomLeft()));
                    QApplication::processEvents();
                    picture = window.grab();
                    QPainter painter(&picture);
                    painter.drawPixmap(window.mapFromGlobal(menu->mapToGlobal(QPoint(0, 0))), menu->grab());
                }
            }
            if (picture.isNull()) picture = target->grab();
            const bool saved = picture.save(cmd->screenshot);
            if (!saved) qCritical("Cannot write %s", qPrintable(cmd->screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
