// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player commands and the acceptance finder (src/app/play: PlayerCommands, MoveFinder) without
// a window: a GameController with a round dealt from text, the human's hand model, and each
// command's result — the engine's reason, the words, the confirmation and its question — with
// exact values, as the engine tests do. Linked to remi_play only: no widget is involved.

#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "PlayerCommands.h"
#include "TurnStatus.h"

#include "../../engine/TestRound.h"
#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/bots/ComputerPlayer.h"
#include "engine/Random.h"
#include "engine/Variants.h"
#include "review/ExpertAdvice.h"
#include "review/RoundReview.h"
#include "review/SavedRound.h"

#include <QElapsedTimer>
#include <QtTest>

using remi::Reason;
using remitest::idIn;
using remitest::idsIn;

namespace {

/// A match whose round is dealt from text (seat 0 the human, seat 1 a computer that never moves
/// by itself here), with the human's hand model and the commands.
struct Game {
    GameController controller;
    HandModel hand{&controller};
    PlayerCommands commands{&controller, &hand};

    /// `rules` for two seats, dealer `dealer`, cards `deal`; false with `error` when refused.
    bool deal(const remi::RuleSet &rules, const remitest::DealText &deal, int dealer, std::string *error)
    {
        controller.setComputerDelay(60 * 60 * 1000);
        if (!controller.newGame(rules, GameController::defaultSeats(2), 1)) return false;
        auto round = remi::Round::fromDeal(controller.round().rules(), 2, dealer,
                                           remitest::makeDeal(controller.round().rules(), deal), error);
        return round && controller.setRound(*round);
    }
    const remi::Round &round() const { return controller.round(); }
    remi::CardId id(const char *face) const { return idIn(round().hand(0), face); }
    void select(const char *faces)
    {
        const auto ids = idsIn(round().hand(0), faces);
        hand.setSelection(QList<remi::CardId>(ids.begin(), ids.end()));
    }
};

/// rummy, seat 0 to draw: three melds in hand (2-3-4♠, 7-8-9♥, K♣ K♦ K♥), 5♦ to spare.
const remitest::DealText kRummy{
    {"2S 3S 4S 7H 8H 9H KC KD KH 5D", "AC 3C 5C 7C 9C JD QS 2D 4D 6D"}, "10H 6S JS 8C 10C AD", "QC", ""};

/// remi51: seat 0 opened with 10-J-Q-K♠ and 5♥-joker-7♥ and holds 6♥; seat 1 drew the K♦ and
/// discarded it; seat 0 draws the 9♠ (it lays off at the spades' low end).
std::optional<remi::Round> remi51Position(GameController &controller)
{
    const remi::RuleSet &rules = controller.round().rules();
    const remitest::DealText text{
        {"10S JS QS KS 5H JK 7H 2C 9D 4D 3C 8C 6D 9C 6H", "2D 3D 5D 8D 10D 2S 4S 6S 8S 3H 9H 10H 4C 7C"},
        "KD 9S QC QD 2H 4H 8H KC",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    if (!round) return std::nullopt;
    const auto &h0 = round->hand(0);
    round->apply(remi::Action::meld(0, {idsIn(h0, "10S JS QS KS"), idsIn(h0, "5H JK 7H")}));
    round->apply(remi::Action::discard(0, idIn(round->hand(0), "2C")));
    round->apply(remi::Action::draw(1));
    round->apply(remi::Action::discard(1, idIn(round->hand(1), "KD")));
    return round;
}

/// rami with manipulation: seat 0 opened with 7-8-9-10-J♣ and K♥ K♠ K♦, seat 1 discarded, seat 0
/// to draw.
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
    round->apply(remi::Action::meld(0, {idsIn(round->hand(0), "7C 8C 9C 10C JC"), idsIn(round->hand(0), "KH KS KD")}));
    round->apply(remi::Action::discard(0, idIn(round->hand(0), "3S")));
    round->apply(remi::Action::draw(1));
    round->apply(remi::Action::discard(1, idIn(round->hand(1), "KC")));
    return round;
}

} // namespace

