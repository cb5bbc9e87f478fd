// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// One command, one outcome, whatever the input path (issue 14): each player command is run through
// every path that offers it — a drag, a double-click, a key, the hand card's menu, the table meld's
// menu — from the same position, and every path must leave the same round (the engine's state, card
// for card) and say the same words. Rami's borrowed-card confirmation is asked on every discard path
// (a box for the mouse and the menus, a second press for the key) and Yes / the second press
// discards.

#include "CardItem.h"
#include "GameController.h"
#include "HandModel.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "PlayerCommands.h"
#include "TableMenus.h"
#include "TableScene.h"
#include "TableView.h"

#include <QAbstractButton>
#include <QContextMenuEvent>
#include <QMessageBox>
#include <QtTest>

using namespace keytest;
using remitest::idIn;

namespace {

enum class Command { Discard, LayOff, SwapJoker, DiscardWithBorrowedCards };
enum class Path { Drag, DoubleClick, Key, CardMenu, MeldMenu };

/// remi51: seat 0 opened with 10-J-Q-K♠ (meld 0) and 5♥-joker-7♥ (meld 1), holds 6♥, and is to
/// draw the 9♠ (it lays off at the spades' low end).
std::optional<remi::Round> remi51Position(const remi::RuleSet &rules)
{
    const remitest::DealText text{
        {"10S JS QS KS 5H JK 7H 2C 9D 4D 3C 8C 6D 9C 6H", "2D 3D 5D 8D 10D 2S 4S 6S 8S 3H 9H 10H 4C 7C"},
        "KD 9S QC QD 2H 4H 8H KC",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    if (!round) return std::nullopt;
    const auto &h0 = round->hand(0);
    round->apply(remi::Action::meld(0, {remitest::idsIn(h0, "10S JS QS KS"), remitest::idsIn(h0, "5H JK 7H")}));
    round->apply(remi::Action::discard(0, idIn(round->hand(0), "2C")));
    round->apply(remi::Action::draw(1));
    round->apply(remi::Action::discard(1, idIn(round->hand(1), "KD")));
    return round;
}

/// rami with manipulation: seat 0 opened with 7-8-9-10-J♣ and three kings, to draw.
std::optional<remi::Round> ramiPosition(const remi::RuleSet &rules)
{
    const remitest::DealText text{
        {"7C 8C 9C 10C JC KH KS KD 2D 3S 5S 9H 4D 6D", "QH QS QD 2C 4C 6C 8D 10D 3H 5H 7H 9S JS KC"},
        "AD AH AS 2H 3C 4S 6H 8S",
        "",
        ""};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    if (!round) return std::nullopt;
    if (round->phase() == remi::Phase::Draw) round->apply(remi::Action::draw(0));
    round->apply(remi::Action::meld(
        0, {remitest::idsIn(round->hand(0), "7C 8C 9C 10C JC"), remitest::idsIn(round->hand(0), "KH KS KD")}));
    round->apply(remi::Action::discard(0, idIn(round->hand(0), "3S")));
    round->apply(remi::Action::draw(1));
    round->apply(remi::Action::discard(1, idIn(round->hand(1), "KC")));
    return round;
}

CardItem *handItem(Table &t, remi::CardId id)
{
    for (CardItem *item : t.w.scene()->handItems())
        if (item->cardId() == id) return item;
    return nullptr;
}

/// Presses on `item`, moves over the table to `to` (scene coordinates) and releases there.
bool dragTo(Table &t, CardItem *item, QPointF to)
{
    InputPlayer player(t, InputPlayer::Input::Mouse);
    const std::optional<QPoint> from = player.pointOn(item);
    if (!from) return false;
    QWidget *viewport = t.w.view()->viewport();
    const QPoint target = t.w.view()->mapFromScene(to);
    QTest::mousePress(viewport, Qt::LeftButton, {}, *from);
    QTest::mouseMove(viewport, *from + QPoint(12, -12));
    QTest::mouseMove(viewport, (*from + target) / 2);
    QTest::mouseMove(viewport, target);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, target);
    QCoreApplication::processEvents();
    return true;
}

QAction *firstAction(QMenu *menu)
{
    for (QAction *a : menu->actions())
        if (!a->isSeparator() && a->isEnabled() && !a->menu()) return a;
    return nullptr;
}

} // namespace

