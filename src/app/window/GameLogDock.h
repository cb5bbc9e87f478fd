// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The game log panel: every action of every seat this match in words (play/GameLogModel,
// words/GameLog), grouped by round, newest at the bottom, with the round-end scores; a button copies
// it to the clipboard. A dock of the main window: View → Game log (Ctrl+L) shows and hides it, and
// whether it is open is remembered (AppSettings::gameLogOpen).

#include <QDockWidget>
#include <QList>
#include <utility>

class GameLogModel;
class QListWidget;
class QPushButton;

class GameLogDock : public QDockWidget {
    Q_OBJECT
  public:
    GameLogDock(GameLogModel *model, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    /// The lines shown, one per row (headings included).
    QStringList shownLines() const;
    /// Copies the whole log to the clipboard as text.
    void copy();
    /// A line that is not the game's (a table chat line, issue 39) after the lines shown now; kept
    /// in its place when the log is written anew, until clearNotes().
    void addNote(const QString &text);
    void clearNotes();

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void retranslateUi();
    void rebuild();
    void append(int first);
    GameLogModel *m_model;
    QList<std::pair<std::size_t, QString>> m_notes; ///< after how many of the model's lines, the text
    QListWidget *m_list;
    QPushButton *m_copy;
};
