// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableStore.h"

#include <QAtomicInt>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace remi::server {

namespace {
QAtomicInt connectionCounter;
}

SqlTableStore::SqlTableStore(const QString &driver, const QString &database, const QString &connectOptions)
    : m_connection(QStringLiteral("remi-store-%1").arg(connectionCounter.fetchAndAddRelaxed(1))), m_driver(driver),
      m_database(database), m_options(connectOptions)
{
}

SqlTableStore::~SqlTableStore()
{
    m_append.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid()) db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool SqlTableStore::open(QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(m_driver, m_connection);
    if (!db.isValid()) {
        if (error) *error = QStringLiteral("no Qt SQL driver %1").arg(m_driver);
        return false;
    }
    db.setDatabaseName(m_database);
    QStringList rest;
    for (const QString &part : m_options.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString key = part.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = part.section(QLatin1Char('='), 1);
        if (key == QLatin1String("host")) db.setHostName(value);
        else if (key == QLatin1String("port")) db.setPort(value.toInt());
        else if (key == QLatin1String("user")) db.setUserName(value);
        else if (key == QLatin1String("password")) db.setPassword(value);
        else rest << part;
    }
    if (!rest.isEmpty()) db.setConnectOptions(rest.join(QLatin1Char(';')));
    if (!db.open()) {
        if (error) *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    QStringList setup;
    if (m_driver == QLatin1String("QSQLITE")) {
        // WAL with synchronous=NORMAL: a commit survives the process being killed (kill -9); only a
        // power cut may lose the last commits (docs/DESIGN.md "The table server").
        setup << QStringLiteral("PRAGMA journal_mode=WAL") << QStringLiteral("PRAGMA synchronous=NORMAL");
    }
    setup << QStringLiteral(
                 "CREATE TABLE IF NOT EXISTS remi_tables (code VARCHAR(32) PRIMARY KEY, variant VARCHAR(32) NOT NULL, "
                 "options TEXT NOT NULL, seats TEXT NOT NULL, seed VARCHAR(24) NOT NULL, grace INTEGER NOT NULL, "
                 "finished INTEGER NOT NULL DEFAULT 0)")
          << QStringLiteral(
                 "CREATE TABLE IF NOT EXISTS remi_actions (code VARCHAR(32) NOT NULL, step INTEGER NOT NULL, "
                 "action TEXT NOT NULL, PRIMARY KEY (code, step))");
    for (const QString &sql : setup) {
        if (!q.exec(sql)) {
            if (error) *error = q.lastError().text();
            return false;
        }
    }
    // Issue 39: the lobby state (lobby, started, hints, host) as one JSON column; a database of the
    // first server version gets it added, its tables reading as started non-lobby tables.
    if (!db.record(QStringLiteral("remi_tables")).contains(QStringLiteral("meta")) &&
        !q.exec(QStringLiteral("ALTER TABLE remi_tables ADD COLUMN meta TEXT NOT NULL DEFAULT '{}'"))) {
        if (error) *error = q.lastError().text();
        return false;
    }
    return true;
}

namespace {
QString metaJson(const StoredTable &t)
{
    const QJsonObject meta{{QStringLiteral("lobby"), t.lobby},
                           {QStringLiteral("started"), t.started},
                           {QStringLiteral("hints"), t.hints},
                           {QStringLiteral("host"), t.host}};
    return QString::fromUtf8(QJsonDocument(meta).toJson(QJsonDocument::Compact));
}
} // namespace

bool SqlTableStore::createTable(const StoredTable &t)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO remi_tables (code, variant, options, seats, seed, grace, finished, meta) "
                             "VALUES (?, ?, ?, ?, ?, ?, 0, ?)"));
    q.addBindValue(t.code);
    q.addBindValue(t.variant);
    q.addBindValue(QString::fromUtf8(QJsonDocument(t.options).toJson(QJsonDocument::Compact)));
    q.addBindValue(QString::fromUtf8(QJsonDocument(t.seats).toJson(QJsonDocument::Compact)));
    q.addBindValue(QString::number(t.seed));
    q.addBindValue(t.graceSeconds);
    q.addBindValue(metaJson(t));
    return q.exec();
}

