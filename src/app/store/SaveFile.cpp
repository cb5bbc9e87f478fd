// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SaveFile.h"

#include "ReasonText.h"
#include "save/FileIo.h"

#include <QFileInfo>

using remi::save::SaveError;

QString SaveFile::errorText(const SaveError &e)
{
    auto arg = [&](std::size_t i) { return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString(); };
    QString what;
    switch (e.code) {
    case SaveError::Code::None: what = tr("no error"); break;
    case SaveError::Code::CannotRead: what = tr("cannot read the file: %1").arg(arg(0)); break;
    case SaveError::Code::TooLarge: what = tr("the file is larger than %1 bytes").arg(arg(0)); break;
    case SaveError::Code::TooDeep: what = tr("the file is nested deeper than %1 levels").arg(arg(0)); break;
    case SaveError::Code::Truncated: what = tr("the file ends early (truncated at byte %1)").arg(arg(0)); break;
    case SaveError::Code::InvalidJson: what = tr("the file is not valid JSON (byte %1)").arg(arg(0)); break;
    case SaveError::Code::NotASave: what = tr("this is not a Remi save file"); break;
    case SaveError::Code::UnknownVersion:
        what = tr("unknown save version %1 (this Remi reads version %2)").arg(arg(0)).arg(remi::save::kVersion);
        break;
    case SaveError::Code::Missing: what = tr("missing"); break;
    case SaveError::Code::WrongType: what = tr("expected %1").arg(arg(0)); break;
    case SaveError::Code::BadValue: what = tr("bad value \"%1\" (allowed: %2)").arg(arg(0), arg(1)); break;
    case SaveError::Code::UnknownVariant: what = tr("unknown game \"%1\"").arg(arg(0)); break;
    case SaveError::Code::UnknownOption: what = tr("unknown option \"%1\"").arg(arg(0)); break;
    case SaveError::Code::BadOptionValue: what = tr("bad option value: %1").arg(arg(0)); break;
    case SaveError::Code::PlayerCount:
        what = tr("player count %1 (this game needs %2 to %3)").arg(arg(0), arg(1), arg(2));
        break;
    case SaveError::Code::DuplicateCard: what = tr("card %1 (id %2) is dealt twice").arg(arg(0), arg(1)); break;
    case SaveError::Code::MissingCard: what = tr("card %1 (id %2) is missing from the deal").arg(arg(0), arg(1)); break;
    case SaveError::Code::DealMismatch: what = tr("round %1: the deal does not match the seed").arg(arg(0)); break;
    case SaveError::Code::IllegalAction: {
        const auto reason = remi::reasonFromCode(e.args.size() > 2 ? e.args[2] : std::string());
        const QString why = reason ? ReasonText::text(*reason) : arg(2);
        what = tr("round %1, step %2: %3").arg(arg(0), arg(1), why);
        break;
    }
    case SaveError::Code::RoundNotOver: what = tr("round %1 is not over, yet another round follows").arg(arg(0)); break;
    case SaveError::Code::MatchOver: what = tr("round %1 follows the end of the match").arg(arg(0)); break;
    case SaveError::Code::TotalsMismatch:
        what = tr("the saved totals (%1) differ from the replayed ones (%2)").arg(arg(0), arg(1));
        break;
    case SaveError::Code::NotAnObject: what = tr("this is not a Remi save file"); break; // null, a list, …
    case SaveError::Code::VersionNotWhole: what = tr("must be a whole number, not %1").arg(arg(0)); break;
    case SaveError::Code::HandCount: what = tr("%1 hands for %2 players").arg(arg(0), arg(1)); break;
    case SaveError::Code::NumberOutOfRange: what = tr("number %1 out of range (byte %2)").arg(arg(1), arg(0)); break;
    case SaveError::Code::NotAFile: what = tr("this is not a file (a folder, a pipe or a device)"); break;
    case SaveError::Code::OrderDuplicate: what = tr("card %1 (id %2) is listed twice").arg(arg(0), arg(1)); break;
    case SaveError::Code::OrderNotHeld:
        what = tr("card %1 (id %2) is not in this player's hand").arg(arg(0), arg(1));
        break;
    case SaveError::Code::OrderMissing: what = tr("card %1 (id %2) of the hand is missing").arg(arg(0), arg(1)); break;
    case SaveError::Code::OrderNoHand: what = tr("seat %1 has no hand in round %2").arg(arg(0), arg(1)); break;
    case SaveError::Code::OrderSeatTwice: what = tr("seat %1 has two hand orders").arg(arg(0)); break;
    }
    return e.path.empty() ? what : QString::fromStdString(e.path) + QStringLiteral(": ") + what;
}

bool SaveFile::write(const QString &path, const remi::save::SaveGame &game, QString *error,
                     remi::save::FileError *fileError)
{
    // Every byte on the disk before the rename, or the old file stays (QSaveFile renamed
    // an empty file over the autosave when the disk was full, QTBUG-75077).
    const std::string text = remi::save::writeSave(game);
    remi::save::FileError e;
    if (!remi::save::writeFileChecked(QFileInfo(path).filesystemFilePath(), text, &e)) {
        if (error) *error = tr("Cannot write %1: %2").arg(path, QString::fromStdString(remi::save::fileErrorText(e)));
        if (fileError) *fileError = e;
        return false;
    }
    return true;
}

std::unique_ptr<remi::Match> SaveFile::read(const QString &path, remi::save::SaveGame *game, QString *error)
{
    // Only a regular file (a pipe or a device is refused before reading), at most 8 MiB.
    std::string data;
    remi::save::FileError fe;
    if (!remi::save::readFileLimited(QFileInfo(path).filesystemFilePath(), remi::save::kMaxSaveBytes, &data, &fe)) {
        if (error) {
            if (fe.code == remi::save::FileError::Code::TooLarge)
                *error = errorText({SaveError::Code::TooLarge, "", {std::to_string(remi::save::kMaxSaveBytes)}});
            else if (fe.code == remi::save::FileError::Code::NotAFile)
                *error = errorText({SaveError::Code::NotAFile, "", {}});
            else *error = errorText({SaveError::Code::CannotRead, "", {fe.detail}});
        }
        return nullptr;
    }
    SaveError e;
    auto match = remi::save::loadSave(data, game, &e);
    if (!match && error) *error = errorText(e);
    return match;
}

std::vector<remi::save::SaveHandOrder> SaveFile::toSave(const QHash<int, HandOrder> &orders)
{
    std::vector<remi::save::SaveHandOrder> out;
    QList<int> seats = orders.keys();
    std::sort(seats.begin(), seats.end());
    for (int seat : seats) {
        const HandOrder &o = orders.value(seat);
        remi::save::SaveHandOrder s;
        s.seat = seat;
        if (o.sortMode()) s.sort = *o.sortMode() == HandOrder::Sort::Suit ? "suit" : "rank";
        s.cards = o.ids();
        out.push_back(std::move(s));
    }
    return out;
}

QHash<int, HandOrder> SaveFile::fromSave(const std::vector<remi::save::SaveHandOrder> &orders)
{
    QHash<int, HandOrder> out;
    for (const remi::save::SaveHandOrder &s : orders) {
        std::optional<HandOrder::Sort> sort;
        if (s.sort == "suit") sort = HandOrder::Sort::Suit;
        if (s.sort == "rank") sort = HandOrder::Sort::Rank;
        HandOrder o;
        o.restore(s.cards, sort);
        out.insert(s.seat, o);
    }
    return out;
}
