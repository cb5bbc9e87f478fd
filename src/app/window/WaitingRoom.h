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
    /// The host's invitation (the table code, the addresses friends type, a word on routers) shown
    /// at the top with a Copy button (issue 39: it was a box that opened behind this one).
    void setInvitation(const QString &text);
    QString invitation() const;
    /// The line naming the table (tests).
    QString codeLine() const;

  private:
    void refresh();
    OnlineClient *m_client;
    QLabel *m_code;
    QLabel *m_invitation;
    QPushButton *m_copy;
    QListWidget *m_seats;
    QCheckBox *m_fill;
    QPushButton *m_start;
    int m_open = 0; ///< open seats
};
