// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Pictures of the end of a round or of a match (the hidden `--screenshot-dialog roundend|matchend`):
// the human's turns are played by a normal computer player, every computer move at once, until the
// round-end panel is up (and, for the match end, until the standings are shown); then `ready`
// gives the picture. Only for pictures and reviews: a normal game never plays the human's turns.

#include <QObject>
#include <QPixmap>

class MainWindow;

class ScreenshotPlay : public QObject {
    Q_OBJECT
  public:
    enum class Until { RoundEnd, MatchEnd };
    ScreenshotPlay(MainWindow *window, Until until);

  signals:
    /// The window (with the standings over it for the match end) as it is now.
    void ready(const QPixmap &picture);

  private:
    void playHuman();
    void onPanelShown();
    void pictureMatchEnd();

    MainWindow *m_window;
    Until m_until;
    bool m_busy = false;
    quint64 m_turn = 0;
};
