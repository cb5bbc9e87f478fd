// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table themes of the Settings dialog: a texture of our own (resources/table, made by
// scripts/make-table.py) tiled over the table under a soft vignette, and the colours of the dialogs
// and buttons that go with it (window/AppStyle). The stored key is AppSettings::tableTheme().

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPixmap>
#include <QSizeF>
#include <QString>

struct TableTheme {
    QString key;      ///< stored in the settings: "green", "blue", "wood" (AppSettings::tableThemeKeys)
    QString texture;  ///< resource path of the seamless tile
    QColor felt;      ///< the tile's mean colour (the table before the texture is drawn)
    QColor window;    ///< dialogs and bars: background
    QColor button;    ///< buttons and headers
    QColor highlight; ///< selection and focus in the dialogs
};

class TableThemes {
    Q_DECLARE_TR_FUNCTIONS(TableThemes)
  public:
    /// Every theme, in the order of the Settings dialog: green felt (the default), blue felt, wood.
    static QList<TableTheme> all();
    /// The theme of `key`, else green felt.
    static TableTheme find(const QString &key);
    /// The stored theme (AppSettings::tableTheme()).
    static TableTheme current();
    /// The theme's name in the player's language ("Green felt").
    static QString name(const QString &key);
    /// The table of `theme` at `size`: its tile repeated, darkened towards the edges and corners
    /// (the vignette: at most kVignette alpha of black in a corner).
    static QPixmap backdrop(const TableTheme &theme, QSize size);
    /// A small swatch of the theme for the Settings dialog's list.
    static QPixmap swatch(const TableTheme &theme, QSize size);
    static constexpr int kVignette = 120;
};
