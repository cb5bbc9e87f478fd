// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Save files: replaying a SaveGame through the engine.

#include "SaveGame.h"

#include "engine/Reason.h"

namespace remi::save {

namespace {

using Code = SaveError::Code;

std::string joined(const std::vector<int> &v)
{
    std::string s;
    for (int x : v) s += (s.empty() ? "" : ", ") + std::to_string(x);
    return s;
}

std::string roundPath(std::size_t r)
{
    return "rounds[" + std::to_string(r) + "]";
}

/// Each hand order lists exactly the cards its seat holds in `match`'s round (a card listed
/// four times would be drawn four times); one order per seat.
bool checkHandOrders(const SaveGame &game, const Match &match, SaveError &err)
{
    const Round &round = match.round();
    const int seats = static_cast<int>(round.state().seats.size());
    const int decks = round.rules().decks;
    const std::size_t shoe = static_cast<std::size_t>(decks * 52 + round.rules().jokers);
    std::vector<int> ordered(game.players.size(), 0);
    for (std::size_t i = 0; i < game.handOrders.size(); ++i) {
        const SaveHandOrder &order = game.handOrders[i];
        const std::string path = "handOrders[" + std::to_string(i) + "]";
        int roundSeat = -1;
        for (int s = 0; s < seats; ++s)
            if (match.matchSeat(s) == order.seat) roundSeat = s;
        if (roundSeat < 0) {
            err = {
                Code::OrderNoHand, path + ".seat", {std::to_string(order.seat), std::to_string(match.roundNumber())}};
            return false;
        }
        if (ordered[static_cast<std::size_t>(order.seat)]++) {
            err = {Code::OrderSeatTwice, path + ".seat", {std::to_string(order.seat)}};
            return false;
        }
        // 0: not held, 1: held, 2: held and listed.
        std::vector<unsigned char> state(shoe, 0);
        const std::vector<Card> &hand = round.hand(roundSeat);
        for (const Card &c : hand)
            if (c.id < shoe) state[c.id] = 1;
        for (std::size_t k = 0; k < order.cards.size(); ++k) {
            const CardId id = order.cards[k];
            const std::string at = path + ".cards[" + std::to_string(k) + "]";
            if (id >= shoe) {
                err = {Code::BadValue, at, {std::to_string(id), "0.." + std::to_string(shoe - 1)}};
                return false;
            }
            const std::string code = cardCode(cardFromId(id, decks));
            if (state[id] == 2) {
                err = {Code::OrderDuplicate, at, {code, std::to_string(id)}};
                return false;
            }
            if (state[id] == 0) {
                err = {Code::OrderNotHeld, at, {code, std::to_string(id)}};
                return false;
            }
            state[id] = 2;
        }
        for (const Card &c : hand)
            if (c.id < shoe && state[c.id] == 1) {
                err = {Code::OrderMissing, path + ".cards", {cardCode(c), std::to_string(c.id)}};
                return false;
            }
    }
    return true;
}

} // namespace

std::vector<std::pair<std::string, std::string>> optionsOf(const RuleSet &rules)
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const OptionSpec &spec : optionSpecs(rules.variant))
        if (auto value = optionValue(rules, spec.name)) out.emplace_back(spec.name, *value);
    return out;
}

SaveDeal captureDeal(const Round &round)
{
    const RoundState &s = round.state();
    SaveDeal d;
    d.dealer = s.dealer;
    for (const SeatState &seat : s.seats) {
        std::vector<CardId> hand;
        for (const Card &c : seat.hand) hand.push_back(c.id);
        d.hands.push_back(std::move(hand));
    }
    for (const Card &c : s.stock) d.stock.push_back(c.id);
    for (const PileCard &c : s.pile) d.pile.push_back(c.card.id);
    if (s.cut) d.cut = s.cut->id;
    return d;
}

std::unique_ptr<Match> replaySave(const SaveGame &game, SaveError *error)
{
    SaveError local;
    SaveError &err = error ? *error : local;
    err = {};
    const auto rules = saveRules(game, &err);
    if (!rules) return nullptr;
    const int players = static_cast<int>(game.players.size());
    if (players < rules->minPlayers || players > rules->maxPlayers) {
        err = {Code::PlayerCount,
               "players",
               {std::to_string(players), std::to_string(rules->minPlayers), std::to_string(rules->maxPlayers)}};
        return nullptr;
    }
    if (game.rounds.empty()) {
        err = {Code::BadValue, "rounds", {"[]", "at least one round"}};
        return nullptr;
    }
    auto match = std::make_unique<Match>(*rules, players, game.seed);
    for (std::size_t r = 0; r < game.rounds.size(); ++r) {
        const SaveRound &saved = game.rounds[r];
        const std::string number = std::to_string(r + 1);
        if (r > 0) {
            if (!match->round().isOver()) {
                err = {Code::RoundNotOver, roundPath(r - 1), {std::to_string(r)}};
                return nullptr;
            }
            if (match->isOver()) {
                err = {Code::MatchOver, roundPath(r), {number}};
                return nullptr;
            }
            match->startNextRound();
        }
        if (saved.deal && captureDeal(match->round()) != *saved.deal) {
            err = {Code::DealMismatch, roundPath(r) + ".deal", {number}};
            return nullptr;
        }
        for (std::size_t k = 0; k < saved.actions.size(); ++k) {
            const Reason why = match->round().apply(saved.actions[k]);
            if (why != Reason::Ok) {
                err = {Code::IllegalAction,
                       roundPath(r) + ".actions[" + std::to_string(k) + "]",
                       {number, std::to_string(k + 1), std::string(reasonCode(why))}};
                return nullptr;
            }
        }
        if (match->round().isOver()) match->settleRound();
    }
    if (match->totals() != game.totals) {
        err = {Code::TotalsMismatch, "totals", {joined(game.totals), joined(match->totals())}};
        return nullptr;
    }
    if (!checkHandOrders(game, *match, err)) return nullptr;
    return match;
}

std::unique_ptr<Match> loadSave(std::string_view text, SaveGame *game, SaveError *error)
{
    auto parsed = parseSave(text, error);
    if (!parsed) return nullptr;
    auto match = replaySave(*parsed, error);
    if (match && game) *game = std::move(*parsed);
    return match;
}

} // namespace remi::save
