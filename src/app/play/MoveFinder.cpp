// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MoveFinder.h"

#include "GameController.h"
#include "MeldOrder.h"

#include <algorithm>

MoveFinder::MoveFinder(const GameController *controller) : m_controller(controller) {}

const remi::Round &MoveFinder::round() const
{
    return m_controller->round();
}

int MoveFinder::seat() const
{
    return m_controller->humanSeat();
}

remi::Reason MoveFinder::tryAction(remi::Action action) const
{
    return tryAction(std::move(action), nullptr);
}

remi::Reason MoveFinder::tryAction(remi::Action action, remi::MeldCause *cause) const
{
    if (cause) *cause = {};
    if (!m_controller->hasGame()) return remi::Reason::NotYourTurn;
    // After the last card of a round nobody's turn is running: say so, not "not your turn".
    if (m_controller->round().isOver()) return remi::Reason::RoundOver;
    if (!m_controller->isHumanTurn()) return remi::Reason::NotYourTurn;
    action.seat = seat();
    remi::Round trial = round();
    const remi::Reason reason = trial.apply(action);
    if (cause && reason == remi::Reason::InvalidMeld) *cause = trial.meldCause();
    return reason;
}

MoveFinder::MeldFit MoveFinder::Targets::fit(int meld) const
{
    for (const MeldFit &f : melds)
        if (f.meld == meld) return f;
    return MeldFit{meld};
}

MoveFinder::Targets MoveFinder::targetsFor(remi::CardId card) const
{
    Targets t;
    if (!m_controller->hasGame()) return t;
    t.pile = accepts(remi::Action::discard(0, card));
    for (int m = 0; m < static_cast<int>(round().table().size()); ++m) {
        MeldFit fit{m};
        fit.low = accepts(remi::Action::layOff(0, card, m, remi::MeldEnd::Low));
        fit.high = accepts(remi::Action::layOff(0, card, m, remi::MeldEnd::High));
        fit.swap = !fit.low && !fit.high && accepts(remi::Action::swapJoker(0, card, m));
        if (fit.any()) t.melds << fit;
    }
    return t;
}

std::optional<remi::Action> MoveFinder::placeOnMeld(remi::CardId card, int meld, remi::MeldEnd end,
                                                    remi::Reason *refusal, remi::MeldCause *cause) const
{
    const remi::MeldEnd first = end == remi::MeldEnd::High ? remi::MeldEnd::High : remi::MeldEnd::Low;
    const remi::MeldEnd other = first == remi::MeldEnd::Low ? remi::MeldEnd::High : remi::MeldEnd::Low;
    const remi::Action asked = remi::Action::layOff(seat(), card, meld, first);
    remi::MeldCause why;
    const remi::Reason reason = tryAction(asked, &why);
    if (reason == remi::Reason::Ok) return asked;
    for (const remi::Action &a :
         {remi::Action::layOff(seat(), card, meld, other), remi::Action::swapJoker(seat(), card, meld)})
        if (accepts(a)) return a;
    if (refusal) *refusal = reason;
    if (cause) *cause = why;
    return std::nullopt;
}

std::vector<remi::Action> MoveFinder::layOffs(remi::CardId card, int onlyMeld) const
{
    return layOffs(card, onlyMeld, true);
}

std::vector<remi::Action> MoveFinder::layOffs(remi::CardId card, int onlyMeld, bool collapseJoker) const
{
    std::vector<remi::Action> out;
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return out;
    for (int m = 0; m < static_cast<int>(round().table().size()); ++m) {
        if (onlyMeld >= 0 && m != onlyMeld) continue;
        std::vector<remi::Meld> seen;
        for (remi::MeldEnd end : {remi::MeldEnd::Low, remi::MeldEnd::High}) {
            const remi::Action a = remi::Action::layOff(seat(), card, m, end);
            remi::Round trial = round();
            if (trial.apply(a) != remi::Reason::Ok) continue;
            const remi::Meld &after = trial.table()[static_cast<std::size_t>(m)];
            if (std::find(seen.begin(), seen.end(), after) != seen.end()) continue;
            seen.push_back(after);
            out.push_back(a);
        }
        // A joker that could stand at either end of a run: one place, MeldEnd::Auto; the lay-off
        // command asks which card it stands for (RULES.md 1.2).
        if (collapseJoker && seen.size() == 2 && remi::cardFromId(card, round().rules().decks).isJoker()) {
            out.erase(out.end() - 2, out.end());
            out.push_back(remi::Action::layOff(seat(), card, m, remi::MeldEnd::Auto));
        }
    }
    return out;
}

