// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Not built: what scripts/check-portable-source.py must find (tests/portability, check_source_finds).
#include <unistd.h>
#include <sys/stat.h>
#include <bit>

int Store::open(int x) { return std::popcount(unsigned(x)); } // a method named open: allowed
int bad(int fd, unsigned m) __attribute__((unused));
int bad(int fd, unsigned m)
{
    // __builtin_popcount in a comment is allowed
    ::fsync(fd);
    const int f = ::open("x", O_RDONLY);
    return __builtin_popcount(m) + f + int(std::strtod("1.5", nullptr));
}
