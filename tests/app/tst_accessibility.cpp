// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Screen-reader view of the table (issue 6): the accessible children of the table view (hand cards,
// stock, discard pile, table melds, other seats), the focus child following the keys and the events
// posted for it, no face of a hidden card ever named (other seats, the hot-seat curtain), and two
// small window fixes: the first turn's instruction after "New game dealt." and the meld list
// closing when Tab leaves the table area.
//
// Plural texts ("%n card(s)") read as their source here: the tests load no translation.

#include "Announcer.h"
#include "CardItem.h"
#include "CardNames.h"
#include "CommandPresenter.h"
#include "GameController.h"
#include "KeyTable.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "SpokenLine.h"
#include "TableAccessible.h"
#include "TableScene.h"
#include "TableView.h"

#include <QAccessible>
#include <QDialog>
#include <QDockWidget>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>
#include <algorithm>

using namespace keytest;
using Area = KeyboardController::Area;

namespace {

/// What the table posted: event type and the name of the child it is about (at the time).
struct Posted {
    QAccessible::Event type;
    QString name;
};

/// Records the table's events while it lives (TableAccessibility::setEventSpy).
struct EventSpy {
    QList<Posted> events;
    EventSpy()
    {
        TableAccessibility::setEventSpy([this](QAccessibleEvent *e) {
            QAccessibleInterface *iface = e->accessibleInterface();
            events.append({e->type(), iface ? iface->text(QAccessible::Name) : QString()});
        });
    }
    ~EventSpy() { TableAccessibility::setEventSpy(nullptr); }
    bool has(QAccessible::Event type, const QString &name) const
    {
        return std::any_of(events.begin(), events.end(),
                           [&](const Posted &p) { return p.type == type && p.name == name; });
    }
    bool hasPrefix(QAccessible::Event type, const QString &prefix) const
    {
        return std::any_of(events.begin(), events.end(),
                           [&](const Posted &p) { return p.type == type && p.name.startsWith(prefix); });
    }
    int count(QAccessible::Event type) const
    {
        return static_cast<int>(
            std::count_if(events.begin(), events.end(), [&](const Posted &p) { return p.type == type; }));
    }
};

QAccessibleInterface *tableInterface(MainWindow &w)
{
    return QAccessible::queryAccessibleInterface(w.view());
}

QStringList childNames(QAccessibleInterface *iface)
{
    QStringList names;
    for (int i = 0; i < iface->childCount(); ++i) names << iface->child(i)->text(QAccessible::Name);
    return names;
}

/// The hand's child names: each card with its place (issue 34: "seven of hearts, 3 of 14").
QStringList handNames(MainWindow &w)
{
    QStringList names;
    const QList<CardItem *> hand = w.scene()->handItems();
    for (int i = 0; i < hand.size(); ++i)
        names << QStringLiteral("%1, %2 of %3").arg(CardNames::card(hand[i]->card())).arg(i + 1).arg(hand.size());
    return names;
}

/// Every card face of `cards`: none may be heard while the card is hidden.
bool namesAnyFace(const QString &text, const std::vector<remi::Card> &cards)
{
    return std::any_of(cards.begin(), cards.end(),
                       [&](const remi::Card &c) { return text.contains(CardNames::card(c), Qt::CaseInsensitive); });
}

/// Any card face at all (every rank of every suit, and the joker).
bool namesAnyCard(const QString &text)
{
    std::vector<remi::Card> deck{remi::jokerCard(1, 0)};
    for (remi::Suit suit : {remi::Suit::Spades, remi::Suit::Hearts, remi::Suit::Diamonds, remi::Suit::Clubs})
        for (int rank = 1; rank <= 13; ++rank) deck.push_back(remi::naturalCard(0, suit, rank));
    return namesAnyFace(text, deck);
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_accessibility"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        // Computer turns at once too (issue 15: their pace is a setting of its own).
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void childrenOfTheTable();
    void focusChildFollowsKeys();
    void meldsAfterMeldIsLaid();
    void deeperPileCards();
    void hotSeatCurtainHidesEverything();
    void newGameSaysWhatToDo();
    void meldListClosesWhenTabLeaves();
    void spokenCardWords();
    void spokenOnceAfterTheFocus();
    void heldMovesSaidFirst();
    void hiddenMeldListNotRefreshed();
    void movesOfOnePlayerJoined();
    void placeChangeNotRenamed();
    void tableStackIsSilent();
    void emptyMeldListReadsItsRow();
    void focusComesBackAfterADialog();
};

void TestAccessibility::childrenOfTheTable()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QAccessibleInterface *iface = tableInterface(t.w);
    QVERIFY(iface);
    QVERIFY(dynamic_cast<TableAccessible *>(iface));
    QCOMPARE(iface->role(), QAccessible::List);
    QCOMPARE(iface->text(QAccessible::Name), t.w.view()->accessibleName()); // the view keeps its own texts

