// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 18: every cause of a refused combination (engine/MeldCause.h, RULES.md 1.3, 1.5
// invalid_meld) is worded by words/ReasonText with the cards concerned, in English and in Russian,
// with exact words; a few causes are taken from the engine (explainMeld, explainLayOff) as the
// window receives them.

#include "CardNames.h"
#include "Language.h"
#include "ReasonText.h"

#include "engine/MeldCause.h"
#include "engine/Variants.h"

#include <QtTest>

using remi::MeldCause;
using remi::MeldFault;
using remi::MeldKind;

namespace {

std::vector<remi::Card> cards(const char *text)
{
    std::vector<remi::Card> out;
    int copy[5][14] = {};
    int jokers = 0;
    for (const QString &code : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto face = remi::parseFace(code.toStdString());
        if (!face) continue;
        if (face->isJoker()) {
            out.push_back(remi::jokerCard(2, jokers++));
            continue;
        }
        const int s = static_cast<int>(face->suit);
        out.push_back(remi::naturalCard(copy[s][face->rank]++, face->suit, face->rank));
    }
    return out;
}

MeldCause cause(MeldFault fault, MeldKind kind, const char *text, int rank = 0, remi::Suit suit = remi::Suit::None)
{
    MeldCause c;
    c.fault = fault;
    c.kind = kind;
    c.cards = cards(text);
    c.rank = rank;
    c.suit = suit;
    return c;
}

} // namespace

class TestMeldWords : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void cleanup() { Language::apply(QStringLiteral("en")); }
    void everyCause_data();
    void everyCause();
    void fromTheEngine();
    void otherReasonsKeepTheirWords();
    void layOffRefusalsSayWhy();
    void runsDeclineTheirSuit_data();
    void runsDeclineTheirSuit();
};

