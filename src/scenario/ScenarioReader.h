// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Reads a scenario file (cases/FORMAT.md) into plain data (std only: remi-sim and remi-check share
// it). The deal is resolved to physical cards here; cards named in actions stay faces until the
// runner sees the hands they come from.

#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/MeldCause.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace remi::sim {

/// A card as an action names it: "7S", "JK", or "JK=7S" (a joker standing for 7S).
struct ScenarioCard {
    Face face;
    std::optional<Face> standsFor; ///< only for "JK=..." inside a meld
    std::string text;              ///< as written in the file
};

/// `expect.cause` (docs/SCENARIOS.md, a project addition to cases/FORMAT.md): why a combination is
/// refused. Absent parts are not checked.
struct ScenarioCause {
    MeldFault fault = MeldFault::None;
    std::optional<std::vector<Face>> cards; ///< the cards concerned, in the engine's order
    std::optional<int> tableMeld;           ///< `table_meld`; -1 for `null`
    std::optional<int> actionMeld;          ///< `action_meld`; -1 for `null`
};

struct ScenarioAction {
    int index = 0;
    int seat = 0;
    std::string name; ///< the `do` field, as written
    ActionType type = ActionType::Draw;
    DrawSource from = DrawSource::Stock;
    int depth = 1;
    /// meld: `melds`; rearrange: `table`; pickup_meld: {`meld`}; take: {`cards`} (Action::cards).
    std::vector<std::vector<ScenarioCard>> melds;
    std::optional<ScenarioCard> card; ///< lay_off, swap_joker, discard
    int target = 0;
    MeldEnd end = MeldEnd::Auto;
    std::optional<ScenarioCard> bury; ///< discard: the joker buried under `card`

    bool expectAccepted = true;          ///< `"ok": true` or no expectation
    std::optional<Reason> expectRefused; ///< `"refused": code`; `"ok": false` alone: any refusal
    std::optional<int> expectPoints;     ///< rami: change of the acting seat's round score
    std::optional<ScenarioCause> expectCause; ///< with invalid_meld: its cause (MeldCause)
};

/// Final expectations; an absent field is not checked.
struct ScenarioExpect {
    std::optional<std::vector<int>> scores;
    std::optional<std::vector<int>> totals;
    std::optional<bool> roundOver;
    bool hasWinner = false;
    std::optional<int> winner; ///< nullopt with hasWinner: `null`, nobody went out
    std::optional<std::vector<int>> handSizes;
    std::optional<int> stockSize;
    bool hasDiscardTop = false;
    std::optional<Face> discardTop; ///< nullopt with hasDiscardTop: `null`, nothing to draw
};

struct Scenario {
    std::string name;
    std::string variant;
    RuleSet rules;
    int players = 0;
    int dealer = 0;
    DealSpec deal; ///< physical cards, copies picked in file order
    std::vector<ScenarioAction> actions;
    ScenarioExpect expect;
};

/// A scenario is a few kilobytes; anything larger (or endless, like /dev/zero) is refused up front.
inline constexpr std::size_t kMaxScenarioBytes = 4 * 1024 * 1024;

/// Parses scenario JSON text. On malformed input returns nullopt and sets `error` to one line
/// naming the field, e.g. `deal.hands[1][3]: unknown card "1X"`.
std::optional<Scenario> parseScenario(std::string_view json, std::string *error);
/// Reads (a regular file of at most kMaxScenarioBytes) and parses `path`; an unreadable file is an
/// error as well (`error` then says why, without the path).
std::optional<Scenario> readScenario(const std::filesystem::path &path, std::string *error);

/// "7S", "JK=7S" and so on, for messages and the outcome JSON.
std::string scenarioCardsText(const std::vector<ScenarioCard> &cards);

} // namespace remi::sim
