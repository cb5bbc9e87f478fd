// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/BotPolicy.h"

#include "ai/manipulation/RearrangePlanner.h"

#include <limits>

namespace remi::ai::bot {

bool Planner::discardOk(const Card &c, const std::vector<Card> &hand, const std::vector<Meld> &table, bool openedAfter,
                        bool layOffOntoOthers) const
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
        const bool unplayable =
            std::any_of(hand.begin(), hand.end(), [&](const Card &o) { return !o.isJoker() && !fitsTable(o, table); });
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
    Action stock = Action::draw(seat, DrawSource::Stock); // not const: returned, moved
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
            if (!fromHand || mine->size() < kMinMeldCards) continue;
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
            pickups.push_back(Action::pickupMeld(seat, d, idsOf(mine->cards)));
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
        // RULES.md 3.3: the pickup is provisional and must be in the opening of this turn, so take
        // it only when the play phase will lay that opening (openingStep asks openingFor the same
        // hand). Checking the rest against the table without the opening took a card for a
        // *hand* whose last card fits the new run (3S beside 4S 5S 6S, closingCardMustNotFit):
        // the opening was then held back and no discard was accepted (the expert's
        // fallback turn; tst_bots provisionalPickupOnlyForAnOpeningThatEnds).
        if (!restrictedCircuits()) {
            const std::optional<std::vector<Meld>> opening = openingFor(cards);
            take = opening && inMelds(*opening, top->id);
        }
    } else {
        const MeldPartition &with = solveDeadwood(cards, false);
        // A card that lays off onto a table meld (RULES.md 3.5, an opened seat) sheds a card this
        // turn: the hand after the turn is the present hand less its best discard, where the
        // stock keeps the count. Without this the bots (and the Hint) called an A♦ beside their
        // own 10♦-K♦ "no help" and drew blind instead of going out (review2 finding 25).
        if (p.pileLayOffs && !inMelds(with.melds, top->id) && pileLayOffHelps(*top)) {
            pileTakeConsidered = true;
            pileLaysOff = true;
            take = true;
        } else if (inMelds(with.melds, top->id)) {
            pileTakeConsidered = !r.needsOpening() || opened;
            // Worth it only when it improves the hand after the best discard.
            const MeldPartition &now = solveDeadwood(v.hand, false);
            // A card must be discarded (not the one taken): compare after the best such discard.
            // A joker is never the discard while a natural can go (discardStep ranks it last):
            // counting it here took a card for a hand that could not shed the joker, and two
            // bots holding a joker and one 3 each passed the other 3 back and forth for ever.
            const bool naturalLeft =
                std::any_of(cards.begin(), cards.end(), [&](const Card &c) { return c.id != top->id && !c.isJoker(); });
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

bool Planner::pileLayOffHelps(const Card &top) const
{
    // The engine's lay-off (extendMeld, as layOffStep lays it) on a copy of the table; an opened
    // seat only, at the start of its turn (RULES.md 3.3, 3.5; rami 4.4; remi_indonesia has none).
    if (!r.layOffAllowed || top.isJoker() || v.hand.empty()) return false;
    if (r.needsOpening() && !opened) return false;
    const MeldPartition &now = solveDeadwood(v.hand, false);
    for (int t = 0; t < static_cast<int>(v.table.size()); ++t) {
        const Meld &m = v.table[static_cast<std::size_t>(t)];
        if (!mayFit(m, top)) continue;
        for (bool high : {true, false}) {
            std::optional<Meld> ext = extendMeld(m, top, high, r, r.jokerLimit);
            if (!ext) continue;
            std::vector<Meld> table = v.table;
            table[static_cast<std::size_t>(t)] = *ext;
            // The taken card may not be discarded (3.3): the turn must still end with the hand's
            // own cards (a discard that is accepted; remi51 3.7 a closing card that fits nothing).
            if (!canEnd(v.hand, table, true, m.owner != seat)) continue;
            // Worth it when the hand after the best discard has fewer points than now (the draw's
            // measure for a card that melds); going out leaves none.
            if (!mustDiscard()) return true;
            int bestAfter = std::numeric_limits<int>::max();
            for (const Card &c : v.hand)
                if (discardOk(c, v.hand, table, true, m.owner != seat))
                    bestAfter = std::min(bestAfter, deadwoodWithout(v.hand, now, c, false).points);
            if (bestAfter < now.deadwoodPoints || v.hand.size() == 1) return true;
        }
    }
    return false;
}

// ---- play ---------------------------------------------------------------------------------

std::optional<std::vector<Meld>> Planner::openingFor(const std::vector<Card> &hand) const
{
    const MeldPartition &part = solveOpening(hand);
    if (!part.reachesMinimum || part.melds.empty()) return std::nullopt;
    std::vector<Meld> melds = part.melds;
    if (r.oneMeldPerTurn) melds.resize(1);
    std::vector<Card> rest = withoutAll(hand, melds);
    std::vector<Meld> table = v.table;
    table.insert(table.end(), melds.begin(), melds.end());
    if (!canEnd(rest, table, true, false)) return std::nullopt;
    return melds;
}

std::optional<Action> Planner::openingStep()
{
    if (restrictedCircuits()) return std::nullopt;
    const std::optional<std::vector<Meld>> melds = openingFor(v.hand);
    if (!melds) return std::nullopt;
    if (p.waitForHand && waitsForHand(*melds, withoutAll(v.hand, *melds))) return std::nullopt;
    return Action::meld(seat, meldIds(*melds));
}

bool Planner::waitsForHand(const std::vector<Meld> &opening, const std::vector<Card> &rest) const
{
    // Only a turn that began unopened can go out with a *hand* (RULES.md 3.7, rami's remi 4.7); a
    // card taken from the pile must be used in the opening at once.
    if (v.turn.openedAtStart || v.turn.provisionalPickup || !v.turn.takenFromPile.empty()) return false;
    if (v.stockSize <= kHandWaitLastStock) return false;
    for (int s = 0; s < v.players; ++s)
        if (s != seat && static_cast<std::size_t>(s) < v.handSizes.size() &&
            v.handSizes[static_cast<std::size_t>(s)] <= kHandWaitCloseCards)
            return false;
    // Cards left after the opening and laying off onto its own melds (the lay-offs a *hand* may
    // make under strictHand): one left is the discard that goes out.
    int left = 0;
    for (const Card &c : rest)
        if (c.isJoker() || !fitsTable(c, opening)) ++left;
    return left > 1;
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
        for (CardId id : v.turn.freedJokers) jokerInside = jokerInside || inMelds(melds, id);
        for (CardId id : v.turn.recoveredJokers) jokerInside = jokerInside || inMelds(melds, id);
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
    // The cards left over when the hand is melded as the rules allow: where the last card must be
    // discarded (RULES.md 2.7 mustDiscardToGoOut, 3.3, 5.7) a hand that melds whole cannot be laid
    // whole, so one of its cards is spare too. Leaving that out hinted a discard of a 2 from 2♣ 2♦
    // 2♥ while the 2♣ fitted 3♣-7♣ on the table (remi51, an opened player; tst_commands
    // hintLaysOffFromAWholeMeldHand).
    const MeldPartition &part = solveDeadwood(v.hand, r.mustDiscardToGoOut);
    std::vector<Card> candidates = part.deadwood;
    if (p.mistakes && rng.below(100) < 30) return std::nullopt;
    for (const Card &c : candidates) {
        // A joker is laid off only near the end, where it would block the close (remi51 3.7).
        if (c.isJoker() && (!r.jokerMayLayOff || v.hand.size() > 3)) continue;
        for (int t = 0; t < static_cast<int>(v.table.size()); ++t) {
            const Meld &m = v.table[static_cast<std::size_t>(t)];
            const bool others = m.owner != seat;
            if (others && r.strictHand && !v.turn.openedAtStart) continue;
            if (!mayFit(m, c)) continue;
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

} // namespace remi::ai::bot
