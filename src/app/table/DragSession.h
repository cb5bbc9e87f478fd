// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One drag of a card on the table, from the press that lifts it to the drop: which targets would
// take it (asked of play/MoveFinder once, when the drag begins: the engine decides), the cards it
// carries along (the rest of the selection), the outline of the target under it (gold when legal,
// red and dashed with the engine's reason when it would refuse) and, at the drop, the request it
// makes. One function, targetAt(), finds the target for both the outline and the drop. The card
// items stay passive: TableScene hands their drag events to this class, and runs nothing itself.

#include "DropTarget.h"
#include "TableItems.h"
#include "engine/Action.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QString>
#include <optional>
#include <utility>

class CardItem;
class GameController;
class HandModel;
class MoveFinder;
class QGraphicsRectItem;
class QGraphicsScene;
class QGraphicsSimpleTextItem;

class DragSession : public QObject {
    Q_OBJECT
  public:
    /// A drag on `scene`, whose items are `items`; `finder` says which targets take a card.
    DragSession(QGraphicsScene *scene, const TableItems &items, GameController *controller, HandModel *hand,
                const MoveFinder *finder, QObject *parent = nullptr);

    /// `item` was lifted: finds the targets that would take it and the cards it carries.
    void start(CardItem *item);
    /// `item` is over `scenePos`: outlines the target there (legal or refusing), or none.
    void move(CardItem *item, QPointF scenePos);
    /// `item` was let go at `scenePos`: emits the request of the target there, or lets the cards glide
    /// home in `glideMs` milliseconds.
    void drop(CardItem *item, QPointF scenePos, int glideMs);
    /// The scene deleted its items (a redraw): the marks are gone and nothing is carried.
    void forget();

    /// The target a dragged `item` would land on at `scenePos`: the pile, a meld, empty table space
    /// for the carried selection (a new meld), the hand (a pile card taken, or a hand card moved
    /// `*handDelta` places, negative: left), or none. Used by both the outline and the drop.
    DropTarget targetAt(const CardItem *item, QPointF scenePos, int *handDelta = nullptr) const;
    /// While dragging: the outlined legal target, else DropTarget::none().
    DropTarget markedTarget() const;
    /// While dragging over a run: the end the card would be laid off at, else MeldEnd::Auto.
    remi::MeldEnd markedEnd() const;
    /// While dragging over a target that would refuse the card: that target, else none.
    DropTarget refusedTarget() const;
    /// Why refusedTarget() refuses (also the mark's tooltip), else empty.
    QString refusedWords() const { return refusedTarget().isNone() ? QString() : m_refusedWords; }
    /// While dragging: the hand cards carried along with the dragged one (the rest of the selection).
    QList<CardItem *> carried() const { return m_carried; }

  signals:
    void discardRequested(remi::CardId card);
    /// The selection (more than one card) was dropped on the discard pile (refused, with its reason).
    void discardSelectionRequested();
    void layOffRequested(remi::CardId card, int meld, remi::MeldEnd end);
    void meldRequested();
    void handMoveRequested(remi::CardId card, int delta);
    /// A pile card was dropped on the hand: taken as a click on it takes it (`depth` 1 = top).
    void pileTaken(int depth);
    /// The table should be drawn again (from the event loop) once the request has run.
    void redrawWanted();

  private:
    /// The target under `scenePos` for a card of the hand or the carried selection (not the hand).
    DropTarget tableTarget(const CardItem *item, QPointF scenePos) const;
    /// `scenePos` is on the table above the hand, clear of the piles, seats, melds and cards.
    bool onEmptyTable(QPointF scenePos) const;
    /// `scenePos` is over the hand (its lifted cards included).
    bool overHand(QPointF scenePos) const;
    /// The top of the hand: the highest hand card's rest, less a quarter card for its lift.
    qreal handTop() const;
    /// A hand card dropped at `scenePos` in the hand: how many places it moves (negative: left), or
    /// nullopt when `scenePos` is not in the hand or the card is not a hand card.
    std::optional<int> handMove(const CardItem *item, QPointF scenePos) const;
    /// The end of meld `meld` a card dropped at `scenePos` goes to: the half it is on, else the end
    /// that takes it (from the ends found legal when the drag began).
    remi::MeldEnd dropEnd(int meld, QPointF scenePos) const;
    /// dropEnd() for `item`, but MeldEnd::Auto for a joker that both ends take (the command asks).
    remi::MeldEnd dropEnd(const CardItem *item, int meld, QPointF scenePos) const;
    /// Places the carried cards next to the dragged `item`, in hand order.
    void placeCarried(const CardItem *item);
    /// The dragged `item` and the cards it carries, as one area.
    QRectF carriedArea(const CardItem *item) const;
    /// Why `target` (at `end`) would refuse the dragged `item`: the engine's words (words/ReasonText).
    QString refusalWords(const CardItem *item, DropTarget target, remi::MeldEnd end) const;
    /// Marks `area` as a target that refuses, with `words` beside it (where the `dragged` card and
    /// the cards carried with it are not) and as its tooltip.
    void markRefused(QRectF area, const QString &words, const CardItem *dragged);
    /// `target` refuses `item` here: its words found once per target and end, and the mark.
    void markRefusing(const CardItem *item, DropTarget target, remi::MeldEnd end, QRectF area);
    /// Shows the drop mark as the outline of a legal target.
    void showLegalMark();

    QGraphicsScene *m_scene;
    const TableItems &m_items;
    GameController *m_controller;
    HandModel *m_hand;
    const MoveFinder *m_finder;
    /// The targets that would accept the card, and per meld index whether its low / high end would.
    QList<DropTarget> m_legalTargets;
    QHash<int, std::pair<bool, bool>> m_legalEnds;
    /// While a selected card is dragged: the other selected hand cards, moved along with it.
    QList<CardItem *> m_carried;
    QHash<CardItem *, qreal> m_carriedZ;
    QGraphicsRectItem *m_dropMark = nullptr;           ///< the outline of the target under the card
    QGraphicsRectItem *m_endMark = nullptr;            ///< child of m_dropMark: the lay-off end
    QGraphicsSimpleTextItem *m_refusedLabel = nullptr; ///< child of m_dropMark: why it refuses
    DropTarget m_marked;                               ///< what m_dropMark outlines
    remi::MeldEnd m_markedEnd = remi::MeldEnd::Auto;   ///< the end m_endMark shows
    bool m_markRefused = false;
    DropTarget m_refusedTarget;
    remi::MeldEnd m_refusedEnd = remi::MeldEnd::Auto;
    QString m_refusedWords;
};
