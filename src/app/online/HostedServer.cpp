// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HostedServer.h"

#include "server/Server.h"
#include "server/TableStore.h"

#include <QDir>
#include <QNetworkInterface>

HostedServer::HostedServer(QObject *parent) : QObject(parent) {}

HostedServer::~HostedServer()
{
    stop();
}

bool HostedServer::start(quint16 port, const QString &dataFolder, QString *error, bool localOnly)
{
    if (m_server) return true;
    if (!QDir().mkpath(dataFolder)) {
        if (error) *error = tr("The folder %1 cannot be made.").arg(QDir::toNativeSeparators(dataFolder));
        return false;
    }
    auto store = std::make_unique<remi::server::SqlTableStore>(QStringLiteral("QSQLITE"),
                                                               QDir(dataFolder).filePath(QStringLiteral("tables.db")));
    QString why;
    if (!store->open(&why)) {
        if (error) *error = tr("The tables cannot be kept in %1: %2").arg(QDir::toNativeSeparators(dataFolder), why);
        return false;
    }
    remi::server::ServerOptions options;
    options.address = localOnly ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any);
    options.port = port;
    auto server = std::make_unique<remi::server::Server>(options, store.get());
    if (!server->start(&why)) {
        if (error) *error = tr("No table can be offered on port %1: %2").arg(port).arg(why);
        return false;
    }
    m_store = std::move(store);
    m_server = std::move(server);
    return true;
}

void HostedServer::stop()
{
    m_server.reset();
    m_store.reset();
}

quint16 HostedServer::port() const
{
    return m_server ? m_server->port() : 0;
}

QStringList HostedServer::addresses() const
{
    QStringList out;
    if (!m_server) return out;
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack)) continue;
        for (const QNetworkAddressEntry &e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                out << QStringLiteral("%1:%2").arg(e.ip().toString()).arg(port());
    }
    return out;
}

QString HostedServer::localAddress() const
{
    return QStringLiteral("ws://127.0.0.1:%1").arg(port());
}
