// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "KeyText.h"

#include <QRegularExpression>

namespace KeyText {

bool rewrites()
{
#ifdef Q_OS_MACOS
    return true;
#else
    return false;
#endif
}

QString native(const QString &text)
{
    return rewrites() ? macNotation(text) : text;
}

QString macNotation(const QString &text)
{
    // One or more modifiers, each followed by "+", then the key (a word, a digit, one sign or an
    // arrow: the Russian and Serbian key list writes "Shift+←").
    static const QRegularExpression combination(
        QStringLiteral("\\b((?:(?:Ctrl|Shift|Alt|Meta)\\+)+)([A-Za-z0-9]+|[,.;/?\\[\\]\\-=\u2190\u2191\u2192\u2193])"));
    QString out;
    qsizetype at = 0;
    for (const QRegularExpressionMatch &m : combination.globalMatch(text)) {
        out += QStringView(text).mid(at, m.capturedStart() - at);
        const QString modifiers = m.captured(1);
        if (modifiers.contains(QLatin1String("Meta+"))) out += QChar(0x2303);  // ⌃
        if (modifiers.contains(QLatin1String("Alt+"))) out += QChar(0x2325);   // ⌥
        if (modifiers.contains(QLatin1String("Shift+"))) out += QChar(0x21E7); // ⇧
        if (modifiers.contains(QLatin1String("Ctrl+"))) out += QChar(0x2318);  // ⌘
        out += m.captured(2);
        at = m.capturedEnd();
    }
    out += QStringView(text).mid(at);
    return out;
}

} // namespace KeyText
