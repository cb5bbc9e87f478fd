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
#include <QPen>
#include <algorithm>

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
    placeWords(statusY);
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

void HintOverlay::placeWords(qreal statusY)
{
    // The reason in words beside the outline (below it, else above it), kept inside the table and
    // clear of the status line; without a target, above the middle of the hand.
    const qreal width = m_scene->width();
    const qreal height = m_scene->height();
    QFont font;
    font.setPointSizeF(11);
    auto *text = new QGraphicsTextItem;
    text->setFont(font);
    text->setDefaultTextColor(QColor(255, 246, 220));
    text->setTextWidth(std::min<qreal>(380, width * 0.5));
    text->setPlainText(m_hint->why);
    const QRectF box = text->boundingRect();
    auto *bubble = m_scene->addRect(box.adjusted(-4, -2, 4, 2), QPen(kHint, 2), QColor(30, 26, 10, 235));
    text->setParentItem(bubble);
    bubble->setZValue(1150);
    bubble->setToolTip(m_hint->why);
    m_words = bubble;
    const qreal floor = statusY - 8;
    QPointF at((width - box.width()) / 2, floor - box.height() - 40);
    if (!m_room.isEmpty()) {
        at = QPointF(m_rect.left(), m_room.bottom() + 12);
        if (at.y() + box.height() > floor) at.setY(m_room.top() - box.height() - 12);
    }
    at.setX(std::clamp(at.x(), 10.0, std::max(10.0, width - box.width() - 14)));
    at.setY(std::clamp(at.y(), 10.0, std::max(10.0, height - box.height() - 12)));
    bubble->setPos(at);
}

QString HintOverlay::words() const
{
    return m_words ? m_words->toolTip() : QString();
}