    const remi::Round &round = t.round();
    const QList<CardItem *> hand = t.w.scene()->handItems();
    const int n = static_cast<int>(hand.size());
    QCOMPARE(n, static_cast<int>(round.hand(0).size()));
    QCOMPARE(round.table().size(), std::size_t(0));
    // hand + stock + pile + melds (none yet) + three other seats
    QCOMPARE(iface->childCount(), n + 1 + 1 + 0 + 3);

    const QStringList names = childNames(iface);
    QCOMPARE(names.mid(0, n), handNames(t.w));
    for (int i = 0; i < n; ++i) {
        QAccessibleInterface *card = iface->child(i);
        QCOMPARE(card->role(), QAccessible::ListItem);
        QVERIFY(card->state().focusable);
        QVERIFY(card->state().selectable);
        QVERIFY(!card->state().selected);
        QCOMPARE(card->parent(), iface);
        QCOMPARE(iface->indexOfChild(card), i);
        QVERIFY(card->rect().isValid());
    }
    QCOMPARE(names[0], QStringLiteral("%1, 1 of 15").arg(CardNames::card(hand[0]->card())));
    // Only the hand cards are list items (issue 34: screen readers counted 20 items for 14 cards);
    // the stock and the pile are buttons.
    QCOMPARE(iface->child(n)->role(), QAccessible::Button);
    QCOMPARE(iface->child(n + 1)->role(), QAccessible::Button);
    int listItems = 0;
    for (int i = 0; i < iface->childCount(); ++i) listItems += iface->child(i)->role() == QAccessible::ListItem;
    QCOMPARE(listItems, n);
    QCOMPARE(names[n], QStringLiteral("Stock, %1 card(s)").arg(round.stockSize()));
    QCOMPARE(round.pile().size(), std::size_t(0)); // remi51: the first player holds 15 cards, no discard yet
    QCOMPARE(names[n + 1], QStringLiteral("Discard pile, empty"));
    // The other seats by name and count, in the order of the table; never a face of their cards.
    for (int k = 1; k <= 3; ++k) {
        QCOMPARE(
            names[n + 1 + k],
            QStringLiteral("%1, %2 card(s), score 0").arg(t.w.controller()->seatName(k)).arg(round.hand(k).size()));
        QVERIFY(!namesAnyFace(names[n + 1 + k], round.hand(k)));
        QVERIFY(!namesAnyFace(iface->child(n + 1 + k)->text(QAccessible::Description), round.hand(k)));
        QCOMPARE(iface->child(n + 1 + k)->role(), QAccessible::StaticText);
    }
    // The stock: only the face-up cut card is named (remi51).
    QVERIFY(round.cutCard());
    QCOMPARE(iface->child(n)->text(QAccessible::Description),
             QStringLiteral("Cut card: %1").arg(CardNames::card(*round.cutCard())));
    // The empty pile and the other seats name no card face at all.
    for (int i = n + 1; i < iface->childCount(); ++i) {
        QVERIFY(!namesAnyCard(iface->child(i)->text(QAccessible::Name)));
        QVERIFY(!namesAnyCard(iface->child(i)->text(QAccessible::Description)));
    }

    // Selecting a card (Space) marks its child selected.
    t.key(Qt::Key_Home);
    t.key(Qt::Key_Space);
    QVERIFY(iface->child(0)->state().selected);
    QVERIFY(!iface->child(1)->state().selected);
}

