// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Following the game in the window (issue 15): rami melds stay under their owners after a
// rearrangement; the game log panel (rebuilt from the action log: it survives save and open; in
// the UI language; copy); computer turns paced one action at a time and skip-ahead; marks on what
// another player changed and on your own new card; the hot-seat curtain's "Since your last turn:".

#include "CardItem.h"
#include "ChangeMarks.h"
#include "FollowGame.h"
#include "GameController.h"
#include "GameLog.h"
#include "GameLogDock.h"
#include "GameLogModel.h"
#include "KeyTable.h"
#include "Language.h"
#include "MainWindow.h"
#include "PlayerCommands.h"
#include "RecordedGame.h"
#include "TableScene.h"
#include "TableView.h"

#include "../engine/TestRound.h"
#include "../engine/TestRules.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using namespace keytest;
using remitest::idIn;
using remitest::idsIn;

namespace {

QStringList lineTexts(const std::vector<GameLogLine> &lines)
{
    QStringList out;
    for (const GameLogLine &l : lines) out << l.text;
    return out;
}

/// The actions logged so far in the match (every round).
int loggedActions(const GameController *c)
{
    int n = 0;
    for (const auto &r : c->actionLog()) n += static_cast<int>(r.actions.size());
    return n;
}

} // namespace

class TestFollow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

  private slots:
    void initTestCase();
    void ramiRearrangeKeepsOwners();
    void logPanelSurvivesSaveAndOpen();
    void logPanelFollowsLanguage();
    void logPanelRemembered();
    void pacedComputerTurn();
    void skipAheadFinishesTurn();
    void ownDrawMarked();
    void hotSeatSummary();
};

void TestFollow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_follow"));
    QSettings().clear();
}

// Issue 15: after a computer rearranged a rami table every meld was drawn under its name (the engine
// gave every rearranged combination to the seat that rearranged; RoundManipulation.cpp keepOwners).
void TestFollow::ramiRearrangeKeepsOwners()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("rami"), 2, 1));
    const remi::RuleSet rules =
        remitest::presetWith(QStringLiteral("rami"), QStringLiteral("manipulation=true")).forPlayers(2);
    std::string error;
    auto r = remitest::roundFrom(
        rules, 2, 1,
        {{"4D 5D 6D 7D 8D KS KH KC 2S 3H 9S JD QC AH", "10S JS QS 9H 9D 9C 4H 4C 2D 5S 6H 8C JC KD"},
         "3S 7H 10C 2C",
         ""},
        &error);
    QVERIFY2(r, error.c_str());
    auto apply = [&](const remi::Action &a) { return r->apply(a) == remi::Reason::Ok; };
    QVERIFY(apply(remi::Action::draw(0)));
    QVERIFY(apply(remi::Action::meld(0, {idsIn(r->hand(0), "4D 5D 6D 7D 8D"), idsIn(r->hand(0), "KS KH KC")})));
    QVERIFY(apply(remi::Action::discard(0, idIn(r->hand(0), "3S"))));
    QVERIFY(apply(remi::Action::draw(1)));
    QVERIFY(apply(remi::Action::meld(1, {idsIn(r->hand(1), "10S JS QS"), idsIn(r->hand(1), "9H 9D 9C")})));
    QVERIFY(apply(remi::Action::discard(1, idIn(r->hand(1), "7H"))));
    QVERIFY(apply(remi::Action::draw(0)));
    QVERIFY(apply(remi::Action::discard(0, idIn(r->hand(0), "10C"))));
    QVERIFY(apply(remi::Action::draw(1)));
    // The computer puts its K♦ to the kings and lays its own melds first.
    auto ids = [&](int m) {
        std::vector<remi::CardId> out;
        for (const remi::Card &c : r->table()[static_cast<std::size_t>(m)].cards) out.push_back(c.id);
        return out;
    };
    std::vector<remi::CardId> kings = ids(1);
    kings.push_back(idIn(r->hand(1), "KD"));
    QVERIFY(apply(remi::Action::rearrange(1, {ids(2), ids(3), ids(0), kings})));
    QVERIFY(t.w.controller()->setRound(*r));
    t.w.scene()->refresh();
    const QList<QList<CardItem *>> melds = t.w.scene()->meldItems();
    QCOMPARE(melds.size(), 4);
    const QStringList owners{QStringLiteral("Computer 1"), QStringLiteral("Computer 1"), QStringLiteral("You"),
                             QStringLiteral("You")};
    for (int m = 0; m < 4; ++m) {
        QVERIFY(!melds[m].isEmpty());
        const CardItem *first = melds[m].first();
        // The owner's name stands over its group of melds (table/TableLayout): the nearest name above
        // the meld and not to its right.
        QString rowName;
        qreal bestY = -1e9, bestX = -1e9;
        for (QGraphicsItem *item : t.w.scene()->items()) {
            auto *label = dynamic_cast<QGraphicsSimpleTextItem *>(item);
            if (!label || !owners.contains(label->text())) continue;
            const QPointF at = label->scenePos();
            if (at.y() >= first->home().y() || at.x() > first->home().x() + 1) continue;
            if (at.y() > bestY + 0.5 || (std::abs(at.y() - bestY) <= 0.5 && at.x() > bestX)) {
                bestY = at.y();
                bestX = at.x();
                rowName = label->text();
            }
        }
        QCOMPARE(rowName, owners[m]);
    }
}

