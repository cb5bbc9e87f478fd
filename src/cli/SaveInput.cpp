// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SaveInput.h"

#include "CliText.h"

#include "save/FileIo.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTranslator>

namespace remi::sim {

bool installLanguage(const QString &command, const QString &code, QTextStream &err)
{
    static QTranslator translator;
    const QStringList known{QStringLiteral("en"), QStringLiteral("sr"), QStringLiteral("sr_Latn"),
                            QStringLiteral("ru")};
    if (!known.contains(code)) {
        err << "remi-sim " << command << ": --language expects en, sr, sr_Latn or ru, not \"" << shown(code) << "\"\n";
        return false;
    }
    // English too: its plural forms ("1 card", "2 cards") are in remi_en.qm.
    if (!translator.load(QStringLiteral(":/i18n/remi_%1.qm").arg(code))) {
        err << "remi-sim " << command << ": the " << code << " translation is missing\n";
        return false;
    }
    QCoreApplication::installTranslator(&translator);
    return true;
}

bool loadSaveFile(const QString &file, save::SaveGame *game, QTextStream &err)
{
    std::string text;
    save::FileError readError;
    if (!save::readFileLimited(QFileInfo(file).filesystemFilePath(), save::kMaxSaveBytes, &text, &readError)) {
        err << file << ": " << QString::fromStdString(save::fileErrorText(readError)) << '\n';
        return false;
    }
    save::SaveError error;
    if (!save::loadSave(text, game, &error)) {
        err << file << ": " << QString::fromStdString(save::saveErrorText(error)) << '\n';
        return false;
    }
    return true;
}

} // namespace remi::sim
