// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MoveOffers.h"

#include "GameController.h"
#include "HandModel.h"
#include "PlayerCommands.h"
#include "ReasonText.h"

MoveOffers::MoveOffers(const PlayerCommands *commands) : m_commands(commands) {}

Offer MoveOffers::tryAll(remi::Move move, const std::vector<remi::Action> &candidates) const
{
    Offer offer;
    const GameController *controller = m_commands->controller();
    if (!controller->hasGame()) return offer;
    const remi::RuleSet &rules = controller->round().rules();
    offer.offered = remi::moveExists(move, rules);
    if (!offer.offered) return offer;
    remi::MeldCause firstCause;
    offer.reason = remi::Reason::ActionNotAllowed;
    bool first = true;
    for (const remi::Action &a : candidates) {
        remi::MeldCause cause;
        const remi::Reason r = m_commands->finder().tryAction(a, &cause);
        if (r == remi::Reason::Ok) {
            offer.enabled = true;
            offer.reason = r;
            return offer;
        }
        if (first) {
            offer.reason = r;
            firstCause = cause;
            first = false;
        }
    }
    // Nothing to try (no selection, an empty table): the turn's reason first.
    if (!controller->isHumanTurn()) offer.reason = remi::Reason::NotYourTurn;
    else if (candidates.empty() && controller->round().phase() == remi::Phase::Draw && move != remi::Move::DrawStock)
        offer.reason = remi::Reason::MustDrawFirst;
    const bool placing = move == remi::Move::LayOff || move == remi::Move::SwapJoker;
    const bool turnReason = offer.reason == remi::Reason::NotYourTurn || offer.reason == remi::Reason::MustDrawFirst ||
                            offer.reason == remi::Reason::NotOpened || offer.reason == remi::Reason::RoundOver;
    if (placing && !turnReason) offer.why = ReasonText::nothingFits(); // no one meld's cause speaks for every meld
    else if (candidates.empty() && move == remi::Move::Meld && !turnReason)
        offer.why = ReasonText::menuReason(remi::Reason::InvalidMeld, rules);
    else offer.why = ReasonText::menuReason(offer.reason, rules, firstCause);
    return offer;
}

std::vector<remi::Action> MoveOffers::candidates(remi::Move move, const std::vector<remi::CardId> &cards) const
{
    using remi::Action;
    using remi::Move;
    std::vector<Action> out;
    const GameController *controller = m_commands->controller();
    const remi::Round &round = controller->round();
    const MoveFinder &finder = m_commands->finder();
    const HandModel *hand = m_commands->hand();
    const int melds = static_cast<int>(round.table().size());
    const int pile = static_cast<int>(round.pile().size());
    switch (move) {
    case Move::DrawStock: out.push_back(Action::draw(0, remi::DrawSource::Stock)); break;
    case Move::DrawPile: out.push_back(Action::draw(0, remi::DrawSource::Discard, 1)); break;
    case Move::DrawCut: out.push_back(Action::draw(0, remi::DrawSource::Cut)); break;
    case Move::DrawPileDeep:
    case Move::PickupMeld: {
        const bool pickup = round.rules().discardPickup == remi::DiscardPickup::PickupMeld;
        const int deepest = pickup ? std::min(pile, round.rules().discardPickDepth) : pile;
        for (int d = move == Move::PickupMeld ? 1 : 2; d <= std::max(deepest, 2); ++d) {
            if (!pickup) {
                out.push_back(Action::draw(0, remi::DrawSource::Discard, d));
            } else if (const auto a = finder.pickupAction(d, hand->selectedIds())) {
                out.push_back(*a);
            } else {
                out.push_back(Action::pickupMeld(0, d, {}));
            }
        }
        break;
    }
    case Move::Meld: {
        const Action a = finder.meldAction(hand->draft(), hand->selectedIds());
        if (!a.melds.empty()) out.push_back(a);
        break;
    }
    case Move::LayOff:
        for (remi::CardId c : cards)
            for (int m = 0; m < melds; ++m)
                for (remi::MeldEnd end : {remi::MeldEnd::Low, remi::MeldEnd::High})
                    out.push_back(Action::layOff(0, c, m, end));
        break;
    case Move::SwapJoker:
        for (remi::CardId c : cards)
            for (int m = 0; m < melds; ++m)
                if (round.table()[static_cast<std::size_t>(m)].jokerCount() > 0)
                    out.push_back(Action::swapJoker(0, c, m));
        break;
    case Move::Discard:
        for (remi::CardId c : cards) out.push_back(Action::discard(0, c));
        break;
    case Move::Bury: {
        const int seat = controller->humanSeat();
        if (seat < 0) break;
        for (remi::CardId c : cards)
            for (const remi::Card &j : round.hand(seat))
                if (j.isJoker() && j.id != c) out.push_back(Action::discardBurying(0, c, j.id));
        break;
    }
    case Move::EndTurn: out.push_back(Action::endTurn(0)); break;
    case Move::Take:
    case Move::Rearrange: break;
    }
    return out;
}

Offer MoveOffers::move(remi::Move move) const
{
    std::vector<remi::CardId> cards;
    const GameController *controller = m_commands->controller();
    if (controller->hasGame() && controller->humanSeat() >= 0)
        for (const remi::Card &c : controller->round().hand(controller->humanSeat()))
            if (!(move == remi::Move::Bury && c.isJoker())) cards.push_back(c.id);
    return tryAll(move, candidates(move, cards));
}

Offer MoveOffers::withCard(remi::Move move, remi::CardId card) const
{
    return tryAll(move, candidates(move, {card}));
}

Offer MoveOffers::action(remi::Move move, const remi::Action &action) const
{
    return tryAll(move, {action});
}
