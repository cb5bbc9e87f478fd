// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HandModel.h"

#include "GameController.h"

#include <algorithm>

HandModel::HandModel(GameController *controller, QObject *parent) : QObject(parent), m_controller(controller)
{
    connect(controller, &GameController::gameStarted, this, [this] {
        m_orderRound = -1;
        m_selected.clear();
        m_draft.clear();
    });
    connect(controller, &GameController::stateChanged, this, [this] {
        const QList<remi::CardId> selected = m_selected;
        const auto draft = m_draft;
        sync();
        if (m_selected != selected || m_draft != draft) emit selectionChanged();
    });
}

void HandModel::sync()
{
    if (!m_controller->hasGame()) return;
    const int seat = m_controller->humanSeat();
    if (seat < 0) return;
    const remi::Round &round = m_controller->round();
    const std::vector<remi::Card> &hand = round.hand(seat);
    const int roundKey = m_controller->match().roundNumber();
    const int matchSeat = m_controller->match().matchSeat(seat);
    const bool aceAfterKing = HandOrder::aceAfterKing(round.rules());
    m_order.setAceAfterKing(aceAfterKing);
    if (m_orderSeat != matchSeat) {
        // Hot-seat: another human's hand; keep each player's own order and selection apart.
        if (m_orderSeat >= 0) m_otherOrders.insert(m_orderSeat, m_order);
        const bool known = m_otherOrders.contains(matchSeat);
        m_order = m_otherOrders.take(matchSeat);
        m_order.setAceAfterKing(aceAfterKing);
        m_orderSeat = matchSeat;
        m_selected.clear();
        m_draft.clear();
        if (m_orderRound == roundKey) {
            if (known) m_order.update(hand);
            else m_order.sort(hand, HandOrder::Sort::Suit);
        }
    }
    if (m_orderRound != roundKey) {
        m_orderRound = roundKey;
        m_otherOrders.clear();
        m_order.sort(hand, HandOrder::Sort::Suit);
        m_selected.clear();
        m_draft.clear();
    } else {
        m_order.update(hand);
    }
    const auto held = [&](remi::CardId id) {
        return std::any_of(hand.begin(), hand.end(), [id](const remi::Card &c) { return c.id == id; });
    };
    m_selected.removeIf([&](remi::CardId id) { return !held(id); });
    std::erase_if(m_draft,
                  [&](const std::vector<remi::CardId> &meld) { return !std::all_of(meld.begin(), meld.end(), held); });
    if (!faceUp()) {
        m_selected.clear();
        m_draft.clear();
    }
}

std::vector<remi::Card> HandModel::cards() const
{
    if (!m_controller->hasGame() || m_controller->humanSeat() < 0) return {};
    return m_order.arrange(m_controller->round().hand(m_controller->humanSeat()));
}

bool HandModel::faceUp() const
{
    return m_controller->handFaceUp();
}

const remi::Card *HandModel::card(remi::CardId id) const
{
    if (!m_controller->hasGame() || m_controller->humanSeat() < 0) return nullptr;
    for (const remi::Card &c : m_controller->round().hand(m_controller->humanSeat()))
        if (c.id == id) return &c;
    return nullptr;
}

void HandModel::setSelection(const QList<remi::CardId> &ids)
{
    m_selected.clear();
    if (faceUp())
        for (remi::CardId id : ids)
            if (card(id) && !m_selected.contains(id)) m_selected.append(id);
    emit selectionChanged();
}

void HandModel::toggle(remi::CardId id)
{
    QList<remi::CardId> ids = m_selected;
    if (ids.contains(id)) ids.removeAll(id);
    else ids.append(id);
    setSelection(ids);
}

void HandModel::clearSelection()
{
    m_selected.clear();
    emit selectionChanged();
}

bool HandModel::addSelectionToDraft()
{
    if (m_selected.isEmpty()) return false;
    m_draft.emplace_back(m_selected.begin(), m_selected.end());
    clearSelection();
    return true;
}

void HandModel::clearDraft()
{
    m_draft.clear();
    emit selectionChanged();
}

void HandModel::removeDraft(int index)
{
    if (index < 0 || index >= static_cast<int>(m_draft.size())) return;
    m_draft.erase(m_draft.begin() + index);
    emit selectionChanged();
}

bool HandModel::isDrafted(remi::CardId id) const
{
    return std::any_of(m_draft.begin(), m_draft.end(), [id](const std::vector<remi::CardId> &meld) {
        return std::find(meld.begin(), meld.end(), id) != meld.end();
    });
}

bool HandModel::isBorrowed(remi::CardId id) const
{
    if (!m_controller->hasGame()) return false;
    const remi::Round &round = m_controller->round();
    const std::vector<remi::CardId> &borrowed = round.state().turn.borrowed;
    return !round.isOver() && round.currentSeat() == m_controller->humanSeat() &&
           std::find(borrowed.begin(), borrowed.end(), id) != borrowed.end();
}

void HandModel::sort(HandOrder::Sort by)
{
    const int seat = m_controller->hasGame() ? m_controller->humanSeat() : -1;
    if (seat < 0) return;
    m_order.setAceAfterKing(HandOrder::aceAfterKing(m_controller->round().rules()));
    m_order.sort(m_controller->round().hand(seat), by);
    emit orderChanged();
}

bool HandModel::move(remi::CardId id, int delta)
{
    const int seat = m_controller->hasGame() ? m_controller->humanSeat() : -1;
    if (seat < 0 || !m_order.move(m_controller->round().hand(seat), id, delta)) return false;
    emit orderChanged();
    return true;
}

QHash<int, HandOrder> HandModel::handOrders() const
{
    if (!m_controller->hasGame() || m_orderRound != m_controller->match().roundNumber()) return {};
    QHash<int, HandOrder> out = m_otherOrders;
    if (m_orderSeat >= 0) out.insert(m_orderSeat, m_order);
    // Each order fitted to its seat's hand as it is now (another seat's order was kept when its
    // turn ended): a save lists exactly the cards held (save::replaySave checks).
    const remi::Match &match = m_controller->match();
    const remi::Round &round = m_controller->round();
    for (auto it = out.begin(); it != out.end();) {
        int roundSeat = -1;
        for (int s = 0; s < static_cast<int>(round.state().seats.size()); ++s)
            if (match.matchSeat(s) == it.key()) roundSeat = s;
        if (roundSeat < 0) {
            it = out.erase(it);
            continue;
        }
        it->setAceAfterKing(HandOrder::aceAfterKing(round.rules()));
        it->update(round.hand(roundSeat));
        ++it;
    }
    return out;
}

void HandModel::restoreHandOrders(const QHash<int, HandOrder> &orders)
{
    if (!m_controller->hasGame()) return;
    m_otherOrders = orders;
    const int seat = m_controller->humanSeat();
    m_orderSeat = seat >= 0 ? m_controller->match().matchSeat(seat) : -1;
    const bool known = m_otherOrders.contains(m_orderSeat);
    m_order = m_otherOrders.take(m_orderSeat);
    // Without a saved order for the hand shown, sort it as for a fresh deal.
    m_orderRound = known ? m_controller->match().roundNumber() : -1;
    sync();
    emit orderChanged();
}
