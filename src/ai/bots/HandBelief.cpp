// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/HandBelief.h"

#include "ai/bots/BotPolicy.h"

#include <algorithm>
#include <cstdlib>

namespace remi::ai::bot {

namespace {

/// Could `a` and `b` be two cards of one combination of three: the same rank in other suits, or
/// the same suit at most two ranks apart (an ace at either end); a joker goes with anything.
bool mayCombine(const Card &a, const Card &b)
{
    if (a.isJoker() || b.isJoker()) return true;
    if (a.rank == b.rank) return a.suit != b.suit;
    if (a.suit != b.suit) return false;
    const int ha = a.rank == kAce ? kHighAce : a.rank, hb = b.rank == kAce ? kHighAce : b.rank;
    return std::abs(a.rank - b.rank) <= 2 || std::abs(ha - hb) <= 2;
}

bool byId(const Card &x, const Card &y)
{
    return x.id < y.id;
}

} // namespace

bool HandBelief::admits(const Card &c, const std::vector<Card> &hand, const RuleSet &r) const
{
    if (!c.isJoker() && Planner::fitsTable(c, noFit, r)) return false;
    if (!noCombination) return true;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        if (!mayCombine(c, hand[i])) continue;
        for (std::size_t j = i + 1; j < hand.size(); ++j) {
            if (!mayCombine(c, hand[j]) || !mayCombine(hand[i], hand[j])) continue;
            // validateMeld takes the cards in the order laid: try every order of the three.
            std::vector<Card> three{c, hand[i], hand[j]};
            std::sort(three.begin(), three.end(), byId);
            do {
                if (validateMeld(three, r, r.jokerLimit)) return false;
            } while (std::next_permutation(three.begin(), three.end(), byId));
        }
    }
    return true;
}

void HandReader::observe(const PlayerView &v)
{
    const TurnKey key{v.seat, v.turnIndex, v.dealer};
    if (key == m_turn) return;
    const bool sameRound =
        m_turn.seat == v.seat && m_turn.dealer == v.dealer && m_turn.turnIndex >= 0 && m_turn.turnIndex < v.turnIndex;
    m_openedBefore = sameRound ? m_openedAtTurn : std::vector<bool>{};
    m_openedAtTurn = v.opened;
    m_tableAtTurn = v.table;
    m_turn = key;
}

std::vector<HandBelief> HandReader::beliefs(const PlayerView &v, const RuleSet &r) const
{
    std::vector<HandBelief> out(static_cast<std::size_t>(v.players));
    if (!r.meldFromHandDuringPlay || v.players < 2) return out;
    const auto flag = [](const std::vector<bool> &f, std::size_t s) { return s < f.size() && f[s]; };
    const int previous = (v.seat - 1 + v.players) % v.players;
    for (int s = 0; s < v.players; ++s) {
        const auto si = static_cast<std::size_t>(s);
        if (s == v.seat || si >= v.handSizes.size() || v.handSizes[si] < kMinMeldCards) continue;
        if (r.needsOpening() && !flag(v.opened, si)) continue;
        HandBelief &b = out[si];
        b.noCombination = true;
        if (s != previous || !r.layOffAllowed) continue;
        // Opened at the start of its last turn: it was open already at this seat's previous turn.
        const bool openedBefore = !r.needsOpening() || flag(m_openedBefore, si);
        if (!openedBefore && !r.layOffOnOpeningTurn) continue;
        for (const Meld &m : m_tableAtTurn)
            if (m.owner == s || openedBefore || !r.strictHand) b.noFit.push_back(m);
    }
    return out;
}

} // namespace remi::ai::bot