bool SqlTableStore::updateTable(const StoredTable &t, bool clearActions)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction()) return false;
    QSqlQuery q(db);
    bool ok = true;
    if (clearActions) {
        q.prepare(QStringLiteral("DELETE FROM remi_actions WHERE code = ?"));
        q.addBindValue(t.code);
        ok = q.exec();
    }
    if (ok) {
        q.prepare(QStringLiteral("UPDATE remi_tables SET seats = ?, seed = ?, finished = ?, meta = ? WHERE code = ?"));
        q.addBindValue(QString::fromUtf8(QJsonDocument(t.seats).toJson(QJsonDocument::Compact)));
        q.addBindValue(QString::number(t.seed));
        q.addBindValue(t.finished ? 1 : 0);
        q.addBindValue(metaJson(t));
        q.addBindValue(t.code);
        ok = q.exec() && q.numRowsAffected() == 1;
    }
    if (!ok) {
        db.rollback();
        return false;
    }
    return db.commit();
}

bool SqlTableStore::appendAction(const QString &code, int step, const QByteArray &action)
{
    if (!m_append) {
        m_append = std::make_unique<QSqlQuery>(QSqlDatabase::database(m_connection, false));
        if (!m_append->prepare(QStringLiteral("INSERT INTO remi_actions (code, step, action) VALUES (?, ?, ?)"))) {
            m_append.reset();
            return false;
        }
    }
    m_append->bindValue(0, code);
    m_append->bindValue(1, step);
    m_append->bindValue(2, QString::fromUtf8(action));
    return m_append->exec();
}

bool SqlTableStore::finishTable(const QString &code)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE remi_tables SET finished = 1 WHERE code = ?"));
    q.addBindValue(code);
    return q.exec();
}

std::vector<StoredTable> SqlTableStore::loadTables(bool withFinished)
{
    std::vector<StoredTable> out;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT code, variant, options, seats, seed, grace, finished, meta FROM remi_tables") +
                (withFinished ? QString() : QStringLiteral(" WHERE finished = 0"))))
        return out;
    while (q.next()) {
        StoredTable t;
        t.code = q.value(0).toString();
        t.variant = q.value(1).toString();
        t.options = QJsonDocument::fromJson(q.value(2).toString().toUtf8()).object();
        t.seats = QJsonDocument::fromJson(q.value(3).toString().toUtf8()).array();
        t.seed = q.value(4).toString().toULongLong();
        t.graceSeconds = q.value(5).toInt();
        t.finished = q.value(6).toInt() != 0;
        const QJsonObject meta = QJsonDocument::fromJson(q.value(7).toString().toUtf8()).object();
        t.lobby = meta.value(QStringLiteral("lobby")).toBool(false);
        t.started = meta.value(QStringLiteral("started")).toBool(true);
        t.hints = meta.value(QStringLiteral("hints")).toBool(true);
        t.host = meta.value(QStringLiteral("host")).toInt(-1);
        if (!meta.contains(QStringLiteral("host"))) // a table of the first version: its first human seat
            for (int i = 0; i < t.seats.size() && t.host < 0; ++i)
                if (t.seats[i].toObject().value(QStringLiteral("kind")).toString() == QLatin1String("human"))
                    t.host = i;
        out.push_back(std::move(t));
    }
    QSqlQuery a(db);
    a.setForwardOnly(true);
    a.prepare(QStringLiteral("SELECT step, action FROM remi_actions WHERE code = ? ORDER BY step"));
    for (StoredTable &t : out) {
        a.addBindValue(t.code);
        if (!a.exec()) continue;
        while (a.next()) {
            if (a.value(0).toInt() != t.actions.size()) break; // a gap: stop at the last whole prefix
            t.actions.append(a.value(1).toString().toUtf8());
        }
    }
    return out;
}

} // namespace remi::server
