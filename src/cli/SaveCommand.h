// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// remi-sim and save files: `remi-sim replay SAVE.remi` and `remi-sim record`.

#include <QStringList>
#include <QTextStream>

#include <string_view>

namespace remi::sim {

/// Replays save-file text `data` read from `file`: prints a JSON summary (variant, rounds, actions,
/// totals, whether the match is over) and returns 0, or one line on `err` and 2 for a bad file.
int replaySaveData(const QString &file, std::string_view data, QTextStream &out, QTextStream &err);

/// `remi-sim record --variant V --players N --seed S [--rounds R] [--actions A] [--level L]
/// [--option name=value ...] --out FILE`: computer players play (at most R rounds, at most A
/// actions) and the match is written as a save file (writeFileChecked: all of it or nothing).
/// Returns 0, 2 for bad arguments, 1 when the file cannot be written (one line on `err`).
int runRecord(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace remi::sim
