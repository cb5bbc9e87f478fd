// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Round.h"

#include "Arrangement.h"

#include <algorithm>

namespace remi {

std::vector<int> RoundResult::scores() const
{
    std::vector<int> out;
    out.reserve(seats.size());
    for (const SeatScore &s : seats) out.push_back(s.points);
    return out;
}

namespace {

/// Seat that plays first: dealer + 1 (RULES.md 2.2, 3.3), or the dealer (5.2).
int firstSeat(const RuleSet &rules, int dealer, int players)
{
    return rules.dealerPlaysFirst ? dealer : (dealer + 1) % players;
}

/// RULES.md 2.10 and 3.11 safety cap: where the stock is rebuilt as often as needed (rummy
/// `reshuffle` and `turnOver`, remi51 `stockReshuffles` unlimited), once it has been rebuilt
/// `stalemateRebuilds` times without a card melded or laid off in between, the next exhaustion
/// ends the round. A limited number of rebuilds ends the round by its own rule instead.
bool stalemateCapReached(const RuleSet &rules, const RoundState &s)
{
    const bool rebuiltAsOftenAsNeeded = rules.maxRebuilds < 0;
    return rebuiltAsOftenAsNeeded && rules.stalemateRebuilds > 0 && s.rebuildsWithoutPlay >= rules.stalemateRebuilds;
}

} // namespace

Round Round::deal(const RuleSet &anyRules, int players, int dealer, Random &rng)
{
    const RuleSet rules = anyRules.forPlayers(players); // rami 4.1: decks by player count
    Round r(rules);
    r.m_shoe = buildShoe(rules.decks, rules.jokers);
    std::vector<Card> pack = r.m_shoe;
    rng.shuffle(pack); // pack.back() is the top card
    r.m_s.rng = Random(rng.next());
    r.m_s.players = players;
    r.m_s.dealer = dealer;
    r.m_s.seats.assign(static_cast<std::size_t>(players), SeatState{});

    std::vector<int> target(static_cast<std::size_t>(players), rules.handSize(players));
    const int first = firstSeat(rules, dealer, players);
    if (rules.firstPlayerExtraCard) ++target[static_cast<std::size_t>(first)];

    if (rules.cutCard) {
        // RULES.md 3.2: the seat before the dealer cuts; the bottom card of the cut-off packet
        // (a random position of the pack) is the cut card. A joker stays with the cutter, who is
        // dealt one card fewer, and the next card becomes the cut card.
        const int cutter = (dealer - 1 + players) % players;
        r.m_s.cutter = cutter;
        std::size_t pos = static_cast<std::size_t>(rng.below(pack.size()));
        for (;;) {
            Card c = pack[pos];
            pack.erase(pack.begin() + static_cast<std::ptrdiff_t>(pos));
            if (pos >= pack.size()) pos = pack.size() - 1;
            if (c.isJoker() && !rules.askCutterForJoker) {
                r.seat(cutter).hand.push_back(c);
                continue;
            }
            r.m_s.cut = c;
            r.m_s.cutCardId = c.id;
            break;
        }
    }
    // One card at a time clockwise from dealer + 1 (2.2, 3.2).
    bool dealt = true;
    while (dealt) {
        dealt = false;
        for (int k = 0; k < players; ++k) {
            const int s = (first + k) % players;
            SeatState &seat = r.seat(s);
            if (static_cast<int>(seat.hand.size()) < target[static_cast<std::size_t>(s)] && !pack.empty()) {
                seat.hand.push_back(pack.back());
                pack.pop_back();
                dealt = true;
            }
        }
    }
    if (rules.upcard && !pack.empty()) {
        r.m_s.pile.push_back(PileCard{pack.back(), false});
        pack.pop_back();
    }
    r.m_s.stock = std::move(pack);
    r.startTurn(first);
    return r;
}

std::optional<Round> Round::fromDeal(const RuleSet &anyRules, int players, int dealer, const DealSpec &spec,
                                     std::string *error, std::uint64_t seed)
{
    const RuleSet rules = anyRules.forPlayers(players);
    auto fail = [&](const std::string &text) -> std::optional<Round> {
        if (error) *error = text;
        return std::nullopt;
    };
    if (players < rules.minPlayers || players > rules.maxPlayers)
        return fail("players: " + std::to_string(players) + " is outside " + std::to_string(rules.minPlayers) + ".." +
                    std::to_string(rules.maxPlayers));
    if (dealer < 0 || dealer >= players) return fail("dealer: no seat " + std::to_string(dealer));
    if (static_cast<int>(spec.hands.size()) != players)
        return fail("deal.hands: " + std::to_string(spec.hands.size()) + " hands for " + std::to_string(players) +
                    " players");
    if (spec.cut && !rules.cutCard) return fail("deal.cut: this variant has no cut card");

    Round r(rules);
    std::vector<bool> used(static_cast<std::size_t>(rules.shoeSize()), false);
    auto take = [&](const Card &c, const std::string &where) -> bool {
        if (c.id >= used.size() || !cardFromId(c.id, rules.decks).sameFace(c)) {
            if (error) *error = where + ": " + cardCode(c) + " is not a card of this shoe";
            return false;
        }
        if (used[c.id]) {
            if (error) *error = where + ": more copies of " + cardCode(c) + " than the shoe holds";
            return false;
        }
        used[c.id] = true;
        r.m_shoe.push_back(c);
        return true;
    };
    r.m_s.players = players;
    r.m_s.dealer = dealer;
    r.m_s.seats.assign(static_cast<std::size_t>(players), SeatState{});
    for (int s = 0; s < players; ++s)
        for (const Card &c : spec.hands[static_cast<std::size_t>(s)]) {
            if (!take(c, "deal.hands[" + std::to_string(s) + "]")) return std::nullopt;
            r.seat(s).hand.push_back(c);
        }
    for (auto it = spec.stock.rbegin(); it != spec.stock.rend(); ++it) {
        if (!take(*it, "deal.stock")) return std::nullopt;
        r.m_s.stock.push_back(*it);
    }
    for (const Card &c : spec.discard) {
        if (!take(c, "deal.discard")) return std::nullopt;
        r.m_s.pile.push_back(PileCard{c, false});
    }
    if (spec.cut) {
        if (!take(*spec.cut, "deal.cut")) return std::nullopt;
        r.m_s.cut = spec.cut;
        r.m_s.cutCardId = spec.cut->id;
        r.m_s.cutter = (dealer - 1 + players) % players;
    }
    std::sort(r.m_shoe.begin(), r.m_shoe.end(), [](const Card &a, const Card &b) { return a.id < b.id; });
    r.m_s.rng = Random(seed);
    r.startTurn(firstSeat(rules, dealer, players));
    return r;
}

void Round::startTurn(int s)
{
    m_s.current = s;
    m_s.turn = TurnState{};
    SeatState &st = seat(s);
    if (!m_rules.needsOpening()) st.opened = true;
    m_s.turn.openedAtStart = st.opened;
    m_s.turn.playedToTableAtStart = st.playedToTable;
    // RULES.md 3.3: the first player of a remi51 round holds the extra card and has no draw.
    m_s.phase = (m_rules.firstPlayerExtraCard && m_s.turnIndex == 0) ? Phase::Play : Phase::Draw;
    // RULES.md 4.10: with nothing to draw (no stock, nothing to rebuild, no pile draw) the turn starts in PLAY.
    if (m_rules.skipDrawWhenNothingToDraw && !canDrawSomething(s)) {
        m_s.phase = Phase::Play;
        m_s.turn.noDraw = true;
    }
    m_undo.clear();
}

bool Round::canDrawSomething(int s) const
{
    if (!m_s.stock.empty() || m_s.cut) return true;
    return canRebuild() || pileDrawPossible(s);
}

bool Round::canRebuild() const
{
    return m_s.pile.size() >= 2 && (m_rules.maxRebuilds < 0 || m_s.rebuilds < m_rules.maxRebuilds);
}

bool Round::pileDrawPossible(int s) const
{
    return (m_rules.discardMode == DiscardMode::Single || m_rules.discardMode == DiscardMode::Multiple) &&
           !m_s.pile.empty() && !m_s.pile.back().buried &&
           (m_rules.discardPickup != DiscardPickup::OpenedOnly || seat(s).opened);
}

int Round::roundScore(int s) const
{
    if (m_s.phase == Phase::RoundOver && !m_s.result.seats.empty())
        return m_s.result.seats[static_cast<std::size_t>(s)].points;
    const SeatState &st = seat(s);
    if (m_rules.scoring == ScoringScheme::LiveTable) return st.points - st.penalties;
    if (m_rules.scoring == ScoringScheme::Challenge) return st.penalties;
    return 0;
}

std::vector<int> Round::roundScores() const
{
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(m_s.players));
    for (int s = 0; s < m_s.players; ++s) out.push_back(roundScore(s));
    return out;
}

