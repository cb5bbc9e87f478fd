// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Playing with friends (issue 39): claiming a lobby seat by the table code and a name, and the table
// chat with its own rate limit (docs/PROTOCOL.md "Playing with friends").

#include "Server.h"

#include <algorithm>
#include <iterator>
#include <optional>

namespace remi::server {

namespace {
const QString kId = QStringLiteral("id");
constexpr int kMaxNameChars = 40;
constexpr int kMaxSayChars = 200;
constexpr qint64 kSayIntervalMs = 1000; ///< one "say" a second per connection

/// The quick phrases of the chat; each window words them in its language.
const char *const kPhrases[] = {"good_game", "your_turn", "one_moment", "well_played", "thanks", "hello"};

/// `text` trimmed when it has 1 … `maxChars` characters (UTF-16 units) and no control character
/// (C0, DEL, C1, line and paragraph separators); nullopt otherwise.
std::optional<QString> cleanText(const QJsonValue &value, int maxChars)
{
    if (!value.isString()) return std::nullopt;
    const QString text = value.toString().trimmed();
    if (text.isEmpty() || text.size() > maxChars) return std::nullopt;
    for (const QChar ch : text) {
        const auto cat = ch.category();
        if (cat == QChar::Other_Control || cat == QChar::Separator_Line || cat == QChar::Separator_Paragraph)
            return std::nullopt;
    }
    return text;
}
} // namespace

Table *Server::joinedTable(Connection &c, const QJsonValue &id)
{
    Table *table = c.table.isEmpty() ? nullptr : m_tables.value(c.table);
    if (!table)
        Table::send(c.socket, Table::error(QStringLiteral("not_joined"), QStringLiteral("Join a table first."), id));
    return table;
}

void Server::claim(Connection &c, const QJsonObject &m)
{
    const QJsonValue id = m.value(kId);
    if (!c.table.isEmpty())
        return Table::send(c.socket, Table::error(QStringLiteral("already_joined"),
                                                  QStringLiteral("This connection holds a seat already."), id));
    const auto name = cleanText(m.value(QStringLiteral("name")), kMaxNameChars);
    if (!name)
        return Table::send(
            c.socket,
            Table::error(
                QStringLiteral("bad_message"),
                QStringLiteral("\"name\" is 1 to %1 characters without control characters.").arg(kMaxNameChars), id));
    const QString code = m.value(QStringLiteral("table")).toString().toLower();
    Table *table = m_tables.value(code);
    if (!table)
        return Table::send(
            c.socket, Table::error(QStringLiteral("unknown_table"), QStringLiteral("No table has this code."), id));
    QString token;
    const int seat = table->claim(*name, &token);
    if (seat == -2) return; // the store failed: the table told its players and is dropped
    if (seat < 0)
        return Table::send(
            c.socket, Table::error(QStringLiteral("table_full"), QStringLiteral("No seat is open at this table."), id));
    Table::send(c.socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("claimed")},
                                      {kId, id},
                                      {QStringLiteral("table"), code},
                                      {QStringLiteral("seat"), seat},
                                      {QStringLiteral("token"), token}});
    c.table = code;
    c.seat = seat;
    table->attach(seat, c.socket);
}

void Server::say(Connection &c, const QJsonObject &m)
{
    const QJsonValue id = m.value(kId);
    Table *table = joinedTable(c, id);
    if (!table) return;
    const QJsonValue textValue = m.value(QStringLiteral("text"));
    const QJsonValue phraseValue = m.value(QStringLiteral("phrase"));
    QJsonObject said;
    if (!textValue.isUndefined() && phraseValue.isUndefined()) {
        const auto text = cleanText(textValue, kMaxSayChars);
        if (!text)
            return Table::send(
                c.socket,
                Table::error(
                    QStringLiteral("bad_message"),
                    QStringLiteral("\"text\" is 1 to %1 characters without control characters.").arg(kMaxSayChars),
                    id));
        said.insert(QStringLiteral("text"), *text);
    } else if (textValue.isUndefined() && phraseValue.isString() &&
               std::any_of(std::begin(kPhrases), std::end(kPhrases),
                           [&](const char *p) { return phraseValue.toString() == QLatin1String(p); })) {
        said.insert(QStringLiteral("phrase"), phraseValue.toString());
    } else {
        return Table::send(c.socket,
                           Table::error(QStringLiteral("bad_message"),
                                        QStringLiteral("A \"say\" has a \"text\" or a known \"phrase\"."), id));
    }
    const qint64 now = c.opened.elapsed();
    if (now - c.lastSay < kSayIntervalMs)
        return Table::send(c.socket,
                           Table::error(QStringLiteral("rate_limited"), QStringLiteral("One chat line a second."), id));
    c.lastSay = now;
    table->say(c.seat, said);
}

} // namespace remi::server
