// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The network protocol's JSON (docs/PROTOCOL.md, issue 38): the version, a seat's PlayerView, the
// public events and the actions, both ways. Actions use the save format's encoding
// (save/ActionCodec.h writeAction, parseAction). Card ids are JSON integers; every other integer sits
// under a key of a short list (docs/PROTOCOL.md "Cards"), so a test can check every byte a seat
// receives (tests/server/tst_serverleak). Qt Core only.

#include "engine/Action.h"
#include "engine/Event.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"
#include "engine/Scoring.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace remi::net {

/// The protocol version every message carries as "v" (docs/PROTOCOL.md "Versions").
inline constexpr int kProtocolVersion = 1;

/// `view` as JSON (docs/PROTOCOL.md "The view"): only what PlayerView holds.
QJsonObject viewToJson(const PlayerView &view);
/// The view read back; cards are rebuilt from their ids for a shoe of `rules.decks` decks.
/// Returns nullopt when a field is missing or a card id is outside the shoe.
std::optional<PlayerView> viewFromJson(const QJsonObject &json, const RuleSet &rules);

/// `event` as seen by round seat `viewer`: another seat's stock draw says how many cards, never
/// which (docs/PROTOCOL.md "Events").
QJsonObject eventToJson(const Event &event, int viewer);

/// `action` in the save format's encoding (docs/SAVES.md "Actions").
QJsonObject actionToJson(const Action &action);
/// Reads an action; nullopt with `error` (the save reader's English words) when malformed.
std::optional<Action> actionFromJson(const QJsonObject &json, QString *error = nullptr);

/// "draw", "play", "round_over".
QString phaseName(Phase phase);

/// How a round was finished (docs/PROTOCOL.md "round_over"): "none", "go_out", "rummy", "close",
/// "hand", "cut_hand", "remi", "pure_remi".
QString finishName(Finish finish);
/// Why a round ended: "went_out", "stock_exhausted", "stalemate", "blocked".
QString roundEndName(RoundEnd end);
/// One seat's round score with its lines (engine SeatScore, RULES.md 2.8, 3.8, 4.8, 5.8):
/// {"points", "lines":[{"kind", "points", "card", "seat", "factor"}]}; `matchSeat` turns a line's round
/// seat into the match seat (docs/PROTOCOL.md "Score details").
QJsonObject seatScoreToJson(const SeatScore &score, const std::function<int(int)> &matchSeat);
/// finishName and roundEndName read back; nullopt for an unknown name.
std::optional<Finish> finishFromName(const QString &name);
std::optional<RoundEnd> roundEndFromName(const QString &name);
/// seatScoreToJson read back for a shoe of `rules.decks` decks; `roundSeat` turns a line's match
/// seat into the round seat. nullopt for an unknown kind or a card outside the shoe.
std::optional<SeatScore> seatScoreFromJson(const QJsonObject &json, const RuleSet &rules,
                                           const std::function<int(int)> &roundSeat);

} // namespace remi::net
