// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScoreWords.h"

#include "CardNames.h"
#include "engine/Round.h"

#include <cstdlib>

QString ScoreWords::column(remi::ScoreColumn column)
{
    using C = remi::ScoreColumn;
    switch (column) {
    //: Score table column: points of the melded cards.
    case C::Melded: return tr("Melded");
    //: Score table column: going out, closing or remi points.
    case C::Bonus: return tr("Bonus");
    //: Score table column: penalties (not opened, borrowed cards).
    case C::Penalty: return tr("Penalty");
    //: Score table column: the cards left in hand.
    case C::Hand: return tr("Cards");
    //: Score table column: the multiplier (×2 after going rummy or a hand).
    case C::Multiplier: return tr("×");
    //: Score table column: the round's score.
    case C::Round: return tr("Round");
    }
    return {};
}

QString ScoreWords::columnLong(remi::ScoreColumn column)
{
    if (column == remi::ScoreColumn::Multiplier) return tr("Multiplier");
    return ScoreWords::column(column);
}

QString ScoreWords::columnHelp(remi::ScoreColumn column)
{
    using C = remi::ScoreColumn;
    switch (column) {
    case C::Melded: return tr("Melded: the points of the cards this player laid on the table this round.");
    case C::Bonus: return tr("Bonus: the points for going out or for making remi.");
    case C::Penalty:
        return tr("Penalty: the points charged, for not having opened or for borrowed cards not given back.");
    case C::Hand:
        return tr(
            "Cards: the points of the cards left in hand, or of those the one who went out takes from the others.");
    case C::Multiplier:
        return tr("×: the round's points are multiplied by this (after going rummy, a hand or a remi).");
    case C::Round: return tr("Round: the points of this round.");
    }
    return {};
}

QString ScoreWords::totalHelp()
{
    return tr("Total: the match total after this round.");
}

QString ScoreWords::player()
{
    return tr("Player");
}

QString ScoreWords::total()
{
    return tr("Total");
}

QString ScoreWords::note(const remi::ScoreNote &note, const QStringList &names)
{
    using K = remi::ScoreNoteKind;
    const QString who = note.seat >= 0 && note.seat < names.size() ? names[note.seat] : QString();
    switch (note.kind) {
    case K::NobodyWentOut:
        switch (static_cast<remi::RoundEnd>(note.cause)) {
        case remi::RoundEnd::Stalemate: return tr("Nobody went out: nobody could meld any more.");
        case remi::RoundEnd::Blocked:
            return tr("Nobody went out: twice round the table no card was played from a hand.");
        default: return tr("Nobody went out: the stock ran out.");
        }
    case K::GoingRummy:
        return tr("%1 went rummy (all cards in one turn): the points count ×%2.").arg(who).arg(note.factor);
    case K::Hand:
        //: remi51 3.7: a "hand" is going out with all cards at once.
        return tr("%1 went out with a hand (all cards at once): %2.").arg(who).arg(points(note.points));
    case K::CutCardHand: return tr("%1 went out with a hand using the cut card: %2.").arg(who).arg(points(note.points));
    case K::HandDoubling: return tr("After a hand the others' points count ×%1.").arg(note.factor);
    case K::NotOpened: return tr("%1 had not opened: %2.").arg(who).arg(points(note.points));
    case K::Remi:
        if (note.factor != 1)
            return tr("%1 made remi (opened and went out in one turn): the others' cards count ×%2.")
                .arg(who)
                .arg(note.factor);
        return tr("%1 made remi (opened and went out in one turn): %2 bonus.").arg(who).arg(points(note.points));
    case K::PureRemi:
        if (note.factor != 1)
            return tr("%1 made pure remi (only new melds from the hand): the others' cards count ×%2.")
                .arg(who)
                .arg(note.factor);
        return tr("%1 made pure remi (only new melds from the hand): %2 bonus.").arg(who).arg(points(note.points));
    case K::NoOtherOpened: return tr("Nobody else had opened: %2 more for %1.").arg(who).arg(points(note.points));
    case K::FinishBeforeOthers:
        return tr("%1 went out before anyone else opened: %2.").arg(who).arg(points(note.points));
    case K::BorrowedPenalty:
        return tr("%1 kept %n borrowed card(s) from the table: %2.", nullptr, note.count)
            .arg(who)
            .arg(points(note.points));
    case K::TimeoutPenalty:
        return tr("%1 ran out of time %n time(s): %2.", nullptr, note.count).arg(who).arg(points(note.points));
    case K::ClosingBonus:
        return tr("%1 closed with the %2: ×%3 = %4.")
            .arg(who, CardNames::card(note.card))
            .arg(note.factor)
            .arg(points(note.points));
    case K::SetWithoutSequence:
        return tr("%1 had no run, so the sets count minus: %2.").arg(who).arg(points(note.points));
    }
    return {};
}

