// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16: the end of a round and of a match. The round-end panel comes up only once the last card
// has landed; the hands then lie face up at their seats exactly as the engine holds them (cards
// that cost points tinted); the score table shows the engine's breakdown per variant with the
// player who went out highlighted and the reasons in words; the match end's Rematch keeps the
// seats and options with another seed.

#include "../engine/TestRound.h"
#include "../engine/TestRules.h"
#include "CardItem.h"
#include "ComputerTurn.h"
#include "GameController.h"
#include "KeyboardController.h"
#include "Language.h"
#include "MainWindow.h"
#include "MatchEndDialog.h"
#include "RoundEndPanel.h"
#include "ScoreSheet.h"
#include "SeatPanel.h"
#include "TableLayout.h"
#include "TableScene.h"
#include "TableView.h"
#include "engine/ScoreBreakdown.h"

#include <QChartView>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineSeries>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTableWidget>
#include <QValueAxis>
#include <QtTest>
#include <algorithm>

using namespace remi;
using namespace remitest;

namespace {

QStringList rowTexts(const QTableWidget *table, int row)
{
    QStringList out;
    for (int c = 0; c < table->columnCount(); ++c)
        out << (table->item(row, c) ? table->item(row, c)->text() : QString());
    return out;
}

QStringList headers(const QTableWidget *table)
{
    QStringList out;
    for (int c = 0; c < table->columnCount(); ++c) out << table->horizontalHeaderItem(c)->text();
    return out;
}

/// A two-seat match of `rules` (seat 0 the human), its round replaced by the finished `round`.
void finishWith(MainWindow &w, const RuleSet &rules, const Round &round)
{
    w.controller()->setComputerDelay(60000); // the computer seat never moves on its own here
    QVERIFY(w.controller()->newGame(rules, GameController::defaultSeats(2), 7));
    QVERIFY(round.isOver());
    QVERIFY(w.controller()->setRound(round));
}

/// REMI_SHOT_DIR set: the window at 1280×720 and 800×600, in English and Serbian, for the review.
void shots(MainWindow &w, const QString &name)
{
    if (!qEnvironmentVariableIsSet("REMI_SHOT_DIR")) return;
    const QString dir = qEnvironmentVariable("REMI_SHOT_DIR");
    for (const char *language : {"en", "sr"}) {
        Language::apply(QLatin1String(language));
        for (const QSize size : {QSize(1280, 720), QSize(800, 600)}) {
            w.resize(size);
            QTest::qWait(50);
            w.grab().save(dir + QStringLiteral("/%1-%2-%3x%4.png")
                                    .arg(name, QLatin1String(language))
                                    .arg(size.width())
                                    .arg(size.height()));
        }
    }
    Language::apply(QStringLiteral("en"));
    w.resize(1280, 720);
}

} // namespace

class TestRoundEnd : public QObject {
    Q_OBJECT

  private slots:
    void init() { Language::apply(QStringLiteral("en")); }
    void waitsForTheLastCard();
    void scoreTable_data();
    void scoreTable();
    void rematchKeepsSeatsAndOptions();
    void closedStandingsLeaveAWayOn();
    void liveRamiScores();
    void eightPlayersScroll();
    void fitsBesideTheTable();
    void defaultNamesShowWhole_data();
    void defaultNamesShowWhole();
    void matchEndFitsTheWindow();
    void wholeBesideTheLog_data();
    void wholeBesideTheLog();
};

