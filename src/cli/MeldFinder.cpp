// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MeldFinder.h"

#include "engine/Meld.h"

#include <algorithm>
#include <array>

namespace remi::sim {

namespace {

void addIfValid(std::vector<CandidateMeld> &out, const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit)
{
    const auto meld = validateMeld(cards, rules, limit);
    if (meld) out.push_back({cards, openingValue(*meld, rules)});
}

void findRuns(std::vector<CandidateMeld> &out, const std::vector<Card> &naturals, const std::vector<Card> &jokers,
              const RuleSet &rules, JokerLimit limit, int maxJokers)
{
    for (int s = 0; s < 4; ++s) {
        const Suit suit = static_cast<Suit>(s);
        // byRank[r]: the copies of rank r (1..13) of this suit in hand.
        std::array<std::vector<Card>, 14> byRank;
        for (const Card &c : naturals)
            if (c.suit == suit) byRank[c.rank].push_back(c);
        for (int start = 1; start <= 14; ++start) {
            std::vector<Card> cards;
            int jokersUsed = 0;
            int acesUsed = 0;
            for (int v = start; v <= 14; ++v) {
                const int rank = v == kHighAce ? kAce : v;
                const std::size_t copy = rank == kAce ? static_cast<std::size_t>(acesUsed) : 0;
                if (copy < byRank[rank].size()) {
                    cards.push_back(byRank[rank][copy]);
                    if (rank == kAce) ++acesUsed;
                } else if (jokersUsed < maxJokers && jokersUsed < static_cast<int>(jokers.size())) {
                    cards.push_back(jokers[static_cast<std::size_t>(jokersUsed++)]);
                } else {
                    break;
                }
                if (cards.size() >= 3) addIfValid(out, cards, rules, limit);
            }
        }
    }
}

void findSets(std::vector<CandidateMeld> &out, const std::vector<Card> &naturals, const std::vector<Card> &jokers,
              const RuleSet &rules, JokerLimit limit, int maxJokers)
{
    for (int rank = 1; rank <= 13; ++rank) {
        std::vector<Card> suits; // one copy per suit
        for (const Card &c : naturals) {
            if (c.rank != rank) continue;
            if (std::none_of(suits.begin(), suits.end(), [&](const Card &o) { return o.suit == c.suit; }))
                suits.push_back(c);
        }
        const int n = static_cast<int>(suits.size());
        for (int mask = 1; mask < (1 << n); ++mask) {
            std::vector<Card> cards;
            for (int i = 0; i < n; ++i)
                if (mask & (1 << i)) cards.push_back(suits[static_cast<std::size_t>(i)]);
            const int naturalsHere = static_cast<int>(cards.size());
            for (int j = 0; j <= std::min(maxJokers, static_cast<int>(jokers.size())); ++j) {
                const int size = naturalsHere + j;
                if (size < 3 || size > 4) continue;
                std::vector<Card> withJokers = cards;
                withJokers.insert(withJokers.end(), jokers.begin(), jokers.begin() + j);
                addIfValid(out, withJokers, rules, limit);
            }
        }
    }
}

bool disjoint(const std::vector<Card> &a, const std::vector<CardId> &taken)
{
    return std::none_of(a.begin(), a.end(),
                        [&](const Card &c) { return std::find(taken.begin(), taken.end(), c.id) != taken.end(); });
}

} // namespace

std::vector<CandidateMeld> findMelds(const std::vector<Card> &hand, const RuleSet &rules, JokerLimit limit,
                                     int maxJokers)
{
    std::vector<Card> naturals, jokers;
    for (const Card &c : hand) (c.isJoker() ? jokers : naturals).push_back(c);
    std::vector<CandidateMeld> out;
    findRuns(out, naturals, jokers, rules, limit, maxJokers);
    findSets(out, naturals, jokers, rules, limit, maxJokers);
    return out;
}

int totalValue(const std::vector<CandidateMeld> &melds)
{
    int total = 0;
    for (const CandidateMeld &m : melds) total += m.value;
    return total;
}

std::vector<CandidateMeld> pickDisjoint(const std::vector<CandidateMeld> &candidates, Random &rng, bool byValue,
                                        int tries)
{
    std::vector<CandidateMeld> best;
    int bestScore = -1;
    std::vector<std::size_t> order(candidates.size());
    for (int t = 0; t < tries && !candidates.empty(); ++t) {
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        rng.shuffle(order);
        std::vector<CandidateMeld> chosen;
        std::vector<CardId> taken;
        int cards = 0;
        for (std::size_t i : order) {
            const CandidateMeld &m = candidates[i];
            if (!disjoint(m.cards, taken)) continue;
            chosen.push_back(m);
            cards += static_cast<int>(m.cards.size());
            for (const Card &c : m.cards) taken.push_back(c.id);
        }
        const int score = byValue ? totalValue(chosen) : cards;
        if (score > bestScore) {
            bestScore = score;
            best = std::move(chosen);
        }
    }
    return best;
}

} // namespace remi::sim
