// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi51 rounds, part 1: RULES.md 3.2 deal, 3.3 first turn and pickups, 3.6 opening, 3.5 joker
// swap (checklist 3.13 items 1–5). Part 2 (closing, *hand*, cut card, burying, stock) is in
// tst_remi51_finish.cpp. Every action goes through REMI_APPLY: cards conserved (1.1), a refused
// action changes nothing (1.4).

#include "TestRound.h"
#include "TestRules.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remitest;

namespace {

RuleSet remiWith(const QString &options)
{
    return presetWith(QStringLiteral("remi51"), options);
}

std::vector<std::string> splitMelds(const QString &text)
{
    std::vector<std::string> out;
    for (const QString &m : text.split(QLatin1Char('|'))) out.push_back(m.toStdString());
    return out;
}

} // namespace

class TestRemi51 : public QObject {
    Q_OBJECT

  private slots:
    void dealSizes_data();
    void dealSizes();
    void cutterKeepsJoker();
    void firstTurnHasNoDraw();
    void firstTurnHand();
    void firstCircuitPickup();
    void laterPickupNeedsOpening();
    void laterPickupWithOpening();
    void provisionalPickupBuryOff();
    void rediscardTakenCardAfterOpening();
    void opening_data();
    void opening();
    void openingCount_data();
    void openingCount();
    void beforeOpening();
    void jokerSwap();
    void freedJokerMayBeKept();
    void swapReasons();
    void freedJokerDiscardOrBury_data();
    void freedJokerDiscardOrBury();
    void noSwapInOpeningTurnWhenOff();
    void noOpenOrCloseCircuits();
};

// RULES.md 3.2 and 3.13 first item: 15 to dealer + 1, 14 to the others, a face-up cut card under
// the stock, stock 78 / 64 / 50 / 36 / 22; the seat before the dealer cuts; no upcard.
void TestRemi51::dealSizes_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("stock");
    QTest::newRow("2") << 2 << 78;
    QTest::newRow("3") << 3 << 64;
    QTest::newRow("4") << 4 << 50;
    QTest::newRow("5") << 5 << 36;
    QTest::newRow("6") << 6 << 22;
}

void TestRemi51::dealSizes()
{
    QFETCH(int, players);
    QFETCH(int, stock);
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        Random rng(seed * 7 + 3);
        const int dealer = int(seed) % players;
        const int first = (dealer + 1) % players;
        const Round r = Round::deal(remi51Rules(), players, dealer, rng);
        for (int s = 0; s < players; ++s) QCOMPARE(handSize(r, s), s == first ? 15 : 14);
        QCOMPARE(r.stockSize(), stock);
        QVERIFY(r.cutCard().has_value());
        QVERIFY(!r.cutCard()->isJoker()); // a joker would have stayed with the cutter
        QVERIFY(r.pile().empty());
        QCOMPARE(r.state().cutter, (dealer - 1 + players) % players);
        QCOMPARE(r.currentSeat(), first);
        QCOMPARE(r.phase(), Phase::Play); // 3.3: the first turn has no draw
        QCOMPARE(int(r.shoe().size()), 108);
        QVERIFY(r.cardsConserved());
    }
}

// RULES.md 3.2: a joker as cut card stays with the cutter, who is dealt one card fewer. Same seed,
// same shuffle and cut position: where askCutterForJoker leaves a joker as the cut card (declined),
// the default deal puts that very joker in the cutter's hand and the hand sizes do not change.
void TestRemi51::cutterKeepsJoker()
{
    const RuleSet ask = remiWith(QStringLiteral("askCutterForJoker=true"));
    int jokerCuts = 0;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        Random a(seed), b(seed);
        const Round declined = Round::deal(ask, 3, 0, a);
        const Round kept = Round::deal(remi51Rules(), 3, 0, b);
        QCOMPARE(kept.state().cutter, 2);
        if (!declined.cutCard()->isJoker()) {
            QCOMPARE(code(*kept.cutCard()), code(*declined.cutCard()));
            continue;
        }
        ++jokerCuts;
        const CardId joker = declined.cutCard()->id;
        const std::vector<Card> &cutterHand = kept.hand(2);
        QVERIFY(std::any_of(cutterHand.begin(), cutterHand.end(), [&](const Card &c) { return c.id == joker; }));
        QVERIFY(!kept.cutCard()->isJoker());
        QCOMPARE(handSize(kept, 0), 14);
        QCOMPARE(handSize(kept, 1), 15);
        QCOMPARE(handSize(kept, 2), 14);
        QCOMPARE(kept.stockSize(), 64);
        QCOMPARE(declined.stockSize(), 64);
    }
    QVERIFY(jokerCuts > 0); // 300 deals do hit a joker (4 in 108 cards)
}

