// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi_indonesia rounds: RULES.md section 5, one test per item of checklist 5.13 and the worked
// examples 5.12.1 and 5.12.2. Every action goes through REMI_APPLY (cards conserved, a refused
// action changes nothing).

#include "TestRound.h"
#include "TestRules.h"

#include "engine/Match.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remitest;

namespace {

RuleSet indonesiaWith(const char *options)
{
    return presetWith(QStringLiteral("remi_indonesia"), QString::fromLatin1(options));
}

/// pickup_meld of the pile card at `depth` with the named hand cards, in the order of `meld`
/// (the pile card's face is looked up in the pile).
Action pickup(const Round &r, int seat, int depth, const std::string &meld)
{
    std::vector<Card> pool = r.hand(seat);
    const Card picked = r.pile()[r.pile().size() - std::size_t(depth)].card;
    std::vector<CardId> ids;
    bool pickedUsed = false;
    std::vector<Card> handLeft = pool;
    for (const std::string &code : splitCodes(meld)) {
        const Face f = *parseFace(code);
        if (!pickedUsed && f.matches(picked)) {
            ids.push_back(picked.id);
            pickedUsed = true;
            continue;
        }
        const CardId id = idIn(handLeft, code);
        ids.push_back(id);
        handLeft.erase(std::find_if(handLeft.begin(), handLeft.end(), [id](const Card &c) { return c.id == id; }));
    }
    return Action::pickupMeld(seat, depth, ids);
}

} // namespace

class TestIndonesia : public QObject {
    Q_OBJECT

  private slots:
    void takeableDepth_data();
    void takeableDepth();
    void dealAndDealerFirst();
    void sequences_data();
    void sequences();
    void setNeedsSequence_data();
    void setNeedsSequence();
    void pickupDepth_data();
    void pickupDepth();
    void pickupMalformed();
    void pickupCardsAboveGoToHand();
    void pickupMayNotEmptyHand();
    void plainPileDrawRefused();
    void meldOnlyToClose();
    void meldFromHandOption();
    void noLayingOff();
    void noJokerSwap();
    void closingBonus_data();
    void closingBonus();
    void stockEmptyEndsRound();
    void lastDrawerMayClose();
    void nextDealerLowestTotal();
    void matchRounds_data();
    void matchRounds();
};

// RULES.md 5.1, 5.2: 7 cards each, stock 38 / 31 / 24, no upcard, the dealer plays first.
void TestIndonesia::dealAndDealerFirst()
{
    const int stock[] = {0, 0, 38, 31, 24};
    for (int players = 2; players <= 4; ++players)
        for (int dealer = 0; dealer < players; ++dealer) {
            Random rng(std::uint64_t(players * 10 + dealer));
            const Round r = Round::deal(remiIndonesiaRules(), players, dealer, rng);
            for (int s = 0; s < players; ++s) QCOMPARE(handSize(r, s), 7);
            QCOMPARE(r.stockSize(), stock[players]);
            QVERIFY(r.pile().empty());
            QCOMPARE(r.currentSeat(), dealer);
            QCOMPARE(r.phase(), Phase::Draw);
            QVERIFY(r.cardsConserved());
        }
}

// RULES.md 5.4 and 5.13: 8-9-10 ✓, 2..10 ✓, J-Q-K ✓, 10-J-Q ✗, Q-K-A ✗, A-2-3 ✗, J-Q-K-A ✗, aces set ✓.
void TestIndonesia::sequences_data()
{
    QTest::addColumn<QString>("meld");
    QTest::addColumn<bool>("valid");
    QTest::newRow("8-9-10") << "8S 9S 10S" << true;
    QTest::newRow("2..10") << "2H 3H 4H 5H 6H 7H 8H 9H 10H" << true;
    QTest::newRow("J-Q-K") << "JD QD KD" << true;
    QTest::newRow("10-J-Q") << "10D JD QD" << false;
    QTest::newRow("9-10-J") << "9D 10D JD" << false;
    QTest::newRow("Q-K-A") << "QC KC AC" << false;
    QTest::newRow("A-2-3") << "AC 2C 3C" << false;
    QTest::newRow("J-Q-K-A") << "JS QS KS AS" << false;
    QTest::newRow("aces set") << "AS AH AD" << true;
    QTest::newRow("kings set of 4") << "KS KH KD KC" << true;
}

void TestIndonesia::sequences()
{
    QFETCH(QString, meld);
    QFETCH(bool, valid);
    const std::vector<Card> cs = cards(meld.toStdString(), 1, 0);
    QCOMPARE(validateMeld(cs, remiIndonesiaRules(), JokerLimit::OnePerMeld).has_value(), valid);
}

