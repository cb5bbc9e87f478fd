// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableTheme.h"

#include "AppSettings.h"

#include <QPainter>
#include <QRadialGradient>
#include <cmath>

static void initTableResources()
{
    Q_INIT_RESOURCE(table);
}

QList<TableTheme> TableThemes::all()
{
    initTableResources();
    return {
        {QStringLiteral("green"), QStringLiteral(":/table/felt-green.png"), QColor(22, 98, 56), QColor(24, 62, 42),
         QColor(36, 92, 62), QColor(226, 178, 60)},
        {QStringLiteral("blue"), QStringLiteral(":/table/felt-blue.png"), QColor(22, 64, 112), QColor(24, 42, 70),
         QColor(38, 68, 108), QColor(226, 178, 60)},
        {QStringLiteral("wood"), QStringLiteral(":/table/wood.png"), QColor(112, 52, 34), QColor(62, 34, 24),
         QColor(98, 52, 34), QColor(232, 190, 90)},
    };
}

TableTheme TableThemes::find(const QString &key)
{
    const QList<TableTheme> themes = all();
    for (const TableTheme &theme : themes)
        if (theme.key == key) return theme;
    return themes.first();
}

TableTheme TableThemes::current()
{
    return find(AppSettings::tableTheme());
}

QString TableThemes::name(const QString &key)
{
    if (key == QLatin1String("blue")) return tr("Blue felt");
    if (key == QLatin1String("wood")) return tr("Wooden table");
    return tr("Green felt");
}

QPixmap TableThemes::backdrop(const TableTheme &theme, QSize size)
{
    QPixmap pix(size.expandedTo(QSize(1, 1)));
    pix.fill(theme.felt);
    QPainter p(&pix);
    const QPixmap tile(theme.texture);
    if (!tile.isNull()) p.drawTiledPixmap(pix.rect(), tile);
    // The vignette: clear in the middle, darker towards the edges, darkest in the corners.
    const QPointF centre = QRectF(pix.rect()).center();
    const qreal radius = std::hypot(size.width(), size.height()) / 2;
    QRadialGradient shade(centre, radius);
    shade.setColorAt(0.0, QColor(0, 0, 0, 0));
    shade.setColorAt(0.55, QColor(0, 0, 0, 0));
    shade.setColorAt(0.85, QColor(0, 0, 0, kVignette / 2));
    shade.setColorAt(1.0, QColor(0, 0, 0, kVignette));
    p.fillRect(pix.rect(), shade);
    // A soft light over the middle of the table, as from a lamp above it.
    QRadialGradient lamp(centre, radius * 0.6);
    lamp.setColorAt(0.0, QColor(255, 255, 255, 18));
    lamp.setColorAt(1.0, QColor(255, 255, 255, 0));
    p.fillRect(pix.rect(), lamp);
    return pix;
}

QPixmap TableThemes::swatch(const TableTheme &theme, QSize size)
{
    QPixmap pix = backdrop(theme, size);
    QPainter p(&pix);
    p.setPen(QColor(0, 0, 0, 120));
    p.drawRect(pix.rect().adjusted(0, 0, -1, -1));
    return pix;
}
