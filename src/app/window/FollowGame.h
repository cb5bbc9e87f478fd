// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Following the game, built by the main window: the game log (play/GameLogModel) and its
// panel (GameLogDock, View → Game log, Ctrl+L, remembered), short-lived marks on what another player
// just changed and on your own new cards (table/ChangeMarks), skip-ahead through a computer turn
// (F, View → Finish the computer's turn, or a click on the table), and the hot-seat curtain's
// "Since your last turn:" (public lines only).

#include <QObject>

class ChangeMarks;
class GameController;
class GameLogDock;
class GameLogModel;
class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QWidget;
class TableScene;

class FollowGame : public QObject {
    Q_OBJECT
  public:
    /// Adds the panel to `window`, its entries to `viewMenu` and the summary to the `curtain` page.
    FollowGame(QMainWindow *window, GameController *controller, TableScene *scene, QWidget *view, QMenu *viewMenu,
               QWidget *curtain);

    GameLogModel *model() const { return m_model; }
    GameLogDock *dock() const { return m_dock; }
    ChangeMarks *marks() const { return m_marks; }
    /// The hot-seat curtain's "Since your last turn:" text.
    QLabel *summary() const { return m_summary; }
    QAction *logAction() const { return m_logAction; }
    QAction *skipAction() const { return m_skipAction; }
    /// G: the game log opens if closed and takes the keyboard focus, its newest line
    /// current; Escape there gives the focus back to the table.
    QAction *focusLogAction() const { return m_focusLogAction; }

  protected:
    /// A click on the table during a computer turn skips ahead; a language change retranslates.
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void retranslate();
    void markNewLines(int first);
    void updateSummary();
    QMainWindow *m_window;
    GameController *m_controller;
    GameLogModel *m_model;
    GameLogDock *m_dock;
    ChangeMarks *m_marks;
    QLabel *m_summary;
    QAction *m_logAction;
    QAction *m_skipAction;
    QAction *m_focusLogAction;
    QWidget *m_view;
};
