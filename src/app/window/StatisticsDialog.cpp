// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StatisticsDialog.h"
#include "ScreenFit.h"

#include "ScoreWords.h"
#include "Statistics.h"
#include "VariantNames.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

StatisticsDialog::StatisticsDialog(const QString &path, QWidget *parent)
    : QDialog(parent), m_path(path.isEmpty() ? Statistics::defaultPath() : path)
{
    setObjectName(QStringLiteral("statisticsDialog"));
    auto *layout = new QVBoxLayout(this);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("statisticsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table, 1);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);
    auto *buttons = new QHBoxLayout;
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("resetStatisticsButton"));
    m_close = new QPushButton(this);
    m_close->setDefault(true);
    buttons->addWidget(m_reset);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_reset, &QPushButton::clicked, this, [this] { reset(true); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    retranslateUi();
    // As wide as the columns' headings and cells need ("Најдужа серија победа" was cut at 860 px,
    // sr review L2), at most the screen (ScreenFit), where the table scrolls.
    const QMargins margins = layout->contentsMargins();
    ScreenFit::resize(this, QSize(std::max(860, tableWidth() + margins.left() + margins.right()), 300));
}

int StatisticsDialog::tableWidth() const
{
    int width = 2 * m_table->frameWidth();
    const QAbstractItemView *view = m_table; // sizeHintForColumn is public there
    for (int c = 0; c < m_table->columnCount(); ++c)
        width += std::max(m_table->horizontalHeader()->sectionSizeHint(c), view->sizeHintForColumn(c));
    return width;
}

QString StatisticsDialog::message() const
{
    return m_message->text();
}

void StatisticsDialog::reset(bool ask)
{
    if (ask && QMessageBox::question(this, tr("Reset statistics"),
                                     tr("Forget every match played so far? This cannot be undone."),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    Statistics stats(m_path);
    stats.reset();
    QString message;
    if (!stats.save(&message)) {
        m_message->setText(message);
        m_message->show();
    }
    fill();
}

void StatisticsDialog::retranslateUi()
{
    setWindowTitle(tr("Statistics"));
    m_reset->setText(tr("&Reset…"));
    m_close->setText(tr("&Close"));
    fill();
}

void StatisticsDialog::fill()
{
    Statistics stats(m_path);
    QString message;
    if (!stats.load(&message)) {
        m_message->setText(message);
        m_message->show();
    }
    const QList<StatsRecord> records = stats.records();
    const QStringList headers{tr("Game"),           tr("Computer players"), tr("Played"),      tr("Won"),
                              tr("Win rate"),       tr("Best total"),       tr("Worst total"), tr("Streak"),
                              tr("Longest streak"), tr("Rounds won")};
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(static_cast<int>(records.size()));
    for (int row = 0; row < records.size(); ++row) {
        const StatsRecord &r = records[row];
        const QString level = r.level == QLatin1String("easy")     ? tr("easy")
                              : r.level == QLatin1String("normal") ? tr("normal")
                              : r.level == QLatin1String("hard")   ? tr("hard")
                              : r.level == QLatin1String("expert") ? tr("expert")
                                                                   : tr("mixed");
        const QStringList cells{VariantNames::title(r.variant),   level,
                                QString::number(r.played),        QString::number(r.won),
                                tr("%1%").arg(r.winRate()),       QString::number(r.bestTotal),
                                QString::number(r.worstTotal),    QString::number(r.currentStreak),
                                QString::number(r.longestStreak), QString::number(r.roundsWon)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment((c < 2 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
            m_table->setItem(row, c, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("Statistics"));
    m_reset->setEnabled(!records.isEmpty());
}

void StatisticsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_table) retranslateUi();
    QDialog::changeEvent(event);
}
