// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers: cards written as text ("5H 6H JK 8H") built into physical cards with distinct
// ids (RULES.md 1.1), and readable QtTest output for engine values.

#include "engine/Card.h"
#include "engine/Reason.h"

#include <QByteArray>
#include <QString>
#include <QtTest/QtTest>

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace remitest {

/// Splits "5H 6H  JK" at spaces.
inline std::vector<std::string> splitCodes(std::string_view text)
{
    std::vector<std::string> out;
    std::string cur;
    for (char ch : text) {
        if (ch == ' ' || ch == '\t' || ch == '\n') {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur += ch;
        }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

/// Hands out the physical cards of a shoe of `decks` decks and `jokers` jokers by face. Each
/// request takes the lowest unused copy of that face (jokers: the lowest unused joker), so the
/// cards taken from one pool never share an id. A face with no copy left, or a bad code, throws:
/// that is a mistake in the test itself.
class CardPool {
  public:
    explicit CardPool(int decks = 2, int jokers = 4)
        : m_decks(decks), m_jokers(jokers), m_used(static_cast<std::size_t>(decks * 52 + jokers), false)
    {
    }

    remi::Card take(std::string_view code)
    {
        const std::optional<remi::Face> face = remi::parseFace(code);
        if (!face) throw std::invalid_argument("bad card code in test: " + std::string(code));
        if (face->isJoker()) {
            for (int i = 0; i < m_jokers; ++i) {
                const remi::Card c = remi::jokerCard(m_decks, i);
                if (!m_used[c.id]) return use(c);
            }
        } else {
            for (int copy = 0; copy < m_decks; ++copy) {
                const remi::Card c = remi::naturalCard(copy, face->suit, face->rank);
                if (!m_used[c.id]) return use(c);
            }
        }
        throw std::invalid_argument("no copy of " + std::string(code) + " left in the test shoe");
    }

    std::vector<remi::Card> cards(std::string_view text)
    {
        std::vector<remi::Card> out;
        for (const std::string &code : splitCodes(text)) out.push_back(take(code));
        return out;
    }

  private:
    remi::Card use(const remi::Card &c)
    {
        m_used[c.id] = true;
        return c;
    }

    int m_decks;
    int m_jokers;
    std::vector<bool> m_used;
};

/// Cards from a fresh remi51-sized shoe (2 decks, 4 jokers): `cards("5C JK 7C JK 9C")`.
inline std::vector<remi::Card> cards(std::string_view text, int decks = 2, int jokers = 4)
{
    CardPool pool(decks, jokers);
    return pool.cards(text);
}

/// One card of copy 0 (or the first joker).
inline remi::Card card(std::string_view code, int decks = 2)
{
    return CardPool(decks, 4).take(code);
}

/// "5H 6H JK" for comparisons.
inline QString codes(const std::vector<remi::Card> &cs)
{
    return QString::fromStdString(remi::cardsCode(cs));
}
inline QString code(const remi::Card &c)
{
    return QString::fromStdString(remi::cardCode(c));
}
inline QString faceText(const remi::Face &f)
{
    return QString::fromStdString(remi::faceCode(f));
}

} // namespace remitest

namespace remi {
/// QCOMPARE prints reason codes by name (found by argument-dependent lookup).
inline char *toString(Reason r)
{
    return qstrdup(QByteArray(reasonCode(r).data(), qsizetype(reasonCode(r).size())).constData());
}
} // namespace remi
