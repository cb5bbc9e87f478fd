// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ChangeMarks.h"

#include "CardNames.h"
#include "MarkWords.h"

#include "CardItem.h"
#include "TableScene.h"

#include <QGraphicsRectItem>
#include <QPen>
#include <algorithm>

ChangeMarks::ChangeMarks(TableScene *scene, QObject *parent) : QObject(parent), m_scene(scene)
{
    m_clock.start();
    m_expiry.setSingleShot(true);
    connect(&m_expiry, &QTimer::timeout, this, &ChangeMarks::expire);
    // A refresh made every item anew (and deleted the old outlines with their cards).
    connect(scene, &TableScene::refreshed, this, [this] {
        m_marked.clear();
        m_outlines.clear();
        draw();
    });
}

void ChangeMarks::mark(const std::vector<int> &melds, const std::vector<remi::CardId> &cards, int ms)
{
    if (ms <= 0 || (melds.empty() && cards.empty())) return;
    m_marks.push_back({melds, cards, m_clock.elapsed() + ms});
    draw();
}

void ChangeMarks::clear()
{
    m_marks.clear();
    draw();
}

QList<CardItem *> ChangeMarks::markedItems() const
{
    return m_marked;
}

void ChangeMarks::expire()
{
    const qint64 now = m_clock.elapsed();
    std::erase_if(m_marks, [now](const Mark &m) { return m.until <= now; });
    draw();
}

void ChangeMarks::draw()
{
    qDeleteAll(m_outlines);
    m_outlines.clear();
    m_marked.clear();
    const qint64 now = m_clock.elapsed();
    std::erase_if(m_marks, [now](const Mark &m) { return m.until <= now; });
    qint64 next = -1;
    const QList<QList<CardItem *>> melds = m_scene->meldItems();
    const QList<CardItem *> loose = m_scene->handItems() + m_scene->pileItems();
    // One outline around a whole meld (a child of its first card), one around each loose card.
    QList<QList<CardItem *>> groups;
    auto marked = [&](CardItem *item) { return m_marked.contains(item); };
    for (const Mark &mark : m_marks) {
        next = next < 0 ? mark.until : std::min(next, mark.until);
        for (int m : mark.melds)
            if (m >= 0 && m < melds.size() && !melds[m].isEmpty() && !marked(melds[m].first())) {
                groups << melds[m];
                m_marked << melds[m];
            }
        for (remi::CardId id : mark.cards) {
            for (CardItem *item : loose)
                if (item->cardId() == id && !marked(item)) {
                    groups << QList<CardItem *>{item};
                    m_marked << item;
                }
            for (const QList<CardItem *> &meld : melds)
                for (CardItem *item : meld)
                    if (item->cardId() == id && !marked(item)) {
                        groups << QList<CardItem *>{item};
                        m_marked << item;
                    }
        }
    }
    for (const QList<CardItem *> &group : std::as_const(groups)) {
        CardItem *first = group.first();
        QRectF area;
        for (CardItem *item : group) area |= item->boundingRect().translated(item->home() - first->home());
        auto *outline = new QGraphicsRectItem(area.adjusted(-3, -3, 3, 3), first);
        QPen pen(QColor(255, 196, 40), 3);
        pen.setJoinStyle(Qt::RoundJoin);
        outline->setPen(pen);
        outline->setBrush(Qt::NoBrush);
        outline->setAcceptedMouseButtons(Qt::NoButton);
        // Over the card, the ring's tooltip is the one shown: the card's, and what the ring means.
        std::vector<remi::Card> cards;
        for (const CardItem *item : group) cards.push_back(item->card());
        outline->setToolTip((group.size() == 1 ? first->toolTip() : CardNames::cards(cards)) + QLatin1Char('\n') +
                            MarkWords::text(MarkWords::Mark::Changed));
        outline->setFlag(QGraphicsItem::ItemStacksBehindParent, false);
        outline->setZValue(1000);
        m_outlines << outline;
    }
    if (next >= 0) m_expiry.start(static_cast<int>(std::max<qint64>(1, next - now)));
    else m_expiry.stop();
}
