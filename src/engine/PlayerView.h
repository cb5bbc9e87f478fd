// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What one seat may see (DESIGN.md Engine). Computer players receive only this.

#include "Round.h"

#include <optional>
#include <vector>

namespace remi {

struct PlayerView {
    int seat = 0;
    int players = 0;
    int current = 0;
    int dealer = 0;
    int turnIndex = 0;
    Phase phase = Phase::Draw;
    std::vector<Card> hand;     ///< this seat's own cards
    std::vector<int> handSizes; ///< every seat's card count
    std::vector<bool> opened;
    std::vector<Meld> table;
    std::vector<PileCard> pile;
    int stockSize = 0;       ///< face-down stock cards
    std::optional<Card> cut; ///< remi51 cut card, face up
    TurnState turn;          ///< this seat's turn so far (empty when it is not its turn)
    /// Cards each seat took from the pile and still holds: everyone saw them.
    std::vector<std::vector<Card>> knownCards;
    friend bool operator==(const PlayerView &, const PlayerView &) = default;
};

/// The view of `seat` on `round` (no other hand's cards, no stock order).
PlayerView makePlayerView(const Round &round, int seat);

} // namespace remi