int Round::totalTableValue() const
{
    int total = 0;
    for (const Meld &m : m_s.table) total += tableValue(m, m_rules);
    return total;
}

int Round::scoreTable(int s, int delta)
{
    if (m_rules.scoring != ScoringScheme::LiveTable) return 0;
    seat(s).points += delta; // 4.8 normal mode item 1
    return delta;
}

std::vector<Card> Round::unreturnedThisTurn() const
{
    // RULES.md 4.5: each borrowed card not back on the table, and each recovered joker not used in a
    // new combination, costs the penalty once; an own card of the same face placed this turn cancels one.
    std::vector<Card> out;
    const TurnState &t = m_s.turn;
    auto onTable = [&](CardId id) {
        for (const Meld &m : m_s.table)
            if (m.contains(id)) return true;
        return false;
    };
    std::vector<Face> cancels = t.ownFacesPlaced;
    for (CardId id : t.borrowed) {
        if (onTable(id)) continue;
        const Card c = cardFromId(id, m_rules.decks);
        auto it = std::find(cancels.begin(), cancels.end(), Face{c.rank, c.suit});
        if (it != cancels.end()) {
            cancels.erase(it);
            continue;
        }
        out.push_back(c);
    }
    for (CardId id : t.recoveredJokers)
        if (std::find(t.jokersMelded.begin(), t.jokersMelded.end(), id) == t.jokersMelded.end())
            out.push_back(cardFromId(id, m_rules.decks));
    return out;
}

