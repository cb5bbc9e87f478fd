// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CardItem.h"

#include "CardNames.h"
#include "CardRenderer.h"
#include "CardShadow.h"

#include <QApplication>
#include <QGraphicsDropShadowEffect>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>
#include <QWidget>
#include <cmath>

CardItem::CardItem(const remi::Card &card, bool faceUp, const CardRenderer *renderer, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_card(card), m_faceUp(faceUp), m_renderer(renderer)
{
    setAcceptedMouseButtons(Qt::LeftButton);
    if (faceUp) setToolTip(CardNames::card(card));
}

void CardItem::setCardSize(QSizeF size)
{
    if (size == m_size) return;
    prepareGeometryChange();
    m_size = size;
}

void CardItem::setChosen(bool chosen)
{
    if (chosen == m_chosen) return;
    const bool before = castsShadow();
    m_chosen = chosen;
    shadowChanged(before);
    update();
}

void CardItem::setDrafted(bool drafted)
{
    if (drafted == m_drafted) return;
    m_drafted = drafted;
    update();
}

void CardItem::setCostly(bool costly)
{
    if (costly == m_costly) return;
    m_costly = costly;
    update();
}

void CardItem::setBorrowed(bool borrowed)
{
    if (borrowed == m_borrowed) return;
    m_borrowed = borrowed;
    update();
}

void CardItem::setTakeable(bool takeable)
{
    if (takeable == m_takeable) return;
    m_takeable = takeable;
    update();
}

QString CardItem::accessibleName() const
{
    return m_faceUp ? CardNames::card(m_card) : tr("face-down card");
}

void CardItem::setHome(QPointF home)
{
    m_home = home;
    if (m_glide) {
        // A gliding card keeps gliding, now towards the new home.
        if (auto *move = m_glide->findChild<QPropertyAnimation *>()) move->setEndValue(home);
        if (auto *move = qobject_cast<QPropertyAnimation *>(m_glide.data())) move->setEndValue(home);
        return;
    }
    setPos(home);
}

void CardItem::glideFrom(QPointF from, int ms, int delayMs)
{
    if (m_glide) m_glide->stop();
    if (ms <= 0 || (from - m_home).manhattanLength() < 1) {
        setPos(m_home);
        return;
    }
    setPos(from);
    auto *move = new QPropertyAnimation(this, "pos");
    move->setDuration(ms);
    move->setStartValue(from);
    move->setEndValue(m_home);
    move->setEasingCurve(QEasingCurve::OutCubic);
    QAbstractAnimation *animation = move;
    if (delayMs > 0) {
        auto *group = new QSequentialAnimationGroup(this);
        group->addPause(delayMs);
        group->addAnimation(move);
        animation = group;
    } else {
        move->setParent(this);
    }
    m_glide = animation;
    connect(animation, &QAbstractAnimation::finished, this, [this] {
        setPos(m_home);
        m_glide = nullptr;
        emit landed(this);
    });
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

QRectF CardItem::boundingRect() const
{
    const QRectF card = cardRect().adjusted(-2, -2, 2, 2);
    return castsShadow() && m_shadowMode == ShadowMode::Pixmap ? card.united(shadowRect()) : card;
}

QPainterPath CardItem::shape() const
{
    QPainterPath path;
    path.addRect(cardRect().adjusted(-2, -2, 2, 2));
    return path;
}

void CardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget)
{
    const qreal ratio = widget ? widget->devicePixelRatioF() : painter->device()->devicePixelRatioF();
    const QTransform t = painter->worldTransform();
    const qreal scale = std::hypot(t.m11(), t.m12());
    const QSize logical(qRound(m_size.width() * scale), qRound(m_size.height() * scale));
    const QString id = m_faceUp ? m_renderer->faceElement(m_card) : m_renderer->backElement();
    const QPixmap pix = m_renderer->pixmap(id, logical, ratio);
    if (castsShadow() && m_shadowMode == ShadowMode::Pixmap)
        painter->drawPixmap(shadowRect(), CardShadow::pixmap(m_size * scale * ratio), QRectF());
    painter->drawPixmap(QRectF(QPointF(0, 0), m_size), pix, QRectF(QPointF(0, 0), QSizeF(pix.size())));
    const qreal radius = m_size.width() * 0.06;
    painter->setRenderHint(QPainter::Antialiasing); // the rounded frames (the view draws pictures without)
    if (m_drafted) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(40, 110, 220, 70));
        painter->drawRoundedRect(QRectF(QPointF(0, 0), m_size), radius, radius);
    }
    if (m_costly) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(220, 40, 30, 80));
        painter->drawRoundedRect(QRectF(QPointF(0, 0), m_size), radius, radius);
    }
    if (m_borrowed) {
        // A red frame and a red corner mark: this card costs 300 if it is still here at the turn end.
        painter->setPen(QPen(QColor(210, 30, 30), 3, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(QPointF(0, 0), m_size).adjusted(3, 3, -3, -3), radius, radius);
        const qreal d = m_size.width() * 0.22;
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(210, 30, 30));
        painter->drawEllipse(QRectF(m_size.width() - d - 4, 4, d, d));
    }
    if (m_takeable) {
        // A golden frame and a dot under the corner index: the card may be taken (its left strip shows).
        painter->setPen(QPen(QColor(255, 200, 40), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(QPointF(0, 0), m_size).adjusted(1.5, 1.5, -1.5, -1.5), radius, radius);
        const qreal d = m_size.width() * 0.14;
        painter->setPen(QPen(QColor(120, 80, 0), 1));
        painter->setBrush(QColor(255, 200, 40));
        painter->drawEllipse(QRectF(m_size.width() * 0.08, m_size.height() * 0.42, d, d));
    }
    if (m_chosen) {
        painter->setPen(QPen(QColor(255, 200, 0), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(QPointF(0, 0), m_size).adjusted(1, 1, -1, -1), radius, radius);
    }
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_glide) {
        m_glide->stop(); // deletes it
        m_glide = nullptr;
        setPos(m_home);
        emit landed(this);
    }
    m_pressOffset = event->pos();
    m_dragging = false;
    event->accept();
}

