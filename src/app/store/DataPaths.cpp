// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DataPaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace remi {

QString dataDirectory()
{
    const QDir appDir(QCoreApplication::applicationDirPath());
#ifdef Q_OS_MACOS
    const QString candidate = appDir.absoluteFilePath(QStringLiteral("../Resources/remi"));
#else
    const QString candidate = appDir.absoluteFilePath(QStringLiteral("../share/remi"));
#endif
    const QFileInfo info(candidate);
    return info.isDir() ? QDir::cleanPath(info.absoluteFilePath()) : QString();
}

QString dataSubdirectory(const QString &name)
{
    const QString data = dataDirectory();
    if (data.isEmpty()) return {};
    const QString sub = data + QLatin1Char('/') + name;
    return QFileInfo(sub).isDir() ? sub : QString();
}

QString cardDeckPath(const QString &fileName)
{
    const QString cards = dataSubdirectory(QStringLiteral("cards"));
    if (!cards.isEmpty()) {
        const QString installed = cards + QLatin1Char('/') + fileName;
        if (QFileInfo(installed).isFile()) return installed;
    }
    return QStringLiteral(":/cards/") + fileName;
}

} // namespace remi
