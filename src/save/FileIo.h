// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Save files on disk, shared by remi and remi-sim: std and the operating system only (no
// Qt), so that both programs and the tests use one implementation.
//
// readFileLimited refuses a folder, a pipe (FIFO) or a device before reading a byte, so a save
// "file" can never block the program or be read for ever, and reads at most a limit.
//
// writeFileChecked never leaves a shorter or empty file in place of a good one: it writes every
// byte to a new file beside the target, forces it to the disk (fsync) and checks its size, and
// only then renames it over the target. Qt 6.4's QSaveFile does not report a failed flush
// (QTBUG-75077): on a full disk it renamed an empty file over autosave.remi.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace remi::save {

/// Why a file could not be read or written.
struct FileError {
    enum class Code {
        None,
        NotAFile,      ///< a folder, a pipe (FIFO), a socket or a device
        CannotOpen,    ///< reading: no such file, no permission, ...
        TooLarge,      ///< reading: more than the limit
        CannotRead,    ///< reading failed after opening
        CannotCreate,  ///< writing: the new file beside the target could not be made
        CannotWrite,   ///< writing: not every byte was written (a full disk: ENOSPC)
        CannotSync,    ///< writing: the bytes could not be forced to the disk (fsync, close)
        CannotReplace, ///< writing: the new file could not be renamed over the target
    };
    Code code = Code::None;
    int systemError = 0; ///< errno (Windows: errno, or the Win32 error of a rename), 0 if none
    std::string detail;  ///< the system's words for systemError (may be localised), or empty

    /// What kind of trouble, for a message the player understands.
    enum class Cause { None, DiskFull, ReadOnly, NoPermission, NotFound, NotAFile, TooLarge, Other };
    Cause cause() const;
};

/// One line of English: "cannot write: No space left on device", "not a regular file (...)".
std::string fileErrorText(const FileError &error);

/// Reads the regular file `path` into `out`: at most `maxBytes` bytes (more: TooLarge). A folder,
/// pipe, socket or device is refused (NotAFile) without blocking: the file is opened
/// non-blocking and checked before the first read. Returns false with `error` filled.
bool readFileLimited(const std::filesystem::path &path, std::size_t maxBytes, std::string *out, FileError *error);

/// Replaces the file `path` (or creates it) with `bytes`: writes a new file in the same folder
/// (hidden, ".NAME.XXXXXX.tmp", with the old file's permissions), writes every byte, fsyncs it,
/// checks its size and closes it, and renames it over `path` only when all of that succeeded;
/// else removes the new file and leaves `path` as it was. A symbolic link `path` has its target
/// replaced. A `path` (or link target) that exists and is not a regular file (a folder, a pipe, a
/// device such as /dev/null) is refused (NotAFile) and left as it is. Returns false with `error`
/// filled.
bool writeFileChecked(const std::filesystem::path &path, std::string_view bytes, FileError *error);

/// Test hook (tests only; not thread-safe): makes writeFileChecked fail as a full disk or a
/// failing disk would, in every process-wide call until reset with std::nullopt.
struct WriteFaults {
    /// Bytes that reach the new file before the write fails with `writeError` (as a disk that
    /// fills up midway); none: writes succeed.
    std::optional<std::size_t> failAfterBytes;
    int writeError = 28; ///< errno of the failed write (ENOSPC)
    int syncError = 0;   ///< when not 0: fsync fails with this errno (EIO = 5) after good writes
};
void setWriteFaultsForTesting(std::optional<WriteFaults> faults);

} // namespace remi::save
