// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What a screen reader hears around a round's start and end (RULES.md 1.5, 7), the blind tester's
// second list: a play command after the round's end says the round is over and how to go on; a new
// game's first turn is said once; the table is named afresh for the new round before the focus comes
// back to it; the notification does not send the same words twice within a second.
//
// Plural texts ("%n card(s)") read as their source here: the tests load no translation.

#include "../engine/TestRound.h"
#include "../engine/TestRules.h"
#include "Announcer.h"
#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "KeyTable.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "RoundEndPanel.h"
#include "SpokenLine.h"
#include "TableScene.h"
#include "TableView.h"

#include <QAccessible>
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>

using namespace keytest;
using namespace remi;
using namespace remitest;
using Area = KeyboardController::Area;

namespace {

/// A two-seat rummy round of `rules` in which the human (seat 0) went out.
std::optional<Round> wentOut(const RuleSet &rules)
{
    std::string error;
    std::optional<Round> q =
        roundFrom(rules, 2, 1, DealText({{"5H 6H 7H KS KD KC", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""}), &error);
    if (!q) return q;
    if (q->apply(drawStock(0)) != Reason::Ok) return std::nullopt;
    if (q->apply(meldAction(*q, 0, {"5H 6H 7H", "KS KD KC"})) != Reason::Ok) return std::nullopt;
    if (q->apply(discardAction(*q, 0, "9H")) != Reason::Ok) return std::nullopt;
    return q;
}

} // namespace

class TestRoundSpeech : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_roundspeech"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void playAfterTheRoundSaysItIsOver_data();
    void playAfterTheRoundSaysItIsOver();
    void firstTurnSaidOnce();
    void tableNamedAfreshForTheNewRound();
    void sameWordsNotSentTwice();
};

void TestRoundSpeech::playAfterTheRoundSaysItIsOver_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("expected");
    QTest::newRow("next round") << QString() << QStringLiteral("The round is over. Press Enter for the next round.");
    QTest::newRow("match over") << QStringLiteral("matchEnd=deals,dealCount=1")
                                << QStringLiteral("The round is over. Press Enter for the final standings.");
}

// M after the round said "Select the cards of a meld first.": every play command, by every key,
// now says the round is over and how to go on (one check, CommandPresenter::run).
void TestRoundSpeech::playAfterTheRoundSaysItIsOver()
{
    QFETCH(QString, options);
    QFETCH(QString, expected);
    const RuleSet rules =
        (options.isEmpty() ? *presetRules("rummy") : presetWith(QStringLiteral("rummy"), options)).forPlayers(2);
    const std::optional<Round> over = wentOut(rules);
    QVERIFY(over && over->isOver());
    Table t;
    QVERIFY(t.w.controller()->newGame(rules, GameController::defaultSeats(2), 7));
    QVERIFY(t.show());
    QVERIFY(t.w.controller()->setRound(*over));
    QTRY_VERIFY(t.w.roundEndPanel()->isVisible());
    using Command = void (KeyboardController::*)();
    const QList<std::pair<const char *, Command>> commands{
        {"meld", &KeyboardController::meld},        {"draw", &KeyboardController::drawStock},
        {"take", &KeyboardController::takeDiscard}, {"draft", &KeyboardController::addToDraft},
        {"lay off", &KeyboardController::layOff},   {"swap", &KeyboardController::swapJoker},
        {"discard", &KeyboardController::discard},  {"bury", &KeyboardController::bury},
        {"end turn", &KeyboardController::endTurn}, {"hint", &KeyboardController::hint},
        {"undo", &KeyboardController::undo},        {"redo", &KeyboardController::redo},
        {"cut", &KeyboardController::drawCut}};
    for (const auto &[name, command] : commands) {
        t.keys->announce(QStringLiteral("-"));
        (t.keys->*command)();
        QVERIFY2(t.keys->lastAnnouncement() == expected,
                 qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), t.keys->lastAnnouncement())));
    }
    // The key itself: M.
    t.keys->announce(QStringLiteral("-"));
    QTest::keyClick(t.w.view(), Qt::Key_M);
    QCoreApplication::processEvents();
    QCOMPARE(t.keys->lastAnnouncement(), expected);
}

