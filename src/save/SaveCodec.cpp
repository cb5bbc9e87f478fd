// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Save files: JSON <-> SaveGame (the English words of SaveError: SaveErrorText.cpp).

#include "ActionCodec.h"
#include "Json.h"
#include "NumberText.h"
#include "SaveGame.h"

#include "engine/Reason.h"
#include "engine/TextExcerpt.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <set>

namespace remi::save {

namespace {

using Code = SaveError::Code;

struct Failure {
    SaveError error;
};

[[noreturn]] void fail(Code code, std::string path, std::vector<std::string> args = {})
{
    throw Failure{SaveError{code, std::move(path), std::move(args)}};
}

std::string field(const std::string &parent, std::string_view key)
{
    return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}
std::string item(const std::string &parent, std::size_t i)
{
    return parent + "[" + std::to_string(i) + "]";
}

// ---- writing ----

JsonValue num(long long v)
{
    return JsonValue::number(static_cast<double>(v));
}

JsonValue ids(const std::vector<CardId> &cards)
{
    JsonValue a = JsonValue::array();
    for (CardId c : cards) a.push(num(c));
    return a;
}

JsonValue idLists(const std::vector<std::vector<CardId>> &lists)
{
    JsonValue a = JsonValue::array();
    for (const auto &l : lists) a.push(ids(l));
    return a;
}

const char *actionName(ActionType t)
{
    switch (t) {
    case ActionType::Draw: return "draw";
    case ActionType::PickupMeld: return "pickup_meld";
    case ActionType::Meld: return "meld";
    case ActionType::LayOff: return "lay_off";
    case ActionType::SwapJoker: return "swap_joker";
    case ActionType::Take: return "take";
    case ActionType::Rearrange: return "rearrange";
    case ActionType::Discard: return "discard";
    case ActionType::EndTurn: return "end_turn";
    case ActionType::Undo: return "undo";
    case ActionType::Timeout: return "timeout";
    }
    return "?";
}

JsonValue actionJson(const Action &a)
{
    JsonValue o = JsonValue::object();
    o.set("seat", num(a.seat));
    o.set("do", JsonValue::string(actionName(a.type)));
    switch (a.type) {
    case ActionType::Draw:
        o.set("from", JsonValue::string(a.from == DrawSource::Stock     ? "stock"
                                        : a.from == DrawSource::Discard ? "discard"
                                                                        : "cut"));
        if (a.depth != 1) o.set("depth", num(a.depth));
        break;
    case ActionType::PickupMeld:
        o.set("depth", num(a.depth));
        o.set("meld", ids(a.melds.empty() ? std::vector<CardId>{} : a.melds.front()));
        break;
    case ActionType::Meld: o.set("melds", idLists(a.melds)); break;
    case ActionType::Rearrange: o.set("table", idLists(a.melds)); break;
    case ActionType::LayOff:
        o.set("card", num(a.card));
        o.set("target", num(a.target));
        if (a.end != MeldEnd::Auto) o.set("end", JsonValue::string(a.end == MeldEnd::Low ? "low" : "high"));
        break;
    case ActionType::SwapJoker:
        o.set("card", num(a.card));
        o.set("target", num(a.target));
        break;
    case ActionType::Take:
        o.set("target", num(a.target));
        o.set("cards", ids(a.cards));
        break;
    case ActionType::Discard:
        o.set("card", num(a.card));
        if (a.bury) o.set("bury", num(a.buriedJoker));
        break;
    case ActionType::EndTurn:
    case ActionType::Undo:
    case ActionType::Timeout: break;
    }
    return o;
}

JsonValue dealJson(const SaveDeal &d)
{
    JsonValue o = JsonValue::object();
    o.set("dealer", num(d.dealer));
    o.set("hands", idLists(d.hands));
    o.set("stock", ids(d.stock));
    o.set("pile", ids(d.pile));
    o.set("cut", d.cut ? num(*d.cut) : JsonValue());
    return o;
}

// ---- reading ----

JsonRef required(JsonRef o, std::string_view key, const std::string &path)
{
    const std::optional<JsonRef> v = o.find(key);
    if (!v) fail(Code::Missing, field(path, key));
    return *v;
}

/// A JSON number as written: whole numbers up to 2^53 in digits, anything else in the shortest
/// form that reads back the same (1e+300, 1.5).
std::string numberText(double d)
{
    if (d == std::floor(d) && std::abs(d) <= 9007199254740992.0) return std::to_string(static_cast<long long>(d));
    return shortestDouble(d);
}

long long toInteger(JsonRef v, const std::string &path, long long min, long long max)
{
    if (v.type() != JsonValue::Type::Number) fail(Code::WrongType, path, {"an integer"});
    const double d = v.asNumber();
    if (d != std::floor(d)) fail(Code::WrongType, path, {"an integer"});
    if (d < static_cast<double>(min) || d > static_cast<double>(max))
        fail(Code::BadValue, path, {numberText(d), std::to_string(min) + ".." + std::to_string(max)});
    return static_cast<long long>(d);
}
int toInt(JsonRef v, const std::string &path, int min, int max)
{
    return static_cast<int>(toInteger(v, path, min, max));
}
bool toBool(JsonRef v, const std::string &path)
{
    if (v.type() != JsonValue::Type::Bool) fail(Code::WrongType, path, {"true or false"});
    return v.asBool();
}
std::string toString(JsonRef v, const std::string &path)
{
    if (v.type() != JsonValue::Type::String) fail(Code::WrongType, path, {"a string"});
    return v.asString();
}
JsonItemRange toArray(JsonRef v, const std::string &path)
{
    if (v.type() != JsonValue::Type::Array) fail(Code::WrongType, path, {"a list"});
    return v.items();
}
JsonRef toObject(JsonRef v, const std::string &path)
{
    if (v.type() != JsonValue::Type::Object) fail(Code::WrongType, path, {"an object"});
    return v;
}
CardId toCardId(JsonRef v, const std::string &path)
{
    return static_cast<CardId>(toInteger(v, path, 0, 65535));
}
std::vector<CardId> toIds(JsonRef v, const std::string &path)
{
    std::vector<CardId> out;
    std::size_t i = 0;
    for (const JsonRef id : toArray(v, path)) out.push_back(toCardId(id, item(path, i++)));
    return out;
}
std::vector<std::vector<CardId>> toIdLists(JsonRef v, const std::string &path)
{
    std::vector<std::vector<CardId>> out;
    std::size_t i = 0;
    for (const JsonRef list : toArray(v, path)) out.push_back(toIds(list, item(path, i++)));
    return out;
}
/// One of `allowed` (for messages: "stock, discard, cut").
std::string toChoice(JsonRef v, const std::string &path, const std::vector<std::string> &allowed)
{
    const std::string s = toString(v, path);
    std::string list;
    for (const std::string &a : allowed) {
        if (a == s) return s;
        list += (list.empty() ? "" : ", ") + a;
    }
    fail(Code::BadValue, path, {textExcerpt(s), list});
}

Action readAction(JsonRef v, const std::string &path)
{
    toObject(v, path);
    Action a;
    a.seat = toInt(required(v, "seat", path), field(path, "seat"), 0, 15);
    const std::string name = toChoice(required(v, "do", path), field(path, "do"),
                                      {"draw", "pickup_meld", "meld", "lay_off", "swap_joker", "take", "rearrange",
                                       "discard", "end_turn", "undo", "timeout"});
    auto depth = [&] { return toInt(required(v, "depth", path), field(path, "depth"), 1, 1000); };
    auto card = [&] { return toCardId(required(v, "card", path), field(path, "card")); };
    auto target = [&] { return toInt(required(v, "target", path), field(path, "target"), 0, 1000); };
    if (name == "draw") {
        a.type = ActionType::Draw;
        const std::string from = toChoice(required(v, "from", path), field(path, "from"), {"stock", "discard", "cut"});
        a.from = from == "stock" ? DrawSource::Stock : from == "discard" ? DrawSource::Discard : DrawSource::Cut;
        a.depth = v.find("depth") ? depth() : 1;
    } else if (name == "pickup_meld") {
        a.type = ActionType::PickupMeld;
        a.depth = depth();
        a.melds = {toIds(required(v, "meld", path), field(path, "meld"))};
    } else if (name == "meld") {
        a.type = ActionType::Meld;
        a.melds = toIdLists(required(v, "melds", path), field(path, "melds"));
    } else if (name == "rearrange") {
        a.type = ActionType::Rearrange;
        a.melds = toIdLists(required(v, "table", path), field(path, "table"));
    } else if (name == "lay_off") {
        a.type = ActionType::LayOff;
        a.card = card();
        a.target = target();
        if (const auto end = v.find("end")) {
            const std::string e = toChoice(*end, field(path, "end"), {"auto", "low", "high"});
            a.end = e == "low" ? MeldEnd::Low : e == "high" ? MeldEnd::High : MeldEnd::Auto;
        }
    } else if (name == "swap_joker") {
        a.type = ActionType::SwapJoker;
        a.card = card();
        a.target = target();
    } else if (name == "take") {
        a.type = ActionType::Take;
        a.target = target();
        a.cards = toIds(required(v, "cards", path), field(path, "cards"));
    } else if (name == "discard") {
        a.type = ActionType::Discard;
        a.card = card();
        if (const auto bury = v.find("bury")) {
            a.bury = true;
            a.buriedJoker = toCardId(*bury, field(path, "bury"));
        }
    } else if (name == "end_turn") {
        a.type = ActionType::EndTurn;
    } else if (name == "undo") {
        a.type = ActionType::Undo;
    } else {
        a.type = ActionType::Timeout;
    }
    return a;
}

/// Every card of a `shoeSize` shoe exactly once in the deal.
void checkDealCards(const SaveDeal &d, const std::string &path, int shoeSize, int decks)
{
    std::vector<std::string> where(static_cast<std::size_t>(shoeSize));
    auto see = [&](CardId id, const std::string &at) {
        const std::string code = id < shoeSize ? cardCode(cardFromId(id, decks)) : "?";
        if (id >= shoeSize) fail(Code::BadValue, at, {std::to_string(id), "0.." + std::to_string(shoeSize - 1)});
        if (!where[id].empty()) fail(Code::DuplicateCard, at, {code, std::to_string(id)});
        where[id] = at;
    };
    for (std::size_t h = 0; h < d.hands.size(); ++h)
        for (std::size_t i = 0; i < d.hands[h].size(); ++i) see(d.hands[h][i], item(item(field(path, "hands"), h), i));
    for (std::size_t i = 0; i < d.stock.size(); ++i) see(d.stock[i], item(field(path, "stock"), i));
    for (std::size_t i = 0; i < d.pile.size(); ++i) see(d.pile[i], item(field(path, "pile"), i));
    if (d.cut) see(*d.cut, field(path, "cut"));
    for (int id = 0; id < shoeSize; ++id)
        if (where[static_cast<std::size_t>(id)].empty())
            fail(Code::MissingCard, path, {cardCode(cardFromId(static_cast<CardId>(id), decks)), std::to_string(id)});
}

SaveDeal readDeal(JsonRef v, const std::string &path, int players, const RuleSet &rules)
{
    toObject(v, path);
    SaveDeal d;
    d.dealer = toInt(required(v, "dealer", path), field(path, "dealer"), 0, players - 1);
    d.hands = toIdLists(required(v, "hands", path), field(path, "hands"));
    // One hand per seat of the round: 2 up to the players (remi51 elimination deals fewer).
    if (d.hands.size() < 2 || d.hands.size() > static_cast<std::size_t>(players))
        fail(Code::HandCount, field(path, "hands"), {std::to_string(d.hands.size()), std::to_string(players)});
    if (d.dealer >= static_cast<int>(d.hands.size()))
        fail(Code::BadValue, field(path, "dealer"),
             {std::to_string(d.dealer), "0.." + std::to_string(d.hands.size() - 1)});
    d.stock = toIds(required(v, "stock", path), field(path, "stock"));
    d.pile = toIds(required(v, "pile", path), field(path, "pile"));
    const JsonRef cut = required(v, "cut", path);
    if (!cut.isNull()) d.cut = toCardId(cut, field(path, "cut"));
    checkDealCards(d, path, rules.decks * 52 + rules.jokers, rules.decks);
    return d;
}

std::uint64_t readSeed(JsonRef v, const std::string &path)
{
    // One range for every seed; a JSON number is exact only up to 2^53 - 1, so larger seeds are
    // written as strings (writeSave always writes a string).
    static const std::string allowed =
        "a whole number 0..18446744073709551615; above 9007199254740991 only as a string";
    if (v.type() == JsonValue::Type::Number) {
        const double d = v.asNumber();
        if (d != std::floor(d) || d < 0 || d > 9007199254740991.0) fail(Code::BadValue, path, {numberText(d), allowed});
        return static_cast<std::uint64_t>(d);
    }
    if (v.type() != JsonValue::Type::String) fail(Code::WrongType, path, {"a whole number or a string of digits"});
    const std::string s = v.asString();
    std::uint64_t seed = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), seed);
    if (s.empty() || ec != std::errc() || ptr != s.data() + s.size())
        fail(Code::BadValue, path, {textExcerpt(s), allowed});
    return seed;
}