QString ScoreWords::points(int points)
{
    // The plural form follows the absolute value ("−21 очко"); %1 keeps the sign.
    return tr("%1 point(s)", nullptr, std::abs(points)).arg(number(points));
}

QString ScoreWords::number(int value)
{
    const QString digits = QString::number(std::abs(static_cast<long long>(value)));
    return value < 0 ? QChar(0x2212) + digits : digits;
}

QString ScoreWords::seatLine(const QString &name, int roundPoints, int total)
{
    //: Screen reader, the round end: %1 a player, %2 the round's points ("12 points"), %3 the match total.
    return tr("%1: %2 this round, total %3").arg(name, points(roundPoints), number(total));
}

QString ScoreWords::howToContinue(bool matchOver)
{
    return matchOver ? tr("Press Enter for the final standings.") : tr("Press Enter for the next round.");
}

QString ScoreWords::outcome(int winner, const QStringList &names, bool yours)
{
    if (winner >= 0 && yours) return tr("You went out.");
    // Issue 39: "Затварање: Marko." read as a label, not a sentence. A sentence of its own (new words:
    // the disambiguation), with what the translator needs to make one with any name.
    //: The round's outcome, a whole sentence after "Round 2 over — ": %1 the name of the player who went
    //: out, a person of either gender or a computer seat ("West"). Word it as a sentence that reads
    //: with any name, e.g. in the present tense ("Marko затвара.", "Marko закрывает раунд.").
    if (winner >= 0 && winner < names.size())
        return tr("%1 went out.", "the round's outcome, a sentence").arg(names[winner]);
    return tr("Nobody went out.");
}

QString ScoreWords::round(int roundNumber)
{
    return tr("Round %1").arg(roundNumber);
}

QString ScoreWords::progress(const remi::MatchGoal &goal, int roundNumber)
{
    QString text =
        goal.rounds > 0 ? tr("Round %1 of %2").arg(roundNumber).arg(goal.rounds) : tr("Round %1").arg(roundNumber);
    if (goal.points > 0) {
        text += QStringLiteral(" · ");
        text += goal.elimination ? tr("out at %n point(s)", nullptr, goal.points)
                                 : tr("first to %n point(s)", nullptr, goal.points);
    }
    return text;
}

QString ScoreWords::roundOver(int roundNumber)
{
    return tr("Round %1 over").arg(roundNumber);
}

QString ScoreWords::roundTitle(int roundNumber, const QString &outcome)
{
    //: The round-end title: %1 the round's number, %2 how it ended, a sentence ("You went out.",
    //: "Computer 2 went out."). A language that writes no capital after a dash makes two sentences.
    return tr("Round %1 over — %2").arg(roundNumber).arg(outcome);
}

QString ScoreWords::wentOutMark()
{
    return tr("went out");
}

QString ScoreWords::place(int place)
{
    //: A place in the standings: "1.", "2."…
    return tr("%1.").arg(place);
}

QString ScoreWords::winners(const QStringList &names)
{
    return tr("Winner: %1", nullptr, static_cast<int>(names.size())).arg(names.join(QStringLiteral(", ")));
}
