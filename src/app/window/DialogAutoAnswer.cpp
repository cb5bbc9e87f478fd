// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DialogAutoAnswer.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

#include <cstdio>

namespace DialogAutoAnswer {

void installIfAsked(QObject *owner)
{
    if (qgetenv("REMI_TEST_ANSWER_DIALOGS") != "1") return;
    auto *timer = new QTimer(owner);
    QObject::connect(timer, &QTimer::timeout, owner, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible()) return;
        QAbstractButton *answer = box->defaultButton();
        if (!answer && !box->buttons().isEmpty()) answer = box->buttons().constFirst();
        if (!answer) return;
        std::fprintf(stderr, "remi test: answered \"%s\" with \"%s\"\n", qPrintable(box->text()),
                     qPrintable(answer->text()));
        std::fflush(stderr);
        answer->click();
    });
    timer->start(100);
}

} // namespace DialogAutoAnswer
