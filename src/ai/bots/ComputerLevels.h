// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The four computer-player levels (ComputerPlayer.h) built from their parts: the policy
// (BotPolicy.h) and the hard and expert searches (HardSearch.h, ExpertSearch.h). Apart from
// ComputerPlayer.h, so that the parts can include the interface without including the levels.

#include "ai/bots/ComputerPlayer.h"

#include <memory>

namespace remi::ai {

/// A bot of `level`; `hard` tunes the hard level, `expert` the expert level.
std::unique_ptr<ComputerPlayer> makeComputerPlayer(BotLevel level, const HardConfig &hard = {},
                                                   const ExpertConfig &expert = {});

} // namespace remi::ai
