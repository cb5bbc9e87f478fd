// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableView.h"

#include "TableScene.h"

#include <QResizeEvent>

TableView::TableView(TableScene *scene, QWidget *parent) : QGraphicsView(scene, parent), m_scene(scene)
{
    // No antialiasing for the whole view: with it every card picture at a fractional position went
    // through the raster engine's transformed-image path instead of a blit, and a frame of dragging
    // over a full table cost a third more (benchmarks/README.md, remi-table-bench). The items that
    // draw curves (card frames, seat panels, the focus ring) turn it on for themselves.
    setRenderHints(QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setMinimumSize(560, 340); // a 720×480 window (MainWindow::kMinimumSize)
}

void TableView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    m_scene->relayout(QSizeF(viewport()->size()));
}
