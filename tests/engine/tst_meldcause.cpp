// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Why a combination is refused (MeldCause.h; RULES.md 1.3 run, set and identical checks, 1.5
// invalid_meld): every fault in every variant where it can happen, with the exact cards concerned.
// The last tests check that the explainers agree with validateMeld and extendMeld on every short
// combination of a small card set.

#include "TestCards.h"
#include "TestRound.h"
#include "TestRules.h"

#include "engine/MeldCause.h"

#include <QtTest/QtTest>

using namespace remi;
using namespace remitest;

namespace {

/// "opening" = the variant's opening joker limit, "later" = its later limit.
JokerLimit limitFor(const RuleSet &rules, const QString &which)
{
    return which == QLatin1String("opening") ? rules.openingJokerLimit : rules.jokerLimit;
}

/// "run S", "set K", "identical 7": the kind and what the cards were read as.
QString readAs(const MeldCause &c)
{
    QString out = c.kind == MeldKind::Run   ? QStringLiteral("run")
                  : c.kind == MeldKind::Set ? QStringLiteral("set")
                                            : QStringLiteral("identical");
    if (c.suit != Suit::None) out += QStringLiteral(" ") + QLatin1Char(suitLetter(c.suit));
    if (c.rank != 0) out += QStringLiteral(" ") + QString::fromStdString(rankCode(c.rank));
    return out;
}

QString faultText(MeldFault f)
{
    return QString::fromUtf8(meldFaultCode(f).data(), qsizetype(meldFaultCode(f).size()));
}

RuleSet rulesFor(const QString &variant, const QString &options)
{
    return remitest::presetWith(variant, options);
}

MeldEnd endFrom(const QString &end)
{
    return end == QLatin1String("low") ? MeldEnd::Low : end == QLatin1String("high") ? MeldEnd::High : MeldEnd::Auto;
}

} // namespace

class TestMeldCause : public QObject {
    Q_OBJECT

  private slots:
    void codes();
    void documented();
    void newMeld_data();
    void newMeld();
    void layOff_data();
    void layOff();
    void agreesWithValidateMeld_data();
    void agreesWithValidateMeld();
    void agreesWithExtendMeld_data();
    void agreesWithExtendMeld();
    void roundRummyMeld();
    void roundRemi51OpeningAndLayOff();
    void roundRamiLayOffTakeRearrange();
    void roundIndonesiaPickupAndMeld();
};

namespace {

/// The refusal of `action`: invalid_meld with the cause's fault, cards, table and action indices.
#define REMI_CAUSE(round, action, faultCode, cardText, table, part)                                                    \
    do {                                                                                                               \
        REMI_APPLY(round, action, Reason::InvalidMeld);                                                                \
        const MeldCause &c_ = (round).meldCause();                                                                     \
        QCOMPARE(faultText(c_.fault), QStringLiteral(faultCode));                                                      \
        QCOMPARE(remitest::codes(c_.cards), QStringLiteral(cardText));                                                 \
        QCOMPARE(c_.tableMeld, (table));                                                                               \
        QCOMPARE(c_.actionMeld, (part));                                                                               \
    } while (false)

} // namespace

// Every fault has its own code and reads back.
void TestMeldCause::codes()
{
    QStringList seen;
    for (int i = 0; i < kMeldFaultCount; ++i) {
        const MeldFault f = static_cast<MeldFault>(i);
        const QString code = faultText(f);
        QVERIFY(!code.isEmpty());
        QVERIFY2(!seen.contains(code), qPrintable(code));
        seen << code;
        QCOMPARE(meldFaultFromCode(code.toStdString()), std::optional<MeldFault>(f));
    }
    QCOMPARE(faultText(MeldFault::TooFewCards), QStringLiteral("too_few_cards"));
    QCOMPARE(faultText(MeldFault::AlreadyHas), QStringLiteral("already_has"));
    QVERIFY(!meldFaultFromCode("no_such_fault"));
}

// docs/SCENARIOS.md lists every fault code that scenario files may name.
void TestMeldCause::documented()
{
    QFile file(QStringLiteral(REMI_SCENARIOS_MD));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QString text = QString::fromUtf8(file.readAll());
    for (int i = 1; i < kMeldFaultCount; ++i) {
        const QString code = QLatin1Char('`') + faultText(static_cast<MeldFault>(i)) + QLatin1Char('`');
        QVERIFY2(text.contains(QStringLiteral("| ") + code + QStringLiteral(" |")), qPrintable(code));
    }
}

