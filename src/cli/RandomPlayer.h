// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A computer player that makes random legal moves, by trial and error on the real Round
// (a refused action changes nothing). For simulations and engine smoke tests, not for play.

#include "engine/Event.h"
#include "engine/Random.h"
#include "engine/Round.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace remi::sim {

class RandomPlayer {
  public:
    explicit RandomPlayer(std::uint64_t seed) : m_rng(seed) {}

    /// Plays the whole turn of the seat to move: a draw, melds and lay-offs, a discard (or going
    /// out). Returns false when the seat could find no way to end its turn.
    bool playTurn(Round &round, std::vector<Event> *events = nullptr);

    /// Called after every action the player tries, with the state and undo depth from before it
    /// (remi-sim soak checks the engine's invariants there).
    using Observer = std::function<void(const RoundState &before, int undoBefore, const Round &after,
                                        const Action &action, Reason reason)>;
    void setObserver(Observer observer) { m_observer = std::move(observer); }

    /// Counts of actions tried and refused, for the simulation log.
    int tried() const { return m_tried; }
    int refused() const { return m_refused; }

  private:
    int drawDepth(const Round &round, DrawSource source);
    Reason attempt(Round &round, const Action &action, std::vector<Event> *events);
    /// remi_indonesia: takes a pile card by laying it at once in a new combination (RULES.md 5.3).
    bool tryPickupMeld(Round &round, std::vector<Event> *events);
    void playToTable(Round &round, std::vector<Event> *events);
    bool meldFromHand(Round &round, bool opening, std::vector<Event> *events);
    void swapJokers(Round &round, std::vector<Event> *events);
    void layOffs(Round &round, std::vector<Event> *events);
    bool discard(Round &round, std::vector<Event> *events);
    bool chance(int percent) { return static_cast<int>(m_rng.below(100)) < percent; }

    Random m_rng;
    Observer m_observer;
    int m_tried = 0;
    int m_refused = 0;
};

} // namespace remi::sim
