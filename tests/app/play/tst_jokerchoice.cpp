// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 18, RULES.md 1.2: "The UI orders cards before submitting and asks where a joker goes when both
// ends are possible (3♠ 4♠ JK: 2♠ or 5♠)." The player commands (src/app/play) without a window: a
// joker laid off on a run that takes it at either end, and a new run whose joker could stand at
// either end, ask which card the joker stands for (CommandResult::choices); nothing changes until
// the player answers; where only one card is possible there is no question.

#include "CardNames.h"
#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "PlayerCommands.h"

#include "../../engine/TestRound.h"
#include "engine/Variants.h"

#include <QtTest>

using remi::Reason;
using remitest::idIn;
using remitest::idsIn;

namespace {

struct Game {
    GameController controller;
    HandModel hand{&controller};
    PlayerCommands commands{&controller, &hand};
    const remi::Round &round() const { return controller.round(); }
    void select(const char *faces)
    {
        const auto ids = idsIn(round().hand(0), faces);
        hand.setSelection(QList<remi::CardId>(ids.begin(), ids.end()));
    }
};

/// remi51: seat 0 opened with 10-J-Q-K♠ (meld 0) and 5♥-joker-7♥ (meld 1), seat 1 drew and
/// discarded, seat 0 drew the 9♠ and holds 3♠ 4♠ joker A♦ 2♦ 9♣ 6♥ 9♠.
bool deal(Game &g, std::string *error)
{
    g.controller.setComputerDelay(60 * 60 * 1000);
    if (!g.controller.newGame(remi::remi51Rules(), GameController::defaultSeats(2), 1)) return false;
    const remi::RuleSet &rules = g.round().rules();
    const remitest::DealText text{
        {"10S JS QS KS 5H JK 7H 2C 3S 4S JK AD 2D 9C 6H", "2D 3D 5D 8D 10D 2S 4S 6S 8S 3H 9H 10H 4C 7C"},
        "KD 9S QC QD 2H 4H 8H KC",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text), error);
    if (!round) return false;
    const auto &h0 = round->hand(0);
    const bool ok =
        round->apply(remi::Action::meld(0, {idsIn(h0, "10S JS QS KS"), idsIn(h0, "5H JK 7H")})) == Reason::Ok &&
        round->apply(remi::Action::discard(0, idIn(round->hand(0), "2C"))) == Reason::Ok &&
        round->apply(remi::Action::draw(1)) == Reason::Ok &&
        round->apply(remi::Action::discard(1, idIn(round->hand(1), "KD"))) == Reason::Ok &&
        round->apply(remi::Action::draw(0)) == Reason::Ok;
    if (!ok) *error = "the position could not be played";
    return ok && g.controller.setRound(*round);
}

QStringList texts(const CommandResult &r)
{
    QStringList out;
    for (const CommandChoice &c : r.choices) out << c.text;
    return out;
}

/// The card table meld `meld` shows at position `index`, as printed ("A♠").
QString faceAt(const remi::Round &round, int meld, int index)
{
    return CardNames::shortFace(round.table()[static_cast<std::size_t>(meld)].faceAt(index));
}

} // namespace

class TestJokerChoice : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void layOffAsks();
    void layOffAtAnEndDoesNotAsk();
    void meldAsks();
    void oneCardPossibleDoesNotAsk();
};

