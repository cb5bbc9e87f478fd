// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The log of the match in play: words/GameLog read from the controller's action log, the
// same lines a save file gives (so the log survives save, quit, resume and open). Seen from the
// human whose hand is shown; while no hand is shown (the hot-seat curtain, a computer's turn in
// hot-seat play) from nobody's seat, so that nothing private ever shows.

#include "GameLog.h"

#include <QObject>
#include <memory>

class GameController;

class GameLogModel : public QObject {
    Q_OBJECT
  public:
    explicit GameLogModel(GameController *controller, QObject *parent = nullptr);
    ~GameLogModel() override;

    /// The lines so far (after the controller's last change: call update() to catch up at once).
    const std::vector<GameLogLine> &lines() const;
    /// The match seat the lines are seen from (-1: nobody).
    int viewer() const;
    /// Reads what is new in the action log now (also after every change of the controller, from the
    /// event loop). Language or viewer changed: the lines are written again.
    void update();
    /// The lines for `viewer` (match seat) right now, whoever the panel shows (hot-seat summary).
    std::vector<GameLogLine> linesFor(int viewer) const;
    /// The whole log as text (copy to the clipboard).
    QString text() const;

  signals:
    /// Lines were added from index `first` on (everything before it is unchanged).
    void linesAdded(int first);
    /// The lines were written anew (new game, language, viewer).
    void reset();

  private:
    void scheduleUpdate();
    std::unique_ptr<GameLog> makeLog(int viewer) const;
    GameController *m_controller;
    std::unique_ptr<GameLog> m_log;
    QString m_language; ///< the language the lines are in (a sample translated word)
    bool m_pending = false;
    bool m_broken = false; ///< the action log does not replay (a position put in by hand)
};
