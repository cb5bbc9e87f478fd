// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A scenario file (cases/FORMAT.md) as plain data (std only): what ScenarioReader.h reads and
// ScenarioRunner.h plays. Apart from the reader so that its JSON helpers (ScenarioJson.h) need not
// include it.

#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/MeldCause.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <optional>
#include <string>
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

    bool expectAccepted = true;               ///< `"ok": true` or no expectation
    std::optional<Reason> expectRefused;      ///< `"refused": code`; `"ok": false` alone: any refusal
    std::optional<int> expectPoints;          ///< rami: change of the acting seat's round score
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

} // namespace remi::sim
