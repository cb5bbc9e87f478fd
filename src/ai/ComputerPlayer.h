// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Forwards to ai/bots/ComputerPlayer.h for the files of src/app/window that still include this path
// (changed by other work at the time of the move). Include ai/bots/ComputerPlayer.h instead; delete this
// file once `grep -rn '"ai/ComputerPlayer.h"' src tests benchmarks tools` finds nothing.

#include "ai/bots/ComputerPlayer.h"
