// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/BotDriver.h"

#include "engine/PlayerView.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace remi::ai {

namespace {

constexpr int kMaxBotActions = 80;

bool turnOver(const Round &round, int seat, int turnIndex)
{
    return round.isOver() || round.state().turnIndex != turnIndex || round.currentSeat() != seat;
}

/// Ends the turn of `seat` by any accepted means: a stock draw if needed, the first discard
/// accepted (or end_turn), undoing this turn's actions one at a time when nothing is accepted.
bool fallback(Round &round, int seat, int turnIndex, std::vector<Action> &applied, std::vector<Event> *events)
{
    auto tryApply = [&](const Action &a) {
        if (round.apply(a, events) != Reason::Ok) return false;
        applied.push_back(a);
        return true;
    };
    for (int guard = 0; guard < 200; ++guard) {
        if (turnOver(round, seat, turnIndex)) return true;
        if (round.phase() == Phase::Draw) {
            if (tryApply(Action::draw(seat, DrawSource::Stock))) continue;
            if (tryApply(Action::draw(seat, DrawSource::Discard, 1))) continue;
            if (tryApply(Action::timeout(seat))) continue;
            return false;
        }
        bool done = false;
        // A copy: a discard tried below changes the hand.
        const std::vector<Card> hand = round.hand(seat); // NOLINT(performance-unnecessary-copy-initialization)
        for (const Card &c : hand)
            if (tryApply(Action::discard(seat, c.id))) {
                done = true;
                break;
            }
        if (done || tryApply(Action::endTurn(seat))) continue;
        if (round.undoDepth() > 0 && tryApply(Action::undo(seat))) continue;
        if (tryApply(Action::timeout(seat))) continue;
        return false;
    }
    return turnOver(round, seat, turnIndex);
}

} // namespace

std::vector<Action> playTurn(Round &round, ComputerPlayer &bot, std::uint64_t seed, TurnStats *stats,
                             std::vector<Event> *events)
{
    TurnStats local;
    TurnStats &st = stats ? *stats : local;
    st = TurnStats{};
    std::vector<Action> applied;
    if (round.isOver()) {
        st.ended = true;
        return applied;
    }
    const int seat = round.currentSeat();
    const int turnIndex = round.state().turnIndex;
    const RuleSet &rules = round.rules();
    for (int step = 0; step < kMaxBotActions; ++step) {
        if (turnOver(round, seat, turnIndex)) {
            st.ended = true;
            return applied;
        }
        PlayerView view = makePlayerView(round, seat);
        if (bot.seesHiddenCards())
            for (int s = 0; s < round.players(); ++s)
                if (s != seat) view.knownCards[static_cast<std::size_t>(s)] = round.hand(s);
        Action a = bot.nextAction(view, rules, seed + static_cast<std::uint64_t>(step) * 0x9E3779B97F4A7C15ULL);
        a.seat = seat;
        ++st.botActions;
        if (const Reason why = round.apply(a, events); why != Reason::Ok) {
            ++st.refused;
            st.refusal = why;
            st.refusedAction = a.type;
            if (std::getenv("REMI_BOT_DEBUG"))
                std::fprintf(stderr, "refused %d: %s hand %s phase %d\n", static_cast<int>(a.type),
                             std::string(reasonCode(why)).c_str(), cardsCode(view.hand).c_str(),
                             static_cast<int>(view.phase));
            break;
        }
        applied.push_back(a);
    }
    if (turnOver(round, seat, turnIndex)) {
        st.ended = true;
        return applied;
    }
    st.fallback = true;
    st.ended = fallback(round, seat, turnIndex, applied, events);
    return applied;
}

} // namespace remi::ai
