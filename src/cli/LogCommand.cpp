// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogCommand.h"

#include "CliText.h"
#include "GameLog.h"

#include "save/FileIo.h"
#include "save/SaveGame.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTranslator>

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
    const QString code = parser.value(language);
    static QTranslator translator;
    const QStringList known{QStringLiteral("en"), QStringLiteral("sr"), QStringLiteral("sr_Latn"),
                            QStringLiteral("ru")};
    if (!known.contains(code)) {
        err << "remi-sim log: --language expects en, sr, sr_Latn or ru, not \"" << shown(code) << "\"\n";
        return 2;
    }
    // English too: its plural forms ("1 card", "2 cards") are in remi_en.qm.
    if (!translator.load(QStringLiteral(":/i18n/remi_%1.qm").arg(code))) {
        err << "remi-sim log: the " << code << " translation is missing\n";
        return 2;
    }
    QCoreApplication::installTranslator(&translator);
    const QString file = parser.positionalArguments().constFirst();
    std::string text;
    save::FileError readError;
    if (!save::readFileLimited(QFileInfo(file).filesystemFilePath(), save::kMaxSaveBytes, &text, &readError)) {
        err << file << ": " << QString::fromStdString(save::fileErrorText(readError)) << '\n';
        return 2;
    }
    save::SaveGame game;
    save::SaveError error;
    if (!save::loadSave(text, &game, &error)) {
        err << file << ": " << QString::fromStdString(save::saveErrorText(error)) << '\n';
        return 2;
    }
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