// The closing discard glides to the pile; the panel and the face-up hands come only after it landed.
void TestRoundEnd::waitsForTheLastCard()
{
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QVERIFY(w.startGame(QStringLiteral("remi51"), 3, 5));
    w.scene()->setAnimationSpeed(AnimationSpeed::Slow);
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy finished(w.controller(), &GameController::roundFinished);
    bool glidingWhenShown = true;
    QList<CardItem *> opponentsWhenShown;
    connect(w.roundEndPanel(), &RoundEndPanel::shown, this, [&] {
        glidingWhenShown = w.scene()->isAnimating();
        for (QGraphicsItem *item : w.scene()->items())
            if (auto *card = dynamic_cast<CardItem *>(item); card && card->isGliding()) glidingWhenShown = true;
    });
    QVERIFY(playRoundAsHuman(*w.controller(), finished));
    // The round is settled, but the last card is still on its way: nothing shown yet.
    QVERIFY(w.roundEndPanel()->isWaiting());
    QVERIFY(!w.roundEndPanel()->isVisible());
    QVERIFY(!w.scene()->handsShown());
    QTRY_VERIFY(w.roundEndPanel()->isVisible());
    QVERIFY(!glidingWhenShown);
    QVERIFY(w.scene()->handsShown());

    // Every hand face up, exactly the engine's: the human's at the bottom, the others at their seats.
    const Round &round = w.controller()->round();
    const int human = w.controller()->humanSeat();
    QList<CardId> shown, expected;
    for (CardItem *item : w.scene()->opponentItems()) {
        QVERIFY(item->isFaceUp());
        shown << item->cardId();
    }
    for (int s = 0; s < round.players(); ++s)
        if (s != human)
            for (const Card &c : round.hand(s)) expected << c.id;
    std::sort(shown.begin(), shown.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(shown, expected);
    QList<CardId> mine, mineExpected;
    for (CardItem *item : w.scene()->handItems()) {
        QVERIFY(item->isFaceUp());
        mine << item->cardId();
    }
    for (const Card &c : round.hand(human)) mineExpected << c.id;
    std::sort(mine.begin(), mine.end());
    std::sort(mineExpected.begin(), mineExpected.end());
    QCOMPARE(mine, mineExpected);
    // Tinted: exactly the cards the engine counts.
    const RoundBreakdown b = breakdownRound(round);
    QList<CardId> costly, tinted;
    for (const SeatBreakdown &s : b.seats)
        for (CardId id : s.costly) costly << id;
    for (CardItem *item : w.scene()->opponentItems() + w.scene()->handItems())
        if (item->isCostly()) tinted << item->cardId();
    std::sort(costly.begin(), costly.end());
    std::sort(tinted.begin(), tinted.end());
    QCOMPARE(tinted, costly);
    QVERIFY(!tinted.isEmpty());

    // Enter on the panel deals the next round, the hands face down again.
    QTest::keyClick(w.roundEndPanel()->continueButton(), Qt::Key_Return);
    QTRY_COMPARE(w.controller()->match().roundNumber(), 2);
    QVERIFY(!w.roundEndPanel()->isVisible());
    QVERIFY(!w.scene()->handsShown());
    for (CardItem *item : w.scene()->opponentItems()) QVERIFY(!item->isFaceUp());
}

void TestRoundEnd::scoreTable_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("header");
    QTest::addColumn<QStringList>("row0");
    QTest::addColumn<QStringList>("row1");
    QTest::addColumn<QString>("progress");
    QTest::addColumn<QStringList>("reasons");
    // Seat 0 is "You", seat 1 "Computer" (GameController::defaultNames for two seats).
    // Issue 16 (a newcomer's report): a column with nothing in it this round is left out, a 0 that is a
    // score reads 0 (not "–"), the factor reads "×1" beside a "×2".
    QTest::newRow("rummy") << "rummy" << QStringList{"Player", "Cards", "×", "Round", "Total"}
                           << QStringList{"✓ You", "50", "×2", "100", "100"}
                           << QStringList{"Computer 1", "0", "×1", "0", "0"} << "Round 1 · first to 150 points"
                           << QStringList{"You went rummy (all cards in one turn): the points count ×2."};
    QTest::newRow("remi51 hand") << "remi51" << QStringList{"Player", "Bonus", "Cards", "×", "Round", "Total"}
                                 << QStringList{"✓ You", "-80", "0", "×1", "-80", "-80"}
                                 << QStringList{"Computer 1", "0", "27", "×2", "54", "54"} << "Round 1 of 2"
                                 << QStringList{"You went out with a hand (all cards at once): −80 points.",
                                                "After a hand the others' points count ×2."};
    QTest::newRow("rami pure remi") << "rami" << QStringList{"Player", "Melded", "Cards", "Bonus", "Round", "Total"}
                                    << QStringList{"✓ You", "60", "45", "400", "505", "505"}
                                    << QStringList{"Computer 1", "0", "0", "0", "0", "0"}
                                    << "Round 1 · first to 1000 points"
                                    << QStringList{
                                           "You made pure remi (only new melds from the hand): 300 points bonus.",
                                           "Nobody else had opened: 100 points more for You."};
    QTest::newRow("remi_indonesia") << "remi_indonesia"
                                    << QStringList{"Player", "Melded", "Cards", "Bonus", "Round", "Total"}
                                    << QStringList{"✓ You", "35", "0", "150", "185", "185"}
                                    << QStringList{"Computer 1", "-30", "-20", "0", "-50", "-50"} << "Round 1 of 5"
                                    << QStringList{"You closed with the ace of spades: ×10 = 150 points.",
                                                   "Computer 1 had no run, so the sets count minus: −30 points."};
}

