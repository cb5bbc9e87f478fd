#pragma once
// Draws cards from one SVG deck (scripts/make-cards.py) into cached pixmaps.

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
    ~CardRenderer();
    CardRenderer(const CardRenderer &) = delete;
    CardRenderer &operator=(const CardRenderer &) = delete;

    /// The two-colour and four-colour decks: from the installed cards folder when there is one
    /// (DataPaths.h), otherwise the copies embedded in the program.
    static QString defaultDeckPath();
    static QString fourColourDeckPath();
    /// The SVG element id of `card`: "7_heart", "13_club", "joker_red" / "joker_black".
    static QString elementId(const remi::Card &card);
    static QString backId() { return QStringLiteral("back_blue"); }

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
    mutable QHash<QString, QPixmap> m_cache;
};
