// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Help > About Remi: version, what the program is, the licences (the program
// GPL-3.0-or-later, our generated art CC0-1.0), the credits, and "About Qt" (Qt's own box: its
// version and its LGPL licence).

#include <QDialog>

class QLabel;
class QPushButton;

class AboutDialog : public QDialog {
    Q_OBJECT
  public:
    explicit AboutDialog(QWidget *parent = nullptr);

    /// The dialog's text (rich text), translated, with `version`.
    static QString text(const QString &version);
    /// The "About Qt" button (opens QMessageBox::aboutQt).
    QPushButton *aboutQtButton() const { return m_aboutQt; }
    /// The label showing text().
    QLabel *label() const { return m_label; }

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void retranslate();

    QLabel *m_label;
    QPushButton *m_aboutQt;
    QPushButton *m_close;
};
