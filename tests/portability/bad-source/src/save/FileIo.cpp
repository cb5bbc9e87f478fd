// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Not built: a wrapper without its #ifdef _WIN32 (scripts/check-portable-source.py must say so).
#include <unistd.h>