class TestCommands : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void drawAndRefusals();
    void afterTheRoundEnds();
    void takeUndoRedo();
    void meldAndDraft();
    void statusLine();
    void finderTargetsAndOrder();
    void layOffTriesBothEndsThenSwap();
    void discardAsksWithBorrowedCards();
    void buryAndEndTurn();
    void manipulation();
    void notYourTurn();
    void hintSelects();
    void hintLaysOffFromAWholeMeldHand();
    void hintExplainsTheDraw();
    void hintNeverDiscardsACardAMeldTakes_data();
    void hintNeverDiscardsACardAMeldTakes();
    void sortAndMove();
};

// RULES.md 1.4: draw first; a second draw and a discard before the draw are refused with words.
void TestCommands::afterTheRoundEnds()
{
    // A newcomer pressed D after going out and read "It is not your turn.": after the round's last
    // card every command says the round is over (RULES.md 1.5 round_over). rummy: seat 0 draws the
    // 10♥, melds its three melds, lays the 10♥ off on 7-8-9♥ and goes out discarding the 5♦.
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    QVERIFY(g.commands.draw().done);
    g.select("2S 3S 4S");
    QVERIFY(g.commands.addToDraft().done);
    g.select("7H 8H 9H");
    QVERIFY(g.commands.addToDraft().done);
    g.select("KC KD KH");
    QCOMPARE(g.commands.meld().reason, Reason::Ok);
    QCOMPARE(g.round().table().size(), std::size_t(3));
    QVERIFY(g.commands.layOff(g.id("10H"), 1, remi::MeldEnd::High).done);
    QVERIFY(g.commands.discard(g.id("5D")).done);
    QVERIFY(g.round().isOver());
    const remi::RoundState before = g.round().state();
    for (const CommandResult &r : {g.commands.draw(), g.commands.hint(), g.commands.undo()}) {
        QCOMPARE(r.reason, Reason::RoundOver);
        QVERIFY(!r.done);
        QCOMPARE(r.words, QStringLiteral("The round is over."));
    }
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString());
}

void TestCommands::drawAndRefusals()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    QCOMPARE(g.round().phase(), remi::Phase::Draw);
    const remi::RoundState before = g.round().state();

    CommandResult r = g.commands.discard(g.id("5D"));
    QCOMPARE(r.reason, Reason::MustDrawFirst);
    QVERIFY(!r.done);
    QVERIFY(!r.needsConfirmation);
    QCOMPARE(r.words, QStringLiteral("Draw a card first."));
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString());

    r = g.commands.meld();
    QCOMPARE(r.reason, Reason::Ok);
    QVERIFY(!r.done);
    QCOMPARE(r.words, QStringLiteral("Select the cards of a meld first."));

    r = g.commands.draw();
    QCOMPARE(r.reason, Reason::Ok);
    QVERIFY(r.done);
    QCOMPARE(r.words, QStringLiteral("You drew the ten of hearts."));
    QCOMPARE(g.round().hand(0).size(), std::size_t(11));

    r = g.commands.draw();
    QCOMPARE(r.reason, Reason::AlreadyDrew);
    QVERIFY(!r.done);
    QCOMPARE(r.words, QStringLiteral("You have already drawn this turn."));
    r = g.commands.drawCut(); // rummy has no cut card
    QVERIFY(r.refused());
    QCOMPARE(g.round().hand(0).size(), std::size_t(11));
}