// The cells of the panel for a prepared round of each variant (the engine scenarios of
// tst_scorebreakdown), the highlighted winner and the reasons in words.
void TestRoundEnd::scoreTable()
{
    QFETCH(QString, variant);
    QFETCH(QStringList, header);
    QFETCH(QStringList, row0);
    QFETCH(QStringList, row1);
    QFETCH(QString, progress);
    QFETCH(QStringList, reasons);
    const RuleSet rules = presetRules(variant.toStdString())->forPlayers(2);
    std::optional<Round> r;
    if (variant == QLatin1String("rummy")) {
        REMI_ROUND(q, rules, 2, 1, {{"5H 6H 7H KS KD KC", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""});
        REMI_OK(*q, drawStock(0));
        REMI_OK(*q, meldAction(*q, 0, {"5H 6H 7H", "KS KD KC"}));
        REMI_OK(*q, discardAction(*q, 0, "9H"));
        r = q;
    } else if (variant == QLatin1String("remi51")) {
        REMI_ROUND(q, rules, 2, 0,
                   {{"8D 8H 8C 10S 10D 10C 4C", "4S 5S 6S 10H JH QH KH 2C 3D 5H 9S QC"}, "8S", "", "6H"});
        REMI_OK(*q, meldAction(*q, 1, {"4S 5S 6S", "10H JH QH KH"}));
        REMI_OK(*q, discardAction(*q, 1, "2C"));
        REMI_OK(*q, drawStock(0));
        REMI_OK(*q, meldAction(*q, 0, {"8D 8H 8C 8S", "10S 10D 10C"}));
        REMI_OK(*q, discardAction(*q, 0, "4C"));
        r = q;
    } else if (variant == QLatin1String("rami")) {
        REMI_ROUND(q, rules, 2, 1, {{"5H 6H 7H KS KD KC 2C 3C 4C", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""});
        REMI_OK(*q, drawStock(0));
        REMI_OK(*q, meldAction(*q, 0, {"5H 6H 7H", "KS KD KC", "2C 3C 4C"}));
        REMI_OK(*q, discardAction(*q, 0, "9H"));
        r = q;
    } else {
        REMI_ROUND(q, rules, 2, 0, {{"6D 7D 8D 2C 3C 4C AS", "KS KH 4S 5S 6S 9H 7H"}, "KC 5C", ""});
        REMI_OK(*q, drawStock(0)); // KC
        REMI_OK(*q, discardAction(*q, 0, "KC"));
        // 5.3 / 5.6: seat 1 picks the king up into a set while it holds 4-5-6 of spades
        REMI_OK(*q,
                Action::pickupMeld(1, 1, {q->pile().back().card.id, idIn(q->hand(1), "KS"), idIn(q->hand(1), "KH")}));
        REMI_OK(*q, discardAction(*q, 1, "6S")); // and breaks the sequence
        REMI_OK(*q, drawStock(0));               // 5C
        REMI_OK(*q, meldAction(*q, 0, {"6D 7D 8D", "2C 3C 4C 5C"}));
        REMI_OK(*q, discardAction(*q, 0, "AS"));
        r = q;
    }
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    finishWith(w, rules, *r);
    if (QTest::currentTestFailed()) return;
    RoundEndPanel *panel = w.roundEndPanel();
    QTRY_VERIFY(panel->isVisible());
    QCOMPARE(headers(panel->table()), header);
    QCOMPARE(rowTexts(panel->table(), 0), row0);
    QCOMPARE(rowTexts(panel->table(), 1), row1);
    QCOMPARE(panel->highlightedRow(), 0);
    QCOMPARE(panel->table()->item(0, 0)->data(Qt::AccessibleTextRole).toString(), QStringLiteral("You, went out"));
    QVERIFY(panel->table()->item(0, 1)->background().color() != panel->table()->item(1, 1)->background().color());
    QCOMPARE(panel->progress(), progress);
    QCOMPARE(panel->reasons(), reasons);
    QCOMPARE(panel->title(), QStringLiteral("Round 1 over — You went out."));
    // Issue 34: said once, in order: who went out, each seat's round and total (no "Cards 0"), the
    // reasons, how to go on; the panel itself has no name nor description read besides.
    QStringList reasonSentences = reasons;
    for (QString &reason : reasonSentences) reason.chop(1); // their own full stop
    // The sentences write a negative number with the minus sign (ScoreWords::number), the table "-".
    auto minus = [](QString cell) { return cell.replace(QLatin1Char('-'), QChar(0x2212)); };
    const QString spoken =
        QStringLiteral("Round 1 over — You went out. %1. You: %2 points this round, total %3. Computer 1: %4 "
                       "points this round, total %5. %6Press Enter for the next round.")
            .arg(progress, minus(row0[row0.size() - 2]), minus(row0.last()), minus(row1[row1.size() - 2]),
                 minus(row1.last()),
                 reasonSentences.isEmpty() ? QString()
                                           : reasonSentences.join(QStringLiteral(". ")) + QStringLiteral(". "));
    QCOMPARE(panel->summary(), spoken);
    QCOMPARE(w.keyboard()->lastAnnouncement(), spoken); // what the window said when the panel came up
    // The button that takes the focus is read with the result first (it was "Next round push
    // button. Enter." before the result).
    auto *nextButton = panel->findChild<QPushButton *>(QStringLiteral("nextButton"));
    QVERIFY(nextButton);
    QCOMPARE(nextButton->accessibleName(), spoken + QStringLiteral(" Next round"));
    QVERIFY(panel->accessibleName().isEmpty());
    QVERIFY(panel->accessibleDescription().isEmpty());
    // In Serbian and Russian the verb agrees with "you" (it said "Затворио је: Ви.", "Закрылся: Вы.").
    Language::apply(QStringLiteral("sr"));
    QTRY_COMPARE(panel->title(), QStringLiteral("Крај рунде 1. Затворили сте."));
    Language::apply(QStringLiteral("ru"));
    QTRY_COMPARE(panel->title(), QStringLiteral("Раунд 1 окончен. Вы закрылись."));
    Language::apply(QStringLiteral("en"));
    QTRY_COMPARE(panel->title(), QStringLiteral("Round 1 over — You went out."));
    // Every heading says in words what its column is; the "×" also under the table.
    for (int c = 1; c < panel->table()->columnCount(); ++c)
        QVERIFY2(panel->table()->horizontalHeaderItem(c)->toolTip().startsWith(header[c] + QStringLiteral(": ")),
                 qPrintable(header[c]));
    QCOMPARE(panel->caption(),
             header.contains(QStringLiteral("×"))
                 ? QStringLiteral("×: the round's points are multiplied by this (after going rummy, a hand or a remi).")
                 : QString());
    // 4 players fit without scrolling at 1280×720.
    QVERIFY(!panel->table()->verticalScrollBar()->isVisible());
    shots(w, QStringLiteral("roundend-%1").arg(variant));

    // Issue 34: the next round is said when it is dealt: its number, your cards, who starts.
    panel->proceed();
    const Round &next = w.controller()->round();
    QVERIFY(!next.isOver());
    QCOMPARE(w.controller()->match().roundNumber(), 2);
    // init() loads the English translation: its plural forms are read ("14 cards").
    const QString dealt = QStringLiteral("Round 2 dealt. You have %1 cards. ").arg(next.hand(0).size());
    if (next.currentSeat() == 0)
        QCOMPARE(w.keyboard()->lastAnnouncement(), dealt + QStringLiteral("You start. ") + w.keyboard()->turnPrompt());
    else QCOMPARE(w.keyboard()->lastAnnouncement(), dealt + QStringLiteral("Computer 1 starts."));
}

// Match end: the standings and the chart; Rematch starts the same seats and options with another seed.
void TestRoundEnd::rematchKeepsSeatsAndOptions()
{
    RuleSet rules = presetWith(QStringLiteral("rummy"), QStringLiteral("matchEnd=deals,dealCount=1")).forPlayers(2);
    REMI_ROUND(q, rules, 2, 1, {{"5H 6H 7H KS KD KC", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""});
    REMI_OK(*q, drawStock(0));
    REMI_OK(*q, meldAction(*q, 0, {"5H 6H 7H", "KS KD KC"}));
    REMI_OK(*q, discardAction(*q, 0, "9H"));
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QList<SeatConfig> seats = GameController::defaultSeats(2);
    seats[1].name = QStringLiteral("Ana");
    seats[1].level = ai::BotLevel::Hard;
    w.controller()->setComputerDelay(60000);
    QVERIFY(w.controller()->newGame(rules, seats, 7));
    const save::SaveGame before = w.controller()->saveGame();
    QVERIFY(w.controller()->setRound(*q));
    QTRY_VERIFY(w.roundEndPanel()->isVisible());
    QCOMPARE(w.roundEndPanel()->continueButton()->text(), QStringLiteral("Show the standings"));
    w.roundEndPanel()->proceed();
    MatchEndDialog *end = nullptr;
    QTRY_VERIFY((end = w.findChild<MatchEndDialog *>()) && end->isVisible());
    // Issue 35: the last round's hands stay face up behind the standings.
    QVERIFY(w.scene()->handsShown());
    for (CardItem *item : w.scene()->opponentItems()) QVERIFY(item->isFaceUp());
    QCOMPARE(end->winnersText(), QStringLiteral("Winner: You"));
    // Issue 34: the winner was said twice (the dialog's label and the window), the totals never.
    QCOMPARE(end->standingsText(), QStringLiteral("Standings: 1. You, 100; 2. Ana, 0."));
    QCOMPARE(w.keyboard()->lastAnnouncement(), QStringLiteral("Standings: 1. You, 100; 2. Ana, 0."));
    QCOMPARE(rowTexts(end->standings(), 0), (QStringList{"1.", "✓ You", "100"}));
    QCOMPARE(rowTexts(end->standings(), 1), (QStringList{"2.", "Ana", "0"}));
    // Tab leaves the standings for the buttons (a blind tester's Tab walked its cells for ever).
    QVERIFY(!end->standings()->tabKeyNavigation());
    QCOMPARE(MatchEndDialog::runningTotals(w.controller()), (QList<QList<int>>{{100, 0}}));
    QCOMPARE(end->chart()->chart()->series().size(), 2);
    auto *you = qobject_cast<QLineSeries *>(end->chart()->chart()->series()[0]);
    QCOMPARE(you->points(), (QList<QPointF>{{0, 0}, {1, 100}}));
    // Each line its own colour (the chart's defaults for "You" and East, light blue and purple, were
    // hard to tell apart): the eight colours differ pairwise, and the lines wear them.
    QCOMPARE(you->pen().color(), MatchEndDialog::seriesColour(0));
    QCOMPARE(qobject_cast<QLineSeries *>(end->chart()->chart()->series()[1])->pen().color(),
             MatchEndDialog::seriesColour(1));
    for (int a = 0; a < 8; ++a)
        for (int b = a + 1; b < 8; ++b) {
            const QColor p = MatchEndDialog::seriesColour(a), q = MatchEndDialog::seriesColour(b);
            const int distance =
                std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) + std::abs(p.blue() - q.blue());
            QVERIFY2(distance >= 80, qPrintable(QStringLiteral("%1 and %2: %3").arg(a).arg(b).arg(distance)));
        }
    // The rounds axis ticks whole rounds (a match of 18 rounds read "0 1 3 5 7…"): every round, or
    // every 2nd, 5th, 10th…
    auto *rounds = qobject_cast<QValueAxis *>(end->chart()->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(rounds);
    QCOMPARE(rounds->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(rounds->tickInterval(), 1.0);
    QCOMPARE(rounds->tickAnchor(), 0.0);
    QCOMPARE(MatchEndDialog::roundTickStep(1), 1);
    QCOMPARE(MatchEndDialog::roundTickStep(10), 1);
    QCOMPARE(MatchEndDialog::roundTickStep(18), 2);
    QCOMPARE(MatchEndDialog::roundTickStep(45), 5);
    QCOMPARE(MatchEndDialog::roundTickStep(101), 20);
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR")) {
        for (const char *language : {"en", "ru"}) {
            Language::apply(QLatin1String(language));
            QCoreApplication::processEvents();
            end->grab().save(qEnvironmentVariable("REMI_SHOT_DIR") +
                             QStringLiteral("/matchend-%1.png").arg(QLatin1String(language)));
        }
        Language::apply(QStringLiteral("en"));
    }
    end->findChild<QPushButton *>(QStringLiteral("rematchButton"))->click();
    QTRY_VERIFY(!w.findChild<MatchEndDialog *>() || !w.findChild<MatchEndDialog *>()->isVisible());
    QVERIFY(!w.controller()->match().isOver());
    QCOMPARE(w.controller()->match().roundNumber(), 1);
    const save::SaveGame after = w.controller()->saveGame();
    QCOMPARE(after.variant, before.variant);
    QCOMPARE(after.options, before.options);
    QCOMPARE(after.players.size(), before.players.size());
    QCOMPARE(w.controller()->seats()[1].name, QStringLiteral("Ana"));
    QCOMPARE(w.controller()->seats()[1].level, ai::BotLevel::Hard);
    QVERIFY(w.controller()->seats()[0].human);
    QVERIFY(after.seed != before.seed);
}

void TestRoundEnd::closedStandingsLeaveAWayOn()
{
    // Issue 35 (tester ru 17): after the match-end dialog was closed the table said "Round over." with
    // no button. The round end's panel stays, its button opens the standings again and has the focus.
    RuleSet rules = presetWith(QStringLiteral("rummy"), QStringLiteral("matchEnd=deals,dealCount=1")).forPlayers(2);
    REMI_ROUND(q, rules, 2, 1, {{"5H 6H 7H KS KD KC", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""});
    REMI_OK(*q, drawStock(0));
    REMI_OK(*q, meldAction(*q, 0, {"5H 6H 7H", "KS KD KC"}));
    REMI_OK(*q, discardAction(*q, 0, "9H"));
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.resize(1366, 768);
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    finishWith(w, rules, *q);
    RoundEndPanel *panel = w.roundEndPanel();
    QTRY_VERIFY(panel->isVisible());
    QPushButton *button = panel->continueButton();
    QCOMPARE(button->text(), QStringLiteral("Show the standings"));
    const int tableWidth = w.view()->width();
    for (int time = 0; time < 2; ++time) {
        QTRY_COMPARE(QApplication::focusWidget(), button);
        QTest::keyClick(button, Qt::Key_Return);
        QPointer<MatchEndDialog> end;
        QTRY_VERIFY((end = w.findChild<MatchEndDialog *>()) && end->isVisible());
        // The panel stays beside the table (the table is not laid out again under the dialog).
        QVERIFY(panel->isVisible());
        QCOMPARE(w.view()->width(), tableWidth);
        QVERIFY(w.scene()->handsShown());
        QTest::keyClick(end, Qt::Key_Escape);
        QTRY_VERIFY(!end || !end->isVisible());
        QVERIFY(panel->isVisible());
        QCOMPARE(button->text(), QStringLiteral("Show the standings"));
        QVERIFY(button->isEnabled());
    }
    // A rematch from the standings hides it.
    QTest::keyClick(button, Qt::Key_Return);
    MatchEndDialog *end = nullptr;
    QTRY_VERIFY((end = w.findChild<MatchEndDialog *>()) && end->isVisible());
    end->findChild<QPushButton *>(QStringLiteral("rematchButton"))->click();
    QTRY_VERIFY(!panel->isVisible());
    QVERIFY(!w.controller()->match().isOver());
}

// RULES.md 4.5 / 4.8: during a rami round the score sheet shows the live points, and the seats show
// their totals and live points next to their names.
void TestRoundEnd::liveRamiScores()
{
    const RuleSet rules = ramiRules().forPlayers(2);
    REMI_ROUND(q, rules, 2, 1, {{"5H 6H 7H KS KD KC 2C 4D", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H 9C", ""});
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.controller()->setComputerDelay(60000);
    QVERIFY(w.controller()->newGame(rules, GameController::defaultSeats(2), 7));
    QVERIFY(w.controller()->setRound(*q));
    QCOMPARE(w.controller()->act(drawStock(0)), Reason::Ok);
    QCOMPARE(w.controller()->act(meldAction(w.controller()->round(), 0, {"5H 6H 7H", "KS KD KC"})), Reason::Ok);
    QCOMPARE(ScoreSheet::liveRow(w.controller()), (std::vector<int>{45, 0}));
    QCOMPARE(ScoreSheet::summary(w.controller()),
             QStringLiteral("Score after 0 rounds: You 0, Computer 1 0 This round so far: You 45, Computer 1 0."));
    // The seat panels (issue 17): the match total and, in brackets, this round's live points.
    QTRY_VERIFY(w.scene()->seatPanels().value(1));
    QTRY_COMPARE(w.scene()->seatPanels().value(1)->scoreText(), QStringLiteral("0 (0)"));
    QTRY_COMPARE(w.scene()->seatPanels().value(0)->scoreText(), QStringLiteral("0 (+45)"));
}

// Rami with eight players: seat 0 goes out at once; the table scrolls rather than pushing the button
// out of the window, 4 seats fit without (scoreTable).
void TestRoundEnd::eightPlayersScroll()
{
    const RuleSet rules = ramiRules().forPlayers(8);
    DealText deal;
    deal.hands = {"5H 6H 7H KS KD KC 2C 3C 4C", "2D 3D 5D 6D 7D 8D 9D 10D", "2H 3H 4H 8H 9H 10H JH QH",
                  "2S 3S 4S 5S 6S 7S 8S 9S",    "10S JS QS AS AH AD AC 5C", "6C 7C 8C 9C 10C JC QC KC",
                  "2D 3D 5D 6D 7D 8D 9D 10D",   "2H 3H 4H 8H 9H 10H JH QH"};
    deal.stock = "9H";
    std::string error;
    std::optional<Round> r = Round::fromDeal(rules, 8, 7, makeDeal(rules, deal), &error);
    QVERIFY2(r, error.c_str());
    QCOMPARE(r->apply(drawStock(0)), Reason::Ok);
    QCOMPARE(r->apply(meldAction(*r, 0, {"5H 6H 7H", "KS KD KC", "2C 3C 4C"})), Reason::Ok);
    QCOMPARE(r->apply(discardAction(*r, 0, "9H")), Reason::Ok);
    QVERIFY(r->isOver());
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.controller()->setComputerDelay(60000);
    QVERIFY(w.controller()->newGame(rules, GameController::defaultSeats(8), 7));
    QVERIFY(w.controller()->setRound(*r));
    RoundEndPanel *panel = w.roundEndPanel();
    QTRY_VERIFY(panel->isVisible());
    QCOMPARE(panel->table()->rowCount(), 8);
    shots(w, QStringLiteral("roundend-rami8"));
    w.resize(800, 600);
    QTest::qWait(50);
    // The button stays inside the window; every row is in sight or reached by scrolling.
    const QRect button(panel->continueButton()->mapTo(&w, QPoint(0, 0)), panel->continueButton()->size());
    QVERIFY(w.rect().contains(button));
    QTableWidget *table = panel->table();
    QVERIFY(table->rowViewportPosition(7) + table->rowHeight(7) <= table->viewport()->height() ||
            table->verticalScrollBar()->maximum() > 0);
    // Squeezed to 800 pixels, the columns scroll rather than vanish: each keeps its width.
    for (int c = 1; c < table->columnCount(); ++c) QVERIFY(table->columnWidth(c) >= 20);
}

// Issue 16 (a newcomer at 800×600): the table scrolled sideways, hiding Round and Total, and the game
// log beside it was squeezed to a word a line. Four players: everything in sight at 1280×720, no
// sideways scrolling at 800×600 (the figures whole, the headings may shorten), the game log keeps its
// width; in English and Serbian.
void TestRoundEnd::fitsBesideTheTable()
{
    const RuleSet rules = ramiRules().forPlayers(4);
    DealText deal;
    deal.hands = {"5H 6H 7H KS KD KC 2C 3C 4C", "2D 3D 5D 6D 7D 8D 9D 10D", "2H 3H 4H 8H 9H 10H JH QH",
                  "2S 3S 4S 5S 6S 7S 8S 9S"};
    deal.stock = "9H";
    std::string error;
    std::optional<Round> r = Round::fromDeal(rules, 4, 3, makeDeal(rules, deal), &error);
    QVERIFY2(r, error.c_str());
    QCOMPARE(r->apply(drawStock(0)), Reason::Ok);
    QCOMPARE(r->apply(meldAction(*r, 0, {"5H 6H 7H", "KS KD KC", "2C 3C 4C"})), Reason::Ok);
    QCOMPARE(r->apply(discardAction(*r, 0, "9H")), Reason::Ok);
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.resize(800, 600);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *log = w.findChild<QDockWidget *>(QStringLiteral("gameLogDock"));
    QVERIFY(log);
    log->show();
    w.controller()->setComputerDelay(60000);
    QVERIFY(w.controller()->newGame(rules, GameController::defaultSeats(4), 7));
    QTest::qWait(50);
    const int logWidth = log->width();
    QVERIFY(logWidth >= 150);
    QVERIFY(w.controller()->setRound(*r));
    RoundEndPanel *panel = w.roundEndPanel();
    QTRY_VERIFY(panel->isVisible());
    QTest::qWait(50);
    QCOMPARE(log->width(), logWidth);
    QTableWidget *table = panel->table();
    for (const char *language : {"en", "sr"}) {
        Language::apply(QLatin1String(language));
        for (const QSize size : {QSize(1280, 720), QSize(800, 600)}) {
            w.resize(size);
            QTest::qWait(50);
            const QString where =
                QStringLiteral("%1 %2x%3").arg(QLatin1String(language)).arg(size.width()).arg(size.height());
            QCOMPARE(table->columnCount(), 6); // player, melded, cards, bonus, round, total
            QVERIFY2(table->horizontalScrollBar()->maximum() == 0, qPrintable(where));
            const int last = table->columnCount() - 1;
            QVERIFY2(table->columnViewportPosition(last) + table->columnWidth(last) <= table->viewport()->width(),
                     qPrintable(where));
            for (int c = 1; c < table->columnCount(); ++c)
                QVERIFY2(table->columnWidth(c) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(c),
                         qPrintable(where));
            const QRect button(panel->continueButton()->mapTo(&w, QPoint(0, 0)), panel->continueButton()->size());
            QVERIFY2(w.rect().contains(button), qPrintable(where));
            // Every seat panel, East's and the own included, inside the part of the table in sight
            // (800x600 with the log open leaves the view about 432 pixels).
            TableView *view = w.view();
            const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
            QCOMPARE(w.scene()->seatPanels().size(), 4);
            for (SeatPanel *seat : w.scene()->seatPanels())
                QVERIFY2(visible.contains(seat->sceneBoundingRect()),
                         qPrintable(QStringLiteral("%1 seat %2 at %3,%4 %5x%6, view %7x%8")
                                        .arg(where, seat->name())
                                        .arg(seat->sceneBoundingRect().x())
                                        .arg(seat->sceneBoundingRect().y())
                                        .arg(seat->sceneBoundingRect().width())
                                        .arg(seat->sceneBoundingRect().height())
                                        .arg(visible.width())
                                        .arg(visible.height())));
            if (size.width() == 1280) {
                // The others' hands, face up at their seats, large enough to read each card's corner.
                const QList<CardItem *> others = w.scene()->opponentItems();
                QCOMPARE(others.size(), 24);
                for (int i = 0; i < others.size(); ++i) {
                    QVERIFY2(others[i]->cardSize().height() >= TableLayout::kMinShownCardHeight, qPrintable(where));
                    if (i > 0 && others[i]->home().y() == others[i - 1]->home().y())
                        QVERIFY2(others[i]->home().x() - others[i - 1]->home().x() >=
                                     0.3 * others[i]->cardSize().width(),
                                 qPrintable(where));
                }
                QVERIFY2(!table->verticalScrollBar()->isVisible(), qPrintable(where));
                for (int c = 0; c < table->columnCount(); ++c)
                    QVERIFY2(table->columnWidth(c) >= table->horizontalHeader()->sectionSizeHint(c), qPrintable(where));
            }
        }
    }
    Language::apply(QStringLiteral("en"));
}

void TestRoundEnd::defaultNamesShowWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "sr", "sr_Latn", "ru"})
        for (const QSize size : {QSize(800, 600), QSize(1366, 768), QSize(720, 720)})
            QTest::newRow(qPrintable(
                QStringLiteral("%1 %2x%3").arg(QLatin1String(language)).arg(size.width()).arg(size.height())))
                << QString::fromLatin1(language) << size;
}

// Issue 36, V1: "Where a name can grow (seat names, winners), the table must fit the longest name in
// every language at every size." At 720x720 the bold Cyrillic winner "★ Исток" / "★ Восток" was elided
// to "★ …". East goes out here (the bold "★ " row); every default seat name of a four-player game, bold
// and with the star, fits the name column whole, and so does each row's own text; a long custom name
// is elided instead (its tooltip is the whole name).
void TestRoundEnd::defaultNamesShowWhole()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QCOMPARE(Language::apply(language), language);
    const RuleSet rules = ramiRules().forPlayers(4);
    DealText deal;
    // The dealer is North (2): East (3) plays first and goes out at once.
    deal.hands = {"2D 3D 5D 6D 7D 8D 9D 10D", "2H 3H 4H 8H 9H 10H JH QH", "2S 3S 4S 5S 6S 7S 8S 9S",
                  "5H 6H 7H KS KD KC 2C 3C 4C"};
    deal.stock = "9H";
    std::string error;
    std::optional<Round> r = Round::fromDeal(rules, 4, 2, makeDeal(rules, deal), &error);
    QVERIFY2(r, error.c_str());
    QCOMPARE(r->currentSeat(), 3);
    QCOMPARE(r->apply(drawStock(3)), Reason::Ok);
    QCOMPARE(r->apply(meldAction(*r, 3, {"5H 6H 7H", "KS KD KC", "2C 3C 4C"})), Reason::Ok);
    QCOMPARE(r->apply(discardAction(*r, 3, "9H")), Reason::Ok);
    QVERIFY(r->isOver());
    for (const bool custom : {false, true}) {
        MainWindow w;
        w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->setComputerDelay(60000);
        QList<SeatConfig> seats = GameController::defaultSeats(4);
        const QString longName =
            QStringLiteral("Aleksandra Aleksandrović-Petrović iz Gornjeg Milanovca, Kraljeva i Smedereva");
        if (custom) seats[1].name = longName;
        QVERIFY(w.controller()->newGame(rules, seats, 7));
        QVERIFY(w.controller()->setRound(*r));
        RoundEndPanel *panel = w.roundEndPanel();
        QTRY_VERIFY(panel->isVisible());
        QTest::qWait(50);
        QTableWidget *table = panel->table();
        QCOMPARE(panel->highlightedRow(), 3);
        const QString where = QStringLiteral("%1 %2x%3%4")
                                  .arg(language)
                                  .arg(size.width())
                                  .arg(size.height())
                                  .arg(custom ? QStringLiteral(" custom") : QString());
        QVERIFY2(table->item(3, 0)->text().startsWith(QStringLiteral("✓ ")), qPrintable(where));
        // What a cell needs: its text in its font and the item view's margin each side (QCommonStyle).
        const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
        QFont bold = table->font();
        bold.setBold(true);
        const int column = table->columnWidth(0);
        for (const SeatConfig &seat : GameController::defaultSeats(4)) {
            const QString text = QStringLiteral("✓ ") + seat.name;
            // The grid line takes a pixel of the column (QTableView::sizeHintForColumn).
            const int needed = QFontMetrics(bold).horizontalAdvance(text) + 2 * margin + (table->showGrid() ? 1 : 0);
            QVERIFY2(
                needed <= column,
                qPrintable(
                    QStringLiteral("%1: \"%2\" needs %3, the column is %4").arg(where, text).arg(needed).arg(column)));
        }
        for (int row = 0; row < table->rowCount(); ++row) {
            const QTableWidgetItem *item = table->item(row, 0);
            const int needed =
                table->sizeHintForIndex(table->model()->index(row, 0)).width() + (table->showGrid() ? 1 : 0);
            if (custom && row == 1) {
                QVERIFY2(needed > column, qPrintable(where)); // elided, the tooltip whole
                QCOMPARE(item->toolTip(), longName);
            } else {
                QVERIFY2(needed <= column, qPrintable(QStringLiteral("%1: \"%2\" needs %3, the column is %4")
                                                          .arg(where, item->text())
                                                          .arg(needed)
                                                          .arg(column)));
            }
        }
        // The figures stay whole, nothing scrolls sideways, the panel stays in the window.
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        for (int c = 1; c < table->columnCount(); ++c)
            QVERIFY2(table->columnWidth(c) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(c),
                     qPrintable(where));
        const int last = table->columnCount() - 1;
        QVERIFY2(table->columnViewportPosition(last) + table->columnWidth(last) <= table->viewport()->width(),
                 qPrintable(where));
        const QRect button(panel->continueButton()->mapTo(&w, QPoint(0, 0)), panel->continueButton()->size());
        QVERIFY2(w.rect().contains(button), qPrintable(where));
        if (qEnvironmentVariableIsSet("REMI_SHOT_DIR") && !custom)
            w.grab().save(
                qEnvironmentVariable("REMI_SHOT_DIR") +
                QStringLiteral("/roundend-names-%1-%2x%3.png").arg(language).arg(size.width()).arg(size.height()));
    }
    Language::apply(QStringLiteral("en"));
}

// Issue 36, V7: the match-end dialog was wider than a 720-pixel window and lost its edges ("Winner:
// West" read "inner: Wes"). It fits the window it ends, in every language.
void TestRoundEnd::matchEndFitsTheWindow()
{
    RuleSet rules = presetWith(QStringLiteral("rummy"), QStringLiteral("matchEnd=deals,dealCount=1")).forPlayers(2);
    REMI_ROUND(q, rules, 2, 1, {{"5H 6H 7H KS KD KC", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""});
    REMI_OK(*q, drawStock(0));
    REMI_OK(*q, meldAction(*q, 0, {"5H 6H 7H", "KS KD KC"}));
    REMI_OK(*q, discardAction(*q, 0, "9H"));
    for (const char *language : {"en", "sr", "sr_Latn", "ru"}) {
        Language::apply(QLatin1String(language));
        for (const QSize size : {QSize(720, 720), QSize(800, 600)}) {
            MainWindow w;
            w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
            w.resize(size);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.controller()->setComputerDelay(60000);
            QVERIFY(w.controller()->newGame(rules, GameController::defaultSeats(2), 7));
            QVERIFY(w.controller()->setRound(*q));
            QTRY_VERIFY(w.roundEndPanel()->isVisible());
            w.roundEndPanel()->proceed();
            MatchEndDialog *end = nullptr;
            QTRY_VERIFY((end = w.findChild<MatchEndDialog *>()) && end->isVisible());
            const QString where = QStringLiteral("%1 %2x%3: dialog %4x%5")
                                      .arg(QLatin1String(language))
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(end->width())
                                      .arg(end->height());
            QVERIFY2(end->width() <= w.width() && end->height() <= w.height(), qPrintable(where));
            end->reject();
        }
    }
    Language::apply(QStringLiteral("en"));
}

void TestRoundEnd::wholeBesideTheLog_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("variant");
    for (const char *language : {"en", "sr", "sr_Latn", "ru"})
        for (const int width : {1024, 1280})
            for (const char *variant : {"rami", "remi51"})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2x720 %3").arg(QLatin1String(language)).arg(width).arg(QLatin1String(variant))))
                    << QString::fromLatin1(language) << width << QString::fromLatin1(variant);
}

// Issue 35: at 1024x720 with the game log open the four-seat Rami round end cut its headings
// ("Изложено" read "зложен", "Укупно" and "Выложено" cut). Four seats of Rami and of Remi 51, the log
// open, 1024 and 1280 pixels wide, every language: every heading, every cell and the button show their
// whole text (the text's width in its font and the style's margins within the section, cell, button).
void TestRoundEnd::wholeBesideTheLog()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    QFETCH(QString, variant);
    QCOMPARE(Language::apply(language), language);
    const RuleSet rules = presetRules(variant.toStdString())->forPlayers(4);
    std::optional<Round> r;
    if (variant == QLatin1String("rami")) {
        // The dealer is North (2): East (3) plays first and goes out at once (RULES.md, Rami scoring).
        REMI_ROUND(q, rules, 4, 2,
                   {{"2D 3D 5D 6D 7D 8D 9D 10D", "2H 3H 4H 8H 9H 10H JH QH", "2S 3S 4S 5S 6S 7S 8S 9S",
                     "5H 6H 7H KS KD KC 2C 3C 4C"},
                    "9H",
                    ""});
        REMI_OK(*q, drawStock(3));
        REMI_OK(*q, meldAction(*q, 3, {"5H 6H 7H", "KS KD KC", "2C 3C 4C"}));
        REMI_OK(*q, discardAction(*q, 3, "9H"));
        r = q;
    } else {
        // The dealer is North (2): East (3) opens the round with every card at once, a hand (×2 for the others).
        REMI_ROUND(
            q, rules, 4, 2,
            {{"2D 3D 5D 6D 7D 8D 9D", "2H 3H 4H 8H 9H 10H JH", "2S 3S 4S 5S 6S 7S QS", "8D 8H 8C 8S 10S 10D 10C 4C"},
             "KH",
             "",
             "6H"});
        REMI_OK(*q, meldAction(*q, 3, {"8D 8H 8C 8S", "10S 10D 10C"}));
        REMI_OK(*q, discardAction(*q, 3, "4C"));
        r = q;
    }
    QVERIFY(r->isOver());
    MainWindow w;
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.resize(width, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *log = w.findChild<QDockWidget *>(QStringLiteral("gameLogDock"));
    QVERIFY(log);
    log->show();
    w.controller()->setComputerDelay(60000);
    QVERIFY(w.controller()->newGame(rules, GameController::defaultSeats(4), 7));
    QTest::qWait(50);
    const int logWidth = log->width();
    QVERIFY(w.controller()->setRound(*r));
    RoundEndPanel *panel = w.roundEndPanel();
    QTRY_VERIFY(panel->isVisible());
    QTest::qWait(50);
    QCOMPARE(log->width(), logWidth); // the log keeps its width
    QCOMPARE(w.width(), width);
    QTableWidget *table = panel->table();
    QCOMPARE(table->rowCount(), 4);
    QVERIFY(table->columnCount() >= 5);
    const QString where =
        QStringLiteral("%1 %2x720 %3, panel %4").arg(language).arg(width).arg(variant).arg(panel->width());
    QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    const int last = table->columnCount() - 1;
    QVERIFY2(table->columnViewportPosition(last) + table->columnWidth(last) <= table->viewport()->width(),
             qPrintable(where));
    QHeaderView *header = table->horizontalHeader();
    const int headerMargin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const int cellMargin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    for (int c = 0; c < table->columnCount(); ++c) {
        const QString heading = table->horizontalHeaderItem(c)->text();
        const int needed = header->fontMetrics().horizontalAdvance(heading) + 2 * headerMargin;
        QVERIFY2(needed <= header->sectionSize(c),
                 qPrintable(QStringLiteral("%1: heading \"%2\" needs %3, the section is %4")
                                .arg(where, heading)
                                .arg(needed)
                                .arg(header->sectionSize(c))));
        for (int row = 0; row < table->rowCount(); ++row) {
            const QTableWidgetItem *item = table->item(row, c);
            QVERIFY(item);
            const QFont font = item->data(Qt::FontRole).isValid() ? item->font() : table->font();
            // The grid line takes a pixel of the column (QTableView::sizeHintForColumn adds it).
            const int grid = table->showGrid() ? 1 : 0;
            const int text = QFontMetrics(font).horizontalAdvance(item->text()) + 2 * cellMargin + grid;
            const int hint = table->sizeHintForIndex(table->model()->index(row, c)).width() + grid;
            QVERIFY2(std::max(text, hint) <= table->columnWidth(c),
                     qPrintable(QStringLiteral("%1: cell \"%2\" needs %3 (%4), the column is %5")
                                    .arg(where, item->text())
                                    .arg(text)
                                    .arg(hint)
                                    .arg(table->columnWidth(c))));
        }
    }
    QPushButton *button = panel->continueButton();
    // The button's text within the contents rectangle its style draws the label in.
    QStyleOptionButton option;
    option.initFrom(button);
    option.text = button->text();
    const int contents = button->style()->subElementRect(QStyle::SE_PushButtonContents, &option, button).width();
    const int advance = button->fontMetrics().horizontalAdvance(button->text());
    QVERIFY2(
        advance <= contents,
        qPrintable(where +
                   QStringLiteral(": button \"%1\" needs %2, has %3").arg(button->text()).arg(advance).arg(contents)));
    QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(where));
    QVERIFY2(w.rect().contains(QRect(button->mapTo(&w, QPoint(0, 0)), button->size())), qPrintable(where));
    qInfo("%s", qPrintable(where));
    if (qEnvironmentVariableIsSet("REMI_SHOT_DIR"))
        w.grab().save(qEnvironmentVariable("REMI_SHOT_DIR") +
                      QStringLiteral("/roundend-log-%1-%2x720-%3.png").arg(language).arg(width).arg(variant));
    Language::apply(QStringLiteral("en"));
}

QTEST_MAIN(TestRoundEnd)
#include "tst_roundend.moc"