// RULES.md 3.3, 1.5 already_drew ("any draw in the first remi51 turn"), 3.13 second item.
void TestRemi51::firstTurnHasNoDraw()
{
    REMI_ROUND(r, remi51Rules(), 2, 0,
               {{"2H 5S 9D", "10H JH QH 7S 7D 7C 2S 5D 9C KC 4H 3S 8D 6C AD"}, "3H 4S", "", "9H"});
    QCOMPARE(r->currentSeat(), 1);
    QCOMPARE(r->phase(), Phase::Play);
    REMI_APPLY(*r, drawStock(1), Reason::AlreadyDrew);
    REMI_APPLY(*r, drawPile(1), Reason::AlreadyDrew);
    REMI_APPLY(*r, drawCut(1), Reason::AlreadyDrew);
    REMI_APPLY(*r, drawStock(0), Reason::NotYourTurn);
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH", "7S 7D 7C"})); // 30 + 21 = 51
    QVERIFY(r->hasOpened(1));
    REMI_OK(*r, discardAction(*r, 1, "KC"));
    QCOMPARE(handSize(*r, 1), 8);
    QCOMPARE(r->currentSeat(), 0);
    QCOMPARE(r->phase(), Phase::Draw);
    QCOMPARE(r->stockSize(), 2);
    QCOMPARE(code(*r->cutCard()), QStringLiteral("9H"));
}

// RULES.md 3.3 / 3.7 / 3.8, 3.13 second item: the first player's 15 cards go out in one turn, a
// *hand*: −80, the others (not opened) 100 × 2.
void TestRemi51::firstTurnHand()
{
    REMI_ROUND(r, remi51Rules(), 3, 0,
               {{"KS 2D", "10H JH QH KH 7S 7D 7C 2S 3S 4S 5S 9D 9C 9H 4H", "QD 3C"}, "6H", "", "8C"});
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH KH", "7S 7D 7C", "2S 3S 4S 5S", "9D 9C 9H"}));
    QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("4H")));
    QVERIFY(!r->isOver());
    REMI_OK(*r, discardAction(*r, 1, "4H"));
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, 1);
    QCOMPARE(r->result().finish, Finish::Hand);
    QCOMPARE(r->result().scores(), (std::vector<int>{200, -80, 200}));
}

// RULES.md 3.3 and 3.12.2: in the first circuit anyone may take the top discard without opening.
void TestRemi51::firstCircuitPickup()
{
    REMI_ROUND(r, remi51Rules(), 3, 0, {{"4S 9H QD", "KC 2S 3H", "5D 6H 8C"}, "JD 10S", "", "7D"});
    REMI_OK(*r, discardAction(*r, 1, "KC")); // Marko, no draw
    REMI_OK(*r, drawPile(2));                // Ana takes K♣
    QCOMPARE(handSorted(*r, 2), sortedCodes(QStringLiteral("5D 6H 8C KC")));
    QVERIFY(!r->state().turn.provisionalPickup);
    REMI_OK(*r, discardAction(*r, 2, "8C")); // no opening needed
    REMI_OK(*r, drawPile(0));                // Ivan takes Ana's discard
    REMI_OK(*r, discardAction(*r, 0, "QD"));
    QCOMPARE(r->state().turnIndex, 3);
    REMI_OK(*r, drawPile(1)); // second circuit: provisional (3.3)
    QVERIFY(r->state().turn.provisionalPickup);
    REMI_APPLY(*r, discardAction(*r, 1, "2S"), Reason::NotOpened);
    QCOMPARE(handSize(*r, 0), 3);
    QCOMPARE(handSize(*r, 2), 3);
}

namespace {
/// RULES.md 3.12.2–3.12.3 case: seat 1 (unopened, second circuit) may take Q♠ only if it opens.
const DealText kLaterPickup = {
    {"QS 2H 4H 6D 8D 10D 3S 5C 9S JS AS 4C 8C KD", "QH QD 10C JC QC 2S 6S 8H 4D 9D KS AD 5H 3H 7C"},
    "2D 6C 5D",
    "",
    "6H"};
} // namespace

