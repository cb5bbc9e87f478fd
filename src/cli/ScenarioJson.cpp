// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScenarioJson.h"

#include <cmath>

namespace remi::sim::json {

[[noreturn]] void fail(const QString &path, const QString &what)
{
    throw Malformed{path + QStringLiteral(": ") + what};
}

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}
QString field(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}
QString item(const QString &parent, qsizetype i)
{
    return parent + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

QJsonValue required(const QJsonObject &o, const QString &key, const QString &path)
{
    if (!o.contains(key)) fail(path, QStringLiteral("missing"));
    return o.value(key);
}

int toInt(const QJsonValue &v, const QString &path)
{
    if (!v.isDouble()) fail(path, QStringLiteral("expected an integer"));
    const double d = v.toDouble();
    if (d != std::floor(d) || std::abs(d) > 1e9) fail(path, QStringLiteral("expected an integer"));
    return static_cast<int>(d);
}

bool toBool(const QJsonValue &v, const QString &path)
{
    if (!v.isBool()) fail(path, QStringLiteral("expected true or false"));
    return v.toBool();
}

QString toString(const QJsonValue &v, const QString &path)
{
    if (!v.isString()) fail(path, QStringLiteral("expected a string"));
    return v.toString();
}

QJsonArray toArray(const QJsonValue &v, const QString &path)
{
    if (!v.isArray()) fail(path, QStringLiteral("expected a list"));
    return v.toArray();
}

QJsonObject toObject(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) fail(path, QStringLiteral("expected an object"));
    return v.toObject();
}

std::vector<int> toIntList(const QJsonValue &v, const QString &path, int players)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() != players)
        fail(path, QStringLiteral("%1 values for %2 players").arg(a.size()).arg(players));
    std::vector<int> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        out.push_back(toInt(a.at(i), item(path, i)));
    return out;
}

Face toFace(const QString &text, const QString &path)
{
    const auto face = parseFace(text.toStdString());
    if (!face) fail(path, QStringLiteral("unknown card ") + quoted(text));
    return *face;
}

/// "7S", "JK"; with `allowStands` also "JK=7S".
ScenarioCard toCard(const QJsonValue &v, const QString &path, bool allowStands)
{
    const QString text = toString(v, path);
    ScenarioCard card;
    card.text = text.toStdString();
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq < 0) {
        card.face = toFace(text, path);
        return card;
    }
    if (!allowStands) fail(path, QStringLiteral("unknown card ") + quoted(text));
    card.face = toFace(text.left(eq), path);
    if (!card.face.isJoker())
        fail(path, QStringLiteral("only a joker can stand for a card: ") + quoted(text));
    const Face stands = toFace(text.mid(eq + 1), path);
    if (stands.isJoker()) fail(path, QStringLiteral("a joker cannot stand for a joker: ") + quoted(text));
    card.standsFor = stands;
    return card;
}

std::vector<ScenarioCard> toCardList(const QJsonValue &v, const QString &path, bool allowStands)
{
    const QJsonArray a = toArray(v, path);
    std::vector<ScenarioCard> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        out.push_back(toCard(a.at(i), item(path, i), allowStands));
    return out;
}

std::vector<std::vector<ScenarioCard>> toMeldList(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    std::vector<std::vector<ScenarioCard>> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        out.push_back(toCardList(a.at(i), item(path, i), true));
    return out;
}

} // namespace remi::sim::json
