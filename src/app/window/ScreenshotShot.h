// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// --screenshot FILE: a picture of the window, or of a dialog over it (--screenshot-dialog settings,
// newgame, help, playmenu), taken once the table has settled (400 ms plus --screenshot-delay); for
// roundend and matchend every seat plays on first (ScreenshotPlay). The program then exits with 0,
// or 1 when the file cannot be written.

#include "CommandLine.h"

class MainWindow;

namespace ScreenshotShot {

/// Takes the picture `options` ask for of `window` from the event loop, then quits the application.
void schedule(MainWindow &window, const CommandLine::Options &options);

} // namespace ScreenshotShot
