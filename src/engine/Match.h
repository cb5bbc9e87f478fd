// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A match: rounds, dealer rotation, totals and the end of the match (RULES.md 2.9, 3.9).

#include "Round.h"
#include "RuleSet.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace remi {

class Match {
  public:
    /// A match of `players` seats; the first dealer is drawn from `seed`'s generator and the first round
    /// is dealt at once. `players` must lie in [rules.minPlayers, rules.maxPlayers].
    Match(const RuleSet &rules, int players, std::uint64_t seed);

    const RuleSet &rules() const { return m_rules; }
    int players() const { return m_players; }
    /// The round in play (or the last one, once the match is over). Its seats are round seats:
    /// use matchSeat() to map them when players have been eliminated.
    Round &round() { return *m_round; }
    const Round &round() const { return *m_round; }
    /// Match seat of round seat `roundSeat`.
    int matchSeat(int roundSeat) const { return m_seatMap[static_cast<std::size_t>(roundSeat)]; }
    /// Rounds started so far (1 while the first round is played).
    int roundNumber() const { return static_cast<int>(m_history.size()) + 1 - (m_settled ? 1 : 0); }

    /// Adds the finished round's scores to the totals and decides whether the match is over
    /// (RULES.md 2.9, 3.9). Call once per finished round; returns false if the round is not over.
    bool settleRound();
    /// Deals the next round (dealer rotation of RULES.md 2.2 / 3.2). Only after settleRound() and
    /// while the match is not over.
    bool startNextRound();
    /// Replaces the round in play by `round` (a prepared or saved position, tests) with the same
    /// number of seats; the seat map stays. Returns false (nothing changed) for another seat count.
    bool replaceRound(Round round);

    /// A match played elsewhere, as one seat follows it (a network table, issue 39): what the table
    /// reported, taken as it is (no rule is applied here).
    struct Followed {
        std::vector<int> seatMap;              ///< match seat of each round seat
        std::vector<std::vector<int>> history; ///< per settled round, scores by match seat
        std::vector<int> totals;               ///< per match seat
        bool settled = false;                  ///< the round in play is over and in `history`
        bool over = false;                     ///< the match has ended
        std::vector<int> winners;              ///< match seats, once over
    };
    /// Shows `round` (the seat's mirror of the table's round, engine/ViewRound.h) with `followed`'s
    /// standing. False (nothing changed) when the seat map does not fit the round or the totals
    /// the match's seats.
    bool follow(Round round, Followed followed);

    bool isOver() const { return m_over; }
    /// Match totals per match seat (points).
    const std::vector<int> &totals() const { return m_totals; }
    /// Winning match seats (several when equal leaders share); empty while the match goes on.
    const std::vector<int> &winners() const { return m_winners; }
    const std::vector<bool> &eliminated() const { return m_eliminated; }
    /// Per-round scores by match seat (0 for seats not in that round).
    const std::vector<std::vector<int>> &history() const { return m_history; }
    int dealer() const { return m_dealer; }
    /// Rounds still to be dealt after the round in play (or after the last settled one) when the
    /// match has a fixed number of rounds (RULES.md 2.9 deals, 3.9 once or twice around, 5.9
    /// rounds); -1 when its end depends on the totals (a target score, a score limit, elimination).
    int roundsAfterThis() const;

  private:
    void dealRound();
    int nextActiveSeat(int seat) const;
    void decideEnd();

    RuleSet m_rules;
    int m_players;
    Random m_rng;
    std::optional<Round> m_round;
    std::vector<int> m_seatMap;
    std::vector<int> m_totals;
    std::vector<bool> m_eliminated;
    std::vector<std::vector<int>> m_history;
    std::vector<int> m_winners;
    int m_dealer = 0;
    bool m_settled = false;
    bool m_over = false;
};

} // namespace remi
