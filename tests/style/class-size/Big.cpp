// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Big.h"

// The first half of Big.

int Big::one() const
{
    return 1;
}
