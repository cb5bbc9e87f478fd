// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-sim log GAME.remi [--seat N] [--language L]`: the game log of a save file in
// words, from one seat (public information only), printed by the same code as the window's log
// panel (words/GameLog).

#include <QStringList>
#include <QTextStream>

namespace remi::sim {

/// Prints the log of the save file in `args` and returns 0, or one line on `err` and 2 for a bad
/// file, seat or language. `--seat N`: match seat from 0 (default: the first human seat; `none`:
/// nobody's hand); `--language L`: en, sr, sr_Latn or ru (default en).
int runLog(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace remi::sim