Q_DECLARE_METATYPE(Command)
Q_DECLARE_METATYPE(Path)

class TestInputPaths : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        // Computer turns at once too (issue 15: their pace is a setting of its own).
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void samePathsSameOutcome_data();
    void samePathsSameOutcome();
    void goingOutAfterLayingOffOnOthers();
    void hintNeverLeavesTheTurnWithoutAnEnd();
    void keysSwapIntoTheChosenOfTwoJokers();
};

void TestInputPaths::samePathsSameOutcome_data()
{
    QTest::addColumn<Command>("command");
    QTest::addColumn<Path>("path");
    const std::pair<const char *, Path> paths[] = {{"drag", Path::Drag},
                                                   {"double-click", Path::DoubleClick},
                                                   {"key", Path::Key},
                                                   {"hand card menu", Path::CardMenu},
                                                   {"table meld menu", Path::MeldMenu}};
    const std::pair<const char *, Command> commands[] = {
        {"discard", Command::Discard},
        {"lay off", Command::LayOff},
        {"swap joker", Command::SwapJoker},
        {"discard, borrowed cards", Command::DiscardWithBorrowedCards}};
    for (const auto &[commandName, command] : commands)
        for (const auto &[pathName, path] : paths) {
            // A double-click only discards; the table meld's menu offers no discard.
            const bool discard = command == Command::Discard || command == Command::DiscardWithBorrowedCards;
            if (path == Path::DoubleClick && !discard) continue;
            if (path == Path::MeldMenu && discard) continue;
            QTest::addRow("%s by %s", commandName, pathName) << command << path;
        }
}

