// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table melds as a list (RULES.md 7, key C): a dock beside the table whose rows a screen reader
// can read ("West: run 5-6-7 of hearts, 15 points"). It belongs to the table focus area: the
// keyboard opens it there and closes it when the focus leaves.

#include <QObject>

class GameController;
class QDockWidget;
class QListWidget;
class QMainWindow;

class MeldList : public QObject {
    Q_OBJECT
  public:
    /// Docks (hidden) on the right of `window`; `controller`'s table melds are its rows.
    MeldList(QMainWindow *window, GameController *controller);

    QListWidget *list() const { return m_list; }
    QDockWidget *dock() const { return m_dock; }
    /// The rows again from the table, `current` selected (no currentMeldChanged).
    void sync(int current);
    void retranslate();

  signals:
    /// The player moved to another row (arrows, a click).
    void currentMeldChanged(int meld);
    /// The dock was closed by its own button.
    void closed();

  private:
    GameController *m_controller;
    QDockWidget *m_dock;
    QListWidget *m_list;
    bool m_syncing = false;
};
