// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Statistics of the human player of single-human matches, per variant and computer level:
// matches played and won, best and worst match total, the current and longest winning streak, rounds
// won. Kept as JSON in the application data folder (<data dir>/statistics.json), written through
// save::writeFileChecked (every byte on the disk, then renamed). A corrupt or hostile file is moved
// aside with a message and the statistics start afresh; it never stops a game.

#include <QCoreApplication>
#include <QList>
#include <QString>

class GameController;

/// One variant and computer level.
struct StatsRecord {
    QString variant; ///< the engine's variant id ("remi51")
    QString level;   ///< the computer players' level ("easy", "normal", "hard", or "mixed")
    int played = 0;
    int won = 0;
    int bestTotal = 0; ///< the best match total (the lowest where lower is better); only when played > 0
    int worstTotal = 0;
    int currentStreak = 0; ///< matches won in a row, up to the last one
    int longestStreak = 0;
    int roundsWon = 0;
    /// Won / played in percent, rounded; 0 before the first match.
    int winRate() const { return played > 0 ? (won * 100 + played / 2) / played : 0; }
    friend bool operator==(const StatsRecord &, const StatsRecord &) = default;
};

class Statistics {
    Q_DECLARE_TR_FUNCTIONS(Statistics)
  public:
    /// The statistics of the file `path` (not read until load()).
    explicit Statistics(QString path = defaultPath());
    /// <data dir>/statistics.json ($REMI_DATA_DIR when set, else the application data folder).
    static QString defaultPath();

    /// Reads the file. A missing file is no statistics yet (true). A corrupt, hostile or unreadable
    /// file is renamed to statistics-unreadable-<time>.json beside it (never overwritten), the
    /// statistics start empty, and `message` says so (false).
    bool load(QString *message);
    /// Writes the file; false with a translated `message` (the old file stays as it was).
    bool save(QString *message) const;

    /// Adds one finished match of `variant` against computers of `level`: the human's `total`,
    /// whether the human `won`, the rounds the human won; `lowerIsBetter` for remi51 and rami's challenge.
    void recordMatch(const QString &variant, const QString &level, int total, bool won, int roundsWon,
                     bool lowerIsBetter);
    QList<StatsRecord> records() const { return m_records; }
    /// The record of `variant` and `level` (an empty one when none).
    StatsRecord record(const QString &variant, const QString &level) const;
    /// Forgets everything (save() afterwards to keep that).
    void reset() { m_records.clear(); }
    QString path() const { return m_path; }

    /// The key of the computer players of `controller`'s match: their common level, or "mixed";
    /// empty when the match is not counted (hot-seat, or no human, RULES.md 7).
    static QString levelKey(const GameController &controller);

  private:
    QString m_path;
    QList<StatsRecord> m_records;
};
