// The stand-in computer player (src/app/ComputerTurn) plays whole rounds of every variant.

#include "ComputerTurn.h"

#include "engine/Match.h"
#include "engine/RuleSet.h"

#include <QtTest>

class TestComputerTurn : public QObject {
    Q_OBJECT
  private slots:
    void playsRounds_data();
    void playsRounds();
};

void TestComputerTurn::playsRounds_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    for (const char *v : {"remi51", "rummy", "rami", "remi_indonesia"})
        for (int p : {2, 4})
            QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(QLatin1String(v)).arg(p)))
                << QString::fromLatin1(v) << p;
}

void TestComputerTurn::playsRounds()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    const auto rules = remi::presetRules(variant.toStdString());
    QVERIFY(rules);
    const ComputerTurn computer;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        remi::Match match(*rules, players, seed);
        remi::Round &round = match.round();
        int turns = 0;
        while (!round.isOver() && turns < 2000) {
            const int seat = round.currentSeat();
            const std::vector<remi::Action> plan = computer.plan(round, seat);
            for (const remi::Action &a : plan)
                QCOMPARE(round.apply(a), remi::Reason::Ok);
            QVERIFY2(round.isOver() || round.currentSeat() != seat,
                     qPrintable(QStringLiteral("seat %1 stuck, seed %2").arg(seat).arg(seed)));
            QVERIFY(round.cardsConserved());
            ++turns;
        }
        QVERIFY2(round.isOver(),
                 qPrintable(QStringLiteral("seed %1: round not over after %2 turns").arg(seed).arg(turns)));
    }
}

QTEST_GUILESS_MAIN(TestComputerTurn)
#include "tst_computerturn.moc"
