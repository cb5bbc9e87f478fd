// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The waiting room of a lobby table (issue 39): the seats filling up (name, person or computer,
// connected), the table code, and for the host Start (open seats may go to computer players).
// Closes by itself when the table starts.

#include <QDialog>

class OnlineClient;
class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;

class WaitingRoom : public QDialog {
    Q_OBJECT
  public:
    WaitingRoom(OnlineClient *client, QWidget *parent = nullptr);
    /// The seats as listed (tests).
    QListWidget *seatList() const { return m_seats; }
    QPushButton *startButton() const { return m_start; }

  private:
    void refresh();
    OnlineClient *m_client;
    QLabel *m_code;
    QListWidget *m_seats;
    QCheckBox *m_fill;
    QPushButton *m_start;
    int m_open = 0; ///< open seats
};
