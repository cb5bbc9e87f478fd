// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EarlyOptions.h"

#include "AppSettings.h"
#include "CommandLine.h"
#include "ConsoleOutput.h"
#include "DataReport.h"
#include "Language.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace EarlyOptions {

namespace {

using ConsoleOutput::Stream;

void say(Stream stream, const QString &text)
{
    ConsoleOutput::write(stream, text, QCoreApplication::translate("main", "Remi"));
}

/// The answer, with the QCoreApplication in place.
int answerNow()
{
    const QStringList args = QCoreApplication::arguments();
    // The language before the options are parsed, so that --help is translated too.
    Language::apply(Language::requested(args));
    QCommandLineParser parser;
    CommandLine::addOptions(parser);
    // An unknown option exits with 2, like a bad value (QCommandLineParser::process would exit with 1).
    if (!parser.parse(args)) {
        say(Stream::Err, CommandLine::parseError(parser) + QLatin1Char('\n'));
        return 2;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        say(Stream::Out, QCoreApplication::applicationName() + QLatin1Char(' ') +
                             QCoreApplication::applicationVersion() + QLatin1Char('\n'));
        return 0;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        say(Stream::Out, parser.helpText());
        return 0;
    }
    QString badValue;
    const std::optional<CommandLine::Options> cmd = CommandLine::read(parser, AppSettings::variant(), &badValue);
    if (!cmd) {
        say(Stream::Err, badValue + QLatin1Char('\n'));
        return 2;
    }
    if (cmd->checkData) {
        bool ok = false;
        say(Stream::Out, remi::dataReport(&ok));
        return ok ? 0 : 1;
    }
    return -1; // needsNoWindow said otherwise: cannot happen, the window goes on
}

} // namespace

int answer(int &argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
    if (!CommandLine::needsNoWindow(arguments, AppSettings::variant())) return -1;
    // No platform plug-in is needed for text: a plain QCoreApplication, gone again before main()
    // creates the QApplication (or returns).
    QCoreApplication app(argc, argv);
    return answerNow();
}

} // namespace EarlyOptions
