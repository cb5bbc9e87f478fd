// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReasonText.h"

#include "CardNames.h"

QString ReasonText::text(remi::Reason reason)
{
    using remi::Reason;
    switch (reason) {
    case Reason::Ok: return tr("Done.");
    case Reason::RoundOver: return tr("The round is over.");
    case Reason::NotYourTurn: return tr("It is not your turn.");
    case Reason::MustDrawFirst: return tr("Draw a card first.");
    case Reason::AlreadyDrew: return tr("You have already drawn this turn.");
    case Reason::CardNotInHand: return tr("That card is not in your hand.");
    case Reason::ActionNotAllowed: return tr("That is not possible in this game right now.");
    case Reason::ManipulationNotAllowed: return tr("Taking or rearranging table cards is switched off.");
    case Reason::NotOpened: return tr("You have to open first.");
    case Reason::DiscardNotAllowed: return tr("The discard pile cannot be used like that.");
    case Reason::LayOffNotAllowed: return tr("You cannot lay off there now.");
    case Reason::MeldNotAllowed: return tr("You cannot lay a meld now.");
    case Reason::JokerCannotLayOff: return tr("A joker cannot be laid off.");
    case Reason::JokerCannotTake: return tr("A joker cannot be taken from the table.");
    case Reason::CutCardNeedsHand: return tr("The cut card may only be taken to go out with a hand.");
    case Reason::PickupTooDeep: return tr("You cannot take a card that deep from the pile.");
    case Reason::PickupNotMelded: return tr("A card from the pile must be melded at once with two of your cards.");
    case Reason::InvalidMeld: return tr("Those cards are not a valid run or set.");
    case Reason::JokerAmbiguous: return tr("It is not yet clear which card that joker stands for.");
    case Reason::SetNeedsSequence: return tr("A set needs a run of yours first.");
    case Reason::OpeningBelowMinimum: return tr("Your opening is worth too few points.");
    case Reason::MustKeepDiscard: return tr("You must keep a card to discard.");
    case Reason::CannotDiscardTakenCard: return tr("You cannot discard the card you took from the pile.");
    case Reason::JokerNotPlayed: return tr("Play the joker you freed before ending your turn.");
    case Reason::JokerCannotClose: return tr("You cannot go out by discarding a joker.");
    case Reason::ClosingCardPlayable: return tr("Your last card fits a meld on the table: lay it off instead.");
    }
    return tr("That move is not allowed.");
}

QString ReasonText::refusal(remi::Reason reason, Block block)
{
    // Hot-seat: a game key pressed while the curtain hides the hand.
    if (reason == remi::Reason::NotYourTurn && block == Block::HandHidden)
        return tr("The hand is hidden: press Space to show it first.");
    // Online: no move reaches the table now (it is no turn of anybody's that keeps the player).
    if (reason == remi::Reason::NotYourTurn && block == Block::TableUnreachable) return tableUnreachable();
    return text(reason);
}

QString ReasonText::tableUnreachable()
{
    return tr("The table is not reachable — reconnecting…");
}

QString ReasonText::refusal(remi::Reason reason, Block block, const remi::MeldCause &cause)
{
    if (reason == remi::Reason::InvalidMeld) {
        const QString why = meldCause(cause);
        if (!why.isEmpty()) return why;
    }
    return refusal(reason, block);
}

QString ReasonText::actionRefusal(const remi::Action &action, remi::Reason reason, Block block,
                                  const remi::MeldCause &cause)
{
    if (action.type == remi::ActionType::Discard && reason == remi::Reason::LayOffNotAllowed)
        return tr("You cannot go out in this turn: you had not opened before it and laid off on another player's "
                  "meld. Undo that lay-off, or keep more cards.");
    return refusal(reason, block, cause);
}

QString ReasonText::layOffRefusal(remi::Reason reason, Block block, const remi::MeldCause &cause,
                                  const remi::Card &card)
{
    if (reason != remi::Reason::InvalidMeld) return refusal(reason, block);
    const QString why = meldCause(cause);
    //: %1 a card ("9♣") the player tried to lay off on a meld that does not take it.
    return why.isEmpty() ? tr("%1 does not fit that meld.").arg(CardNames::shortCard(card)) : why;
}

QString ReasonText::layOffNowhere(remi::Reason reason, Block block, const remi::Card &card)
{
    //: %1 a card ("9♣") the player tried to lay off: no meld on the table takes it.
    if (reason == remi::Reason::InvalidMeld)
        return tr("%1 fits none of the melds on the table.").arg(CardNames::shortCard(card));
    return refusal(reason, block);
}

