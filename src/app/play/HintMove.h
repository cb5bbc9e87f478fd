// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a hint (PlayerCommands::hint, the H key) points at on the table: the hand cards
// it concerns, the place they go (the stock, the cut card, the discard pile, a table meld and its
// end, or empty table space for new melds) and why, in words (words/HintWords).

#include "engine/Action.h"
#include "engine/Card.h"

#include <QList>
#include <QString>

struct HintMove {
    enum class Target { None, Stock, CutCard, Pile, Meld, NewMeld };
    /// Where the move goes (outlined on the table).
    Target target = Target::None;
    /// Target::Pile: the pile card taken (1 = the top card), or 0 for a discard onto the pile.
    int pileDepth = 0;
    /// Target::Meld: the table meld (index) and the end of a run the card goes to.
    int meld = -1;
    remi::MeldEnd end = remi::MeldEnd::Auto;
    /// The hand cards concerned (marked in the hand), in hand order of the move.
    QList<remi::CardId> cards;
    /// Why, in a sentence ("You can open with 54: 7♥ 8♥ 9♥ and Q♠ Q♥ Q♦. At least 51 needed to open.").
    QString why;
    /// The move hinted: the round review's expert's (review/ExpertAdvice.h), or what replaced it
    /// (a lay-off for a discard the table takes, a move after which the turn can still end).
    remi::Action action;
    /// The computer player's move would be refused (e.g. a discard before opening with a pile card
    /// taken, RULES.md 3.3): `why` is the whole hint, what can be done instead.
    bool refused = false;
};

class MoveFinder;
namespace remi {
class Round;
}

/// The hint of `action` (the round review's expert's move for human seat `seat`): what it
/// concerns, where it goes and why (words/HintWords, from the engine's numbers). A move the engine
/// would refuse is never proposed (HintMove::refused).
HintMove hintMove(const remi::Action &action, const remi::Round &round, int seat, const MoveFinder &finder);
