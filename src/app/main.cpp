// remi: the card table (DESIGN.md Qt layer).

#include "Autosave.h"
#include "GameController.h"
#include "MainWindow.h"
#include "SettingsDialog.h"

#include "ai/ComputerPlayer.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Remi"));
    QApplication::setOrganizationDomain(QStringLiteral("remi.example.org"));
    QApplication::setApplicationName(QStringLiteral("remi"));
    QApplication::setApplicationDisplayName(QStringLiteral("Remi"));
    QApplication::setApplicationVersion(QStringLiteral(REMI_VERSION));

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
    parser.addOptions({variant, players, seed, screenshot, shotDelay, size, resume, seats, computerDelay, dataDir,
                       exitAtEnd, maxRounds});
    parser.process(app);
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
    if (shot) window.controller()->setComputerDelay(playMs > 0 ? 20 : 60 * 60 * 1000);
    if (!shot) window.enableAutosave();
    // An unfinished autosaved game: --resume continues it, otherwise the player is asked.
    remi::save::SaveGame saved;
    QString problem;
    std::unique_ptr<remi::Match> resumed = shot ? nullptr : Autosave::loadUnfinished(&saved, &problem);
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
    window.show();
    if (shot) {
        QTimer::singleShot(400 + playMs, &window, [&] {
            const bool saved = window.grab().save(parser.value(screenshot));
            if (!saved) qCritical("Cannot write %s", qPrintable(parser.value(screenshot)));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
