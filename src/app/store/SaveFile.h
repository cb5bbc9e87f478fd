// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Save files on disk for the window: reading with a size limit, writing through
// save::writeFileChecked (all bytes synced, then renamed), and translated error messages for save::SaveError.

#include "HandOrder.h"
#include "engine/Match.h"
#include "save/FileIo.h"
#include "save/SaveGame.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <memory>

class SaveFile {
    Q_DECLARE_TR_FUNCTIONS(SaveFile)
  public:
    /// The file name extension of saves ("remi").
    static QString extension() { return QStringLiteral("remi"); }
    /// The message for `error`, translated (one line).
    static QString errorText(const remi::save::SaveError &error);
    /// Writes `game` to `path` atomically; false with a translated `error` (the old file stays)
    /// and, when asked, the file error (its cause: a full disk, a read-only folder, ...).
    static bool write(const QString &path, const remi::save::SaveGame &game, QString *error,
                      remi::save::FileError *fileError = nullptr);
    /// Reads, checks and replays `path`; nullptr with a translated `error`. Reads at most
    /// save::kMaxSaveBytes, so a huge or endless file is refused without loading it.
    static std::unique_ptr<remi::Match> read(const QString &path, remi::save::SaveGame *game, QString *error);

    /// Hand orders (match seat -> order) to and from the save's form.
    static std::vector<remi::save::SaveHandOrder> toSave(const QHash<int, HandOrder> &orders);
    static QHash<int, HandOrder> fromSave(const std::vector<remi::save::SaveHandOrder> &orders);
};
