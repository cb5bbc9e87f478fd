// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DropNote.h"

#include "Animations.h"
#include "WordWrap.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace {
const QColor kRefused(230, 90, 70);
const QColor kNoteBack(40, 30, 24, 230);
const QColor kNoteText(255, 240, 220);
} // namespace

DropNote::DropNote(QGraphicsScene *scene, QObject *parent) : QObject(parent), m_scene(scene) {}

void DropNote::show(const QString &text)
{
    m_text = text;
    // Where the player last dropped or clicked a card; used once (a button's note goes above the hand).
    m_at = std::exchange(m_lastAct, QPointF(-1, -1));
    if (!m_timer) {
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        connect(m_timer, &QTimer::timeout, this, [this] {
            m_text.clear();
            draw();
        });
    }
    if (text.isEmpty()) m_timer->stop();
    else m_timer->start(Animations::kNoteMs);
    draw();
}

void DropNote::place(qreal statusY)
{
    m_statusY = statusY;
    draw();
}

void DropNote::draw()
{
    delete m_item;
    m_item = nullptr;
    if (m_text.isEmpty()) return;
    const qreal width = m_scene->width();
    const qreal height = m_scene->height();
    QFont font;
    font.setPointSizeF(11);
    auto *label =
        new QGraphicsSimpleTextItem(WordWrap::lines(m_text, QFontMetricsF(font), std::min<qreal>(360, width * 0.6)));
    label->setFont(font);
    label->setBrush(kNoteText);
    const QRectF text = label->boundingRect();
    m_item = m_scene->addRect(text.adjusted(-8, -6, 8, 6), QPen(kRefused, 2), QBrush(kNoteBack));
    label->setParentItem(m_item);
    m_item->setZValue(1200);
    m_item->setData(0, QStringLiteral("dropNote"));
    m_item->setToolTip(m_text);
    // By the drop point, kept inside the table; without one, above the middle of the hand.
    QPointF at = m_at.x() >= 0 ? m_at + QPointF(16, -text.height() - 24)
                               : QPointF((width - text.width()) / 2, m_statusY - text.height() - 40);
    at.setX(std::clamp(at.x(), 10.0, std::max(10.0, width - text.width() - 18)));
    at.setY(std::clamp(at.y(), 10.0, std::max(10.0, height - text.height() - 16)));
    m_item->setPos(at);
}
