// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MeldFan.h"

#include "CardItem.h"
#include "TableItems.h"

#include <QGraphicsRectItem>
#include <algorithm>

bool MeldFan::setFocus(int meld)
{
    if (meld == m_focus) return false;
    m_focus = meld;
    return true;
}

bool MeldFan::pointAt(QPointF scenePos)
{
    const int meld = meldAt(scenePos);
    if (meld == m_pointer) return false;
    m_pointer = meld;
    return true;
}

int MeldFan::fanned() const
{
    const int meld = m_pointer >= 0 ? m_pointer : m_focus;
    return meld < m_items.melds.size() ? meld : -1;
}

int MeldFan::meldAt(QPointF scenePos) const
{
    const int fan = fanned();
    if (fan >= 0 && !m_items.melds[fan].isEmpty()) {
        QRectF area;
        for (const CardItem *item : m_items.melds[fan]) area |= QRectF(item->home(), item->cardSize());
        if (area.adjusted(-4, -4, 4, 4).contains(scenePos)) return fan;
    }
    for (int m = 0; m < m_items.meldRects.size(); ++m)
        if (m_items.meldRects[m].contains(scenePos)) return m;
    return -1;
}

void MeldFan::apply(qreal tableWidth, std::optional<int> glideMs) const
{
    const int fan = fanned();
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
        if (m == fan && n > 1 && step < w * kShare) {
            // Spread from the meld's left edge, kept inside the table (moved left at its right edge).
            const qreal room = tableWidth - 2 * margin;
            step = std::max(step, std::min(w * kShare, (room - w) / (n - 1)));
            const qreal width = w + (n - 1) * step;
            left = std::clamp(left, margin, std::max(margin, tableWidth - margin - width));
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
            if (glideMs) item->glideFrom(was, *glideMs);
        }
    }
}
