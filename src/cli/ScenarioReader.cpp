// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScenarioReader.h"

#include "ScenarioJson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <map>

namespace remi::sim {

namespace {

using namespace json;

/// Picks physical copies from the shoe for the faces of the deal, in file order.
class ShoePicker {
public:
    explicit ShoePicker(const RuleSet &rules)
        : m_shoe(buildShoe(rules.decks, rules.jokers)), m_used(m_shoe.size())
    {
    }
    Card take(const QJsonValue &v, const QString &path)
    {
        const ScenarioCard sc = toCard(v, path, false);
        for (std::size_t i = 0; i < m_shoe.size(); ++i) {
            if (!m_used[i] && sc.face.matches(m_shoe[i])) {
                m_used[i] = true;
                return m_shoe[i];
            }
        }
        int copies = 0;
        for (const Card &c : m_shoe)
            copies += sc.face.matches(c) ? 1 : 0;
        fail(path, QStringLiteral("no copy of %1 left (the shoe holds %2)")
                       .arg(quoted(QString::fromStdString(sc.text)))
                       .arg(copies));
    }
    std::vector<Card> takeList(const QJsonValue &v, const QString &path)
    {
        const QJsonArray a = toArray(v, path);
        std::vector<Card> out;
        for (qsizetype i = 0; i < a.size(); ++i)
            out.push_back(take(a.at(i), item(path, i)));
        return out;
    }

private:
    std::vector<Card> m_shoe;
    std::vector<bool> m_used;
};

DealSpec readDeal(const QJsonObject &o, const RuleSet &rules, int players)
{
    const QString path = QStringLiteral("deal");
    ShoePicker picker(rules.forPlayers(players)); // rami: the number of decks depends on the players
    DealSpec deal;
    const QJsonArray hands =
        toArray(required(o, QStringLiteral("hands"), field(path, QStringLiteral("hands"))),
                field(path, QStringLiteral("hands")));
    if (hands.size() != players)
        fail(field(path, QStringLiteral("hands")),
             QStringLiteral("%1 hands for %2 players").arg(hands.size()).arg(players));
    for (qsizetype i = 0; i < hands.size(); ++i)
        deal.hands.push_back(picker.takeList(hands.at(i), item(field(path, QStringLiteral("hands")), i)));
    if (o.contains(QStringLiteral("stock")))
        deal.stock = picker.takeList(o.value(QStringLiteral("stock")), field(path, QStringLiteral("stock")));
    if (o.contains(QStringLiteral("discard")))
        deal.discard =
            picker.takeList(o.value(QStringLiteral("discard")), field(path, QStringLiteral("discard")));
    const QJsonValue cut = o.value(QStringLiteral("cut"));
    if (!cut.isUndefined() && !cut.isNull()) deal.cut = picker.take(cut, field(path, QStringLiteral("cut")));
    return deal;
}

const std::map<QString, ActionType> &actionNames()
{
    static const std::map<QString, ActionType> names = {
        {QStringLiteral("draw"), ActionType::Draw},
        {QStringLiteral("pickup_meld"), ActionType::PickupMeld},
        {QStringLiteral("meld"), ActionType::Meld},
        {QStringLiteral("lay_off"), ActionType::LayOff},
        {QStringLiteral("swap_joker"), ActionType::SwapJoker},
        {QStringLiteral("take"), ActionType::Take},
        {QStringLiteral("rearrange"), ActionType::Rearrange},
        {QStringLiteral("discard"), ActionType::Discard},
        {QStringLiteral("end_turn"), ActionType::EndTurn},
        {QStringLiteral("undo"), ActionType::Undo},
    };
    return names;
}

/// `expect.cause` (docs/SCENARIOS.md): a fault code, or {fault, cards, table_meld, action_meld}.
/// It implies `"refused": "invalid_meld"` and contradicts any other expectation.
ScenarioCause readCause(const QJsonValue &v, const QString &expectPath, ScenarioAction &a)
{
    const QString path = field(expectPath, QStringLiteral("cause"));
    if (a.expectRefused && *a.expectRefused != Reason::InvalidMeld)
        fail(path, QStringLiteral("a cause goes only with \"refused\": \"invalid_meld\""));
    a.expectRefused = Reason::InvalidMeld;
    a.expectAccepted = false;
    auto faultFrom = [](const QJsonValue &f, const QString &p) {
        const QString code = toString(f, p);
        const auto fault = meldFaultFromCode(code.toStdString());
        if (!fault || *fault == MeldFault::None) fail(p, QStringLiteral("unknown cause ") + quoted(code));
        return *fault;
    };
    ScenarioCause c;
    if (v.isString()) {
        c.fault = faultFrom(v, path);
        return c;
    }
    const QJsonObject o = toObject(v, path);
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("fault") && it.key() != QLatin1String("cards") &&
            it.key() != QLatin1String("table_meld") && it.key() != QLatin1String("action_meld"))
            fail(field(path, it.key()), QStringLiteral("unknown field (fault, cards, table_meld, action_meld)"));
    c.fault = faultFrom(required(o, QStringLiteral("fault"), field(path, QStringLiteral("fault"))),
                        field(path, QStringLiteral("fault")));
    if (o.contains(QStringLiteral("cards"))) {
        std::vector<Face> faces;
        for (const ScenarioCard &sc : toCardList(o.value(QStringLiteral("cards")), field(path, QStringLiteral("cards")), false))
            faces.push_back(sc.face);
        c.cards = faces;
    }
    auto index = [&](const char *key, std::optional<int> &out) {
        const QString k = QString::fromLatin1(key);
        if (!o.contains(k)) return;
        const QJsonValue x = o.value(k);
        out = x.isNull() ? -1 : toInt(x, field(path, k));
        if (*out < -1) fail(field(path, k), QStringLiteral("an index from 0, or null"));
    };
    index("table_meld", c.tableMeld);
    index("action_meld", c.actionMeld);
    return c;
}

void readActionExpect(const QJsonObject &o, const QString &path, ScenarioAction &a)
{
    if (o.contains(QStringLiteral("refused"))) {
        const QString p = field(path, QStringLiteral("refused"));
        const QString code = toString(o.value(QStringLiteral("refused")), p);
        const auto reason = reasonFromCode(code.toStdString());
        if (!reason || *reason == Reason::Ok) fail(p, QStringLiteral("unknown reason code ") + quoted(code));
        a.expectRefused = reason;
        a.expectAccepted = false;
    }
    if (o.contains(QStringLiteral("ok"))) {
        const QString p = field(path, QStringLiteral("ok"));
        const bool ok = toBool(o.value(QStringLiteral("ok")), p);
        if (ok && a.expectRefused) fail(p, QStringLiteral("\"ok\": true contradicts \"refused\""));
        if (!ok) a.expectAccepted = false;
    }
    if (o.contains(QStringLiteral("points")))
        a.expectPoints = toInt(o.value(QStringLiteral("points")), field(path, QStringLiteral("points")));
    if (o.contains(QStringLiteral("cause"))) {
        if (o.value(QStringLiteral("ok")).toBool(false))
            fail(field(path, QStringLiteral("cause")), QStringLiteral("\"ok\": true contradicts a cause"));
        a.expectCause = readCause(o.value(QStringLiteral("cause")), path, a);
    }
}

ScenarioAction readAction(const QJsonValue &v, const QString &path, int index, int players)
{
    const QJsonObject o = toObject(v, path);
    ScenarioAction a;
    a.index = index;
    const QString seatPath = field(path, QStringLiteral("seat"));
    a.seat = toInt(required(o, QStringLiteral("seat"), seatPath), seatPath);
    if (a.seat < 0 || a.seat >= players)
        fail(seatPath, QStringLiteral("seat %1 outside 0..%2").arg(a.seat).arg(players - 1));
    const QString doPath = field(path, QStringLiteral("do"));
    const QString name = toString(required(o, QStringLiteral("do"), doPath), doPath);
    const auto it = actionNames().find(name);
    if (it == actionNames().end()) fail(doPath, QStringLiteral("unknown action ") + quoted(name));
    a.name = name.toStdString();
    a.type = it->second;

    auto req = [&](const char *key) {
        return required(o, QString::fromLatin1(key), field(path, QString::fromLatin1(key)));
    };
    auto sub = [&](const char *key) { return field(path, QString::fromLatin1(key)); };
    auto readDepth = [&] {
        if (!o.contains(QStringLiteral("depth"))) return;
        a.depth = toInt(o.value(QStringLiteral("depth")), sub("depth"));
        if (a.depth < 1) fail(sub("depth"), QStringLiteral("depth counts from 1 (the top card)"));
    };
    auto readTarget = [&] {
        a.target = toInt(req("target"), sub("target"));
        if (a.target < 0) fail(sub("target"), QStringLiteral("table meld indices count from 0"));
    };

    switch (a.type) {
    case ActionType::Draw: {
        if (o.contains(QStringLiteral("from"))) {
            const QString from = toString(o.value(QStringLiteral("from")), sub("from"));
            if (from == QLatin1String("stock"))
                a.from = DrawSource::Stock;
            else if (from == QLatin1String("discard"))
                a.from = DrawSource::Discard;
            else if (from == QLatin1String("cut"))
                a.from = DrawSource::Cut;
            else
                fail(sub("from"), QStringLiteral("expected stock, discard or cut, not ") + quoted(from));
        }
        readDepth();
        break;
    }
    case ActionType::PickupMeld:
        a.from = DrawSource::Discard;
        readDepth();
        a.melds.push_back(toCardList(req("meld"), sub("meld"), true));
        break;
    case ActionType::Meld:
        a.melds = toMeldList(req("melds"), sub("melds"));
        break;
    case ActionType::LayOff:
        a.card = toCard(req("card"), sub("card"), false);
        readTarget();
        if (o.contains(QStringLiteral("end"))) {
            const QString end = toString(o.value(QStringLiteral("end")), sub("end"));
            if (end == QLatin1String("low"))
                a.end = MeldEnd::Low;
            else if (end == QLatin1String("high"))
                a.end = MeldEnd::High;
            else
                fail(sub("end"), QStringLiteral("expected low or high, not ") + quoted(end));
        }
        break;
    case ActionType::SwapJoker:
        a.card = toCard(req("card"), sub("card"), false);
        readTarget();
        break;
    case ActionType::Take:
        readTarget();
        a.melds.push_back(toCardList(req("cards"), sub("cards"), false));
        break;
    case ActionType::Rearrange:
        a.melds = toMeldList(req("table"), sub("table"));
        break;
    case ActionType::Discard:
        a.card = toCard(req("card"), sub("card"), false);
        if (o.contains(QStringLiteral("bury")) && !o.value(QStringLiteral("bury")).isNull())
            a.bury = toCard(o.value(QStringLiteral("bury")), sub("bury"), false);
        break;
    case ActionType::EndTurn:
    case ActionType::Undo:
    default: // actions without fields, and engine actions scenario files do not name
        break;
    }

    if (o.contains(QStringLiteral("expect")))
        readActionExpect(toObject(o.value(QStringLiteral("expect")), sub("expect")), sub("expect"), a);
    return a;
}

ScenarioExpect readExpect(const QJsonObject &o, int players)
{
    const QString path = QStringLiteral("expect");
    auto has = [&](const char *key) { return o.contains(QString::fromLatin1(key)); };
    auto val = [&](const char *key) { return o.value(QString::fromLatin1(key)); };
    auto sub = [&](const char *key) { return field(path, QString::fromLatin1(key)); };
    ScenarioExpect e;
    if (has("scores")) e.scores = toIntList(val("scores"), sub("scores"), players);
    if (has("totals")) e.totals = toIntList(val("totals"), sub("totals"), players);
    if (has("hand_sizes")) e.handSizes = toIntList(val("hand_sizes"), sub("hand_sizes"), players);
    if (has("round_over")) e.roundOver = toBool(val("round_over"), sub("round_over"));
    if (has("winner")) {
        e.hasWinner = true;
        if (!val("winner").isNull()) {
            e.winner = toInt(val("winner"), sub("winner"));
            if (*e.winner < 0 || *e.winner >= players)
                fail(sub("winner"), QStringLiteral("seat %1 outside 0..%2").arg(*e.winner).arg(players - 1));
        }
    }
    if (has("stock_size")) e.stockSize = toInt(val("stock_size"), sub("stock_size"));
    if (has("discard_top")) {
        e.hasDiscardTop = true;
        if (!val("discard_top").isNull())
            e.discardTop = toCard(val("discard_top"), sub("discard_top"), false).face;
    }
    return e;
}

QString optionText(const QJsonValue &v, const QString &path)
{
    if (v.isBool()) return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble()) return QString::number(toInt(v, path));
    if (v.isString()) return v.toString();
    fail(path, QStringLiteral("expected a number, true/false or a string"));
}