// RULES.md 3.3 and 3.13 third item: later, an unopened player's pickup is provisional; ending the
// turn without opening ✗ not_opened, and undo restores the pile exactly.
void TestRemi51::laterPickupNeedsOpening()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, kLaterPickup);
    REMI_OK(*r, discardAction(*r, 1, "7C"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "QS"));
    const RoundState before = r->state();
    REMI_OK(*r, drawPile(1));
    REMI_APPLY(*r, discardAction(*r, 1, "KS"), Reason::NotOpened);
    REMI_APPLY(*r, meldAction(*r, 1, {"10C JC QC"}), Reason::OpeningBelowMinimum); // 30 without Q♠'s set
    REMI_OK(*r, Action::undo(1));
    QCOMPARE(stateDiff(before, r->state()), QString());
    QCOMPARE(pileTopCode(*r), QStringLiteral("QS"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, discardAction(*r, 1, "KS"));
    QCOMPARE(handSize(*r, 1), 14);
    QVERIFY(!r->hasOpened(1));
}

// RULES.md 1.5 order: not_opened comes before discard_not_allowed. With burying off, a provisional
// pickup discarded with a joker buried under it is not_opened; after undo and a stock draw the same
// discard is discard_not_allowed.
void TestRemi51::provisionalPickupBuryOff()
{
    const RuleSet rules = remiWith(QStringLiteral("allowBuryJoker=false"));
    REMI_ROUND(r, rules, 2, 0,
               {{"QS 2H 4H 6D 8D 10D 3S 5C 9S JS AS 4C 8C KD", "QH QD 10C JC QC 2S 6S 8H 4D 9D KS AD 5H JK 7C"},
                "2D 6C 5D",
                "",
                "6H"});
    REMI_OK(*r, discardAction(*r, 1, "7C"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "QS"));
    REMI_OK(*r, drawPile(1));
    REMI_APPLY(*r, buryAction(*r, 1, "KS"), Reason::NotOpened);
    REMI_OK(*r, Action::undo(1));
    REMI_OK(*r, drawStock(1));
    REMI_APPLY(*r, buryAction(*r, 1, "KS"), Reason::DiscardNotAllowed);
    REMI_OK(*r, discardAction(*r, 1, "KS"));
    QCOMPARE(handSize(*r, 1), 14);
}

// RULES.md 3.3 and 3.13 third item: the same pickup with a 51 opening ✓ (Q♠Q♥Q♦ + 10♣J♣Q♣ = 60).
void TestRemi51::laterPickupWithOpening()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, kLaterPickup);
    REMI_OK(*r, discardAction(*r, 1, "7C"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "QS"));
    REMI_OK(*r, drawPile(1));
    REMI_OK(*r, meldAction(*r, 1, {"QS QH QD", "10C JC QC"}));
    REMI_OK(*r, discardAction(*r, 1, "KS"));
    QCOMPARE(handSize(*r, 0), 14);
    QCOMPARE(handSize(*r, 1), 8);
    QCOMPARE(pileTopCode(*r), QStringLiteral("KS"));
    QVERIFY(r->hasOpened(1));
}

// RULES.md 3.3 (default) and 3.13 third item: the card taken from the pile may not be re-discarded.
void TestRemi51::rediscardTakenCardAfterOpening()
{
    REMI_ROUND(r, remi51Rules(), 2, 0,
               {{"9C 2H 4H", "10H JH QH 7S 7D 7C 2S 6S 8H 4D 9D KS AD 5H 3H"}, "2D 6C", "", "6H"});
    REMI_OK(*r, discardAction(*r, 1, "3H"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "9C"));
    REMI_OK(*r, drawPile(1));
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH", "7S 7D 7C"}));
    REMI_APPLY(*r, discardAction(*r, 1, "9C"), Reason::CannotDiscardTakenCard);
    REMI_OK(*r, discardAction(*r, 1, "KS"));
    QCOMPARE(handSize(*r, 1), 8);
}

