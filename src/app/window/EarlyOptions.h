// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The runs that only print: --help, --version, --check-data, an unknown option or a bad
// value. main.cpp asks answer() before any QApplication exists; these runs load no platform
// plug-in at all (windeployqt and macdeployqt ship only the desktop's, so the installed program
// could not force `offscreen`), and need no display.

namespace EarlyOptions {

/// When the command line (`argc`, `argv` as main() got them) only asks for text, answers it with a
/// QCoreApplication of its own (translated like the window: --language, else the stored choice,
/// else the system's), written through ConsoleOutput, destroys that application and returns the
/// exit code: 0 for --help and --version, 0 or 1 for --check-data (the default deck readable or
/// not), 2 for an unknown option or a bad value. Returns -1 when the run needs the window.
int answer(int &argc, char **argv);

} // namespace EarlyOptions
