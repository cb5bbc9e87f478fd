// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Announcer.h"

#include <QAccessible>
#include <QMainWindow>
#include <QStatusBar>

Announcer::Announcer(QMainWindow *window, QWidget *view) : QObject(window), m_window(window), m_view(view) {}

void Announcer::announce(const QString &text, const QString &name)
{
    m_last = text;
    m_window->statusBar()->showMessage(text, 10000);
    if (!name.isEmpty() && name != m_view->accessibleName()) {
        m_view->setAccessibleName(name);
        QAccessibleEvent nameEvent(m_view, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&nameEvent);
    }
    m_view->setAccessibleDescription(text);
    QAccessibleEvent event(m_view, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}
