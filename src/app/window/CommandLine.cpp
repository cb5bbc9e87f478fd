// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CommandLine.h"

#include "Language.h"
#include "ShortValue.h"

#include "ai/bots/ComputerLevels.h"
#include "ai/bots/ComputerPlayer.h"
#include "engine/RuleSet.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace CommandLine {

namespace {

// Options for tests, pictures and measurements: accepted, but not listed by --help.
const char *const kHiddenOptions[] = {"screenshot",     "screenshot-delay",     "screenshot-dialog", "measure-startup",
                                      "computer-delay", "exit-when-match-ends", "max-rounds"};

// The options, in the order --help lists them. Made on every call (not kept), so that the
// descriptions are in the language applied last (a check before the QApplication exists reads them
// untranslated).
QCommandLineOption opt(const char *name)
{
    const QList<QCommandLineOption> all = [] {
        QList<QCommandLineOption> o;
        o << QCommandLineOption(
            QStringLiteral("variant"),
            QCoreApplication::translate(
                "main", "Game: remi51, rummy, rami or remi_indonesia (default: the one in the settings)."),
            QStringLiteral("name"));
        o << QCommandLineOption(QStringLiteral("players"), QCoreApplication::translate("main", "Number of players."),
                                QStringLiteral("n"), QStringLiteral("4"));
        o << QCommandLineOption(QStringLiteral("seed"),
                                QCoreApplication::translate("main", "Shuffle seed (replays a game)."),
                                QStringLiteral("number"));
        o << QCommandLineOption(
            QStringLiteral("screenshot"),
            QCoreApplication::translate("main", "Save a picture of the window after the deal and quit."),
            QStringLiteral("file"));
        o << QCommandLineOption(QStringLiteral("screenshot-delay"),
                                QCoreApplication::translate("main", "With --screenshot: let the computer players "
                                                                    "play for this many milliseconds first."),
                                QStringLiteral("ms"), QStringLiteral("0"));
        o << QCommandLineOption(QStringLiteral("size"),
                                QCoreApplication::translate("main", "Window size, e.g. 1200x820."),
                                QStringLiteral("WxH"));
        o << QCommandLineOption(
            QStringLiteral("check-data"),
            QCoreApplication::translate(
                "main", "Print where the card decks, translations and rules help were found, then quit."));
        o << QCommandLineOption(
            QStringLiteral("measure-startup"),
            QCoreApplication::translate("main", "Print the start-up time and the memory after this many turns, "
                                                "then quit (benchmarks/startup.sh)."),
            QStringLiteral("turns"));
        o << QCommandLineOption(
            QStringLiteral("language"),
            QCoreApplication::translate("main", "Language for this run: en, sr (Cyrillic), sr_Latn (Latin) or ru "
                                                "(default: the one in the settings, else the system's)."),
            QStringLiteral("code"));
        o << QCommandLineOption(
            QStringLiteral("screenshot-dialog"),
            QCoreApplication::translate(
                "main",
                "With --screenshot: picture this dialog instead of the window "
                "(settings, newgame, playmenu: the Play menu opened, or help: the rules help of F1), or play on to the end of the round or match (roundend, matchend)."),
            QStringLiteral("name"));
        o << QCommandLineOption(QStringLiteral("resume"),
                                QCoreApplication::translate("main", "Continue the autosaved game directly."));
        o << QCommandLineOption(
            QStringLiteral("seats"),
            QCoreApplication::translate("main", "One entry per seat: human, computer, easy, normal, hard or expert "
                                                "(e.g. computer,computer,computer); sets the number of players."),
            QStringLiteral("list"));
        o << QCommandLineOption(QStringLiteral("computer-delay"),
                                QCoreApplication::translate("main", "Pause before each computer turn."),
                                QStringLiteral("ms"));
        o << QCommandLineOption(QStringLiteral("data-dir"),
                                QCoreApplication::translate(
                                    "main", "Folder of the autosave (default: the user's application data folder)."),
                                QStringLiteral("dir"));
        o << QCommandLineOption(
            QStringLiteral("exit-when-match-ends"),
            QCoreApplication::translate(
                "main", "Play unattended (no round dialogs) and quit with exit code 0 when the match ends."));
        o << QCommandLineOption(
            QStringLiteral("max-rounds"),
            QCoreApplication::translate("main", "With --exit-when-match-ends: quit after this many rounds as well."),
            QStringLiteral("n"));
        return o;
    }();
    for (QCommandLineOption o : all) {
        if (o.names().constFirst() != QLatin1String(name)) continue;
        for (const char *hidden : kHiddenOptions)
            if (qstrcmp(hidden, name) == 0) o.setFlags(QCommandLineOption::HiddenFromHelp);
        return o;
    }
    Q_UNREACHABLE();
}

const char *const kOptionNames[] = {"variant",           "players",          "seed",
                                    "screenshot",        "screenshot-delay", "size",
                                    "check-data",        "measure-startup",  "language",
                                    "screenshot-dialog", "resume",           "seats",
                                    "computer-delay",    "data-dir",         "exit-when-match-ends",
                                    "max-rounds"};

/// A whole number in [min, max] (decimal digits, an optional leading minus); nullopt otherwise.
std::optional<qint64> wholeNumber(const QString &text, qint64 min, qint64 max)
{
    static const QRegularExpression digits(QStringLiteral("^-?[0-9]{1,18}$"));
    if (!digits.match(text).hasMatch()) return std::nullopt;
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < min || n > max) return std::nullopt;
    return n;
}

