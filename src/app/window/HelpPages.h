// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The rules help pages (resources/help/<language>/<page>.html, embedded under qrc:/help/):
// one page per variant (RULES.md sections 2–5) and the key list (RULES.md section 7), in
// English, Serbian Cyrillic, Serbian Latin (when generated) and Russian.

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace HelpPages {
/// Page names: each variant's help page (engine/Variants.h: "rummy", "remi51", "rami",
/// "remi_indonesia") and "keys".
QStringList pages();
/// The page of the key list.
inline QString keysPage()
{
    return QStringLiteral("keys");
}
/// Help folders the program knows, whether embedded or not: "en", "sr", "sr_Latn", "ru".
QStringList languages();
/// The help folder for `locale`: "ru" for Russian; for Serbian "sr_Latn" in Latin script when
/// those pages are embedded, otherwise "sr"; "en" for every other language.
QString language(const QLocale &locale);
/// The help folder of the UI language: language(QLocale()), i.e. the default locale, which the
/// language switch sets with QLocale::setDefault.
QString currentLanguage();
/// The qrc URL of `page` in help folder `language`, e.g. qrc:/help/sr/rami.html. A page missing
/// in that folder falls back to sr (for sr_Latn) and then to en; an unknown page gives an empty URL.
QUrl url(const QString &page, const QString &language);
/// The page name of a help URL ("rami" for qrc:/help/ru/rami.html); empty when it is not one.
QString pageOf(const QUrl &url);
/// The page of `variant`; the key list for an unknown variant.
QString pageForVariant(const QString &variant);
/// The text of the help page at `url` (a url() of any folder) as the help window shows it: the
/// placeholder <!-- remi:options --> of a variant page becomes optionsTable(page), and each
/// <!-- remi:label NAME --> becomes the label of option NAME, so that the help names every option
/// with the words of the Settings dialog (one source, OptionHelp). The option words come from the
/// translator installed now, i.e. the UI language, which is the language of the page shown.
/// Empty for a URL that is not a help page.
QString html(const QUrl &url);
/// The options table of `variant` (RULES.md x.11), as HTML: a heading row per group of the Settings
/// dialog (SettingsDialog::groupTitle) and a row per option in the dialog's order, with its label
/// (OptionHelp::label), the preset's value, the allowed values and the explanation
/// (OptionHelp::text, the Settings tooltip); translated. Empty for an unknown variant.
QString optionsTable(const QString &variant);
} // namespace HelpPages
