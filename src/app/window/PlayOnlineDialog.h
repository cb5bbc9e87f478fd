// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Game → Play online… (issue 39): host a table (the game and seats chosen in the New Game dialog,
// a seat for a person being a friend's seat, and the port), join a friend's table (the host's
// address, the invitation the host gave, a name), or rejoin the last table.

#include "GameController.h"

#include <QDialog>
#include <QList>
#include <QString>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;

class PlayOnlineDialog : public QDialog {
    Q_OBJECT
  public:
    enum class Choice { Host, Join, Rejoin };
    /// `variant` and `seats`: the game and seats offered for hosting (the last New Game's).
    PlayOnlineDialog(const QString &variant, const QList<SeatConfig> &seats, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    QString variant() const { return m_variant; }
    QList<SeatConfig> seats() const { return m_seats; }
    quint16 port() const;
    /// Host: the table offers hints (`create.hints`, issue 39).
    bool hints() const;
    /// Join: the host's address as a ws:// URL ("192.168.1.20" reads as ws://192.168.1.20:7051).
    QString address() const;
    /// Join: the table code and the seat token of the invitation ("CODE/TOKEN").
    QString tableCode() const;
    QString token() const;
    QString name() const;
    /// The invitation a host gives a friend for a seat.
    static QString invitation(const QString &table, const QString &token);

  private:
    void chooseGame();
    void updateSummary();
    QTabWidget *m_tabs;
    QLabel *m_summary;
    QSpinBox *m_port;
    QCheckBox *m_hints;
    QLineEdit *m_address, *m_invitation, *m_name;
    QString m_variant;
    QList<SeatConfig> m_seats;
    Choice m_choice = Choice::Host;
};
