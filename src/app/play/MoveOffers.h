// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the menus offer (RULES.md 7): an entry is offered only when the variant has the
// move at all (engine/Moves.h), enabled only when the engine would accept it now (MoveFinder tries
// it), and otherwise says why it cannot apply yet ("open first: 51 points"). The hand card's menu,
// the table meld's menu and the Play menu all ask here.

#include "engine/Action.h"
#include "engine/Moves.h"
#include "engine/Reason.h"

#include <QString>
#include <vector>

class PlayerCommands;

/// One menu entry's state.
struct Offer {
    bool offered = false;                   ///< the variant has the move (and there is a game)
    bool enabled = false;                   ///< the engine would accept it now
    remi::Reason reason = remi::Reason::Ok; ///< offered, not enabled: the engine's refusal
    QString why; ///< offered, not enabled: the refusal in a menu's words (ReasonText::menuReason)
};

class MoveOffers {
  public:
    explicit MoveOffers(const PlayerCommands *commands);

    /// `move` with any of the human's hand cards (and the selection and draft, for a meld or an
    /// Indonesian pickup): the Play menu.
    Offer move(remi::Move move) const;
    /// `move` (LayOff, SwapJoker, Discard, Bury) with hand card `card`: the hand card's menu.
    Offer withCard(remi::Move move, remi::CardId card) const;
    /// One action of kind `move` (a take, a split, a join, a move): the table meld's menu.
    Offer action(remi::Move move, const remi::Action &action) const;

  private:
    /// The first accepted of `candidates`, else the first refusal (with its cause).
    Offer tryAll(remi::Move move, const std::vector<remi::Action> &candidates) const;
    std::vector<remi::Action> candidates(remi::Move move, const std::vector<remi::CardId> &cards) const;

    const PlayerCommands *m_commands;
};
