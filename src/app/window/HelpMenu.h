// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Help menu of the main window: rules of the current game's variant (F1), the key list
// (Ctrl+F1) and "About Remi". Owns the one HelpDialog of the window and retranslates its
// actions when the window receives QEvent::LanguageChange.

#include <QObject>
#include <functional>

class HelpDialog;
class QAction;
class QMainWindow;
class QMenu;

class HelpMenu : public QObject {
    Q_OBJECT
  public:
    /// Adds the Help menu to `window`'s menu bar. `variant` returns the variant name of the game
    /// shown ("remi51", …) when F1 is pressed.
    HelpMenu(QMainWindow *window, std::function<QString()> variant);

    QAction *rulesAction() const { return m_rules; }
    QAction *keysAction() const { return m_keys; }
    QAction *aboutAction() const { return m_about; }
    /// The help window, created on the first F1 / Ctrl+F1; null before.
    HelpDialog *dialog() const { return m_dialog; }

    void showRules();
    void showKeys();
    void showAbout();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    HelpDialog *ensureDialog();
    void retranslate();

    QMainWindow *m_window;
    std::function<QString()> m_variant;
    QMenu *m_menu;
    QAction *m_rules;
    QAction *m_keys;
    QAction *m_about;
    HelpDialog *m_dialog = nullptr;
};
