// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// MainWindow and online play (issue 39): Game → Play online…, the window's client of a network
// table and the server it runs when its player hosts one. The table itself is shown by the same code
// as a local game: the GameController follows the table (play/GameControllerOnline.cpp).

#include "MainWindow.h"

#include "AppSettings.h"
#include "Autosave.h"
#include "FollowGame.h"
#include "GameController.h"
#include "GameLogDock.h"
#include "HandModel.h"
#include "HostedServer.h"
#include "KeyboardController.h"
#include "MatchEndDialog.h"
#include "NoticeBar.h"
#include "OnlineClient.h"
#include "PlayOnlineDialog.h"
#include "TableChat.h"
#include "TableView.h"
#include "WaitingRoom.h"

#include "ai/bots/ComputerPlayer.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace {

/// The `create` message of a table for `variant` with the Settings' options and `seats`; the first
/// person's seat is `name`'s, the other people's seats wait for friends.
QJsonObject createMessage(const QString &variant, const QList<SeatConfig> &seats, const QString &name, bool hints)
{
    QJsonObject options;
    const QMap<QString, QString> stored = AppSettings::options(variant);
    for (auto it = stored.begin(); it != stored.end(); ++it) options.insert(it.key(), it.value());
    QJsonArray list;
    bool first = true;
    for (const SeatConfig &seat : seats) {
        if (seat.human) {
            list.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                    {QStringLiteral("name"), first ? name : QString()}});
            first = false;
        } else {
            list.append(QJsonObject{
                {QStringLiteral("kind"), QStringLiteral("computer")},
                {QStringLiteral("level"), QString::fromStdString(std::string(remi::ai::botLevelName(seat.level)))}});
        }
    }
    // A lobby table (docs/PROTOCOL.md "Playing with friends"): friends claim the open seats with the
    // code and their name; the host starts it from the waiting room.
    return {{QStringLiteral("variant"), variant},
            {QStringLiteral("options"), options},
            {QStringLiteral("seats"), list},
            {QStringLiteral("lobby"), true},
            {QStringLiteral("hints"), hints}};
}

} // namespace

