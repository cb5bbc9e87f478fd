// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScreenFit.h"

#include <QScreen>
#include <QWidget>

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
