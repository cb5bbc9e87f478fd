// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StartupPlan.h"

#include "AppSettings.h"

#include "GameController.h"
#include "GameWords.h"
#include "VariantNames.h"

#include "engine/Match.h"
#include "save/SaveGame.h"

#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

#include <cstdio>

namespace StartupPlan {

bool prepareEnvironment()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS) && !defined(Q_OS_ANDROID)
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate(
                         "main", "remi: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not "
                                 "set).")));
        return false;
    }
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") &&
        (runtime.isEmpty() || !QFileInfo::exists(runtime + QStringLiteral("/bus"))))
        qputenv("DBUS_SESSION_BUS_ADDRESS", "disabled:");
#endif
    return true;
}

Unfinished decide(const Inputs &in)
{
    if (in.readOnly) return Unfinished::ReadOnly;
    if (in.fileOpened) return Unfinished::Ignore; // MainWindow::openFile kept it aside
    if (in.autosaveStopped) return in.resume ? Unfinished::CannotResume : Unfinished::Ignore;
    if (in.resume) return Unfinished::Continue;
    if (in.probe) return Unfinished::Ignore;
    // An unattended run never asks (a modal question would hang it) and never writes over it.
    if (in.unattended) return Unfinished::LeaveAlone;
    if (in.namesGame) return Unfinished::KeepAside;
    return Unfinished::Offer;
}

QString onlineTableNote(const QString &table)
{
    //: Beside the question whether to continue the local game: %1 the code of the last online table.
    return QApplication::translate("main", "This is your game on this computer. Your online table %1 may still "
                                           "be open: Game → Play online… → Rejoin takes you back to it.")
        .arg(table);
}

bool askContinue(const remi::save::SaveGame &saved, const remi::Match &match)
{
    // Names nobody typed are saved empty: the seat's default name in the language of the moment.
    QList<SeatConfig> seats;
    for (const remi::save::SavePlayer &p : saved.players) {
        SeatConfig seat;
        seat.human = p.human;
        seats << seat;
    }
    const QStringList defaults = GameController::defaultNames(seats);
    QStringList opponents;
    for (int s = 0; s < static_cast<int>(saved.players.size()); ++s) {
        const remi::save::SavePlayer &p = saved.players[static_cast<std::size_t>(s)];
        if (!p.human) opponents << (p.name.empty() ? defaults[s] : QString::fromStdString(p.name));
    }
    QMessageBox ask(QMessageBox::Question, QApplication::translate("main", "Remi"),
                    GameWords::resumeQuestion(VariantNames::title(QString::fromStdString(match.rules().variant)),
                                              opponents, match.roundNumber()));
    ask.setObjectName(QStringLiteral("resumeQuestion"));
    // The online table left last may still be waiting (issue 39): this question is about the local game.
    if (const std::optional<AppSettings::OnlineTable> table = AppSettings::lastTable())
        ask.setInformativeText(onlineTableNote(table->table));
    QPushButton *cont = ask.addButton(QApplication::translate("main", "Continue"), QMessageBox::AcceptRole);
    ask.addButton(QApplication::translate("main", "New game"), QMessageBox::RejectRole);
    ask.setDefaultButton(cont);
    ask.exec();
    return ask.clickedButton() == cont;
}

} // namespace StartupPlan
