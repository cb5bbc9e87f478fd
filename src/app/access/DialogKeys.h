// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A dialog played by keys alone, for players who cannot use a mouse: Tab in the order the eye reads (top to bottom, left
// to right in a row), whatever order the controls were made in; a mnemonic for every labelled
// control, found for the language shown.

#include <QList>
#include <QString>

class QLabel;
class QWidget;

namespace DialogKeys {
/// Sets the Tab order of `dialog`'s visible focusable controls to their places on screen: rows
/// top to bottom (a row: controls whose middles lie within a few pixels), left to right in a row.
/// A scroll area around controls is no stop of its own. Call once the dialog is laid out (its
/// layout activated); again after controls were added.
void followLayout(QWidget *dialog);
/// Gives each label in `labels` that has a buddy and no mnemonic yet one: the first letter of a
/// word, else any letter, not in `taken` nor given to an earlier label (letters compared lowercase).
/// `taken` gets the letters given. Labels without a free letter stay as they are.
void addMnemonics(const QList<QLabel *> &labels, QString *taken);
/// The mnemonic letters (lowercase) of the labels, buttons and group boxes in `widget` (not in
/// `except` and its children).
QString mnemonicsIn(const QWidget *widget, const QWidget *except = nullptr);
} // namespace DialogKeys