void TestInputPaths::samePathsSameOutcome()
{
    QFETCH(Command, command);
    QFETCH(Path, path);
    Table t;
    const bool rami = command == Command::DiscardWithBorrowedCards;
    if (rami) {
        remi::RuleSet rules = *remi::presetRules("rami");
        rules.manipulation = true;
        QVERIFY(t.w.controller()->newGame(rules, GameController::defaultSeats(2), 1));
    } else {
        QVERIFY(t.w.startGame(QStringLiteral("remi51"), 2, 1));
    }
    QVERIFY(t.show());
    const auto position = rami ? ramiPosition(t.round().rules()) : remi51Position(t.round().rules());
    QVERIFY(position && t.w.controller()->setRound(*position));
    const remi::Round &round = t.round();
    t.key(Qt::Key_D);
    QCOMPARE(round.phase(), remi::Phase::Play);
    if (rami) {
        // The borrowed card: the 7♣ taken from the run (the command, not a path under test).
        QCOMPARE(t.w.commands()->take(0, {round.table()[0].cards.front().id}).reason, remi::Reason::Ok);
    }
    QTRY_VERIFY(!t.w.scene()->handItems().isEmpty());
    QCoreApplication::processEvents();

    // The card, the meld and the action every path must end in; the words every path must say.
    remi::CardId card = 0;
    int meld = -1;
    remi::Action expected;
    QString words;
    switch (command) {
    case Command::Discard:
        card = idIn(round.hand(0), "9D");
        expected = remi::Action::discard(0, card);
        words = QStringLiteral("You discarded the nine of diamonds.");
        break;
    case Command::LayOff:
        card = idIn(round.hand(0), "9S");
        meld = 0;
        expected = remi::Action::layOff(0, card, meld, remi::MeldEnd::Low);
        words = QStringLiteral("Laid off the nine of spades: You: run 9-10-J-Q-K of spades, 49 points.");
        break;
    case Command::SwapJoker:
        card = idIn(round.hand(0), "6H");
        meld = 1;
        expected = remi::Action::swapJoker(0, card, meld);
        words = QStringLiteral("The six of hearts took the joker's place: You: run 5-6-7 of hearts, 18 points.");
        break;
    case Command::DiscardWithBorrowedCards:
        card = idIn(round.hand(0), "2D");
        expected = remi::Action::discard(0, card);
        words = QStringLiteral("You discarded the two of diamonds.");
        break;
    }
    remi::Round after = round;
    QCOMPARE(after.apply(expected), remi::Reason::Ok);
    const remi::RoundState before = round.state();

    switch (path) {
    case Path::Drag: {
        QPointF to;
        if (meld < 0) {
            to = t.w.scene()->pileRect().center();
        } else {
            // The lay-off on the left half of the run (its low end); the swap on the joker itself.
            const QList<CardItem *> cards = t.w.scene()->meldItems()[meld];
            to = command == Command::LayOff ? cards.front()->sceneBoundingRect().center()
                                            : cards[1]->sceneBoundingRect().center();
        }
        QVERIFY(dragTo(t, handItem(t, card), to));
        break;
    }
    case Path::DoubleClick: {
        InputPlayer player(t, InputPlayer::Input::Mouse);
        const std::optional<QPoint> at = player.pointOn(handItem(t, card));
        QVERIFY(at);
        QTest::mouseDClick(t.w.view()->viewport(), Qt::LeftButton, {}, *at);
        break;
    }
    case Path::Key:
        QVERIFY(t.focus(card));
        t.key(command == Command::LayOff ? Qt::Key_L : command == Command::SwapJoker ? Qt::Key_J : Qt::Key_Delete);
        break;
    case Path::CardMenu: {
        QVERIFY(t.focus(card));
        t.key(Qt::Key_Menu);
        QMenu *menu = t.keys->openMenu();
        QVERIFY(menu && menu->isVisible());
        QAction *action = nullptr;
        if (meld < 0) {
            for (QAction *a : menu->actions())
                if (a->text() == QStringLiteral("Discard\tDelete")) action = a;
        } else {
            const QString sub = command == Command::LayOff ? QStringLiteral("layOffMenu") : QStringLiteral("swapMenu");
            QMenu *submenu = menu->findChild<QMenu *>(sub);
            QVERIFY(submenu);
            action = firstAction(submenu);
        }
        QVERIFY(action);
        action->trigger();
        menu->close();
        break;
    }
    case Path::MeldMenu: {
        QVERIFY(t.select({card})); // the meld's menu acts with the selected hand card
        QList<CardItem *> cards = t.w.scene()->meldItems()[meld];
        const QPoint at = t.w.view()->mapFromScene(cards.back()->sceneBoundingRect().center());
        QWidget *viewport = t.w.view()->viewport();
        QContextMenuEvent click(QContextMenuEvent::Mouse, at, viewport->mapToGlobal(at));
        QApplication::sendEvent(viewport, &click);
        QMenu *menu = t.keys->openMenu();
        QVERIFY(menu && menu->isVisible());
        QAction *action =
            findAction(menu, command == Command::LayOff ? QStringLiteral("layOffLow") : QStringLiteral("swapJoker"));
        QVERIFY(action);
        action->trigger();
        menu->close();
        break;
    }
    }

    if (command == Command::DiscardWithBorrowedCards) {
        // Nothing happens before the player confirms, on every path.
        QCOMPARE(remitest::stateDiff(round.state(), before), QString());
        const QString warning =
            QStringLiteral("Borrowed: seven of clubs — costs 300 if still in hand at the end of the turn");
        if (path == Path::Key) {
            QCOMPARE(t.status(), warning + QStringLiteral(". Press the key again to end the turn anyway."));
            t.key(Qt::Key_Delete);
        } else {
            QMessageBox *ask = nullptr;
            QTRY_VERIFY((ask = t.w.findChild<QMessageBox *>(QStringLiteral("borrowedQuestion"))) && ask->isVisible());
            QCOMPARE(ask->text(), warning + QLatin1Char('.'));
            QCOMPARE(ask->informativeText(), QStringLiteral("Discard the two of diamonds and end the turn anyway?"));
            ask->button(QMessageBox::Yes)->click();
        }
    }
    QTRY_COMPARE(remitest::stateDiff(round.state(), after.state()), QString());
    QCOMPARE(t.status(), words);
    QVERIFY(round.cardsConserved());
}

