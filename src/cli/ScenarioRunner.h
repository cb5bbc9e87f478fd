// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Plays a scenario through the engine and checks its expectations (cases/FORMAT.md).

#include "ScenarioReader.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace remi::sim {

struct ReplayOutcome {
    QJsonObject json; ///< name, per-action results, final state, failures, "passed"
    bool passed = false;
};

/// Sets up the scenario's deal and plays its actions. Returns nullopt with `error` set when the
/// engine refuses the deal itself (a malformed file, like an unknown card).
std::optional<ReplayOutcome> runScenario(const Scenario &scenario, QString *error);

} // namespace remi::sim
