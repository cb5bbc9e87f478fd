// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helper: a simple scripted player for the human seat in tst_window. Plans one whole turn by trial on a
// copy of the round (refused actions change nothing, so trying is safe). Besides the stock draw, melds,
// lay-offs and a discard it plans the variants' own moves when they fit: a pile card (at any depth the rules
// allow) that it melds at once, a remi51 cut-card hand, a remi_indonesia pickup (depth 1-3) and closing.

#include "engine/Action.h"
#include "engine/Round.h"

#include <optional>
#include <vector>

class GameController;
class QSignalSpy;

class ComputerTurn {
  public:
    virtual ~ComputerTurn() = default;
    /// The actions `seat` plays this turn, in order, each accepted by `round` as it stands.
    virtual std::vector<remi::Action> plan(const remi::Round &round, int seat) const;

  private:
    /// The turn after `draw` (a pile or cut-card draw, or a pickup): kept when the card(s) it took were laid
    /// and the turn can end (or the round is over, won by `seat` for a cut-card draw); else nothing.
    static std::optional<std::vector<remi::Action>> tryDraw(const remi::Round &round, int seat,
                                                            const remi::Action &draw);
    /// remi_indonesia: pickups of the pile card at each depth with two cards of the hand, deepest first.
    static std::vector<remi::Action> pickups(const remi::Round &round, int seat);
    /// remi_indonesia: lays every card but one in one meld action when the hand allows it.
    static void closeIndonesian(remi::Round &trial, int seat, std::vector<remi::Action> &done);
    static void meldWhatFits(remi::Round &trial, int seat, std::vector<remi::Action> &done);
    /// Ends the turn: a discard, else (rami NONE mode) end_turn.
    static bool endTurn(remi::Round &trial, int seat, std::vector<remi::Action> &done);
    static bool discardSomething(remi::Round &trial, int seat, std::vector<remi::Action> &done);
};

/// Plays the human seat of `controller` with ComputerTurn, turn after turn, until `finished`
/// (a spy on roundFinished) fires. Returns false when an action is refused, a human turn does not
/// come within 20 s, or the round is not over after `turns` human turns.
bool playRoundAsHuman(GameController &controller, const QSignalSpy &finished, int turns = 400);
