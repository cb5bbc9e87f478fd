// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The Hint (H) on a top discard that lays off onto a table meld (RULES.md 3.3, 3.5): it used to say
// "The A♦ on the discard pile does not help your melds" beside the player's own 10♦-K♦ run and to
// draw blind where the pile card went out (reports/review2.md, finding 25).

#include "GameController.h"
#include "HandModel.h"
#include "PlayerCommands.h"

#include "../../engine/TestRound.h"
#include "engine/Variants.h"

#include <QtTest>

using remi::Reason;
using remitest::idIn;
using remitest::idsIn;

namespace {

/// remi51, two seats, dealer 1: seat 0 opens with 7-8-9♦, K♥ K♠ K♣, Q♥ Q♠ Q♣ and 2-3-4-5♠, discards
/// the J♣ and keeps `kept`; seat 1 draws and discards `top`. Seat 0 (the human) is to draw.
bool position(GameController &controller, const char *kept, const char *top)
{
    controller.setComputerDelay(60 * 60 * 1000);
    if (!controller.newGame(QStringLiteral("remi51"), 2, 1)) return false;
    const remi::RuleSet &rules = controller.round().rules();
    const remitest::DealText text{{"7D 8D 9D KH KS KC QH QS QC 2S 3S 4S 5S JC " + std::string(kept),
                                   "10D 6D AC 3C 5C 9C 2H 4H 8H 10H 3D 4D AH 7C"},
                                  "AS 2C 8C 10C JH JD 5D 9H"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    if (!round) return false;
    const auto &h0 = round->hand(0);
    const bool ok =
        round->apply(remi::Action::meld(0, {idsIn(h0, "7D 8D 9D"), idsIn(h0, "KH KS KC"), idsIn(h0, "QH QS QC"),
                                            idsIn(h0, "2S 3S 4S 5S")})) == Reason::Ok &&
        round->apply(remi::Action::discard(0, idIn(round->hand(0), "JC"))) == Reason::Ok &&
        round->apply(remi::Action::draw(1)) == Reason::Ok &&
        round->apply(remi::Action::discard(1, idIn(round->hand(1), top))) == Reason::Ok;
    return ok && controller.setRound(*round);
}

} // namespace

class TestPileHint : public QObject {
    Q_OBJECT
  private slots:
    void takesThePileCardThatFits();
    void saysWhyNotAFittingPileCard();
};

void TestPileHint::takesThePileCardThatFits()
{
    // The human holds 6♥ and the 10♦ on the pile lays off on its 7-8-9♦: take it, lay it off and go
    // out with the 6♥.
    GameController controller;
    HandModel hand{&controller};
    PlayerCommands commands{&controller, &hand};
    QVERIFY(position(controller, "6H", "10D"));
    CommandResult r = commands.hint();
    QCOMPARE(r.reason, Reason::Ok);
    QVERIFY(r.hint.has_value());
    QCOMPARE(r.hint->target, HintMove::Target::Pile);
    QCOMPARE(r.hint->pileDepth, 1);
    QCOMPARE(r.hint->why,
             QStringLiteral("The 10♦ on the discard pile fits 7♦ 8♦ 9♦ on the table: one card fewer in your hand."));
    QCOMPARE(r.words, QStringLiteral("Hint: take the ten of diamonds from the discard pile (T). The 10♦ on the discard "
                                     "pile fits 7♦ 8♦ 9♦ on the table: one card fewer in your hand."));
    // Taken, the next hint lays it off on the run's high end.
    QCOMPARE(commands.play(remi::Action::draw(0, remi::DrawSource::Discard, 1)).reason, Reason::Ok);
    r = commands.hint();
    QVERIFY(r.hint.has_value());
    QCOMPARE(r.hint->target, HintMove::Target::Meld);
    QCOMPARE(r.hint->meld, 0);
    QCOMPARE(r.hint->cards, QList<remi::CardId>{idIn(controller.round().hand(0), "10D")});
}

void TestPileHint::saysWhyNotAFittingPileCard()
{
    // The human holds only A♠, which fits its own 2-5♠: after laying off the 10♦ the A♠ could not
    // close (a closing card that fits the table is refused, RULES.md 3.7) and the 10♦ may not be
    // discarded (3.3). The hint draws from the stock and no longer says the 10♦ does not help.
    GameController controller;
    HandModel hand{&controller};
    PlayerCommands commands{&controller, &hand};
    QVERIFY(position(controller, "AS", "10D"));
    const CommandResult r = commands.hint();
    QVERIFY(r.hint.has_value());
    QCOMPARE(r.hint->target, HintMove::Target::Stock);
    QCOMPARE(r.hint->why, QStringLiteral("The 10♦ on the discard pile fits 7♦ 8♦ 9♦ on the table, but taking it "
                                         "does not help you this turn."));
}

QTEST_GUILESS_MAIN(TestPileHint)
#include "tst_pilehint.moc"
