// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Text on the table broken into lines that fit: the status line, labels, the drop note and the
// reason beside a refusing target.

#include <QString>

class QFontMetricsF;

namespace WordWrap {

/// `text` broken at spaces into lines no wider than `width` pixels in `metrics` (a single long word
/// stays whole; the text's own line breaks are kept).
QString lines(const QString &text, const QFontMetricsF &metrics, qreal width);

} // namespace WordWrap
