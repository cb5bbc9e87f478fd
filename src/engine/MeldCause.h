// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Why a combination is refused (RULES.md 1.3 run, set and identical checks, 1.5 invalid_meld): a
// specific cause and the cards concerned, as plain data. The engine has no words; the window says
// "9♣ does not fit a set of kings", "that set already has A♣", "K♣ A♣ would be only two cards".
// Round::meldCause() gives the cause of the last `invalid_meld` refusal; the functions below explain
// a combination without a round (a drag target under the pointer).

#include "Action.h"
#include "Card.h"
#include "Meld.h"
#include "RuleSet.h"

#include <optional>
#include <string_view>
#include <vector>

namespace remi {

/// What is wrong with a combination. `MeldCause::cards` names the cards concerned for each.
enum class MeldFault {
    None = 0,       ///< nothing: the combination is valid (or no cause is known)
    TooFewCards,    ///< fewer than 3 cards; cards: all of them (none for an empty meld)
    TooManyCards,   ///< a set or identical combination of 5 cards (a fifth card), a run longer than allowed;
                    ///< cards: all of them (a lay-off: the card laid)
    MixedSuits,     ///< run: cards of another suit than the run's (`suit`); cards: those
    MixedRanks,     ///< set, identical: cards of another rank than the set's (`rank`); cards: those
    Gap,            ///< run: cards missing between two cards; cards: the two
    OutOfOrder,     ///< run: the later card is not higher, or too close for the cards between; cards: the two
    RepeatedRank,   ///< run: two cards of one rank; cards: the two
    RepeatedSuit,   ///< set: two cards of one suit ("8♠ 8♠ 8♥"); cards: the two
    AceNotHigh,     ///< run: an ace after the K where aces are low only (rummy without aceHighOrLow); cards: that
                    ///< ace or the joker standing for it
    AceBothEnds,    ///< run: an ace at both ends where not allowed (A..K-A); cards: the two end cards
    RankNotAllowed, ///< run: a rank this variant's runs exclude (remi_indonesia aces, 5.4); cards: those cards or
                    ///< the jokers standing for them
    TenJack,        ///< run: 10 next to J where not allowed (remi_indonesia 5.4); cards: the two
    Wrap,           ///< run: K-A-2, around the ace; cards: the K, the A and the 2 (or the jokers standing for them)
    TooManyJokers,  ///< more jokers than allowed (one per combination; more than natural cards; no natural card);
                    ///< cards: the jokers
    JokersAdjacent, ///< run: two jokers next to each other (remi51 3.4); cards: the two
    DoesNotFit,     ///< lay-off: the card is not the set's rank, not next to an end of the run, not the copied card;
                    ///< cards: the card; `tableMeld`: the combination
    AlreadyHas,     ///< lay-off onto a set that has that suit: cards: the card laid, then the card of that suit in
                    ///< the set; `tableMeld`: the set
    TooManyPieces,  ///< take: cards taken at two or more places of a run would leave three pieces or more; cards:
                    ///< the cards taken; `tableMeld`: the run
    CardLeftOut,    ///< rearrange: cards of the table missing from the new table; cards: those
};
constexpr int kMeldFaultCount = static_cast<int>(MeldFault::CardLeftOut) + 1;

/// A refused combination: the fault, the cards concerned (with their ids) and where they are.
struct MeldCause {
    MeldFault fault = MeldFault::None;
    MeldKind kind = MeldKind::Run; ///< the kind the cards were read as (lay-off, take: the table combination's)
    std::vector<Card> cards;       ///< the cards concerned, in the combination's order
    int rank = 0;                  ///< set, identical: the rank the cards were read as (1..13), else 0
    Suit suit = Suit::None;        ///< run: the suit the cards were read as, else None
    int tableMeld = -1;            ///< the table combination concerned: lay-off target, take source; -1 none
    int actionMeld = -1; ///< which combination of the action: meld `melds[i]`, pickup_meld 0, rearrange `table[i]`,
                         ///< take: the piece left, in the combination's order (0, or 1 for the second of two); -1 none
    friend bool operator==(const MeldCause &, const MeldCause &) = default;
};

/// Why `cards`, in the submitted order, are not a new combination under `limit` (RULES.md 1.3; the
/// kind is read as the cards suggest: one face an identical combination where allowed, one rank a set,
/// one suit or a single natural card a run, else the larger group of one rank or of one suit).
/// Fault None when validateMeld accepts them.
MeldCause explainMeld(const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit);

/// Why `cards` are not a combination of `kind` under `limit`; None when they are one.
MeldCause explainAs(MeldKind kind, const std::vector<Card> &cards, const RuleSet &rules, JokerLimit limit);

/// Why `card` cannot be laid off onto `m` at `end` (Auto: either end of a run), RULES.md 2.5, 3.5,
/// 4.5: DoesNotFit, AlreadyHas, or the run's or set's own fault (Wrap, TooManyCards, ...). None when
/// it can. `tableMeld` is left -1 (the caller knows the index).
MeldCause explainLayOff(const Meld &m, const Card &card, MeldEnd end, const RuleSet &rules, JokerLimit limit);

/// snake_case code of a fault ("too_few_cards"), for scenario files and logs; "none" for None.
std::string_view meldFaultCode(MeldFault f);
/// Inverse of meldFaultCode; nullopt for an unknown code.
std::optional<MeldFault> meldFaultFromCode(std::string_view code);

} // namespace remi
