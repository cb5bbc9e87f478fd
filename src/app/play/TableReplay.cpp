// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableReplay.h"

#include "engine/PlayerView.h"
#include "engine/ViewRound.h"

#include <algorithm>
#include <memory>

namespace {

using remi::Action;
using remi::ActionType;
using remi::Card;
using remi::CardId;
using remi::RoundState;

bool holds(const std::vector<Card> &cards, CardId id)
{
    return std::any_of(cards.begin(), cards.end(), [id](const Card &c) { return c.id == id; });
}

bool onTableOrPile(const RoundState &st, CardId id)
{
    for (const remi::Meld &m : st.table)
        if (m.contains(id)) return true;
    return std::any_of(st.pile.begin(), st.pile.end(), [id](const remi::PileCard &p) { return p.card.id == id; });
}

/// The cards `a` plays from its seat's hand: everything it names that is neither on the table nor in
/// the discard pile.
std::vector<CardId> cardsFromHand(const RoundState &st, const Action &a)
{
    std::vector<CardId> ids;
    for (const std::vector<CardId> &meld : a.melds) ids.insert(ids.end(), meld.begin(), meld.end());
    if (a.type == ActionType::LayOff || a.type == ActionType::SwapJoker || a.type == ActionType::Discard)
        ids.push_back(a.card);
    if (a.type == ActionType::Discard && a.bury) ids.push_back(a.buriedJoker);
    std::erase_if(ids, [&st](CardId id) { return onTableOrPile(st, id); });
    return ids;
}

/// Where a hidden card lies in the guess: the stock or a hand this seat cannot see.
Card *hiddenPlace(RoundState &st, CardId id, int viewer)
{
    for (Card &c : st.stock)
        if (c.id == id && static_cast<int>(c.id) != st.cutCardId) return &c;
    for (int s = 0; s < st.players; ++s) {
        if (s == viewer) continue;
        remi::SeatState &seat = st.seats[static_cast<std::size_t>(s)];
        for (Card &c : seat.hand)
            if (c.id == id &&
                std::find(seat.tookFromPile.begin(), seat.tookFromPile.end(), id) == seat.tookFromPile.end())
                return &c;
    }
    return nullptr;
}

/// Moves each of `ids` into the guessed hand of `seat` (another seat than `viewer`), each time in
/// exchange for a guessed card the action does not need. False when a card is nowhere hidden.
bool giveCards(RoundState &st, int seat, int viewer, const std::vector<CardId> &ids)
{
    if (seat < 0 || seat >= st.players || seat == viewer) return false;
    remi::SeatState &hand = st.seats[static_cast<std::size_t>(seat)];
    for (CardId id : ids) {
        if (holds(hand.hand, id)) continue;
        const auto spare = std::find_if(hand.hand.begin(), hand.hand.end(), [&](const Card &c) {
            return std::find(ids.begin(), ids.end(), c.id) == ids.end() &&
                   std::find(hand.tookFromPile.begin(), hand.tookFromPile.end(), c.id) == hand.tookFromPile.end();
        });
        Card *place = hiddenPlace(st, id, viewer);
        if (!place || spare == hand.hand.end()) return false;
        std::swap(*place, *spare);
    }
    return true;
}

/// Puts `card` (the viewer's stock draw, named by the table) on top of the guessed stock.
bool topOfStock(RoundState &st, CardId id, int viewer)
{
    if (st.stock.empty()) return false;
    if (st.stock.back().id == id) return true;
    Card *place = hiddenPlace(st, id, viewer);
    if (!place) return false;
    std::swap(*place, st.stock.back());
    return true;
}

} // namespace

void TableReplay::reset()
{
    *this = TableReplay();
}

void TableReplay::read(const remi::RuleSet &rules, const TableUpdate &u, std::vector<FollowedEntry> &out)
{
    if (u.round < 1) return; // a lobby's waiting room
    if (u.round == m_roundNumber && u.step == m_step) return;
    const bool newRound = u.round != m_roundNumber;
    const bool follows = !newRound && m_round && u.view && u.step - m_step == static_cast<int>(u.actions.size());
    if (newRound) {
        m_roundStep = 0;
        FollowedEntry heading;
        heading.kind = FollowedEntry::Kind::RoundStart;
        heading.round = u.round;
        heading.seatMap = u.roundSeats;
        out.push_back(std::move(heading));
    }
    m_roundNumber = u.round;
    m_step = u.step;
    m_seatMap = u.roundSeats;
    if (follows) {
        const int viewer = u.view->seat;
        std::size_t drawn = 0;
        for (const Action &a : u.actions) {
            RoundState st = m_round->state();
            bool patched = false;
            if (a.seat != viewer) {
                const std::vector<CardId> needed = cardsFromHand(st, a);
                if (!giveCards(st, a.seat, viewer, needed)) break;
                patched = !needed.empty();
            } else if ((a.type == ActionType::Draw && a.from == remi::DrawSource::Stock) ||
                       (a.type == ActionType::Timeout && !st.turn.drew)) {
                if (drawn < u.drawnCards.size()) {
                    if (!topOfStock(st, u.drawnCards[drawn++].id, viewer)) break;
                    patched = true;
                }
            }
            if (patched) {
                std::optional<remi::Round> moved = remi::Round::fromState(m_round->rules(), std::move(st));
                if (!moved) break;
                m_round = std::move(moved);
            }
            FollowedEntry e;
            e.round = u.round;
            e.step = m_roundStep;
            e.seatMap = u.roundSeats;
            e.action = a;
            e.before = std::make_shared<const remi::Round>(*m_round);
            if (m_round->apply(a, &e.events) != remi::Reason::Ok) {
                // An undo the guess cannot take back (its history started anew): its lines go all the
                // same; the mirror starts again from the table's view below.
                if (a.type == ActionType::Undo) {
                    e.after = e.before;
                    out.push_back(std::move(e));
                    ++m_roundStep;
                }
                break;
            }
            e.after = std::make_shared<const remi::Round>(*m_round);
            out.push_back(std::move(e));
            ++m_roundStep;
        }
    }
    if (!u.view) {
        m_round.reset(); // out of the round: nothing to follow
        return;
    }
    // The replay shows what the table shows: it goes on (its undo history stays); else it starts
    // again from the view.
    if (m_round && remi::makePlayerView(*m_round, u.view->seat) == *u.view) return;
    m_round = remi::roundFromView(rules, *u.view);
}

void TableReplay::roundOver(const remi::Round &settled, const std::vector<int> &scores, std::vector<FollowedEntry> &out)
{
    if (m_roundNumber < 1 || m_ended == m_roundNumber) return;
    m_ended = m_roundNumber;
    FollowedEntry e;
    e.kind = FollowedEntry::Kind::RoundEnd;
    e.round = m_roundNumber;
    e.seatMap = m_seatMap;
    e.after = std::make_shared<const remi::Round>(settled);
    e.scores = scores;
    out.push_back(std::move(e));
}
