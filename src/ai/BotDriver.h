// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Forwards to ai/bots/BotDriver.h for the files of src/app/window that still include this path
// (changed by other work at the time of the move). Include ai/bots/BotDriver.h instead; delete this
// file once `grep -rn '"ai/BotDriver.h"' src tests benchmarks tools` finds nothing.

#include "ai/bots/BotDriver.h"
