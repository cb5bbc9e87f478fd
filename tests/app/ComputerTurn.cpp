// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ComputerTurn.h"

#include "GameController.h"

#include "engine/Arrangement.h"
#include "engine/Meld.h"
#include "engine/Scoring.h"

#include <QSignalSpy>
#include <QTest>
#include <algorithm>

using remi::Action;
using remi::Card;
using remi::Reason;

namespace {

bool tryApply(remi::Round &trial, const Action &action, std::vector<Action> &done)
{
    if (trial.apply(action) != Reason::Ok) return false;
    done.push_back(action);
    return true;
}

/// `cards` in a valid table order, or nothing when no order makes a valid combination.
std::optional<std::vector<Card>> validOrder(std::vector<Card> cards, const remi::RuleSet &rules, remi::JokerLimit limit)
{
    const auto byId = [](const Card &x, const Card &y) { return x.id < y.id; };
    std::sort(cards.begin(), cards.end(), byId);
    do {
        if (remi::validateMeld(cards, rules, limit)) return cards;
    } while (std::next_permutation(cards.begin(), cards.end(), byId));
    return std::nullopt;
}

/// Every valid three-card combination of `hand`, in a valid table order.
std::vector<std::vector<Card>> threeCardMelds(const std::vector<Card> &hand, const remi::RuleSet &rules,
                                              remi::JokerLimit limit)
{
    std::vector<std::vector<Card>> found;
    const std::size_t n = hand.size();
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = a + 1; b < n; ++b)
            for (std::size_t c = b + 1; c < n; ++c)
                if (auto cards = validOrder({hand[a], hand[b], hand[c]}, rules, limit)) found.push_back(*cards);
    return found;
}

std::vector<remi::CardId> ids(const std::vector<Card> &cards)
{
    std::vector<remi::CardId> out;
    for (const Card &c : cards) out.push_back(c.id);
    return out;
}

} // namespace

std::vector<Action> ComputerTurn::plan(const remi::Round &round, int seat) const
{
    std::vector<Action> done;
    remi::Round trial = round;
    if (trial.phase() == remi::Phase::Draw) {
        // The variants' own draws first, each kept only when what it took was laid this turn.
        const remi::RuleSet &rules = round.rules();
        std::vector<Action> draws;
        if (round.cutCard() && !round.hasOpened(seat)) draws.push_back(Action::draw(seat, remi::DrawSource::Cut));
        if (rules.discardPickup == remi::DiscardPickup::PickupMeld) {
            const std::vector<Action> found = pickups(round, seat);
            draws.insert(draws.end(), found.begin(), found.end());
        } else {
            const int pile = static_cast<int>(round.pile().size());
            const int deepest =
                rules.discardMode == remi::DiscardMode::Multiple ? std::min(pile, 6) : std::min(pile, 1);
            for (int depth = deepest; depth >= 1; --depth)
                draws.push_back(Action::draw(seat, remi::DrawSource::Discard, depth));
        }
        for (const Action &draw : draws)
            if (auto turn = tryDraw(round, seat, draw)) return *turn;
        if (!tryApply(trial, Action::draw(seat), done) &&
            !tryApply(trial, Action::draw(seat, remi::DrawSource::Discard), done))
            return done;
        if (trial.isOver()) return done;
    }
    const std::vector<Action> afterDraw = done;
    closeIndonesian(trial, seat, done);
    if (!trial.isOver()) meldWhatFits(trial, seat, done);
    if (trial.isOver() || endTurn(trial, seat, done)) return done;

    // Nothing could be discarded after melding: play the turn again without melds.
    done = afterDraw;
    trial = round;
    for (const Action &a : done) trial.apply(a);
    if (!discardSomething(trial, seat, done)) tryApply(trial, Action::endTurn(seat), done);
    return done;
}

std::optional<std::vector<Action>> ComputerTurn::tryDraw(const remi::Round &round, int seat, const Action &draw)
{
    // The card the draw is for: the deepest pile card taken, or the cut card.
    std::optional<remi::CardId> wanted;
    if (draw.type == remi::ActionType::Draw && draw.from == remi::DrawSource::Discard &&
        draw.depth <= static_cast<int>(round.pile().size()))
        wanted = round.pile()[round.pile().size() - static_cast<std::size_t>(draw.depth)].card.id;
    if (draw.type == remi::ActionType::Draw && draw.from == remi::DrawSource::Cut && round.cutCard())
        wanted = round.cutCard()->id;
    remi::Round trial = round;
    std::vector<Action> done;
    if (!tryApply(trial, draw, done)) return std::nullopt;
    closeIndonesian(trial, seat, done);
    if (!trial.isOver()) meldWhatFits(trial, seat, done);
    if (!trial.isOver() && !endTurn(trial, seat, done)) return std::nullopt;
    if (draw.from == remi::DrawSource::Cut && draw.type == remi::ActionType::Draw &&
        (!trial.isOver() || trial.result().winner != seat))
        return std::nullopt; // a cut card is only for a hand
    const auto &hand = trial.hand(seat);
    if (wanted && std::any_of(hand.begin(), hand.end(), [&](const Card &c) { return c.id == *wanted; }))
        return std::nullopt;
    return done;
}