void TestMeldWords::everyCause_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("suit");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("russian");
    const int none = static_cast<int>(remi::Suit::None);
    const int hearts = static_cast<int>(remi::Suit::Hearts);
    const int run = static_cast<int>(MeldKind::Run), set = static_cast<int>(MeldKind::Set);
    auto row = [&](const char *name, MeldFault f, int kind, const char *text, int rank, int suit, const char *en,
                   const char *ru) {
        QTest::newRow(name) << static_cast<int>(f) << kind << QString::fromLatin1(text) << rank << suit
                            << QString::fromUtf8(en) << QString::fromUtf8(ru);
    };
    row("none", MeldFault::None, run, "5H 6H 7H", 0, hearts, "", "");
    row("too few: none", MeldFault::TooFewCards, run, "", 0, none, "A meld needs at least three cards.",
        "В комбинации должно быть не меньше трёх карт.");
    row("too few: one", MeldFault::TooFewCards, set, "KC", 13, none,
        "K♣ alone would be only one card: a meld needs three.",
        "Получилась бы только одна карта (K♣), а в комбинации их не меньше трёх.");
    row("too few: two", MeldFault::TooFewCards, run, "KC AC", 0, none,
        "K♣ A♣ would be only two cards: a meld needs three.",
        "Получились бы только две карты (K♣ A♣), а в комбинации их не меньше трёх.");
    row("too many: set", MeldFault::TooManyCards, set, "7C", 7, none,
        "A set has at most four cards: 7♣ would be a fifth.", "В группе не больше четырёх карт: 7♣ была бы пятой.");
    row("too many: run", MeldFault::TooManyCards, run, "AH", 0, hearts, "A♥ would make the run too long.",
        "С A♥ последовательность была бы слишком длинной.");
    row("mixed suits", MeldFault::MixedSuits, run, "9C", 0, hearts, "9♣ does not fit a run of hearts.",
        "9♣ не подходит к последовательности червей.");
    row("mixed ranks", MeldFault::MixedRanks, set, "9C", 13, none, "9♣ does not fit a set of kings.",
        "9♣ не подходит к группе королей.");
    row("gap", MeldFault::Gap, run, "5H 8H", 0, hearts, "Cards are missing between 5♥ and 8♥.",
        "Между 5♥ и 8♥ не хватает карт.");
    row("out of order", MeldFault::OutOfOrder, run, "8H 6H", 0, hearts, "6♥ cannot come after 8♥ in a run.",
        "В последовательности 6♥ не может идти после 8♥.");
    row("repeated rank", MeldFault::RepeatedRank, run, "6H 6H", 0, hearts, "A run has each rank once: 6♥ and 6♥.",
        "В последовательности каждое достоинство только один раз: 6♥ и 6♥.");
    row("repeated suit", MeldFault::RepeatedSuit, set, "8S 8S", 8, none, "A set has each suit once: 8♠ and 8♠.",
        "В группе каждая масть только один раз: 8♠ и 8♠.");
    row("ace not high", MeldFault::AceNotHigh, run, "AH", 0, hearts,
        "An ace is low in this game: A♥ cannot come after the king.",
        "В этой игре туз младший: A♥ не может идти после короля.");
    row("ace both ends", MeldFault::AceBothEnds, run, "AH AH", 0, hearts,
        "A run cannot have an ace at both ends (A♥ and A♥).",
        "В последовательности не может быть туза на обоих концах (A♥ и A♥).");
    row("rank not allowed", MeldFault::RankNotAllowed, run, "AH", 0, hearts, "A♥ cannot be in a run in this game.",
        "В этой игре в последовательность нельзя включить A♥.");
    row("ten jack", MeldFault::TenJack, run, "10H JH", 0, hearts, "10♥ and J♥ do not join in a run in this game.",
        "В этой игре 10♥ и J♥ не соединяются в последовательность.");
    row("wrap", MeldFault::Wrap, run, "KH AH 2H", 0, hearts,
        "A run cannot go round from the king to the two: K♥ A♥ 2♥.",
        "Последовательность не может переходить от короля к двойке: K♥ A♥ 2♥.");
    row("too many jokers", MeldFault::TooManyJokers, run, "JK JK", 0, hearts, "Too many jokers in one meld.",
        "Слишком много джокеров в одной комбинации.");
    row("jokers adjacent", MeldFault::JokersAdjacent, run, "JK JK", 0, hearts,
        "Two jokers cannot stand next to each other in a run.",
        "Два джокера не могут стоять рядом в последовательности.");
    row("does not fit: set", MeldFault::DoesNotFit, set, "9C", 13, none, "9♣ does not fit a set of kings.",
        "9♣ не подходит к группе королей.");
    row("does not fit: run", MeldFault::DoesNotFit, run, "9H", 0, hearts,
        "9♥ does not fit at either end of this run of hearts.",
        "9♥ не подходит ни к одному концу этой последовательности червей.");
    row("does not fit: identical", MeldFault::DoesNotFit, static_cast<int>(MeldKind::Identical), "8H", 7, hearts,
        "8♥ does not fit that meld.", "8♥ не подходит к этой комбинации.");
    row("already has", MeldFault::AlreadyHas, set, "AC AC", 1, none, "That set already has A♣.",
        "В этой группе уже есть A♣.");
    row("too many pieces", MeldFault::TooManyPieces, run, "6C 9C", 0, none,
        "Taking 6♣ 9♣ would break the run into three pieces or more.",
        "Если взять 6♣ 9♣, последовательность распадётся на три части или больше.");
    row("card left out", MeldFault::CardLeftOut, run, "QD", 0, none, "Q♦ would be left off the table.",
        "Вне комбинаций на столе остались бы: Q♦.");
    row("joker named", MeldFault::TooFewCards, run, "5H JK", 0, none,
        "5♥ joker would be only two cards: a meld needs three.",
        "Получились бы только две карты (5♥ джокер), а в комбинации их не меньше трёх.");
}

void TestMeldWords::everyCause()
{
    QFETCH(int, fault);
    QFETCH(int, kind);
    QFETCH(QString, cards);
    QFETCH(int, rank);
    QFETCH(int, suit);
    QFETCH(QString, english);
    QFETCH(QString, russian);
    const MeldCause c = cause(static_cast<MeldFault>(fault), static_cast<MeldKind>(kind), cards.toLatin1().constData(),
                              rank, static_cast<remi::Suit>(suit));
    QCOMPARE(ReasonText::meldCause(c), english);
    QCOMPARE(Language::apply(QStringLiteral("ru")), QStringLiteral("ru"));
    QCOMPARE(ReasonText::meldCause(c), russian);
}

