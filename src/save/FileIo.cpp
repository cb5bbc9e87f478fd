// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Save files on disk: reading only regular files, writing through a checked, synced new file.

#include "FileIo.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <system_error>

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <sys/stat.h>
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace remi::save {

namespace {

std::optional<WriteFaults> g_faults;

std::string systemText(int error)
{
    return error ? std::generic_category().message(error) : std::string();
}

FileError errorOf(FileError::Code code, int error)
{
    return FileError{code, error, systemText(error)};
}

// ---- the few calls that differ between POSIX and Windows ----

#ifdef _WIN32
using Handle = int;
int openForReading(const std::filesystem::path &path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) { // _wopen says only "permission denied"
        errno = EISDIR;
        return -1;
    }
    return _wopen(path.c_str(), _O_RDONLY | _O_BINARY | _O_NOINHERIT);
}
bool isRegular(int fd)
{
    struct _stat64 st;
    return _fstat64(fd, &st) == 0 && (st.st_mode & _S_IFMT) == _S_IFREG;
}
long long readSome(int fd, char *buffer, std::size_t n)
{
    return _read(fd, buffer, static_cast<unsigned>(std::min<std::size_t>(n, INT_MAX)));
}
long long writeSome(int fd, const char *data, std::size_t n)
{
    return _write(fd, data, static_cast<unsigned>(std::min<std::size_t>(n, INT_MAX)));
}
int syncFile(int fd)
{
    return _commit(fd); // FlushFileBuffers
}
int closeFile(int fd)
{
    return _close(fd);
}
long long fileSize(int fd)
{
    struct _stat64 st;
    return _fstat64(fd, &st) == 0 ? static_cast<long long>(st.st_size) : -1;
}
int createExclusive(const std::filesystem::path &path, const std::filesystem::path & /*like*/)
{
    return _wopen(path.c_str(), _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY | _O_NOINHERIT, _S_IREAD | _S_IWRITE);
}
int processId()
{
    return _getpid();
}
/// Renames `from` over `to`; 0 or the Win32 error.
int replaceFile(const std::filesystem::path &from, const std::filesystem::path &to)
{
    if (MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) return 0;
    return static_cast<int>(GetLastError());
}
std::string replaceErrorText(int error)
{
    return std::system_category().message(error);
}
void syncFolder(const std::filesystem::path &) {}
#else
int openForReading(const std::filesystem::path &path)
{
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer for ever.
    return ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
}
bool isRegular(int fd)
{
    struct stat st;
    return ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}
long long readSome(int fd, char *buffer, std::size_t n)
{
    return ::read(fd, buffer, n);
}
long long writeSome(int fd, const char *data, std::size_t n)
{
    return ::write(fd, data, n);
}
int syncFile(int fd)
{
    return ::fsync(fd);
}
int closeFile(int fd)
{
    return ::close(fd);
}
long long fileSize(int fd)
{
    struct stat st;
    return ::fstat(fd, &st) == 0 ? static_cast<long long>(st.st_size) : -1;
}
int createExclusive(const std::filesystem::path &path, const std::filesystem::path &like)
{
    // 0666 less the umask, as any new file; then the permissions of the file it replaces.
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
    struct stat st;
    if (fd >= 0 && ::stat(like.c_str(), &st) == 0 && S_ISREG(st.st_mode)) (void)::fchmod(fd, st.st_mode & 07777);
    return fd;
}
int processId()
{
    return static_cast<int>(::getpid());
}
int replaceFile(const std::filesystem::path &from, const std::filesystem::path &to)
{
    return ::rename(from.c_str(), to.c_str()) == 0 ? 0 : errno;
}
std::string replaceErrorText(int error)
{
    return systemText(error);
}
/// Makes the rename itself durable (best effort: some file systems refuse fsync on a folder).
void syncFolder(const std::filesystem::path &folder)
{
    const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    (void)::fsync(fd);
    ::close(fd);
}
#endif

/// Writes all of `bytes` to `fd`, as the disk takes them; 0 or the errno of the write that failed.
int writeAll(int fd, std::string_view bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        std::size_t chunk = bytes.size() - done;
        if (g_faults && g_faults->failAfterBytes) {
            const std::size_t room = *g_faults->failAfterBytes > done ? *g_faults->failAfterBytes - done : 0;
            if (room == 0) return g_faults->writeError;
            chunk = std::min(chunk, room);
        }
        const long long n = writeSome(fd, bytes.data() + done, chunk);
        if (n < 0) {
            if (errno == EINTR) continue;
            return errno ? errno : EIO;
        }
        if (n == 0) return ENOSPC; // no progress: treat as a full disk rather than loop
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

} // namespace

FileError::Cause FileError::cause() const
{
    switch (code) {
    case Code::None: return Cause::None;
    case Code::NotAFile: return Cause::NotAFile;
    case Code::TooLarge: return Cause::TooLarge;
    default: break;
    }
    if (code == Code::CannotReplace && systemError != 0) {
#ifdef _WIN32
        if (systemError == ERROR_ACCESS_DENIED || systemError == ERROR_SHARING_VIOLATION) return Cause::NoPermission;
        if (systemError == ERROR_DISK_FULL || systemError == ERROR_HANDLE_DISK_FULL) return Cause::DiskFull;
        if (systemError == ERROR_WRITE_PROTECT) return Cause::ReadOnly;
        if (systemError == ERROR_PATH_NOT_FOUND || systemError == ERROR_FILE_NOT_FOUND) return Cause::NotFound;
        return Cause::Other;
#endif
    }
    switch (systemError) {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
    case EFBIG: return Cause::DiskFull;
    case EROFS: return Cause::ReadOnly;
    case EACCES:
    case EPERM: return Cause::NoPermission;
    case ENOENT:
    case ENOTDIR: return Cause::NotFound;
    case EISDIR: return Cause::NotAFile;
    default: return Cause::Other;
    }
}

std::string fileErrorText(const FileError &e)
{
    const std::string why = e.detail.empty() ? std::string() : ": " + e.detail;
    switch (e.code) {
    case FileError::Code::None: return "no error";
    case FileError::Code::NotAFile: return "not a regular file (a folder, a pipe or a device)";
    case FileError::Code::CannotOpen: return "cannot read the file" + why;
    case FileError::Code::TooLarge: return "file larger than " + e.detail + " bytes";
    case FileError::Code::CannotRead: return "cannot read the file" + why;
    case FileError::Code::CannotCreate: return "cannot create a file there" + why;
    case FileError::Code::CannotWrite: return "cannot write the file" + why;
    case FileError::Code::CannotSync: return "cannot write the file to the disk" + why;
    case FileError::Code::CannotReplace: return "cannot replace the file" + why;
    }
    return "?";
}

bool readFileLimited(const std::filesystem::path &path, std::size_t maxBytes, std::string *out, FileError *error)
{
    FileError local;
    FileError &err = error ? *error : local;
    err = {};
    out->clear();
    const int fd = openForReading(path);
    if (fd < 0) {
        err = errorOf(errno == EISDIR ? FileError::Code::NotAFile : FileError::Code::CannotOpen, errno);
        if (err.code == FileError::Code::NotAFile) err.detail.clear();
        return false;
    }
    if (!isRegular(fd)) {
        closeFile(fd);
        err = {FileError::Code::NotAFile, 0, {}};
        return false;
    }
    const long long size = fileSize(fd);
    if (size > 0)
        out->reserve(static_cast<std::size_t>(std::min<long long>(size, static_cast<long long>(maxBytes) + 1)));
    char buffer[65536];
    for (;;) {
        const std::size_t want = std::min(sizeof buffer, maxBytes + 1 - out->size());
        const long long n = readSome(fd, buffer, want);
        if (n < 0) {
            if (errno == EINTR) continue;
            err = errorOf(FileError::Code::CannotRead, errno);
            closeFile(fd);
            out->clear();
            return false;
        }
        if (n == 0) break;
        out->append(buffer, static_cast<std::size_t>(n));
        if (out->size() > maxBytes) {
            closeFile(fd);
            out->clear();
            out->shrink_to_fit();
            err = {FileError::Code::TooLarge, 0, std::to_string(maxBytes)};
            return false;
        }
    }
    closeFile(fd);
    return true;
}

bool writeFileChecked(const std::filesystem::path &pathIn, std::string_view bytes, FileError *error)
{
    FileError local;
    FileError &err = error ? *error : local;
    err = {};
    // A symbolic link keeps pointing at its file: that file is the one replaced.
    std::filesystem::path path = pathIn;
    std::error_code ec;
    if (std::filesystem::is_symlink(pathIn, ec)) {
        const std::filesystem::path target = std::filesystem::canonical(pathIn, ec);
        if (!ec) path = target;
    }
    // Only a regular file is replaced: renaming over a device or a pipe (/dev/null,
    // /dev/full as root) would replace the system's node with a file; over a folder it fails late.
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (!ec && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
        err = {FileError::Code::NotAFile, 0, {}};
        return false;
    }
    const std::filesystem::path folder = path.parent_path();

    // A new file beside the target (the rename must not cross file systems), never an existing one.
    static std::atomic<unsigned> serial{0};
    const auto clock = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    std::filesystem::path temp;
    int fd = -1;
    int openError = 0;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        // Built as a path, not a narrow string: on Windows a name may not fit the ANSI code page.
        std::filesystem::path name(".");
        name += path.filename();
        name += "." + std::to_string(processId()) + "-" + std::to_string(serial++) + "-" +
                std::to_string(clock % 1000000u) + ".tmp";
        temp = folder / name;
        fd = createExclusive(temp, path);
        openError = fd < 0 ? errno : 0;
        if (fd < 0 && openError != EEXIST) break;
    }
    if (fd < 0) {
        err = errorOf(FileError::Code::CannotCreate, openError);
        return false;
    }
    const auto abandon = [&](FileError e) {
        if (fd >= 0) closeFile(fd);
        std::error_code ignored;
        std::filesystem::remove(temp, ignored);
        err = std::move(e);
        return false;
    };

    if (const int w = writeAll(fd, bytes)) return abandon(errorOf(FileError::Code::CannotWrite, w));
    int s = syncFile(fd) == 0 ? 0 : (errno ? errno : EIO);
    if (!s && g_faults && g_faults->syncError) s = g_faults->syncError;
    if (s) return abandon(errorOf(FileError::Code::CannotSync, s));
    // Every byte is on the disk: the file has exactly the size written.
    if (fileSize(fd) != static_cast<long long>(bytes.size()))
        return abandon(errorOf(FileError::Code::CannotWrite, EIO));
    const int closed = closeFile(fd);
    fd = -1;
    if (closed != 0) return abandon(errorOf(FileError::Code::CannotSync, errno ? errno : EIO));
    if (const int r = replaceFile(temp, path)) {
        FileError e{FileError::Code::CannotReplace, r, replaceErrorText(r)};
        return abandon(std::move(e));
    }
    syncFolder(folder);
    return true;
}

void setWriteFaultsForTesting(std::optional<WriteFaults> faults)
{
    g_faults = faults;
}

} // namespace remi::save
