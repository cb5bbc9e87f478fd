// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogCommand.h"

#include "CliText.h"
#include "GameLog.h"
#include "SaveInput.h"

#include "save/SaveGame.h"

#include <QCommandLineParser>

namespace remi::sim {

int runLog(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption seat(QStringLiteral("seat"), QStringLiteral("Seat whose view is printed."),
                                  QStringLiteral("n"));
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("en, sr, sr_Latn or ru."),
                                      QStringLiteral("code"), QStringLiteral("en"));
    parser.addOptions({seat, language});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Save file"));
    if (!parser.parse(args)) {
        err << "remi-sim log: " << parserError(parser) << '\n';
        return 2;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "remi-sim log: expected exactly one save file\n";
        return 2;
    }
    if (!installLanguage(QStringLiteral("log"), parser.value(language), err)) return 2;
    const QString file = parser.positionalArguments().constFirst();
    save::SaveGame game;
    if (!loadSaveFile(file, &game, err)) return 2;
    const int players = static_cast<int>(game.players.size());
    int viewer = -1;
    for (int m = 0; m < players && viewer < 0; ++m)
        if (game.players[static_cast<std::size_t>(m)].human) viewer = m;
    if (parser.isSet(seat)) {
        bool ok = false;
        viewer = parser.value(seat).toInt(&ok);
        if (parser.value(seat) == QLatin1String("none")) {
            viewer = -1;
        } else if (!ok || viewer < 0 || viewer >= players) {
            err << "remi-sim log: --seat expects a seat from 0 to " << players - 1 << " or none, not \""
                << shown(parser.value(seat)) << "\"\n";
            return 2;
        }
    }
    QString problem;
    const auto lines = GameLog::lines(game, viewer, {}, &problem);
    if (!lines) {
        err << file << ": " << problem << '\n';
        return 2;
    }
    out << GameLog::text(*lines);
    return 0;
}

} // namespace remi::sim
