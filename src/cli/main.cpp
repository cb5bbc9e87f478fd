// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-sim: scenario replay (cases/FORMAT.md) and headless matches between random players.

#include "CliText.h"
#include "LogCommand.h"
#include "OnlineCommand.h"
#include "PlayCommand.h"
#include "ReviewCommand.h"
#include "SaveCommand.h"
#include "SoakCommand.h"
#include "TournamentCommand.h"

#include "save/FileIo.h"
#include "save/SaveGame.h"
#include "scenario/IndentedJson.h"
#include "scenario/ScenarioReader.h"
#include "scenario/ScenarioRunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

using namespace remi::sim;

namespace {

const char *kUsage = "Usage:\n"
                     "  remi-sim replay FILE.json|FILE.remi\n"
                     "      Plays a scenario file (or replays a save file) and prints the outcome as JSON.\n"
                     "      Exit 0: every expectation holds; 1: one fails; 2: the file is malformed.\n"
                     "  remi-sim record --out FILE.remi [--variant V] [--players N] [--seed S] [--rounds R]\n"
                     "                  [--actions A] [--level L] [--option name=value ...] [--max-bytes N]\n"
                     "      Computer players play; the match is written as a save file (refused, nothing\n"
                     "      written, when larger than N bytes or than the 8 MiB that replay reads). Exit 1:\n"
                     "      the file cannot be written (a full disk): the old file, if any, is left as it was.\n"
                     "  remi-sim play [--variant V] [--players N] [--seed S] [--rounds R]\n"
                     "                [--option name=value ...] [--verbose]\n"
                     "      Plays a match between random-legal-move players and logs it.\n"
                     "  remi-sim tournament --variant V --seats LEVEL,LEVEL[,...] --games N --seed S [--json]\n"
                     "      Mirrored matches between computer players (easy, normal, hard, expert).\n"
                     "  remi-sim log FILE.remi [--seat N|none] [--language en|sr|sr_Latn|ru]\n"
                     "      The game log of a save file in words, seen from seat N (from 0; default: the\n"
                     "      first human seat). Exit 2 with one line for a bad file.\n"
                     "  remi-sim review FILE.remi --seat N [--round R] [--language en|sr|sr_Latn|ru] [--json]\n"
                     "      What the expert would have done: seat N's costly decisions in each finished\n"
                     "      round, worst first, judged from what that seat knew then; a summary a round.\n"
                     "  remi-sim soak [--rounds N] [--seed S]\n"
                     "      Random options, legal and illegal actions; checks the engine's invariants.\n"
                     "  remi-sim online --server URL --table CODE --seat TOKEN [--bot LEVEL] [--ignore-ssl-errors]\n"
                     "      A computer player at a remi-server table (docs/PROTOCOL.md) until the match ends.\n"
                     "  remi-sim online --server URL --create VARIANT --seats human|LEVEL,... [--option n=v ...]\n"
                     "      Creates a table; prints its code and each human seat's token.\n";

int replay(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Scenario file"));
    if (!parser.parse(args)) {
        err << "remi-sim replay: " << parserError(parser) << '\n';
        return 2;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "remi-sim replay: expected exactly one scenario file\n";
        return 2;
    }
    const QString file = parser.positionalArguments().constFirst();
    std::string error;
    // Only a regular file, at most 8 MiB: a pipe or a device (/dev/zero) is refused before reading
    // (else it would be read for ever or until the limit).
    using remi::sim::kMaxScenarioBytes;
    std::string text;
    remi::save::FileError readError;
    if (!remi::save::readFileLimited(QFileInfo(file).filesystemFilePath(), remi::save::kMaxSaveBytes, &text,
                                     &readError)) {
        if (readError.code == remi::save::FileError::Code::TooLarge)
            err << file << ": file larger than " << remi::save::kMaxSaveBytes << " bytes\n";
        else err << file << ": " << QString::fromStdString(remi::save::fileErrorText(readError)) << '\n';
        return 2;
    }
    // A .remi file, or JSON with a "format" member, is a save (also a broken one: its message then
    // comes from the save reader, as in the window); anything else is a scenario.
    if (file.endsWith(QLatin1String(".remi"), Qt::CaseInsensitive) || remi::save::looksLikeSave(text))
        return replaySaveData(file, text, out, err);
    if (text.size() > kMaxScenarioBytes) {
        err << file << ": file larger than " << kMaxScenarioBytes << " bytes\n";
        return 2;
    }
    const auto scenario = parseScenario(text, &error);
    if (!scenario) {
        err << file << ": " << QString::fromStdString(error) << '\n';
        return 2;
    }
    const auto outcome = runScenario(*scenario, &error);
    if (!outcome) {
        err << file << ": " << QString::fromStdString(error) << '\n';
        return 2;
    }
    const std::string json = writeIndentedJson(outcome->json);
    std::fwrite(json.data(), 1, json.size(), stdout);
    std::fflush(stdout);
    return outcome->passed ? 0 : 1;
}

bool toInt(const QString &text, int &value)
{
    bool ok = false;
    value = text.toInt(&ok);
    return ok;
}

int play(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption variant(QStringLiteral("variant"), QStringLiteral("Variant preset."),
                                     QStringLiteral("name"), QStringLiteral("remi51"));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Number of players."),
                                     QStringLiteral("n"), QStringLiteral("4"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Seed (default: from the clock)."),
                                  QStringLiteral("s"));
    const QCommandLineOption rounds(QStringLiteral("rounds"), QStringLiteral("Stop after this many rounds."),
                                    QStringLiteral("r"), QStringLiteral("0"));
    const QCommandLineOption option(QStringLiteral("option"), QStringLiteral("Rule option, name=value."),
                                    QStringLiteral("name=value"));
    const QCommandLineOption verbose(QStringLiteral("verbose"), QStringLiteral("Log every action."));
    parser.addOptions({variant, players, seed, rounds, option, verbose});
    if (!parser.parse(args)) {
        err << "remi-sim play: " << parserError(parser) << '\n';
        return 2;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << "remi-sim play: unexpected argument " << shown(parser.positionalArguments().constFirst()) << '\n';
        return 2;
    }
    PlayOptions o;
    o.variant = parser.value(variant);
    o.options = parser.values(option);
    o.verbose = parser.isSet(verbose);
    if (!toInt(parser.value(players), o.players)) {
        err << "remi-sim play: --players expects a number\n";
        return 2;
    }
    if (!toInt(parser.value(rounds), o.maxRounds) || o.maxRounds < 0) {
        err << "remi-sim play: --rounds expects a number of rounds (0: no limit)\n";
        return 2;
    }
    if (parser.isSet(seed)) {
        bool ok = false;
        o.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            err << "remi-sim play: --seed expects a non-negative integer\n";
            return 2;
        }
    } else {
        o.seed = static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch());
    }
    return runPlay(o, out, err);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    const QString command = args.size() > 1 ? args.at(1) : QString();
    // The parsers see "remi-sim COMMAND" as the program name and the rest as their arguments.
    QStringList rest = args.mid(2);
    rest.prepend(args.value(0) + QLatin1Char(' ') + command);

    if (command == QLatin1String("replay")) return replay(rest, out, err);
    if (command == QLatin1String("record")) return runRecord(rest, out, err);
    if (command == QLatin1String("play")) return play(rest, out, err);
    if (command == QLatin1String("log")) return runLog(rest, out, err);
    if (command == QLatin1String("review")) return runReview(rest, out, err);
    if (command == QLatin1String("tournament")) return runTournament(rest, out, err);
    if (command == QLatin1String("soak")) return remi::sim::runSoak(rest, out, err);
    if (command == QLatin1String("online")) return remi::sim::runOnline(rest, out, err);
    if (command == QLatin1String("help") || command == QLatin1String("--help") || command == QLatin1String("-h")) {
        out << kUsage;
        return 0;
    }
    if (command.isEmpty()) {
        // One line: the whole help on stderr would bury the message.
        err << "remi-sim: missing command (remi-sim help lists the commands)\n";
        return 2;
    }
    // An unknown command or option: one line, the value cut short.
    err << QStringLiteral("remi-sim: unknown %1 \"%2\" (remi-sim help lists the commands)\n")
               .arg(command.startsWith(QLatin1Char('-')) ? QStringLiteral("option") : QStringLiteral("command"),
                    shown(command));
    return 2;
}
