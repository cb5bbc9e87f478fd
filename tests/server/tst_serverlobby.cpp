// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Playing with friends (issue 39, docs/PROTOCOL.md "Playing with friends"): a lobby table whose open
// seat a friend claims by the code and a name, the host's start, the lobby surviving a restart, the
// table chat, the hints flag, the rematch and the round's score details.

#include "ServerFixture.h"

#include "server/Table.h"
#include "server/TableStore.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>
#include <set>

using namespace remi;
using namespace remi::test;

namespace {

QJsonObject msg(const char *type, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("type"), QLatin1String(type));
    return fields;
}

QString typeOf(const std::optional<QJsonObject> &m)
{
    return m ? m->value(QStringLiteral("type")).toString() : QStringLiteral("(nothing)");
}

QString codeOf(const std::optional<QJsonObject> &m)
{
    return m ? m->value(QStringLiteral("code")).toString() : QStringLiteral("(nothing)");
}

QJsonObject human(const QString &name)
{
    return {{QStringLiteral("kind"), QStringLiteral("human")}, {QStringLiteral("name"), name}};
}

QJsonObject computer(const char *level)
{
    return {{QStringLiteral("kind"), QStringLiteral("computer")}, {QStringLiteral("level"), QLatin1String(level)}};
}

/// A lobby seat as the "lobby" message lists it.
QJsonObject lobbySeat(int seat, const char *kind, const QString &name, bool claimed, bool connected,
                      const char *level = nullptr)
{
    QJsonObject o{{QStringLiteral("seat"), seat},
                  {QStringLiteral("kind"), QLatin1String(kind)},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("claimed"), claimed},
                  {QStringLiteral("connected"), connected}};
    if (level) o.insert(QStringLiteral("level"), QLatin1String(level));
    return o;
}

/// Plays a human seat's turn when `update` says it is to move: draws from the stock, then discards
/// the card drawn (a fixed policy, so that a seeded table plays the same way every time). Returns
/// true when it sent an action.
bool playSimply(Client &c, const QJsonObject &update)
{
    const QJsonObject view = update.value(QStringLiteral("view")).toObject();
    if (view.isEmpty() || view.value(QStringLiteral("current")) != view.value(QStringLiteral("seat"))) return false;
    const int seat = view.value(QStringLiteral("seat")).toInt();
    const int step = update.value(QStringLiteral("step")).toInt();
    const QString phase = view.value(QStringLiteral("phase")).toString();
    QJsonObject action{{QStringLiteral("seat"), seat}};
    if (phase == QLatin1String("draw")) {
        action.insert(QStringLiteral("do"), QStringLiteral("draw"));
        action.insert(QStringLiteral("from"), QStringLiteral("stock"));
    } else if (phase == QLatin1String("play")) {
        const QJsonArray hand = view.value(QStringLiteral("hand")).toArray();
        action.insert(QStringLiteral("do"), QStringLiteral("discard"));
        action.insert(QStringLiteral("card"), hand.last());
    } else {
        return false;
    }
    c.send(msg("act", {{QStringLiteral("step"), step}, {QStringLiteral("action"), action}}));
    return true;
}

} // namespace