void MainWindow::createOnline()
{
    m_online = new OnlineClient(m_controller, this);
    m_hosted = new HostedServer(this);
    connect(m_online, &OnlineClient::stateChanged, this, [this] {
        switch (m_online->state()) {
        case OnlineClient::State::Reconnecting:
            statusBar()->showMessage(tr("The connection to the table was lost. Reconnecting…"));
            break;
        case OnlineClient::State::Failed: {
            statusBar()->showMessage(m_online->problem());
            auto *box =
                new QMessageBox(QMessageBox::Warning, tr("Play online"), m_online->problem(), QMessageBox::Close, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->show();
            break;
        }
        case OnlineClient::State::Playing:
            if (m_online->reconnects() > 0) statusBar()->showMessage(tr("Back at the table."), 5000);
            if (m_online->isLobby() && !m_online->started() && !findChild<WaitingRoom *>()) {
                auto *room = new WaitingRoom(m_online, this);
                room->setAttribute(Qt::WA_DeleteOnClose);
                if (m_online->isHost()) room->setInvitation(m_tableInvite);
                // Modal to this window, the table covered: the old game behind is not played meanwhile.
                room->setWindowModality(Qt::WindowModal);
                m_waitingRoom = room;
                connect(room, &QDialog::finished, this,
                        [this] { QTimer::singleShot(0, this, [this] { updateCurtain(); }); });
                room->show();
                room->raise();
                updateCurtain();
            }
            break;
        default: break;
        }
    });
    // The table chat (a dock, shown while at a table): its lines also go to the game log and to
    // the screen reader.
    m_chat = new TableChat(m_online, m_controller, this);
    addDockWidget(Qt::RightDockWidgetArea, m_chat);
    m_chat->hide();
    connect(m_chat, &TableChat::lineSaid, this, [this](const QString &line) {
        if (m_follow) m_follow->dock()->addNote(line);
        m_keys->announce(line);
    });
    connect(m_chat, &TableChat::backToTable, this, [this] { m_view->setFocus(Qt::ShortcutFocusReason); });
    connect(m_online, &OnlineClient::joined, this, [this] {
        m_chat->show();
        m_restoreHandOrder = true;
    });
    connect(m_controller, &GameController::gameStarted, this, [this] {
        m_rematchNotice->clearNotice();
        if (!m_controller->isOnline()) {
            m_chat->hide();
            if (m_follow) m_follow->dock()->clearNotes(); // a local game's log has no chat
            return;
        }
        if (std::exchange(m_restoreHandOrder, false)) restoreTableHandOrder();
    });
    // The hand order is kept per table and seat: a player back at the table finds it as arranged.
    connect(m_hand, &HandModel::orderChanged, this, &MainWindow::keepTableHandOrder);
    connect(m_controller, &GameController::actionApplied, this, &MainWindow::keepTableHandOrder);
    // The host's rematch is told, and the finished match stays at hand (issue 39).
    connect(m_controller, &GameController::rematchStarted, this, [this] {
        AppSettings::forgetTableHandOrder();
        const int host = m_online->hostSeat();
        const bool mine = host >= 0 && host == m_controller->tableSeat();
        const QString hostName = m_controller->matchSeatName(host);
        auto words = [mine, hostName] {
            return mine ? tr("A rematch is dealt: a new match at this table.")
                        //: Online, after the host dealt a rematch; %1 the host's name.
                        : tr("%1 started a rematch: a new match at this table.").arg(hostName);
        };
        m_rematchNotice->showNotice(words);
        statusBar()->showMessage(words(), 10000);
        if (m_follow) m_follow->dock()->addNote(words());
        m_keys->announce(words());
    });

    // The host learns the table's code: the invitations to give, the addresses, a word on routers.
    connect(m_online, &OnlineClient::created, this, [this](const QString &table) {
        QStringList lines;
        lines << tr("The table is open. Its code: %1").arg(table);
        const QStringList addresses = m_hosted->addresses();
        if (!addresses.isEmpty())
            lines << tr("Friends at home type one of these addresses: %1").arg(addresses.join(QStringLiteral(", ")));
        for (auto it = m_online->otherTokens().begin(); it != m_online->otherTokens().end(); ++it)
            lines << tr("Invitation for seat %1: %2")
                         .arg(it.key() + 1)
                         .arg(PlayOnlineDialog::invitation(table, it.value()));
        lines << tr("Friends outside your home network need your router to forward port %1 (TCP) to this computer; "
                    "they then use your public address.")
                     .arg(m_hosted->port());
        const QString text = lines.join(QLatin1Char('\n'));
        m_tableInvite = text;
        // A lobby table's waiting room (in front) shows the invitation itself: no box behind it.
        if (m_online->otherTokens().isEmpty()) {
            if (auto *room = findChild<WaitingRoom *>()) room->setInvitation(text);
            return;
        }
        auto *box = new QMessageBox(QMessageBox::Information, tr("Play online"), text, QMessageBox::Close, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setObjectName(QStringLiteral("tableOpenBox"));
        box->setTextInteractionFlags(Qt::TextSelectableByMouse);
        QPushButton *copy = box->addButton(tr("&Copy"), QMessageBox::ActionRole);
        connect(copy, &QPushButton::clicked, this, [text] { QGuiApplication::clipboard()->setText(text); });
        box->setModal(false);
        box->show(); // the table goes on behind it
    });

    QMenu *game = menuBar()->actions().value(0) ? menuBar()->actions().value(0)->menu() : nullptr;
    if (!game) return;
    QAction *before = nullptr;
    for (QAction *a : game->actions())
        if (a->objectName() == QLatin1String("settingsAction")) before = a;
    auto *playOnline = new QAction(this);
    playOnline->setObjectName(QStringLiteral("playOnlineAction"));
    game->insertAction(before, playOnline);
    m_trTexts.append({playOnline, QT_TR_NOOP("Play on&line…"), nullptr});
    playOnline->setText(tr("Play on&line…"));
    // The match's end again, with its Rematch (issue 39: a host who closed it to chat had no way back).
    auto *standings = new QAction(this);
    standings->setObjectName(QStringLiteral("standingsAction"));
    game->insertAction(before, standings);
    m_trTexts.append({standings, QT_TR_NOOP("&Match standings…"), nullptr});
    standings->setText(tr("&Match standings…"));
    // The match over, or (online, after a rematch) the one before until the new one ends.
    auto matchOver = [this] {
        return m_controller->hasGame() && (m_controller->match().isOver() || m_controller->lastMatch());
    };
    standings->setEnabled(false);
    connect(m_controller, &GameController::stateChanged, standings,
            [standings, matchOver] { standings->setEnabled(matchOver()); });
    connect(m_controller, &GameController::gameStarted, standings,
            [standings, matchOver] { standings->setEnabled(matchOver()); });
    connect(m_controller, &GameController::matchFinished, standings, [standings] { standings->setEnabled(true); });
    connect(standings, &QAction::triggered, this, [this, matchOver] {
        if (findChild<MatchEndDialog *>()) return;
        if (m_controller->hasGame() && m_controller->match().isOver()) onMatchFinished();
        else showLastMatch();
    });
    connect(playOnline, &QAction::triggered, this, [this] {
        PlayOnlineDialog dialog(m_variant, m_seats, this);
        if (dialog.exec() != QDialog::Accepted) return;
        switch (dialog.choice()) {
        case PlayOnlineDialog::Choice::Host: {
            QString error;
            if (!m_hosted->start(dialog.port(), QDir(Autosave::dataDir()).filePath(QStringLiteral("tables")), &error)) {
                QMessageBox::warning(this, tr("Play online"), error);
                return;
            }
            const QString name = dialog.name().isEmpty() ? tr("Host") : dialog.name();
            m_online->host(QUrl(m_hosted->localAddress()),
                           createMessage(dialog.variant(), dialog.seats(), name, dialog.hints()), 0, name);
            break;
        }
        case PlayOnlineDialog::Choice::Join:
            // The table code alone claims an open seat; an invitation with a seat's token takes that seat.
            if (dialog.token().isEmpty()) m_online->claim(QUrl(dialog.address()), dialog.tableCode(), dialog.name());
            else m_online->join(QUrl(dialog.address()), dialog.tableCode(), dialog.token(), dialog.name());
            break;
        case PlayOnlineDialog::Choice::Rejoin: {
            const std::optional<AppSettings::OnlineTable> last = AppSettings::lastTable();
            if (!last) return;
            const QUrl url(last->server);
            // A table this window hosted: its server starts again and resumes it from its store.
            if (url.host() == QLatin1String("127.0.0.1")) {
                QString error;
                m_hosted->start(static_cast<quint16>(url.port()),
                                QDir(Autosave::dataDir()).filePath(QStringLiteral("tables")), &error);
            }
            m_online->join(url, last->table, last->token, last->name);
            break;
        }
        }
    });
}

void MainWindow::showLastMatch()
{
    const remi::Match *last = m_controller->lastMatch();
    if (!last || findChild<MatchEndDialog *>()) return;
    auto *dialog = new MatchEndDialog(m_controller, this, last);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTable(MatchEndDialog::Table::OnlineEarlier);
    // The match it shows is dropped by the next rematch or another game: the dialog goes first.
    connect(m_controller, &GameController::gameStarted, dialog, &QDialog::reject);
    dialog->open();
    m_keys->announce(dialog->standingsText());
}

void MainWindow::keepTableHandOrder()
{
    if (!m_controller->isOnline() || !m_controller->hasGame() || m_online->table().isEmpty()) return;
    const int seat = m_controller->tableSeat();
    const QHash<int, HandOrder> orders = m_hand->handOrders();
    if (!orders.contains(seat)) return;
    const HandOrder &order = orders.value(seat);
    AppSettings::TableHandOrder kept;
    kept.table = m_online->table();
    kept.seat = seat;
    kept.round = m_controller->match().roundNumber();
    for (remi::CardId id : order.ids()) kept.ids.push_back(static_cast<int>(id));
    kept.sort = order.sortMode() ? static_cast<int>(*order.sortMode()) : -1;
    AppSettings::setTableHandOrder(kept);
}

void MainWindow::restoreTableHandOrder()
{
    const std::optional<AppSettings::TableHandOrder> kept = AppSettings::tableHandOrder();
    const int seat = m_controller->tableSeat();
    if (!kept || kept->table != m_online->table() || kept->seat != seat ||
        kept->round != m_controller->match().roundNumber() || m_controller->round().isOver())
        return;
    HandOrder order;
    std::vector<remi::CardId> ids;
    for (int id : kept->ids) ids.push_back(static_cast<remi::CardId>(id));
    order.restore(std::move(ids), kept->sort < 0
                                      ? std::nullopt
                                      : std::optional<HandOrder::Sort>(static_cast<HandOrder::Sort>(kept->sort)));
    m_hand->restoreHandOrders({{seat, order}});
}

bool MainWindow::confirmLeaveHostedTable()
{
    if (!m_hosted || !m_hosted->isRunning() || !m_online || m_online->state() == OnlineClient::State::Idle ||
        !m_online->isHost())
        return true;
    // Friends at the table: other seats for people, in the match or in the waiting room.
    int people = 0;
    if (m_controller->isOnline() && m_controller->hasGame()) {
        for (const SeatConfig &seat : m_controller->seats()) people += seat.human ? 1 : 0;
    } else {
        for (const QJsonValue &v : m_online->lobbySeats())
            people += v.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("human") ? 1 : 0;
    }
    if (people < 2) return true;
    QMessageBox ask(QMessageBox::Question, tr("Quit"),
                    tr("You host this table: your friends wait until you come back. Quit anyway?"),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("quitHostedTable"));
    QPushButton *quit = ask.addButton(tr("&Quit anyway"), QMessageBox::DestructiveRole);
    ask.setDefaultButton(ask.addButton(QMessageBox::Cancel));
    ask.exec();
    return ask.clickedButton() == quit;
}