// RULES.md 1.3 (and 2.4, 3.4, 4.4, 5.4): a new combination, the fault, the cards concerned and what
// the cards were read as.
// clang-format off: one row a line, as the tables are read (clang-format breaks between string literals)
void TestMeldCause::newMeld_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("limit");
    QTest::addColumn<QString>("cardText");
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("concerned");
    QTest::addColumn<QString>("read");

    const QString no, later = QStringLiteral("later"), opening = QStringLiteral("opening");
    const QString rm = QStringLiteral("rummy"), r51 = QStringLiteral("remi51"), ra = QStringLiteral("rami"),
                  ri = QStringLiteral("remi_indonesia");
    const QStringList all = {rm, r51, ra, ri};

    for (const QString &v : all) {
        const QByteArray p = v.toUtf8() + ' ';
        QTest::newRow(p + "valid run") << v << no << later << "5S 6S 7S"
                                       << "none"
                                       << ""
                                       << "run";
        QTest::newRow(p + "two cards") << v << no << later << "KC AC"
                                       << "too_few_cards"
                                       << "KC AC"
                                       << "run";
        QTest::newRow(p + "two of a rank") << v << no << later << "8S 8D"
                                           << "too_few_cards"
                                           << "8S 8D"
                                           << "set";
        QTest::newRow(p + "one card") << v << no << later << "9H"
                                      << "too_few_cards"
                                      << "9H"
                                      << "run";
        QTest::newRow(p + "run of mixed suits") << v << no << later << "5S 6S 7H"
                                                << "mixed_suits"
                                                << "7H"
                                                << "run S";
        QTest::newRow(p + "odd suit first") << v << no << later << "4D 5S 6S 7S"
                                            << "mixed_suits"
                                            << "4D"
                                            << "run S";
        QTest::newRow(p + "set of kings with 9C") << v << no << later << "KS KH 9C"
                                                  << "mixed_ranks"
                                                  << "9C"
                                                  << "set K";
        QTest::newRow(p + "gap") << v << no << later << "4H 5H 7H"
                                 << "gap"
                                 << "5H 7H"
                                 << "run H";
        QTest::newRow(p + "out of order") << v << no << later << "7H 5H 6H"
                                          << "out_of_order"
                                          << "7H 5H"
                                          << "run H";
        QTest::newRow(p + "descending") << v << no << later << "6H 5H 4H"
                                        << "out_of_order"
                                        << "6H 5H"
                                        << "run H";
        QTest::newRow(p + "K-A-2") << v << no << later << "KS AS 2S"
                                   << "wrap"
                                   << "KS AS 2S"
                                   << "run S";
        QTest::newRow(p + "Q-K-A-2") << v << no << later << "QS KS AS 2S"
                                     << "wrap"
                                     << "KS AS 2S"
                                     << "run S";
    }
    // The ace's place (RULES.md 1.3 table).
    QTest::newRow("rummy Q-K-A, aces low") << rm << no << later << "QS KS AS"
                                           << "ace_not_high"
                                           << "AS"
                                           << "run S";
    QTest::newRow("rummy Q-K-A aceHighOrLow") << rm << "aceHighOrLow=true" << later << "QS KS AS"
                                              << "none"
                                              << ""
                                              << "run";
    QTest::newRow("rummy J-Q-K-A mixed") << rm << "aceHighOrLow=true" << later << "JS QS KS AC"
                                         << "mixed_suits"
                                         << "AC"
                                         << "run S";
    QTest::newRow("rami A..A") << ra << no << later << "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
                               << "ace_both_ends"
                               << "AH AH"
                               << "run H";
    QTest::newRow("remi51 A..A aceBothEnds off")
        << r51 << "aceBothEnds=false" << later << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
        << "ace_both_ends"
        << "AS AS"
        << "run S";
    QTest::newRow("remi51 A..A") << r51 << no << later << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
                                 << "none"
                                 << ""
                                 << "run";
    QTest::newRow("remi51 15 cards") << r51 << no << later << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S"
                                     << "repeated_rank"
                                     << "2S 2S"
                                     << "run S";
    QTest::newRow("remi51 Q K A JK") << r51 << no << later << "QS KS AS JK"
                                     << "wrap"
                                     << "KS AS JK"
                                     << "run S";
    QTest::newRow("remi51 JK A 2") << r51 << no << later << "JK AS 2S"
                                   << "wrap"
                                   << "JK AS 2S"
                                   << "run S";
    QTest::newRow("remi51 K JK 2") << r51 << no << later << "KS JK 2S"
                                   << "wrap"
                                   << "KS JK 2S"
                                   << "run S";
    QTest::newRow("rami K JK 2") << ra << no << later << "KS JK 2S"
                                 << "wrap"
                                 << "KS JK 2S"
                                 << "run S";
    // remi_indonesia 5.4: runs of 2..10 or exactly J-Q-K; no ace, never 10 next to J.
    QTest::newRow("indonesia A-2-3") << ri << no << later << "AS 2S 3S"
                                     << "rank_not_allowed"
                                     << "AS"
                                     << "run S";
    QTest::newRow("indonesia Q-K-A") << ri << no << later << "QS KS AS"
                                     << "rank_not_allowed"
                                     << "AS"
                                     << "run S";
    QTest::newRow("indonesia J-Q-K-A") << ri << no << later << "JS QS KS AS"
                                       << "rank_not_allowed"
                                       << "AS"
                                       << "run S";
    QTest::newRow("indonesia 9-10-J") << ri << no << later << "9S 10S JS"
                                      << "ten_jack"
                                      << "10S JS"
                                      << "run S";
    QTest::newRow("indonesia 10-J-Q") << ri << no << later << "10H JH QH"
                                      << "ten_jack"
                                      << "10H JH"
                                      << "run H";
    QTest::newRow("indonesia J-Q-K") << ri << no << later << "JH QH KH"
                                     << "none"
                                     << ""
                                     << "run";
    QTest::newRow("indonesia set of aces") << ri << no << later << "AS AH AD"
                                           << "none"
                                           << ""
                                           << "run";
    // Two decks: a repeated card.
    for (const QString &v : {r51, ra}) {
        const QByteArray p = v.toUtf8() + ' ';
        QTest::newRow(p + "8S 8S 8H") << v << no << later << "8S 8S 8H"
                                      << "repeated_suit"
                                      << "8S 8S"
                                      << "set 8";
        QTest::newRow(p + "set of 5") << v << no << later << "8S 8H 8D 8C 8S"
                                      << "too_many_cards"
                                      << "8S 8H 8D 8C 8S"
                                      << "set";
        QTest::newRow(p + "set of 4 and a joker") << v << no << later << "8S 8H 8D 8C JK"
                                                  << "too_many_cards"
                                                  << "8S 8H 8D 8C JK"
                                                  << "set";
        QTest::newRow(p + "5H 5H 6H") << v << no << later << "5H 5H 6H"
                                      << "repeated_rank"
                                      << "5H 5H"
                                      << "run H";
        QTest::newRow(p + "A 2 3 A") << v << no << later << "AS 2S 3S AS"
                                     << "repeated_rank"
                                     << "AS AS"
                                     << "run S";
        QTest::newRow(p + "all jokers") << v << no << later << "JK JK JK"
                                        << "too_many_jokers"
                                        << "JK JK JK"
                                        << "run";
    }
    QTest::newRow("rami 8S 8S 8S without identical") << ra << no << later << "8S 8S 8S"
                                                     << "repeated_suit"
                                                     << "8S 8S"
                                                     << "set 8";
    // Jokers (RULES.md 3.4, 4.4).
    QTest::newRow("remi51 opening 5C JK 7C JK 9C") << r51 << no << opening << "5C JK 7C JK 9C"
                                                   << "too_many_jokers"
                                                   << "JK JK"
                                                   << "run C";
    QTest::newRow("remi51 later 5C JK 7C JK 9C") << r51 << no << later << "5C JK 7C JK 9C"
                                                 << "none"
                                                 << ""
                                                 << "run";
    QTest::newRow("remi51 later JK 9D JK") << r51 << no << later << "JK 9D JK"
                                           << "too_many_jokers"
                                           << "JK JK"
                                           << "run D";
    QTest::newRow("remi51 later 8S JK JK") << r51 << no << later << "8S JK JK"
                                           << "too_many_jokers"
                                           << "JK JK"
                                           << "run S";
    QTest::newRow("remi51 opening 8S 8D JK JK") << r51 << no << opening << "8S 8D JK JK"
                                                << "too_many_jokers"
                                                << "JK JK"
                                                << "set 8";
    QTest::newRow("remi51 later 5C 6C JK JK 9C") << r51 << no << later << "5C 6C JK JK 9C"
                                                 << "jokers_adjacent"
                                                 << "JK JK"
                                                 << "run C";
    QTest::newRow("remi51 unrestricted JK JK JK") << r51 << "jokerLimit=unrestricted" << later << "JK JK JK"
                                                  << "too_many_jokers"
                                                  << "JK JK JK"
                                                  << "run";
    QTest::newRow("remi51 onePerMeld 5C JK 7C JK 9C") << r51 << "jokerLimit=onePerMeld" << later << "5C JK 7C JK 9C"
                                                      << "too_many_jokers"
                                                      << "JK JK"
                                                      << "run C";
    QTest::newRow("rami 5S JK JK 8S") << ra << no << later << "5S JK JK 8S"
                                      << "too_many_jokers"
                                      << "JK JK"
                                      << "run S";
    QTest::newRow("rami 8S 8H JK JK") << ra << no << later << "8S 8H JK JK"
                                      << "too_many_jokers"
                                      << "JK JK"
                                      << "set 8";
    // rami identical combinations (4.4): 3-4 copies; the fifth is one too many.
    QTest::newRow("rami identical 7S x3") << ra << "identicalCombos=true" << later << "7S 7S 7S"
                                          << "none"
                                          << ""
                                          << "run";
    QTest::newRow("rami identical fifth card") << ra << "identicalCombos=true" << later << "7S 7S 7S 7S JK"
                                               << "too_many_cards"
                                               << "7S 7S 7S 7S JK"
                                               << "identical";
    QTest::newRow("rami identical two jokers") << ra << "identicalCombos=true" << later << "7S JK 7S JK"
                                               << "too_many_jokers"
                                               << "JK JK"
                                               << "identical 7";
    QTest::newRow("rami identical two cards") << ra << "identicalCombos=true" << later << "7S 7S"
                                              << "too_few_cards"
                                              << "7S 7S"
                                              << "identical";
}
// clang-format on