SaveGame readGame(JsonRef root)
{
    if (root.type() != JsonValue::Type::Object) fail(Code::NotAnObject, "");
    const auto format = root.find("format");
    if (!format || !format->isString(kFormat)) fail(Code::NotASave, "format");
    const JsonRef version = required(root, "version", "");
    if (version.type() != JsonValue::Type::Number || version.asNumber() != std::floor(version.asNumber())) {
        std::string shown = version.type() == JsonValue::Type::Number   ? numberText(version.asNumber())
                            : version.type() == JsonValue::Type::String ? "\"" + textExcerpt(version.asString()) + "\""
                            : version.type() == JsonValue::Type::Bool   ? (version.asBool() ? "true" : "false")
                            : version.type() == JsonValue::Type::Null   ? "null"
                                                                        : "a list or an object";
        fail(Code::VersionNotWhole, "version", {shown});
    }
    if (version.asNumber() != kVersion) fail(Code::UnknownVersion, "version", {numberText(version.asNumber())});
    SaveGame g;
    g.variant = toString(required(root, "variant", ""), "variant");
    auto rules = presetRules(g.variant);
    if (!rules) fail(Code::UnknownVariant, "variant", {textExcerpt(g.variant)});
    const JsonRef options = toObject(required(root, "options", ""), "options");
    for (const JsonMember member : options.members()) {
        const std::string name = member.key.asString();
        const JsonRef value = member.value;
        const std::string path = field("options", textExcerpt(name));
        std::string text;
        if (value.type() == JsonValue::Type::Bool) text = value.asBool() ? "true" : "false";
        else if (value.type() == JsonValue::Type::Number) text = numberText(value.asNumber()); // setOption checks it
        else if (value.type() == JsonValue::Type::String) text = value.asString();
        else fail(Code::WrongType, path, {"true, false, a number or a string"});
        if (!optionValue(*rules, name)) fail(Code::UnknownOption, path, {textExcerpt(name)});
        if (auto err = setOption(*rules, name, text)) fail(Code::BadOptionValue, path, {*err});
        g.options.emplace_back(name, text);
    }

    const JsonRef players = required(root, "players", "");
    toArray(players, "players");
    const std::size_t count = players.size();
    if (count < static_cast<std::size_t>(rules->minPlayers) || count > static_cast<std::size_t>(rules->maxPlayers))
        fail(Code::PlayerCount, "players",
             {std::to_string(count), std::to_string(rules->minPlayers), std::to_string(rules->maxPlayers)});
    const int n = static_cast<int>(count);
    std::size_t i = 0;
    for (const JsonRef player : players.items()) {
        const std::string path = item("players", i++);
        toObject(player, path);
        SavePlayer p;
        p.name = toString(required(player, "name", path), field(path, "name"));
        if (p.name.size() > 200) fail(Code::BadValue, field(path, "name"), {textExcerpt(p.name), "at most 200 bytes"});
        p.human = toBool(required(player, "human", path), field(path, "human"));
        if (const auto level = player.find("level"))
            p.level = toChoice(*level, field(path, "level"), {"easy", "normal", "hard", "expert"});
        g.players.push_back(std::move(p));
    }
    const RuleSet dealt = rules->forPlayers(n);

    g.seed = readSeed(required(root, "seed", ""), "seed");
    if (const auto bot = root.find("botTurns"))
        g.botTurns = static_cast<std::uint64_t>(toInteger(*bot, "botTurns", 0, 1LL << 50));

    const JsonItemRange rounds = toArray(required(root, "rounds", ""), "rounds");
    if (rounds.empty()) fail(Code::BadValue, "rounds", {"[]", "at least one round"});
    std::size_t r = 0;
    for (const JsonRef saved : rounds) {
        const std::string path = item("rounds", r++);
        toObject(saved, path);
        SaveRound round;
        if (const auto deal = saved.find("deal"); deal && !deal->isNull())
            round.deal = readDeal(*deal, field(path, "deal"), n, dealt);
        std::size_t k = 0;
        for (const JsonRef action : toArray(required(saved, "actions", path), field(path, "actions")))
            round.actions.push_back(readAction(action, item(field(path, "actions"), k++)));
        g.rounds.push_back(std::move(round));
    }

    if (const auto orders = root.find("handOrders")) {
        i = 0;
        for (const JsonRef order : toArray(*orders, "handOrders")) {
            const std::string path = item("handOrders", i++);
            toObject(order, path);
            SaveHandOrder o;
            o.seat = toInt(required(order, "seat", path), field(path, "seat"), 0, n - 1);
            if (const auto sort = order.find("sort"); sort && !sort->isNull())
                o.sort = toChoice(*sort, field(path, "sort"), {"suit", "rank"});
            o.cards = toIds(required(order, "cards", path), field(path, "cards"));
            g.handOrders.push_back(std::move(o));
        }
    }

    const JsonRef totals = required(root, "totals", "");
    toArray(totals, "totals");
    if (const std::size_t values = totals.size(); values != count)
        fail(Code::BadValue, "totals",
             {std::to_string(values) + " values", std::to_string(n) + " values, one per player"});
    i = 0;
    for (const JsonRef total : totals.items()) {
        g.totals.push_back(toInt(total, item("totals", i), -100000000, 100000000));
        ++i;
    }
    return g;
}

