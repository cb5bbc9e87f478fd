// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/HardSearch.h"

#include "ai/BotDriver.h"

#include "engine/Round.h"

#include <chrono>
#include <cmath>

namespace remi::ai::bot {

namespace {

/// Paired differences (alternative minus the normal policy's choice, same determinization): the
/// hard level departs from the normal choice only when the playouts favour the alternative
/// clearly (mean above `HardConfig::significance` standard errors), so sampling noise cannot make it worse.
struct PairedDiff {
    double sum = 0, sumSq = 0;
    int n = 0;
    void add(double d)
    {
        sum += d;
        sumSq += d * d;
        ++n;
    }
    double mean() const { return n ? sum / n : 0.0; }
    /// Mean divided by its standard error (0 with fewer than 2 samples).
    double score() const
    {
        if (n < 2) return 0;
        const double m = mean();
        const double var = std::max(0.0, (sumSq - n * m * m) / (n - 1));
        if (var <= 1e-12) return m > 0 ? 1e9 : (m < 0 ? -1e9 : 0);
        return m / std::sqrt(var / n);
    }
};

/// A seat that has not opened (remi51, rami) is further from going out than its deadwood says,
/// and pays a flat score if the round ends (RULES.md 3.8): a share of that, in deadwood points.
constexpr double kNotOpened = 15.0;

bool lowerIsBetter(const RuleSet &r)
{
    return r.scoring == ScoringScheme::PenaltyPoints || r.scoring == ScoringScheme::Challenge;
}

/// Determinizations: the hidden cards (the shoe minus everything the seat sees) dealt at random
/// to the other hands (beside the cards each is known to hold) and the stock, around the visible
/// table, pile, cut card and turn: a whole Round the normal policy can play on.
class WorldSampler {
public:
    WorldSampler(const PlayerView &v, const RuleSet &r) : v(v), r(r)
    {
        std::vector<bool> seen(static_cast<std::size_t>(r.shoeSize()), false);
        auto mark = [&](const Card &c) {
            if (c.id < seen.size()) seen[c.id] = true;
        };
        for (const Card &c : v.hand) mark(c);
        for (const Meld &m : v.table)
            for (const Card &c : m.cards) mark(c);
        for (const PileCard &pc : v.pile) mark(pc.card);
        if (v.cut) mark(*v.cut);
        for (const auto &known : v.knownCards)
            for (const Card &c : known) mark(c);
        for (const Card &c : buildShoe(r.decks, r.jokers))
            if (!seen[c.id]) hidden.push_back(c); // id order: independent of where they really are
        unknownBySeat.assign(static_cast<std::size_t>(v.players), 0);
        int unknown = 0;
        for (int s = 0; s < v.players; ++s) {
            if (s == v.seat) continue;
            const auto si = static_cast<std::size_t>(s);
            const int known = si < v.knownCards.size() ? static_cast<int>(v.knownCards[si].size()) : 0;
            unknownBySeat[si] = std::max(0, v.handSizes[si] - known);
            unknown += unknownBySeat[si];
        }
        // Every hidden card is in another hand or the stock; anything else is a view this
        // sampler does not understand (then the hard level keeps the normal choice).
        consistent = static_cast<int>(hidden.size()) == unknown + v.stockSize;
    }

    /// One determinization as a Round in the view's position (nullopt if the engine refuses it).
    std::optional<Round> sample(Random &rng) const
    {
        std::vector<Card> pool = hidden;
        rng.shuffle(pool);
        RoundState st;
        st.players = v.players;
        st.dealer = v.dealer;
        st.current = v.current;
        st.turnIndex = v.turnIndex;
        st.phase = v.phase;
        st.seats.resize(static_cast<std::size_t>(v.players));
        std::size_t at = 0;
        for (int s = 0; s < v.players; ++s) {
            const auto si = static_cast<std::size_t>(s);
            SeatState &seat = st.seats[si];
            if (s == v.seat) {
                seat.hand = v.hand;
            } else {
                if (si < v.knownCards.size()) seat.hand = v.knownCards[si];
                for (int i = 0; i < unknownBySeat[si] && at < pool.size(); ++i)
                    seat.hand.push_back(pool[at++]);
            }
            seat.opened = si < v.opened.size() && v.opened[si];
            for (const Meld &m : v.table)
                if (m.owner == s) seat.playedToTable = true;
            if (si < v.knownCards.size())
                for (const Card &c : v.knownCards[si])
                    seat.tookFromPile.push_back(c.id);
        }
        st.stock.assign(pool.begin() + static_cast<std::ptrdiff_t>(at), pool.end());
        st.pile = v.pile;
        st.cut = v.cut;
        st.cutCardId = v.cut ? static_cast<int>(v.cut->id) : -1;
        st.cutter = r.cutCard ? (v.dealer - 1 + v.players) % v.players : -1;
        st.table = v.table;
        st.turn = v.turn;
        st.rng = Random(rng.next());
        return Round::fromState(r, std::move(st));
    }

    const PlayerView &v;
    const RuleSet &r;
    std::vector<Card> hidden;
    std::vector<int> unknownBySeat;
    bool consistent = false;
};

/// Stops the sampling loop at the budget or the sample limit.
class SampleClock {
public:
    explicit SampleClock(const HardConfig &c) : m_c(c), m_start(std::chrono::steady_clock::now()) {}
    bool more(int samples) const
    {
        if (samples >= std::max(1, m_c.maxSamples)) return false;
        if (m_c.budgetMs <= 0 || samples == 0) return true;
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count();
        return ms < m_c.budgetMs;
    }

private:
    const HardConfig &m_c;
    std::chrono::steady_clock::time_point m_start;
};

/// Plays a determinized round forward with the normal policy and scores it for one seat.
class Playout {
public:
    Playout(const RuleSet &r, ComputerPlayer &bot, int me) : r(r), bot(bot), me(me) {}