void TestAccessibility::focusChildFollowsKeys()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 3)); // the human draws first
    QAccessibleInterface *iface = tableInterface(t.w);
    QVERIFY(iface);
    const QStringList hand = handNames(t.w);
    QVERIFY(hand.size() >= 3);
    t.key(Qt::Key_Home);
    QVERIFY(iface->focusChild());
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), hand[0]);

    EventSpy spy;
    t.key(Qt::Key_Right);
    QCOMPARE(t.keys->handIndex(), 1);
    QAccessibleInterface *focused = iface->focusChild();
    QVERIFY(focused);
    QCOMPARE(focused->text(QAccessible::Name), hand[1]);
    QCOMPARE(iface->indexOfChild(focused), 1);
    QVERIFY(focused->state().focused);
    QVERIFY(!iface->child(0)->state().focused);
    QCOMPARE(spy.count(QAccessible::Focus), 1);
    QVERIFY(spy.has(QAccessible::Focus, hand[1]));

    // Space: the focused child is said selected (a state change), the focus stays.
    spy.events.clear();
    t.key(Qt::Key_Space);
    QVERIFY(spy.has(QAccessible::StateChanged, hand[1]));
    QCOMPARE(spy.count(QAccessible::Focus), 0);
    QVERIFY(iface->focusChild()->state().selected);

    // Past the end nothing moves and no focus event is posted.
    t.key(Qt::Key_End);
    spy.events.clear();
    t.key(Qt::Key_Right);
    QCOMPARE(spy.count(QAccessible::Focus), 0);
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), hand.last());

    // The other focus areas: pile, stock and players are children too.
    const remi::Round &round = t.round();
    t.key(Qt::Key_V);
    QCOMPARE(t.keys->area(), Area::Pile);
    const QString pile = QStringLiteral("Discard pile, %1 card(s), top: %2")
                             .arg(round.pile().size())
                             .arg(CardNames::card(round.pileTop().value()));
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), pile);
    QVERIFY(spy.has(QAccessible::Focus, pile));
    t.key(Qt::Key_Tab);
    QCOMPARE(t.keys->area(), Area::Stock);
    const QString stock = QStringLiteral("Stock, %1 card(s)").arg(round.stockSize());
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), stock);
    QVERIFY(spy.has(QAccessible::Focus, stock));
    t.key(Qt::Key_Tab);
    QCOMPARE(t.keys->area(), Area::Players);
    const int seat = t.keys->focusedPlayer();
    QCOMPARE(seat, 1);
    const QString player =
        QStringLiteral("%1, %2 card(s), score 0").arg(t.w.controller()->seatName(seat)).arg(round.hand(seat).size());
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), player);
    QVERIFY(spy.has(QAccessible::Focus, player));
    // Draft: no single child has the focus (the view's description says the draft meld).
    t.key(Qt::Key_Escape);
    t.key(Qt::Key_Tab);
    QCOMPARE(t.keys->area(), Area::Draft);
    QVERIFY(!iface->focusChild());
    // Back to the hand: the card focused before.
    t.key(Qt::Key_Escape);
    QCOMPARE(t.keys->area(), Area::Hand);
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), hand.last());
    QVERIFY(spy.has(QAccessible::Focus, hand.last()));

    // The view gets the keyboard focus back (from a button): the focused child is said again, once.
    auto *button = t.w.findChild<QPushButton *>(QStringLiteral("sortSuitButton"));
    QVERIFY(button);
    button->setFocus();
    QVERIFY(!t.w.view()->hasFocus());
    spy.events.clear();
    t.w.view()->setFocus();
    QTRY_COMPARE(spy.count(QAccessible::Focus), 1);
    QVERIFY(spy.has(QAccessible::Focus, hand.last()));
    QTest::qWait(20);
    QCOMPARE(spy.count(QAccessible::Focus), 1);

    // A drawn card: a new child (ObjectCreated), the stock renamed (NameChanged).
    QVERIFY(t.w.controller()->isHumanTurn());
    QCOMPARE(round.phase(), remi::Phase::Draw);
    spy.events.clear();
    t.key(Qt::Key_D);
    QTRY_COMPARE(t.w.scene()->handItems().size(), hand.size() + 1);
    QCOMPARE(spy.count(QAccessible::ObjectCreated), 1);
    QVERIFY(spy.has(QAccessible::NameChanged, QStringLiteral("Stock, %1 card(s)").arg(round.stockSize())));
    QCOMPARE(childNames(iface).mid(0, hand.size() + 1), handNames(t.w));
    QCOMPARE(iface->childCount(), static_cast<int>(hand.size()) + 1 + 2 + 1);
}

