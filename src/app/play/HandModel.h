// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The human's hand as the player arranges it (RULES.md 7): the order of each human seat's cards
// (sorted by suit or rank, or moved by hand; kept per seat in hot-seat play and across turns), the
// selected cards and the draft (combinations put aside for a multi-meld opening, RULES.md 3.6).
// Follows the round: a new round sorts the hand anew, cards that left the hand leave the selection
// and the draft, a hand shown face down has neither. No widgets: the table draws what this holds.

#include "HandOrder.h"
#include "engine/Card.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <vector>

class GameController;

class HandModel : public QObject {
    Q_OBJECT
  public:
    explicit HandModel(GameController *controller, QObject *parent = nullptr);

    /// Follows the round in play: the seat shown (hot-seat), a new round, cards drawn or played.
    /// Called on every GameController::stateChanged and before the table is drawn; idempotent.
    void sync();

    /// The hand shown (GameController::humanSeat), in the order shown; empty without one.
    std::vector<remi::Card> cards() const;
    /// The hand is shown face up (GameController::handFaceUp): only then can cards be selected.
    bool faceUp() const;
    /// The card of the hand shown with id `id`, or nullptr.
    const remi::Card *card(remi::CardId id) const;

    /// The selected cards (a copy: safe to loop over while the selection changes).
    QList<remi::CardId> selection() const { return m_selected; }
    /// Selects exactly `ids` (cards of the face-up hand; others are ignored); emits selectionChanged.
    void setSelection(const QList<remi::CardId> &ids);
    /// Selects `id` when it is not selected, else deselects it.
    void toggle(remi::CardId id);
    void clearSelection();
    bool isSelected(remi::CardId id) const { return m_selected.contains(id); }
    /// The selected cards in the order they were chosen.
    std::vector<remi::CardId> selectedIds() const { return {m_selected.begin(), m_selected.end()}; }

    const std::vector<std::vector<remi::CardId>> &draft() const { return m_draft; }
    /// Moves the selected cards into the draft as one combination; false with nothing selected.
    bool addSelectionToDraft();
    void clearDraft();
    /// Puts draft combination `index` back in the hand.
    void removeDraft(int index);
    bool isDrafted(remi::CardId id) const;
    /// Rami: `id` was taken from the table this turn and is still in hand (RULES.md 4.5).
    bool isBorrowed(remi::CardId id) const;

    /// Sorts the hand shown (RULES.md 1.1 "Sorting"); emits orderChanged.
    void sort(HandOrder::Sort by);
    /// Moves hand card `id` by `delta` places (the order is then kept as arranged); false at an end.
    bool move(remi::CardId id, int delta);
    const HandOrder &order() const { return m_order; }
    /// Hand order of each human match seat shown so far in this round (save files).
    QHash<int, HandOrder> handOrders() const;
    /// Restores saved hand orders for the round in play (after GameController::loadGame).
    void restoreHandOrders(const QHash<int, HandOrder> &orders);

  signals:
    /// The selection or the draft changed.
    void selectionChanged();
    /// The order of the hand changed (sort, move, restore): the hand is drawn anew.
    void orderChanged();

  private:
    GameController *m_controller;
    HandOrder m_order;
    int m_orderRound = -1;
    /// Hot-seat: the hand order of each other human (match seat), and whose m_order is.
    QHash<int, HandOrder> m_otherOrders;
    int m_orderSeat = -1;
    QList<remi::CardId> m_selected;
    std::vector<std::vector<remi::CardId>> m_draft;
};
