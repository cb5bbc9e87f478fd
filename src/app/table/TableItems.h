// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What one drawing of the table put where: the card items by their role, the places of the discard
// pile, the table melds and the seats. TableScene makes it anew at every redraw (the items belong to
// the scene and go with it); the drag (DragSession), the hint (HintOverlay) and the meld fan read it.

#include "engine/Card.h"

#include <QHash>
#include <QList>
#include <QRectF>
#include <QString>

class CardItem;
class QGraphicsRectItem;
class SeatPanel;

struct TableItems {
    /// What a card item shows: a card of the human's hand, another seat's card, the stock, the cut
    /// card, a discard pile card, a table meld's card, or a draft tray copy.
    enum class Role { Hand, Opponent, Stock, Cut, Pile, Table, Draft };

    QList<CardItem *> hand;      ///< in hand order
    QList<CardItem *> opponents; ///< the other seats' cards
    QList<CardItem *> pile;      ///< the discard pile cards shown, the top card last
    CardItem *stock = nullptr;   ///< the top of the stock (nullptr when it is empty)
    CardItem *cut = nullptr;     ///< the remi51 cut card (nullptr without one)
    QList<CardItem *> draft;     ///< the draft tray's copies
    QHash<CardItem *, Role> roles;
    QHash<CardItem *, int> depths;                 ///< a pile card's depth: 1 = top
    QRectF pileRect;                               ///< the discard pile's area (also when empty)
    QList<QRectF> meldRects;                       ///< each table meld's area, by meld index
    QList<QList<CardItem *>> melds;                ///< each table meld's cards, by meld index
    QHash<int, QRectF> seatRects;                  ///< the other seats' panels, by round seat
    QHash<int, SeatPanel *> seatPanels;            ///< every seat's panel, by round seat
    QHash<remi::CardId, QString> jokerBadges;      ///< a table joker's badge text ("7♠"), by its card id
    QHash<CardItem *, QGraphicsRectItem *> badges; ///< the joker badges by their joker's item
    QSizeF card{90, 126}; ///< a hand card's size (view pixels), kept from one drawing to the next

    /// The role of `item`, Role::Hand when it is not one of these items.
    Role roleOf(const CardItem *item) const { return roles.value(const_cast<CardItem *>(item)); }
    /// The depth of pile card `item` (1 = top), 1 when it is not a pile card.
    int depthOf(const CardItem *item) const { return depths.value(const_cast<CardItem *>(item), 1); }
    /// Forgets every item (the scene has deleted them); the card size stays.
    void clear()
    {
        const QSizeF size = card;
        *this = TableItems();
        card = size;
    }
};
