// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayOnlineDialog.h"

#include "AppSettings.h"
#include "NewGameDialog.h"
#include "VariantNames.h"

#include "ai/bots/ComputerPlayer.h"
#include "engine/RuleSet.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace {
constexpr int kDefaultPort = 7051;
// The game and seats last chosen for hosting (issue 39: the Host tab forgot them after a restart):
// the variant id, and per seat "human" or the computer level ("normal").
const QString kHostVariant = QStringLiteral("online/hostVariant");
const QString kHostSeats = QStringLiteral("online/hostSeats");

void rememberHostGame(const QString &variant, const QList<SeatConfig> &seats)
{
    QStringList kinds;
    for (const SeatConfig &s : seats)
        kinds << (s.human ? QStringLiteral("human") : QString::fromLatin1(remi::ai::botLevelName(s.level).data()));
    QSettings settings;
    settings.setValue(kHostVariant, variant);
    settings.setValue(kHostSeats, kinds.join(QLatin1Char(',')));
}

/// The remembered game and seats, when they are still a game the variant allows.
bool recallHostGame(QString &variant, QList<SeatConfig> &seats)
{
    QSettings settings;
    const QString id = settings.value(kHostVariant).toString();
    const QStringList kinds = settings.value(kHostSeats).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    const std::optional<remi::RuleSet> rules = remi::presetRules(id.toStdString());
    if (!rules || kinds.size() < rules->minPlayers || kinds.size() > rules->maxPlayers ||
        kinds.value(0) != QLatin1String("human"))
        return false;
    QList<SeatConfig> out = GameController::defaultSeats(static_cast<int>(kinds.size()));
    for (int s = 0; s < kinds.size(); ++s) {
        out[s].human = kinds[s] == QLatin1String("human");
        if (!out[s].human) {
            const auto level = remi::ai::parseBotLevel(kinds[s].toStdString());
            if (!level) return false;
            out[s].level = *level;
        }
    }
    variant = id;
    seats = out;
    return true;
}
} // namespace

