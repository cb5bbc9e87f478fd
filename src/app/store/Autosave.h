// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Autosave (issue 8): after every completed action the match is written to
// <data dir>/autosave.remi through save::writeFileChecked, so a crash never loses more than the action in
// progress and never leaves a half-written file.

#include "HandOrder.h"
#include "engine/Match.h"
#include "save/SaveGame.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class GameController;

class Autosave : public QObject {
    Q_OBJECT
  public:
    /// Saves `controller`'s match after each GameController::actionCompleted, with the hand orders
    /// that `orders` returns.
    Autosave(GameController *controller, std::function<QHash<int, HandOrder>()> orders, QObject *parent = nullptr);

    /// Where saves live: $REMI_DATA_DIR when set (tests, --data-dir), else
    /// QStandardPaths::AppDataLocation.
    static QString dataDir();
    /// dataDir()/autosave.remi.
    static QString path();
    /// The autosaved match when it is readable and not over; nullptr otherwise (`error` says why
    /// when the file exists but cannot be loaded; that file is then renamed to
    /// keptAsideName(), so the next autosave cannot overwrite it). When it cannot be renamed,
    /// `mustKeep` is set (with a warning): the caller must not autosave over it.
    static std::unique_ptr<remi::Match> loadUnfinished(remi::save::SaveGame *game, QString *error,
                                                       bool *mustKeep = nullptr);
    /// A name in dataDir() that is not taken, for an unreadable autosave made at `time`:
    /// autosave-unreadable-<yyyyMMdd-HHmmss>.remi, else …-<time>-2.remi, -3, …; empty when
    /// every candidate is taken.
    static QString keptAsideName(const QDateTime &time);
    /// The warning when an unreadable autosave could not be kept aside (translated).
    static QString notKeptAsideText();
    /// Candidates keptAsideName() tries for one second.
    static constexpr int kMaxKeptAside = 100;

    /// Writes now; false with a translated `error`.
    bool saveNow(QString *error = nullptr);
    /// Files written so far.
    int writes() const { return m_writes; }

  private:
    GameController *m_controller;
    std::function<QHash<int, HandOrder>()> m_orders;
    int m_writes = 0;
    bool m_warned = false;
};
