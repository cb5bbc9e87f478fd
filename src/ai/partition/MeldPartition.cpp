// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/partition/MeldPartition.h"

#include "ai/partition/PartitionCandidates.h"
#include "ai/partition/PartitionSearch.h"
#include "engine/Arrangement.h"
#include "engine/Scoring.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <stdexcept>

namespace remi::ai {

using namespace detail;

int MeldPartition::meldedCards() const
{
    int n = 0;
    for (const Meld &m : melds) n += m.size();
    return n;
}

namespace {

/// The Meld for an arranged candidate: the engine's reading, or for remi_indonesia sequences
/// the engine does not know, one built directly.
std::optional<Meld> buildMeld(const RawMeld &raw, const std::vector<Card> &cards, const RuleSet &rules,
                              const PartitionOptions &options)
{
    std::optional<Meld> m = validateMeld(cards, rules, options.jokerLimit);
    if (m || options.runRules != RunRules::Indonesia) return m;
    Meld built;
    built.kind = raw.isRun ? MeldKind::Run : MeldKind::Set;
    built.cards = cards;
    built.low = raw.low;
    built.suit = raw.isRun ? static_cast<Suit>(raw.suit) : Suit::None;
    built.placedBy.assign(cards.size(), -1);
    return built;
}

int faceBound(const HandFaces &hand, int f, const RuleSet &rules, PartitionObjective objective)
{
    const auto fi = static_cast<std::size_t>(f);
    switch (objective) {
    case PartitionObjective::Deadwood: return std::max(0, hand.value[fi]);
    case PartitionObjective::CardCount: return 1;
    case PartitionObjective::OpeningValue:
        if (hand.rank[fi] == kAce)
            return std::max({detail::openingPositionValue(kAce, true, rules),
                             detail::openingPositionValue(kAce, false, rules),
                             detail::openingPositionValue(kHighAce, false, rules)});
        return detail::openingPositionValue(hand.rank[fi], false, rules);
    }
    return 0;
}

} // namespace

struct MeldPartitioner::Impl {
    HandFaces hand;
    std::vector<RawMeld> raws;
    std::vector<char> rawAllowed;
    SearchProblem problem;
    Layout layout;
    MemoTable<Narrow> narrowMemo;
    MemoTable<Wide> wideMemo;
    Search<Narrow> narrowSearch{narrowMemo};
    Search<Wide> wideSearch{wideMemo};
    std::vector<int> nextCopy;
    long long nodes = 0;
    bool alwaysWide = false;

