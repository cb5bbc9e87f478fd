// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Around the game at a table of friends (issue 39, docs/PROTOCOL.md "Playing with friends", "Score
// details"): the table chat and its rate limit, the hints flag, the rematch and the score details
// of a round of a known seed.

#include "ServerFixture.h"

#include "server/Table.h"
#include "server/TableStore.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

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

QJsonObject said(int seat, const char *key, const QString &value)
{
    return {{QStringLiteral("v"), 1},
            {QStringLiteral("type"), QStringLiteral("said")},
            {QStringLiteral("seat"), seat},
            {QLatin1String(key), value}};
}

/// Joins `c` to `code` with `token`; returns the welcome (the update that follows is read too).
std::optional<QJsonObject> joinSeat(Client &c, const QString &code, const QString &token)
{
    c.send(msg("join", {{QStringLiteral("table"), code}, {QStringLiteral("token"), token}}));
    auto welcome = c.nextOf(QStringLiteral("welcome"));
    c.nextOf(QStringLiteral("update"));
    return welcome;
}

/// Draws from the stock and discards the card drawn when `update` says the seat is to move (a fixed
/// policy: a seeded table plays the same way every time).
void playSimply(Client &c, const QJsonObject &update)
{
    const QJsonObject view = update.value(QStringLiteral("view")).toObject();
    if (view.isEmpty() || view.value(QStringLiteral("current")) != view.value(QStringLiteral("seat"))) return;
    const QString phase = view.value(QStringLiteral("phase")).toString();
    QJsonObject action{{QStringLiteral("seat"), view.value(QStringLiteral("seat"))}};
    if (phase == QLatin1String("draw")) {
        action.insert(QStringLiteral("do"), QStringLiteral("draw"));
        action.insert(QStringLiteral("from"), QStringLiteral("stock"));
    } else if (phase == QLatin1String("play")) {
        action.insert(QStringLiteral("do"), QStringLiteral("discard"));
        action.insert(QStringLiteral("card"), view.value(QStringLiteral("hand")).toArray().last());
    } else {
        return;
    }
    c.send(msg("act",
               {{QStringLiteral("step"), update.value(QStringLiteral("step"))}, {QStringLiteral("action"), action}}));
}

const QString kSeedToken = QStringLiteral("abcdefghjkmnpqrstvwxyz0123");

/// Stores in `folder` the rummy table "seed39seed" of seed 39 for a match of `deals` deals: Ana
/// (human, the host, token kSeedToken) and two normal computer players.
bool storeSeededTable(const QString &folder, int deals)
{
    server::SqlTableStore store(QStringLiteral("QSQLITE"), QDir(folder).filePath(QStringLiteral("tables.sqlite")));
    if (!store.open(nullptr)) return false;
    server::StoredTable t;
    t.code = QStringLiteral("seed39seed");
    t.variant = QStringLiteral("rummy");
    t.options = {{QStringLiteral("matchEnd"), QStringLiteral("deals")},
                 {QStringLiteral("dealCount"), QString::number(deals)}};
    t.seats = {QJsonObject{{QStringLiteral("name"), QStringLiteral("Ana")},
                           {QStringLiteral("kind"), QStringLiteral("human")},
                           {QStringLiteral("tokenHash"), QString::fromLatin1(server::tokenHash(kSeedToken))}},
               QJsonObject{{QStringLiteral("name"), QString()},
                           {QStringLiteral("kind"), QStringLiteral("computer")},
                           {QStringLiteral("level"), QStringLiteral("normal")}},
               QJsonObject{{QStringLiteral("name"), QString()},
                           {QStringLiteral("kind"), QStringLiteral("computer")},
                           {QStringLiteral("level"), QStringLiteral("normal")}}};
    t.seed = 39;
    t.host = 0;
    return store.createTable(t);
}

