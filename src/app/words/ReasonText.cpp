// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReasonText.h"

QString ReasonText::text(remi::Reason reason)
{
    using remi::Reason;
    switch (reason) {
    case Reason::Ok:
        return tr("Done.");
    case Reason::RoundOver:
        return tr("The round is over.");
    case Reason::NotYourTurn:
        return tr("It is not your turn.");
    case Reason::MustDrawFirst:
        return tr("Draw a card first.");
    case Reason::AlreadyDrew:
        return tr("You have already drawn this turn.");
    case Reason::CardNotInHand:
        return tr("That card is not in your hand.");
    case Reason::ActionNotAllowed:
        return tr("That is not possible in this game right now.");
    case Reason::ManipulationNotAllowed:
        return tr("Taking or rearranging table cards is switched off.");
    case Reason::NotOpened:
        return tr("You have to open first.");
    case Reason::DiscardNotAllowed:
        return tr("The discard pile cannot be used like that.");
    case Reason::LayOffNotAllowed:
        return tr("You cannot lay off there now.");
    case Reason::MeldNotAllowed:
        return tr("You cannot lay a meld now.");
    case Reason::JokerCannotLayOff:
        return tr("A joker cannot be laid off.");
    case Reason::JokerCannotTake:
        return tr("A joker cannot be taken from the table.");
    case Reason::CutCardNeedsHand:
        return tr("The cut card may only be taken to go out with a hand.");
    case Reason::PickupTooDeep:
        return tr("You cannot take a card that deep from the pile.");
    case Reason::PickupNotMelded:
        return tr("A card from the pile must be melded at once with two of your cards.");
    case Reason::InvalidMeld:
        return tr("Those cards are not a valid run or set.");
    case Reason::JokerAmbiguous:
        return tr("It is not yet clear which card that joker stands for.");
    case Reason::SetNeedsSequence:
        return tr("A set needs a run (sequence) of yours first.");
    case Reason::OpeningBelowMinimum:
        return tr("Your opening is worth too few points.");
    case Reason::MustKeepDiscard:
        return tr("You must keep a card to discard.");
    case Reason::CannotDiscardTakenCard:
        return tr("You cannot discard the card you took from the pile.");
    case Reason::JokerNotPlayed:
        return tr("Play the joker you freed before ending your turn.");
    case Reason::JokerCannotClose:
        return tr("You cannot go out by discarding a joker.");
    case Reason::ClosingCardPlayable:
        return tr("Your last card fits a meld on the table: lay it off instead.");
    }
    return tr("That move is not allowed.");
}

QString ReasonText::refusal(remi::Reason reason, bool handHidden)
{
    // Hot-seat: a game key pressed while the curtain hides the hand.
    if (reason == remi::Reason::NotYourTurn && handHidden)
        return tr("The hand is hidden: press Space to show it first.");
    return text(reason);
}
