// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Card themes: our own decks (resources/cards, made by scripts/make-cards.py) and, when they are
// installed, KDE card decks (/usr/share/carddecks/svg-*, ids like "1_club", "red_joker") and GNOME
// Aisleriot decks (/usr/share/aisleriot/cards/*.svg[z], ids like "club_1", "joker_red").

#include "engine/Card.h"

#include <QList>
#include <QString>
#include <QStringList>

/// How a deck names its SVG elements.
enum class CardIdScheme {
    Remi,      ///< "7_heart", "13_club", "joker_red", "back_blue" (scripts/make-cards.py)
    Kde,       ///< "7_heart", "king_club", "red_joker", "back" (libkdegames carddecks)
    Aisleriot, ///< "heart_7", "club_king", "joker_red", "back" (GNOME Aisleriot)
};

struct CardTheme {
    QString key;  ///< stored in the settings: "remi", "kde:<folder>", "aisleriot:<file name>"
    QString name; ///< shown in the settings dialog
    QString path; ///< SVG or SVGZ file (or resource path)
    CardIdScheme scheme = CardIdScheme::Remi;
    bool builtIn() const { return scheme == CardIdScheme::Remi; }
};

namespace CardThemes {
/// The folders searched for installed decks (the system data folders of QStandardPaths).
QStringList defaultKdeFolders();
QStringList defaultAisleriotFolders();
/// Our deck first, then every installed KDE deck (one per `<folder>/svg-*/index.desktop` whose
/// SVG file exists) and every Aisleriot deck (`<folder>/*.svg`, `*.svgz`), sorted by name.
QList<CardTheme> available(const QStringList &kdeFolders = defaultKdeFolders(),
                           const QStringList &aisleriotFolders = defaultAisleriotFolders());
/// The theme stored under `key` in `themes`, else our own deck.
CardTheme find(const QList<CardTheme> &themes, const QString &key);
/// The theme to draw with: the stored one (AppSettings::cardTheme) when it is installed, else our
/// own deck; our own deck in four colours when AppSettings::fourColour() is set.
CardTheme current();
/// Our own deck; `fourColour` picks the four-colour variant.
CardTheme builtIn(bool fourColour);
/// Candidate element ids of `card` in `scheme`, best first (decks differ in court names).
QStringList faceIds(const remi::Card &card, CardIdScheme scheme);
/// Candidate element ids of the card back in `scheme`.
QStringList backIds(CardIdScheme scheme);
} // namespace CardThemes
