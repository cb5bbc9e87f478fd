// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The score table's plain data (engine/ScoreBreakdown.h): the columns of each variant, each seat's
// figures read from the engine's score lines (RULES.md 2.8, 3.8, 4.8, 5.8), the cards that cost
// points, and the notes for anything unusual (a *hand* doubling the others, the cut card, not
// opened, remi and pure remi, borrowed cards, challenge multipliers, the closing bonus, sets
// counted minus without a sequence).

#include "TestRound.h"
#include "TestRules.h"

#include "engine/ScoreBreakdown.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remitest;

namespace {

/// Seat 1 holds 3♦ 5♥ 9♠ Q♣ (27) after opening (tst_remi51_finish).
const char *kSeat1 = "4S 5S 6S 10H JH QH KH 2C 3D 5H 9S QC";

/// "melded bonus penalty hand ×multiplier = round" of a seat, for compact comparisons.
QString row(const SeatBreakdown &s)
{
    return QStringLiteral("%1 %2 %3 %4 x%5 = %6")
        .arg(s.melded)
        .arg(s.bonus)
        .arg(s.penalty)
        .arg(s.hand)
        .arg(s.multiplier)
        .arg(s.round);
}

QStringList noteKinds(const RoundBreakdown &b)
{
    QStringList out;
    for (const ScoreNote &n : b.notes)
        out << QStringLiteral("%1:%2:%3:%4:%5").arg(int(n.kind)).arg(n.seat).arg(n.points).arg(n.factor).arg(n.count);
    return out;
}

QString note(ScoreNoteKind kind, int seat, int points, int factor = 1, int count = 0)
{
    return QStringLiteral("%1:%2:%3:%4:%5").arg(int(kind)).arg(seat).arg(points).arg(factor).arg(count);
}

std::vector<CardId> sortedIds(std::vector<CardId> ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::vector<CardId> handIds(const Round &r, int seat)
{
    std::vector<CardId> out;
    for (const Card &c : r.hand(seat)) out.push_back(c.id);
    return sortedIds(out);
}

} // namespace

class TestScoreBreakdown : public QObject {
    Q_OBJECT

  private slots:
    void columnsPerVariant();
    void remi51Hand();
    void remi51CutCardHand();
    void remi51NotOpened();
    void ramiPureRemi();
    void ramiChallengePureRemi();
    void ramiBorrowedPenaltyBlocked();
    void indonesiaClosingBonusAndSetMinus();
    void matchGoals();
};

// RULES.md 2.8, 3.8, 4.8, 5.8: the columns follow the scoring scheme.
void TestScoreBreakdown::columnsPerVariant()
{
    using C = ScoreColumn;
    QCOMPARE(roundColumns(rummyRules()), (std::vector<C>{C::Hand, C::Multiplier, C::Round}));
    QCOMPARE(roundColumns(presetWith(QStringLiteral("rummy"), QStringLiteral("rummyDoubles=false"))),
             (std::vector<C>{C::Hand, C::Round}));
    QCOMPARE(roundColumns(remi51Rules()), (std::vector<C>{C::Bonus, C::Penalty, C::Hand, C::Multiplier, C::Round}));
    QCOMPARE(roundColumns(ramiRules()), (std::vector<C>{C::Melded, C::Penalty, C::Hand, C::Bonus, C::Round}));
    QCOMPARE(roundColumns(presetWith(QStringLiteral("rami"), QStringLiteral("elimination=true"))),
             (std::vector<C>{C::Penalty, C::Hand, C::Multiplier, C::Bonus, C::Round}));
    QCOMPARE(roundColumns(remiIndonesiaRules()), (std::vector<C>{C::Melded, C::Hand, C::Bonus, C::Round}));
}

// RULES.md 3.7 / 3.8: a *hand* scores −80; the other seat's 27 is doubled to 54.
void TestScoreBreakdown::remi51Hand()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 10C 4C", kSeat1}, "8S", "", "6H"});
    REMI_OK(*r, meldAction(*r, 1, {"4S 5S 6S", "10H JH QH KH"}));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"8D 8H 8C 8S", "10S 10D 10C"}));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    const RoundBreakdown b = breakdownRound(*r);
    QCOMPARE(b.winner, 0);
    QVERIFY(b.lowerIsBetter);
    QCOMPARE(row(b.seats[0]), QStringLiteral("0 -80 0 0 x1 = -80"));
    QCOMPARE(row(b.seats[1]), QStringLiteral("0 0 0 27 x2 = 54"));
    QCOMPARE(b.seats[0].costly, std::vector<CardId>{});
    QCOMPARE(sortedIds(b.seats[1].costly), handIds(*r, 1)); // 3♦ 5♥ 9♠ Q♣
    QCOMPARE(noteKinds(b),
             (QStringList{note(ScoreNoteKind::Hand, 0, -80), note(ScoreNoteKind::HandDoubling, 0, 0, 2)}));
}