void CardItem::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_draggable || !(event->buttons() & Qt::LeftButton)) return;
    if (!m_dragging) {
        const QPointF moved = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
        if (moved.manhattanLength() < QApplication::startDragDistance()) return;
        const bool before = castsShadow();
        m_dragging = true;
        shadowChanged(before);
        m_homeZ = zValue();
        setZValue(1000);
        emit dragStarted(this);
    }
    setPos(event->scenePos() - m_pressOffset);
    emit dragMoved(this, event->scenePos());
}

void CardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_dragging) {
        const bool before = castsShadow();
        m_dragging = false;
        shadowChanged(before);
        setZValue(m_homeZ);
        emit dropped(this, event->scenePos());
        return;
    }
    // Released over the card: a click. The press found the card with a pixel of tolerance (the view
    // hit-tests a small area), so a release at its very edge still counts (rotated hand cards).
    if (event->button() == Qt::LeftButton && cardRect().adjusted(-4, -4, 4, 4).contains(event->pos()))
        emit clicked(this);
}

void CardItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) emit doubleClicked(this);
}

void CardItem::setShadowMode(ShadowMode mode)
{
    m_shadowMode = mode;
}

QRectF CardItem::shadowRect() const
{
    return CardShadow::rect(cardRect(), m_dragging);
}

void CardItem::shadowChanged(bool before)
{
    const bool now = castsShadow();
    if (!before && !now) return;
    prepareGeometryChange(); // appeared, went, or moved further out (a drag lifts the card higher)
    if (m_shadowMode != ShadowMode::Effect) return;
    if (now && !graphicsEffect()) {
        auto *effect = new QGraphicsDropShadowEffect;
        effect->setBlurRadius(m_size.width() * 0.18);
        effect->setOffset(CardShadow::rect(cardRect(), m_dragging).center() - cardRect().center());
        effect->setColor(QColor(0, 0, 0, CardShadow::kAlpha));
        setGraphicsEffect(effect); // owned by the item
    } else if (now) {
        static_cast<QGraphicsDropShadowEffect *>(graphicsEffect())
            ->setOffset(CardShadow::rect(cardRect(), m_dragging).center() - cardRect().center());
    } else {
        setGraphicsEffect(nullptr);
    }
}
