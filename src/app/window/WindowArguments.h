// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The command line of a run that opens the window: parsed and checked (CommandLine), its text-only
// answers given (--help, --version, --check-data, a bad value: one line and exit code 2) and
// --data-dir put where the rest of the program reads it. The runs that only print are mostly answered
// before the QApplication exists (EarlyOptions); this is the same answer once it does.

#include "CommandLine.h"

#include <QStringList>
#include <optional>

namespace WindowArguments {

/// The options of `arguments` (QApplication::arguments(), the language already applied), with
/// `storedVariant` used without --variant. nullopt when the run ends here, with its exit code in
/// `*exitCode`: 2 and one line on stderr for an unknown option or a bad value, 0 or 1 for
/// --check-data (its report on stdout). --help and --version print and exit the process
/// (QCommandLineParser).
std::optional<CommandLine::Options> read(const QStringList &arguments, const QString &storedVariant, int *exitCode);

/// --data-dir `dir`: REMI_DATA_DIR for the rest of the run (DataPaths reads it); nothing when empty.
void applyDataDir(const QString &dir);

} // namespace WindowArguments
