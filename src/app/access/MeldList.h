// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table melds as a list (RULES.md 7, key C): a panel over the table whose rows a screen reader
// can read ("West: run 5-6-7 of hearts, 15 points"). It belongs to the table focus area: the
// keyboard opens it there and closes it when the focus leaves. It lies over the felt, not beside it
// (issue 35: as a dock it narrowed the table, which was laid out afresh: nothing may move when the
// keyboard goes to the melds).

#include <QObject>
#include <QPointer>
#include <QRect>

class GameController;
class QDockWidget;
class QListWidget;
class QMainWindow;

class MeldList : public QObject {
    Q_OBJECT
  public:
    /// Hidden, a child of `window`'s central widget (not docked); `controller`'s table melds are its rows.
    MeldList(QMainWindow *window, GameController *controller);
    /// The list lies over `view` (a descendant of the central widget) from `top` down (`view`'s pixels:
    /// under the seat panels), at its right, or at its left where it would cover `avoid` (the focused meld).
    void place(QWidget *view, const QRect &avoid, int top = 0);

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

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    GameController *m_controller;
    QDockWidget *m_dock;
    QPointer<QWidget> m_view; ///< what it lies over (place)
    QRect m_avoid;
    int m_top = 0;
    QListWidget *m_list;
    bool m_syncing = false;
};
