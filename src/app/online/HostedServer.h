// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table server a host runs inside the game (issue 39): remi::server::Server on a chosen or a
// free port of every network address, its tables in an SQLite file of the data folder (a restart of
// the game resumes them). Started only when the player hosts a table: nothing at program start.

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace remi::server {
class Server;
class SqlTableStore;
} // namespace remi::server

class HostedServer : public QObject {
    Q_OBJECT
  public:
    explicit HostedServer(QObject *parent = nullptr);
    ~HostedServer() override;

    /// Starts listening on `port` (0: any free port) of every address, or only on 127.0.0.1 when
    /// `localOnly` (tests), with its store in `dataFolder`. False with `error` (the player's words)
    /// when it cannot; true at once when it already runs.
    bool start(quint16 port, const QString &dataFolder, QString *error, bool localOnly = false);
    void stop();
    bool isRunning() const { return m_server != nullptr; }
    quint16 port() const;
    /// The addresses friends can use to reach this computer (IPv4 of the network interfaces that
    /// are up, not the loopback), as friends type them in Join: "192.168.1.20:7051" (README).
    QStringList addresses() const;
    /// The address this window itself connects to (ws://127.0.0.1:port).
    QString localAddress() const;

  private:
    std::unique_ptr<remi::server::SqlTableStore> m_store;
    std::unique_ptr<remi::server::Server> m_server;
};
