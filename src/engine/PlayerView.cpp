// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayerView.h"

namespace remi {

PlayerView makePlayerView(const Round &round, int seat)
{
    const RoundState &s = round.state();
    PlayerView v;
    v.seat = seat;
    v.players = s.players;
    v.current = s.current;
    v.dealer = s.dealer;
    v.turnIndex = s.turnIndex;
    v.phase = s.phase;
    v.hand = round.hand(seat);
    v.table = s.table;
    v.pile = s.pile;
    v.stockSize = round.stockSize();
    v.cut = s.cut;
    if (s.current == seat) v.turn = s.turn;
    for (int p = 0; p < s.players; ++p) {
        const SeatState &st = s.seats[static_cast<std::size_t>(p)];
        v.handSizes.push_back(static_cast<int>(st.hand.size()));
        v.opened.push_back(st.opened);
        std::vector<Card> known;
        for (CardId id : st.tookFromPile)
            for (const Card &c : st.hand)
                if (c.id == id) known.push_back(c);
        v.knownCards.push_back(std::move(known));
    }
    return v;
}

} // namespace remi