void TestMeldCause::newMeld()
{
    QFETCH(QString, variant);
    QFETCH(QString, options);
    QFETCH(QString, limit);
    QFETCH(QString, cardText);
    QFETCH(QString, fault);
    QFETCH(QString, concerned);
    QFETCH(QString, read);
    const RuleSet rules = rulesFor(variant, options);
    const std::vector<Card> cs = remitest::cards(cardText.toStdString(), 4, 8);
    const MeldCause c = explainMeld(cs, rules, limitFor(rules, limit));
    QCOMPARE(faultText(c.fault), fault);
    QCOMPARE(c.fault == MeldFault::None, validateMeld(cs, rules, limitFor(rules, limit)).has_value());
    if (c.fault == MeldFault::None) {
        QVERIFY(c.cards.empty());
        return;
    }
    QCOMPARE(remitest::codes(c.cards), concerned);
    QCOMPARE(readAs(c), read);
    for (const Card &x : c.cards) // the very cards submitted (ids), not lookalikes
        QVERIFY(std::find(cs.begin(), cs.end(), x) != cs.end());
    QCOMPARE(c.tableMeld, -1);
    QCOMPARE(c.actionMeld, -1);
}

// RULES.md 2.5, 3.5, 4.5: a card laid off, the fault said of that card.
// clang-format off
void TestMeldCause::layOff_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("meldText");
    QTest::addColumn<QString>("cardText");
    QTest::addColumn<QString>("end");
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("concerned");

    const QString no, rm = QStringLiteral("rummy"), r51 = QStringLiteral("remi51"), ra = QStringLiteral("rami");
    for (const QString &v : {rm, r51, ra}) {
        const QByteArray p = v.toUtf8() + ' ';
        QTest::newRow(p + "9C on a set of kings") << v << no << "KS KH KD" << "9C" << "auto" << "does_not_fit"
                                                  << "9C";
        QTest::newRow(p + "KC on a set of kings") << v << no << "KS KH KD" << "KC" << "auto" << "none" << "";
        QTest::newRow(p + "9S on 2S 3S 4S") << v << no << "2S 3S 4S" << "9S" << "auto" << "does_not_fit" << "9S";
        QTest::newRow(p + "3S on 2S 3S 4S") << v << no << "2S 3S 4S" << "3S" << "auto" << "does_not_fit" << "3S";
        QTest::newRow(p + "5S on 2S 3S 4S low end") << v << no << "2S 3S 4S" << "5S" << "low" << "does_not_fit"
                                                    << "5S";
        QTest::newRow(p + "5S on 2S 3S 4S high end") << v << no << "2S 3S 4S" << "5S" << "high" << "none" << "";
        QTest::newRow(p + "7H on 4S 5S 6S") << v << no << "4S 5S 6S" << "7H" << "auto" << "mixed_suits" << "7H";
        QTest::newRow(p + "KS on AS 2S 3S") << v << no << "AS 2S 3S" << "KS" << "auto" << "wrap" << "KS AS 2S";
    }
    QTest::newRow("rummy AS on JS QS KS") << rm << no << "JS QS KS" << "AS" << "auto" << "ace_not_high" << "AS";
    QTest::newRow("rummy AS on JS QS KS aceHighOrLow") << rm << "aceHighOrLow=true" << "JS QS KS" << "AS" << "auto"
                                                      << "none" << "";
    QTest::newRow("rummy 2S on QS KS AS") << rm << "aceHighOrLow=true" << "QS KS AS" << "2S" << "auto" << "wrap"
                                         << "KS AS 2S";
    for (const QString &v : {r51, ra}) {
        const QByteArray p = v.toUtf8() + ' ';
        QTest::newRow(p + "2S on QS KS AS") << v << no << "QS KS AS" << "2S" << "auto" << "wrap" << "KS AS 2S";
        QTest::newRow(p + "AC on AD AC JK") << v << no << "AD AC JK" << "AC" << "auto" << "already_has"
                                            << "AC AC";
        QTest::newRow(p + "8S on a full set") << v << no << "8S 8H 8D 8C" << "8S" << "auto" << "too_many_cards"
                                              << "8S";
        QTest::newRow(p + "AS on 2S..KS") << v << no << "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" << "AS" << "auto"
                                          << "none" << "";
    }
    QTest::newRow("rami AS on AS 2S..KS") << ra << no << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" << "AS"
                                          << "auto" << "ace_both_ends" << "AS AS";
    QTest::newRow("remi51 AS on AS 2S..KS") << r51 << no << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" << "AS"
                                            << "auto" << "none" << "";
    QTest::newRow("remi51 AS on AS 2S..KS aceBothEnds off")
        << r51 << "aceBothEnds=false" << "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" << "AS" << "auto"
        << "ace_both_ends" << "AS AS";
    QTest::newRow("remi51 JK on 9D 10D JK") << r51 << no << "9D 10D JK" << "JK" << "high" << "jokers_adjacent"
                                            << "JK JK";
    QTest::newRow("remi51 JK on 9D JK 9H JK set") << r51 << no << "9D JK 9H JK" << "JK" << "auto"
                                                  << "too_many_cards" << "JK";
    QTest::newRow("remi51 JK on JK 9D 10D low") << r51 << no << "JK 9D 10D" << "JK" << "low" << "jokers_adjacent"
                                                << "JK JK";
    QTest::newRow("remi51 JK on JK 9D 10D") << r51 << no << "JK 9D 10D" << "JK" << "auto" << "none" << "";
    QTest::newRow("rami identical 7H on 7S 7S 7S") << ra << "identicalCombos=true" << "7S 7S 7S" << "7H" << "auto"
                                                   << "does_not_fit" << "7H";
    QTest::newRow("rami identical fifth 7S") << ra << "identicalCombos=true" << "7S 7S 7S JK" << "7S" << "auto"
                                             << "too_many_cards" << "7S";
    QTest::newRow("rami identical fourth 7S") << ra << "identicalCombos=true" << "7S 7S 7S" << "7S" << "auto"
                                              << "none" << "";
}
// clang-format on

