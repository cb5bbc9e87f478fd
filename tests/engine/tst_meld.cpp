// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Meld validation (RULES.md 1.2, 1.3; rummy 2.4, 2.13; remi51 3.4, 3.6, 3.12 example 3, 3.13).

#include "TestCards.h"
#include "TestRules.h"

#include "engine/Meld.h"

#include <QtTest/QtTest>

using namespace remi;
using remitest::cards;

namespace {

/// "opening" = the remi51 opening limit (one joker per meld), "later" = the variant's later limit.
JokerLimit limitFor(const RuleSet &rules, const QString &which)
{
    return which == QLatin1String("opening") ? rules.openingJokerLimit : rules.jokerLimit;
}

QString kindText(MeldKind k)
{
    return k == MeldKind::Run ? QStringLiteral("run") : QStringLiteral("set");
}

} // namespace

class TestMeld : public QObject {
    Q_OBJECT

  private slots:
    void validate_data();
    void validate();
    void jokerStandsFor_data();
    void jokerStandsFor();
    void extend_data();
    void extend();
    void extendKeepsOwnerAndPlacement();
    void cardFits();
    void jokerSwap_data();
    void jokerSwap();
    void openingValue_data();
    void openingValue();
    void openingExamples();
    void naturalRun();
};

void TestMeld::validate_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("limit");
    QTest::addColumn<QString>("cardText");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("low");

    const QString no, later = QStringLiteral("later"), opening = QStringLiteral("opening");
    const QString aceHigh = QStringLiteral("aceHighOrLow=true");
    const QString r = QStringLiteral("rummy"), m = QStringLiteral("remi51");
    const QString run = QStringLiteral("run"), set = QStringLiteral("set");

    // rummy: RULES.md 1.3 table, 2.4, 2.10 "Illegal", 2.13 first item.
    QTest::newRow("rummy A-2-3") << r << no << later << "AS 2S 3S" << true << run << 1;
    QTest::newRow("rummy Q-K-A") << r << no << later << "QS KS AS" << false << no << 0;
    QTest::newRow("rummy Q-K-A aceHighOrLow") << r << aceHigh << later << "QS KS AS" << true << run << 12;
    QTest::newRow("rummy A-2-3 aceHighOrLow") << r << aceHigh << later << "AS 2S 3S" << true << run << 1;
    QTest::newRow("rummy K-A-2") << r << no << later << "KS AS 2S" << false << no << 0;
    QTest::newRow("rummy K-A-2 aceHighOrLow") << r << aceHigh << later << "KS AS 2S" << false << no << 0;
    QTest::newRow("rummy J-Q-K-A mixed suit") << r << no << later << "JS QS KS AC" << false << no << 0;
    QTest::newRow("rummy J-Q-K-A mixed aceHighOrLow") << r << aceHigh << later << "JS QS KS AC" << false << no << 0;
    QTest::newRow("rummy A..K") << r << no << later << "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH" << true << run << 1;
    QTest::newRow("rummy 2..A aceHighOrLow")
        << r << aceHigh << later << "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH" << true << run << 2;
    QTest::newRow("rummy A..A aceHighOrLow")
        << r << aceHigh << later << "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH" << false << no << 0;
    QTest::newRow("rummy 10 next to J") << r << no << later << "9D 10D JD" << true << run << 9;
    QTest::newRow("rummy gap") << r << no << later << "4H 5H 7H" << false << no << 0;
    QTest::newRow("rummy mixed suits") << r << no << later << "4H 5D 6H" << false << no << 0;
    QTest::newRow("rummy two-card run") << r << no << later << "4H 5H" << false << no << 0;
    QTest::newRow("rummy two-card set") << r << no << later << "8S 8D" << false << no << 0;
    QTest::newRow("rummy run in wrong order") << r << no << later << "6H 5H 4H" << false << no << 0; // 1.2
    QTest::newRow("rummy set of 3") << r << no << later << "8S 8D 8H" << true << set << 8;
    QTest::newRow("rummy set of 4 any order") << r << no << later << "8C 8S 8H 8D" << true << set << 8;
    QTest::newRow("rummy set mixed ranks") << r << no << later << "8S 8D 9H" << false << no << 0;
    QTest::newRow("rummy set of aces") << r << no << later << "AS AD AH" << true << set << 1;

    // remi51: RULES.md 1.3 table, 3.4, 3.12 example 3, 3.13 fourth item.
    QTest::newRow("remi51 A-2-3") << m << no << later << "AS 2S 3S" << true << run << 1;
    QTest::newRow("remi51 Q-K-A") << m << no << later << "QS KS AS" << true << run << 12;
    QTest::newRow("remi51 K-A-2") << m << no << later << "KS AS 2S" << false << no << 0;
    QTest::newRow("remi51 A..A 14 cards")
        << m << no << later << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << true << run << 1;
    QTest::newRow("remi51 A..A aceBothEnds off") << m << QStringLiteral("aceBothEnds=false") << later
                                                 << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << false << no << 0;
    QTest::newRow("remi51 A..K aceBothEnds off") << m << QStringLiteral("aceBothEnds=false") << later
                                                 << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" << true << run << 1;
    QTest::newRow("remi51 Q-K-A aceBothEnds off")
        << m << QStringLiteral("aceBothEnds=false") << later << "QS KS AS" << true << run << 12;
    QTest::newRow("remi51 15 cards") << m << no << later << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S" << false
                                     << no << 0;
    QTest::newRow("remi51 set repeated suit 8S 8S 8H") << m << no << later << "8S 8S 8H" << false << no << 0;
    QTest::newRow("remi51 set of 4") << m << no << later << "8S 8D 8H 8C" << true << set << 8;
    QTest::newRow("remi51 set of 5") << m << no << later << "8S 8D 8H 8C 8S" << false << no << 0;
    QTest::newRow("remi51 gap") << m << no << later << "4H 5H 7H" << false << no << 0;

    // Jokers (3.4, 3.12 example 3): opening one per meld; later jokers <= naturals, not adjacent.
    QTest::newRow("5C JK 7C JK 9C opening") << m << no << opening << "5C JK 7C JK 9C" << false << no << 0;
    QTest::newRow("5C JK 7C JK 9C later") << m << no << later << "5C JK 7C JK 9C" << true << run << 5;
    QTest::newRow("5C 6C JK JK later adjacent") << m << no << later << "5C 6C JK JK" << false << no << 0;
    QTest::newRow("5C 6C JK JK opening") << m << no << opening << "5C 6C JK JK" << false << no << 0;
    QTest::newRow("JK 9D JK later") << m << no << later << "JK 9D JK" << false << no << 0;
    QTest::newRow("QH KH JK opening") << m << no << opening << "QH KH JK" << true << run << 12;
    QTest::newRow("8S 8D JK opening") << m << no << opening << "8S 8D JK" << true << set << 8;
    QTest::newRow("JK 5C 6C low joker") << m << no << later << "JK 5C 6C" << true << run << 4;
    QTest::newRow("JK 2S 3S joker ace") << m << no << opening << "JK 2S 3S" << true << run << 1;
    QTest::newRow("QS KS AS JK beyond ace") << m << no << later << "QS KS AS JK" << false << no << 0;
    QTest::newRow("KS JK 2S wrap") << m << no << later << "KS JK 2S" << false << no << 0;
    QTest::newRow("8S 8D JK JK later") << m << no << later << "8S 8D JK JK" << true << set << 8;
    QTest::newRow("8S 8D JK JK opening") << m << no << opening << "8S 8D JK JK" << false << no << 0;
    QTest::newRow("8S JK JK later") << m << no << later << "8S JK JK" << false << no << 0;
    QTest::newRow("JK JK JK unrestricted")
        << m << QStringLiteral("jokerLimit=unrestricted") << later << "JK JK JK" << false << no << 0;
    QTest::newRow("5C 6C JK JK unrestricted")
        << m << QStringLiteral("jokerLimit=unrestricted") << later << "5C 6C JK JK" << true << run << 5;
    QTest::newRow("5C JK 7C JK 9C onePerMeld")
        << m << QStringLiteral("jokerLimit=onePerMeld") << later << "5C JK 7C JK 9C" << false << no << 0;
}

