// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Server.h"

#include "net/Wire.h"

#include "engine/RuleSet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSslServer>

namespace remi::server {

namespace {
const QString kType = QStringLiteral("type");
const QString kId = QStringLiteral("id");

/// A table code: 10 letters of 5 bits = 50 bits from the CSPRNG (docs/PROTOCOL.md "Tables").
constexpr int kCodeChars = 10;
/// A seat token: 26 letters of 5 bits = 130 bits.
constexpr int kTokenChars = 26;
constexpr int kMaxNameChars = 40;
} // namespace

Server::Server(ServerOptions options, TableStore *store, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_store(store),
      m_server(QStringLiteral("remi-server"), QWebSocketServer::NonSecureMode)
{
    // Our own listener, so that every connection gets TCP_NODELAY: the server writes "accepted" and
    // "update" back to back, and Nagle's algorithm would hold the second for the peer's delayed ACK
    // (40 ms on Linux). With a certificate, QSslServer does the TLS handshake first.
    if (m_options.tls) {
        auto ssl = std::make_unique<QSslServer>();
        ssl->setSslConfiguration(*m_options.tls);
        ssl->setHandshakeTimeout(m_options.joinSeconds * 1000);
        m_listener = std::move(ssl);
    } else {
        m_listener = std::make_unique<QTcpServer>();
    }
    m_listener->setMaxPendingConnections(1000);
    connect(m_listener.get(), &QTcpServer::pendingConnectionAvailable, this, [this] {
        while (QTcpSocket *socket = m_listener->nextPendingConnection()) {
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            m_server.handleConnection(socket);
        }
    });
    m_server.setMaxPendingConnections(1000);
    m_server.setHandshakeTimeout(std::chrono::milliseconds(m_options.joinSeconds * 1000));
    connect(&m_server, &QWebSocketServer::newConnection, this, &Server::onNewConnection);
    connect(&m_sweep, &QTimer::timeout, this, &Server::sweep);
}

Server::~Server()
{
    for (auto it = m_connections.begin(); it != m_connections.end(); ++it) {
        it->socket->disconnect(this);
        it->socket->abort();
        it->socket->deleteLater();
    }
    qDeleteAll(m_tables);
}

bool Server::start(QString *error)
{
    for (const StoredTable &stored : m_store->loadTables()) {
        QString why;
        if (!addTable(stored, &why)) m_restoreErrors << stored.code + QStringLiteral(": ") + why;
    }
    if (!m_listener->listen(m_options.address, m_options.port)) {
        if (error) *error = m_listener->errorString();
        return false;
    }
    m_sweep.start(250);
    return true;
}

quint16 Server::port() const
{
    return m_listener->serverPort();
}

Table *Server::addTable(const StoredTable &stored, QString *error)
{
    auto table = Table::restore(stored, m_store, error);
    if (!table) return nullptr;
    Table *t = table.release();
    t->setClockScale(m_options.clockScale);
    m_tables.insert(t->code(), t);
    connect(t, &Table::broken, this, [this, code = t->code()] {
        // Storage failed: forget the table (a restart resumes it at its last stored action).
        if (Table *gone = m_tables.take(code)) gone->deleteLater();
        for (Connection &c : m_connections)
            if (c.table == code) c.table.clear(), c.seat = -1;
    });
    return t;
}

void Server::dropFinishedTables()
{
    for (auto it = m_tables.begin(); it != m_tables.end();) {
        if ((*it)->isOver()) {
            const QString code = it.key();
            (*it)->deleteLater();
            it = m_tables.erase(it);
            for (Connection &c : m_connections)
                if (c.table == code) c.table.clear(), c.seat = -1;
        } else {
            ++it;
        }
    }
}

void Server::onNewConnection()
{
    while (QWebSocket *socket = m_server.nextPendingConnection()) {
        if (m_connections.size() >= m_options.maxConnections) {
            socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("server full"));
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(m_options.maxMessageBytes));
        socket->setMaxAllowedIncomingFrameSize(static_cast<quint64>(m_options.maxMessageBytes));
        Connection c;
        c.socket = socket;
        c.lastHeard.start();
        c.opened.start();
        c.bucketTime.start();
        c.tokens = m_options.rateBurst;
        m_connections.insert(socket, c);
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &t) { onMessage(socket, t); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket](const QByteArray &) { onBinary(socket); });
        connect(socket, &QWebSocket::pong, this, [this, socket] {
            auto it = m_connections.find(socket);
            if (it != m_connections.end()) it->lastHeard.restart(), it->pinged = false;
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { onDisconnected(socket); });
    }
}

