// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A fixture of style.class_size_finds: a class split only into files (Big.cpp and BigMore.cpp) is
// one class of 12 + 11 + 11 = 34 lines.

class Big {
  public:
    int one() const;
    int two() const;
};
