// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A hint's move shown on the table until the round changes: the hand cards it concerns ringed in gold
// (dashed), its target (stock, cut card, pile, meld and its end, the table space for new melds)
// outlined with the reason as its tooltip, and the reason in words where they cover the least of
// what the player needs (the target, melds, piles, seat panels, status line and hand).

#include "HintMove.h"

#include <QList>
#include <QRectF>
#include <QString>
#include <optional>

class CardItem;
class QGraphicsRectItem;
class QGraphicsScene;
class TableLayout;
struct TableItems;

class HintOverlay {
  public:
    /// Hints drawn on `scene` over `items` (the scene's, as its last redraw made them).
    HintOverlay(QGraphicsScene *scene, const TableItems &items) : m_scene(scene), m_items(items) {}

    /// Shows `hint` from the next redraw on.
    void set(const HintMove &hint) { m_hint = hint; }
    /// Hides the hint at once (its words too, not at the next redraw).
    void clear();
    const std::optional<HintMove> &shown() const { return m_hint; }
    /// Draws the hint shown after a redraw laid out as `layout`; the words stay above `statusY`.
    void place(const TableLayout &layout, qreal statusY);
    /// The scene deleted its items (a redraw).
    void forget();

    /// The outlined target of the hint shown (scene coordinates), else empty.
    QRectF targetRect() const { return m_rect; }
    /// The hand cards ringed by the hint shown.
    QList<CardItem *> ringed() const { return m_ringed; }
    /// The reason written on the table beside the hint's target (HintMove::why), else empty.
    QString words() const;
    /// Where those words lie (scene coordinates), else empty.
    QRectF wordsRect() const;

  private:
    void placeWords(const TableLayout &layout, qreal statusY);

    QGraphicsScene *m_scene;
    const TableItems &m_items;
    std::optional<HintMove> m_hint; ///< until the round changes
    QRectF m_rect;
    QRectF m_room; ///< the hint's target and its label: the hint's words stay clear of it
    QList<CardItem *> m_ringed;
    QGraphicsRectItem *m_words = nullptr;
};