void TestMeld::validate()
{
    QFETCH(QString, variant);
    QFETCH(QString, options);
    QFETCH(QString, limit);
    QFETCH(QString, cardText);
    QFETCH(bool, valid);
    QFETCH(QString, kind);
    QFETCH(int, low);
    QString error;
    const std::optional<RuleSet> rules = remitest::rulesWith(variant, options, &error);
    QVERIFY2(rules, qPrintable(error));
    const std::vector<Card> cs = cards(cardText.toStdString());
    const std::optional<Meld> m = validateMeld(cs, *rules, limitFor(*rules, limit));
    QCOMPARE(m.has_value(), valid);
    if (!valid) return;
    QCOMPARE(kindText(m->kind), kind);
    QCOMPARE(m->low, low);
    QVERIFY(m->cards == cs); // 1.2: never reordered
    QCOMPARE(int(m->placedBy.size()), int(cs.size()));
    if (m->kind == MeldKind::Run) QCOMPARE(int(m->suit), int(cs[m->cards[0].isJoker() ? 1 : 0].suit));
    else QCOMPARE(int(m->suit), int(Suit::None));
}

// RULES.md 1.2 / 1.3 step 4: the card each position stands for; a set joker's suit stays open in a
// 3-card set and is fixed in a 4-card set.
void TestMeld::jokerStandsFor_data()
{
    QTest::addColumn<QString>("cardText");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("rankValue");
    QTest::addColumn<QString>("face"); // "8?" = rank 8, suit not fixed

    QTest::newRow("5C [JK] 7C JK 9C") << "5C JK 7C JK 9C" << 1 << 6 << "6C";
    QTest::newRow("5C JK 7C [JK] 9C") << "5C JK 7C JK 9C" << 3 << 8 << "8C";
    QTest::newRow("natural position") << "5C JK 7C JK 9C" << 4 << 9 << "9C";
    QTest::newRow("QH KH [JK] high ace") << "QH KH JK" << 2 << 14 << "AH";
    QTest::newRow("[JK] 2S 3S low ace") << "JK 2S 3S" << 0 << 1 << "AS";
    QTest::newRow("[JK] 5C 6C") << "JK 5C 6C" << 0 << 4 << "4C";
    QTest::newRow("9D [JK] JD ten") << "9D JK JD" << 1 << 10 << "10D";
    QTest::newRow("3-card set open suit") << "8S 8D JK" << 2 << 8 << "8?";
    QTest::newRow("4-card set fixed") << "8S 8D 8H JK" << 3 << 8 << "8C";
    QTest::newRow("4-card set joker inside") << "8S JK 8H 8C" << 1 << 8 << "8D";
}

