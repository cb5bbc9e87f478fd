// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The words of the variant options (RULES.md x.11 Options tables): labels, explanations for
// tooltips, the words for choice values and allowed ranges, and why a stored value was refused.

#include <QString>

namespace OptionHelp {
/// The explanation of option `name` of `variant`, translated; empty when unknown.
QString text(const QString &variant, const QString &name);
/// A readable label for option `name` (e.g. "Opening minimum" for openingMin), translated.
QString label(const QString &name);
/// The label of option `name` as `variant` declares it (Remi 51's targetScore is "Elimination
/// limit", Rummy's "Target score"), translated; label(name) when `variant` has no such option.
QString label(const QString &variant, const QString &name);
/// Words for a Choice option value (e.g. "Once around the table" for onceAround), translated;
/// numbers and unknown values are returned as they are.
QString choice(const QString &value);
/// A value of option `name` of `variant` in words, as the Settings dialog shows it: "on" / "off"
/// for a yes-or-no option, the choice's words (choice()), numbers as they are; translated.
QString value(const QString &variant, const QString &name, const QString &value);
/// What option `name` of `variant` allows, in words: "on or off", "40 to 101", "10, 11, 15"
/// (from remi::optionSpecs); empty for an unknown option.
QString allowedValues(const QString &variant, const QString &name);
/// One refused option value, the option named by its Settings label (label()): "The option "Turn
/// seconds" cannot be "banana" (allowed: 0 or 20 to 600)", or "banana is not an option of this game"
/// for an unknown option name.
QString refusal(const QString &variant, const QString &name, const QString &value);
/// "Unknown game banana." for a variant name the engine does not know.
QString unknownGame(const QString &variant);
} // namespace OptionHelp
