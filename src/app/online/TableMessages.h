// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table's messages read for the window (docs/PROTOCOL.md "Server → client"): the rules and
// seats of `welcome`, an `update`, the hands of `round_over`. Qt Core only.

#include "GameController.h"

#include "engine/RuleSet.h"

#include <QJsonObject>
#include <QList>

#include <optional>
#include <vector>

namespace online {

/// The variant and options of `welcome` for its number of seats (RULES.md 4.1: the shoe of rami
/// depends on it); nothing for an unknown variant or option.
std::optional<remi::RuleSet> rulesOf(const QJsonObject &welcome);
/// The seats of `welcome`: name, person or computer, level.
QList<SeatConfig> seatsOf(const QJsonObject &welcome);
/// `update` read with `rules`; nothing when a field is malformed.
std::optional<TableUpdate> updateOf(const QJsonObject &update, const remi::RuleSet &rules);
/// The hands of `round_over`, per round seat.
std::vector<std::vector<remi::Card>> handsOf(const QJsonObject &roundOver, const remi::RuleSet &rules);
/// `round_over` read with `rules` (docs/PROTOCOL.md "Score details"); nothing when its finish,
/// end or a line of its details is unknown.
std::optional<TableRoundOver> roundOverOf(const QJsonObject &roundOver, const remi::RuleSet &rules);
/// A JSON array of integers.
std::vector<int> intsOf(const QJsonValue &array);

} // namespace online
