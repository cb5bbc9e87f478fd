// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the game says (RULES.md 7), for the eye and for screen readers alike: every announcement goes to the status line at once and
// is spoken by screen readers through the status bar's SpokenLine (a notification, see there). The
// focused thing's name goes to the table view's accessible name, the words also to its accessible
// description. The one place that says something; everything else asks it to.
//
// Speaking: Orca cuts what it is saying when the next thing comes (a focus move, a notification), so
// the words are spoken a moment later (after the table's refresh has moved the focus), what comes
// together is said as one line, and the other players' moves are held (hold()) until something
// else is said — the turn coming back to you, the round's end, a key of yours — and then said first.

#include <QObject>
#include <QString>
#include <QStringList>
#include <utility>

class QMainWindow;
class QTimer;
class QWidget;
class SpokenLine;

class Announcer : public QObject {
    Q_OBJECT
  public:
    /// Says things in `window`'s status bar (a SpokenLine is added to it) and as `view`'s
    /// accessible description.
    Announcer(QMainWindow *window, QWidget *view);

    /// Says `text` (and names the focused thing `name`, when given).
    void announce(const QString &text, const QString &name = QString());
    /// Shows `text` in the status line and the view's name `name` without speaking them: for what the
    /// focus move itself makes the screen reader read (the focused child's name).
    void show(const QString &text, const QString &name = QString());
    /// Gives the view its accessible name `name` again, saying nothing: as the keyboard focus comes
    /// back to it, the screen reader reads that name before the focused card (issue 34: it read the
    /// card last named, one already discarded).
    void rename(const QString &name);
    /// Says `text` to the screen reader only (the status line keeps what it shows): for words
    /// shown elsewhere, as a notice bar's.
    void speak(const QString &text);
    /// Keeps `text` (another player's move) to be said before the next announcement. `who` names
    /// the player when the text begins with the name: a player's moves in a row are then said as
    /// one sentence, as a person would say it ("West drew a card, laid off 7♥ on …, discarded K♣.").
    void hold(const QString &text, const QString &who = QString());
    /// Joins `lines` (each of them `who`'s, or of nobody's when `who` is empty) as flush() says them:
    /// the lines in a row that begin with the same name become one sentence.
    static QString joinMoves(const QList<std::pair<QString, QString>> &lines);
    /// The other players' moves held (hold()), joined as flush() says them; they are no longer held.
    /// For words said by other means (the round's result in the focused button's name).
    QString takeHeld();
    /// The last thing said.
    QString last() const { return m_last; }
    /// The line the screen reader was last given (tests).
    QString lastSpoken() const;

  signals:
    /// A line was given to the screen reader (tests, self-voicing).
    void spoken(const QString &text);

  private:
    void speakSoon(const QString &text);
    void flush();

    QMainWindow *m_window;
    QWidget *m_view;
    SpokenLine *m_line;
    QTimer *m_timer;
    QString m_last;
    QList<std::pair<QString, QString>> m_held; ///< other players' moves not said yet: (who, text)
    QStringList m_pending;                     ///< said, to be spoken when the timer fires
};