    /// Finishes the turn under way (if it is still `me`'s), then `turns` more turns; returns the
    /// value of the position reached for `me` (higher is better).
    double run(Round &w, int turns, std::uint64_t seed)
    {
        if (!w.isOver() && w.currentSeat() == me) playTurn(w, bot, seed);
        for (int t = 0; t < turns && !w.isOver(); ++t)
            playTurn(w, bot, seed + 0x9E37ULL * static_cast<std::uint64_t>(t + 1));
        return value(w);
    }

    /// The seat's score (or, mid-round, its live table points less the deadwood it would still
    /// pay) minus the other seats' mean, in points.
    double value(const Round &w)
    {
        const int players = w.players();
        const double sign = lowerIsBetter(r) ? -1.0 : 1.0;
        double mine = 0, others = 0;
        for (int s = 0; s < players; ++s) {
            double x = sign * w.roundScore(s);
            if (!w.isOver()) {
                PartitionOptions o = deadwoodOptions(r);
                o.keepOneCard = false;
                for (const Meld &m : w.table())
                    if (m.owner == s && m.kind == MeldKind::Run) o.hasSequenceElsewhere = true;
                x -= solver.solve(w.hand(s), r, o).deadwoodPoints;
                if (r.needsOpening() && !w.hasOpened(s)) x -= kNotOpened;
            }
            (s == me ? mine : others) += x;
        }
        return mine - others / std::max(1, players - 1);
    }

    const RuleSet &r;
    ComputerPlayer &bot;
    int me;
    MeldPartitioner solver;
};

} // namespace

HardSearch::HardSearch(const HardConfig &config)
    : m_config(config), m_playoutBot(makeComputerPlayer(BotLevel::Normal))
{
}

HardSearch::~HardSearch() = default;

namespace {

/// Runs `candidates` through the same determinizations; returns the index of the choice: 0 (the
/// normal policy's) unless another is clearly better.
std::size_t compare(const PlayerView &v, const RuleSet &r, const HardConfig &config, ComputerPlayer &bot,
                    const std::vector<Action> &candidates, std::uint64_t seed)
{
    if (candidates.size() < 2 || v.players < 2) return 0;
    const WorldSampler world(v, r);
    if (!world.consistent) return 0;
    Random rng(mix(seed, 0xC0FFEEULL + static_cast<std::uint64_t>(v.turnIndex)));
    Playout playout(r, bot, v.seat);
    const int turns = std::max(1, config.horizonCircuits) * v.players;
    std::vector<PairedDiff> diff(candidates.size());
    std::vector<double> value(candidates.size(), 0.0);
    const SampleClock clock(config);
    for (int samples = 0; clock.more(samples); ++samples) {
        const std::optional<Round> base = world.sample(rng);
        if (!base) return 0;
        const std::uint64_t playSeed = rng.next();
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            Round w = *base;
            Action a = candidates[i];
            a.seat = v.seat;
            if (w.apply(a) != Reason::Ok) {
                if (i == 0) return 0;
                value[i] = -1e6; // refused in this world: never chosen
                continue;
            }
            value[i] = playout.run(w, turns, playSeed);
        }
        for (std::size_t i = 1; i < candidates.size(); ++i)
            diff[i].add(value[i] - value[0]);
    }
    std::size_t best = 0;
    double bestMean = 0;
    const double threshold = config.significanceFor(r);
    for (std::size_t i = 1; i < candidates.size(); ++i)
        if (diff[i].score() > threshold && diff[i].mean() > bestMean) {
            bestMean = diff[i].mean();
            best = i;
        }
    return best;
}

} // namespace

Action HardSearch::draw(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.pile.empty()) return normal;
    const bool normalTakes = normal.type == ActionType::Draw && normal.from == DrawSource::Discard;
    const Action stock = Action::draw(v.seat, DrawSource::Stock);
    const Action pile = Action::draw(v.seat, DrawSource::Discard, 1);
    const std::vector<Action> candidates = normalTakes ? std::vector<Action>{pile, stock} : std::vector<Action>{stock, pile};
    return candidates[compare(v, planner.r, m_config, *m_playoutBot, candidates, mix(seed, 0xD2A3ULL))];
}

Action HardSearch::discard(Planner &planner, const Action &normal, std::uint64_t seed)
{
    const PlayerView &v = planner.v;
    if (v.hand.size() <= 1) return normal;
    std::vector<std::pair<double, Card>> ranked = planner.rankDiscards(v.hand);
    std::erase_if(ranked, [](const auto &e) { return e.second.isJoker(); });
    if (ranked.size() < 2) return normal;
    // The normal choice first, then the next best by the normal ranking; candidates far worse
    // than the best are not worth simulating.
    std::vector<Action> candidates{normal};
    const std::size_t k = static_cast<std::size_t>(std::max(1, m_config.candidates));
    for (std::size_t i = 0; i < ranked.size() && candidates.size() < k; ++i) {
        if (ranked[i].second.id == normal.card) continue;
        if (ranked[i].first > ranked[0].first + 8) break;
        candidates.push_back(Action::discard(v.seat, ranked[i].second.id));
    }
    return candidates[compare(v, planner.r, m_config, *m_playoutBot, candidates, seed)];
}

} // namespace remi::ai::bot