// RULES.md 1.6: the turn's undo stack belongs to the commands; a stock draw cannot be undone.
void TestCommands::takeUndoRedo()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    const remi::RoundState before = g.round().state();
    CommandResult r = g.commands.undo();
    QCOMPARE(r.words, QStringLiteral("Nothing to undo in this turn."));
    QVERIFY(!r.done);

    r = g.commands.takeDiscard(1);
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.words, QStringLiteral("You took the queen of clubs from the discard pile."));
    const remi::RoundState taken = g.round().state();
    r = g.commands.undo();
    QVERIFY(r.done);
    QCOMPARE(r.words, QStringLiteral("Undone: Take from the discard pile.")); // issue 35: says what
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString());
    r = g.commands.redo();
    QCOMPARE(r.words, QStringLiteral("Redone."));
    QCOMPARE(remitest::stateDiff(g.round().state(), taken), QString());
    r = g.commands.redo();
    QVERIFY(!r.done);
    QCOMPARE(r.words, QStringLiteral("Nothing to redo."));
}

// RULES.md 3.6 / 2.4: the draft and the selection laid together; a draft needs three cards.
void TestCommands::meldAndDraft()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    QCOMPARE(g.commands.draw().reason, Reason::Ok);
    g.select("2S 3S");
    CommandResult r = g.commands.addToDraft();
    QVERIFY(!r.done);
    QCOMPARE(r.words, QStringLiteral("Select at least three cards for a draft meld."));
    g.select("2S 3S 4S");
    r = g.commands.addToDraft();
    QVERIFY(r.done);
    // What the draft took, said (issue 34: N was silent for a blind player). The command layer runs
    // without a translator here: the plural is the source's "(s)" (remi_en.ts makes it "1 meld").
    QCOMPARE(r.words, QStringLiteral("Draft: run 2-3-4 of spades, 9 points; 1 meld(s)."));
    QCOMPARE(g.hand.draft().size(), std::size_t(1));
    QVERIFY(g.hand.selection().isEmpty());
    g.select("7H 8H 9H");
    r = g.commands.meld();
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.words, QStringLiteral("Melded: run 2-3-4 of spades, 9 points; run 7-8-9 of hearts, 24 points."));
    QCOMPARE(g.round().table().size(), std::size_t(2));
    QVERIFY(g.hand.draft().empty());
    QVERIFY(g.hand.selection().isEmpty());
    // An invalid selection: the engine's cause in words (two diamonds and two kings: read as a run of
    // diamonds, RULES.md 1.3), the selection kept to fix it.
    g.select("KC KD 5D");
    r = g.commands.meld();
    QCOMPARE(r.reason, Reason::InvalidMeld);
    QCOMPARE(r.words, QStringLiteral("K♣ does not fit a run of diamonds."));
    QCOMPARE(g.hand.selection().size(), qsizetype(3));
    QCOMPARE(g.commands.clearDraft().words, QStringLiteral("Draft cleared."));
}

// The status line counts the opening of the chosen cards, natural run included (RULES.md 3.6).
void TestCommands::statusLine()
{
    Game g;
    std::string error;
    remi::RuleSet rules = remi::remi51Rules();
    QVERIFY(!remi::setOption(rules, "openingNeedsNaturalRun", "true"));
    // Seat 0 (dealer 1's left) plays first with 15 cards and no draw (RULES.md 3.3).
    const remitest::DealText mine{{"QH KH JK 8S 8D JK 10H JH 9C 4C 3D 6S 7D 5C AD", "2H 5S"}, "3H KC KD", "", "9H"};
    QVERIFY2(g.deal(rules, mine, 1, &error), error.c_str());
    QCOMPARE(g.round().currentSeat(), 0);
    QVERIFY(g.controller.isHumanTurn());
    // The source texts: no translator is installed here (the window's remi_en.qm words "51 points").
    QCOMPARE(TurnStatus::text(g.controller, g.hand, g.commands.finder()),
             QStringLiteral("Your turn: Meld, lay off or discard — opening: 0 of 51 point(s) selected — a run without "
                            "a joker is still needed"));
    const auto ids = idsIn(g.round().hand(0), "QH KH JK 8S 8D JK"); // two distinct jokers
    g.hand.setSelection({ids[0], ids[1], ids[2]});
    QVERIFY(g.commands.addToDraft().done);
    g.hand.setSelection({ids[3], ids[4], ids[5]});
    QCOMPARE(TurnStatus::text(g.controller, g.hand, g.commands.finder()),
             QStringLiteral("Your turn: Meld, lay off or discard — opening: 54 of 51 point(s) selected — a run "
                            "without a joker is still needed — draft: 1 meld(s)"));
    QCOMPARE(g.commands.meld().reason, Reason::OpeningBelowMinimum);
    g.commands.clearDraft();
    g.select("9C 10H JH");
    QCOMPARE(g.commands.finder().openingCount(g.hand.draft(), g.hand.selectedIds()).points, 0); // not a meld
}

