// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One card on the table: face or back, selectable, draggable (hand cards).

#include "engine/Card.h"

#include <QGraphicsObject>
#include <QPointer>

#include <QAbstractAnimation>

class CardRenderer;

class CardItem : public QGraphicsObject {
    Q_OBJECT
  public:
    CardItem(const remi::Card &card, bool faceUp, const CardRenderer *renderer, QGraphicsItem *parent = nullptr);

    const remi::Card &card() const { return m_card; }
    remi::CardId cardId() const { return m_card.id; }
    bool isFaceUp() const { return m_faceUp; }
    void setCardSize(QSizeF size);
    QSizeF cardSize() const { return m_size; }
    /// Selected hand cards are lifted and outlined.
    void setChosen(bool chosen);
    bool isChosen() const { return m_chosen; }
    /// Cards put in the draft (not yet on the table) are tinted.
    void setDrafted(bool drafted);
    bool isDrafted() const { return m_drafted; }
    /// Rami: a card taken from the table this turn, still in hand (300 at the end of the turn).
    void setBorrowed(bool borrowed);
    bool isBorrowed() const { return m_borrowed; }
    /// At the round end: a card left in hand that costs points is tinted red.
    void setCostly(bool costly);
    bool isCostly() const { return m_costly; }
    /// A discard pile card that may be taken now (more than the top one may: RULES.md 4.3, 5.3): a
    /// golden edge along its visible strip.
    void setTakeable(bool takeable);
    bool isTakeable() const { return m_takeable; }
    /// What a screen reader says for the card: "seven of hearts", or "face-down card".
    QString accessibleName() const;
    /// Hand cards can be clicked, double-clicked and dragged; other cards only clicked.
    void setDraggable(bool draggable) { m_draggable = draggable; }
    /// The place the layout gave the card; a refused drop snaps back here.
    void setHome(QPointF home);
    QPointF home() const { return m_home; }
    /// A hand card's y at rest (where the layout put it); a selected card is lifted from there.
    void setRestY(qreal y) { m_restY = y; }
    qreal restY() const { return m_restY; }
    /// Moves the card from `from` to its home over `ms` milliseconds, starting after `delayMs`
    /// (Animations.h). Instant when `ms` is 0; a press on the card finishes the move at once.
    void glideFrom(QPointF from, int ms, int delayMs = 0);
    bool isGliding() const { return m_glide != nullptr; }

    /// A lifted card (selected in the hand, or being dragged) casts a soft shadow on the table.
    bool castsShadow() const { return m_shadowMode != ShadowMode::None && (m_chosen || m_dragging); }
    /// How shadows are drawn: a pre-rendered pixmap (the default, cheapest while dragging: see
    /// benchmarks/README.md), a QGraphicsDropShadowEffect, or none. For the benchmark's comparison.
    enum class ShadowMode { Pixmap, Effect, None };
    static void setShadowMode(ShadowMode mode);
    static ShadowMode shadowMode() { return m_shadowMode; }
    /// The card's own rectangle (without its shadow): what the pointer hits.
    QRectF cardRect() const { return QRectF(QPointF(0, 0), m_size); }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

  signals:
    void clicked(CardItem *item);
    void doubleClicked(CardItem *item);
    /// A drag began (the press moved past the drag distance) / the dragged card is over `scenePos`.
    void dragStarted(CardItem *item);
    void dragMoved(CardItem *item, QPointF scenePos);
    /// The card was dragged and released at `scenePos`.
    void dropped(CardItem *item, QPointF scenePos);
    /// A glide ended (the card landed at its home, or a press finished the move).
    void landed(CardItem *item);

  protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;

  private:
    /// The shadow's pixmap for the current size (cached per size) and its rectangle under the card.
    QRectF shadowRect() const;
    /// The shadow appeared or went: the bounding rectangle (and the effect) follow.
    void shadowChanged(bool before);
    static inline ShadowMode m_shadowMode = ShadowMode::Pixmap;
    remi::Card m_card;
    bool m_faceUp;
    const CardRenderer *m_renderer;
    QSizeF m_size{70, 98};
    QPointF m_home;
    qreal m_restY = 0;
    QPointF m_pressOffset;
    bool m_chosen = false;
    bool m_drafted = false;
    bool m_borrowed = false;
    bool m_costly = false;
    bool m_takeable = false;
    bool m_draggable = false;
    bool m_dragging = false;
    qreal m_homeZ = 0;
    QPointer<QAbstractAnimation> m_glide;
};
