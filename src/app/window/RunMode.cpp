// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RunMode.h"

#include "GameController.h"
#include "MainWindow.h"
#include "TableScene.h"

#include <QApplication>
#include <QTimer>

RunMode RunMode::from(const CommandLine::Options &options)
{
    RunMode mode;
    mode.unattended = options.exitWhenMatchEnds;
    mode.shot = !options.screenshot.isEmpty();
    mode.playOn =
        options.screenshotDialog == QLatin1String("roundend") || options.screenshotDialog == QLatin1String("matchend");
    mode.probe = mode.shot || options.measureTurns.has_value();
    mode.maxRounds = options.maxRounds;
    return mode;
}

void RunMode::afterRound(GameController *controller) const
{
    if (maxRounds > 0 && controller->match().history().size() >= static_cast<std::size_t>(maxRounds))
        QApplication::exit(0);
    else QTimer::singleShot(0, controller, &GameController::continueAfterRound);
}

void RunMode::apply(MainWindow &window, const CommandLine::Options &options) const
{
    GameController *controller = window.controller();
    if (options.computerDelay) controller->setComputerDelay(*options.computerDelay);
    if (unattended) {
        // After each round: quit at --max-rounds or play the next (a game continued at a round's end
        // sends no roundFinished: main() asks afterRound() itself then).
        window.setUnattended(true);
        QObject::connect(controller, &GameController::matchFinished, qApp, [] { QApplication::exit(0); });
        QObject::connect(controller, &GameController::roundFinished, qApp,
                         [mode = *this, controller] { mode.afterRound(controller); });
    }
    if (options.size) window.resize(*options.size);
    if (shot) {
        // A picture of a settled table: no card in flight, computer moves applied at once.
        const int playMs = options.screenshotDelay;
        controller->setComputerDelay(playOn ? 0 : playMs > 0 ? 20 : 60 * 60 * 1000);
        controller->setComputerStepDelay(0);
        window.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    }
    if (unattended) {
        // Unattended (the crash test): every computer move at once, no animation.
        controller->setComputerStepDelay(0);
        window.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    }
}
