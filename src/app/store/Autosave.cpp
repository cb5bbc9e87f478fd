// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Autosave.h"

#include <QDateTime>
#include <QFile>

#include "GameController.h"
#include "SaveFile.h"

#include "save/DataFolder.h"
#include "save/FileIo.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThread>

#include <filesystem>
#include <system_error>

namespace {
/// The problem a failed file operation means for the autosave.
Autosave::Problem problemOf(const remi::save::FileError &e)
{
    using Cause = remi::save::FileError::Cause;
    switch (e.cause()) {
    case Cause::DiskFull: return Autosave::Problem::DiskFull;
    case Cause::ReadOnly: return Autosave::Problem::ReadOnly;
    case Cause::NoPermission: return Autosave::Problem::NoPermission;
    default: return Autosave::Problem::Other;
    }
}
} // namespace

Autosave::Autosave(GameController *controller, std::function<QHash<int, HandOrder>()> orders, QObject *parent)
    : QObject(parent), m_controller(controller), m_orders(std::move(orders))
{
    connect(controller, &GameController::actionCompleted, this, [this] { saveNow(); });
}

QString Autosave::dataDir()
{
    const QString env = qEnvironmentVariable("REMI_DATA_DIR");
    if (!env.isEmpty()) return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::path()
{
    return QDir(dataDir()).filePath(QStringLiteral("autosave.") + SaveFile::extension());
}

QString Autosave::keptAsideName(const QDateTime &time)
{
    const QDir dir(dataDir());
    const QString stamp = time.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 1; n <= kMaxKeptAside; ++n) {
        const QString name = n == 1 ? QStringLiteral("autosave-unreadable-%1.").arg(stamp)
                                    : QStringLiteral("autosave-unreadable-%1-%2.").arg(stamp).arg(n);
        const QString path = dir.filePath(name + SaveFile::extension());
        if (!QFileInfo::exists(path)) return path;
    }
    return {};
}

QString Autosave::keepUnfinishedAside()
{
    if (m_stopped) return {};
    const QString source = path();
    const QFileInfo info(source);
    if (!info.exists()) return {};
    std::string bytes;
    remi::save::FileError fileError;
    bool ok = remi::save::readFileLimited(info.filesystemFilePath(), remi::save::kMaxSaveBytes, &bytes, &fileError);
    if (ok) {
        // A finished match is not worth keeping: the next game may replace it.
        remi::save::SaveGame game;
        remi::save::SaveError e;
        const auto match = remi::save::loadSave(bytes, &game, &e);
        if (match && match->isOver()) return {};
    }
    const QDir dir(dataDir());
    const QStringList pattern{QStringLiteral("unfinished-*.") + SaveFile::extension()};
    QString kept;
    // The same game kept already (opened back and forth): that copy.
    for (const QFileInfo &old : dir.entryInfoList(pattern, QDir::Files, QDir::Time)) {
        if (!ok || old.size() != static_cast<qint64>(bytes.size())) continue;
        std::string oldBytes;
        if (remi::save::readFileLimited(old.filesystemFilePath(), remi::save::kMaxSaveBytes, &oldBytes, nullptr) &&
            oldBytes == bytes)
            kept = old.filePath();
    }
    if (ok && kept.isEmpty()) {
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        for (int n = 1; n <= kMaxKeptAside && kept.isEmpty(); ++n) {
            const QString name = n == 1 ? QStringLiteral("unfinished-%1.").arg(stamp)
                                        : QStringLiteral("unfinished-%1-%2.").arg(stamp).arg(n);
            const QString candidate = dir.filePath(name + SaveFile::extension());
            if (!QFileInfo::exists(candidate) && !QFileInfo(candidate).isSymLink()) kept = candidate;
        }
        ok = !kept.isEmpty() && remi::save::writeFileChecked(QFileInfo(kept).filesystemFilePath(), bytes, &fileError);
    }
    if (!ok) {
        qWarning("The unfinished game in %s cannot be kept aside (%s): this game is not autosaved", qPrintable(source),
                 remi::save::fileErrorText(fileError).c_str());
        stop(Problem::UnfinishedNotKept);
        return {};
    }
    // Bounded: the newest kMaxUnfinishedKept stay.
    const QFileInfoList all = dir.entryInfoList(pattern, QDir::Files, QDir::Time);
    for (int i = kMaxUnfinishedKept; i < all.size(); ++i)
        if (all[i].filePath() != kept) QFile::remove(all[i].filePath());
    qWarning("Unfinished game kept as %s", qPrintable(kept));
    return kept;
}

