// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Autosave.h"

#include <QDateTime>
#include <QFile>

#include "GameController.h"
#include "SaveFile.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

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

bool Autosave::saveNow(QString *error)
{
    if (!m_controller->hasGame()) return false;
    QString problem;
    remi::save::SaveGame game = m_controller->saveGame();
    if (m_orders) game.handOrders = SaveFile::toSave(m_orders());
    const bool ok = QDir().mkpath(dataDir()) && SaveFile::write(path(), game, &problem);
    if (!ok) {
        if (problem.isEmpty()) problem = tr("Cannot create %1").arg(dataDir());
        if (!m_warned) qWarning("Autosave failed: %s", qPrintable(problem));
        m_warned = true;
        if (error) *error = problem;
        return false;
    }
    ++m_writes;
    return true;
}
