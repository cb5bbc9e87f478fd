// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The round review's window (issue 40): a finished round of the match, one human's decisions judged
// against the expert's (play/RoundReviews, in the background: a progress bar and Cancel; the game
// goes on meanwhile). The summary line (points lost, the label from the error rate), the match's
// line over the rounds reviewed, the moments that mattered worst first (or in turn order), each as
// ReviewWords says it; the selected moment's table as it was (the engine replays the round to that
// decision, table/ReviewBoard) with the move played and the expert's marked on the cards. ← and →
// step through the moments; Tab reaches every part, Esc closes; the board's accessible name is the
// moment's sentence.
//
// Hot-seat: only human seats are offered, each review shows only that seat's view, and it is
// covered (as the table between turns) until that player asks to see it.

#include <QDialog>

#include <functional>
#include <optional>

#include "review/SavedRound.h"

class CardRenderer;
class GameController;
class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class ReviewBoard;
class RoundReviews;

class ReviewWindow : public QDialog {
    Q_OBJECT
  public:
    ReviewWindow(GameController *controller, RoundReviews *reviews, std::function<const CardRenderer *()> renderer,
                 QWidget *parent = nullptr);

    /// Shows round `round` (0 = the first) reviewed for match seat `matchSeat`, starting the review
    /// when it is not done; raises the window.
    void open(int round, int matchSeat);

    int round() const { return m_round; }
    int seat() const { return m_seat; }
    /// The moments in the order shown (worst first, or in turn order): their sentences.
    QStringList momentTexts() const;
    /// The other decisions where the expert would move otherwise at no real cost, in turn order.
    QStringList differenceTexts() const;
    /// The moment selected (-1: none); selects moment `index` of the list shown.
    int currentMoment() const;
    void selectMoment(int index);
    /// Hot-seat: the review is covered until its player shows it.
    bool isCovered() const;

    // The parts (tests, screenshots).
    QComboBox *roundBox() const { return m_roundBox; }
    QComboBox *seatBox() const { return m_seatBox; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *showButton() const { return m_show; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *matchLabel() const { return m_match; }
    QLabel *statusLabel() const { return m_status; }
    QListWidget *list() const { return m_list; }
    QCheckBox *turnOrderBox() const { return m_turnOrder; }
    QLabel *sentenceLabel() const { return m_sentence; }
    ReviewBoard *board() const { return m_board; }

  protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void retranslate();
    /// The round and seat boxes from the match as it stands.
    void fillChoices();
    /// Everything from the review's state (running, done, cancelled).
    void refresh();
    void fillMoments();
    void showMoment();
    void step(int delta);
    void startReview();
    void onChoice();

    GameController *m_controller;
    RoundReviews *m_reviews;
    int m_round = -1, m_seat = -1;
    bool m_cancelled = false;
    bool m_uncovered = false;
    std::optional<remi::review::SavedRound> m_input;
    QComboBox *m_roundBox = nullptr;
    QComboBox *m_seatBox = nullptr;
    QLabel *m_roundLabel = nullptr;
    QLabel *m_seatLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_start = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_match = nullptr;
    QLabel *m_basis = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_coverText = nullptr;
    QPushButton *m_show = nullptr;
    QListWidget *m_list = nullptr;
    QCheckBox *m_turnOrder = nullptr;
    QLabel *m_sentence = nullptr;
    ReviewBoard *m_board = nullptr;
    QPushButton *m_prev = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_close = nullptr;
};
