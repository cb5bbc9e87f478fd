// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The view on the table: the scene is laid out in view pixels, so it follows the window size.

#include <QGraphicsView>

class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT
  public:
    explicit TableView(TableScene *scene, QWidget *parent = nullptr);

  protected:
    void resizeEvent(QResizeEvent *event) override;

  private:
    TableScene *m_scene;
};
