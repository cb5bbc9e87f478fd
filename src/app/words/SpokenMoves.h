// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The other players' moves as a screen reader says them: the game log's line, with each joker of a
// run on the table followed by the card it stands for (issue 34: "laid ten of hearts jack of hearts
// joker king of hearts" where the table list said "run 10-J-Q (joker)-K").

#include "engine/Card.h"
#include "engine/Meld.h"

#include <QString>
#include <vector>

namespace SpokenMoves {
/// `text`, a game log line whose printed cards ("10♥", "★") are `cards` in order (GameLogLine),
/// with " (Q♥)" after each "★" that is a joker in a run of `table` (its face there, Meld::faceAt).
/// Unchanged when the printed cards and `cards` do not pair up. Say it with CardNames::spoken.
QString withJokerFaces(const QString &text, const std::vector<remi::CardId> &cards,
                       const std::vector<remi::Meld> &table);
} // namespace SpokenMoves
