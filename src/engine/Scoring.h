// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Round scoring with a per-player breakdown (RULES.md 2.8, 3.8).

#include "Card.h"
#include "Meld.h"
#include "RuleSet.h"

#include <optional>

#include <vector>

namespace remi {

/// How the round ended.
enum class Finish {
    None,     ///< nobody went out (stock exhausted / stalemate)
    GoOut,    ///< rummy: hand emptied
    Rummy,    ///< rummy: going rummy (2.7)
    Close,    ///< remi51: normal closing discard
    Hand,     ///< remi51: *hand* (3.7)
    CutHand,  ///< remi51: *hand* with the cut card
    Remi,     ///< rami: opened and went out in the same turn (4.7)
    PureRemi, ///< rami: remi made only with new combinations from the own hand (4.7)
};

/// One line of a seat's round score; language-free, the UI words it.
struct ScoreLine {
    enum class Kind {
        CardInHand,    ///< `card` left in this seat's hand: `points`
        OpponentHand,  ///< rummy winner: the hand of `seat` is worth `points`
        Finish,        ///< going out / close / hand / cut-card hand: `points`
        NotOpened,     ///< remi51: flat score for not having opened
        Multiplier,    ///< the subtotal is multiplied by `factor` (going rummy, after a hand)
        TableCard,     ///< remi_indonesia: `card` in the seat's table combination, signed `points`
        HandMeldCard,  ///< remi_indonesia: `card` in a combination of the best arrangement of the hand
        ClosingBonus,  ///< remi_indonesia: `card` closed the round: multiplier x its value
        TablePoints,   ///< rami: points scored by table actions during the round
        Penalty,       ///< rami: penalties of the round (borrowed cards, unused jokers, timeouts)
        Bonus,         ///< rami: going-out bonus (4.8 table)
        OwnHand,       ///< rami challenge: the seat's own hand value
        NoOtherOpened, ///< rami: nobody else had opened, `points` more for the player going out (4.8)
    };
    Kind kind = Kind::CardInHand;
    int points = 0;
    Card card{};
    int seat = -1;
    int factor = 1;
    friend bool operator==(const ScoreLine &, const ScoreLine &) = default;
};

struct SeatScore {
    int points = 0; ///< round score (points; remi51 lower is better)
    std::vector<ScoreLine> lines;
    friend bool operator==(const SeatScore &, const SeatScore &) = default;
};

/// Value of a card left in hand at the round end (RULES.md 2.8, 3.8).
int handCardValue(const Card &c, const RuleSet &rules);
/// Value of a card counted against its holder at the round end in this variant (points):
/// `indonesianCardValue` under PlusMinus scoring (RULES.md 5.8), else `handCardValue` (2.8, 3.8, 4.8).
int cardCostInHand(const Card &c, const RuleSet &rules);
/// Sum of handCardValue over `hand` (points).
int handValue(const std::vector<Card> &hand, const RuleSet &rules);

/// Scores a finished round. `hands` are the cards left per seat, `opened` who has opened,
/// `winner` the seat that went out or -1 (RULES.md 2.8 / 3.8).
std::vector<SeatScore> scoreRound(const RuleSet &rules, const std::vector<std::vector<Card>> &hands,
                                  const std::vector<bool> &opened, int winner, Finish finish);

/// One seat at the end of a rami round (RULES.md 4.8).
struct RamiSeat {
    std::vector<Card> hand;
    bool opened = false;
    int tablePoints = 0; ///< live points from table actions (normal mode)
    int penalties = 0;   ///< penalty points charged this round (positive)
};

/// rami round scores (RULES.md 4.8): normal mode (live points, the player going out takes the
/// opponents' hands plus the bonus) or challenge mode (opponents add their hands x multiplier).
/// `winner` -1 with Finish::None is a blocked round (4.10).
std::vector<SeatScore> scoreRami(const RuleSet &rules, const std::vector<RamiSeat> &seats, int winner, Finish finish);

/// remi_indonesia round scores (RULES.md 5.8): each seat's table combinations and the best
/// arrangement of its hand count plus (sets only with a sequence, otherwise minus), other cards
/// minus, plus the closer's bonus for `closingCard` (5.7).
std::vector<SeatScore> scorePlusMinus(const RuleSet &rules, const std::vector<std::vector<Card>> &hands,
                                      const std::vector<Meld> &table, int winner, std::optional<Card> closingCard);

} // namespace remi
