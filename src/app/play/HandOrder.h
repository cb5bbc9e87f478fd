// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The human player's hand order: sorted by suit or rank, or kept as arranged (RULES.md 7).

#include "engine/Card.h"
#include "engine/RuleSet.h"

#include <optional>
#include <vector>

class HandOrder {
  public:
    enum class Sort { Suit, Rank };

    /// Follows `hand`: keeps it sorted as last asked; before any sort, keeps the order of the cards
    /// still held and adds new cards at the right end.
    void update(const std::vector<remi::Card> &hand);
    /// RULES.md 1.1 "Sorting": suits spades, hearts, diamonds, clubs; the ace after K when
    /// aceAfterKing (setAceAfterKing), else before 2; jokers last; stable.
    void sort(const std::vector<remi::Card> &hand, Sort by);
    /// Moves card `id` of `hand` by `delta` places (negative: left) in the order shown; from then on
    /// the order is manual (kept across turns). False when the card is not held or cannot move.
    bool move(const std::vector<remi::Card> &hand, remi::CardId id, int delta);
    /// Where sort() puts aces: after K (true, the default) or before 2.
    void setAceAfterKing(bool after) { m_aceAfterKing = after; }
    /// RULES.md 1.1: aces sort after K except in rummy without aceHighOrLow.
    static bool aceAfterKing(const remi::RuleSet &rules);
    /// The sort last asked for, or nullopt once arranged by hand.
    std::optional<Sort> sortedBy() const { return m_sort; }
    /// `hand` in this order.
    std::vector<remi::Card> arrange(const std::vector<remi::Card> &hand) const;

    /// For save files: the card ids in order and the sort last asked (none: kept as arranged).
    const std::vector<remi::CardId> &ids() const { return m_ids; }
    std::optional<Sort> sortMode() const { return m_sort; }
    /// Restores an order saved with ids() and sortMode().
    void restore(std::vector<remi::CardId> ids, std::optional<Sort> sort)
    {
        m_ids = std::move(ids);
        m_sort = sort;
    }

  private:
    std::vector<remi::CardId> m_ids;
    std::optional<Sort> m_sort;
    bool m_aceAfterKing = true;
};
