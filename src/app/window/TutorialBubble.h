// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The guided round's bubble: a box with the step's words over the table, pointing at the
// thing the step is about (the stock, the pile, hand cards, a table meld, a button), which is
// outlined (with the player's score where the step is about it). It lies over the window's central
// widget and lets every click through; the step's words, with the line under them ("Not yet…"), are
// its accessible description, and the words are announced (status line and screen readers) when the
// step begins. It is hidden while a computer player moves.

#include <QRect>
#include <QString>
#include <QWidget>

class MainWindow;
class QTimer;
class Tutorial;

class TutorialBubble : public QWidget {
    Q_OBJECT
  public:
    TutorialBubble(MainWindow *window, Tutorial *tutorial);

    /// The words shown ("" while hidden).
    QString text() const { return m_text; }
    /// The outlined places and the bubble, in this widget's coordinates (empty while hidden).
    QList<QRect> targets() const { return m_targets; }
    QRect bubbleRect() const { return m_bubble; }
    /// The arrow's bounding box (empty without an arrow).
    QRect arrowRect() const { return m_shown ? arrowBox(m_bubble, m_arrowTip) : QRect(); }
    /// The line under the step's words: "Not yet…" for a while after an action the step does not ask
    /// for, how to finish once the lesson is done; else "".
    QString note() const { return m_shown ? m_note : QString(); }
    /// The step's header ("Step 3 of 16").
    QString header() const;
    /// What was announced last for a step: "Step 3 of 16: …" (status line and screen readers).
    QString announced() const { return m_said; }

  protected:
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    /// The step, its targets and the bubble's place again; announces a new step.
    void follow(bool announce);
    QList<QRect> findTargets() const;
    QRect sceneRectToHere(const QRectF &sceneRect) const;
    /// What the bubble should rather not cover: the cards and the seats (the status line is weighed
    /// apart, as much as the target: place()).
    QList<QRect> obstacles() const;
    /// Where a bubble of `size` goes in `area` for `target` (null: no target).
    QRect place(QSize size, const QRect &area, const QRect &target) const;
    /// Where the bubble's arrow ends on `target` (null: no arrow, the bubble is on it).
    static QPoint arrowTip(const QRect &box, const QRect &target);
    /// The bounding box of the wedge from `box` to `tip` (empty for a null tip).
    static QRect arrowBox(const QRect &box, const QPoint &tip);

    MainWindow *m_window;
    Tutorial *m_tutorial;
    QString m_text;
    QString m_note;
    QTimer *m_noteTimer = nullptr;
    QList<QRect> m_targets;
    QRect m_bubble;
    QRect m_textRect;
    QPoint m_arrowTip;
    bool m_shown = false;
    int m_announced = -1; ///< the step last announced
    QString m_said;
};