/// The number whose text starts at `offset` (a short excerpt), for NumberOutOfRange.
std::string numberAt(std::string_view text, std::size_t offset)
{
    std::size_t end = offset;
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '-' ||
                                 text[end] == '+' || text[end] == '.' || text[end] == 'e' || text[end] == 'E'))
        ++end;
    return textExcerpt(text.substr(offset, end - offset));
}

} // namespace

std::string writeSave(const SaveGame &g)
{
    JsonValue root = JsonValue::object();
    root.set("format", JsonValue::string(kFormat));
    root.set("version", num(kVersion));
    root.set("variant", JsonValue::string(g.variant));
    JsonValue options = JsonValue::object();
    for (const auto &[name, value] : g.options) {
        long long number = 0;
        const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
        if (value == "true" || value == "false") options.set(name, JsonValue::boolean(value == "true"));
        else if (!value.empty() && ec == std::errc() && ptr == value.data() + value.size() &&
                 std::abs(number) < 1000000)
            options.set(name, num(number));
        else options.set(name, JsonValue::string(value));
    }
    root.set("options", std::move(options));
    JsonValue players = JsonValue::array();
    for (const SavePlayer &p : g.players) {
        JsonValue o = JsonValue::object();
        o.set("name", JsonValue::string(p.name));
        o.set("human", JsonValue::boolean(p.human));
        if (!p.human) o.set("level", JsonValue::string(p.level));
        players.push(std::move(o));
    }
    root.set("players", std::move(players));
    root.set("seed", JsonValue::string(std::to_string(g.seed)));
    root.set("botTurns", num(static_cast<long long>(g.botTurns)));
    JsonValue totals = JsonValue::array();
    for (int t : g.totals) totals.push(num(t));
    root.set("totals", std::move(totals));
    JsonValue orders = JsonValue::array();
    for (const SaveHandOrder &o : g.handOrders) {
        JsonValue h = JsonValue::object();
        h.set("seat", num(o.seat));
        h.set("sort", o.sort.empty() ? JsonValue() : JsonValue::string(o.sort));
        h.set("cards", ids(o.cards));
        orders.push(std::move(h));
    }
    root.set("handOrders", std::move(orders));
    JsonValue rounds = JsonValue::array();
    for (const SaveRound &r : g.rounds) {
        JsonValue o = JsonValue::object();
        if (r.deal) o.set("deal", dealJson(*r.deal));
        JsonValue actions = JsonValue::array();
        for (const Action &a : r.actions) actions.push(actionJson(a));
        o.set("actions", std::move(actions));
        rounds.push(std::move(o));
    }
    root.set("rounds", std::move(rounds));
    return writeJson(root);
}

