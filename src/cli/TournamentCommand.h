// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-sim tournament`: matches between computer players on mirrored deals, with win rates.

#include <QStringList>
#include <QTextStream>

namespace remi::sim {

/// Parses `args` (program name first, as QCommandLineParser expects) and runs the tournament.
/// Returns the exit code: 0 done, 1 a seat could not finish a turn, 2 bad options.
int runTournament(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace remi::sim