std::vector<Card> Round::unreturnedBorrowed(int s) const
{
    if (isOver() || s < 0 || s != m_s.current) return {};
    return unreturnedThisTurn();
}

int Round::borrowCost(int s) const
{
    return static_cast<int>(unreturnedBorrowed(s).size()) * m_rules.borrowPenalty;
}

int Round::takeableDepth() const
{
    const int size = static_cast<int>(m_s.pile.size());
    const int limit = m_rules.discardDepthLimit();
    return limit == 0 ? size : std::min(limit, size);
}

int Round::shownDepth() const
{
    const int size = static_cast<int>(m_s.pile.size());
    return m_rules.wholePileShown() ? size : std::min(1, size);
}

void Round::chargeTurnPenalties(std::vector<Event> *events)
{
    const int count = static_cast<int>(unreturnedThisTurn().size());
    if (count == 0) return;
    seat(m_s.current).penalties += count * m_rules.borrowPenalty;
    seat(m_s.current).borrowedCharged += count;
    if (events) {
        Event e;
        e.type = EventType::Penalized;
        e.seat = m_s.current;
        e.points = count * m_rules.borrowPenalty;
        e.count = count;
        events->push_back(e);
    }
}

void Round::finishTurn(std::vector<Event> *events)
{
    chargeTurnPenalties(events);
    if (m_rules.blockedCircuits > 0) {
        // RULES.md 4.10: two full circuits without a hand card placed or an original-stock draw.
        const bool active = m_s.turn.placedFromHand || m_s.turn.drewOriginalStock;
        m_s.idleTurns = active ? 0 : m_s.idleTurns + 1;
        if (m_s.idleTurns >= m_rules.blockedCircuits * m_s.players) {
            endRound(-1, Finish::None, events, std::nullopt, RoundEnd::Blocked);
            return;
        }
    }
    endTurn();
}

