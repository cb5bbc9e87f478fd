// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"
// The table's pointer input: the card items only report clicks, double-clicks and drags; the scene
// acts on a click at once and hands a drag to its DragSession, which finds the targets and emits
// the requests (the window runs them as player commands). Whatever the player acted on, the next
// note (a refusal's words) goes there.

#include "Animations.h"
#include "CardItem.h"
#include "DragSession.h"
#include "DropNote.h"
#include "HandModel.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>

void TableScene::onCardClicked(CardItem *item)
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

void TableScene::onCardDoubleClicked(CardItem *item)
{
    m_note->actedAt(item->sceneBoundingRect().center());
    if (m_items.roleOf(item) == Role::Hand && item->isFaceUp()) emit discardRequested(item->cardId());
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    m_pressAt = event->scenePos();
    QGraphicsScene::mousePressEvent(event);
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // The first click selected (lifted) a hand card; the second press, where the first was, is that
    // card's double-click whatever lies under the pointer now. Taken here, the press grabs no item:
    // its release is no click on the card beneath.
    const bool again = m_clickedCard && m_items.roleOf(m_clickedCard) == Role::Hand && m_clickedWhen.isValid() &&
                       m_clickedWhen.elapsed() <= QApplication::doubleClickInterval() &&
                       (event->scenePos() - m_clickedAt).manhattanLength() <= QApplication::startDragDistance();
    if (event->button() == Qt::LeftButton && again) {
        CardItem *card = m_clickedCard;
        m_clickedCard = nullptr;
        event->accept();
        onCardDoubleClicked(card);
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void TableScene::onDragStarted(CardItem *item)
{
    if (m_items.roleOf(item) == Role::Hand) emit handCardTouched(item->cardId());
    m_drag->start(item);
}

void TableScene::onDragMoved(CardItem *item, QPointF scenePos)
{
    m_drag->move(item, scenePos);
}

void TableScene::onCardDropped(CardItem *item, QPointF scenePos)
{
    m_note->actedAt(scenePos);
    m_drag->drop(item, scenePos, Animations::moveMs(m_speed));
}

DropTarget TableScene::markedTarget() const
{
    return m_drag->markedTarget();
}

remi::MeldEnd TableScene::markedEnd() const
{
    return m_drag->markedEnd();
}

QList<CardItem *> TableScene::carriedItems() const
{
    return m_drag->carried();
}

DropTarget TableScene::refusedTarget() const
{
    return m_drag->refusedTarget();
}

QString TableScene::refusedWords() const
{
    return m_drag->refusedWords();
}

void TableScene::showNote(const QString &text)
{
    m_note->show(text);
}

QString TableScene::noteText() const
{
    return m_note->text();
}

void TableScene::showHint(const HintMove &hint)
{
    m_hint.set(hint);
    refresh();
}
