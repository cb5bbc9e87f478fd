// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The end of a match: the standings (place, player, total; the winners highlighted), the totals
// round by round as a line chart (Qt Charts), and Rematch (the same seats and options, a new
// seed), New game… and Close.

#include <QColor>
#include <QDialog>

class GameController;
namespace remi {
class Match;
}
class QChartView;
class QLabel;
class QPushButton;
class QTableWidget;

class MatchEndDialog : public QDialog {
    Q_OBJECT
  public:
    /// The chart's step between round ticks: 1, 2, 5, 10, 20… rounds, at most ten ticks.
    static int roundTickStep(int rounds);
    /// The standings of `match` (the controller's own when null; the seats' names are the controller's).
    MatchEndDialog(const GameController *controller, QWidget *parent = nullptr, const remi::Match *match = nullptr);

    QTableWidget *standings() const { return m_table; }
    /// The line colour of match seat `seat` in the chart (eight colours, told apart also by
    /// colour-blind eyes; then again from the first).
    static QColor seriesColour(int seat);
    QChartView *chart() const { return m_chart; }
    QString winnersText() const;
    /// The standings in words, each place with its total: "Standings: 1. You, 100; 2. Ana, 0." (said
    /// as the dialog opens, issue 34: the screen reader reads the winner from the dialog itself).
    QString standingsText() const { return m_standingsText; }
    /// The totals after each round per match seat: row r = after round r+1 (what the chart draws).
    static QList<QList<int>> runningTotals(const GameController *controller);
    static QList<QList<int>> runningTotals(const remi::Match &match);

    /// At a network table (issue 39): the host's Rematch asks the table for a new match; another
    /// player's is disabled and says "Waiting for the host…"; New game… says that it leaves the table.
    /// OnlineEarlier: the match before the host's rematch, its standings only (Close).
    enum class Table { Local, OnlineHost, OnlineGuest, OnlineEarlier };
    void setTable(Table table);
    QPushButton *rematchButton() const { return m_rematch; }
    QPushButton *newGameButton() const { return m_newGame; }

  signals:
    void rematchRequested();
    void newGameRequested();

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void retranslateUi();
    void fillChart();

    const GameController *m_controller;
    const remi::Match *m_match; ///< the match shown
    QLabel *m_winners = nullptr;
    QString m_standingsText;
    QTableWidget *m_table = nullptr;
    QChartView *m_chart = nullptr;
    QPushButton *m_rematch = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_close = nullptr;
    Table m_tableKind = Table::Local;
};
