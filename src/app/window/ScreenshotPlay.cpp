// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScreenshotPlay.h"

#include "GameController.h"
#include "MainWindow.h"
#include "MatchEndDialog.h"
#include "RoundEndPanel.h"
#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/bots/ComputerPlayer.h"

#include <QPainter>
#include <QTimer>

ScreenshotPlay::ScreenshotPlay(MainWindow *window, Until until) : QObject(window), m_window(window), m_until(until)
{
    GameController *controller = window->controller();
    controller->setComputerDelay(0);
    controller->setComputerStepDelay(0);
    connect(controller, &GameController::stateChanged, this,
            [this] { QTimer::singleShot(0, this, &ScreenshotPlay::playHuman); });
    connect(window->roundEndPanel(), &RoundEndPanel::shown, this,
            [this] { QTimer::singleShot(200, this, &ScreenshotPlay::onPanelShown); });
    QTimer::singleShot(0, this, &ScreenshotPlay::playHuman);
}

void ScreenshotPlay::playHuman()
{
    GameController *controller = m_window->controller();
    if (m_busy || !controller->hasGame() || controller->round().isOver() || !controller->isHumanTurn()) return;
    m_busy = true;
    // The turn is chosen on a copy, then applied through the controller as the human's actions.
    remi::Round copy = controller->round();
    const std::unique_ptr<remi::ai::ComputerPlayer> bot = remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal);
    const std::vector<remi::Action> actions = remi::ai::playTurn(copy, *bot, 0x5EED + ++m_turn);
    for (const remi::Action &action : actions)
        if (controller->act(action, false) != remi::Reason::Ok) break;
    m_busy = false;
}

void ScreenshotPlay::onPanelShown()
{
    RoundEndPanel *panel = m_window->roundEndPanel();
    if (m_until == Until::RoundEnd) {
        emit ready(m_window->grab());
        return;
    }
    const bool last = m_window->controller()->match().isOver();
    panel->proceed();
    if (last) QTimer::singleShot(300, this, &ScreenshotPlay::pictureMatchEnd);
}

void ScreenshotPlay::pictureMatchEnd()
{
    QPixmap picture = m_window->grab();
    if (auto *dialog = m_window->findChild<MatchEndDialog *>()) {
        QPainter painter(&picture);
        // Centred over the window, where a desktop puts it (offscreen it has no window manager).
        const QPoint at((picture.width() - dialog->width()) / 2, (picture.height() - dialog->height()) / 2);
        painter.drawPixmap(at, dialog->grab());
    }
    emit ready(picture);
}
