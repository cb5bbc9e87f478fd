#pragma once
// remi-sim and save files (issue 8): `remi-sim replay SAVE.remi` and `remi-sim record`.

#include <QByteArray>
#include <QStringList>
#include <QTextStream>

namespace remi::sim {

/// Replays save-file text `data` read from `file`: prints a JSON summary (variant, rounds, actions,
/// totals, whether the match is over) and returns 0, or one line on `err` and 2 for a bad file.
int replaySaveData(const QString &file, const QByteArray &data, QTextStream &out, QTextStream &err);

/// `remi-sim record --variant V --players N --seed S [--rounds R] [--actions A] [--level L]
/// [--option name=value ...] --out FILE`: computer players play (at most R rounds, at most A
/// actions) and the match is written as a save file. Returns 0, or 2 for bad arguments.
int runRecord(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace remi::sim
