// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The round review (src/review/RoundReview.h) in words: the moves, why the expert's is better, the
// summary's label. Every text goes through QCoreApplication::translate; cards as CardNames prints
// them ("9♥").

#include "review/RoundReview.h"

#include "engine/RuleSet.h"

#include <QCoreApplication>
#include <QString>

class ReviewWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewWords)
  public:
    /// A move: "discard 9♥", "draw from the stock", "take 7♦ from the discard pile", "meld 7♦ 8♦ 9♦".
    static QString move(const remi::Action &action, const remi::RuleSet &rules);
    /// Why the expert's move is better: "the 7♦ on the pile makes a meld at once", "leaves 12 points
    /// of deadwood in hand instead of 3", ...; empty for ReviewReasonKind::Other.
    static QString reason(const remi::review::ReviewReason &reason);
    /// The expert's move and the rest of its turn: "swap J♣ for a joker on the table, then meld 7♥ 7♦
    /// joker, then discard Q♠ and go out" (ReviewMoment::expertLine).
    static QString expertTurn(const remi::review::ReviewMoment &moment, const remi::RuleSet &rules);
    /// One moment: "Turn 7: you discard 9♥; the expert would discard K♣: about 6 points better on
    /// average (leaves ...; 98 % sure)".
    static QString moment(const remi::review::ReviewMoment &moment, const remi::RuleSet &rules);
    /// A decision where the expert would move otherwise at no real cost (RoundReview::differences):
    /// "Turn 3: you discard 8♦; the expert would discard J♣: no real difference (…)".
    static QString difference(const remi::review::ReviewMoment &moment, const remi::RuleSet &rules);
    /// The summary's label: "expert", "strong", "good", "casual", "beginner".
    static QString label(remi::review::ReviewLabel label);
    /// "Round 2: 14 decisions, 11 as the expert; about 9 points lost to mistakes — good"; a round
    /// lost by not opening (RoundReview::notOpened) says so instead of a grade.
    static QString summary(int roundNumber, const remi::review::RoundReview &review);
    /// The reviewed rounds of a match added up: "Match: about 23 points lost to mistakes — casual"
    /// (`pointsLost` in points, the label from the error rate over every decision judged); with
    /// rounds lost by not opening, "…; not opening cost 3 rounds" instead of the grade.
    static QString matchSummary(double pointsLost, remi::review::ReviewLabel label, int roundsNotOpened = 0);
};