void TestMeldCause::layOff()
{
    QFETCH(QString, variant);
    QFETCH(QString, options);
    QFETCH(QString, meldText);
    QFETCH(QString, cardText);
    QFETCH(QString, end);
    QFETCH(QString, fault);
    QFETCH(QString, concerned);
    const RuleSet rules = rulesFor(variant, options);
    remitest::CardPool pool(4, 8);
    const std::optional<Meld> m = validateMeld(pool.cards(meldText.toStdString()), rules, rules.jokerLimit);
    QVERIFY2(m, "the table meld of the row must be valid");
    const Card card = pool.take(cardText.toStdString());
    const MeldCause c = explainLayOff(*m, card, endFrom(end), rules, rules.jokerLimit);
    QCOMPARE(faultText(c.fault), fault);
    if (c.fault == MeldFault::None) return;
    QCOMPARE(remitest::codes(c.cards), concerned);
    QVERIFY(std::find(c.cards.begin(), c.cards.end(), card) != c.cards.end()); // the very card laid
    if (c.fault == MeldFault::AlreadyHas || c.fault == MeldFault::DoesNotFit) QCOMPARE(c.cards.front(), card);
    QVERIFY(c.kind == m->kind);
}

// explainMeld says None exactly when validateMeld accepts: every ordered choice of 3 and 4 cards from
// a small set rich in neighbours, repeats, aces and jokers, in each variant and joker limit.
void TestMeldCause::agreesWithValidateMeld_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("limit");
    QTest::newRow("rummy") << "rummy"
                           << ""
                           << "later";
    QTest::newRow("rummy aceHighOrLow") << "rummy"
                                        << "aceHighOrLow=true"
                                        << "later";
    QTest::newRow("remi51 opening") << "remi51"
                                    << ""
                                    << "opening";
    QTest::newRow("remi51 later") << "remi51"
                                  << ""
                                  << "later";
    QTest::newRow("remi51 unrestricted") << "remi51"
                                         << "jokerLimit=unrestricted"
                                         << "later";
    QTest::newRow("rami") << "rami"
                          << ""
                          << "later";
    QTest::newRow("rami identical") << "rami"
                                    << "identicalCombos=true"
                                    << "later";
    QTest::newRow("remi_indonesia") << "remi_indonesia"
                                    << ""
                                    << "later";
}

