// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One round: the deal and the turn machine (RULES.md 1.4), for rummy, remi51 and remi_indonesia.

#include "Action.h"
#include "Card.h"
#include "Event.h"
#include "Meld.h"
#include "MeldCause.h"
#include "Random.h"
#include "Reason.h"
#include "RuleSet.h"
#include "Scoring.h"

#include <optional>
#include <string>
#include <vector>

namespace remi {

enum class Phase { Draw, Play, RoundOver };

/// A card on the discard pile; a buried joker (remi51 3.10) can never be drawn.
struct PileCard {
    Card card;
    bool buried = false;
    friend bool operator==(const PileCard &, const PileCard &) = default;
};

struct SeatState {
    std::vector<Card> hand;
    bool opened = false;              ///< has opened (remi51); always true where no opening is needed
    bool playedToTable = false;       ///< has melded or laid off this round (rummy going rummy, 2.7)
    std::vector<CardId> tookFromPile; ///< face-up cards it took (pile, cut card), seen by all
    int points = 0;                   ///< rami: live points from table actions this round
    int penalties = 0;                ///< rami: penalty points charged this round (positive)
    int borrowedCharged = 0;          ///< rami 4.5: cards charged the borrow penalty this round
    int timeouts = 0;                 ///< rami 4.10: turns ended by the clock this round
    friend bool operator==(const SeatState &, const SeatState &) = default;
};

/// What the current turn has done so far.
struct TurnState {
    bool drew = false;
    bool openedAtStart = false;
    bool playedToTableAtStart = false;
    std::vector<CardId> takenFromPile; ///< pile cards that may not be discarded this turn
    bool provisionalPickup = false;    ///< remi51: pile card taken by a player not yet opened (3.3)
    bool tookCutCard = false;          ///< remi51: the cut card drawn for a *hand* (3.7)
    bool cutDrawnAsStock = false;      ///< remi51: the cut card drawn as the last stock card
    bool layOffOntoOthers = false;
    int meldsLaid = 0;
    std::vector<CardId> freedJokers;     ///< remi51: jokers freed by a swap that must be played
    std::vector<CardId> borrowed;        ///< rami: table cards taken into the hand this turn
    std::vector<CardId> recoveredJokers; ///< rami: jokers recovered by a swap this turn
    std::vector<CardId> jokersMelded;    ///< rami: recovered jokers used in a new combination
    std::vector<Face> ownFacesPlaced;    ///< rami: faces of own hand cards placed this turn
    bool onlyOwnMelds = true;            ///< rami: no lay-off, swap, take or rearrange this turn (pure remi)
    bool placedFromHand = false;         ///< rami: an own hand card reached the table (blocked rounds)
    bool drewOriginalStock = false;      ///< rami: drew from the stock as dealt (blocked rounds)
    bool noDraw = false;                 ///< rami: the turn started in PLAY, nothing could be drawn
    friend bool operator==(const TurnState &, const TurnState &) = default;
};

/// Why a round ended.
enum class RoundEnd {
    WentOut,        ///< a player emptied the hand
    StockExhausted, ///< the stock could not be drawn or rebuilt (2.10, 3.10), or ran out (5.10)
    Stalemate,      ///< the rebuild cap without melds (rummy 2.10, remi51 3.11 stalemateRebuilds)
    Blocked,        ///< rami: two idle circuits (4.10)
};

/// Outcome of a finished round.
struct RoundResult {
    int winner = -1;
    Finish finish = Finish::None;
    RoundEnd cause = RoundEnd::WentOut;
    std::vector<SeatScore> seats;
    std::vector<int> scores() const;
    friend bool operator==(const RoundResult &, const RoundResult &) = default;
};

/// Everything that changes during a round (compared in tests: a refused action changes nothing).
struct RoundState {
    int players = 0;
    int dealer = 0;
    int current = 0;
    int turnIndex = 0; ///< turns begun this round, from 0 (first circuit: turnIndex < players)
    Phase phase = Phase::Draw;
    std::vector<SeatState> seats;
    std::vector<Card> stock;    ///< face-down stock, back() = top
    std::vector<PileCard> pile; ///< discard pile, back() = top
    std::optional<Card> cut;    ///< remi51 cut card (the last card of the stock)
    int cutCardId = -1;         ///< id of the round's cut card, wherever it is now
    int cutter = -1;
    std::vector<Meld> table;
    TurnState turn;
    int rebuilds = 0;
    int rebuildsWithoutPlay = 0;
    int idleTurns = 0; ///< rami 4.10: consecutive turns without a hand card placed or an original-stock draw
    RoundResult result;
    Random rng;
    friend bool operator==(const RoundState &, const RoundState &) = default;
};

/// Exact starting position of a round (scenario files, saves): who holds what.
struct DealSpec {
    std::vector<std::vector<Card>> hands;
    std::vector<Card> stock;   ///< top card first
    std::vector<Card> discard; ///< bottom card first (the last is the top)
    std::optional<Card> cut;
};

class Round {
  public:
    /// Shuffles the shoe with `rng` and deals for `players` seats (RULES.md 2.2, 3.2).
    /// The round keeps its own generator, seeded from `rng`, for stock rebuilds.
    static Round deal(const RuleSet &rules, int players, int dealer, Random &rng);
    /// Sets up exactly `spec` (cards must come from the variant's shoe, each id at most once).
    /// Returns nullopt and fills `error` when the cards or seats are not legal.
    static std::optional<Round> fromDeal(const RuleSet &rules, int players, int dealer, const DealSpec &spec,
                                         std::string *error = nullptr, std::uint64_t seed = 0);

