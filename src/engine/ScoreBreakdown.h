// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A finished round's scores as plain data for a score table (RULES.md 2.8, 3.8, 4.8, 5.8): the
// columns the variant's scoring has, each seat's figures in them, the cards that cost points, and
// why anything unusual happened (a hand doubling the others, remi, a set counted minus…). The
// figures are read from the engine's score lines; nothing here scores anew.

#include "Card.h"
#include "RuleSet.h"

#include <vector>

namespace remi {

class Round;

/// A column of the round's score table; which ones a variant shows is roundColumns().
enum class ScoreColumn {
    Melded,     ///< points of melded cards (rami table points, remi_indonesia combinations, signed)
    Bonus,      ///< going-out / closing score or bonus (remi51 close −40, rami remi +200, closing bonus)
    Penalty,    ///< not opened (remi51), rami penalties
    Hand,       ///< cards in hand: own (remi51, remi_indonesia, rami challenge) or the opponents' taken
    Multiplier, ///< the factor applied (going rummy, a *hand*, a challenge remi); 1 when none
    Round,      ///< the seat's round score
};

/// Why something unusual counted, for the words under the table.
enum class ScoreNoteKind {
    NobodyWentOut,      ///< nobody went out (`cause`: stock exhausted, stalemate, blocked)
    GoingRummy,         ///< rummy 2.7: `seat` went rummy, its score ×`factor`
    Hand,               ///< remi51 3.7: `seat` went out with a *hand*: `points`
    CutCardHand,        ///< remi51 3.7: `seat`'s *hand* used the cut card: `points`
    HandDoubling,       ///< remi51 3.8: after a *hand* the others' scores are doubled (×`factor`)
    NotOpened,          ///< remi51 3.8: `seat` had not opened: `points`
    Remi,               ///< rami 4.7: `seat` made remi (bonus `points`, or challenge ×`factor`)
    PureRemi,           ///< rami 4.7: pure remi (bonus `points`, or challenge ×`factor`)
    NoOtherOpened,      ///< rami 4.8: nobody else had opened: `seat` gets `points` more
    FinishBeforeOthers, ///< rami 4.8 challenge item 4: `seat` finished before anyone opened: `points`
    BorrowedPenalty,    ///< rami 4.5: `seat` paid `points` for `count` borrowed cards not returned
    TimeoutPenalty,     ///< rami 4.10: `seat` paid `points` for `count` turns timed out
    ClosingBonus,       ///< remi_indonesia 5.7: `seat` closed with `card`: ×`factor` = `points`
    SetWithoutSequence, ///< remi_indonesia 5.8: `seat` had no sequence: its sets count minus (`points`)
};

struct ScoreNote {
    ScoreNoteKind kind = ScoreNoteKind::NobodyWentOut;
    int seat = -1; ///< round seat
    int points = 0;
    int factor = 1;
    int count = 0;
    Card card{};
    int cause = 0; ///< NobodyWentOut: the RoundEnd value
    friend bool operator==(const ScoreNote &, const ScoreNote &) = default;
};

/// One round seat's figures, by column (0 / 1 where the column does not apply).
struct SeatBreakdown {
    int melded = 0;
    int bonus = 0;
    int penalty = 0;
    int hand = 0;
    int multiplier = 1;
    int round = 0;
    /// The seat's cards left in hand that cost points (counted against it, or taken by the winner).
    std::vector<CardId> costly;
    /// The figure of `column`.
    int value(ScoreColumn column) const;
    friend bool operator==(const SeatBreakdown &, const SeatBreakdown &) = default;
};

struct RoundBreakdown {
    std::vector<ScoreColumn> columns; ///< in table order, ending with ScoreColumn::Round
    std::vector<SeatBreakdown> seats; ///< by round seat
    int winner = -1;                  ///< round seat that went out, or -1
    bool lowerIsBetter = false;       ///< remi51 and rami challenge: the lowest score is best
    std::vector<ScoreNote> notes;
};

/// The columns of `rules`' scoring scheme.
std::vector<ScoreColumn> roundColumns(const RuleSet &rules);
/// The breakdown of finished `round` (empty seats while it is in play).
RoundBreakdown breakdownRound(const Round &round);
/// Live round points of each seat while the round is played (rami 4.8 normal mode: table points
/// minus penalties; challenge: penalties; 0 elsewhere): Round::roundScores().
std::vector<int> liveRoundPoints(const Round &round);
/// The variant scores during the round (rami 4.8: table points, penalties), so live points mean something.
bool scoresDuringRound(const RuleSet &rules);

/// What ends a match, for "Round 2 of 4" or "first to 150" (RULES.md x.9).
struct MatchGoal {
    int rounds = 0; ///< a fixed number of rounds, or 0
    int points = 0; ///< a total that ends the match (or eliminates: `elimination`), or 0
    bool elimination = false;
    bool lowerIsBetter = false;
};
MatchGoal matchGoal(const RuleSet &rules, int players);

} // namespace remi
