// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "OnlineClient.h"

#include "AppSettings.h"
#include "GameController.h"
#include "TableMessages.h"

#include "engine/Reason.h"
#include "net/Wire.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace {
constexpr int kMaxDelayMs = 5000;
} // namespace

OnlineClient::OnlineClient(GameController *controller, QObject *parent) : QObject(parent), m_controller(controller)
{
    connect(controller, &GameController::tableActionWanted, this, &OnlineClient::sendAction);
    // Ready for the next round (docs/PROTOCOL.md "Between rounds").
    connect(controller, &GameController::nextRoundWanted, this, [this] {
        send({{QStringLiteral("type"), QStringLiteral("next_round")}});
    });
    // A new or loaded local game leaves the table.
    connect(controller, &GameController::gameStarted, this, [this] {
        if (m_following && !m_controller->isOnline()) leave();
    });
}

OnlineClient::~OnlineClient()
{
    if (m_socket) m_socket->disconnect(this);
}

void OnlineClient::host(const QUrl &server, const QJsonObject &create, int mySeat, const QString &name)
{
    leave();
    m_url = server;
    m_create = create;
    m_mySeat = mySeat;
    m_name = name;
    m_table.clear();
    m_token.clear();
    m_otherTokens.clear();
    m_reconnects = 0;
    setState(State::Connecting);
    connectNow();
}

void OnlineClient::join(const QUrl &server, const QString &table, const QString &token, const QString &name)
{
    leave();
    m_url = server;
    m_table = table;
    m_token = token;
    m_name = name;
    m_reconnects = 0;
    setState(State::Connecting);
    connectNow();
}

void OnlineClient::claim(const QUrl &server, const QString &table, const QString &name)
{
    leave();
    m_url = server;
    m_table = table;
    m_token.clear();
    m_claimName = name;
    m_name = name;
    m_reconnects = 0;
    setState(State::Connecting);
    connectNow();
}

void OnlineClient::start(bool fillWithComputers)
{
    send({{QStringLiteral("type"), QStringLiteral("start")}, {QStringLiteral("fillWithComputers"), fillWithComputers}});
}

void OnlineClient::rematch()
{
    send({{QStringLiteral("type"), QStringLiteral("rematch")}});
}

void OnlineClient::say(const QString &text)
{
    send({{QStringLiteral("type"), QStringLiteral("say")}, {QStringLiteral("text"), text.left(200)}});
}

void OnlineClient::sayPhrase(const QString &phrase)
{
    send({{QStringLiteral("type"), QStringLiteral("say")}, {QStringLiteral("phrase"), phrase}});
}

void OnlineClient::leave()
{
    m_create.reset();
    m_following = false;
    m_rules.reset();
    m_claimName.clear();
    m_welcome = {};
    m_lobbySeats = {};
    m_lobby = false;
    m_started = true;
    m_hostSeat = -1;
    m_hints = true;
    m_actIds.clear();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    m_problem.clear();
    setState(State::Idle);
}

void OnlineClient::dropConnection()
{
    if (m_socket) m_socket->abort();
}

void OnlineClient::setState(State state)
{
    if (m_state == state) return;
    m_state = state;
    emit stateChanged();
}

void OnlineClient::fail(const QString &problem)
{
    m_problem = problem;
    m_create.reset();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    setState(State::Failed);
}

void OnlineClient::connectNow()
{
    if (m_socket) m_socket->deleteLater();
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(16 * 1024 * 1024);
    connect(m_socket, &QWebSocket::connected, this, &OnlineClient::onConnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &OnlineClient::onMessage);
    connect(m_socket, &QWebSocket::disconnected, this, &OnlineClient::onDisconnected);
    m_socket->open(m_url);
}

void OnlineClient::onConnected()
{
    // Without TCP_NODELAY a frame's payload waits for the server's delayed ACK (BotClient.cpp).
    if (auto *tcp = m_socket->findChild<QTcpSocket *>()) tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    if (m_token.isEmpty() && !m_claimName.isEmpty()) {
        send({{QStringLiteral("type"), QStringLiteral("claim")},
              {QStringLiteral("table"), m_table},
              {QStringLiteral("name"), m_claimName}});
        return;
    }
    if (m_table.isEmpty() && m_create) {
        QJsonObject create = *m_create;
        create.insert(QStringLiteral("type"), QStringLiteral("create"));
        send(create);
        return;
    }
    send({{QStringLiteral("type"), QStringLiteral("join")},
          {QStringLiteral("table"), m_table},
          {QStringLiteral("token"), m_token}});
}

