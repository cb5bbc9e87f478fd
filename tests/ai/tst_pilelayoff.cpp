// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The computer players take a top discard that lays off onto a table meld (RULES.md 3.3, 3.5): a
// tester found the bots and the Hint blind to a pile card that extends the player's own run on the
// table, drawing blind when taking it would have gone out (reports/review2.md, finding 25).

#include "ai/bots/BotDriver.h"
#include "ai/bots/BotPolicy.h"
#include "ai/bots/ComputerLevels.h"

#include "../engine/TestRound.h"

#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <QtTest>

#include <memory>

using namespace remi;
using namespace remi::ai;
using remitest::idIn;
using remitest::idsIn;

namespace {

/// Two seats, dealer 1. Seat 0 (drawing first where the variant has it, `drawn` the stock's top
/// card) lays `melds` and discards `discard0`; seat 1 draws the next stock card and discards `top`.
/// Returns the round at seat 0's draw with `top` on the pile; nullopt (with a warning) when the
/// engine refuses a step.
std::optional<Round> pilePosition(const RuleSet &rules, const remitest::DealText &deal,
                                  const std::vector<std::string> &melds, const char *discard0, const char *top)
{
    std::string error;
    std::optional<Round> round = Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, deal), &error);
    if (!round) {
        qWarning("%s", error.c_str());
        return round;
    }
    const auto step = [&](const Action &a, const char *what) {
        const Reason why = round->apply(a);
        if (why != Reason::Ok) qWarning("%s refused: %d", what, static_cast<int>(why));
        return why == Reason::Ok;
    };
    if (round->phase() == Phase::Draw && !step(Action::draw(0), "draw 0")) return std::nullopt;
    std::vector<std::vector<CardId>> ids;
    for (const std::string &m : melds) ids.push_back(idsIn(round->hand(0), m));
    if (!step(Action::meld(0, ids), "meld") || !step(Action::discard(0, idIn(round->hand(0), discard0)), "discard 0") ||
        !step(Action::draw(1), "draw 1") || !step(Action::discard(1, idIn(round->hand(1), top)), "discard 1"))
        return std::nullopt;
    return round;
}

/// The normal level, the expert's own policy and the expert (a fixed number of samples).
std::vector<std::unique_ptr<ComputerPlayer>> levels()
{
    ExpertConfig fixed;
    fixed.budgetMs = 0;
    fixed.maxSamples = 8;
    std::vector<std::unique_ptr<ComputerPlayer>> bots;
    bots.push_back(makeComputerPlayer(BotLevel::Normal));
    bots.push_back(bot::makeExpertPlayoutPlayer(fixed));
    bots.push_back(makeComputerPlayer(BotLevel::Expert, {}, fixed));
    return bots;
}

// Seat 0 keeps 6H after laying 7-8-9D among its melds; seat 1 holds 10D and 6D.
const char *const kHand1 = "10D 6D AC 3C 5C 9C 2H 4H 8H 10H 3D 4D AH 7C";

remitest::DealText dealFor(const std::string &variant, const char *kept)
{
    const std::string melded = "7D 8D 9D KH KS KC QH QS QC 2S 3S 4S 5S ";
    if (variant == "rummy") // 10 cards each; seat 0 draws the JC
        return {{"7D 8D 9D KH KS KC 2S 3S 4S " + std::string(kept), "10D 6D AC 3C 5C 9C 2H 4H 8H 10H"},
                "JC AS 8C 10C JH JD 5D 9H"};
    if (variant == "remi51") // seat 0 has 15 cards and no draw (RULES.md 3.3)
        return {{melded + kept + " JC", kHand1}, "AS 2C 8C 10C JH JD 5D 9H"};
    return {{melded + kept, kHand1}, "JC AS 2C 8C 10C JH JD 5D 9H"}; // rami: 14 cards, seat 0 draws JC
}

std::vector<std::string> meldsFor(const std::string &variant)
{
    if (variant == "rummy") return {"7D 8D 9D", "KH KS KC", "2S 3S 4S"};
    return {"7D 8D 9D", "KH KS KC", "QH QS QC", "2S 3S 4S 5S"};
}

} // namespace

class TestPileLayOff : public QObject {
    Q_OBJECT
  private slots:
    void goesOutWithThePileCard_data();
    void goesOutWithThePileCard();
    void stuckPileCardLeftAlone();
};

