// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// remi-table-bench --steadiness (issue 35): how far the piles, the seat panels, the bottom buttons
// and the table's meld rows move, unasked, during a scripted Rami round (TableSteadiness.cpp).

#include <QStringList>

/// Runs the scripted round in a window (`args`: --size WxH, --seed S, --players N, --json) and
/// prints the figures; 0 on success.
int runSteadiness(const QStringList &args);
