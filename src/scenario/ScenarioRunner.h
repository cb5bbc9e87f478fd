// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Plays a scenario through the engine and checks its expectations (cases/FORMAT.md); std only.

#include "ScenarioReader.h"

#include "save/Json.h"

#include <optional>
#include <string>

namespace remi::sim {

struct ReplayOutcome {
    save::JsonValue json; ///< name, per-action results, final state, failures, "passed" (IndentedJson.h prints it)
    bool passed = false;
};

/// Sets up the scenario's deal and plays its actions. Returns nullopt with `error` set when the
/// engine refuses the deal itself (a malformed file, like an unknown card).
std::optional<ReplayOutcome> runScenario(const Scenario &scenario, std::string *error);

} // namespace remi::sim
