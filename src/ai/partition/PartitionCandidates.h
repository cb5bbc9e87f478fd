// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to MeldPartition: the hand grouped by face, and every candidate meld of a hand as a
// multiset of faces plus a joker count (one entry per distinct multiset, in its best
// arrangement for the objective).

#include "ai/partition/PartitionTypes.h"

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace remi::ai::detail {

/// Opening value of one meld position standing for rank value `rankValue` (1..14): remi51 opening
/// values (RULES.md 3.6) or, with `OpeningValueScheme::TableValues`, rami table values (4.6, 4.8).
/// `lowAceInRun`: an ace at the low end of a run.
inline int openingPositionValue(int rankValue, bool lowAceInRun, const RuleSet &rules)
{
    if (rules.openingValueScheme != OpeningValueScheme::TableValues)
        return openingCardValue(rankValue, lowAceInRun, rules);
    return tableCardValue(rankValue, lowAceInRun, rules);
}

constexpr int kMaxFaces = 52;
constexpr int kMaxRunCards = 14;

/// Naturals grouped by face, faces in order suit (♠ ♥ ♦ ♣) then rank (ace = 1 first).
struct HandFaces {
    int faceCount = 0;
    std::array<std::uint8_t, kMaxFaces> suit{};
    std::array<std::uint8_t, kMaxFaces> rank{};
    std::array<std::uint8_t, kMaxFaces> copies{};
    std::array<int, kMaxFaces> value{};                  ///< cardValue of the face (Deadwood objective)
    std::array<std::array<std::int8_t, 15>, 4> faceOf{}; ///< [suit][rank 1..13] -> face or -1
    std::array<int, kMaxFaces + 1> firstCopy{}; ///< face f's hand positions: naturalOrder[firstCopy[f]..firstCopy[f+1])
    std::vector<int> naturalOrder;              ///< hand positions of the naturals, by face, in hand order
    std::vector<int> jokerIndex;                ///< hand positions of the jokers
    int jokerValue = 0;                         ///< cardValue of a joker

    void build(const std::vector<Card> &hand, const std::function<int(const Card &)> &cardValue);
    int jokers() const { return static_cast<int>(jokerIndex.size()); }
};

/// One candidate meld: which faces (ascending, an ace twice in an A..A run) and how many jokers.
struct RawMeld {
    std::array<std::uint8_t, kMaxRunCards> faces{};
    std::uint8_t faceCount = 0;
    std::uint8_t jokers = 0;
    bool isRun = false;
    std::uint8_t suit = 0;          ///< run: its suit
    std::uint8_t low = 0;           ///< run: start value 1..14; set: the rank
    std::uint8_t size = 0;          ///< cards in the meld
    std::uint16_t jokerPos = 0;     ///< run: bit i set when position i is a joker
    std::uint8_t setNaturalPos = 0; ///< set of one natural: its position among the jokers
    int value = 0;                  ///< objective value
    int jokerMaxValue = 0;          ///< highest objective value of one of its jokers (for the bound)

    bool naturalRun() const { return isRun && jokers == 0; }
    /// Requirement flags this meld can satisfy: 1 a run, 2 a run without a joker.
    unsigned kindFlags() const { return isRun ? (jokers == 0 ? 3u : 1u) : 0u; }
    /// Same resources: same faces and joker count.
    bool sameCards(const RawMeld &o) const;
    bool lessCards(const RawMeld &o) const;
};

struct CandidateSettings {
    PartitionObjective objective = PartitionObjective::Deadwood;
    JokerLimit limit = JokerLimit::OnePerMeld;
    RunRules runRules = RunRules::FromRuleSet;
    bool allowRuns = true;
    bool allowSets = true;
};

/// Fills `out` with every candidate meld of `hand`, deduplicated: per face multiset and joker
/// count the highest value, plus a lower-valued entry only when it is a run and the best is not.
void enumerateCandidates(const HandFaces &hand, const RuleSet &rules, const CandidateSettings &settings,
                         std::vector<RawMeld> &out);

/// The meld's cards in table order: runs lowest first with jokers in place; sets naturals in
/// suit order, then jokers. Copies are taken through `nextCopy` (per face) and `nextJoker`.
std::vector<Card> arrangeMeld(const RawMeld &m, const HandFaces &hand, const std::vector<Card> &cards,
                              std::vector<int> &nextCopy, int &nextJoker);

/// Run bounds of RULES.md 1.3 step 3 (or remi_indonesia's) for start value `s` and `n` cards.
bool runBoundsOk(int s, int n, const RuleSet &rules, RunRules runRules);

} // namespace remi::ai::detail
