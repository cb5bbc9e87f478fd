// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Card tracking of the normal level (BotPolicy.h): which faces are still unseen, what a card
// keeps beside the rest of the hand, and what a discard may give the next seat.
#include "ai/bots/BotPolicy.h"

#include <cmath>

namespace remi::ai::bot {

std::vector<Card> Planner::seenCards() const
{
    std::vector<Card> seen = v.hand;
    for (const Meld &m : v.table) seen.insert(seen.end(), m.cards.begin(), m.cards.end());
    for (const PileCard &pc : v.pile) seen.push_back(pc.card);
    if (v.cut) seen.push_back(*v.cut);
    for (std::size_t s = 0; s < v.knownCards.size(); ++s)
        if (static_cast<int>(s) != seat) seen.insert(seen.end(), v.knownCards[s].begin(), v.knownCards[s].end());
    return seen;
}

int Planner::unseenCopies(int rank, Suit suit) const
{
    if (rank == kHighAce) rank = kAce;
    if (rank < 1 || rank > 13 || suit == Suit::None) return 0;
    if (!seenCount) {
        seenCount = std::vector<int>(14 * 4, 0);
        for (const Card &c : seenCards())
            if (!c.isJoker()) ++(*seenCount)[static_cast<std::size_t>(c.rank * 4 + static_cast<int>(c.suit))];
    }
    const int seen = (*seenCount)[static_cast<std::size_t>(rank * 4 + static_cast<int>(suit))];
    return std::max(0, r.decks - seen);
}

double Planner::synergy(const Card &c, const std::vector<Card> &others) const
{
    if (c.isJoker()) return 0;
    double s = 0;
    for (const Card &o : others) {
        if (o.isJoker() || o.id == c.id) continue;
        if (o.rank == c.rank && o.suit != c.suit) {
            // A pair: any other suit completes the set.
            int live = 0;
            for (int su = 0; su < 4; ++su) {
                const Suit x = static_cast<Suit>(su);
                if (x != c.suit && x != o.suit) live += p.tracking ? unseenCopies(c.rank, x) : 1;
            }
            s += live > 0 ? 2.0 + 0.5 * live : 0.0;
        } else if (o.suit == c.suit && o.rank != c.rank && std::abs(o.rank - c.rank) <= 2) {
            const int lo = std::min(o.rank, c.rank), hi = std::max(o.rank, c.rank);
            int live = 0;
            if (hi - lo == 2) live = p.tracking ? unseenCopies(lo + 1, c.suit) : 1;
            else live = (p.tracking ? unseenCopies(lo - 1, c.suit) + unseenCopies(hi + 1, c.suit) : 2);
            s += live > 0 ? 2.0 + 0.5 * live : 0.0;
        } else if (r.identicalCombos && o.sameFace(c)) {
            s += 2.0;
        }
    }
    return s;
}

double Planner::danger(const Card &c) const
{
    if (!p.tracking || v.players < 2) return 0;
    const int next = (seat + 1) % v.players;
    double d = 0;
    if (static_cast<std::size_t>(next) < v.knownCards.size()) {
        for (const Card &k : v.knownCards[static_cast<std::size_t>(next)]) {
            if (k.isJoker()) continue;
            if (k.rank == c.rank) d += 4;
            else if (k.suit == c.suit && std::abs(k.rank - c.rank) <= 2) d += 3;
        }
    }
    // A discard that fits the table can be laid off by the next player.
    const bool nextOpened =
        static_cast<std::size_t>(next) < v.opened.size() && v.opened[static_cast<std::size_t>(next)];
    if (r.layOffAllowed && nextOpened && !c.isJoker() && fitsTable(c, v.table)) d += 2;
    return d;
}

} // namespace remi::ai::bot