void TestPileLayOff::goesOutWithThePileCard_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("top");
    // Seat 0 has opened with 7-8-9D among its melds and holds 6H; the pile shows 10D (high end) or
    // 6D (low end). Taking it, laying it off and discarding 6H goes out; the stock cannot do better.
    for (const char *variant : {"rummy", "remi51", "rami"})
        for (const char *top : {"10D", "6D"})
            QTest::addRow("%s %s", variant, top) << QString::fromLatin1(variant) << QString::fromLatin1(top);
}

void TestPileLayOff::goesOutWithThePileCard()
{
    QFETCH(QString, variant);
    QFETCH(QString, top);
    const std::string name = variant.toStdString();
    const std::string topFace = top.toStdString();
    const RuleSet rules = presetRules(name)->forPlayers(2);
    const std::optional<Round> round = pilePosition(rules, dealFor(name, "6H"), meldsFor(name), "JC", topFace.c_str());
    QVERIFY(round);
    QCOMPARE(QString::fromStdString(cardsCode(round->hand(0))), QStringLiteral("6H"));
    QCOMPARE(QString::fromStdString(cardCode(*round->pileTop())), top);
    const CardId topId = round->pileTop()->id;
    const PlayerView v = makePlayerView(*round, 0);
    QCOMPARE(v.phase, Phase::Draw);
    for (const auto &b : levels()) {
        const Action a = b->nextAction(v, rules, 4242);
        QCOMPARE(a.type, ActionType::Draw);
        QCOMPARE(a.from, DrawSource::Discard);
        QCOMPARE(a.depth, 1);
        // The play step lays the taken card off (it may not be discarded, RULES.md 3.3) and the
        // seat goes out with the 6H: no refusal, no fallback.
        Round copy = *round;
        TurnStats stats;
        const std::vector<Action> applied = playTurn(copy, *b, 4242, &stats);
        QCOMPARE(stats.refused, 0);
        QVERIFY(!stats.fallback);
        QVERIFY(copy.isOver());
        QCOMPARE(applied.size(), std::size_t(3));
        QCOMPARE(applied[1].type, ActionType::LayOff);
        QCOMPARE(applied[1].card, topId);
        QCOMPARE(applied[1].target, 0);
        QCOMPARE(applied[2].type, ActionType::Discard);
        QCOMPARE(QString::fromStdString(cardCode(cardFromId(applied[2].card, rules.decks))), QStringLiteral("6H"));
        QCOMPARE(QString::fromStdString(cardsCode(copy.table()[0].cards)),
                 top == QLatin1String("10D") ? QStringLiteral("7D 8D 9D 10D") : QStringLiteral("6D 7D 8D 9D"));
    }
}

void TestPileLayOff::stuckPileCardLeftAlone()
{
    // remi51: seat 0 holds only AS, which fits its own 2-5S. The 10D on the pile lays off on 7-8-9D,
    // but then the AS would have to close, and a closing card that fits the table is refused (RULES.md
    // 3.7), laying it off too empties the hand (3.3 must_keep_discard), and the 10D may not be
    // discarded (3.3): the turn could not end. Every level draws from the stock.
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    const std::optional<Round> round = pilePosition(rules, dealFor("remi51", "AS"), meldsFor("remi51"), "JC", "10D");
    QVERIFY(round);
    QCOMPARE(QString::fromStdString(cardsCode(round->hand(0))), QStringLiteral("AS"));
    const PlayerView v = makePlayerView(*round, 0);
    for (const auto &b : levels()) {
        const Action a = b->nextAction(v, rules, 4242);
        QCOMPARE(a.type, ActionType::Draw);
        QCOMPARE(a.from, DrawSource::Stock);
    }
    // The engine agrees: after taking the 10D and laying it off, the AS is refused as the discard.
    Round copy = *round;
    QCOMPARE(copy.apply(Action::draw(0, DrawSource::Discard, 1)), Reason::Ok);
    QCOMPARE(copy.apply(Action::layOff(0, idIn(copy.hand(0), "10D"), 0, MeldEnd::High)), Reason::Ok);
    QVERIFY(copy.apply(Action::discard(0, idIn(copy.hand(0), "AS"))) != Reason::Ok);
}

QTEST_GUILESS_MAIN(TestPileLayOff)
#include "tst_pilelayoff.moc"