void TestAccessibility::meldsAfterMeldIsLaid()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 1));
    const auto prepared = jokerSwapRound(t.round().rules());
    QVERIFY(prepared);
    EventSpy spy;
    QVERIFY(t.w.controller()->setRound(*prepared));
    QCoreApplication::processEvents();
    QAccessibleInterface *iface = tableInterface(t.w);
    const remi::Round &round = t.round();
    const int n = static_cast<int>(t.w.scene()->handItems().size());
    QCOMPARE(n, static_cast<int>(round.hand(0).size()));
    // hand + stock + pile + two melds + one other seat
    QCOMPARE(iface->childCount(), n + 2 + 2 + 1);
    QStringList names = childNames(iface);
    QCOMPARE(names[n + 2], QStringLiteral("You: run 10-J-Q-K of spades, 40 points"));
    QCOMPARE(names[n + 3], QStringLiteral("You: run 5-6 (joker)-7 of hearts, 18 points"));
    QCOMPARE(names[n + 4], QStringLiteral("%1, 14 card(s), score 0").arg(t.w.controller()->seatName(1)));
    QCOMPARE(names.mid(0, n), handNames(t.w));
    QVERIFY(spy.has(QAccessible::ObjectCreated, names[n + 3]));

    // The meld list (C) focuses a meld: the focus child is that meld (the list widget has the
    // keyboard focus and says its own item).
    t.key(Qt::Key_C);
    t.key(Qt::Key_Down);
    QCOMPARE(t.keys->focusedMeld(), 1);
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), names[n + 3]);
    t.key(Qt::Key_Escape);

    // Draw, then swap the table joker for 6H: the hearts run's child is renamed, the six's child
    // goes, the joker's comes.
    t.key(Qt::Key_D); // draws KC
    QCOMPARE(round.phase(), remi::Phase::Play);
    QTRY_COMPARE(static_cast<int>(t.w.scene()->handItems().size()), n + 1);
    QVERIFY(t.focus(remitest::idIn(round.hand(0), "6H")));
    spy.events.clear();
    t.key(Qt::Key_J);
    QVERIFY(!round.table()[1].cards[1].isJoker());
    QTRY_VERIFY(spy.has(QAccessible::NameChanged, QStringLiteral("You: run 5-6-7 of hearts, 18 points")));
    int held = static_cast<int>(t.w.scene()->handItems().size());
    names = childNames(iface);
    QCOMPARE(names[held + 3], QStringLiteral("You: run 5-6-7 of hearts, 18 points"));
    QVERIFY(spy.hasPrefix(QAccessible::ObjectDestroyed, QStringLiteral("six of hearts, ")));
    QVERIFY(spy.hasPrefix(QAccessible::ObjectCreated, QStringLiteral("joker, ")));
    QCOMPARE(names.mid(0, held), handNames(t.w));

    // A new meld laid from the hand (8C 9C and the joker): a third meld child, with its owner.
    QVERIFY(t.select({remitest::idIn(round.hand(0), "8C"), remitest::idIn(round.hand(0), "9C"),
                      remitest::idIn(round.hand(0), "JK")}));
    spy.events.clear();
    t.key(Qt::Key_M);
    // 8♣ 9♣ joker: 7♣ or 10♣? (RULES.md 1.2) Enter takes the first.
    QCoreApplication::processEvents();
    QMenu *which = t.keys->presenter()->choiceMenu();
    QVERIFY(which && which->isVisible());
    QTest::keyClick(which, Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(round.table().size(), std::size_t(3));
    QTRY_COMPARE(iface->childCount(), static_cast<int>(round.hand(0).size()) + 2 + 3 + 1);
    held = static_cast<int>(t.w.scene()->handItems().size());
    QCOMPARE(held, static_cast<int>(round.hand(0).size()));
    names = childNames(iface);
    const QString laid = QStringLiteral("You: %1").arg(CardNames::meld(round.table()[2], round.rules()));
    QVERIFY(laid.startsWith(QStringLiteral("You: run ")) && laid.contains(QStringLiteral("of clubs")));
    QCOMPARE(names[held + 4], laid);
    QCOMPARE(names.mid(0, held), handNames(t.w));
    QVERIFY(spy.has(QAccessible::ObjectCreated, laid));
    QCOMPARE(spy.count(QAccessible::ObjectDestroyed), 3); // the three cards left the hand
}

