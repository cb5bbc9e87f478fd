// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What `remi --check-data` prints: where the installed program finds its data (DataPaths.h) and
// whether the default deck can be drawn (CardRenderer).

#include <QString>

namespace remi {

/// One `key=value` line each for data, cards, translations, qm_files and help (value "none" when
/// not installed). `ok` (optional) is set to whether the default deck can be read and holds the
/// card elements.
QString dataReport(bool *ok);

} // namespace remi
