// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table server (issue 38): WebSocket connections, the protocol's requests (create, join, act,
// ping), the limits a client may not pass (message size, rate, idle time) and the tables, which
// it restores from the TableStore at start. docs/PROTOCOL.md.

#include "Table.h"
#include "TableStore.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <memory>

namespace remi::server {

struct ServerOptions {
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 7051;                ///< 0: any free port (Server::port() says which)
    int graceSeconds = 60;              ///< default grace of a new table before a computer plays an absent seat
    int idleSeconds = 120;              ///< a connection silent this long (no message, no pong) is closed
    int joinSeconds = 30;               ///< a connection must join or create within this time
    qint64 maxMessageBytes = 64 * 1024; ///< larger messages close the connection (1009)
    double ratePerSecond = 100;         ///< messages per second a connection may send on average
    int rateBurst = 200;                ///< ... and at once
    int maxTables = 20000;              ///< tables held at once (finished ones are dropped first)
    int maxConnections = 50000;
    int maxCreatesPerConnection = 10;
    std::optional<QSslConfiguration> tls; ///< set: wss:// (certificate and key)
    double clockScale = 1.0;              ///< tests only: the turn clocks run this many times as long
};

class Server : public QObject {
    Q_OBJECT
  public:
    Server(ServerOptions options, TableStore *store, QObject *parent = nullptr);
    ~Server() override;
    /// Restores the stored tables and starts listening. False with `error` when it cannot listen.
    bool start(QString *error);
    quint16 port() const;
    int tableCount() const { return static_cast<int>(m_tables.size()); }
    /// Tables that could not be restored at start (their records are kept).
    const QStringList &restoreErrors() const { return m_restoreErrors; }

  private:
    struct Connection {
        QWebSocket *socket = nullptr;
        QString table; ///< joined table code
        int seat = -1;
        QElapsedTimer lastHeard;
        QElapsedTimer opened;
        QElapsedTimer bucketTime;
        double tokens = 0;
        int dropped = 0;
        int creates = 0;
        bool pinged = false;
        qint64 lastRateError = -1000000;
        qint64 lastSay = -1000000; ///< opened.elapsed() of the last relayed "say"
    };

    void onNewConnection();
    void onMessage(QWebSocket *socket, const QString &text);
    void onBinary(QWebSocket *socket);
    void onDisconnected(QWebSocket *socket);
    void sweep();
    bool allow(Connection &c);
    void create(Connection &c, const QJsonObject &m);
    void join(Connection &c, const QJsonObject &m);
    // Playing with friends (issue 39, ServerLobby.cpp).
    void claim(Connection &c, const QJsonObject &m);
    void say(Connection &c, const QJsonObject &m);
    /// The table `c` joined, or nullptr after answering not_joined.
    Table *joinedTable(Connection &c, const QJsonValue &id);
    Table *addTable(const StoredTable &stored, QString *error);
    void dropFinishedTables();

    ServerOptions m_options;
    TableStore *m_store;
    std::unique_ptr<QTcpServer> m_listener; ///< plain TCP, or QSslServer for wss
    QWebSocketServer m_server;
    QHash<QWebSocket *, Connection> m_connections;
    QHash<QString, Table *> m_tables; ///< owned (deleted in removeTable / the destructor)
    QTimer m_sweep;
    QStringList m_restoreErrors;
};

} // namespace remi::server
