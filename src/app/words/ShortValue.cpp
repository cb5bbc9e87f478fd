// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ShortValue.h"

QString ShortValue::cut(const QString &value)
{
    QString out = value.size() > kMaxChars ? value.left(kMaxChars) : value;
    // Never half of a surrogate pair at the cut.
    if (value.size() > kMaxChars && !out.isEmpty() && out.back().isHighSurrogate()) out.chop(1);
    for (QChar &c : out)
        if (c.category() == QChar::Other_Control) c = QLatin1Char(' ');
    if (value.size() > kMaxChars) out += QChar(0x2026);
    return out;
}

QString ShortValue::path(const QString &path)
{
    QString out = path;
    if (path.size() > kMaxPathChars) {
        const int half = kMaxPathChars / 2;
        QString head = path.left(half), tail = path.right(half);
        if (!head.isEmpty() && head.back().isHighSurrogate()) head.chop(1);
        if (!tail.isEmpty() && tail.front().isLowSurrogate()) tail.remove(0, 1);
        out = head + QChar(0x2026) + tail;
    }
    for (QChar &c : out)
        if (c.category() == QChar::Other_Control) c = QLatin1Char(' ');
    return out;
}