void TestAccessibility::deeperPileCards()
{
    // remi_indonesia shows the whole pile (RULES.md 5.2; the newest three can be picked up): play draw
    // and discard by keys until the human's turn starts with at least three discards.
    Table t(0);
    QVERIFY(t.start(QStringLiteral("remi_indonesia"), 2, 5));
    for (int turn = 0; turn < 10 && t.w.scene()->pileItems().size() < 3; ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(t.w.controller()->isHumanTurn() || t.round().isOver(), 20000);
        QVERIFY(!t.round().isOver());
        QCoreApplication::processEvents(); // the scene's refresh
        if (t.w.scene()->pileItems().size() >= 3) break;
        t.w.controller()->setComputerDelay(60000);
        t.key(Qt::Key_D);
        QCOMPARE(t.round().phase(), remi::Phase::Play);
        t.key(Qt::Key_Home);
        t.w.controller()->setComputerDelay(0);
        t.key(Qt::Key_Delete);
    }
    QTRY_VERIFY_WITH_TIMEOUT(t.w.controller()->isHumanTurn(), 20000);
    t.w.controller()->setComputerDelay(60000);
    QCoreApplication::processEvents();
    const QList<CardItem *> shown = t.w.scene()->pileItems(); // oldest first: the whole pile (RULES.md 5.2)
    const int size = static_cast<int>(t.round().pile().size());
    QVERIFY(size >= 3);
    QCOMPARE(shown.size(), size);
    QAccessibleInterface *iface = tableInterface(t.w);
    const QString top =
        QStringLiteral("Discard pile, %1 card(s), top: %2").arg(size).arg(CardNames::card(shown[size - 1]->card()));
    t.key(Qt::Key_V);
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), top);
    QStringList newestFirst;
    for (int i = size - 1; i >= 0; --i) newestFirst << CardNames::card(shown[i]->card());
    QCOMPARE(iface->focusChild()->text(QAccessible::Description),
             QStringLiteral("Shown, newest first: %1").arg(newestFirst.join(QStringLiteral(", "))));
    EventSpy spy;
    t.key(Qt::Key_Right);
    QCOMPARE(t.keys->focusedPileDepth(), 2);
    const QString second = QStringLiteral("Discard pile, %1 card(s), card 2 from the top: %2")
                               .arg(size)
                               .arg(CardNames::card(shown[size - 2]->card()));
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), second);
    QVERIFY(spy.has(QAccessible::NameChanged, second));
    QCOMPARE(spy.count(QAccessible::Focus), 0); // the same child, renamed
    t.key(Qt::Key_Escape);
    QCOMPARE(
        iface->child(iface->childCount() - 1 - 1 - static_cast<int>(t.round().table().size()))->text(QAccessible::Name),
        top);
}

void TestAccessibility::hotSeatCurtainHidesEverything()
{
    MainWindow w;
    w.controller()->setComputerDelay(0);
    QList<SeatConfig> seats = GameController::defaultSeats(2);
    seats[0].name = QStringLiteral("Ana");
    seats[1].name = QStringLiteral("Ben");
    seats[1].human = true;
    QVERIFY(w.startGame(QStringLiteral("rummy"), seats, 3));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameController *c = w.controller();
    QAccessibleInterface *iface = tableInterface(w);
    QVERIFY(iface);
    QVERIFY(c->curtainUp());
    QCoreApplication::processEvents();
    QCOMPARE(iface->childCount(), 0);
    QVERIFY(!iface->focusChild());

    // Shown: the player whose turn it is hears their own hand, Ana or Ben only by name and count.
    QTest::keyClick(w.curtain(), Qt::Key_Space);
    const int first = c->round().currentSeat();
    const int other = 1 - first;
    QTRY_VERIFY(iface->childCount() > 0);
    const int n = static_cast<int>(c->round().hand(first).size());
    QCOMPARE(iface->childCount(), n + 2 + 0 + 1);
    QCOMPARE(childNames(iface).mid(0, n), handNames(w));
    QCOMPARE(childNames(iface)[n + 2],
             QStringLiteral("%1, %2 card(s), score 0").arg(c->seatName(other)).arg(c->round().hand(other).size()));
    QVERIFY(!namesAnyCard(iface->child(n + 2)->text(QAccessible::Name)));
    QVERIFY(!namesAnyCard(iface->child(n + 2)->text(QAccessible::Description)));

    // The turn ends: the curtain comes down for the other player; nothing is named behind it.
    QCOMPARE(c->act(remi::Action::draw(0, remi::DrawSource::Stock)), remi::Reason::Ok);
    QCOMPARE(c->act(remi::Action::discard(0, c->round().hand(first).back().id)), remi::Reason::Ok);
    QVERIFY(c->curtainUp());
    QCOMPARE(iface->childCount(), 0); // at once, not only after the scene's refresh
    QVERIFY(!iface->focusChild());
    // Nor once the scene has turned the hand face down behind the curtain.
    const auto allFaceDown = [&] {
        const QList<CardItem *> hand = w.scene()->handItems();
        return !hand.isEmpty() &&
               std::none_of(hand.begin(), hand.end(), [](const CardItem *i) { return i->isFaceUp(); });
    };
    QTRY_VERIFY(allFaceDown());
    QCOMPARE(iface->childCount(), 0);

    QTest::keyClick(w.curtain(), Qt::Key_Space);
    QTRY_VERIFY(iface->childCount() > 0);
    QCOMPARE(c->humanSeat(), other);
    const int m = static_cast<int>(c->round().hand(other).size());
    QCOMPARE(childNames(iface).mid(0, m), handNames(w));
    QVERIFY(!namesAnyCard(iface->child(iface->childCount() - 1)->text(QAccessible::Name)));
    QCOMPARE(iface->child(iface->childCount() - 1)->text(QAccessible::Name),
             QStringLiteral("%1, %2 card(s), score 0").arg(c->seatName(first)).arg(c->round().hand(first).size()));
}

