// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Save files on disk (issue 21): writeFileChecked never leaves a shorter or empty file in place of a
// good one and says why (a full disk, a failed sync); readFileLimited refuses pipes, devices and
// folders without blocking and reads at most its limit.
//
// Failures are real where the machine allows it: a 64 KiB tmpfs (needs root to mount) and the
// file size limit (RLIMIT_FSIZE, any user: the kernel refuses the write with EFBIG), and injected
// (setWriteFaultsForTesting) for what a machine cannot be made to do on demand (a failing fsync).

#include "save/FileIo.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <fstream>
#include <sstream>

#ifndef _WIN32
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#endif
#ifdef __linux__
#include <sys/mount.h>
#endif

using namespace remi::save;
namespace fs = std::filesystem;

namespace {

/// The temporary folder as a path (UTF-16 on Windows, so that no name is lost).
fs::path folderOf(const QTemporaryDir &dir)
{
    return fs::path(dir.path().toStdU16String());
}

std::string slurp(const fs::path &p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void spill(const fs::path &p, const std::string &bytes)
{
    std::ofstream(p, std::ios::binary) << bytes;
}

/// Names in `dir` (to see that no temporary file is left behind).
QStringList entries(const fs::path &dir)
{
    QStringList names;
    for (const auto &e : fs::directory_iterator(dir)) names << QString::fromStdString(e.path().filename().string());
    names.sort();
    return names;
}

std::string pattern(std::size_t n)
{
    std::string s(n, '\0');
    for (std::size_t i = 0; i < n; ++i) s[i] = static_cast<char>('a' + i % 26);
    return s;
}

/// Clears the fault hook whatever a test does.
struct FaultGuard {
    explicit FaultGuard(WriteFaults f) { setWriteFaultsForTesting(f); }
    ~FaultGuard() { setWriteFaultsForTesting(std::nullopt); }
};

} // namespace

class TestFileIo : public QObject {
    Q_OBJECT
  private slots:
    void writesAndReadsBack()
    {
        QTemporaryDir dir;
        const fs::path file = folderOf(dir) / "game.remi";
        FileError e;
        QVERIFY(writeFileChecked(file, "first", &e));
        QCOMPARE(e.code, FileError::Code::None);
        QVERIFY(writeFileChecked(file, "second, longer", &e));
        std::string back;
        QVERIFY(readFileLimited(file, 100, &back, &e));
        QCOMPARE(back, std::string("second, longer"));
        QCOMPARE(entries(file.parent_path()), QStringList{"game.remi"});
        // A shorter good file may replace a longer one (a new game): only bad writes may not.
        QVERIFY(writeFileChecked(file, "", &e));
        QCOMPARE(slurp(file), std::string());
    }

    void sizeLimitIsExact()
    {
        QTemporaryDir dir;
        const fs::path file = folderOf(dir) / "ten.remi";
        spill(file, "0123456789");
        std::string out;
        FileError e;
        QVERIFY(readFileLimited(file, 10, &out, &e));
        QCOMPARE(out.size(), std::size_t(10));
        QVERIFY(!readFileLimited(file, 9, &out, &e));
        QCOMPARE(e.code, FileError::Code::TooLarge);
        QCOMPARE(fileErrorText(e), std::string("file larger than 9 bytes"));
        QVERIFY(out.empty());
        QVERIFY(!readFileLimited(folderOf(dir) / "none.remi", 9, &out, &e));
        QCOMPARE(e.code, FileError::Code::CannotOpen);
        QCOMPARE(e.cause(), FileError::Cause::NotFound);
        QCOMPARE(fileErrorText(e), std::string("cannot read the file: ") + std::generic_category().message(ENOENT));
    }

