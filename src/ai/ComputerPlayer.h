// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Forwards to ai/bots/ComputerPlayer.h and ai/bots/ComputerLevels.h (makeComputerPlayer) for the
// files of src/app/window that still include this path (changed by other work at the time of the
// move). Include those instead; delete this file once `grep -rn '"ai/ComputerPlayer.h"' src tests
// benchmarks tools` finds nothing.

#include "ai/bots/ComputerLevels.h"
#include "ai/bots/ComputerPlayer.h"