void TestMeld::jokerStandsFor()
{
    QFETCH(QString, cardText);
    QFETCH(int, index);
    QFETCH(int, rankValue);
    QFETCH(QString, face);
    const RuleSet rules = remi51Rules();
    const std::optional<Meld> m = validateMeld(cards(cardText.toStdString()), rules, rules.jokerLimit);
    QVERIFY(m);
    QCOMPARE(m->rankAt(index), rankValue);
    const Face f = m->faceAt(index);
    if (face.endsWith(QLatin1Char('?'))) {
        QCOMPARE(int(f.rank), rankValue);
        QCOMPARE(int(f.suit), int(Suit::None));
    } else {
        QCOMPARE(remitest::faceText(f), face);
    }
}

// RULES.md 2.5 / 3.5: lay off at either end of a run or onto a set of fewer than 4 cards.
void TestMeld::extend_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("meldText");
    QTest::addColumn<QString>("cardCode");
    QTest::addColumn<bool>("highEnd");
    QTest::addColumn<QString>("result"); // empty: refused
    QTest::addColumn<int>("low");

    const QString m = QStringLiteral("remi51"), r = QStringLiteral("rummy"), no;
    QTest::newRow("run high end") << m << no << "4S 5S 6S"
                                  << "7S" << true << "4S 5S 6S 7S" << 4;
    QTest::newRow("run low end") << m << no << "4S 5S 6S"
                                 << "3S" << false << "3S 4S 5S 6S" << 3;
    QTest::newRow("7S at low end") << m << no << "4S 5S 6S"
                                   << "7S" << false << no << 0;
    QTest::newRow("3S at high end") << m << no << "4S 5S 6S"
                                    << "3S" << true << no << 0;
    QTest::newRow("gap 8S") << m << no << "4S 5S 6S"
                            << "8S" << true << no << 0;
    QTest::newRow("wrong suit") << m << no << "4S 5S 6S"
                                << "7H" << true << no << 0;
    QTest::newRow("ace low end") << m << no << "2S 3S 4S"
                                 << "AS" << false << "AS 2S 3S 4S" << 1;
    QTest::newRow("ace high end remi51") << m << no << "JS QS KS"
                                         << "AS" << true << "JS QS KS AS" << 11;
    QTest::newRow("ace high end rummy") << r << no << "JS QS KS"
                                        << "AS" << true << no << 0;
    QTest::newRow("ace high end rummy aceHighOrLow") << r << QStringLiteral("aceHighOrLow=true") << "JS QS KS"
                                                     << "AS" << true << "JS QS KS AS" << 11;
    QTest::newRow("wrap after high ace") << m << no << "QS KS AS"
                                         << "2S" << true << no << 0;
    QTest::newRow("A..K plus A") << m << no << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
                                 << "AS" << true << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << 1;
    QTest::newRow("A..K plus A aceBothEnds off")
        << m << QStringLiteral("aceBothEnds=false") << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
        << "AS" << true << no << 0;
    QTest::newRow("joker high end") << m << no << "4S 5S 6S"
                                    << "JK" << true << "4S 5S 6S JK" << 4;
    QTest::newRow("joker low end") << m << no << "4S 5S 6S"
                                   << "JK" << false << "JK 4S 5S 6S" << 3;
    QTest::newRow("second joker not adjacent") << m << no << "5C JK 7C"
                                               << "JK" << true << "5C JK 7C JK" << 5;
    QTest::newRow("second joker low end") << m << no << "5C JK 7C"
                                          << "JK" << false << "JK 5C JK 7C" << 4;
    QTest::newRow("adjacent jokers") << m << no << "5C 6C JK"
                                     << "JK" << true << no << 0;
    QTest::newRow("set fourth suit") << m << no << "8S 8D 8H"
                                     << "8C" << true << "8S 8D 8H 8C" << 8;
    QTest::newRow("set repeated suit") << m << no << "8S 8D 8H"
                                       << "8S" << true << no << 0;
    QTest::newRow("set other rank") << m << no << "8S 8D 8H"
                                    << "9C" << true << no << 0;
    QTest::newRow("set joker") << m << no << "8S 8D 8H"
                               << "JK" << true << "8S 8D 8H JK" << 8;
    QTest::newRow("set of 4 full") << m << no << "8S 8D 8H 8C"
                                   << "8S" << true << no << 0;
    QTest::newRow("set second joker") << m << no << "8S 8D JK"
                                      << "JK" << true << "8S 8D JK JK" << 8;
    QTest::newRow("rummy set fourth") << r << no << "KS KD KH"
                                      << "KC" << true << "KS KD KH KC" << 13;
}

