// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StartupPlan.h"

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
    QPushButton *cont = ask.addButton(QApplication::translate("main", "Continue"), QMessageBox::AcceptRole);
    ask.addButton(QApplication::translate("main", "New game"), QMessageBox::RejectRole);
    ask.setDefaultButton(cont);
    ask.exec();
    return ask.clickedButton() == cont;
}

} // namespace StartupPlan
