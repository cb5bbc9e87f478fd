// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Key names in text as the platform writes them: a translated sentence or a help page
// says "Ctrl+Z"; on macOS the key is ⌘Z (Qt's Ctrl is the Command key there), as the menus show it
// (QKeySequence::NativeText). The words stay the translators'; only the key names are rewritten,
// without placeholders, when the text is shown.

#include <QString>

namespace KeyText {

/// Whether native() rewrites key names here (macOS).
bool rewrites();

/// `text` with every key combination written with "Ctrl+", "Shift+", "Alt+" or "Meta+" ("Ctrl+Z",
/// "Ctrl+Shift+Z", "Shift+D") in the platform's own notation: unchanged except on macOS.
QString native(const QString &text);

/// native() as on macOS, on any platform (for tests): the modifiers as ⌃ (Meta), ⌥ (Alt),
/// ⇧ (Shift) and ⌘ (Ctrl) in that order before the key, no "+": "Ctrl+Shift+Z" → "⇧⌘Z".
QString macNotation(const QString &text);

} // namespace KeyText
