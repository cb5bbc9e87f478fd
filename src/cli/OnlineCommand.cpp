// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "OnlineCommand.h"

#include "net/BotClient.h"
#include "net/Wire.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QWebSocket>

namespace remi::sim {

namespace {

int create(const QCommandLineParser &p, const QUrl &url, QTextStream &out, QTextStream &err)
{
    QJsonArray seats;
    for (const QString &kind : p.value(QStringLiteral("seats")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (kind == QLatin1String("human"))
            seats.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")}});
        else
            seats.append(
                QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")}, {QStringLiteral("level"), kind}});
    }
    QJsonObject options;
    for (const QString &o : p.values(QStringLiteral("option")))
        options.insert(o.section(QLatin1Char('='), 0, 0), o.section(QLatin1Char('='), 1));
    QJsonObject message{{QStringLiteral("v"), net::kProtocolVersion},
                        {QStringLiteral("type"), QStringLiteral("create")},
                        {QStringLiteral("variant"), p.value(QStringLiteral("create"))},
                        {QStringLiteral("options"), options},
                        {QStringLiteral("seats"), seats}};
    if (p.isSet(QStringLiteral("grace")))
        message.insert(QStringLiteral("graceSeconds"), p.value(QStringLiteral("grace")).toInt());
    QWebSocket socket;
    int code = 1;
    QObject::connect(&socket, &QWebSocket::connected, &socket, [&] {
        socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    });
    if (p.isSet(QStringLiteral("ignore-ssl-errors")))
        QObject::connect(&socket, &QWebSocket::sslErrors, &socket,
                         [&](const QList<QSslError> &) { socket.ignoreSslErrors(); });
    QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [&](const QString &text) {
        const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
        if (m.value(QStringLiteral("type")).toString() == QLatin1String("created")) {
            out << "table " << m.value(QStringLiteral("table")).toString() << '\n';
            for (const QJsonValue &s : m.value(QStringLiteral("seats")).toArray())
                if (s.toObject().contains(QStringLiteral("token")))
                    out << "seat " << s.toObject().value(QStringLiteral("seat")).toInt() << ' '
                        << s.toObject().value(QStringLiteral("token")).toString() << '\n';
            code = 0;
        } else {
            err << "remi-sim online: " << m.value(QStringLiteral("code")).toString() << ": "
                << m.value(QStringLiteral("message")).toString() << '\n';
        }
        socket.close();
    });
    QObject::connect(&socket, &QWebSocket::disconnected, qApp, &QCoreApplication::quit);
    QTimer::singleShot(15000, qApp, &QCoreApplication::quit);
    socket.open(url);
    QCoreApplication::exec();
    if (code != 0 && socket.error() != QAbstractSocket::UnknownSocketError)
        err << "remi-sim online: " << socket.errorString() << '\n';
    return code;
}

} // namespace

int runOnline(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.addOptions({{QStringLiteral("server"), QStringLiteral("ws:// or wss:// address"), QStringLiteral("url")},
                  {QStringLiteral("table"), QStringLiteral("table code"), QStringLiteral("code")},
                  {QStringLiteral("seat"), QStringLiteral("seat token"), QStringLiteral("token")},
                  {QStringLiteral("bot"), QStringLiteral("level"), QStringLiteral("level"), QStringLiteral("normal")},
                  {QStringLiteral("create"), QStringLiteral("variant"), QStringLiteral("variant")},
                  {QStringLiteral("seats"), QStringLiteral("human or a level, per seat"), QStringLiteral("kinds")},
                  {QStringLiteral("option"), QStringLiteral("name=value"), QStringLiteral("option")},
                  {QStringLiteral("grace"), QStringLiteral("seconds"), QStringLiteral("seconds")},
                  {QStringLiteral("ignore-ssl-errors"), QStringLiteral("accept a self-signed certificate")}});
    if (!p.parse(args)) {
        err << "remi-sim online: " << p.errorText() << '\n';
        return 2;
    }
    const QUrl url(p.value(QStringLiteral("server")));
    if (!url.isValid() || (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss"))) {
        err << "remi-sim online: --server needs a ws:// or wss:// address\n";
        return 2;
    }
    if (p.isSet(QStringLiteral("create"))) return create(p, url, out, err);
    const auto level = ai::parseBotLevel(p.value(QStringLiteral("bot")).toStdString());
    if (!level) {
        err << "remi-sim online: unknown level " << p.value(QStringLiteral("bot")) << " (easy, normal, hard, expert)\n";
        return 2;
    }
    if (!p.isSet(QStringLiteral("table")) || !p.isSet(QStringLiteral("seat"))) {
        err << "remi-sim online: --table CODE and --seat TOKEN, or --create VARIANT --seats ...\n";
        return 2;
    }
    net::BotClient bot(url, p.value(QStringLiteral("table")), p.value(QStringLiteral("seat")), *level);
    bot.setIgnoreSslErrors(p.isSet(QStringLiteral("ignore-ssl-errors")));
    int code = 1;
    QObject::connect(&bot, &net::BotClient::received, &bot, [&](const QString &text) {
        const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = m.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("error") && (m.value(QStringLiteral("code")) == QLatin1String("unknown_table") ||
                                               m.value(QStringLiteral("code")) == QLatin1String("bad_token"))) {
            err << "remi-sim online: " << m.value(QStringLiteral("message")).toString() << '\n';
            bot.stop();
        } else if (type == QLatin1String("match_over")) {
            out << "match over: totals";
            for (const QJsonValue &t : m.value(QStringLiteral("totals")).toArray()) out << ' ' << t.toInt();
            out << "; " << bot.acknowledged().size() << " actions, " << bot.refusals() << " refused, "
                << bot.reconnects() << " reconnections\n";
            code = 0;
        }
    });
    QObject::connect(&bot, &net::BotClient::finished, qApp, &QCoreApplication::quit);
    bot.start();
    QCoreApplication::exec();
    return code;
}

} // namespace remi::sim
