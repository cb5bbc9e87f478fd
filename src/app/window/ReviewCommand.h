// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// "Review my round" (issue 40): one command — the Game menu's entry, its key (Ctrl+R) and the
// button at the round's end all trigger the same QAction — that opens the review window
// (ReviewWindow) on the last finished round of the match for the human who played it. Enabled only
// when a finished round and a human seat exist: never during the first round, so that a hot-seat
// review never shows a round still in play. The reviews run in the background (play/RoundReviews)
// and go on when the next round is dealt.

#include <QObject>

#include <QPointer>
#include <functional>

class CardRenderer;
class GameController;
class QAction;
class QMenu;
class QPushButton;
class ReviewWindow;
class RoundEndPanel;
class RoundReviews;

class ReviewCommand : public QObject {
    Q_OBJECT
  public:
    /// The entry goes into `menu`; the button into `panel` above its "Next round" button.
    ReviewCommand(QWidget *window, GameController *controller, std::function<const CardRenderer *()> renderer,
                  QMenu *menu, RoundEndPanel *panel);

    /// The review window goes first (it reads the reviews), then the reviews stop and wait.
    ~ReviewCommand() override;

    QAction *action() const { return m_action; }
    QPushButton *button() const { return m_button; }
    RoundReviews *reviews() const { return m_reviews; }
    /// The review window (null until the command first ran).
    ReviewWindow *window() const;
    /// The command: the last finished round, for the human who played last (hot-seat) or the human.
    void run();
    /// Opens the review of `round` (0 = the first) for match seat `matchSeat`.
    void review(int round, int matchSeat);
    /// Opens the review of finished round `round` for the human who played last (the score sheet's
    /// button); false when that round may not be reviewed.
    bool reviewRound(int round);
    void retranslate();

  private:
    void update();

    QWidget *m_window;
    GameController *m_controller;
    std::function<const CardRenderer *()> m_renderer;
    RoundReviews *m_reviews;
    QAction *m_action = nullptr;
    QPushButton *m_button = nullptr;
    QPointer<ReviewWindow> m_reviewWindow;
    RoundEndPanel *m_panel; ///< the round end, whose continue button has the focus after the review
};
