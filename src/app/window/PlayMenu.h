// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Play menu (RULES.md 7): every game key that works anywhere is one of its actions (D, T, N, M,
// L, J, Delete, E, Ctrl+Z, S, R, H, C, V, I, P…), plus F11 full screen in the View menu. The
// actions call the keyboard's commands (access/KeyboardController; N and M through its
// draftRequested / meldRequested, which the window answers as its buttons do); keys whose meaning
// depends on the focus area stay with KeyboardController's event filter.

#include <QCoreApplication>
#include <QList>
#include <QPointer>
#include <utility>

class GameController;
class KeyboardController;
class QAction;
class QMainWindow;
class QMenu;

class PlayMenu {
    Q_DECLARE_TR_FUNCTIONS(PlayMenu)
  public:
    /// Fills `play` and adds F11 to `view` of `window`; the actions live as long as the menus.
    PlayMenu(QMainWindow *window, GameController *controller, KeyboardController *keys, QMenu *play, QMenu *view);

    /// QEvent::LanguageChange: the texts of the actions again.
    void retranslate();
    /// P: the score sheet (a window) and its summary said.
    void showScoreSheet();
    /// While the Play menu is open: a move the game does not have is hidden, one that
    /// cannot apply now is disabled with the reason as its tooltip. When the menu closes every
    /// action is shown and enabled again, so that its key still says why it is refused.
    void showOffers();
    void restore();

  private:
    QMainWindow *m_window;
    GameController *m_controller;
    KeyboardController *m_keys;
    QMenu *m_play;
    /// The actions and their untranslated texts (retranslate()).
    QList<std::pair<QPointer<QAction>, const char *>> m_actionTexts;
};
