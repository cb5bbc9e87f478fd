// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What every app test program shares (issue 32), on every platform:
//  - its own settings file: QSettings() is an INI file in the test's folder (REMI_TEST_HOME, set per
//    CTest test by tests/app/CMakeLists.txt), never the registry (Windows) or the plist (macOS) of the
//    developer running the tests, which `QSettings().clear()` would wipe. TestEnvironment.cpp does it
//    when the QCoreApplication is made (Q_COREAPP_STARTUP_FUNCTION), before any test function runs;
//    every test program of tests/app is built with it.
//  - the text a child process printed, with Windows' "\r\n" read as "\n".

#include <QByteArray>
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

} // namespace TestEnvironment
