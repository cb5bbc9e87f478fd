// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What every app test program shares (issue 32), on every platform:
//  - its own settings file: QSettings() is an INI file in the test's folder (REMI_TEST_HOME, set per
//    CTest test by tests/app/CMakeLists.txt), never the registry (Windows) or the plist (macOS) of the
//    developer running the tests, which `QSettings().clear()` would wipe. TestEnvironment.cpp does it
//    when the QCoreApplication is made (Q_COREAPP_STARTUP_FUNCTION), before any test function runs;
//    every test program of tests/app is built with it.
//  - the text a child process printed, with Windows' "\r\n" read as "\n";
//  - the environment of a child process (its warnings on stderr, also on Windows), the settings
//    file a remi child reads, and texts as remi prints them on this platform (native separators,
//    the C library's words for an errno value).

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>

namespace TestEnvironment {

/// The folder of this test run's settings: $REMI_TEST_HOME/settings, else a folder under the
/// system's temporary folder named after the program (a test started by hand).
QString settingsFolder();

/// Sets the environment variable `name` to `value` so that qEnvironmentVariable() reads it back
/// exactly, also where the value is not in the ANSI code page (Windows: _wputenv_s; qputenv with
/// toLocal8Bit() would lose Cyrillic there).
void setEnvironment(const char *name, const QString &value);

/// `text` with every "\r\n" made "\n" (Windows' line ends in a child process's output).
inline QString normalizedNewlines(QString text)
{
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return text;
}

/// A child process's output in the local 8-bit encoding (as remi writes it), newlines normalized.
inline QString localText(const QByteArray &bytes)
{
    return normalizedNewlines(QString::fromLocal8Bit(bytes));
}

/// A child process's UTF-8 output (remi-sim), newlines normalized.
inline QString utf8Text(const QByteArray &bytes)
{
    return normalizedNewlines(QString::fromUtf8(bytes));
}

/// The environment for a child process (remi, remi-sim): the system's, with
/// QT_FORCE_STDERR_LOGGING=1. A GUI program's qWarning() goes to OutputDebugString on Windows, not
/// to stderr, where the tests read it; this keeps it on stderr on every platform.
QProcessEnvironment childEnvironment();

/// The settings file that QSettings() of a remi child started with REMI_TEST_HOME=`home` reads
/// (AppSettings::useTestSettingsIfAsked): an INI file under `home`/settings named after the
/// organization and application main.cpp sets, as Qt names it on this platform (macOS takes the
/// organization domain, the others the organization name).
QString childSettingsFile(const QString &home);

/// `path` as remi prints it: with the platform's separators (backslashes on Windows).
QString nativePath(const QString &path);

/// The C library's words for the errno value `code`, as remi's file errors say it
/// (std::generic_category(): "No such file or directory" with glibc, lower case with MSVC).
QString errnoText(int code);

} // namespace TestEnvironment
