// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/manipulation/RearrangePlanner.h"

#include <array>

namespace remi::ai {

namespace {

int faceIndex(const Card &c)
{
    return static_cast<int>(c.suit) * 13 + c.rank - 1;
}

} // namespace

std::optional<RearrangePlan> planRearrange(const std::vector<Meld> &table, const std::vector<Card> &hand,
                                           const RuleSet &rules, const std::function<int(const Card &)> &cardValue,
                                           TableManipulationSolver &solver, long long maxStates)
{
    ManipulationProblem p;
    p.rules.copies = rules.decks;
    p.rules.jokersPerMeld = 0;
    p.rules.minNaturals = 1;
    p.rules.aceLow = rules.aceLow;
    p.rules.aceHigh = rules.aceHigh;
    p.rules.aceBothEnds = rules.aceBothEnds;
    if (rules.decks < 1 || rules.decks > 8 || rules.numeralRuns) return std::nullopt;

    std::vector<Meld> fixed;
    std::array<std::vector<Card>, 52> tableCards, handCards;
    for (const Meld &m : table) {
        if (m.kind == MeldKind::Identical || m.jokerCount() > 0) {
            fixed.push_back(m);
            continue;
        }
        for (const Card &c : m.cards) tableCards[std::size_t(faceIndex(c))].push_back(c);
    }
    for (const Card &c : hand)
        if (!c.isJoker() && tableCards[std::size_t(faceIndex(c))].size() + handCards[std::size_t(faceIndex(c))].size() <
                                std::size_t(rules.decks))
            handCards[std::size_t(faceIndex(c))].push_back(c);
    bool anyHand = false;
    for (int f = 0; f < 52; ++f) {
        p.table[std::size_t(f / 13)][std::size_t(f % 13)] = std::uint8_t(tableCards[std::size_t(f)].size());
        p.hand[std::size_t(f / 13)][std::size_t(f % 13)] = std::uint8_t(handCards[std::size_t(f)].size());
        if (!handCards[std::size_t(f)].empty()) {
            p.value[std::size_t(f / 13)][std::size_t(f % 13)] =
                std::max(0, cardValue(handCards[std::size_t(f)].front()));
            anyHand = true;
        }
    }
    if (!anyHand) return std::nullopt;
    const ManipulationSolution sol = solver.solve(p, true, maxStates);
    if (!sol.feasible || sol.value <= 0) return std::nullopt;

    RearrangePlan plan;
    plan.table = fixed;
    std::array<std::size_t, 52> nextTable{}, nextHand{};
    for (const ManipulationMeld &mm : sol.melds) {
        std::vector<Card> cards;
        for (const ManipulationSlot &s : mm.positions) {
            if (s.joker) return std::nullopt; // no jokers in the problem: cannot happen
            const int f = s.suit * 13 + (s.rank == kHighAce ? kAce : s.rank) - 1;
            if (nextTable[std::size_t(f)] < tableCards[std::size_t(f)].size()) {
                cards.push_back(tableCards[std::size_t(f)][nextTable[std::size_t(f)]++]);
            } else if (nextHand[std::size_t(f)] < handCards[std::size_t(f)].size()) {
                const Card c = handCards[std::size_t(f)][nextHand[std::size_t(f)]++];
                cards.push_back(c);
                plan.placed.push_back(c);
                plan.value += cardValue(c);
            } else {
                return std::nullopt;
            }
        }
        std::optional<Meld> m = validateMeld(cards, rules, rules.jokerLimit);
        if (!m) return std::nullopt; // the solver and the engine disagree: play safe
        plan.table.push_back(std::move(*m));
    }
    for (const Card &c : hand) {
        bool placed = false;
        for (const Card &q : plan.placed) placed = placed || q.id == c.id;
        if (!placed) plan.rest.push_back(c);
    }
    if (plan.placed.empty()) return std::nullopt;
    return plan;
}

} // namespace remi::ai
