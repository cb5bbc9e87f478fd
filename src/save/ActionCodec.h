// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One action in the save format's encoding (docs/SAVES.md, a member of "actions"), alone: the
// network protocol reuses it (docs/PROTOCOL.md, src/net/Wire). Defined in SaveCodec.cpp.

#include "SaveGame.h"

#include "engine/Action.h"

#include <optional>
#include <string>
#include <string_view>

namespace remi::save {

/// `action` as JSON text, as a save writes it.
std::string writeAction(const Action &action);
/// Reads one action written as in a save. Returns nullopt and fills `error` (path "action...")
/// for bad JSON, a missing or ill-typed field or a value out of range; says nothing of legality.
std::optional<Action> parseAction(std::string_view text, SaveError *error);

} // namespace remi::save
