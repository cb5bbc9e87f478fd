// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Causes of refused combinations (RULES.md 1.3). Each explainer follows the checks of Meld.cpp
// (validateRun, validateSet, validateIdentical, jokerLimitHolds) and names the first that fails,
// so it returns None exactly when that check accepts the cards.
#include "MeldCause.h"

#include <array>

namespace remi {

namespace {

constexpr std::array<std::string_view, kMeldFaultCount> kCodes = {
    "none",          "too_few_cards", "too_many_cards",  "mixed_suits",
    "mixed_ranks",   "gap",           "out_of_order",    "repeated_rank",
    "repeated_suit", "ace_not_high",  "ace_both_ends",   "rank_not_allowed",
    "ten_jack",      "wrap",          "too_many_jokers", "jokers_adjacent",
    "does_not_fit",  "already_has",   "too_many_pieces", "card_left_out",
};

bool isAce(const Card &c)
{
    return !c.isJoker() && c.rank == kAce;
}

MeldCause fault(MeldCause c, MeldFault f, std::vector<Card> cards)
{
    c.fault = f;
    c.cards = std::move(cards);
    return c;
}

std::vector<Card> jokersOf(const std::vector<Card> &cards)
{
    std::vector<Card> out;
    for (const Card &c : cards)
        if (c.isJoker()) out.push_back(c);
    return out;
}

/// The value most natural cards share (rank or suit, by `key`); a tie goes to the earliest.
template <typename Key> int majority(const std::vector<Card> &cards, Key key)
{
    int best = -1, bestCount = 0;
    for (const Card &c : cards) {
        if (c.isJoker()) continue;
        int count = 0;
        for (const Card &o : cards)
            if (!o.isJoker() && key(o) == key(c)) ++count;
        if (count > bestCount) {
            best = key(c);
            bestCount = count;
        }
    }
    return best;
}

/// The joker limit of RULES.md 1.3 / 3.4 (jokerLimitHolds), told apart: count or adjacency.
MeldCause checkJokers(MeldCause c, const std::vector<Card> &cards, JokerLimit limit)
{
    const int jokers = static_cast<int>(jokersOf(cards).size());
    const int naturals = static_cast<int>(cards.size()) - jokers;
    switch (limit) {
    case JokerLimit::OnePerMeld:
        if (jokers > 1) return fault(c, MeldFault::TooManyJokers, jokersOf(cards));
        break;
    case JokerLimit::Unrestricted: break;
    case JokerLimit::NoMoreThanNaturals:
        if (jokers > naturals) return fault(c, MeldFault::TooManyJokers, jokersOf(cards));
        if (c.kind == MeldKind::Run)
            for (std::size_t i = 1; i < cards.size(); ++i)
                if (cards[i].isJoker() && cards[i - 1].isJoker())
                    return fault(c, MeldFault::JokersAdjacent, {cards[i - 1], cards[i]});
        break;
    }
    return c;
}

MeldCause explainSet(MeldCause c, const std::vector<Card> &cards, JokerLimit limit)
{
    if (cards.size() > 4) return fault(c, MeldFault::TooManyCards, cards);
    if (jokersOf(cards).size() == cards.size()) return fault(c, MeldFault::TooManyJokers, cards);
    c.rank = majority(cards, [](const Card &x) { return int(x.rank); });
    std::vector<Card> off;
    for (const Card &x : cards)
        if (!x.isJoker() && x.rank != c.rank) off.push_back(x);
    if (!off.empty()) return fault(c, MeldFault::MixedRanks, off);
    for (std::size_t i = 0; i < cards.size(); ++i)
        for (std::size_t j = i + 1; j < cards.size(); ++j)
            if (!cards[i].isJoker() && !cards[j].isJoker() && cards[i].suit == cards[j].suit)
                return fault(c, MeldFault::RepeatedSuit, {cards[i], cards[j]});
    return checkJokers(c, cards, limit);
}

MeldCause explainIdentical(MeldCause c, const std::vector<Card> &cards, JokerLimit limit)
{
    if (cards.size() > 4) return fault(c, MeldFault::TooManyCards, cards);
    if (jokersOf(cards).size() == cards.size()) return fault(c, MeldFault::TooManyJokers, cards);
    c.rank = majority(cards, [](const Card &x) { return int(x.rank); });
    std::vector<Card> off;
    for (const Card &x : cards)
        if (!x.isJoker() && x.rank != c.rank) off.push_back(x);
    if (!off.empty()) return fault(c, MeldFault::MixedRanks, off);
    const int suit = majority(cards, [](const Card &x) { return int(x.suit); });
    for (const Card &x : cards)
        if (!x.isJoker() && int(x.suit) != suit) off.push_back(x);
    if (!off.empty()) return fault(c, MeldFault::MixedSuits, off);
    return checkJokers(c, cards, limit);
}

/// Rank values a natural card may take in a run (RULES.md 1.3 step 2): an ace 1 or 14.
bool fitsValue(const Card &c, int v)
{
    return isAce(c) ? (v == 1 || v == kHighAce) : v == c.rank;
}

/// Positions of a run read from start value `s` that stand for rank values in [lo, hi].
std::vector<Card> atValues(const std::vector<Card> &cards, int s, int lo, int hi)
{
    std::vector<Card> out;
    for (int i = 0; i < static_cast<int>(cards.size()); ++i)
        if (s + i >= lo && s + i <= hi) out.push_back(cards[static_cast<std::size_t>(i)]);
    return out;
}

/// K-A-2 cards of a run read from `s` that goes past the ace (above 14 or below 1).
std::vector<Card> wrapCards(const std::vector<Card> &cards, int s)
{
    const int top = s + static_cast<int>(cards.size()) - 1;
    return top > kHighAce ? atValues(cards, s, kKing, kHighAce + 1) : atValues(cards, s, 0, 2);
}

MeldCause explainRun(MeldCause c, const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit)
{
    const int n = static_cast<int>(cards.size());
    std::vector<int> nat;
    for (int i = 0; i < n; ++i)
        if (!cards[static_cast<std::size_t>(i)].isJoker()) nat.push_back(i);
    if (nat.empty()) return fault(c, MeldFault::TooManyJokers, cards);
    auto at = [&](int i) -> const Card & { return cards[static_cast<std::size_t>(i)]; };

    c.suit = static_cast<Suit>(majority(cards, [](const Card &x) { return int(x.suit); }));
    std::vector<Card> off;
    for (int i : nat)
        if (at(i).suit != c.suit) off.push_back(at(i));
    if (!off.empty()) return fault(c, MeldFault::MixedSuits, off);

    c = checkJokers(c, cards, limit);
    if (c.fault != MeldFault::None) return c;

    // Two cards of one rank (two aces only as the ends of a 14-card run).
    for (std::size_t a = 0; a < nat.size(); ++a)
        for (std::size_t b = a + 1; b < nat.size(); ++b)
            if (at(nat[a]).rank == at(nat[b]).rank && !(isAce(at(nat[a])) && nat[b] - nat[a] == 13))
                return fault(c, MeldFault::RepeatedRank, {at(nat[a]), at(nat[b])});

    // Neighbouring natural cards: consecutive, going round the ace (K-A-2), or not.
    for (std::size_t k = 0; k + 1 < nat.size(); ++k) {
        const int i = nat[k], j = nat[k + 1], d = j - i;
        const Card &x = at(i), &y = at(j);
        bool linear = false;
        for (int vx : {int(x.rank), isAce(x) ? int(kHighAce) : int(x.rank)})
            for (int vy : {int(y.rank), isAce(y) ? int(kHighAce) : int(y.rank)}) linear = linear || vy - vx == d;
        if (linear) continue;
        if (((y.rank - x.rank - d) % 13 + 13) % 13 == 0)
            return fault(c, MeldFault::Wrap, std::vector<Card>(cards.begin() + i, cards.begin() + j + 1));
        const int diff = (isAce(y) ? kHighAce : y.rank) - x.rank;
        return fault(c, diff > d ? MeldFault::Gap : MeldFault::OutOfOrder, {x, y});
    }

    // One start value for all (RULES.md 1.3 step 2), then its span (step 3).
    const Card &f = at(nat[0]);
    std::vector<int> starts = {f.rank - nat[0]};
    if (isAce(f)) starts.push_back(kHighAce - nat[0]);
    int s = 0;
    bool found = false;
    for (int cand : starts) {
        bool ok = true;
        for (int i : nat) ok = ok && fitsValue(at(i), cand + i);
        if (!ok) continue;
        const bool inside = cand >= 1 && cand + n - 1 <= kHighAce;
        if (!found || inside) s = cand;
        found = true;
        if (inside) break;
    }
    if (!found) return fault(c, MeldFault::Wrap, wrapCards(cards, f.rank - nat[0])); // K A 2: each pair fits
    const int top = s + n - 1;
    if (s < 1 || top > kHighAce) return fault(c, MeldFault::Wrap, wrapCards(cards, s));
    if (rules.numeralRuns) { // RULES.md 5.4: 2..10, or exactly J-Q-K
        std::vector<Card> aces = atValues(cards, s, 1, 1);
        for (const Card &x : atValues(cards, s, kHighAce, kHighAce)) aces.push_back(x);
        if (!aces.empty()) return fault(c, MeldFault::RankNotAllowed, aces);
        if (s <= 10 && top >= kJack) return fault(c, MeldFault::TenJack, atValues(cards, s, 10, kJack));
        if (!runSpanAllowed(s, n, rules)) return fault(c, MeldFault::TooManyCards, cards);
        return c;
    }
    if (!rules.aceLow && s < 2) return fault(c, MeldFault::RankNotAllowed, atValues(cards, s, 1, 1));
    if (!rules.aceHigh && top > kKing) return fault(c, MeldFault::AceNotHigh, atValues(cards, s, kHighAce, kHighAce));
    if (s == 1 && top == kHighAce && !rules.aceBothEnds)
        return fault(c, MeldFault::AceBothEnds, {cards.front(), cards.back()});
    if (n > rules.maxRunLength()) return fault(c, MeldFault::TooManyCards, cards);
    return c;
}

/// The kind the cards suggest: one face (identical where allowed, else a set), one rank (a set),
/// one suit (a run), else the larger group of one rank (a set) or of one suit (a run).
MeldKind readKind(const std::vector<Card> &cards, const RuleSet &rules)
{
    std::vector<Card> nat;
    for (const Card &c : cards)
        if (!c.isJoker()) nat.push_back(c);
    if (nat.size() < 2) return MeldKind::Run; // one natural card: read as a run first, as validateMeld does
    bool oneRank = true, oneSuit = true;
    for (const Card &c : nat) {
        oneRank = oneRank && c.rank == nat.front().rank;
        oneSuit = oneSuit && c.suit == nat.front().suit;
    }
    if (oneRank && oneSuit && nat.size() >= 2) return rules.identicalCombos ? MeldKind::Identical : MeldKind::Set;
    if (oneRank) return MeldKind::Set;
    if (oneSuit) return MeldKind::Run;
    int rankGroup = 0, suitGroup = 0;
    for (const Card &c : nat) {
        int r = 0, s = 0;
        for (const Card &o : nat) {
            r += o.rank == c.rank ? 1 : 0;
            s += o.suit == c.suit ? 1 : 0;
        }
        rankGroup = std::max(rankGroup, r);
        suitGroup = std::max(suitGroup, s);
    }
    return rankGroup > suitGroup ? MeldKind::Set : MeldKind::Run;
}

/// A run's or set's fault after a lay-off, said of the card laid (RULES.md 3.7 "fit").
MeldCause asLayOff(MeldCause c, const Meld &m, const Card &card)
{
    switch (c.fault) {
    case MeldFault::MixedRanks:
    case MeldFault::Gap:
    case MeldFault::OutOfOrder:
    case MeldFault::RepeatedRank: return fault(c, MeldFault::DoesNotFit, {card});
    case MeldFault::MixedSuits:
        if (m.kind == MeldKind::Identical) return fault(c, MeldFault::DoesNotFit, {card});
        return fault(c, MeldFault::MixedSuits, {card});
    case MeldFault::RepeatedSuit:
        for (const Card &x : m.cards)
            if (!x.isJoker() && x.suit == card.suit) return fault(c, MeldFault::AlreadyHas, {card, x});
        return fault(c, MeldFault::AlreadyHas, {card});
    case MeldFault::TooManyCards: return fault(c, MeldFault::TooManyCards, {card});
    default: return c;
    }
}

/// True for the faults that only say "does not fit", which a more specific fault of the other end
/// of a run outranks.
bool generic(MeldFault f)
{
    return f == MeldFault::DoesNotFit || f == MeldFault::MixedSuits;
}

} // namespace

MeldCause explainAs(MeldKind kind, const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit)
{
    MeldCause c;
    c.kind = kind;
    if (cards.size() < kMinMeldCards) return fault(c, MeldFault::TooFewCards, cards);
    switch (kind) {
    case MeldKind::Run: return explainRun(c, cards, rules, limit);
    case MeldKind::Set: return explainSet(c, cards, limit);
    case MeldKind::Identical: return explainIdentical(c, cards, limit);
    }
    return c;
}

MeldCause explainMeld(const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit)
{
    if (validateMeld(cards, rules, limit)) return MeldCause{};
    return explainAs(readKind(cards, rules), cards, rules, limit);
}

MeldCause explainLayOff(const Meld &m, const Card &card, MeldEnd end, const RuleSet &rules, JokerLimit limit)
{
    MeldCause best;
    const bool run = m.kind == MeldKind::Run;
    for (const bool high : {true, false}) {
        if ((high && end == MeldEnd::Low) || (!high && (end == MeldEnd::High || !run))) continue;
        if (extendMeld(m, card, high, rules, limit)) return MeldCause{};
        std::vector<Card> cards;
        if (!high) cards.push_back(card);
        cards.insert(cards.end(), m.cards.begin(), m.cards.end());
        if (high) cards.push_back(card);
        MeldCause c = asLayOff(explainAs(m.kind, cards, rules, limit), m, card);
        if (c.fault == MeldFault::None) c = fault(c, MeldFault::DoesNotFit, {card}); // a joker that would shift the run
        if (best.fault == MeldFault::None || (generic(best.fault) && !generic(c.fault))) best = c;
    }
    best.kind = m.kind;
    return best;
}

std::string_view meldFaultCode(MeldFault f)
{
    return kCodes[static_cast<std::size_t>(f)];
}

std::optional<MeldFault> meldFaultFromCode(std::string_view code)
{
    for (std::size_t i = 0; i < kCodes.size(); ++i)
        if (kCodes[i] == code) return static_cast<MeldFault>(i);
    return std::nullopt;
}

} // namespace remi
