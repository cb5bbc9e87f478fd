// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A dialog's size within its screen: on an 800×600 screen the settings and the help
// opened 640 px high, so their buttons were below the screen's edge; a restored window inside its
// screen.

#include <QSize>

class QWidget;

namespace ScreenFit {
/// Room kept for the window manager's title bar and frame (pixels).
inline constexpr QSize kFrame{16, 56};
/// Resizes `dialog` to `wanted` (pixels), at most the available area of the screen it opens on
/// (its parent's screen, else its own) less kFrame.
void resize(QWidget *dialog, QSize wanted);
/// Moves and, where needed, shrinks the top-level `window` so that it lies inside the available area
/// of the screen its centre is on (else the primary screen), less kFrame (a geometry saved
/// at 2× on 1920×1080 opened 864 px wide on an 800×600 screen). Its minimum size gives way too.
void keepInside(QWidget *window);
} // namespace ScreenFit
