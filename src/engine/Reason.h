// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Reason codes for refused actions (RULES.md 1.5). The engine is language-free: the Qt layer
// translates each code into words.

#include <optional>
#include <string_view>

namespace remi {

/// Why an action was refused. Declared in RULES.md 1.5 priority order: when several apply,
/// the engine returns the one declared first.
enum class Reason {
    Ok = 0,
    RoundOver,
    NotYourTurn,
    MustDrawFirst,
    AlreadyDrew,
    CardNotInHand,
    ActionNotAllowed,
    ManipulationNotAllowed,
    NotOpened,
    DiscardNotAllowed,
    LayOffNotAllowed,
    MeldNotAllowed,
    JokerCannotLayOff,
    JokerCannotTake,
    CutCardNeedsHand,
    PickupTooDeep,
    PickupNotMelded,
    InvalidMeld,
    JokerAmbiguous,
    SetNeedsSequence,
    OpeningBelowMinimum,
    MustKeepDiscard,
    CannotDiscardTakenCard,
    JokerNotPlayed,
    JokerCannotClose,
    ClosingCardPlayable,
};

/// The snake_case code of RULES.md 1.5 / cases/FORMAT.md ("ok" for Reason::Ok).
std::string_view reasonCode(Reason r);
/// Inverse of reasonCode; nullopt for an unknown code.
std::optional<Reason> reasonFromCode(std::string_view code);
/// Every reason, in priority order (for translation tables and tests).
constexpr int kReasonCount = static_cast<int>(Reason::ClosingCardPlayable) + 1;

} // namespace remi
