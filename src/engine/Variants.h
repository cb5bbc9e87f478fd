// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The one list of the variants the engine plays (RULES.md sections 2–5): id, display name, rules
// help page, RULES.md section, preset and Options table. Every list of variants (the settings and new-game
// dialogs, the help pages, remi-sim, presetRules, variantNames) is read from here; a new variant is
// one entry here plus its Variant<Name>.cpp (preset and options).

#include "RuleSet.h"

#include <string_view>
#include <vector>

/// Marks a display name or an option's words for translation: lupdate reads it as QT_TRANSLATE_NOOP (Translations.cmake
/// passes -tr-function-alias); the engine itself knows no Qt. The window translates the name in
/// context "Variant" (words/VariantNames.h), an option's in "OptionHelp" (words/OptionHelp.h).
#define REMI_TRANSLATABLE(context, text) text

namespace remi {

struct VariantDescriptor {
    std::string_view id;       ///< RuleSet::variant and the settings / save-file name: "remi51"
    const char *name;          ///< English display name ("Remi 51"), translated by the window
    std::string_view helpPage; ///< the rules help page (resources/help/<language>/<page>.html)
    int rulesSection;          ///< the RULES.md section of its rules
    RuleSet (*preset)();       ///< its default rules
    /// Its Options table (RULES.md x.11), each option declared once (Variant<Name>.cpp).
    const std::vector<OptionSpec> &(*options)();
    /// The round review's grades (src/review/RoundReview.h labelFor, issue 40): its thresholds of
    /// points lost a decision are times this, a point meaning more or less in each variant's
    /// scores (benchmarks/README.md "The round review"). Not a rule: review tuning, as data.
    double reviewPointScale = 1.0;
};

/// The review's point scale of `rules`' variant (VariantDescriptor::reviewPointScale); 1 for a
/// RuleSet of no known variant.
double reviewPointScale(const RuleSet &rules);

// Each variant's preset and Options table, side by side in engine/Variant<Name>.cpp.
const std::vector<OptionSpec> &rummyOptions();
const std::vector<OptionSpec> &remi51Options();
const std::vector<OptionSpec> &ramiOptions();
const std::vector<OptionSpec> &remiIndonesiaOptions();

/// Every variant, in RULES.md section order: rummy (2), remi51 (3), rami (4), remi_indonesia (5).
const std::vector<VariantDescriptor> &variants();
/// The variant `id`, or nullptr for an unknown id.
const VariantDescriptor *findVariant(std::string_view id);

} // namespace remi
