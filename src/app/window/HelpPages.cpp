#include "HelpPages.h"

#include "engine/Variants.h"

#include <QFile>
#include <QFileInfo>

static void initHelpResources()
{
    // The pages live in the remi_app static library: register them before the first lookup.
    static const bool done = [] {
        Q_INIT_RESOURCE(help);
        return true;
    }();
    (void)done;
}

namespace HelpPages {

namespace {
QString path(const QString &page, const QString &language)
{
    return QStringLiteral(":/help/%1/%2.html").arg(language, page);
}
} // namespace

QStringList pages()
{
    QStringList out;
    for (const remi::VariantDescriptor &v : remi::variants())
        out << QString::fromUtf8(v.helpPage.data(), static_cast<qsizetype>(v.helpPage.size()));
    return out << keysPage();
}

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("sr"), QStringLiteral("sr_Latn"), QStringLiteral("ru")};
}

QString language(const QLocale &locale)
{
    initHelpResources();
    switch (locale.language()) {
    case QLocale::Russian:
        return QStringLiteral("ru");
    case QLocale::Serbian:
        if (locale.script() == QLocale::LatinScript &&
            QFile::exists(path(keysPage(), QStringLiteral("sr_Latn"))))
            return QStringLiteral("sr_Latn");
        return QStringLiteral("sr");
    default:
        return QStringLiteral("en");
    }
}

QString currentLanguage()
{
    return language(QLocale()); // Language::apply() sets the default locale to the UI language
}

QUrl url(const QString &page, const QString &language)
{
    initHelpResources();
    if (!pages().contains(page)) return {};
    QStringList tries{language};
    if (language == QLatin1String("sr_Latn")) tries << QStringLiteral("sr");
    tries << QStringLiteral("en");
    for (const QString &lang : tries)
        if (QFile::exists(path(page, lang))) return QUrl(QStringLiteral("qrc") + path(page, lang));
    return {};
}

QString pageOf(const QUrl &url)
{
    if (url.scheme() != QLatin1String("qrc") || !url.path().startsWith(QLatin1String("/help/"))) return {};
    const QString name = QFileInfo(url.path()).completeBaseName();
    return pages().contains(name) ? name : QString();
}

QString pageForVariant(const QString &variant)
{
    if (const remi::VariantDescriptor *v = remi::findVariant(variant.toStdString()))
        return QString::fromUtf8(v->helpPage.data(), static_cast<qsizetype>(v->helpPage.size()));
    return keysPage();
}

} // namespace HelpPages