// RULES.md 3.6, 3.12.3, 3.13 fourth item, in the first player's first turn (one meld action).
void TestRemi51::opening_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<remi::Reason>("reason");
    const QString no;
    QTest::newRow("51") << no << "10H JH QH|7S 7D 7C" << Reason::Ok;
    QTest::newRow("50") << no << "10H JH QH|2D 3D 4D 5D 6D" << Reason::OpeningBelowMinimum;
    QTest::newRow("42 ace 10") << no << "AS 2S 3S|9C 9D 9H" << Reason::OpeningBelowMinimum;
    QTest::newRow("33 lowHigh") << "aceOpeningValue=lowHigh"
                                << "AS 2S 3S|9C 9D 9H" << Reason::OpeningBelowMinimum;
    QTest::newRow("54 aces 10") << no << "QS KS AS|AD 2D 3D|2C 3C 4C" << Reason::Ok;
    QTest::newRow("46 aces lowHigh") << "aceOpeningValue=lowHigh"
                                     << "QS KS AS|AD 2D 3D|2C 3C 4C" << Reason::OpeningBelowMinimum;
    QTest::newRow("joker counts as its card 54") << no << "QH KH JK|8S 8D JK" << Reason::Ok;
    QTest::newRow("two jokers in one opening meld") << no << "5C JK 7C JK 9C|10H JH QH" << Reason::InvalidMeld;
    QTest::newRow("K-A-2") << no << "KS AS 2S|10H JH QH|7S 7D 7C" << Reason::InvalidMeld;
    QTest::newRow("14-card A..A") << no << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << Reason::Ok;
    QTest::newRow("A..A aceBothEnds off") << "aceBothEnds=false"
                                          << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << Reason::InvalidMeld;
    QTest::newRow("set with a repeated suit") << no << "8S 8S 8H|10H JH QH|7S 7D 7C" << Reason::InvalidMeld;
    QTest::newRow("openingMin 40") << "openingMin=40"
                                   << "AS 2S 3S|9C 9D 9H" << Reason::Ok;
    QTest::newRow("openingMin 60") << "openingMin=60"
                                   << "10H JH QH|7S 7D 7C" << Reason::OpeningBelowMinimum;
    QTest::newRow("natural run asked, given") << "openingNeedsNaturalRun=true"
                                              << "10H JH QH|7S 7D 7C" << Reason::Ok;
    QTest::newRow("natural run asked, jokered run 54") << "openingNeedsNaturalRun=true"
                                                       << "QH KH JK|8S 8D JK" << Reason::OpeningBelowMinimum;
}

// RULES.md 3.6 and option openingNeedsNaturalRun: what melds laid together count (countOpening) and
// whether they open; the status line shows the same count.
void TestRemi51::openingCount_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("naturalRun");
    QTest::addColumn<bool>("opens");
    const QString no;
    const QString natural = QStringLiteral("openingNeedsNaturalRun=true");
    QTest::newRow("51") << no << "10H JH QH|7S 7D 7C" << 51 << true << true;
    QTest::newRow("51 natural asked") << natural << "10H JH QH|7S 7D 7C" << 51 << true << true;
    QTest::newRow("54 with jokers") << no << "QH KH JK|8S 8D JK" << 54 << false << true;
    QTest::newRow("54 with jokers, natural asked") << natural << "QH KH JK|8S 8D JK" << 54 << false << false;
    QTest::newRow("72 in sets") << no << "7S 7D 7C|8S 8D 8C|9S 9D 9C" << 72 << false << true;
    QTest::newRow("72 in sets, natural asked") << natural << "7S 7D 7C|8S 8D 8C|9S 9D 9C" << 72 << false << false;
    QTest::newRow("50") << no << "2D 3D 4D 5D 6D|10H JH QH" << 50 << true << false;
    QTest::newRow("nothing") << no << "" << 0 << false << false;
}

void TestRemi51::openingCount()
{
    QFETCH(QString, options);
    QFETCH(QString, melds);
    QFETCH(int, points);
    QFETCH(bool, naturalRun);
    QFETCH(bool, opens);
    const RuleSet rules = remiWith(options);
    CardPool pool(rules.decks, rules.jokers);
    std::vector<Meld> laid;
    for (const std::string &part : melds.isEmpty() ? std::vector<std::string>() : splitMelds(melds)) {
        const std::optional<Meld> m = validateMeld(pool.cards(part), rules, rules.openingJokerLimit);
        QVERIFY2(m.has_value(), part.c_str());
        laid.push_back(*m);
    }
    const OpeningCount count = countOpening(laid, rules);
    QCOMPARE(count.points, points);
    QCOMPARE(count.naturalRun, naturalRun);
    QCOMPARE(count.opens(rules), opens);
    QVERIFY(!count.opens(rummyRules())); // no opening requirement: nothing "opens"
}