// RULES.md 3.7 / 3.8: a *hand* with the cut card: −120, the others doubled.
void TestScoreBreakdown::remi51CutCardHand()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 4C", kSeat1}, "4D", "", "10C"});
    REMI_OK(*r, meldAction(*r, 1, {"4S 5S 6S", "10H JH QH KH"}));
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawCut(0));
    REMI_OK(*r, meldAction(*r, 0, {"8D 8H 8C", "10S 10D 10C"}));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    const RoundBreakdown b = breakdownRound(*r);
    QCOMPARE(row(b.seats[0]), QStringLiteral("0 -120 0 0 x1 = -120"));
    QCOMPARE(row(b.seats[1]), QStringLiteral("0 0 0 27 x2 = 54"));
    QCOMPARE(noteKinds(b),
             (QStringList{note(ScoreNoteKind::CutCardHand, 0, -120), note(ScoreNoteKind::HandDoubling, 0, 0, 2)}));
}

// RULES.md 3.7 / 3.8: seat 0 opens, closes a turn later (−40); seat 1 never opened: 100.
void TestScoreBreakdown::remi51NotOpened()
{
    REMI_ROUND(r, remi51Rules(), 2, 0, {{"8D 8H 8C 10S 10D 10C 4C", "2C 3D 5H 9S QC 7D KH"}, "2D 3S 10H", "", "6H"});
    REMI_OK(*r, discardAction(*r, 1, "2C"));
    REMI_OK(*r, drawStock(0)); // 2D
    REMI_OK(*r, meldAction(*r, 0, {"8D 8H 8C", "10S 10D 10C"}));
    REMI_OK(*r, discardAction(*r, 0, "2D"));
    REMI_OK(*r, drawStock(1)); // 3S
    REMI_OK(*r, discardAction(*r, 1, "3S"));
    REMI_OK(*r, drawStock(0)); // 10H
    REMI_OK(*r, layOffAction(*r, 0, "10H", 1));
    REMI_OK(*r, discardAction(*r, 0, "4C"));
    QVERIFY(r->isOver());
    const RoundBreakdown b = breakdownRound(*r);
    qInfo() << row(b.seats[0]) << row(b.seats[1]) << noteKinds(b);
    QCOMPARE(row(b.seats[0]), QStringLiteral("0 -40 0 0 x1 = -40"));
    QCOMPARE(row(b.seats[1]), QStringLiteral("0 0 100 0 x1 = 100"));
    QCOMPARE(noteKinds(b), (QStringList{note(ScoreNoteKind::NotOpened, 1, 100)}));
}

