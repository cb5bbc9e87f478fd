// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableBackdrop.h"

#include "TableTheme.h"

#include <QPainter>

bool TableBackdrop::setTheme(const QString &key)
{
    const TableTheme theme = TableThemes::find(key);
    if (theme.key == m_key) return false;
    m_key = theme.key;
    m_felt = theme.felt;
    m_pixmap = QPixmap(); // made again for this theme at the next paint
    return true;
}

void TableBackdrop::paint(QPainter *painter, const QRectF &rect, const QRectF &sceneRect, const QBrush &outside)
{
    const QSize size = sceneRect.size().toSize();
    if (m_pixmap.size() != size) m_pixmap = TableThemes::backdrop(TableThemes::find(m_key), size);
    painter->fillRect(rect, outside); // outside the scene rectangle
    const QRectF part = rect.intersected(sceneRect);
    if (!part.isEmpty()) painter->drawPixmap(part, m_pixmap, part.translated(-sceneRect.topLeft()));
}
