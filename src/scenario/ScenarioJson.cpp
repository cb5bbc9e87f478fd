// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScenarioJson.h"

#include <cmath>

namespace remi::sim::json {

using Type = save::JsonValue::Type;

[[noreturn]] void fail(const std::string &path, const std::string &what)
{
    throw Malformed{path + ": " + what};
}

std::string quoted(const std::string &s)
{
    return '"' + s + '"';
}
std::string field(const std::string &parent, const std::string &key)
{
    return parent.empty() ? key : parent + '.' + key;
}
std::string item(const std::string &parent, std::size_t i)
{
    return parent + '[' + std::to_string(i) + ']';
}

std::optional<JsonRef> member(const Members &o, const std::string &key)
{
    const auto it = o.find(key);
    if (it == o.end()) return std::nullopt;
    return it->second;
}

JsonRef required(const Members &o, const std::string &key, const std::string &path)
{
    const auto v = member(o, key);
    if (!v) fail(path, "missing");
    return *v;
}

int toInt(JsonRef v, const std::string &path)
{
    if (v.type() != Type::Number) fail(path, "expected an integer");
    const double d = v.asNumber();
    if (d != std::floor(d) || std::abs(d) > 1e9) fail(path, "expected an integer");
    return static_cast<int>(d);
}

bool toBool(JsonRef v, const std::string &path)
{
    if (v.type() != Type::Bool) fail(path, "expected true or false");
    return v.asBool();
}

std::string toString(JsonRef v, const std::string &path)
{
    if (v.type() != Type::String) fail(path, "expected a string");
    return v.asString();
}

std::vector<JsonRef> toArray(JsonRef v, const std::string &path)
{
    if (v.type() != Type::Array) fail(path, "expected a list");
    return std::vector<JsonRef>(v.items().begin(), v.items().end());
}

Members toObject(JsonRef v, const std::string &path)
{
    if (v.type() != Type::Object) fail(path, "expected an object");
    Members out;
    for (const save::JsonMember m : v.members()) out.insert_or_assign(m.key.asString(), m.value);
    return out;
}

std::vector<int> toIntList(JsonRef v, const std::string &path, int players)
{
    const std::vector<JsonRef> a = toArray(v, path);
    if (a.size() != static_cast<std::size_t>(players))
        fail(path, std::to_string(a.size()) + " values for " + std::to_string(players) + " players");
    std::vector<int> out;
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(toInt(a[i], item(path, i)));
    return out;
}

Face toFace(const std::string &text, const std::string &path)
{
    const auto face = parseFace(text);
    if (!face) fail(path, "unknown card " + quoted(text));
    return *face;
}

ScenarioCard toCard(JsonRef v, const std::string &path, bool allowStands)
{
    const std::string text = toString(v, path);
    ScenarioCard card;
    card.text = text;
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos) {
        card.face = toFace(text, path);
        return card;
    }
    if (!allowStands) fail(path, "unknown card " + quoted(text));
    card.face = toFace(text.substr(0, eq), path);
    if (!card.face.isJoker()) fail(path, "only a joker can stand for a card: " + quoted(text));
    const Face stands = toFace(text.substr(eq + 1), path);
    if (stands.isJoker()) fail(path, "a joker cannot stand for a joker: " + quoted(text));
    card.standsFor = stands;
    return card;
}

std::vector<ScenarioCard> toCardList(JsonRef v, const std::string &path, bool allowStands)
{
    const std::vector<JsonRef> a = toArray(v, path);
    std::vector<ScenarioCard> out;
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(toCard(a[i], item(path, i), allowStands));
    return out;
}

std::vector<std::vector<ScenarioCard>> toMeldList(JsonRef v, const std::string &path)
{
    const std::vector<JsonRef> a = toArray(v, path);
    std::vector<std::vector<ScenarioCard>> out;
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(toCardList(a[i], item(path, i), true));
    return out;
}

} // namespace remi::sim::json
