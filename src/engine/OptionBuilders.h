// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The builders the variants' Options tables (Variant*.cpp) declare their options with: an option's
// kind, RuleSet field, range and default (boolOption, intOption, intChoiceOption, choiceOption),
// then its settings group, words and when it applies (described). Internal to the engine.

#include "RuleSet.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace remi {

inline std::string boolText(bool b)
{
    return b ? "true" : "false";
}

inline OptionSpec boolOption(std::string name, bool RuleSet::*field, bool def)
{
    OptionSpec s;
    s.name = std::move(name);
    s.kind = OptionSpec::Kind::Bool;
    s.defaultValue = boolText(def);
    s.get = [field](const RuleSet &r) { return boolText(r.*field); };
    s.set = [field](RuleSet &r, const std::string &v) { r.*field = v == "true"; };
    return s;
}

/// An Int option from `min` to `max` in steps of `step`.
inline OptionSpec intOption(std::string name, int RuleSet::*field, int min, int max, int def, int step = 1)
{
    OptionSpec s;
    s.name = std::move(name);
    s.kind = OptionSpec::Kind::Int;
    s.min = min;
    s.max = max;
    s.step = step;
    s.defaultValue = std::to_string(def);
    s.get = [field](const RuleSet &r) { return std::to_string(r.*field); };
    s.set = [field](RuleSet &r, const std::string &v) { r.*field = std::stoi(v); };
    return s;
}

/// An Int option restricted to the listed values.
inline OptionSpec intChoiceOption(std::string name, int RuleSet::*field, std::vector<int> allowed, int def)
{
    OptionSpec s = intOption(std::move(name), field, *std::min_element(allowed.begin(), allowed.end()),
                             *std::max_element(allowed.begin(), allowed.end()), def);
    for (int v : allowed) s.choices.push_back(std::to_string(v));
    return s;
}

/// A Choice option: each value's RULES.md name and the enum value it sets.
template <typename E>
OptionSpec choiceOption(std::string name, E RuleSet::*field, std::vector<std::pair<std::string, E>> values, E def)
{
    OptionSpec s;
    s.name = std::move(name);
    s.kind = OptionSpec::Kind::Choice;
    for (const auto &[text, value] : values) {
        s.choices.push_back(text);
        if (value == def) s.defaultValue = text;
    }
    s.get = [field, values](const RuleSet &r) {
        for (const auto &[text, value] : values)
            if (value == r.*field) return text;
        return std::string();
    };
    s.set = [field, values](RuleSet &r, const std::string &v) {
        for (const auto &[text, value] : values)
            if (text == v) r.*field = value;
    };
    return s;
}

/// `spec` with its settings group, its label and explanation (English, marked with
/// REMI_TRANSLATABLE("OptionHelp", ...): the window translates them, words/OptionHelp) and, when it
/// matters only for some values of other options, when it applies (optionApplies, Moves.h).
inline OptionSpec described(OptionSpec spec, OptionGroup group, const char *label, const char *help,
                            std::function<bool(const RuleSet &)> applies = {})
{
    spec.group = group;
    spec.label = label;
    spec.help = help;
    spec.applies = std::move(applies);
    return spec;
}

/// When-it-applies tests shared by the variants' tables (RULES.md x.9, x.10).
inline bool targetOrElimination(const RuleSet &r)
{
    return r.matchEnd == MatchEnd::TargetScore || r.matchEnd == MatchEnd::Elimination;
}
inline bool dealCountEnd(const RuleSet &r)
{
    return r.matchEnd == MatchEnd::DealCount;
}
inline bool scoreLimitEnd(const RuleSet &r)
{
    return r.matchEnd == MatchEnd::ScoreLimit;
}
inline bool challengeScoring(const RuleSet &r)
{
    return r.scoring == ScoringScheme::Challenge;
}
/// stalemateRebuilds: only while the stock is rebuilt without limit.
inline bool unlimitedRebuilds(const RuleSet &r)
{
    return r.maxRebuilds < 0;
}

} // namespace remi
