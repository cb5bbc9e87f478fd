// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The human's actions of the current turn as a QUndoStack (RULES.md 1.6, 7 Ctrl+Z / Ctrl+Y):
// undo asks the engine to undo, redo applies the same action again (the engine decides again).
// The stack is emptied when the turn changes or an action the engine cannot undo (a stock draw)
// is played. PlayerCommands owns it (undo and redo are player commands).

#include "engine/Action.h"

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <tuple>
#include <vector>

class GameController;

class TurnUndo : public QObject {
    Q_OBJECT
  public:
    explicit TurnUndo(GameController *controller, QObject *parent = nullptr);

    QUndoStack *stack() { return &m_stack; }
    /// Undoes the last action of this turn; false (and nothing changed) when there is none.
    bool undo();
    /// Plays the last undone action again; false when there is none or the engine refuses it.
    bool redo();
    /// What the last successful undo() took back ("Lay off — five of clubs"); empty when unknown.
    QString lastUndone() const { return m_lastUndone; }

  private:
    friend class EngineActionCommand;
    void onApplied(const remi::Action &action);
    void onStateChanged();

    GameController *m_controller;
    QUndoStack m_stack;
    /// While the stack itself undoes or redoes: the controller's actionApplied is not recorded.
    bool m_replaying = false;
    QString m_lastUndone;
    std::tuple<int, int, int> m_turn{-1, -1, -1};
};
