// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Combinations on the table and their validation (RULES.md 1.2, 1.3).

#include "Card.h"
#include "RuleSet.h"

#include <optional>
#include <vector>

namespace remi {

/// Run (sequence), set (group) or, in rami with `identicalCombos`, identical combination (4.4).
enum class MeldKind { Run, Set, Identical };

/// A valid combination: its cards in stored order and what each position stands for.
struct Meld {
    MeldKind kind = MeldKind::Run;
    std::vector<Card> cards;
    int low = 0;               ///< Run: rank value of position 0 (1..14, 14 = high ace). Set, identical: the rank.
    Suit suit = Suit::None;    ///< Run, identical: its suit. Set: None.
    int owner = -1;            ///< Seat that laid it.
    std::vector<int> placedBy; ///< Seat that placed each card (logs).

    int size() const { return static_cast<int>(cards.size()); }
    int jokerCount() const;
    int naturalCount() const { return size() - jokerCount(); }
    /// Rank value that position i stands for: low + i in a run (1..14), the rank in a set.
    int rankAt(int i) const;
    /// The face position i stands for. A set joker's suit is fixed only in a 4-card set with
    /// one joker; otherwise Suit::None (RULES.md 1.2).
    Face faceAt(int i) const;
    bool contains(CardId id) const;
    friend bool operator==(const Meld &, const Meld &) = default;
};

/// Validates `cards`, in the submitted order, as a new combination (RULES.md 1.3 run and set
/// checks) under `limit`. Returns the meld (owner unset) or nullopt when invalid.
std::optional<Meld> validateMeld(const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit);

/// RULES.md 1.3 run check step 3: may a run start at rank value `start` (1..14) and hold `length`
/// cards under these rules (ace low / high / both ends, remi_indonesia numeral runs)?
bool runSpanAllowed(int start, int length, const RuleSet &rules);

/// True when `m` satisfies the joker limit (RULES.md 3.4): count and, for NoMoreThanNaturals,
/// no two adjacent jokers in a run.
bool jokerLimitHolds(const Meld &m, JokerLimit limit);

/// `m` with `card` added at the high (run: after the last card; set: appended) or low end,
/// or nullopt when the result is not a valid combination of the same kind (RULES.md 2.5, 3.5).
std::optional<Meld> extendMeld(const Meld &m, const Card &card, bool highEnd, const RuleSet &rules, JokerLimit limit);

/// True when `card` could be laid off onto `m` at either end (RULES.md 3.7 "fit").
bool cardFitsMeld(const Meld &m, const Card &card, const RuleSet &rules, JokerLimit limit);

/// Result of looking for the joker a natural card can replace (RULES.md 3.5 joker swap).
enum class SwapMatch { Found, Ambiguous, None };
/// Finds the joker of `m` that `natural` stands in for; sets `jokerIndex` when Found.
/// A 3-card set whose joker could be this card is Ambiguous. In a 4-card set with two
/// jokers the later joker in stored order is freed (RULES.md 1.2).
SwapMatch findJokerSwap(const Meld &m, const Card &natural, int &jokerIndex);

/// Fewest cards of a meld, run or set (RULES.md 1.3): the one place this number is written.
inline constexpr int kMinMeldCards = 3;

/// Table value of a whole combination (RULES.md 4.8): 2-9 face value (5 with `roundTo5`), 10-K 10,
/// a low ace 1 (5), a high or set ace 11 (15), a joker as the card it stands for, +identicalBonus per
/// card of an identical combination. Points.
int tableValue(const Meld &m, const RuleSet &rules);
/// Table value of one card of a combination standing for rank value `rankValue` (1..14), the rule
/// of tableValue without the identical bonus: `lowAceInRun` for an ace at the low end of a run.
/// The one definition, also used by the computer players' meld partition (rami openings, 4.6).
int tableCardValue(int rankValue, bool lowAceInRun, const RuleSet &rules);

/// Value of a card standing for rank value `rankValue` (1..14) in a remi51 opening
/// (RULES.md 3.6): 2-9 face, 10-K 10, the ace as `aceOpeningValue`.
int openingCardValue(int rankValue, bool aceLowInRun, const RuleSet &rules);
/// Opening value of a whole meld: remi51 opening values (3.6) or rami table values (4.6), as the
/// RuleSet says; jokers count as the card they stand for.
int openingValue(const Meld &m, const RuleSet &rules);
/// True for a run without a joker (remi51 `openingNeedsNaturalRun`).
bool isNaturalRun(const Meld &m);

/// What melds laid together count towards an opening (RULES.md 3.6, 4.6).
struct OpeningCount {
    int points = 0;          ///< sum of openingValue over the melds
    bool naturalRun = false; ///< one of them is a run without a joker (remi51 `openingNeedsNaturalRun`)
    /// The melds open under `rules`: at least openingMin points, and a natural run when the rules
    /// ask for one. False for every count in a variant without an opening requirement.
    bool opens(const RuleSet &rules) const
    {
        return rules.needsOpening() && points >= rules.openingMin && (naturalRun || !rules.openingNeedsNaturalRun);
    }
};
/// The opening count of `melds` laid together in one meld action.
OpeningCount countOpening(const std::vector<Meld> &melds, const RuleSet &rules);

} // namespace remi
