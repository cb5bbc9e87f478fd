// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where the autosave may live. A folder given explicitly (remi --data-dir, $REMI_DATA_DIR)
// is used as given. Otherwise the per-user folder comes from $HOME on Linux and macOS, which must then
// be set and absolute: without it Qt falls back to "/" and root's autosave landed in
// /.local/share/Remi/remi. The window refuses to autosave there and says why (the caller words it).

#include <string_view>

namespace remi::save {

enum class DataFolderProblem {
    None,            ///< the folder can be used
    NoHome,          ///< no explicit folder and $HOME unset or empty
    HomeNotAbsolute, ///< no explicit folder and $HOME relative ("." or "home/ana")
    NotAbsolute,     ///< the folder to use is not an absolute path
};

/// Checks the autosave folder: `explicitFolder` (empty: none given), `home` ($HOME, nullptr when
/// unset) and `folder`, the folder that would be used (QStandardPaths' answer when none is explicit).
/// On Windows $HOME plays no part (the user's folders come from the system).
DataFolderProblem dataFolderProblem(std::string_view explicitFolder, const char *home, std::string_view folder);

} // namespace remi::save