/// Joins Ana to "seed39seed" on `c` and plays her turns simply (playSimply) until the round ends;
/// returns the round_over.
std::optional<QJsonObject> playSeededRound(Client &c)
{
    c.send(
        msg("join", {{QStringLiteral("table"), QStringLiteral("seed39seed")}, {QStringLiteral("token"), kSeedToken}}));
    QDeadlineTimer deadline(30000);
    while (!deadline.hasExpired()) {
        auto m = c.next(5000);
        if (!m) break;
        if (typeOf(m) == QLatin1String("update")) playSimply(c, *m);
        if (typeOf(m) == QLatin1String("round_over")) return m;
    }
    return std::nullopt;
}

} // namespace

class TestServerChat : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir m_dir;
    std::unique_ptr<ServerProcess> m_server;

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<ServerProcess>(m_dir.path());
        QVERIFY2(m_server->start(), qPrintable(m_server->output()));
    }

    void chat()
    {
        const auto t = createTable(m_server->url(), QStringLiteral("rummy"), {"human", "human"});
        QVERIFY(t);
        Client outsider(m_server->url());
        outsider.send(msg("say", {{QStringLiteral("phrase"), QStringLiteral("hello")}}));
        QCOMPARE(codeOf(outsider.next()), QStringLiteral("not_joined"));
        Client ana(m_server->url()), bo(m_server->url());
        QVERIFY(joinSeat(ana, t->code, t->tokens.at(0)));
        QVERIFY(joinSeat(bo, t->code, t->tokens.at(1)));
        ana.drain();
        // A typed line, trimmed, to every seat, the sender too.
        // A second line within the second (sent right after) is dropped.
        ana.send(msg("say", {{QStringLiteral("text"), QStringLiteral("  Good luck, Bo!  ")}}));
        ana.send(msg("say", {{QStringLiteral("id"), 5}, {QStringLiteral("phrase"), QStringLiteral("thanks")}}));
        for (Client *c : {&ana, &bo}) {
            const auto m = c->nextOf(QStringLiteral("said"));
            QVERIFY(m);
            QCOMPARE(*m, said(0, "text", QStringLiteral("Good luck, Bo!")));
        }
        const auto limited = ana.next();
        QCOMPARE(codeOf(limited), QStringLiteral("rate_limited"));
        QCOMPARE(limited->value(QStringLiteral("id")).toInt(), 5);
        // A quick phrase, by its name.
        bo.send(msg("say", {{QStringLiteral("phrase"), QStringLiteral("good_game")}}));
        for (Client *c : {&ana, &bo}) {
            const auto m = c->nextOf(QStringLiteral("said"));
            QVERIFY(m);
            QCOMPARE(*m, said(1, "phrase", QStringLiteral("good_game")));
        }
        // Refused lines do not count against the limit.
        QTest::qWait(1100);
        const QList<QJsonObject> refused = {
            {{QStringLiteral("text"), QString(201, QLatin1Char('x'))}},
            {{QStringLiteral("text"), QStringLiteral("   ")}},
            {{QStringLiteral("text"), QStringLiteral("two\nlines")}},
            {{QStringLiteral("text"), QStringLiteral("bell\u0007")}},
            {{QStringLiteral("text"), 7}},
            {{QStringLiteral("phrase"), QStringLiteral("gg")}},
            {{QStringLiteral("phrase"), QStringLiteral("hello")}, {QStringLiteral("text"), QStringLiteral("hi")}},
            {}};
        for (const QJsonObject &r : refused) {
            ana.send(msg("say", r));
            QCOMPARE(codeOf(ana.next()), QStringLiteral("bad_message"));
        }
        ana.send(msg("say", {{QStringLiteral("text"), QString(200, QLatin1Char('x'))}}));
        for (Client *c : {&ana, &bo}) {
            const auto m = c->nextOf(QStringLiteral("said"));
            QVERIFY(m);
            QCOMPARE(*m, said(0, "text", QString(200, QLatin1Char('x'))));
        }
        QVERIFY(bo.drain().isEmpty());
        // Bo comes back on a new connection (issue 39: the chat was empty after a rejoin): right
        // after his welcome and update, the lines said so far, oldest first, marked "earlier".
        Client back(m_server->url());
        QVERIFY(joinSeat(back, t->code, t->tokens.at(1)));
        auto earlier = [](QJsonObject line) {
            line.insert(QStringLiteral("earlier"), true);
            return line;
        };
        for (const QJsonObject &expected :
             {said(0, "text", QStringLiteral("Good luck, Bo!")), said(1, "phrase", QStringLiteral("good_game")),
              said(0, "text", QString(200, QLatin1Char('x')))}) {
            const auto m = back.next();
            QVERIFY(m);
            QCOMPARE(*m, earlier(expected));
        }
        // Ana, joined all along, is not told them again.
        QTest::qWait(200);
        for (const QJsonObject &m : ana.drain())
            QVERIFY(m.value(QStringLiteral("type")).toString() != QLatin1String("said"));
    }

    void hintsFlag()
    {
        for (const QJsonValue &hints : {QJsonValue(false), QJsonValue(true), QJsonValue(QJsonValue::Undefined)}) {
            Client c(m_server->url());
            QJsonObject create{{QStringLiteral("variant"), QStringLiteral("rummy")},
                               {QStringLiteral("seats"),
                                QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                                       {QStringLiteral("name"), QStringLiteral("Ana")}},
                                           QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")}}}}};
            if (!hints.isUndefined()) create.insert(QStringLiteral("hints"), hints);
            c.send(msg("create", create));
            const auto created = c.next();
            QCOMPARE(typeOf(created), QStringLiteral("created"));
            QCOMPARE(created->value(QStringLiteral("host")).toInt(), 0);
            const auto welcome =
                joinSeat(c, created->value(QStringLiteral("table")).toString(),
                         created->value(QStringLiteral("seats"))[0][QStringLiteral("token")].toString());
            QVERIFY(welcome);
            QCOMPARE(welcome->value(QStringLiteral("hints")), QJsonValue(hints.isUndefined() ? true : hints.toBool()));
            QCOMPARE(welcome->value(QStringLiteral("lobby")), QJsonValue(false));
            QCOMPARE(welcome->value(QStringLiteral("started")), QJsonValue(true));
        }
        Client c(m_server->url());
        c.send(msg("create", {{QStringLiteral("variant"), QStringLiteral("rummy")},
                              {QStringLiteral("hints"), QStringLiteral("no")},
                              {QStringLiteral("seats"),
                               QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")}},
                                          QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")}}}}}));
        QCOMPARE(codeOf(c.next()), QStringLiteral("bad_message"));
    }

    // A rematch: refused before the end and from a seat that is not the host's; after the end a new
    // match at the same table: round 1, step 0, totals 0, a new log.
    void rematch()
    {
        {
            const auto playing = createTable(m_server->url(), QStringLiteral("rummy"), {"human", "human", "easy"},
                                             shortMatch(QStringLiteral("rummy")));
            QVERIFY(playing);
            Client host(m_server->url()), other(m_server->url());
            QVERIFY(joinSeat(host, playing->code, playing->tokens.at(0)));
            QVERIFY(joinSeat(other, playing->code, playing->tokens.at(1)));
            host.send(msg("rematch"));
            QCOMPARE(codeOf(host.nextOf(QStringLiteral("error"))), QStringLiteral("match_not_over"));
            other.send(msg("rematch"));
            QCOMPARE(codeOf(other.nextOf(QStringLiteral("error"))), QStringLiteral("not_host"));
        }
        // A table nobody joins: with no grace the computer plays its human seats to the end of the match.
        const auto t = createTable(m_server->url(), QStringLiteral("rummy"), {"human", "human", "easy"},
                                   shortMatch(QStringLiteral("rummy")), 0);
        QVERIFY(t);
        bool finished = false;
        QDeadlineTimer deadline(60000);
        while (!finished && !deadline.hasExpired()) {
            QTest::qWait(100);
            storedActions(m_server->database(), t->code, &finished);
        }
        QVERIFY(finished);
        const int oldSteps = storedActions(m_server->database(), t->code).size();
        QVERIFY(oldSteps > 0);
        Client host(m_server->url()), other(m_server->url());
        host.send(msg("join", {{QStringLiteral("table"), t->code}, {QStringLiteral("token"), t->tokens.at(0)}}));
        QVERIFY(host.nextOf(QStringLiteral("match_over")));
        other.send(msg("join", {{QStringLiteral("table"), t->code}, {QStringLiteral("token"), t->tokens.at(1)}}));
        QVERIFY(other.nextOf(QStringLiteral("match_over")));
        host.drain();
        other.send(msg("rematch"));
        QCOMPARE(codeOf(other.nextOf(QStringLiteral("error"))), QStringLiteral("not_host"));
        host.send(msg("rematch"));
        for (Client *c : {&host, &other}) {
            const auto u = c->nextOf(QStringLiteral("update"));
            QVERIFY(u);
            QCOMPARE(u->value(QStringLiteral("round")).toInt(), 1);
            QCOMPARE(u->value(QStringLiteral("step")).toInt(), 0);
            QCOMPARE(u->value(QStringLiteral("totals")).toArray(), (QJsonArray{0, 0, 0}));
            QCOMPARE(u->value(QStringLiteral("view")).toObject().value(QStringLiteral("hand")).toArray().size(), 7);
        }
        QTest::qWait(200);
        const QList<QByteArray> log = storedActions(m_server->database(), t->code, &finished);
        QVERIFY(!finished);
        // A new log: at most the computer's first turn (the humans wait to be asked).
        QVERIFY(log.size() < oldSteps);
        for (const QByteArray &action : log)
            QCOMPARE(QJsonDocument::fromJson(action).object().value(QStringLiteral("seat")).toInt(), 2);
        host.send(msg("rematch"));
        QCOMPARE(codeOf(host.nextOf(QStringLiteral("error"))), QStringLiteral("match_not_over"));
    }

    // round_over's details for a table of a known seed: the engine's score lines, exact.
    void roundOverDetails()
    {
        QTemporaryDir dir;
        QVERIFY(storeSeededTable(dir.path(), 1));
        ServerProcess server(dir.path());
        QVERIFY2(server.start(), qPrintable(server.output()));
        Client ana(server.url());
        const std::optional<QJsonObject> over = playSeededRound(ana);
        QVERIFY(over);
        // Seat 1 went out (a computer that takes a top discard to lay it off, issue 40: seat 2 went out
        // before); as a rummy winner it scores the hands left (docs/RULES.md 2.8): seat 0 held
        // 5S JS 4H QC 2C 10H JD = 5+10+4+10+2+10+10 = 51, seat 2 the 2S 2H = 4.
        QCOMPARE(over->value(QStringLiteral("winner")).toInt(), 1);
        QCOMPARE(over->value(QStringLiteral("finish")).toString(), QStringLiteral("go_out"));
        QCOMPARE(over->value(QStringLiteral("end")).toString(), QStringLiteral("went_out"));
        QCOMPARE(over->value(QStringLiteral("hands")).toArray(),
                 (QJsonArray{QJsonArray{4, 10, 16, 50, 40, 22, 36}, QJsonArray{}, QJsonArray{1, 14}}));
        QCOMPARE(over->value(QStringLiteral("scores")).toArray(), (QJsonArray{0, 55, 0}));
        const QJsonObject none{{QStringLiteral("points"), 0}, {QStringLiteral("lines"), QJsonArray()}};
        const QJsonArray expected{
            none,
            QJsonObject{{QStringLiteral("points"), 55},
                        {QStringLiteral("lines"),
                         QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("opponent_hand")},
                                                {QStringLiteral("points"), 51},
                                                {QStringLiteral("seat"), 0}},
                                    QJsonObject{{QStringLiteral("kind"), QStringLiteral("opponent_hand")},
                                                {QStringLiteral("points"), 4},
                                                {QStringLiteral("seat"), 2}}}}},
            none};
        QCOMPARE(over->value(QStringLiteral("details")).toArray(), expected);
    }

    // Between rounds (docs/PROTOCOL.md "Between rounds", issue 39): the next round waits until every
    // connected person is ready (next_round); a player back at that moment sees the round's end
    // again, with the match's history.
    void betweenRounds()
    {
        QTemporaryDir dir;
        QVERIFY(storeSeededTable(dir.path(), 2));
        ServerProcess server(dir.path());
        QVERIFY2(server.start(), qPrintable(server.output()));
        Client ana(server.url());
        const std::optional<QJsonObject> over = playSeededRound(ana);
        QVERIFY(over);
        // The same first deal as roundOverDetails: seat 1 went out with 55 points.
        QCOMPARE(over->value(QStringLiteral("winner")).toInt(), 1);
        QCOMPARE(over->value(QStringLiteral("scores")).toArray(), (QJsonArray{0, 55, 0}));
        const int step = over->value(QStringLiteral("step")).toInt();
        const QJsonObject waitingForAna{{QStringLiteral("v"), 1},
                                        {QStringLiteral("type"), QStringLiteral("round_ready")},
                                        {QStringLiteral("round"), 1},
                                        {QStringLiteral("ready"), QJsonArray()},
                                        {QStringLiteral("waiting"), QJsonArray{0}}};
        QCOMPARE(ana.next(), std::optional<QJsonObject>(waitingForAna));
        // Nothing is dealt while Ana reads the scores; no action is hers.
        QCOMPARE(typeOf(ana.next(500)), QStringLiteral("(nothing)"));
        ana.send(
            msg("act", {{QStringLiteral("step"), step},
                        {QStringLiteral("action"), QJsonObject{{QStringLiteral("seat"), 0},
                                                               {QStringLiteral("do"), QStringLiteral("draw")},
                                                               {QStringLiteral("from"), QStringLiteral("stock")}}}}));
        QCOMPARE(codeOf(ana.next()), QStringLiteral("not_your_turn"));

        // Ana comes back on another connection: the round's end again, and the history.
        Client back(server.url());
        back.send(msg(
            "join", {{QStringLiteral("table"), QStringLiteral("seed39seed")}, {QStringLiteral("token"), kSeedToken}}));
        QCOMPARE(typeOf(back.next()), QStringLiteral("welcome"));
        const auto u = back.next();
        QCOMPARE(typeOf(u), QStringLiteral("update"));
        QCOMPARE(u->value(QStringLiteral("round")).toInt(), 1);
        QCOMPARE(u->value(QStringLiteral("step")).toInt(), step);
        QCOMPARE(u->value(QStringLiteral("history")).toArray(), (QJsonArray{QJsonArray{0, 55, 0}}));
        QCOMPARE(u->value(QStringLiteral("view")).toObject().value(QStringLiteral("phase")).toString(),
                 QStringLiteral("round_over"));
        const auto again = back.next();
        QCOMPARE(typeOf(again), QStringLiteral("round_over"));
        QCOMPARE(again->value(QStringLiteral("hands")).toArray(), over->value(QStringLiteral("hands")).toArray());
        QCOMPARE(again->value(QStringLiteral("details")).toArray(), over->value(QStringLiteral("details")).toArray());
        QCOMPARE(back.nextOf(QStringLiteral("round_ready")), std::optional<QJsonObject>(waitingForAna));
        // Ready: nobody else to wait for; round 2 is dealt with round 1 in its history.
        back.send(msg("next_round"));
        const QJsonObject allReady{{QStringLiteral("v"), 1},
                                   {QStringLiteral("type"), QStringLiteral("round_ready")},
                                   {QStringLiteral("round"), 1},
                                   {QStringLiteral("ready"), QJsonArray{0}},
                                   {QStringLiteral("waiting"), QJsonArray()}};
        QCOMPARE(back.next(), std::optional<QJsonObject>(allReady));
        const auto dealt = back.nextOf(QStringLiteral("update"));
        QVERIFY(dealt);
        QCOMPARE(dealt->value(QStringLiteral("round")).toInt(), 2);
        QCOMPARE(dealt->value(QStringLiteral("history")).toArray(), (QJsonArray{QJsonArray{0, 55, 0}}));
        QCOMPARE(dealt->value(QStringLiteral("totals")).toArray(), (QJsonArray{0, 55, 0}));
        back.send(msg("next_round"));
        QCOMPARE(codeOf(back.nextOf(QStringLiteral("error"))), QStringLiteral("round_not_over"));
    }
};

QTEST_GUILESS_MAIN(TestServerChat)
#include "tst_serverchat.moc"
