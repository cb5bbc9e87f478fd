// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

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

CardRenderer::CardRenderer(const CardTheme &theme) : CardRenderer(theme.path)
{
    m_scheme = theme.scheme;
}

CardRenderer::~CardRenderer() = default;

QString CardRenderer::faceElement(const remi::Card &card) const
{
    const int key = card.isJoker() ? -1 - card.id % 2 : static_cast<int>(card.suit) * 16 + card.rank;
    const auto it = m_faceIds.constFind(key);
    if (it != m_faceIds.constEnd()) return *it;
    const QStringList ids = CardThemes::faceIds(card, m_scheme);
    QString found = ids.value(0);
    for (const QString &id : ids)
        if (m_renderer->elementExists(id)) {
            found = id;
            break;
        }
    m_faceIds.insert(key, found);
    return found;
}

QString CardRenderer::backElement() const
{
    if (!m_backId.isEmpty()) return m_backId;
    const QStringList ids = CardThemes::backIds(m_scheme);
    m_backId = ids.value(0);
    for (const QString &id : ids)
        if (m_renderer->elementExists(id)) {
            m_backId = id;
            break;
        }
    return m_backId;
}

QString CardRenderer::defaultDeckPath()
{
    return CardThemes::builtIn(false).path;
}

QString CardRenderer::fourColourDeckPath()
{
    return CardThemes::builtIn(true).path;
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
    const QSize device(qRound(logicalSize.width() * devicePixelRatio), qRound(logicalSize.height() * devicePixelRatio));
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
