// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MatchEndDialog.h"
#include "MarkWords.h"
#include "ScreenFit.h"

#include "GameController.h"
#include "ScoreWords.h"
#include "engine/ScoreBreakdown.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <iterator>
#include <numeric>

namespace {
const QColor kWinnerRow(255, 226, 140);
}

int MatchEndDialog::roundTickStep(int rounds)
{
    for (int step = 1;; step *= 10)
        for (int factor : {1, 2, 5})
            if (rounds <= 10 * step * factor) return step * factor;
}

MatchEndDialog::MatchEndDialog(const GameController *controller, QWidget *parent, const remi::Match *match)
    : QDialog(parent), m_controller(controller), m_match(match ? match : &controller->match())
{
    setObjectName(QStringLiteral("matchEndDialog"));
    auto *layout = new QVBoxLayout(this);
    m_winners = new QLabel(this);
    m_winners->setObjectName(QStringLiteral("matchEndWinners"));
    QFont big = m_winners->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_winners->setFont(big);
    m_winners->setWordWrap(true);
    layout->addWidget(m_winners);
    auto *middle = new QHBoxLayout;
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("standings"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab leaves the standings (the arrows walk its cells): a blind tester's Tab never got out of it.
    m_table->setTabKeyNavigation(false);
    middle->addWidget(m_table, 2);
    m_chart = new QChartView(this);
    m_chart->setObjectName(QStringLiteral("totalsChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(260, 200);
    m_chart->setFocusPolicy(Qt::NoFocus);
    middle->addWidget(m_chart, 3);
    layout->addLayout(middle, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_rematch = new QPushButton(this);
    m_rematch->setObjectName(QStringLiteral("rematchButton"));
    m_rematch->setDefault(true);
    m_newGame = new QPushButton(this);
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_close = new QPushButton(this);
    m_close->setObjectName(QStringLiteral("closeButton"));
    for (QPushButton *b : {m_rematch, m_newGame, m_close}) buttons->addWidget(b);
    layout->addLayout(buttons);
    connect(m_rematch, &QPushButton::clicked, this, [this] {
        accept();
        emit rematchRequested();
    });
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    retranslateUi();
    // Within the window it ends (760 pixels overhung a 720-pixel window by its edges),
    // as long as its contents fit.
    QSize wanted(760, 420);
    if (parent && parent->window())
        wanted = wanted.boundedTo(parent->window()->size() - QSize(24, 24)).expandedTo(minimumSizeHint());
    ScreenFit::resize(this, wanted);
    m_rematch->setFocus();
}

void MatchEndDialog::setTable(Table table)
{
    m_tableKind = table;
    retranslateUi();
    m_rematch->setVisible(table != Table::OnlineEarlier);
    m_newGame->setVisible(table != Table::OnlineEarlier);
    if (table == Table::OnlineGuest || table == Table::OnlineEarlier) {
        m_close->setDefault(true);
        m_close->setFocus();
    }
}

QList<QList<int>> MatchEndDialog::runningTotals(const GameController *controller)
{
    return runningTotals(controller->match());
}

QList<QList<int>> MatchEndDialog::runningTotals(const remi::Match &match)
{
    QList<QList<int>> out;
    QList<int> sum(match.players(), 0);
    for (const std::vector<int> &row : match.history()) {
        for (int s = 0; s < match.players(); ++s) sum[s] += row[static_cast<std::size_t>(s)];
        out << sum;
    }
    return out;
}

QString MatchEndDialog::winnersText() const
{
    return m_winners->text();
}

void MatchEndDialog::retranslateUi()
{
    const remi::Match &match = *m_match;
    const remi::MatchGoal goal = remi::matchGoal(match.rules(), match.players());
    //: The standings of the match played before the host's rematch (Game → Match standings…).
    setWindowTitle(m_tableKind == Table::OnlineEarlier ? tr("The last match") : tr("Match over"));
    QStringList names;
    for (int seat : match.winners()) names << m_controller->matchSeatName(seat);
    m_winners->setText(ScoreWords::winners(names));
    m_winners->setAccessibleName(m_winners->text());

    // Places: the best total first (the lowest where lower is better); equal totals share a place.
    std::vector<int> order(static_cast<std::size_t>(match.players()));
    std::iota(order.begin(), order.end(), 0);
    const std::vector<int> &totals = match.totals();
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const int ta = totals[static_cast<std::size_t>(a)], tb = totals[static_cast<std::size_t>(b)];
        return goal.lowerIsBetter ? ta < tb : ta > tb;
    });
    // The winners first whatever their totals (elimination: the last player left).
    std::stable_partition(order.begin(), order.end(), [&](int s) {
        return std::find(match.winners().begin(), match.winners().end(), s) != match.winners().end();
    });
    m_table->clear();
    m_table->setColumnCount(3);
    m_table->setRowCount(match.players());
    m_table->setHorizontalHeaderLabels({tr("Place"), ScoreWords::player(), ScoreWords::total()});
    int place = 0;
    QStringList said;
    for (int row = 0; row < match.players(); ++row) {
        const int seat = order[static_cast<std::size_t>(row)];
        const bool winner = std::find(match.winners().begin(), match.winners().end(), seat) != match.winners().end();
        if (row == 0 || winner ||
            totals[static_cast<std::size_t>(seat)] !=
                totals[static_cast<std::size_t>(order[static_cast<std::size_t>(row) - 1])])
            place = row + 1;
        const QString texts[] = {ScoreWords::place(place),
                                 (winner ? MarkWords::winnerSign() + QLatin1Char(' ') : QString()) +
                                     m_controller->matchSeatName(seat),
                                 QString::number(totals[static_cast<std::size_t>(seat)])};
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem(texts[c]);
            item->setTextAlignment((c == 1 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
            if (winner) {
                item->setBackground(kWinnerRow);
                item->setForeground(Qt::black);
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(row, c, item);
        }
        //: One place of the standings as said: %1 the place ("1."), %2 the player, %3 the total.
        said << tr("%1 %2, %3").arg(texts[0], m_controller->matchSeatName(seat), texts[2]);
    }
    //: The match's standings said to a screen reader: %1 the places ("1. You, 100; 2. Ana, 0").
    m_standingsText = tr("Standings: %1.").arg(said.join(QStringLiteral("; ")));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Standings"));
    m_chart->setAccessibleName(tr("Totals after each round"));
    m_rematch->setText(m_tableKind == Table::OnlineGuest ? tr("Waiting for the host…") : tr("&Rematch"));
    m_rematch->setEnabled(m_tableKind != Table::OnlineGuest);
    m_rematch->setToolTip(m_tableKind == Table::OnlineGuest ? tr("The host of the table deals a rematch")
                          : m_tableKind == Table::OnlineHost
                              ? tr("A new match at this table: the same players and options, newly shuffled")
                              : tr("The same players and options, newly shuffled"));
    // At a network table a new game is a local one: it leaves the table (issue 39: it was unclear).
    const bool online = m_tableKind == Table::OnlineHost || m_tableKind == Table::OnlineGuest;
    m_newGame->setText(online ? tr("&Leave the table and start a new game…") : tr("&New game…"));
    m_newGame->setToolTip(online ? tr("A new game on this computer: you leave this table") : QString());
    m_close->setText(tr("&Close"));
    fillChart();
}

QColor MatchEndDialog::seriesColour(int seat)
{
    // Okabe and Ito's colours, told apart also by colour-blind eyes (the chart's own light blue and
    // purple for "You" and East were hard to tell apart): blue, vermilion, bluish green, reddish
    // purple, orange, sky blue, black, brown.
    static const QColor colours[] = {QColor(0, 114, 178),   QColor(213, 94, 0),  QColor(0, 158, 115),
                                     QColor(204, 121, 167), QColor(230, 159, 0), QColor(86, 180, 233),
                                     QColor(0, 0, 0),       QColor(120, 70, 30)};
    return colours[static_cast<std::size_t>(seat) % std::size(colours)];
}

void MatchEndDialog::fillChart()
{
    const remi::Match &match = *m_match;
    const QList<QList<int>> rows = runningTotals(match);
    auto *chart = new QChart;
    chart->setTitle(tr("Totals after each round"));
    int low = 0, high = 0;
    for (int s = 0; s < match.players(); ++s) {
        auto *series = new QLineSeries(chart);
        series->setName(m_controller->matchSeatName(s));
        series->append(0, 0);
        for (int r = 0; r < rows.size(); ++r) {
            series->append(r + 1, rows[r][s]);
            low = std::min(low, rows[r][s]);
            high = std::max(high, rows[r][s]);
        }
        series->setPointsVisible(rows.size() <= 20);
        series->setPen(QPen(seriesColour(s), 3));
        chart->addSeries(series);
    }
    auto *x = new QValueAxis(chart);
    x->setRange(0, std::max<qsizetype>(1, rows.size()));
    // A tick on whole rounds only (18 rounds in 10 even ticks read "0 1 3 5 7…"): every round, or every
    // 2nd, 5th, 10th… so that there are at most ten.
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(roundTickStep(static_cast<int>(rows.size())));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Round"));
    auto *y = new QValueAxis(chart);
    y->setRange(low, high == low ? low + 1 : high);
    y->setLabelFormat(QStringLiteral("%d"));
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

void MatchEndDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_table) retranslateUi();
    QDialog::changeEvent(event);
}