void TestMeldCause::agreesWithValidateMeld()
{
    QFETCH(QString, variant);
    QFETCH(QString, options);
    QFETCH(QString, limit);
    const RuleSet rules = rulesFor(variant, options);
    const JokerLimit lim = limitFor(rules, limit);
    const std::vector<Card> u = remitest::cards("AS 2S 3S KS QS 10S JS 2H AS 2S JK JK", 4, 8);
    const int n = int(u.size());
    int checked = 0, invalid = 0;
    std::vector<Card> cs;
    for (int len = 3; len <= 4; ++len) {
        std::vector<int> idx(std::size_t(len), 0);
        for (;;) {
            bool distinct = true;
            for (int a = 0; a < len && distinct; ++a)
                for (int b = a + 1; b < len; ++b) distinct = distinct && idx[std::size_t(a)] != idx[std::size_t(b)];
            if (distinct) {
                cs.clear();
                for (int i : idx) cs.push_back(u[std::size_t(i)]);
                const bool valid = validateMeld(cs, rules, lim).has_value();
                const MeldCause c = explainMeld(cs, rules, lim);
                if (valid != (c.fault == MeldFault::None))
                    QFAIL(qPrintable(remitest::codes(cs) + QStringLiteral(": valid ") + QString::number(valid) +
                                     QStringLiteral(", cause ") + faultText(c.fault)));
                if (!valid) {
                    QVERIFY(!c.cards.empty());
                    ++invalid;
                }
                ++checked;
            }
            int k = len - 1;
            while (k >= 0 && ++idx[std::size_t(k)] == n) idx[std::size_t(k--)] = 0;
            if (k < 0) break;
        }
    }
    QCOMPARE(checked, 12 * 11 * 10 + 12 * 11 * 10 * 9);
    QVERIFY(invalid > checked / 2);
}

