// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// "How to play": an overlay over the table listing the mouse gestures and the main
// keys. The keys are read from the window's actions each time it opens (so the list never goes
// stale), described by the actions' own menu texts. ? (or Help → How to play) shows it; Esc, ? or a
// click closes it; where the table is too low its lists scroll (the arrows, Page Up/Down, Home and
// End scroll them too). It takes the keyboard focus, and its text is its accessible description, so
// that a screen reader reads it.

#include "MarkWords.h"

#include <QFrame>
#include <QList>
#include <QString>
#include <utility>

class QAction;
class QLabel;
class QMainWindow;
class QScrollArea;

class HowToPlay : public QFrame {
    Q_OBJECT
  public:
    /// Covers `over` (the table view) inside `window`, and adds its action to the Help menu.
    HowToPlay(QMainWindow *window, QWidget *over);

    QAction *action() const { return m_action; }
    /// Shows the overlay (its lists made anew from the actions), or hides it when shown.
    void toggle();
    /// The key rows listed: (key as the menus show it, what it does).
    QList<std::pair<QString, QString>> keyRows() const;
    /// The mouse gestures listed.
    QStringList gestures() const;
    /// What `mark` means (MarkWords), with the game's numbers.
    QString markText(MarkWords::Mark mark) const;
    /// Everything it says, as plain text (also its accessible description).
    QString plainText() const;

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

  private:
    void retranslate();
    void fill();

    QMainWindow *m_window;
    QWidget *m_over;
    QAction *m_action;
    QLabel *m_title;
    QLabel *m_mouse;
    QLabel *m_keys;
    QLabel *m_close;
    QScrollArea *m_scroll = nullptr; ///< the two lists, scrolled where the table is too low for them
};
