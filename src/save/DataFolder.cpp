// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The autosave folder's sanity check: a home (or a folder given) to put it in, and an absolute path.

#include "DataFolder.h"

#include <filesystem>

namespace remi::save {

namespace {

bool absolute(std::string_view path)
{
    return !path.empty() && std::filesystem::path(path).is_absolute();
}

} // namespace

DataFolderProblem dataFolderProblem(std::string_view explicitFolder, const char *home, std::string_view folder)
{
#ifndef _WIN32
    if (explicitFolder.empty()) {
        if (!home || !*home) return DataFolderProblem::NoHome;
        if (!absolute(home)) return DataFolderProblem::HomeNotAbsolute;
    }
#else
    (void)home;
    (void)explicitFolder;
#endif
    if (!absolute(folder)) return DataFolderProblem::NotAbsolute;
    return DataFolderProblem::None;
}

} // namespace remi::save
