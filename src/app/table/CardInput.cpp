// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CardInput.h"

#include "CardItem.h"
#include "DragSession.h"
#include "DropNote.h"
#include "HandModel.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>

CardInput::CardInput(const TableItems &items, HandModel *hand, DragSession *drag, DropNote *note, QObject *parent)
    : QObject(parent), m_items(items), m_hand(hand), m_drag(drag), m_note(note)
{
}

void CardInput::listen(CardItem *item)
{
    connect(item, &CardItem::clicked, this, &CardInput::onClicked);
    connect(item, &CardItem::doubleClicked, this, &CardInput::onDoubleClicked);
    connect(item, &CardItem::dropped, this, &CardInput::onDropped);
    connect(item, &CardItem::dragStarted, this, &CardInput::onDragStarted);
    connect(item, &CardItem::dragMoved, m_drag, &DragSession::move);
}

void CardInput::onClicked(CardItem *item)
{
    m_note->actedAt(item->sceneBoundingRect().center());
    switch (m_items.roleOf(item)) {
    case Role::Hand:
        m_clickedCard = item;
        m_clickedAt = m_pressAt;
        m_clickedWhen.start();
        emit handCardTouched(item->cardId());
        if (item->isFaceUp()) m_hand->toggle(item->cardId());
        break;
    case Role::Stock: emit stockClicked(); break;
    case Role::Cut: emit cutCardClicked(); break;
    case Role::Pile: emit pileClicked(m_items.depthOf(item)); break;
    case Role::Opponent:
    case Role::Table:
    case Role::Draft: break;
    }
}

void CardInput::onDoubleClicked(CardItem *item)
{
    m_note->actedAt(item->sceneBoundingRect().center());
    if (m_items.roleOf(item) == Role::Hand && item->isFaceUp()) emit discardRequested(item->cardId());
}

bool CardInput::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::GraphicsSceneMousePress) {
        m_pressAt = static_cast<QGraphicsSceneMouseEvent *>(event)->scenePos();
    } else if (event->type() == QEvent::GraphicsSceneMouseDoubleClick) {
        auto *press = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (press->button() == Qt::LeftButton && secondPress(press->scenePos())) {
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

bool CardInput::secondPress(QPointF scenePos)
{
    // The first click selected (lifted) a hand card; the second press, where the first was, is that
    // card's double-click whatever lies under the pointer now.
    const bool again = m_clickedCard && m_items.roleOf(m_clickedCard) == Role::Hand && m_clickedWhen.isValid() &&
                       m_clickedWhen.elapsed() <= QApplication::doubleClickInterval() &&
                       (scenePos - m_clickedAt).manhattanLength() <= QApplication::startDragDistance();
    if (!again) return false;
    CardItem *card = m_clickedCard;
    m_clickedCard = nullptr;
    onDoubleClicked(card);
    return true;
}

void CardInput::onDragStarted(CardItem *item)
{
    if (m_items.roleOf(item) == Role::Hand) emit handCardTouched(item->cardId());
    m_drag->start(item);
}

void CardInput::onDropped(CardItem *item, QPointF scenePos)
{
    m_note->actedAt(scenePos);
    m_drag->drop(item, scenePos, Animations::moveMs(m_speed));
}
