// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where tables are kept (issue 38): each table's seed, variant, options, seats and action log.
// One small interface, so that a shared database server can replace the embedded file:
// SqlTableStore speaks Qt SQL (SQLite by default, PostgreSQL through QPSQL).

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

class QSqlQuery;

#include <memory>
#include <vector>

namespace remi::server {

/// A table as stored: what replays it exactly.
struct StoredTable {
    QString code;        ///< the table code (docs/PROTOCOL.md "Tables")
    QString variant;     ///< "rummy", "remi51", "rami", "remi_indonesia"
    QJsonObject options; ///< option name -> value as text
    QJsonArray seats;    ///< per match seat: {"name", "kind", "level", "tokenHash", "open": true while unclaimed}
    quint64 seed = 0;
    int graceSeconds = 60;
    bool finished = false;
    bool lobby = false;        ///< created as a lobby table (issue 39): nothing is dealt until the host starts it
    bool started = true;       ///< a lobby table the host has started (always true for other tables)
    bool hints = true;         ///< the host lets the windows offer hints (relayed in "welcome")
    int host = -1;             ///< the host's match seat: the first named human seat at creation, -1 without one
    QList<QByteArray> actions; ///< every accepted action in order, JSON (save format)
};

class TableStore {
  public:
    virtual ~TableStore() = default;
    /// Adds a new table without actions. False when it could not be written.
    virtual bool createTable(const StoredTable &table) = 0;
    /// Appends the `step`-th action (0-based, match-wide) of table `code`; returns only once it is
    /// written (durable against the process being killed). False when it could not be written.
    virtual bool appendAction(const QString &code, int step, const QByteArray &action) = 0;
    /// Marks the match of `code` over.
    virtual bool finishTable(const QString &code) = 0;
    /// Rewrites the seats, seed, lobby state (lobby, started, hints, host) and the finished flag of
    /// `table.code` (a claimed seat, a started lobby, a rematch). With `clearActions` the action log is
    /// emptied in the same transaction (a rematch: a new match at the same table). False on failure.
    virtual bool updateTable(const StoredTable &table, bool clearActions = false) = 0;
    /// Every stored table (with its actions), unfinished ones only unless `withFinished`.
    virtual std::vector<StoredTable> loadTables(bool withFinished = false) = 0;
};

/// TableStore over Qt SQL. `driver`: "QSQLITE" (`database` is a file path) or "QPSQL" (`database`
/// is the database name; `connectOptions` as QSqlDatabase::setConnectOptions, plus host=, port=,
/// user=, password= read from it). Creates its tables when missing.
class SqlTableStore : public TableStore {
  public:
    SqlTableStore(const QString &driver, const QString &database, const QString &connectOptions = {});
    ~SqlTableStore() override;
    /// Opens the database; false with `error` set when it cannot be opened or prepared.
    bool open(QString *error);

    bool createTable(const StoredTable &table) override;
    bool appendAction(const QString &code, int step, const QByteArray &action) override;
    bool finishTable(const QString &code) override;
    bool updateTable(const StoredTable &table, bool clearActions = false) override;
    std::vector<StoredTable> loadTables(bool withFinished = false) override;

  private:
    QString m_connection;
    std::unique_ptr<QSqlQuery> m_append; ///< the prepared INSERT of appendAction
    QString m_driver, m_database, m_options;
};

} // namespace remi::server