void TestMeld::extend()
{
    QFETCH(QString, variant);
    QFETCH(QString, options);
    QFETCH(QString, meldText);
    QFETCH(QString, cardCode);
    QFETCH(bool, highEnd);
    QFETCH(QString, result);
    QFETCH(int, low);
    QString error;
    const std::optional<RuleSet> rules = remitest::rulesWith(variant, options, &error);
    QVERIFY2(rules, qPrintable(error));
    remitest::CardPool pool(2, 4);
    const std::optional<Meld> base = validateMeld(pool.cards(meldText.toStdString()), *rules, rules->jokerLimit);
    QVERIFY(base);
    const Card extra = pool.take(cardCode.toStdString());
    const std::optional<Meld> out = extendMeld(*base, extra, highEnd, *rules, rules->jokerLimit);
    QCOMPARE(out.has_value(), !result.isEmpty());
    if (!out) return;
    QCOMPARE(remitest::codes(out->cards), result);
    QCOMPARE(out->low, low);
    QVERIFY(out->contains(extra.id));
    QCOMPARE(int(out->kind), int(base->kind));
}

// RULES.md 1.2: a combination keeps its owner; every card keeps the seat that placed it.
void TestMeld::extendKeepsOwnerAndPlacement()
{
    const RuleSet rules = remi51Rules();
    remitest::CardPool pool;
    std::optional<Meld> base = validateMeld(pool.cards("4S 5S 6S"), rules, rules.jokerLimit);
    QVERIFY(base);
    base->owner = 2;
    base->placedBy = {2, 2, 2};
    const std::optional<Meld> low = extendMeld(*base, pool.take("3S"), false, rules, rules.jokerLimit);
    QVERIFY(low);
    QCOMPARE(low->owner, 2);
    QCOMPARE(int(low->placedBy.size()), 4);
    QCOMPARE(low->placedBy[1], 2);
    QCOMPARE(low->placedBy[3], 2);
    const std::optional<Meld> high = extendMeld(*base, pool.take("7S"), true, rules, rules.jokerLimit);
    QVERIFY(high);
    QCOMPARE(high->owner, 2);
    QCOMPARE(high->placedBy[0], 2);
    QCOMPARE(high->placedBy[2], 2);
}

