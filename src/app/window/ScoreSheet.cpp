// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScoreSheet.h"

#include "GameController.h"
#include "ReviewCommand.h"
#include "RoundReviews.h"
#include "engine/ScoreBreakdown.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

QString ScoreSheet::summary(const GameController *controller)
{
    const remi::Match &match = controller->match();
    QStringList totals;
    for (int s = 0; s < match.players(); ++s)
        totals << tr("%1 %2").arg(controller->matchSeatName(s)).arg(match.totals()[static_cast<std::size_t>(s)]);
    //: %n the number of settled rounds, %1 the totals ("You 45, West 120").
    QString text =
        tr("Score after %n round(s): %1", nullptr, static_cast<int>(match.history().size())).arg(totals.join(tr(", ")));
    const std::vector<int> live = liveRow(controller);
    if (!live.empty()) {
        QStringList points;
        for (int s = 0; s < match.players(); ++s)
            points << tr("%1 %2").arg(controller->matchSeatName(s)).arg(live[static_cast<std::size_t>(s)]);
        //: Rami scores during the round: %1 each player's points so far ("You 35, West -300").
        text += QLatin1Char(' ') + tr("This round so far: %1.").arg(points.join(tr(", ")));
    }
    return text;
}

std::vector<int> ScoreSheet::liveRow(const GameController *controller)
{
    const remi::Round &round = controller->round();
    const remi::Match &match = controller->match();
    if (round.isOver() || !remi::scoresDuringRound(round.rules())) return {};
    std::vector<int> row(static_cast<std::size_t>(match.players()), 0);
    const std::vector<int> live = remi::liveRoundPoints(round);
    for (int s = 0; s < round.players(); ++s)
        row[static_cast<std::size_t>(match.matchSeat(s))] = live[static_cast<std::size_t>(s)];
    return row;
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
    const std::vector<int> live = liveRow(controller);
    const int liveRows = live.empty() ? 0 : 1;
    auto *table = new QTableWidget(rounds + liveRows + 1, match.players(), dialog);
    table->setAccessibleName(tr("Score sheet"));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QStringList seats, rows;
    for (int s = 0; s < match.players(); ++s) seats << controller->matchSeatName(s);
    for (int r = 0; r < rounds; ++r) rows << tr("Round %1").arg(r + 1);
    if (liveRows) rows << tr("Round %1 so far").arg(rounds + 1);
    rows << tr("Total");
    table->setHorizontalHeaderLabels(seats);
    table->setVerticalHeaderLabels(rows);
    for (int r = 0; r < rounds; ++r)
        for (int s = 0; s < match.players(); ++s)
            table->setItem(r, s,
                           new QTableWidgetItem(QString::number(
                               match.history()[static_cast<std::size_t>(r)][static_cast<std::size_t>(s)])));
    for (int s = 0; liveRows && s < match.players(); ++s) {
        auto *item = new QTableWidgetItem(QString::number(live[static_cast<std::size_t>(s)]));
        QFont italic = item->font();
        italic.setItalic(true);
        item->setFont(italic);
        table->setItem(rounds, s, item);
    }
    for (int s = 0; s < match.players(); ++s) {
        auto *item = new QTableWidgetItem(QString::number(match.totals()[static_cast<std::size_t>(s)]));
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
        table->setItem(rounds + liveRows, s, item);
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    // Issue 40: the selected round's review (a finished round only; the round in play is not judged).
    if (auto *review = parent ? parent->findChild<ReviewCommand *>() : nullptr) {
        QPushButton *button = buttons->addButton(tr("Review this round…"), QDialogButtonBox::ActionRole);
        button->setObjectName(QStringLiteral("scoreSheetReview"));
        const auto update = [=] {
            button->setEnabled(review->reviews()->canReview() &&
                               review->reviews()->finishedRounds().contains(table->currentRow()));
        };
        QObject::connect(table, &QTableWidget::currentCellChanged, button, update);
        QObject::connect(button, &QPushButton::clicked, dialog, [=] { review->reviewRound(table->currentRow()); });
        table->setCurrentCell(std::max(0, rounds - 1), 0);
        update();
    }
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(420, 160 + 30 * (rounds + liveRows));
    dialog->show();
    table->setFocus();
}
