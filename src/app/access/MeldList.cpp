// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MeldList.h"

#include "GameController.h"
#include "TableWords.h"

#include <QDockWidget>
#include <QEvent>
#include <QListWidget>
#include <QMainWindow>
#include <algorithm>

namespace {
/// From the view's edges (pixels).
constexpr int kMargin = 8;
} // namespace

MeldList::MeldList(QMainWindow *window, GameController *controller)
    : QObject(window), m_controller(controller),
      m_dock(new QDockWidget(window->centralWidget() ? window->centralWidget() : window)),
      m_list(new QListWidget(m_dock))
{
    // Not in the window's dock area: a panel over the felt (issue 35), closable only (the game keys
    // are window shortcuts of the main window). Its own name: a window state saved with the old
    // dock does not dock it again (QMainWindow::restoreState finds docks by name).
    m_dock->setObjectName(QStringLiteral("meldListPanel"));
    m_dock->setFeatures(QDockWidget::DockWidgetClosable);
    m_dock->setAutoFillBackground(true);
    m_list->setObjectName(QStringLiteral("meldList"));
    m_list->setWordWrap(true);
    m_list->setContextMenuPolicy(Qt::DefaultContextMenu);
    m_dock->setWidget(m_list);
    m_dock->hide();
    retranslate();
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this, window](bool visible) {
        if (!visible && window->isVisible()) emit closed();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing && row >= 0) emit currentMeldChanged(row);
    });
}

void MeldList::place(QWidget *view, const QRect &avoid, int top)
{
    m_top = top;
    if (m_view != view) {
        if (m_view) m_view->removeEventFilter(this);
        m_view = view;
        view->installEventFilter(this);
    }
    m_avoid = avoid;
    QWidget *host = m_dock->parentWidget();
    if (!host || !view->isVisible()) return;
    const int below = std::clamp(top, 0, std::max(0, view->height() / 2));
    const QRect area(view->mapTo(host, QPoint(0, below)), QSize(view->width(), view->height() - below));
    const int w = std::clamp(area.width() * 3 / 10, 180, 320);
    const int h =
        std::clamp(area.height() / 2, std::min(160, area.height() - 2 * kMargin), area.height() - 2 * kMargin);
    const QRect right(area.right() + 1 - kMargin - w, area.top() + kMargin, w, h);
    const QRect left(area.left() + kMargin, area.top() + kMargin, w, h);
    const QRect covered = avoid.translated(view->mapTo(host, QPoint(0, 0)));
    m_dock->setGeometry(covered.intersects(right) && !covered.intersects(left) ? left : right);
    m_dock->raise();
}

bool MeldList::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Resize && m_dock->isVisible()) place(m_view, m_avoid, m_top);
    return QObject::eventFilter(watched, event);
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
    const remi::Round &round = m_controller->round();
    QStringList names;
    for (int s = 0; s < round.players(); ++s) names << m_controller->seatName(s);
    const int melds = static_cast<int>(round.table().size());
    QStringList rows;
    for (int m = 0; m < melds; ++m) rows << TableWords::ownedMeld(round, names, m);
    if (melds == 0) rows << tr("No melds on the table yet.");
    // The rows are changed in place, and the current row is set only when it moves: a
    // list cleared and filled again tells screen readers that its first row took the focus.
    while (m_list->count() > rows.size()) delete m_list->takeItem(m_list->count() - 1);
    for (int r = 0; r < rows.size(); ++r) {
        QListWidgetItem *item = m_list->item(r);
        if (!item) item = new QListWidgetItem(m_list);
        if (item->text() != rows[r]) {
            item->setText(rows[r]);
            item->setData(Qt::AccessibleTextRole, rows[r]);
        }
        // The "no melds" row is enabled and current too: the focused list reads it, where
        // a list without a current row read nothing at all.
        item->setFlags(melds == 0 ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    }
    const int row = std::clamp(current, 0, std::max(0, melds - 1));
    if (m_list->currentRow() != row) m_list->setCurrentRow(row);
    m_syncing = false;
}
