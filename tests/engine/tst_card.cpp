// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Cards, card codes and the shoe (RULES.md 1.1; conventions: 7S, 10H, JK).

#include "TestCards.h"

#include "engine/Card.h"

#include <QtTest/QtTest>

#include <set>

using namespace remi;
using remitest::code;

Q_DECLARE_METATYPE(remi::Suit)

class TestCard : public QObject {
    Q_OBJECT

  private slots:
    void parseFace_data();
    void parseFace();
    void parseRejects_data();
    void parseRejects();
    void codeRoundTripEveryFace();
    void ids_data();
    void ids();
    void idFormulaForEveryNatural();
    void jokerIdsFollowNaturals();
    void cardFromIdRoundTrip();
    void shoeSizes_data();
    void shoeSizes();
    void copiesDifferByIdNotFace();
    void cardsCodeJoinsWithSpaces();
    void rankCodes();
    void testPoolGivesDistinctCopies();
};

// RULES.md conventions and cases/FORMAT.md "Cards": rank then suit letter, T for 10, JK.
void TestCard::parseFace_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("rank");
    QTest::addColumn<remi::Suit>("suit");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("7S") << "7S" << 7 << Suit::Spades << "7S";
    QTest::newRow("10H") << "10H" << 10 << Suit::Hearts << "10H";
    QTest::newRow("TH") << "TH" << 10 << Suit::Hearts << "10H";
    QTest::newRow("lower th") << "th" << 10 << Suit::Hearts << "10H";
    QTest::newRow("QD") << "QD" << 12 << Suit::Diamonds << "QD";
    QTest::newRow("AC") << "AC" << 1 << Suit::Clubs << "AC";
    QTest::newRow("KS") << "KS" << 13 << Suit::Spades << "KS";
    QTest::newRow("JD") << "JD" << 11 << Suit::Diamonds << "JD";
    QTest::newRow("2C") << "2C" << 2 << Suit::Clubs << "2C";
    QTest::newRow("9h lower") << "9h" << 9 << Suit::Hearts << "9H";
    QTest::newRow("JK") << "JK" << 0 << Suit::None << "JK";
    QTest::newRow("jk lower") << "jk" << 0 << Suit::None << "JK";
}

void TestCard::parseFace()
{
    QFETCH(QString, text);
    QFETCH(int, rank);
    QFETCH(remi::Suit, suit);
    QFETCH(QString, canonical);
    const std::optional<Face> f = remi::parseFace(text.toStdString());
    QVERIFY(f.has_value());
    QCOMPARE(int(f->rank), rank);
    QCOMPARE(int(f->suit), int(suit));
    QCOMPARE(f->isJoker(), rank == 0);
    QCOMPARE(remitest::faceText(*f), canonical);
}

// A "=..." suffix belongs to scenario melds, not to parseFace (Card.h); anything else malformed is refused.
void TestCard::parseRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("suit only") << "S";
    QTest::newRow("rank only") << "10";
    QTest::newRow("rank 1") << "1H";
    QTest::newRow("rank 0") << "0S";
    QTest::newRow("rank 11") << "11H";
    QTest::newRow("rank 14") << "14S";
    QTest::newRow("bad suit") << "10X";
    QTest::newRow("suit first") << "H10";
    QTest::newRow("joker with meaning") << "JK=5S";
    QTest::newRow("leading space") << " 7S";
    QTest::newRow("trailing space") << "7S ";
    QTest::newRow("two cards") << "7S8S";
    QTest::newRow("JKK") << "JKK";
    QTest::newRow("letters") << "ZZ";
}

void TestCard::parseRejects()
{
    QFETCH(QString, text);
    QVERIFY2(!remi::parseFace(text.toStdString()).has_value(), qPrintable(text));
}

// RULES.md 1.1: every face of the shoe prints and parses back to itself.
void TestCard::codeRoundTripEveryFace()
{
    const std::vector<Card> shoe = buildShoe(2, 4);
    std::set<std::string> seen;
    for (const Card &c : shoe) {
        const std::string text = cardCode(c);
        seen.insert(text);
        const std::optional<Face> f = remi::parseFace(text);
        QVERIFY2(f.has_value(), text.c_str());
        QVERIFY2(f->matches(c), text.c_str());
        QCOMPARE(faceCode(*f), text);
    }
    QCOMPARE(int(seen.size()), 53); // 52 faces and JK
}

// RULES.md 1.1: id = copy·52 + suit·13 + (rank − 1), suits in the order ♠ ♥ ♦ ♣.
void TestCard::ids_data()
{
    QTest::addColumn<int>("copy");
    QTest::addColumn<QString>("face");
    QTest::addColumn<int>("id");
    QTest::newRow("AS copy 0") << 0 << "AS" << 0;
    QTest::newRow("KS copy 0") << 0 << "KS" << 12;
    QTest::newRow("AH copy 0") << 0 << "AH" << 13;
    QTest::newRow("2D copy 0") << 0 << "2D" << 27;
    QTest::newRow("10D copy 0") << 0 << "10D" << 35;
    QTest::newRow("KC copy 0") << 0 << "KC" << 51;
    QTest::newRow("AS copy 1") << 1 << "AS" << 52;
    QTest::newRow("7S copy 1") << 1 << "7S" << 58;
    QTest::newRow("QH copy 1") << 1 << "QH" << 76;
    QTest::newRow("KC copy 1") << 1 << "KC" << 103;
}

