// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `remi-sim online` (issue 38): a headless computer player at a remi-server table, or a new table.

#include <QStringList>
#include <QTextStream>

namespace remi::sim {

/// `remi-sim online --server URL --table CODE --seat TOKEN --bot LEVEL`: plays the seat until the
/// match is over (exit 0), reconnecting by itself. `remi-sim online --server URL --create VARIANT
/// --seats KIND,... [--option name=value ...] [--grace S]`: creates a table and prints its code and
/// the human seats' tokens (exit 0). Exit 1: the server refused or could not be reached; 2: bad arguments.
int runOnline(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace remi::sim
