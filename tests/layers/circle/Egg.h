// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// See Hen.h.

struct Egg {
    int hatch() const;
};
