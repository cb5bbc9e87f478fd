// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What remi does at start with an unfinished autosaved game (an unfinished game is never
// replaced silently). decide() is a pure function of the command line and the autosave's state,
// tested without a window; main.cpp follows it. Every route that replaces the game without asking
// keeps the unfinished one aside first (MainWindow::keepUnfinishedAside): a file opened (it does so
// itself), a game named on the command line (KeepAside). A named file that cannot be opened is
// said and the start goes on as without it: the unfinished game is offered.

#include <QString>

namespace remi {
class Match;
namespace save {
struct SaveGame;
}
} // namespace remi

namespace StartupPlan {

/// What happens to the unfinished autosaved game.
enum class Unfinished {
    Ignore,       ///< not read: a file was opened (and kept it aside), a picture, or no autosave here
    ReadOnly,     ///< another window's game, shown here read-only
    Continue,     ///< --resume: continued without a question (none: exit 2)
    CannotResume, ///< --resume, but this window does not autosave (no home, …): exit 2, nothing read
    Offer,        ///< asked: Continue / New game
    KeepAside,    ///< a game named on the command line (the desktop's "New game: …") starts; the
                  ///< unfinished one is kept aside first
    LeaveAlone,   ///< an unattended run: a new game, and the autosave left as it is (not written)
};

/// The start's circumstances.
struct Inputs {
    bool resume = false;          ///< --resume
    bool unattended = false;      ///< --exit-when-match-ends
    bool probe = false;           ///< --screenshot or --measure-startup (no autosave)
    bool namesGame = false;       ///< --variant, --players, --seats or --seed
    bool fileOpened = false;      ///< the file named on the command line was opened
    bool readOnly = false;        ///< another window holds the autosave; its game is shown read-only
    bool autosaveStopped = false; ///< this window does not autosave (no home, lock taken, …)
};

/// Called right before the QApplication is made. Linux and the BSDs: with no display
/// (no QT_QPA_PLATFORM, DISPLAY or WAYLAND_DISPLAY) Qt aborts with SIGABRT: says so in one line on
/// stderr and returns false (main exits with 2). Without a session bus (no
/// DBUS_SESSION_BUS_ADDRESS, no $XDG_RUNTIME_DIR/bus) sets DBUS_SESSION_BUS_ADDRESS=disabled:, so
/// that the D-Bus library does not start a dbus-launch daemon that outlives the game.
bool prepareEnvironment();

/// The plan for `in`.
Unfinished decide(const Inputs &in);

/// The line beside askContinue's question when an online table was played last (its code `table`).
QString onlineTableNote(const QString &table);
/// Asks whether to continue `match` (read from `saved`): Continue (default) or New game; names the
/// last online table too (onlineTableNote) when there is one.
bool askContinue(const remi::save::SaveGame &saved, const remi::Match &match);

} // namespace StartupPlan
