// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Short-lived marks on the table: a meld or card another player just changed (a new
// meld, a lay-off, a joker swap, a discard), your own new card after a draw, the cards that came
// with an Indonesian pick-up. A mark is an outline drawn as a child of each card item, so it glides
// with the card; it is drawn again after every refresh of the scene until it expires
// (Animations::changeMarkMs).

#include "engine/Card.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>
#include <vector>

class CardItem;
class QGraphicsRectItem;
class TableScene;

class ChangeMarks : public QObject {
    Q_OBJECT
  public:
    explicit ChangeMarks(TableScene *scene, QObject *parent = nullptr);

    /// Marks table melds `melds` (indices) and the cards `cards` wherever they lie (hand, pile, a
    /// meld) for `ms` milliseconds from now.
    void mark(const std::vector<int> &melds, const std::vector<remi::CardId> &cards, int ms);
    /// Every mark off.
    void clear();
    /// The card items marked now (tests).
    QList<CardItem *> markedItems() const;

  private:
    struct Mark {
        std::vector<int> melds;
        std::vector<remi::CardId> cards;
        qint64 until = 0;
    };
    void draw();
    void expire();
    TableScene *m_scene;
    std::vector<Mark> m_marks;
    QList<CardItem *> m_marked;
    QList<QGraphicsRectItem *> m_outlines; ///< children of m_marked (deleted with them by a refresh)
    QElapsedTimer m_clock;
    QTimer m_expiry;
};
