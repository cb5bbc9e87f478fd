// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MeldOrder.h"

#include "engine/Meld.h"
#include "engine/Round.h"

#include <algorithm>

namespace {

std::vector<remi::CardId> idsOf(const std::vector<remi::Card> &cards)
{
    std::vector<remi::CardId> out;
    for (const remi::Card &c : cards) out.push_back(c.id);
    return out;
}

/// Places `jokers` into the gaps of `naturals` in every way (small counts only) until valid.
bool placeJokers(std::vector<remi::Card> &line, std::vector<remi::Card> jokers, const remi::RuleSet &rules,
                 remi::JokerLimit limit)
{
    if (jokers.empty()) return remi::validateMeld(line, rules, limit).has_value();
    const remi::Card joker = jokers.back();
    jokers.pop_back();
    for (std::size_t pos = 0; pos <= line.size(); ++pos) {
        line.insert(line.begin() + static_cast<std::ptrdiff_t>(pos), joker);
        if (placeJokers(line, jokers, rules, limit)) return true;
        line.erase(line.begin() + static_cast<std::ptrdiff_t>(pos));
    }
    return false;
}

/// Every placement of `jokers` into `line` that is valid, in placeJokers' order, into `out`.
void allPlacements(std::vector<remi::Card> &line, std::vector<remi::Card> jokers, const remi::RuleSet &rules,
                   remi::JokerLimit limit, std::vector<std::vector<remi::Card>> &out)
{
    if (jokers.empty()) {
        if (remi::validateMeld(line, rules, limit)) out.push_back(line);
        return;
    }
    const remi::Card joker = jokers.back();
    jokers.pop_back();
    for (std::size_t pos = 0; pos <= line.size(); ++pos) {
        line.insert(line.begin() + static_cast<std::ptrdiff_t>(pos), joker);
        allPlacements(line, jokers, rules, limit, out);
        line.erase(line.begin() + static_cast<std::ptrdiff_t>(pos));
    }
}

std::vector<remi::Card> byRank(const std::vector<remi::Card> &naturals, bool aceHigh)
{
    std::vector<remi::Card> line = naturals;
    std::stable_sort(line.begin(), line.end(), [aceHigh](const remi::Card &a, const remi::Card &b) {
        const int ra = aceHigh && a.rank == remi::kAce ? remi::kHighAce : a.rank;
        const int rb = aceHigh && b.rank == remi::kAce ? remi::kHighAce : b.rank;
        return ra != rb ? ra < rb : a.suit < b.suit;
    });
    return line;
}

} // namespace

std::vector<remi::Face> MeldOrder::jokerFaces(const std::vector<remi::Card> &order, const remi::RuleSet &rules,
                                              remi::JokerLimit limit)
{
    std::vector<remi::Face> faces;
    const auto meld = remi::validateMeld(order, rules, limit);
    if (!meld) return faces;
    for (int i = 0; i < meld->size(); ++i)
        if (meld->cards[static_cast<std::size_t>(i)].isJoker()) faces.push_back(meld->faceAt(i));
    return faces;
}

std::vector<std::vector<remi::CardId>> MeldOrder::tableOrders(const std::vector<remi::Card> &cards,
                                                              const remi::RuleSet &rules, remi::JokerLimit limit)
{
    std::vector<remi::Card> naturals, jokers;
    for (const remi::Card &c : cards) (c.isJoker() ? jokers : naturals).push_back(c);
    std::vector<std::vector<remi::CardId>> out;
    if (jokers.size() > 3) return out;
    std::vector<std::vector<remi::Face>> meanings;
    for (const bool aceHigh : {false, true}) {
        std::vector<remi::Card> line = byRank(naturals, aceHigh);
        std::vector<std::vector<remi::Card>> found;
        allPlacements(line, jokers, rules, limit, found);
        for (const std::vector<remi::Card> &order : found) {
            std::vector<remi::Face> faces = jokerFaces(order, rules, limit);
            std::sort(faces.begin(), faces.end(), [](const remi::Face &a, const remi::Face &b) {
                return a.rank != b.rank ? a.rank < b.rank : a.suit < b.suit;
            });
            if (std::find(meanings.begin(), meanings.end(), faces) != meanings.end()) continue;
            meanings.push_back(std::move(faces));
            out.push_back(idsOf(order));
        }
    }
    return out;
}

std::vector<remi::CardId> MeldOrder::tableOrder(const std::vector<remi::Card> &cards, const remi::RuleSet &rules,
                                                remi::JokerLimit limit)
{
    std::vector<remi::Card> naturals, jokers;
    for (const remi::Card &c : cards) (c.isJoker() ? jokers : naturals).push_back(c);
    for (const bool aceHigh : {false, true}) {
        std::vector<remi::Card> line = byRank(naturals, aceHigh);
        if (jokers.size() <= 3 && placeJokers(line, jokers, rules, limit)) return idsOf(line);
    }
    std::vector<remi::Card> sorted = naturals;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const remi::Card &a, const remi::Card &b) { return a.rank < b.rank; });
    sorted.insert(sorted.end(), jokers.begin(), jokers.end());
    return idsOf(sorted);
}

remi::Action MeldOrder::meldAction(const remi::Round &round, int seat,
                                   const std::vector<std::vector<remi::CardId>> &draft,
                                   const std::vector<remi::CardId> &selection)
{
    const remi::RuleSet &rules = round.rules();
    const remi::JokerLimit limit = seat >= 0 && round.hasOpened(seat) ? rules.jokerLimit : rules.openingJokerLimit;
    const auto cards = [&](const std::vector<remi::CardId> &ids) {
        std::vector<remi::Card> out;
        if (seat < 0) return out;
        for (remi::CardId id : ids)
            for (const remi::Card &c : round.hand(seat))
                if (c.id == id) out.push_back(c);
        return out;
    };
    std::vector<std::vector<remi::CardId>> melds;
    for (const auto &combination : draft) melds.push_back(tableOrder(cards(combination), rules, limit));
    if (!selection.empty()) melds.push_back(tableOrder(cards(selection), rules, limit));
    return remi::Action::meld(seat, std::move(melds));
}