// The panel reads the action log: a saved game opened again shows the same lines, word for word.
void TestFollow::logPanelSurvivesSaveAndOpen()
{
    const remi::save::SaveGame game = logtest::record("remi51", {"You", "West", "North", "East"}, 7, 1, 40);
    const QString path = m_dir.filePath(QStringLiteral("seeded.remi"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(remi::save::writeSave(game)));
    }
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 1));
    QString error;
    QVERIFY2(t.w.openFile(path, &error), qPrintable(error));
    QTest::keyClick(t.w.view(), Qt::Key_L, Qt::ControlModifier);
    QCoreApplication::processEvents();
    GameLogDock *dock = t.w.follow()->dock();
    QVERIFY(dock->isVisible());
    const auto expected = GameLog::lines(game, 0);
    QVERIFY(expected);
    QCOMPARE(dock->shownLines(), lineTexts(*expected));
    QVERIFY(dock->shownLines().size() > 30);
    QCOMPARE(dock->shownLines().first(), QStringLiteral("Round 1"));
    // Saved again and opened again (quit and resume read the same file): the same lines.
    const QString again = m_dir.filePath(QStringLiteral("again.remi"));
    QVERIFY2(t.w.saveTo(again, &error), qPrintable(error));
    t.w.startGame(QStringLiteral("rummy"), 2, 3);
    QCoreApplication::processEvents();
    QCOMPARE(dock->shownLines().first(), QStringLiteral("Round 1"));
    QVERIFY(dock->shownLines().size() < 10);
    QVERIFY2(t.w.openFile(again, &error), qPrintable(error));
    QCoreApplication::processEvents();
    QCOMPARE(dock->shownLines(), lineTexts(*expected));
    // Copy: the whole log as text.
    dock->findChild<QPushButton *>(QStringLiteral("copyLogButton"))->click();
    QCOMPARE(QApplication::clipboard()->text(), GameLog::text(*expected));
    t.shot(QStringLiteral("follow-log-en.png"));
}

// The panel in the UI language, plural forms included; back in English afterwards.
void TestFollow::logPanelFollowsLanguage()
{
    const remi::save::SaveGame game = logtest::record("remi51", {"You", "West", "North", "East"}, 7, 1, 40);
    const QString path = m_dir.filePath(QStringLiteral("lang.remi"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(remi::save::writeSave(game)));
    }
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 1));
    QString error;
    QVERIFY2(t.w.openFile(path, &error), qPrintable(error));
    t.w.follow()->logAction()->trigger();
    if (!t.w.follow()->dock()->isVisible()) t.w.follow()->logAction()->trigger();
    for (const QString &code : {QStringLiteral("ru"), QStringLiteral("sr"), QStringLiteral("en")}) {
        Language::apply(code);
        const QString heading = code == QLatin1String("ru")   ? QStringLiteral("Раунд 1")
                                : code == QLatin1String("sr") ? QStringLiteral("Рунда 1")
                                                              : QStringLiteral("Round 1");
        QTRY_COMPARE_WITH_TIMEOUT(t.w.follow()->dock()->shownLines().value(0), heading, 5000);
        QCoreApplication::processEvents();
        const QStringList shown = t.w.follow()->dock()->shownLines();
        const auto expected = GameLog::lines(game, 0,
                                             {t.w.controller()->matchSeatName(0), t.w.controller()->matchSeatName(1),
                                              t.w.controller()->matchSeatName(2), t.w.controller()->matchSeatName(3)});
        QVERIFY(expected);
        QCOMPARE(shown, lineTexts(*expected));
        if (code == QLatin1String("ru")) {
            QCOMPARE(shown.first(), QStringLiteral("Раунд 1"));
            t.shot(QStringLiteral("follow-log-ru.png"));
        } else if (code == QLatin1String("sr")) {
            QCOMPARE(shown.first(), QStringLiteral("Рунда 1"));
            t.shot(QStringLiteral("follow-log-sr.png"));
        } else {
            QCOMPARE(shown.first(), QStringLiteral("Round 1"));
        }
    }
}