// The engine's causes, as a refused meld or lay-off gives them (RULES.md 1.3, 2.5).
void TestMeldWords::fromTheEngine()
{
    const remi::RuleSet rummy = *remi::presetRules("rummy");
    const std::vector<remi::Card> kings = cards("KC KD KH");
    const auto set = remi::validateMeld(kings, rummy, rummy.jokerLimit);
    QVERIFY(set);
    const remi::Card nine = cards("9C")[0];
    QCOMPARE(ReasonText::meldCause(remi::explainLayOff(*set, nine, remi::MeldEnd::Auto, rummy, rummy.jokerLimit)),
             QStringLiteral("9♣ does not fit a set of kings."));
    QCOMPARE(ReasonText::meldCause(remi::explainMeld(cards("KC AC"), rummy, rummy.jokerLimit)),
             QStringLiteral("K♣ A♣ would be only two cards: a meld needs three."));
    QCOMPARE(ReasonText::meldCause(remi::explainMeld(cards("KC KD KH 5D"), rummy, rummy.jokerLimit)),
             QStringLiteral("5♦ does not fit a set of kings."));
    QCOMPARE(Language::apply(QStringLiteral("sr")), QStringLiteral("sr"));
    QCOMPARE(ReasonText::meldCause(remi::explainMeld(cards("KC KD KH 5D"), rummy, rummy.jokerLimit)),
             QStringLiteral("5♦ не пристаје у скуп краљева."));
    // With the cause, an invalid_meld says it; without one, the general sentence.
    QCOMPARE(ReasonText::refusal(remi::Reason::InvalidMeld, false, MeldCause{}),
             QStringLiteral("Те карте нису исправан низ ни скуп."));
}

void TestMeldWords::otherReasonsKeepTheirWords()
{
    const MeldCause c = cause(MeldFault::Gap, MeldKind::Run, "5H 8H", 0, remi::Suit::Hearts);
    QCOMPARE(ReasonText::refusal(remi::Reason::InvalidMeld, false, c),
             QStringLiteral("Cards are missing between 5♥ and 8♥."));
    QCOMPARE(ReasonText::refusal(remi::Reason::NotOpened, false, c), QStringLiteral("You have to open first."));
    QCOMPARE(CardNames::shortCards(cards("10H QS AD JK")), QStringLiteral("10♥ Q♠ A♦ joker"));
}

void TestMeldWords::layOffRefusalsSayWhy()
{
    // A card laid off where no meld takes it says so in lay-off words (not "not a valid run or set").
    const remi::Card nine = cards("9C").front();
    const MeldCause none;
    const MeldCause suit = cause(MeldFault::MixedSuits, MeldKind::Run, "9C", 0, remi::Suit::Hearts);
    QCOMPARE(ReasonText::layOffNowhere(remi::Reason::InvalidMeld, false, nine),
             QStringLiteral("9♣ fits none of the melds on the table."));
    QCOMPARE(ReasonText::layOffRefusal(remi::Reason::InvalidMeld, false, none, nine),
             QStringLiteral("9♣ does not fit that meld."));
    QCOMPARE(ReasonText::layOffRefusal(remi::Reason::InvalidMeld, false, suit, nine),
             QStringLiteral("9♣ does not fit a run of hearts."));
    QCOMPARE(ReasonText::layOffNowhere(remi::Reason::NotOpened, false, nine),
             QStringLiteral("You have to open first."));
    QCOMPARE(ReasonText::layOffRefusal(remi::Reason::NotOpened, false, none, nine),
             QStringLiteral("You have to open first."));
    Language::apply(QStringLiteral("ru"));
    QCOMPARE(ReasonText::layOffNowhere(remi::Reason::InvalidMeld, false, nine),
             QStringLiteral("9♣ не подходит ни к одной комбинации на столе."));
    QCOMPARE(ReasonText::layOffRefusal(remi::Reason::InvalidMeld, false, none, nine),
             QStringLiteral("9♣ не подходит к этой комбинации."));
}

