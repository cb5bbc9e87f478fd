// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Arrangement.h"

#include <algorithm>
#include <cstdint>

namespace remi {

int indonesianCardValue(const Card &card, const RuleSet &rules)
{
    if (card.rank == kAce) return 15;
    if (card.rank >= kJack) return 10;
    if (card.rank == 10 && rules.tenIsTen) return 10;
    return 5;
}

namespace {

struct Candidate {
    std::uint32_t mask = 0;
    Meld meld;
    int value = 0;
};

/// Every valid run and set (without jokers) that can be formed from `hand`, as index masks.
std::vector<Candidate> candidates(const std::vector<Card> &hand, const RuleSet &rules)
{
    std::vector<Candidate> out;
    const int n = static_cast<int>(hand.size());
    auto add = [&](const std::vector<int> &idx) {
        std::vector<Card> cards;
        cards.reserve(idx.size());
        for (int i : idx) cards.push_back(hand[static_cast<std::size_t>(i)]);
        std::optional<Meld> m = validateMeld(cards, rules, JokerLimit::OnePerMeld);
        if (!m) return;
        Candidate c;
        for (int i : idx) {
            c.mask |= 1u << i;
            c.value += indonesianCardValue(hand[static_cast<std::size_t>(i)], rules);
        }
        c.meld = std::move(*m);
        out.push_back(std::move(c));
    };
    // Runs: for each suit and start rank, the first copy of each consecutive rank.
    for (int s = 0; s < 4; ++s) {
        int byRank[15];
        std::fill(std::begin(byRank), std::end(byRank), -1);
        for (int i = 0; i < n; ++i) {
            const Card &c = hand[static_cast<std::size_t>(i)];
            if (!c.isJoker() && static_cast<int>(c.suit) == s && byRank[c.rank] < 0) byRank[c.rank] = i;
        }
        for (int start = 1; start <= 13; ++start) {
            std::vector<int> idx;
            for (int r = start; r <= 13 && byRank[r] >= 0; ++r) {
                idx.push_back(byRank[r]);
                if (idx.size() >= kMinMeldCards) add(idx);
            }
        }
    }
    // Sets: every 3- and 4-card choice of one rank.
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            for (int c = b + 1; c < n; ++c) {
                add({a, b, c});
                for (int d = c + 1; d < n; ++d) add({a, b, c, d});
            }
    return out;
}

struct Search {
    const std::vector<Card> &hand;
    const std::vector<Candidate> &cands;
    bool tableSequence;
    int n;
    std::vector<int> chosen, bestChosen;
    int bestScore = 0;
    bool found = false;

    int evaluate(std::uint32_t used) const
    {
        int runs = 0, sets = 0, rest = 0;
        bool seq = tableSequence;
        for (int k : chosen) {
            const Candidate &c = cands[static_cast<std::size_t>(k)];
            if (c.meld.kind == MeldKind::Run) {
                runs += c.value;
                seq = true;
            } else {
                sets += c.value;
            }
        }
        for (int i = 0; i < n; ++i)
            if (!(used & (1u << i))) rest += c_value(i);
        return runs + (seq ? sets : -sets) - rest;
    }
    int c_value(int i) const { return valueOf[static_cast<std::size_t>(i)]; }
    std::vector<int> valueOf;

    void run(int from, std::uint32_t used)
    {
        while (from < n && (used & (1u << from))) ++from;
        if (from >= n) {
            const int s = evaluate(used);
            if (!found || s > bestScore) {
                found = true;
                bestScore = s;
                bestChosen = chosen;
            }
            return;
        }
        // The lowest unassigned card is either left over or in a combination with it.
        run(from + 1, used);
        for (std::size_t k = 0; k < cands.size(); ++k) {
            const Candidate &c = cands[k];
            if (!(c.mask & (1u << from)) || (c.mask & used)) continue;
            chosen.push_back(static_cast<int>(k));
            run(from + 1, used | c.mask);
            chosen.pop_back();
        }
    }
};

} // namespace

Arrangement bestIndonesianArrangement(const std::vector<Card> &hand, const RuleSet &rules, bool tableSequence)
{
    const std::vector<Card> cards(hand.begin(),
                                  hand.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(hand.size(), 31)));
    const std::vector<Candidate> cands = candidates(cards, rules);
    Search s{cards, cands, tableSequence, static_cast<int>(cards.size()), {}, {}, 0, false, {}};
    for (const Card &c : cards) s.valueOf.push_back(indonesianCardValue(c, rules));
    s.run(0, 0);
    Arrangement a;
    a.score = s.bestScore;
    std::uint32_t used = 0;
    a.hasSequence = tableSequence;
    for (int k : s.bestChosen) {
        const Candidate &c = cands[static_cast<std::size_t>(k)];
        used |= c.mask;
        if (c.meld.kind == MeldKind::Run) a.hasSequence = true;
        a.melds.push_back(c.meld);
    }
    for (int i = 0; i < static_cast<int>(cards.size()); ++i)
        if (!(used & (1u << i))) a.rest.push_back(cards[static_cast<std::size_t>(i)]);
    return a;
}

bool containsSequence(const std::vector<Card> &cards, const RuleSet &rules)
{
    const std::vector<Card> first(cards.begin(),
                                  cards.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(cards.size(), 31)));
    for (const Candidate &c : candidates(first, rules))
        if (c.meld.kind == MeldKind::Run) return true;
    return false;
}

} // namespace remi