// explainLayOff says None exactly when extendMeld accepts at the asked end.
void TestMeldCause::agreesWithExtendMeld_data()
{
    agreesWithValidateMeld_data();
}

void TestMeldCause::agreesWithExtendMeld()
{
    QFETCH(QString, variant);
    QFETCH(QString, options);
    const RuleSet rules = rulesFor(variant, options);
    const std::vector<std::string> melds = {"AS 2S 3S", "QS KS AS", "2S 3S 4S 5S", "JK 3S 4S", "8S 8H JK",
                                            "8S 8H 8D", "7S 7S 7S", "9S JK JS",    "JS QS KS", "8S 8H 8D 8C"};
    int checked = 0;
    for (const std::string &text : melds) {
        remitest::CardPool pool(4, 8);
        const std::optional<Meld> m = validateMeld(pool.cards(text), rules, rules.jokerLimit);
        if (!m) continue;
        for (const char *code : {"AS", "2S", "5S", "6S", "10S", "KS", "QS", "8S", "8C", "7S", "7H", "JK", "3H"}) {
            const Card card = pool.take(code);
            for (MeldEnd end : {MeldEnd::Auto, MeldEnd::Low, MeldEnd::High}) {
                const bool run = m->kind == MeldKind::Run;
                const bool high = end != MeldEnd::Low && extendMeld(*m, card, true, rules, rules.jokerLimit);
                const bool low = run && end != MeldEnd::High && extendMeld(*m, card, false, rules, rules.jokerLimit);
                const bool ok = run ? (high || low) : extendMeld(*m, card, true, rules, rules.jokerLimit).has_value();
                const MeldCause c = explainLayOff(*m, card, run ? end : MeldEnd::Auto, rules, rules.jokerLimit);
                if (ok != (c.fault == MeldFault::None))
                    QFAIL(qPrintable(QString::fromStdString(text + " + " + code) + QStringLiteral(": fits ") +
                                     QString::number(ok) + QStringLiteral(", cause ") + faultText(c.fault)));
                if (!ok) QVERIFY(std::find(c.cards.begin(), c.cards.end(), card) != c.cards.end());
                ++checked;
            }
        }
    }
    QVERIFY(checked > 0);
}