std::optional<SaveGame> parseSave(std::string_view text, SaveError *error)
{
    SaveError local;
    SaveError &err = error ? *error : local;
    err = {};
    JsonDocument doc;
    JsonError jerr;
    if (!parseJson(text, &doc, &jerr, JsonLimits{kMaxSaveBytes, kMaxSaveDepth})) {
        switch (jerr.code) {
        case JsonError::Code::TooLarge: err = {Code::TooLarge, "", {std::to_string(kMaxSaveBytes)}}; break;
        case JsonError::Code::TooDeep: err = {Code::TooDeep, "", {std::to_string(kMaxSaveDepth)}}; break;
        case JsonError::Code::Truncated: err = {Code::Truncated, "", {std::to_string(jerr.offset)}}; break;
        case JsonError::Code::OutOfRange:
            err = {Code::NumberOutOfRange, "", {std::to_string(jerr.offset), numberAt(text, jerr.offset)}};
            break;
        default: err = {Code::InvalidJson, "", {std::to_string(jerr.offset)}}; break;
        }
        return std::nullopt;
    }
    try {
        return readGame(doc.root());
    } catch (const Failure &f) {
        err = f.error;
        return std::nullopt;
    }
}

bool looksLikeSave(std::string_view text)
{
    // Cheap check on the text: the format field appears near the start of every save we write,
    // and a full parse decides anyway.
    JsonDocument doc;
    if (!parseJson(text, &doc, nullptr, JsonLimits{kMaxSaveBytes, kMaxSaveDepth})) {
        return text.substr(0, 200).find("\"remi-save\"") != std::string_view::npos;
    }
    return doc.root().find("format").has_value();
}

