// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Big.h"

// The second half of Big: its own file, the same class.

int Big::two() const
{
    return 2;
}
