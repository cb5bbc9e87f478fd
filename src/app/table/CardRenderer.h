// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Draws cards from one SVG deck (our own, or an installed KDE / Aisleriot deck) into cached pixmaps.

#include "CardTheme.h"
#include "engine/Card.h"

#include <QHash>
#include <QPixmap>
#include <QString>
#include <memory>

class QSvgRenderer;

class CardRenderer {
  public:
    /// `svgPath` is a file or resource path of a deck made by scripts/make-cards.py.
    explicit CardRenderer(const QString &svgPath = defaultDeckPath());
    /// A deck of any theme; element ids are looked up by the theme's naming scheme.
    explicit CardRenderer(const CardTheme &theme);
    ~CardRenderer();
    CardRenderer(const CardRenderer &) = delete;
    CardRenderer &operator=(const CardRenderer &) = delete;

    /// The two-colour and four-colour decks: from the installed cards folder when there is one
    /// (DataPaths.h), otherwise the copies embedded in the program.
    static QString defaultDeckPath();
    static QString fourColourDeckPath();
    /// The element of `card` in this deck (the first of CardThemes::faceIds that exists).
    QString faceElement(const remi::Card &card) const;
    /// The element of the card back in this deck.
    QString backElement() const;

    bool isValid() const;
    bool hasElement(const QString &id) const;
    /// Card aspect (width / height) of the deck.
    static constexpr double aspect() { return 200.0 / 280.0; }
    /// `id` drawn for `logicalSize` at `devicePixelRatio`: the pixmap has logicalSize x ratio
    /// device pixels and carries the ratio, so it stays sharp at 100-200 % scaling.
    QPixmap pixmap(const QString &id, QSize logicalSize, qreal devicePixelRatio) const;
    int cachedCount() const { return static_cast<int>(m_cache.size()); }

  private:
    std::unique_ptr<QSvgRenderer> m_renderer;
    CardIdScheme m_scheme = CardIdScheme::Remi;
    mutable QHash<int, QString> m_faceIds; ///< card face (suit*16 + rank) → element id
    mutable QString m_backId;
    mutable QHash<QString, QPixmap> m_cache;
};
