// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HintOverlay.h"

#include "CardItem.h"
#include "CardNames.h"
#include "MarkWords.h"
#include "TableItems.h"
#include "TableLayout.h"

#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLineF>
#include <QPen>
#include <algorithm>
#include <vector>

namespace {
const QColor kHint(255, 196, 40);
} // namespace

void HintOverlay::clear()
{
    m_hint.reset();
    // The words go with the move at once, not at the next redraw (the bubble lingered).
    if (m_words) m_words->hide();
}

void HintOverlay::forget()
{
    m_ringed.clear();
    m_rect = QRectF();
    m_room = QRectF();
    m_words = nullptr;
}

void HintOverlay::place(const TableLayout &layout, qreal statusY)
{
    if (!m_hint) return;
    const HintMove &hint = *m_hint;
    switch (hint.target) {
    case HintMove::Target::Stock: m_rect = layout.stock(); break;
    case HintMove::Target::CutCard: m_rect = layout.cut(); break;
    case HintMove::Target::Pile:
        m_rect = m_items.pileRect;
        for (auto it = m_items.depths.cbegin(); it != m_items.depths.cend(); ++it)
            if (hint.pileDepth > 0 && it.value() == hint.pileDepth) m_rect = it.key()->sceneBoundingRect();
        break;
    case HintMove::Target::Meld:
        if (hint.meld >= 0 && hint.meld < m_items.meldRects.size()) m_rect = m_items.meldRects[hint.meld];
        break;
    case HintMove::Target::NewMeld:
        m_rect = layout.draftTray().isEmpty() ? layout.meldArea() : layout.draftTray();
        break;
    case HintMove::Target::None: break;
    }
    // The words keep clear of the target and of its label (the bubble covered the piles' labels).
    m_room = m_rect;
    if (hint.target == HintMove::Target::Stock || hint.target == HintMove::Target::CutCard ||
        hint.target == HintMove::Target::Pile)
        for (const QRectF &label : {layout.stockLabel(), layout.pileLabel(), layout.cutLabel()})
            if (!label.isEmpty() && label.top() <= m_rect.bottom() + 4 + label.height()) m_room |= label;
    if (!m_rect.isEmpty()) {
        auto *outline = m_scene->addRect(m_rect.adjusted(-4, -4, 4, 4), QPen(kHint, 3, Qt::DashLine));
        outline->setZValue(460);
        outline->setToolTip(hint.why + QLatin1Char('\n') + MarkWords::text(MarkWords::Mark::Hint));
        if (hint.target == HintMove::Target::Meld && hint.end != remi::MeldEnd::Auto) {
            const qreal x = hint.end == remi::MeldEnd::Low ? m_rect.left() - 8 : m_rect.right() + 3;
            auto *bar = m_scene->addRect(QRectF(x, m_rect.top(), 5, m_rect.height()), Qt::NoPen, kHint);
            bar->setZValue(461);
        }
    }
    placeWords(layout, statusY);
    for (CardItem *item : m_items.hand) {
        if (!hint.cards.contains(item->cardId())) continue;
        auto *ring = new QGraphicsRectItem(item->boundingRect().adjusted(-3, -3, 3, 3), item);
        // Dashed, as the target's outline: a solid yellow ring is a change by the last move (MarkWords).
        ring->setPen(QPen(kHint, 4, Qt::DashLine));
        ring->setToolTip(CardNames::card(item->card()) + QLatin1Char('\n') + hint.why + QLatin1Char('\n') +
                         MarkWords::text(MarkWords::Mark::Hint));
        m_ringed.append(item);
    }
}

void HintOverlay::placeWords(const TableLayout &layout, qreal statusY)
{
    // The reason in words where it covers nothing the player needs (issue 35: the bubble covered
    // table melds, the piles' labels or a seat panel): of every place inside the table, the one that
    // covers the least of the melds, the piles, the seat panels, the draft tray, the status line and
    // the hand (the hint's target most of all), then the nearest to the target (without one, to the
    // middle above the hand).
    const qreal width = m_scene->width();
    const qreal height = m_scene->height();
    QFont font;
    font.setPointSizeF(11);
    auto *text = new QGraphicsTextItem;
    text->setFont(font);
    text->setDefaultTextColor(QColor(255, 246, 220));
    text->setTextWidth(std::min<qreal>(380, width * 0.5));
    text->setPlainText(m_hint->why);
    const QRectF box = text->boundingRect().adjusted(-4, -2, 4, 2);
    auto *bubble = m_scene->addRect(box, QPen(kHint, 2), QColor(30, 26, 10, 235));
    text->setParentItem(bubble);
    bubble->setZValue(1150);
    bubble->setToolTip(m_hint->why);
    m_words = bubble;

    struct Needed {
        QRectF rect;
        qreal weight;
    };
    std::vector<Needed> needed;
    auto need = [&](const QRectF &r, qreal weight) {
        if (!r.isEmpty()) needed.push_back({r.adjusted(-4, -4, 4, 4), weight});
    };
    for (const QRectF &meld : layout.melds()) need(meld, 2);
    for (const TableLayout::OwnerLabel &owner : layout.owners()) need(owner.label, 1);
    for (const TableLayout::SeatPlace &seat : layout.seats()) need(seat.panel, 2);
    for (const QRectF &r : {layout.stock(), layout.cut(), m_items.pileRect, layout.draftTray()}) need(r, 2);
    for (const QRectF &r : {layout.stockLabel(), layout.cutLabel(), layout.pileLabel(), layout.gameLabel()}) need(r, 1);
    need(layout.ownPanel(), 2);
    need(QRectF(layout.status().left(), layout.status().top(), layout.status().width(),
                std::max(layout.status().height(), layout.ownPanel().bottom() - statusY)),
         3);
    need(layout.handArea(), 3);
    need(m_room, 12);
    const QPointF aim =
        !m_room.isEmpty() ? m_room.center() : QPointF(width / 2, std::min(statusY, layout.handArea().top()) - 40);
    const qreal w = box.width(), h = box.height();
    const qreal maxX = std::max(10.0, width - w - 14), maxY = std::max(10.0, height - h - 12);
    QPointF best(std::clamp((width - w) / 2, 10.0, maxX), std::clamp(statusY - 8 - h - 40, 10.0, maxY));
    qreal bestCost = -1;
    for (qreal y = 10; y <= maxY; y += 6)
        for (qreal x = 10; x <= maxX; x += 6) {
            const QRectF at(x, y, w, h);
            qreal cost = 0;
            for (const Needed &n : needed) {
                const QRectF over = at & n.rect;
                if (!over.isEmpty()) cost += over.width() * over.height() * n.weight;
            }
            if (bestCost >= 0 && cost > bestCost) continue;
            cost += 2 * QLineF(at.center(), aim).length();
            if (bestCost < 0 || cost < bestCost) {
                bestCost = cost;
                best = QPointF(x, y);
            }
        }
    bubble->setPos(best - box.topLeft());
}

QRectF HintOverlay::wordsRect() const
{
    return m_words && m_words->isVisible() ? m_words->sceneBoundingRect() : QRectF();
}

QString HintOverlay::words() const
{
    return m_words ? m_words->toolTip() : QString();
}
