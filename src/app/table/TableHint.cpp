// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// TableScene: a hint's move shown on the table (issue 19). The hand cards it concerns get a gold
// dashed ring (they are selected too, so lifted, unless the move is a discard), and its target a gold
// outline, with a bar on the end of a run a card goes to and the reason as its tooltip.

#include "TableScene.h"

#include "CardItem.h"
#include "CardNames.h"
#include "MarkWords.h"
#include "TableLayout.h"

#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QPen>
#include <algorithm>

namespace {
const QColor kHint(255, 196, 40);
} // namespace

void TableScene::showHint(const HintMove &hint)
{
    m_hint = hint;
    refresh();
}

void TableScene::clearHint()
{
    m_hint.reset();
    // The words go with the move at once, not at the next redraw (issue 35: the bubble lingered).
    if (m_hintWords) m_hintWords->hide();
}

void TableScene::placeHint(const TableLayout &layout)
{
    if (!m_hint) return;
    const HintMove &hint = *m_hint;
    switch (hint.target) {
    case HintMove::Target::Stock: m_hintRect = layout.stock(); break;
    case HintMove::Target::CutCard: m_hintRect = layout.cut(); break;
    case HintMove::Target::Pile:
        m_hintRect = m_pileRect;
        for (auto it = m_depths.cbegin(); it != m_depths.cend(); ++it)
            if (hint.pileDepth > 0 && it.value() == hint.pileDepth) m_hintRect = it.key()->sceneBoundingRect();
        break;
    case HintMove::Target::Meld:
        if (hint.meld >= 0 && hint.meld < m_meldRects.size()) m_hintRect = m_meldRects[hint.meld];
        break;
    case HintMove::Target::NewMeld:
        m_hintRect = layout.draftTray().isEmpty() ? layout.meldArea() : layout.draftTray();
        break;
    case HintMove::Target::None: break;
    }
    // The words keep clear of the target and of its label (issue 35: the bubble covered the piles'
    // labels).
    m_hintRoom = m_hintRect;
    if (hint.target == HintMove::Target::Stock || hint.target == HintMove::Target::CutCard ||
        hint.target == HintMove::Target::Pile)
        for (const QRectF &label : {layout.stockLabel(), layout.pileLabel(), layout.cutLabel()})
            if (!label.isEmpty() && label.top() <= m_hintRect.bottom() + 4 + label.height()) m_hintRoom |= label;
    if (!m_hintRect.isEmpty()) {
        auto *outline = addRect(m_hintRect.adjusted(-4, -4, 4, 4), QPen(kHint, 3, Qt::DashLine));
        outline->setZValue(460);
        outline->setToolTip(hint.why + QLatin1Char('\n') + MarkWords::text(MarkWords::Mark::Hint));
        if (hint.target == HintMove::Target::Meld && hint.end != remi::MeldEnd::Auto) {
            const qreal x = hint.end == remi::MeldEnd::Low ? m_hintRect.left() - 8 : m_hintRect.right() + 3;
            auto *bar = addRect(QRectF(x, m_hintRect.top(), 5, m_hintRect.height()), Qt::NoPen, kHint);
            bar->setZValue(461);
        }
    }
    placeHintWords();
    for (CardItem *item : std::as_const(m_handItems)) {
        if (!hint.cards.contains(item->cardId())) continue;
        auto *ring = new QGraphicsRectItem(item->boundingRect().adjusted(-3, -3, 3, 3), item);
        // Dashed, as the target's outline: a solid yellow ring is a change by the last move (MarkWords).
        ring->setPen(QPen(kHint, 4, Qt::DashLine));
        ring->setToolTip(CardNames::card(item->card()) + QLatin1Char('\n') + hint.why + QLatin1Char('\n') +
                         MarkWords::text(MarkWords::Mark::Hint));
        m_hintItems.append(item);
    }
}

void TableScene::placeHintWords()
{
    // The reason in words beside the outline (below it, else above it), kept inside the table and
    // clear of the status line; without a target, above the middle of the hand.
    QFont font;
    font.setPointSizeF(11);
    auto *text = new QGraphicsTextItem;
    text->setFont(font);
    text->setDefaultTextColor(QColor(255, 246, 220));
    text->setTextWidth(std::min<qreal>(380, width() * 0.5));
    text->setPlainText(m_hint->why);
    const QRectF box = text->boundingRect();
    auto *bubble = addRect(box.adjusted(-4, -2, 4, 2), QPen(kHint, 2), QColor(30, 26, 10, 235));
    text->setParentItem(bubble);
    bubble->setZValue(1150);
    bubble->setToolTip(m_hint->why);
    m_hintWords = bubble;
    const qreal floor = m_statusY - 8;
    QPointF at((width() - box.width()) / 2, floor - box.height() - 40);
    if (!m_hintRoom.isEmpty()) {
        at = QPointF(m_hintRect.left(), m_hintRoom.bottom() + 12);
        if (at.y() + box.height() > floor) at.setY(m_hintRoom.top() - box.height() - 12);
    }
    at.setX(std::clamp(at.x(), 10.0, std::max(10.0, width() - box.width() - 14)));
    at.setY(std::clamp(at.y(), 10.0, std::max(10.0, height() - box.height() - 12)));
    bubble->setPos(at);
}

QString TableScene::hintWords() const
{
    return m_hintWords ? m_hintWords->toolTip() : QString();
}
