// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScenarioReader.h"

#include "ScenarioJson.h"

#include "save/FileIo.h"

#include <map>

namespace remi::sim {

namespace {

using namespace json;

bool has(const Members &o, const char *key)
{
    return o.count(key) > 0;
}
JsonRef val(const Members &o, const char *key)
{
    return o.at(key);
}

/// Picks physical copies from the shoe for the faces of the deal, in file order.
class ShoePicker {
  public:
    explicit ShoePicker(const RuleSet &rules) : m_shoe(buildShoe(rules.decks, rules.jokers)), m_used(m_shoe.size()) {}
    Card take(JsonRef v, const std::string &path)
    {
        const ScenarioCard sc = toCard(v, path, false);
        for (std::size_t i = 0; i < m_shoe.size(); ++i) {
            if (!m_used[i] && sc.face.matches(m_shoe[i])) {
                m_used[i] = true;
                return m_shoe[i];
            }
        }
        int copies = 0;
        for (const Card &c : m_shoe) copies += sc.face.matches(c) ? 1 : 0;
        fail(path, "no copy of " + quoted(sc.text) + " left (the shoe holds " + std::to_string(copies) + ")");
    }
    std::vector<Card> takeList(JsonRef v, const std::string &path)
    {
        const std::vector<JsonRef> a = toArray(v, path);
        std::vector<Card> out;
        for (std::size_t i = 0; i < a.size(); ++i) out.push_back(take(a[i], item(path, i)));
        return out;
    }

