#include "ai/ComputerPlayer.h"

#include "ai/MeldPartition.h"
#include "ai/RearrangePlanner.h"

#include "engine/Arrangement.h"
#include "engine/Meld.h"
#include "engine/Random.h"
#include "engine/Scoring.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <deque>
#include <limits>
#include <utility>

namespace remi::ai {

std::string_view botLevelName(BotLevel level)
{
    switch (level) {
    case BotLevel::Easy: return "easy";
    case BotLevel::Normal: return "normal";
    case BotLevel::Hard: return "hard";
    }
    return "normal";
}

std::optional<BotLevel> parseBotLevel(std::string_view name)
{
    if (name == "easy") return BotLevel::Easy;
    if (name == "normal") return BotLevel::Normal;
    if (name == "hard") return BotLevel::Hard;
    return std::nullopt;
}

namespace {

bool containsId(const std::vector<CardId> &ids, CardId id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool holds(const std::vector<Card> &cards, CardId id)
{
    return std::any_of(cards.begin(), cards.end(), [id](const Card &c) { return c.id == id; });
}

std::vector<Card> without(const std::vector<Card> &cards, CardId id)
{
    std::vector<Card> out;
    out.reserve(cards.size());
    for (const Card &c : cards)
        if (c.id != id) out.push_back(c);
    return out;
}

std::vector<Card> withoutAll(const std::vector<Card> &cards, const std::vector<Meld> &melds)
{
    std::vector<Card> out;
    for (const Card &c : cards) {
        bool used = false;
        for (const Meld &m : melds)
            used = used || m.contains(c.id);
        if (!used) out.push_back(c);
    }
    return out;
}

std::vector<CardId> idsOf(const std::vector<Card> &cards)
{
    std::vector<CardId> out;
    for (const Card &c : cards)
        out.push_back(c.id);
    return out;
}

std::vector<std::vector<CardId>> meldIds(const std::vector<Meld> &melds)
{
    std::vector<std::vector<CardId>> out;
    for (const Meld &m : melds)
        out.push_back(idsOf(m.cards));
    return out;
}

bool inMelds(const std::vector<Meld> &melds, CardId id)
{
    return std::any_of(melds.begin(), melds.end(), [id](const Meld &m) { return m.contains(id); });
}

/// Paired differences (alternative minus the normal policy's choice, same determinization): the
/// hard level departs from the normal choice only when the playouts favour the alternative
/// clearly (mean above `kSignificance` standard errors), so sampling noise cannot make it worse.
struct PairedDiff {
    double sum = 0, sumSq = 0;
    int n = 0;
    void add(double d)
    {
        sum += d;
        sumSq += d * d;
        ++n;
    }
    double mean() const { return n ? sum / n : 0.0; }
    /// Mean divided by its standard error (0 with fewer than 2 samples).
    double score() const
    {
        if (n < 2) return 0;
        const double m = mean();
        const double var = std::max(0.0, (sumSq - n * m * m) / (n - 1));
        if (var <= 1e-12) return m > 0 ? 1e9 : (m < 0 ? -1e9 : 0);
        return m / std::sqrt(var / n);
    }
};
constexpr double kSignificance = 2.0;

std::uint64_t mix(std::uint64_t a, std::uint64_t b)
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
        for (const Card &c : hand)
            e.cards.push_back(c.id);
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
    bool mistakes = false;     ///< easy: random slips
    bool swaps = true;         ///< joker swaps
    bool tracking = true;      ///< seen cards and the next player's needs
    bool deepPickups = true;   ///< remi_indonesia pickups below the top card
    bool manipulation = true;  ///< rami `manipulation`: rearrange the table (RearrangePlanner.h)
};

/// Everything a decision needs, built from the view only.
class Planner {
public:
    Planner(const PlayerView &v, const RuleSet &r, const Policy &p, std::uint64_t seed, SolveCache &cache)
        : v(v), r(r), p(p), rng(mix(seed, static_cast<std::uint64_t>(v.turnIndex) * 131 + v.hand.size())),
          cache(cache)
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
    int deadwoodValue(const Card &c) const
    {
        return r.scoring == ScoringScheme::PlusMinus ? indonesianCardValue(c, r) : handCardValue(c, r);
    }
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
    bool fitsTable(const Card &c, const std::vector<Meld> &table) const
    {
        return std::any_of(table.begin(), table.end(),
                           [&](const Meld &m) { return cardFitsMeld(m, c, r, r.jokerLimit); });
    }
    /// Would discarding `c` from `hand` (after this turn's planned actions) be accepted?
    bool discardOk(const Card &c, const std::vector<Card> &hand, const std::vector<Meld> &table, bool openedAfter,
                   bool layOffOntoOthers) const;
    /// Can the turn still end with `hand` and `table` (a discard, end_turn, or an empty hand)?
    bool canEnd(const std::vector<Card> &hand, const std::vector<Meld> &table, bool openedAfter,
                bool layOffOntoOthers) const;

