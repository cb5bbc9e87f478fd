// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table's pointer input on its cards: the card items stay passive and only report clicks,
// double-clicks and drags; this acts on a click at once and hands a drag to the DragSession, which
// finds the targets and emits the requests. Like the drag it only signals upward: TableScene passes
// the requests on, and the window runs them as player commands. Wherever the player acted, the next
// note (a refusal's words, DropNote) goes there. It watches the scene's presses (an event filter on
// the scene) for the double-click that lands on another card than the click before it.

#include "Animations.h"
#include "TableItems.h"
#include "engine/Card.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointF>
#include <QPointer>

class CardItem;
class DragSession;
class DropNote;
class HandModel;

class CardInput : public QObject {
    Q_OBJECT
  public:
    /// Input on the cards of `items` (the scene's, as its last redraw made them): a click on a hand
    /// card selects it in `hand`, a drag goes to `drag`, and `note` learns where the player acted.
    CardInput(const TableItems &items, HandModel *hand, DragSession *drag, DropNote *note, QObject *parent = nullptr);

    /// Takes the clicks and drags of `item` (a card the scene just made).
    void listen(CardItem *item);
    /// A card dropped where no target takes it glides home at `speed` (Animations::moveMs).
    void setAnimationSpeed(AnimationSpeed speed) { m_speed = speed; }
    /// The scene's presses: where the last one was; the second press of a left double-click, when
    /// the first click lifted a hand card and the pointer stayed where it was, is that card's
    /// double-click whatever lies under the pointer now (issue 35: a press on its lower part would
    /// land on the card beneath it), and is taken (it grabs no item, so its release is no click on
    /// the card beneath).
    bool eventFilter(QObject *watched, QEvent *event) override;

  signals:
    void stockClicked();
    void cutCardClicked();
    /// A discard pile card was clicked: `depth` 1 = top.
    void pileClicked(int depth);
    /// A face-up hand card was double-clicked.
    void discardRequested(remi::CardId card);
    /// The pointer clicked or began to drag hand card `card`.
    void handCardTouched(remi::CardId card);

  private:
    /// The second press of a double-click at `scenePos`: true when it is the last clicked card's.
    bool secondPress(QPointF scenePos);
    void onClicked(CardItem *item);
    void onDoubleClicked(CardItem *item);
    void onDragStarted(CardItem *item);
    void onDropped(CardItem *item, QPointF scenePos);

    using Role = TableItems::Role;

    const TableItems &m_items;
    HandModel *m_hand;
    DragSession *m_drag;
    DropNote *m_note;
    AnimationSpeed m_speed = AnimationSpeed::Normal;
    QPointF m_pressAt;                ///< where the last press was (scene)
    QPointer<CardItem> m_clickedCard; ///< the hand card clicked last, at m_clickedAt, m_clickedWhen
    QPointF m_clickedAt;
    QElapsedTimer m_clickedWhen;
};