// One finder for the highlight, the drop, the keys and the menus (remi51 position).
void TestCommands::finderTargetsAndOrder()
{
    Game g;
    QVERIFY(g.controller.newGame(QStringLiteral("remi51"), 2, 1));
    g.controller.setComputerDelay(60 * 60 * 1000);
    const auto position = remi51Position(g.controller);
    QVERIFY(position && g.controller.setRound(*position));
    const MoveFinder &finder = g.commands.finder();
    // Before the draw nothing goes anywhere: the engine says draw first.
    QVERIFY(!finder.targetsFor(g.id("9D")).pile);
    QCOMPARE(finder.tryAction(remi::Action::discard(0, g.id("9D"))), Reason::MustDrawFirst);
    QCOMPARE(g.commands.draw().words, QStringLiteral("You drew the nine of spades."));

    const MoveFinder::Targets nine = finder.targetsFor(g.id("9S"));
    QVERIFY(nine.pile);
    QCOMPARE(nine.melds.size(), qsizetype(1));
    QCOMPARE(nine.melds[0].meld, 0);
    QVERIFY(nine.melds[0].low);
    QVERIFY(!nine.melds[0].high);
    QVERIFY(!nine.melds[0].swap);
    QCOMPARE(finder.layOffs(g.id("9S")).size(), std::size_t(1));
    QCOMPARE(int(finder.layOffs(g.id("9S")).front().end), int(remi::MeldEnd::Low));

    const MoveFinder::Targets six = finder.targetsFor(g.id("6H"));
    QCOMPARE(six.melds.size(), qsizetype(1));
    QCOMPARE(six.fit(1).swap, true);
    QCOMPARE(six.fit(1).low || six.fit(1).high, false);
    QCOMPARE(six.fit(0).any(), false);
    QCOMPARE(finder.swaps(g.id("6H")).size(), std::size_t(1));
    QCOMPARE(finder.swapsOnMeld(1).size(), std::size_t(1));
    QCOMPARE(finder.swapsOnMeld(1).front().first.id, g.id("6H"));

    // A card that fits nowhere: the engine's reason (the meld would not be valid).
    QCOMPARE(finder.refusal(g.id("9D"), false), Reason::InvalidMeld);
    QVERIFY(!finder.placeOnMeld(g.id("9D"), 0, remi::MeldEnd::Low));
    Reason why = Reason::Ok;
    QVERIFY(!finder.placeOnMeld(g.id("9D"), 0, remi::MeldEnd::High, &why));
    QCOMPARE(why, Reason::InvalidMeld);
}

