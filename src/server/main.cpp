// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-server: the table server (issue 38; docs/PROTOCOL.md, man page packaging/linux/remi-server.1).

#include "Server.h"
#include "TableStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QStandardPaths>

#include <csignal>
#include <cstdio>

using namespace remi::server;

namespace {
int fail(const QString &text)
{
    std::fprintf(stderr, "remi-server: %s\n", qPrintable(text));
    return 2;
}
void quitOnSignal(int)
{
    QCoreApplication::quit();
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("remi-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(REMI_VERSION));
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Remi table server: rummy, Remi 51, Rami and Remi Indonesia over WebSocket."));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    QStringLiteral("Address to listen on (default 127.0.0.1)."),
                                    QStringLiteral("address"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("Port (default 7051; 0: any free port)."),
                                  QStringLiteral("port"), QStringLiteral("7051"));
    const QCommandLineOption portFile(QStringLiteral("port-file"),
                                      QStringLiteral("Write the port listened on to this file."),
                                      QStringLiteral("file"));
    const QCommandLineOption database(
        QStringLiteral("database"),
        QStringLiteral(
            "SQLite file, or the database name for --db-driver QPSQL (default: tables.sqlite in $STATE_DIRECTORY or the user's data folder)."),
        QStringLiteral("path"));
    const QCommandLineOption driver(QStringLiteral("db-driver"),
                                    QStringLiteral("Qt SQL driver: QSQLITE (default) or QPSQL."),
                                    QStringLiteral("driver"), QStringLiteral("QSQLITE"));
    const QCommandLineOption dbOptions(QStringLiteral("db-options"),
                                       QStringLiteral("host=...;port=...;user=...;password=... and driver options."),
                                       QStringLiteral("options"));
    const QCommandLineOption grace(QStringLiteral("grace"),
                                   QStringLiteral("Seconds before a computer plays for an absent player (default 60)."),
                                   QStringLiteral("seconds"), QStringLiteral("60"));
    const QCommandLineOption idle(QStringLiteral("idle"),
                                  QStringLiteral("Seconds of silence before a connection is closed (default 120)."),
                                  QStringLiteral("seconds"), QStringLiteral("120"));
    const QCommandLineOption joinTime(QStringLiteral("join-time"),
                                      QStringLiteral("Seconds a new connection has to join or create (default 30)."),
                                      QStringLiteral("seconds"), QStringLiteral("30"));
    const QCommandLineOption maxMessage(QStringLiteral("max-message"),
                                        QStringLiteral("Largest message in bytes (default 65536)."),
                                        QStringLiteral("bytes"), QStringLiteral("65536"));
    const QCommandLineOption rate(
        QStringLiteral("rate"),
        QStringLiteral("Messages per second per connection (default 100, bursts of twice that)."), QStringLiteral("n"),
        QStringLiteral("100"));
    const QCommandLineOption maxTables(QStringLiteral("max-tables"),
                                       QStringLiteral("Tables held at once (default 20000)."), QStringLiteral("n"),
                                       QStringLiteral("20000"));
    const QCommandLineOption cert(QStringLiteral("cert"),
                                  QStringLiteral("TLS certificate (PEM): serve wss:// (with --key)."),
                                  QStringLiteral("file"));
    const QCommandLineOption key(QStringLiteral("key"), QStringLiteral("TLS private key (PEM, RSA or EC)."),
                                 QStringLiteral("file"));
    // Tests only (tests/server): the turn clocks run this many times as long. Not in --help.
    QCommandLineOption clockScale(QStringLiteral("clock-scale"), QString(), QStringLiteral("factor"),
                                  QStringLiteral("1"));
    clockScale.setFlags(QCommandLineOption::HiddenFromHelp);
    p.addOptions({listen, port, portFile, database, driver, dbOptions, grace, idle, joinTime, maxMessage, rate,
                  maxTables, cert, key, clockScale});
    p.process(app);

    ServerOptions o;
    bool ok = true;
    if (!o.address.setAddress(p.value(listen)))
        return fail(QStringLiteral("--listen: not an address: %1").arg(p.value(listen)));
    const uint portValue = p.value(port).toUInt(&ok);
    if (!ok || portValue > 65535) return fail(QStringLiteral("--port: 0 to 65535"));
    o.port = static_cast<quint16>(portValue);
    auto number = [&](const QCommandLineOption &opt, int min, int max, const char *name) {
        const int v = p.value(opt).toInt(&ok);
        if (!ok || v < min || v > max) {
            std::fprintf(stderr, "remi-server: --%s: a whole number %d to %d\n", name, min, max);
            std::exit(2);
        }
        return v;
    };
    o.graceSeconds = number(grace, 0, 86400, "grace");
    o.idleSeconds = number(idle, 1, 86400, "idle");
    o.joinSeconds = number(joinTime, 1, 3600, "join-time");
    o.maxMessageBytes = number(maxMessage, 1024, 16 * 1024 * 1024, "max-message");
    o.ratePerSecond = number(rate, 1, 100000, "rate");
    o.rateBurst = static_cast<int>(o.ratePerSecond * 2);
    o.maxTables = number(maxTables, 1, 10000000, "max-tables");
    o.clockScale = p.value(clockScale).toDouble(&ok);
    if (!ok || o.clockScale <= 0 || o.clockScale > 1)
        return fail(QStringLiteral("--clock-scale: a factor above 0, at most 1"));
    if (p.isSet(cert) != p.isSet(key)) return fail(QStringLiteral("--cert and --key go together"));
    if (p.isSet(cert)) {
        QFile cf(p.value(cert)), kf(p.value(key));
        if (!cf.open(QIODevice::ReadOnly)) return fail(QStringLiteral("cannot read %1").arg(cf.fileName()));
        if (!kf.open(QIODevice::ReadOnly)) return fail(QStringLiteral("cannot read %1").arg(kf.fileName()));
        const QList<QSslCertificate> chain = QSslCertificate::fromData(cf.readAll(), QSsl::Pem);
        const QByteArray keyData = kf.readAll();
        QSslKey k(keyData, QSsl::Rsa, QSsl::Pem);
        if (k.isNull()) k = QSslKey(keyData, QSsl::Ec, QSsl::Pem);
        if (chain.isEmpty()) return fail(QStringLiteral("no certificate in %1").arg(cf.fileName()));
        if (k.isNull()) return fail(QStringLiteral("no RSA or EC key in %1").arg(kf.fileName()));
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificateChain(chain);
        tls.setPrivateKey(k);
        tls.setPeerVerifyMode(QSslSocket::VerifyNone);
        o.tls = tls;
    }

    QString dbPath = p.value(database);
    if (dbPath.isEmpty()) {
        const QString state = qEnvironmentVariable("STATE_DIRECTORY").section(QLatin1Char(':'), 0, 0);
        const QString dir =
            !state.isEmpty() ? state : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir().mkpath(dir);
        dbPath = QDir(dir).filePath(QStringLiteral("tables.sqlite"));
    }
    SqlTableStore store(p.value(driver), dbPath, p.value(dbOptions));
    QString error;
    if (!store.open(&error)) return fail(QStringLiteral("database %1: %2").arg(dbPath, error));
    Server server(o, &store);
    if (!server.start(&error))
        return fail(QStringLiteral("cannot listen on %1:%2: %3").arg(p.value(listen)).arg(o.port).arg(error));
    for (const QString &e : server.restoreErrors())
        std::fprintf(stderr, "remi-server: table not restored: %s\n", qPrintable(e));
    if (p.isSet(portFile)) {
        QFile f(p.value(portFile) + QStringLiteral(".tmp"));
        if (!f.open(QIODevice::WriteOnly) || f.write(QByteArray::number(server.port()) + '\n') < 0)
            return fail(QStringLiteral("cannot write the port file"));
        f.close();
        QFile::remove(p.value(portFile));
        if (!f.rename(p.value(portFile))) return fail(QStringLiteral("cannot write the port file"));
    }
    std::printf("remi-server: %d tables restored; listening on %s://%s:%u\n", server.tableCount(), o.tls ? "wss" : "ws",
                qPrintable(p.value(listen)), unsigned(server.port()));
    std::fflush(stdout);
    std::signal(SIGTERM, quitOnSignal);
    std::signal(SIGINT, quitOnSignal);
    return app.exec();
}
