// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The end of a round, over the right of the table (issue 35: nothing on the table moves when it opens): once the last card has landed (TableScene::animationsFinished)
// every hand turns face up at its seat (cards that cost points tinted) and this panel shows a compact
// score table — a row per player, the columns of the variant's breakdown as the engine reports it
// (engine/ScoreBreakdown.h), the match total, the player who went out highlighted — with how far the
// match has come and why anything unusual counted. Enter or the button continues.

#include <QFrame>
#include <QStringList>

#include <vector>

namespace remi {
enum class ScoreColumn;
struct RoundBreakdown;
} // namespace remi

class GameController;
class QGraphicsView;
class QLabel;
class QPushButton;
class QTableWidget;
class TableScene;

class RoundEndPanel : public QFrame {
    Q_OBJECT
  public:
    RoundEndPanel(GameController *controller, TableScene *scene, QWidget *parent = nullptr);
    /// The width the table keeps beside the panel (pixels): the scene's narrowest layout.
    static constexpr int kTableRoom = 480;
    /// The panel's smallest width (pixels).
    static constexpr int kMinWidth = 240;
    /// The least the table keeps when the names and figures need more than kTableRoom leaves (pixels):
    /// the view's minimum while the panel is up (MainWindow: 560 less kMinWidth) and some spacing.
    static constexpr int kTightTableRoom = 400;
    /// The panel's side margins, and where names and figures need every pixel (pixels).
    static constexpr int kMargin = 10;
    static constexpr int kTightMargin = 4;
    /// The headings' font size as a share of the figures' (issue 35: whole headings at 1024x720).
    static constexpr double kHeadingScale = 0.85;

    /// The panel lies over the right edge of `view` (the table's view, a descendant of the panel's
    /// parent), from under the seat panels it would cover (their hands face up stay in sight) down to
    /// the view's bottom.
    void overlay(QGraphicsView *view);
    /// Unattended play (tests, demos): nothing is shown; the owner continues after roundFinished.
    void setUnattended(bool on) { m_unattended = on; }
    /// Non-empty: the button says `text` and going on asks to finish (finishRequested) instead of
    /// dealing the next round (a guided round's end).
    void setFinishText(const QString &text);
    /// The round's result as the button is read with it: its accessible name is `words` followed by
    /// its text (issue 34: "Next round push button" was read before the result). Empty: its text.
    void setResultWords(const QString &words);
    /// The round is over and the panel waits for the cards to land.
    bool isWaiting() const { return m_waiting; }
    /// Continue: the hands face down again, the panel hidden, the next round dealt (or the match end).
    /// Online the panel stays until the table deals: it says whom the table waits for (readiness()).
    void proceed();
    /// Online, between rounds: how the next round comes ("" offline): every player's Next round
    /// counts; after this player's, whom the table still waits for.
    QString readiness() const;

    // What is shown (tests, screen readers).
    QTableWidget *table() const { return m_table; }
    QPushButton *continueButton() const { return m_next; }
    QString title() const;
    QString progress() const;
    /// What the "×" column means, under the table ("" without it).
    QString caption() const;
    /// The reasons under the table, one per line.
    QStringList reasons() const { return m_reasonTexts; }
    /// The row highlighted as the player who went out, or -1.
    int highlightedRow() const { return m_winnerRow; }
    /// What screen readers say (once, issue 34): outcome, progress, each seat's round points and
    /// total ("North: 12 points this round, total 57"), the reasons, how to go on.
    QString summary() const;
    /// The width a name cell needs to show `text` whole in `font` (the item view's text margins included).
    int cellWidth(const QString &text, const QFont &font) const;
    /// The narrowest the name column gets (issue 36, V1): the longest default seat name of this
    /// game's player count in the current language, bold and with the winner's "✓ ", shows whole; a
    /// longer custom name is elided (its tooltip is the whole name).
    int nameFloor() const;
    /// The room kept for a vertical scroll bar: none where every row shows.
    int scrollReserve() const;

  signals:
    /// The panel is about to come up (filled, not yet sized): the owner makes room beside it.
    void aboutToShow();
    /// The panel came up (after the last card landed); `summary` is what to say. Emitted before the
    /// button takes the focus, so that the owner can set the words it is read with (setResultWords).
    void shown(const QString &summary);
    /// The player went on (proceed): the table has the keyboard again.
    void finished();
    /// The player went on while a finish text is set (setFinishText): no next round is dealt.
    void finishRequested();

  protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

  private:
    void onRoundFinished();
    void onAnimationsFinished();
    void showNow();
    /// Everything shown, from the engine's breakdown of the finished round (engine/ScoreBreakdown.h).
    void fill();
    /// The outcome over the table and how far the match has come.
    void fillTitle(const remi::RoundBreakdown &breakdown, const QStringList &names);
    /// The breakdown's columns that hold a figure for someone this round, the round's score always.
    static std::vector<remi::ScoreColumn> shownColumns(const remi::RoundBreakdown &breakdown);
    /// The headings (player, `shown`, total), their tooltips and the caption of a sign heading.
    void fillHeaders(const std::vector<remi::ScoreColumn> &shown);
    /// Row `s`: the name (the winner marked), the figures of `shown` and the match total.
    void fillRow(int s, const remi::RoundBreakdown &breakdown, const std::vector<remi::ScoreColumn> &shown,
                 const QString &name);
    /// Why anything unusual counted, one line each.
    void fillReasons(const remi::RoundBreakdown &breakdown, const QStringList &names);
    /// The continue button's words: next round, or the standings after the last.
    void fillButton();
    /// Online, between rounds: the readiness line and the button (disabled once this player went on).
    void fillReadiness();
    /// Hidden, the hands face down again, finished() (the table has the keyboard again).
    void dismiss();
    /// The panel's width: its columns' natural width, at most 45% of the window.
    void fitWidth();
    /// The columns' widths within the panel's width: no sideways scrolling, the figures whole.
    void fitColumns();
    /// Its place over the view (overlay), raised over it.
    void place();

    GameController *m_controller;
    TableScene *m_scene;
    QGraphicsView *m_view = nullptr; ///< the view it lies over (overlay)
    QLabel *m_title = nullptr;
    QLabel *m_progress = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_caption = nullptr; ///< what a sign heading ("×") means
    QLabel *m_reasons = nullptr;
    QLabel *m_readiness = nullptr; ///< online: whom the table waits for before the next round
    QPushButton *m_next = nullptr;
    QStringList m_reasonTexts;
    QStringList m_seatLines; ///< ScoreWords::seatLine of each seat, in seat order
    int m_winnerRow = -1;
    bool m_unattended = false;
    bool m_waiting = false;
    QString m_finishText;
    QString m_resultWords; ///< setResultWords()
};