  private:
    std::vector<Card> m_shoe;
    std::vector<bool> m_used;
};

DealSpec readDeal(const Members &o, const RuleSet &rules, int players)
{
    const std::string path = "deal";
    ShoePicker picker(rules.forPlayers(players)); // rami: the number of decks depends on the players
    DealSpec deal;
    const std::string handsPath = field(path, "hands");
    const std::vector<JsonRef> hands = toArray(required(o, "hands", handsPath), handsPath);
    if (hands.size() != static_cast<std::size_t>(players))
        fail(handsPath, std::to_string(hands.size()) + " hands for " + std::to_string(players) + " players");
    for (std::size_t i = 0; i < hands.size(); ++i) deal.hands.push_back(picker.takeList(hands[i], item(handsPath, i)));
    if (has(o, "stock")) deal.stock = picker.takeList(val(o, "stock"), field(path, "stock"));
    if (has(o, "discard")) deal.discard = picker.takeList(val(o, "discard"), field(path, "discard"));
    if (has(o, "cut") && !val(o, "cut").isNull()) deal.cut = picker.take(val(o, "cut"), field(path, "cut"));
    return deal;
}

const std::map<std::string, ActionType> &actionNames()
{
    static const std::map<std::string, ActionType> names = {
        {"draw", ActionType::Draw},
        {"pickup_meld", ActionType::PickupMeld},
        {"meld", ActionType::Meld},
        {"lay_off", ActionType::LayOff},
        {"swap_joker", ActionType::SwapJoker},
        {"take", ActionType::Take},
        {"rearrange", ActionType::Rearrange},
        {"discard", ActionType::Discard},
        {"end_turn", ActionType::EndTurn},
        {"undo", ActionType::Undo},
    };
    return names;
}

/// `expect.cause` (docs/SCENARIOS.md): a fault code, or {fault, cards, table_meld, action_meld}.
/// It implies `"refused": "invalid_meld"` and contradicts any other expectation.
ScenarioCause readCause(JsonRef v, const std::string &expectPath, ScenarioAction &a)
{
    const std::string path = field(expectPath, "cause");
    if (a.expectRefused && *a.expectRefused != Reason::InvalidMeld)
        fail(path, "a cause goes only with \"refused\": \"invalid_meld\"");
    a.expectRefused = Reason::InvalidMeld;
    a.expectAccepted = false;
    auto faultFrom = [](JsonRef f, const std::string &p) {
        const std::string code = toString(f, p);
        const auto fault = meldFaultFromCode(code);
        if (!fault || *fault == MeldFault::None) fail(p, "unknown cause " + quoted(code));
        return *fault;
    };
    ScenarioCause c;
    if (v.type() == save::JsonValue::Type::String) {
        c.fault = faultFrom(v, path);
        return c;
    }
    const Members o = toObject(v, path);
    for (const auto &[key, value] : o)
        if (key != "fault" && key != "cards" && key != "table_meld" && key != "action_meld")
            fail(field(path, key), "unknown field (fault, cards, table_meld, action_meld)");
    c.fault = faultFrom(required(o, "fault", field(path, "fault")), field(path, "fault"));
    if (has(o, "cards")) {
        std::vector<Face> faces;
        for (const ScenarioCard &sc : toCardList(val(o, "cards"), field(path, "cards"), false))
            faces.push_back(sc.face);
        c.cards = faces;
    }
    auto index = [&](const char *key, std::optional<int> &out) {
        if (!has(o, key)) return;
        const JsonRef x = val(o, key);
        out = x.isNull() ? -1 : toInt(x, field(path, key));
        if (*out < -1) fail(field(path, key), "an index from 0, or null");
    };
    index("table_meld", c.tableMeld);
    index("action_meld", c.actionMeld);
    return c;
}

void readActionExpect(const Members &o, const std::string &path, ScenarioAction &a)
{
    if (has(o, "refused")) {
        const std::string p = field(path, "refused");
        const std::string code = toString(val(o, "refused"), p);
        const auto reason = reasonFromCode(code);
        if (!reason || *reason == Reason::Ok) fail(p, "unknown reason code " + quoted(code));
        a.expectRefused = reason;
        a.expectAccepted = false;
    }
    if (has(o, "ok")) {
        const std::string p = field(path, "ok");
        const bool ok = toBool(val(o, "ok"), p);
        if (ok && a.expectRefused) fail(p, "\"ok\": true contradicts \"refused\"");
        if (!ok) a.expectAccepted = false;
    }
    if (has(o, "points")) a.expectPoints = toInt(val(o, "points"), field(path, "points"));
    if (has(o, "cause")) {
        if (has(o, "ok") && val(o, "ok").asBool()) fail(field(path, "cause"), "\"ok\": true contradicts a cause");
        a.expectCause = readCause(val(o, "cause"), path, a);
    }
}

ScenarioAction readAction(JsonRef v, const std::string &path, int index, int players)
{
    const Members o = toObject(v, path);
    ScenarioAction a;
    a.index = index;
    const std::string seatPath = field(path, "seat");
    a.seat = toInt(required(o, "seat", seatPath), seatPath);
    if (a.seat < 0 || a.seat >= players)
        fail(seatPath, "seat " + std::to_string(a.seat) + " outside 0.." + std::to_string(players - 1));
    const std::string doPath = field(path, "do");
    const std::string name = toString(required(o, "do", doPath), doPath);
    const auto it = actionNames().find(name);
    if (it == actionNames().end()) fail(doPath, "unknown action " + quoted(name));
    a.name = name;
    a.type = it->second;

    auto sub = [&](const char *key) { return field(path, key); };
    auto req = [&](const char *key) { return required(o, key, sub(key)); };
    auto readDepth = [&] {
        if (!has(o, "depth")) return;
        a.depth = toInt(val(o, "depth"), sub("depth"));
        if (a.depth < 1) fail(sub("depth"), "depth counts from 1 (the top card)");
    };
    auto readTarget = [&] {
        a.target = toInt(req("target"), sub("target"));
        if (a.target < 0) fail(sub("target"), "table meld indices count from 0");
    };

    switch (a.type) {
    case ActionType::Draw: {
        if (has(o, "from")) {
            const std::string from = toString(val(o, "from"), sub("from"));
            if (from == "stock") a.from = DrawSource::Stock;
            else if (from == "discard") a.from = DrawSource::Discard;
            else if (from == "cut") a.from = DrawSource::Cut;
            else fail(sub("from"), "expected stock, discard or cut, not " + quoted(from));
        }
        readDepth();
        break;
    }
    case ActionType::PickupMeld:
        a.from = DrawSource::Discard;
        readDepth();
        a.melds.push_back(toCardList(req("meld"), sub("meld"), true));
        break;
    case ActionType::Meld: a.melds = toMeldList(req("melds"), sub("melds")); break;
    case ActionType::LayOff:
        a.card = toCard(req("card"), sub("card"), false);
        readTarget();
        if (has(o, "end")) {
            const std::string end = toString(val(o, "end"), sub("end"));
            if (end == "low") a.end = MeldEnd::Low;
            else if (end == "high") a.end = MeldEnd::High;
            else fail(sub("end"), "expected low or high, not " + quoted(end));
        }
        break;
    case ActionType::SwapJoker:
        a.card = toCard(req("card"), sub("card"), false);
        readTarget();
        break;
    case ActionType::Take:
        readTarget();
        a.melds.push_back(toCardList(req("cards"), sub("cards"), false));
        break;
    case ActionType::Rearrange: a.melds = toMeldList(req("table"), sub("table")); break;
    case ActionType::Discard:
        a.card = toCard(req("card"), sub("card"), false);
        if (has(o, "bury") && !val(o, "bury").isNull()) a.bury = toCard(val(o, "bury"), sub("bury"), false);
        break;
    case ActionType::EndTurn:
    case ActionType::Undo:
    default: // actions without fields, and engine actions scenario files do not name
        break;
    }

    if (has(o, "expect")) readActionExpect(toObject(val(o, "expect"), sub("expect")), sub("expect"), a);
    return a;
}

ScenarioExpect readExpect(const Members &o, int players)
{
    const std::string path = "expect";
    auto sub = [&](const char *key) { return field(path, key); };
    ScenarioExpect e;
    if (has(o, "scores")) e.scores = toIntList(val(o, "scores"), sub("scores"), players);
    if (has(o, "totals")) e.totals = toIntList(val(o, "totals"), sub("totals"), players);
    if (has(o, "hand_sizes")) e.handSizes = toIntList(val(o, "hand_sizes"), sub("hand_sizes"), players);
    if (has(o, "round_over")) e.roundOver = toBool(val(o, "round_over"), sub("round_over"));
    if (has(o, "winner")) {
        e.hasWinner = true;
        if (!val(o, "winner").isNull()) {
            e.winner = toInt(val(o, "winner"), sub("winner"));
            if (*e.winner < 0 || *e.winner >= players)
                fail(sub("winner"), "seat " + std::to_string(*e.winner) + " outside 0.." + std::to_string(players - 1));
        }
    }
    if (has(o, "stock_size")) e.stockSize = toInt(val(o, "stock_size"), sub("stock_size"));
    if (has(o, "discard_top")) {
        e.hasDiscardTop = true;
        if (!val(o, "discard_top").isNull())
            e.discardTop = toCard(val(o, "discard_top"), sub("discard_top"), false).face;
    }
    return e;
}

std::string optionText(JsonRef v, const std::string &path)
{
    using Type = save::JsonValue::Type;
    if (v.type() == Type::Bool) return v.asBool() ? "true" : "false";
    if (v.type() == Type::Number) return std::to_string(toInt(v, path));
    if (v.type() == Type::String) return v.asString();
    fail(path, "expected a number, true/false or a string");
}

Scenario parse(const Members &root)
{
    Scenario s;
    if (has(root, "name")) s.name = toString(val(root, "name"), "name");

    const std::string variant = toString(required(root, "variant", "variant"), "variant");
    const auto preset = presetRules(variant);
    if (!preset) fail("variant", "unknown variant " + quoted(variant));
    s.variant = variant;
    s.rules = *preset;

    if (has(root, "options")) {
        for (const auto &[key, value] : toObject(val(root, "options"), "options")) {
            const std::string path = field("options", key);
            if (const auto err = setOption(s.rules, key, optionText(value, path))) fail(path, *err);
        }
    }

    s.players = toInt(required(root, "players", "players"), "players");
    if (s.players < s.rules.minPlayers || s.players > s.rules.maxPlayers)
        fail("players", std::to_string(s.players) + " players; " + variant + " allows " +
                            std::to_string(s.rules.minPlayers) + ".." + std::to_string(s.rules.maxPlayers));
    s.dealer = toInt(required(root, "dealer", "dealer"), "dealer");
    if (s.dealer < 0 || s.dealer >= s.players)
        fail("dealer", "seat " + std::to_string(s.dealer) + " outside 0.." + std::to_string(s.players - 1));

    s.deal = readDeal(toObject(required(root, "deal", "deal"), "deal"), s.rules, s.players);

    if (has(root, "actions")) {
        const std::vector<JsonRef> actions = toArray(val(root, "actions"), "actions");
        for (std::size_t i = 0; i < actions.size(); ++i)
            s.actions.push_back(readAction(actions[i], item("actions", i), static_cast<int>(i), s.players));
    }
    if (has(root, "expect")) s.expect = readExpect(toObject(val(root, "expect"), "expect"), s.players);
    return s;
}

const char *jsonErrorText(save::JsonError::Code code)
{
    using Code = save::JsonError::Code;
    switch (code) {
    case Code::TooLarge: return "too large";
    case Code::TooDeep: return "nested too deep";
    case Code::Truncated: return "the text ends early";
    case Code::OutOfRange: return "number out of range";
    case Code::Syntax:
    case Code::None:
    default: return "syntax error";
    }
}

} // namespace

std::optional<Scenario> parseScenario(std::string_view json, std::string *error)
{
    save::JsonDocument doc;
    save::JsonError parseError;
    save::JsonLimits limits;
    limits.maxBytes = kMaxScenarioBytes;
    if (!save::parseJson(json, &doc, &parseError, limits)) {
        if (error)
            *error =
                "invalid JSON at offset " + std::to_string(parseError.offset) + ": " + jsonErrorText(parseError.code);
        return std::nullopt;
    }
    if (doc.root().type() != save::JsonValue::Type::Object) {
        if (error) *error = "invalid scenario: the top level must be a JSON object";
        return std::nullopt;
    }
    try {
        return parse(toObject(doc.root(), ""));
    } catch (const Malformed &m) {
        if (error) *error = m.message;
        return std::nullopt;
    }
}

std::optional<Scenario> readScenario(const std::filesystem::path &path, std::string *error)
{
    std::string text;
    save::FileError readError;
    if (!save::readFileLimited(path, kMaxScenarioBytes, &text, &readError)) {
        if (error) {
            if (readError.code == save::FileError::Code::TooLarge)
                *error = "file larger than " + std::to_string(kMaxScenarioBytes) + " bytes";
            else *error = save::fileErrorText(readError);
        }
        return std::nullopt;
    }
    return parseScenario(text, error);
}

std::string scenarioCardsText(const std::vector<ScenarioCard> &cards)
{
    std::string out;
    for (const ScenarioCard &c : cards) {
        if (!out.empty()) out += ' ';
        out += c.text;
    }
    return out;
}

} // namespace remi::sim