void TestRemi51::opening()
{
    QFETCH(QString, options);
    QFETCH(QString, melds);
    QFETCH(remi::Reason, reason);
    const std::vector<std::string> parts = splitMelds(melds);
    std::string hand = "KC 4H";
    for (const std::string &m : parts) hand += " " + m;
    REMI_ROUND(r, remiWith(options), 2, 0, {{"2H 5S", hand}, "3H", "", "9H"});
    REMI_APPLY(*r, meldAction(*r, 1, parts), reason);
    QCOMPARE(r->hasOpened(1), reason == Reason::Ok);
    QCOMPARE(int(r->table().size()), reason == Reason::Ok ? int(parts.size()) : 0);
    if (reason == Reason::Ok) QCOMPARE(handSorted(*r, 1), sortedCodes(QStringLiteral("KC 4H")));
}

// RULES.md 3.6: before opening, lay-off and swap ✗ not_opened; a meld below 51 ✗.
void TestRemi51::beforeOpening()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"6C 8C 3S 4D 9D 9H 9C", "10H JH QH KH 5C JK 7C 2D 9S"}, "5H 6H", "", "9S"});
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH KH", "5C JK 7C"})); // 40 + 18
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0));
    REMI_APPLY(*r, layOffAction(*r, 0, "8C", 1), Reason::NotOpened);
    REMI_APPLY(*r, swapAction(*r, 0, "6C", 1), Reason::NotOpened);
    REMI_APPLY(*r, meldAction(*r, 0, {"9D 9H 9C"}), Reason::OpeningBelowMinimum);
    REMI_OK(*r, discardAction(*r, 0, "3S"));
    QCOMPARE(handSize(*r, 0), 7);
}

// RULES.md 3.5 and 3.13 fifth item: run joker ✓; 3-card set ✗ joker_ambiguous; laying off a
// missing suit fixes the joker; the freed joker kept at the discard ✗ joker_not_played, also when
// discarded or buried; played in a new meld or a lay-off, the turn ends.
void TestRemi51::jokerSwap()
{
    REMI_ROUND(
        r, remi51Rules(), 2, 0,
        {{"10S 10D 10C JS QS KS 6C 8H 8C 3H 3D 4C", "10H JH QH 5C JK 7C 8S 8D JK 2D KC 4H"}, "2H 5S 9D", "", "7H"});
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH", "5C JK 7C", "8S 8D JK"})); // 30 + 18 + 24
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0)); // 2H
    REMI_APPLY(*r, swapAction(*r, 0, "6C", 1), Reason::NotOpened);
    REMI_OK(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}));
    REMI_APPLY(*r, swapAction(*r, 0, "4C", 1), Reason::ActionNotAllowed); // no joker stands for 4♣
    REMI_OK(*r, swapAction(*r, 0, "6C", 1));
    QCOMPARE(meldCodes(*r, 1), QStringLiteral("5C 6C 7C"));
    QCOMPARE(handSorted(*r, 0), sortedCodes(QStringLiteral("JK 8H 8C 3H 3D 4C 2H")));
    REMI_APPLY(*r, swapAction(*r, 0, "8H", 2), Reason::JokerAmbiguous);
    REMI_APPLY(*r, discardAction(*r, 0, "2H"), Reason::JokerNotPlayed);
    REMI_APPLY(*r, discardAction(*r, 0, "JK"), Reason::JokerNotPlayed);
    REMI_APPLY(*r, buryAction(*r, 0, "2H"), Reason::JokerNotPlayed);
    QCOMPARE(r->turnEndBlockers(), (std::vector<Reason>{Reason::JokerNotPlayed}));
    REMI_OK(*r, layOffAction(*r, 0, "8C", 2)); // the joker is now fixed as 8♥
    REMI_OK(*r, swapAction(*r, 0, "8H", 2));
    QCOMPARE(meldCodes(*r, 2), QStringLiteral("8S 8D 8H 8C"));
    REMI_OK(*r, meldAction(*r, 0, {"3H 3D JK"}));
    REMI_APPLY(*r, discardAction(*r, 0, "2H"), Reason::JokerNotPlayed); // the second freed joker
    REMI_OK(*r, layOffAction(*r, 0, "JK", 1, MeldEnd::High));
    QCOMPARE(meldCodes(*r, 1), QStringLiteral("5C 6C 7C JK"));
    REMI_OK(*r, discardAction(*r, 0, "2H"));
    QCOMPARE(handSorted(*r, 0), sortedCodes(QStringLiteral("4C")));
    QCOMPARE(r->currentSeat(), 1);
}

