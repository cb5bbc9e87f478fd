// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FileOpenFilter.h"

#include "MainWindow.h"

#include <QApplication>
#include <QFileOpenEvent>
#include <QPointer>
#include <QTimer>

FileOpenFilter::FileOpenFilter(QObject *app) : QObject(app)
{
    app->installEventFilter(this);
}

MainWindow *FileOpenFilter::mainWindow()
{
    // The active one first (two windows: the one the player is looking at), else any shown one.
    if (auto *active = qobject_cast<MainWindow *>(QApplication::activeWindow());
        active && active->keepsPlace() && active->isVisible())
        return active;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *window = qobject_cast<MainWindow *>(w); window && window->keepsPlace() && window->isVisible())
            return window;
    return nullptr;
}

void FileOpenFilter::openPending(MainWindow *window)
{
    const QString path = m_pending;
    m_pending.clear();
    window->openPath(path);
}

bool FileOpenFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FileOpen) {
        const QString path = static_cast<QFileOpenEvent *>(event)->file();
        if (path.isEmpty()) return QObject::eventFilter(watched, event); // a URL: not ours
        m_pending = path;
        if (MainWindow *window = mainWindow()) openPending(window);
        return true;
    }
    if (event->type() == QEvent::Show && !m_pending.isEmpty()) {
        auto *window = qobject_cast<MainWindow *>(watched);
        if (window && window->keepsPlace()) {
            // After the show: main.cpp has dealt or continued the game, which the file replaces.
            QTimer::singleShot(0, this, [this, guard = QPointer<MainWindow>(window)] {
                if (guard && !m_pending.isEmpty()) openPending(guard);
            });
        }
    }
    return QObject::eventFilter(watched, event);
}