// A card put on a meld: the end asked for, else the other end, else a joker swap (the drop's order).
void TestCommands::layOffTriesBothEndsThenSwap()
{
    Game g;
    QVERIFY(g.controller.newGame(QStringLiteral("remi51"), 2, 1));
    g.controller.setComputerDelay(60 * 60 * 1000);
    const auto position = remi51Position(g.controller);
    QVERIFY(position && g.controller.setRound(*position));
    QCOMPARE(g.commands.draw().reason, Reason::Ok);

    // Asked at the high end, laid at the low end (the only one that takes it).
    CommandResult r = g.commands.layOff(g.id("9S"), 0, remi::MeldEnd::High);
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.words, QStringLiteral("Laid off the nine of spades: You: run 9-10-J-Q-K of spades, 49 points."));
    QCOMPARE(g.round().table()[0].cards.front().rank, 9);
    // No end takes the six of hearts: the joker swap does.
    const remi::CardId six = g.id("6H");
    r = g.commands.layOff(six, 1, remi::MeldEnd::Low);
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.words, QStringLiteral("The six of hearts took the joker's place: You: run 5-6-7 of hearts, 18 points."));
    QCOMPARE(g.round().table()[1].cards[1].id, six);
    // Refused: the engine's reason and its words; nothing changes.
    const remi::RoundState before = g.round().state();
    r = g.commands.layOff(g.id("9D"), 0, remi::MeldEnd::Low);
    QCOMPARE(r.reason, Reason::InvalidMeld);
    QCOMPARE(r.words, QStringLiteral("9♦ does not fit a run of spades."));
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString());
    // Key L with no meld that takes the card: lay-off words, not "not a valid run or set".
    r = g.commands.layOffNowhere(g.id("9D"));
    QCOMPARE(r.reason, Reason::InvalidMeld);
    QCOMPARE(r.words, QStringLiteral("9♦ fits none of the melds on the table."));
    QVERIFY(!r.done);
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString());
}

// RULES.md 4.5: every turn-ending command asks first while borrowed cards are held.
void TestCommands::discardAsksWithBorrowedCards()
{
    Game g;
    remi::RuleSet rules = *remi::presetRules("rami");
    rules.manipulation = true;
    QVERIFY(g.controller.newGame(rules, GameController::defaultSeats(2), 1));
    g.controller.setComputerDelay(60 * 60 * 1000);
    const auto position = ramiPosition(g.controller.round().rules());
    QVERIFY(position && g.controller.setRound(*position));
    QCOMPARE(g.commands.draw().reason, Reason::Ok);
    const remi::CardId seven = g.round().table()[0].cards.front().id;
    CommandResult r = g.commands.take(0, {seven});
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.words, QStringLiteral("Taken into your hand: seven of clubs. Borrowed: seven of clubs — costs 300 if "
                                     "still in hand at the end of the turn."));
    const remi::RoundState taken = g.round().state();

    const QString warning =
        QStringLiteral("Borrowed: seven of clubs — costs 300 if still in hand at the end of the turn");
    r = g.commands.discard(g.id("2D"));
    QVERIFY(r.needsConfirmation);
    QVERIFY(!r.done);
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.words, warning);
    QCOMPARE(r.question, QStringLiteral("Discard the two of diamonds and end the turn anyway?"));
    QCOMPARE(remitest::stateDiff(g.round().state(), taken), QString());
    r = g.commands.endTurn();
    QVERIFY(r.needsConfirmation);
    QCOMPARE(r.question, QStringLiteral("End the turn anyway?"));
    QCOMPARE(remitest::stateDiff(g.round().state(), taken), QString());

    // Confirmed: the discard happens and the engine charges the 300.
    const int score = g.round().roundScore(0);
    r = g.commands.discard(g.id("2D"), true);
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.words, QStringLiteral("You discarded the two of diamonds."));
    QCOMPARE(g.round().roundScore(0), score - 300);
    QCOMPARE(g.round().currentSeat(), 1);
}

// Burying is remi51's (RULES.md 3.10); the end of a turn without a discard is rami NONE's (4.3).
void TestCommands::buryAndEndTurn()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    QCOMPARE(g.commands.draw().reason, Reason::Ok);
    CommandResult r = g.commands.buryFromSelection();
    QCOMPARE(r.reason, Reason::ActionNotAllowed);
    QCOMPARE(r.words, QStringLiteral("That is not possible in this game right now."));
    r = g.commands.endTurn();
    QVERIFY(!r.needsConfirmation); // nothing borrowed
    QVERIFY(r.refused());

    Game m;
    QVERIFY(m.controller.newGame(QStringLiteral("remi51"), 2, 1));
    m.controller.setComputerDelay(60 * 60 * 1000);
    const auto position = remi51Position(m.controller);
    QVERIFY(position && m.controller.setRound(*position));
    QCOMPARE(m.commands.draw().reason, Reason::Ok);
    m.select("9D 4D");
    r = m.commands.buryFromSelection();
    QCOMPARE(r.words, QStringLiteral("Select the card to discard and the joker to bury under it."));
    QVERIFY(!r.done);
}

