// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Game → Statistics…: the human player's record per variant and computer level (store/Statistics),
// and a reset that asks first.

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

class StatisticsDialog : public QDialog {
    Q_OBJECT
  public:
    /// The statistics of the file `path` (store/Statistics::defaultPath() when empty).
    explicit StatisticsDialog(const QString &path = {}, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QPushButton *resetButton() const { return m_reset; }
    /// A message about the file (kept aside, could not be written), or empty.
    QString message() const;
    /// Forgets every record after asking (`ask` false: without asking; tests).
    void reset(bool ask = true);
    /// The width (pixels) the table needs to show every column whole: its frame, each column as
    /// wide as its heading or its widest cell.
    int tableWidth() const;

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void retranslateUi();
    void fill();

    QString m_path;
    QTableWidget *m_table = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_close = nullptr;
};
