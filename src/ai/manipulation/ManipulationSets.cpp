// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Which natural cards and jokers of one rank split exactly into valid sets (ManipulationSolver.h).
#include "ai/manipulation/ManipulationSolver.h"

namespace remi::ai {

bool ManipulationSolverState::splitSets(int p[4], int j, std::vector<std::pair<int, int>> *out)
{
    int first = -1;
    for (int s = 0; s < 4; ++s)
        if (p[s] > 0) {
            first = s;
            break;
        }
    if (first < 0) return j == 0;
    std::int8_t &m = setMemo[std::size_t(memoIndex(p, j))];
    if (!out && m >= 0) return m == 1;
    bool ok = false;
    for (int mask = 1; mask < 16 && !ok; ++mask) {
        if (!(mask & (1 << first))) continue;
        int n = 0;
        bool avail = true;
        for (int s = 0; s < 4; ++s)
            if (mask & (1 << s)) {
                ++n;
                if (p[s] == 0) avail = false;
            }
        if (!avail || n < minNat) continue;
        for (int jj = 0; jj <= std::min(j, jmax) && !ok; ++jj) {
            if (n + jj < 3 || n + jj > 4) continue;
            for (int s = 0; s < 4; ++s)
                if (mask & (1 << s)) --p[s];
            ok = splitSets(p, j - jj, out);
            for (int s = 0; s < 4; ++s)
                if (mask & (1 << s)) ++p[s];
            if (ok && out) out->push_back({mask, jj});
        }
    }
    m = ok ? 1 : 0;
    return ok;
}

} // namespace remi::ai
