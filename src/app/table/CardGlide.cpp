// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CardGlide.h"

#include "CardItem.h"
#include "TableItems.h"

using Role = TableItems::Role;

CardGlide::CardGlide(const TableItems &items)
{
    // Where every card was: a card that moved glides from there, a new one from the stock.
    for (auto it = items.roles.cbegin(); it != items.roles.cend(); ++it)
        if (it.value() != Role::Stock && it.value() != Role::Draft)
            m_before.insert(it.key()->cardId(), it.key()->pos());
    if (items.stock) m_stock = items.stock->pos();
}

void CardGlide::glide(const TableItems &items, AnimationSpeed speed, bool deal) const
{
    const std::optional<QPointF> stock = items.stock ? std::optional<QPointF>(items.stock->home()) : m_stock;
    const int ms = Animations::moveMs(speed);
    int dealt = 0;
    // The deal goes round the table one card at a time: hands in seat order, a card each.
    QList<CardItem *> cards = items.opponents + items.hand;
    for (auto it = items.roles.cbegin(); it != items.roles.cend(); ++it)
        if (it.value() != Role::Stock && it.value() != Role::Hand && it.value() != Role::Opponent) cards << it.key();
    for (CardItem *item : cards) {
        if (deal) {
            if (stock && items.roles.value(item) != Role::Cut)
                item->glideFrom(*stock, ms, Animations::dealStaggerMs(speed) * dealt++);
            continue;
        }
        const auto was = m_before.constFind(item->cardId());
        if (was != m_before.constEnd()) item->glideFrom(*was, ms);
        else if (stock) item->glideFrom(*stock, ms);
    }
}

bool CardGlide::anyGliding(const TableItems &items)
{
    for (auto it = items.roles.cbegin(); it != items.roles.cend(); ++it)
        if (it.key()->isGliding()) return true;
    return false;
}
