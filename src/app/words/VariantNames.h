// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The variants' names in the player's language: the engine's one list of variants
// (engine/Variants.h), translated in context "Variant".

#include <QString>

namespace VariantNames {
/// "Remi 51" (translated) for "remi51"; the id itself for an unknown variant.
QString title(const QString &id);
/// One line saying what makes the variant different (the New Game dialog); empty for an
/// unknown variant. Translated in context "Variant".
QString summary(const QString &id);
} // namespace VariantNames