void Server::onDisconnected(QWebSocket *socket)
{
    auto it = m_connections.find(socket);
    if (it == m_connections.end()) return;
    if (!it->table.isEmpty())
        if (Table *t = m_tables.value(it->table)) t->detach(it->seat, socket);
    m_connections.erase(it);
    socket->deleteLater();
}

bool Server::allow(Connection &c)
{
    // Token bucket: ratePerSecond on average, rateBurst at once (docs/PROTOCOL.md "Limits").
    c.tokens = qMin<double>(m_options.rateBurst, c.tokens + c.bucketTime.restart() * m_options.ratePerSecond / 1000.0);
    if (c.tokens >= 1) {
        c.tokens -= 1;
        c.dropped = 0;
        return false;
    }
    ++c.dropped;
    if (c.dropped > m_options.rateBurst) {
        c.socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("flood"));
        return true;
    }
    if (c.opened.elapsed() - c.lastRateError >= 1000) { // at most one answer a second to a flood
        c.lastRateError = c.opened.elapsed();
        Table::send(c.socket,
                    Table::error(QStringLiteral("rate_limited"), QStringLiteral("Too many messages; slow down.")));
    }
    return true;
}

void Server::onBinary(QWebSocket *socket)
{
    auto it = m_connections.find(socket);
    if (it == m_connections.end()) return;
    it->lastHeard.restart();
    if (allow(*it)) return;
    Table::send(socket,
                Table::error(QStringLiteral("binary_message"), QStringLiteral("Messages are JSON text frames.")));
}

void Server::onMessage(QWebSocket *socket, const QString &text)
{
    auto it = m_connections.find(socket);
    if (it == m_connections.end()) return;
    Connection &c = *it;
    c.lastHeard.restart();
    c.pinged = false;
    if (allow(c)) return;
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &perr);
    if (perr.error != QJsonParseError::NoError)
        return Table::send(
            socket, Table::error(QStringLiteral("bad_json"),
                                 QStringLiteral("Not JSON: %1 at byte %2.").arg(perr.errorString()).arg(perr.offset)));
    if (!doc.isObject())
        return Table::send(socket,
                           Table::error(QStringLiteral("bad_message"), QStringLiteral("A message is a JSON object.")));
    const QJsonObject m = doc.object();
    const QJsonValue id = m.value(kId);
    if (!id.isUndefined() && !id.isString() && !id.isDouble())
        return Table::send(
            socket, Table::error(QStringLiteral("bad_message"), QStringLiteral("\"id\" is a string or a number.")));
    const QJsonValue v = m.value(QStringLiteral("v"));
    if (!v.isDouble() || v.toDouble() != net::kProtocolVersion) {
        QJsonObject e = Table::error(QStringLiteral("unknown_version"),
                                     QStringLiteral("This server speaks version %1.").arg(net::kProtocolVersion), id);
        e.insert(QStringLiteral("versions"), QJsonArray{net::kProtocolVersion});
        return Table::send(socket, e);
    }
    const QJsonValue type = m.value(kType);
    if (!type.isString())
        return Table::send(socket,
                           Table::error(QStringLiteral("bad_message"), QStringLiteral("\"type\" is missing."), id));
    const QString t = type.toString();
    if (t == QLatin1String("ping")) return Table::send(socket, QJsonObject{{kType, QStringLiteral("pong")}, {kId, id}});
    if (t == QLatin1String("create")) return create(c, m);
    if (t == QLatin1String("join")) return join(c, m);
    if (t == QLatin1String("act")) {
        if (Table *table = joinedTable(c, id)) table->act(c.seat, socket, m);
        return;
    }
    if (t == QLatin1String("claim")) return claim(c, m);
    if (t == QLatin1String("say")) return say(c, m);
    if (t == QLatin1String("start")) {
        if (Table *table = joinedTable(c, id)) table->start(c.seat, socket, m);
        return;
    }
    if (t == QLatin1String("next_round")) {
        if (Table *table = joinedTable(c, id)) table->nextRound(c.seat, socket, m);
        return;
    }
    if (t == QLatin1String("rematch")) {
        if (Table *table = joinedTable(c, id)) table->rematch(c.seat, socket, m);
        return;
    }
    if (t == QLatin1String("leave")) {
        socket->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("bye"));
        return;
    }
    Table::send(socket, Table::error(QStringLiteral("unknown_type"), QStringLiteral("Unknown message type."), id));
}