// RULES.md 3.5 freedJokerMayBeKept: the freed joker is an ordinary hand card, but may not close (3.7).
void TestRemi51::freedJokerMayBeKept()
{
    REMI_ROUND(r, remiWith(QStringLiteral("freedJokerMayBeKept=true")), 2, 0,
               {{"10S 10D 10C JS QS KS 6C AS", "10H JH QH KH 5C JK 7C 2D KC 4H"}, "2H 5S 10H", "", "7H"});
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH KH", "5C JK 7C"})); // 40 + 18
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0)); // 2H
    REMI_OK(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}));
    REMI_OK(*r, swapAction(*r, 0, "6C", 1));
    REMI_OK(*r, discardAction(*r, 0, "2H")); // the joker stays in hand
    QCOMPARE(handSorted(*r, 0), sortedCodes(QStringLiteral("AS JK")));
    REMI_OK(*r, drawStock(1)); // 5S
    REMI_OK(*r, discardAction(*r, 1, "5S"));
    REMI_OK(*r, drawStock(0)); // 10H
    REMI_OK(*r, layOffAction(*r, 0, "10H", 2));
    REMI_OK(*r, layOffAction(*r, 0, "AS", 3, MeldEnd::High));
    REMI_APPLY(*r, discardAction(*r, 0, "JK"), Reason::JokerCannotClose);
    REMI_APPLY(*r, layOffAction(*r, 0, "JK", 3), Reason::MustKeepDiscard);
    QVERIFY(!r->isOver());
}

// RULES.md 1.5 action_not_allowed, 3.5 and 3.6: a seat that has not opened may not swap at all, so a
// swap onto an existing meld is not_opened whatever the card (before action_not_allowed); a meld
// index that does not exist is action_not_allowed. Once opened: a meld without a joker, a card the
// joker does not stand for, or a joker from the hand is action_not_allowed.
void TestRemi51::swapReasons()
{
    REMI_ROUND(
        r, remi51Rules(), 2, 0,
        {{"10S 10D 10C JS QS KS 6C 4C 9H JK 3H 3D", "10H JH QH 5C JK 7C 8S 8D JK 2D KC 4H"}, "2H 5S 9D", "", "7H"});
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH", "5C JK 7C", "8S 8D JK"})); // 30 + 18 + 24
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0));                                            // 2H
    REMI_APPLY(*r, swapAction(*r, 0, "6C", 1), Reason::NotOpened);        // the joker's own card
    REMI_APPLY(*r, swapAction(*r, 0, "4C", 1), Reason::NotOpened);        // a card it does not stand for
    REMI_APPLY(*r, swapAction(*r, 0, "JK", 1), Reason::NotOpened);        // a joker from the hand
    REMI_APPLY(*r, swapAction(*r, 0, "9H", 0), Reason::NotOpened);        // 10H JH QH: no joker
    REMI_APPLY(*r, swapAction(*r, 0, "6C", 3), Reason::ActionNotAllowed); // no meld 3
    REMI_OK(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}));          // 60: opened
    REMI_APPLY(*r, swapAction(*r, 0, "4C", 1), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 0, "JK", 1), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 0, "9H", 0), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 0, "6C", 5), Reason::ActionNotAllowed);
    REMI_OK(*r, swapAction(*r, 0, "6C", 1));
    QCOMPARE(meldCodes(*r, 1), QStringLiteral("5C 6C 7C"));
}