    Action drawStep();
    std::optional<Action> openingStep();
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

bool Planner::discardOk(const Card &c, const std::vector<Card> &hand, const std::vector<Meld> &table,
                        bool openedAfter, bool layOffOntoOthers) const
{
    if (r.discardMode == DiscardMode::None) return false;
    if (!r.allowRediscardTaken && containsId(v.turn.takenFromPile, c.id)) return false;
    if (r.freedJokerRule == FreedJokerRule::MustPlay)
        for (CardId id : v.turn.freedJokers)
            if (holds(hand, id)) return false;
    if (v.turn.provisionalPickup && !openedAfter) return false;
    if (v.turn.tookCutCard) return false;
    const bool empties = hand.size() == 1;
    if (empties) {
        if (!openedAfter || restrictedCircuits()) return false;
        if (r.strictHand && !v.turn.openedAtStart && (layOffOntoOthers || v.turn.layOffOntoOthers)) return false;
        if (c.isJoker() && r.jokerCannotClose) return false;
        if (r.closingCardMustNotFit && fitsTable(c, table)) return false;
    } else if (r.noPlayableDiscard && !c.isJoker() && fitsTable(c, table)) {
        const bool unplayable = std::any_of(hand.begin(), hand.end(),
                                            [&](const Card &o) { return !o.isJoker() && !fitsTable(o, table); });
        if (unplayable) return false;
    }
    return true;
}

bool Planner::canEnd(const std::vector<Card> &hand, const std::vector<Meld> &table, bool openedAfter,
                     bool layOffOntoOthers) const
{
    if (hand.empty()) return !r.mustDiscardToGoOut;
    if (r.discardMode == DiscardMode::None) {
        // end_turn; rami: a recovered joker left in hand costs a penalty (avoid it).
        for (CardId id : v.turn.recoveredJokers)
            if (holds(hand, id)) return false;
        return true;
    }
    if (r.freedJokerRule == FreedJokerRule::Penalty)
        for (CardId id : v.turn.recoveredJokers)
            if (holds(hand, id)) return false;
    return std::any_of(hand.begin(), hand.end(),
                       [&](const Card &c) { return discardOk(c, hand, table, openedAfter, layOffOntoOthers); });
}

Action Planner::next()
{
    if (v.phase == Phase::Draw) return drawStep();
    if (r.needsOpening() && !opened) {
        if (auto a = openingStep()) return *a;
        return discardStep();
    }
    if (p.swaps) {
        if (auto a = swapStep()) return *a;
    }
    if (auto a = meldStep()) return *a;
    if (auto a = layOffStep()) return *a;
    if (p.manipulation) {
        if (auto a = rearrangeStep()) return *a;
    }
    return discardStep();
}

// ---- draw ---------------------------------------------------------------------------------

Action Planner::drawStep()
{
    const Action stock = Action::draw(seat, DrawSource::Stock);
    std::optional<Card> top;
    if (!v.pile.empty() && !v.pile.back().buried) top = v.pile.back().card;

    if (r.discardPickup == DiscardPickup::PickupMeld) {
        // remi_indonesia: pick up a pile card only by melding it at once (RULES.md 5.3).
        const int maxDepth = std::min(p.deepPickups ? r.discardPickDepth : 1, static_cast<int>(v.pile.size()));
        std::optional<Action> best;
        int bestScore = std::numeric_limits<int>::min();
        for (int d = 1; d <= maxDepth; ++d) {
            const Card picked = v.pile[v.pile.size() - static_cast<std::size_t>(d)].card;
            std::vector<Card> above;
            for (std::size_t i = v.pile.size() - static_cast<std::size_t>(d) + 1; i < v.pile.size(); ++i)
                above.push_back(v.pile[i].card);
            std::vector<Card> cards = v.hand;
            cards.insert(cards.end(), above.begin(), above.end());
            cards.push_back(picked);
            const MeldPartition &part = solveDeadwood(cards, false);
            const Meld *mine = nullptr;
            for (const Meld &m : part.melds)
                if (m.contains(picked.id)) mine = &m;
            if (!mine) continue;
            bool fromHand = true;
            for (const Card &c : mine->cards)
                if (c.id != picked.id && !holds(v.hand, c.id)) fromHand = false;
            if (!fromHand || mine->size() < 3) continue;
            // The cards above must be useful too (they become hand cards).
            bool aboveUsed = true;
            for (const Card &c : above)
                if (!inMelds(part.melds, c.id)) aboveUsed = false;
            if (!aboveUsed) continue;
            // A card must stay, and one of them must be discardable (not one taken from the pile).
            bool ownCardLeft = false;
            for (const Card &c : v.hand)
                if (!mine->contains(c.id)) ownCardLeft = true;
            if (!ownCardLeft && !r.allowRediscardTaken) continue;
            if (static_cast<int>(cards.size()) - mine->size() < 1) continue;
            if (r.setNeedsSequence && mine->kind == MeldKind::Set && !hasSeqOnTable && !part.hasRun) continue;
            const int score = part.value - part.deadwoodPoints - d;
            if (score > bestScore) {
                bestScore = score;
                best = Action::pickupMeld(seat, d, idsOf(mine->cards));
            }
        }
        if (best && (!p.mistakes || rng.below(100) >= 30)) return *best;
        return stock;
    }

    if (!top) return stock;
    bool mayTake = false;
    bool needOpening = false;
    switch (r.discardPickup) {
    case DiscardPickup::Always: mayTake = true; break;
    case DiscardPickup::FirstCircuitOrOpening:
        mayTake = true;
        needOpening = !opened && v.turnIndex >= v.players;
        break;
    case DiscardPickup::OpenedOnly:
        mayTake = opened && (r.discardMode == DiscardMode::Single || r.discardMode == DiscardMode::Multiple);
        break;
    case DiscardPickup::PickupMeld: break;
    }
    if (!mayTake) return stock;
    std::vector<Card> cards = v.hand;
    cards.push_back(*top);
    bool take = false;
    if (needOpening) {
        if (!restrictedCircuits()) {
            const MeldPartition &part = solveOpening(cards);
            take = part.reachesMinimum && inMelds(part.melds, top->id) &&
                   canEnd(part.deadwood, v.table, true, false);
        }
    } else {
        const MeldPartition &with = solveDeadwood(cards, false);
        if (inMelds(with.melds, top->id)) {
            pileTakeConsidered = !r.needsOpening() || opened;
            // Worth it only when it improves the hand after the best discard.
            const MeldPartition &now = solveDeadwood(v.hand, false);
            // A card must be discarded (not the one taken): compare after the best such discard.
            // A joker is never the discard while a natural can go (discardStep ranks it last):
            // counting it here took a card for a hand that could not shed the joker, and two
            // bots holding a joker and one 3 each passed the other 3 back and forth for ever.
            const bool naturalLeft = std::any_of(cards.begin(), cards.end(), [&](const Card &c) {
                return c.id != top->id && !c.isJoker();
            });
            int bestAfter = std::numeric_limits<int>::max();
            for (const Card &c : cards) {
                if (c.id == top->id || (naturalLeft && c.isJoker())) continue;
                bestAfter = std::min(bestAfter, deadwoodWithout(cards, with, c, false).points);
            }
            take = bestAfter < now.deadwoodPoints;
            // Before opening (remi51 first circuit, rami never) the card must help the opening.
            if (take && r.needsOpening() && !opened) {
                const MeldPartition &op = solveOpening(cards);
                take = inMelds(op.melds, top->id);
            }
        }
    }
    if (take && p.mistakes && rng.below(100) < 25) take = false;
    return take ? Action::draw(seat, DrawSource::Discard, 1) : stock;
}

// ---- play ---------------------------------------------------------------------------------

std::optional<Action> Planner::openingStep()
{
    if (restrictedCircuits()) return std::nullopt;
    const MeldPartition &part = solveOpening(v.hand);
    if (!part.reachesMinimum || part.melds.empty()) return std::nullopt;
    std::vector<Meld> melds = part.melds;
    if (r.oneMeldPerTurn) melds.resize(1);
    std::vector<Card> rest = withoutAll(v.hand, melds);
    std::vector<Meld> table = v.table;
    table.insert(table.end(), melds.begin(), melds.end());
    if (!canEnd(rest, table, true, false)) return std::nullopt;
    return Action::meld(seat, meldIds(melds));
}

std::optional<Action> Planner::swapStep()
{
    if (!r.jokerSwap || !opened) return std::nullopt;
    const MeldPartition &now = solveDeadwood(v.hand, r.mustDiscardToGoOut);
    for (int t = 0; t < static_cast<int>(v.table.size()); ++t) {
        const Meld &m = v.table[static_cast<std::size_t>(t)];
        if (m.jokerCount() == 0) continue;
        for (const Card &c : v.hand) {
            if (c.isJoker()) continue;
            int idx = -1;
            if (findJokerSwap(m, c, idx) != SwapMatch::Found || idx < 0) continue;
            const Card joker = m.cards[static_cast<std::size_t>(idx)];
            std::vector<Card> hand = without(v.hand, c.id);
            hand.push_back(joker);
            const MeldPartition &after = solveDeadwood(hand, r.mustDiscardToGoOut);
            if (!inMelds(after.melds, joker.id)) continue;
            if (after.deadwoodPoints > now.deadwoodPoints) continue;
            if (after.deadwoodPoints == now.deadwoodPoints && after.meldedCards() <= now.meldedCards()) continue;
            if (r.oneMeldPerTurn && v.turn.meldsLaid > 0) continue;
            std::vector<Meld> table = v.table;
            table[static_cast<std::size_t>(t)].cards[static_cast<std::size_t>(idx)] = c;
            table.insert(table.end(), after.melds.begin(), after.melds.end());
            if (!canEnd(after.deadwood, table, true, false)) continue;
            return Action::swapJoker(seat, c.id, t);
        }
    }
    return std::nullopt;
}

std::optional<Action> Planner::meldStep()
{
    if (r.oneMeldPerTurn && v.turn.meldsLaid > 0) return std::nullopt;
    const bool closingOnly = !r.meldFromHandDuringPlay;
    const MeldPartition &part = solveDeadwood(v.hand, r.mustDiscardToGoOut);
    if (part.melds.empty()) return std::nullopt;
    if (closingOnly && part.deadwood.size() != 1) return std::nullopt;
    std::vector<Meld> melds = part.melds;
    if (r.oneMeldPerTurn) melds.resize(1);
    // Easy forgets to lay some melds (it keeps them for later).
    if (p.mistakes && !closingOnly && rng.below(100) < 30) {
        bool jokerInside = false;
        for (CardId id : v.turn.freedJokers)
            jokerInside = jokerInside || inMelds(melds, id);
        for (CardId id : v.turn.recoveredJokers)
            jokerInside = jokerInside || inMelds(melds, id);
        if (!jokerInside) return std::nullopt;
    }
    while (!melds.empty()) {
        std::vector<Card> rest = withoutAll(v.hand, melds);
        std::vector<Meld> table = v.table;
        table.insert(table.end(), melds.begin(), melds.end());
        if (canEnd(rest, table, opened, false)) return Action::meld(seat, meldIds(melds));
        if (closingOnly) break;
        melds.pop_back();
    }
    return std::nullopt;
}

std::optional<Action> Planner::layOffStep()
{
    if (!r.layOffAllowed || !opened) return std::nullopt;
    if (!r.layOffOnOpeningTurn && !v.turn.openedAtStart) return std::nullopt;
    const MeldPartition &part = solveDeadwood(v.hand, false);
    std::vector<Card> candidates = part.deadwood;
    if (p.mistakes && rng.below(100) < 30) return std::nullopt;
    for (const Card &c : candidates) {
        // A joker is laid off only near the end, where it would block the close (remi51 3.7).
        if (c.isJoker() && (!r.jokerMayLayOff || v.hand.size() > 3)) continue;
        for (int t = 0; t < static_cast<int>(v.table.size()); ++t) {
            const Meld &m = v.table[static_cast<std::size_t>(t)];
            const bool others = m.owner != seat;
            if (others && r.strictHand && !v.turn.openedAtStart) continue;
            for (bool high : {true, false}) {
                std::optional<Meld> ext = extendMeld(m, c, high, r, r.jokerLimit);
                if (!ext) continue;
                std::vector<Card> hand = without(v.hand, c.id);
                if (hand.empty() && r.mustDiscardToGoOut) continue;
                std::vector<Meld> table = v.table;
                table[static_cast<std::size_t>(t)] = *ext;
                if (!canEnd(hand, table, true, others)) continue;
                const MeldEnd end = m.kind == MeldKind::Run ? (high ? MeldEnd::High : MeldEnd::Low) : MeldEnd::Auto;
                return Action::layOff(seat, c.id, t, end);
            }
        }
    }
    return std::nullopt;
}

std::optional<Action> Planner::rearrangeStep()
{
    if (!r.manipulationRule || !r.manipulation || !opened || v.phase != Phase::Play) return std::nullopt;
    thread_local TableManipulationSolver solver;
    // A placed card is worth its hand value plus a little for every card shed (going out).
    const auto worth = [this](const Card &c) { return handCardValue(c, r) + 5; };
    // A bounded search keeps the move time low; past the bound the bot simply does not rearrange.
    const std::optional<RearrangePlan> plan = planRearrange(v.table, v.hand, r, worth, solver, 60000);
    if (!plan || !canEnd(plan->rest, plan->table, true, true)) return std::nullopt;
    int before = 0, after = 0, shed = 0;
    for (const Meld &m : v.table) before += tableValue(m, r);
    for (const Meld &m : plan->table) after += tableValue(m, r);
    for (const Card &c : plan->placed) shed += handCardValue(c, r);
    if (after - before + shed <= 0) return std::nullopt;
    return Action::rearrange(seat, meldIds(plan->table));
}

std::vector<Card> Planner::seenCards() const
{
    std::vector<Card> seen = v.hand;
    for (const Meld &m : v.table)
        seen.insert(seen.end(), m.cards.begin(), m.cards.end());
    for (const PileCard &pc : v.pile)
        seen.push_back(pc.card);
    if (v.cut) seen.push_back(*v.cut);
    for (std::size_t s = 0; s < v.knownCards.size(); ++s)
        if (static_cast<int>(s) != seat) seen.insert(seen.end(), v.knownCards[s].begin(), v.knownCards[s].end());
    return seen;
}

int Planner::unseenCopies(int rank, Suit suit) const
{
    if (rank == kHighAce) rank = kAce;
    if (rank < 1 || rank > 13 || suit == Suit::None) return 0;
    if (!seenCount) {
        seenCount = std::vector<int>(14 * 4, 0);
        for (const Card &c : seenCards())
            if (!c.isJoker()) ++(*seenCount)[static_cast<std::size_t>(c.rank * 4 + static_cast<int>(c.suit))];
    }
    const int seen = (*seenCount)[static_cast<std::size_t>(rank * 4 + static_cast<int>(suit))];
    return std::max(0, r.decks - seen);
}

double Planner::synergy(const Card &c, const std::vector<Card> &others) const
{
    if (c.isJoker()) return 0;
    double s = 0;
    for (const Card &o : others) {
        if (o.isJoker() || o.id == c.id) continue;
        if (o.rank == c.rank && o.suit != c.suit) {
            // A pair: any other suit completes the set.
            int live = 0;
            for (int su = 0; su < 4; ++su) {
                const Suit x = static_cast<Suit>(su);
                if (x != c.suit && x != o.suit) live += p.tracking ? unseenCopies(c.rank, x) : 1;
            }
            s += live > 0 ? 2.0 + 0.5 * live : 0.0;
        } else if (o.suit == c.suit && o.rank != c.rank && std::abs(o.rank - c.rank) <= 2) {
            const int lo = std::min(o.rank, c.rank), hi = std::max(o.rank, c.rank);
            int live = 0;
            if (hi - lo == 2) live = p.tracking ? unseenCopies(lo + 1, c.suit) : 1;
            else live = (p.tracking ? unseenCopies(lo - 1, c.suit) + unseenCopies(hi + 1, c.suit) : 2);
            s += live > 0 ? 2.0 + 0.5 * live : 0.0;
        } else if (r.identicalCombos && o.sameFace(c)) {
            s += 2.0;
        }
    }
    return s;
}

double Planner::danger(const Card &c) const
{
    if (!p.tracking || v.players < 2) return 0;
    const int next = (seat + 1) % v.players;
    double d = 0;
    if (static_cast<std::size_t>(next) < v.knownCards.size()) {
        for (const Card &k : v.knownCards[static_cast<std::size_t>(next)]) {
            if (k.isJoker()) continue;
            if (k.rank == c.rank) d += 4;
            else if (k.suit == c.suit && std::abs(k.rank - c.rank) <= 2) d += 3;
        }
    }
    // A discard that fits the table can be laid off by the next player.
    const bool nextOpened = static_cast<std::size_t>(next) < v.opened.size() && v.opened[static_cast<std::size_t>(next)];
    if (r.layOffAllowed && nextOpened && !c.isJoker() && fitsTable(c, v.table)) d += 2;
    return d;
}

std::vector<std::pair<double, Card>> Planner::rankDiscards(const std::vector<Card> &hand)
{
    std::vector<std::pair<double, Card>> out;
    const MeldPartition &full = solveDeadwood(hand, false);
    for (const Card &c : hand) {
        if (!discardOk(c, hand, v.table, opened, false)) continue;
        const Leftover part = deadwoodWithout(hand, full, c);
        double cost = part.points;
        cost += synergy(c, part.cards);
        cost += danger(c);
        if (c.isJoker()) cost += 60;
        // Ties: keep lower cards when everything else is equal (discard the higher one).
        cost -= 0.01 * handCardValue(c, r);
        out.emplace_back(cost, c);
    }
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

Action Planner::discardStep()
{
    planIsDiscard = true;
    if (!mustDiscard()) return Action::endTurn(seat);
    std::vector<std::pair<double, Card>> ranked = rankDiscards(v.hand);
    if (ranked.empty()) {
        // Nothing is accepted (the driver's fallback will undo); propose the first card.
        return v.hand.empty() ? Action::endTurn(seat) : Action::discard(seat, v.hand.front().id);
    }
    if (p.mistakes && ranked.size() > 1 && rng.below(100) < 25) {
        const std::size_t k = std::min<std::size_t>(ranked.size(), 4);
        std::size_t i = static_cast<std::size_t>(rng.below(k));
        if (ranked[i].second.isJoker()) i = 0;
        return Action::discard(seat, ranked[i].second.id);
    }
    return Action::discard(seat, ranked.front().second.id);
}

// ---- the hard level: determinized Monte Carlo over the discard ------------------------------

struct SimSeat {
    std::vector<Card> hand;
};

class Playout {
public:
    Playout(const RuleSet &r, int players) : r(r), players(players) {}
    const RuleSet &r;
    int players;
    MeldPartitioner solver;

    PartitionOptions options(bool keepOne) const
    {
        PartitionOptions o = deadwoodOptions(r);
        o.keepOneCard = keepOne;
        o.hasSequenceElsewhere = true;
        return o;
    }

    /// Plays `circuits` circuits from the seat after `me` (which just discarded `top`).
    /// Returns the value for `me`: positive is good.
    double run(std::vector<SimSeat> seats, std::vector<Card> stock, std::optional<Card> top, int me, int circuits)
    {
        const PartitionOptions keep = options(r.mustDiscardToGoOut);
        const PartitionOptions free = options(false);
        int s = me;
        for (int turn = 0; turn < circuits * players; ++turn) {
            s = (s + 1) % players;
            std::vector<Card> &hand = seats[static_cast<std::size_t>(s)].hand;
            std::optional<CardId> taken;
            bool tookTop = false;
            if (top && r.discardPickup != DiscardPickup::PickupMeld) {
                hand.push_back(*top);
                const MeldPartition with = solver.solve(hand, r, free);
                if (inMelds(with.melds, top->id)) {
                    tookTop = true;
                    taken = top->id;
                } else {
                    hand.pop_back();
                }
            }
            if (!tookTop) {
                if (stock.empty()) break;
                hand.push_back(stock.back());
                stock.pop_back();
            }
            const MeldPartition part = solver.solve(hand, r, keep);
            if (part.deadwood.size() <= (r.mustDiscardToGoOut ? 1u : 0u) && part.feasible) {
                // Goes out.
                double others = 0;
                for (int o = 0; o < players; ++o)
                    if (o != s) others += deadwood(seats[static_cast<std::size_t>(o)].hand, free);
                if (s == me) return others / std::max(1, players - 1) + 25;
                return -deadwood(seats[static_cast<std::size_t>(me)].hand, free) - 25;
            }
            // Discard the highest deadwood card (not the one just taken).
            const Card *worst = nullptr;
            for (const Card &c : part.deadwood) {
                if (taken && c.id == *taken) continue;
                if (c.isJoker()) continue;
                if (!worst || handCardValue(c, r) > handCardValue(*worst, r)) worst = &c;
            }
            if (!worst) {
                for (const Card &c : hand)
                    if (!(taken && c.id == *taken)) {
                        worst = &c;
                        break;
                    }
            }
            if (!worst) break;
            const Card out = *worst;
            hand = without(hand, out.id);
            top = out;
        }
        double others = 0;
        for (int o = 0; o < players; ++o)
            if (o != me) others += deadwood(seats[static_cast<std::size_t>(o)].hand, free);
        return 0.5 * (others / std::max(1, players - 1) - deadwood(seats[static_cast<std::size_t>(me)].hand, free));
    }

    double deadwood(const std::vector<Card> &hand, const PartitionOptions &o)
    {
        return solver.solve(hand, r, o).deadwoodPoints;
    }
};

/// Determinizations: the hidden cards (shoe minus everything the seat sees) dealt at random to the
/// other hands (beside the cards each is known to hold) and the stock.
class WorldSampler {
public:
    WorldSampler(const PlayerView &v, const RuleSet &r) : v(v)
    {
        std::vector<bool> seen(static_cast<std::size_t>(r.shoeSize()), false);
        auto mark = [&](const Card &c) {
            if (c.id < seen.size()) seen[c.id] = true;
        };
        for (const Card &c : v.hand) mark(c);
        for (const Meld &m : v.table)
            for (const Card &c : m.cards) mark(c);
        for (const PileCard &pc : v.pile) mark(pc.card);
        if (v.cut) mark(*v.cut);
        for (const auto &known : v.knownCards)
            for (const Card &c : known) mark(c);
        for (const Card &c : buildShoe(r.decks, r.jokers))
            if (!seen[c.id]) hidden.push_back(c); // id order: independent of where they really are
        unknownBySeat.assign(static_cast<std::size_t>(v.players), 0);
        for (int s = 0; s < v.players; ++s) {
            if (s == v.seat) continue;
            const int known = static_cast<int>(v.knownCards[static_cast<std::size_t>(s)].size());
            unknownBySeat[static_cast<std::size_t>(s)] = std::max(0, v.handSizes[static_cast<std::size_t>(s)] - known);
        }
    }

    /// One determinization: hands by seat (the own seat's left empty) and the stock (back() = top).
    void sample(Random &rng, std::vector<SimSeat> &seats, std::vector<Card> &stock) const
    {
        std::vector<Card> pool = hidden;
        rng.shuffle(pool);
        seats.assign(static_cast<std::size_t>(v.players), SimSeat{});
        std::size_t at = 0;
        for (int s = 0; s < v.players; ++s) {
            if (s == v.seat) continue;
            SimSeat &ss = seats[static_cast<std::size_t>(s)];
            ss.hand = v.knownCards[static_cast<std::size_t>(s)];
            for (int i = 0; i < unknownBySeat[static_cast<std::size_t>(s)] && at < pool.size(); ++i)
                ss.hand.push_back(pool[at++]);
        }
        stock.assign(pool.begin() + static_cast<std::ptrdiff_t>(at), pool.end());
    }

    const PlayerView &v;
    std::vector<Card> hidden;
    std::vector<int> unknownBySeat;
};

/// Stops the sampling loop at the budget or the sample limit.
class SampleClock {
public:
    explicit SampleClock(const HardConfig &c) : m_c(c), m_start(std::chrono::steady_clock::now()) {}
    bool more(int samples) const
    {
        if (samples >= std::max(1, m_c.maxSamples)) return false;
        if (m_c.budgetMs <= 0 || samples == 0) return true;
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count();
        return ms < m_c.budgetMs;
    }

private:
    const HardConfig &m_c;
    std::chrono::steady_clock::time_point m_start;
};

/// The playout policy's discard from `hand`: the highest deadwood card, not `keep`, not a joker.
std::optional<Card> cheapDiscard(MeldPartitioner &solver, const std::vector<Card> &hand, const RuleSet &r,
                                 const PartitionOptions &o, std::optional<CardId> keep)
{
    const MeldPartition part = solver.solve(hand, r, o);
    std::optional<Card> worst;
    for (const Card &c : part.deadwood) {
        if ((keep && c.id == *keep) || c.isJoker()) continue;
        if (!worst || handCardValue(c, r) > handCardValue(*worst, r)) worst = c;
    }
    if (!worst)
        for (const Card &c : hand)
            if (!(keep && c.id == *keep) && !c.isJoker()) return c;
    return worst;
}

class BotImpl : public ComputerPlayer {
public:
    BotImpl(BotLevel level, const HardConfig &hard) : m_level(level), m_hard(hard)
    {
        if (level == BotLevel::Easy) {
            m_policy.mistakes = true;
            m_policy.swaps = false;
            m_policy.tracking = false;
            m_policy.deepPickups = false;
            m_policy.manipulation = false;
        }
    }
    BotLevel level() const override { return m_level; }

    Action nextAction(const PlayerView &view, const RuleSet &rules, std::uint64_t seed) override
    {
        Planner planner(view, rules, m_policy, seed, m_cache);
        Action a = planner.next();
        if (m_level != BotLevel::Hard) return a;
        if (planner.pileTakeConsidered) return hardDraw(planner, a, seed);
        if (planner.planIsDiscard && a.type == ActionType::Discard) return hardDiscard(planner, a, seed);
        return a;
    }

private:
    Action hardDiscard(Planner &planner, const Action &normal, std::uint64_t seed);
    Action hardDraw(Planner &planner, const Action &normal, std::uint64_t seed);

    BotLevel m_level;
    HardConfig m_hard;
    Policy m_policy;
    SolveCache m_cache;
};

Action BotImpl::hardDraw(Planner &planner, const Action &normal, std::uint64_t seed)
{
    // Taking the top discard (then the best discard) against a sampled stock card.
    const PlayerView &v = planner.v;
    const RuleSet &r = planner.r;
    if (v.players < 2 || v.pile.empty()) return normal;
    const Card top = v.pile.back().card;
    const WorldSampler world(v, r);
    Random rng(mix(seed, 0xD2A3ULL + static_cast<std::uint64_t>(v.turnIndex)));
    Playout playout(r, v.players);
    const PartitionOptions free = playout.options(false);
    const SampleClock clock(m_hard);
    PairedDiff pileMinusStock;
    int samples = 0;
    std::vector<SimSeat> seats;
    std::vector<Card> stock;
    for (; clock.more(samples); ++samples) {
        world.sample(rng, seats, stock);
        if (stock.empty()) break;
        double pileValue = 0;
        {
            std::vector<SimSeat> s = seats;
            std::vector<Card> hand = v.hand;
            hand.push_back(top);
            const auto d = cheapDiscard(playout.solver, hand, r, free, top.id);
            if (!d) return normal;
            s[static_cast<std::size_t>(v.seat)].hand = without(hand, d->id);
            pileValue = playout.run(std::move(s), stock, *d, v.seat, std::max(1, m_hard.horizonCircuits));
        }
        {
            std::vector<SimSeat> s = seats;
            std::vector<Card> st = stock;
            std::vector<Card> hand = v.hand;
            hand.push_back(st.back());
            st.pop_back();
            const auto d = cheapDiscard(playout.solver, hand, r, free, std::nullopt);
            if (!d) return normal;
            s[static_cast<std::size_t>(v.seat)].hand = without(hand, d->id);
            pileMinusStock.add(pileValue -
                               playout.run(std::move(s), std::move(st), *d, v.seat, std::max(1, m_hard.horizonCircuits)));
        }
    }
    if (samples == 0) return normal;
    const bool normalTakes = normal.type == ActionType::Draw && normal.from == DrawSource::Discard;
    const double z = pileMinusStock.score();
    if (normalTakes && z < -kSignificance) return Action::draw(v.seat, DrawSource::Stock);
    if (!normalTakes && z > kSignificance) return Action::draw(v.seat, DrawSource::Discard, 1);
    return normal;
}

Action BotImpl::hardDiscard(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    const RuleSet &r = planner.r;
    if (v.hand.size() <= 1 || v.players < 2) return normal;
    std::vector<std::pair<double, Card>> ranked = planner.rankDiscards(v.hand);
    std::erase_if(ranked, [](const auto &e) { return e.second.isJoker(); });
    if (ranked.size() < 2) return normal;
    const std::size_t k = std::min<std::size_t>(ranked.size(), static_cast<std::size_t>(std::max(1, m_hard.candidates)));
    // Candidates far worse than the best are not worth simulating.
    std::vector<Card> cands;
    for (std::size_t i = 0; i < k; ++i)
        if (i == 0 || ranked[i].first <= ranked[0].first + 8) cands.push_back(ranked[i].second);
    if (cands.size() < 2) return normal;

    const WorldSampler world(v, r);
    Random rng(mix(seed, 0xC0FFEEULL + static_cast<std::uint64_t>(v.turnIndex)));
    Playout playout(r, v.players);
    std::vector<PairedDiff> diff(cands.size());
    const SampleClock clock(m_hard);
    int samples = 0;
    std::vector<SimSeat> seats;
    std::vector<Card> stock;
    std::vector<double> value(cands.size(), 0.0);
    for (; clock.more(samples); ++samples) {
        world.sample(rng, seats, stock);
        for (std::size_t i = 0; i < cands.size(); ++i) {
            std::vector<SimSeat> s = seats;
            s[static_cast<std::size_t>(v.seat)].hand = without(v.hand, cands[i].id);
            value[i] = playout.run(std::move(s), stock, cands[i], v.seat, std::max(1, m_hard.horizonCircuits));
        }
        for (std::size_t i = 1; i < cands.size(); ++i)
            diff[i].add(value[i] - value[0]);
    }
    // cands[0] is the normal policy's discard; an alternative must beat it clearly.
    std::size_t best = 0;
    double bestMean = 0;
    for (std::size_t i = 1; i < cands.size(); ++i)
        if (diff[i].score() > kSignificance && diff[i].mean() > bestMean) {
            bestMean = diff[i].mean();
            best = i;
        }
    return Action::discard(v.seat, cands[best].id);
}

} // namespace

std::unique_ptr<ComputerPlayer> makeComputerPlayer(BotLevel level, const HardConfig &hard)
{
    return std::make_unique<BotImpl>(level, hard);
}

} // namespace remi::ai