// RULES.md 5.6 and 5.13: a set with no sequence anywhere ✗; with a sequence on the table ✓ or left in
// hand ✓; a set using a card of the player's only sequence ✗.
void TestIndonesia::setNeedsSequence_data()
{
    QTest::addColumn<QString>("hand1");
    QTest::addColumn<QString>("meld");
    QTest::addColumn<int>("expected");
    QTest::newRow("no sequence") << "KC KD 3S 7H 9D 2C 5S"
                                 << "KC KD KS" << int(Reason::SetNeedsSequence);
    QTest::newRow("sequence in hand") << "KC KD 3S 4S 5S 2C 9D"
                                      << "KC KD KS" << int(Reason::Ok);
    QTest::newRow("only sequence used") << "JH QH KH JC 2S 5D 8C"
                                        << "JH JC JD" << int(Reason::SetNeedsSequence);
}

void TestIndonesia::setNeedsSequence()
{
    QFETCH(QString, hand1);
    QFETCH(QString, meld);
    QFETCH(int, expected);
    const QString pileCard = meld.split(' ').last();
    const std::string h1 = hand1.toStdString();
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"2D 4H 6C 8D 10C QS AH", h1}, "9C 9H", pileCard.toStdString()});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "9C"));
    REMI_APPLY(*r, pickup(*r, 1, 2, meld.toStdString()), Reason(expected));
}

// RULES.md 5.3, worked example 5.12.1: pile 5♣ 9♦ J♠ 3♥ (bottom to top); Budi picks up 9♦ (depth 3)
// and lays 7♦8♦9♦, J♠ and 3♥ go to his hand (7 cards); depth 4 (5♣) ✗ pickup_too_deep.
void TestIndonesia::pickupDepth_data()
{
    QTest::addColumn<QString>("hand");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("meld");
    QTest::addColumn<int>("expected");
    QTest::addColumn<int>("handAfter");
    QTest::addColumn<int>("pileAfter");
    QTest::newRow("depth 1") << "4H 5H 2S 6C QH KC 4S" << 1 << "3H 4H 5H" << int(Reason::Ok) << 5 << 3;
    QTest::newRow("depth 2") << "QS KS 2S 6C QH KC 4S" << 2 << "JS QS KS" << int(Reason::Ok) << 6 << 2;
    QTest::newRow("depth 3 (5.12.1)") << "7D 8D 2S 6C QH KC 4S" << 3 << "7D 8D 9D" << int(Reason::Ok) << 7 << 1;
    QTest::newRow("depth 4 (5.12.1)") << "6C 7C 2S 8D QH KC 4S" << 4 << "5C 6C 7C" << int(Reason::PickupTooDeep) << 7
                                      << 4;
}

void TestIndonesia::pickupDepth()
{
    QFETCH(QString, hand);
    QFETCH(int, depth);
    QFETCH(QString, meld);
    QFETCH(int, expected);
    QFETCH(int, handAfter);
    QFETCH(int, pileAfter);
    const std::string h = hand.toStdString();
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{h, "2D 4D 6D 8C 10C QC AH"}, "9C", "5C 9D JS 3H"});
    REMI_APPLY(*r, pickup(*r, 0, depth, meld.toStdString()), Reason(expected));
    QCOMPARE(handSize(*r, 0), handAfter);
    QCOMPARE(int(r->pile().size()), pileAfter);
    if (expected == int(Reason::Ok)) {
        QCOMPARE(int(r->table().size()), 1);
        QCOMPARE(meldCodes(*r, 0), meld);
        QCOMPARE(r->table()[0].owner, 0);
        QCOMPARE(r->phase(), Phase::Play);
    }
}

// RULES.md 5.2 (the whole pile is shown) and 5.3 (discardPickDepth): Round::shownDepth, takeableDepth.
void TestIndonesia::takeableDepth_data()
{
    QTest::addColumn<int>("pickDepth");
    QTest::addColumn<int>("takeable");
    QTest::newRow("default 3") << 3 << 3;
    QTest::newRow("2") << 2 << 2;
    QTest::newRow("1") << 1 << 1;
}

