// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FollowGame.h"

#include "Animations.h"
#include "AppSettings.h"
#include "ChangeMarks.h"
#include "GameController.h"
#include "GameLogDock.h"
#include "GameLogModel.h"
#include "TableScene.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <algorithm>

FollowGame::FollowGame(QMainWindow *window, GameController *controller, TableScene *scene, QWidget *view,
                       QMenu *viewMenu, QWidget *curtain)
    : QObject(window), m_window(window), m_controller(controller), m_model(new GameLogModel(controller, this)),
      m_dock(new GameLogDock(m_model, window)), m_marks(new ChangeMarks(scene, this)), m_summary(new QLabel(curtain))
{
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->setVisible(AppSettings::gameLogOpen());
    m_logAction = m_dock->toggleViewAction();
    m_logAction->setObjectName(QStringLiteral("gameLogAction"));
    m_logAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    viewMenu->addAction(m_logAction);
    // Open or closed by the player (the menu, the key, the dock's close button): remembered. Not when
    // the whole window closes.
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool) {
        if (m_window->isVisible()) AppSettings::setGameLogOpen(!m_dock->isHidden());
    });
    m_skipAction = viewMenu->addAction(QString(), controller, &GameController::finishComputerTurn);
    m_skipAction->setObjectName(QStringLiteral("skipAction"));
    m_skipAction->setShortcut(QKeySequence(Qt::Key_F));
    m_view = view;
    m_focusLogAction = viewMenu->addAction(QString(), this, [this] {
        m_dock->show();
        m_dock->raise();
        QListWidget *list = m_dock->list();
        list->setFocus(Qt::ShortcutFocusReason);
        // The newest line becomes current with the list focused, so that the screen reader is told
        // of it (QListView posts the item's Focus event then) and reads it after the list's name;
        // made current before, it was never read (issue 34).
        if (list->count() > 0) {
            list->setCurrentRow(-1);
            list->setCurrentRow(list->count() - 1);
        }
    });
    m_focusLogAction->setObjectName(QStringLiteral("focusLogAction"));
    m_focusLogAction->setShortcut(QKeySequence(Qt::Key_G));
    m_dock->list()->installEventFilter(this);
    if (auto *area = qobject_cast<QAbstractScrollArea *>(view)) area->viewport()->installEventFilter(this);
    window->installEventFilter(this);

    // The hot-seat curtain: "Since your last turn:" between its title and its button.
    m_summary->setObjectName(QStringLiteral("sinceLastTurn"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_summary->setTextFormat(Qt::PlainText);
    if (auto *layout = qobject_cast<QBoxLayout *>(curtain->layout()))
        layout->insertWidget(std::max(0, layout->count() - 2), m_summary, 0, Qt::AlignHCenter);
    connect(m_model, &GameLogModel::linesAdded, this, &FollowGame::markNewLines);
    connect(m_model, &GameLogModel::linesAdded, this, &FollowGame::updateSummary);
    connect(m_model, &GameLogModel::reset, this, &FollowGame::updateSummary);
    connect(controller, &GameController::stateChanged, this, &FollowGame::updateSummary);
    connect(controller, &GameController::gameStarted, m_marks, &ChangeMarks::clear);
    retranslate();
}

void FollowGame::retranslate()
{
    m_skipAction->setText(tr("Finish the computer's tur&n"));
    m_skipAction->setToolTip(tr("Show the rest of the computer player's turn at once (F, or a click on the table)"));
    m_focusLogAction->setText(tr("&Go to the game log"));
    m_focusLogAction->setToolTip(tr("Read the game log line by line (G; Escape goes back to the table)"));
    updateSummary();
}

bool FollowGame::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_dock->list() && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        m_view->setFocus(Qt::ShortcutFocusReason); // back to the table
        return true;
    }
    if (watched == m_window && event->type() == QEvent::LanguageChange) retranslate();
    else if (watched != m_window && event->type() == QEvent::MouseButtonPress && m_controller->computerTurnInProgress())
        m_controller->finishComputerTurn(); // and the click goes on to the table
    return QObject::eventFilter(watched, event);
}

void FollowGame::markNewLines(int first)
{
    if (!m_controller->hasGame()) return;
    const std::vector<GameLogLine> &lines = m_model->lines();
    const int viewer = m_model->viewer();
    const int seat = m_controller->humanSeat();
    for (std::size_t i = static_cast<std::size_t>(std::max(0, first)); i < lines.size(); ++i) {
        const GameLogLine &line = lines[i];
        if (line.kind != GameLogLine::Kind::Action || line.round != m_controller->match().roundNumber()) continue;
        if (viewer < 0 || line.actor != viewer) {
            // Another player's change: the melds it touched and its cards where they lie (a discard).
            m_marks->mark(line.melds, line.cards, Animations::changeMarkMs());
            continue;
        }
        // Your own action: only the cards that came to your hand (a draw, a pick-up).
        std::vector<remi::CardId> mine;
        if (seat >= 0)
            for (remi::CardId id : line.cards)
                for (const remi::Card &c : m_controller->round().hand(seat))
                    if (c.id == id) mine.push_back(id);
        m_marks->mark({}, mine, Animations::changeMarkMs());
    }
}

void FollowGame::updateSummary()
{
    if (!m_controller->hasGame() || !m_controller->curtainUp()) {
        m_summary->clear();
        return;
    }
    // Public lines only: whoever sits at the screen while the curtain is up may read them.
    const int next = m_controller->match().matchSeat(m_controller->round().currentSeat());
    const std::vector<GameLogLine> since = GameLog::sinceLastTurn(m_model->linesFor(-1), next);
    QStringList text;
    for (const GameLogLine &line : since) text << line.text;
    // A long absence: the newest lines (the whole story is in the game log panel).
    constexpr qsizetype kMostLines = 14;
    if (text.size() > kMostLines) text = QStringList{QStringLiteral("…")} + text.mid(text.size() - kMostLines);
    m_summary->setText(text.isEmpty() ? QString()
                                      : tr("Since your last turn:") + QLatin1Char('\n') + text.join(QLatin1Char('\n')));
}
