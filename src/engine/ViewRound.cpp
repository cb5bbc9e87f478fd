// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ViewRound.h"

#include <algorithm>

namespace remi {

RoundState stateFromView(const RuleSet &anyRules, const PlayerView &v, const std::vector<std::vector<Card>> &shownHands)
{
    const RuleSet rules = anyRules.forPlayers(v.players);
    const std::vector<Card> shoe = buildShoe(rules.decks, rules.jokers);
    std::vector<bool> seen(shoe.size(), false);
    const auto mark = [&](const Card &c) {
        if (c.id < seen.size()) seen[c.id] = true;
    };
    const auto shown = [&](int s) {
        const auto si = static_cast<std::size_t>(s);
        return s != v.seat && si < shownHands.size() && !shownHands[si].empty();
    };
    for (const Card &c : v.hand) mark(c);
    for (const Meld &m : v.table)
        for (const Card &c : m.cards) mark(c);
    for (const PileCard &p : v.pile) mark(p.card);
    if (v.cut) mark(*v.cut);
    for (int s = 0; s < v.players; ++s) {
        const auto si = static_cast<std::size_t>(s);
        if (s == v.seat) continue;
        if (shown(s))
            for (const Card &c : shownHands[si]) mark(c);
        else if (si < v.knownCards.size())
            for (const Card &c : v.knownCards[si]) mark(c);
    }
    std::vector<Card> hidden; // unseen cards, lowest id first
    for (const Card &c : shoe)
        if (!seen[c.id]) hidden.push_back(c);

    RoundState st;
    st.players = v.players;
    st.dealer = v.dealer;
    st.current = v.current;
    st.turnIndex = v.turnIndex;
    st.phase = v.phase;
    st.seats.resize(static_cast<std::size_t>(v.players));
    std::size_t next = 0;
    for (int s = 0; s < v.players; ++s) {
        const auto si = static_cast<std::size_t>(s);
        SeatState &seat = st.seats[si];
        if (s == v.seat) seat.hand = v.hand;
        else if (shown(s)) seat.hand = shownHands[si];
        else {
            if (si < v.knownCards.size()) seat.hand = v.knownCards[si];
            const int size = si < v.handSizes.size() ? v.handSizes[si] : 0;
            while (static_cast<int>(seat.hand.size()) < size && next < hidden.size())
                seat.hand.push_back(hidden[next++]);
        }
        seat.opened = si < v.opened.size() && v.opened[si];
        seat.playedToTable = std::any_of(v.table.begin(), v.table.end(), [s](const Meld &m) { return m.owner == s; });
        if (si < v.knownCards.size())
            for (const Card &c : v.knownCards[si]) seat.tookFromPile.push_back(c.id);
    }
    // The stock: the rest, back() is the top (the highest id).
    st.stock.assign(hidden.begin() + static_cast<std::ptrdiff_t>(next), hidden.end());
    st.pile = v.pile;
    st.cut = v.cut;
    st.cutCardId = v.cut ? static_cast<int>(v.cut->id) : -1;
    st.cutter = rules.cutCard ? (v.dealer - 1 + v.players) % v.players : -1;
    st.table = v.table;
    st.turn = v.turn;
    st.rng = Random(0);
    return st;
}

std::optional<Round> roundFromView(const RuleSet &rules, const PlayerView &view,
                                   const std::vector<std::vector<Card>> &shownHands, std::string *error)
{
    if (view.players < 1 || view.seat < 0 || view.seat >= view.players ||
        static_cast<int>(view.handSizes.size()) != view.players) {
        if (error) *error = "view: seats do not add up";
        return std::nullopt;
    }
    RoundState st = stateFromView(rules, view, shownHands);
    for (int s = 0; s < view.players; ++s)
        if (static_cast<int>(st.seats[static_cast<std::size_t>(s)].hand.size()) !=
            view.handSizes[static_cast<std::size_t>(s)]) {
            if (error) *error = "view: the hand sizes do not fit the shoe";
            return std::nullopt;
        }
    if (static_cast<int>(st.stock.size()) != view.stockSize) {
        if (error) *error = "view: the stock size does not fit the shoe";
        return std::nullopt;
    }
    return Round::fromState(rules, std::move(st), error);
}

} // namespace remi
