// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TestEnvironment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

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

} // namespace TestEnvironment

namespace {

/// Every QSettings() of the test program is an INI file under settingsFolder(), on every platform.
void isolateSettings()
{
    const QString folder = TestEnvironment::settingsFolder();
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::SystemScope,
                       QDir(folder).filePath(QStringLiteral("system")));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(isolateSettings)
