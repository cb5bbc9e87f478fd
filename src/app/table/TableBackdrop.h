// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table's background: the table theme's texture under a soft vignette (TableTheme.h), made for
// the scene's size when it is first painted and kept until the size or the theme changes.

#include <QColor>
#include <QPixmap>
#include <QString>

class QBrush;
class QPainter;
class QRectF;

class TableBackdrop {
  public:
    /// Takes the theme of `key` (TableThemes::find: an unknown key is green felt). False when it is
    /// the one taken already.
    bool setTheme(const QString &key);
    /// The key of the theme taken (empty before the first).
    QString theme() const { return m_key; }
    /// The theme's plain colour: the table before the texture is drawn.
    QColor felt() const { return m_felt; }
    /// Paints the part `rect` of a scene whose rectangle is `sceneRect`: the texture inside it,
    /// `outside` beyond it.
    void paint(QPainter *painter, const QRectF &rect, const QRectF &sceneRect, const QBrush &outside);

  private:
    QString m_key;
    QColor m_felt;
    QPixmap m_pixmap; ///< made for the scene's size, again when it or the theme changes
};
