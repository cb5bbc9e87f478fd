// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Words where the player acted: a short note by the point where a card was last dropped or clicked
// (a refusal's reason, from the window), for Animations::kNoteMs, kept through the table's redraws.

#include <QObject>
#include <QPointF>
#include <QString>

class QGraphicsRectItem;
class QGraphicsScene;
class QTimer;

class DropNote : public QObject {
    Q_OBJECT
  public:
    /// Notes drawn on `scene`.
    explicit DropNote(QGraphicsScene *scene, QObject *parent = nullptr);

    /// A card was dropped or clicked at `scenePos`: the next note goes there.
    void actedAt(QPointF scenePos) { m_lastAct = scenePos; }
    /// Shows `text` by the last drop point (used once; without one, above the hand), or hides the note
    /// when `text` is empty.
    void show(const QString &text);
    /// The note shown now, else empty.
    QString text() const { return m_text; }
    /// (Re)draws the note after a redraw, above `statusY` (the status line's top, scene pixels) when
    /// it has no drop point.
    void place(qreal statusY);
    /// The scene deleted its items (a redraw).
    void forget() { m_item = nullptr; }

  private:
    void draw();

    QGraphicsScene *m_scene;
    QString m_text;
    QPointF m_lastAct{-1, -1}; ///< where a card was last dropped or clicked (-1: not since the last note)
    QPointF m_at{-1, -1};      ///< the note's drop point (-1: above the hand)
    qreal m_statusY = 0;
    QGraphicsRectItem *m_item = nullptr;
    QTimer *m_timer = nullptr;
};