void Round::goOut(int s, std::vector<Event> *events)
{
    chargeTurnPenalties(events); // 4.7: penalties of that turn are still charged
    endRound(s, finishFor(), events);
}

void Round::endTurn()
{
    ++m_s.turnIndex;
    startTurn((m_s.current + 1) % m_s.players);
}

void Round::endRound(int winner, Finish finish, std::vector<Event> *events, std::optional<Card> closingCard,
                     RoundEnd cause)
{
    m_s.phase = Phase::RoundOver;
    m_s.result.cause = cause;
    m_s.result.winner = winner;
    m_s.result.finish = finish;
    std::vector<std::vector<Card>> hands;
    std::vector<bool> opened;
    for (const SeatState &st : m_s.seats) {
        hands.push_back(st.hand);
        opened.push_back(st.opened);
    }
    if (m_rules.scoring == ScoringScheme::PlusMinus) {
        m_s.result.seats = scorePlusMinus(m_rules, hands, m_s.table, winner, closingCard);
    } else if (m_rules.scoring == ScoringScheme::LiveTable || m_rules.scoring == ScoringScheme::Challenge) {
        std::vector<RamiSeat> seats;
        for (const SeatState &st : m_s.seats) seats.push_back(RamiSeat{st.hand, st.opened, st.points, st.penalties});
        m_s.result.seats = scoreRami(m_rules, seats, winner, finish);
    } else {
        m_s.result.seats = scoreRound(m_rules, hands, opened, winner, finish);
    }
    m_undo.clear();
    if (events) {
        Event e;
        e.type = EventType::RoundEnded;
        e.seat = winner;
        events->push_back(e);
    }
}

Finish Round::finishFor() const
{
    if (m_rules.scoring == ScoringScheme::PlusMinus) return Finish::Close;
    if (m_rules.scoring == ScoringScheme::LiveTable || m_rules.scoring == ScoringScheme::Challenge) {
        if (m_s.turn.openedAtStart) return Finish::GoOut;
        return m_s.turn.onlyOwnMelds ? Finish::PureRemi : Finish::Remi; // 4.7
    }
    if (!m_rules.handFinish) return m_s.turn.playedToTableAtStart ? Finish::GoOut : Finish::Rummy;
    if (m_s.turn.openedAtStart) return Finish::Close;
    // RULES.md 3.7: a *hand*; with the cut card in one of its melds, a cut-card *hand*.
    bool cutOnTable = false;
    if (m_s.cutCardId >= 0 && (m_s.turn.tookCutCard || m_s.turn.cutDrawnAsStock))
        for (const Meld &m : m_s.table)
            if (m.contains(static_cast<CardId>(m_s.cutCardId))) cutOnTable = true;
    return cutOnTable ? Finish::CutHand : Finish::Hand;
}

bool Round::fitsAnyMeld(const Card &card) const
{
    return std::any_of(m_s.table.begin(), m_s.table.end(),
                       [&](const Meld &m) { return cardFitsMeld(m, card, m_rules, m_rules.jokerLimit); });
}

bool Round::hasSequenceAfter(int s, const std::vector<Meld> &newMelds, const std::vector<Card> &handAfter) const
{
    for (const Meld &m : m_s.table)
        if (m.owner == s && m.kind == MeldKind::Run) return true;
    for (const Meld &m : newMelds)
        if (m.kind == MeldKind::Run) return true;
    return containsSequence(handAfter, m_rules);
}

bool Round::inRestrictedCircuits() const
{
    return m_rules.noOpenOrCloseCircuits > 0 && m_s.turnIndex < m_rules.noOpenOrCloseCircuits * m_s.players;
}

int Round::handIndex(int s, CardId id) const
{
    const std::vector<Card> &h = seat(s).hand;
    for (std::size_t i = 0; i < h.size(); ++i)
        if (h[i].id == id) return static_cast<int>(i);
    return -1;
}

