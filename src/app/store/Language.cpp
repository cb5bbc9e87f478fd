// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Language.h"

#include "AppSettings.h"
#include "DataPaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace {
QString g_current = QStringLiteral("en");
bool g_qtLoaded = false;

QTranslator *translator(bool qt)
{
    // Owned by the application: a QPointer, as the QCoreApplication of EarlyOptions is destroyed
    // with its translators before the QApplication exists.
    static QPointer<QTranslator> ours;
    static QPointer<QTranslator> qts;
    QPointer<QTranslator> &t = qt ? qts : ours;
    if (!t) t = new QTranslator(QCoreApplication::instance());
    return t;
}

// Qt's own texts that the window shows, translated in our files as well (our translator is asked
// first), so that languages without a qtbase_<lang>.qm show no English button.
[[maybe_unused]] const char *const qtStrings[] = {
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Select All"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays version information."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help including Qt specific options."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "[options]"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Usage: %1"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Options:"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Arguments:"),
};
} // namespace

QList<Language::Choice> Language::choices()
{
    return {
        {QString(), QCoreApplication::translate("Language", "System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("sr"), QStringLiteral("Српски (ћирилица)")},
        {QStringLiteral("sr_Latn"), QStringLiteral("Srpski (latinica)")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
    };
}

QString Language::normalize(const QString &locale)
{
    QString name = locale.trimmed();
    const bool latinModifier = name.contains(QLatin1String("@latin"), Qt::CaseInsensitive);
    name = name.section(QLatin1Char('@'), 0, 0).section(QLatin1Char('.'), 0, 0);
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    const QStringList parts = name.split(QLatin1Char('_'), Qt::SkipEmptyParts);
    if (parts.isEmpty()) return {};
    const QString lang = parts.first().toLower();
    if (lang == QLatin1String("sr")) {
        const bool latin = latinModifier || parts.contains(QStringLiteral("Latn"), Qt::CaseInsensitive);
        return latin ? QStringLiteral("sr_Latn") : QStringLiteral("sr");
    }
    if (lang == QLatin1String("ru")) return QStringLiteral("ru");
    if (lang == QLatin1String("en") || lang == QLatin1String("c") || lang == QLatin1String("posix"))
        return QStringLiteral("en");
    return {};
}

QString Language::systemCode()
{
    // The environment keeps the @latin modifier that QLocale may drop.
    for (const char *var : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(var);
        if (value.isEmpty()) continue;
        for (const QString &entry : value.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
            const QString code = normalize(entry);
            if (!code.isEmpty()) return code;
        }
        break;
    }
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::Serbian)
        return system.script() == QLocale::LatinScript ? QStringLiteral("sr_Latn") : QStringLiteral("sr");
    const QString code = normalize(system.name());
    return code.isEmpty() ? QStringLiteral("en") : code;
}

QString Language::stored()
{
    return AppSettings::language();
}

QString Language::requested(const QStringList &arguments)
{
    QString code = stored();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--language") && i + 1 < arguments.size()) code = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--language="))) code = arguments[i].mid(11);
    }
    return code;
}

void Language::store(const QString &code)
{
    AppSettings::setLanguage(code);
}

QStringList Language::searchPaths()
{
    // The installed translations (DataPaths.h: share/remi, or Resources/remi in a macOS bundle),
    // then the copies embedded in the program.
    QStringList paths;
    const QString installed = remi::dataSubdirectory(QStringLiteral("translations"));
    if (!installed.isEmpty()) paths << installed;
    return paths << QStringLiteral(":/i18n");
}

QString Language::resolve(const QString &requested)
{
    const QString code = requested.isEmpty() ? systemCode() : normalize(requested);
    return code.isEmpty() ? QStringLiteral("en") : code;
}

QString Language::apply(const QString &requested)
{
    QString code = resolve(requested);
    QTranslator *ours = translator(false);
    QTranslator *qt = translator(true);
    QCoreApplication::removeTranslator(ours);
    QCoreApplication::removeTranslator(qt);

    bool loaded = false;
    for (const QString &dir : searchPaths())
        if (QFileInfo(dir + QStringLiteral("/remi_%1.qm").arg(code)).isFile() && // never a pipe
            ours->load(QStringLiteral("remi_%1").arg(code), dir)) {
            loaded = true;
            break;
        }
    if (!loaded) {
        code = QStringLiteral("en");
        for (const QString &dir : searchPaths())
            if (ours->load(QStringLiteral("remi_en"), dir)) break;
    }
    // Qt's own strings (standard buttons, edit menus) where Qt's catalogue is found (qt_ru or
    // qtbase_ru, en; not sr in Qt 6.4: the few Qt strings the window shows are in our files too, see below).
    const QString qtFile = qtCatalogue(code, qtSearchPaths());
    g_qtLoaded = !qtFile.isEmpty() && qt->load(qtFile);
    g_current = code;
    // The default locale follows (help pages, number formats): the system's for "system default".
    static const QLocale system = QLocale::system();
    if (requested.isEmpty() && resolve(QString()) == code) QLocale::setDefault(system);
    else if (code == QLatin1String("sr_Latn"))
        QLocale::setDefault(QLocale(QLocale::Serbian, QLocale::LatinScript, QLocale::Serbia));
    else if (code == QLatin1String("sr"))
        QLocale::setDefault(QLocale(QLocale::Serbian, QLocale::CyrillicScript, QLocale::Serbia));
    else if (code == QLatin1String("ru")) QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    else QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // Qt's first, ours last: the translator installed last is asked first.
    if (g_qtLoaded) QCoreApplication::installTranslator(qt);
    QCoreApplication::installTranslator(ours);
    // QApplication posts LanguageChange to the windows: deliver it now, so that every window shows
    // the new language when apply() returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    return code;
}

QStringList Language::qtSearchPaths()
{
    // windeployqt writes qt_<lang>.qm to translations/ beside remi.exe; Qt's own folder otherwise
    // (Debian: /usr/share/qt6/translations, from qt6-translations-l10n).
    QStringList paths;
    if (QCoreApplication::instance())
        paths << QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("translations"));
    paths << QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    paths.removeDuplicates();
    return paths;
}

QString Language::qtCatalogue(const QString &code, const QStringList &folders)
{
    for (const QString &dir : folders)
        for (const QString &name : {QStringLiteral("qt_%1.qm"), QStringLiteral("qtbase_%1.qm")}) {
            const QString path = QDir(dir).filePath(name.arg(code));
            if (QFileInfo(path).isFile()) return path;
        }
    return {};
}

QString Language::current()
{
    return g_current;
}

bool Language::qtTranslationLoaded()
{
    return g_qtLoaded;
}
