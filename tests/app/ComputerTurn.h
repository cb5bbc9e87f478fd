#pragma once
// Test helper: a simple scripted player for the human seat in tst_window. Plans one whole turn by trial on a copy
// of the round (refused actions change nothing, so trying is safe).

#include "engine/Action.h"
#include "engine/Round.h"

#include <vector>

class GameController;
class QSignalSpy;

class ComputerTurn {
  public:
    virtual ~ComputerTurn() = default;
    /// The actions `seat` plays this turn, in order, each accepted by `round` as it stands.
    virtual std::vector<remi::Action> plan(const remi::Round &round, int seat) const;

  private:
    static void meldWhatFits(remi::Round &trial, int seat, std::vector<remi::Action> &done);
    static bool discardSomething(remi::Round &trial, int seat, std::vector<remi::Action> &done);
};

/// Plays the human seat of `controller` with ComputerTurn, turn after turn, until `finished`
/// (a spy on roundFinished) fires. Returns false when an action is refused, a human turn does not
/// come within 20 s, or the round is not over after `turns` human turns.
bool playRoundAsHuman(GameController &controller, const QSignalSpy &finished, int turns = 400);