// A game the human opens: "New game dealt." and the turn's instruction once (it was "Your turn: …
// New game dealt. Your turn: …").
void TestRoundSpeech::firstTurnSaidOnce()
{
    Table t;
    QSignalSpy spoken(t.w.keyboard()->announcer(), &Announcer::spoken);
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 3)); // seed 3: the human plays first
    QVERIFY(t.w.controller()->isHumanTurn());
    QTRY_COMPARE(spoken.count(), 1);
    QCOMPARE(spoken.at(0).at(0).toString(),
             QStringLiteral("New game dealt. Your turn: draw from the stock (D) or take the discard (T). Top "
                            "discard: %1.")
                 .arg(CardNames::card(t.round().pileTop().value())));
    QTest::qWait(200);
    QCOMPARE(spoken.count(), 1);
}

// The focus came back from the round-end panel to a table still named after the last round's card
// ("five of spades. List with 14 items."): the new round names it "Card table" and its focused child
// is a card of the new hand.
void TestRoundSpeech::tableNamedAfreshForTheNewRound()
{
    const RuleSet rules = presetRules("rummy")->forPlayers(2);
    const std::optional<Round> over = wentOut(rules);
    QVERIFY(over);
    Table t;
    QVERIFY(t.w.controller()->newGame(rules, GameController::defaultSeats(2), 7));
    QVERIFY(t.show());
    t.key(Qt::Key_End); // the view is named after the focused card now
    const QString stale = t.w.view()->accessibleName();
    QVERIFY2(stale != QStringLiteral("Card table"), qPrintable(stale));
    QVERIFY(t.w.controller()->setRound(*over));
    QTRY_VERIFY(t.w.roundEndPanel()->isVisible());
    QCOMPARE(t.w.view()->accessibleName(), stale); // the round's end renames nothing
    t.w.roundEndPanel()->proceed();
    QCOMPARE(t.w.controller()->match().roundNumber(), 2);
    QCOMPARE(t.w.view()->accessibleName(), QStringLiteral("Card table"));
    QCOMPARE(t.keys->area(), Area::Hand);
    QCoreApplication::processEvents();
    QTRY_VERIFY(t.w.view()->hasFocus());
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(t.w.view());
    QTRY_VERIFY(iface->focusChild());
    const QList<CardItem *> hand = t.w.scene()->handItems();
    const int at = t.keys->handIndex();
    QCOMPARE(iface->focusChild()->text(QAccessible::Name),
             QStringLiteral("%1, %2 of %3").arg(CardNames::card(hand[at]->card())).arg(at + 1).arg(hand.size()));
    QCOMPARE(t.w.view()->accessibleName(), QStringLiteral("Card table"));
}

// Orca read "Round 2 dealt …" twice: it reads the notification's name when it handles an event,
// and two events of one sentence came close together. Same words within a second are sent once.
void TestRoundSpeech::sameWordsNotSentTwice()
{
    SpokenLine line;
    QVERIFY(line.say(QStringLiteral("Round 2 dealt.")));
    QVERIFY(!line.say(QStringLiteral("Round 2 dealt.")));
    QCOMPARE(line.sent(), 1);
    QVERIFY(line.say(QStringLiteral("Your turn.")));
    QVERIFY(line.say(QStringLiteral("Round 2 dealt."))); // not the last words: said
    QCOMPARE(line.sent(), 3);
    QTest::qWait(SpokenLine::kRepeatGapMs + 100);
    QVERIFY(line.say(QStringLiteral("Round 2 dealt."))); // a second later: said again
    QCOMPARE(line.sent(), 4);
    QCOMPARE(line.text(), QStringLiteral("Round 2 dealt."));

    // Through the announcer: the same line twice in a row is spoken once.
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QTest::qWait(100);
    QSignalSpy spoken(t.keys->announcer(), &Announcer::spoken);
    t.keys->announce(QStringLiteral("Round 2 dealt. North starts."));
    QTRY_COMPARE(spoken.count(), 1);
    t.keys->announce(QStringLiteral("Round 2 dealt. North starts."));
    QTest::qWait(200);
    QCOMPARE(spoken.count(), 1);
    QCOMPARE(t.keys->announcer()->lastSpoken(), QStringLiteral("Round 2 dealt. North starts."));
}

QTEST_MAIN(TestRoundSpeech)
#include "tst_roundspeech.moc"
