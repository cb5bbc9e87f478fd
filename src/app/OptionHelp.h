#pragma once
// Short explanations of the variant options (RULES.md x.11), for tooltips.

#include <QString>

namespace OptionHelp {
/// The explanation of option `name` of `variant`, translated; empty when unknown.
QString text(const QString &variant, const QString &name);
/// A readable label for option `name` (e.g. "Opening minimum" for openingMin), translated.
QString label(const QString &name);
/// Words for a Choice option value (e.g. "Once around the table" for onceAround), translated;
/// numbers and unknown values are returned as they are.
QString choice(const QString &value);
} // namespace OptionHelp
