// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A computer seat of a guided round (play/Tutorial): it plays the lesson's script, one action per
// call, each written in the lesson language (LessonScript.h) and resolved on the seat's own view.
// The engine checks every action as it checks a bot's; when the script is used up (or an action
// cannot be resolved) the seat plays as the normal computer player.

#include "ai/bots/ComputerPlayer.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

class ScriptedPlayer : public remi::ai::ComputerPlayer {
  public:
    explicit ScriptedPlayer(std::vector<std::string> script);
    remi::ai::BotLevel level() const override { return remi::ai::BotLevel::Normal; }
    remi::Action nextAction(const remi::PlayerView &view, const remi::RuleSet &rules, std::uint64_t seed) override;
    /// Scripted actions handed out so far.
    int used() const { return m_next.load(); }

  private:
    std::vector<std::string> m_script;
    std::atomic<int> m_next{0};
    std::unique_ptr<remi::ai::ComputerPlayer> m_normal;
};
