// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Card.h"

#include <cctype>

namespace remi {

Card naturalCard(int copy, Suit suit, int rank)
{
    Card c;
    c.id = static_cast<CardId>(copy * 52 + static_cast<int>(suit) * 13 + (rank - 1));
    c.rank = static_cast<std::uint8_t>(rank);
    c.suit = suit;
    return c;
}

Card jokerCard(int decks, int index)
{
    Card c;
    c.id = static_cast<CardId>(decks * 52 + index);
    return c;
}

Card cardFromId(CardId id, int decks)
{
    if (id >= decks * 52) return jokerCard(decks, id - decks * 52);
    const int within = id % 52;
    return naturalCard(id / 52, static_cast<Suit>(within / 13), within % 13 + 1);
}

std::vector<Card> buildShoe(int decks, int jokers)
{
    std::vector<Card> shoe;
    shoe.reserve(static_cast<std::size_t>(decks * 52 + jokers));
    for (int i = 0; i < decks * 52 + jokers; ++i) shoe.push_back(cardFromId(static_cast<CardId>(i), decks));
    return shoe;
}

std::string rankCode(int rank)
{
    switch (rank) {
    case 1:
    case 14: return "A";
    case 11: return "J";
    case 12: return "Q";
    case 13: return "K";
    default: return std::to_string(rank);
    }
}

char suitLetter(Suit s)
{
    switch (s) {
    case Suit::Spades: return 'S';
    case Suit::Hearts: return 'H';
    case Suit::Diamonds: return 'D';
    case Suit::Clubs: return 'C';
    default: return '?';
    }
}

std::string faceCode(const Face &f)
{
    if (f.isJoker()) return "JK";
    return rankCode(f.rank) + suitLetter(f.suit);
}

std::string cardCode(const Card &c)
{
    return faceCode(Face{c.rank, c.suit});
}

std::string cardsCode(const std::vector<Card> &cards)
{
    std::string out;
    for (const Card &c : cards) {
        if (!out.empty()) out += ' ';
        out += cardCode(c);
    }
    return out;
}

std::optional<Face> parseFace(std::string_view text)
{
    std::string t;
    for (char ch : text) t += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (t == "JK" || t == "JOKER") return Face{0, Suit::None};
    if (t.size() < 2 || t.size() > 3) return std::nullopt;
    Suit suit;
    switch (t.back()) {
    case 'S': suit = Suit::Spades; break;
    case 'H': suit = Suit::Hearts; break;
    case 'D': suit = Suit::Diamonds; break;
    case 'C': suit = Suit::Clubs; break;
    default: return std::nullopt;
    }
    const std::string r = t.substr(0, t.size() - 1);
    int rank = 0;
    if (r == "A") rank = 1;
    else if (r == "J") rank = 11;
    else if (r == "Q") rank = 12;
    else if (r == "K") rank = 13;
    else if (r == "T" || r == "10") rank = 10;
    else if (r.size() == 1 && r[0] >= '2' && r[0] <= '9') rank = r[0] - '0';
    else return std::nullopt;
    return Face{static_cast<std::uint8_t>(rank), suit};
}

} // namespace remi