void Server::create(Connection &c, const QJsonObject &m)
{
    const QJsonValue id = m.value(kId);
    auto refuse = [&](const char *code, const QString &text) {
        Table::send(c.socket, Table::error(QLatin1String(code), text, id));
    };
    if (c.creates >= m_options.maxCreatesPerConnection)
        return refuse("create_limit", QStringLiteral("Too many tables from one connection."));
    if (m_tables.size() >= m_options.maxTables) dropFinishedTables();
    if (m_tables.size() >= m_options.maxTables)
        return refuse("table_limit", QStringLiteral("The server holds as many tables as it may."));
    const QString variant = m.value(QStringLiteral("variant")).toString();
    auto rules = presetRules(variant.toStdString());
    if (!rules) return refuse("bad_variant", QStringLiteral("Unknown variant."));
    const QJsonValue optionsValue = m.value(QStringLiteral("options"));
    if (!optionsValue.isUndefined() && !optionsValue.isObject())
        return refuse("bad_option", QStringLiteral("\"options\" is an object."));
    QJsonObject options;
    const QJsonObject given = optionsValue.toObject();
    for (auto it = given.begin(); it != given.end(); ++it) {
        QString value;
        if (it.value().isBool()) value = it.value().toBool() ? QStringLiteral("true") : QStringLiteral("false");
        else if (it.value().isDouble()) value = QString::number(it.value().toDouble(), 'g', 12);
        else if (it.value().isString()) value = it.value().toString();
        else
            return refuse("bad_option", QStringLiteral("Option %1: a value is a string, a number or true/false.")
                                            .arg(it.key().left(kMaxNameChars)));
        if (auto err = setOption(*rules, it.key().toStdString(), value.toStdString()))
            return refuse("bad_option", QString::fromStdString(*err).left(300));
        options.insert(it.key(), value);
    }
    const QJsonValue seatsValue = m.value(QStringLiteral("seats"));
    if (!seatsValue.isArray()) return refuse("bad_seats", QStringLiteral("\"seats\" is a list."));
    const QJsonArray seatsIn = seatsValue.toArray();
    if (seatsIn.size() < rules->minPlayers || seatsIn.size() > rules->maxPlayers)
        return refuse(
            "bad_seats",
            QStringLiteral("This variant takes %1 to %2 seats.").arg(rules->minPlayers).arg(rules->maxPlayers));
    const QJsonValue graceValue = m.value(QStringLiteral("graceSeconds"));
    int grace = m_options.graceSeconds;
    if (!graceValue.isUndefined()) {
        if (!graceValue.isDouble() || graceValue.toDouble() < 0 || graceValue.toDouble() > 86400 ||
            graceValue.toDouble() != graceValue.toInt())
            return refuse("bad_message", QStringLiteral("\"graceSeconds\" is a whole number 0..86400."));
        grace = graceValue.toInt();
    }
    const QJsonValue lobbyValue = m.value(QStringLiteral("lobby"));
    const QJsonValue hintsValue = m.value(QStringLiteral("hints"));
    if ((!lobbyValue.isUndefined() && !lobbyValue.isBool()) || (!hintsValue.isUndefined() && !hintsValue.isBool()))
        return refuse("bad_message", QStringLiteral("\"lobby\" and \"hints\" are true or false."));
    const bool lobby = lobbyValue.toBool(false);
    StoredTable stored;
    stored.code = randomCode(kCodeChars);
    while (m_tables.contains(stored.code)) stored.code = randomCode(kCodeChars);
    stored.variant = variant;
    stored.options = options;
    stored.seed = QRandomGenerator::system()->generate64();
    stored.graceSeconds = grace;
    stored.lobby = lobby;
    stored.started = !lobby;
    stored.hints = hintsValue.toBool(true);
    QJsonArray answerSeats;
    for (int i = 0; i < seatsIn.size(); ++i) {
        if (!seatsIn[i].isObject()) return refuse("bad_seats", QStringLiteral("Seat %1 is not an object.").arg(i));
        const QJsonObject s = seatsIn[i].toObject();
        const QString kind = s.value(QStringLiteral("kind")).toString();
        QString name = s.value(QStringLiteral("name")).toString();
        if (name.size() > kMaxNameChars)
            return refuse("bad_seats",
                          QStringLiteral("Seat %1: a name has at most %2 characters.").arg(i).arg(kMaxNameChars));
        QJsonObject record{{QStringLiteral("name"), name}, {QStringLiteral("kind"), kind}};
        QJsonObject answer{{QStringLiteral("seat"), i}, {QStringLiteral("kind"), kind}};
        if (kind == QLatin1String("human") && lobby && name.trimmed().isEmpty()) {
            // An open seat of a lobby: a friend claims it by the table code and a name (no token yet).
            record.insert(QStringLiteral("name"), QString());
            record.insert(QStringLiteral("open"), true);
            answer.insert(QStringLiteral("open"), true);
        } else if (kind == QLatin1String("human")) {
            const QString token = randomCode(kTokenChars);
            record.insert(QStringLiteral("tokenHash"), QString::fromLatin1(tokenHash(token)));
            answer.insert(QStringLiteral("token"), token);
            if (stored.host < 0) stored.host = i; // the creator's seat: the first named human seat
        } else if (kind == QLatin1String("computer")) {
            const QString level = s.value(QStringLiteral("level")).toString(QStringLiteral("normal"));
            if (!ai::parseBotLevel(level.toStdString()))
                return refuse("bad_level", QStringLiteral("Seat %1: unknown computer level.").arg(i));
            record.insert(QStringLiteral("level"), level);
        } else {
            return refuse("bad_seats", QStringLiteral("Seat %1: \"kind\" is \"human\" or \"computer\".").arg(i));
        }
        stored.seats.append(record);
        answerSeats.append(answer);
    }
    if (lobby && stored.host < 0)
        return refuse("bad_seats", QStringLiteral("A lobby table needs a named human seat for its host."));
    if (!m_store->createTable(stored)) return refuse("server_error", QStringLiteral("The table could not be stored."));
    QString why;
    if (!addTable(stored, &why)) return refuse("server_error", why);
    ++c.creates;
    Table::send(c.socket, QJsonObject{{kType, QStringLiteral("created")},
                                      {kId, id},
                                      {QStringLiteral("table"), stored.code},
                                      {QStringLiteral("host"), stored.host},
                                      {QStringLiteral("seats"), answerSeats}});
}

