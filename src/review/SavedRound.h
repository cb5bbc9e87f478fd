// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A finished round of a save file as the review needs it: the rules, the round as dealt and its
// action log, replayed by the engine (save/SaveGame.h replaySave for the checks of the file).

#include "engine/Action.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"
#include "save/SaveGame.h"

#include <optional>
#include <string>
#include <vector>

namespace remi::review {

struct SavedRound {
    RuleSet rules;
    Round start;                 ///< the round right after the deal
    std::vector<Action> actions; ///< every accepted action, in order (round seats)
    std::vector<int> matchSeats; ///< by round seat, its match seat
    bool finished = false;       ///< the log ends the round
};

/// Round `index` (0 = the first) of `game`, which must load (replaySave). nullopt, with `error` in
/// English for remi-sim, when the save does not load or has no such round.
std::optional<SavedRound> savedRound(const save::SaveGame &game, int index, std::string *error = nullptr);

} // namespace remi::review
