// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The turn machine's actions (RULES.md 1.4, 1.5; rummy 2.3-2.7; remi51 3.3-3.7, 3.10).
// Each handler checks in the priority order of RULES.md 1.5 and changes nothing until every
// check has passed.
#include "Round.h"

#include <algorithm>

namespace remi {

namespace {

bool contains(const std::vector<CardId> &v, CardId id)
{
    return std::find(v.begin(), v.end(), id) != v.end();
}

void eraseId(std::vector<CardId> &v, CardId id)
{
    v.erase(std::remove(v.begin(), v.end(), id), v.end());
}

/// RULES.md 3.5, 3.6, 4.5, 4.6: a seat may lay off and swap jokers only once opened; with
/// layOffOnOpeningTurn off (3.11), not in the turn of opening either. Otherwise both are not_opened.
bool mayLayOffOrSwap(const SeatState &seat, const TurnState &turn, const RuleSet &rules)
{
    if (!seat.opened) return false;
    return turn.openedAtStart || !rules.needsOpening() || rules.layOffOnOpeningTurn;
}

} // namespace

Reason Round::apply(const Action &a, std::vector<Event> *events)
{
    m_cause = MeldCause{};
    if (m_s.phase == Phase::RoundOver) return Reason::RoundOver;
    if (a.seat != m_s.current) return Reason::NotYourTurn;
    const std::size_t before = seat(a.seat).hand.size();
    const Reason r = applyAction(a, events);
    if (r != Reason::InvalidMeld) m_cause = MeldCause{};
    // RULES.md 4.3: a hand that changes to 3, 2 or 1 cards is announced to everyone.
    const std::size_t after = seat(a.seat).hand.size();
    if (r == Reason::Ok && events && m_rules.announceCardsLeft && after != before && after >= 1 && after <= 3) {
        Event e;
        e.type = EventType::CardsLeft;
        e.seat = a.seat;
        e.count = static_cast<int>(after);
        events->push_back(e);
    }
    return r;
}

Reason Round::invalidMeld(MeldCause cause)
{
    m_cause = std::move(cause);
    return Reason::InvalidMeld;
}

Reason Round::applyAction(const Action &a, std::vector<Event> *events)
{
    switch (a.type) {
    case ActionType::Draw: return doDraw(a, events);
    case ActionType::Meld: return doMeld(a, events);
    case ActionType::LayOff: return doLayOff(a, events);
    case ActionType::SwapJoker: return doSwapJoker(a, events);
    case ActionType::Discard: return doDiscard(a, events);
    case ActionType::Undo: return doUndo(a, events);
    case ActionType::PickupMeld: return doPickupMeld(a, events);
    case ActionType::Take: return doTake(a, events);
    case ActionType::Rearrange: return doRearrange(a, events);
    case ActionType::EndTurn: return doEndTurn(a, events);
    case ActionType::Timeout: return doTimeout(a, events);
    }
    return Reason::ActionNotAllowed;
}

Reason Round::doDraw(const Action &a, std::vector<Event> *events)
{
    if (m_s.phase != Phase::Draw) return m_s.turn.noDraw ? Reason::ActionNotAllowed : Reason::AlreadyDrew;
    SeatState &st = seat(a.seat);
    Event e;
    e.type = EventType::Drew;
    e.seat = a.seat;
    e.source = a.from;

    switch (a.from) {
    case DrawSource::Stock: {
        if (m_s.stock.empty()) {
            if (m_s.cut) {
                // RULES.md 3.10: the cut card is the last card of the stock.
                Card c = *m_s.cut;
                m_s.cut.reset();
                st.hand.push_back(c);
                m_s.turn.cutDrawnAsStock = true;
                m_s.turn.drew = true;
                m_s.phase = Phase::Play;
                e.source = DrawSource::Cut;
                e.cards = {c};
                if (events) events->push_back(e);
                return Reason::Ok;
            }
            // RULES.md 4.10: with nothing to shuffle, a player who can draw from the pile must.
            if (m_rules.skipDrawWhenNothingToDraw && !canRebuild() && pileDrawPossible(a.seat))
                return Reason::ActionNotAllowed;
            if (!rebuildStock(events)) {
                // 2.10 / 3.10: the round ends with no one out. A rebuild that the pile and the
                // number of rebuilds allow was stopped by the safety cap (2.10, 3.11).
                endRound(-1, Finish::None, events, std::nullopt,
                         canRebuild() ? RoundEnd::Stalemate : RoundEnd::StockExhausted);
                return Reason::Ok;
            }
        }
        Card c = m_s.stock.back();
        m_s.stock.pop_back();
        st.hand.push_back(c);
        m_s.turn.drew = true;
        m_s.turn.drewOriginalStock = m_s.rebuilds == 0;
        m_s.phase = Phase::Play;
        e.cards = {c};
        if (events) events->push_back(e);
        return Reason::Ok;
    }
    case DrawSource::Discard: {
        if (m_rules.discardPickup == DiscardPickup::PickupMeld) return Reason::PickupNotMelded;
        if (m_rules.discardPickup == DiscardPickup::OpenedOnly && !st.opened) return Reason::NotOpened;
        if (m_rules.discardMode == DiscardMode::None || m_rules.discardMode == DiscardMode::DiscardOnly)
            return Reason::DiscardNotAllowed;
        if (m_s.pile.empty() || m_s.pile.back().buried) return Reason::DiscardNotAllowed;
        const bool multiple = m_rules.discardMode == DiscardMode::Multiple;
        // RULES.md 1.5: a depth beyond the pile is discard_not_allowed (it comes before pickup_too_deep).
        if (a.depth > static_cast<int>(m_s.pile.size())) return Reason::DiscardNotAllowed;
        if (a.depth < 1 || (a.depth > 1 && !multiple)) return Reason::PickupTooDeep;
        for (std::size_t i = m_s.pile.size() - static_cast<std::size_t>(a.depth); i < m_s.pile.size(); ++i)
            if (m_s.pile[i].buried) return Reason::DiscardNotAllowed;
        pushUndo();
        // RULES.md 4.3 MULTIPLE: the card at depth k and every card above it; none may be discarded this turn.
        e.cards.clear();
        for (int k = 0; k < a.depth; ++k) {
            const std::size_t i = m_s.pile.size() - static_cast<std::size_t>(a.depth) + static_cast<std::size_t>(k);
            const Card taken = m_s.pile[i].card;
            st.hand.push_back(taken);
            st.tookFromPile.push_back(taken.id);
            m_s.turn.takenFromPile.push_back(taken.id);
            e.cards.push_back(taken);
        }
        m_s.pile.resize(m_s.pile.size() - static_cast<std::size_t>(a.depth));
        // RULES.md 3.3: after the first circuit an unopened player's pickup is provisional.
        if (m_rules.discardPickup == DiscardPickup::FirstCircuitOrOpening && !st.opened && m_s.turnIndex >= m_s.players)
            m_s.turn.provisionalPickup = true;
        m_s.turn.drew = true;
        m_s.phase = Phase::Play;
        if (events) events->push_back(e);
        return Reason::Ok;
    }
    case DrawSource::Cut: {
        if (!m_rules.cutCard || !m_s.cut) return Reason::ActionNotAllowed;
        if (st.opened) return Reason::CutCardNeedsHand; // 3.7: only for a *hand*
        pushUndo();
        Card c = *m_s.cut;
        m_s.cut.reset();
        st.hand.push_back(c);
        st.tookFromPile.push_back(c.id);
        m_s.turn.tookCutCard = true;
        m_s.turn.drew = true;
        m_s.phase = Phase::Play;
        e.cards = {c};
        if (events) events->push_back(e);
        return Reason::Ok;
    }
    }
    return Reason::ActionNotAllowed;
}

Reason Round::doMeld(const Action &a, std::vector<Event> *events)
{
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    SeatState &st = seat(a.seat);
    std::vector<CardId> ids;
    for (const auto &m : a.melds)
        for (CardId id : m) {
            if (handIndex(a.seat, id) < 0 || contains(ids, id)) return Reason::CardNotInHand;
            ids.push_back(id);
        }
    const bool opening = m_rules.needsOpening() && !st.opened;
    if (opening && inRestrictedCircuits()) return Reason::ActionNotAllowed;
    if (a.melds.empty()) {
        MeldCause none;
        none.fault = MeldFault::TooFewCards;
        return invalidMeld(std::move(none));
    }
    if (m_rules.oneMeldPerTurn && m_s.turn.meldsLaid + static_cast<int>(a.melds.size()) > 1)
        return Reason::MeldNotAllowed;
    // RULES.md 5.3: without meldFromHandDuringPlay only the closing meld, leaving one card, is allowed.
    if (!m_rules.meldFromHandDuringPlay && st.hand.size() - ids.size() >= 2) return Reason::MeldNotAllowed;
    if (opening && m_rules.discardMustBeInOpening && m_s.turn.provisionalPickup &&
        !std::all_of(m_s.turn.takenFromPile.begin(), m_s.turn.takenFromPile.end(),
                     [&](CardId id) { return contains(ids, id); }))
        return Reason::MeldNotAllowed;

    std::vector<Meld> melds;
    const JokerLimit limit = opening ? m_rules.openingJokerLimit : m_rules.jokerLimit;
    for (const auto &m : a.melds) {
        std::vector<Card> cards;
        cards.reserve(m.size());
        for (CardId id : m) cards.push_back(st.hand[static_cast<std::size_t>(handIndex(a.seat, id))]);
        std::optional<Meld> meld = validateMeld(cards, m_rules, limit);
        if (!meld) {
            MeldCause cause = explainMeld(cards, m_rules, limit);
            cause.actionMeld = static_cast<int>(melds.size());
            return invalidMeld(std::move(cause));
        }
        meld->owner = a.seat;
        meld->placedBy.assign(cards.size(), a.seat);
        melds.push_back(std::move(*meld));
    }
    if (m_rules.setNeedsSequence &&
        std::any_of(melds.begin(), melds.end(), [](const Meld &m) { return m.kind == MeldKind::Set; })) {
        std::vector<Card> handAfter;
        for (const Card &c : st.hand)
            if (!contains(ids, c.id)) handAfter.push_back(c);
        if (!hasSequenceAfter(a.seat, melds, handAfter)) return Reason::SetNeedsSequence;
    }
    if (opening) {
        // RULES.md 3.6: one meld action from the player's own hand worth openingMin or more.
        if (!countOpening(melds, m_rules).opens(m_rules)) return Reason::OpeningBelowMinimum;
    }
    if (st.hand.size() == ids.size() && m_rules.mustDiscardToGoOut) return Reason::MustKeepDiscard;

    pushUndo();
    int points = 0;
    for (const Meld &m : melds) points += tableValue(m, m_rules);
    for (CardId id : ids) {
        const Card c = st.hand[static_cast<std::size_t>(handIndex(a.seat, id))];
        st.hand.erase(st.hand.begin() + handIndex(a.seat, id));
        eraseId(m_s.turn.freedJokers, id);
        if (contains(m_s.turn.recoveredJokers, id))
            m_s.turn.jokersMelded.push_back(id); // 4.5: used in a new combination
        else if (!contains(m_s.turn.borrowed, id)) {
            m_s.turn.ownFacesPlaced.push_back(Face{c.rank, c.suit});
            m_s.turn.placedFromHand = true;
        }
    }
    const int first = static_cast<int>(m_s.table.size());
    for (Meld &m : melds) m_s.table.push_back(std::move(m));
    if (opening) st.opened = true;
    st.playedToTable = true;
    m_s.turn.meldsLaid += static_cast<int>(a.melds.size());
    m_s.rebuildsWithoutPlay = 0;
    const int scored = scoreTable(a.seat, points);
    if (events) {
        Event e;
        e.type = EventType::Melded;
        e.seat = a.seat;
        e.meld = first;
        e.count = static_cast<int>(a.melds.size());
        e.points = scored;
        events->push_back(e);
    }
    if (st.hand.empty()) goOut(a.seat, events);
    return Reason::Ok;
}

Reason Round::doPickupMeld(const Action &a, std::vector<Event> *events)
{
    // RULES.md 5.3: take the pile card at `depth` and lay it at once in a new combination with at
    // least two hand cards; the cards above it go to the hand.
    if (m_s.phase != Phase::Draw) return Reason::AlreadyDrew;
    SeatState &st = seat(a.seat);
    const std::vector<CardId> ids = a.melds.empty() ? std::vector<CardId>{} : a.melds.front();
    const int pileSize = static_cast<int>(m_s.pile.size());
    auto inPile = [&](CardId id) {
        return std::any_of(m_s.pile.begin(), m_s.pile.end(), [id](const PileCard &p) { return p.card.id == id; });
    };
    std::vector<CardId> seen;
    for (CardId id : ids) {
        if (contains(seen, id) || (handIndex(a.seat, id) < 0 && !inPile(id))) return Reason::CardNotInHand;
        seen.push_back(id);
    }
    if (m_rules.discardPickup != DiscardPickup::PickupMeld || a.melds.size() != 1) return Reason::ActionNotAllowed;
    if (a.depth < 1 || a.depth > m_rules.discardPickDepth || a.depth > pileSize) return Reason::PickupTooDeep;
    const std::size_t pickedIndex = static_cast<std::size_t>(pileSize - a.depth);
    const Card picked = m_s.pile[pickedIndex].card;
    int pileCards = 0, handCards = 0;
    bool hasPicked = false;
    for (CardId id : ids) {
        if (id == picked.id) hasPicked = true;
        if (handIndex(a.seat, id) >= 0) ++handCards;
        else ++pileCards;
    }
    if (!hasPicked || pileCards != 1 || handCards < 2) return Reason::PickupNotMelded;
    std::vector<Card> cards;
    cards.reserve(ids.size());
    for (CardId id : ids)
        cards.push_back(id == picked.id ? picked : st.hand[static_cast<std::size_t>(handIndex(a.seat, id))]);
    std::optional<Meld> meld = validateMeld(cards, m_rules, m_rules.jokerLimit);
    if (!meld) {
        MeldCause cause = explainMeld(cards, m_rules, m_rules.jokerLimit);
        cause.actionMeld = 0;
        return invalidMeld(std::move(cause));
    }
    meld->owner = a.seat;
    meld->placedBy.assign(cards.size(), a.seat);
    std::vector<Card> handAfter;
    for (const Card &c : st.hand)
        if (!contains(ids, c.id)) handAfter.push_back(c);
    for (std::size_t i = pickedIndex + 1; i < m_s.pile.size(); ++i) handAfter.push_back(m_s.pile[i].card);
    if (m_rules.setNeedsSequence && meld->kind == MeldKind::Set && !hasSequenceAfter(a.seat, {*meld}, handAfter))
        return Reason::SetNeedsSequence;
    if (handAfter.empty()) return Reason::MustKeepDiscard;

    pushUndo();
    Event e;
    e.type = EventType::Drew;
    e.seat = a.seat;
    e.source = DrawSource::Discard;
    for (std::size_t i = pickedIndex; i < m_s.pile.size(); ++i) e.cards.push_back(m_s.pile[i].card);
    for (std::size_t i = pickedIndex + 1; i < m_s.pile.size(); ++i) st.tookFromPile.push_back(m_s.pile[i].card.id);
    m_s.pile.resize(pickedIndex);
    st.hand = std::move(handAfter);
    m_s.table.push_back(std::move(*meld));
    st.playedToTable = true;
    m_s.turn.drew = true;
    m_s.turn.meldsLaid += 1;
    m_s.phase = Phase::Play;
    if (events) {
        events->push_back(e);
        Event m;
        m.type = EventType::Melded;
        m.seat = a.seat;
        m.meld = static_cast<int>(m_s.table.size()) - 1;
        m.count = 1;
        events->push_back(m);
    }
    return Reason::Ok;
}

Reason Round::doLayOff(const Action &a, std::vector<Event> *events)
{
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    SeatState &st = seat(a.seat);
    const int idx = handIndex(a.seat, a.card);
    if (idx < 0) return Reason::CardNotInHand;
    if (a.target < 0 || a.target >= static_cast<int>(m_s.table.size())) return Reason::ActionNotAllowed;
    if (!mayLayOffOrSwap(st, m_s.turn, m_rules)) return Reason::NotOpened;
    if (!m_rules.layOffAllowed) return Reason::LayOffNotAllowed;
    const Card card = st.hand[static_cast<std::size_t>(idx)];
    if (card.isJoker() && !m_rules.jokerMayLayOff) return Reason::JokerCannotLayOff;
    const Meld &target = m_s.table[static_cast<std::size_t>(a.target)];
    // RULES.md 3.7: in a cut-card turn, with strictHand, a lay-off onto another's meld is refused at once.
    if (target.owner != a.seat && m_rules.strictHand && m_s.turn.tookCutCard) return Reason::CutCardNeedsHand;

    std::optional<Meld> extended;
    const bool isRun = target.kind == MeldKind::Run;
    const MeldEnd end = isRun ? a.end : MeldEnd::Auto; // RULES.md 1.2: a set has no ends
    if (end != MeldEnd::Low) extended = extendMeld(target, card, true, m_rules, m_rules.jokerLimit);
    if (!extended && isRun && end != MeldEnd::High)
        extended = extendMeld(target, card, false, m_rules, m_rules.jokerLimit);
    if (!extended) {
        MeldCause cause = explainLayOff(target, card, end, m_rules, m_rules.jokerLimit);
        cause.tableMeld = a.target;
        return invalidMeld(std::move(cause));
    }
    if (st.hand.size() == 1 && m_rules.mustDiscardToGoOut) return Reason::MustKeepDiscard;

    pushUndo();
    const int points = tableValue(*extended, m_rules) - tableValue(target, m_rules);
    const bool low = isRun && extended->low != target.low;
    if (low) extended->placedBy.front() = a.seat;
    else extended->placedBy.back() = a.seat;
    if (target.owner != a.seat && !m_s.turn.openedAtStart) m_s.turn.layOffOntoOthers = true;
    m_s.table[static_cast<std::size_t>(a.target)] = std::move(*extended);
    st.hand.erase(st.hand.begin() + idx);
    eraseId(m_s.turn.freedJokers, card.id);
    if (!contains(m_s.turn.borrowed, card.id)) {
        m_s.turn.ownFacesPlaced.push_back(Face{card.rank, card.suit});
        m_s.turn.placedFromHand = true;
    }
    m_s.turn.onlyOwnMelds = false;
    st.playedToTable = true;
    m_s.rebuildsWithoutPlay = 0;
    const int scored = scoreTable(a.seat, points);
    if (events) {
        Event e;
        e.type = EventType::LaidOff;
        e.seat = a.seat;
        e.cards = {card};
        e.meld = a.target;
        e.points = scored;
        events->push_back(e);
    }
    if (st.hand.empty()) goOut(a.seat, events);
    return Reason::Ok;
}

Reason Round::doSwapJoker(const Action &a, std::vector<Event> *events)
{
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    SeatState &st = seat(a.seat);
    const int idx = handIndex(a.seat, a.card);
    if (idx < 0) return Reason::CardNotInHand;
    // RULES.md 1.5 action_not_allowed: no swap exists in a variant without swaps (rummy,
    // remi_indonesia) or onto a meld index that does not exist.
    if (!m_rules.jokerSwap || a.target < 0 || a.target >= static_cast<int>(m_s.table.size()))
        return Reason::ActionNotAllowed;
    // RULES.md 1.5, 3.5, 4.5: a seat that may not swap at all gets not_opened for a swap onto an
    // existing meld, before action_not_allowed for the card it offers (a joker, a card the joker
    // does not stand for) or a meld without a joker.
    if (!mayLayOffOrSwap(st, m_s.turn, m_rules)) return Reason::NotOpened;
    const Card card = st.hand[static_cast<std::size_t>(idx)];
    if (card.isJoker()) return Reason::ActionNotAllowed;
    Meld &target = m_s.table[static_cast<std::size_t>(a.target)];
    int jokerIndex = -1;
    switch (findJokerSwap(target, card, jokerIndex)) {
    case SwapMatch::None: return Reason::ActionNotAllowed;
    case SwapMatch::Ambiguous: return Reason::JokerAmbiguous;
    case SwapMatch::Found: break;
    }
    pushUndo();
    const Card joker = target.cards[static_cast<std::size_t>(jokerIndex)];
    target.cards[static_cast<std::size_t>(jokerIndex)] = card;
    target.placedBy[static_cast<std::size_t>(jokerIndex)] = a.seat;
    st.hand[static_cast<std::size_t>(idx)] = joker;
    if (m_rules.freedJokerRule == FreedJokerRule::MustPlay) m_s.turn.freedJokers.push_back(joker.id);
    if (m_rules.freedJokerRule == FreedJokerRule::Penalty) m_s.turn.recoveredJokers.push_back(joker.id);
    if (!contains(m_s.turn.borrowed, card.id)) {
        m_s.turn.ownFacesPlaced.push_back(Face{card.rank, card.suit});
        m_s.turn.placedFromHand = true; // 4.10: the swap places a hand card, the turn is not idle
    }
    m_s.turn.onlyOwnMelds = false;
    if (events) {
        Event e;
        e.type = EventType::JokerSwapped;
        e.seat = a.seat;
        e.cards = {card, joker};
        e.meld = a.target;
        events->push_back(e);
    }
    return Reason::Ok;
}

Reason Round::checkDiscard(const Action &a) const
{
    if (m_s.phase == Phase::Draw) return Reason::MustDrawFirst;
    const SeatState &st = seat(a.seat);
    const int idx = handIndex(a.seat, a.card);
    if (idx < 0) return Reason::CardNotInHand;
    if (a.bury && (handIndex(a.seat, a.buriedJoker) < 0 || a.buriedJoker == a.card)) return Reason::CardNotInHand;
    const Card card = st.hand[static_cast<std::size_t>(idx)];
    if (a.bury &&
        (!m_rules.buryJokerRule || !st.hand[static_cast<std::size_t>(handIndex(a.seat, a.buriedJoker))].isJoker()))
        return Reason::ActionNotAllowed;
    const bool emptiesHand = st.hand.size() == (a.bury ? 2u : 1u);
    if (emptiesHand && inRestrictedCircuits()) return Reason::ActionNotAllowed;
    // RULES.md 1.5 order: not_opened comes before discard_not_allowed (a provisional pickup
    // discarded with a buried joker while burying is off is not_opened).
    if (m_s.turn.provisionalPickup && !st.opened) return Reason::NotOpened;
    if (emptiesHand && !st.opened) return Reason::NotOpened;
    if (m_rules.discardMode == DiscardMode::None) return Reason::DiscardNotAllowed; // 4.3: end_turn instead
    if (a.bury && !m_rules.allowBuryJoker) return Reason::DiscardNotAllowed;
    if (emptiesHand && m_rules.strictHand && !m_s.turn.openedAtStart && m_s.turn.layOffOntoOthers)
        return Reason::LayOffNotAllowed;
    if (m_s.turn.tookCutCard) {
        // RULES.md 3.7: the turn must end in a *hand* with the cut card in one of its melds.
        bool cutOnTable = false;
        for (const Meld &m : m_s.table)
            if (m.contains(static_cast<CardId>(m_s.cutCardId))) cutOnTable = true;
        if (!emptiesHand || !cutOnTable) return Reason::CutCardNeedsHand;
    }
    if (a.bury && emptiesHand) return Reason::MustKeepDiscard;
    if (!m_rules.allowRediscardTaken && contains(m_s.turn.takenFromPile, card.id))
        return Reason::CannotDiscardTakenCard;
    for (CardId id : m_s.turn.freedJokers)
        if (handIndex(a.seat, id) >= 0) return Reason::JokerNotPlayed;
    if (emptiesHand && card.isJoker() && m_rules.jokerCannotClose) return Reason::JokerCannotClose;
    if (emptiesHand && m_rules.closingCardMustNotFit && fitsAnyMeld(card)) return Reason::ClosingCardPlayable;
    if (!emptiesHand && m_rules.noPlayableDiscard && !card.isJoker() && fitsAnyMeld(card)) {
        // RULES.md 3.10: only while the hand holds an unplayable non-joker card.
        const bool hasUnplayable =
            std::any_of(st.hand.begin(), st.hand.end(), [&](const Card &c) { return !c.isJoker() && !fitsAnyMeld(c); });
        if (hasUnplayable) return Reason::ClosingCardPlayable;
    }
    return Reason::Ok;
}

Reason Round::doDiscard(const Action &a, std::vector<Event> *events)
{
    const Reason r = checkDiscard(a);
    if (r != Reason::Ok) return r;
    SeatState &st = seat(a.seat);
    const Card card = st.hand[static_cast<std::size_t>(handIndex(a.seat, a.card))];
    Event e;
    e.type = EventType::Discarded;
    e.seat = a.seat;
    e.cards = {card};
    if (a.bury) {
        const int j = handIndex(a.seat, a.buriedJoker);
        const Card joker = st.hand[static_cast<std::size_t>(j)];
        st.hand.erase(st.hand.begin() + j);
        m_s.pile.push_back(PileCard{joker, true});
        e.cards.push_back(joker);
    }
    st.hand.erase(st.hand.begin() + handIndex(a.seat, a.card));
    m_s.pile.push_back(PileCard{card, false});
    // Cards taken from the pile earlier and now gone from the hand are no longer "known".
    std::erase_if(st.tookFromPile, [&](CardId id) { return handIndex(a.seat, id) < 0; });
    if (events) events->push_back(e);
    if (st.hand.empty()) {
        chargeTurnPenalties(events);
        endRound(a.seat, finishFor(), events, card);
        return Reason::Ok;
    }
    if (m_rules.roundEndsOnEmptyStock && m_s.stock.empty()) {
        endRound(-1, Finish::None, events, std::nullopt, RoundEnd::StockExhausted); // RULES.md 5.10
        return Reason::Ok;
    }
    finishTurn(events);
    return Reason::Ok;
}

Reason Round::doUndo(const Action &a, std::vector<Event> *events)
{
    if (m_undo.empty()) return Reason::ActionNotAllowed;
    m_s = std::move(m_undo.back());
    m_undo.pop_back();
    if (events) {
        Event e;
        e.type = EventType::Undone;
        e.seat = a.seat;
        events->push_back(e);
    }
    return Reason::Ok;
}

} // namespace remi