void TestIndonesia::takeableDepth()
{
    QFETCH(int, pickDepth);
    QFETCH(int, takeable);
    RuleSet rules = remiIndonesiaRules();
    QVERIFY(!setOption(rules, "discardPickDepth", std::to_string(pickDepth)));
    QCOMPARE(rules.discardDepthLimit(), pickDepth);
    QVERIFY(rules.wholePileShown());
    REMI_ROUND(r, rules, 2, 0, {{"7D 8D 2S 6C QH KC 4S", "2D 4D 6D 8C 10C QC AH"}, "9C", "5C 9D JS 3H"});
    QCOMPARE(r->takeableDepth(), takeable);
    QCOMPARE(r->shownDepth(), 4);
}

// RULES.md 5.3 / 1.5: fewer than two hand cards, a combination without the picked card or with two
// pile cards is pickup_not_melded.
void TestIndonesia::pickupMalformed()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"7D 8D 2S 6C QH KC 4S", "2D 4D 6D 8C 10C QC AH"}, "9C", "5C 9D JS 3H"});
    const std::vector<PileCard> &pile = r->pile();
    const CardId d9 = pile[1].card.id, s5 = pile[0].card.id;
    const CardId d7 = idIn(r->hand(0), "7D"), d8 = idIn(r->hand(0), "8D");
    REMI_APPLY(*r, Action::pickupMeld(0, 3, {d8, d9}), Reason::PickupNotMelded);         // one hand card
    REMI_APPLY(*r, Action::pickupMeld(0, 2, {d7, d8, d9}), Reason::PickupNotMelded);     // depth 2 is JS
    REMI_APPLY(*r, Action::pickupMeld(0, 3, {s5, d7, d8, d9}), Reason::PickupNotMelded); // two pile cards
    REMI_APPLY(*r, Action::pickupMeld(0, 3, {d7, d9, d8}), Reason::InvalidMeld);         // wrong order
    REMI_OK(*r, Action::pickupMeld(0, 3, {d7, d8, d9}));
}

// RULES.md 5.3: the cards above the picked one go to the hand and are ordinary hand cards.
void TestIndonesia::pickupCardsAboveGoToHand()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"7D 8D 2S 6C QH KC 4S", "2D 4D 6D 8C 10C QC AH"}, "9C", "5C 9D JS 3H"});
    REMI_OK(*r, pickup(*r, 0, 3, "7D 8D 9D"));
    QCOMPARE(handCodes(*r, 0), QStringLiteral("2S 6C QH KC 4S JS 3H"));
    QCOMPARE(pileTopCode(*r), QStringLiteral("5C"));
    REMI_OK(*r, discardAction(*r, 0, "JS")); // a card from above may be discarded at once
    QCOMPARE(handSize(*r, 0), 6);
    QCOMPARE(pileTopCode(*r), QStringLiteral("JS"));
}

// RULES.md 5.3 / 5.7: a pickup that would leave no card is must_keep_discard (case 04 of the
// acceptance cases: 5S 6S 7S 8S 9S with four hand cards).
void TestIndonesia::pickupMayNotEmptyHand()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"5S 6S 8S 9S", "2D 4D 6D 8C 10C QC AH"}, "9C", "7S"});
    REMI_APPLY(*r, pickup(*r, 0, 1, "5S 6S 7S 8S 9S"), Reason::MustKeepDiscard);
    REMI_OK(*r, pickup(*r, 0, 1, "6S 7S 8S"));
    QCOMPARE(handCodes(*r, 0), QStringLiteral("5S 9S"));
}

// RULES.md 5.3: a plain draw from the pile is pickup_not_melded.
void TestIndonesia::plainPileDrawRefused()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"7D 8D 2S 6C QH KC 4S", "2D 4D 6D 8C 10C QC AH"}, "9C", "9D"});
    REMI_APPLY(*r, drawPile(0), Reason::PickupNotMelded);
    REMI_APPLY(*r, discardAction(*r, 0, "2S"), Reason::MustDrawFirst);
    REMI_OK(*r, drawStock(0));
    QCOMPARE(handSize(*r, 0), 8);
}

// RULES.md 5.3 with meldFromHandDuringPlay off: a meld leaving 2+ cards ✗ meld_not_allowed, exactly 1 ✓
// (the closing meld), none ✗ must_keep_discard; lay-offs always ✗.
void TestIndonesia::meldOnlyToClose()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"3D 4D 5D 9S 9H 9C KH", "2D 4S 6D 8C 10C QC AH"}, "KD 5S 7C 2H", ""});
    REMI_OK(*r, drawStock(0)); // KD: 8 cards
    REMI_APPLY(*r, meldAction(*r, 0, {"3D 4D 5D"}), Reason::MeldNotAllowed);
    REMI_APPLY(*r, meldAction(*r, 0, {"3D 4D 5D", "9S 9H 9C", "KH KD"}), Reason::InvalidMeld); // KH KD
    REMI_OK(*r, discardAction(*r, 0, "KD"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, discardAction(*r, 1, "AH"));
    REMI_OK(*r, drawStock(0));                                                           // 7C: 3D 4D 5D 9S 9H 9C KH 7C
    REMI_APPLY(*r, meldAction(*r, 0, {"3D 4D 5D", "9S 9H 9C"}), Reason::MeldNotAllowed); // 2 left
}