    void folderIsNotAFile()
    {
        QTemporaryDir dir;
        std::string out;
        FileError e;
        QVERIFY(!readFileLimited(folderOf(dir), 100, &out, &e));
        QCOMPARE(e.code, FileError::Code::NotAFile);
        QCOMPARE(fileErrorText(e), std::string("not a regular file (a folder, a pipe or a device)"));
    }

#ifndef _WIN32
    void pipesAndDevicesAreRefusedWithoutBlocking()
    {
        // A FIFO with no writer: a blocking open would wait for ever; a device would be read for ever.
        QTemporaryDir dir;
        const fs::path fifo = folderOf(dir) / "fifo.remi";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        std::string out;
        FileError e;
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!readFileLimited(fifo, 1 << 20, &out, &e));
        QCOMPARE(e.code, FileError::Code::NotAFile);
        QVERIFY(timer.elapsed() < 5000);
        for (const char *device : {"/dev/zero", "/dev/null", "/dev/urandom"}) {
            QVERIFY(!readFileLimited(device, 1 << 20, &out, &e));
            QCOMPARE(e.code, FileError::Code::NotAFile);
            QCOMPARE(e.cause(), FileError::Cause::NotAFile);
        }
    }

    void writeRefusesPipesDevicesAndFolders()
    {
        // Issue 33: the new file was renamed over whatever the path was; as root `remi-sim record
        // --out /dev/full` replaced the system's /dev/full with a regular file.
        QTemporaryDir dir;
        const fs::path fifo = folderOf(dir) / "fifo.remi";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const fs::path folder = folderOf(dir) / "folder.remi";
        fs::create_directory(folder);
        const fs::path toDevice = folderOf(dir) / "link-to-null.remi";
        fs::create_symlink("/dev/null", toDevice);
        for (const fs::path &target : {fifo, folder, toDevice, fs::path("/dev/null")}) {
            FileError e;
            QVERIFY2(!writeFileChecked(target, "bytes", &e), target.c_str());
            QCOMPARE(e.code, FileError::Code::NotAFile);
            QCOMPARE(fileErrorText(e), std::string("not a regular file (a folder, a pipe or a device)"));
        }
        QVERIFY(fs::is_fifo(fifo));
        QVERIFY(fs::is_directory(folder) && fs::is_empty(folder));
        QVERIFY(fs::is_symlink(toDevice));
        QVERIFY(fs::is_character_file("/dev/null"));
        QCOMPARE(entries(folderOf(dir)), (QStringList{"fifo.remi", "folder.remi", "link-to-null.remi"}));
    }

    void writeKeepsPermissionsAndFollowsLinks()
    {
        QTemporaryDir dir;
        const fs::path root(dir.path().toStdString());
        const fs::path real = root / "real.remi", link = root / "link.remi";
        spill(real, "old");
        QCOMPARE(::chmod(real.c_str(), 0640), 0);
        fs::create_symlink(real, link);
        FileError e;
        QVERIFY(writeFileChecked(link, "new", &e));
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(slurp(real), std::string("new"));
        struct stat st;
        QCOMPARE(::stat(real.c_str(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0640));
    }
#endif

    void injectedFullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<int>("failAfter");
        QTest::newRow("nothing written") << 0;
        QTest::newRow("half written") << 3000;
        QTest::newRow("all but the last byte") << 5999;
    }
    void injectedFullDiskKeepsTheOldFile()
    {
        QFETCH(int, failAfter);
        QTemporaryDir dir;
        const fs::path file = folderOf(dir) / "autosave.remi";
        const std::string good = pattern(4131); // the size the issue saw go to 0
        spill(file, good);
        FileError e;
        {
            FaultGuard faults(WriteFaults{std::size_t(failAfter), ENOSPC, 0});
            QVERIFY(!writeFileChecked(file, pattern(6000), &e));
        }
        QCOMPARE(e.code, FileError::Code::CannotWrite);
        QCOMPARE(e.systemError, ENOSPC);
        QCOMPARE(e.cause(), FileError::Cause::DiskFull);
        QCOMPARE(fileErrorText(e), "cannot write the file: " + std::generic_category().message(ENOSPC));
        QCOMPARE(slurp(file), good);
        QCOMPARE(entries(file.parent_path()), QStringList{"autosave.remi"});
    }

    void injectedFullDiskLeavesNoNewFile()
    {
        // remi-sim record on a full disk left a 0-byte file: now nothing.
        QTemporaryDir dir;
        const fs::path file = folderOf(dir) / "new.remi";
        FileError e;
        {
            FaultGuard faults(WriteFaults{std::size_t(0), ENOSPC, 0});
            QVERIFY(!writeFileChecked(file, pattern(100), &e));
        }
        QVERIFY(!fs::exists(file));
        QCOMPARE(entries(file.parent_path()), QStringList{});
    }