std::vector<remi::Action> MoveFinder::jokerEnds(remi::CardId card, int meld) const
{
    std::vector<remi::Action> out;
    if (!m_controller->hasGame() || meld < 0 || meld >= static_cast<int>(round().table().size())) return out;
    if (!remi::cardFromId(card, round().rules().decks).isJoker()) return out;
    out = layOffs(card, meld, false);
    if (out.size() < 2) out.clear();
    return out;
}

std::vector<remi::Card> MoveFinder::handCards(const std::vector<remi::CardId> &ids) const
{
    std::vector<remi::Card> cards;
    if (!m_controller->hasGame() || seat() < 0) return cards;
    for (remi::CardId id : ids)
        for (const remi::Card &c : round().hand(seat()))
            if (c.id == id) cards.push_back(c);
    return cards;
}

std::vector<std::vector<remi::CardId>> MoveFinder::meldOrders(const remi::Action &meld, int index) const
{
    std::vector<std::vector<remi::CardId>> out;
    if (!m_controller->hasGame() || index < 0 || index >= static_cast<int>(meld.melds.size())) return out;
    // Every order that is a meld at all (the loosest joker limit); the engine then says which it takes.
    const auto orders = MeldOrder::tableOrders(handCards(meld.melds[static_cast<std::size_t>(index)]), round().rules(),
                                               remi::JokerLimit::Unrestricted);
    for (const std::vector<remi::CardId> &order : orders) {
        remi::Action trial = meld;
        trial.melds[static_cast<std::size_t>(index)] = order;
        if (accepts(trial)) out.push_back(order);
    }
    return out;
}

std::vector<remi::Face> MoveFinder::jokerFaces(const std::vector<remi::CardId> &order) const
{
    return MeldOrder::jokerFaces(handCards(order), round().rules(), remi::JokerLimit::Unrestricted);
}

remi::Face MoveFinder::jokerFace(const remi::Action &layOff) const
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return {};
    remi::Action a = layOff;
    a.seat = seat();
    remi::Round trial = round();
    if (trial.apply(a) != remi::Reason::Ok) return {};
    const remi::Meld &after = trial.table()[static_cast<std::size_t>(a.target)];
    for (int i = 0; i < after.size(); ++i)
        if (after.cards[static_cast<std::size_t>(i)].id == a.card) return after.faceAt(i);
    return {};
}

std::vector<remi::Action> MoveFinder::swaps(remi::CardId card, int onlyMeld) const
{
    std::vector<remi::Action> out;
    if (!m_controller->hasGame()) return out;
    for (int m = 0; m < static_cast<int>(round().table().size()); ++m) {
        if (onlyMeld >= 0 && m != onlyMeld) continue;
        if (round().table()[static_cast<std::size_t>(m)].jokerCount() == 0) continue;
        const remi::Action a = remi::Action::swapJoker(seat(), card, m);
        if (accepts(a)) out.push_back(a);
    }
    return out;
}

std::vector<std::pair<remi::Card, remi::Action>> MoveFinder::swapsOnMeld(int meld) const
{
    std::vector<std::pair<remi::Card, remi::Action>> out;
    if (!m_controller->hasGame() || seat() < 0) return out;
    std::vector<remi::Face> faces;
    for (const remi::Card &c : round().hand(seat())) {
        if (c.isJoker()) continue;
        const remi::Face face{c.rank, c.suit};
        if (std::find(faces.begin(), faces.end(), face) != faces.end()) continue;
        for (const remi::Action &a : swaps(c.id, meld)) {
            faces.push_back(face);
            out.emplace_back(c, a);
        }
    }
    return out;
}

remi::Reason MoveFinder::refusal(remi::CardId card, bool swap) const
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return remi::Reason::NotYourTurn;
    remi::Reason first = remi::Reason::Ok;
    for (int m = 0; m < static_cast<int>(round().table().size()); ++m) {
        if (swap && round().table()[static_cast<std::size_t>(m)].jokerCount() == 0) continue;
        const remi::Reason r = tryAction(swap ? remi::Action::swapJoker(0, card, m) : remi::Action::layOff(0, card, m));
        if (r == remi::Reason::JokerAmbiguous) return r; // the most telling reason
        if (first == remi::Reason::Ok) first = r;
    }
    if (first == remi::Reason::Ok) first = swap ? remi::Reason::ActionNotAllowed : remi::Reason::LayOffNotAllowed;
    return first;
}

remi::Action MoveFinder::meldAction(const std::vector<std::vector<remi::CardId>> &draft,
                                    const std::vector<remi::CardId> &selection) const
{
    if (!m_controller->hasGame()) return remi::Action::meld(seat(), {});
    return MeldOrder::meldAction(round(), seat(), draft, selection);
}

