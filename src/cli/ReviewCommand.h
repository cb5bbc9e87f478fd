// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-sim review FILE.remi --seat N [--round R] [--language L] [--json]` (issue 40): the round
// review (src/review/RoundReview.h) of a save's finished rounds for one seat.

#include <QStringList>
#include <QTextStream>

namespace remi::sim {

/// Reviews match seat N's decisions in every finished round of the save (or round R, from 1) and
/// prints the moments worst first and a summary per round and for the match; returns 0, or one line
/// on `err` and 2 for a bad file, seat, round or language.
int runReview(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace remi::sim
