// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers for tst_meldpartition: hands written as text, a checker for a partition, and a
// brute force that tries every ordering of every subset with validateMeld and every disjoint
// packing of the melds found.

#include "ai/partition/MeldPartition.h"
#include "engine/Arrangement.h"
#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/Random.h"
#include "engine/RuleSet.h"
#include "engine/Scoring.h"

#include <QString>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

namespace remi::ai::partitiontest {

/// Cards written as text ("5H 6H JK"), each the lowest unused copy of its face in a shoe of
/// `decks` decks and 4 jokers, so the ids are distinct.
inline std::vector<Card> hand(std::string_view text, int decks = 2)
{
    std::vector<Card> shoe = buildShoe(decks, 4);
    std::vector<bool> used(shoe.size(), false);
    std::vector<Card> out;
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && text[at] == ' ') ++at;
        std::size_t end = at;
        while (end < text.size() && text[end] != ' ') ++end;
        if (end == at) break;
        const std::optional<Face> face = parseFace(text.substr(at, end - at));
        if (!face) throw std::invalid_argument("bad card code in test");
        bool found = false;
        for (std::size_t i = 0; i < shoe.size() && !found; ++i) {
            if (used[i] || !face->matches(shoe[i])) continue;
            used[i] = true;
            out.push_back(shoe[i]);
            found = true;
        }
        if (!found) throw std::invalid_argument("no copy left in the test shoe");
        at = end;
    }
    return out;
}

inline QString codes(const std::vector<Card> &cards)
{
    return QString::fromStdString(cardsCode(cards));
}

/// Indonesian run bounds (RULES.md 5.4) for a validated run.
/// The value of a card left in hand under the options (the solver's default: 5.8 values under
/// PlusMinus scoring, else handCardValue).
inline int cardValueOf(const Card &c, const RuleSet &rules, const PartitionOptions &o)
{
    if (o.cardValue) return o.cardValue(c);
    return rules.scoring == ScoringScheme::PlusMinus ? indonesianCardValue(c, rules) : handCardValue(c, rules);
}

inline bool indonesiaRunOk(const Meld &m)
{
    return (m.low >= 2 && m.low + m.size() - 1 <= 10) || (m.low == kJack && m.size() == 3);
}

inline int objectiveValue(const Meld &m, const RuleSet &rules, const PartitionOptions &o)
{
    switch (o.objective) {
    case PartitionObjective::Deadwood: {
        int v = 0;
        for (const Card &c : m.cards) v += cardValueOf(c, rules, o);
        return v;
    }
    case PartitionObjective::OpeningValue: return openingValue(m, rules);
    case PartitionObjective::CardCount: return m.size();
    }
    return 0;
}

/// Checks that `p` is a partition of `cards` into valid melds meeting the options, and that
/// its figures add up. Returns an empty string or what is wrong.
inline QString checkPartition(const MeldPartition &p, const std::vector<Card> &cards, const RuleSet &rules,
                              const PartitionOptions &o)
{
    std::multiset<CardId> all, seen;
    for (const Card &c : cards) all.insert(c.id);
    int value = 0;
    bool run = false, naturalRun = false, set = false;
    for (const Meld &m : p.melds) {
        const std::optional<Meld> v = validateMeld(m.cards, rules, o.jokerLimit);
        const bool indonesia = o.runRules == RunRules::Indonesia;
        if (!v && !indonesia) return "invalid meld " + codes(m.cards);
        const Meld &meld = v ? *v : m;
        if (indonesia && meld.kind == MeldKind::Run && !indonesiaRunOk(meld)) return "not a sequence " + codes(m.cards);
        if (v && !(v->kind == m.kind && v->low == m.low)) return "meld read differently " + codes(m.cards);
        value += objectiveValue(meld, rules, o);
        run = run || meld.kind == MeldKind::Run;
        naturalRun = naturalRun || isNaturalRun(meld);
        set = set || meld.kind == MeldKind::Set;
        for (const Card &c : m.cards) seen.insert(c.id);
    }
    int points = 0;
    for (const Card &c : p.deadwood) {
        seen.insert(c.id);
        points += cardValueOf(c, rules, o);
    }
    if (seen != all) return "melds and deadwood are not the hand";
    if (value != p.value) return QString("value %1, melds add up to %2").arg(p.value).arg(value);
    if (points != p.deadwoodPoints) return "deadwood points do not add up";
    if (o.keepOneCard && p.deadwood.empty()) return "no card kept";
    if (o.requirement == PartitionRequirement::AnyRun && !run) return "no run";
    if (o.requirement == PartitionRequirement::NaturalRun && !naturalRun) return "no natural run";
    if (o.setNeedsSequence && !o.hasSequenceElsewhere && set && !run) return "a set without a sequence";
    if (p.reachesMinimum != (p.value >= o.minimumValue)) return "reachesMinimum wrong";
    return {};
}

