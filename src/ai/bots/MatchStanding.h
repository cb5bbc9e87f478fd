// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What every seat knows of the match around the round in play: the totals on the score sheet and
// how many rounds are still to come. Public to all seats (fair play), given to a computer player
// by whoever runs the match (ComputerPlayer::setStanding).

#include <vector>

namespace remi {
class Match;
}

namespace remi::ai {

struct MatchStanding {
    /// Match totals before the round in play, by round seat (points); empty: not known.
    std::vector<int> totals;
    /// Rounds to be dealt after the round in play (Match::roundsAfterThis); -1: the end depends on
    /// the totals, or not known.
    int roundsAfterThis = -1;
    /// The round in play is the match's last whatever its scores: the match is won by the totals
    /// after it, not by the round's points.
    bool finalRound() const { return roundsAfterThis == 0 && !totals.empty(); }
};

/// The standing of `match` for its round in play (totals mapped to round seats).
MatchStanding standingOf(const Match &match);

} // namespace remi::ai
