// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The focus ring (RULES.md 7): a frame on the table around what the keyboard focus is on — a hand
// card, the draft meld's cards, a table meld (with a bar under the focused card), the pile card,
// the stock or a player. Drawn where the cards will lie once they stop moving. Shown once a key
// was used.

#include <QObject>

struct KeyFocus;
class HandModel;
class QGraphicsPathItem;
class TableScene;

class FocusRing : public QObject {
    Q_OBJECT
  public:
    FocusRing(TableScene *scene, HandModel *hand, QObject *parent = nullptr);

    /// Draws the ring around `focus` (made anew after the scene's refresh dropped it).
    void update(const KeyFocus &focus);
    /// Shows the ring from now on (a key was used).
    void show();
    bool isShown() const { return m_shown; }
    /// The ring item, or null before the first update() after a refresh.
    QGraphicsPathItem *item() const { return m_ring; }
    /// The scene dropped every item (TableScene::refreshed).
    void forget() { m_ring = nullptr; }

  private:
    TableScene *m_scene;
    HandModel *m_hand;
    QGraphicsPathItem *m_ring = nullptr;
    bool m_shown = false;
};
