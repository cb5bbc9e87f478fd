// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What `remi-sim log` and `remi-sim review` read before they start: the language of their words
// and one save file.

#include "save/SaveGame.h"

#include <QString>
#include <QTextStream>

namespace remi::sim {

/// Installs the window's translation `code` (en, sr, sr_Latn or ru; English too, for its plural
/// forms) for the rest of the run. On an unknown or missing language prints
/// "remi-sim COMMAND: …" to `err` and returns false.
bool installLanguage(const QString &command, const QString &code, QTextStream &err);

/// Reads and loads the save `file` into `game` (docs/SAVES.md; at most save::kMaxSaveBytes). On a
/// file or save error prints "FILE: reason" to `err` and returns false; `game` is then unspecified.
bool loadSaveFile(const QString &file, save::SaveGame *game, QTextStream &err);

} // namespace remi::sim
