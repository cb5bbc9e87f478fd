// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SettingsProblems.h"

#include "AppSettings.h"
#include "CardTheme.h"
#include "Language.h"
#include "OptionHelp.h"
#include "ShortValue.h"
#include "VariantNames.h"

#include <QDir>

#include <algorithm>

QStringList SettingsProblems::list()
{
    QStringList out;
    if (const QString file = AppSettings::unusableFile(); !file.isEmpty() && !QDir::isAbsolutePath(file))
        //: %1 the settings file (remi.conf), a relative path.
        out << tr("The settings file %1 is not a full path (HOME or XDG_CONFIG_HOME is relative); the default "
                  "settings are used, and not saved.")
                   .arg(QDir::toNativeSeparators(file));
    else if (!file.isEmpty())
        //: %1 the settings file (remi.conf), which is a pipe, a folder or a device.
        out << tr("The settings file %1 is not a regular file (a pipe, a folder or a device); the default settings "
                  "are used, and not saved.")
                   .arg(QDir::toNativeSeparators(file));
    using Setting = AppSettings::Fallback::Setting;
    for (const AppSettings::Fallback &f : AppSettings::fallbacks()) {
        const QString stored = ShortValue::cut(f.stored);
        switch (f.setting) {
        case Setting::Variant:
            out << tr("The game \"%1\" is not known; %2 is chosen instead.")
                       .arg(stored, VariantNames::title(QStringLiteral("remi51")));
            break;
        case Setting::FourColour:
            out << tr("The four-colour deck setting \"%1\" is neither on nor off; it is off.").arg(stored);
            break;
        case Setting::TableTheme:
            out << tr("The table \"%1\" is not known; the green felt is used.").arg(stored);
            break;
        case Setting::AnimationSpeed:
            out << tr("The animation speed \"%1\" is not known; the normal speed is used.").arg(stored);
            break;
        case Setting::Sounds:
            out << tr("The sound setting \"%1\" is neither on nor off; sounds are on.").arg(stored);
            break;
        case Setting::Option:
            //: %1 the game ("Rummy"), %2 why its stored option cannot be used.
            out << tr("%1: %2; the game's own rule is used instead.")
                       .arg(VariantNames::title(f.variant), OptionHelp::refusal(f.variant, f.option, stored));
            break;
        }
    }
    const QString language = AppSettings::language();
    if (!language.isEmpty() && Language::normalize(language).isEmpty())
        out << tr("The language \"%1\" is not known; English is used.").arg(ShortValue::cut(language));
    const QString deck = AppSettings::cardTheme();
    const QList<CardTheme> decks = CardThemes::available();
    if (!deck.isEmpty() && std::none_of(decks.begin(), decks.end(), [&](const CardTheme &t) { return t.key == deck; }))
        out << tr("The card deck \"%1\" is not installed; Remi's own deck is used.").arg(ShortValue::cut(deck));
    return out;
}

QString SettingsProblems::noticeText(const QStringList &problems)
{
    return tr("Some settings cannot be used:") + QLatin1Char('\n') + problems.join(QLatin1Char('\n'));
}