// RULES.md 3.7: "fit" = could be laid off at either end.
void TestMeld::cardFits()
{
    const RuleSet rules = remi51Rules();
    remitest::CardPool pool;
    const std::optional<Meld> run = validateMeld(pool.cards("4S 5S 6S"), rules, rules.jokerLimit);
    const std::optional<Meld> set = validateMeld(pool.cards("9H 9D 9C"), rules, rules.jokerLimit);
    QVERIFY(run && set);
    QVERIFY(cardFitsMeld(*run, pool.take("7S"), rules, rules.jokerLimit));
    QVERIFY(cardFitsMeld(*run, pool.take("3S"), rules, rules.jokerLimit));
    QVERIFY(!cardFitsMeld(*run, pool.take("8S"), rules, rules.jokerLimit));
    QVERIFY(!cardFitsMeld(*run, pool.take("7H"), rules, rules.jokerLimit));
    QVERIFY(!cardFitsMeld(*run, pool.take("5S"), rules, rules.jokerLimit));
    QVERIFY(cardFitsMeld(*set, pool.take("9S"), rules, rules.jokerLimit));
    QVERIFY(!cardFitsMeld(*set, pool.take("9H"), rules, rules.jokerLimit));
    QVERIFY(!cardFitsMeld(*set, pool.take("8S"), rules, rules.jokerLimit));
}

