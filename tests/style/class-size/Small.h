// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A fixture of style.class_size_finds: a class under the limit.

struct Small {
    int value = 0;
};
