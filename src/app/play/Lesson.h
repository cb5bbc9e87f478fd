// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A guided round as data: a prepared deal, the computer seats' scripted moves and the
// player's steps. Each step has a short text (translated in context "Lesson"; %1, %2… are the cards
// of `args`, shown as the player's cards are named), the thing it points at and what it waits for,
// written in the lesson language (LessonScript.h). The lessons themselves are in Lessons.cpp.

#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lesson {

/// What a step points at.
enum class Target { None, Stock, Pile, CutCard, HandCards, TableMeld, MeldButton, DraftButton };
/// What a step also outlines besides its target: the player's score (rami's live points, RULES.md 4.5).
enum class Also { Nothing, Score };

struct Step {
    Step(const char *text, std::string args, std::string expect, Target target = Target::None, std::string cards = {},
         int meld = -1, Also also = Also::Nothing)
        : text(text), args(std::move(args)), expect(std::move(expect)), target(target), cards(std::move(cards)),
          meld(meld), also(also)
    {
    }
    const char *text;   ///< source text, context "Lesson"
    std::string args;   ///< faces filling %1, %2… ("9H 7H")
    std::string expect; ///< what the step waits for (LessonScript.h)
    Target target;
    std::string cards; ///< Target::HandCards: the hand cards pointed at
    int meld;          ///< Target::TableMeld: the table meld's index
    Also also;         ///< outlined too (the arrow points at the target)
};

struct Lesson {
    /// The lesson's name in the settings (tutorial/<id>/…): the variant's id for a variant's main lesson.
    std::string id;
    std::string variant;
    /// Context "Lesson"; nullptr: the variant's name (a variant's main lesson).
    const char *title = nullptr;
    /// Options set on the variant's preset for this lesson (RULES.md x.11 names and values).
    std::vector<std::pair<std::string, std::string>> options;
    int dealer = 0;
    /// The player is round seat 0; the computer seats follow. Cards by face (scenario format).
    std::vector<std::string> hands;
    std::string stock;   ///< top card first
    std::string discard; ///< bottom card first
    std::string cut;     ///< remi51's cut card
    /// Each computer seat's moves (round seats 1, 2…), in the order it makes them.
    std::vector<std::vector<std::string>> scripts;
    std::vector<Step> steps;
};

/// Every lesson, in the order of the variants table.
const std::vector<Lesson> &lessons();
/// The main lesson of `variant`, else nullptr.
const Lesson *lessonFor(const std::string &variant);
/// The lesson named `id`, else nullptr.
const Lesson *lessonById(const std::string &id);
/// The rules `lesson` is played with: its variant's preset with its options; nullopt when one is bad.
std::optional<remi::RuleSet> lessonRules(const Lesson &lesson);
/// The prepared round of `lesson` under `rules` (the variant's preset); nullopt with `error` when the
/// cards are not the variant's.
std::optional<remi::Round> startRound(const Lesson &lesson, const remi::RuleSet &rules, std::string *error);

} // namespace lesson
