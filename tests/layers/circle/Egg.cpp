// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Egg.h"
#include "Hen.h"

int Egg::hatch() const
{
    return 1;
}
