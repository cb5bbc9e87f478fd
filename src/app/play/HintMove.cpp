// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HintMove.h"

#include "HintWords.h"
#include "MoveFinder.h"

#include "ai/partition/MeldPartition.h"
#include "engine/Arrangement.h"
#include "engine/Moves.h"
#include "engine/Round.h"
#include "engine/Scoring.h"

#include <algorithm>
#include <optional>

namespace {

std::vector<remi::Card> cardsOf(const remi::Round &round, int seat, const std::vector<remi::CardId> &ids)
{
    std::vector<remi::Card> out;
    const std::vector<remi::Card> &hand = round.hand(seat);
    for (remi::CardId id : ids) {
        const auto c = std::find_if(hand.begin(), hand.end(), [id](const remi::Card &h) { return h.id == id; });
        if (c != hand.end()) out.push_back(*c);
    }
    return out;
}

std::optional<remi::Card> handCard(const remi::Round &round, int seat, remi::CardId id)
{
    const std::vector<remi::Card> cards = cardsOf(round, seat, {id});
    return cards.empty() ? std::nullopt : std::optional<remi::Card>(cards.front());
}

/// Whether the top discard makes a meld with the hand's cards (the hand's best melds with it).
bool pileMelds(const remi::Round &round, int seat, const remi::Card &top)
{
    remi::ai::PartitionOptions options = remi::ai::deadwoodOptions(round.rules());
    options.keepOneCard = false;
    std::vector<remi::Card> cards = round.hand(seat);
    cards.push_back(top);
    remi::ai::MeldPartitioner solver;
    const remi::ai::MeldPartition part = solver.solve(cards, round.rules(), options);
    return std::any_of(part.melds.begin(), part.melds.end(), [&](const remi::Meld &m) { return m.contains(top.id); });
}

/// The table meld the top discard can be laid off on once taken (RULES.md 3.5), asked of the
/// engine on a copy of the round: its index, or -1.
int pileLayOffMeld(const remi::Round &round, int seat)
{
    const std::optional<remi::Card> top = round.pileTop();
    if (!top) return -1;
    remi::Round taken = round;
    if (taken.apply(remi::Action::draw(seat, remi::DrawSource::Discard, 1)) != remi::Reason::Ok) return -1;
    for (int t = 0; t < static_cast<int>(taken.table().size()); ++t)
        for (remi::MeldEnd end : {remi::MeldEnd::Low, remi::MeldEnd::High, remi::MeldEnd::Auto}) {
            remi::Round copy = taken;
            if (copy.apply(remi::Action::layOff(seat, top->id, t, end)) == remi::Reason::Ok) return t;
        }
    return -1;
}

/// Why the stock rather than the pile: the engine's answer to taking the top discard.
QString whyStock(const remi::Round &round, int seat, const MoveFinder &finder)
{
    const std::optional<remi::Card> top = round.pileTop();
    if (!top) return HintWords::pileEmpty();
    const bool pickup = remi::moveExists(remi::Move::PickupMeld, round.rules());
    if (!pickup)
        if (const remi::Reason why = finder.tryAction(remi::Action::draw(seat, remi::DrawSource::Discard, 1));
            why != remi::Reason::Ok)
            return HintWords::pileNotNow(why, round.rules());
    if (const int meld = pickup ? -1 : pileLayOffMeld(round, seat); meld >= 0)
        return HintWords::pileFitsButStock(*top, round.table()[static_cast<std::size_t>(meld)].cards);
    return HintWords::pileNoHelp(*top);
}

/// Why the top discard: it makes a meld with hand cards, else it lays off onto a table meld.
QString whyPile(const remi::Round &round, int seat, const remi::Card &top)
{
    if (!pileMelds(round, seat, top))
        if (const int meld = pileLayOffMeld(round, seat); meld >= 0)
            return HintWords::pileFitsTable(top, round.table()[static_cast<std::size_t>(meld)].cards);
    return HintWords::pileHelps(top);
}

/// Why this discard: a card the hand's best melds leave over (with what it counts in hand), else
/// one taken out of a meld (RULES.md 1.4 END: every turn ends with a discard).
QString whyDiscard(const remi::Card &card, const remi::Round &round, int seat)
{
    const remi::RuleSet &rules = round.rules();
    remi::ai::PartitionOptions options = remi::ai::deadwoodOptions(rules);
    options.keepOneCard = false;
    remi::ai::MeldPartitioner solver;
    const remi::ai::MeldPartition part = solver.solve(round.hand(seat), rules, options);
    const bool spare =
        std::any_of(part.deadwood.begin(), part.deadwood.end(), [&](const remi::Card &c) { return c.id == card.id; });
    if (!spare) return HintWords::discardFromMeld(card);
    return HintWords::discardSpare(card, remi::cardCostInHand(card, rules));
}

} // namespace