Scenario parse(const QJsonObject &root)
{
    Scenario s;
    if (root.contains(QStringLiteral("name")))
        s.name = toString(root.value(QStringLiteral("name")), QStringLiteral("name")).toStdString();

    const QString variant = toString(required(root, QStringLiteral("variant"), QStringLiteral("variant")),
                                     QStringLiteral("variant"));
    const auto preset = presetRules(variant.toStdString());
    if (!preset) fail(QStringLiteral("variant"), QStringLiteral("unknown variant ") + quoted(variant));
    s.variant = variant.toStdString();
    s.rules = *preset;

    if (root.contains(QStringLiteral("options"))) {
        const QJsonObject options =
            toObject(root.value(QStringLiteral("options")), QStringLiteral("options"));
        for (auto it = options.begin(); it != options.end(); ++it) {
            const QString path = field(QStringLiteral("options"), it.key());
            const QString value = optionText(it.value(), path);
            if (const auto err = setOption(s.rules, it.key().toStdString(), value.toStdString()))
                fail(path, QString::fromStdString(*err));
        }
    }

    s.players = toInt(required(root, QStringLiteral("players"), QStringLiteral("players")),
                      QStringLiteral("players"));
    if (s.players < s.rules.minPlayers || s.players > s.rules.maxPlayers)
        fail(QStringLiteral("players"), QStringLiteral("%1 players; %2 allows %3..%4")
                                            .arg(s.players)
                                            .arg(variant)
                                            .arg(s.rules.minPlayers)
                                            .arg(s.rules.maxPlayers));
    s.dealer =
        toInt(required(root, QStringLiteral("dealer"), QStringLiteral("dealer")), QStringLiteral("dealer"));
    if (s.dealer < 0 || s.dealer >= s.players)
        fail(QStringLiteral("dealer"),
             QStringLiteral("seat %1 outside 0..%2").arg(s.dealer).arg(s.players - 1));

    const QJsonObject deal =
        toObject(required(root, QStringLiteral("deal"), QStringLiteral("deal")), QStringLiteral("deal"));
    s.deal = readDeal(deal, s.rules, s.players);

    if (root.contains(QStringLiteral("actions"))) {
        const QJsonArray actions = toArray(root.value(QStringLiteral("actions")), QStringLiteral("actions"));
        for (qsizetype i = 0; i < actions.size(); ++i)
            s.actions.push_back(readAction(actions.at(i), item(QStringLiteral("actions"), i),
                                           static_cast<int>(i), s.players));
    }
    if (root.contains(QStringLiteral("expect")))
        s.expect =
            readExpect(toObject(root.value(QStringLiteral("expect")), QStringLiteral("expect")), s.players);
    return s;
}

} // namespace

std::optional<Scenario> parseScenario(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = QStringLiteral("invalid JSON at offset %1: %2")
                         .arg(parseError.offset)
                         .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        if (error) *error = QStringLiteral("invalid scenario: the top level must be a JSON object");
        return std::nullopt;
    }
    try {
        return parse(doc.object());
    } catch (const Malformed &m) {
        if (error) *error = m.message;
        return std::nullopt;
    }
}

std::optional<Scenario> readScenario(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // A scenario is a few kilobytes; refuse anything huge (or endless, like /dev/zero) up front.
    constexpr qint64 kMaxScenarioBytes = 4 * 1024 * 1024;
    const QByteArray data = file.read(kMaxScenarioBytes + 1);
    if (data.size() > kMaxScenarioBytes) {
        if (error) *error = QStringLiteral("%1: file larger than %2 bytes").arg(path).arg(kMaxScenarioBytes);
        return std::nullopt;
    }
    return parseScenario(data, error);
}

std::string scenarioCardsText(const std::vector<ScenarioCard> &cards)
{
    std::string out;
    for (const ScenarioCard &c : cards) {
        if (!out.empty()) out += ' ';
        out += c.text;
    }
    return out;
}

} // namespace remi::sim
