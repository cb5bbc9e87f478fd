// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A guided round in play: deals a lesson's prepared round into the controller, gives the
// computer seats their scripts (ScriptedPlayer) and follows the player's steps. The player plays
// through the ordinary commands (PlayerCommands); the tutorial only sits at their gate: an action the
// engine would accept but the step does not ask for is not played, and the player hears "Not yet"
// with the step again. A refused action keeps the engine's own reason. Selecting cards and building
// the draft are steps too (HandModel). Leaving is the caller's (close the window); resuming starts
// the lesson again at the step asked for, rebuilt by playing the script on the engine.

#include "Lesson.h"

#include "engine/Card.h"

#include <QObject>
#include <QString>
#include <vector>

class PlayerCommands;

class Tutorial : public QObject {
    Q_OBJECT
  public:
    explicit Tutorial(PlayerCommands *commands, QObject *parent = nullptr);
    ~Tutorial() override;

    /// Deals `lesson` and goes to `step` (0: the beginning; a step inside a selection goes back to
    /// where the selection began). False when the lesson cannot be set up.
    bool start(const lesson::Lesson &lesson, int step = 0);
    /// The step shown (0-based); stepCount() once the lesson is over.
    int step() const { return m_step; }
    int stepCount() const { return m_lesson ? static_cast<int>(m_lesson->steps.size()) : 0; }
    /// The last step (the round's end) has been reached.
    bool isDone() const { return m_lesson && m_step >= stepCount() - 1 && m_overSeen; }
    const lesson::Lesson *lesson() const { return m_lesson; }
    const lesson::Step *current() const;
    /// The step's words in the current language, its cards filled in.
    QString text() const;
    /// What a step points at: the hand cards (ids in the player's hand) of lesson::Target::HandCards.
    std::vector<remi::CardId> targetCards() const;
    /// The step waits for the player now (the player's turn, or the end of the round).
    bool waitingForPlayer() const;
    /// What the player hears after an action the step does not ask for.
    QString notYet() const;
    /// The step a resumed lesson starts at for a stored `step`.
    static int resumeStep(const lesson::Lesson &lesson, int step);

  signals:
    /// The step shown changed (also when it starts).
    void stepChanged(int step);
    /// Whether the step waits for the player changed (a computer turn began or ended).
    void waitingChanged();
    /// The lesson's round is over and its last step shown.
    void done();
    /// An action the step does not ask for was not played (the player hears notYet()).
    void notYetSaid();

  private:
    std::optional<QString> gate(const remi::Action &action);
    void onApplied(const remi::Action &action);
    /// Moves past every step the hand already shows (select, draft) or the round already is (over).
    void advance();
    bool satisfied(const lesson::Step &step) const;

    PlayerCommands *m_commands;
    const lesson::Lesson *m_lesson = nullptr;
    int m_step = 0;
    bool m_overSeen = false;
    bool m_starting = false;
};
