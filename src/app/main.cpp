// remi: the card table (DESIGN.md Qt layer).

#include "Autosave.h"
#include "DataPaths.h"
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
    parser.setApplicationDescription(
        QApplication::translate("main", "Rummy card games: Remi 51, Rummy, Rami, Remi Indonesia."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption variant(
        QStringLiteral("variant"),
        QApplication::translate("main", "Game: remi51, rummy, rami or remi_indonesia (default: the one in the settings)."),
        QStringLiteral("name"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     QApplication::translate("main", "Number of players."),
                                     QStringLiteral("n"), QStringLiteral("4"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QApplication::translate("main", "Shuffle seed (replays a game)."),
                                  QStringLiteral("number"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window after the deal and quit."),
        QStringLiteral("file"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QApplication::translate("main", "Window size, e.g. 1200x820."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption shotDelay(QStringLiteral("screenshot-delay"),
                                       QApplication::translate("main",
                                                               "With --screenshot: let the computer players "
                                                               "play for this many milliseconds first."),
                                       QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption checkData(
        QStringLiteral("check-data"),
        QApplication::translate(
            "main", "Print where the card decks, translations and rules help were found, then quit."));
    const QCommandLineOption measure(
        QStringLiteral("measure-startup"),
        QApplication::translate("main", "Print the start-up time and the memory after this many turns, "
                                        "then quit (benchmarks/startup.sh)."),
        QStringLiteral("turns"));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main", "Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru "
                                        "(default: the one in the settings, else the system's)."),
        QStringLiteral("code"));
    const QCommandLineOption screenshotDialog(
        QStringLiteral("screenshot-dialog"),
        QApplication::translate("main", "With --screenshot: picture this dialog instead of the window "
                                        "(settings or newgame)."),
        QStringLiteral("name"));
    const QCommandLineOption resume(QStringLiteral("resume"),
                                    QApplication::translate("main", "Continue the autosaved game directly."));
    const QCommandLineOption seats(
        QStringLiteral("seats"),
        QApplication::translate("main", "One entry per seat: human, computer, easy, normal or hard "
                                        "(e.g. computer,computer,computer); sets the number of players."),
        QStringLiteral("list"));
    const QCommandLineOption computerDelay(QStringLiteral("computer-delay"),
                                           QApplication::translate("main", "Pause before each computer turn."),
                                           QStringLiteral("ms"));
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"),
        QApplication::translate("main", "Folder of the autosave (default: the user's application data folder)."),
        QStringLiteral("dir"));
    const QCommandLineOption exitAtEnd(
        QStringLiteral("exit-when-match-ends"),
        QApplication::translate("main", "Play unattended (no round dialogs) and quit with exit code 0 when the match ends."));
    const QCommandLineOption maxRounds(
        QStringLiteral("max-rounds"),
        QApplication::translate("main", "With --exit-when-match-ends: quit after this many rounds as well."),
        QStringLiteral("n"));
    parser.addOptions({variant, players, seed, screenshot, shotDelay, size, checkData, measure, language,
                       screenshotDialog, resume, seats, computerDelay, dataDir, exitAtEnd, maxRounds});
    parser.process(app);
    if (parser.isSet(checkData)) {
        bool ok = false;
        std::fputs(qPrintable(remi::dataReport(&ok)), stdout);
        return ok ? 0 : 1;
    }
    if (parser.isSet(language)) {
        if (Language::normalize(parser.value(language)).isEmpty()) {
            qCritical("Unknown language: %s (en, sr, sr_Latn or ru)", qPrintable(parser.value(language)));
            return 2;
        }
    }
    if (parser.isSet(dataDir)) qputenv("REMI_DATA_DIR", parser.value(dataDir).toLocal8Bit());

    QList<SeatConfig> seatList;
    if (parser.isSet(seats)) {
        const QStringList entries = parser.value(seats).split(QLatin1Char(','));
        seatList = GameController::defaultSeats(static_cast<int>(entries.size()));
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QString e = entries[i].trimmed().toLower();
            seatList[i].human = e == QLatin1String("human");
            if (e == QLatin1String("computer")) {
                seatList[i].level = remi::ai::BotLevel::Normal;
            } else if (!seatList[i].human) {
                const auto level = remi::ai::parseBotLevel(e.toStdString());
                if (!level) {
                    qCritical("Unknown seat \"%s\" (human, computer, easy, normal, hard)", qPrintable(e));
                    return 2;
                }
                seatList[i].level = *level;
            }
            if (!seatList[i].human) seatList[i].name = QApplication::translate("main", "Computer %1").arg(i + 1);
        }
    }

    MainWindow window;
    if (parser.isSet(computerDelay)) window.controller()->setComputerDelay(parser.value(computerDelay).toInt());
    const bool unattended = parser.isSet(exitAtEnd);
    if (unattended) {
        window.setUnattended(true);
        QObject::connect(window.controller(), &GameController::matchFinished, &app, [] { QApplication::exit(0); });
        const int limit = parser.value(maxRounds).toInt();
        GameController *controller = window.controller();
        QObject::connect(controller, &GameController::roundFinished, &app, [controller, limit] {
            if (limit > 0 && controller->match().history().size() >= static_cast<std::size_t>(limit))
                QApplication::exit(0);
            else
                QTimer::singleShot(0, controller, &GameController::continueAfterRound);
        });
    }
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    if (wh.size() == 2) window.resize(wh[0].toInt(), wh[1].toInt());
    const quint64 seedValue =
        parser.isSet(seed) ? parser.value(seed).toULongLong() : QRandomGenerator::global()->generate64();
    const bool shot = parser.isSet(screenshot);
    const int playMs = parser.value(shotDelay).toInt();
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
    // Pictures and start-up measurements neither autosave nor offer an autosaved game.
    const bool probe = shot || parser.isSet(measure);
    if (!probe) window.enableAutosave();
    // An unfinished autosaved game: --resume continues it, otherwise the player is asked.
    remi::save::SaveGame saved;
    QString problem;
    std::unique_ptr<remi::Match> resumed = probe ? nullptr : Autosave::loadUnfinished(&saved, &problem);
    if (parser.isSet(resume)) {
        if (!resumed) {
            qCritical("%s", qPrintable(problem.isEmpty() ? QApplication::translate("main", "No unfinished game to resume.")
                                                         : QApplication::translate("main", "Cannot resume: %1").arg(problem)));
            return 2;
        }
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
    const QString variantName = parser.isSet(variant) ? parser.value(variant) : AppSettings::variant();
    if (resumed) {
        if (!window.continueGame(saved, std::move(resumed))) {
            qCritical("The autosaved game does not fit its players.");
            return 2;
        }
    } else if (!(seatList.isEmpty() ? window.startGame(variantName, parser.value(players).toInt(), seedValue)
                                    : window.startGame(variantName, seatList, seedValue))) {
        qCritical("Unknown game or player count: %s, %s", qPrintable(variantName),
                  qPrintable(parser.value(players)));
        return 2;
    }
    if (parser.isSet(measure)) StartupProbe::install(&window, parser.value(measure).toInt());
    window.show();
    if (shot) {
        QTimer::singleShot(400 + playMs, &window, [&] {
            QWidget *target = &window;
            std::unique_ptr<QDialog> dialog;
            const QString which = parser.value(screenshotDialog);
            if (which == QLatin1String("settings")) dialog = std::make_unique<SettingsDialog>(&window);
            else if (which == QLatin1String("newgame")) dialog = std::make_unique<NewGameDialog>(&window);
            if (dialog) {
                dialog->show();
                QApplication::processEvents();
                target = dialog.get();
            }
            const bool saved = target->grab().save(parser.value(screenshot));
            if (!saved) qCritical("Cannot write %s", qPrintable(parser.value(screenshot)));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