// Round::meldCause (rummy 2.4): which meld of a meld action is wrong; cleared by the next answer.
void TestMeldCause::roundRummyMeld()
{
    REMI_ROUND(r, rummyRules(), 2, 1,
               {{"9C 9H 9S KS AS 2S 5D 8D 9D 4C", "3H 4H 7C 8S 10H 10D JD 2C 6C 5C"}, "JS 7D", "AD"});
    REMI_OK(*r, drawStock(0));
    REMI_CAUSE(*r, meldAction(*r, 0, {"9C 9H 9S", "KS AS 2S"}), "wrap", "KS AS 2S", -1, 1);
    QCOMPARE(r->meldCause().suit, Suit::Spades);
    REMI_CAUSE(*r, meldAction(*r, 0, {"9C 9H 5D"}), "mixed_ranks", "5D", -1, 0);
    QCOMPARE(r->meldCause().rank, 9);
    REMI_CAUSE(*r, Action::meld(0, {}), "too_few_cards", "", -1, -1);
    REMI_APPLY(*r, Action::discard(0, idIn(r->hand(1), "3H")), Reason::CardNotInHand);
    QVERIFY(r->meldCause().fault == MeldFault::None); // another refusal has no meld cause
    REMI_CAUSE(*r, meldAction(*r, 0, {"9C 9H"}), "too_few_cards", "9C 9H", -1, 0);
    REMI_OK(*r, meldAction(*r, 0, {"9C 9H 9S"}));
    QVERIFY(r->meldCause().fault == MeldFault::None);
    REMI_CAUSE(*r, layOffAction(*r, 0, "JS", 0), "does_not_fit", "JS", 0, -1);
    QVERIFY(r->meldCause().kind == MeldKind::Set);
    REMI_OK(*r, layOffAction(*r, 0, "9D", 0, MeldEnd::Low)); // RULES.md 1.2: a set has no ends
    QCOMPARE(meldCodes(*r, 0), QStringLiteral("9C 9H 9S 9D"));
}

// remi51: the opening's joker limit (3.4) and "that set already has A♣" (3.5).
void TestMeldCause::roundRemi51OpeningAndLayOff()
{
    REMI_ROUND(r, remi51Rules(), 2, 0,
               {{"2H 5S 9D 3C 4D 6H 8S 10S QD KH 2D 4S 6D 7H", "AD AC JK 10H JH QH 5C JK 7C 9C AC 3S 8C 4H KD"},
                "3H 4C",
                "",
                "9H"});
    REMI_CAUSE(*r, meldAction(*r, 1, {"10H JH QH", "5C JK 7C JK 9C"}), "too_many_jokers", "JK JK", -1, 1);
    REMI_OK(*r, meldAction(*r, 1, {"AD AC JK", "10H JH QH"})); // 30 + 30
    REMI_CAUSE(*r, layOffAction(*r, 1, "AC", 0), "already_has", "AC AC", 0, -1);
    const MeldCause &c = r->meldCause();
    QCOMPARE(c.cards[0].id, idIn(r->hand(1), "AC"));    // the card laid,
    QCOMPARE(c.cards[1].id, r->table()[0].cards[1].id); // then the set's own A♣
    REMI_CAUSE(*r, layOffAction(*r, 1, "9C", 1), "mixed_suits", "9C", 1, -1);
    REMI_CAUSE(*r, layOffAction(*r, 1, "9C", 1, MeldEnd::Low), "mixed_suits", "9C", 1, -1);
}

