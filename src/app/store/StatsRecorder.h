// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Adds each finished single-human match to the statistics file (store/Statistics): the rounds the
// human won are counted as they end, the match when it ends. Hot-seat and all-computer matches are
// not counted. A statistics file that cannot be read or written is reported, never stops the game.

#include <QObject>
#include <QString>

class GameController;

class StatsRecorder : public QObject {
    Q_OBJECT
  public:
    /// Records `controller`'s matches into the file at `path` (Statistics::defaultPath() when empty).
    StatsRecorder(GameController *controller, QString path = {}, QObject *parent = nullptr);
    QString path() const;

  signals:
    /// The statistics file could not be read (it was kept aside) or written: what to tell the player.
    void problem(const QString &message);

  private:
    void onRoundFinished();
    void onMatchFinished();

    GameController *m_controller;
    QString m_path;
    int m_roundsWon = 0;
};