// ---- brute force ---------------------------------------------------------------------------

struct BruteMeld {
    std::uint32_t naturals = 0; ///< bit i: natural card i of the hand's natural list
    int jokers = 0;
    int value = 0;
    unsigned flags = 0; ///< 1 run, 2 natural run, 4 set
};

/// Every valid meld of the hand: each subset of naturals with 0..J jokers, tried in every order
/// that can be a meld (every permutation up to 4 cards; beyond, naturals by rank with the ace
/// low or high and the jokers at every combination of positions, and the set order). For each
/// subset and each kind flag the best value is kept.
inline std::vector<BruteMeld> bruteMelds(const std::vector<Card> &naturals, const std::vector<Card> &jokers,
                                         const RuleSet &rules, const PartitionOptions &o)
{
    std::vector<BruteMeld> out;
    const int n = static_cast<int>(naturals.size());
    const int maxJ = static_cast<int>(jokers.size());
    for (std::uint32_t mask = 1; mask < (1u << n); ++mask) {
        std::vector<Card> nat;
        for (int i = 0; i < n; ++i)
            if (mask & (1u << i)) nat.push_back(naturals[static_cast<std::size_t>(i)]);
        // Quick reject: naturals neither of one suit nor of one rank cannot meld.
        bool oneSuit = true, oneRank = true;
        for (const Card &c : nat) {
            oneSuit = oneSuit && c.suit == nat[0].suit;
            oneRank = oneRank && c.rank == nat[0].rank;
        }
        if (!oneSuit && !oneRank) continue;
        for (int j = 0; j <= maxJ; ++j) {
            const int size = static_cast<int>(nat.size()) + j;
            if (size < 3 || size > 14) continue;
            int best[8];
            std::fill(std::begin(best), std::end(best), -1);
            const auto consider = [&](const std::vector<Card> &order) {
                const std::optional<Meld> m = validateMeld(order, rules, o.jokerLimit);
                if (!m) return;
                if (o.runRules == RunRules::Indonesia && m->kind == MeldKind::Run && !indonesiaRunOk(*m)) return;
                unsigned f = m->kind == MeldKind::Run ? (isNaturalRun(*m) ? 3u : 1u) : 4u;
                if (m->kind == MeldKind::Run && !o.allowRuns) return;
                if (m->kind == MeldKind::Set && !o.allowSets) return;
                best[f] = std::max(best[f], objectiveValue(*m, rules, o));
            };
            std::vector<Card> cards = nat;
            for (int k = 0; k < j; ++k) cards.push_back(jokers[static_cast<std::size_t>(k)]);
            if (size <= 4) {
                // Every distinct order (jokers and copies of one face are alike).
                const auto key = [](const Card &c) {
                    return c.isJoker() ? 1000 : c.rank * 4 + static_cast<int>(c.suit);
                };
                std::sort(cards.begin(), cards.end(), [&](const Card &a, const Card &b) { return key(a) < key(b); });
                do {
                    consider(cards);
                } while (std::next_permutation(cards.begin(), cards.end(),
                                               [&](const Card &a, const Card &b) { return key(a) < key(b); }));
            } else {
                consider(cards); // set order
                // Runs: naturals by rank, the aces low, high, or one of each.
                std::vector<std::vector<Card>> sortings;
                for (int aceMode = 0; aceMode < 3; ++aceMode) {
                    std::vector<Card> s = nat;
                    int acesSeen = 0;
                    const auto rankOf = [&](const Card &c, int nthAce) {
                        if (c.rank != kAce) return static_cast<int>(c.rank);
                        if (aceMode == 0) return 1;
                        if (aceMode == 1) return 14;
                        return nthAce == 0 ? 1 : 14;
                    };
                    std::vector<std::pair<int, Card>> keyed;
                    for (const Card &c : s) keyed.push_back({rankOf(c, c.rank == kAce ? acesSeen++ : 0), c});
                    std::stable_sort(keyed.begin(), keyed.end(),
                                     [](const auto &a, const auto &b) { return a.first < b.first; });
                    s.clear();
                    for (const auto &k : keyed) s.push_back(k.second);
                    sortings.push_back(s);
                }
                for (const std::vector<Card> &s : sortings) {
                    // Jokers at every combination of positions.
                    for (std::uint32_t pos = 0; pos < (1u << size); ++pos) {
                        if (std::popcount(pos) != j) continue;
                        std::vector<Card> order;
                        std::size_t ni = 0;
                        int ji = 0;
                        for (int p = 0; p < size; ++p)
                            order.push_back((pos & (1u << p)) ? jokers[static_cast<std::size_t>(ji++)] : s[ni++]);
                        consider(order);
                    }
                }
            }
            // Keep the best per kind flag, and drop an entry no better than a kept one with more flags.
            for (unsigned f : {3u, 1u, 4u}) {
                if (best[f] < 0) continue;
                if (f == 1 && best[3] >= best[1]) continue;
                out.push_back(BruteMeld{mask, j, best[f], f});
            }
        }
    }
    return out;
}