    /// A round in the middle of play at `state`, with no undo history: a computer player's guess
    /// at the hidden cards (src/ai/bots/HardSearch.cpp plays it forward). Returns nullopt and fills
    /// `error` unless the state holds exactly the variant's shoe (RULES.md 1.2).
    static std::optional<Round> fromState(const RuleSet &rules, RoundState state, std::string *error = nullptr);

    /// Validates and applies `action`. Returns Reason::Ok, or the refusal reason (RULES.md 1.5)
    /// with the state unchanged. Appends what happened to `events` when given.
    Reason apply(const Action &action, std::vector<Event> *events = nullptr);

    /// Why the combination of the last action refused with Reason::InvalidMeld is invalid (meld,
    /// pickup_meld, lay_off, take, rearrange): the fault, the cards concerned and which combination
    /// (MeldCause.h). Fault None after any other answer. Not part of the state: a refusal still
    /// changes nothing else.
    const MeldCause &meldCause() const { return m_cause; }

    /// Reasons the current seat could not end its turn now (RULES.md 1.4), each at most once.
    std::vector<Reason> turnEndBlockers() const;

    /// Round score of `seat` so far (points): the settled score once the round is over, else the
    /// live rami points (table points minus penalties; challenge mode: penalties), else 0.
    int roundScore(int seat) const;
    std::vector<int> roundScores() const;

    const RuleSet &rules() const { return m_rules; }
    const RoundState &state() const { return m_s; }
    int players() const { return m_s.players; }
    int currentSeat() const { return m_s.current; }
    int dealer() const { return m_s.dealer; }
    Phase phase() const { return m_s.phase; }
    bool isOver() const { return m_s.phase == Phase::RoundOver; }
    const std::vector<Card> &hand(int seat) const { return m_s.seats[static_cast<std::size_t>(seat)].hand; }
    bool hasOpened(int seat) const { return m_s.seats[static_cast<std::size_t>(seat)].opened; }
    const std::vector<Meld> &table() const { return m_s.table; }
    const std::vector<PileCard> &pile() const { return m_s.pile; }
    /// Face-down stock cards (without the remi51 cut card).
    int stockSize() const { return static_cast<int>(m_s.stock.size()); }
    std::optional<Card> cutCard() const { return m_s.cut; }
    /// The pile card that may be drawn: the topmost card unless it is a buried joker.
    std::optional<Card> pileTop() const;
    const RoundResult &result() const { return m_s.result; }
    /// Every card that was in the round at its start, in id order.
    const std::vector<Card> &shoe() const { return m_shoe; }
    /// True when stock + pile + cut card + hands + table hold every card of the shoe exactly once (RULES.md 1.1).
    bool cardsConserved() const;
    /// Actions of this turn that `undo` can take back.
    int undoDepth() const { return static_cast<int>(m_undo.size()); }

