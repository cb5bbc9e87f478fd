// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Rami table manipulation and turn endings without a discard (RULES.md 4.3, 4.5, 4.10).
#include "Round.h"

#include <algorithm>

namespace remi {

namespace {

bool contains(const std::vector<CardId> &v, CardId id)
{
    return std::find(v.begin(), v.end(), id) != v.end();
}

/// RULES.md 4.5 rearrange: a joker keeps standing for the same card (a set joker: the same rank).
bool sameJokerMeaning(const Face &before, const Face &after, const Meld &newMeld)
{
    if (before.rank != after.rank) return false;
    if (before.suit == Suit::None || after.suit == Suit::None) {
        if (before.suit != Suit::None && newMeld.kind == MeldKind::Set)
            for (const Card &c : newMeld.cards)
                if (!c.isJoker() && c.suit == before.suit) return false; // its suit is taken now
        return true;
    }
    return before.suit == after.suit;
}

/// RULES.md 1.2: a rearranged combination keeps the owner of the old combination most of its
/// cards come from (the earlier one on a tie; `seat` when all come from its hand), and each card
/// keeps the seat that placed it (hand cards: `seat`).
void keepOwners(Meld &m, const std::vector<Meld> &oldTable, int seat)
{
    std::vector<int> from(oldTable.size(), 0);
    m.placedBy.assign(m.cards.size(), seat);
    for (std::size_t k = 0; k < m.cards.size(); ++k)
        for (std::size_t o = 0; o < oldTable.size(); ++o) {
            const Meld &old = oldTable[o];
            const auto at = std::find(old.cards.begin(), old.cards.end(), m.cards[k]);
            if (at == old.cards.end()) continue;
            ++from[o];
            const auto i = static_cast<std::size_t>(at - old.cards.begin());
            if (i < old.placedBy.size() && old.placedBy[i] >= 0) m.placedBy[k] = old.placedBy[i];
            break;
        }
    m.owner = seat;
    int best = 0;
    for (std::size_t o = 0; o < oldTable.size(); ++o)
        if (from[o] > best) {
            best = from[o];
            m.owner = oldTable[o].owner;
        }
}

} // namespace

Reason Round::checkManipulation(const Action &a) const
{
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    if (!m_rules.manipulationRule) return Reason::ActionNotAllowed;
    if (!m_rules.manipulation) return Reason::ManipulationNotAllowed;
    if (!seat(a.seat).opened) return Reason::NotOpened;
    return Reason::Ok;
}

Reason Round::doTake(const Action &a, std::vector<Event> *events)
{
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    if (!m_rules.manipulationRule || a.target < 0 || a.target >= static_cast<int>(m_s.table.size()) || a.cards.empty())
        return Reason::ActionNotAllowed;
    if (const Reason r = checkManipulation(a); r != Reason::Ok) return r;
    const Meld &target = m_s.table[static_cast<std::size_t>(a.target)];
    std::vector<bool> taken(target.cards.size(), false);
    for (CardId id : a.cards) {
        auto it = std::find_if(target.cards.begin(), target.cards.end(), [id](const Card &c) { return c.id == id; });
        if (it == target.cards.end()) return Reason::ActionNotAllowed; // not in that combination
        const std::size_t i = static_cast<std::size_t>(it - target.cards.begin());
        if (taken[i]) return Reason::ActionNotAllowed;
        if (it->isJoker()) return Reason::JokerCannotTake;
        taken[i] = true;
    }
    // What is left: nothing, one valid combination, or two valid runs (4.5).
    std::vector<std::vector<Card>> parts(1);
    for (std::size_t i = 0; i < target.cards.size(); ++i) {
        if (taken[i]) {
            if (target.kind == MeldKind::Run && !parts.back().empty()) parts.emplace_back();
            continue;
        }
        parts.back().push_back(target.cards[i]);
    }
    if (parts.back().empty()) parts.pop_back();
    // RULES.md 1.5 order: a joker made to stand for another card (joker_cannot_take) comes before
    // an invalid rest (invalid_meld).
    std::vector<std::optional<Meld>> pieces;
    for (const std::vector<Card> &p : parts) {
        std::optional<Meld> m = validateMeld(p, m_rules, m_rules.jokerLimit);
        if (m && m->kind != target.kind) m.reset();
        if (m)
            for (int i = 0; i < m->size(); ++i) // jokers keep their card
                if (m->cards[static_cast<std::size_t>(i)].isJoker()) {
                    const auto j =
                        std::find(target.cards.begin(), target.cards.end(), m->cards[static_cast<std::size_t>(i)]);
                    if (!sameJokerMeaning(target.faceAt(static_cast<int>(j - target.cards.begin())), m->faceAt(i), *m))
                        return Reason::JokerCannotTake;
                }
        pieces.push_back(std::move(m));
    }
    if (parts.size() > 2) {
        MeldCause cause;
        cause.fault = MeldFault::TooManyPieces;
        cause.kind = target.kind;
        for (std::size_t i = 0; i < target.cards.size(); ++i)
            if (taken[i]) cause.cards.push_back(target.cards[i]);
        cause.tableMeld = a.target;
        return invalidMeld(std::move(cause));
    }
    std::vector<Meld> rest;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        std::optional<Meld> &m = pieces[i];
        if (!m) { // RULES.md 4.5: what is left must be valid combinations of the same kind
            MeldCause cause = explainAs(target.kind, parts[i], m_rules, m_rules.jokerLimit);
            cause.tableMeld = a.target;
            cause.actionMeld = static_cast<int>(i);
            return invalidMeld(std::move(cause));
        }
        m->owner = target.owner;
        for (int k = 0; k < m->size(); ++k) { // each card keeps who placed it (logs)
            const auto at = std::find(target.cards.begin(), target.cards.end(), m->cards[static_cast<std::size_t>(k)]);
            const auto i = static_cast<std::size_t>(at - target.cards.begin());
            if (i < target.placedBy.size()) m->placedBy[static_cast<std::size_t>(k)] = target.placedBy[i];
        }
        rest.push_back(std::move(*m));
    }

