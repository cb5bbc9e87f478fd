// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FocusRing.h"

#include "CardItem.h"
#include "HandModel.h"
#include "KeyFocus.h"
#include "TableScene.h"

#include <QGraphicsPathItem>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <algorithm>

namespace {
/// The ring's rounded corners and tilted hand cards drawn antialiased (the table view itself draws
/// without antialiasing, see TableView).
class SmoothPathItem : public QGraphicsPathItem {
  public:
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        QGraphicsPathItem::paint(painter, option, widget);
    }
};
} // namespace

FocusRing::FocusRing(TableScene *scene, HandModel *hand, QObject *parent)
    : QObject(parent), m_scene(scene), m_hand(hand)
{
}

void FocusRing::show()
{
    m_shown = true;
    if (m_ring) m_ring->setVisible(true);
}

void FocusRing::update(const KeyFocus &focus)
{
    using Area = KeyFocus::Area;
    QPainterPath path;
    // Where a card lies once it stops moving: after an action, undo or sort the cards glide to
    // their places, and the frame goes where the focused card is going, not where it starts.
    auto atHome = [](const CardItem *item, const QRectF &rect) {
        QPolygonF polygon = item->mapToScene(rect);
        polygon.translate(item->home() - item->pos());
        return polygon;
    };
    auto addItem = [&](const CardItem *item) {
        QPainterPath p;
        p.addPolygon(atHome(item, item->boundingRect().adjusted(-3, -3, 3, 3)));
        p.closeSubpath();
        path.addPath(p);
    };
    switch (focus.area) {
    case Area::Hand: {
        const QList<CardItem *> hand = m_scene->handItems();
        if (focus.handIndex < hand.size()) addItem(hand[focus.handIndex]);
        // Every card stays in hand order, the focused one too (TableScene::layoutHand: z 100 + index;
        // issue 35): raised over its right neighbour it covered that card's strip, so the next click
        // there hit the focused card again and a card drawn to its right was hidden. The frame goes
        // round the whole card, over the neighbour. A card lifted above the hand (dragged) keeps its height.
        for (int i = 0; i < hand.size(); ++i)
            if (hand[i]->zValue() >= 100 && hand[i]->zValue() < 100 + 2 * hand.size()) hand[i]->setZValue(100 + i);
        break;
    }
    case Area::Draft:
        if (focus.draft < static_cast<int>(m_hand->draft().size()))
            for (CardItem *item : m_scene->handItems()) {
                const auto &ids = m_hand->draft()[static_cast<std::size_t>(focus.draft)];
                if (std::find(ids.begin(), ids.end(), item->cardId()) != ids.end()) addItem(item);
            }
        break;
    case Area::Table: {
        const auto melds = m_scene->meldItems();
        if (focus.meld < melds.size() && !melds[focus.meld].isEmpty()) {
            auto home = [&](const CardItem *item) { return atHome(item, item->boundingRect()).boundingRect(); };
            QRectF r;
            for (CardItem *item : melds[focus.meld]) r = r.united(home(item));
            path.addRoundedRect(r.adjusted(-4, -4, 4, 4), 6, 6);
            if (focus.meldCard < melds[focus.meld].size()) {
                // A bar under the visible strip of the focused card (the next card covers the rest).
                const QRectF card = home(melds[focus.meld][focus.meldCard]);
                const qreal right = focus.meldCard + 1 < melds[focus.meld].size()
                                        ? home(melds[focus.meld][focus.meldCard + 1]).left()
                                        : card.right();
                path.addRect(QRectF(card.left() + 2, r.bottom() + 6, right - card.left() - 4, 4));
            }
        }
        break;
    }
    case Area::Pile:
        for (CardItem *item : m_scene->pileItems())
            if (m_scene->pileItems().size() - m_scene->pileItems().indexOf(item) == focus.pile) addItem(item);
        if (m_scene->pileItems().isEmpty()) path.addRoundedRect(m_scene->pileRect().adjusted(-4, -4, 4, 4), 6, 6);
        break;
    case Area::Stock:
        if (m_scene->stockItem()) addItem(m_scene->stockItem());
        break;
    case Area::Players:
        if (m_scene->seatRects().contains(focus.player))
            path.addRoundedRect(m_scene->seatRects().value(focus.player).adjusted(-6, -4, 6, 4), 6, 6);
        break;
    }
    if (!m_ring) {
        m_ring = new SmoothPathItem;
        m_ring->setPen(QPen(QColor(80, 200, 255), 4));
        m_scene->addItem(m_ring);
        m_ring->setZValue(900);
        m_ring->setAcceptedMouseButtons(Qt::NoButton);
    }
    m_ring->setPath(path);
    m_ring->setVisible(m_shown); // shown once the keyboard is used
}