/// "--name: 'value' is not …" for an integer option.
QString numberError(const char *name, const QString &value, qint64 min, qint64 max)
{
    return QCoreApplication::translate("main", "--%1: \"%2\" is not a whole number from %3 to %4.")
        .arg(QLatin1String(name), ShortValue::cut(value), QString::number(min), QString::number(max));
}

bool readNumber(const QCommandLineParser &parser, const char *name, qint64 min, qint64 max, qint64 *out, QString *error)
{
    const QString value = parser.value(opt(name));
    const auto n = wholeNumber(value.trimmed(), min, max);
    if (!n) {
        *error = numberError(name, value, min, max);
        return false;
    }
    *out = *n;
    return true;
}

} // namespace

void addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Rummy card games: Rummy, Remi 51, Rami, Remi Indonesia."));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const char *name : kOptionNames) parser.addOption(opt(name));
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A saved game (.remi) to open."),
                                 QStringLiteral("[file]"));
}

QString parseError(const QCommandLineParser &parser)
{
    const QStringList unknown = parser.unknownOptionNames();
    if (!unknown.isEmpty()) {
        const QString name = unknown.constFirst();
        const QString dashes = name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--");
        return QCoreApplication::translate("main", "Unknown option %1 (remi --help lists the options).")
            .arg(dashes + ShortValue::cut(name));
    }
    return ShortValue::cut(parser.errorText());
}

bool needsNoWindow(const QStringList &arguments, const QString &storedVariant)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(arguments)) return true;
    for (const char *name : {"help", "help-all", "version", "check-data"})
        if (parser.isSet(QString::fromLatin1(name))) return true;
    return !read(parser, storedVariant, nullptr);
}

