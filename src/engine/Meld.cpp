// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Meld.h"

#include <algorithm>

namespace remi {

int Meld::jokerCount() const
{
    return static_cast<int>(std::count_if(cards.begin(), cards.end(), [](const Card &c) { return c.isJoker(); }));
}

int Meld::rankAt(int i) const
{
    return kind == MeldKind::Run ? low + i : low;
}

Face Meld::faceAt(int i) const
{
    const Card &c = cards[static_cast<std::size_t>(i)];
    if (!c.isJoker()) return Face{c.rank, c.suit};
    if (kind == MeldKind::Run) {
        const int r = rankAt(i);
        return Face{static_cast<std::uint8_t>(r == kHighAce ? kAce : r), suit};
    }
    if (kind == MeldKind::Identical) return Face{static_cast<std::uint8_t>(low), suit};
    // Set: the joker's suit is fixed only when exactly one suit is missing for it.
    if (size() == 4 && jokerCount() == 1) {
        bool present[4] = {false, false, false, false};
        for (const Card &o : cards)
            if (!o.isJoker()) present[static_cast<int>(o.suit)] = true;
        for (int s = 0; s < 4; ++s)
            if (!present[s]) return Face{static_cast<std::uint8_t>(low), static_cast<Suit>(s)};
    }
    return Face{static_cast<std::uint8_t>(low), Suit::None};
}

bool Meld::contains(CardId id) const
{
    return std::any_of(cards.begin(), cards.end(), [id](const Card &c) { return c.id == id; });
}

bool jokerLimitHolds(const Meld &m, JokerLimit limit)
{
    const int jokers = m.jokerCount();
    const int naturals = m.naturalCount();
    if (naturals < 1) return false;
    switch (limit) {
    case JokerLimit::OnePerMeld: return jokers <= 1;
    case JokerLimit::Unrestricted: return true;
    case JokerLimit::NoMoreThanNaturals:
        if (jokers > naturals) return false;
        if (m.kind == MeldKind::Run)
            for (int i = 1; i < m.size(); ++i)
                if (m.cards[static_cast<std::size_t>(i)].isJoker() &&
                    m.cards[static_cast<std::size_t>(i - 1)].isJoker())
                    return false;
        return true;
    }
    return false;
}

bool runSpanAllowed(int s, int n, const RuleSet &rules)
{
    const int top = s + n - 1;
    if (rules.numeralRuns) return (s >= 2 && top <= 10) || (s == kJack && n == 3); // 5.4
    if (s < 1 || top > kHighAce) return false;
    if (!rules.aceLow && s < 2) return false;
    if (!rules.aceHigh && top > kKing) return false;
    if (s == 1 && top == kHighAce && !rules.aceBothEnds) return false;
    return n <= rules.maxRunLength();
}

namespace {

/// RULES.md 1.3 run check: the start value allowed by every natural card, if exactly one.
std::optional<Meld> validateRun(const std::vector<Card> &cards, const RuleSet &rules)
{
    const int n = static_cast<int>(cards.size());
    if (n < kMinMeldCards) return std::nullopt;
    Suit suit = Suit::None;
    int firstNatural = -1;
    for (int i = 0; i < n; ++i) {
        const Card &c = cards[static_cast<std::size_t>(i)];
        if (c.isJoker()) continue;
        if (firstNatural < 0) {
            firstNatural = i;
            suit = c.suit;
        } else if (c.suit != suit) {
            return std::nullopt;
        }
    }
    if (firstNatural < 0) return std::nullopt;
    const Card &f = cards[static_cast<std::size_t>(firstNatural)];
    int candidates[2] = {f.rank - firstNatural, f.rank == kAce ? kHighAce - firstNatural : -100};
    int found = 0, start = 0;
    for (int s : candidates) {
        if (s == -100 || !runSpanAllowed(s, n, rules)) continue;
        bool ok = true;
        for (int i = 0; i < n && ok; ++i) {
            const Card &c = cards[static_cast<std::size_t>(i)];
            if (c.isJoker()) continue;
            const int v = s + i;
            ok = c.rank == kAce ? (v == 1 || v == kHighAce) : v == c.rank;
        }
        if (ok) {
            ++found;
            start = s;
        }
    }
    if (found != 1) return std::nullopt;
    Meld m;
    m.kind = MeldKind::Run;
    m.cards = cards;
    m.low = start;
    m.suit = suit;
    return m;
}

std::optional<Meld> validateSet(const std::vector<Card> &cards)
{
    const int n = static_cast<int>(cards.size());
    if (n < kMinMeldCards || n > 4) return std::nullopt;
    int rank = 0;
    bool seen[4] = {false, false, false, false};
    for (const Card &c : cards) {
        if (c.isJoker()) continue;
        if (rank == 0) rank = c.rank;
        else if (c.rank != rank) return std::nullopt;
        const int s = static_cast<int>(c.suit);
        if (seen[s]) return std::nullopt; // two copies of one suit never share a set
        seen[s] = true;
    }
    if (rank == 0) return std::nullopt;
    Meld m;
    m.kind = MeldKind::Set;
    m.cards = cards;
    m.low = rank;
    return m;
}

/// RULES.md 1.3 identical check: 3-4 copies of one card, jokers standing for it.
std::optional<Meld> validateIdentical(const std::vector<Card> &cards)
{
    const int n = static_cast<int>(cards.size());
    if (n < kMinMeldCards || n > 4) return std::nullopt;
    const Card *first = nullptr;
    for (const Card &c : cards) {
        if (c.isJoker()) continue;
        if (!first) first = &c;
        else if (!c.sameFace(*first)) return std::nullopt;
    }
    if (!first) return std::nullopt;
    Meld m;
    m.kind = MeldKind::Identical;
    m.cards = cards;
    m.low = first->rank;
    m.suit = first->suit;
    return m;
}

std::optional<Meld> validateKind(MeldKind kind, const std::vector<Card> &cards, const RuleSet &rules)
{
    switch (kind) {
    case MeldKind::Run: return validateRun(cards, rules);
    case MeldKind::Set: return validateSet(cards);
    case MeldKind::Identical: return rules.identicalCombos ? validateIdentical(cards) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace

std::optional<Meld> validateMeld(const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit)
{
    // With two or more naturals the kind is decided by them; with one natural and jokers the
    // submitted order reads as a run first (the position states what each joker is).
    std::optional<Meld> m = validateRun(cards, rules);
    if (!m || !jokerLimitHolds(*m, limit)) m = validateSet(cards);
    if ((!m || !jokerLimitHolds(*m, limit)) && rules.identicalCombos) m = validateIdentical(cards);
    if (!m || !jokerLimitHolds(*m, limit)) return std::nullopt;
    m->placedBy.assign(cards.size(), -1);
    return m;
}

std::optional<Meld> extendMeld(const Meld &m, const Card &card, bool highEnd, const RuleSet &rules, JokerLimit limit)
{
    std::vector<Card> cards;
    cards.reserve(m.cards.size() + 1);
    if (!highEnd && m.kind == MeldKind::Run) cards.push_back(card);
    cards.insert(cards.end(), m.cards.begin(), m.cards.end());
    if (highEnd || m.kind != MeldKind::Run) cards.push_back(card);
    std::optional<Meld> out = validateKind(m.kind, cards, rules);
    if (!out || !jokerLimitHolds(*out, limit)) return std::nullopt;
    if (m.kind == MeldKind::Run && card.isJoker()) {
        // A joker laid off keeps the other cards' meaning: the run may only grow at that end.
        if (highEnd ? out->low != m.low : out->low != m.low - 1) return std::nullopt;
    }
    out->owner = m.owner;
    out->placedBy = m.placedBy;
    if (!highEnd && m.kind == MeldKind::Run) out->placedBy.insert(out->placedBy.begin(), -1);
    else out->placedBy.push_back(-1);
    return out;
}

bool cardFitsMeld(const Meld &m, const Card &card, const RuleSet &rules, JokerLimit limit)
{
    return extendMeld(m, card, true, rules, limit).has_value() ||
           (m.kind == MeldKind::Run && extendMeld(m, card, false, rules, limit).has_value());
}

SwapMatch findJokerSwap(const Meld &m, const Card &natural, int &jokerIndex)
{
    if (natural.isJoker()) return SwapMatch::None;
    if (m.kind == MeldKind::Run) {
        for (int i = 0; i < m.size(); ++i) {
            if (!m.cards[static_cast<std::size_t>(i)].isJoker()) continue;
            if (m.faceAt(i).matches(natural)) {
                jokerIndex = i;
                return SwapMatch::Found;
            }
        }
        return SwapMatch::None;
    }
    if (m.kind == MeldKind::Identical) {
        for (int i = 0; i < m.size(); ++i)
            if (m.cards[static_cast<std::size_t>(i)].isJoker() && m.faceAt(i).matches(natural)) {
                jokerIndex = i;
                return SwapMatch::Found;
            }
        return SwapMatch::None;
    }
    if (natural.rank != m.low || m.jokerCount() == 0) return SwapMatch::None;
    for (const Card &c : m.cards)
        if (!c.isJoker() && c.suit == natural.suit) return SwapMatch::None; // suit already present
    if (m.size() < 4) return SwapMatch::Ambiguous;
    for (int i = m.size() - 1; i >= 0; --i) {
        if (m.cards[static_cast<std::size_t>(i)].isJoker()) {
            jokerIndex = i;
            return SwapMatch::Found;
        }
    }
    return SwapMatch::None;
}

int openingCardValue(int rankValue, bool aceLowInRun, const RuleSet &rules)
{
    if (rankValue == kAce || rankValue == kHighAce) {
        switch (rules.aceOpeningValue) {
        case AceOpeningValue::Ten: return 10;
        case AceOpeningValue::Eleven: return 11;
        case AceOpeningValue::LowHigh: return aceLowInRun ? 1 : 11;
        }
    }
    return rankValue >= 10 ? 10 : rankValue;
}

int tableCardValue(int rankValue, bool lowAceInRun, const RuleSet &rules)
{
    if (rankValue == kAce && lowAceInRun) return rules.roundTo5 ? 5 : 1;             // low ace
    if (rankValue == kAce || rankValue == kHighAce) return rules.roundTo5 ? 15 : 11; // high or set ace
    if (rankValue >= 10) return 10;
    return rules.roundTo5 ? 5 : rankValue;
}

int tableValue(const Meld &m, const RuleSet &rules)
{
    int total = 0;
    for (int i = 0; i < m.size(); ++i) {
        const int r = m.rankAt(i);
        int v = tableCardValue(r, r == kAce && m.kind == MeldKind::Run, rules);
        if (m.kind == MeldKind::Identical) v += rules.identicalBonus;
        total += v;
    }
    return total;
}

int openingValue(const Meld &m, const RuleSet &rules)
{
    if (rules.openingValueScheme == OpeningValueScheme::TableValues) return tableValue(m, rules);
    int total = 0;
    for (int i = 0; i < m.size(); ++i) {
        const int r = m.rankAt(i);
        total += openingCardValue(r, m.kind == MeldKind::Run && r == kAce, rules);
    }
    return total;
}

bool isNaturalRun(const Meld &m)
{
    return m.kind == MeldKind::Run && m.jokerCount() == 0;
}

OpeningCount countOpening(const std::vector<Meld> &melds, const RuleSet &rules)
{
    OpeningCount count;
    for (const Meld &m : melds) {
        count.points += openingValue(m, rules);
        count.naturalRun = count.naturalRun || isNaturalRun(m);
    }
    return count;
}

} // namespace remi
