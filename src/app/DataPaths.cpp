#include "DataPaths.h"

#include "CardRenderer.h"

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

QString dataReport(bool *ok)
{
    const auto orNone = [](const QString &s) { return s.isEmpty() ? QStringLiteral("none") : s; };
    const QString deck = cardDeckPath(QStringLiteral("remi-deck.svg"));
    const QString translations = dataSubdirectory(QStringLiteral("translations"));
    const qsizetype qmFiles =
        translations.isEmpty() ? 0
                               : QDir(translations).entryList({QStringLiteral("*.qm")}, QDir::Files).size();
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
