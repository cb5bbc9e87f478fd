// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Animations.h"

namespace {
const char *const kKeys[] = {"instant", "fast", "normal", "slow"};
}

QString Animations::key(AnimationSpeed speed)
{
    return QLatin1String(kKeys[static_cast<int>(speed)]);
}

std::optional<AnimationSpeed> Animations::fromKey(const QString &key)
{
    for (int i = 0; i < 4; ++i)
        if (key == QLatin1String(kKeys[i])) return static_cast<AnimationSpeed>(i);
    return std::nullopt;
}
