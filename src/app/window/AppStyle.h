// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The colours of every window and dialog, matched to the table theme: one QPalette set
// on the application (QApplication::setPalette), never per widget. Dark cloth-coloured windows
// and buttons with light text, cream fields and lists with dark text, a golden selection.

#include "TableTheme.h"

#include <QPalette>

namespace AppStyle {
/// The application palette that goes with `theme`.
QPalette palette(const TableTheme &theme);
/// Sets palette(theme) on the application (every widget, open or still to come, follows it); the
/// first call also makes drop-down lists open as lists in those colours (not as dark menus).
void apply(const TableTheme &theme);
/// The table theme whose palette apply() set last ("" before the first call).
QString appliedTheme();
} // namespace AppStyle