std::optional<remi::Action> MoveFinder::pickupAction(int depth, const std::vector<remi::CardId> &selection) const
{
    const auto &pile = round().pile();
    if (depth < 1 || depth > static_cast<int>(pile.size()) || seat() < 0) return std::nullopt;
    std::vector<remi::Card> cards;
    for (remi::CardId id : selection)
        for (const remi::Card &c : round().hand(seat()))
            if (c.id == id) cards.push_back(c);
    cards.push_back(pile[pile.size() - static_cast<std::size_t>(depth)].card);
    const auto order = MeldOrder::tableOrder(cards, round().rules(), round().rules().jokerLimit);
    return remi::Action::pickupMeld(seat(), depth, order);
}

remi::OpeningCount MoveFinder::openingCount(const std::vector<std::vector<remi::CardId>> &draft,
                                            const std::vector<remi::CardId> &selection) const
{
    std::vector<remi::Meld> melds;
    if (!m_controller->hasGame() || seat() < 0) return {};
    auto add = [&](const std::vector<remi::CardId> &ids) {
        if (const auto meld = comboMeld(ids)) melds.push_back(*meld);
    };
    for (const auto &meld : draft) add(meld);
    if (selection.size() >= remi::kMinMeldCards) add(selection);
    return remi::countOpening(melds, round().rules());
}

std::optional<remi::Meld> MoveFinder::comboMeld(const std::vector<remi::CardId> &ids) const
{
    if (!m_controller->hasGame() || seat() < 0) return std::nullopt;
    const remi::RuleSet &rules = round().rules();
    std::vector<remi::Card> cards;
    for (remi::CardId id : ids)
        for (const remi::Card &c : round().hand(seat()))
            if (c.id == id) cards.push_back(c);
    std::vector<remi::Card> ordered;
    for (remi::CardId id : MeldOrder::tableOrder(cards, rules, rules.openingJokerLimit))
        for (const remi::Card &c : cards)
            if (c.id == id) ordered.push_back(c);
    return remi::validateMeld(ordered, rules, rules.openingJokerLimit);
}

std::vector<std::vector<remi::CardId>> MoveFinder::tableIds() const
{
    std::vector<std::vector<remi::CardId>> out;
    for (const remi::Meld &m : round().table()) {
        std::vector<remi::CardId> ids;
        for (const remi::Card &c : m.cards) ids.push_back(c.id);
        out.push_back(std::move(ids));
    }
    return out;
}

remi::Action MoveFinder::splitAfter(int meld, int index) const
{
    auto table = tableIds();
    std::vector<remi::CardId> &ids = table[static_cast<std::size_t>(meld)];
    std::vector<remi::CardId> right(ids.begin() + index + 1, ids.end());
    ids.erase(ids.begin() + index + 1, ids.end());
    table.insert(table.begin() + meld + 1, right);
    return remi::Action::rearrange(seat(), table);
}

remi::Action MoveFinder::join(int meld, int other) const
{
    const remi::RuleSet &rules = round().rules();
    std::vector<remi::Card> cards = round().table()[static_cast<std::size_t>(meld)].cards;
    const auto &more = round().table()[static_cast<std::size_t>(other)].cards;
    cards.insert(cards.end(), more.begin(), more.end());
    auto table = tableIds();
    table[static_cast<std::size_t>(std::min(meld, other))] = MeldOrder::tableOrder(cards, rules, rules.jokerLimit);
    table.erase(table.begin() + std::max(meld, other));
    return remi::Action::rearrange(seat(), table);
}

remi::Action MoveFinder::moveCard(int meld, int index, int other) const
{
    const remi::RuleSet &rules = round().rules();
    const remi::Meld &from = round().table()[static_cast<std::size_t>(meld)];
    const remi::Card moved = from.cards[static_cast<std::size_t>(index)];
    std::vector<remi::Card> cards = round().table()[static_cast<std::size_t>(other)].cards;
    cards.push_back(moved);
    auto table = tableIds();
    table[static_cast<std::size_t>(other)] = MeldOrder::tableOrder(cards, rules, rules.jokerLimit);
    // What stays: a set loses the card; a run taken from inside falls into two runs.
    std::vector<std::vector<remi::CardId>> rest(1);
    for (int i = 0; i < from.size(); ++i) {
        if (i == index) {
            if (from.kind == remi::MeldKind::Run) rest.emplace_back();
            continue;
        }
        rest.back().push_back(from.cards[static_cast<std::size_t>(i)].id);
    }
    std::erase_if(rest, [](const std::vector<remi::CardId> &p) { return p.empty(); });
    table.erase(table.begin() + meld);
    table.insert(table.begin() + meld, rest.begin(), rest.end());
    return remi::Action::rearrange(seat(), table);
}
