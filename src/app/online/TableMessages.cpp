// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableMessages.h"

#include "ai/bots/ComputerPlayer.h"
#include "net/Wire.h"

#include <QJsonArray>
#include <algorithm>

namespace online {

std::optional<remi::RuleSet> rulesOf(const QJsonObject &m)
{
    std::optional<remi::RuleSet> rules = remi::presetRules(m.value(QStringLiteral("variant")).toString().toStdString());
    if (!rules) return std::nullopt;
    const QJsonObject options = m.value(QStringLiteral("options")).toObject();
    for (auto it = options.begin(); it != options.end(); ++it) {
        const QJsonValue v = it.value();
        const QString text = v.isBool()     ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                             : v.isDouble() ? QString::number(v.toDouble())
                                            : v.toString();
        if (remi::setOption(*rules, it.key().toStdString(), text.toStdString())) return std::nullopt;
    }
    const int seats = static_cast<int>(m.value(QStringLiteral("seats")).toArray().size());
    if (seats < rules->minPlayers || seats > rules->maxPlayers) return std::nullopt;
    return rules->forPlayers(seats);
}

QList<SeatConfig> seatsOf(const QJsonObject &m)
{
    QList<SeatConfig> seats;
    for (const QJsonValue &v : m.value(QStringLiteral("seats")).toArray()) {
        const QJsonObject o = v.toObject();
        SeatConfig seat;
        seat.human = o.value(QStringLiteral("kind")).toString() == QLatin1String("human");
        seat.name = o.value(QStringLiteral("name")).toString();
        seat.level = remi::ai::parseBotLevel(o.value(QStringLiteral("level")).toString().toStdString())
                         .value_or(remi::ai::BotLevel::Normal);
        seats << seat;
    }
    return seats;
}

std::vector<int> intsOf(const QJsonValue &array)
{
    std::vector<int> out;
    for (const QJsonValue &v : array.toArray()) out.push_back(v.toInt());
    return out;
}

std::optional<TableUpdate> updateOf(const QJsonObject &m, const remi::RuleSet &rules)
{
    TableUpdate u;
    u.round = m.value(QStringLiteral("round")).toInt(1);
    u.step = m.value(QStringLiteral("step")).toInt(-1);
    if (u.step < 0) return std::nullopt;
    u.totals = intsOf(m.value(QStringLiteral("totals")));
    u.roundSeats = intsOf(m.value(QStringLiteral("roundSeats")));
    if (m.value(QStringLiteral("history")).isArray()) {
        std::vector<std::vector<int>> history;
        for (const QJsonValue &row : m.value(QStringLiteral("history")).toArray()) history.push_back(intsOf(row));
        u.history = std::move(history);
    }
    const QJsonValue view = m.value(QStringLiteral("view"));
    if (view.isObject()) {
        u.view = remi::net::viewFromJson(view.toObject(), rules.forPlayers(static_cast<int>(u.roundSeats.size())));
        if (!u.view) return std::nullopt;
    }
    for (const QJsonValue &a : m.value(QStringLiteral("actions")).toArray())
        if (std::optional<remi::Action> action = remi::net::actionFromJson(a.toObject())) u.actions.push_back(*action);
    // This seat's own stock draws name their card (docs/PROTOCOL.md "Events"): its game log says them.
    const int decks = rules.forPlayers(static_cast<int>(std::max<std::size_t>(1, u.roundSeats.size()))).decks;
    for (const QJsonValue &v : m.value(QStringLiteral("events")).toArray()) {
        const QJsonObject e = v.toObject();
        if (!u.view || e.value(QStringLiteral("type")).toString() != QLatin1String("drew") ||
            e.value(QStringLiteral("from")).toString() != QLatin1String("stock") ||
            e.value(QStringLiteral("seat")).toInt(-1) != u.view->seat)
            continue;
        for (const QJsonValue &id : e.value(QStringLiteral("cards")).toArray())
            u.drawnCards.push_back(remi::cardFromId(static_cast<remi::CardId>(id.toInt()), decks));
    }
    return u;
}

std::vector<std::vector<remi::Card>> handsOf(const QJsonObject &m, const remi::RuleSet &rules)
{
    std::vector<std::vector<remi::Card>> hands;
    for (const QJsonValue &h : m.value(QStringLiteral("hands")).toArray()) {
        std::vector<remi::Card> hand;
        for (const QJsonValue &id : h.toArray())
            hand.push_back(remi::cardFromId(static_cast<remi::CardId>(id.toInt()), rules.decks));
        hands.push_back(std::move(hand));
    }
    return hands;
}

std::optional<TableRoundOver> roundOverOf(const QJsonObject &m, const remi::RuleSet &rules)
{
    TableRoundOver over;
    over.winner = m.value(QStringLiteral("winner")).toInt(-1);
    over.hands = handsOf(m, rules);
    over.scores = intsOf(m.value(QStringLiteral("scores")));
    over.totals = intsOf(m.value(QStringLiteral("totals")));
    const std::optional<remi::Finish> finish = remi::net::finishFromName(m.value(QStringLiteral("finish")).toString());
    const std::optional<remi::RoundEnd> end = remi::net::roundEndFromName(m.value(QStringLiteral("end")).toString());
    if (!finish || !end) return std::nullopt;
    over.finish = *finish;
    over.cause = *end;
    const remi::RuleSet shoe = rules.forPlayers(static_cast<int>(over.hands.size()));
    for (const QJsonValue &d : m.value(QStringLiteral("details")).toArray()) {
        if (!d.isObject()) {
            over.details.emplace_back(); // a seat out of the round
            continue;
        }
        std::optional<remi::SeatScore> score =
            remi::net::seatScoreFromJson(d.toObject(), shoe, [](int matchSeat) { return matchSeat; });
        if (!score) return std::nullopt;
        over.details.push_back(std::move(score));
    }
    return over;
}

} // namespace online
