// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CardNames.h"

#include <QRegularExpression>

#include "engine/Moves.h"

#include <QStringList>

QString CardNames::rank(int rank)
{
    switch (rank) {
    case 1:
    case 14: return tr("ace");
    case 2: return tr("two");
    case 3: return tr("three");
    case 4: return tr("four");
    case 5: return tr("five");
    case 6: return tr("six");
    case 7: return tr("seven");
    case 8: return tr("eight");
    case 9: return tr("nine");
    case 10: return tr("ten");
    case 11: return tr("jack");
    case 12: return tr("queen");
    case 13: return tr("king");
    default: return tr("joker");
    }
}

QString CardNames::suit(remi::Suit suit)
{
    switch (suit) {
    case remi::Suit::Spades: return tr("spades");
    case remi::Suit::Hearts: return tr("hearts");
    case remi::Suit::Diamonds: return tr("diamonds");
    case remi::Suit::Clubs: return tr("clubs");
    case remi::Suit::None: break;
    }
    return QString();
}

QString CardNames::suitOf(remi::Suit suit)
{
    switch (suit) {
    //: The suit after a run or identical meld: "run 5-6-7 of hearts", "does not fit a run of hearts".
    //: Decline it as the language does there (Russian genitive "червей", Serbian "у херцу").
    case remi::Suit::Spades: return tr("spades", "of suit");
    //: The suit after a run or identical meld ("run 5-6-7 of hearts"), declined as there.
    case remi::Suit::Hearts: return tr("hearts", "of suit");
    //: The suit after a run or identical meld ("run 5-6-7 of diamonds"), declined as there.
    case remi::Suit::Diamonds: return tr("diamonds", "of suit");
    //: The suit after a run or identical meld ("run 5-6-7 of clubs"), declined as there.
    case remi::Suit::Clubs: return tr("clubs", "of suit");
    case remi::Suit::None: break;
    }
    return QString();
}

QString CardNames::card(const remi::Card &card)
{
    if (card.rank == 0 || card.suit == remi::Suit::None) return tr("joker");
    // Each card is one string: languages decline the suit differently ("дама пик", "семёрка червей").
    static const char *const names[4][13] = {
        {QT_TR_NOOP("ace of spades"), QT_TR_NOOP("two of spades"), QT_TR_NOOP("three of spades"),
         QT_TR_NOOP("four of spades"), QT_TR_NOOP("five of spades"), QT_TR_NOOP("six of spades"),
         QT_TR_NOOP("seven of spades"), QT_TR_NOOP("eight of spades"), QT_TR_NOOP("nine of spades"),
         QT_TR_NOOP("ten of spades"), QT_TR_NOOP("jack of spades"), QT_TR_NOOP("queen of spades"),
         QT_TR_NOOP("king of spades")},
        {QT_TR_NOOP("ace of hearts"), QT_TR_NOOP("two of hearts"), QT_TR_NOOP("three of hearts"),
         QT_TR_NOOP("four of hearts"), QT_TR_NOOP("five of hearts"), QT_TR_NOOP("six of hearts"),
         QT_TR_NOOP("seven of hearts"), QT_TR_NOOP("eight of hearts"), QT_TR_NOOP("nine of hearts"),
         QT_TR_NOOP("ten of hearts"), QT_TR_NOOP("jack of hearts"), QT_TR_NOOP("queen of hearts"),
         QT_TR_NOOP("king of hearts")},
        {QT_TR_NOOP("ace of diamonds"), QT_TR_NOOP("two of diamonds"), QT_TR_NOOP("three of diamonds"),
         QT_TR_NOOP("four of diamonds"), QT_TR_NOOP("five of diamonds"), QT_TR_NOOP("six of diamonds"),
         QT_TR_NOOP("seven of diamonds"), QT_TR_NOOP("eight of diamonds"), QT_TR_NOOP("nine of diamonds"),
         QT_TR_NOOP("ten of diamonds"), QT_TR_NOOP("jack of diamonds"), QT_TR_NOOP("queen of diamonds"),
         QT_TR_NOOP("king of diamonds")},
        {QT_TR_NOOP("ace of clubs"), QT_TR_NOOP("two of clubs"), QT_TR_NOOP("three of clubs"),
         QT_TR_NOOP("four of clubs"), QT_TR_NOOP("five of clubs"), QT_TR_NOOP("six of clubs"),
         QT_TR_NOOP("seven of clubs"), QT_TR_NOOP("eight of clubs"), QT_TR_NOOP("nine of clubs"),
         QT_TR_NOOP("ten of clubs"), QT_TR_NOOP("jack of clubs"), QT_TR_NOOP("queen of clubs"),
         QT_TR_NOOP("king of clubs")},
    };
    const int suit = static_cast<int>(card.suit);
    const int rank = card.rank == 14 ? 1 : card.rank;
    if (suit < 0 || suit > 3 || rank < 1 || rank > 13) return tr("joker");
    return tr(names[suit][rank - 1]);
}