std::optional<Card> Round::pileTop() const
{
    if (m_s.pile.empty() || m_s.pile.back().buried) return std::nullopt;
    return m_s.pile.back().card;
}

std::optional<Round> Round::fromState(const RuleSet &anyRules, RoundState state, std::string *error)
{
    const RuleSet rules = anyRules.forPlayers(state.players);
    Round r(rules);
    r.m_shoe = buildShoe(rules.decks, rules.jokers);
    r.m_s = std::move(state);
    if (static_cast<int>(r.m_s.seats.size()) != r.m_s.players || !r.cardsConserved()) {
        if (error) *error = "state: the cards are not the variant's shoe";
        return std::nullopt;
    }
    return r;
}

bool Round::cardsConserved() const
{
    // Every id of the shoe exactly once (m_shoe is sorted by id): one mark per id, no sort
    // (the bot matches check this after every turn).
    const CardId top = m_shoe.empty() ? 0 : m_shoe.back().id;
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(top) + 1, 0);
    std::size_t count = 0;
    bool ok = true;
    const auto mark = [&](CardId id) {
        if (id > top || seen[id]) ok = false;
        else seen[id] = 1;
        ++count;
    };
    for (const Card &c : m_s.stock) mark(c.id);
    for (const PileCard &p : m_s.pile) mark(p.card.id);
    if (m_s.cut) mark(m_s.cut->id);
    for (const SeatState &st : m_s.seats)
        for (const Card &c : st.hand) mark(c.id);
    for (const Meld &m : m_s.table)
        for (const Card &c : m.cards) mark(c.id);
    if (!ok || count != m_shoe.size()) return false;
    for (const Card &c : m_shoe)
        if (!seen[c.id]) return false;
    return true;
}

std::vector<Reason> Round::turnEndBlockers() const
{
    if (m_s.phase == Phase::RoundOver) return {Reason::RoundOver};
    if (m_s.phase == Phase::Draw) return {Reason::MustDrawFirst};
    std::vector<Reason> out;
    for (const Card &c : seat(m_s.current).hand) {
        const Reason r = checkDiscard(Action::discard(m_s.current, c.id));
        if (r == Reason::Ok) return {};
        if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
    }
    return out;
}

void Round::pushUndo()
{
    m_undo.push_back(m_s);
}

bool Round::rebuildStock(std::vector<Event> *events)
{
    // RULES.md 2.10 / 3.10: the discards except the top card become the new stock.
    if (m_rules.maxRebuilds >= 0 && m_s.rebuilds >= m_rules.maxRebuilds) return false;
    if (m_s.pile.size() < 2) return false;
    if (stalemateCapReached(m_rules, m_s)) return false;
    int keep = -1; // the topmost unburied card stays as the pile
    for (int i = static_cast<int>(m_s.pile.size()) - 1; i >= 0; --i)
        if (!m_s.pile[static_cast<std::size_t>(i)].buried) {
            keep = i;
            break;
        }
    std::vector<Card> cards; // bottom (oldest) first
    for (int i = 0; i < static_cast<int>(m_s.pile.size()); ++i)
        if (i != keep) cards.push_back(m_s.pile[static_cast<std::size_t>(i)].card);
    if (m_rules.rebuildShuffles) {
        m_s.rng.shuffle(cards);
    } else {
        std::reverse(cards.begin(), cards.end()); // turned over: the oldest discard is the top (back)
    }
    std::vector<PileCard> rest;
    if (keep >= 0) rest.push_back(m_s.pile[static_cast<std::size_t>(keep)]);
    m_s.pile = std::move(rest);
    m_s.stock = std::move(cards);
    ++m_s.rebuilds;
    ++m_s.rebuildsWithoutPlay;
    if (events) {
        Event e;
        e.type = EventType::StockRebuilt;
        e.count = static_cast<int>(m_s.stock.size());
        events->push_back(e);
    }
    return true;
}

} // namespace remi