    SearchOutcome runSearch(bool allowSets, std::uint8_t required, const RuleSet &rules,
                            const PartitionOptions &options)
    {
        SearchProblem &p = problem;
        p.hand = &hand;
        p.raws = &raws;
        p.candidates.clear();
        p.faceIndex.assign(static_cast<std::size_t>(hand.faceCount), -1);
        p.jokersUsed = false;
        int jokerBound = 0;
        for (std::size_t i = 0; i < raws.size(); ++i) {
            const RawMeld &m = raws[i];
            if (!rawAllowed[i] || (!allowSets && !m.isRun)) continue;
            p.candidates.push_back(static_cast<int>(i));
            for (int k = 0; k < m.faceCount; ++k) p.faceIndex[m.faces[static_cast<std::size_t>(k)]] = 0;
            if (m.jokers > 0) {
                p.jokersUsed = true;
                jokerBound = std::max(jokerBound, m.jokerMaxValue);
            }
        }
        // Compact the meldable faces; the others are deadwood whatever happens.
        p.faces = 0;
        p.startsLeft = hand.jokers() > 0 && !p.jokersUsed;
        layout.faceBit.clear();
        layout.faceWidth.clear();
        layout.totalBits = 0;
        for (int f = 0; f < hand.faceCount; ++f) {
            const auto fi = static_cast<std::size_t>(f);
            if (p.faceIndex[fi] < 0) {
                p.startsLeft = true;
                continue;
            }
            const int c = p.faces++;
            p.faceIndex[fi] = c;
            p.faceBound[static_cast<std::size_t>(c)] = faceBound(hand, f, rules, options.objective);
            const int width = static_cast<int>(std::bit_width(unsigned{hand.copies[fi]})) + 1;
            layout.faceWidth.push_back(width);
            layout.faceBit.push_back(layout.place(width));
        }
        layout.jokerBit = -1;
        layout.jokerWidth = 0;
        if (p.jokersUsed) {
            layout.jokerWidth = static_cast<int>(std::bit_width(static_cast<unsigned>(hand.jokers()))) + 1;
            layout.jokerBit = layout.place(layout.jokerWidth);
        }
        p.jokerBound = options.objective == PartitionObjective::Deadwood    ? std::max(0, hand.jokerValue)
                       : options.objective == PartitionObjective::CardCount ? 1
                                                                            : std::max(0, jokerBound);
        p.required = required;
        p.tracked = required;
        SearchOutcome out;
        if (layout.totalBits <= 64 && !alwaysWide) out = narrowSearch.run(p, layout);
        else if (layout.totalBits <= 256) out = wideSearch.run(p, layout);
        else throw std::invalid_argument("MeldPartitioner: hand too large");
        nodes += out.nodes;
        return out;
    }
};

MeldPartitioner::MeldPartitioner() : m_impl(std::make_unique<Impl>()) {}
MeldPartitioner::~MeldPartitioner() = default;

long long MeldPartitioner::lastNodeCount() const
{
    return m_impl->nodes;
}
void MeldPartitioner::setAlwaysWideKey(bool on)
{
    m_impl->alwaysWide = on;
}

MeldPartition MeldPartitioner::solve(const std::vector<Card> &cards, const RuleSet &rules,
                                     const PartitionOptions &options)
{
    Impl &d = *m_impl;
    d.nodes = 0;
    const bool plusMinus = rules.scoring == ScoringScheme::PlusMinus;
    const auto cardValue = [&](const Card &c) {
        if (options.cardValue) return options.cardValue(c);
        return plusMinus ? indonesianCardValue(c, rules) : handCardValue(c, rules);
    };
    d.hand.build(cards, cardValue);

    CandidateSettings settings;
    settings.objective = options.objective;
    settings.limit = options.jokerLimit;
    settings.runRules = options.runRules;
    settings.allowRuns = options.allowRuns;
    settings.allowSets = options.allowSets;
    enumerateCandidates(d.hand, rules, settings, d.raws);

    d.rawAllowed.assign(d.raws.size(), 1);
    if (options.meldFilter) {
        for (std::size_t i = 0; i < d.raws.size(); ++i) {
            d.nextCopy.assign(static_cast<std::size_t>(d.hand.faceCount), 0);
            int nextJoker = 0;
            const std::vector<Card> arranged = arrangeMeld(d.raws[i], d.hand, cards, d.nextCopy, nextJoker);
            const std::optional<Meld> m = buildMeld(d.raws[i], arranged, rules, options);
            d.rawAllowed[i] = m && options.meldFilter(*m);
        }
    }

    std::uint8_t required = 0;
    if (options.keepOneCard) required |= kFlagLeft;
    if (options.requirement == PartitionRequirement::AnyRun) required |= kFlagRun;
    if (options.requirement == PartitionRequirement::NaturalRun) required |= kFlagNaturalRun;

    SearchOutcome best;
    if (options.setNeedsSequence && !options.hasSequenceElsewhere && options.allowSets) {
        // Sets count only beside a sequence: the best arrangement with a run, or the best without sets.
        SearchOutcome withRun = d.runSearch(true, static_cast<std::uint8_t>(required | kFlagRun), rules, options);
        SearchOutcome noSets = d.runSearch(false, required, rules, options);
        best = withRun.feasible && (!noSets.feasible || withRun.value >= noSets.value) ? std::move(withRun)
                                                                                       : std::move(noSets);
    } else {
        best = d.runSearch(true, required, rules, options);
    }

    MeldPartition result;
    result.feasible = best.feasible;
    d.nextCopy.assign(static_cast<std::size_t>(d.hand.faceCount), 0);
    int nextJoker = 0;
    if (best.feasible) {
        for (int r : best.chosen) {
            const RawMeld &raw = d.raws[static_cast<std::size_t>(r)];
            const std::vector<Card> arranged = arrangeMeld(raw, d.hand, cards, d.nextCopy, nextJoker);
            std::optional<Meld> m = buildMeld(raw, arranged, rules, options);
            if (!m) throw std::logic_error("MeldPartitioner: a chosen meld does not validate");
            result.value += raw.value;
            result.hasRun = result.hasRun || raw.isRun;
            result.melds.push_back(std::move(*m));
        }
    }
    std::vector<int> left;
    for (int f = 0; f < d.hand.faceCount; ++f) {
        const auto fi = static_cast<std::size_t>(f);
        for (int k = d.nextCopy[fi]; k < d.hand.copies[fi]; ++k)
            left.push_back(d.hand.naturalOrder[static_cast<std::size_t>(d.hand.firstCopy[fi] + k)]);
    }
    for (int j = nextJoker; j < d.hand.jokers(); ++j) left.push_back(d.hand.jokerIndex[static_cast<std::size_t>(j)]);
    std::sort(left.begin(), left.end());
    for (int i : left) {
        const Card &c = cards[static_cast<std::size_t>(i)];
        result.deadwood.push_back(c);
        result.deadwoodPoints += cardValue(c);
    }
    result.reachesMinimum = result.feasible && result.value >= options.minimumValue;
    return result;
}

MeldPartition bestMeldPartition(const std::vector<Card> &hand, const RuleSet &rules, const PartitionOptions &options)
{
    thread_local MeldPartitioner solver;
    return solver.solve(hand, rules, options);
}

PartitionOptions deadwoodOptions(const RuleSet &rules)
{
    PartitionOptions o;
    o.objective = PartitionObjective::Deadwood;
    o.jokerLimit = rules.jokerLimit;
    o.keepOneCard = rules.mustDiscardToGoOut;
    o.setNeedsSequence = rules.setNeedsSequence;
    return o;
}

PartitionOptions openingOptions(const RuleSet &rules)
{
    PartitionOptions o;
    o.objective = PartitionObjective::OpeningValue;
    o.jokerLimit = rules.openingJokerLimit;
    o.keepOneCard = rules.mustDiscardToGoOut;
    o.minimumValue = rules.openingMin;
    if (rules.openingNeedsNaturalRun) o.requirement = PartitionRequirement::NaturalRun;
    return o;
}

PartitionOptions indonesiaScoringOptions(const RuleSet &rules, bool hasSequenceOnTable)
{
    PartitionOptions o;
    o.objective = PartitionObjective::Deadwood;
    o.jokerLimit = JokerLimit::OnePerMeld;
    o.cardValue = [values = std::make_shared<const RuleSet>(rules)](const Card &c) {
        return indonesianCardValue(c, *values);
    };
    o.runRules = RunRules::Indonesia;
    o.setNeedsSequence = true;
    o.hasSequenceElsewhere = hasSequenceOnTable;
    return o;
}

} // namespace remi::ai
