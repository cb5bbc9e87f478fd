// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a player command (PlayerCommands) did, for every input path alike: the engine's answer, the
// words to say, and whether the player must confirm first (and the question to ask), or choose first
// (which card a joker stands for).

#include "HintMove.h"

#include "engine/Card.h"
#include "engine/Reason.h"

#include <QString>
#include <functional>
#include <optional>
#include <vector>

struct CommandResult;

/// One answer to a command's question: its words ("2♠") and the command that plays it.
struct CommandChoice {
    QString text;
    std::function<CommandResult(bool confirmed)> command;
};

struct CommandResult {
    /// The engine's answer: Ok when the action was applied (or the command needed no engine, e.g.
    /// a sort), else the refusal reason (RULES.md 1.5); the round is then unchanged.
    remi::Reason reason = remi::Reason::Ok;
    /// Something changed: an action was applied, or the hand (order, selection, draft) changed.
    bool done = false;
    /// What to say about it (status line, screen reader): the outcome, the refusal in words, or
    /// what the player must do first ("Select the cards of a meld first."). Empty: nothing to say.
    QString words;
    /// Nothing was done: the command ends the turn while rami borrowed cards are still held
    /// (RULES.md 4.5), so the player must confirm; then call the command again with confirmed = true.
    bool needsConfirmation = false;
    /// With needsConfirmation: the question ("Discard the two of diamonds and end the turn
    /// anyway?"); `words` holds the warning it answers ("Borrowed: … costs 300 …").
    QString question;
    /// Nothing was done: the player must choose first (RULES.md 1.2: a joker that could stand at
    /// either end of a run, 3♠ 4♠ joker as 2♠ or 5♠); `question` asks, each choice plays one answer.
    std::vector<CommandChoice> choices;
    /// A hand card the keyboard focus should move to (a hint names it).
    std::optional<remi::CardId> focus;
    /// A hint's move: the cards to mark, the target to outline on the table, and why.
    std::optional<HintMove> hint;

    bool refused() const { return reason != remi::Reason::Ok; }
    bool needsChoice() const { return !choices.empty(); }
};
