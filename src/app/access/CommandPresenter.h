// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Runs a player command (play/PlayerCommands) for one input path and shows its outcome, the same
// way for every path: the words are said (Announcer), a refused move snaps back (the table is
// redrawn), and a command that needs a confirmation gets it through the one confirmation of the
// game (RULES.md 4.5: ending the turn with rami borrowed cards still held):
//   - a key asks by its second press: the first press says the warning and "Press the key again to
//     end the turn anyway."; the same key again in the same state confirms;
//   - the pointer (a drop, a double-click) and the menus ask in a window-modal box (Yes / No,
//     No by default) stating the cost; Yes confirms.
// Either way the command is then called again with confirmed = true.
// A command that needs a choice first (which card a joker stands for, RULES.md 1.2) gets a small
// menu of the answers ("2♠", "5♠"), for every input path alike, at the pointer for a drop and
// over the table otherwise; arrows and Enter choose, Escape leaves the card in the hand.

#include "CommandResult.h"

#include <QMenu>
#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>

class Announcer;
class GameController;
class QMainWindow;
class TableScene;

class CommandPresenter : public QObject {
    Q_OBJECT
  public:
    /// The input path a command came from: it decides how a confirmation is asked.
    enum class Input { Pointer, Key, Menu };
    /// A command: called with confirmed = false, and again with true once the player confirmed.
    using Command = std::function<CommandResult(bool confirmed)>;

    CommandPresenter(QMainWindow *window, GameController *controller, TableScene *scene, Announcer *announcer);

    /// Runs `command` from `input` (`key`: the key that ran it, for a second press) and shows the
    /// outcome. Returns the first call's result (needsConfirmation when a question is pending).
    CommandResult run(Input input, const Command &command, int key = 0);
    /// After the round's end: "The round is over. Press Enter for the next round." (or "… for the
    /// final standings." after the match's last round); empty while a round is played or without a
    /// game. Every command that changes nothing then says it (RULES.md 1.5).
    QString roundOverWords() const;
    /// Shows `result` (words said; a refusal redraws the table).
    void show(const CommandResult &result);
    /// The open menu of a command's choice (which card a joker stands for), or null.
    QMenu *choiceMenu() const { return m_choice; }

  private:
    void askByKey(const CommandResult &result, const Command &command, int key);
    void askInBox(const CommandResult &result, const Command &command);
    void askChoice(const CommandResult &result, Input input);

    QMainWindow *m_window;
    GameController *m_controller;
    TableScene *m_scene;
    Announcer *m_announcer;
    /// The key whose first press warned, and the state it warned in (a second press confirms).
    QPointer<QMenu> m_choice;
    int m_confirmKey = 0;
    QString m_confirmState;
};
