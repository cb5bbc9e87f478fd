// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to the computer players (ComputerPlayer.h): the easy and normal levels' decisions.
//
// A Planner is built for one action from the view only (fair play) and proposes the next action
// of the turn: draw, opening, joker swap, melds, lay-offs, rami rearrangements, then the discard.
// Its parts: BotPolicy.cpp (the decisions), CardTracking.cpp (seen cards, what a discard keeps or
// gives away); the hard level (HardSearch.h) starts from its ranked candidates.

#include "ai/bots/ComputerPlayer.h"
#include "ai/partition/MeldPartition.h"

#include "engine/Arrangement.h"
#include "engine/Meld.h"
#include "engine/Random.h"
#include "engine/Scoring.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace remi::ai::bot {

inline bool containsId(const std::vector<CardId> &ids, CardId id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

inline bool holds(const std::vector<Card> &cards, CardId id)
{
    return std::any_of(cards.begin(), cards.end(), [id](const Card &c) { return c.id == id; });
}

inline std::vector<Card> without(const std::vector<Card> &cards, CardId id)
{
    std::vector<Card> out;
    out.reserve(cards.size());
    for (const Card &c : cards)
        if (c.id != id) out.push_back(c);
    return out;
}

inline std::vector<Card> withoutAll(const std::vector<Card> &cards, const std::vector<Meld> &melds)
{
    std::vector<Card> out;
    for (const Card &c : cards) {
        bool used = false;
        for (const Meld &m : melds) used = used || m.contains(c.id);
        if (!used) out.push_back(c);
    }
    return out;
}

inline std::vector<CardId> idsOf(const std::vector<Card> &cards)
{
    std::vector<CardId> out;
    out.reserve(cards.size());
    for (const Card &c : cards) out.push_back(c.id);
    return out;
}

inline std::vector<std::vector<CardId>> meldIds(const std::vector<Meld> &melds)
{
    std::vector<std::vector<CardId>> out;
    out.reserve(melds.size());
    for (const Meld &m : melds) out.push_back(idsOf(m.cards));
    return out;
}

inline bool inMelds(const std::vector<Meld> &melds, CardId id)
{
    return std::any_of(melds.begin(), melds.end(), [id](const Meld &m) { return m.contains(id); });
}

inline std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    Random r(a ^ (b * 0x9E3779B97F4A7C15ULL));
    return r.next();
}

/// Partitions solved during one turn of one seat. Every step of a turn (swap, meld, lay-off,
/// discard) asks again for the same hands' partitions; the solver is a pure function of the
/// cards (in order), the rules and the options, so answering from the cache changes no decision.
class SolveCache {
  public:
    /// Forgets everything unless this is still the same turn of the same seat under the same rules.
    void startTurn(const RuleSet &r, int seat, int turnIndex)
    {
        if (&r == m_rules && r.variant == m_variant && seat == m_seat && turnIndex == m_turn) return;
        m_entries.clear();
        m_rules = &r;
        m_variant = r.variant;
        m_seat = seat;
        m_turn = turnIndex;
    }
    /// `kind` names the options (they are built from the rules and `kind` only).
    const MeldPartition &solve(const std::vector<Card> &hand, const RuleSet &r, int kind,
                               const PartitionOptions &options)
    {
        for (const Entry &e : m_entries)
            if (e.kind == kind && e.cards.size() == hand.size() &&
                std::equal(hand.begin(), hand.end(), e.cards.begin(),
                           [](const Card &a, CardId b) { return a.id == b; }))
                return e.result;
        Entry &e = m_entries.emplace_back();
        e.kind = kind;
        e.cards.reserve(hand.size());
        for (const Card &c : hand) e.cards.push_back(c.id);
        e.result = m_solver.solve(hand, r, options);
        return e.result;
    }

  private:
    struct Entry {
        int kind = 0;
        std::vector<CardId> cards;
        MeldPartition result;
    };
    std::deque<Entry> m_entries; // references stay valid until the next turn
    MeldPartitioner m_solver;
    const RuleSet *m_rules = nullptr;
    std::string m_variant;
    int m_seat = -1, m_turn = -1;
};

