// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: random actions through Round::apply (issue 8). The input picks the variant, its
// options, the players and the seed, then one action after another (mostly with cards of the hand
// to move, so that rounds progress). After every action the engine's invariants must hold: every
// card of the shoe exactly once (RULES.md 1.1), a refused action changes nothing (1.4), no empty
// hand while the round goes on, and a finished round refuses everything with round_over.

#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace remi;

namespace {

struct Input {
    const std::uint8_t *data;
    std::size_t size;
    std::size_t pos = 0;
    bool done() const { return pos >= size; }
    std::uint8_t byte() { return pos < size ? data[pos++] : 0; }
    /// 0..n-1 (0 when n is 0).
    int below(std::size_t n) { return n == 0 ? 0 : static_cast<int>(byte() % n); }
};

[[noreturn]] void violation(const char *what, const Action &a, Reason r)
{
    std::fprintf(stderr, "invariant broken: %s (action %d seat %d, reason %s)\n", what, static_cast<int>(a.type),
                 a.seat, std::string(reasonCode(r)).c_str());
    std::abort();
}

RuleSet rulesFrom(Input &in)
{
    const std::vector<std::string> variants = variantNames();
    const std::string variant = variants[static_cast<std::size_t>(in.below(variants.size()))];
    RuleSet rules = *presetRules(variant);
    for (const OptionSpec &spec : optionSpecs(variant)) {
        const std::uint8_t b = in.byte();
        if (b < 128) continue; // keep the default
        std::string value;
        switch (spec.kind) {
        case OptionSpec::Kind::Bool: value = (b & 1) ? "true" : "false"; break;
        case OptionSpec::Kind::Choice: value = spec.choices[b % spec.choices.size()]; break;
        case OptionSpec::Kind::Int:
            if (!spec.choices.empty()) value = spec.choices[b % spec.choices.size()];
            else value = std::to_string(spec.min + spec.step * (b % ((spec.max - spec.min) / spec.step + 1)));
            break;
        }
        setOption(rules, spec.name, value); // refused values keep the default
    }
    return rules;
}

CardId pickCard(const Round &round, int seat, Input &in)
{
    const std::uint8_t b = in.byte();
    const auto &hand = round.hand(seat);
    if (b < 224 && !hand.empty()) return hand[b % hand.size()].id;
    return static_cast<CardId>(in.below(round.shoe().size() + 3)); // any id, also unknown ones
}

Action actionFrom(const Round &round, Input &in)
{
    Action a;
    a.type = static_cast<ActionType>(in.below(11));
    const std::uint8_t who = in.byte();
    a.seat = who < 230 ? round.currentSeat() : who % (round.players() + 1);
    const int seat = std::min(a.seat, round.players() - 1);
    a.from = static_cast<DrawSource>(in.below(3));
    a.depth = in.below(6);
    a.card = pickCard(round, seat, in);
    a.target = in.below(round.table().size() + 1);
    a.end = static_cast<MeldEnd>(in.below(3));
    switch (a.type) {
    case ActionType::Meld:
    case ActionType::Rearrange:
    case ActionType::PickupMeld: {
        const int melds = a.type == ActionType::PickupMeld ? 1 : 1 + in.below(3);
        for (int m = 0; m < melds; ++m) {
            std::vector<CardId> ids;
            for (int k = 2 + in.below(4); k > 0; --k) ids.push_back(pickCard(round, seat, in));
            a.melds.push_back(ids);
        }
        if (a.type == ActionType::Rearrange) // keep the table, append the new combinations
            for (const Meld &m : round.table()) {
                std::vector<CardId> ids;
                for (const Card &c : m.cards) ids.push_back(c.id);
                a.melds.insert(a.melds.begin(), ids);
            }
        break;
    }
    case ActionType::Take:
        if (!round.table().empty()) {
            const auto &cards = round.table()[static_cast<std::size_t>(a.target) % round.table().size()].cards;
            if (!cards.empty()) a.cards.push_back(cards[static_cast<std::size_t>(in.below(cards.size()))].id);
        }
        break;
    case ActionType::Discard:
        if (in.byte() >= 240) {
            a.bury = true;
            a.buriedJoker = pickCard(round, seat, in);
        }
        break;
    default: break;
    }
    return a;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Input in{data, size};
    const RuleSet rules = rulesFrom(in);
    const int players = rules.minPlayers + in.below(static_cast<std::size_t>(rules.maxPlayers - rules.minPlayers + 1));
    Random rng(static_cast<std::uint64_t>(in.byte()) | static_cast<std::uint64_t>(in.byte()) << 8);
    Round round = Round::deal(rules, players, in.below(static_cast<std::size_t>(players)), rng);
    for (int step = 0; step < 4000 && !in.done(); ++step) {
        const Action a = actionFrom(round, in);
        const RoundState before = round.state();
        const int undoBefore = round.undoDepth();
        const bool wasOver = round.isOver();
        const Reason r = round.apply(a);
        if (!round.cardsConserved()) violation("cards not conserved", a, r);
        if (r != Reason::Ok && (!(before == round.state()) || undoBefore != round.undoDepth()))
            violation("a refused action changed the round", a, r);
        if (wasOver && r != Reason::RoundOver) violation("a finished round accepted an action", a, r);
        if (!round.isOver())
            for (int s = 0; s < round.players(); ++s)
                if (round.hand(s).empty()) violation("an empty hand while the round goes on", a, r);
    }
    return 0;
}