    pushUndo();
    const int before = totalTableValue();
    SeatState &st = seat(a.seat);
    std::vector<Card> cards;
    for (CardId id : a.cards) {
        const Card c =
            *std::find_if(target.cards.begin(), target.cards.end(), [id](const Card &x) { return x.id == id; });
        cards.push_back(c);
        st.hand.push_back(c);
        m_s.turn.borrowed.push_back(id);
    }
    const auto at = m_s.table.begin() + a.target;
    m_s.table.erase(at);
    m_s.table.insert(m_s.table.begin() + a.target, rest.begin(), rest.end());
    const int points = totalTableValue() - before;
    const int scored = scoreTable(a.seat, points);
    m_s.turn.onlyOwnMelds = false;
    if (events) {
        Event e;
        e.type = EventType::Took;
        e.seat = a.seat;
        e.cards = cards;
        e.meld = a.target;
        e.points = scored;
        events->push_back(e);
    }
    return Reason::Ok;
}

Reason Round::doRearrange(const Action &a, std::vector<Event> *events)
{
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    const SeatState &st = seat(a.seat);
    // Every card is a table card or in the acting seat's hand, and appears once.
    std::vector<CardId> seen;
    std::vector<CardId> fromHand;
    auto onTable = [&](CardId id) {
        for (const Meld &m : m_s.table)
            if (m.contains(id)) return true;
        return false;
    };
    for (const auto &m : a.melds)
        for (CardId id : m) {
            if (contains(seen, id)) return Reason::CardNotInHand;
            seen.push_back(id);
            if (onTable(id)) continue;
            if (handIndex(a.seat, id) < 0) return Reason::CardNotInHand;
            fromHand.push_back(id);
        }
    if (!m_rules.manipulationRule) return Reason::ActionNotAllowed;
    if (const Reason r = checkManipulation(a); r != Reason::Ok) return r;
    for (CardId id : fromHand)
        if (st.hand[static_cast<std::size_t>(handIndex(a.seat, id))].isJoker()) return Reason::JokerCannotLayOff;
    // RULES.md 1.5 order: every joker keeps its card (joker_cannot_take) before the new table is
    // checked whole and valid (invalid_meld).
    std::vector<std::optional<Meld>> table;
    std::vector<std::vector<Card>> submitted;
    for (const auto &ids : a.melds) {
        std::vector<Card> cards;
        for (CardId id : ids) {
            const int h = handIndex(a.seat, id);
            if (h >= 0) {
                cards.push_back(st.hand[static_cast<std::size_t>(h)]);
                continue;
            }
            for (const Meld &m : m_s.table)
                for (const Card &c : m.cards)
                    if (c.id == id) cards.push_back(c);
        }
        std::optional<Meld> m = validateMeld(cards, m_rules, m_rules.jokerLimit);
        if (m) keepOwners(*m, m_s.table, a.seat);
        table.push_back(std::move(m));
        submitted.push_back(std::move(cards));
    }
    for (const Meld &old : m_s.table)
        for (int i = 0; i < old.size(); ++i) {
            const Card &j = old.cards[static_cast<std::size_t>(i)];
            if (!j.isJoker()) continue;
            for (const std::optional<Meld> &nm : table)
                for (int k = 0; nm && k < nm->size(); ++k)
                    if (nm->cards[static_cast<std::size_t>(k)].id == j.id &&
                        !sameJokerMeaning(old.faceAt(i), nm->faceAt(k), *nm))
                        return Reason::JokerCannotTake;
        }
    for (std::size_t i = 0; i < table.size(); ++i)
        if (!table[i]) {
            MeldCause cause = explainMeld(submitted[i], m_rules, m_rules.jokerLimit);
            cause.actionMeld = static_cast<int>(i);
            return invalidMeld(std::move(cause));
        }
    // The new table must hold every card of the old one.
    MeldCause leftOut;
    leftOut.fault = MeldFault::CardLeftOut;
    for (const Meld &m : m_s.table)
        for (const Card &c : m.cards)
            if (!contains(seen, c.id)) leftOut.cards.push_back(c);
    if (!leftOut.cards.empty()) return invalidMeld(std::move(leftOut));

    pushUndo();
    const int before = totalTableValue();
    SeatState &s = seat(a.seat);
    for (CardId id : fromHand) {
        const Card c = s.hand[static_cast<std::size_t>(handIndex(a.seat, id))];
        s.hand.erase(s.hand.begin() + handIndex(a.seat, id));
        if (!contains(m_s.turn.borrowed, id)) {
            m_s.turn.ownFacesPlaced.push_back(Face{c.rank, c.suit});
            m_s.turn.placedFromHand = true;
        }
    }
    m_s.table.clear();
    for (std::optional<Meld> &m : table) m_s.table.push_back(std::move(*m));
    const int points = totalTableValue() - before;
    const int scored = scoreTable(a.seat, points);
    m_s.turn.onlyOwnMelds = false;
    if (!fromHand.empty()) s.playedToTable = true;
    if (events) {
        Event e;
        e.type = EventType::Rearranged;
        e.seat = a.seat;
        e.points = scored;
        events->push_back(e);
    }
    if (s.hand.empty()) goOut(a.seat, events);
    return Reason::Ok;
}