PlayOnlineDialog::PlayOnlineDialog(const QString &variant, const QList<SeatConfig> &seats, QWidget *parent)
    : QDialog(parent), m_variant(variant), m_seats(seats)
{
    recallHostGame(m_variant, m_seats);
    setWindowTitle(tr("Play online"));
    auto *layout = new QVBoxLayout(this);
    auto *nameForm = new QFormLayout;
    m_name = new QLineEdit(AppSettings::onlineName(), this);
    m_name->setMaxLength(40);
    m_name->setObjectName(QStringLiteral("onlineName"));
    nameForm->addRow(tr("Your &name:"), m_name);
    layout->addLayout(nameForm);
    m_tabs = new QTabWidget(this);
    // Every tab title whole: the dialog grows to the tab bar rather than scrolling it ("Придружите
    // с…" was cut at 1366×768, sr review L3).
    m_tabs->setUsesScrollButtons(false);
    m_tabs->setElideMode(Qt::ElideNone);
    layout->addWidget(m_tabs);

    auto *host = new QWidget(m_tabs);
    auto *hostLayout = new QVBoxLayout(host);
    auto *hostText = new QLabel(tr("Your computer offers the table; friends join it from their own Remi. "
                                   "Choose the game and the seats as for a new game: a seat for a person is "
                                   "a friend's seat, and the first one is yours."),
                                host);
    hostText->setWordWrap(true);
    hostLayout->addWidget(hostText);
    m_summary = new QLabel(host);
    m_summary->setObjectName(QStringLiteral("hostSummary"));
    m_summary->setWordWrap(true);
    hostLayout->addWidget(m_summary);
    auto *choose = new QPushButton(tr("&Game and seats…"), host);
    choose->setObjectName(QStringLiteral("gameAndSeats"));
    connect(choose, &QPushButton::clicked, this, &PlayOnlineDialog::chooseGame);
    hostLayout->addWidget(choose, 0, Qt::AlignLeft);
    auto *portForm = new QFormLayout;
    m_port = new QSpinBox(host);
    m_port->setRange(1024, 65535);
    m_port->setValue(kDefaultPort);
    portForm->addRow(tr("&Port:"), m_port);
    hostLayout->addLayout(portForm);
    m_hints = new QCheckBox(tr("O&ffer hints at this table"), host);
    m_hints->setObjectName(QStringLiteral("hintsBox"));
    m_hints->setChecked(true);
    m_hints->setToolTip(tr("Unticked, nobody at the table gets hints (Play → Hint)"));
    hostLayout->addWidget(m_hints);
    auto *hostButton = new QPushButton(tr("&Host the table"), host);
    hostButton->setObjectName(QStringLiteral("hostButton"));
    connect(hostButton, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Host;
        accept();
    });
    hostLayout->addWidget(hostButton, 0, Qt::AlignRight);
    hostLayout->addStretch(1);
    m_tabs->addTab(host, tr("Host a table"));

    auto *join = new QWidget(m_tabs);
    auto *joinLayout = new QVBoxLayout(join);
    auto *joinForm = new QFormLayout;
    m_address = new QLineEdit(join);
    m_address->setObjectName(QStringLiteral("addressEdit"));
    m_address->setPlaceholderText(QStringLiteral("192.168.1.20:7051"));
    joinForm->addRow(tr("Host's &address:"), m_address);
    m_invitation = new QLineEdit(join);
    m_invitation->setPlaceholderText(tr("as the host gave it"));
    joinForm->addRow(tr("&Table code:"), m_invitation);
    joinLayout->addLayout(joinForm);
    auto *joinButton = new QPushButton(tr("&Join the table"), join);
    joinButton->setObjectName(QStringLiteral("joinButton"));
    connect(joinButton, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Join;
        accept();
    });
    joinLayout->addWidget(joinButton, 0, Qt::AlignRight);
    joinLayout->addStretch(1);
    m_tabs->addTab(join, tr("Join a table"));

    auto *rejoin = new QWidget(m_tabs);
    auto *rejoinLayout = new QVBoxLayout(rejoin);
    const std::optional<AppSettings::OnlineTable> last = AppSettings::lastTable();
    // The address as the host's waiting room shows it ("192.168.1.20:7051"), kept on one line.
    QString lastServer = last ? last->server : QString();
    if (lastServer.startsWith(QLatin1String("ws://"))) lastServer = lastServer.mid(5);
    auto *rejoinText = new QLabel(last ? tr("The last table: %1 at %2.").arg(last->table, lastServer)
                                       : tr("You have not played at a table yet."),
                                  rejoin);
    rejoinText->setWordWrap(true);
    rejoinLayout->addWidget(rejoinText);
    auto *rejoinButton = new QPushButton(tr("&Rejoin"), rejoin);
    rejoinButton->setObjectName(QStringLiteral("rejoinButton"));
    rejoinButton->setEnabled(last.has_value());
    connect(rejoinButton, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Rejoin;
        accept();
    });
    rejoinLayout->addWidget(rejoinButton, 0, Qt::AlignRight);
    rejoinLayout->addStretch(1);
    m_tabs->addTab(rejoin, tr("Rejoin"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateSummary();
}

void PlayOnlineDialog::chooseGame()
{
    NewGameDialog dialog(this);
    dialog.setSeats(m_seats);
    dialog.setVariant(m_variant, static_cast<int>(m_seats.size()));
    dialog.setOnline(name());
    if (dialog.exec() != QDialog::Accepted) return;
    m_variant = dialog.variant();
    m_seats = dialog.seats();
    rememberHostGame(m_variant, m_seats);
    updateSummary();
}

void PlayOnlineDialog::updateSummary()
{
    int friends = -1, computers = 0;
    for (const SeatConfig &s : m_seats) (s.human ? friends : computers)++;
    friends = std::max(0, friends);
    // Whole sentences, each part a number with its noun (no sentence glued from two halves).
    const QString title = VariantNames::title(m_variant);
    const QString friendPart = tr("%n friend(s)", "Play online summary: the friends' seats", friends);
    const QString computerPart = tr("%n computer player(s)", "Play online summary: the computer seats", computers);
    if (friends > 0 && computers > 0)
        m_summary->setText(tr("%1: you, %2 and %3.", "Play online summary: game, friends, computer players")
                               .arg(title, friendPart, computerPart));
    else
        m_summary->setText(tr("%1: you and %2.", "Play online summary: game, then the friends or the computer players")
                               .arg(title, friends > 0 ? friendPart : computerPart));
}

bool PlayOnlineDialog::hints() const
{
    return m_hints->isChecked();
}

quint16 PlayOnlineDialog::port() const
{
    return static_cast<quint16>(m_port->value());
}

QString PlayOnlineDialog::address() const
{
    QString text = m_address->text().trimmed();
    if (!text.contains(QLatin1String("://"))) text.prepend(QStringLiteral("ws://"));
    QUrl url(text);
    if (url.port() < 0) url.setPort(kDefaultPort);
    return url.toString();
}

QString PlayOnlineDialog::invitation(const QString &table, const QString &token)
{
    return table + QLatin1Char('/') + token;
}

QString PlayOnlineDialog::tableCode() const
{
    return m_invitation->text().trimmed().section(QLatin1Char('/'), 0, 0).trimmed();
}

QString PlayOnlineDialog::token() const
{
    return m_invitation->text().trimmed().section(QLatin1Char('/'), 1, 1).trimmed();
}

QString PlayOnlineDialog::name() const
{
    return m_name->text().trimmed();
}
