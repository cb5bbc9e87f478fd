// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every animation duration of the table in one place (milliseconds), for each speed of the
// settings dialog. "Instant" turns every animation and every pause between computer actions off.

#include <QString>
#include <optional>

enum class AnimationSpeed { Instant, Fast, Normal, Slow };

namespace Animations {
/// A card gliding from where it was to its new place (draw, discard, meld, lay off, reorder).
constexpr int moveMs(AnimationSpeed speed)
{
    constexpr int ms[] = {0, 120, 240, 420};
    return ms[static_cast<int>(speed)];
}
/// Between two cards of the deal: the n-th dealt card starts n × this later.
constexpr int dealStaggerMs(AnimationSpeed speed)
{
    constexpr int ms[] = {0, 8, 18, 32};
    return ms[static_cast<int>(speed)];
}
/// Pause between two actions of a computer player's turn, so that each move can be followed.
constexpr int computerStepMs(AnimationSpeed speed)
{
    constexpr int ms[] = {0, 150, 350, 650};
    return ms[static_cast<int>(speed)];
}
/// How long a note by the drop point (a refusal's words) stays on the table, at every speed.
constexpr int kNoteMs = 4500;
/// The settings value of `speed`: "instant", "fast", "normal", "slow".
QString key(AnimationSpeed speed);
/// The speed stored as `key`; nullopt for anything else.
std::optional<AnimationSpeed> fromKey(const QString &key);
} // namespace Animations
