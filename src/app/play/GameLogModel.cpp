// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameLogModel.h"

#include "GameController.h"

namespace {
const std::vector<GameLogLine> kNoLines;

/// Something that changes with the language: the heading of round 1.
QString languageMark()
{
    return QCoreApplication::translate("GameLog", "Round %1");
}
} // namespace

GameLogModel::GameLogModel(GameController *controller, QObject *parent) : QObject(parent), m_controller(controller)
{
    connect(controller, &GameController::gameStarted, this, [this] {
        m_log.reset();
        m_broken = false;
        scheduleUpdate();
    });
    connect(controller, &GameController::stateChanged, this, &GameLogModel::scheduleUpdate);
}

GameLogModel::~GameLogModel() = default;

const std::vector<GameLogLine> &GameLogModel::lines() const
{
    return m_log ? m_log->lines() : kNoLines;
}

int GameLogModel::viewer() const
{
    return m_log ? m_log->viewer() : -1;
}

void GameLogModel::scheduleUpdate()
{
    if (m_pending) return;
    m_pending = true;
    QMetaObject::invokeMethod(this, &GameLogModel::update, Qt::QueuedConnection);
}

std::unique_ptr<GameLog> GameLogModel::makeLog(int viewer) const
{
    QStringList names;
    for (int m = 0; m < m_controller->seats().size(); ++m) names << m_controller->matchSeatName(m);
    return std::make_unique<GameLog>(m_controller->saveGame(), viewer, names);
}

void GameLogModel::update()
{
    m_pending = false;
    if (!m_controller->hasGame() || m_broken) return;
    // Whose hand is shown: theirs is the view; nobody's while the hands are hidden.
    const int seat = m_controller->humanSeat();
    const int viewer = seat >= 0 && m_controller->handFaceUp() ? m_controller->match().matchSeat(seat) : -1;
    QStringList names;
    for (int m = 0; m < m_controller->seats().size(); ++m) names << m_controller->matchSeatName(m);
    bool fresh = !m_log || m_log->viewer() != viewer || m_log->names() != names || m_language != languageMark();
    std::size_t first = 0;
    int erased = 0;
    if (fresh) {
        m_log = makeLog(viewer);
        m_language = languageMark();
    } else {
        first = m_log->lines().size();
        erased = m_log->erasures();
    }
    QString error;
    if (m_controller->isOnline()) {
        // A network table's match: what this seat saw happen (GameController::followedLog).
        m_log->follow(m_controller->followedLog());
    } else if (!m_log->feed(m_controller->actionLog(), &error)) {
        // A log that no longer follows (an undo that was not the last action): read it again. A
        // position put in by hand (GameController::setRound, tests) does not replay at all: the log
        // stops there until the next game.
        m_log = makeLog(viewer);
        fresh = true;
        if (!m_log->feed(m_controller->actionLog(), &error)) {
            qWarning("Game log: %s", qPrintable(error));
            m_broken = true;
        }
    }
    // An undo takes lines back: the panel is written again.
    if (fresh || m_log->erasures() != erased) emit reset();
    else if (m_log->lines().size() != first) emit linesAdded(static_cast<int>(first));
}

std::vector<GameLogLine> GameLogModel::linesFor(int viewer) const
{
    if (!m_controller->hasGame()) return {};
    if (m_log && m_log->viewer() == viewer && !m_pending) return m_log->lines();
    auto log = makeLog(viewer);
    if (m_controller->isOnline()) log->follow(m_controller->followedLog());
    else log->feed(m_controller->actionLog());
    return log->lines();
}

QString GameLogModel::text() const
{
    return GameLog::text(lines());
}