QString Autosave::notKeptAsideText()
{
    return tr("The unreadable autosave %1 cannot be kept aside; this game is not autosaved, so that the file "
              "is not overwritten.")
        .arg(path());
}

std::unique_ptr<remi::Match> Autosave::loadUnfinished(remi::save::SaveGame *game, QString *error, bool *mustKeep)
{
    if (mustKeep) *mustKeep = false;
    if (!QFileInfo::exists(path())) return nullptr;
    QString problem;
    auto match = SaveFile::read(path(), game, &problem);
    if (error) *error = problem;
    if (!match) {
        // Never overwrite it with the next game's autosave: keep the unreadable file beside it
        // (autosave-unreadable-<time>[-n].remi) for the player or a later version.
        const QString kept = keptAsideName(QDateTime::currentDateTime());
        if (!kept.isEmpty() && QFile::rename(path(), kept)) {
            qWarning("Unreadable autosave kept as %s", qPrintable(kept));
        } else {
            // Renaming failed: this run must not write autosave.remi at all.
            if (mustKeep) *mustKeep = true;
            qWarning("%s", qPrintable(notKeptAsideText()));
        }
        return nullptr;
    }
    if (match->isOver()) return nullptr;
    return match;
}

std::unique_ptr<remi::Match> Autosave::readUnfinished(remi::save::SaveGame *game, QString *error)
{
    if (!QFileInfo::exists(path())) return nullptr;
    auto match = SaveFile::read(path(), game, error);
    if (!match || match->isOver()) return nullptr;
    return match;
}

bool Autosave::saveNow(QString *error)
{
    // A network table's match is kept by its server; the autosave keeps the last local game.
    if (m_stopped || !m_controller->hasGame() || m_controller->isOnline()) return false;
    QString problem;
    remi::save::SaveGame game = m_controller->saveGame();
    if (m_orders) game.handOrders = SaveFile::toSave(m_orders());
    // The folder first (its own error: a read-only disk, no permission), then the checked write.
    remi::save::FileError fileError;
    std::error_code ec;
    std::filesystem::create_directories(QFileInfo(dataDir()).filesystemAbsoluteFilePath(), ec);
    bool ok = !ec;
    if (!ok) {
        fileError = {remi::save::FileError::Code::CannotCreate, ec.value(), ec.message()};
        problem = tr("Cannot create %1").arg(dataDir());
    } else {
        ok = SaveFile::write(path(), game, &problem, &fileError);
    }
    if (!ok) {
        if (problem.isEmpty()) problem = tr("Cannot create %1").arg(dataDir());
        if (!m_warned) qWarning("Autosave failed: %s", qPrintable(problem));
        m_warned = true;
        if (error) *error = problem;
        setProblem(problemOf(fileError), problem);
        return false;
    }
    ++m_writes;
    if (m_warned) qWarning("Autosave works again: %s", qPrintable(path()));
    m_warned = false;
    setProblem(Problem::None, QString());
    return true;
}

Autosave::Problem Autosave::dataDirProblem()
{
    const QByteArray explicitFolder = qgetenv("REMI_DATA_DIR");
    if (!explicitFolder.isEmpty()) return Problem::None; // --data-dir: used as given
    const QByteArray home = qgetenv("HOME");
    const QByteArray folder = QFile::encodeName(dataDir());
    using remi::save::DataFolderProblem;
    switch (remi::save::dataFolderProblem(explicitFolder.toStdString(),
                                          qEnvironmentVariableIsSet("HOME") ? home.constData() : nullptr,
                                          folder.toStdString())) {
    case DataFolderProblem::None: return Problem::None;
    case DataFolderProblem::NoHome:
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        // QStandardPaths falls back to "/" without a home folder, unless XDG_DATA_HOME is absolute.
        if (QDir::isAbsolutePath(qEnvironmentVariable("XDG_DATA_HOME"))) return Problem::None;
#endif
        return Problem::NoHome;
    case DataFolderProblem::HomeNotAbsolute:
    case DataFolderProblem::NotAbsolute:
        // A relative HOME or XDG_DATA_HOME autosaved into the current folder.
        return Problem::NotAbsolute;
    }
    return Problem::None;
}

