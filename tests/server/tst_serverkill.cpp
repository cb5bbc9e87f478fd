// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-server killed with kill -9 at random moments while tables play (issue 38): started again on
// the same port it resumes every table at its last acknowledged action, and the headless clients
// reconnect by themselves with their tokens. REMI_KILL_TRIALS sets the number of kills (default 30,
// about 15 s).

#include "ServerFixture.h"

#include "net/BotClient.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace remi;
using namespace remi::test;

class TestServerKill : public QObject {
    Q_OBJECT
  private slots:
    void killNineResumesEveryTable()
    {
        const int trials =
            qEnvironmentVariableIsSet("REMI_KILL_TRIALS") ? qEnvironmentVariableIntValue("REMI_KILL_TRIALS") : 30;
        QTemporaryDir dir;
        ServerProcess server(dir.path());
        QVERIFY2(server.start(), qPrintable(server.output()));
        struct Seated {
            QString code;
            std::vector<std::unique_ptr<net::BotClient>> bots;
        };
        std::vector<Seated> tables;
        // Long enough matches that every kill falls while they play.
        const QList<std::pair<QString, QJsonObject>> kinds = {
            {QStringLiteral("rummy"),
             {{QStringLiteral("matchEnd"), QStringLiteral("deals")}, {QStringLiteral("dealCount"), 50}}},
            {QStringLiteral("remi_indonesia"), {{QStringLiteral("rounds"), 8}}},
            {QStringLiteral("rami"), {{QStringLiteral("roundsLimit"), 0}}}};
        for (const auto &[variant, options] : kinds) {
            const auto created = createTable(server.url(), variant, {"human", "human", "human", "easy"}, options, 600);
            QVERIFY(created);
            Seated s;
            s.code = created->code;
            for (const auto &[seatNo, token] : created->tokens) {
                s.bots.push_back(
                    std::make_unique<net::BotClient>(server.url(), created->code, token, ai::BotLevel::Easy));
                s.bots.back()->setReconnectDelay(20);
                s.bots.back()->start();
            }
            tables.push_back(std::move(s));
        }
        QElapsedTimer clock;
        clock.start();
        int kills = 0;
        std::vector<int> stepsAtKill;
        for (int k = 0; k < trials; ++k) {
            QTest::qWait(150 + QRandomGenerator::global()->bounded(350));
            server.kill9();
            ++kills;
            // Every acknowledged action is in the store, in its place.
            for (const Seated &s : tables) {
                const QList<QByteArray> log = storedActions(server.database(), s.code);
                for (const auto &b : s.bots)
                    for (const auto &[step, action] : b->acknowledged()) {
                        QVERIFY2(step < log.size(),
                                 qPrintable(QStringLiteral("kill %1: step %2 acknowledged, %3 stored")
                                                .arg(k)
                                                .arg(step)
                                                .arg(log.size())));
                        QCOMPARE(QJsonDocument::fromJson(log.at(step)).object(), action);
                    }
                stepsAtKill.push_back(static_cast<int>(log.size()));
            }
            QVERIFY2(server.start(), qPrintable(server.output()));
        }
        // After the last restart, every table goes on from where it was: its clients are back and play.
        int unfinished = 0;
        for (std::size_t i = 0; i < tables.size(); ++i) {
            const int before = stepsAtKill[stepsAtKill.size() - tables.size() + i];
            bool finished = false;
            QTRY_VERIFY_WITH_TIMEOUT(
                storedActions(server.database(), tables[i].code, &finished).size() > before + 20 || finished, 20000);
            int reconnects = 0;
            for (const auto &b : tables[i].bots) reconnects += b->reconnects();
            // Each client came back after every kill that found its match still playing.
            if (!finished) QVERIFY(reconnects >= kills * static_cast<int>(tables[i].bots.size()));
            else QVERIFY(reconnects > 0);
            unfinished += finished ? 0 : 1;
        }
        QVERIFY(unfinished > 0); // the kills fell while tables played
        server.stop();
        qInfo("%d kills in %lld ms", kills, static_cast<long long>(clock.elapsed()));
    }
};

QTEST_GUILESS_MAIN(TestServerKill)
#include "tst_serverkill.moc"
