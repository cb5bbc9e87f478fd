// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A table-manipulation problem and its solution (TableManipulation.h): the meld rules, the card
// counts per face, the arrangement found. Apart from TableManipulation.h so that the solver's
// internals (ManipulationSolver.h, ManipulationLP.h) need not include the public solver.

#include <array>
#include <cstdint>
#include <vector>

namespace remi::ai {

/// Meld rules of a manipulation problem. Suits are 0..3, ranks 1..13 (ace = 1).
struct ManipulationRules {
    int copies = 2;           ///< copies of each natural card in the shoe (decks), 1..8
    int jokersPerMeld = 2;    ///< most jokers in one meld (jmax), 0..4
    int minNaturals = 1;      ///< fewest natural cards in one meld, 1..4
    bool aceLow = true;       ///< A-2-3 allowed
    bool aceHigh = false;     ///< Q-K-A allowed (never K-A-2)
    bool aceBothEnds = false; ///< A..K-A (14 cards) allowed; only with aceHigh
};

/// Card counts per [suit][rank-1].
using FaceCounts = std::array<std::array<std::uint8_t, 13>, 4>;
using FaceValues = std::array<std::array<int, 13>, 4>;

/// One problem. Every table card (and table joker) must be placed; hand cards are optional.
struct ManipulationProblem {
    ManipulationRules rules;
    FaceCounts table{}; ///< natural table cards per face (each ≤ copies together with the hand)
    FaceCounts hand{};  ///< natural hand cards per face
    int tableJokers = 0;
    int handJokers = 0;
    FaceValues value{}; ///< value of placing one hand card of each face (≥ 0)
    int jokerValue = 0; ///< value of placing one hand joker (≥ 0)
};

/// One position of a solved meld: a natural card or a joker standing for (suit, rank).
struct ManipulationSlot {
    bool joker = false;
    std::uint8_t suit = 0;
    std::uint8_t rank = 0; ///< 1..14 (14 = high ace); a set joker's suit is a missing suit
};

/// A solved meld: a run (positions lowest first) or a set (naturals in suit order, then jokers).
struct ManipulationMeld {
    bool isRun = true;
    std::vector<ManipulationSlot> positions;
};

struct ManipulationSolution {
    bool feasible = false;               ///< false: the table cards cannot all be placed under these rules
    int value = 0;                       ///< Σ value of the hand cards placed
    std::vector<ManipulationMeld> melds; ///< filled when asked for
    FaceCounts handUsed{};               ///< hand cards placed per face
    int handJokersUsed = 0;
    long long states = 0; ///< search states expanded plus bound states solved (for benchmarks)
    bool aborted = false; ///< the state limit was reached: no answer (feasible is false)
};

} // namespace remi::ai
