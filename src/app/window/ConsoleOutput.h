// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where remi's printed answers go (--help, --version, --check-data, a bad option). The one
// platform file of the command line: on Linux and macOS plain stdout / stderr; on Windows remi.exe
// is a GUI program (WIN32_EXECUTABLE) with no console of its own, so the text goes to the redirected
// handles when there are any (`remi --help > help.txt`, QProcess), else to the console of the
// cmd.exe or PowerShell that started it (AttachConsole(ATTACH_PARENT_PROCESS)), else into a message
// box (started from the Explorer or a shortcut).

#include <QString>

namespace ConsoleOutput {

enum class Stream { Out, Err };

/// Writes `text` as it is (no newline added) to `stream`, as described above. `title` is the
/// message box's title on Windows when there is no console (unused elsewhere).
void write(Stream stream, const QString &text, const QString &title);

} // namespace ConsoleOutput
