// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FocusReturn.h"

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>
#include <QWidget>

FocusReturn::FocusReturn(QMainWindow *window, QWidget *home) : QObject(window), m_window(window), m_home(home)
{
    qApp->installEventFilter(this);
}

bool FocusReturn::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Hide && watched->isWidgetType() && watched != m_window) {
        const auto *widget = static_cast<QWidget *>(watched);
        const Qt::WindowType type = widget->windowType();
        // Dialogs and other windows; popups (menus) give the focus back themselves, and tooltips
        // never took it.
        if (widget->isWindow() && type != Qt::Popup && type != Qt::ToolTip && type != Qt::SplashScreen)
            QTimer::singleShot(0, this, [this] { restore(); }); // once the window is gone
    }
    return QObject::eventFilter(watched, event);
}

bool FocusReturn::restore()
{
    if (!m_window->isVisible() || QApplication::activeModalWidget() || QApplication::activePopupWidget()) return false;
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top != m_window && top->isVisible() && top->windowType() != Qt::ToolTip && top->windowType() != Qt::Popup &&
            top->isActiveWindow())
            return false; // another window of ours has the keyboard (a help window left open)
    if (!m_window->isActiveWindow()) {
        m_window->raise();
        m_window->activateWindow();
    }
    const QWidget *focus = m_window->focusWidget();
    if (m_home && m_home->isVisible() && (!focus || !focus->isVisible() || !focus->isEnabled()))
        m_home->setFocus(Qt::OtherFocusReason);
    return true;
}
