// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReviewCommand.h"

#include "GameController.h"
#include "ReviewWindow.h"
#include "RoundEndPanel.h"
#include "RoundReviews.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

ReviewCommand::ReviewCommand(QWidget *window, GameController *controller,
                             std::function<const CardRenderer *()> renderer, QMenu *menu, RoundEndPanel *panel)
    : QObject(window), m_window(window), m_controller(controller), m_renderer(renderer),
      m_reviews(new RoundReviews(controller, this)), m_panel(panel)
{
    m_action = menu->addAction(QString());
    m_action->setObjectName(QStringLiteral("reviewAction"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_action->setShortcutContext(Qt::WindowShortcut);
    connect(m_action, &QAction::triggered, this, &ReviewCommand::run);
    window->addAction(m_action);

    // The round end's button: the same action. Enter on it reviews (autoDefault: the panel's own
    // Enter goes on to the next round only from elsewhere).
    m_button = new QPushButton(panel);
    m_button->setObjectName(QStringLiteral("reviewButton"));
    m_button->setAutoDefault(true);
    connect(m_button, &QPushButton::clicked, m_action, &QAction::trigger);
    if (auto *layout = qobject_cast<QVBoxLayout *>(panel->layout())) {
        const int next = layout->indexOf(panel->continueButton());
        layout->insertWidget(next < 0 ? layout->count() : next, m_button, 0, Qt::AlignRight);
    }
    QWidget::setTabOrder(panel->continueButton(), m_button);

    connect(controller, &GameController::gameStarted, this, &ReviewCommand::update);
    connect(controller, &GameController::roundFinished, this, &ReviewCommand::update);
    connect(controller, &GameController::stateChanged, this, &ReviewCommand::update);
    retranslate();
    update();
}

ReviewCommand::~ReviewCommand()
{
    delete m_reviewWindow.data();
}

ReviewWindow *ReviewCommand::window() const
{
    return m_reviewWindow;
}

void ReviewCommand::update()
{
    const bool can = m_reviews->canReview();
    m_action->setEnabled(can);
    m_button->setEnabled(can);
    // Online the round's deal stays on the table's server (docs/PROTOCOL.md "Cards"): no review, and
    // the entry says why (issue 39: it was greyed out without a word).
    const bool online = m_controller->hasGame() && m_controller->isOnline();
    const QString tip = online ? tr("A round at a network table cannot be reviewed: only the table's server knows "
                                    "the cards that were dealt.")
                               : tr("What the expert would have done, turn by turn (%1)")
                                     .arg(m_action->shortcut().toString(QKeySequence::NativeText));
    m_action->setToolTip(tip);
    m_action->setStatusTip(online ? tip : QString());
    m_button->setToolTip(tip);
}

void ReviewCommand::run()
{
    update();
    if (m_action->isEnabled()) reviewRound(m_reviews->finishedRounds().constLast());
}

bool ReviewCommand::reviewRound(int round)
{
    if (!m_reviews->canReview() || !m_reviews->finishedRounds().contains(round)) return false;
    const QList<int> seats = m_reviews->reviewers();
    // The human who played last (hot-seat), else the human.
    int seat = seats.constFirst();
    if (const int roundSeat = m_controller->humanSeat(); roundSeat >= 0) {
        const int matchSeat = m_controller->match().matchSeat(roundSeat);
        if (seats.contains(matchSeat)) seat = matchSeat;
    }
    review(round, seat);
    return true;
}

void ReviewCommand::review(int round, int matchSeat)
{
    if (!m_reviewWindow) {
        m_reviewWindow = new ReviewWindow(m_controller, m_reviews, m_renderer, m_window);
        // Closed at the round end: the focus goes to the panel's continue button, so that Enter does
        // what the status line says (issue 35: it went back to the review button and reopened the review).
        connect(m_reviewWindow, &QDialog::finished, this, [this] {
            if (m_panel && m_panel->isVisible()) m_panel->continueButton()->setFocus(Qt::OtherFocusReason);
        });
    }
    m_reviewWindow->open(round, matchSeat);
}

void ReviewCommand::retranslate()
{
    m_action->setText(tr("Re&view my round…"));
    m_button->setText(tr("Review my round…"));
    update(); // the tooltips
}