// rami (4.5): lay-off, a take that leaves too little or three pieces, a rearrangement that splits a
// run into two cards or leaves a card out.
void TestMeldCause::roundRamiLayOffTakeRearrange()
{
    const RuleSet rules =
        remitest::presetWith(QStringLiteral("rami"), QStringLiteral("manipulation=true")).forPlayers(2);
    REMI_ROUND(r, rules, 2, 1,
               {{"4D 5D 6D 7D 8D KS KH KC 6C 6D 6H 2S 3H 9S", "10S JS QS 9H 9D 9C 4H 4C 2D 5S 9C 8C JC KD"},
                "3S 7H 10C 2C 5H",
                ""});
    REMI_OK(*r, drawStock(0));
    REMI_OK(*r, meldAction(*r, 0, {"4D 5D 6D 7D 8D", "KS KH KC", "6C 6D 6H"}));
    REMI_OK(*r, discardAction(*r, 0, "2S"));
    REMI_OK(*r, drawStock(1));
    REMI_OK(*r, meldAction(*r, 1, {"10S JS QS", "9H 9D 9C"}));
    REMI_CAUSE(*r, layOffAction(*r, 1, "9C", 1), "does_not_fit", "9C", 1, -1);
    QCOMPARE(r->meldCause().rank, 13);
    const std::vector<Card> run = r->table()[0].cards, sixes = r->table()[2].cards;
    REMI_CAUSE(*r, Action::take(1, 2, {sixes[0].id}), "too_few_cards", "6D 6H", 2, 0);
    QVERIFY(r->meldCause().kind == MeldKind::Set);
    REMI_CAUSE(*r, Action::take(1, 0, {run[2].id}), "too_few_cards", "4D 5D", 0, 0);
    REMI_CAUSE(*r, Action::take(1, 0, {run[0].id, run[1].id, run[3].id}), "too_few_cards", "6D", 0, 0);
    REMI_CAUSE(*r, Action::take(1, 0, {run[1].id, run[3].id}), "too_many_pieces", "5D 7D", 0, -1);
    std::vector<std::vector<CardId>> table;
    for (const Meld &m : r->table()) {
        std::vector<CardId> ids;
        for (const Card &c : m.cards) ids.push_back(c.id);
        table.push_back(ids);
    }
    std::vector<std::vector<CardId>> split = table;
    split[0] = {run[0].id, run[1].id, run[2].id};
    split.insert(split.begin() + 1, {run[3].id, run[4].id});
    REMI_CAUSE(*r, Action::rearrange(1, split), "too_few_cards", "7D 8D", -1, 1);
    std::vector<std::vector<CardId>> shorter = table;
    shorter[0].pop_back();
    REMI_CAUSE(*r, Action::rearrange(1, shorter), "card_left_out", "8D", -1, -1);
    REMI_OK(*r, Action::take(1, 0, {run[0].id})); // 5D 6D 7D 8D is left
    QVERIFY(r->meldCause().fault == MeldFault::None);
}

// remi_indonesia 5.3, 5.4: a pickup combination with 10 next to J; an ace in a run.
void TestMeldCause::roundIndonesiaPickupAndMeld()
{
    const RuleSet rules =
        remitest::presetWith(QStringLiteral("remi_indonesia"), QStringLiteral("meldFromHandDuringPlay=true"));
    REMI_ROUND(r, rules, 2, 0, {{"9D 10D AS 2S 3S 6C 4H", "2D 4D 6D 8C 10C QC AH"}, "9C", "5C JD 3H"});
    const CardId jd = r->pile()[1].card.id;
    const CardId d9 = idIn(r->hand(0), "9D"), d10 = idIn(r->hand(0), "10D");
    REMI_CAUSE(*r, Action::pickupMeld(0, 2, {d9, d10, jd}), "ten_jack", "10D JD", -1, 0);
    REMI_CAUSE(*r, Action::pickupMeld(0, 2, {d10, d9, jd}), "out_of_order", "10D 9D", -1, 0);
    REMI_OK(*r, drawStock(0));
    REMI_CAUSE(*r, meldAction(*r, 0, {"AS 2S 3S"}), "rank_not_allowed", "AS", -1, 0);
}

QTEST_APPLESS_MAIN(TestMeldCause)
#include "tst_meldcause.moc"
