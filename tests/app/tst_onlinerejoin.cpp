// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A player back at a network table in a new window (issue 39: after a rejoin the hand order the
// player had arranged was lost): the order is kept per table and seat (AppSettings::tableHandOrder)
// and the new window shows the hand as it was arranged. Two windows (offscreen) in one process, the
// table server one of them hosts on a free 127.0.0.1 port, and a third window for the player back.

#include "HandModel.h"
#include "OnlineTable.h"

#include "AppSettings.h"

#include <QSettings>
#include <QTemporaryDir>

using namespace onlinetest;

class TestOnlineRejoin : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_onlinerejoin"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void handOrderKeptForTheSeat();
};

namespace {
std::vector<remi::CardId> idsOf(const std::vector<remi::Card> &cards)
{
    std::vector<remi::CardId> ids;
    for (const remi::Card &c : cards) ids.push_back(c.id);
    return ids;
}
} // namespace

void TestOnlineRejoin::handOrderKeptForTheSeat()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(startTwoPeople(host, guest, data.path(), {}, 50));
    MainWindow &b = guest.w;
    QTRY_VERIFY_WITH_TIMEOUT(b.controller()->humanSeat() >= 0 && b.hand()->cards().size() >= 14, 10000);
    // Bo arranges his hand: the first card two places to the right (sorted by suit before).
    const std::vector<remi::CardId> dealt = idsOf(b.hand()->cards());
    QVERIFY(b.hand()->move(dealt[0], 2));
    std::vector<remi::CardId> arranged = dealt;
    std::rotate(arranged.begin(), arranged.begin() + 1, arranged.begin() + 3);
    QCOMPARE(idsOf(b.hand()->cards()), arranged);
    const std::optional<AppSettings::TableHandOrder> kept = AppSettings::tableHandOrder();
    QVERIFY(kept);
    QCOMPARE(kept->table, b.online()->table());
    QCOMPARE(kept->seat, 1);
    QCOMPARE(kept->round, 1);
    QCOMPARE(kept->sort, -1); // arranged by hand
    QCOMPARE(int(kept->ids.size()), int(arranged.size()));

    // Bo's game closes; a new one takes his seat back with his token.
    const QString code = b.online()->table(), token = b.online()->token();
    const QUrl url = b.online()->server();
    b.online()->leave();
    Table again(0);
    QVERIFY(again.show());
    again.w.online()->join(url, code, token, QStringLiteral("Bo"));
    GameController *c = again.w.controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->isOnline() && c->hasGame() && c->humanSeat() >= 0, 10000);
    // His hand as he arranged it (nobody played his seat meanwhile: the table's grace is a minute).
    QCOMPARE(c->round().hand(c->humanSeat()).size(), arranged.size());
    QTRY_COMPARE(idsOf(again.w.hand()->cards()), arranged);
    QVERIFY(!again.w.hand()->order().sortedBy());
    // Another table's order is not taken: a fresh order for a hand it does not fit is the sorted one.
    AppSettings::TableHandOrder other = *kept;
    other.table = QStringLiteral("othertable");
    AppSettings::setTableHandOrder(other);
    Table third(0);
    QVERIFY(third.show());
    third.w.online()->join(url, code, token, QStringLiteral("Bo"));
    GameController *c3 = third.w.controller();
    QTRY_VERIFY_WITH_TIMEOUT(c3->isOnline() && c3->hasGame() && c3->humanSeat() >= 0, 10000);
    QTRY_COMPARE(idsOf(third.w.hand()->cards()), dealt);
}

QTEST_MAIN(TestOnlineRejoin)
#include "tst_onlinerejoin.moc"
