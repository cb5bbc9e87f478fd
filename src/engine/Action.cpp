// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Action.h"

namespace remi {

Action Action::draw(int seat, DrawSource from, int depth)
{
    Action a;
    a.type = ActionType::Draw;
    a.seat = seat;
    a.from = from;
    a.depth = depth;
    return a;
}

Action Action::meld(int seat, std::vector<std::vector<CardId>> melds)
{
    Action a;
    a.type = ActionType::Meld;
    a.seat = seat;
    a.melds = std::move(melds);
    return a;
}

Action Action::layOff(int seat, CardId card, int target, MeldEnd end)
{
    Action a;
    a.type = ActionType::LayOff;
    a.seat = seat;
    a.card = card;
    a.target = target;
    a.end = end;
    return a;
}

Action Action::swapJoker(int seat, CardId card, int target)
{
    Action a;
    a.type = ActionType::SwapJoker;
    a.seat = seat;
    a.card = card;
    a.target = target;
    return a;
}

Action Action::discard(int seat, CardId card)
{
    Action a;
    a.type = ActionType::Discard;
    a.seat = seat;
    a.card = card;
    return a;
}

Action Action::discardBurying(int seat, CardId card, CardId joker)
{
    Action a = discard(seat, card);
    a.bury = true;
    a.buriedJoker = joker;
    return a;
}

Action Action::pickupMeld(int seat, int depth, std::vector<CardId> meld)
{
    Action a;
    a.type = ActionType::PickupMeld;
    a.seat = seat;
    a.depth = depth;
    a.melds = {std::move(meld)};
    return a;
}

Action Action::undo(int seat)
{
    Action a;
    a.type = ActionType::Undo;
    a.seat = seat;
    return a;
}

Action Action::take(int seat, int target, std::vector<CardId> cards)
{
    Action a;
    a.type = ActionType::Take;
    a.seat = seat;
    a.target = target;
    a.cards = std::move(cards);
    return a;
}

Action Action::rearrange(int seat, std::vector<std::vector<CardId>> table)
{
    Action a;
    a.type = ActionType::Rearrange;
    a.seat = seat;
    a.melds = std::move(table);
    return a;
}

Action Action::endTurn(int seat)
{
    Action a;
    a.type = ActionType::EndTurn;
    a.seat = seat;
    return a;
}

Action Action::timeout(int seat)
{
    Action a;
    a.type = ActionType::Timeout;
    a.seat = seat;
    return a;
}

} // namespace remi
