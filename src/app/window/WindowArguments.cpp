// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "WindowArguments.h"

#include "DataReport.h"

#include <QCommandLineParser>
#include <QFile>
#include <cstdio>
#include <cstdlib>

namespace WindowArguments {

std::optional<CommandLine::Options> read(const QStringList &arguments, const QString &storedVariant, int *exitCode)
{
    QCommandLineParser parser;
    CommandLine::addOptions(parser);
    // An unknown option exits with 2, like a bad value (QCommandLineParser::process would exit with 1).
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "%s\n", qPrintable(CommandLine::parseError(parser)));
        *exitCode = 2;
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) parser.showHelp(0);
    QString badValue;
    std::optional<CommandLine::Options> options = CommandLine::read(parser, storedVariant, &badValue);
    if (!options) {
        std::fprintf(stderr, "%s\n", qPrintable(badValue));
        *exitCode = 2;
        return std::nullopt;
    }
    if (options->checkData) {
        bool ok = false;
        std::fputs(qPrintable(remi::dataReport(&ok)), stdout);
        *exitCode = ok ? 0 : 1;
        return std::nullopt;
    }
    return options;
}

void applyDataDir(const QString &dir)
{
    if (dir.isEmpty()) return;
        // Read back with qEnvironmentVariable (wide on Windows): set wide there, so that a folder
        // outside the ANSI code page (C:\Users\Иван) is not turned into '?'.
#ifdef Q_OS_WIN
    _wputenv_s(L"REMI_DATA_DIR", reinterpret_cast<const wchar_t *>(dir.utf16()));
#else
    qputenv("REMI_DATA_DIR", QFile::encodeName(dir));
#endif
}

} // namespace WindowArguments
