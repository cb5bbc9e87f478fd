// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The English words of SaveError (SaveGame.h): what is wrong with a save file, and where.

#include "SaveGame.h"

#include <string>

namespace remi::save {

using Code = SaveError::Code;

std::string reasonWords(std::string_view code)
{
    std::string s(code);
    for (char &c : s)
        if (c == '_') c = ' ';
    return s;
}

std::string saveErrorText(const SaveError &e)
{
    auto arg = [&](std::size_t i) { return i < e.args.size() ? e.args[i] : std::string(); };
    std::string what;
    switch (e.code) {
    case Code::None: what = "no error"; break;
    case Code::CannotRead: what = "cannot read the file: " + arg(0); break;
    case Code::TooLarge: what = "file larger than " + arg(0) + " bytes"; break;
    case Code::TooDeep: what = "nested deeper than " + arg(0) + " levels"; break;
    case Code::Truncated: what = "the file ends early (truncated at byte " + arg(0) + ")"; break;
    case Code::InvalidJson: what = "invalid JSON at byte " + arg(0); break;
    case Code::NotASave: what = "not a Remi save file"; break;
    case Code::UnknownVersion:
        what = "unknown save version " + arg(0) + " (this Remi reads version " + std::to_string(kVersion) + ")";
        break;
    case Code::Missing: what = "missing"; break;
    case Code::WrongType: what = "expected " + arg(0); break;
    case Code::BadValue: what = "bad value \"" + arg(0) + "\" (allowed: " + arg(1) + ")"; break;
    case Code::UnknownVariant: what = "unknown variant \"" + arg(0) + "\""; break;
    case Code::UnknownOption: what = "unknown option \"" + arg(0) + "\""; break;
    case Code::BadOptionValue: what = arg(0); break;
    case Code::PlayerCount:
        what = "player count " + arg(0) + " (this variant needs " + arg(1) + " to " + arg(2) + ")";
        break;
    case Code::DuplicateCard: what = "card " + arg(0) + " (id " + arg(1) + ") dealt twice"; break;
    case Code::MissingCard: what = "card " + arg(0) + " (id " + arg(1) + ") missing from the deal"; break;
    case Code::DealMismatch: what = "round " + arg(0) + ": the deal does not match the seed"; break;
    case Code::IllegalAction: what = "round " + arg(0) + ", step " + arg(1) + ": " + reasonWords(arg(2)); break;
    case Code::RoundNotOver: what = "round " + arg(0) + " is not over, yet another round follows"; break;
    case Code::MatchOver: what = "round " + arg(0) + " follows the end of the match"; break;
    case Code::TotalsMismatch:
        what = "the saved totals (" + arg(0) + ") differ from the replayed ones (" + arg(1) + ")";
        break;
    case Code::NotAnObject: what = "expected a JSON object at the top level"; break;
    case Code::VersionNotWhole: what = "must be a whole number, not " + arg(0); break;
    case Code::HandCount: what = arg(0) + " hands for " + arg(1) + " players"; break;
    case Code::NumberOutOfRange: what = "number " + arg(1) + " out of range at byte " + arg(0); break;
    case Code::NotAFile: what = "not a regular file (a folder, a pipe or a device)"; break;
    case Code::OrderDuplicate: what = "card " + arg(0) + " (id " + arg(1) + ") listed twice"; break;
    case Code::OrderNotHeld: what = "card " + arg(0) + " (id " + arg(1) + ") is not in this player's hand"; break;
    case Code::OrderMissing: what = "card " + arg(0) + " (id " + arg(1) + ") of the hand is missing"; break;
    case Code::OrderNoHand: what = "seat " + arg(0) + " has no hand in round " + arg(1); break;
    case Code::OrderSeatTwice: what = "seat " + arg(0) + " has a hand order already"; break;
    }
    return e.path.empty() ? what : e.path + ": " + what;
}

} // namespace remi::save
