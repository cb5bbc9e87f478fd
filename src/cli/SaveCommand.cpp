// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SaveCommand.h"

#include "CliText.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "save/FileIo.h"
#include "save/SaveGame.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <string_view>

namespace remi::sim {

int replaySaveData(const QString &file, std::string_view data, QTextStream &out, QTextStream &err)
{
    save::SaveGame game;
    save::SaveError error;
    const auto match = save::loadSave(data, &game, &error);
    if (!match) {
        err << file << ": " << QString::fromStdString(save::saveErrorText(error)) << '\n';
        return 2;
    }
    int actions = 0;
    for (const save::SaveRound &r : game.rounds) actions += static_cast<int>(r.actions.size());
    QJsonObject o;
    o.insert(QStringLiteral("file"), file);
    o.insert(QStringLiteral("variant"), QString::fromStdString(game.variant));
    o.insert(QStringLiteral("rounds"), static_cast<int>(game.rounds.size()));
    o.insert(QStringLiteral("actions"), actions);
    QJsonArray totals;
    for (int t : match->totals()) totals.append(t);
    o.insert(QStringLiteral("totals"), totals);
    o.insert(QStringLiteral("roundOver"), match->round().isOver());
    o.insert(QStringLiteral("matchOver"), match->isOver());
    out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    return 0;
}

int runRecord(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption variant(QStringLiteral("variant"), QStringLiteral("Variant preset."),
                                     QStringLiteral("name"), QStringLiteral("remi51"));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Players."), QStringLiteral("n"),
                                     QStringLiteral("4"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("s"),
                                  QStringLiteral("1"));
    const QCommandLineOption rounds(QStringLiteral("rounds"),
                                    QStringLiteral("Stop after this many rounds (0: the match)."), QStringLiteral("r"),
                                    QStringLiteral("1"));
    const QCommandLineOption actions(QStringLiteral("actions"),
                                     QStringLiteral("Stop after this many actions (0: no limit)."), QStringLiteral("a"),
                                     QStringLiteral("0"));
    const QCommandLineOption level(QStringLiteral("level"), QStringLiteral("Computer level."), QStringLiteral("level"),
                                   QStringLiteral("normal"));
    const QCommandLineOption option(QStringLiteral("option"), QStringLiteral("Rule option."),
                                    QStringLiteral("name=value"));
    const QCommandLineOption output(QStringLiteral("out"), QStringLiteral("Save file to write."),
                                    QStringLiteral("file"));
    const QCommandLineOption maxBytes(
        QStringLiteral("max-bytes"),
        QStringLiteral("Largest file to write (default and at most: the size replay reads)."), QStringLiteral("n"),
        QString::number(save::kMaxSaveBytes));
    parser.addOptions({variant, players, seed, rounds, actions, level, option, output, maxBytes});
    if (!parser.parse(args) || !parser.isSet(output)) {
        err << "remi-sim record: "
            << (parser.errorText().isEmpty() ? QStringLiteral("--out FILE is required") : parserError(parser)) << '\n';
        return 2;
    }
    // Each fault named on its own (a tester read "unknown variant or level, or bad player count" for
    // --players 0 and could not tell which).
    auto rules = presetRules(parser.value(variant).toStdString());
    if (!rules) {
        err << "remi-sim record: unknown variant " << shown(parser.value(variant))
            << " (rummy, remi51, rami, remi_indonesia)\n";
        return 2;
    }
    const auto botLevel = ai::parseBotLevel(parser.value(level).toStdString());
    if (!botLevel) {
        err << "remi-sim record: unknown level " << shown(parser.value(level)) << " (easy, normal, hard, expert)\n";
        return 2;
    }
    bool playersOk = false;
    const int n = parser.value(players).toInt(&playersOk);
    if (!playersOk || n < rules->minPlayers || n > rules->maxPlayers) {
        err << "remi-sim record: --players takes " << rules->minPlayers << " to " << rules->maxPlayers << " for "
            << parser.value(variant) << ", not " << shown(parser.value(players)) << '\n';
        return 2;
    }
    for (const QString &o : parser.values(option)) {
        const qsizetype eq = o.indexOf(QLatin1Char('='));
        if (auto e = setOption(*rules, o.left(eq).toStdString(), o.mid(eq + 1).toStdString()); eq < 0 || e) {
            err << "remi-sim record: " << (e ? QString::fromStdString(*e) : QStringLiteral("expected name=value"))
                << '\n';
            return 2;
        }
    }
    bool bytesOk = false;
    const qulonglong byteLimit = parser.value(maxBytes).toULongLong(&bytesOk);
    if (!bytesOk || byteLimit == 0 || byteLimit > save::kMaxSaveBytes) {
        err << "remi-sim record: --max-bytes takes 1 to " << save::kMaxSaveBytes << ", not "
            << shown(parser.value(maxBytes)) << '\n';
        return 2;
    }
    // Whole numbers only (else a bad --seed would record seed 0, a bad --rounds or --actions no limit).
    bool seedOk = false, roundsOk = false, actionsOk = false;
    const quint64 seedValue = parser.value(seed).toULongLong(&seedOk);
    const int maxRounds = parser.value(rounds).toInt(&roundsOk);
    const int maxActions = parser.value(actions).toInt(&actionsOk);
    if (!seedOk || !roundsOk || maxRounds < 0 || !actionsOk || maxActions < 0) {
        const bool badSeed = !seedOk;
        const bool badRounds = !badSeed && (!roundsOk || maxRounds < 0);
        const QCommandLineOption &bad = badSeed ? seed : badRounds ? rounds : actions;
        err << "remi-sim record: --" << bad.names().constFirst() << " takes a whole number from 0"
            << (badSeed ? " to 18446744073709551615" : "") << ", not " << shown(parser.value(bad)) << '\n';
        return 2;
    }
    save::SaveGame game;
    game.variant = rules->variant;
    game.options = save::optionsOf(*rules);
    game.seed = seedValue;
    for (int s = 0; s < n; ++s)
        game.players.push_back({"Computer " + std::to_string(s + 1), false, parser.value(level).toStdString()});
    Match match(*rules, n, game.seed);
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (int s = 0; s < n; ++s) bots.push_back(ai::makeComputerPlayer(*botLevel));
    int total = 0;
    game.rounds.push_back({save::captureDeal(match.round()), {}});
    for (int guard = 0; guard < 100000; ++guard) {
        if (maxActions > 0 && total >= maxActions) break;
        if (match.round().isOver()) {
            match.settleRound();
            if (match.isOver() || (maxRounds > 0 && static_cast<int>(game.rounds.size()) >= maxRounds)) break;
            match.startNextRound();
            game.rounds.push_back({save::captureDeal(match.round()), {}});
            continue;
        }
        const int seat = match.matchSeat(match.round().currentSeat());
        const std::uint64_t turnSeed = ai::turnSeed(game.seed, ++game.botTurns);
        ai::TurnStats stats;
        bots[static_cast<std::size_t>(seat)]->setStanding(ai::standingOf(match));
        const std::vector<Action> applied =
            ai::playTurn(match.round(), *bots[static_cast<std::size_t>(seat)], turnSeed, &stats);
        for (const Action &a : applied) game.rounds.back().actions.push_back(a);
        total += static_cast<int>(applied.size());
        if (!stats.ended) break;
    }
    if (match.round().isOver()) match.settleRound(); // no-op when already settled
    game.totals = match.totals();
    const std::string text = save::writeSave(game);
    // Never write a file that replay (and the window) would refuse as too large.
    if (text.size() > byteLimit) {
        err << "remi-sim record: the save would be " << text.size() << " bytes (" << game.rounds.size() << " rounds, "
            << total << " actions), more than " << byteLimit
            << "; nothing written (record fewer --rounds or --actions)\n";
        return 2;
    }
    // Every byte on the disk before the rename, or nothing replaced (on a full disk a plain write
    // exited 0 and left a 0-byte file).
    save::FileError written;
    if (!save::writeFileChecked(QFileInfo(parser.value(output)).filesystemFilePath(), text, &written)) {
        err << "remi-sim record: " << parser.value(output) << ": "
            << QString::fromStdString(save::fileErrorText(written)) << "; nothing written\n";
        // A target that is no file (/dev/null, a pipe, a folder) is a usage error, not a file to replace.
        return written.code == save::FileError::Code::NotAFile ? 2 : 1;
    }
    out << parser.value(output) << ": " << game.rounds.size() << " rounds, " << total << " actions\n";
    return 0;
}

} // namespace remi::sim
