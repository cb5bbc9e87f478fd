// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "VariantNames.h"

#include "engine/Variants.h"

#include <QCoreApplication>

namespace {
/// What sets each variant apart, in its default rules (RULES.md 2–5), by the variant's id.
struct Summary {
    const char *id;
    const char *text;
};
const Summary kSummaries[] = {
    {"rummy", QT_TRANSLATE_NOOP("Variant", "One deck, no jokers, no opening minimum: meld from the first turn. "
                                           "Empty your hand first to score the cards the others still hold.")},
    {"remi51", QT_TRANSLATE_NOOP("Variant", "Two decks and four jokers. Your first melds must add up to 51; "
                                            "go out with a last discard. The lowest total wins.")},
    {"rami", QT_TRANSLATE_NOOP("Variant", "Two decks with jokers. Open with 40; every card you then lay "
                                          "scores at once. The highest total wins. Taking and rearranging "
                                          "table melds is an option (Manipulation, off unless set in Settings).")},
    {"remi_indonesia", QT_TRANSLATE_NOOP("Variant", "One deck, seven cards, no jokers. Take a discard only to meld "
                                                    "it at once; sets count only with a run. Closing earns a bonus.")},
};
} // namespace

QString VariantNames::title(const QString &id)
{
    if (const remi::VariantDescriptor *v = remi::findVariant(id.toStdString()))
        return QCoreApplication::translate("Variant", v->name);
    return id;
}

QString VariantNames::summary(const QString &id)
{
    for (const Summary &s : kSummaries)
        if (id == QLatin1String(s.id)) return QCoreApplication::translate("Variant", s.text);
    return QString();
}
