// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Autosave: after every completed action the match is written to
// <data dir>/autosave.remi through save::writeFileChecked, so a crash never loses more than the action in
// progress and never leaves a half-written file.
//
// A failed or refused autosave is never silent: problem() says why the game is not being
// saved (a full disk, a read-only folder, no home folder, another window holding the autosave's
// lock, ...), problemText() words it for the window's notice, and problemChanged fires when it
// starts or ends (a later successful write clears a write failure).

#include "HandOrder.h"
#include "engine/Match.h"
#include "save/SaveGame.h"

#include <QDateTime>
#include <QHash>
#include <QLockFile>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class GameController;

class Autosave : public QObject {
    Q_OBJECT
  public:
    /// Why the game is not being saved (None: it is).
    enum class Problem {
        None,
        DiskFull,          ///< the last write found the disk full
        ReadOnly,          ///< the data folder is on a read-only disk
        NoPermission,      ///< the data folder may not be written
        NoHome,            ///< no home folder (HOME unset): the data folder would be /.local/share/...; refused
        NotAbsolute,       ///< a relative HOME or XDG_DATA_HOME: the data folder would follow the current folder
        InUse,             ///< another Remi holds the autosave's lock (a second window on one data folder)
        KeptUnreadable,    ///< an unreadable autosave could not be kept aside: it must not be overwritten
        UnfinishedNotKept, ///< an unfinished game could not be kept aside (keepUnfinishedAside): not overwritten
        LockBlocked,       ///< something that is not a lock file (a folder with files) is in the lock's place
        Other,             ///< any other write failure (problemText() carries the system's words)
    };

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
    /// The autosaved match when it is readable and not over, read only: an unreadable file is left
    /// as it is (the game of another window, opened read-only).
    static std::unique_ptr<remi::Match> readUnfinished(remi::save::SaveGame *game, QString *error);
    /// A name in dataDir() that is not taken, for an unreadable autosave made at `time`:
    /// autosave-unreadable-<yyyyMMdd-HHmmss>.remi, else …-<time>-2.remi, -3, …; empty when
    /// every candidate is taken.
    static QString keptAsideName(const QDateTime &time);
    /// The warning when an unreadable autosave could not be kept aside (translated).
    static QString notKeptAsideText();
    /// Candidates keptAsideName() tries for one second.
    static constexpr int kMaxKeptAside = 100;

    /// Keeps the autosaved game where no autosave can overwrite it before another game replaces it
    /// (a file opened, a game named on the command line): a byte-identical copy
    /// dataDir()/unfinished-<yyyyMMdd-HHmmss>[-n].remi of an autosave that is not a finished match
    /// (an unreadable one too). A copy with the same bytes already there is reused; the oldest
    /// beyond kMaxUnfinishedKept are removed. Returns the copy's path; empty when there is nothing
    /// to keep (no autosave, a finished match, this window does not autosave). When the copy
    /// fails the autosave stops (UnfinishedNotKept), so that the game is not overwritten.
    QString keepUnfinishedAside();
    /// Unfinished games keepUnfinishedAside() keeps at most (the newest).
    static constexpr int kMaxUnfinishedKept = 20;

    /// Writes now; false with a translated `error` (and problem() set). Writes nothing while
    /// the autosave is stopped (stop()).
    bool saveNow(QString *error = nullptr);
    /// Files written so far.
    int writes() const { return m_writes; }

    /// Takes the autosave's lock (dataDir()/autosave.remi.lock) unless the data folder is refused
    /// (NoHome): true when this window may autosave; else stops the autosave with that problem
    /// (InUse when another Remi holds the lock). A lock that cannot be made (a read-only folder)
    /// leaves the autosave running: its first write reports the folder's problem.
    bool acquire();
    /// Never writes again in this run, and says why (InUse, KeptUnreadable, NoHome; None: an
    /// unattended run that leaves the autosave as it is, with nobody to tell).
    void stop(Problem why);
    /// Whether the autosave still writes after each action.
    bool stopped() const { return m_stopped; }

    /// NoHome when the data folder would be derived from a missing home folder (no
    /// $REMI_DATA_DIR, no $HOME, no absolute $XDG_DATA_HOME on Unix); NotAbsolute when it would be
    /// a relative path (a relative $HOME or $XDG_DATA_HOME: save::dataFolderProblem); None otherwise.
    static Problem dataDirProblem();
    /// The lock file beside the autosave.
    static QString lockPath();
    /// Why the game is not being saved; None while it is.
    Problem problem() const { return m_problem; }
    /// The notice for problem(), translated in the current language ("" for None).
    QString problemText() const;

  signals:
    /// problem() changed (a failure started, changed cause, or a write succeeded again).
    void problemChanged();

  private:
    void setProblem(Problem problem, const QString &detail);

    GameController *m_controller;
    std::function<QHash<int, HandOrder>()> m_orders;
    int m_writes = 0;
    bool m_warned = false;
    bool m_stopped = false;
    Problem m_problem = Problem::None;
    QString m_detail; ///< the system's words for Other
    std::unique_ptr<QLockFile> m_lock;
};
