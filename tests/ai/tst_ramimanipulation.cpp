// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Rami with manipulation (RULES.md 4.5): the normal and hard computer players rearrange the table
// with the exact solver (src/ai/manipulation/RearrangePlanner.h). An exact position, and playouts between bots
// in which no bot action is refused and no bot pays for a borrowed card or a recovered joker.

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/manipulation/RearrangePlanner.h"

#include "engine/Match.h"
#include "engine/Meld.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"
#include "engine/Scoring.h"

#include <QtTest>

#include <algorithm>
#include <memory>
#include <string>

using namespace remi;
using namespace remi::ai;

namespace {

RuleSet ramiManipulation(int players)
{
    RuleSet r = presetRules("rami")->forPlayers(players);
    if (auto e = setOption(r, "manipulation", "true")) qFatal("%s", e->c_str());
    return r;
}

/// The first unused card of the shoe with face `code` ("8S"); `used` marks ids taken.
Card cardOf(const RuleSet &r, const char *code, std::vector<bool> &used)
{
    const Face f = *parseFace(code);
    for (const Card &c : buildShoe(r.decks, r.jokers))
        if (f.matches(c) && !used[c.id]) {
            used[c.id] = true;
            return c;
        }
    qFatal("no card %s left", code);
}

std::vector<Card> cardsOf(const RuleSet &r, const std::vector<const char *> &codes, std::vector<bool> &used)
{
    std::vector<Card> out;
    for (const char *c : codes) out.push_back(cardOf(r, c, used));
    return out;
}

std::string meldCodes(const std::vector<Card> &cards)
{
    return cardsCode(cards);
}

} // namespace

class TestRamiManipulation : public QObject {
    Q_OBJECT

  private slots:
    void plannerSplitsARun();
    void plannerKeepsJokerMelds();
    void normalBotRearranges();
    void easyBotDoesNot();
    void playouts_data();
    void playouts();
};

// RULES.md 4.12 example 3, second part: 6S-10S on the table and the other 8S in hand.
void TestRamiManipulation::plannerSplitsARun()
{
    const RuleSet r = ramiManipulation(2);
    std::vector<bool> used(std::size_t(r.shoeSize()), false);
    const Meld run = *validateMeld(cardsOf(r, {"6S", "7S", "8S", "9S", "10S"}, used), r, r.jokerLimit);
    const std::vector<Card> hand = cardsOf(r, {"8S", "KD", "2C"}, used);
    TableManipulationSolver solver;
    const auto plan = planRearrange(
        {run}, hand, r, [&](const Card &c) { return handCardValue(c, r); }, solver);
    QVERIFY(plan.has_value());
    QCOMPARE(plan->table.size(), std::size_t(2));
    QCOMPARE(meldCodes(plan->table[0].cards), std::string("6S 7S 8S"));
    QCOMPARE(meldCodes(plan->table[1].cards), std::string("8S 9S 10S"));
    QCOMPARE(meldCodes(plan->placed), std::string("8S"));
    QCOMPARE(meldCodes(plan->rest), std::string("KD 2C"));
    QCOMPARE(plan->value, 5);
}

void TestRamiManipulation::plannerKeepsJokerMelds()
{
    // The joker run stays as it is; 4D goes from 4D-7D into a set with 4H 4C (RULES.md 4.12.3).
    const RuleSet r = ramiManipulation(2);
    std::vector<bool> used(std::size_t(r.shoeSize()), false);
    const Meld jokerRun = *validateMeld(cardsOf(r, {"QS", "KS", "JK"}, used), r, r.jokerLimit);
    const Meld run = *validateMeld(cardsOf(r, {"4D", "5D", "6D", "7D"}, used), r, r.jokerLimit);
    const std::vector<Card> hand = cardsOf(r, {"4H", "4C", "JS"}, used);
    TableManipulationSolver solver;
    const auto plan = planRearrange(
        {jokerRun, run}, hand, r, [&](const Card &c) { return handCardValue(c, r); }, solver);
    QVERIFY(plan.has_value());
    QCOMPARE(plan->table.size(), std::size_t(3));
    QCOMPARE(meldCodes(plan->table[0].cards), std::string("QS KS JK"));
    QCOMPARE(meldCodes(plan->placed), std::string("4H 4C"));
    QCOMPARE(meldCodes(plan->rest), std::string("JS"));
    QCOMPARE(plan->value, 10);
}

