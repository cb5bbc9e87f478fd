// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The program's language: English, Serbian Cyrillic, Serbian Latin, Russian or the system's.
// Installs the remi_<code>.qm translator and Qt's own catalogue (qt_<lang>.qm where it exists, as
// windeployqt writes it, else qtbase_<lang>.qm, e.g. Debian's qt6-translations-l10n) in a second translator; every window retranslates itself on the
// QEvent::LanguageChange that installing sends, so switching needs no restart.

#include <QList>
#include <QString>
#include <QStringList>

namespace Language {

struct Choice {
    QString code; ///< "" = system default, "en", "sr" (Cyrillic), "sr_Latn", "ru"
    QString name; ///< the language's own name ("Српски (ћирилица)"); translated for the system entry
};

/// The picker entries in order: system default, English, Serbian Cyrillic, Serbian Latin, Russian.
QList<Choice> choices();
/// Our code for a locale name: "sr_RS@latin", "sr_Latn", "sr-Latn", "sr_Latn_RS" → "sr_Latn";
/// "sr", "sr_RS", "sr_Cyrl_RS" → "sr"; "ru_RU" → "ru"; "en_GB" → "en"; "" for unsupported.
QString normalize(const QString &locale);
/// The code the system locale maps to (LANGUAGE/LC_ALL/LC_MESSAGES/LANG first, then QLocale::system());
/// "en" when it is not one of ours.
QString systemCode();
/// The code apply(`code`) would pick ("" = system default), without loading anything.
QString resolve(const QString &code);
/// The stored choice (AppSettings::language()), "" = system default.
QString stored();
/// The language a command line asks for: the last `--language CODE` or `--language=CODE` of
/// `arguments` (the program's name first), else stored(). Read before the options are parsed, so
/// that --help is translated too; the code itself is checked later, by CommandLine::read.
QString requested(const QStringList &arguments);
void store(const QString &code);
/// Installs the translators for `code` ("" = system default; any locale name is normalized).
/// Returns the code in effect ("en" when nothing else matched). Call after QApplication exists.
QString apply(const QString &code);
/// The code applied last ("en" before any apply()).
QString current();
/// Whether Qt's own translation was found for the current language.
bool qtTranslationLoaded();
/// Folders searched for Qt's own catalogue, in order: translations/ beside the program (windeployqt),
/// then Qt's translations folder (QLibraryInfo::TranslationsPath).
QStringList qtSearchPaths();
/// The first of `folders` holding qt_<code>.qm (the meta catalogue: qtbase, qtmultimedia, …) or else
/// qtbase_<code>.qm, as a file path; "" when none does.
QString qtCatalogue(const QString &code, const QStringList &folders);
/// Folders searched for remi_<code>.qm, in order: <applicationDirPath>/../share/remi/translations, :/i18n.
QStringList searchPaths();

} // namespace Language