std::vector<Action> ComputerTurn::pickups(const remi::Round &round, int seat)
{
    std::vector<Action> found;
    const auto &pile = round.pile();
    const std::vector<Card> &hand = round.hand(seat);
    const remi::RuleSet &rules = round.rules();
    const int deepest = std::min(rules.discardPickDepth, static_cast<int>(pile.size()));
    for (int depth = deepest; depth >= 1; --depth) {
        const Card taken = pile[pile.size() - static_cast<std::size_t>(depth)].card;
        for (std::size_t a = 0; a < hand.size(); ++a)
            for (std::size_t b = a + 1; b < hand.size(); ++b)
                if (auto cards = validOrder({hand[a], hand[b], taken}, rules, rules.jokerLimit))
                    found.push_back(Action::pickupMeld(seat, depth, ids(*cards)));
    }
    return found;
}

void ComputerTurn::closeIndonesian(remi::Round &trial, int seat, std::vector<Action> &done)
{
    if (trial.rules().discardPickup != remi::DiscardPickup::PickupMeld || trial.phase() != remi::Phase::Play) return;
    const auto &table = trial.table();
    const bool tableSequence = std::any_of(table.begin(), table.end(), [seat](const remi::Meld &m) {
        return m.owner == seat && m.kind == remi::MeldKind::Run;
    });
    const remi::Arrangement best = remi::bestIndonesianArrangement(trial.hand(seat), trial.rules(), tableSequence);
    if (best.rest.size() != 1 || best.melds.empty()) return;
    std::vector<std::vector<remi::CardId>> melds;
    for (const remi::Meld &m : best.melds) melds.push_back(ids(m.cards));
    tryApply(trial, Action::meld(seat, melds), done);
}

void ComputerTurn::meldWhatFits(remi::Round &trial, int seat, std::vector<Action> &done)
{
    const remi::RuleSet &rules = trial.rules();
    if (!trial.hasOpened(seat)) {
        // Open with disjoint three-card melds once they reach the minimum together.
        std::vector<std::vector<Card>> chosen;
        std::vector<remi::CardId> used;
        int value = 0;
        for (const auto &cards : threeCardMelds(trial.hand(seat), rules, rules.openingJokerLimit)) {
            const bool clash = std::any_of(cards.begin(), cards.end(), [&](const Card &c) {
                return std::find(used.begin(), used.end(), c.id) != used.end();
            });
            if (clash) continue;
            const auto meld = remi::validateMeld(cards, rules, rules.openingJokerLimit);
            chosen.push_back(cards);
            for (const Card &c : cards) used.push_back(c.id);
            value += meld ? remi::openingValue(*meld, rules) : 0;
        }
        if (chosen.empty() || value < rules.openingMin) return;
        std::vector<std::vector<remi::CardId>> melds;
        for (const auto &cards : chosen) melds.push_back(ids(cards));
        if (!tryApply(trial, Action::meld(seat, melds), done)) {
            // Try them one at a time (variants without an opening minimum).
            for (const auto &m : melds) tryApply(trial, Action::meld(seat, {m}), done);
        }
        if (!trial.hasOpened(seat)) return;
    }
    bool progress = true;
    while (progress && !trial.isOver()) {
        progress = false;
        for (const auto &cards : threeCardMelds(trial.hand(seat), rules, rules.jokerLimit)) {
            if (tryApply(trial, Action::meld(seat, {ids(cards)}), done)) {
                progress = true;
                break;
            }
        }
        if (progress || !rules.layOffAllowed) continue;
        const std::vector<Card> hand = trial.hand(seat);
        for (const Card &card : hand) {
            for (int m = 0; m < static_cast<int>(trial.table().size()) && !progress; ++m)
                progress = tryApply(trial, Action::layOff(seat, card.id, m), done);
            if (progress) break;
        }
    }
}

bool ComputerTurn::endTurn(remi::Round &trial, int seat, std::vector<Action> &done)
{
    // A discard, or rami NONE mode's end of the turn without one.
    return discardSomething(trial, seat, done) || tryApply(trial, Action::endTurn(seat), done);
}

bool ComputerTurn::discardSomething(remi::Round &trial, int seat, std::vector<Action> &done)
{
    std::vector<Card> hand = trial.hand(seat);
    // Highest value first, jokers last.
    std::stable_sort(hand.begin(), hand.end(), [&](const Card &a, const Card &b) {
        if (a.isJoker() != b.isJoker()) return !a.isJoker();
        return remi::handCardValue(a, trial.rules()) > remi::handCardValue(b, trial.rules());
    });
    for (const Card &card : hand)
        if (tryApply(trial, Action::discard(seat, card.id), done)) return true;
    return false;
}

bool playRoundAsHuman(GameController &controller, const QSignalSpy &finished, int turns)
{
    const ComputerTurn player;
    for (int turn = 0; turn < turns && finished.isEmpty(); ++turn) {
        if (!QTest::qWaitFor([&] { return controller.isHumanTurn() || !finished.isEmpty(); }, 20000)) return false;
        if (!finished.isEmpty()) break;
        for (const Action &a : player.plan(controller.round(), controller.humanSeat()))
            if (controller.act(a) != Reason::Ok) return false;
    }
    return !finished.isEmpty();
}
