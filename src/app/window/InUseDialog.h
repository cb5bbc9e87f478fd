// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The question when another Remi window holds the autosave of the data folder (two
// windows overwrote each other's autosave): open its game here read-only (not autosaved), start a
// new game without autosave, or quit.

#include <QMessageBox>

class QPushButton;

class InUseDialog : public QMessageBox {
    Q_OBJECT
  public:
    enum class Choice { OpenReadOnly, NewWithoutAutosave, Quit };

    /// `folder`: the data folder whose autosave is in use.
    explicit InUseDialog(const QString &folder, QWidget *parent = nullptr);
    /// The button clicked (Quit when the box was closed otherwise).
    Choice choice() const;
    QPushButton *button(Choice choice) const;

  private:
    QPushButton *m_readOnly;
    QPushButton *m_newGame;
    QPushButton *m_quit;
};
