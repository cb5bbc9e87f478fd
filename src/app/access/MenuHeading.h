// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A menu's heading shown whole: the card and meld menus (TableMenus) and the question menus of a
// command (CommandPresenter, e.g. "Which card does the joker stand for?") widen their menu to their
// heading, within the screen, and cut a heading wider than the screen after a whole word.

#include <QString>

class QFont;
class QMenu;

namespace MenuHeading {

/// A menu heading no wider than `width` pixels in `font`: cut after a whole word with "…",
/// never inside a word.
QString fit(const QString &text, const QFont &font, int width = 420);
/// Adds `text` as `menu`'s heading, the menu widened to show it whole within its screen (less
/// kScreenMargin on each side), else cut by fit() at the screen's width.
void add(QMenu *menu, const QString &text);

inline constexpr int kScreenMargin = 16;   ///< pixels kept free at each side of the screen
inline constexpr int kHeadingPadding = 24; ///< room around a heading's text (the style's own margins aside)

} // namespace MenuHeading
