// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A circle for tests/layers include_circles.finds (not built): Hen needs Egg, whose .cpp needs Hen.

#include "Egg.h"

struct Hen {
    Egg lay() const;
};