// RULES.md 3.7 (strictHand): seat 0 had not opened at the start of its turn, opens, lays off the 8♦
// on seat 1's run and would go out with the 6♠. The engine refuses with lay_off_not_allowed; the
// words say why going out is refused, not "You cannot lay off there now." (a tester read that for
// its discard), by the key and by a drag onto the pile alike, and the round is unchanged.
void TestInputPaths::goingOutAfterLayingOffOnOthers()
{
    Table t;
    QVERIFY(t.w.startGame(QStringLiteral("remi51"), 2, 1));
    QVERIFY(t.show());
    const remi::RuleSet &rules = t.round().rules();
    const remitest::DealText text{
        {"10S JS QS KS 5H 6H 7H 8H 9H 2C 3C 4C 8D 6S 9C", "9D 10D JD QD KD AD 2S 4S 7S 8S 3H 10H 4H 7C"},
        "KH 5C QC QH",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    QVERIFY(round);
    QCOMPARE(round->apply(remi::Action::discard(0, idIn(round->hand(0), "9C"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(1)), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::meld(1, {remitest::idsIn(round->hand(1), "9D 10D JD QD KD AD")})),
             remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(1, idIn(round->hand(1), "KH"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(0)), remi::Reason::Ok); // the 5♣
    const auto &h = round->hand(0);
    QCOMPARE(
        round->apply(remi::Action::meld(0, {remitest::idsIn(h, "10S JS QS KS"), remitest::idsIn(h, "5H 6H 7H 8H 9H"),
                                            remitest::idsIn(round->hand(0), "2C 3C 4C 5C")})),
        remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::layOff(0, idIn(round->hand(0), "8D"), 0, remi::MeldEnd::Low)),
             remi::Reason::Ok);
    QCOMPARE(round->hand(0).size(), std::size_t(1));
    QVERIFY(t.w.controller()->setRound(*round));
    QTRY_VERIFY(!t.w.scene()->handItems().isEmpty());
    const remi::CardId six = idIn(t.round().hand(0), "6S");
    const remi::RoundState before = t.round().state();
    const QString why = QStringLiteral("You cannot go out in this turn: you had not opened before it and laid off on "
                                       "another player's meld. Undo that lay-off, or keep more cards.");
    const CommandResult r = t.w.commands()->discard(six, true);
    QCOMPARE(r.reason, remi::Reason::LayOffNotAllowed);
    QCOMPARE(r.words, why);
    QVERIFY(t.focus(six));
    t.key(Qt::Key_Delete);
    QCOMPARE(t.status(), why);
    t.w.statusBar()->clearMessage();
    QVERIFY(dragTo(t, handItem(t, six), t.w.scene()->pileRect().center()));
    QTRY_COMPARE(t.status(), why);
    QVERIFY(t.round().state() == before);
}

// remi51: seat 0 opened with 5-9♠, three tens and 2-6♣ and kept the 10♣; now it drew the 4♠.
// Both its cards fit a meld (10♣ the tens, 4♠ the spades). Laying either off would leave the other
// alone: the last card can be neither laid off nor discarded (RULES.md 3.7 closing_card_playable),
// the turn would have no end (a tester followed such a hint into it). The hint is a discard the
// engine accepts, and the turn ends with it.
void TestInputPaths::hintNeverLeavesTheTurnWithoutAnEnd()
{
    Table t;
    QVERIFY(t.w.startGame(QStringLiteral("remi51"), 2, 1));
    QVERIFY(t.show());
    const remi::RuleSet &rules = t.round().rules();
    const remitest::DealText text{
        {"5S 6S 7S 8S 9S 10H 10D 10S 2C 3C 4C 5C 6C 10C KD", "2H 3H 6H 8H 2D 3D 7D 8D JD QS KS AH AD 9C"},
        "JH 4S QC QH",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    QVERIFY(round);
    const auto &h = round->hand(0);
    QCOMPARE(
        round->apply(remi::Action::meld(0, {remitest::idsIn(h, "5S 6S 7S 8S 9S"), remitest::idsIn(h, "10H 10D 10S"),
                                            remitest::idsIn(h, "2C 3C 4C 5C 6C")})),
        remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(0, idIn(round->hand(0), "KD"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(1)), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(1, idIn(round->hand(1), "JH"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(0)), remi::Reason::Ok); // the 4♠
    QCOMPARE(remitest::handCodes(*round, 0), QStringLiteral("10C 4S"));
    // Either lay-off leaves the turn without an end.
    for (const char *card : {"10C", "4S"}) {
        remi::Round probe = *round;
        const remi::CardId id = idIn(probe.hand(0), card);
        const int meld = std::string(card) == "10C" ? 1 : 0;
        QCOMPARE(probe.apply(remi::Action::layOff(0, id, meld, remi::MeldEnd::Auto)), remi::Reason::Ok);
        QVERIFY(probe.apply(remi::Action::discard(0, probe.hand(0).front().id)) != remi::Reason::Ok);
    }
    QVERIFY(t.w.controller()->setRound(*round));
    QTRY_VERIFY(!t.w.scene()->handItems().isEmpty());
    const CommandResult r = t.w.commands()->hint();
    QVERIFY(r.hint.has_value());
    QCOMPARE(r.hint->target, HintMove::Target::Pile);
    QCOMPARE(r.hint->pileDepth, 0);
    QCOMPARE(r.hint->cards.size(), 1);
    remi::Round probe = t.round();
    QCOMPARE(probe.apply(remi::Action::discard(0, r.hint->cards.front())), remi::Reason::Ok);
    QCOMPARE(probe.currentSeat(), 1);
}

QTEST_MAIN(TestInputPaths)
// RULES.md 3.5 (swap_joker): seat 0 opened with two 5♥-joker-7♥ runs (melds 1 and 2, two decks) and
// holds a 6♥ that fits both jokers. J lists the two places; the keys' stand-in player (the helper
// online tests play with) walks the list to the planned one, the second run, and nothing else moves
// (CI failed once when it pressed J and left the list open).
void TestInputPaths::keysSwapIntoTheChosenOfTwoJokers()
{
    Table t;
    QVERIFY(t.w.startGame(QStringLiteral("remi51"), 2, 1));
    QVERIFY(t.show());
    const remi::RuleSet &rules = t.round().rules();
    const remitest::DealText text{
        {"10S JS QS KS 5H JK 7H 5H JK 7H 2C 9D 4D 3C 6H", "2D 3D 5D 8D 10D 2S 4S 6S 8S 3H 9H 10H 4C 7C"},
        "KD 9S QC QD 2H 4H 8H KC",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    QVERIFY(round);
    QCOMPARE(round->apply(remitest::meldAction(*round, 0, {"10S JS QS KS", "5H JK 7H", "5H JK 7H"})), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(0, idIn(round->hand(0), "2C"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(1)), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(1, idIn(round->hand(1), "KD"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(0)), remi::Reason::Ok); // the 9♠
    QVERIFY(t.w.controller()->setRound(*round));
    QTRY_VERIFY(!t.w.scene()->handItems().isEmpty());
    const remi::CardId six = idIn(t.round().hand(0), "6H");
    QCOMPARE(t.keys->menus().swapTargets(six).size(), 2);

    remi::Round after = t.round();
    QCOMPARE(after.apply(remi::Action::swapJoker(0, six, 2)), remi::Reason::Ok);
    InputPlayer player(t, InputPlayer::Input::Keys);
    QCOMPARE(player.perform(remi::Action::swapJoker(0, six, 2)), QString());
    QCOMPARE(remitest::stateDiff(t.round().state(), after.state()), QString());
    QCOMPARE(t.round().table()[1].jokerCount(), 1);
    QCOMPARE(t.round().table()[2].jokerCount(), 0);
    QVERIFY(!t.keys->openMenu() || !t.keys->openMenu()->isVisible());
}

#include "tst_inputpaths.moc"
