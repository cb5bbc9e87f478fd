// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StatusLabel.h"

#include "FeltLabel.h"
#include "WordWrap.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <algorithm>

void StatusLabel::place(QGraphicsScene *scene, const QRectF &room)
{
    m_item = FeltLabel::add(scene, QString(), room.topLeft(), 12, true);
    m_room = room.width();
    m_y = room.bottom() - QFontMetricsF(m_item->font()).height();
}

void StatusLabel::show(const QString &text)
{
    // Longer languages: a smaller font (12 pt down to 8 pt) rather than a line cut off at the edge.
    m_item->setText(text);
    QFont font = m_item->font();
    for (qreal pt = 12; pt >= 8; pt -= 0.5) {
        font.setPointSizeF(pt);
        m_item->setFont(font);
        if (m_item->boundingRect().width() <= m_room) break;
    }
    // Still too long at the smallest size (a narrow window, a long language): wrapped at word
    // boundaries, each line within the room, so that it never runs under the seat panel beside it.
    if (m_item->boundingRect().width() > m_room)
        m_item->setText(WordWrap::lines(m_item->text(), QFontMetricsF(font), m_room));
    // A second line (the borrowed-card warning) grows upwards, clear of the hand.
    const qreal extra = m_item->boundingRect().height() - QFontMetricsF(m_item->font()).height();
    m_item->setY(m_y - std::max<qreal>(0, extra));
}

QRectF StatusLabel::rect() const
{
    return m_item ? m_item->sceneBoundingRect() : QRectF();
}
