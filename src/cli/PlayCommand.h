// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-sim play`: a whole match between random-legal-move players, logged round by round.

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstdint>

namespace remi::sim {

struct PlayOptions {
    QString variant = QStringLiteral("remi51");
    int players = 4;
    std::uint64_t seed = 1;
    int maxRounds = 0;    ///< 0: play the match to its end
    QStringList options;  ///< "name=value"
    bool verbose = false; ///< log every accepted action
};

/// Plays the match. Returns the exit code: 0 done, 1 a seat could not finish a turn or a round
/// did not end, 2 bad options (the reason goes to `err`).
int runPlay(const PlayOptions &options, QTextStream &out, QTextStream &err);

} // namespace remi::sim