QString ReasonText::meldCause(const remi::MeldCause &cause)
{
    using remi::MeldFault;
    using remi::MeldKind;
    const std::vector<remi::Card> &cards = cause.cards;
    const int n = static_cast<int>(cards.size());
    const QString all = CardNames::shortCards(cards);
    auto card = [&](int i) { return i < n ? CardNames::shortCard(cards[static_cast<std::size_t>(i)]) : QString(); };
    const QString suit = cause.suit == remi::Suit::None ? QString() : CardNames::suitOf(cause.suit);
    const QString ranks = cause.rank > 0 ? CardNames::rankPlural(cause.rank) : QString();
    switch (cause.fault) {
    case MeldFault::None: return {};
    case MeldFault::TooFewCards:
        if (n == 0) return tr("A meld needs at least three cards.");
        //: %1 the cards ("K♣ A♣"): a meld needs three cards or more (a take or split may leave too few).
        if (n == 1) return tr("%1 alone would be only one card: a meld needs three.").arg(all);
        return tr("%1 would be only two cards: a meld needs three.").arg(all);
    case MeldFault::TooManyCards:
        if (cause.kind == MeldKind::Run) return tr("%1 would make the run too long.").arg(n == 1 ? all : card(n - 1));
        //: A set or identical meld already has four cards; %1 the card that would be the fifth.
        return tr("A set has at most four cards: %1 would be a fifth.").arg(n == 1 ? all : card(n - 1));
    case MeldFault::MixedSuits:
        //: %1 cards ("9♣"), %2 a suit as the CardNames "of suit" string gives it ("hearts", Russian
        //: "червей"): a run is all one suit.
        if (!suit.isEmpty()) return tr("%1 does not fit a run of %2.").arg(all, suit);
        return tr("A run is all one suit: %1 does not fit.").arg(all);
    case MeldFault::MixedRanks:
        //: %1 cards ("9♣"), %2 a rank in plural ("kings").
        if (!ranks.isEmpty()) return tr("%1 does not fit a set of %2.").arg(all, ranks);
        return tr("A set is all one rank: %1 does not fit.").arg(all);
    case MeldFault::Gap:
        //: A run with cards missing between %1 and %2 ("5♥", "8♥").
        return tr("Cards are missing between %1 and %2.").arg(card(0), card(1));
    case MeldFault::OutOfOrder: return tr("%1 cannot come after %2 in a run.").arg(card(1), card(0));
    case MeldFault::RepeatedRank: return tr("A run has each rank once: %1 and %2.").arg(card(0), card(1));
    case MeldFault::RepeatedSuit: return tr("A set has each suit once: %1 and %2.").arg(card(0), card(1));
    case MeldFault::AceNotHigh: return tr("An ace is low in this game: %1 cannot come after the king.").arg(all);
    case MeldFault::AceBothEnds: return tr("A run cannot have an ace at both ends (%1 and %2).").arg(card(0), card(1));
    case MeldFault::RankNotAllowed:
        //: Remi Indonesia runs (2 to 10, or J Q K): %1 the cards that cannot be in a run.
        return tr("%1 cannot be in a run in this game.").arg(all);
    case MeldFault::TenJack: return tr("%1 and %2 do not join in a run in this game.").arg(card(0), card(1));
    case MeldFault::Wrap: return tr("A run cannot go round from the king to the two: %1.").arg(all);
    case MeldFault::TooManyJokers: return tr("Too many jokers in one meld.");
    case MeldFault::JokersAdjacent: return tr("Two jokers cannot stand next to each other in a run.");
    case MeldFault::DoesNotFit:
        if (cause.kind == MeldKind::Set && !ranks.isEmpty()) return tr("%1 does not fit a set of %2.").arg(all, ranks);
        //: %1 a card, %2 a suit as the CardNames "of suit" string gives it ("hearts", Russian "червей"):
        //: the card is not next to either end of the run.
        if (cause.kind == MeldKind::Run && !suit.isEmpty())
            return tr("%1 does not fit at either end of this run of %2.").arg(all, suit);
        return tr("%1 does not fit that meld.").arg(all);
    case MeldFault::AlreadyHas:
        //: %1 the card of that suit already in the set ("A♣").
        return tr("That set already has %1.").arg(n > 1 ? card(1) : all);
    case MeldFault::TooManyPieces: return tr("Taking %1 would break the run into three pieces or more.").arg(all);
    case MeldFault::CardLeftOut: return tr("%1 would be left off the table.").arg(all);
    }
    return {};
}

QString ReasonText::menuReason(remi::Reason reason, const remi::RuleSet &rules, const remi::MeldCause &cause)
{
    using remi::Reason;
    switch (reason) {
    case Reason::NotOpened:
        //: A disabled menu entry's reason: the player must open first, with %n opening points.
        if (rules.needsOpening()) return tr("open first: %n points", nullptr, rules.openingMin);
        return tr("open first");
    case Reason::MustDrawFirst: return tr("draw first");
    case Reason::AlreadyDrew: return tr("already drawn");
    case Reason::NotYourTurn: return tr("not your turn");
    case Reason::RoundOver: return tr("the round is over");
    case Reason::ManipulationNotAllowed:
        //: A disabled menu entry's reason (rami's table manipulation option is off).
        return tr("table manipulation is off in this game; Settings can turn it on for a new game");
    case Reason::InvalidMeld:
        if (cause.fault != remi::MeldFault::None) return meldCause(cause);
        return tr("no valid meld");
    default: return text(reason);
    }
}

QString ReasonText::nothingFits()
{
    return tr("no meld takes it now");
}

QString ReasonText::disabledEntry(const QString &entry, const QString &reason)
{
    //: A disabled menu entry: %1 the entry ("Lay off"), %2 why it cannot apply now ("open first: 51 points").
    QString why = reason;
    if (why.endsWith(QLatin1Char('.'))) why.chop(1); // a sentence's full stop does not end a bracket
    return tr("%1 (%2)").arg(entry, why);
}