void TestMeldWords::runsDeclineTheirSuit_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("runs");    // rami 5-6-7 of spades, hearts, diamonds, clubs (15 points)
    QTest::addColumn<QString>("jokerRun");    // remi51 5-joker-7 of diamonds (18 points)
    QTest::addColumn<QString>("identical");   // rami with identical melds: 7-7-7 of hearts (45 points)
    QTest::addColumn<QStringList>("reasons"); // 9♣ in a run of hearts; 9♥ at neither end of one
    QTest::newRow("en") << "en"
                        << QStringList{"run 5-6-7 of spades, 15 points", "run 5-6-7 of hearts, 15 points",
                                       "run 5-6-7 of diamonds, 15 points", "run 5-6-7 of clubs, 15 points"}
                        << "run 5-6 (joker)-7 of diamonds, 18 points"
                        << "identical 7-7-7 of hearts, 45 points"
                        << QStringList{"9♣ does not fit a run of hearts.",
                                       "9♥ does not fit at either end of this run of hearts."};
    QTest::newRow("ru") << "ru"
                        << QStringList{"последовательность 5-6-7 пик, 15 очков",
                                       "последовательность 5-6-7 червей, 15 очков",
                                       "последовательность 5-6-7 бубен, 15 очков",
                                       "последовательность 5-6-7 треф, 15 очков"}
                        << "последовательность 5-6 (джокер)-7 бубен, 18 очков"
                        << "одинаковые карты 7-7-7 червей, 45 очков"
                        << QStringList{"9♣ не подходит к последовательности червей.",
                                       "9♥ не подходит ни к одному концу этой последовательности червей."};
    QTest::newRow("sr") << "sr"
                        << QStringList{"низ 5-6-7 у пику, 15 поена", "низ 5-6-7 у херцу, 15 поена",
                                       "низ 5-6-7 у кару, 15 поена", "низ 5-6-7 у трефу, 15 поена"}
                        << "низ 5-6 (џокер)-7 у кару, 18 поена"
                        << "идентичне карте 7-7-7 у херцу, 45 поена"
                        << QStringList{"9♣ не пристаје у низ у херцу.",
                                       "9♥ не пристаје ни на један крај овог низа у херцу."};
    QTest::newRow("sr_Latn") << "sr_Latn"
                             << QStringList{"niz 5-6-7 u piku, 15 poena", "niz 5-6-7 u hercu, 15 poena",
                                            "niz 5-6-7 u karu, 15 poena", "niz 5-6-7 u trefu, 15 poena"}
                             << "niz 5-6 (džoker)-7 u karu, 18 poena"
                             << "identične karte 7-7-7 u hercu, 45 poena"
                             << QStringList{"9♣ ne pristaje u niz u hercu.",
                                            "9♥ ne pristaje ni na jedan kraj ovog niza u hercu."};
}

/// A run names its suit as the card names do ("семёрка червей"): Russian in the genitive
/// ("последовательность 5-6-7 червей", not "(черви)"), Serbian "низ у херцу" as the lessons say;
/// the suit after a run is its own string (CardNames::suitOf), the hand's suit groups keep the nominative.
void TestMeldWords::runsDeclineTheirSuit()
{
    QFETCH(QString, code);
    QFETCH(QStringList, runs);
    QFETCH(QString, jokerRun);
    QFETCH(QString, identical);
    QFETCH(QStringList, reasons);
    QCOMPARE(Language::apply(code), code);
    const remi::RuleSet rami = *remi::presetRules("rami");
    const char *const texts[] = {"5S 6S 7S", "5H 6H 7H", "5D 6D 7D", "5C 6C 7C"};
    for (int i = 0; i < 4; ++i) {
        const auto run = remi::validateMeld(cards(texts[i]), rami, rami.jokerLimit);
        QVERIFY(run);
        QCOMPARE(CardNames::meld(*run, rami), runs[i]);
    }
    const remi::RuleSet remi51 = *remi::presetRules("remi51");
    const auto withJoker = remi::validateMeld(cards("5D JK 7D"), remi51, remi51.jokerLimit);
    QVERIFY(withJoker);
    QCOMPARE(CardNames::meld(*withJoker, remi51), jokerRun);
    remi::RuleSet copies = rami;
    copies.identicalCombos = true;
    const auto same = remi::validateMeld(cards("7H 7H 7H"), copies, copies.jokerLimit);
    QVERIFY(same);
    QCOMPARE(same->kind, MeldKind::Identical);
    QCOMPARE(CardNames::meld(*same, copies), identical);
    QCOMPARE(ReasonText::meldCause(cause(MeldFault::MixedSuits, MeldKind::Run, "9C", 0, remi::Suit::Hearts)),
             reasons[0]);
    QCOMPARE(ReasonText::meldCause(cause(MeldFault::DoesNotFit, MeldKind::Run, "9H", 0, remi::Suit::Hearts)),
             reasons[1]);
    // A hand's suit group keeps the nominative ("черви: пятёрка, шестёрка").
    QCOMPARE(CardNames::suit(remi::Suit::Hearts), code == QLatin1String("ru")        ? QStringLiteral("черви")
                                                  : code == QLatin1String("sr")      ? QStringLiteral("херц")
                                                  : code == QLatin1String("sr_Latn") ? QStringLiteral("herc")
                                                                                     : QStringLiteral("hearts"));
}

QTEST_MAIN(TestMeldWords)
#include "tst_meldwords.moc"
