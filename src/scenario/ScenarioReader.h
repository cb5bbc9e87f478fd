// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Reads a scenario file (cases/FORMAT.md) into plain data (std only: remi-sim and remi-check share
// it). The deal is resolved to physical cards here; cards named in actions stay faces until the
// runner sees the hands they come from.

#include "Scenario.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace remi::sim {

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
