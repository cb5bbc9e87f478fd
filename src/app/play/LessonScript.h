// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The little language of the guided rounds (play/Lessons.cpp): one action or expectation per text,
// cards named by face as in the scenario files ("7H", "JK"):
//   draw · cut · take N (the discard pile down to depth N) · pickup N F F (remi_indonesia: the pile
//   card at depth N laid with hand cards F F) · meld F F F | F F F · layoff F M (card F onto table
//   meld M) · swap F M (F replaces the joker of meld M) · borrow F M (rami manipulation: card F of table
//   meld M taken into the hand) · discard F · end (end the turn);
// and, for the player's steps only, what the hand must show: select F F F (exactly these cards
// selected) · draft N (N combinations kept in the draft) · over (the round has ended).
// Nothing here knows a rule: a scripted action is checked by the engine like any other.

#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/PlayerView.h"

#include <optional>
#include <string>
#include <vector>

namespace lesson {

/// The faces of `text` ("7H 8H JK"), in order; nullopt when one is not a card.
std::optional<std::vector<remi::Face>> faces(const std::string &text);

/// The word an expectation starts with ("draw", "select", "over"…).
std::string verb(const std::string &script);
/// The expectation is an engine action (not select, draft or over).
bool isAction(const std::string &script);

/// `script` as an action of `view`'s seat, its cards looked up in the seat's hand (distinct cards,
/// the first copy found) and on the pile; nullopt when a card is missing or the text is bad.
std::optional<remi::Action> resolve(const std::string &script, const remi::PlayerView &view);

/// `action` is the one `script` describes (faces compared, so either copy of a card will do; the
/// combinations of a meld in any order, the cards of each in any order; a lay-off at either end).
bool matches(const std::string &script, const remi::Action &action, int decks);

/// `ids` (cards of a shoe of `decks` decks) have exactly the faces of `text`, in any order.
bool sameFaces(const std::vector<remi::CardId> &ids, const std::string &text, int decks);

} // namespace lesson
