// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// How this run of the window goes, from its command line: played by a person, unattended (the crash
// test: --exit-when-match-ends, every computer move at once, quit at the match's end or at
// --max-rounds), a picture (--screenshot: a settled table, no card in flight) or a start-up
// measurement (--measure-startup). Pictures and measurements neither autosave nor offer an
// autosaved game.

#include "CommandLine.h"

class GameController;
class MainWindow;

struct RunMode {
    bool unattended = false; ///< --exit-when-match-ends
    bool shot = false;       ///< --screenshot
    bool playOn = false;     ///< the picture is of the round's or the match's end: every seat plays on
    bool probe = false;      ///< a picture or a start-up measurement: no autosave, no offer
    int maxRounds = 0;       ///< unattended: quit after this many rounds (0: at the match's end)

    /// The mode `options` ask for.
    static RunMode from(const CommandLine::Options &options);

    /// Sets `window`'s computer delays and animation speed for this mode (and --computer-delay,
    /// --size from `options`); unattended, quits at the match's end and goes on after each round.
    void apply(MainWindow &window, const CommandLine::Options &options) const;
    /// Unattended, after a round: quits at maxRounds, else the next round (from the event loop).
    void afterRound(GameController *controller) const;
};
