// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FirstGame.h"

#include "Autosave.h"
#include "GameController.h"
#include "InUseDialog.h"
#include "MainWindow.h"
#include "ShortValue.h"
#include "StartupPlan.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QRandomGenerator>
#include <cstdio>
#include <memory>

namespace {

/// One line on stderr and exit code 2.
FirstGame failing(const QString &line)
{
    std::fprintf(stderr, "%s\n", qPrintable(line));
    return {2};
}

/// The saved game named on the command line (`remi game.remi`, the desktop file's %f), opened: it
/// keeps an unfinished autosaved game aside (MainWindow::openFile). One that cannot be opened is
/// said (a probe or an unattended run ends with 2) and the start goes on as without it: never a
/// silent new deal.
FirstGame openNamedFile(MainWindow &window, const QString &file, const RunMode &mode, bool *opened)
{
    *opened = false;
    if (file.isEmpty()) return {};
    QString error;
    *opened = window.openFile(file, &error);
    if (*opened) return {};
    const QString text = QApplication::translate("main", "%1 cannot be opened: %2")
                             .arg(ShortValue::path(QDir::toNativeSeparators(file)), error);
    if (mode.probe || mode.unattended) return failing(text);
    QMessageBox::warning(nullptr, QApplication::translate("main", "Remi"), text);
    return {};
}

/// The autosave is another window's: --resume cannot continue it, an unattended run says so and
/// goes on, a person is asked (quit, open it read-only, or a new game here).
FirstGame askAboutInUse(Autosave *autosave, const CommandLine::Options &options, const RunMode &mode, bool opened)
{
    FirstGame out;
    if (!autosave || autosave->problem() != Autosave::Problem::InUse) return out;
    if (options.resume && !opened)
        return failing(QApplication::translate("main", "The autosaved game is open in another Remi window."));
    if (mode.unattended) {
        std::fprintf(stderr, "%s\n", qPrintable(autosave->problemText()));
    } else if (!opened) {
        InUseDialog ask(Autosave::dataDir());
        ask.exec();
        if (ask.choice() == InUseDialog::Choice::Quit) return {0};
        out.readOnly = ask.choice() == InUseDialog::Choice::OpenReadOnly;
    }
    return out;
}

/// The unfinished autosaved game that goes on the table (nullptr: none), read and handled as `plan`
/// says; `*exitCode` 2 when --resume finds none.
std::unique_ptr<remi::Match> unfinishedGame(MainWindow &window, StartupPlan::Unfinished plan,
                                            remi::save::SaveGame *saved, int *exitCode)
{
    using StartupPlan::Unfinished;
    Autosave *autosave = window.autosave();
    QString problem;
    bool keepAutosave = false; // the autosave file must not be overwritten by this run
    std::unique_ptr<remi::Match> resumed;
    if (plan == Unfinished::ReadOnly) resumed = Autosave::readUnfinished(saved, &problem);
    else if (plan != Unfinished::Ignore && plan != Unfinished::CannotResume)
        resumed = Autosave::loadUnfinished(saved, &problem, &keepAutosave);
    if (plan == Unfinished::Continue || plan == Unfinished::CannotResume) {
        if (!resumed) {
            *exitCode = failing(problem.isEmpty() ? QApplication::translate("main", "No unfinished game to resume.")
                                                  : QApplication::translate("main", "Cannot resume: %1").arg(problem))
                            .exitCode;
            return nullptr;
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
        if (!StartupPlan::askContinue(*saved, *resumed)) resumed.reset();
    } else if (!problem.isEmpty()) {
        qWarning("The autosaved game cannot be continued: %s", qPrintable(problem));
    }
    // An unreadable autosave that could not be kept aside: this game is not autosaved (the
    // window's notice says so).
    if (keepAutosave && autosave) autosave->stop(Autosave::Problem::KeptUnreadable);
    return resumed;
}

} // namespace

FirstGame FirstGame::start(MainWindow &window, const CommandLine::Options &options, const RunMode &mode)
{
    const quint64 seed = options.seed ? *options.seed : QRandomGenerator::global()->generate64();
    // The autosave takes the data folder's lock first: another window holding it is asked about
    // before its game is offered; a folder without a home is refused (the window says so).
    if (!mode.probe) window.enableAutosave();
    Autosave *autosave = window.autosave();
    bool opened = false;
    if (FirstGame failed = openNamedFile(window, options.file, mode, &opened); failed.exitCode >= 0) return failed;
    FirstGame out = askAboutInUse(autosave, options, mode, opened);
    if (out.exitCode >= 0) return out;
    const StartupPlan::Unfinished plan =
        StartupPlan::decide({options.resume, mode.unattended, mode.probe, options.namesGame, opened, out.readOnly,
                             autosave && autosave->stopped()});
    remi::save::SaveGame saved;
    std::unique_ptr<remi::Match> resumed = unfinishedGame(window, plan, &saved, &out.exitCode);
    if (out.exitCode >= 0) return out;
    if (!mode.probe) window.enableStatistics();
    out.continuing = resumed != nullptr;
    if (opened) return out; // the named file's game is on the table
    if (resumed) {
        if (!window.continueGame(saved, std::move(resumed))) {
            qCritical("The autosaved game does not fit its players.");
            return {2};
        }
    } else if (!(options.seats.isEmpty() ? window.startGame(options.variant, options.players, seed)
                                         : window.startGame(options.variant, options.seats, seed))) {
        // The game and the player count were checked above; this is the stored options' problem.
        qCritical("Cannot start %s with %d players.", qPrintable(options.variant), options.players);
        return {2};
    }
    return out;
}
