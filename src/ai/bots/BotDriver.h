// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Applies a computer player's actions to the real Round, with a fallback for refused actions.

#include "ai/bots/ComputerPlayer.h"

#include "engine/Event.h"
#include "engine/Round.h"

#include <cstdint>
#include <vector>

namespace remi::ai {

struct TurnStats {
    int botActions = 0;                             ///< actions the bot proposed
    int refused = 0;                                ///< of those, refused by the Round
    bool fallback = false;                          ///< the fallback had to finish the turn
    Reason refusal = Reason::Ok;                    ///< why the bot's action was refused
    ActionType refusedAction = ActionType::Discard; ///< which action was refused
    bool ended = false;                             ///< the turn (or the round) ended
};

/// Plays the whole turn of the seat to move: asks `bot` for actions (views of that seat only),
/// applies each to `round`; when one is refused (or the bot loops), finishes the turn with the
/// fallback: draw from the stock if not drawn, discard the first card whose discard is accepted
/// (or end_turn), undoing this turn's actions one by one if nothing is accepted. Returns the
/// actions that were applied. The turn ends unless no action at all can end it (stats->ended).
std::vector<Action> playTurn(Round &round, ComputerPlayer &bot, std::uint64_t seed, TurnStats *stats = nullptr,
                             std::vector<Event> *events = nullptr);

/// The seed of the `turnIndex`-th computer turn (1, 2, ...) of a game dealt from `matchSeed`: a
/// distinct, reproducible seed per turn, the one scheme of the window (GameController), remi-sim
/// save and the tests that replay their games, which count the turns in SaveGame::botTurns.
/// (BotMatch, for remi-sim tournament, seeds its turns its own way.)
constexpr std::uint64_t turnSeed(std::uint64_t matchSeed, std::uint64_t turnIndex)
{
    return matchSeed ^ (0x9E3779B97F4A7C15ull * turnIndex);
}

} // namespace remi::ai