// RULES.md 1.2, 3.5: a run joker is swapped for the card at its position; a 3-card set's joker is
// ambiguous; in a 4-card set with two jokers the later one in stored order is freed.
void TestMeld::jokerSwap_data()
{
    QTest::addColumn<QString>("meldText");
    QTest::addColumn<QString>("natural");
    QTest::addColumn<QString>("match"); // found / ambiguous / none
    QTest::addColumn<int>("jokerIndex");

    QTest::newRow("run joker") << "5C JK 7C"
                               << "6C"
                               << "found" << 1;
    QTest::newRow("run wrong card") << "5C JK 7C"
                                    << "6H"
                                    << "none" << -1;
    QTest::newRow("run second joker") << "5C JK 7C JK 9C"
                                      << "8C"
                                      << "found" << 3;
    QTest::newRow("run first joker") << "5C JK 7C JK 9C"
                                     << "6C"
                                     << "found" << 1;
    QTest::newRow("run high ace joker") << "QH KH JK"
                                        << "AH"
                                        << "found" << 2;
    QTest::newRow("run without joker") << "4S 5S 6S"
                                       << "5S"
                                       << "none" << -1;
    QTest::newRow("3-card set missing suit") << "8S 8D JK"
                                             << "8H"
                                             << "ambiguous" << -1;
    QTest::newRow("3-card set other missing suit") << "8S 8D JK"
                                                   << "8C"
                                                   << "ambiguous" << -1;
    QTest::newRow("3-card set present suit") << "8S 8D JK"
                                             << "8S"
                                             << "none" << -1;
    QTest::newRow("3-card set other rank") << "8S 8D JK"
                                           << "9H"
                                           << "none" << -1;
    QTest::newRow("4-card set") << "8S 8D 8H JK"
                                << "8C"
                                << "found" << 3;
    QTest::newRow("4-card set present suit") << "8S 8D 8H JK"
                                             << "8H"
                                             << "none" << -1;
    QTest::newRow("4-card set two jokers") << "8S 8D JK JK"
                                           << "8H"
                                           << "found" << 3;
    QTest::newRow("4-card set two jokers apart") << "JK 8S JK 8D"
                                                 << "8C"
                                                 << "found" << 2;
    QTest::newRow("joker for joker") << "5C JK 7C"
                                     << "JK"
                                     << "none" << -1;
}

void TestMeld::jokerSwap()
{
    QFETCH(QString, meldText);
    QFETCH(QString, natural);
    QFETCH(QString, match);
    QFETCH(int, jokerIndex);
    const RuleSet rules = remi51Rules();
    remitest::CardPool pool;
    const std::optional<Meld> m = validateMeld(pool.cards(meldText.toStdString()), rules, rules.jokerLimit);
    QVERIFY(m);
    int index = -1;
    const SwapMatch got = findJokerSwap(*m, pool.take(natural.toStdString()), index);
    const QString gotText = got == SwapMatch::Found       ? QStringLiteral("found")
                            : got == SwapMatch::Ambiguous ? QStringLiteral("ambiguous")
                                                          : QStringLiteral("none");
    QCOMPARE(gotText, match);
    if (got == SwapMatch::Found) QCOMPARE(index, jokerIndex);
}