/// What the level does.
struct Policy {
    bool mistakes = false;    ///< easy: random slips
    bool swaps = true;        ///< joker swaps
    bool tracking = true;     ///< seen cards and the next player's needs
    bool deepPickups = true;  ///< remi_indonesia pickups below the top card
    bool manipulation = true; ///< rami `manipulation`: rearrange the table (RearrangePlanner.h)
    bool pileLayOffs = true;  ///< take a top discard that lays off onto a table meld (pileLayOffHelps)
    /// The expert where RuleSet::expertWaitsForHand: a seat that has not opened holds its opening
    /// back (and discards) unless it goes out in this turn (a remi51 *hand*, a rami *remi*), another
    /// seat holds at most kHandWaitCloseCards cards, or the stock has at most kHandWaitLastStock.
    bool waitForHand = false;
};

/// The expert's own policy without its search (ComputerLevels.cpp): the normal policy, waiting
/// for a hand where `expert.waitsForHandFor(rules)`. Plays the expert's own turns in its playouts.
std::unique_ptr<ComputerPlayer> makeExpertPlayoutPlayer(const ExpertConfig &expert);
/// The normal level (ComputerLevels.cpp, the same as makeComputerPlayer(BotLevel::Normal)): the
/// other seats in the playouts of the hard and expert searches.
std::unique_ptr<ComputerPlayer> makeNormalPlayoutPlayer();

/// Policy::waitForHand opens anyway when another seat holds this many cards or fewer (cards).
inline constexpr int kHandWaitCloseCards = 3;
/// Policy::waitForHand opens anyway when the face-down stock has this many cards or fewer.
inline constexpr int kHandWaitLastStock = 6;

/// Everything a decision needs, built from the view only.
class Planner {
  public:
    Planner(const PlayerView &v, const RuleSet &r, const Policy &p, std::uint64_t seed, SolveCache &cache)
        : v(v), r(r), p(p), rng(mix(seed, static_cast<std::uint64_t>(v.turnIndex) * 131 + v.hand.size())), cache(cache)
    {
        cache.startTurn(r, v.seat, v.turnIndex);
        seat = v.seat;
        opened = seat < static_cast<int>(v.opened.size()) && v.opened[static_cast<std::size_t>(seat)];
        for (const Meld &m : v.table)
            if (m.owner == seat && m.kind == MeldKind::Run) hasSeqOnTable = true;
    }

    Action next();

    /// Discard candidates of the normal policy, best first (cost, card).
    std::vector<std::pair<double, Card>> rankDiscards(const std::vector<Card> &hand);
    bool mustDiscard() const { return r.discardMode != DiscardMode::None; }
    bool planIsDiscard = false;
    bool pileTakeConsidered = false; ///< the draw compared the top discard with the stock
    /// The draw takes the top discard to lay it off onto a table meld (pileLayOffHelps).
    bool pileLaysOff = false;
    /// The draw's pickups that meld at once (remi_indonesia, RULES.md 5.3), one per depth that
    /// has one, shallowest first; the normal policy took the best by its static score, if any.
    std::vector<Action> pickups;

    const PlayerView &v;
    const RuleSet &r;
    Policy p;
    Random rng;
    SolveCache &cache;
    int seat = 0;
    bool opened = false;
    bool hasSeqOnTable = false;

    PartitionOptions playOptions(bool keepOne) const
    {
        PartitionOptions o = deadwoodOptions(r);
        o.keepOneCard = keepOne;
        o.hasSequenceElsewhere = hasSeqOnTable;
        return o;
    }
    const MeldPartition &solveDeadwood(const std::vector<Card> &hand, bool keepOne) const
    {
        return cache.solve(hand, r, keepOne ? 1 : 0, playOptions(keepOne));
    }
    const MeldPartition &solveOpening(const std::vector<Card> &hand) const
    {
        return cache.solve(hand, r, 2, openingOptions(r));
    }
    /// The value `solveDeadwood` gives a card left in hand.
    int deadwoodValue(const Card &c) const { return cardCostInHand(c, r); }
    /// The deadwood of solveDeadwood(hand minus `c`, false), given `full` = solveDeadwood(hand,
    /// false). A deadwood card of `full` leaves the rest of `full` optimal (any partition of the
    /// smaller hand, plus `c` as deadwood, is one of the whole hand), so only a melded card needs
    /// a new search.
    struct Leftover {
        int points = 0;
        std::vector<Card> cards;
    };
    Leftover deadwoodWithout(const std::vector<Card> &hand, const MeldPartition &full, const Card &c,
                             bool wantCards = true) const
    {
        Leftover out;
        if (full.feasible && !inMelds(full.melds, c.id)) {
            out.points = full.deadwoodPoints - deadwoodValue(c);
            if (wantCards)
                for (const Card &d : full.deadwood)
                    if (d.id != c.id) out.cards.push_back(d);
            return out;
        }
        const MeldPartition &p = solveDeadwood(without(hand, c.id), false);
        out.points = p.deadwoodPoints;
        if (wantCards) out.cards = p.deadwood;
        return out;
    }