std::string writeAction(const Action &action)
{
    return writeJson(actionJson(action));
}

std::optional<Action> parseAction(std::string_view text, SaveError *error)
{
    SaveError local;
    SaveError &err = error ? *error : local;
    err = {};
    JsonDocument doc;
    JsonError jerr;
    if (!parseJson(text, &doc, &jerr, JsonLimits{kMaxSaveBytes, kMaxSaveDepth})) {
        err = {jerr.code == JsonError::Code::TooDeep ? Code::TooDeep : Code::InvalidJson,
               "action",
               {std::to_string(jerr.offset)}};
        return std::nullopt;
    }
    try {
        return readAction(doc.root(), "action");
    } catch (const Failure &f) {
        err = f.error;
        return std::nullopt;
    }
}

std::optional<RuleSet> saveRules(const SaveGame &game, SaveError *error)
{
    auto rules = presetRules(game.variant);
    if (!rules) {
        if (error) *error = {Code::UnknownVariant, "variant", {game.variant}};
        return std::nullopt;
    }
    for (const auto &[name, value] : game.options) {
        if (auto err = setOption(*rules, name, value)) {
            if (error) *error = {Code::BadOptionValue, field("options", name), {*err}};
            return std::nullopt;
        }
    }
    return rules;
}

} // namespace remi::save