void TestFollow::logPanelRemembered()
{
    QSettings().remove(QStringLiteral("view/gameLog"));
    {
        Table t;
        QVERIFY(t.start(QStringLiteral("rummy"), 2, 1));
        QVERIFY(!t.w.follow()->dock()->isVisible());
        QTest::keyClick(t.w.view(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(t.w.follow()->dock()->isVisible());
        QCOMPARE(QSettings().value(QStringLiteral("view/gameLog")).toBool(), true);
    }
    // Still open after the window closed: the next window opens it.
    QCOMPARE(QSettings().value(QStringLiteral("view/gameLog")).toBool(), true);
    {
        Table t;
        QVERIFY(t.start(QStringLiteral("rummy"), 2, 1));
        QVERIFY(t.w.follow()->dock()->isVisible());
        t.w.follow()->logAction()->trigger();
        QVERIFY(!t.w.follow()->dock()->isVisible());
    }
    QCOMPARE(QSettings().value(QStringLiteral("view/gameLog")).toBool(), false);
}

// Computer speed normal: each action of a computer turn reaches the table on its own (one scene
// change per action, in the engine's order), the next after a pause of at least the glide.
void TestFollow::pacedComputerTurn()
{
    QCOMPARE(Animations::computerPaceMs(AnimationSpeed::Normal, AnimationSpeed::Normal), 800);
    QCOMPARE(Animations::computerPaceMs(AnimationSpeed::Instant, AnimationSpeed::Slow), 0);
    QCOMPARE(Animations::computerPaceMs(AnimationSpeed::Fast, AnimationSpeed::Slow), 520); // waits for the glide
    Table t(0);
    t.w.controller()->setComputerStepDelay(Animations::computerPaceMs(AnimationSpeed::Normal, AnimationSpeed::Normal));
    QList<SeatConfig> seats = GameController::defaultSeats(3);
    seats[0].human = false; // three computer players: the test watches
    QVERIFY(t.w.startGame(QStringLiteral("rummy"), seats, 11));
    QVERIFY(t.show());
    std::vector<int> seen; // logged actions at each scene change
    const QMetaObject::Connection watch =
        connect(t.w.scene(), &TableScene::refreshed, this, [&] { seen.push_back(loggedActions(t.w.controller())); });
    const int turnsBefore = static_cast<int>(t.round().state().turnIndex);
    QTRY_VERIFY_WITH_TIMEOUT(t.round().state().turnIndex >= turnsBefore + 3, 30000);
    disconnect(watch);
    t.shot(QStringLiteral("follow-computer-turn.png"));
    // Never two actions in one scene change.
    int changes = 0;
    for (std::size_t i = 1; i < seen.size(); ++i) {
        QVERIFY2(seen[i] - seen[i - 1] <= 1, qPrintable(QStringLiteral("%1 → %2").arg(seen[i - 1]).arg(seen[i])));
        if (seen[i] != seen[i - 1]) ++changes;
    }
    QVERIFY(changes >= 6); // three turns of a draw and a discard at least
    // The log says each action as it came, in the engine's order.
    t.w.follow()->model()->update();
    const GameController *c = t.w.controller();
    const auto lines =
        GameLog::lines(c->saveGame(), -1, {c->matchSeatName(0), c->matchSeatName(1), c->matchSeatName(2)});
    QVERIFY(lines);
    QCOMPARE(lineTexts(t.w.follow()->model()->lines()), lineTexts(*lines));
}

// Skip ahead: F (or a click on the table) finishes the computer turn under way at once.
void TestFollow::skipAheadFinishesTurn()
{
    Table t(0);
    t.w.controller()->setComputerStepDelay(60000); // the turn would wait a minute between two actions
    QList<SeatConfig> seats = GameController::defaultSeats(2);
    seats[0].human = false;
    QVERIFY(t.w.startGame(QStringLiteral("rummy"), seats, 5));
    QVERIFY(t.show());
    const int seat = t.round().currentSeat();
    QTRY_VERIFY_WITH_TIMEOUT(loggedActions(t.w.controller()) == 1, 10000); // the draw is shown
    QVERIFY(t.w.controller()->computerTurnInProgress());
    QCOMPARE(t.round().currentSeat(), seat);
    QTest::keyClick(t.w.view(), Qt::Key_F);
    QVERIFY(t.round().currentSeat() != seat); // the whole turn is on the table
    QVERIFY(loggedActions(t.w.controller()) >= 2);
    // The next computer turn: a click on the table finishes it.
    const int next = t.round().currentSeat();
    const int before = loggedActions(t.w.controller());
    QTRY_VERIFY_WITH_TIMEOUT(loggedActions(t.w.controller()) == before + 1, 10000);
    QTest::mouseClick(t.w.view()->viewport(), Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(t.round().currentSeat() != next);
}

// Your own stock draw: the new card is marked for a moment; another player's discard is marked.
void TestFollow::ownDrawMarked()
{
    Table t(0);
    t.w.controller()->setComputerStepDelay(0);
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 9));
    QTRY_VERIFY_WITH_TIMEOUT(t.w.controller()->isHumanTurn(), 10000);
    t.w.controller()->setComputerDelay(60000);
    QCoreApplication::processEvents();
    const remi::Card top = t.round().state().stock.back();
    t.key(Qt::Key_D);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QList<CardItem *> marked;
    for (CardItem *item : t.w.follow()->marks()->markedItems())
        if (t.w.scene()->handItems().contains(item)) marked << item;
    QCOMPARE(marked.size(), 1);
    QCOMPARE(marked.first()->cardId(), top.id);
    // The log says which card you drew.
    QCOMPARE(t.w.follow()->model()->lines().back().text, QStringLiteral("You drew %1.").arg(GameLog::card(top)));
}

// Hot-seat: the curtain says what happened since the next player's last turn, public lines only.
void TestFollow::hotSeatSummary()
{
    Table t(0);
    t.w.controller()->setComputerStepDelay(0);
    QList<SeatConfig> seats = GameController::defaultSeats(3);
    seats[1].human = true; // Player 1, Player 2 at one screen, and a computer
    QVERIFY(t.w.startGame(QStringLiteral("rummy"), seats, 4));
    QVERIFY(t.show());
    GameController *c = t.w.controller();
    int checked = 0;
    for (int turn = 0; turn < 8; ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(c->curtainUp(), 10000);
        QCoreApplication::processEvents();
        const int next = c->match().matchSeat(c->round().currentSeat());
        const QString text = t.w.follow()->summary()->text();
        const auto lines =
            GameLog::lines(c->saveGame(), -1, {c->matchSeatName(0), c->matchSeatName(1), c->matchSeatName(2)});
        QVERIFY(lines);
        const auto since = GameLog::sinceLastTurn(*lines, next);
        QStringList expected;
        for (const GameLogLine &l : since) expected << l.text;
        if (!expected.isEmpty()) {
            QCOMPARE(text, QStringLiteral("Since your last turn:\n") + expected.join(QLatin1Char('\n')));
            QVERIFY(!text.contains(QLatin1String("You drew"))); // nobody's stock card is named
            ++checked;
            if (checked == 2) t.shot(QStringLiteral("follow-hotseat.png"));
        }
        c->dismissCurtain();
        QVERIFY(t.w.commands()->draw().reason == remi::Reason::Ok);
        const remi::Card card = t.round().hand(t.round().currentSeat()).front();
        QCOMPARE(c->act(remi::Action::discard(0, card.id)), remi::Reason::Ok);
    }
    QVERIFY(checked >= 6);
}

QTEST_MAIN(TestFollow)
#include "tst_follow.moc"