    bool restrictedCircuits() const { return v.turnIndex < r.noOpenOrCloseCircuits * v.players; }
    bool fitsTable(const Card &c, const std::vector<Meld> &table) const { return fitsTable(c, table, r); }
    /// Could `c` be laid off onto one of `table`'s melds under `rules` (RULES.md 3.7 "fit")?
    static bool fitsTable(const Card &c, const std::vector<Meld> &table, const RuleSet &rules)
    {
        return std::any_of(table.begin(), table.end(),
                           [&](const Meld &m) { return mayFit(m, c) && cardFitsMeld(m, c, rules, rules.jokerLimit); });
    }
    /// False when natural `c` cannot join `m` whatever the ends: a run or an identical
    /// combination takes only its suit, a set only its rank (RULES.md 1.3). Saves building the
    /// extended meld (extendMeld allocates) for most pairs.
    static bool mayFit(const Meld &m, const Card &c)
    {
        if (c.isJoker()) return true;
        switch (m.kind) {
        case MeldKind::Run: return c.suit == m.suit;
        case MeldKind::Set: return c.rank == m.low || (c.rank == kAce && m.low == kHighAce);
        case MeldKind::Identical: return c.suit == m.suit;
        }
        return true;
    }
    /// Would discarding `c` from `hand` (after this turn's planned actions) be accepted?
    bool discardOk(const Card &c, const std::vector<Card> &hand, const std::vector<Meld> &table, bool openedAfter,
                   bool layOffOntoOthers) const;
    /// Can the turn still end with `hand` and `table` (a discard, end_turn, or an empty hand)?
    bool canEnd(const std::vector<Card> &hand, const std::vector<Meld> &table, bool openedAfter,
                bool layOffOntoOthers) const;

    Action drawStep();
    /// Whether the top discard `top` can be laid off onto a table meld (the engine's extendMeld on a
    /// copy of the table, RULES.md 3.5) by an opened seat whose turn can then still end without
    /// discarding it (3.3), and leaves fewer deadwood points after the best discard than the hand
    /// has now (or goes out). Never for a joker or where the rules allow no lay-off.
    bool pileLayOffHelps(const Card &top) const;
    std::optional<Action> openingStep();
    /// The opening openingStep lays from `hand` (the best partition reaching the minimum, cut to
    /// one meld where oneMeldPerTurn) when the turn can still end after it, with the table
    /// including those melds (RULES.md 3.3, 3.7); nullopt otherwise. The draw asks it too before
    /// taking a provisional pickup, so a card is taken only for an opening the turn will lay.
    std::optional<std::vector<Meld>> openingFor(const std::vector<Card> &hand) const;
    /// Policy::waitForHand: whether to hold back `opening` (leaving `rest` in hand) this turn.
    bool waitsForHand(const std::vector<Meld> &opening, const std::vector<Card> &rest) const;
    std::optional<Action> swapStep();
    std::optional<Action> meldStep();
    std::optional<Action> layOffStep();
    std::optional<Action> rearrangeStep();
    Action discardStep();

    /// How much the hand keeps by holding `c` beside `others` (unseen completions only).
    double synergy(const Card &c, const std::vector<Card> &others) const;
    /// How much discarding `c` may help the next seat.
    double danger(const Card &c) const;
    int unseenCopies(int rank, Suit suit) const;
    std::vector<Card> seenCards() const;
    mutable std::optional<std::vector<int>> seenCount; ///< by face index rank*4+suit
};

} // namespace remi::ai::bot