void TestCard::ids()
{
    QFETCH(int, copy);
    QFETCH(QString, face);
    QFETCH(int, id);
    const Face f = *remi::parseFace(face.toStdString());
    const Card c = naturalCard(copy, f.suit, f.rank);
    QCOMPARE(int(c.id), id);
    QCOMPARE(int(c.rank), int(f.rank));
    QCOMPARE(int(c.suit), int(f.suit));
    QVERIFY(!c.isJoker());
}

// RULES.md 1.1 formula over the whole two-deck range.
void TestCard::idFormulaForEveryNatural()
{
    for (int copy = 0; copy < 2; ++copy)
        for (int s = 0; s < 4; ++s)
            for (int rank = 1; rank <= 13; ++rank) {
                const Card c = naturalCard(copy, static_cast<Suit>(s), rank);
                QCOMPARE(int(c.id), copy * 52 + s * 13 + rank - 1);
            }
}

// RULES.md 1.1: jokers are numbered after the last natural card.
void TestCard::jokerIdsFollowNaturals()
{
    QCOMPARE(int(jokerCard(2, 0).id), 104);
    QCOMPARE(int(jokerCard(2, 3).id), 107);
    QCOMPARE(int(jokerCard(1, 0).id), 52);
    QVERIFY(jokerCard(2, 1).isJoker());
    QCOMPARE(int(jokerCard(2, 1).rank), 0);
    QCOMPARE(int(jokerCard(2, 1).suit), int(Suit::None));
    QCOMPARE(code(jokerCard(2, 2)), QStringLiteral("JK"));
}

// RULES.md 1.1: the id alone identifies the card.
void TestCard::cardFromIdRoundTrip()
{
    for (int id = 0; id < 108; ++id) {
        const Card c = cardFromId(static_cast<CardId>(id), 2);
        QCOMPARE(int(c.id), id);
        if (id < 104) {
            QCOMPARE(int(c.rank), id % 13 + 1);
            QCOMPARE(int(c.suit), (id % 52) / 13);
        } else {
            QVERIFY(c.isJoker());
        }
    }
    QCOMPARE(code(cardFromId(51, 1)), QStringLiteral("KC"));
    QVERIFY(cardFromId(52, 1).isJoker());
}

// RULES.md 1.3 "Shoe": rummy 52, remi51 108 (2 × 52 + 4 jokers).
void TestCard::shoeSizes_data()
{
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("jokers");
    QTest::addColumn<int>("size");
    QTest::newRow("rummy") << 1 << 0 << 52;
    QTest::newRow("remi51") << 2 << 4 << 108;
}

void TestCard::shoeSizes()
{
    QFETCH(int, decks);
    QFETCH(int, jokers);
    QFETCH(int, size);
    const std::vector<Card> shoe = buildShoe(decks, jokers);
    QCOMPARE(int(shoe.size()), size);
    int jokerCount = 0;
    std::map<std::string, int> perFace;
    for (int i = 0; i < size; ++i) {
        QCOMPARE(int(shoe[std::size_t(i)].id), i); // id order
        if (shoe[std::size_t(i)].isJoker()) ++jokerCount;
        else ++perFace[cardCode(shoe[std::size_t(i)])];
    }
    QCOMPARE(jokerCount, jokers);
    QCOMPARE(int(perFace.size()), 52);
    for (const auto &[face, n] : perFace) QCOMPARE(n, decks);
}

// RULES.md 1.1: two 7♠ from different copies are different cards but interchangeable faces.
void TestCard::copiesDifferByIdNotFace()
{
    const Card a = naturalCard(0, Suit::Spades, 7);
    const Card b = naturalCard(1, Suit::Spades, 7);
    QVERIFY(!(a == b));
    QVERIFY(a.sameFace(b));
    QVERIFY(!a.sameFace(naturalCard(0, Suit::Hearts, 7)));
    QVERIFY(jokerCard(2, 0).sameFace(jokerCard(2, 1)));
    QVERIFY((Face{7, Suit::Spades}.matches(b)));
}

void TestCard::cardsCodeJoinsWithSpaces()
{
    QCOMPARE(remitest::codes(remitest::cards("5H 6H JK 8H")), QStringLiteral("5H 6H JK 8H"));
    QCOMPARE(remitest::codes(remitest::cards("th js")), QStringLiteral("10H JS"));
    QCOMPARE(remitest::codes({}), QString());
}

void TestCard::rankCodes()
{
    QCOMPARE(rankCode(1), std::string("A"));
    QCOMPARE(rankCode(14), std::string("A")); // a high ace prints as A (RULES.md 1.1)
    QCOMPARE(rankCode(10), std::string("10"));
    QCOMPARE(rankCode(11), std::string("J"));
    QCOMPARE(rankCode(12), std::string("Q"));
    QCOMPARE(rankCode(13), std::string("K"));
    QCOMPARE(suitLetter(Suit::Spades), 'S');
    QCOMPARE(suitLetter(Suit::Hearts), 'H');
    QCOMPARE(suitLetter(Suit::Diamonds), 'D');
    QCOMPARE(suitLetter(Suit::Clubs), 'C');
}

// The test helper itself: repeated faces take the next copy, jokers the next joker.
void TestCard::testPoolGivesDistinctCopies()
{
    const std::vector<Card> cs = remitest::cards("7S 7S JK JK 7H");
    QCOMPARE(int(cs[0].id), 6);
    QCOMPARE(int(cs[1].id), 58);
    QCOMPARE(int(cs[2].id), 104);
    QCOMPARE(int(cs[3].id), 105);
    QCOMPARE(int(cs[4].id), 19);
}

QTEST_GUILESS_MAIN(TestCard)
#include "tst_card.moc"
