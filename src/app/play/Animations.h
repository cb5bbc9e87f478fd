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
/// An overlapped table meld fanning out under the pointer or the keyboard focus, and closing again.
constexpr int fanMs(AnimationSpeed speed)
{
    constexpr int ms[] = {0, 80, 140, 220};
    return ms[static_cast<int>(speed)];
}
/// Between two cards of the deal: the n-th dealt card starts n × this later.
constexpr int dealStaggerMs(AnimationSpeed speed)
{
    constexpr int ms[] = {0, 8, 18, 32};
    return ms[static_cast<int>(speed)];
}
/// Pause between two actions of a computer player's turn at the "Computer speed" setting:
/// each action is shown on its own, and the next one waits at least until the previous one's cards
/// have landed (computerPaceMs). Normal: 0.8 s an action, which a newcomer can follow.
constexpr int computerActionMs(AnimationSpeed computerSpeed)
{
    constexpr int ms[] = {0, 350, 800, 1400};
    return ms[static_cast<int>(computerSpeed)];
}
/// The pause between two computer actions: the computer speed's, but never shorter than a card's
/// glide at `animations` plus a moment to see where it landed; 0 (a whole turn at once) when the
/// computer speed is instant.
constexpr int computerPaceMs(AnimationSpeed computerSpeed, AnimationSpeed animations)
{
    const int pace = computerActionMs(computerSpeed);
    return pace == 0 ? 0 : (pace > moveMs(animations) + 100 ? pace : moveMs(animations) + 100);
}
/// How long a card or meld another player just changed stays marked (and your own new card).
constexpr int changeMarkMs()
{
    return 2500;
}
/// How long a note by the drop point (a refusal's words) stays on the table, at every speed.
constexpr int kNoteMs = 4500;
/// The settings value of `speed`: "instant", "fast", "normal", "slow".
QString key(AnimationSpeed speed);
/// The speed stored as `key`; nullopt for anything else.
std::optional<AnimationSpeed> fromKey(const QString &key);
} // namespace Animations