void TestAccessibility::newGameSaysWhatToDo()
{
    // rummy, two players, seed 3: the human plays first. "New game dealt." and the instruction.
    {
        Table t;
        QVERIFY(t.start(QStringLiteral("rummy"), 2, 3));
        QVERIFY(t.w.controller()->isHumanTurn());
        const QString expected = QStringLiteral("New game dealt. Your turn: draw from the stock (D) or take "
                                                "the discard (T). Top discard: %1.")
                                     .arg(CardNames::card(t.round().pileTop().value()));
        QCOMPARE(t.status(), expected);
        QCOMPARE(t.w.view()->accessibleDescription(), expected);
    }
    // A game the computer opens: "New game dealt." and who starts (issue 34: the first round did not
    // say it), the instruction comes with the turn.
    for (quint64 seed = 1; seed < 40; ++seed) {
        Table t(0);
        QVERIFY(t.w.startGame(QStringLiteral("rummy"), 2, seed));
        if (t.w.controller()->isHumanTurn()) continue;
        QCOMPARE(t.status(), QStringLiteral("New game dealt. Computer 1 starts."));
        QVERIFY(t.show());
        QTRY_VERIFY_WITH_TIMEOUT(t.w.controller()->isHumanTurn(), 20000);
        t.w.controller()->setComputerDelay(60000);
        const QString expected =
            QStringLiteral("Your turn: draw from the stock (D) or take the discard (T). Top discard: %1.")
                .arg(CardNames::card(t.round().pileTop().value()));
        QCOMPARE(t.status(), expected);
        QCOMPARE(t.w.view()->accessibleDescription(), expected);
        // After the draw: what else to do.
        t.key(Qt::Key_D);
        QCOMPARE(t.keys->turnPrompt(), QStringLiteral("Your turn: meld, lay off or discard (Delete)."));
        return;
    }
    QFAIL("no seed where the computer plays first");
}

void TestAccessibility::meldListClosesWhenTabLeaves()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QDockWidget *dock = t.keys->meldDock();
    t.key(Qt::Key_C);
    QCOMPARE(t.keys->area(), Area::Table);
    QVERIFY(dock->isVisible());
    QVERIFY(t.keys->meldList()->hasFocus());
    // Tab: on to the discard pile, the list closes and the table view has the focus again; the
    // pile is said focused once.
    EventSpy spy;
    t.key(Qt::Key_Tab);
    QCOMPARE(t.keys->area(), Area::Pile);
    QVERIFY(!dock->isVisible());
    QVERIFY(t.w.view()->hasFocus());
    QTest::qWait(20);
    QCOMPARE(spy.count(QAccessible::Focus), 1);
    QVERIFY(spy.has(QAccessible::Focus, QStringLiteral("Discard pile, empty")));
    // Shift+Tab back into the table area opens it; Shift+Tab out of it closes it.
    t.key(Qt::Key_Tab, Qt::ShiftModifier);
    QCOMPARE(t.keys->area(), Area::Table);
    QVERIFY(dock->isVisible());
    t.key(Qt::Key_Tab, Qt::ShiftModifier);
    QCOMPARE(t.keys->area(), Area::Draft);
    QVERIFY(!dock->isVisible());
    QVERIFY(t.w.view()->hasFocus());
    // V from the list (a window shortcut) leaves it too.
    t.key(Qt::Key_C);
    QVERIFY(dock->isVisible());
    t.key(Qt::Key_V);
    QCOMPARE(t.keys->area(), Area::Pile);
    QVERIFY(!dock->isVisible());
    QVERIFY(t.w.view()->hasFocus());
}

// Issue 34: a game log line as a screen reader says it: every printed card named.
void TestAccessibility::spokenCardWords()
{
    QCOMPARE(CardNames::spoken(QStringLiteral("Computer 3 laid 8\u2660 8\u2666 8\u2663, 10\u2665 J\u2665 \u2605.")),
             QStringLiteral("Computer 3 laid eight of spades eight of diamonds eight of clubs, ten of hearts jack of "
                            "hearts joker."));
    QCOMPARE(CardNames::spoken(QStringLiteral("West discarded A\u2663 and K\u2666; 10 points")),
             QStringLiteral("West discarded ace of clubs and king of diamonds; 10 points"));
    QCOMPARE(CardNames::spoken(QStringLiteral("No cards here")), QStringLiteral("No cards here"));
}

