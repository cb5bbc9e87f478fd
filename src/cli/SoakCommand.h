// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-sim soak`: many rounds over every variant with random options, random legal moves and
// random illegal actions, checking the engine's invariants after every action (RULES.md 1.1, 1.4).

#include <QStringList>
#include <QTextStream>

namespace remi::sim {

/// Runs `remi-sim soak [--rounds N] [--seed S]`. Prints rounds, actions and violations; returns 0
/// when there were no violations, 1 when there were, 2 for bad arguments.
int runSoak(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace remi::sim