// Rami manipulation (RULES.md 4.5): split, join, move and take are rearrangements the engine checks.
void TestCommands::manipulation()
{
    Game g;
    remi::RuleSet rules = *remi::presetRules("rami");
    rules.manipulation = true;
    QVERIFY(g.controller.newGame(rules, GameController::defaultSeats(2), 1));
    g.controller.setComputerDelay(60 * 60 * 1000);
    const auto position = ramiPosition(g.controller.round().rules());
    QVERIFY(position && g.controller.setRound(*position));
    QCOMPARE(g.commands.draw().reason, Reason::Ok);
    const remi::RoundState before = g.round().state();
    CommandResult r = g.commands.split(0, 0); // would leave a one-card meld
    QCOMPARE(r.reason, Reason::InvalidMeld);
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString());
    r = g.commands.join(0, 1); // a run and a set are no combination
    QCOMPARE(r.reason, Reason::InvalidMeld);
    r = g.commands.moveCard(0, 0, 1); // the 7♣ to the kings
    QCOMPARE(r.reason, Reason::InvalidMeld);
    r = g.commands.split(0, 2); // 7-8-9 | 10-J: a two-card run is no meld either
    QCOMPARE(r.reason, Reason::InvalidMeld);
    std::vector<remi::CardId> kings;
    for (const remi::Card &c : g.round().table()[1].cards) kings.push_back(c.id);
    r = g.commands.take(1, kings);
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(g.round().unreturnedBorrowed(0).size(), std::size_t(3));
    QCOMPARE(g.round().borrowCost(0), 900);
}

// Outside the human's turn: the engine's reason, in words.
void TestCommands::notYourTurn()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 0, &error), error.c_str());
    QCOMPARE(g.round().currentSeat(), 1);
    for (const CommandResult &r : {g.commands.draw(), g.commands.hint(), g.commands.undo(), g.commands.redo()}) {
        QCOMPARE(r.reason, Reason::NotYourTurn);
        QCOMPARE(r.words, QStringLiteral("It is not your turn."));
        QVERIFY(!r.done);
    }
    QVERIFY(!g.commands.finder().targetsFor(g.round().hand(0).front().id).pile);
}

// H: the normal computer player's move, its cards selected (RULES.md 7).
void TestCommands::hintSelects()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    QCOMPARE(g.commands.draw().reason, Reason::Ok);
    const CommandResult r = g.commands.hint();
    QCOMPARE(r.reason, Reason::Ok);
    QVERIFY(r.done);
    QVERIFY2(r.words.startsWith(QStringLiteral("Hint: meld ")), qPrintable(r.words));
    QVERIFY(r.focus.has_value());
    // Several melds go into the draft (M lays them at once), the hinted card has the focus.
    QVERIFY(!g.hand.draft().empty() || !g.hand.selection().isEmpty());
    QVERIFY(g.hand.isSelected(*r.focus) || g.hand.isDrafted(*r.focus));
}