// Issue 34: what is said reaches the screen reader's notification (SpokenLine) once, a moment after
// the status line: after the table's refresh, whose focus move would cut it off.
void TestAccessibility::spokenOnceAfterTheFocus()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    Announcer *announcer = t.keys->announcer();
    QSignalSpy spoken(announcer, &Announcer::spoken);
    QTest::qWait(100);
    spoken.clear();
    announcer->announce(QStringLiteral("One."));
    announcer->announce(QStringLiteral("Two."));
    QCOMPARE(announcer->last(), QStringLiteral("Two.")); // the status line at once
    QCOMPARE(t.w.statusBar()->currentMessage(), QStringLiteral("Two."));
    QCOMPARE(spoken.count(), 0);
    QTRY_COMPARE(spoken.count(), 1);
    QCOMPARE(spoken.at(0).at(0).toString(), QStringLiteral("One. Two."));
    QCOMPARE(announcer->lastSpoken(), QStringLiteral("One. Two."));
    // The notification is in the status bar, with the role Orca speaks (RULES.md 7).
    auto *line = t.w.statusBar()->findChild<SpokenLine *>();
    QVERIFY(line);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(line);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Notification);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("One. Two."));
    QTest::qWait(100);
    QCOMPARE(spoken.count(), 1); // once
}

// Issue 34: other players' moves wait for the next thing said, and come first.
void TestAccessibility::heldMovesSaidFirst()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    Announcer *announcer = t.keys->announcer();
    QTest::qWait(100);
    QSignalSpy spoken(announcer, &Announcer::spoken);
    announcer->hold(QStringLiteral("West drew a card."));
    announcer->hold(QStringLiteral("West discarded the five of clubs."));
    QTest::qWait(100);
    QCOMPARE(spoken.count(), 0);
    announcer->announce(QStringLiteral("Your turn."));
    QTRY_COMPARE(spoken.count(), 1);
    QCOMPARE(spoken.at(0).at(0).toString(),
             QStringLiteral("West drew a card. West discarded the five of clubs. Your turn."));
}

// Issue 34: the meld list, while hidden, is not rebuilt by the table's refreshes (a rebuilt list
// told screen readers its first row had the focus); opened, it shows the table as it is.
void TestAccessibility::hiddenMeldListNotRefreshed()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QListWidget *list = t.keys->meldList();
    QVERIFY(!t.keys->meldDock()->isVisible());
    QCOMPARE(list->count(), 0); // never filled while hidden
    t.w.scene()->refresh();
    QCoreApplication::processEvents();
    QCOMPARE(list->count(), 0);
    t.key(Qt::Key_C);
    QVERIFY(t.keys->meldDock()->isVisible());
    const int melds = static_cast<int>(t.w.controller()->round().table().size());
    QCOMPARE(list->count(), std::max(1, melds));
    // A refresh while open keeps the current row and the items (changed in place).
    QListWidgetItem *first = list->item(0);
    const int current = list->currentRow();
    t.w.scene()->refresh();
    QCoreApplication::processEvents();
    QCOMPARE(list->item(0), first);
    QCOMPARE(list->currentRow(), current);
}

// Issue 34: a computer's turn is one sentence ("West drew a card, discarded K♣."), not one a move.
void TestAccessibility::movesOfOnePlayerJoined()
{
    const QString west = QStringLiteral("West");
    const QString north = QStringLiteral("North");
    QCOMPARE(Announcer::joinMoves({{west, QStringLiteral("West drew a card.")},
                                   {west, QStringLiteral("West laid off seven of hearts on North's five of hearts "
                                                         "six of hearts.")},
                                   {west, QStringLiteral("West discarded king of clubs.")},
                                   {QString(), QStringLiteral("The discard pile was shuffled into a new stock.")},
                                   {north, QStringLiteral("North drew a card.")},
                                   {north, QStringLiteral("North has 3 cards left.")}}),
             QStringLiteral("West drew a card, laid off seven of hearts on North's five of hearts six of hearts, "
                            "discarded king of clubs. The discard pile was shuffled into a new stock. North drew a "
                            "card, has 3 cards left."));
    // A line that does not begin with the name stays a sentence of its own.
    QCOMPARE(Announcer::joinMoves(
                 {{west, QStringLiteral("West drew a card.")}, {west, QStringLiteral("Points for West: 10.")}}),
             QStringLiteral("West drew a card. Points for West: 10."));

    // Held moves come before the next thing said, joined.
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QTest::qWait(100);
    QSignalSpy spoken(t.keys->announcer(), &Announcer::spoken);
    t.keys->announcer()->hold(QStringLiteral("West drew a card."), west);
    t.keys->announcer()->hold(QStringLiteral("West discarded king of clubs."), west);
    t.keys->announcer()->announce(QStringLiteral("Your turn."));
    QTRY_COMPARE(spoken.count(), 1);
    QCOMPARE(spoken.at(0).at(0).toString(), QStringLiteral("West drew a card, discarded king of clubs. Your turn."));
}

