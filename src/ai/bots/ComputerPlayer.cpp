// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The level names (ComputerPlayer.h); the levels themselves are in ComputerLevels.cpp.
#include "ai/bots/ComputerPlayer.h"

namespace remi::ai {

std::string_view botLevelName(BotLevel level)
{
    switch (level) {
    case BotLevel::Easy: return "easy";
    case BotLevel::Normal: return "normal";
    case BotLevel::Hard: return "hard";
    case BotLevel::Expert: return "expert";
    }
    return "normal";
}

std::optional<BotLevel> parseBotLevel(std::string_view name)
{
    if (name == "easy") return BotLevel::Easy;
    if (name == "normal") return BotLevel::Normal;
    if (name == "hard") return BotLevel::Hard;
    if (name == "expert") return BotLevel::Expert;
    return std::nullopt;
}

} // namespace remi::ai
