// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One `update` of a network table as the window reads it (docs/PROTOCOL.md, issue 39):
// online/OnlineClient fills it, GameController shows it and play/TableReplay follows its actions.

#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/PlayerView.h"

#include <optional>
#include <vector>

/// What a network table said in one `update` (docs/PROTOCOL.md), read by online/OnlineClient.
struct TableUpdate {
    int round = 1;
    int step = 0;
    std::optional<remi::PlayerView> view; ///< empty while the seat is out of the round
    std::vector<int> totals;              ///< per match seat
    /// Per settled round of the match, the scores by match seat (`update.history`): the round
    /// history a window that (re)joined did not see.
    std::optional<std::vector<std::vector<int>>> history;
    std::vector<int> roundSeats;        ///< match seat of each round seat
    std::vector<remi::Action> actions;  ///< accepted since the last update (public)
    std::vector<remi::Card> drawnCards; ///< the stock cards this seat drew in them (its events), in order
};
