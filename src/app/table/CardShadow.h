// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The soft shadow under a lifted or dragged card: a blurred rounded rectangle drawn once
// per card size and kept, so a drag only draws one more pixmap a frame (benchmarks/README.md
// compares it with QGraphicsDropShadowEffect).

#include <QPixmap>
#include <QRectF>

namespace CardShadow {
/// The shadow's darkest alpha (under the middle of the card).
constexpr int kAlpha = 130;
/// Where the shadow of a card occupying `card` lies, in the card's coordinates: the card grown by its
/// blur, moved down and right; further when `high` (a dragged card is held higher than a lifted one).
QRectF rect(const QRectF &card, bool high);
/// The shadow picture of a card of `size` (device pixels), the blur included; made once per size.
QPixmap pixmap(QSizeF size);
} // namespace CardShadow
