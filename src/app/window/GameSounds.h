// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// When the game makes which sound, built by the main window. It listens to the
// controller's signals only and reads what they report (the engine decides every rule):
//   - card slide: the table changed and the action log holds new actions that move cards (any seat's
//     draw, take, meld, lay-off, joker swap, rearrangement, discard, undo; not an end of turn); one
//     sound per change, however many actions it applied (skip-ahead);
//   - deal: a round was dealt (a new game, the next round);
//   - your turn: the turn passed from a computer seat to a human seat (not between humans in
//     hot-seat play, nor at the first turn after a deal);
//   - round won: a human seat won the round, or is among the winners of the match.
// "Sounds" in the View menu and the Sounds box in Settings are one setting (AppSettings::sounds),
// switched by setEnabled(); off, nothing is asked for. The effects (SoundEffects) are started a
// moment after the window is first shown, so start-up never waits for the audio system.

#include "SoundEffects.h"

#include <QObject>
#include <cstddef>
#include <utility>

class GameController;
class QAction;
class QMainWindow;
class QMenu;

class GameSounds : public QObject {
    Q_OBJECT
  public:
    /// Adds the checkable "Sounds" entry to `viewMenu`; listens to `controller`.
    GameSounds(QMainWindow *window, GameController *controller, QMenu *viewMenu);

    /// Milliseconds between the window's first showing and the start of the effects.
    static constexpr int kStartDelayMs = 300;

    bool isEnabled() const { return m_enabled; }
    /// Sounds on or off (the one command of the View entry and of Settings): stores the setting,
    /// checks the View entry, and when off stops what is playing and asks for nothing more.
    void setEnabled(bool on);
    /// View → Sounds (checkable, object name "soundsAction").
    QAction *action() const { return m_action; }
    SoundEffects *effects() const { return m_effects; }

  signals:
    /// `sound` was asked for (sounds on), just before it is played: the tests count these.
    void requested(Sound sound);

  protected:
    /// The window's first Show starts the effects soon after; a language change retranslates.
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void retranslate();
    void request(Sound sound);
    /// The action log and the turn as they are now: what later changes are compared with.
    void catchUp();
    void onGameStarted();
    void onStateChanged();
    void onRoundFinished();
    void onMatchFinished();

    QMainWindow *m_window;
    GameController *m_controller;
    SoundEffects *m_effects;
    QAction *m_action;
    bool m_enabled = true;
    bool m_shown = false;
    std::size_t m_rounds = 0;           ///< rounds in the action log when last seen
    std::size_t m_actions = 0;          ///< actions of its last round when last seen
    std::pair<int, int> m_turn{-1, -1}; ///< (round number, turn index) when last seen
    int m_turnSeat = -1;                ///< the round seat whose turn that was
};
