// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi: the card table (DESIGN.md Qt layer). main() runs the start's steps in order; each is a file
// of its own: AppIdentity (names, icon), EarlyOptions (the runs that only print, before any
// platform plug-in), StartupPlan::prepareEnvironment (no display: one line), WindowArguments (the
// checked command line), RunMode (unattended, picture, measurement), FirstGame (the game on the
// table, the unfinished autosaved one never replaced silently), LearnToPlay (the guided round
// offered once) and ScreenshotShot (--screenshot).

#include "AppIdentity.h"
#include "AppSettings.h"
#include "DialogAutoAnswer.h"
#include "EarlyOptions.h"
#include "FileOpenFilter.h"
#include "FirstGame.h"
#include "GameController.h"
#include "Language.h"
#include "LearnToPlay.h"
#include "MainWindow.h"
#include "RunMode.h"
#include "ScreenshotShot.h"
#include "StartupPlan.h"
#include "StartupProbe.h"
#include "WindowArguments.h"

#include <QApplication>
#include <QTimer>

int main(int argc, char *argv[])
{
    StartupProbe::markMainStart();
    AppSettings::useTestSettingsIfAsked(); // tests only: REMI_TEST_HOME, never the tester's settings
    AppIdentity::setNames();               // before the QApplication: the stored game is read below
    // --help, --version, --check-data, an unknown option or a bad value only print: answered
    // without any platform plug-in or display, visible on Windows too.
    if (const int code = EarlyOptions::answer(argc, argv); code >= 0) return code;
    // No display: one line and exit code 2, not Qt's SIGABRT.
    if (!StartupPlan::prepareEnvironment()) return 2;
    QApplication app(argc, argv);
    new FileOpenFilter(&app); // macOS: a .remi opened from the Finder
    AppIdentity::setDesktop();
    DialogAutoAnswer::installIfAsked(&app); // tests only: REMI_TEST_ANSWER_DIALOGS=1

    // The language before the options are parsed (--language CODE, else the stored choice, else
    // the system's), as EarlyOptions does for --help.
    const QStringList args = QApplication::arguments();
    Language::apply(Language::requested(args));
    AppIdentity::translateDisplayName();
    int exitCode = 0;
    const std::optional<CommandLine::Options> cmd = WindowArguments::read(args, AppSettings::variant(), &exitCode);
    if (!cmd) return exitCode;
    WindowArguments::applyDataDir(cmd->dataDir);

    // The first start (no window place stored yet): read before the window stores one.
    const bool firstStart = AppSettings::windowGeometry().isEmpty();
    MainWindow window;
    new LearnToPlay(&window); // Help → Learn to play…
    const RunMode mode = RunMode::from(*cmd);
    mode.apply(window, *cmd);
    const FirstGame first = FirstGame::start(window, *cmd, mode);
    if (first.exitCode >= 0) return first.exitCode;
    GameController *controller = window.controller();
    // Unattended, continued at a round's end: no roundFinished comes, so the next round starts here.
    if (mode.unattended && controller->match().round().isOver() && !controller->match().isOver())
        QTimer::singleShot(0, controller, [mode, controller] { mode.afterRound(controller); });
    if (cmd->measureTurns) StartupProbe::install(&window, *cmd->measureTurns);
    window.show();
    // The guided round is offered once, at the first start of an ordinary run (not for pictures,
    // tests, a game or a file named on the command line, or a game continued).
    if (!mode.probe && !mode.unattended && !first.readOnly && !cmd->namesGame && cmd->file.isEmpty() &&
        !first.continuing)
        QTimer::singleShot(0, &window, [&window, variant = cmd->variant, firstStart] {
            LearnToPlay::offerOnce(&window, variant, firstStart);
        });
    if (mode.shot) ScreenshotShot::schedule(window, *cmd);
    return app.exec();
}