    void failedSyncKeepsTheOldFile()
    {
        // QTBUG-75077: the flush that failed was not reported and the file was renamed anyway.
        QTemporaryDir dir;
        const fs::path file = folderOf(dir) / "autosave.remi";
        spill(file, "good game");
        FileError e;
        {
            FaultGuard faults(WriteFaults{std::nullopt, ENOSPC, EIO});
            QVERIFY(!writeFileChecked(file, pattern(5000), &e));
        }
        QCOMPARE(e.code, FileError::Code::CannotSync);
        QCOMPARE(e.systemError, EIO);
        QCOMPARE(e.cause(), FileError::Cause::Other);
        QCOMPARE(slurp(file), std::string("good game"));
        QCOMPARE(entries(file.parent_path()), QStringList{"autosave.remi"});
        // The hook is off again: the same write goes through.
        QVERIFY(writeFileChecked(file, pattern(5000), &e));
        QCOMPARE(slurp(file), pattern(5000));
    }

    void missingFolderIsReported()
    {
        QTemporaryDir dir;
        FileError e;
        QVERIFY(!writeFileChecked(folderOf(dir) / "no" / "such.remi", "x", &e));
        QCOMPARE(e.code, FileError::Code::CannotCreate);
        QCOMPARE(e.cause(), FileError::Cause::NotFound);
    }

#ifndef _WIN32
    void kernelFileSizeLimitKeepsTheOldFile()
    {
        // A real refusal by the kernel, for any user: with RLIMIT_FSIZE at 16 KiB a write past it
        // fails with EFBIG (SIGXFSZ ignored), as a full disk fails with ENOSPC.
        QTemporaryDir dir;
        const fs::path file = folderOf(dir) / "autosave.remi";
        const std::string good = pattern(4131);
        spill(file, good);
        struct rlimit old;
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &old), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = old;
        small.rlim_cur = 16 * 1024;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        FileError e;
        const bool written = writeFileChecked(file, pattern(100000), &e);
        ::setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!written);
        QCOMPARE(e.code, FileError::Code::CannotWrite);
        QCOMPARE(e.systemError, EFBIG);
        QCOMPARE(e.cause(), FileError::Cause::DiskFull);
        QCOMPARE(slurp(file), good);
        QCOMPARE(entries(file.parent_path()), QStringList{"autosave.remi"});
    }

#endif
#ifdef __linux__
    void fullTmpfsKeepsTheOldFile()
    {
        // The case for real: a 64 KiB file system that fills up during the write.
        if (::geteuid() != 0)
            QSKIP("mounting a tmpfs needs root; kernelFileSizeLimitKeepsTheOldFile covers a real refusal");
        QTemporaryDir dir;
        const std::string mountPoint = folderOf(dir).string();
        if (::mount("tmpfs", mountPoint.c_str(), "tmpfs", 0, "size=64k") != 0)
            QSKIP(qPrintable(QStringLiteral("no tmpfs here (a container without CAP_SYS_ADMIN): %1")
                                 .arg(QString::fromStdString(std::generic_category().message(errno)))));
        const fs::path file = fs::path(mountPoint) / "autosave.remi";
        const std::string good = pattern(4131);
        FileError e;
        const bool first = writeFileChecked(file, good, &e);
        const bool second = writeFileChecked(file, pattern(200 * 1024), &e);
        const std::string kept = slurp(file);
        const QStringList left = entries(file.parent_path());
        ::umount(mountPoint.c_str());
        QVERIFY(first);
        QVERIFY(!second);
        QCOMPARE(e.code, FileError::Code::CannotWrite);
        QCOMPARE(e.systemError, ENOSPC);
        QCOMPARE(e.cause(), FileError::Cause::DiskFull);
        QCOMPARE(kept, good);
        QCOMPARE(left, QStringList{"autosave.remi"});
    }
#endif
};

QTEST_GUILESS_MAIN(TestFileIo)
#include "tst_fileio.moc"