// Issue 34: a hand card's name ends with its place; a draw changes every place, but the names are
// not announced as changed (the focused card was read again over the words of the draw).
void TestAccessibility::placeChangeNotRenamed()
{
    Table t(0);
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 3));
    QTRY_VERIFY_WITH_TIMEOUT(t.w.controller()->isHumanTurn(), 20000);
    t.w.controller()->setComputerDelay(60000);
    QCoreApplication::processEvents();
    QAccessibleInterface *iface = tableInterface(t.w);
    const int n = static_cast<int>(t.w.scene()->handItems().size());
    t.key(Qt::Key_Home);
    QCOMPARE(iface->focusChild()->text(QAccessible::Name),
             QStringLiteral("%1, 1 of %2").arg(CardNames::card(t.w.scene()->handItems()[0]->card())).arg(n));
    EventSpy spy;
    t.key(Qt::Key_D);
    QTRY_COMPARE(static_cast<int>(t.w.scene()->handItems().size()), n + 1);
    // The stock's name changes (one card fewer); no hand card's.
    for (const Posted &p : spy.events)
        if (p.type == QAccessible::NameChanged)
            for (const CardItem *item : t.w.scene()->handItems())
                QVERIFY2(!p.name.startsWith(CardNames::card(item->card()) + QStringLiteral(", ")), qPrintable(p.name));
    QVERIFY(spy.has(QAccessible::NameChanged, QStringLiteral("Stock, %1 card(s)").arg(t.round().stockSize())));
    QCOMPARE(childNames(iface).mid(0, n + 1), handNames(t.w));
    QVERIFY(childNames(iface)[0].endsWith(QStringLiteral(", 1 of %1").arg(n + 1)));
}

// Issue 34: the stack holding the table (and the hot-seat curtain) was read "layered pane" on the way
// to every card: it is a filler, which screen readers pass over.
void TestAccessibility::tableStackIsSilent()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QWidget *stack = t.w.view()->parentWidget();
    QVERIFY(stack);
    QCOMPARE(stack->objectName(), QLatin1String(TableAccessible::kStackName));
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(stack);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Whitespace); // AT-SPI "filler"
    QVERIFY(iface->text(QAccessible::Name).isEmpty());
    QCOMPARE(tableInterface(t.w)->parent(), iface);
}

// Issue 34: C with no meld on the table: the list's one row is current, so the focused list reads it.
void TestAccessibility::emptyMeldListReadsItsRow()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    QCOMPARE(t.round().table().size(), std::size_t(0));
    t.key(Qt::Key_C);
    QListWidget *list = t.keys->meldList();
    QVERIFY(list->hasFocus());
    QVERIFY(list->currentItem());
    QCOMPARE(list->currentItem()->text(), QStringLiteral("No melds on the table yet."));
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(list);
    QVERIFY(iface->focusChild());
    QCOMPARE(iface->focusChild()->text(QAccessible::Name), QStringLiteral("No melds on the table yet."));
    QCOMPARE(t.status(), QStringLiteral("Table melds: No melds on the table yet."));
}

// Issue 34: after a dialog closes the main window is active again and the table has the keys (no
// window manager gives them back on a private X server); a dialog over a dialog keeps its own.
void TestAccessibility::focusComesBackAfterADialog()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    auto *dialog = new QDialog(&t.w);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *button = new QPushButton(QStringLiteral("OK"), dialog);
    dialog->show();
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    button->setFocus();
    dialog->close();
    QTRY_VERIFY(t.w.isActiveWindow());
    QTRY_VERIFY(t.w.view()->hasFocus());
    // The game keys work again: H hints.
    t.key(Qt::Key_H);
    QVERIFY(t.status().startsWith(QStringLiteral("Hint: ")));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