void TestRamiManipulation::normalBotRearranges()
{
    const RuleSet r = ramiManipulation(2);
    std::vector<bool> used(std::size_t(r.shoeSize()), false);
    PlayerView v;
    v.seat = 0;
    v.players = 2;
    v.current = 0;
    v.phase = Phase::Play;
    v.table.push_back(*validateMeld(cardsOf(r, {"6S", "7S", "8S", "9S", "10S"}, used), r, r.jokerLimit));
    v.table.push_back(*validateMeld(cardsOf(r, {"KH", "KD", "KC"}, used), r, r.jokerLimit));
    v.hand = cardsOf(r, {"8S", "KS", "3D"}, used);
    v.handSizes = {3, 10};
    v.opened = {true, true};
    v.stockSize = 40;
    v.knownCards.resize(2);
    v.turn.drew = true;
    v.turn.openedAtStart = true;
    for (BotLevel level : {BotLevel::Normal, BotLevel::Hard}) {
        auto bot = makeComputerPlayer(level);
        // KS is laid off first (a plain lay-off), then the run is split for the 8S.
        Action a = bot->nextAction(v, r, 7);
        QCOMPARE(a.type, ActionType::LayOff);
        QCOMPARE(cardFromId(a.card, r.decks).rank, std::uint8_t(kKing));
        PlayerView w = v;
        w.hand = {v.hand[0], v.hand[2]};
        w.table[1].cards.push_back(v.hand[1]);
        a = bot->nextAction(w, r, 7);
        QCOMPARE(a.type, ActionType::Rearrange);
        QCOMPARE(a.melds.size(), std::size_t(3));
        std::vector<std::string> melds;
        for (const auto &ids : a.melds) {
            std::vector<Card> cards;
            for (CardId id : ids) cards.push_back(cardFromId(id, r.decks));
            melds.push_back(meldCodes(cards));
        }
        std::sort(melds.begin(), melds.end());
        QCOMPARE(melds[0], std::string("6S 7S 8S"));
        QCOMPARE(melds[1], std::string("8S 9S 10S"));
        QCOMPARE(melds[2], std::string("KS KH KD KC"));
    }
}

void TestRamiManipulation::easyBotDoesNot()
{
    const RuleSet r = ramiManipulation(2);
    std::vector<bool> used(std::size_t(r.shoeSize()), false);
    PlayerView v;
    v.seat = 0;
    v.players = 2;
    v.phase = Phase::Play;
    v.table.push_back(*validateMeld(cardsOf(r, {"6S", "7S", "8S", "9S", "10S"}, used), r, r.jokerLimit));
    v.hand = cardsOf(r, {"8S", "3D"}, used);
    v.handSizes = {2, 10};
    v.opened = {true, true};
    v.knownCards.resize(2);
    v.turn.drew = true;
    v.turn.openedAtStart = true;
    auto easy = makeComputerPlayer(BotLevel::Easy);
    for (std::uint64_t seed = 0; seed < 20; ++seed) QVERIFY(easy->nextAction(v, r, seed).type != ActionType::Rearrange);
    // Without the option the normal bot does not rearrange either.
    RuleSet plain = r;
    plain.manipulation = false;
    auto normal = makeComputerPlayer(BotLevel::Normal);
    QCOMPARE(normal->nextAction(v, plain, 1).type, ActionType::Discard);
    QCOMPARE(normal->nextAction(v, r, 1).type, ActionType::Rearrange);
}

void TestRamiManipulation::playouts_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("levels");
    QTest::addRow("2p normal-normal") << 2 << QStringLiteral("normal,normal");
    QTest::addRow("3p normal-easy-hard") << 3 << QStringLiteral("normal,easy,hard");
    QTest::addRow("4p normal x4") << 4 << QStringLiteral("normal,normal,normal,normal");
}

void TestRamiManipulation::playouts()
{
    QFETCH(int, players);
    QFETCH(QString, levels);
    const RuleSet rules = ramiManipulation(players);
    HardConfig hard;
    hard.budgetMs = 0;
    hard.maxSamples = 4;
    std::vector<std::unique_ptr<ComputerPlayer>> bots;
    for (const QString &l : levels.split(QLatin1Char(',')))
        bots.push_back(makeComputerPlayer(*parseBotLevel(l.toStdString()), hard));
    int rounds = 0, turns = 0, rearranges = 0, refused = 0, penalties = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        Match match(rules, players, seed);
        Round &round = match.round();
        std::uint64_t turnSeed = seed * 1000;
        for (int t = 0; t < 600 && !round.isOver(); ++t) {
            const int seat = round.currentSeat();
            TurnStats stats;
            std::vector<Event> events;
            playTurn(round, *bots[std::size_t(match.matchSeat(seat))], turnSeed++, &stats, &events);
            QVERIFY(stats.ended);
            QVERIFY(round.cardsConserved());
            ++turns;
            refused += stats.refused;
            for (const Event &e : events) {
                if (e.type == EventType::Rearranged) ++rearranges;
                if (e.type == EventType::Penalized) ++penalties;
            }
        }
        ++rounds;
    }
    qInfo("%s: %d rounds, %d turns, %d rearrangements, %d refused, %d penalties", qPrintable(levels), rounds, turns,
          rearranges, refused, penalties);
    QCOMPARE(refused, 0);
    QCOMPARE(penalties, 0);
    QVERIFY(rearranges > 0);
}

QTEST_GUILESS_MAIN(TestRamiManipulation)
#include "tst_ramimanipulation.moc"
