// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "WaitingRoom.h"

#include "OnlineClient.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

WaitingRoom::WaitingRoom(OnlineClient *client, QWidget *parent) : QDialog(parent), m_client(client)
{
    setWindowTitle(tr("Waiting room"));
    auto *layout = new QVBoxLayout(this);
    m_code = new QLabel(this);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_code->setWordWrap(true);
    layout->addWidget(m_code);
    m_invitation = new QLabel(this);
    m_invitation->setObjectName(QStringLiteral("invitation"));
    m_invitation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_invitation->setWordWrap(true);
    m_invitation->hide();
    layout->addWidget(m_invitation);
    m_copy = new QPushButton(tr("&Copy the invitation"), this);
    m_copy->setObjectName(QStringLiteral("copyInvitation"));
    m_copy->hide();
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_invitation->text()); });
    layout->addWidget(m_copy, 0, Qt::AlignLeft);
    m_seats = new QListWidget(this);
    layout->addWidget(m_seats);
    m_fill = new QCheckBox(tr("&Computer players take the open seats"), this);
    layout->addWidget(m_fill);
    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("&Start"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startButton"));
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_start, &QPushButton::clicked, this, [this] { m_client->start(m_fill->isChecked()); });
    connect(m_fill, &QCheckBox::toggled, this, [this](bool on) { m_start->setEnabled(m_open == 0 || on); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(client, &OnlineClient::lobbyChanged, this, &WaitingRoom::refresh);
    refresh();
}

void WaitingRoom::refresh()
{
    if (m_client->started()) {
        accept();
        return;
    }
    // The host hands the code out; a friend who sat down only needs to know the table.
    m_code->setText(m_client->isHost()
                        //: The host's waiting room: %1 the table code.
                        ? tr("Table code: %1 — friends join with it from Game → Play online…").arg(m_client->table())
                        //: A friend's waiting room: %1 the table code.
                        : tr("Table %1: the host starts the game when everybody is here.").arg(m_client->table()));
    m_seats->clear();
    m_open = 0;
    for (const QJsonValue &v : m_client->lobbySeats()) {
        const QJsonObject o = v.toObject();
        const int seat = o.value(QStringLiteral("seat")).toInt();
        QString line;
        if (o.value(QStringLiteral("kind")).toString() != QLatin1String("human"))
            line = tr("Seat %1: computer player").arg(seat + 1);
        else if (!o.value(QStringLiteral("claimed")).toBool()) {
            line = tr("Seat %1: open, waiting for a friend").arg(seat + 1);
            ++m_open;
        } else
            line = (o.value(QStringLiteral("connected")).toBool() ? tr("Seat %1: %2, here") : tr("Seat %1: %2, away"))
                       .arg(seat + 1)
                       .arg(o.value(QStringLiteral("name")).toString());
        if (seat == m_client->mySeat()) line += tr(" (you)");
        m_seats->addItem(line);
    }
    m_start->setVisible(m_client->isHost());
    m_fill->setVisible(m_client->isHost() && m_open > 0);
    m_start->setEnabled(m_open == 0 || m_fill->isChecked());
}

void WaitingRoom::setInvitation(const QString &text)
{
    m_invitation->setText(text);
    m_invitation->setVisible(!text.isEmpty());
    m_copy->setVisible(!text.isEmpty());
    adjustSize();
}

QString WaitingRoom::invitation() const
{
    return m_invitation->text();
}

QString WaitingRoom::codeLine() const
{
    return m_code->text();
}