// Option meldFromHandDuringPlay (5.11): free melds ✓ (sets once a sequence is laid), emptying the hand ✗.
void TestIndonesia::meldFromHandOption()
{
    const RuleSet rules = indonesiaWith("meldFromHandDuringPlay=true");
    REMI_ROUND(r, rules, 2, 0, {{"3D 4D 5D 9S 9H 9C KH", "2D 4S 6D 8C 10C QC AH"}, "KD 5S", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"3D 4D 5D"}));
    REMI_OK(*r, meldAction(*r, 0, {"9S 9H 9C"}));
    QCOMPARE(handCodes(*r, 0), QStringLiteral("KH KD"));
    REMI_OK(*r, discardAction(*r, 0, "KH"));
    QCOMPARE(handSize(*r, 0), 1);
    QVERIFY(!r->isOver());
}

// RULES.md 5.5: no laying off, not even onto the player's own combination.
void TestIndonesia::noLayingOff()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"6C 7C 2S 4C QH KC 8D", "8C 2D 4S 6D 10C QC AH"}, "9H 3S", "5C"});
    REMI_OK(*r, pickup(*r, 0, 1, "5C 6C 7C"));
    REMI_APPLY(*r, layOffAction(*r, 0, "4C", 0, MeldEnd::Low), Reason::LayOffNotAllowed);
    REMI_OK(*r, discardAction(*r, 0, "2S"));
    REMI_OK(*r, drawStock(1));
    REMI_APPLY(*r, layOffAction(*r, 1, "8C", 0, MeldEnd::High), Reason::LayOffNotAllowed);
}

// RULES.md 1.5 action_not_allowed and 5.5: remi_indonesia has no joker exchange: a swap onto an
// existing combination (none holds a joker) or onto an index that does not exist.
void TestIndonesia::noJokerSwap()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"6C 7C 2S 4C QH KC 8D", "8C 2D 4S 6D 10C QC AH"}, "9H 3S", "5C"});
    REMI_APPLY(*r, swapAction(*r, 0, "4C", 0), Reason::MustDrawFirst);
    REMI_OK(*r, pickup(*r, 0, 1, "5C 6C 7C"));
    REMI_APPLY(*r, swapAction(*r, 0, "4C", 0), Reason::ActionNotAllowed); // fits the run, but no joker
    REMI_APPLY(*r, swapAction(*r, 0, "KC", 0), Reason::ActionNotAllowed);
    REMI_APPLY(*r, swapAction(*r, 0, "4C", 1), Reason::ActionNotAllowed); // no combination 1
    REMI_OK(*r, discardAction(*r, 0, "2S"));
}

// RULES.md 5.7 and 5.13: closing bonus A 150, K 100, 10 50 (100 with tenIsTen); the closer's round
// score is its table combinations plus the bonus.
void TestIndonesia::closingBonus_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("closing");
    QTest::addColumn<int>("bonus");
    QTest::newRow("ace") << ""
                         << "AS" << 150;
    QTest::newRow("king") << ""
                          << "KS" << 100;
    QTest::newRow("ten") << ""
                         << "10S" << 50;
    QTest::newRow("ten tenIsTen") << "tenIsTen=true"
                                  << "10S" << 100;
    QTest::newRow("two") << ""
                         << "2S" << 50;
    QTest::newRow("multiplier 0") << "closingBonusMultiplier=0"
                                  << "AS" << 0;
}

void TestIndonesia::closingBonus()
{
    QFETCH(QString, options);
    QFETCH(QString, closing);
    QFETCH(int, bonus);
    const RuleSet rules = indonesiaWith(options.toLatin1().constData());
    const std::string hand0 = "6D 7D 8D 2C 3C 4C " + closing.toStdString();
    REMI_ROUND(r, rules, 2, 0, {{hand0, "AH 9S JD QC 3H 10D 7S"}, "5C", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"6D 7D 8D", "2C 3C 4C 5C"}));
    REMI_OK(*r, discardAction(*r, 0, closing.toStdString()));
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, 0);
    QCOMPARE(r->result().finish, Finish::Close);
    QCOMPARE(r->result().seats[0].points, 15 + 20 + bonus);
    const int ten = rules.tenIsTen ? 10 : 5;
    QCOMPARE(r->result().seats[1].points, -(15 + 5 + 10 + 10 + 5 + ten + 5));
}

