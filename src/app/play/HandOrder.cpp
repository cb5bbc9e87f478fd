// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HandOrder.h"

#include <algorithm>

namespace {

/// RULES.md 1.1 "Sorting": suits in the order spades, hearts, diamonds, clubs.
int suitPlace(remi::Suit s)
{
    switch (s) {
    case remi::Suit::Spades: return 0;
    case remi::Suit::Hearts: return 1;
    case remi::Suit::Diamonds: return 2;
    case remi::Suit::Clubs: return 3;
    case remi::Suit::None: break;
    }
    return 4;
}

} // namespace

void HandOrder::update(const std::vector<remi::Card> &hand)
{
    if (m_sort) {
        sort(hand, *m_sort);
        return;
    }
    std::erase_if(m_ids, [&](remi::CardId id) {
        return std::none_of(hand.begin(), hand.end(), [id](const remi::Card &c) { return c.id == id; });
    });
    for (const remi::Card &c : hand)
        if (std::find(m_ids.begin(), m_ids.end(), c.id) == m_ids.end()) m_ids.push_back(c.id);
}

bool HandOrder::aceAfterKing(const remi::RuleSet &rules)
{
    // RULES.md 1.1: the ace sorts after K, except in rummy without aceHighOrLow (ace low only).
    return rules.aceHigh || !rules.aceLow;
}

void HandOrder::sort(const std::vector<remi::Card> &hand, Sort by)
{
    std::vector<remi::Card> cards = hand;
    const bool aceHigh = m_aceAfterKing;
    const auto rankPlace = [aceHigh](const remi::Card &c) { return c.rank == 1 && aceHigh ? 14 : int(c.rank); };
    std::stable_sort(cards.begin(), cards.end(), [&](const remi::Card &a, const remi::Card &b) {
        if (a.isJoker() != b.isJoker()) return b.isJoker();
        if (a.isJoker()) return false; // jokers last, in the order held (stable)
        const int sa = suitPlace(a.suit), sb = suitPlace(b.suit);
        if (by == Sort::Suit && sa != sb) return sa < sb;
        if (rankPlace(a) != rankPlace(b)) return rankPlace(a) < rankPlace(b);
        return sa < sb;
    });
    m_ids.clear();
    for (const remi::Card &c : cards) m_ids.push_back(c.id);
    m_sort = by;
}

std::vector<remi::Card> HandOrder::arrange(const std::vector<remi::Card> &hand) const
{
    std::vector<remi::Card> out;
    for (remi::CardId id : m_ids)
        for (const remi::Card &c : hand)
            if (c.id == id) out.push_back(c);
    for (const remi::Card &c : hand)
        if (std::find(m_ids.begin(), m_ids.end(), c.id) == m_ids.end()) out.push_back(c);
    return out;
}

bool HandOrder::move(const std::vector<remi::Card> &hand, remi::CardId id, int delta)
{
    std::vector<remi::CardId> ids;
    for (const remi::Card &c : arrange(hand)) ids.push_back(c.id);
    const auto it = std::find(ids.begin(), ids.end(), id);
    if (it == ids.end()) return false;
    const long from = it - ids.begin();
    const long to = from + delta;
    if (delta == 0 || to < 0 || to >= static_cast<long>(ids.size())) return false;
    ids.erase(ids.begin() + from);
    ids.insert(ids.begin() + to, id);
    m_ids = std::move(ids);
    m_sort.reset();
    return true;
}
