// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the keyboard says (RULES.md 7): the focused card, meld, pile card, stock or player, in words
// for the status line and for screen readers (the table view's accessible name and description).
#include "KeyboardController.h"

#include "Announcer.h"
#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "HandModel.h"
#include "TableAccessible.h"
#include "TableScene.h"
#include "TableView.h"
#include "TableWords.h"

#include "engine/Match.h"

#include <algorithm>

QString KeyboardController::turnPrompt() const
{
    if (!m_controller->hasGame()) return QString();
    const remi::Round &round = m_controller->round();
    if (round.phase() != remi::Phase::Draw) return tr("Your turn: meld, lay off or discard (Delete).");
    // The keys of RULES.md 7: D draws from the stock, T takes the top discard.
    if (const std::optional<remi::Card> top = round.pileTop())
        //: D and T are the keys (RULES.md 7); %1 the top card of the discard pile.
        return tr("Your turn: draw from the stock (D) or take the discard (T). Top discard: %1.")
            .arg(CardNames::card(*top));
    return tr("Your turn: draw from the stock (D).");
}

QString KeyboardController::roundDealt() const
{
    if (!m_controller->hasGame()) return QString();
    const remi::Round &round = m_controller->round();
    //: A new round of the match, said as it is dealt: %1 its number.
    QString text = tr("Round %1 dealt.").arg(m_controller->match().roundNumber());
    if (const int seat = m_controller->humanSeat(); seat >= 0 && !m_controller->curtainUp())
        text += QLatin1Char(' ') + tr("You have %n card(s).", nullptr, static_cast<int>(round.hand(seat).size()));
    return text + QLatin1Char(' ') + whoStarts();
}

QString KeyboardController::whoStarts() const
{
    if (!m_controller->hasGame()) return QString();
    const remi::Round &round = m_controller->round();
    // Online the round may be under way when it is shown (the round's end was on screen meanwhile):
    // then it says whose turn it is, not who starts (issue 39).
    const bool begun = round.state().turnIndex > 0;
    if (round.currentSeat() != m_controller->humanSeat())
        return begun ? TableWords::playing(m_controller->seatName(round.currentSeat()))
                     //: %1 the player who plays first in the new round.
                     : tr("%1 starts.").arg(m_controller->seatName(round.currentSeat()));
    return begun ? tr("It is your turn.") : tr("You start.");
}

QString KeyboardController::focusText(QString *name) const
{
    if (!m_controller->hasGame()) return tr("No game.");
    const remi::Round &round = m_controller->round();
    switch (m_focus.area) {
    case Area::Hand: {
        const QList<CardItem *> hand = m_scene->handItems();
        if (hand.isEmpty()) return tr("Your hand is empty.");
        const CardItem *item = hand[m_focus.handIndex];
        *name = item->accessibleName();
        // The words of the hand card's accessible name (TableAccessibility), which the screen reader
        // reads on every arrow: one format of the place (issue 34: "card 8 of 8" beside "8 of 8").
        QString text = QCoreApplication::translate("TableAccessibility", "%1, %2 of %3")
                           .arg(*name)
                           .arg(m_focus.handIndex + 1)
                           .arg(hand.size());
        if (item->isChosen()) text += tr(", selected");
        if (item->isDrafted()) text += tr(", in the draft");
        if (item->isBorrowed()) text += tr(", borrowed");
        return text;
    }
    case Area::Draft: {
        const auto &draft = m_hand->draft();
        if (draft.empty()) return tr("The draft is empty: select the cards of a meld and press N.");
        std::vector<remi::Card> cards;
        for (remi::CardId id : draft[static_cast<std::size_t>(m_focus.draft)])
            for (const remi::Card &c : round.hand(std::max(0, m_controller->humanSeat())))
                if (c.id == id) cards.push_back(c);
        *name = CardNames::cards(cards);
        return tr("Draft meld %1 of %2: %3").arg(m_focus.draft + 1).arg(draft.size()).arg(*name);
    }
    case Area::Table: {
        if (round.table().empty()) return tr("No melds on the table yet.");
        // Said right after a take or split, before the focus follows the shorter table: clamped.
        const int at = std::clamp(m_focus.meld, 0, static_cast<int>(round.table().size()) - 1);
        const remi::Meld &meld = round.table()[static_cast<std::size_t>(at)];
        const int card = std::clamp(m_focus.meldCard, 0, meld.size() - 1);
        *name = m_menus.meldText(at);
        return tr("Meld %1 of %2, %3 — card %4 of %5: %6")
            .arg(at + 1)
            .arg(round.table().size())
            .arg(*name)
            .arg(card + 1)
            .arg(meld.size())
            .arg(CardNames::card(meld.cards[static_cast<std::size_t>(card)]));
    }
    case Area::Pile: {
        const auto &pile = round.pile();
        if (pile.empty()) return TableWords::pileEmpty();
        const remi::PileCard &pc = pile[pile.size() - static_cast<std::size_t>(m_focus.pile)];
        *name = pc.buried ? tr("buried joker") : CardNames::card(pc.card);
        return tr("Discard pile, card %1 of %2 from the top: %3").arg(m_focus.pile).arg(pile.size()).arg(*name);
    }
    case Area::Stock:
        *name = tr("stock");
        if (const auto cut = round.cutCard())
            return tr("Stock: %n card(s); cut card: %1", nullptr, round.stockSize()).arg(CardNames::card(*cut));
        return TableWords::stockCards(round.stockSize());
    case Area::Players: {
        const int seat = std::clamp(m_focus.player, 0, round.players() - 1);
        *name = m_controller->seatName(seat);
        QString text =
            TableWords::seatSummary(*name, static_cast<int>(round.hand(seat).size()),
                                    round.rules().needsOpening() ? std::optional(round.hasOpened(seat)) : std::nullopt);
        if (round.rules().manipulationRule) text += tr(", %1 points this round").arg(round.roundScore(seat));
        if (seat == round.currentSeat() && !round.isOver())
            text += TableWords::listSeparator() + TableWords::playingNow();
        return text;
    }
    }
    return QString();
}

void KeyboardController::sayFocus(bool withArea, Read read)
{
    QString name;
    QString text = focusText(&name);
    // The draft, pile and stock texts begin with their own name ("Stock: 21 cards", "Discard pile,
    // card 1 of 3…"): the area is said once, not twice.
    const bool named = m_focus.area == Area::Draft || m_focus.area == Area::Pile || m_focus.area == Area::Stock;
    if (withArea && !named && m_controller->hasGame()) {
        static const char *const areas[] = {QT_TR_NOOP("Hand"),         QT_TR_NOOP("Draft"), QT_TR_NOOP("Table melds"),
                                            QT_TR_NOOP("Discard pile"), QT_TR_NOOP("Stock"), QT_TR_NOOP("Players")};
        //: %1 a focus area ("Hand"), %2 what is focused in it.
        text = tr("%1: %2").arg(tr(areas[static_cast<int>(m_focus.area)]), text);
    }
    // A focus move to another child of the table is read by the screen reader itself (the child's
    // name): the words then go only to the status line, or they would cut that reading off.
    const int focusEvents = m_a11y->focusEvents();
    const bool moved = read == Read::Auto ? focusEvents != m_focusEventsSaid // since the key or the last words
                                          : read == Read::Focus;
    m_focusEventsSaid = focusEvents;
    if (moved) m_announcer->show(text, name);
    else announce(text, name);
}
