#include "CardRenderer.h"

#include "DataPaths.h"

#include <QPainter>
#include <QSvgRenderer>

static void initCardResources()
{
    Q_INIT_RESOURCE(cards);
}

CardRenderer::CardRenderer(const QString &svgPath)
{
    initCardResources();
    m_renderer = std::make_unique<QSvgRenderer>(svgPath);
}

CardRenderer::~CardRenderer() = default;

QString CardRenderer::defaultDeckPath()
{
    return remi::cardDeckPath(QStringLiteral("remi-deck.svg"));
}

QString CardRenderer::fourColourDeckPath()
{
    return remi::cardDeckPath(QStringLiteral("remi-deck-4color.svg"));
}

QString CardRenderer::elementId(const remi::Card &card)
{
    if (card.isJoker()) return card.id % 2 == 0 ? QStringLiteral("joker_red") : QStringLiteral("joker_black");
    static const char *const suits[] = {"spade", "heart", "diamond", "club"};
    const int s = static_cast<int>(card.suit);
    return QStringLiteral("%1_%2").arg(card.rank).arg(QLatin1String(suits[s & 3]));
}

bool CardRenderer::isValid() const
{
    return m_renderer->isValid();
}

bool CardRenderer::hasElement(const QString &id) const
{
    return m_renderer->elementExists(id);
}

QPixmap CardRenderer::pixmap(const QString &id, QSize logicalSize, qreal devicePixelRatio) const
{
    const QSize device(qRound(logicalSize.width() * devicePixelRatio),
                       qRound(logicalSize.height() * devicePixelRatio));
    const QString key = QStringLiteral("%1@%2x%3").arg(id).arg(device.width()).arg(device.height()) +
                        QStringLiteral("/%1").arg(devicePixelRatio);
    const auto it = m_cache.constFind(key);
    if (it != m_cache.constEnd()) return *it;

    QPixmap pix(device.isEmpty() ? QSize(1, 1) : device);
    pix.fill(Qt::transparent);
    {
        QPainter painter(&pix);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        m_renderer->render(&painter, id, QRectF(QPointF(0, 0), QSizeF(device)));
    }
    pix.setDevicePixelRatio(devicePixelRatio);
    if (m_cache.size() > 600) m_cache.clear();
    m_cache.insert(key, pix);
    return pix;
}