// RULES.md 4.7 / 4.8 normal mode: seat 0 opens and goes out in its first turn with melds of its own
// hand only (pure remi, +300) while nobody else opened (+100); it takes seat 1's hand.
void TestScoreBreakdown::ramiPureRemi()
{
    REMI_ROUND(r, ramiRules().forPlayers(2), 2, 1,
               {{"5H 6H 7H KS KD KC 2C 3C 4C", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H 7H", "KS KD KC", "2C 3C 4C"}));
    REMI_OK(*r, discardAction(*r, 0, "9H"));
    QVERIFY(r->isOver());
    const RoundBreakdown b = breakdownRound(*r);
    qInfo() << row(b.seats[0]) << row(b.seats[1]) << noteKinds(b);
    QCOMPARE(b.winner, 0);
    QVERIFY(!b.lowerIsBetter);
    QCOMPARE(r->result().finish, Finish::PureRemi);
    QCOMPARE(row(b.seats[0]), QStringLiteral("60 400 0 45 x1 = 505"));
    QCOMPARE(row(b.seats[1]), QStringLiteral("0 0 0 0 x1 = 0"));
    QCOMPARE(sortedIds(b.seats[1].costly), handIds(*r, 1));
    QCOMPARE(noteKinds(b),
             (QStringList{note(ScoreNoteKind::PureRemi, 0, 300), note(ScoreNoteKind::NoOtherOpened, 0, 100)}));
}

// RULES.md 4.8 challenge mode: the same pure remi while nobody else opened: seat 1's hand ×4.
void TestScoreBreakdown::ramiChallengePureRemi()
{
    const RuleSet rules = presetWith(QStringLiteral("rami"), QStringLiteral("elimination=true")).forPlayers(2);
    REMI_ROUND(r, rules, 2, 1, {{"5H 6H 7H KS KD KC 2C 3C 4C", "2D 3D 5D 6D 7D 8D 9D 10D"}, "9H", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H 7H", "KS KD KC", "2C 3C 4C"}));
    REMI_OK(*r, discardAction(*r, 0, "9H"));
    const RoundBreakdown b = breakdownRound(*r);
    qInfo() << row(b.seats[0]) << row(b.seats[1]) << noteKinds(b);
    QVERIFY(b.lowerIsBetter);
    QCOMPARE(row(b.seats[0]), QStringLiteral("0 0 0 0 x1 = 0"));
    QCOMPARE(row(b.seats[1]), QStringLiteral("0 0 0 45 x4 = 180"));
    QCOMPARE(noteKinds(b), (QStringList{note(ScoreNoteKind::PureRemi, 0, 0, 4)}));
}

// RULES.md 4.5 / 4.10: seat 1 keeps a recovered joker (−300); the round ends blocked, nobody went
// out, the live points stay (tst_rami swapTurnNotIdle).
void TestScoreBreakdown::ramiBorrowedPenaltyBlocked()
{
    REMI_ROUND(
        r, ramiRules().forPlayers(2), 2, 1,
        {{"5H 6H JK KS KH KD 2C 3D 8S 9C 4D 10D QC JD", "QS QH QD 10C JC QC 7H 2D 3S 4S 8D 9D AS 5C"}, "2S 3C 4H", ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"5H 6H JK", "KS KH KD"}));
    REMI_OK(*r, discardAction(*r, 0, "2C"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"QS QH QD", "10C JC QC"}));
    REMI_OK(*r, discardAction(*r, 1, "2D"));
    REMI_OK(*r, drawPile(0));
    REMI_OK(*r, discardAction(*r, 0, "3D"));
    REMI_OK(*r, drawPile(1));
    REMI_OK(*r, swapAction(*r, 1, "7H", 0));
    REMI_OK(*r, discardAction(*r, 1, "3S"));
    for (const char *c : {"8S", "4S", "9C", "8D"}) {
        const int s = r->currentSeat();
        REMI_OK(*r, drawPile(s));
        REMI_OK(*r, discardAction(*r, s, c));
    }
    QVERIFY(r->isOver());
    const RoundBreakdown b = breakdownRound(*r);
    QCOMPARE(b.winner, -1);
    QCOMPARE(row(b.seats[0]), QStringLiteral("45 0 0 0 x1 = 45"));
    QCOMPARE(row(b.seats[1]), QStringLiteral("60 0 -300 0 x1 = -240"));
    QCOMPARE(b.seats[0].costly, std::vector<CardId>{});
    QStringList expected{note(ScoreNoteKind::NobodyWentOut, -1, 0),
                         note(ScoreNoteKind::BorrowedPenalty, 1, -300, 1, 1)};
    QCOMPARE(noteKinds(b), expected);
    QCOMPARE(b.notes[0].cause, int(RoundEnd::Blocked));
}

// RULES.md 5.3, 5.6 - 5.8: seat 1 picks up a king into a set while it holds a sequence, then breaks it;
// seat 0 closes with the ace of spades (10 × 15 = 150 on top of its 35); seat 1's kings count minus.
void TestScoreBreakdown::indonesiaClosingBonusAndSetMinus()
{
    REMI_ROUND(r, remiIndonesiaRules(), 2, 0, {{"6D 7D 8D 2C 3C 4C AS", "KS KH 4S 5S 6S 9H 7H"}, "KC 5C", ""});
    REMI_OK(*r, drawStock(0)); // KC
    REMI_OK(*r, discardAction(*r, 0, "KC"));
    // 5.3 / 5.6: seat 1 picks the king up into a set while it holds 4-5-6 of spades
    REMI_OK(*r, Action::pickupMeld(1, 1, {r->pile().back().card.id, idIn(r->hand(1), "KS"), idIn(r->hand(1), "KH")}));
    REMI_OK(*r, discardAction(*r, 1, "6S")); // and breaks the sequence
    REMI_OK(*r, drawStock(0));               // 5C
    REMI_OK(*r, meldAction(*r, 0, {"6D 7D 8D", "2C 3C 4C 5C"}));
    REMI_OK(*r, discardAction(*r, 0, "AS"));
    QVERIFY(r->isOver());
    const RoundBreakdown b = breakdownRound(*r);
    qInfo() << row(b.seats[0]) << row(b.seats[1]) << noteKinds(b);
    QCOMPARE(row(b.seats[0]), QStringLiteral("35 150 0 0 x1 = 185"));
    QCOMPARE(row(b.seats[1]), QStringLiteral("-30 0 0 -20 x1 = -50"));
    QCOMPARE(sortedIds(b.seats[1].costly), handIds(*r, 1));
    QCOMPARE(noteKinds(b), (QStringList{note(ScoreNoteKind::ClosingBonus, 0, 150, 10),
                                        note(ScoreNoteKind::SetWithoutSequence, 1, -30)}));
}

// RULES.md 2.9, 3.9, 4.9, 5.9: what ends the match.
void TestScoreBreakdown::matchGoals()
{
    const MatchGoal rummy = matchGoal(rummyRules(), 4);
    QCOMPARE(rummy.points, rummyRules().targetScore);
    QCOMPARE(rummy.rounds, 0);
    const MatchGoal remi51 = matchGoal(remi51Rules(), 4);
    QCOMPARE(remi51.rounds, 4); // once around
    QVERIFY(remi51.lowerIsBetter);
    const MatchGoal indonesia = matchGoal(remiIndonesiaRules(), 4);
    QCOMPARE(indonesia.rounds, remiIndonesiaRules().dealCount);
    const MatchGoal rami = matchGoal(ramiRules(), 4);
    QCOMPARE(rami.points, ramiRules().scoreLimit);
    QVERIFY(scoresDuringRound(ramiRules()));
    QVERIFY(!scoresDuringRound(remi51Rules()));
}

QTEST_GUILESS_MAIN(TestScoreBreakdown)
#include "tst_scorebreakdown.moc"
