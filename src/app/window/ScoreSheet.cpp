// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScoreSheet.h"

#include "GameController.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

QString ScoreSheet::summary(const GameController *controller)
{
    const remi::Match &match = controller->match();
    QStringList totals;
    for (int s = 0; s < match.players(); ++s)
        totals << tr("%1 %2").arg(controller->matchSeatName(s)).arg(match.totals()[static_cast<std::size_t>(s)]);
    //: %1 the number of settled rounds, %2 the totals ("You 45, West 120").
    return tr("Score after %1 rounds: %2").arg(match.history().size()).arg(totals.join(tr(", ")));
}

void ScoreSheet::show(const GameController *controller, QWidget *parent)
{
    const remi::Match &match = controller->match();
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("scoreSheet"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Score sheet"));
    auto *layout = new QVBoxLayout(dialog);
    const int rounds = static_cast<int>(match.history().size());
    auto *table = new QTableWidget(rounds + 1, match.players(), dialog);
    table->setAccessibleName(tr("Score sheet"));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QStringList seats, rows;
    for (int s = 0; s < match.players(); ++s)
        seats << controller->matchSeatName(s);
    for (int r = 0; r < rounds; ++r)
        rows << tr("Round %1").arg(r + 1);
    rows << tr("Total");
    table->setHorizontalHeaderLabels(seats);
    table->setVerticalHeaderLabels(rows);
    for (int r = 0; r < rounds; ++r)
        for (int s = 0; s < match.players(); ++s)
            table->setItem(r, s, new QTableWidgetItem(QString::number(
                                     match.history()[static_cast<std::size_t>(r)][static_cast<std::size_t>(s)])));
    for (int s = 0; s < match.players(); ++s) {
        auto *item = new QTableWidgetItem(QString::number(match.totals()[static_cast<std::size_t>(s)]));
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
        table->setItem(rounds, s, item);
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(420, 160 + 30 * rounds);
    dialog->show();
    table->setFocus();
}
