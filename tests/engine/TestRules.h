// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helper: a preset with options applied, written as "aceHighOrLow=true,jokerLimit=unrestricted".

#include "engine/RuleSet.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace remitest {

/// The preset `variant` with `options` applied through setOption (RULES.md x.11 names and values);
/// nullopt with `error` set when the preset or an option is refused.
inline std::optional<remi::RuleSet> rulesWith(const QString &variant, const QString &options, QString *error)
{
    std::optional<remi::RuleSet> rules = remi::presetRules(variant.toStdString());
    if (!rules) {
        *error = QStringLiteral("no preset ") + variant;
        return std::nullopt;
    }
    for (const QString &pair : options.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = pair.split(QLatin1Char('='));
        if (kv.size() != 2) {
            *error = QStringLiteral("bad option text ") + pair;
            return std::nullopt;
        }
        if (auto e = remi::setOption(*rules, kv[0].trimmed().toStdString(), kv[1].trimmed().toStdString())) {
            *error = QString::fromStdString(*e);
            return std::nullopt;
        }
    }
    return rules;
}

/// rulesWith for options the test itself writes: a refused preset or option is a mistake in the
/// test, so it aborts with the reason.
inline remi::RuleSet presetWith(const QString &variant, const QString &options)
{
    QString error;
    std::optional<remi::RuleSet> r = rulesWith(variant, options, &error);
    if (!r) qFatal("bad test options: %s", qPrintable(error));
    return *r;
}

} // namespace remitest