std::optional<Options> read(const QCommandLineParser &parser, const QString &storedVariant, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    err.clear();
    Options o;
    qint64 n = 0;
    o.checkData = parser.isSet(opt("check-data"));
    o.resume = parser.isSet(opt("resume"));
    for (const char *name : {"variant", "players", "seats", "seed"})
        o.namesGame = o.namesGame || parser.isSet(opt(name));
    o.exitWhenMatchEnds = parser.isSet(opt("exit-when-match-ends"));
    o.dataDir = parser.value(opt("data-dir"));
    if (parser.isSet(opt("language"))) {
        o.language = parser.value(opt("language"));
        if (Language::normalize(o.language).isEmpty()) {
            err = QCoreApplication::translate("main", "Unknown language: %1 (en, sr, sr_Latn or ru)")
                      .arg(ShortValue::cut(o.language));
            return std::nullopt;
        }
    }

    o.variant = parser.isSet(opt("variant")) ? parser.value(opt("variant")) : storedVariant;
    const std::optional<remi::RuleSet> rules = remi::presetRules(o.variant.toStdString());
    if (!rules) {
        err = QCoreApplication::translate("main",
                                          "--variant: unknown game \"%1\" (remi51, rummy, rami or remi_indonesia).")
                  .arg(ShortValue::cut(o.variant));
        return std::nullopt;
    }
    if (parser.isSet(opt("seats"))) {
        const QStringList entries = parser.value(opt("seats")).split(QLatin1Char(','));
        o.seats = GameController::defaultSeats(static_cast<int>(entries.size()));
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QString e = entries[i].trimmed().toLower();
            SeatConfig &seat = o.seats[i];
            seat.human = e == QLatin1String("human");
            if (e == QLatin1String("computer")) {
                seat.level = remi::ai::BotLevel::Normal;
            } else if (!seat.human) {
                const auto level = remi::ai::parseBotLevel(e.toStdString());
                if (!level) {
                    err = QCoreApplication::translate(
                              "main", "--seats: unknown seat \"%1\" (human, computer, easy, normal, hard or expert).")
                              .arg(ShortValue::cut(e));
                    return std::nullopt;
                }
                seat.level = *level;
            }
            if (!seat.human) seat.name = QCoreApplication::translate("main", "Computer %1").arg(i + 1);
        }
        o.players = static_cast<int>(entries.size());
        if (o.players < rules->minPlayers || o.players > rules->maxPlayers) {
            err = QCoreApplication::translate("main", "--seats: %1 needs %2 to %3 players, not %4.")
                      .arg(o.variant)
                      .arg(rules->minPlayers)
                      .arg(rules->maxPlayers)
                      .arg(o.players);
            return std::nullopt;
        }
    } else {
        const QString value = parser.value(opt("players"));
        const auto count = wholeNumber(value.trimmed(), 0, 1000);
        if (!count || *count < rules->minPlayers || *count > rules->maxPlayers) {
            err = QCoreApplication::translate("main", "--players: %1 needs %2 to %3 players, not \"%4\".")
                      .arg(o.variant)
                      .arg(rules->minPlayers)
                      .arg(rules->maxPlayers)
                      .arg(ShortValue::cut(value));
            return std::nullopt;
        }
        o.players = static_cast<int>(*count);
    }

    if (parser.isSet(opt("seed"))) {
        // A seed is any 64-bit unsigned number; nothing else replays a game.
        static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
        const QString value = parser.value(opt("seed"));
        bool ok = false;
        const quint64 seed = value.trimmed().toULongLong(&ok);
        if (!digits.match(value.trimmed()).hasMatch() || !ok) {
            err = QCoreApplication::translate("main",
                                              "--seed: \"%1\" is not a whole number from 0 to 18446744073709551615.")
                      .arg(ShortValue::cut(value));
            return std::nullopt;
        }
        o.seed = seed;
    }
    if (parser.isSet(opt("size"))) {
        const QString value = parser.value(opt("size"));
        static const QRegularExpression wh(QStringLiteral("^([0-9]{1,9})[xX]([0-9]{1,9})$"));
        const QRegularExpressionMatch m = wh.match(value.trimmed());
        const int w = m.hasMatch() ? m.captured(1).toInt() : 0;
        const int h = m.hasMatch() ? m.captured(2).toInt() : 0;
        if (w < 1 || h < 1 || w > kMaxWindowSide || h > kMaxWindowSide) {
            err = QCoreApplication::translate("main",
                                              "--size: \"%1\" is not a window size WIDTHxHEIGHT from 1x1 to %2x%2.")
                      .arg(ShortValue::cut(value), QString::number(kMaxWindowSide));
            return std::nullopt;
        }
        o.size = QSize(w, h);
    }
    if (parser.isSet(opt("screenshot"))) {
        o.screenshot = parser.value(opt("screenshot"));
        if (o.screenshot.isEmpty()) {
            err = QCoreApplication::translate("main", "--screenshot: the file name is empty.");
            return std::nullopt;
        }
    }
    if (parser.isSet(opt("screenshot-dialog"))) {
        o.screenshotDialog = parser.value(opt("screenshot-dialog"));
        static const QStringList known{QStringLiteral("settings"), QStringLiteral("newgame"),
                                       QStringLiteral("playmenu"), QStringLiteral("help"),
                                       QStringLiteral("roundend"), QStringLiteral("matchend")};
        if (!known.contains(o.screenshotDialog)) {
            err =
                QCoreApplication::translate(
                    "main",
                    "--screenshot-dialog: unknown dialog \"%1\" (settings, newgame, playmenu, help, roundend or matchend).")
                    .arg(ShortValue::cut(o.screenshotDialog));
            return std::nullopt;
        }
    }
    if (!readNumber(parser, "screenshot-delay", 0, 600000, &n, &err)) return std::nullopt;
    o.screenshotDelay = static_cast<int>(n);
    if (parser.isSet(opt("measure-startup"))) {
        if (!readNumber(parser, "measure-startup", 0, 100000, &n, &err)) return std::nullopt;
        o.measureTurns = static_cast<int>(n);
    }
    if (parser.isSet(opt("computer-delay"))) {
        if (!readNumber(parser, "computer-delay", 0, 600000, &n, &err)) return std::nullopt;
        o.computerDelay = static_cast<int>(n);
    }
    if (parser.isSet(opt("max-rounds"))) {
        if (!readNumber(parser, "max-rounds", 0, 100000, &n, &err)) return std::nullopt;
        o.maxRounds = static_cast<int>(n);
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        err = QCoreApplication::translate("main", "Only one saved game can be opened, not %1.").arg(files.size());
        return std::nullopt;
    }
    if (!files.isEmpty()) {
        o.file = files.constFirst();
        if (o.file.isEmpty()) {
            err = QCoreApplication::translate("main", "The name of the saved game is empty.");
            return std::nullopt;
        }
        if (o.resume) {
            err = QCoreApplication::translate("main",
                                              "--resume continues the autosaved game; it cannot be given with a file.");
            return std::nullopt;
        }
    }
    return o;
}

} // namespace CommandLine
