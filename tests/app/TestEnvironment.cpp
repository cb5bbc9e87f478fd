// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TestEnvironment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <system_error>

#ifdef Q_OS_WIN
#include <stdlib.h>
#endif

namespace TestEnvironment {

QString settingsFolder()
{
    const QString home = qEnvironmentVariable("REMI_TEST_HOME");
    if (!home.isEmpty()) return QDir(home).filePath(QStringLiteral("settings"));
    return QDir::temp().filePath(QStringLiteral("remi-test-settings/") +
                                 QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName());
}

void setEnvironment(const char *name, const QString &value)
{
#ifdef Q_OS_WIN
    _wputenv_s(reinterpret_cast<const wchar_t *>(QString::fromLatin1(name).utf16()),
               reinterpret_cast<const wchar_t *>(value.utf16()));
#else
    qputenv(name, value.toLocal8Bit());
#endif
}

QProcessEnvironment childEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_FORCE_STDERR_LOGGING"), QStringLiteral("1"));
    return env;
}

QString childSettingsFile(const QString &home)
{
    // Qt itself names the file: this program takes remi's names (main.cpp) and its settings folder
    // for a moment, asks QSettings(), and gets its own back.
    const QString org = QCoreApplication::organizationName();
    const QString domain = QCoreApplication::organizationDomain();
    const QString app = QCoreApplication::applicationName();
    const QSettings::Format format = QSettings::defaultFormat();
    QCoreApplication::setOrganizationName(QStringLiteral("Remi"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("remi-cards.github.io"));
    QCoreApplication::setApplicationName(QStringLiteral("remi"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, home + QStringLiteral("/settings"));
    const QString file = QSettings().fileName();
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsFolder());
    QSettings::setDefaultFormat(format);
    QCoreApplication::setOrganizationName(org);
    QCoreApplication::setOrganizationDomain(domain);
    QCoreApplication::setApplicationName(app);
    return file;
}

QString nativePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString errnoText(int code)
{
    return QString::fromStdString(std::generic_category().message(code));
}

} // namespace TestEnvironment

namespace {

/// Every QSettings() of the test program is an INI file under settingsFolder(), on every platform.
void isolateSettings()
{
    const QString folder = TestEnvironment::settingsFolder();
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::SystemScope, QDir(folder).filePath(QStringLiteral("system")));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(isolateSettings)
