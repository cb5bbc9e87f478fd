// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The words of the options of RULES.md x.11 Options tables: the label and explanation (the Settings
// tooltip and the Effect column of the help pages' options table) declared with each option in the
// engine, translated here, and the words of the Choice values.
#include "OptionHelp.h"

#include "ScoreWords.h"

#include "engine/RuleSet.h"
#include "engine/Variants.h"

#include <QCoreApplication>
#include <QStringList>

namespace {
struct Label {
    const char *name;
    const char *text;
};
/// Values of "How the match ends" whose words also name a field ("Target score"): a disambiguation
/// apart, so that a language can word them as answers (Russian: the field "Очки для победы", the value
/// "До заданного счёта").
const struct {
    const char *name;
    struct {
        const char *source;
        const char *comment;
    } words;
} matchEnds[] = {
    {"target", QT_TRANSLATE_NOOP3("OptionHelp", "Target score", "how the match ends")},
    {"deals", QT_TRANSLATE_NOOP3("OptionHelp", "Number of rounds", "how the match ends")},
};
/// Words for the values of Choice options (the stored value stays the RULES.md name).
const Label choices[] = {
    {"reshuffle", QT_TRANSLATE_NOOP("OptionHelp", "Reshuffle the discards")},
    {"reshuffleOnce", QT_TRANSLATE_NOOP("OptionHelp", "Reshuffle once")},
    {"turnOver", QT_TRANSLATE_NOOP("OptionHelp", "Turn the discards over")},
    {"unlimited", QT_TRANSLATE_NOOP("OptionHelp", "Unlimited")},
    {"left", QT_TRANSLATE_NOOP("OptionHelp", "To the left")},
    {"winner", QT_TRANSLATE_NOOP("OptionHelp", "The winner deals")},
    {"ten", QT_TRANSLATE_NOOP("OptionHelp", "10")},
    {"lowHigh", QT_TRANSLATE_NOOP("OptionHelp", "1 in A-2-3, otherwise 11")},
    {"eleven", QT_TRANSLATE_NOOP("OptionHelp", "11")},
    {"standard", QT_TRANSLATE_NOOP("OptionHelp", "Standard")},
    {"onePerMeld", QT_TRANSLATE_NOOP("OptionHelp", "One per meld")},
    {"unrestricted", QT_TRANSLATE_NOOP("OptionHelp", "Unrestricted")},
    {"onceAround", QT_TRANSLATE_NOOP("OptionHelp", "Once around the table")},
    {"twiceAround", QT_TRANSLATE_NOOP("OptionHelp", "Twice around the table")},
    {"elimination", QT_TRANSLATE_NOOP("OptionHelp", "Elimination")},
    {"NONE", QT_TRANSLATE_NOOP("OptionHelp", "No discards")},
    {"DISCARD_ONLY", QT_TRANSLATE_NOOP("OptionHelp", "Discard only, no pickup")},
    {"SINGLE", QT_TRANSLATE_NOOP("OptionHelp", "Top card")},
    {"MULTIPLE", QT_TRANSLATE_NOOP("OptionHelp", "Several cards")},
};
} // namespace

QString OptionHelp::choice(const QString &value)
{
    for (const Label &c : choices)
        if (value == QLatin1String(c.name)) return QCoreApplication::translate("OptionHelp", c.text);
    for (const auto &c : matchEnds)
        if (value == QLatin1String(c.name))
            return QCoreApplication::translate("OptionHelp", c.words.source, c.words.comment);
    return value;
}

// An option's label and explanation are declared with the option, in its variant's Options table
// (engine/Variant<Name>.cpp, marked REMI_TRANSLATABLE in context "OptionHelp").
QString OptionHelp::label(const QString &name)
{
    const std::string key = name.toStdString();
    for (const remi::VariantDescriptor &v : remi::variants())
        for (const remi::OptionSpec &spec : v.options())
            if (spec.name == key) return QCoreApplication::translate("OptionHelp", spec.label);
    return name;
}

QString OptionHelp::label(const QString &variant, const QString &name)
{
    // The variant's own label first: one option name may mean another thing in another game
    // (Remi 51's targetScore is the elimination limit, Rummy's the score that wins).
    const std::string key = name.toStdString();
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString()))
        if (spec.name == key) return QCoreApplication::translate("OptionHelp", spec.label);
    return label(name);
}

QString OptionHelp::text(const QString &variant, const QString &name)
{
    const std::string key = name.toStdString();
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString()))
        if (spec.name == key) return QCoreApplication::translate("OptionHelp", spec.help);
    return {};
}

QString OptionHelp::value(const QString &variant, const QString &name, const QString &value)
{
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString())) {
        if (QString::fromStdString(spec.name) != name) continue;
        if (spec.kind == remi::OptionSpec::Kind::Bool)
            return value == QLatin1String("true") ? QCoreApplication::translate("OptionHelp", "on")
                                                  : QCoreApplication::translate("OptionHelp", "off");
        return choice(value);
    }
    return value;
}

QString OptionHelp::allowedValues(const QString &variant, const QString &name)
{
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString())) {
        if (QString::fromStdString(spec.name) != name) continue;
        switch (spec.kind) {
        case remi::OptionSpec::Kind::Bool: return QCoreApplication::translate("OptionHelp", "on or off");
        case remi::OptionSpec::Kind::Int:
            if (spec.choices.empty()) {
                if (spec.offOrAtLeast > 0) // turnSeconds: 0 (off), or 20 to 600 (RULES.md 4.11)
                    return QCoreApplication::translate("OptionHelp", "0 or %1 to %2")
                        .arg(spec.offOrAtLeast)
                        .arg(spec.max);
                if (spec.step > 1)
                    return QCoreApplication::translate("OptionHelp", "%1 to %2 in steps of %3")
                        .arg(ScoreWords::number(spec.min), ScoreWords::number(spec.max))
                        .arg(spec.step);
                return QCoreApplication::translate("OptionHelp", "%1 to %2")
                    .arg(ScoreWords::number(spec.min), ScoreWords::number(spec.max));
            }
            [[fallthrough]];
        case remi::OptionSpec::Kind::Choice: {
            QStringList words;
            bool comma = false; // "10, 1 in A-2-3, otherwise 11, 11" could not be read
            for (const std::string &c : spec.choices) {
                words << choice(QString::fromStdString(c));
                comma = comma || words.back().contains(QLatin1Char(','));
            }
            return words.join(comma ? QStringLiteral("; ") : QStringLiteral(", "));
        }
        }
    }
    return {};
}

QString OptionHelp::refusal(const QString &variant, const QString &name, const QString &value)
{
    const QString allowed = allowedValues(variant, name);
    if (allowed.isEmpty())
        return QCoreApplication::translate("OptionHelp", "%1 is not an option of this game").arg(name);
    // The option by its Settings label, never by its key.
    //: %1 the option as Settings names it ("Going rummy doubles the score"), %2 the stored value, %3 what is allowed.
    return QCoreApplication::translate("OptionHelp", "The option \"%1\" cannot be \"%2\" (allowed: %3)")
        .arg(label(variant, name), value, allowed);
}

QString OptionHelp::unknownGame(const QString &variant)
{
    return QCoreApplication::translate("OptionHelp", "Unknown game %1.").arg(variant);
}
