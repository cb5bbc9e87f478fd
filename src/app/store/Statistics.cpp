// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Statistics.h"

#include "GameController.h"
#include "ai/bots/ComputerPlayer.h"
#include "save/FileIo.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <algorithm>

namespace {
constexpr std::size_t kMaxBytes = 1 << 20; // a few hundred records at most; anything larger is not ours
constexpr int kMaxRecords = 1000;
constexpr int kMaxCount = 100000000;

const char *const kIntFields[] = {"played",        "won",           "bestTotal", "worstTotal",
                                  "currentStreak", "longestStreak", "roundsWon"};

int *field(StatsRecord &r, int i)
{
    int *fields[] = {&r.played, &r.won, &r.bestTotal, &r.worstTotal, &r.currentStreak, &r.longestStreak, &r.roundsWon};
    return fields[i];
}

/// The statistics key of a computer level: the same name saves and the command line use.
QString levelName(remi::ai::BotLevel level)
{
    const std::string_view name = remi::ai::botLevelName(level);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

/// The records of `bytes`, or false when anything is not as this program writes it.
bool parse(const QByteArray &bytes, QList<StatsRecord> *out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return false;
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("remi-statistics") ||
        root.value(QStringLiteral("version")).toInt(-1) != 1 || !root.value(QStringLiteral("records")).isArray())
        return false;
    const QJsonArray records = root.value(QStringLiteral("records")).toArray();
    if (records.size() > kMaxRecords) return false;
    for (const QJsonValue &v : records) {
        if (!v.isObject()) return false;
        const QJsonObject o = v.toObject();
        StatsRecord r;
        const QJsonValue variant = o.value(QStringLiteral("variant")), level = o.value(QStringLiteral("level"));
        if (!variant.isString() || !level.isString() || variant.toString().size() > 40 || level.toString().size() > 40)
            return false;
        r.variant = variant.toString();
        r.level = level.toString();
        for (int i = 0; i < 7; ++i) {
            const QJsonValue n = o.value(QLatin1String(kIntFields[i]));
            if (!n.isDouble()) return false;
            const double d = n.toDouble();
            if (d != static_cast<int>(d) || d < -kMaxCount || d > kMaxCount) return false;
            *field(r, i) = static_cast<int>(d);
        }
        if (r.played < 0 || r.won < 0 || r.won > r.played || r.currentStreak < 0 || r.longestStreak < r.currentStreak ||
            r.longestStreak > r.won || r.roundsWon < 0)
            return false;
        out->append(r);
    }
    return true;
}
} // namespace

Statistics::Statistics(QString path) : m_path(std::move(path)) {}

QString Statistics::defaultPath()
{
    QString dir = qEnvironmentVariable("REMI_DATA_DIR");
    if (dir.isEmpty()) dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("statistics.json"));
}

bool Statistics::load(QString *message)
{
    m_records.clear();
    if (!QFileInfo::exists(m_path) && !QFileInfo(m_path).isSymLink()) return true;
    std::string bytes;
    remi::save::FileError error;
    QList<StatsRecord> records;
    // The path as the file system spells it (UTF-16 on Windows): a UTF-8 std::string would be read
    // in the ANSI code page there, and a Cyrillic user name would lose the statistics.
    if (remi::save::readFileLimited(QFileInfo(m_path).filesystemFilePath(), kMaxBytes, &bytes, &error) &&
        parse(QByteArray::fromStdString(bytes), &records)) {
        m_records = records;
        return true;
    }
    // Kept aside, never overwritten: the player may want it back.
    const QFileInfo info(m_path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside;
    for (int n = 1; n <= 100 && aside.isEmpty(); ++n) {
        const QString name = QStringLiteral("statistics-unreadable-%1%2.json")
                                 .arg(stamp, n == 1 ? QString() : QStringLiteral("-%1").arg(n));
        if (!QFileInfo::exists(info.dir().filePath(name))) aside = info.dir().filePath(name);
    }
    if (!aside.isEmpty() && QFile::rename(m_path, aside)) {
        if (message)
            *message = tr("The statistics file could not be read; it was kept as %1 and the statistics start afresh.")
                           .arg(QDir::toNativeSeparators(aside));
    } else if (message) {
        *message = tr("The statistics file %1 could not be read and cannot be moved aside; statistics are not kept "
                      "this time.")
                       .arg(QDir::toNativeSeparators(m_path));
        m_path.clear(); // never overwrite it
    }
    return false;
}

bool Statistics::save(QString *message) const
{
    if (m_path.isEmpty()) {
        if (message) *message = tr("Statistics are not kept this time.");
        return false;
    }
    QJsonArray records;
    for (const StatsRecord &r : m_records) {
        QJsonObject o;
        o.insert(QStringLiteral("variant"), r.variant);
        o.insert(QStringLiteral("level"), r.level);
        StatsRecord copy = r;
        for (int i = 0; i < 7; ++i) o.insert(QLatin1String(kIntFields[i]), *field(copy, i));
        records.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("remi-statistics"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("records"), records);
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    remi::save::FileError error;
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (remi::save::writeFileChecked(QFileInfo(m_path).filesystemFilePath(),
                                     std::string_view(bytes.constData(), bytes.size()), &error))
        return true;
    if (message)
        *message = tr("The statistics could not be saved to %1: %2")
                       .arg(QDir::toNativeSeparators(m_path), QString::fromStdString(remi::save::fileErrorText(error)));
    return false;
}

void Statistics::recordMatch(const QString &variant, const QString &level, int total, bool won, int roundsWon,
                             bool lowerIsBetter)
{
    auto it = std::find_if(m_records.begin(), m_records.end(),
                           [&](const StatsRecord &r) { return r.variant == variant && r.level == level; });
    if (it == m_records.end()) {
        StatsRecord r;
        r.variant = variant;
        r.level = level;
        m_records.append(r);
        it = m_records.end() - 1;
    }
    StatsRecord &r = *it;
    const auto better = [&](int a, int b) { return lowerIsBetter ? a < b : a > b; };
    if (r.played == 0) {
        r.bestTotal = r.worstTotal = total;
    } else {
        if (better(total, r.bestTotal)) r.bestTotal = total;
        if (better(r.worstTotal, total)) r.worstTotal = total;
    }
    ++r.played;
    if (won) {
        ++r.won;
        ++r.currentStreak;
        r.longestStreak = std::max(r.longestStreak, r.currentStreak);
    } else {
        r.currentStreak = 0;
    }
    r.roundsWon += roundsWon;
}

StatsRecord Statistics::record(const QString &variant, const QString &level) const
{
    for (const StatsRecord &r : m_records)
        if (r.variant == variant && r.level == level) return r;
    StatsRecord empty;
    empty.variant = variant;
    empty.level = level;
    return empty;
}

QString Statistics::levelKey(const GameController &controller)
{
    int humans = 0;
    QString level;
    for (const SeatConfig &seat : controller.seats()) {
        if (seat.human) {
            ++humans;
            continue;
        }
        const QString l = levelName(seat.level);
        level = level.isEmpty() || level == l ? l : QStringLiteral("mixed");
    }
    if (humans != 1 || level.isEmpty()) return {};
    return level;
}