// RULES.md 5.10: an empty stock at the end of a turn ends the round; nobody gets a bonus.
void TestIndonesia::stockEmptyEndsRound()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"6S 7S 8S QH QD QC AD", "2C 4D 9H JS KD 10C 5H"}, "3C 9D", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, discardAction(*r, 0, "3C"));
    QVERIFY(!r->isOver());
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, discardAction(*r, 1, "9D"));
    QVERIFY(r->isOver());
    QCOMPARE(r->result().winner, -1);
    QVERIFY(r->result().cause == RoundEnd::StockExhausted);
    QCOMPARE(r->result().scores(), (std::vector<int>{30, -45}));
}

// RULES.md 5.10: the player who draws the last card may still close, with the bonus.
void TestIndonesia::lastDrawerMayClose()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"6D 7D 8D 2C 3C 4C KS", "AH 9S JD QC 3H 10D 7S"}, "5C", ""});
    REMI_OK(*r, drawStock(0));
    QCOMPARE(r->stockSize(), 0);
    REMI_OK(*r, meldAction(*r, 0, {"6D 7D 8D", "2C 3C 4C 5C"}));
    REMI_OK(*r, discardAction(*r, 0, "KS"));
    QCOMPARE(r->result().winner, 0);
    QCOMPARE(r->result().scores(), (std::vector<int>{135, -55}));
}

// RULES.md 5.2 and 5.12.3: from the second round the lowest total deals (and plays first); ties are
// scanned clockwise from the previous dealer.
void TestIndonesia::nextDealerLowestTotal()
{
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Match m(remiIndonesiaRules(), 4, seed);
        int rounds = 0;
        while (!m.isOver() && rounds < 3) {
            Round &r = m.round();
            QCOMPARE(r.currentSeat(), r.dealer());
            // Finish the round quickly: everyone draws and discards the drawn card.
            int guard = 0;
            while (!r.isOver() && guard++ < 1000) {
                const int s = r.currentSeat();
                QCOMPARE(r.apply(drawStock(s)), Reason::Ok);
                if (r.isOver()) break;
                QCOMPARE(r.apply(Action::discard(s, r.hand(s).back().id)), Reason::Ok);
            }
            QVERIFY(r.isOver());
            const int previous = m.dealer();
            QVERIFY(m.settleRound());
            ++rounds;
            if (m.isOver()) break;
            QVERIFY(m.startNextRound());
            int expected = -1;
            for (int k = 0; k < 4; ++k) {
                const int s = (previous + k) % 4;
                if (expected < 0 || m.totals()[std::size_t(s)] < m.totals()[std::size_t(expected)]) expected = s;
            }
            QCOMPARE(m.dealer(), expected);
        }
    }
}

// RULES.md 5.9: `rounds` 3 / 5 / 8; the highest total wins; equal leaders share.
void TestIndonesia::matchRounds_data()
{
    QTest::addColumn<int>("rounds");
    QTest::newRow("3") << 3;
    QTest::newRow("5") << 5;
    QTest::newRow("8") << 8;
}

void TestIndonesia::matchRounds()
{
    QFETCH(int, rounds);
    RuleSet rules = remiIndonesiaRules();
    QVERIFY(!setOption(rules, "rounds", std::to_string(rounds)));
    QVERIFY(setOption(rules, "rounds", "4").has_value());
    Match m(rules, 3, 9);
    int played = 0;
    while (true) {
        Round &r = m.round();
        while (!r.isOver()) {
            const int s = r.currentSeat();
            QCOMPARE(r.apply(drawStock(s)), Reason::Ok);
            if (!r.isOver()) QCOMPARE(r.apply(Action::discard(s, r.hand(s).back().id)), Reason::Ok);
        }
        QVERIFY(m.settleRound());
        ++played;
        if (m.isOver()) break;
        QVERIFY(played < rounds);
        QVERIFY(m.startNextRound());
    }
    QCOMPARE(played, rounds);
    const int best = *std::max_element(m.totals().begin(), m.totals().end());
    std::vector<int> leaders;
    for (int s = 0; s < 3; ++s)
        if (m.totals()[std::size_t(s)] == best) leaders.push_back(s);
    QCOMPARE(m.winners(), leaders);
}

QTEST_APPLESS_MAIN(TestIndonesia)
#include "tst_indonesia.moc"
