// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Crash test (issue 8): `remi` plays with computer players only, is killed with SIGKILL at a random
// moment, and `remi --resume` must hold every autosaved action and play the match to its end.

#include "save/SaveGame.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

namespace {

bool sameAction(const remi::Action &a, const remi::Action &b)
{
    return a.type == b.type && a.seat == b.seat && a.from == b.from && a.depth == b.depth && a.melds == b.melds &&
           a.cards == b.cards && a.card == b.card && a.target == b.target && a.end == b.end && a.bury == b.bury &&
           a.buriedJoker == b.buriedJoker;
}

std::unique_ptr<remi::Match> loadFile(const QString &path, remi::save::SaveGame *game, std::string *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = "cannot open " + path.toStdString();
        return nullptr;
    }
    const QByteArray data = f.readAll();
    remi::save::SaveError e;
    auto match =
        remi::save::loadSave(std::string_view(data.constData(), static_cast<std::size_t>(data.size())), game, &e);
    if (!match) *error = remi::save::saveErrorText(e);
    return match;
}

int actionCount(const remi::save::SaveGame &g)
{
    int n = 0;
    for (const auto &r : g.rounds) n += static_cast<int>(r.actions.size());
    return n;
}

} // namespace

class TestCrashResume : public QObject {
    Q_OBJECT
  private slots:
    void measureStartupLeavesAutosaveAlone()
    {
        // A start-up measurement neither offers the autosaved game (a modal question would hang
        // benchmarks/startup.sh) nor overwrites it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString autosave = dir.filePath(QStringLiteral("autosave.remi"));
        QVERIFY(QFile::copy(QStringLiteral(REMI_SAVES_DIR "/good/rami-3p-manipulation-mid-round.remi"), autosave));
        QFile original(autosave);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray before = original.readAll();
        original.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("REMI_DATA_DIR"), dir.path());
        // Settings in the test folder on every platform, also when run outside CTest (never the
        // registry or the plist of the person running the tests).
        env.insert(QStringLiteral("REMI_TEST_HOME"), dir.path());
        QProcess probe;
        probe.setProcessEnvironment(env);
        probe.start(QStringLiteral(REMI_BIN), {QStringLiteral("--measure-startup"), QStringLiteral("1"),
                                               QStringLiteral("--computer-delay"), QStringLiteral("5")});
        QVERIFY(probe.waitForStarted());
        const bool finished = probe.waitForFinished(60000);
        if (!finished) probe.kill();
        QVERIFY2(finished, "remi --measure-startup did not finish");
        QCOMPARE(probe.exitCode(), 0);
        QVERIFY(probe.readAllStandardOutput().contains("startup_ms="));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(original.readAll(), before);
    }

    void killAndResume_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("seats");
        QTest::newRow("rummy") << "rummy"
                               << "computer,computer,computer";
        QTest::newRow("remi51") << "remi51"
                                << "easy,normal,easy,normal";
    }
    void killAndResume()
    {
        QFETCH(QString, variant);
        QFETCH(QString, seats);
        const int rounds = 6;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("REMI_DATA_DIR"), dir.path());
        // Settings in the test folder on every platform, also when run outside CTest (never the
        // registry or the plist of the person running the tests).
        env.insert(QStringLiteral("REMI_TEST_HOME"), dir.path());
        const QString autosave = dir.filePath(QStringLiteral("autosave.remi"));
        // 40 ms a computer action: a match lasts several seconds, so the kill (at most 1 s after the
        // first autosave) always falls inside it (at 5 ms the faster bots could finish a remi51 match).
        const QStringList common{QStringLiteral("--computer-delay"), QStringLiteral("40"),
                                 QStringLiteral("--exit-when-match-ends"), QStringLiteral("--max-rounds"),
                                 QString::number(rounds)};

        QProcess first;
        first.setProcessEnvironment(env);
        first.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        first.start(QStringLiteral(REMI_BIN),
                    QStringList{QStringLiteral("--variant"), variant, QStringLiteral("--seats"), seats,
                                QStringLiteral("--seed"), QStringLiteral("4242")} +
                        common);
        QVERIFY(first.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 30000);
        // A random moment while the computers play.
        const quint32 seed = QRandomGenerator::global()->generate();
        const int waitMs = 100 + static_cast<int>(seed % 900);
        qInfo("killing after %d ms (random seed %u)", waitMs, seed);
        QTest::qWait(waitMs);
        QVERIFY2(first.state() == QProcess::Running, "remi ended before it could be killed");
        first.kill(); // SIGKILL
        QVERIFY(first.waitForFinished(10000));
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);

        // Whatever was autosaved before the kill is a complete, loadable file.
        remi::save::SaveGame killed;
        std::string error;
        const auto killedMatch = loadFile(autosave, &killed, &error);
        QVERIFY2(killedMatch, error.c_str());
        QVERIFY(actionCount(killed) > 0);
        QVERIFY(static_cast<int>(killedMatch->history().size()) < rounds);

        QProcess second;
        second.setProcessEnvironment(env);
        second.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        second.start(QStringLiteral(REMI_BIN), QStringList{QStringLiteral("--resume")} + common);
        QVERIFY(second.waitForStarted());
        QVERIFY2(second.waitForFinished(240000), "the resumed game did not finish");
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.exitCode(), 0);

        remi::save::SaveGame finished;
        const auto finalMatch = loadFile(autosave, &finished, &error);
        QVERIFY2(finalMatch, error.c_str());
        // The end: the round limit, or the match itself ended first.
        QVERIFY(static_cast<int>(finalMatch->history().size()) == rounds || finalMatch->isOver());
        QVERIFY(finalMatch->round().isOver());
        QCOMPARE(finished.seed, killed.seed);
        QCOMPARE(finished.variant, killed.variant);
        QCOMPARE(finished.players.size(), killed.players.size());
        // Every autosaved action is in the resumed game, in order, and the game went on from there.
        QVERIFY(finished.rounds.size() >= killed.rounds.size());
        for (std::size_t r = 0; r < killed.rounds.size(); ++r) {
            const auto &before = killed.rounds[r].actions;
            const auto &after = finished.rounds[r].actions;
            QVERIFY(killed.rounds[r].deal == finished.rounds[r].deal);
            if (r + 1 < killed.rounds.size()) QCOMPARE(after.size(), before.size());
            QVERIFY(after.size() >= before.size());
            for (std::size_t k = 0; k < before.size(); ++k)
                QVERIFY2(sameAction(before[k], after[k]),
                         qPrintable(QStringLiteral("round %1 action %2").arg(r + 1).arg(k + 1)));
        }
        QVERIFY(actionCount(finished) > actionCount(killed));
        qInfo("%d actions autosaved before the kill, %d at the end", actionCount(killed), actionCount(finished));
    }
};

QTEST_GUILESS_MAIN(TestCrashResume)
#include "tst_crashresume.moc"