QString Autosave::lockPath()
{
    return path() + QStringLiteral(".lock");
}

bool Autosave::acquire()
{
    if (m_stopped) return false;
    if (dataDirProblem() != Problem::None) {
        stop(dataDirProblem());
        return false;
    }
    if (m_lock) return true;
    QDir().mkpath(dataDir());
    // Debris in the lock's place: a folder (a sync tool), a pipe or a device is never a
    // lock (and reading a pipe would hang): an empty folder is removed, anything else is named.
    const QFileInfo debris(lockPath());
    if (debris.isDir() && !debris.isSymLink()) QDir().rmdir(lockPath());
    if (const QFileInfo now(lockPath()); now.exists() && !now.isFile()) {
        stop(Problem::LockBlocked);
        return false;
    }
    auto lock = std::make_unique<QLockFile>(lockPath());
    // Only a lock whose process is gone is stale, however long the other window has been open.
    lock->setStaleLockTime(0);
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (lock->tryLock(0)) {
            m_lock = std::move(lock);
            return true;
        }
        if (lock->error() != QLockFile::LockFailedError) break;
        // A lock whose owner cannot be read (empty or garbage: a power cut between making and
        // writing it) never goes stale by itself: it is stale. Read twice, a moment apart, so that
        // a lock another window is writing this instant is not taken for debris.
        qint64 pid = 0;
        QString host, app;
        if (lock->getLockInfo(&pid, &host, &app)) break;
        QThread::msleep(200);
        if (lock->getLockInfo(&pid, &host, &app)) break;
        qWarning("Removing the unreadable lock file %s", qPrintable(lockPath()));
        lock->removeStaleLockFile();
    }
    if (lock->error() == QLockFile::LockFailedError) {
        stop(Problem::InUse);
        return false;
    }
    // The lock cannot be made (a read-only folder, ...): the first write says what is wrong.
    return true;
}

void Autosave::stop(Problem why)
{
    m_stopped = true;
    setProblem(why, QString());
}

void Autosave::setProblem(Problem problem, const QString &detail)
{
    if (problem == m_problem && detail == m_detail) return;
    m_problem = problem;
    m_detail = detail;
    emit problemChanged();
}

QString Autosave::problemText() const
{
    const QString folder = QDir::toNativeSeparators(QDir::cleanPath(dataDir()));
    switch (m_problem) {
    case Problem::None: return {};
    case Problem::DiskFull: return tr("This game is not being saved: the disk is full (folder %1).").arg(folder);
    case Problem::ReadOnly:
        return tr("This game is not being saved: the folder %1 is on a read-only disk.").arg(folder);
    case Problem::NoPermission:
        return tr("This game is not being saved: Remi may not write in the folder %1.").arg(folder);
    case Problem::NoHome:
        return tr("This game is not being saved: there is no home folder (HOME is not set), and Remi does not save "
                  "into %1.")
            .arg(folder);
    case Problem::NotAbsolute:
        return tr("This game is not being saved: the data folder %1 is not a full path (HOME or XDG_DATA_HOME is "
                  "relative), and Remi does not save into the current folder.")
            .arg(folder);
    case Problem::InUse:
        return tr("This game is not being saved: another Remi window keeps its game in the folder %1.").arg(folder);
    case Problem::KeptUnreadable: return notKeptAsideText();
    case Problem::UnfinishedNotKept:
        return tr("This game is not being saved: the unfinished game in %1 could not be kept aside, and autosaving "
                  "would overwrite it.")
            .arg(QDir::toNativeSeparators(path()));
    case Problem::LockBlocked:
        return tr("This game is not being saved: %1 is in the way of the autosave's lock file. An unfinished game "
                  "in %2 is kept as it is: remove %1 and start Remi again to continue it.")
            .arg(QDir::toNativeSeparators(lockPath()), QDir::toNativeSeparators(path()));
    case Problem::Other: return tr("This game is not being saved: %1").arg(m_detail);
    }
    return {};
}