class TestServerLobby : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir m_dir;
    std::unique_ptr<ServerProcess> m_server;

    /// Creates a lobby table on `host` (a fresh connection): returns the "created" answer.
    std::optional<QJsonObject> createLobby(Client &host, const QJsonArray &seats, QJsonObject extra = {})
    {
        extra.insert(QStringLiteral("variant"), QStringLiteral("rummy"));
        extra.insert(QStringLiteral("seats"), seats);
        extra.insert(QStringLiteral("lobby"), true);
        host.send(msg("create", extra));
        return host.next();
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<ServerProcess>(m_dir.path());
        QVERIFY2(m_server->start(), qPrintable(m_server->output()));
    }

    // Host + one open seat + two computers: the friend claims the open seat by name, both see the
    // lobby fill, the start is refused to the friend and while a seat is open, then the match deals.
    void lobbySession()
    {
        Client host(m_server->url());
        const auto created =
            createLobby(host, {human(QStringLiteral("Ana")), human(QString()), computer("normal"), computer("easy")});
        QCOMPARE(typeOf(created), QStringLiteral("created"));
        QCOMPARE(created->value(QStringLiteral("host")).toInt(), 0);
        const QString code = created->value(QStringLiteral("table")).toString();
        const QJsonArray createdSeats = created->value(QStringLiteral("seats")).toArray();
        QCOMPARE(createdSeats.size(), 4);
        const QString hostToken = createdSeats[0].toObject().value(QStringLiteral("token")).toString();
        QCOMPARE(hostToken.size(), 26);
        QCOMPARE(createdSeats[1].toObject(), (QJsonObject{{QStringLiteral("seat"), 1},
                                                          {QStringLiteral("kind"), QStringLiteral("human")},
                                                          {QStringLiteral("open"), true}}));

        // The host starts before anyone joined: not joined yet.
        host.send(msg("start"));
        QCOMPARE(codeOf(host.next()), QStringLiteral("not_joined"));
        host.send(msg("join", {{QStringLiteral("table"), code}, {QStringLiteral("token"), hostToken}}));
        const auto welcome = host.next();
        QCOMPARE(typeOf(welcome), QStringLiteral("welcome"));
        QCOMPARE(welcome->value(QStringLiteral("lobby")), QJsonValue(true));
        QCOMPARE(welcome->value(QStringLiteral("started")), QJsonValue(false));
        QCOMPARE(welcome->value(QStringLiteral("host")).toInt(), 0);
        QCOMPARE(welcome->value(QStringLiteral("hints")), QJsonValue(true));
        const auto waiting = host.next();
        QCOMPARE(typeOf(waiting), QStringLiteral("update"));
        QCOMPARE(waiting->value(QStringLiteral("round")).toInt(), 0);
        QCOMPARE(waiting->value(QStringLiteral("step")).toInt(), 0);
        QVERIFY(waiting->value(QStringLiteral("view")).isNull());
        QCOMPARE(waiting->value(QStringLiteral("totals")).toArray(), (QJsonArray{0, 0, 0, 0}));
        const auto lobby1 = host.next();
        QCOMPARE(typeOf(lobby1), QStringLiteral("lobby"));
        const QJsonArray open{lobbySeat(0, "human", QStringLiteral("Ana"), true, true),
                              lobbySeat(1, "human", QString(), false, false),
                              lobbySeat(2, "computer", QString(), true, true, "normal"),
                              lobbySeat(3, "computer", QString(), true, true, "easy")};
        QCOMPARE(lobby1->value(QStringLiteral("seats")).toArray(), open);
        QCOMPARE(lobby1->value(QStringLiteral("started")), QJsonValue(false));
        QCOMPARE(lobby1->value(QStringLiteral("host")).toInt(), 0);
        QCOMPARE(lobby1->value(QStringLiteral("table")).toString(), code);

        // While a seat is open the host may not start without filling it.
        host.send(msg("start", {{QStringLiteral("id"), 3}}));
        const auto refused = host.next();
        QCOMPARE(codeOf(refused), QStringLiteral("seats_open"));
        QCOMPARE(refused->value(QStringLiteral("id")).toInt(), 3);

        // The friend claims the open seat with a name (trimmed).
        Client friendC(m_server->url());
        friendC.send(msg(
            "claim", {{QStringLiteral("table"), code.toUpper()}, {QStringLiteral("name"), QStringLiteral("  Bo ")}}));
        const auto claimed = friendC.next();
        QCOMPARE(typeOf(claimed), QStringLiteral("claimed"));
        QCOMPARE(claimed->value(QStringLiteral("seat")).toInt(), 1);
        QCOMPARE(claimed->value(QStringLiteral("table")).toString(), code);
        const QString friendToken = claimed->value(QStringLiteral("token")).toString();
        QCOMPARE(friendToken.size(), 26);
        QCOMPARE(typeOf(friendC.next()), QStringLiteral("welcome"));
        QCOMPARE(typeOf(friendC.next()), QStringLiteral("update"));
        const auto friendLobby = friendC.next();
        QCOMPARE(typeOf(friendLobby), QStringLiteral("lobby"));
        const QJsonArray full{lobbySeat(0, "human", QStringLiteral("Ana"), true, true),
                              lobbySeat(1, "human", QStringLiteral("Bo"), true, true),
                              lobbySeat(2, "computer", QString(), true, true, "normal"),
                              lobbySeat(3, "computer", QString(), true, true, "easy")};
        QCOMPARE(friendLobby->value(QStringLiteral("seats")).toArray(), full);
        const auto presence = host.next();
        QCOMPARE(typeOf(presence), QStringLiteral("presence"));
        QCOMPARE(presence->value(QStringLiteral("seat")).toInt(), 1);
        const auto hostLobby = host.next();
        QCOMPARE(typeOf(hostLobby), QStringLiteral("lobby"));
        QCOMPARE(hostLobby->value(QStringLiteral("seats")).toArray(), full);
        // Nothing was played before the start: the computers wait.
        QTest::qWait(300);
        QCOMPARE(storedActions(m_server->database(), code).size(), 0);

        // Only the host starts.
        friendC.send(msg("start"));
        QCOMPARE(codeOf(friendC.next()), QStringLiteral("not_host"));
        friendC.send(
            msg("act", {{QStringLiteral("step"), 0},
                        {QStringLiteral("action"), QJsonObject{{QStringLiteral("seat"), 1},
                                                               {QStringLiteral("do"), QStringLiteral("draw")},
                                                               {QStringLiteral("from"), QStringLiteral("stock")}}}}));
        QCOMPARE(codeOf(friendC.next()), QStringLiteral("not_started"));
        host.send(msg("start"));
        std::map<Client *, QJsonObject> firstUpdate;
        for (Client *c : {&host, &friendC}) {
            const auto u = c->next();
            QCOMPARE(typeOf(u), QStringLiteral("update"));
            QCOMPARE(u->value(QStringLiteral("round")).toInt(), 1);
            QCOMPARE(u->value(QStringLiteral("roundSeats")).toArray(), (QJsonArray{0, 1, 2, 3}));
            QCOMPARE(u->value(QStringLiteral("view")).toObject().value(QStringLiteral("hand")).toArray().size(), 7);
            firstUpdate[c] = *u;
            const auto started = c->next();
            QCOMPARE(typeOf(started), QStringLiteral("lobby"));
            QCOMPARE(started->value(QStringLiteral("started")), QJsonValue(true));
        }

        // The humans play simply; the computers (round seats 2 and 3) then play their turns.
        std::set<int> movers;
        for (auto &[c, u] : firstUpdate) playSimply(*c, u);
        QDeadlineTimer deadline(15000);
        while (!(movers.count(2) && movers.count(3)) && !deadline.hasExpired()) {
            for (Client *c : {&host, &friendC})
                while (auto m = c->next(20)) {
                    if (typeOf(m) != QLatin1String("update")) continue;
                    for (const QJsonValue &a : m->value(QStringLiteral("actions")).toArray())
                        movers.insert(a.toObject().value(QStringLiteral("seat")).toInt());
                    playSimply(*c, *m);
                }
        }
        QVERIFY(movers.count(2));
        QVERIFY(movers.count(3));
        host.send(msg("start"));
        QCOMPARE(codeOf(host.nextOf(QStringLiteral("error"))), QStringLiteral("already_started"));
        // No seat was sent a card it may not know, before or after the start.
        long long checked = 0;
        const QStringList faults =
            leakFaults(m_server->database(), code, {{0, host.received()}, {1, friendC.received()}}, &checked);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QVERIFY(checked > 100);
    }

    void claimErrors()
    {
        Client host(m_server->url());
        const auto created = createLobby(host, {human(QStringLiteral("Ana")), human(QString())});
        QCOMPARE(typeOf(created), QStringLiteral("created"));
        const QString code = created->value(QStringLiteral("table")).toString();
        auto claim = [&](const QJsonValue &table, const QJsonValue &name) {
            Client c(m_server->url());
            c.send(msg("claim", {{QStringLiteral("table"), table}, {QStringLiteral("name"), name}}));
            return c.next();
        };
        QCOMPARE(codeOf(claim(QStringLiteral("zzzzzzzzzz"), QStringLiteral("Bo"))), QStringLiteral("unknown_table"));
        QCOMPARE(codeOf(claim(code, QString())), QStringLiteral("bad_message"));
        QCOMPARE(codeOf(claim(code, QStringLiteral("   "))), QStringLiteral("bad_message"));
        QCOMPARE(codeOf(claim(code, QString(41, QLatin1Char('x')))), QStringLiteral("bad_message"));
        QCOMPARE(codeOf(claim(code, QStringLiteral("Bo\nAna"))), QStringLiteral("bad_message"));
        QCOMPARE(codeOf(claim(code, QStringLiteral("Bo\u0007"))), QStringLiteral("bad_message"));
        QCOMPARE(codeOf(claim(code, QStringLiteral("B\u0085o"))), QStringLiteral("bad_message"));
        QCOMPARE(codeOf(claim(code, 42)), QStringLiteral("bad_message"));
        // 40 characters are a name; the table is then full.
        Client first(m_server->url());
        first.send(
            msg("claim", {{QStringLiteral("table"), code}, {QStringLiteral("name"), QString(40, QLatin1Char('y'))}}));
        const auto ok = first.next();
        QCOMPARE(typeOf(ok), QStringLiteral("claimed"));
        QCOMPARE(ok->value(QStringLiteral("seat")).toInt(), 1);
        QCOMPARE(codeOf(claim(code, QStringLiteral("Cy"))), QStringLiteral("table_full"));
        // A connection holding a seat claims no other.
        first.send(msg("claim", {{QStringLiteral("table"), code}, {QStringLiteral("name"), QStringLiteral("Cy")}}));
        QCOMPARE(codeOf(first.nextOf(QStringLiteral("error"))), QStringLiteral("already_joined"));
        // A table made without a lobby has no open seat.
        const auto plain = createTable(m_server->url(), QStringLiteral("rummy"), {"human", "human"});
        QVERIFY(plain);
        QCOMPARE(codeOf(claim(plain->code, QStringLiteral("Bo"))), QStringLiteral("table_full"));
        // A lobby needs a named human seat for its host.
        Client nobody(m_server->url());
        QCOMPARE(codeOf(createLobby(nobody, {human(QString()), computer("easy")})), QStringLiteral("bad_seats"));
        Client badFlag(m_server->url());
        badFlag.send(
            msg("create", {{QStringLiteral("variant"), QStringLiteral("rummy")},
                           {QStringLiteral("lobby"), QStringLiteral("yes")},
                           {QStringLiteral("seats"), QJsonArray{human(QStringLiteral("A")), computer("easy")}}}));
        QCOMPARE(codeOf(badFlag.next()), QStringLiteral("bad_message"));
    }

    // The lobby is stored: after a restart the claimed names are kept, the friend rejoins with the
    // claimed token, an open seat can still be claimed, and the host starts filling the rest.
    void lobbyAfterRestart()
    {
        Client host(m_server->url());
        const auto created =
            createLobby(host, {human(QStringLiteral("Ana")), human(QString()), human(QString()), computer("hard")});
        QCOMPARE(typeOf(created), QStringLiteral("created"));
        const QString code = created->value(QStringLiteral("table")).toString();
        const QString hostToken = created->value(QStringLiteral("seats"))[0][QStringLiteral("token")].toString();
        QString friendToken;
        {
            Client friendC(m_server->url());
            friendC.send(
                msg("claim", {{QStringLiteral("table"), code}, {QStringLiteral("name"), QStringLiteral("Bo")}}));
            const auto claimed = friendC.next();
            QCOMPARE(typeOf(claimed), QStringLiteral("claimed"));
            friendToken = claimed->value(QStringLiteral("token")).toString();
        }
        m_server->kill9();
        QVERIFY2(m_server->start(), qPrintable(m_server->output()));

        Client host2(m_server->url());
        host2.send(msg("join", {{QStringLiteral("table"), code}, {QStringLiteral("token"), hostToken}}));
        const auto welcome = host2.next();
        QCOMPARE(typeOf(welcome), QStringLiteral("welcome"));
        QCOMPARE(welcome->value(QStringLiteral("started")), QJsonValue(false));
        QCOMPARE(welcome->value(QStringLiteral("seats"))[1][QStringLiteral("name")].toString(), QStringLiteral("Bo"));
        const auto lobby = host2.nextOf(QStringLiteral("lobby"));
        QVERIFY(lobby);
        QCOMPARE(lobby->value(QStringLiteral("seats")).toArray(),
                 (QJsonArray{lobbySeat(0, "human", QStringLiteral("Ana"), true, true),
                             lobbySeat(1, "human", QStringLiteral("Bo"), true, false),
                             lobbySeat(2, "human", QString(), false, false),
                             lobbySeat(3, "computer", QString(), true, true, "hard")}));
        Client friend2(m_server->url());
        friend2.send(msg("join", {{QStringLiteral("table"), code}, {QStringLiteral("token"), friendToken}}));
        QCOMPARE(typeOf(friend2.next()), QStringLiteral("welcome"));
        Client cy(m_server->url());
        cy.send(msg("claim", {{QStringLiteral("table"), code}, {QStringLiteral("name"), QStringLiteral("Cy")}}));
        const auto cyClaimed = cy.next();
        QCOMPARE(typeOf(cyClaimed), QStringLiteral("claimed"));
        QCOMPARE(cyClaimed->value(QStringLiteral("seat")).toInt(), 2);
        cy.socket().close();
        QVERIFY(cy.waitClosed());

        // A fourth seat is no longer open; "fillWithComputers" has nothing to fill and starts.
        host2.drain();
        host2.send(msg("start", {{QStringLiteral("fillWithComputers"), true}}));
        const auto first = host2.nextOf(QStringLiteral("update"));
        QVERIFY(first);
        QCOMPARE(first->value(QStringLiteral("round")).toInt(), 1);
        m_server->kill9();
        QVERIFY2(m_server->start(), qPrintable(m_server->output()));
        Client host3(m_server->url());
        host3.send(msg("join", {{QStringLiteral("table"), code}, {QStringLiteral("token"), hostToken}}));
        const auto again = host3.next();
        QCOMPARE(again->value(QStringLiteral("started")), QJsonValue(true));
        QCOMPARE(again->value(QStringLiteral("seats"))[2][QStringLiteral("name")].toString(), QStringLiteral("Cy"));
        const auto u = host3.next();
        QCOMPARE(typeOf(u), QStringLiteral("update"));
        QCOMPARE(u->value(QStringLiteral("round")).toInt(), 1);
        QVERIFY(u->value(QStringLiteral("view")).isObject());
    }

    // "fillWithComputers" turns the open seats into normal computer players.
    void startFillsOpenSeats()
    {
        Client host(m_server->url());
        const auto created = createLobby(host, {human(QStringLiteral("Ana")), human(QString()), human(QString())});
        const QString code = created->value(QStringLiteral("table")).toString();
        host.send(msg(
            "join", {{QStringLiteral("table"), code},
                     {QStringLiteral("token"), created->value(QStringLiteral("seats"))[0][QStringLiteral("token")]}}));
        QVERIFY(host.nextOf(QStringLiteral("lobby")));
        host.send(msg("start", {{QStringLiteral("fillWithComputers"), 1}}));
        QCOMPARE(codeOf(host.next()), QStringLiteral("bad_message"));
        host.send(msg("start", {{QStringLiteral("fillWithComputers"), true}}));
        QCOMPARE(typeOf(host.next()), QStringLiteral("update"));
        const auto lobby = host.next();
        QCOMPARE(typeOf(lobby), QStringLiteral("lobby"));
        QCOMPARE(lobby->value(QStringLiteral("seats")).toArray(),
                 (QJsonArray{lobbySeat(0, "human", QStringLiteral("Ana"), true, true),
                             lobbySeat(1, "computer", QString(), true, true, "normal"),
                             lobbySeat(2, "computer", QString(), true, true, "normal")}));
        Client late(m_server->url());
        late.send(msg("claim", {{QStringLiteral("table"), code}, {QStringLiteral("name"), QStringLiteral("Bo")}}));
        QCOMPARE(codeOf(late.next()), QStringLiteral("table_full"));
    }

    // A database written by the first server version (no "meta" column) gets the column and its
    // tables read as started tables without a lobby, hosted by their first human seat.
    void olderDatabase()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("old.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral(
                "CREATE TABLE remi_tables (code VARCHAR(32) PRIMARY KEY, variant VARCHAR(32) NOT NULL, "
                "options TEXT NOT NULL, seats TEXT NOT NULL, seed VARCHAR(24) NOT NULL, grace INTEGER NOT NULL, "
                "finished INTEGER NOT NULL DEFAULT 0)")));
            QVERIFY(q.exec(QStringLiteral(
                R"(INSERT INTO remi_tables VALUES ('oldtable00', 'rummy', '{}', '[{"kind":"computer","level":"easy","name":""},{"kind":"human","name":"Ana","tokenHash":"00"}]', '7', 60, 0))")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));
        server::SqlTableStore store(QStringLiteral("QSQLITE"), path);
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        auto tables = store.loadTables();
        QCOMPARE(tables.size(), std::size_t(1));
        QCOMPARE(tables[0].code, QStringLiteral("oldtable00"));
        QCOMPARE(tables[0].lobby, false);
        QCOMPARE(tables[0].started, true);
        QCOMPARE(tables[0].hints, true);
        QCOMPARE(tables[0].host, 1);
        QCOMPARE(tables[0].seed, quint64(7));
        // The lobby state is written and read back.
        tables[0].lobby = true;
        tables[0].started = false;
        tables[0].hints = false;
        QVERIFY(store.updateTable(tables[0]));
        const auto again = store.loadTables();
        QCOMPARE(again.size(), std::size_t(1));
        QCOMPARE(again[0].lobby, true);
        QCOMPARE(again[0].started, false);
        QCOMPARE(again[0].hints, false);
        QCOMPARE(again[0].host, 1);
        // A table that is not there is not "updated".
        tables[0].code = QStringLiteral("nosuchtabl");
        QVERIFY(!store.updateTable(tables[0]));
    }
};

QTEST_GUILESS_MAIN(TestServerLobby)
#include "tst_serverlobby.moc"
