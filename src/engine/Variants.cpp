// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Variants.h"

namespace remi {

const std::vector<VariantDescriptor> &variants()
{
    // The review's point scales (the last field): the expert's own rounds read "expert" (rami:
    // "strong") and the easy level's "casual" in each variant, from the 200-round figures of
    // benchmarks/README.md "The round review": a rummy round's points are a hand's few cards, a rami
    // round's run to hundreds, remi_indonesia counts the melded cards and the held ones.
    static const std::vector<VariantDescriptor> all = {
        {"rummy", REMI_TRANSLATABLE("Variant", "Rummy"), "rummy", 2, &rummyRules, &rummyOptions, 0.4},
        {"remi51", REMI_TRANSLATABLE("Variant", "Remi 51"), "remi51", 3, &remi51Rules, &remi51Options, 1.0},
        {"rami", REMI_TRANSLATABLE("Variant", "Rami"), "rami", 4, &ramiRules, &ramiOptions, 2.0},
        {"remi_indonesia", REMI_TRANSLATABLE("Variant", "Remi Indonesia"), "remi_indonesia", 5, &remiIndonesiaRules,
         &remiIndonesiaOptions, 1.5},
    };
    return all;
}

const VariantDescriptor *findVariant(std::string_view id)
{
    for (const VariantDescriptor &v : variants())
        if (v.id == id) return &v;
    return nullptr;
}

double reviewPointScale(const RuleSet &rules)
{
    const VariantDescriptor *v = findVariant(rules.variant);
    return v && v->reviewPointScale > 0 ? v->reviewPointScale : 1.0;
}

// Declared in RuleSet.h, next to the presets; defined here, where the list of variants is.
std::optional<RuleSet> presetRules(const std::string &variant)
{
    if (const VariantDescriptor *v = findVariant(variant)) return v->preset();
    return std::nullopt;
}

const std::vector<OptionSpec> &optionSpecs(const std::string &variant)
{
    static const std::vector<OptionSpec> none;
    const VariantDescriptor *v = findVariant(variant);
    return v ? v->options() : none;
}

std::vector<std::string> variantNames()
{
    std::vector<std::string> names;
    for (const VariantDescriptor &v : variants()) names.emplace_back(v.id);
    return names;
}

} // namespace remi
