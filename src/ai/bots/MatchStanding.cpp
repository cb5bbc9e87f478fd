// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/MatchStanding.h"

#include "engine/Match.h"

namespace remi::ai {

MatchStanding standingOf(const Match &match)
{
    MatchStanding s;
    const int seats = match.round().players();
    for (int rs = 0; rs < seats; ++rs)
        s.totals.push_back(match.totals()[static_cast<std::size_t>(match.matchSeat(rs))]);
    s.roundsAfterThis = match.roundsAfterThis();
    return s;
}

} // namespace remi::ai
