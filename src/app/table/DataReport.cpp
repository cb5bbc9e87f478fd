// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DataReport.h"

#include "CardRenderer.h"
#include "DataPaths.h"

#include <QDir>

namespace remi {

QString dataReport(bool *ok)
{
    const auto orNone = [](const QString &s) { return s.isEmpty() ? QStringLiteral("none") : s; };
    const QString deck = cardDeckPath(QStringLiteral("remi-deck.svg"));
    const QString translations = dataSubdirectory(QStringLiteral("translations"));
    const qsizetype qmFiles =
        translations.isEmpty() ? 0 : QDir(translations).entryList({QStringLiteral("*.qm")}, QDir::Files).size();
    if (ok) {
        const CardRenderer renderer(deck);
        *ok = renderer.isValid() && renderer.hasElement(QStringLiteral("1_spade"));
    }
    return QStringLiteral("data=%1\ncards=%2\ntranslations=%3\nqm_files=%4\nhelp=%5\n")
        .arg(orNone(dataDirectory()), deck, orNone(translations))
        .arg(qmFiles)
        .arg(orNone(dataSubdirectory(QStringLiteral("help"))));
}

} // namespace remi
