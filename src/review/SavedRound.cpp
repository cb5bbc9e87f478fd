// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "review/SavedRound.h"

#include "engine/Match.h"

namespace remi::review {

std::optional<SavedRound> savedRound(const save::SaveGame &game, int index, std::string *error)
{
    save::SaveError why;
    if (!save::replaySave(game, &why)) {
        if (error) *error = save::saveErrorText(why);
        return std::nullopt;
    }
    if (index < 0 || index >= static_cast<int>(game.rounds.size())) {
        if (error)
            *error =
                "no round " + std::to_string(index + 1) + " (the save has " + std::to_string(game.rounds.size()) + ")";
        return std::nullopt;
    }
    const std::optional<RuleSet> rules = save::saveRules(game, &why);
    if (!rules) return std::nullopt; // replaySave checked them
    Match match(*rules, static_cast<int>(game.players.size()), game.seed);
    for (int r = 0; r < index; ++r) {
        for (const Action &a : game.rounds[static_cast<std::size_t>(r)].actions) match.round().apply(a);
        match.settleRound();
        match.startNextRound();
    }
    SavedRound out{match.rules(), match.round(), game.rounds[static_cast<std::size_t>(index)].actions, {}, false};
    for (int s = 0; s < match.round().players(); ++s) out.matchSeats.push_back(match.matchSeat(s));
    Round end = out.start;
    for (const Action &a : out.actions) end.apply(a);
    out.finished = end.isOver();
    return out;
}

} // namespace remi::review
