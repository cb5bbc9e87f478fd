// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Hostile clients (issue 38): malformed, forged, stale, oversized, flooding, silent and half-open
// connections. Each gets an error with a reason code (docs/PROTOCOL.md "Errors") or is closed; the
// server keeps running, the table they aim at does not move, and another table plays on to the end.

#include "ServerFixture.h"

#include "net/BotClient.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace remi;
using namespace remi::test;

namespace {

/// A WebSocket spoken by hand over TCP, for frames a well-behaved library never sends.
class RawSocket {
  public:
    explicit RawSocket(quint16 port)
    {
        m_tcp.connectToHost(QStringLiteral("127.0.0.1"), port);
        if (!m_tcp.waitForConnected(3000)) return;
        m_tcp.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        QByteArray head;
        while (!head.contains("\r\n\r\n") && m_tcp.waitForReadyRead(3000)) head += m_tcp.readAll();
        m_ok = head.startsWith("HTTP/1.1 101");
    }
    bool ok() const { return m_ok; }
    /// One frame: FIN, `opcode`, masked unless told, with a length field that may claim more than sent.
    void frame(int opcode, const QByteArray &payload, bool masked = true, quint64 claimedLength = 0)
    {
        QByteArray f;
        f.append(char(0x80 | opcode));
        const quint64 len = claimedLength ? claimedLength : quint64(payload.size());
        const char maskBit = masked ? char(0x80) : char(0);
        if (len < 126) {
            f.append(char(maskBit | char(len)));
        } else if (len < 65536) {
            f.append(char(maskBit | 126));
            f.append(char(len >> 8)).append(char(len & 0xff));
        } else {
            f.append(char(maskBit | 127));
            for (int i = 7; i >= 0; --i) f.append(char((len >> (8 * i)) & 0xff));
        }
        const char key[4] = {0x11, 0x22, 0x33, 0x44};
        if (masked) f.append(key, 4);
        for (int i = 0; i < payload.size(); ++i) f.append(masked ? char(payload[i] ^ key[i % 4]) : payload[i]);
        m_tcp.write(f);
        m_tcp.flush();
    }
    /// True when the server closed the connection (a close frame or the TCP close) within `ms`.
    bool closedWithin(int ms)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < ms) {
            if (m_tcp.state() != QAbstractSocket::ConnectedState) return true;
            if (m_tcp.waitForReadyRead(50)) {
                const QByteArray data = m_tcp.readAll();
                for (int i = 0; i + 1 < data.size(); ++i)
                    if ((quint8(data[i]) & 0x0f) == 0x8 && (quint8(data[i]) & 0x80)) return true; // close frame
            }
        }
        return m_tcp.state() != QAbstractSocket::ConnectedState;
    }
    QTcpSocket &tcp() { return m_tcp; }

  private:
    QTcpSocket m_tcp;
    bool m_ok = false;
};

QString join(const QString &table, const QString &token)
{
    return QStringLiteral(R"({"v":1,"type":"join","table":"%1","token":"%2"})").arg(table, token);
}

} // namespace

