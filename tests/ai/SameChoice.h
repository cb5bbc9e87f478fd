// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers for the fair-play tests (tst_bots, tst_expert, tst_handbelief): two bots given the
// same view and seed must choose the same action, whatever the cards they cannot see.

#include "engine/Action.h"
#include "engine/Random.h"
#include "engine/Round.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

/// Fails the current test unless `x` and `y` are the same action (type, card, melds, source, depth,
/// target). The caller checks QTest::currentTestFailed() afterwards.
inline void compareChoices(const remi::Action &x, const remi::Action &y)
{
    QCOMPARE(static_cast<int>(x.type), static_cast<int>(y.type));
    QCOMPARE(x.card, y.card);
    QCOMPARE(x.melds, y.melds);
    QCOMPARE(x.from, y.from);
    QCOMPARE(x.depth, y.depth);
    QCOMPARE(x.target, y.target);
}

/// `round` with the other seat's (two seats) unseen cards and the stock below its top card shuffled
/// together from `seed` (sizes kept; the cards it took from the pile stay): what `seat` sees, and
/// the card it draws, do not change. Fails the current test if the engine refuses the state.
inline std::optional<remi::Round> scrambleHidden(const remi::RuleSet &rules, const remi::Round &round, int seat,
                                                 std::uint64_t seed)
{
    remi::RoundState st = round.state();
    remi::SeatState &other = st.seats[static_cast<std::size_t>(1 - seat)];
    const auto known = [&](const remi::Card &c) {
        return std::find(other.tookFromPile.begin(), other.tookFromPile.end(), c.id) != other.tookFromPile.end();
    };
    std::vector<remi::Card> pool;
    for (const remi::Card &c : other.hand)
        if (!known(c)) pool.push_back(c);
    if (st.stock.size() > 1) pool.insert(pool.end(), st.stock.begin(), st.stock.end() - 1); // back() = top
    remi::Random shuffle(seed);
    shuffle.shuffle(pool);
    std::size_t at = 0;
    for (remi::Card &c : other.hand)
        if (!known(c)) c = pool[at++];
    for (std::size_t i = 0; i + 1 < st.stock.size(); ++i) st.stock[i] = pool[at++];
    std::string error;
    std::optional<remi::Round> out = remi::Round::fromState(rules, st, &error);
    if (!out) QTest::qFail(error.c_str(), __FILE__, __LINE__);
    return out;
}