namespace {
// The card names as objects: "discards %1". One string per card, as card() has, with the
// disambiguation "object" so that a translator declines them apart from the names.
const struct {
    const char *source;
    const char *comment;
} kObjects[4][13] = {
    {QT_TRANSLATE_NOOP3("CardNames", "ace of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "two of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "three of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "four of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "five of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "six of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "seven of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "eight of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "nine of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "ten of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "jack of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "queen of spades", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "king of spades", "object")},
    {QT_TRANSLATE_NOOP3("CardNames", "ace of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "two of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "three of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "four of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "five of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "six of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "seven of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "eight of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "nine of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "ten of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "jack of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "queen of hearts", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "king of hearts", "object")},
    {QT_TRANSLATE_NOOP3("CardNames", "ace of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "two of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "three of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "four of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "five of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "six of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "seven of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "eight of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "nine of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "ten of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "jack of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "queen of diamonds", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "king of diamonds", "object")},
    {QT_TRANSLATE_NOOP3("CardNames", "ace of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "two of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "three of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "four of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "five of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "six of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "seven of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "eight of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "nine of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "ten of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "jack of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "queen of clubs", "object"),
     QT_TRANSLATE_NOOP3("CardNames", "king of clubs", "object")},
};
} // namespace

QString CardNames::object(const remi::Card &card)
{
    const int suit = static_cast<int>(card.suit);
    const int rank = card.rank == 14 ? 1 : card.rank;
    if (card.rank == 0 || suit < 0 || suit > 3 || rank < 1 || rank > 13)
        //: The joker as the object of a verb ("discards the joker"; Russian "джокера", Serbian "џокера").
        //: The other "object" strings are the 52 cards so, e.g. Russian "короля пик", "даму червей".
        return tr("joker", "object");
    const auto &name = kObjects[suit][rank - 1];
    return tr(name.source, name.comment);
}

QString CardNames::objects(const std::vector<remi::Card> &cards)
{
    QStringList names;
    for (const remi::Card &c : cards) names << object(c);
    return names.join(tr(", "));
}

QString CardNames::cards(const std::vector<remi::Card> &cards)
{
    QStringList names;
    for (const remi::Card &c : cards) names << card(c);
    return names.join(tr(", "));
}

namespace {
QString plural(int rank);
}

QString CardNames::shortCard(const remi::Card &card)
{
    if (card.isJoker()) return tr("joker");
    static const char16_t symbols[] = {u'\u2660', u'\u2665', u'\u2666', u'\u2663'};
    const auto s = static_cast<std::size_t>(card.suit);
    return QString::fromStdString(remi::rankCode(card.rank)) + (s < 4 ? QChar(symbols[s]) : QChar());
}

QString CardNames::shortCards(const std::vector<remi::Card> &cards)
{
    QStringList names;
    for (const remi::Card &c : cards) names << shortCard(c);
    return names.join(QLatin1Char(' '));
}

QString CardNames::spoken(const QString &text)
{
    static const QRegularExpression printed(QStringLiteral("(10|[2-9JQKA])([\u2660\u2665\u2666\u2663])|\u2605"));
    static const char16_t symbols[] = {u'\u2660', u'\u2665', u'\u2666', u'\u2663'};
    QString out;
    qsizetype from = 0;
    for (auto it = printed.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(from, m.capturedStart() - from);
        from = m.capturedEnd();
        remi::Card card;
        if (m.capturedLength(1) > 0) {
            for (int r = 1; r <= 13; ++r)
                if (QString::fromStdString(remi::rankCode(r)) == m.captured(1))
                    card.rank = static_cast<std::uint8_t>(r);
            for (int s = 0; s < 4; ++s)
                if (m.captured(2).at(0) == QChar(symbols[s])) card.suit = static_cast<remi::Suit>(s);
        }
        out += CardNames::card(card);
    }
    return out + text.mid(from);
}

QString CardNames::rankPlural(int rank)
{
    return plural(rank);
}

namespace {

QString plural(int rank)
{
    switch (rank) {
    case 1:
    case 14: return CardNames::tr("aces");
    case 2: return CardNames::tr("twos");
    case 3: return CardNames::tr("threes");
    case 4: return CardNames::tr("fours");
    case 5: return CardNames::tr("fives");
    case 6: return CardNames::tr("sixes");
    case 7: return CardNames::tr("sevens");
    case 8: return CardNames::tr("eights");
    case 9: return CardNames::tr("nines");
    case 10: return CardNames::tr("tens");
    case 11: return CardNames::tr("jacks");
    case 12: return CardNames::tr("queens");
    default: return CardNames::tr("kings");
    }
}

} // namespace

QString CardNames::meld(const remi::Meld &meld, const remi::RuleSet &rules)
{
    const int points = remi::shownMeldValue(meld, rules); // remi_indonesia: its 5.8 values
    QString body;
    switch (meld.kind) {
    case remi::MeldKind::Run: {
        QStringList ranks;
        for (int i = 0; i < meld.size(); ++i) {
            const QString code = QString::fromStdString(remi::rankCode(meld.rankAt(i)));
            //: A joker inside a run, %1 the rank it stands for ("6 (joker)").
            ranks << (meld.cards[static_cast<std::size_t>(i)].isJoker() ? tr("%1 (joker)").arg(code) : code);
        }
        //: %1 the ranks ("5-6-7"), %2 the suit as the "of suit" string gives it ("hearts", Russian
        //: "червей", Serbian "у херцу").
        body = tr("run %1 of %2").arg(ranks.join(QLatin1Char('-')), suitOf(meld.suit));
        break;
    }
    case remi::MeldKind::Set: {
        QStringList suits;
        for (const remi::Card &c : meld.cards) suits << (c.isJoker() ? tr("joker") : suit(c.suit));
        //: %1 the rank in plural ("sevens"), %2 the suits ("hearts, spades, joker").
        body = tr("set of %1: %2").arg(plural(meld.low), suits.join(tr(", ")));
        break;
    }
    case remi::MeldKind::Identical: {
        QStringList ranks;
        for (int i = 0; i < meld.size(); ++i) {
            const QString code = QString::fromStdString(remi::rankCode(meld.low));
            ranks << (meld.cards[static_cast<std::size_t>(i)].isJoker() ? tr("%1 (joker)").arg(code) : code);
        }
        //: An identical meld: %1 the rank codes of its cards joined by hyphens ("7-7-7", a joker as
        //: "7 (joker)"), not a rank word; %2 the suit as the "of suit" string gives it ("hearts", Russian
        //: "червей"). Name the cards: "identical cards 7-7-7".
        body = tr("identical %1 of %2").arg(ranks.join(QLatin1Char('-')), suitOf(meld.suit));
        break;
    }
    }
    //: A meld and its value: %1 the meld ("run 5-6-7 of hearts"), %n its points (3 or more, so the
    //: English source reads right without a translation; remi_en.ts has "%n point" for 1).
    return tr("%1, %n points", nullptr, points).arg(body);
}

QString CardNames::shortFace(const remi::Face &face)
{
    if (face.isJoker()) return QStringLiteral("\u2605");
    // The rank letters are the Latin A, K, Q, J in every language (docs/GLOSSARY.md).
    QString rank;
    switch (face.rank) {
    case 1:
    case 14: rank = QStringLiteral("A"); break;
    case 11: rank = QStringLiteral("J"); break;
    case 12: rank = QStringLiteral("Q"); break;
    case 13: rank = QStringLiteral("K"); break;
    default: rank = QString::number(face.rank);
    }
    switch (face.suit) {
    case remi::Suit::Spades: return rank + QChar(0x2660);
    case remi::Suit::Hearts: return rank + QChar(0x2665);
    case remi::Suit::Diamonds: return rank + QChar(0x2666);
    case remi::Suit::Clubs: return rank + QChar(0x2663);
    default: return rank;
    }
}

QString CardNames::shortFaceStacked(const remi::Face &face)
{
    const QString face1 = shortFace(face);
    if (face.isJoker() || face.suit == remi::Suit::None) return face1;
    return face1.chopped(1) + QLatin1Char('\n') + face1.right(1); // the suit is the last character
}