struct BruteResult {
    bool feasible = false;
    int value = 0;
};

/// The best value over every packing of disjoint melds that meets the options.
inline BruteResult bruteForce(const std::vector<Card> &cards, const RuleSet &rules, const PartitionOptions &o)
{
    std::vector<Card> naturals, jokers;
    for (const Card &c : cards) (c.isJoker() ? jokers : naturals).push_back(c);
    const std::vector<BruteMeld> melds = bruteMelds(naturals, jokers, rules, o);
    const int n = static_cast<int>(naturals.size());
    std::vector<std::vector<const BruteMeld *>> byLowest(static_cast<std::size_t>(n));
    for (const BruteMeld &m : melds) byLowest[static_cast<std::size_t>(std::countr_zero(m.naturals))].push_back(&m);
    BruteResult best;
    const bool setsNeedRun = o.setNeedsSequence && !o.hasSequenceElsewhere;
    // rec(available naturals, jokers left, value, flags with 8 = some card left)
    const auto rec = [&](auto &&self, std::uint32_t avail, int jokersLeft, int value, unsigned flags) -> void {
        if (avail == 0) {
            if (jokersLeft > 0) flags |= 8;
            if (o.keepOneCard && !(flags & 8)) return;
            if (o.requirement == PartitionRequirement::AnyRun && !(flags & 1)) return;
            if (o.requirement == PartitionRequirement::NaturalRun && !(flags & 2)) return;
            if (setsNeedRun && (flags & 4) && !(flags & 1)) return;
            if (!best.feasible || value > best.value) best = BruteResult{true, value};
            return;
        }
        const int low = std::countr_zero(avail);
        self(self, avail & (avail - 1), jokersLeft, value, flags | 8);
        for (const BruteMeld *m : byLowest[static_cast<std::size_t>(low)])
            if ((m->naturals & ~avail) == 0 && m->jokers <= jokersLeft)
                self(self, avail & ~m->naturals, jokersLeft - m->jokers, value + m->value, flags | m->flags);
    };
    rec(rec, n >= 32 ? 0xffffffffu : (1u << n) - 1, static_cast<int>(jokers.size()), 0, 0);
    return best;
}

inline std::vector<Card> randomHand(Random &rng, int decks, int jokers, int size, bool dense)
{
    std::vector<Card> shoe = buildShoe(decks, jokers);
    if (dense) {
        // Few suits and a window of ranks (possibly around the ace), so melds are common.
        const int suits = 1 + static_cast<int>(rng.below(3));
        const int first = 1 + static_cast<int>(rng.below(13));
        const int width = 4 + static_cast<int>(rng.below(3));
        std::vector<Card> kept;
        for (const Card &c : shoe) {
            if (c.isJoker()) {
                kept.push_back(c);
                continue;
            }
            const int d = (c.rank - first + 13) % 13;
            if (static_cast<int>(c.suit) < suits && d < width) kept.push_back(c);
        }
        shoe = kept;
    }
    rng.shuffle(shoe);
    shoe.resize(std::min<std::size_t>(shoe.size(), static_cast<std::size_t>(size)));
    return shoe;
}

} // namespace remi::ai::partitiontest
