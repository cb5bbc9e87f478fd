// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A whole round rebuilt from one seat's PlayerView (issue 39): the round a client of a network table
// shows and asks "would the engine accept this?" about, as it would about a local round.

#include "PlayerView.h"
#include "Round.h"
#include "RuleSet.h"

#include <optional>
#include <string>
#include <vector>

namespace remi {

/// The state of a round as `view` shows it: the own hand, the table, the discard pile, the cut
/// card, the turn so far, who has opened and every seat's card count exactly as the view says; the
/// cards the seat cannot see (other hands, the stock) dealt in a fixed order, never at random: each
/// other seat first holds its `knownCards` (taken from the pile, RULES.md 3.3), then the lowest
/// unseen card ids in seat order; the stock holds the rest, the highest id on top. `shownHands`
/// (one per round seat, the hands a round's end shows) replaces that guess for the seats it names
/// (an empty list leaves the guess). Facts a view does not carry start afresh: no undo history, no
/// stock rebuilds, no rami live points or penalties (RULES.md 4.8), a seat has played to the table
/// when it owns a table meld. Stock order and other hands are the only parts that differ from the
/// real round, so every action of the viewing seat is accepted or refused for the same reason.
RoundState stateFromView(const RuleSet &rules, const PlayerView &view,
                         const std::vector<std::vector<Card>> &shownHands = {});

/// Round::fromState(stateFromView(…)): nullopt with `error` when the view is not one of the
/// variant's shoe (a card twice, more cards than the shoe, a count that does not add up).
std::optional<Round> roundFromView(const RuleSet &rules, const PlayerView &view,
                                   const std::vector<std::vector<Card>> &shownHands = {}, std::string *error = nullptr);

} // namespace remi