HintMove hintMove(const remi::Action &a, const remi::Round &round, int seat, const MoveFinder &finder)
{
    HintMove h;
    // Never a move the engine would refuse: what can be done instead. A pile card taken before
    // opening binds the player to open in this turn (RULES.md 3.3): open with it, or take it back.
    if (!finder.accepts(a)) {
        h.refused = true;
        const remi::TurnState &turn = round.state().turn;
        const std::optional<remi::Card> taken = turn.provisionalPickup && !turn.takenFromPile.empty()
                                                    ? handCard(round, seat, turn.takenFromPile.front())
                                                    : std::nullopt;
        if (taken) {
            h.cards = {taken->id};
            h.why = HintWords::openWithTaken(*taken, finder.accepts(remi::Action::undo(seat)));
        } else {
            h.why = HintWords::noMove();
        }
        return h;
    }
    const std::vector<remi::Meld> &table = round.table();
    auto tableCards = [&](int meld) {
        return meld >= 0 && meld < static_cast<int>(table.size()) ? table[static_cast<std::size_t>(meld)].cards
                                                                  : std::vector<remi::Card>{};
    };
    switch (a.type) {
    case remi::ActionType::Draw:
        if (a.from == remi::DrawSource::Discard && round.pileTop()) {
            h.target = HintMove::Target::Pile;
            h.pileDepth = a.depth;
            h.why = whyPile(round, seat, *round.pileTop());
        } else if (a.from == remi::DrawSource::Cut && round.cutCard()) {
            h.target = HintMove::Target::CutCard;
            h.why = HintWords::cutCard(*round.cutCard());
        } else {
            h.target = HintMove::Target::Stock;
            h.why = whyStock(round, seat, finder);
        }
        break;
    case remi::ActionType::PickupMeld: {
        h.target = HintMove::Target::Pile;
        h.pileDepth = a.depth;
        const auto &pile = round.pile();
        if (a.depth >= 1 && a.depth <= static_cast<int>(pile.size()))
            h.why = HintWords::pileHelps(pile[pile.size() - static_cast<std::size_t>(a.depth)].card);
        if (!a.melds.empty())
            for (const remi::Card &c : cardsOf(round, seat, a.melds.front())) h.cards.append(c.id);
        break;
    }
    case remi::ActionType::Meld: {
        h.target = HintMove::Target::NewMeld;
        std::vector<std::vector<remi::Card>> melds;
        for (const auto &ids : a.melds) {
            melds.push_back(cardsOf(round, seat, ids));
            h.cards.append(QList<remi::CardId>(ids.begin(), ids.end()));
        }
        // Not opened yet: the engine's opening count of these melds (RULES.md 3.6, 4.6).
        const remi::OpeningCount count = finder.openingCount(a.melds, {});
        if (round.rules().needsOpening() && !round.hasOpened(seat))
            h.why = HintWords::opening(count.points, round.rules().openingMin, melds);
        else h.why = HintWords::melds(melds);
        break;
    }
    case remi::ActionType::LayOff:
    case remi::ActionType::SwapJoker:
        h.target = HintMove::Target::Meld;
        h.meld = a.target;
        h.end = a.end;
        h.cards = {a.card};
        if (const auto card = handCard(round, seat, a.card))
            h.why = a.type == remi::ActionType::LayOff ? HintWords::layOff(*card, tableCards(a.target))
                                                       : HintWords::swap(*card, tableCards(a.target));
        break;
    case remi::ActionType::Discard:
        h.target = HintMove::Target::Pile;
        h.cards = {a.card};
        if (const auto card = handCard(round, seat, a.card)) h.why = whyDiscard(*card, round, seat);
        break;
    case remi::ActionType::EndTurn: h.why = HintWords::endTurn(); break;
    default: h.why = HintWords::rearrange(); break;
    }
    return h;
}
