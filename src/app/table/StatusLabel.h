// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The status line on the table (its words: play/TurnStatus), in the room the layout gives it beside
// the own seat panel: its font shrunk from 12 points down to 8 for a longer language, then wrapped at
// spaces, so that it never runs under the seat panel; a second line grows upwards, clear of the hand.

#include <QRectF>
#include <QString>

class QGraphicsScene;
class QGraphicsSimpleTextItem;

class StatusLabel {
  public:
    /// Puts an empty status line on `scene` in `room` (TableLayout::status(), scene pixels).
    void place(QGraphicsScene *scene, const QRectF &room);
    /// The scene deleted its items (a redraw): no line until the next place().
    void forget() { m_item = nullptr; }
    /// There is a line (placed since the last redraw).
    bool isPlaced() const { return m_item != nullptr; }
    /// Shows `text` in the line placed.
    void show(const QString &text);
    /// Where the line is drawn (scene coordinates), else empty.
    QRectF rect() const;
    /// Where the line's last line sits (scene y): notes and hints stay above it.
    qreal top() const { return m_y; }

  private:
    QGraphicsSimpleTextItem *m_item = nullptr;
    qreal m_room = 0; ///< the line's width
    qreal m_y = 0;    ///< where its last line sits (it grows upwards)
};
