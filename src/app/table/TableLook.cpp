// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"
// The table's look: the themed background and the table meld that fans out under the
// pointer or the keyboard focus.

#include "Animations.h"
#include "CardItem.h"
#include "TableTheme.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <algorithm>

void TableScene::setTableTheme(const QString &key)
{
    const TableTheme theme = TableThemes::find(key);
    if (theme.key == m_themeKey) return;
    m_themeKey = theme.key;
    setBackgroundBrush(theme.felt);
    m_backdrop = QPixmap(); // made again for this theme at the next paint
    update();
}

void TableScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    const QSize size = sceneRect().size().toSize();
    if (m_backdrop.size() != size) m_backdrop = TableThemes::backdrop(TableThemes::find(m_themeKey), size);
    painter->fillRect(rect, backgroundBrush()); // outside the scene rectangle
    const QRectF part = rect.intersected(sceneRect());
    if (!part.isEmpty()) painter->drawPixmap(part, m_backdrop, part.translated(-sceneRect().topLeft()));
}

void TableScene::setFocusMeld(int meld)
{
    if (meld == m_focusMeld) return;
    m_focusMeld = meld;
    applyFan(m_speed != AnimationSpeed::Instant);
}

int TableScene::fannedMeld() const
{
    const int meld = m_pointerMeld >= 0 ? m_pointerMeld : m_focusMeld;
    return meld < m_items.melds.size() ? meld : -1;
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    if (event->buttons() != Qt::NoButton) return;
    const int meld = meldAt(event->scenePos());
    if (meld == m_pointerMeld) return;
    m_pointerMeld = meld;
    applyFan(m_speed != AnimationSpeed::Instant);
}

int TableScene::meldAt(QPointF scenePos) const
{
    const int fanned = fannedMeld();
    if (fanned >= 0 && !m_items.melds[fanned].isEmpty()) {
        QRectF area;
        for (const CardItem *item : m_items.melds[fanned]) area |= QRectF(item->home(), item->cardSize());
        if (area.adjusted(-4, -4, 4, 4).contains(scenePos)) return fanned;
    }
    for (int m = 0; m < m_items.meldRects.size(); ++m)
        if (m_items.meldRects[m].contains(scenePos)) return m;
    return -1;
}

void TableScene::applyFan(bool animate)
{
    const int fanned = fannedMeld();
    const qreal margin = 4;
    for (int m = 0; m < m_items.melds.size() && m < m_items.meldRects.size(); ++m) {
        const QList<CardItem *> &cards = m_items.melds[m];
        const int n = static_cast<int>(cards.size());
        if (n == 0) continue;
        const QRectF rect = m_items.meldRects[m];
        const qreal w = cards.first()->cardSize().width();
        // As laid out: the meld's rectangle holds its cards `step` apart.
        qreal step = n > 1 ? (rect.width() - w) / (n - 1) : 0;
        qreal left = rect.left();
        qreal z = 20;
        if (m == fanned && n > 1 && step < w * kFanShare) {
            // Spread from the meld's left edge, kept inside the table (moved left at its right edge).
            const qreal room = sceneRect().width() - 2 * margin;
            step = std::max(step, std::min(w * kFanShare, (room - w) / (n - 1)));
            const qreal width = w + (n - 1) * step;
            left = std::clamp(left, margin, std::max(margin, sceneRect().width() - margin - width));
            z = 700; // over its neighbours
        }
        for (int i = 0; i < n; ++i) {
            CardItem *item = cards[i];
            const QPointF at(left + i * step, rect.top());
            item->setZValue(z + i);
            if (QGraphicsRectItem *badge = m_items.badges.value(item)) {
                badge->setPos(badge->pos() + at - item->home());
                badge->setZValue(z + 450);
            }
            if (item->home() == at) continue;
            const QPointF was = item->pos();
            item->setHome(at);
            if (animate) item->glideFrom(was, Animations::fanMs(m_speed));
        }
    }
}