class TestServerHostile : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<ServerProcess>(
            m_dir.path(), QStringList{"--idle", "4", "--join-time", "2", "--rate", "50", "--max-message", "65536"});
        QVERIFY2(m_server->start(), qPrintable(m_server->output()));
        // Table A plays on, with headless clients, through the whole test.
        const auto a =
            createTable(m_server->url(), QStringLiteral("rummy"), {"human", "human", "human"},
                        {{QStringLiteral("matchEnd"), QStringLiteral("deals")}, {QStringLiteral("dealCount"), 3}});
        QVERIFY(a);
        m_tableA = a->code;
        m_tokenA = a->tokens.at(0);
        for (const auto &[seat, token] : a->tokens) {
            m_bots.push_back(std::make_unique<net::BotClient>(m_server->url(), a->code, token, ai::BotLevel::Easy));
            m_bots.back()->start();
        }
        // Table B is the target: two human seats, nobody plays.
        const auto b = createTable(m_server->url(), QStringLiteral("rummy"), {"human", "human"});
        QVERIFY(b);
        m_tableB = b->code;
        m_tokensB = b->tokens;
        // Table L is a lobby (issue 39): its host and five open seats the hostile rows may claim.
        {
            Client host(m_server->url());
            QJsonArray seats{QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                         {QStringLiteral("name"), QStringLiteral("Host")}}};
            for (int i = 0; i < 5; ++i)
                seats.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                         {QStringLiteral("name"), QString()}});
            host.send(QJsonObject{{QStringLiteral("type"), QStringLiteral("create")},
                                  {QStringLiteral("variant"), QStringLiteral("rummy")},
                                  {QStringLiteral("lobby"), true},
                                  {QStringLiteral("seats"), seats}});
            const auto created = host.next();
            QVERIFY(created);
            m_tableL = created->value(QStringLiteral("table")).toString();
            QVERIFY(!m_tableL.isEmpty());
        }
        // Silent connections, checked at the end: a half-open one (never answers the pings) and one
        // that never joins.
        m_halfOpen = std::make_unique<RawSocket>(m_server->port());
        QVERIFY(m_halfOpen->ok());
        m_neverJoins = std::make_unique<Client>(m_server->url());
        QVERIFY(m_neverJoins->connected());
    }

    void hostile_data()
    {
        QTest::addColumn<QString>("role"); // none, current, waiting
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QString>("expected"); // an error code, "close", or "any"
        auto row = [](const char *name, const char *role, const QString &payload, const char *expected) {
            QTest::newRow(name) << QString::fromLatin1(role) << payload << QString::fromLatin1(expected);
        };
        row("not JSON", "none", QStringLiteral("hello"), "bad_json");
        row("empty message", "none", QString(), "bad_json");
        row("truncated JSON", "none", QStringLiteral(R"({"v":1,"type":"ping")"), "bad_json");
        row("a list", "none", QStringLiteral("[]"), "bad_message");
        row("a number", "none", QStringLiteral("42"), "any");
        row("null", "none", QStringLiteral("null"), "any");
        row("a string", "none", QStringLiteral(R"("ping")"), "any");
        row("NaN", "none", QStringLiteral(R"({"v":1,"type":"ping","x":NaN})"), "bad_json");
        row("number beyond a double", "none", QStringLiteral(R"({"v":1e999,"type":"ping"})"), "any");
        row("nested 30000 deep", "none", QString(30000, QLatin1Char('[')), "bad_json");
        row("no version", "none", QStringLiteral(R"({"type":"ping"})"), "unknown_version");
        row("version 2", "none", QStringLiteral(R"({"v":2,"type":"ping"})"), "unknown_version");
        row("version as text", "none", QStringLiteral(R"({"v":"1","type":"ping"})"), "unknown_version");
        row("version 1.5", "none", QStringLiteral(R"({"v":1.5,"type":"ping"})"), "unknown_version");
        row("version 0", "none", QStringLiteral(R"({"v":0,"type":"ping"})"), "unknown_version");
        row("no type", "none", QStringLiteral(R"({"v":1})"), "bad_message");
        row("type a number", "none", QStringLiteral(R"({"v":1,"type":7})"), "bad_message");
        row("unknown type", "none", QStringLiteral(R"({"v":1,"type":"fly"})"), "unknown_type");
        row("id an object", "none", QStringLiteral(R"({"v":1,"type":"ping","id":{}})"), "bad_message");
        row("act before join", "none",
            QStringLiteral(R"({"v":1,"type":"act","step":0,"action":{"seat":0,"do":"draw","from":"stock"}})"),
            "not_joined");
        row("unknown table", "none", join(QStringLiteral("zzzzzzzzzz"), QStringLiteral("0123456789abcdefghjkmnpqrs")),
            "unknown_table");
        row("join without fields", "none", QStringLiteral(R"({"v":1,"type":"join"})"), "unknown_table");
        row("forged token", "none", join(QStringLiteral("{B}"), QStringLiteral("0123456789abcdefghjkmnpqrs")),
            "bad_token");
        row("short token", "none", join(QStringLiteral("{B}"), QStringLiteral("abc")), "bad_token");
        row("another table's token", "none", join(QStringLiteral("{B}"), QStringLiteral("{TOKEN_A}")), "bad_token");
        const QString seats2 = QStringLiteral(R"([{"kind":"human"},{"kind":"human"}])");
        auto create = [&](const QString &fields) {
            return QStringLiteral(R"({"v":1,"type":"create",%1})").arg(fields);
        };
        row("unknown variant", "none", create(QStringLiteral(R"("variant":"poker","seats":%1)").arg(seats2)),
            "bad_variant");
        row("variant a number", "none", create(QStringLiteral(R"("variant":5,"seats":%1)").arg(seats2)), "bad_variant");
        row("unknown option", "none",
            create(QStringLiteral(R"("variant":"rummy","options":{"cheat":true},"seats":%1)").arg(seats2)),
            "bad_option");
        row("option out of range", "none",
            create(QStringLiteral(R"("variant":"rummy","options":{"dealCount":9999},"seats":%1)").arg(seats2)),
            "bad_option");
        row("option a list", "none",
            create(QStringLiteral(R"("variant":"rummy","options":{"dealCount":[1]},"seats":%1)").arg(seats2)),
            "bad_option");
        row("options a list", "none",
            create(QStringLiteral(R"("variant":"rummy","options":[],"seats":%1)").arg(seats2)), "bad_option");
        row("no seats", "none", create(QStringLiteral(R"("variant":"rummy")")), "bad_seats");
        row("one seat", "none", create(QStringLiteral(R"("variant":"rummy","seats":[{"kind":"human"}])")), "bad_seats");
        row("seven seats", "none",
            create(QStringLiteral(R"("variant":"rummy","seats":[%1])")
                       .arg(QStringList(7, QStringLiteral(R"({"kind":"human"})")).join(QLatin1Char(',')))),
            "bad_seats");
        row("seat of no kind", "none",
            create(QStringLiteral(R"("variant":"rummy","seats":[{"kind":"alien"},{"kind":"human"}])")), "bad_seats");
        row("seat a number", "none", create(QStringLiteral(R"("variant":"rummy","seats":[1,2])")), "bad_seats");
        row("unknown level", "none",
            create(QStringLiteral(R"("variant":"rummy","seats":[{"kind":"computer","level":"god"},{"kind":"human"}])")),
            "bad_level");
        row("name too long", "none",
            create(QStringLiteral(R"("variant":"rummy","seats":[{"kind":"human","name":"%1"},{"kind":"human"}])")
                       .arg(QString(1000, QLatin1Char('x')))),
            "bad_seats");
        row("negative grace", "none",
            create(QStringLiteral(R"("variant":"rummy","graceSeconds":-5,"seats":%1)").arg(seats2)), "bad_message");
        row("grace as text", "none",
            create(QStringLiteral(R"("variant":"rummy","graceSeconds":"60","seats":%1)").arg(seats2)), "bad_message");
        row("binary frame", "none", QStringLiteral("binary:"), "binary_message");
        row("message over the size limit", "none", QStringLiteral("big:70000"), "close");
        row("10 MB message", "none", QStringLiteral("big:10485760"), "close");
        row("frame claiming 10 MB", "none", QStringLiteral("raw:10mb"), "close");
        row("invalid UTF-8", "none", QStringLiteral("raw:utf8"), "close");
        row("unmasked frame", "none", QStringLiteral("raw:unmasked"), "any");
        row("reserved opcode", "none", QStringLiteral("raw:opcode"), "close");
        row("flood", "none", QStringLiteral("flood:1000"), "close");
        row("burst over the rate", "none", QStringLiteral("flood:150"), "rate_limited");
        row("too many tables", "none", QStringLiteral("creates:"), "create_limit");
        const QString act = QStringLiteral(R"({"v":1,"type":"act","step":{STEP},"action":%1})");
        row("wrong seat", "current", act.arg(QStringLiteral(R"({"seat":{OTHER},"do":"draw","from":"stock"})")),
            "wrong_seat");
        row("seat out of range", "current", act.arg(QStringLiteral(R"({"seat":99,"do":"draw","from":"stock"})")),
            "bad_action");
        row("not your turn", "waiting", act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"draw","from":"stock"})")),
            "not_your_turn");
        row("stale step", "current",
            QStringLiteral(R"({"v":1,"type":"act","step":-1,"action":{"seat":{SEAT},"do":"draw","from":"stock"}})"),
            "stale_step");
        row("future step", "current",
            QStringLiteral(R"({"v":1,"type":"act","step":5000,"action":{"seat":{SEAT},"do":"draw","from":"stock"}})"),
            "stale_step");
        row("no step", "current",
            QStringLiteral(R"({"v":1,"type":"act","action":{"seat":{SEAT},"do":"draw","from":"stock"}})"),
            "bad_message");
        row("step as text", "current",
            QStringLiteral(R"({"v":1,"type":"act","step":"0","action":{"seat":{SEAT},"do":"draw","from":"stock"}})"),
            "bad_message");
        row("step 0.5", "current",
            QStringLiteral(R"({"v":1,"type":"act","step":0.5,"action":{"seat":{SEAT},"do":"draw","from":"stock"}})"),
            "bad_message");
        row("no action", "current", QStringLiteral(R"({"v":1,"type":"act","step":{STEP}})"), "bad_message");
        row("action a list", "current", act.arg(QStringLiteral("[]")), "bad_message");
        row("unknown move", "current", act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"steal"})")), "bad_action");
        row("lay-off without a card", "current",
            act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"lay_off","target":0})")), "bad_action");
        row("card id 99999", "current", act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"discard","card":99999})")),
            "bad_action");
        row("card not held", "current", act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"discard","card":{NOTHELD}})")),
            "illegal_action");
        row("timeout from a client", "current", act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"timeout"})")),
            "forbidden_action");
        row("lay-off onto meld 1000", "current",
            act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"lay_off","card":{HELD},"target":1000})")), "illegal_action");
        row("one card melded 500 times", "current",
            act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"meld","melds":[[%1]]})")
                        .arg(QStringList(500, QStringLiteral("{HELD}")).join(QLatin1Char(',')))),
            "illegal_action");
        row("undo with nothing done", "current", act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"undo"})")),
            "illegal_action");
        row("draw 1000 deep", "current",
            act.arg(QStringLiteral(R"({"seat":{SEAT},"do":"draw","from":"discard","depth":1000})")), "illegal_action");
        // Playing with friends (issue 39).
        const QString claim = QStringLiteral(R"({"v":1,"type":"claim","table":"%1","name":%2})");
        row("claim flood", "none", QStringLiteral("claimflood:60"), "already_joined");
        row("claim at a table without a lobby", "none", claim.arg(QStringLiteral("{B}"), QStringLiteral(R"("Eve")")),
            "table_full");
        row("claim an unknown table", "none", claim.arg(QStringLiteral("zzzzzzzzzz"), QStringLiteral(R"("Eve")")),
            "unknown_table");
        row("claim with a 5000-character name", "none",
            claim.arg(QStringLiteral("{L}"), QStringLiteral("\"%1\"").arg(QString(5000, QLatin1Char('e')))),
            "bad_message");
        row("claim with a name of 40 spaces", "none",
            claim.arg(QStringLiteral("{L}"), QStringLiteral("\"%1\"").arg(QString(40, QLatin1Char(' ')))),
            "bad_message");
        row("claim with a name object", "none", claim.arg(QStringLiteral("{L}"), QStringLiteral("{}")), "bad_message");
        row("claim with an escape in the name", "none",
            claim.arg(QStringLiteral("{L}"), QStringLiteral("\"Eve\\u001b[2J\"")), "bad_message");
        row("start from a non-host", "none", QStringLiteral("claimstart:"), "not_host");
        row("start before join", "none", QStringLiteral(R"({"v":1,"type":"start"})"), "not_joined");
        row("rematch before join", "none", QStringLiteral(R"({"v":1,"type":"rematch"})"), "not_joined");
        row("rematch mid-match", "current", QStringLiteral(R"({"v":1,"type":"rematch"})"), "any");
        row("say before join", "none", QStringLiteral(R"({"v":1,"type":"say","phrase":"hello"})"), "not_joined");
        row("say flood", "current", QStringLiteral("sayflood:30"), "rate_limited");
        row("say 10000 characters", "current",
            QStringLiteral(R"({"v":1,"type":"say","text":"%1"})").arg(QString(10000, QLatin1Char('s'))), "bad_message");
        row("join twice", "current", join(QStringLiteral("{B}"), QStringLiteral("{TOKEN_SEAT}")), "already_joined");
    }

    void hostile()
    {
        QFETCH(QString, role);
        QFETCH(QString, payload);
        QFETCH(QString, expected);
        const int stepsBefore = storedActions(m_server->database(), m_tableB).size();
        Client c(m_server->url());
        QVERIFY(c.connected());
        QJsonObject view;
        int step = 0;
        QString token;
        if (role != QLatin1String("none")) {
            // Join the seat of table B that is (or is not) to move.
            for (const auto &[seat, t] : m_tokensB) {
                Client probe(m_server->url());
                probe.send(join(m_tableB, t));
                const auto u = probe.nextOf(QStringLiteral("update"));
                QVERIFY(u);
                const QJsonObject v = u->value(QStringLiteral("view")).toObject();
                const bool current =
                    v.value(QStringLiteral("current")).toInt() == v.value(QStringLiteral("seat")).toInt();
                if (current == (role == QLatin1String("current"))) token = t;
            }
            QVERIFY(!token.isEmpty());
            c.send(join(m_tableB, token));
            const auto u = c.nextOf(QStringLiteral("update"));
            QVERIFY(u);
            view = u->value(QStringLiteral("view")).toObject();
            step = u->value(QStringLiteral("step")).toInt();
        }
        const QJsonArray hand = view.value(QStringLiteral("hand")).toArray();
        int notHeld = 0;
        while (hand.contains(notHeld)) ++notHeld;
        const int seat = view.value(QStringLiteral("seat")).toInt();
        payload.replace(QLatin1String("{STEP}"), QString::number(step))
            .replace(QLatin1String("{SEAT}"), QString::number(seat))
            .replace(QLatin1String("{OTHER}"), QString::number(1 - seat))
            .replace(QLatin1String("{NOTHELD}"), QString::number(notHeld))
            .replace(QLatin1String("{HELD}"), QString::number(hand.isEmpty() ? 0 : hand.at(0).toInt()))
            .replace(QLatin1String("{B}"), m_tableB)
            .replace(QLatin1String("{L}"), m_tableL)
            .replace(QLatin1String("{TOKEN_A}"), m_tokenA)
            .replace(QLatin1String("{TOKEN_SEAT}"), token);

        std::unique_ptr<RawSocket> raw;
        if (payload == QLatin1String("binary:")) {
            c.socket().sendBinaryMessage("\x01\x02\x03");
        } else if (payload.startsWith(QLatin1String("big:"))) {
            c.send(QStringLiteral(R"({"v":1,"type":"ping","pad":"%1"})")
                       .arg(QString(payload.mid(4).toInt(), QLatin1Char('x'))));
        } else if (payload.startsWith(QLatin1String("raw:"))) {
            raw = std::make_unique<RawSocket>(m_server->port());
            QVERIFY(raw->ok());
            if (payload == QLatin1String("raw:10mb")) raw->frame(0x1, QByteArray(1000, 'x'), true, 10u * 1024u * 1024u);
            else if (payload == QLatin1String("raw:utf8"))
                raw->frame(0x1, QByteArray("{\"v\":1,\"type\":\"\xff\xfe\"}"));
            else if (payload == QLatin1String("raw:unmasked"))
                raw->frame(0x1, QByteArray(R"({"v":1,"type":"ping"})"), false);
            else if (payload == QLatin1String("raw:opcode")) raw->frame(0x3, QByteArray("??"));
        } else if (payload.startsWith(QLatin1String("flood:"))) {
            for (int i = 0, n = payload.mid(6).toInt(); i < n; ++i) c.send(QStringLiteral(R"({"v":1,"type":"ping"})"));
        } else if (payload.startsWith(QLatin1String("claimflood:"))) {
            for (int i = 0, n = payload.mid(11).toInt(); i < n; ++i)
                c.send(QStringLiteral(R"({"v":1,"type":"claim","table":"%1","name":"Flood %2"})").arg(m_tableL).arg(i));
        } else if (payload == QLatin1String("claimstart:")) {
            c.send(QStringLiteral(R"({"v":1,"type":"claim","table":"%1","name":"Mallory"})").arg(m_tableL));
            c.send(QStringLiteral(R"({"v":1,"type":"start","fillWithComputers":true})"));
        } else if (payload.startsWith(QLatin1String("sayflood:"))) {
            for (int i = 0, n = payload.mid(9).toInt(); i < n; ++i)
                c.send(QStringLiteral(R"({"v":1,"type":"say","phrase":"your_turn"})"));
        } else if (payload == QLatin1String("creates:")) {
            for (int i = 0; i < 11; ++i)
                c.send(QStringLiteral(
                    R"({"v":1,"type":"create","variant":"rummy","seats":[{"kind":"human"},{"kind":"human"}]})"));
        } else {
            c.send(payload);
        }

        if (raw) {
            const bool closed = raw->closedWithin(3000);
            if (expected == QLatin1String("close")) QVERIFY(closed);
        } else if (expected == QLatin1String("close")) {
            QVERIFY(c.waitClosed(5000));
        } else {
            std::optional<QJsonObject> error;
            int seen = 0;
            while (auto m = c.next(3000)) {
                ++seen;
                if (m->value(QStringLiteral("type")) == QLatin1String("error")) {
                    error = m;
                    break;
                }
            }
            if (expected == QLatin1String("any")) {
                QVERIFY(error || c.waitClosed(100));
            } else {
                QVERIFY2(error, qPrintable(QStringLiteral("%1 messages; %2").arg(seen).arg(c.socket().errorString())));
                QCOMPARE(error->value(QStringLiteral("code")).toString(), expected);
                QVERIFY(!error->value(QStringLiteral("message")).toString().isEmpty());
            }
        }
        // The server runs, answers others, and table B did not move.
        QVERIFY(m_server->running());
        Client other(m_server->url());
        other.send(QJsonObject{{QStringLiteral("type"), QStringLiteral("ping")}, {QStringLiteral("id"), 7}});
        const auto pong = other.next();
        QVERIFY(pong);
        QCOMPARE(pong->value(QStringLiteral("type")).toString(), QStringLiteral("pong"));
        QCOMPARE(storedActions(m_server->database(), m_tableB).size(), stepsBefore);
        ++m_kinds;
    }

    // A replayed action (the same message sent again) is stale: it is applied once.
    void replayedAction()
    {
        const int before = storedActions(m_server->database(), m_tableB).size();
        for (const auto &[seat, token] : m_tokensB) {
            Client c(m_server->url());
            c.send(join(m_tableB, token));
            const auto u = c.nextOf(QStringLiteral("update"));
            QVERIFY(u);
            const QJsonObject v = u->value(QStringLiteral("view")).toObject();
            if (v.value(QStringLiteral("current")) != v.value(QStringLiteral("seat"))) continue;
            const QString draw =
                QStringLiteral(
                    R"({"v":1,"type":"act","id":1,"step":%1,"action":{"seat":%2,"do":"draw","from":"stock"}})")
                    .arg(u->value(QStringLiteral("step")).toInt())
                    .arg(v.value(QStringLiteral("seat")).toInt());
            c.send(draw);
            auto accepted = c.next();
            // The table's chat so far comes right after a join (docs/PROTOCOL.md "Table chat").
            while (accepted && accepted->value(QStringLiteral("earlier")).toBool()) accepted = c.next();
            QVERIFY(accepted);
            QCOMPARE(accepted->value(QStringLiteral("type")).toString(), QStringLiteral("accepted"));
            c.send(draw);
            const auto stale = c.nextOf(QStringLiteral("error"));
            QVERIFY(stale);
            QCOMPARE(stale->value(QStringLiteral("code")).toString(), QStringLiteral("stale_step"));
        }
        QCOMPARE(storedActions(m_server->database(), m_tableB).size(), before + 1);
        ++m_kinds;
    }

    // A second connection with a seat's token takes the seat over; the first is told and closed.
    void seatTakenOver()
    {
        Client first(m_server->url()), second(m_server->url());
        first.send(join(m_tableB, m_tokensB.begin()->second));
        QVERIFY(first.nextOf(QStringLiteral("update")));
        second.send(join(m_tableB, m_tokensB.begin()->second));
        QVERIFY(second.nextOf(QStringLiteral("update")));
        const auto replaced = first.nextOf(QStringLiteral("error"));
        QVERIFY(replaced);
        QCOMPARE(replaced->value(QStringLiteral("code")).toString(), QStringLiteral("replaced"));
        QVERIFY(first.waitClosed());
    }

    // Silent connections: one that never joins is told and closed; a half-open one (never answers
    // a ping) is closed after the idle time.
    void silentConnectionsAreClosed()
    {
        const auto told = m_neverJoins->nextOf(QStringLiteral("error"), 6000);
        QVERIFY(told);
        QCOMPARE(told->value(QStringLiteral("code")).toString(), QStringLiteral("join_timeout"));
        QVERIFY(m_neverJoins->waitClosed(3000));
        ++m_kinds;
        // The half-open socket was never read: the server's pings and its close wait in the buffer.
        QVERIFY(m_halfOpen->closedWithin(8000));
        ++m_kinds;
        // A joined connection that goes silent (no messages, pings unanswered) is closed as idle.
        RawSocket raw(m_server->port());
        QVERIFY(raw.ok());
        raw.frame(0x1, join(m_tableB, m_tokensB.begin()->second).toUtf8());
        QVERIFY(raw.closedWithin(10000));
        ++m_kinds;
    }

    // Meanwhile table A played its whole match, untouched.
    void otherTablePlayedOn()
    {
        for (const auto &b : m_bots) QTRY_VERIFY_WITH_TIMEOUT(b->matchOver(), 60000);
        bool finished = false;
        const QList<QByteArray> log = storedActions(m_server->database(), m_tableA, &finished);
        QVERIFY(finished);
        QVERIFY(leakFaults(m_server->database(), m_tableA, {}).isEmpty()); // its log replays
        for (const auto &b : m_bots)
            for (const auto &[step, action] : b->acknowledged())
                QCOMPARE(QJsonDocument::fromJson(log.at(step)).object(), action);
        qInfo("hostile kinds covered: %d", m_kinds);
        QVERIFY(m_kinds >= 40);
    }

  private:
    QTemporaryDir m_dir;
    std::unique_ptr<ServerProcess> m_server;
    std::vector<std::unique_ptr<net::BotClient>> m_bots;
    QString m_tableA, m_tokenA, m_tableB, m_tableL;
    std::map<int, QString> m_tokensB;
    std::unique_ptr<RawSocket> m_halfOpen;
    std::unique_ptr<Client> m_neverJoins;
    int m_kinds = 0;
};

QTEST_GUILESS_MAIN(TestServerHostile)
#include "tst_serverhostile.moc"