// A joker onto 10-J-Q-K♠ could be 9♠ or A♠ (remi51 runs go up to the ace, RULES.md 1.3).
void TestJokerChoice::layOffAsks()
{
    Game g;
    std::string error;
    QVERIFY2(deal(g, &error), error.c_str());
    const remi::CardId joker = idIn(g.round().hand(0), "JK");
    // The menus and the L key list one place per run for it, with no end: the command asks.
    const std::vector<remi::Action> places = g.commands.finder().layOffs(joker);
    QCOMPARE(places.size(), std::size_t(2));
    QCOMPARE(places[0].target, 0);
    QCOMPARE(places[0].end, remi::MeldEnd::Auto);
    QCOMPARE(places[1].target, 1);
    QCOMPARE(places[1].end, remi::MeldEnd::Auto);

    const remi::RoundState before = g.round().state();
    const CommandResult r = g.commands.layOff(joker, 0, remi::MeldEnd::Auto);
    QCOMPARE(r.reason, Reason::Ok);
    QVERIFY(!r.done);
    QVERIFY(r.needsChoice());
    QCOMPARE(r.question, QStringLiteral("Which card does the joker stand for?"));
    QCOMPARE(r.words, QStringLiteral("Which card does the joker stand for?"));
    QCOMPARE(texts(r), (QStringList{QStringLiteral("9♠"), QStringLiteral("A♠")}));
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString()); // nothing laid yet

    const CommandResult laid = r.choices[1].command(false);
    QVERIFY(laid.done);
    QCOMPARE(laid.words, QStringLiteral("Laid off the joker: You: run 10-J-Q-K-A (joker) of spades, 50 points."));
    QCOMPARE(g.round().table()[0].size(), 5);
    QCOMPARE(faceAt(g.round(), 0, 4), QStringLiteral("A♠"));

    // On 5♥ joker 7♥ the other joker could be 4♥ or 8♥ (RULES.md 3.4: not next to the first).
    Game h;
    QVERIFY2(deal(h, &error), error.c_str());
    const CommandResult hearts = h.commands.layOff(idIn(h.round().hand(0), "JK"), 1, remi::MeldEnd::Auto);
    QCOMPARE(texts(hearts), (QStringList{QStringLiteral("4♥"), QStringLiteral("8♥")}));
    QVERIFY(hearts.choices[0].command(false).done);
    QCOMPARE(faceAt(h.round(), 1, 0), QStringLiteral("4♥"));
}

// An end asked for is not asked again; a natural card is never asked about.
void TestJokerChoice::layOffAtAnEndDoesNotAsk()
{
    Game g;
    std::string error;
    QVERIFY2(deal(g, &error), error.c_str());
    CommandResult r = g.commands.layOff(idIn(g.round().hand(0), "JK"), 0, remi::MeldEnd::Low);
    QVERIFY(!r.needsChoice());
    QVERIFY(r.done);
    QCOMPARE(faceAt(g.round(), 0, 0), QStringLiteral("9♠"));
    QCOMPARE(r.words, QStringLiteral("Laid off the joker: You: run 9 (joker)-10-J-Q-K of spades, 49 points."));
    Game h;
    QVERIFY2(deal(h, &error), error.c_str());
    r = h.commands.layOff(idIn(h.round().hand(0), "9S"), 0, remi::MeldEnd::Auto);
    QVERIFY(!r.needsChoice());
    QVERIFY(r.done);
    QCOMPARE(h.round().table()[0].size(), 5);
}

// 3♠ 4♠ joker: 2♠ or 5♠ (the example of RULES.md 1.2). Nothing is laid until the answer.
void TestJokerChoice::meldAsks()
{
    Game g;
    std::string error;
    QVERIFY2(deal(g, &error), error.c_str());
    g.select("3S JK 4S");
    const remi::RoundState before = g.round().state();
    const CommandResult r = g.commands.meld();
    QVERIFY(!r.done);
    QCOMPARE(r.reason, Reason::Ok);
    QCOMPARE(r.question, QStringLiteral("Which card does the joker stand for?"));
    QCOMPARE(texts(r), (QStringList{QStringLiteral("2♠"), QStringLiteral("5♠")}));
    QCOMPARE(remitest::stateDiff(g.round().state(), before), QString());
    QCOMPARE(g.hand.selection().size(), qsizetype(3));

    const CommandResult laid = r.choices[1].command(false);
    QVERIFY(laid.done);
    QCOMPARE(g.round().table().size(), std::size_t(3));
    const remi::Meld &run = g.round().table()[2];
    QCOMPARE(CardNames::shortCards(run.cards), QStringLiteral("3♠ 4♠ joker"));
    QCOMPARE(faceAt(g.round(), 2, 2), QStringLiteral("5♠"));
    QCOMPARE(laid.words, QStringLiteral("Melded: run 3-4-5 (joker) of spades, 12 points."));
    QVERIFY(g.hand.selection().isEmpty());
}

// A♦ 2♦ joker can only be A-2-3 (no K-A-2, RULES.md 1.3): laid at once.
void TestJokerChoice::oneCardPossibleDoesNotAsk()
{
    Game g;
    std::string error;
    QVERIFY2(deal(g, &error), error.c_str());
    g.select("JK AD 2D");
    const CommandResult r = g.commands.meld();
    QVERIFY(!r.needsChoice());
    QVERIFY(r.done);
    QCOMPARE(g.round().table().size(), std::size_t(3));
    QCOMPARE(faceAt(g.round(), 2, 2), QStringLiteral("3♦"));
}

QTEST_MAIN(TestJokerChoice)
#include "tst_jokerchoice.moc"
