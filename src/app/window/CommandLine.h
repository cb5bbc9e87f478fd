// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// remi's command line: the options (addOptions) and their checked values (read). main.cpp and
// tests/app/tst_commandline.cpp share it, so that every bad value gives one translated line and
// exit code 2 instead of being read as 0 or silently ignored.

#include "GameController.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QSize>
#include <QString>

#include <optional>

namespace CommandLine {

/// Largest window width and height accepted by --size (a larger window hangs the offscreen grab).
inline constexpr int kMaxWindowSide = 8192;

/// What the command line asks for, every value checked.
struct Options {
    QString variant;         ///< the game (from --variant, else the stored setting)
    int players = 4;         ///< --players, or the number of --seats entries
    QList<SeatConfig> seats; ///< --seats (empty: --players default seats)
    std::optional<quint64> seed;
    QString screenshot;        ///< --screenshot file ("" when not set)
    QString screenshotDialog;  ///< "", "settings", "newgame", "roundend" or "matchend"
    int screenshotDelay = 0;   ///< ms
    std::optional<QSize> size; ///< --size
    std::optional<int> measureTurns;
    std::optional<int> computerDelay; ///< ms
    QString language;                 ///< --language as given ("" when not set)
    QString dataDir;                  ///< --data-dir ("" when not set)
    bool checkData = false;
    bool resume = false;
    bool namesGame = false; ///< --variant, --players, --seats or --seed given: that game, no resume offer
    bool exitWhenMatchEnds = false;
    int maxRounds = 0; ///< 0: no limit
    QString file;      ///< the saved game named on the command line ("" when none)
};

/// Adds remi's options (translated descriptions), --help / --version and the positional [file] to
/// `parser`. Options for tests and pictures (--screenshot…, --measure-startup, --computer-delay,
/// --exit-when-match-ends, --max-rounds) are accepted but hidden from --help.
void addOptions(QCommandLineParser &parser);

/// The one line for a failed QCommandLineParser::parse(): an unknown option is named (cut to
/// ShortValue::kMaxChars); main.cpp prints it and exits with 2.
QString parseError(const QCommandLineParser &parser);

/// Whether `arguments` (argv, program first) ask for no window: --help, --version, --check-data, or
/// an unknown option or a bad value (which only print a line). Needs no QCoreApplication:
/// EarlyOptions::answer asks before any application exists and answers these without a platform
/// plug-in, so they work without a display and in a deployed program.
bool needsNoWindow(const QStringList &arguments, const QString &storedVariant);

/// Reads and checks the values of a parser prepared by addOptions() that has parsed the
/// arguments. `storedVariant` is the game used without --variant. nullopt with one translated
/// line in `error` for the first bad value.
std::optional<Options> read(const QCommandLineParser &parser, const QString &storedVariant, QString *error);

} // namespace CommandLine
