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
        err = {Code::PlayerCount, "players", {std::to_string(players), std::to_string(rules->minPlayers), std::to_string(rules->maxPlayers)}};
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
                err = {Code::IllegalAction, roundPath(r) + ".actions[" + std::to_string(k) + "]",
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
