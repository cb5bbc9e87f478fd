// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the save-file loader (issue 8). Any input must be refused with an error or load;
// a loaded save must write back to text that loads to the same state and writes identically.

#include "save/SaveGame.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    remi::save::SaveGame game;
    remi::save::SaveError error;
    const auto match = remi::save::loadSave(text, &game, &error);
    if (!match) {
        if (error.code == remi::save::SaveError::Code::None) std::abort(); // refused without a reason
        (void)remi::save::saveErrorText(error);
        return 0;
    }
    const std::string written = remi::save::writeSave(game);
    remi::save::SaveGame again;
    const auto reloaded = remi::save::loadSave(written, &again, &error);
    if (!reloaded) {
        std::fprintf(stderr, "a loaded save does not load after writing: %s\n",
                     remi::save::saveErrorText(error).c_str());
        std::abort();
    }
    if (!(reloaded->round().state() == match->round().state()) || reloaded->totals() != match->totals() ||
        remi::save::writeSave(again) != written)
        std::abort();
    return 0;
}
