// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The game on the table when the window opens, in the order the start takes: the autosave's lock
// (another window holding it is asked about first), the saved game named on the command line, then
// the unfinished autosaved game as StartupPlan::decide() says (continued, offered, kept aside, left
// alone, or shown read-only), else a new game of the command line's or the stored options. An
// unfinished game is never replaced silently.

#include "CommandLine.h"
#include "RunMode.h"

class MainWindow;

struct FirstGame {
    int exitCode = -1;       ///< >= 0: the run ends here with this code (the reason said on stderr)
    bool continuing = false; ///< the unfinished autosaved game was continued
    bool readOnly = false;   ///< another window's game, shown here without autosave

    /// Puts the first game on `window`'s table for `options` run as `mode` (asking the player where
    /// StartupPlan says so), and enables the autosave and the statistics unless `mode` is a probe.
    static FirstGame start(MainWindow &window, const CommandLine::Options &options, const RunMode &mode);
};
