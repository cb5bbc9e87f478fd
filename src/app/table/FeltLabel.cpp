// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FeltLabel.h"

#include "WordWrap.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <algorithm>
#include <cmath>

namespace {
const QColor kLabel(235, 240, 230);
} // namespace

QGraphicsSimpleTextItem *FeltLabel::add(QGraphicsScene *scene, const QString &text, QPointF pos, qreal pointSize,
                                        bool bold)
{
    auto *label = scene->addSimpleText(text);
    QFont font = label->font();
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    label->setFont(font);
    label->setBrush(kLabel);
    label->setPos(pos);
    label->setZValue(500);
    return label;
}

QGraphicsSimpleTextItem *FeltLabel::addFitted(QGraphicsScene *scene, const QString &text, const QRectF &box,
                                              qreal pointSize, bool bold)
{
    auto *label = add(scene, text, box.topLeft(), pointSize, bold);
    QFont font = label->font();
    // A box of two lines or more (TableLayout gives one where a line is too narrow) wraps the text first.
    const int lines = std::max(1, static_cast<int>((box.height() + 0.5) / std::ceil(QFontMetricsF(font).height())));
    for (qreal pt = pointSize;; pt -= 0.5) {
        font.setPointSizeF(pt);
        label->setFont(font);
        const QString wrapped = lines > 1 ? WordWrap::lines(text, QFontMetricsF(font), box.width()) : text;
        label->setText(wrapped);
        if ((wrapped.count(QLatin1Char('\n')) < lines && label->boundingRect().width() <= box.width()) || pt <= 7)
            break;
    }
    if (label->boundingRect().width() > box.width() || label->text().count(QLatin1Char('\n')) >= lines) {
        // Still too long at the smallest size: cut, with the whole text in the tooltip.
        label->setText(QFontMetricsF(font).elidedText(text, Qt::ElideRight, box.width()));
        label->setToolTip(text);
    }
    return label;
}
