// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi: the card table (DESIGN.md Qt layer).

#include "Autosave.h"
#include "CommandLine.h"
#include "DataPaths.h"
#include "DataReport.h"
#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "SettingsDialog.h"
#include "StartupProbe.h"
#include "TableScene.h"

#include "ai/ComputerPlayer.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTimer>
#include <memory>

#include <cstdio>

int main(int argc, char *argv[])
{
    StartupProbe::markMainStart();
    QApplication app(argc, argv);
    // Application id REMI_APP_ID (io.github.remi_cards.Remi): desktop file, metainfo and icon name.
    // QSettings keeps Remi/remi (~/.config/Remi/remi.conf); macOS uses the domain.
    QApplication::setOrganizationName(QStringLiteral("Remi"));
    QApplication::setOrganizationDomain(QStringLiteral("remi-cards.github.io"));
    QApplication::setApplicationName(QStringLiteral("remi"));
    QApplication::setApplicationDisplayName(QStringLiteral("Remi"));
    QApplication::setApplicationVersion(QStringLiteral(REMI_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(REMI_APP_ID));
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral(REMI_APP_ID), QIcon(QStringLiteral(":/icons/remi.svg"))));

    // The language before the options are parsed, so that --help is translated too:
    // --language CODE (checked below), else the stored choice, else the system's.
    QString languageCode = Language::stored();
    const QStringList args = QApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--language") && i + 1 < args.size()) languageCode = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--language="))) languageCode = args[i].mid(11);
    }
    Language::apply(languageCode);
    QCommandLineParser parser;
    CommandLine::addOptions(parser);
    parser.process(app); // --help, --version and unknown options
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
    if (!cmd->dataDir.isEmpty()) qputenv("REMI_DATA_DIR", cmd->dataDir.toLocal8Bit());

    MainWindow window;
    if (cmd->computerDelay) window.controller()->setComputerDelay(*cmd->computerDelay);
    const bool unattended = cmd->exitWhenMatchEnds;
    if (unattended) {
        window.setUnattended(true);
        QObject::connect(window.controller(), &GameController::matchFinished, &app, [] { QApplication::exit(0); });
        const int limit = cmd->maxRounds;
        GameController *controller = window.controller();
        QObject::connect(controller, &GameController::roundFinished, &app, [controller, limit] {
            if (limit > 0 && controller->match().history().size() >= static_cast<std::size_t>(limit))
                QApplication::exit(0);
            else
                QTimer::singleShot(0, controller, &GameController::continueAfterRound);
        });
    }
    if (cmd->size) window.resize(*cmd->size);
    const quint64 seedValue = cmd->seed ? *cmd->seed : QRandomGenerator::global()->generate64();
    const bool shot = !cmd->screenshot.isEmpty();
    const int playMs = cmd->screenshotDelay;
    if (shot) {
        // A picture of a settled table: no card in flight, computer moves applied at once.
        window.controller()->setComputerDelay(playMs > 0 ? 20 : 60 * 60 * 1000);
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
    // An unfinished autosaved game: --resume continues it; otherwise the player is asked, except
    // in unattended runs, which never ask (a modal question would hang them).
    remi::save::SaveGame saved;
    QString problem;
    bool keepAutosave = false; // the autosave file must not be overwritten by this run
    std::unique_ptr<remi::Match> resumed =
        probe && !cmd->resume ? nullptr : Autosave::loadUnfinished(&saved, &problem, &keepAutosave);
    if (cmd->resume) {
        if (!resumed) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(problem.isEmpty() ? QApplication::translate("main", "No unfinished game to resume.")
                                                      : QApplication::translate("main", "Cannot resume: %1").arg(problem)));
            return 2;
        }
    } else if (resumed && unattended) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate(
                         "main", "An unfinished game is autosaved; this unattended run starts a new game and leaves "
                                 "the autosave as it is (--resume continues it).")));
        resumed.reset();
        keepAutosave = true;
    } else if (resumed) {
        QMessageBox ask(QMessageBox::Question, QApplication::translate("main", "Remi"),
                        QApplication::translate("main", "An unfinished game was saved. Continue it?"));
        QPushButton *cont = ask.addButton(QApplication::translate("main", "Continue"), QMessageBox::AcceptRole);
        ask.addButton(QApplication::translate("main", "New game"), QMessageBox::RejectRole);
        ask.setDefaultButton(cont);
        ask.exec();
        if (ask.clickedButton() != cont) resumed.reset();
    } else if (!problem.isEmpty()) {
        qWarning("The autosaved game cannot be continued: %s", qPrintable(problem));
    }
    if (!probe && !keepAutosave) window.enableAutosave();
    if (!probe) window.enableStatistics();
    if (resumed) {
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
    // An unreadable autosave that could not be kept aside: this game is not autosaved (say so).
    if (!probe && !unattended && keepAutosave) window.statusBar()->showMessage(Autosave::notKeptAsideText());
    if (cmd->measureTurns) StartupProbe::install(&window, *cmd->measureTurns);
    window.show();
    if (shot) {
        QTimer::singleShot(400 + playMs, &window, [&] {
            QWidget *target = &window;
            std::unique_ptr<QDialog> dialog;
            const QString which = cmd->screenshotDialog;
            if (which == QLatin1String("settings")) {
                auto settings = std::make_unique<SettingsDialog>(&window);
                window.showGamePlayed(*settings);
                dialog = std::move(settings);
            }
            else if (which == QLatin1String("newgame")) dialog = std::make_unique<NewGameDialog>(&window);
            if (dialog) {
                dialog->show();
                QApplication::processEvents();
                target = dialog.get();
            }
            const bool saved = target->grab().save(cmd->screenshot);
            if (!saved) qCritical("Cannot write %s", qPrintable(cmd->screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
