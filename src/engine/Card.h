// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Cards and the shoe (RULES.md 1.1).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace remi {

/// Suits in id order (RULES.md 1.1): spades, hearts, diamonds, clubs.
enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3, None = 255 };

/// Physical card id: copy*52 + suit*13 + (rank-1) for naturals; jokers follow the last natural card.
using CardId = std::uint16_t;

constexpr int kAce = 1;
constexpr int kJack = 11;
constexpr int kQueen = 12;
constexpr int kKing = 13;
constexpr int kHighAce = 14;

/// One physical card. Two copies of 7S differ by id but have the same face.
struct Card {
    CardId id = 0;
    std::uint8_t rank = 0; ///< 1 (ace) .. 13 (king); 0 for a joker.
    Suit suit = Suit::None;

    bool isJoker() const { return rank == 0; }
    /// Same rank and suit (or both jokers), whatever the copy.
    bool sameFace(const Card &o) const { return rank == o.rank && suit == o.suit; }
    friend bool operator==(const Card &a, const Card &b) { return a.id == b.id; }
};

/// A face without a copy: what a scenario file or a player names ("7S", "JK").
struct Face {
    std::uint8_t rank = 0; ///< 0 = joker
    Suit suit = Suit::None;
    bool isJoker() const { return rank == 0; }
    bool matches(const Card &c) const { return c.rank == rank && c.suit == suit; }
    friend bool operator==(const Face &, const Face &) = default;
};

/// Natural card of deck copy `copy` (0-based), rank 1..13.
Card naturalCard(int copy, Suit suit, int rank);
/// The `index`-th joker (0-based) of a shoe with `decks` natural decks.
Card jokerCard(int decks, int index);
/// Rebuilds a card from its id for a shoe of `decks` natural decks.
Card cardFromId(CardId id, int decks);

/// The whole shoe, ids 0..n-1 in id order: `decks` × 52 naturals then `jokers` jokers.
std::vector<Card> buildShoe(int decks, int jokers);

/// "7S", "10H", "QD", "AC", "JK" (RULES.md conventions; scenario format).
std::string cardCode(const Card &c);
std::string faceCode(const Face &f);
/// Parses "7S", "10H"/"TH", "QD", "JK" (case-insensitive). A "=..." suffix is not accepted here.
std::optional<Face> parseFace(std::string_view text);
/// Rank letter: A 2 .. 10 J Q K; 14 prints as A.
std::string rankCode(int rank);
char suitLetter(Suit s);

/// Codes of several cards separated by spaces, e.g. "5H 6H 7H".
std::string cardsCode(const std::vector<Card> &cards);

} // namespace remi