// RULES.md 3.5: by default a freed joker may not be discarded or buried that turn, nor kept
// (joker_not_played); with freedJokerMayBeKept it is an ordinary hand card: kept, discarded, or
// buried at once (3.10).
void TestRemi51::freedJokerDiscardOrBury_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("end");
    QTest::addColumn<int>("expected");
    QTest::addColumn<QString>("handAfter");
    QTest::addColumn<QString>("pileAfter");
    const int notPlayed = int(Reason::JokerNotPlayed);
    const int ok = int(Reason::Ok);
    const QString all = QStringLiteral("freedJokerMayBeKept=true");
    QTest::newRow("kept, default") << ""
                                   << "keep" << notPlayed << "4D AS 2H JK"
                                   << "2D";
    QTest::newRow("discarded, default") << ""
                                        << "discard" << notPlayed << "4D AS 2H JK"
                                        << "2D";
    QTest::newRow("buried, default") << ""
                                     << "bury" << notPlayed << "4D AS 2H JK"
                                     << "2D";
    QTest::newRow("kept, option") << all << "keep" << ok << "4D AS JK"
                                  << "2D 2H";
    QTest::newRow("discarded, option") << all << "discard" << ok << "4D AS 2H"
                                       << "2D JK";
    QTest::newRow("buried, option") << all << "bury" << ok << "4D AS"
                                    << "2D JK* 2H";
}

void TestRemi51::freedJokerDiscardOrBury()
{
    QFETCH(QString, options);
    QFETCH(QString, end);
    QFETCH(int, expected);
    QFETCH(QString, handAfter);
    QFETCH(QString, pileAfter);
    REMI_ROUND(r, remiWith(options), 2, 0,
               {{"10S 10D 10C JS QS KS 6C AS 4D", "10H JH QH KH 5C JK 7C 2D KC 4H"}, "2H 5S 10H", "", "7H"});
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH KH", "5C JK 7C"})); // 40 + 18
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0)); // 2H
    REMI_OK(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}));
    REMI_OK(*r, swapAction(*r, 0, "6C", 1));
    const Action a = end == "keep"      ? discardAction(*r, 0, "2H")
                     : end == "discard" ? discardAction(*r, 0, "JK")
                                        : buryAction(*r, 0, "2H");
    REMI_APPLY(*r, a, Reason(expected));
    QCOMPARE(handSorted(*r, 0), sortedCodes(handAfter));
    QStringList pile; // bottom first; a buried card marked *
    for (const PileCard &p : r->pile()) pile << code(p.card) + (p.buried ? QStringLiteral("*") : QString());
    QCOMPARE(pile.join(QLatin1Char(' ')), pileAfter);
    QCOMPARE(r->currentSeat(), expected == int(Reason::Ok) ? 1 : 0);
}

// RULES.md 3.5 layOffOnOpeningTurn off: no swap in the turn of opening.
void TestRemi51::noSwapInOpeningTurnWhenOff()
{
    REMI_ROUND(r, remiWith(QStringLiteral("layOffOnOpeningTurn=false")), 2, 0,
               {{"10S 10D 10C JS QS KS 6C 4C", "10H JH QH 5C JK 7C KH 2D KC 4H"}, "2H 5S 9D", "", "7H"});
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH KH", "5C JK 7C"}));
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}));
    REMI_APPLY(*r, swapAction(*r, 0, "6C", 1), Reason::NotOpened);
    REMI_APPLY(*r, layOffAction(*r, 0, "4C", 1), Reason::NotOpened);
    REMI_OK(*r, discardAction(*r, 0, "2H"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, discardAction(*r, 1, "5S"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, swapAction(*r, 0, "6C", 1)); // a later turn ✓
    REMI_OK(*r, layOffAction(*r, 0, "JK", 1, MeldEnd::High));
    REMI_OK(*r, discardAction(*r, 0, "9D"));
}

// RULES.md 3.6 noOpenOrCloseCircuits and 1.5 action_not_allowed: nobody opens in the first N circuits.
void TestRemi51::noOpenOrCloseCircuits()
{
    REMI_ROUND(r, remiWith(QStringLiteral("noOpenOrCloseCircuits=1")), 2, 0,
               {{"10S 10D 10C JS QS KS 4D", "10H JH QH 7S 7D 7C 2D KC"}, "2H 5S 9D", "", "7H"});
    REMI_APPLY(*r, meldAction(*r, 1, {"10H JH QH", "7S 7D 7C"}), Reason::ActionNotAllowed);
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawStock(0));
    REMI_APPLY(*r, meldAction(*r, 0, {"10S 10D 10C", "JS QS KS"}), Reason::ActionNotAllowed);
    REMI_OK(*r, discardAction(*r, 0, "2H"));
    REMI_OK(*r, drawStock(1)); // second circuit
    REMI_OK(*r, meldAction(*r, 1, {"10H JH QH", "7S 7D 7C"}));
    QVERIFY(r->hasOpened(1));
}

QTEST_GUILESS_MAIN(TestRemi51)
#include "tst_remi51.moc"