    /// RULES.md 4.5: the cards that would cost `seat` the borrow penalty if its turn ended now —
    /// borrowed table cards not back on the table (less one per own card of the same face placed
    /// this turn) and recovered jokers not used in a new combination — in the order taken. Empty
    /// outside `seat`'s turn, once the round is over, and in every variant without manipulation.
    std::vector<Card> unreturnedBorrowed(int seat) const;
    /// The penalty those cards would cost (points): unreturnedBorrowed(seat).size() × borrowPenalty.
    int borrowCost(int seat) const;
    /// The deepest discard pile card a draw or pick-up may take now (1 = the top; 0 with an empty
    /// pile): RuleSet::discardDepthLimit() within the pile (RULES.md 4.3 MULTIPLE, 5.3).
    int takeableDepth() const;
    /// How many discard pile cards lie face up for everyone, from the top: the whole pile when
    /// RuleSet::wholePileShown() (RULES.md 4.3 MULTIPLE, 5.2), else just the top card.
    int shownDepth() const;

  private:
    Round(const RuleSet &rules) : m_rules(rules) {}
    void startTurn(int seat);
    void endTurn();
    void endRound(int winner, Finish finish, std::vector<Event> *events, std::optional<Card> closingCard = {},
                  RoundEnd cause = RoundEnd::WentOut);
    SeatState &seat(int s) { return m_s.seats[static_cast<std::size_t>(s)]; }
    const SeatState &seat(int s) const { return m_s.seats[static_cast<std::size_t>(s)]; }
    int handIndex(int s, CardId id) const;
    JokerLimit laterJokerLimit() const { return m_rules.jokerLimit; }
    bool inRestrictedCircuits() const;
    /// How the current seat's going out counts (rummy 2.7, remi51 3.7, rami 4.7, remi_indonesia 5.7).
    Finish finishFor() const;
    bool fitsAnyMeld(const Card &card) const;

    Reason applyAction(const Action &a, std::vector<Event> *events);
    Reason doDraw(const Action &a, std::vector<Event> *events);
    Reason doMeld(const Action &a, std::vector<Event> *events);
    Reason doPickupMeld(const Action &a, std::vector<Event> *events);
    /// remi_indonesia 5.6: after an action, `seat` has a sequence on the table or in `handAfter`.
    bool hasSequenceAfter(int seat, const std::vector<Meld> &newMelds, const std::vector<Card> &handAfter) const;
    Reason doLayOff(const Action &a, std::vector<Event> *events);
    Reason doSwapJoker(const Action &a, std::vector<Event> *events);
    Reason doDiscard(const Action &a, std::vector<Event> *events);
    Reason doUndo(const Action &a, std::vector<Event> *events);
    Reason doTake(const Action &a, std::vector<Event> *events);
    Reason doRearrange(const Action &a, std::vector<Event> *events);
    Reason doEndTurn(const Action &a, std::vector<Event> *events);
    Reason doTimeout(const Action &a, std::vector<Event> *events);
    /// Manipulation preconditions in RULES.md 1.5 order (take, rearrange).
    Reason checkManipulation(const Action &a) const;
    /// Rami live scoring: adds `delta` table points to `seat` (normal mode only). Returns the points
    /// credited: `delta`, or 0 where table actions score nothing.
    int scoreTable(int seat, int delta);
    int totalTableValue() const;
    /// unreturnedBorrowed() of the seat in turn, whatever the phase (for chargeTurnPenalties).
    std::vector<Card> unreturnedThisTurn() const;
    /// End of turn bookkeeping: rami penalties (4.5, 4.8), blocked rounds (4.10), next turn.
    void finishTurn(std::vector<Event> *events);
    void chargeTurnPenalties(std::vector<Event> *events);
    /// Ends the round because `seat` emptied its hand by a table action (rummy, rami).
    void goOut(int seat, std::vector<Event> *events);
    bool canDrawSomething(int seat) const;
    /// An empty stock could be rebuilt from the pile now (2 or more cards, a rebuild left).
    bool canRebuild() const;
    /// `seat` may draw the pile's top card now (discard mode, pile, opened as needed; rami 4.3, 4.10).
    bool pileDrawPossible(int seat) const;
    Reason checkDiscard(const Action &a) const;
    /// Rebuilds the stock from the pile (2.10, 3.10); false when the round must end instead.
    bool rebuildStock(std::vector<Event> *events);
    void pushUndo();

    RuleSet m_rules;
    RoundState m_s;
    std::vector<RoundState> m_undo;
    std::vector<Card> m_shoe;
    MeldCause m_cause; ///< of the last invalid_meld refusal
    /// Returns InvalidMeld with `cause` kept for meldCause().
    Reason invalidMeld(MeldCause cause);
};

} // namespace remi
