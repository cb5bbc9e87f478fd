// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The game log of a network table (issue 39): each `update` relays the public actions accepted
// since the last one (docs/PROTOCOL.md). This seat replays them on its own mirror of the round
// (engine/ViewRound.h), so that the log writes them with the words of a local game
// (words/GameLog::follow). The mirror guesses the hidden cards; before another seat's action the
// cards it plays are moved into that seat's guessed hand (they were hidden, so the guess may put
// them anywhere hidden), and this seat's own stock draw takes the card the table named to it.
// What no replay can follow (a missed update, a reconnection) starts the mirror again from the
// table's view: the log then goes on from there.

#include "GameLog.h"
#include "TableUpdate.h"

#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <optional>
#include <vector>

class TableReplay {
  public:
    /// A new match (followTable, a rematch): nothing followed yet.
    void reset();
    /// Reads the table's `update` for this seat (rules of the match: `rules`) and appends to `out`
    /// what it shows happen: a round's heading when its round is new, one entry per action. An
    /// update read already (the same round and step) adds nothing.
    void read(const remi::RuleSet &rules, const TableUpdate &update, std::vector<FollowedEntry> &out);
    /// The round the last update showed ended (round_over): `settled` is the round with its result,
    /// `scores` per match seat. Once per round.
    void roundOver(const remi::Round &settled, const std::vector<int> &scores, std::vector<FollowedEntry> &out);

  private:
    std::optional<remi::Round> m_round; ///< the mirror the next actions are replayed on
    int m_roundNumber = 0;              ///< of the last update read (0: none)
    int m_step = -1;                    ///< the table's step of the last update read
    int m_roundStep = 0;                ///< actions of this round followed (entries' steps)
    int m_ended = 0;                    ///< the last round whose end was written
    std::vector<int> m_seatMap;
};