// A reported bug (issue 19): remi51, the player had opened and holds 2♣ 2♦ 2♥ after the draw; 3♣-7♣
// is on the table. The three 2s make a set, but laying it would empty the hand (RULES.md 3.3: going
// out is by discard), so the hint proposed discarding a 2: the normal player looked for lay-offs
// only among the cards a whole-hand meld leaves over (none). Laying the 2♣ off at the low end
// leaves 2♦ 2♥ and a discard, one card fewer.
void TestCommands::hintLaysOffFromAWholeMeldHand()
{
    Game g;
    QVERIFY(g.controller.newGame(QStringLiteral("remi51"), 2, 1));
    g.controller.setComputerDelay(60 * 60 * 1000);
    const remi::RuleSet &rules = g.controller.round().rules();
    const remitest::DealText text{
        {"3C 4C 5C 6C 7C 10H JH QH KH 10S 10D 10C 2C 2D 5S", "2S 3S 4D 6D 8D 9S AH 4H 6H 8S JC QS KD AS"},
        "KC 2H 9D 9H",
        "",
        "AD"};
    std::string error;
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text), &error);
    QVERIFY2(round, error.c_str());
    const auto &h0 = round->hand(0);
    QCOMPARE(round->apply(remi::Action::meld(
                 0, {idsIn(h0, "3C 4C 5C 6C 7C"), idsIn(h0, "10H JH QH KH"), idsIn(h0, "10S 10D 10C")})),
             Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(0, idIn(round->hand(0), "5S"))), Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(1)), Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(1, idIn(round->hand(1), "KC"))), Reason::Ok);
    QVERIFY(g.controller.setRound(*round));
    QCOMPARE(g.commands.draw().reason, Reason::Ok);
    QCOMPARE(QString::fromStdString(remi::cardsCode(g.round().hand(0))), QStringLiteral("2C 2D 2H"));
    QCOMPARE(QString::fromStdString(remi::cardsCode(g.round().table()[0].cards)), QStringLiteral("3C 4C 5C 6C 7C"));

    const CommandResult r = g.commands.hint();
    QCOMPARE(r.reason, Reason::Ok);
    QVERIFY(r.hint.has_value());
    QCOMPARE(r.hint->target, HintMove::Target::Meld);
    QCOMPARE(r.hint->meld, 0);
    QCOMPARE(r.hint->end, remi::MeldEnd::Low);
    QCOMPARE(r.hint->cards, QList<remi::CardId>{g.id("2C")});
    // The hand card in words, as the object of the sentence (CardNames::object: Russian "двойку треф").
    QCOMPARE(r.hint->why, QStringLiteral("Your two of clubs fits 3♣ 4♣ 5♣ 6♣ 7♣: one card fewer in your hand."));
    QCOMPARE(r.words, QStringLiteral("Hint: lay off your two of clubs on You: run 3-4-5-6-7 of clubs, 25 points (L). "
                                     "Your two of clubs fits 3♣ 4♣ 5♣ 6♣ 7♣: one card fewer in your hand."));
    QCOMPARE(g.hand.selection(), QList<remi::CardId>{g.id("2C")});
    // The hinted lay-off is accepted, and the next hint is the discard of a 2 that no meld takes.
    QCOMPARE(g.commands.layOff(g.id("2C"), 0, remi::MeldEnd::Low).reason, Reason::Ok);
    const CommandResult next = g.commands.hint();
    QVERIFY(next.hint.has_value());
    QCOMPARE(next.hint->target, HintMove::Target::Pile);
    QCOMPARE(next.hint->pileDepth, 0);
    QCOMPARE(next.hint->cards.size(), 1);
    QVERIFY(next.hint->cards.front() == g.id("2D") || next.hint->cards.front() == g.id("2H"));
    QVERIFY2(next.hint->why.startsWith(QStringLiteral("Your two of ")) &&
                 next.hint->why.endsWith(QStringLiteral(" is in none of your melds (2 points in hand).")),
             qPrintable(next.hint->why));
}

// The draw's hint says why not the pile: empty, not allowed now, or no help (RULES.md 2.3, 3.3).
void TestCommands::hintExplainsTheDraw()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    // rummy: the pile shows QC, which fits none of 2-3-4♠, 7-8-9♥, K♣ K♦ K♥ or 5♦.
    CommandResult r = g.commands.hint();
    QVERIFY(r.hint.has_value());
    QCOMPARE(r.hint->target, HintMove::Target::Stock);
    QCOMPARE(r.hint->why, QStringLiteral("The Q♣ on the discard pile does not help your melds."));
    QCOMPARE(r.words,
             QStringLiteral("Hint: draw from the stock (D). The Q♣ on the discard pile does not help your melds."));
    QVERIFY(r.hint->cards.isEmpty());
}

