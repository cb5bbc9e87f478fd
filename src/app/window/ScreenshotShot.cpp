// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScreenshotShot.h"

#include "HelpDialog.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "ScreenshotPlay.h"
#include "SettingsDialog.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QTimer>
#include <memory>

namespace {

/// Saves `picture` to `file` and quits: 0 when written, else 1 (said on stderr).
void saveAndQuit(const QPixmap &picture, const QString &file)
{
    const bool saved = picture.save(file);
    if (!saved) qCritical("Cannot write %s", qPrintable(file));
    QApplication::exit(saved ? 0 : 1);
}

/// The dialog `which` names ("settings", "newgame") opened over `window`, else nullptr.
std::unique_ptr<QDialog> openDialog(MainWindow &window, const QString &which)
{
    if (which == QLatin1String("settings")) {
        auto settings = std::make_unique<SettingsDialog>(&window);
        window.showGamePlayed(*settings);
        return settings;
    }
    if (which == QLatin1String("newgame")) return std::make_unique<NewGameDialog>(&window);
    return nullptr;
}

/// The Play menu opened under its title, painted over the window (null when there is no menu).
QPixmap playMenuPicture(MainWindow &window)
{
    const QAction *draw = window.findChild<QAction *>(QStringLiteral("drawAction"));
    auto *menu = draw ? qobject_cast<QMenu *>(draw->parent()) : nullptr;
    if (!menu) return {};
    const QRect title = window.menuBar()->actionGeometry(menu->menuAction());
    menu->popup(window.menuBar()->mapToGlobal(title.bottomLeft()));
    QApplication::processEvents();
    QPixmap picture = window.grab();
    QPainter painter(&picture);
    painter.drawPixmap(window.mapFromGlobal(menu->mapToGlobal(QPoint(0, 0))), menu->grab());
    return picture;
}

/// The picture of `window` or of the dialog `which` names over it.
QPixmap windowPicture(MainWindow &window, const QString &which)
{
    QWidget *target = &window;
    const std::unique_ptr<QDialog> dialog = openDialog(window, which);
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
    if (which == QLatin1String("playmenu")) picture = playMenuPicture(window);
    if (picture.isNull()) picture = target->grab();
    return picture;
}

} // namespace

namespace ScreenshotShot {

void schedule(MainWindow &window, const CommandLine::Options &options)
{
    const QString file = options.screenshot;
    const QString which = options.screenshotDialog;
    if (which == QLatin1String("roundend") || which == QLatin1String("matchend")) {
        // Every seat plays on (the human's turns by a normal computer player) to the end of the round or match.
        auto *play = new ScreenshotPlay(&window, which == QLatin1String("roundend") ? ScreenshotPlay::Until::RoundEnd
                                                                                    : ScreenshotPlay::Until::MatchEnd);
        QObject::connect(play, &ScreenshotPlay::ready, qApp,
                         [file](const QPixmap &picture) { saveAndQuit(picture, file); });
        return;
    }
    QTimer::singleShot(400 + options.screenshotDelay, &window,
                       [&window, file, which] { saveAndQuit(windowPicture(window, which), file); });
}

} // namespace ScreenshotShot
