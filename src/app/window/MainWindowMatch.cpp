// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// MainWindow's matches: a game started (from the command line, the New Game dialog, a rematch),
// the question before one replaces a game in progress, the match's end (the standings and what
// comes next), and the statistics of single-human matches.

#include "MainWindow.h"

#include "AppSettings.h"
#include "GameController.h"
#include "GameWords.h"
#include "KeyboardController.h"
#include "MatchEndDialog.h"
#include "NewGameDialog.h"
#include "OnlineClient.h"
#include "RoundEndPanel.h"
#include "StatisticsDialog.h"
#include "StatsRecorder.h"
#include "TableScene.h"
#include "TableView.h"

#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>

namespace {
/// A new match is on the table (a new game or a rematch): laid out for the view, said with the
/// turn's instruction when the human plays first (it was said already, but this replaces it), else
/// with who starts (issue 34: the first round did not say it, the next ones did); the keys go to
/// the table.
void showNewMatch(TableScene *scene, TableView *view, KeyboardController *keys, const GameController *controller)
{
    scene->relayout(QSizeF(view->viewport()->size()));
    //: %1 what to do on the first turn ("Your turn: draw from the stock (D) or take the discard (T)…").
    keys->announce(controller->isHumanTurn()
                       ? MainWindow::tr("New game dealt. %1").arg(keys->turnPrompt())
                       : MainWindow::tr("New game dealt.") + QLatin1Char(' ') + keys->whoStarts());
    view->setFocus();
}
} // namespace

bool MainWindow::startGame(const QString &variant, int players, quint64 seed)
{
    return startGame(variant, GameController::defaultSeats(players), seed);
}

bool MainWindow::startGame(const QString &variant, const QList<SeatConfig> &seats, quint64 seed)
{
    QString problem;
    std::optional<remi::RuleSet> rules = AppSettings::rules(variant, &problem);
    if (!rules) return false;
    if (!problem.isEmpty()) {
        // Stored options refused (an older or edited settings file): those keep the preset's values,
        // and the settings notice says so until they are fixed.
        qWarning("Settings ignored: %s", qPrintable(problem));
        updateSettingsNotice();
    }
    if (!m_controller->newGame(*rules, seats, seed)) return false;
    m_variant = variant;
    m_players = static_cast<int>(seats.size());
    m_seats = m_controller->seats(); // with the default names given
    showNewMatch(m_scene, m_view, m_keys, m_controller);
    return true;
}

bool MainWindow::confirmNewGame()
{
    // A new game over one in progress asks first (Keep playing by default).
    if (!m_controller->hasGame() || m_controller->match().isOver()) return true;
    QMessageBox ask(QMessageBox::Question, GameWords::newGameQuestion(), GameWords::newGameQuestion(),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("newGameQuestion"));
    ask.setInformativeText(GameWords::newGameDetail());
    QPushButton *start = ask.addButton(GameWords::startNewGame(), QMessageBox::AcceptRole);
    ask.setDefaultButton(ask.addButton(GameWords::keepPlaying(), QMessageBox::RejectRole));
    ask.exec();
    return ask.clickedButton() == start;
}

void MainWindow::newGame()
{
    if (!confirmNewGame()) return;
    NewGameDialog dialog(this);
    dialog.setSeats(m_seats);
    dialog.setVariant(m_variant, m_players);
    dialog.setGamePlayed(m_controller->hasGame() && !m_controller->match().isOver()
                             ? QString::fromStdString(m_controller->round().rules().variant)
                             : QString());
    if (dialog.exec() != QDialog::Accepted) return;
    startGame(dialog.variant(), dialog.seats(), dialog.seed().value_or(QRandomGenerator::global()->generate64()));
}

void MainWindow::enableStatistics(const QString &path)
{
    if (m_stats) return;
    // Single-human matches count in the statistics; a bad statistics file is only reported.
    m_stats = new StatsRecorder(m_controller, path, this);
    connect(m_stats, &StatsRecorder::problem, this, [this](const QString &message) {
        qWarning("%s", qPrintable(message));
        statusBar()->showMessage(message, 10000);
    });
}

void MainWindow::showStatistics()
{
    StatisticsDialog dialog(m_stats ? m_stats->path() : QString(), this);
    dialog.exec();
}

bool MainWindow::rematch(quint64 seed)
{
    if (!m_controller->hasGame()) return false;
    const remi::RuleSet rules = m_controller->match().rules();
    const QList<SeatConfig> seats = m_controller->seats();
    if (!m_controller->newGame(rules, seats, seed)) return false;
    m_players = static_cast<int>(seats.size());
    m_seats = m_controller->seats();
    showNewMatch(m_scene, m_view, m_keys, m_controller);
    return true;
}

void MainWindow::onMatchFinished()
{
    if (m_unattended) return;
    auto *dialog = new MatchEndDialog(m_controller, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_controller->isOnline()) {
        // The table deals the rematch (docs/PROTOCOL.md "Rematch"); its round 1 comes as an update.
        dialog->setTable(m_online->isHost() ? MatchEndDialog::Table::OnlineHost : MatchEndDialog::Table::OnlineGuest);
        connect(dialog, &MatchEndDialog::rematchRequested, m_online, &OnlineClient::rematch);
        connect(m_controller, &GameController::gameStarted, dialog, &QDialog::reject); // dealt: for everyone
    } else {
        connect(dialog, &MatchEndDialog::rematchRequested, this,
                [this] { rematch(QRandomGenerator::global()->generate64()); });
    }
    connect(dialog, &MatchEndDialog::newGameRequested, this, &MainWindow::newGame, Qt::QueuedConnection);
    // Closed: the round end's button opens the standings again (RoundEndPanel::proceed), and has the
    // focus: Enter does what the status line says.
    connect(dialog, &QDialog::rejected, this, [this] {
        if (m_roundEnd->isVisible()) m_roundEnd->continueButton()->setFocus(Qt::OtherFocusReason);
    });
    dialog->open();
    // The screen reader reads the dialog with the winner as it opens; the totals are said after it.
    m_keys->announce(dialog->standingsText());
}