// RULES.md 3.6 opening value table and 3.12 example 3.
void TestMeld::openingValue_data()
{
    QTest::addColumn<QString>("meldText");
    QTest::addColumn<QString>("aceValue");
    QTest::addColumn<int>("value");

    const QString ten = QStringLiteral("ten"), lowHigh = QStringLiteral("lowHigh"), eleven = QStringLiteral("eleven");
    QTest::newRow("10H JH QH") << "10H JH QH" << ten << 30;
    QTest::newRow("7S 7D 7C") << "7S 7D 7C" << ten << 21;
    QTest::newRow("AS 2S 3S ten") << "AS 2S 3S" << ten << 15;
    QTest::newRow("AS 2S 3S lowHigh") << "AS 2S 3S" << lowHigh << 6;
    QTest::newRow("AS 2S 3S eleven") << "AS 2S 3S" << eleven << 16;
    QTest::newRow("9C 9D 9H") << "9C 9D 9H" << ten << 27;
    QTest::newRow("QH KH JK=AH ten") << "QH KH JK" << ten << 30;
    QTest::newRow("QH KH JK=AH lowHigh") << "QH KH JK" << lowHigh << 31;
    QTest::newRow("8S 8D JK") << "8S 8D JK" << ten << 24;
    QTest::newRow("QS KS AS lowHigh") << "QS KS AS" << lowHigh << 31;
    QTest::newRow("AS AD AH ten") << "AS AD AH" << ten << 30;
    QTest::newRow("AS AD AH lowHigh") << "AS AD AH" << lowHigh << 33;
    QTest::newRow("AS AD AH eleven") << "AS AD AH" << eleven << 33;
    QTest::newRow("JK=AS 2S 3S lowHigh") << "JK 2S 3S" << lowHigh << 6;
    QTest::newRow("JK=JS QS KS") << "JK QS KS" << ten << 30;
    QTest::newRow("5C JK 7C JK 9C") << "5C JK 7C JK 9C" << ten << 35;
    QTest::newRow("A..A ten") << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << ten << 104;
    QTest::newRow("A..A lowHigh") << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS" << lowHigh << 96;
}

void TestMeld::openingValue()
{
    QFETCH(QString, meldText);
    QFETCH(QString, aceValue);
    QFETCH(int, value);
    QString error;
    const std::optional<RuleSet> rules =
        remitest::rulesWith(QStringLiteral("remi51"), QStringLiteral("aceOpeningValue=") + aceValue, &error);
    QVERIFY2(rules, qPrintable(error));
    const std::optional<Meld> m = validateMeld(cards(meldText.toStdString()), *rules, rules->jokerLimit);
    QVERIFY(m);
    QCOMPARE(remi::openingValue(*m, *rules), value);
}

// RULES.md 3.12 example 3: the totals of whole openings.
void TestMeld::openingExamples()
{
    const RuleSet rules = remi51Rules();
    remitest::CardPool pool;
    auto value = [&](const char *text) {
        const std::optional<Meld> m = validateMeld(pool.cards(text), rules, rules.openingJokerLimit);
        return m ? remi::openingValue(*m, rules) : -1000;
    };
    QCOMPARE(value("10H JH QH") + value("7S 7D 7C"), 51);
    QCOMPARE(value("AS 2S 3S") + value("9C 9D 9H"), 42);
    QCOMPARE(value("QH KH JK") + value("8S 8D JK"), 54);
    QCOMPARE(openingCardValue(1, true, rules), 10);
    QCOMPARE(openingCardValue(14, false, rules), 10);
    QCOMPARE(openingCardValue(13, false, rules), 10);
    QCOMPARE(openingCardValue(10, false, rules), 10);
    QCOMPARE(openingCardValue(9, false, rules), 9);
    QCOMPARE(openingCardValue(2, false, rules), 2);
}

void TestMeld::naturalRun()
{
    const RuleSet rules = remi51Rules();
    remitest::CardPool pool;
    QVERIFY(isNaturalRun(*validateMeld(pool.cards("4S 5S 6S"), rules, rules.jokerLimit)));
    QVERIFY(!isNaturalRun(*validateMeld(pool.cards("4H JK 6H"), rules, rules.jokerLimit)));
    QVERIFY(!isNaturalRun(*validateMeld(pool.cards("9S 9D 9C"), rules, rules.jokerLimit)));
    const std::optional<Meld> twoJokers = validateMeld(cards("5C JK 7C JK 9C"), rules, rules.jokerLimit);
    QVERIFY(twoJokers);
    QCOMPARE(twoJokers->jokerCount(), 2);
    QCOMPARE(twoJokers->naturalCount(), 3);
}

QTEST_GUILESS_MAIN(TestMeld)
#include "tst_meld.moc"