void TestCommands::sortAndMove()
{
    Game g;
    std::string error;
    QVERIFY2(g.deal(remi::rummyRules(), kRummy, 1, &error), error.c_str());
    CommandResult r = g.commands.sort(HandOrder::Sort::Rank);
    QCOMPARE(r.words, QStringLiteral("Hand sorted by rank."));
    QCOMPARE(g.hand.order().sortedBy(), std::optional(HandOrder::Sort::Rank));
    const std::vector<remi::Card> shown = g.hand.cards();
    QCOMPARE(QString::fromStdString(remi::cardsCode(shown)), QStringLiteral("2S 3S 4S 5D 7H 8H 9H KH KD KC"));
    r = g.commands.moveInHand(shown.front().id, -1);
    QVERIFY(!r.done);
    QCOMPARE(r.words, QStringLiteral("The card is already the first."));
    r = g.commands.moveInHand(shown.front().id, 2);
    QVERIFY(r.done);
    QCOMPARE(QString::fromStdString(remi::cardsCode(g.hand.cards())), QStringLiteral("3S 4S 2S 5D 7H 8H 9H KH KD KC"));
    QCOMPARE(g.hand.order().sortedBy(), std::nullopt);
    QCOMPARE(g.commands.sort(HandOrder::Sort::Suit).words, QStringLiteral("Hand sorted by suit."));
}

void TestCommands::hintNeverDiscardsACardAMeldTakes_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<quint64>("seed");
    for (const char *variant : {"rami", "remi51", "rummy"})
        for (quint64 seed : {1, 2, 3})
            QTest::addRow("%s %llu", variant, static_cast<unsigned long long>(seed))
                << QString::fromLatin1(variant) << seed;
}

// Issue 35: a hint said "discard A♦" right after the opening while A♦ fitted a run on the table.
// Whole rounds played by computer players, seat 0 too: at every point of seat 0's turns where it
// may act after its draw, a hinted discard is never of a card that a meld would take now.
void TestCommands::hintNeverDiscardsACardAMeldTakes()
{
    QFETCH(QString, variant);
    QFETCH(quint64, seed);
    Game g;
    g.controller.setComputerDelay(60 * 60 * 1000);
    QVERIFY(g.controller.newGame(variant, 2, seed));
    remi::Round round = g.controller.round();
    std::vector<std::unique_ptr<remi::ai::ComputerPlayer>> bots;
    for (int i = 0; i < 2; ++i) bots.push_back(remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal, {}));
    int checked = 0;
    for (int turn = 0; turn < 200 && !round.isOver(); ++turn) {
        const remi::Round before = round;
        const std::vector<remi::Action> actions =
            remi::ai::playTurn(round, *bots[static_cast<std::size_t>(round.currentSeat())], seed * 1000 + turn);
        if (before.currentSeat() != 0) continue;
        remi::Round replay = before;
        for (const remi::Action &a : actions) {
            if (replay.isOver()) break;
            if (replay.phase() == remi::Phase::Play && replay.currentSeat() == 0) {
                QVERIFY(g.controller.setRound(replay));
                const CommandResult r = g.commands.hint();
                QVERIFY(r.hint.has_value());
                if (r.hint->target == HintMove::Target::Pile && r.hint->pileDepth == 0 && r.hint->cards.size() == 1) {
                    const remi::CardId card = r.hint->cards.front();
                    QVERIFY2(g.commands.finder().layOffs(card).empty(),
                             qPrintable(QStringLiteral("turn %1: %2").arg(turn).arg(r.words)));
                }
                ++checked;
            }
            if (replay.apply(a) != Reason::Ok) break;
        }
    }
    QVERIFY(checked > 5);
}

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
