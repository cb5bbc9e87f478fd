// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Variants.h"

namespace remi {

const std::vector<VariantDescriptor> &variants()
{
    static const std::vector<VariantDescriptor> all = {
        {"rummy", REMI_TRANSLATABLE("Variant", "Rummy"), "rummy", 2, &rummyRules, &rummyOptions},
        {"remi51", REMI_TRANSLATABLE("Variant", "Remi 51"), "remi51", 3, &remi51Rules, &remi51Options},
        {"rami", REMI_TRANSLATABLE("Variant", "Rami"), "rami", 4, &ramiRules, &ramiOptions},
        {"remi_indonesia", REMI_TRANSLATABLE("Variant", "Remi Indonesia"), "remi_indonesia", 5, &remiIndonesiaRules,
         &remiIndonesiaOptions},
    };
    return all;
}

const VariantDescriptor *findVariant(std::string_view id)
{
    for (const VariantDescriptor &v : variants())
        if (v.id == id) return &v;
    return nullptr;
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
