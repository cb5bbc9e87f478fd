// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Labels on the felt: a text in the felt's label colour over the cards, or one fitted into a box
// (wrapped where the box has room for two lines or more, in a smaller font, and last cut short with
// "…" and the whole text in its tooltip).

#include <QPointF>
#include <QString>

class QGraphicsScene;
class QGraphicsSimpleTextItem;
class QRectF;

namespace FeltLabel {

/// A label of `text` on `scene` at `pos` (scene pixels), `pointSize` points, over the cards (z 500).
QGraphicsSimpleTextItem *add(QGraphicsScene *scene, const QString &text, QPointF pos, qreal pointSize,
                             bool bold = false);
/// A label of `text` fitted into `box`: from `pointSize` points down to 7, wrapped at spaces where
/// `box` holds two lines or more, else cut short with "…", the whole text in its tooltip.
QGraphicsSimpleTextItem *addFitted(QGraphicsScene *scene, const QString &text, const QRectF &box, qreal pointSize,
                                   bool bold);

} // namespace FeltLabel
