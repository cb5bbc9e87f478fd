// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RuleSet.h"
#include "TextExcerpt.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <locale>
#include <sstream>

namespace remi {

int RuleSet::handSize(int players) const
{
    if (players < 0 || players >= static_cast<int>(handSizeByPlayers.size())) return 0;
    return handSizeByPlayers[static_cast<std::size_t>(players)];
}

RuleSet RuleSet::forPlayers(int players) const
{
    RuleSet r = *this;
    if (!r.decksByPlayers.empty()) {
        const std::size_t i =
            std::min<std::size_t>(static_cast<std::size_t>(std::max(players, 0)), r.decksByPlayers.size() - 1);
        r.decks = r.identicalCombos ? 4 : r.decksByPlayers[i]; // 4.1: identical combinations use 4 decks
        r.decksByPlayers.clear();
    }
    if (r.jokersPerDeck >= 0) r.jokers = r.decks * r.jokersPerDeck;
    return r;
}

namespace {

using Kind = OptionSpec::Kind;

const OptionSpec *findSpec(const std::string &variant, const std::string &name)
{
    for (const OptionSpec &s : optionSpecs(variant))
        if (s.name == name) return &s;
    return nullptr;
}

bool parseInt(const std::string &v, int &out)
{
    if (v.empty() || v.size() > 9) return false;
    std::size_t i = (v[0] == '-' || v[0] == '+') ? 1 : 0;
    if (i == v.size()) return false;
    for (std::size_t k = i; k < v.size(); ++k)
        if (v[k] < '0' || v[k] > '9') return false;
    out = std::stoi(v);
    return true;
}

/// A whole number too large for parseInt (e.g. "1e+30" or 20 digits from a save file): outside
/// every option's range. Read in the classic locale (std::strtod follows the one Qt sets: "1.5e30"
/// would stop at the '.' under a decimal comma).
bool hugeWholeNumber(const std::string &v)
{
    if (v.empty()) return false;
    std::istringstream in(v);
    in.imbue(std::locale::classic());
    double d = 0;
    in >> d;
    if (in.fail() || in.peek() != std::char_traits<char>::eof()) return false;
    return std::isfinite(d) && d == std::floor(d) && std::abs(d) > 1e9;
}

} // namespace

std::optional<std::string> setOption(RuleSet &rules, const std::string &name, const std::string &value)
{
    const OptionSpec *spec = findSpec(rules.variant, name);
    // Names and values are quoted cut short (textExcerpt): they may come from a hostile file.
    const std::string shownName = textExcerpt(name), shown = textExcerpt(value);
    if (!spec) return "unknown option '" + shownName + "' for variant " + rules.variant;
    auto allowedText = [&]() {
        std::string t;
        for (const std::string &c : spec->choices) t += (t.empty() ? "" : ", ") + c;
        return t;
    };
    switch (spec->kind) {
    case Kind::Bool:
        if (value != "true" && value != "false") return "option " + name + " takes true or false, not '" + shown + "'";
        break;
    case Kind::Int: {
        int n = 0;
        if (!parseInt(value, n)) {
            if (!hugeWholeNumber(value)) return "option " + name + " takes a whole number, not '" + shown + "'";
            n = value[0] == '-' ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max(); // out of range
        }
        if (!spec->choices.empty()) {
            if (std::find(spec->choices.begin(), spec->choices.end(), std::to_string(n)) == spec->choices.end())
                return "option " + name + " takes one of " + allowedText() + ", not " + shown;
        } else if (spec->offOrAtLeast > 0 && n > 0 && n < spec->offOrAtLeast) {
            return "option " + name + " takes 0 or " + std::to_string(spec->offOrAtLeast) + " to " +
                   std::to_string(spec->max) + ", not " + shown;
        } else if (n < spec->min || n > spec->max || (n - spec->min) % spec->step != 0) {
            return "option " + name + " takes " + std::to_string(spec->min) + " to " + std::to_string(spec->max) +
                   ", not " + shown;
        }
        spec->set(rules, std::to_string(n));
        return std::nullopt;
    }
    case Kind::Choice:
        if (std::find(spec->choices.begin(), spec->choices.end(), value) == spec->choices.end())
            return "option " + name + " takes one of " + allowedText() + ", not '" + shown + "'";
        break;
    }
    spec->set(rules, value);
    return std::nullopt;
}

std::optional<std::string> optionValue(const RuleSet &rules, const std::string &name)
{
    const OptionSpec *spec = findSpec(rules.variant, name);
    if (!spec) return std::nullopt;
    return spec->get(rules);
}

} // namespace remi