void OnlineClient::onDisconnected()
{
    m_actIds.clear();
    m_controller->tableConnectionLost();
    if (m_state == State::Idle || m_state == State::Failed) return;
    if (m_table.isEmpty() || m_token.isEmpty()) {
        fail(tr("The table could not be created: the connection to %1 was lost.").arg(m_url.toDisplayString()));
        return;
    }
    setState(State::Reconnecting);
    const QWebSocket *lost = m_socket;
    QTimer::singleShot(m_delay, this, [this, lost] {
        if (m_socket == lost && m_state == State::Reconnecting) {
            ++m_reconnects;
            connectNow();
        }
    });
    m_delay = qMin(m_delay * 2, kMaxDelayMs);
}

void OnlineClient::send(QJsonObject message)
{
    if (!m_socket) return;
    message.insert(QStringLiteral("v"), remi::net::kProtocolVersion);
    m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void OnlineClient::sendAction(const remi::Action &action, int step)
{
    if (m_state != State::Playing) {
        m_controller->tableConnectionLost(); // it will be shown again after the reconnection
        return;
    }
    const int id = m_nextId++;
    m_actIds.insert(id, true);
    send({{QStringLiteral("type"), QStringLiteral("act")},
          {QStringLiteral("id"), id},
          {QStringLiteral("step"), step},
          {QStringLiteral("action"), remi::net::actionToJson(action)}});
}

void OnlineClient::follow()
{
    QList<SeatConfig> seats = online::seatsOf(m_welcome);
    for (const QJsonValue &v : m_lobbySeats) {
        const QJsonObject o = v.toObject();
        const int s = o.value(QStringLiteral("seat")).toInt(-1);
        if (s < 0 || s >= seats.size()) continue;
        seats[s].human = o.value(QStringLiteral("kind")).toString() == QLatin1String("human");
        seats[s].name = o.value(QStringLiteral("name")).toString();
    }
    m_controller->followTable(*m_rules, seats, m_mySeat);
    m_following = true;
    const QJsonArray welcomeSeats = m_welcome.value(QStringLiteral("seats")).toArray();
    for (int s = 0; s < welcomeSeats.size(); ++s)
        if (seats[s].human)
            m_controller->setSeatConnected(s,
                                           welcomeSeats[s].toObject().value(QStringLiteral("connected")).toBool(true));
    for (const QJsonValue &v : m_lobbySeats)
        m_controller->setSeatConnected(v.toObject().value(QStringLiteral("seat")).toInt(-1),
                                       v.toObject().value(QStringLiteral("connected")).toBool(true));
}

void OnlineClient::remember()
{
    AppSettings::setLastTable({m_url.toString(), m_table, m_token, m_name});
}

void OnlineClient::onMessage(const QString &text)
{
    const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = m.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("created")) {
        m_table = m.value(QStringLiteral("table")).toString();
        m_otherTokens.clear();
        for (const QJsonValue &v : m.value(QStringLiteral("seats")).toArray()) {
            const QJsonObject seat = v.toObject();
            const QString token = seat.value(QStringLiteral("token")).toString();
            if (token.isEmpty()) continue;
            const int s = seat.value(QStringLiteral("seat")).toInt();
            if (s == m_mySeat) m_token = token;
            else m_otherTokens.insert(s, token);
        }
        m_create.reset();
        if (m_token.isEmpty()) return fail(tr("The table was created without a seat for you."));
        emit created(m_table);
        // The creating connection may take one of the new seats itself (docs/PROTOCOL.md).
        send({{QStringLiteral("type"), QStringLiteral("join")},
              {QStringLiteral("table"), m_table},
              {QStringLiteral("token"), m_token}});
    } else if (type == QLatin1String("claimed")) {
        m_token = m.value(QStringLiteral("token")).toString();
        m_mySeat = m.value(QStringLiteral("seat")).toInt();
        m_claimName.clear();
    } else if (type == QLatin1String("lobby")) {
        m_lobby = true;
        m_lobbySeats = m.value(QStringLiteral("seats")).toArray();
        m_started = m.value(QStringLiteral("started")).toBool();
        m_hostSeat = m.value(QStringLiteral("host")).toInt(-1);
        emit lobbyChanged();
    } else if (type == QLatin1String("welcome")) {
        m_delay = m_firstDelay;
        m_welcome = m;
        m_updatesSinceWelcome = 0;
        m_mySeat = m.value(QStringLiteral("you")).toInt();
        m_lobby = m.value(QStringLiteral("lobby")).toBool();
        m_started = m.value(QStringLiteral("started")).toBool(true);
        m_hostSeat = m.value(QStringLiteral("host")).toInt(-1);
        m_hints = m.value(QStringLiteral("hints")).toBool(true);
        m_controller->setTableHints(m_hints);
        m_controller->setGraceSeconds(m.value(QStringLiteral("graceSeconds")).toInt(60));
        if (!m_rules) {
            m_rules = online::rulesOf(m);
            if (!m_rules) return fail(tr("This table plays a game or an option this version does not know."));
        }
        const QJsonArray seats = m.value(QStringLiteral("seats")).toArray();
        for (int s = 0; s < seats.size(); ++s) {
            const QJsonObject seat = seats[s].toObject();
            if (seat.value(QStringLiteral("kind")).toString() == QLatin1String("human"))
                m_controller->setSeatConnected(s, seat.value(QStringLiteral("connected")).toBool());
        }
        remember();
        m_controller->tableReached();
        setState(State::Playing);
        emit joined();
    } else if (type == QLatin1String("update")) {
        ++m_updatesSinceWelcome;
        if (!m_rules) return;
        // Round 0: a lobby table waiting for its start (the waiting room shows it).
        if (m.value(QStringLiteral("round")).toInt() < 1) return;
        if (!m_following) follow();
        if (const std::optional<TableUpdate> u = online::updateOf(m, *m_rules)) m_controller->showTableUpdate(*u);
    } else if (type == QLatin1String("round_over")) {
        if (!m_rules) return;
        if (const std::optional<TableRoundOver> over = online::roundOverOf(m, *m_rules))
            m_controller->showRoundOver(*over);
    } else if (type == QLatin1String("match_over")) {
        // Right after the (re)join's update: the table as it stands, not a new end.
        m_controller->showMatchOver(online::intsOf(m.value(QStringLiteral("totals"))),
                                    online::intsOf(m.value(QStringLiteral("winners"))), m_updatesSinceWelcome <= 1);
    } else if (type == QLatin1String("round_ready")) {
        m_controller->setTableReadiness(online::intsOf(m.value(QStringLiteral("ready"))),
                                        online::intsOf(m.value(QStringLiteral("waiting"))));
    } else if (type == QLatin1String("said")) {
        emit said(m.value(QStringLiteral("seat")).toInt(-1), m.value(QStringLiteral("text")).toString(),
                  m.value(QStringLiteral("phrase")).toString(), m.value(QStringLiteral("earlier")).toBool());
    } else if (type == QLatin1String("presence")) {
        m_controller->setSeatConnected(m.value(QStringLiteral("seat")).toInt(),
                                       m.value(QStringLiteral("connected")).toBool());
    } else if (type == QLatin1String("accepted")) {
        m_actIds.remove(m.value(QStringLiteral("id")).toInt());
    } else if (type == QLatin1String("error")) {
        const QString code = m.value(QStringLiteral("code")).toString();
        const int id = m.value(QStringLiteral("id")).toInt(-1);
        if (m_actIds.contains(id)) {
            m_actIds.remove(id);
            const std::optional<remi::Reason> reason =
                remi::reasonFromCode(m.value(QStringLiteral("reason")).toString().toStdString());
            m_controller->tableRefused(reason.value_or(remi::Reason::NotYourTurn));
            return;
        }
        if (code == QLatin1String("table_full"))
            return fail(tr("Every seat at this table is taken. Ask the host for a seat."));
        if (code == QLatin1String("unknown_table") || code == QLatin1String("bad_token")) {
            AppSettings::forgetLastTable();
            return fail(tr("There is no such table at %1, or that seat is not yours. Check the table code.")
                            .arg(m_url.toDisplayString()));
        }
        if (code == QLatin1String("bad_variant") || code == QLatin1String("bad_option") ||
            code == QLatin1String("bad_seats") || code == QLatin1String("bad_level") ||
            code == QLatin1String("create_limit") || code == QLatin1String("table_limit"))
            return fail(tr("The server did not create the table (%1).").arg(code));
        if (code == QLatin1String("replaced")) return fail(tr("Your seat was taken from another window."));
    }
}