Reason Round::doEndTurn(const Action &a, std::vector<Event> *events)
{
    // RULES.md 4.3: only in `NONE` mode does a turn end without a discard.
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    if (m_rules.discardMode != DiscardMode::None || !m_rules.manipulationRule) return Reason::ActionNotAllowed;
    if (events) {
        Event e;
        e.type = EventType::TurnEnded;
        e.seat = a.seat;
        events->push_back(e);
    }
    finishTurn(events);
    return Reason::Ok;
}

Reason Round::doTimeout(const Action &a, std::vector<Event> *events)
{
    // RULES.md 4.10: penalty; a stock card when the player had not drawn; no discard.
    if (m_rules.turnSeconds <= 0) return Reason::ActionNotAllowed;
    SeatState &st = seat(a.seat);
    if (m_s.phase == Phase::Draw) {
        if (m_s.stock.empty()) rebuildStock(events);
        if (!m_s.stock.empty()) {
            const Card c = m_s.stock.back();
            m_s.stock.pop_back();
            st.hand.push_back(c);
            m_s.turn.drew = true;
            m_s.turn.drewOriginalStock = m_s.rebuilds == 0;
            if (events) {
                Event e;
                e.type = EventType::Drew;
                e.seat = a.seat;
                e.cards = {c};
                events->push_back(e);
            }
        }
    }
    st.penalties += m_rules.timeoutPenalty;
    ++st.timeouts;
    if (events) {
        Event e;
        e.type = EventType::Penalized;
        e.seat = a.seat;
        e.points = m_rules.timeoutPenalty;
        events->push_back(e);
        Event t;
        t.type = EventType::TurnEnded;
        t.seat = a.seat;
        events->push_back(t);
    }
    finishTurn(events);
    return Reason::Ok;
}

} // namespace remi
