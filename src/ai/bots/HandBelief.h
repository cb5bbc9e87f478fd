// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to the computer players (ComputerPlayer.h): what the expert believes about the other
// seats' hidden hands beyond what its PlayerView shows, read from how they play.
//
// Every computer level starts from the normal policy's table moves (BotPolicy.h; the expert may
// hold the turn's first one back): once a seat has opened it melds every combination its hand
// holds and lays off every natural card that fits the table (a joker only near the end). So when
// such a seat ends its turn with three or more cards, its hand holds no combination of three cards
// and no natural card that fits the table as it was then. The determinizations (SearchWorld.h
// WorldSampler) deal that hand only cards that keep this true and put the others in the stock.
// Uniform deals gave an opened seat cards it would already have played, so the search saw it
// closer to going out than it was (benchmarks/README.md "Reading the other hands from the table").
// Only the view is read (the table and who had opened, remembered from the seat's own earlier
// turns), never a hidden card: the fair-play tests still hold. A player who keeps cards back is not
// what the belief assumes; a hand the belief cannot fill is filled with any cards.

#include "engine/Card.h"
#include "engine/Meld.h"
#include "engine/PlayerView.h"
#include "engine/RuleSet.h"

#include <vector>

namespace remi::ai::bot {

/// What one hidden hand is believed not to hold.
struct HandBelief {
    /// No three of its cards form a combination (RULES.md 1.3, 3.4): the seat would have melded them.
    bool noCombination = false;
    /// No natural card of it fits one of these melds (RULES.md 3.5): the seat would have laid it off.
    std::vector<Meld> noFit;

    bool active() const { return noCombination || !noFit.empty(); }
    /// Would card `c` be believed to join `hand` (the cards dealt to that seat so far)? A joker is
    /// laid off only near the end, so the table never excludes one; its combinations count.
    bool admits(const Card &c, const std::vector<Card> &hand, const RuleSet &r) const;
};

/// Reads the other hands from the table, turn by turn, for one seat (the expert's).
class HandReader {
  public:
    /// Call at every decision of the seat: at the first call of each of its turns it remembers the
    /// table and who had opened (the table as the seat before it left it).
    void observe(const PlayerView &v);
    /// By seat (the view's own seat inactive): the belief about each other hand, for a view of the
    /// turn observe() saw last. Only where the rules let a seat meld during play
    /// (RuleSet::meldFromHandDuringPlay), for a seat that has opened and holds 3 or more cards
    /// (with fewer it may have had to keep a fitting card: the closing card must not fit, RULES.md
    /// 3.7). Cards that fit the table only for the seat that played just before this one (the
    /// table was as it left it); with `strictHand` (RULES.md 3.7) only its own melds when it opened
    /// in that turn, since it could not lay off onto the others' then.
    std::vector<HandBelief> beliefs(const PlayerView &v, const RuleSet &r) const;

  private:
    struct TurnKey {
        int seat = -1, turnIndex = -1, dealer = -1;
        friend bool operator==(const TurnKey &, const TurnKey &) = default;
    } m_turn;
    std::vector<Meld> m_tableAtTurn;  ///< the table when the turn began
    std::vector<bool> m_openedAtTurn; ///< who had opened when the turn began
    std::vector<bool> m_openedBefore; ///< the same at the seat's previous turn of the round (empty: none)
};

} // namespace remi::ai::bot
