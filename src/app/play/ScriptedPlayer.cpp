// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScriptedPlayer.h"

#include "LessonScript.h"

#include "ai/bots/ComputerLevels.h"

ScriptedPlayer::ScriptedPlayer(std::vector<std::string> script)
    : m_script(std::move(script)), m_normal(remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal))
{
}

remi::Action ScriptedPlayer::nextAction(const remi::PlayerView &view, const remi::RuleSet &rules, std::uint64_t seed)
{
    const int next = m_next.load();
    if (next < static_cast<int>(m_script.size())) {
        if (const auto action = lesson::resolve(m_script[static_cast<std::size_t>(next)], view)) {
            m_next.store(next + 1);
            return *action;
        }
    }
    return m_normal->nextAction(view, rules, seed);
}
