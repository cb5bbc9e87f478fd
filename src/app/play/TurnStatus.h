// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The status line of the table (RULES.md 7): whose turn it is and what to do next, with the
// opening count of the chosen cards (RULES.md 3.6, 4.6), the draft, the turn clock and the rami
// borrowed-card warning (4.5). The table draws it; the keyboard's I key says it.

#include <QString>

class GameController;
class HandModel;
class MoveFinder;

namespace TurnStatus {
/// The status line now, in words (TableWords::turnStatus); empty without a game.
QString text(const GameController &controller, const HandModel &hand, const MoveFinder &finder);
} // namespace TurnStatus