void Server::join(Connection &c, const QJsonObject &m)
{
    const QJsonValue id = m.value(kId);
    if (!c.table.isEmpty())
        return Table::send(c.socket, Table::error(QStringLiteral("already_joined"),
                                                  QStringLiteral("This connection holds a seat already."), id));
    const QString code = m.value(QStringLiteral("table")).toString().toLower();
    const QString token = m.value(QStringLiteral("token")).toString().toLower();
    Table *table = m_tables.value(code);
    if (!table)
        return Table::send(
            c.socket, Table::error(QStringLiteral("unknown_table"), QStringLiteral("No table has this code."), id));
    const int seat = token.size() == kTokenChars ? table->seatForToken(token) : -1;
    if (seat < 0)
        return Table::send(c.socket, Table::error(QStringLiteral("bad_token"),
                                                  QStringLiteral("No seat of this table has this token."), id));
    c.table = code;
    c.seat = seat;
    table->attach(seat, c.socket);
}

void Server::sweep()
{
    const qint64 idleMs = qint64(m_options.idleSeconds) * 1000;
    QList<QWebSocket *> toClose;
    for (Connection &c : m_connections) {
        if (c.table.isEmpty() && c.opened.elapsed() > qint64(m_options.joinSeconds) * 1000) {
            Table::send(c.socket,
                        Table::error(QStringLiteral("join_timeout"), QStringLiteral("Join or create a table first.")));
            toClose << c.socket;
        } else if (c.lastHeard.elapsed() > idleMs) {
            Table::send(c.socket, Table::error(QStringLiteral("idle"), QStringLiteral("Nothing heard for too long.")));
            toClose << c.socket;
        } else if (!c.pinged && c.lastHeard.elapsed() > idleMs / 3) {
            c.pinged = true;
            c.socket->ping(); // a live client answers with a pong (half-open connections do not)
        }
    }
    for (QWebSocket *s : toClose) {
        s->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("idle"));
        // A half-open peer never completes the closing handshake: drop it now.
        auto it = m_connections.find(s);
        if (it != m_connections.end()) it->opened.restart(), it->lastHeard.restart();
        QTimer::singleShot(2000, s, [s] { s->abort(); });
    }
}

} // namespace remi::server
