// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Help → Learn to play…: the guided round of a game, in a window of its own. That window
// neither autosaves nor counts in the statistics, and does not keep its place; the lesson's progress
// (tutorial/<variant>/step and done) is the only setting it writes. Closing the window leaves the
// lesson; opening it again goes on where the player left (from the beginning once it was finished).

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class MainWindow;
class QAction;
class Tutorial;

class LearnToPlay : public QObject {
    Q_OBJECT
  public:
    /// Adds "Learn to play…" to `window`'s Help menu.
    explicit LearnToPlay(MainWindow *window);

    /// The games that have a guided round, in the variants' order.
    static QStringList variants();
    /// Every lesson (a game's main lesson has the game's id: "remi51"; others follow it: "remi51_hand").
    static QStringList lessonIds();
    /// The lesson's name as the player reads it ("Remi 51", "Remi 51: going out with a hand").
    static QString title(const QString &lessonId);
    /// Opens the guided round `lessonId` in a new window (attach()); nullptr when there
    /// is none or it cannot be dealt.
    static MainWindow *open(const QString &lessonId);
    /// Turns `window` (with neither autosave nor statistics) into the lesson's window: the lesson
    /// `lessonId` dealt at the step stored, the bubble, "Leave the lesson", the progress kept.
    static Tutorial *attach(MainWindow *window, const QString &lessonId);
    /// Asks which game to learn (when several have a lesson: lessonIds() in their fixed order, the
    /// lesson of `preferred` chosen at first, each with its game's VariantNames::summary) and opens it.
    static MainWindow *choose(QWidget *parent, const QString &preferred = QString());
    /// The first start (no window place stored yet, nothing offered before): asks once whether the
    /// player wants to learn, and opens the lesson of `variant` if so. False when not asked.
    static bool offerOnce(MainWindow *window, const QString &variant, bool firstStart);

    QAction *action() const { return m_action; }

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void retranslate();
    MainWindow *m_window;
    QAction *m_action = nullptr;
};
