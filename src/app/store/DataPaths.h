// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where the installed program finds its data (card decks, translations, rules help).
// Installed layouts (packaging/CMakeLists.txt):
//   Linux .deb / .tar.gz, Windows:  <prefix>/bin/remi  and  <prefix>/share/remi/{cards,translations,help}
//   macOS bundle:                   Remi.app/Contents/MacOS/Remi  and  Remi.app/Contents/Resources/remi/...
// The build tree has no such folder; the program then uses the decks embedded in its resources.
// What `remi --check-data` prints is DataReport.h (table/: it also reads the deck).

#include <QString>

namespace remi {

/// The installed data folder: <applicationDirPath>/../share/remi, or on macOS
/// <applicationDirPath>/../Resources/remi, when that folder exists; otherwise an empty string.
/// Needs a QCoreApplication. The path is absolute and cleaned.
QString dataDirectory();

/// dataDirectory()/`name` (e.g. "cards", "translations", "help") when that folder exists,
/// otherwise an empty string.
QString dataSubdirectory(const QString &name);

/// The deck file `fileName` (e.g. "remi-deck.svg") from the installed cards folder when it is there,
/// otherwise the embedded copy ":/cards/<fileName>".
QString cardDeckPath(const QString &fileName);

} // namespace remi
