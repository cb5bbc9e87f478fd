// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Typed access to the JSON of a scenario file (save/Json's reader; std only). Each helper takes the
// field's path ("deal.hands[1][3]") and throws Malformed with a one-line message naming it.

#include "Scenario.h"

#include "save/Json.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace remi::sim::json {

using save::JsonRef;

/// Thrown by the helpers; parseScenario() turns it into its error text.
struct Malformed {
    std::string message;
};

[[noreturn]] void fail(const std::string &path, const std::string &what);

std::string quoted(const std::string &s);
/// "deal" + "hands" -> "deal.hands"; "" + "variant" -> "variant".
std::string field(const std::string &parent, const std::string &key);
/// "deal.hands" + 1 -> "deal.hands[1]".
std::string item(const std::string &parent, std::size_t i);

/// An object's members by key, in key order (a repeated key: the last), as the scenario format
/// reads them.
using Members = std::map<std::string, JsonRef>;

/// The member `key` of `o`, or nullopt.
std::optional<JsonRef> member(const Members &o, const std::string &key);
JsonRef required(const Members &o, const std::string &key, const std::string &path);
int toInt(JsonRef v, const std::string &path);
bool toBool(JsonRef v, const std::string &path);
std::string toString(JsonRef v, const std::string &path);
std::vector<JsonRef> toArray(JsonRef v, const std::string &path);
Members toObject(JsonRef v, const std::string &path);
/// A list of exactly `players` integers (scores, hand sizes).
std::vector<int> toIntList(JsonRef v, const std::string &path, int players);

/// "7S", "JK"; with `allowStands` also "JK=7S" (cases/FORMAT.md "Cards").
ScenarioCard toCard(JsonRef v, const std::string &path, bool allowStands);
std::vector<ScenarioCard> toCardList(JsonRef v, const std::string &path, bool allowStands);
/// A list of melds, each a list of cards that may say what their jokers stand for.
std::vector<std::vector<ScenarioCard>> toMeldList(JsonRef v, const std::string &path);

} // namespace remi::sim::json
