// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScreenFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <algorithm>

void ScreenFit::resize(QWidget *dialog, QSize wanted)
{
    const QWidget *owner = dialog->parentWidget() ? dialog->parentWidget()->window() : dialog;
    const QScreen *screen = owner->screen();
    if (!screen) {
        dialog->resize(wanted);
        return;
    }
    const QSize room = (screen->availableGeometry().size() - kFrame).expandedTo(QSize(200, 150));
    dialog->resize(wanted.boundedTo(room));
}

void ScreenFit::keepInside(QWidget *window)
{
    const QScreen *screen = QGuiApplication::screenAt(window->geometry().center());
    if (!screen) screen = QGuiApplication::primaryScreen();
    if (!screen) return;
    const QRect free = screen->availableGeometry();
    const QSize room = (free.size() - kFrame).expandedTo(QSize(200, 150));
    window->setMinimumSize(window->minimumSize().boundedTo(room));
    if (window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)) return; // the screen's own size
    QRect place = window->geometry();
    place.setSize(place.size().boundedTo(room));
    // Inside the free area (the window manager fits its frame in the room kept for it).
    place.moveLeft(std::clamp(place.left(), free.left(), free.left() + free.width() - place.width()));
    place.moveTop(std::clamp(place.top(), free.top(), free.top() + free.height() - place.height()));
    if (place != window->geometry()) window->setGeometry(place);
}
