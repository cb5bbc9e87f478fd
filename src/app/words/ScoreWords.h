// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The words of the score tables: the columns of a round's breakdown, why something unusual counted
// (engine ScoreNote), how far the match has come ("Round 2 of 4", "first to 150 points") and the
// places of the standings. One wording per idea; the figures are the engine's (ScoreBreakdown.h).

#include "engine/ScoreBreakdown.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class ScoreWords {
    Q_DECLARE_TR_FUNCTIONS(ScoreWords)
  public:
    /// The heading of a breakdown column: "Melded", "Bonus", "Penalty", "Hand", "×", "Round".
    static QString column(remi::ScoreColumn column);
    /// What a screen reader says for a column ("Multiplier" for "×").
    static QString columnLong(remi::ScoreColumn column);
    /// What a column means, in words (its header's tooltip; the "×" column's caption under the table).
    static QString columnHelp(remi::ScoreColumn column);
    /// What the Total column means (its header's tooltip).
    static QString totalHelp();
    /// "Player", "Total" (the first and the last column).
    static QString player();
    static QString total();
    /// The reason for `note` in words; `names` are the round seats' names.
    static QString note(const remi::ScoreNote &note, const QStringList &names);
    /// "40 points", "−1 point" (the sign kept, the plural by the size).
    static QString points(int points);
    /// A whole number as the texts write it: a negative one with the minus sign U+2212 ("−80"), as the
    /// lessons and the help do, not the hyphen (ru review, sr review 39).
    static QString number(int value);
    /// A seat's line of the spoken round end (issue 34): "North: 12 points this round, total 57".
    static QString seatLine(const QString &name, int roundPoints, int total);
    /// How to go on after the round end is read: "Press Enter for the next round." (or, the match
    /// over, "… for the final standings.").
    static QString howToContinue(bool matchOver);
    /// "West went out." / "Nobody went out."; "You went out." when `yours` (the winner is the one
    /// person at the table: "Закрылся: Вы." / "Затворио је: Ви." did not agree with "you").
    static QString outcome(int winner, const QStringList &names, bool yours = false);
    /// The match so far: "Round 2 of 4", "Round 3 · first to 150 points", "Round 3 · out at 500 points".
    static QString progress(const remi::MatchGoal &goal, int roundNumber);
    /// "Round 2" (the game's name on the felt).
    static QString round(int roundNumber);
    /// "Round 2 over" (the round-end panel's heading).
    static QString roundOver(int roundNumber);
    /// The round-end title: "Round 1 over — You went out." (`outcome`: outcome()), one string so that a
    /// language can make it two sentences ("Раунд 1 окончен. Вы закрылись.").
    static QString roundTitle(int roundNumber, const QString &outcome);
    /// "went out" (screen readers: the highlighted winner's row).
    static QString wentOutMark();
    /// "1st", "2nd"… the place in the standings.
    static QString place(int place);
    /// "Winner: West" / "Winners: West, East".
    static QString winners(const QStringList &names);
};
