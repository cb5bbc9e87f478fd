// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Typed access to the JSON of a scenario file. Each helper takes the field's path
// ("deal.hands[1][3]") and throws Malformed with a one-line message naming it.

#include "ScenarioReader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace remi::sim::json {

/// Thrown by the helpers; parseScenario() turns it into its error text.
struct Malformed {
    QString message;
};

[[noreturn]] void fail(const QString &path, const QString &what);

QString quoted(const QString &s);
/// "deal" + "hands" -> "deal.hands"; "" + "variant" -> "variant".
QString field(const QString &parent, const QString &key);
/// "deal.hands" + 1 -> "deal.hands[1]".
QString item(const QString &parent, qsizetype i);

QJsonValue required(const QJsonObject &o, const QString &key, const QString &path);
int toInt(const QJsonValue &v, const QString &path);
bool toBool(const QJsonValue &v, const QString &path);
QString toString(const QJsonValue &v, const QString &path);
QJsonArray toArray(const QJsonValue &v, const QString &path);
QJsonObject toObject(const QJsonValue &v, const QString &path);
/// A list of exactly `players` integers (scores, hand sizes).
std::vector<int> toIntList(const QJsonValue &v, const QString &path, int players);

/// "7S", "JK"; with `allowStands` also "JK=7S" (cases/FORMAT.md "Cards").
ScenarioCard toCard(const QJsonValue &v, const QString &path, bool allowStands);
std::vector<ScenarioCard> toCardList(const QJsonValue &v, const QString &path, bool allowStands);
/// A list of melds, each a list of cards that may say what their jokers stand for.
std::vector<std::vector<ScenarioCard>> toMeldList(const QJsonValue &v, const QString &path);

} // namespace remi::sim::json
