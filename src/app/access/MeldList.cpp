// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MeldList.h"

#include "GameController.h"
#include "TableWords.h"

#include <QDockWidget>
#include <QListWidget>
#include <QMainWindow>
#include <algorithm>

MeldList::MeldList(QMainWindow *window, GameController *controller)
    : QObject(window), m_controller(controller), m_dock(new QDockWidget(window)), m_list(new QListWidget(m_dock))
{
    m_dock->setObjectName(QStringLiteral("meldDock"));
    m_dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    // Not floatable: the game keys are window shortcuts of the main window.
    m_dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    m_list->setObjectName(QStringLiteral("meldList"));
    m_list->setWordWrap(true);
    m_list->setContextMenuPolicy(Qt::DefaultContextMenu);
    m_dock->setWidget(m_list);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    retranslate();
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this, window](bool visible) {
        if (!visible && window->isVisible()) emit closed();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing && row >= 0) emit currentMeldChanged(row);
    });
}

void MeldList::retranslate()
{
    m_dock->setWindowTitle(tr("Table melds"));
    m_list->setAccessibleName(tr("Table melds"));
}

void MeldList::sync(int current)
{
    if (!m_controller->hasGame()) return;
    m_syncing = true;
    m_list->clear();
    const remi::Round &round = m_controller->round();
    QStringList names;
    for (int s = 0; s < round.players(); ++s)
        names << m_controller->seatName(s);
    const int melds = static_cast<int>(round.table().size());
    for (int m = 0; m < melds; ++m) {
        auto *item = new QListWidgetItem(TableWords::ownedMeld(round, names, m), m_list);
        item->setData(Qt::AccessibleTextRole, item->text());
    }
    if (melds == 0) {
        auto *item = new QListWidgetItem(tr("No melds on the table yet."), m_list);
        item->setFlags(Qt::NoItemFlags);
    } else {
        m_list->setCurrentRow(std::clamp(current, 0, melds - 1));
    }
    m_syncing = false;
}
