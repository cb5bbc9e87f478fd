// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/bots/SearchWorld.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/BotPolicy.h"

#include "engine/Scoring.h"

#include <algorithm>
#include <cmath>

namespace remi::ai::bot {

namespace {

/// A seat that has not opened (remi51, rami) is further from going out than its deadwood says,
/// and pays a flat score if the round ends (RULES.md 3.8): a share of that, in deadwood points.
constexpr double kNotOpened = 15.0;

/// Circuits a playout of the match's last round may take to reach the round's end (a safety net:
/// rounds end well before).
constexpr int kToTheEndCircuits = 60;

bool lowerIsBetter(const RuleSet &r)
{
    return r.scoring == ScoringScheme::PenaltyPoints || r.scoring == ScoringScheme::Challenge;
}

/// Stops the sampling loop at the budget, the sample limit or a cancellation.
class SampleClock {
  public:
    explicit SampleClock(const SearchLimits &c) : m_c(c), m_start(std::chrono::steady_clock::now()) {}
    bool more(int samples) const
    {
        if (m_c.cancelled && m_c.cancelled->load(std::memory_order_relaxed)) return false;
        if (samples >= std::max(1, m_c.maxSamples)) return false;
        if (m_c.budgetMs <= 0 || samples == 0) return true;
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count();
        return ms < m_c.budgetMs;
    }

  private:
    const SearchLimits &m_c;
    std::chrono::steady_clock::time_point m_start;
};

} // namespace

// A search departs from candidate 0 only when the playouts favour the alternative clearly (mean
// above `SearchLimits::significance` standard errors), so sampling noise cannot make it worse.
void PairedDiff::add(double d)
{
    sum += d;
    sumSq += d * d;
    ++n;
    if (d > 0) ++better;
    if (d < 0) ++worse;
}

double PairedDiff::score() const
{
    if (n < 2) return 0;
    const double m = mean();
    const double var = std::max(0.0, (sumSq - n * m * m) / (n - 1));
    if (var <= 1e-12) return m > 0 ? 1e9 : (m < 0 ? -1e9 : 0);
    return m / std::sqrt(var / n);
}

double familyThreshold(double significance, int alternatives)
{
    if (alternatives <= 1) return significance;
    const auto tail = [](double z) { return 0.5 * std::erfc(z / std::sqrt(2.0)); }; // P(Z > z)
    const double alpha = tail(significance);
    const double each = 1.0 - std::pow(1.0 - alpha, 1.0 / alternatives);
    double lo = significance, hi = significance + 10.0; // tail() falls: bisect tail(z) = each
    for (int i = 0; i < 100; ++i) {
        const double mid = 0.5 * (lo + hi);
        (tail(mid) > each ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

std::size_t pickCandidate(const std::vector<PairedDiff> &diff, const SearchLimits &limits)
{
    const int alternatives = static_cast<int>(diff.size()) - 1;
    const double z = limits.familyWise ? familyThreshold(limits.significance, alternatives) : limits.significance;
    std::size_t best = 0;
    double bestMean = 0;
    for (std::size_t i = 1; i < diff.size(); ++i) {
        if (!(diff[i].score() > z && diff[i].mean() > bestMean)) continue;
        if (limits.majority && diff[i].better <= diff[i].worse) continue;
        bestMean = diff[i].mean();
        best = i;
    }
    return best;
}

WorldSampler::WorldSampler(const PlayerView &v, const RuleSet &r, const std::vector<HandBelief> *beliefs)
    : v(v), r(r), beliefs(beliefs)
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
        if (!seen[c.id]) hidden.push_back(c);
    unknownBySeat.assign(static_cast<std::size_t>(v.players), 0);
    int unknown = 0;
    for (int s = 0; s < v.players; ++s) {
        if (s == v.seat) continue;
        const auto si = static_cast<std::size_t>(s);
        const int known = si < v.knownCards.size() ? static_cast<int>(v.knownCards[si].size()) : 0;
        unknownBySeat[si] = std::max(0, v.handSizes[si] - known);
        unknown += unknownBySeat[si];
    }
    // Anything else is a view this sampler does not understand (then the search keeps candidate 0).
    consistent = static_cast<int>(hidden.size()) == unknown + v.stockSize;
}

std::optional<Round> WorldSampler::sample(Random &rng) const
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
    bool believed = false;
    for (int s = 0; s < v.players; ++s) {
        const auto si = static_cast<std::size_t>(s);
        SeatState &seat = st.seats[si];
        if (s == v.seat) {
            seat.hand = v.hand;
        } else {
            if (si < v.knownCards.size()) seat.hand = v.knownCards[si];
            int dealt = 0;
            if (beliefs && si < beliefs->size() && (*beliefs)[si].active()) {
                // The believed cards first, in the shuffled order; the others stay for the stock.
                for (std::size_t k = at; k < pool.size() && dealt < unknownBySeat[si]; ++k) {
                    if (!(*beliefs)[si].admits(pool[k], seat.hand, r)) continue;
                    std::swap(pool[at], pool[k]);
                    seat.hand.push_back(pool[at++]);
                    ++dealt;
                }
                believed = true;
            }
            for (; dealt < unknownBySeat[si] && at < pool.size(); ++dealt) seat.hand.push_back(pool[at++]);
        }
        seat.opened = si < v.opened.size() && v.opened[si];
        for (const Meld &m : v.table)
            if (m.owner == s) seat.playedToTable = true;
        if (si < v.knownCards.size())
            for (const Card &c : v.knownCards[si]) seat.tookFromPile.push_back(c.id);
    }
    st.stock.assign(pool.begin() + static_cast<std::ptrdiff_t>(at), pool.end());
    // The cards passed over are in front: the stock's order must not depend on the belief.
    if (believed) rng.shuffle(st.stock);
    st.pile = v.pile;
    st.cut = v.cut;
    st.cutCardId = v.cut ? static_cast<int>(v.cut->id) : -1;
    st.cutter = r.cutCard ? (v.dealer - 1 + v.players) % v.players : -1;
    st.table = v.table;
    st.turn = v.turn;
    st.rng = Random(rng.next());
    return Round::fromState(r, std::move(st));
}

double Playout::run(Round &w, int turns, std::uint64_t seed)
{
    ComputerPlayer &mine = ownPolicy ? *ownPolicy : bot;
    if (!w.isOver() && w.currentSeat() == me) playTurn(w, mine, seed);
    for (int t = 0; t < turns && !w.isOver(); ++t)
        playTurn(w, w.currentSeat() == me ? mine : bot, seed + 0x9E37ULL * static_cast<std::uint64_t>(t + 1));
    return value(w);
}

double marginOverBest(const std::vector<double> &finals, int me)
{
    double margin = 0;
    bool first = true;
    for (std::size_t s = 0; s < finals.size(); ++s) {
        if (static_cast<int>(s) == me) continue;
        const double m = finals[static_cast<std::size_t>(me)] - finals[s];
        if (first || m < margin) margin = m;
        first = false;
    }
    return margin;
}

double matchWinValue(const std::vector<double> &finals, int me, bool roundOver)
{
    const double margin = marginOverBest(finals, me);
    if (!roundOver) return 1.0 / (1.0 + std::exp(-margin / 20.0));
    return margin > 0 ? 1.0 : (margin < 0 ? 0.0 : 0.5);
}

double matchChance(double margin, double spreadPerRound, int roundsAfter)
{
    const double spread = spreadPerRound * std::sqrt(static_cast<double>(std::max(1, roundsAfter)));
    return 0.5 * std::erfc(-margin / (spread * std::sqrt(2.0)));
}

double Playout::value(const Round &w)
{
    const int players = w.players();
    const double sign = lowerIsBetter(r) ? -1.0 : 1.0;
    // Every seat's worth of the position in points, higher is better.
    std::vector<double> x(static_cast<std::size_t>(players), 0.0);
    if (scoreCombinations && !w.isOver() && r.scoring == ScoringScheme::PlusMinus) {
        // RULES.md 5.8: every seat's table and hand combinations count, whoever closes.
        std::vector<std::vector<Card>> hands;
        hands.reserve(static_cast<std::size_t>(players));
        for (int s = 0; s < players; ++s) hands.push_back(w.hand(s));
        const std::vector<SeatScore> now = scorePlusMinus(r, hands, w.table(), -1, std::nullopt);
        for (int s = 0; s < players; ++s) x[static_cast<std::size_t>(s)] = now[static_cast<std::size_t>(s)].points;
    } else {
        for (int s = 0; s < players; ++s) {
            double &xs = x[static_cast<std::size_t>(s)];
            xs = sign * w.roundScore(s);
            if (w.isOver()) continue;
            PartitionOptions o = deadwoodOptions(r);
            o.keepOneCard = false;
            for (const Meld &m : w.table())
                if (m.owner == s && m.kind == MeldKind::Run) o.hasSequenceElsewhere = true;
            xs -= solver.solve(w.hand(s), r, o).deadwoodPoints;
            if (r.needsOpening() && !w.hasOpened(s)) xs -= kNotOpened;
        }
    }
    // The match around the round: its last round is worth the match (matchWinValue); before it,
    // with roundSpread, the chance of the match (matchChance).
    const bool knownTotals = standing && static_cast<int>(standing->totals.size()) == players;
    const bool lastRound = knownTotals && standing->finalRound();
    const bool matchOdds = knownTotals && roundSpread > 0 && standing->roundsAfterThis > 0;
    if (lastRound || matchOdds) {
        for (int s = 0; s < players; ++s)
            x[static_cast<std::size_t>(s)] += sign * standing->totals[static_cast<std::size_t>(s)];
        return lastRound ? matchWinValue(x, me, w.isOver())
                         : matchChance(marginOverBest(x, me), roundSpread, standing->roundsAfterThis);
    }
    double mine = 0, others = 0;
    for (int s = 0; s < players; ++s) (s == me ? mine : others) += x[static_cast<std::size_t>(s)];
    return mine - others / std::max(1, players - 1);
}

std::vector<Action> discardCandidates(std::vector<std::pair<double, Card>> ranked, const Action &normal, int seat,
                                      int count, double window)
{
    std::erase_if(ranked, [](const auto &e) { return e.second.isJoker(); });
    if (ranked.size() < 2) return {};
    std::vector<Action> candidates{normal};
    const std::size_t k = static_cast<std::size_t>(std::max(1, count));
    for (std::size_t i = 0; i < ranked.size() && candidates.size() < k; ++i) {
        if (ranked[i].second.id == normal.card) continue;
        if (ranked[i].first > ranked[0].first + window) break;
        candidates.push_back(Action::discard(seat, ranked[i].second.id));
    }
    return candidates;
}

std::optional<std::vector<PairedDiff>> evaluateCandidates(const PlayerView &v, const RuleSet &r,
                                                          const SearchLimits &limits, ComputerPlayer &bot,
                                                          const std::vector<Action> &candidates, std::uint64_t seed)
{
    if (candidates.size() < 2 || v.players < 2) return std::nullopt;
    const WorldSampler world(v, r, limits.beliefs);
    if (!world.consistent) return std::nullopt;
    Random rng(mix(seed, 0xC0FFEEULL + static_cast<std::uint64_t>(v.turnIndex)));
    Playout playout(r, bot, v.seat);
    playout.scoreCombinations = limits.scoreCombinations;
    playout.standing = limits.standing;
    playout.roundSpread = limits.roundSpread;
    playout.ownPolicy = limits.ownPolicy;
    // The match's last round is played to its end: the match is won by the totals after it.
    const bool toTheEnd = limits.standing && limits.standing->finalRound();
    const int turns = (toTheEnd ? kToTheEndCircuits : std::max(1, limits.horizonCircuits)) * v.players;
    std::vector<PairedDiff> diff(candidates.size());
    std::vector<double> value(candidates.size(), 0.0);
    const SampleClock clock(limits);
    for (int samples = 0; clock.more(samples); ++samples) {
        const std::optional<Round> base = world.sample(rng);
        if (!base) return std::nullopt;
        const std::uint64_t playSeed = rng.next();
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            Round w = *base;
            Action a = candidates[i];
            a.seat = v.seat;
            if (w.apply(a) != Reason::Ok) {
                if (i == 0) return std::nullopt;
                value[i] = -1e6; // refused in this world: never chosen
                continue;
            }
            value[i] = playout.run(w, turns, playSeed);
        }
        for (std::size_t i = 1; i < candidates.size(); ++i) diff[i].add(value[i] - value[0]);
    }
    return diff;
}

std::size_t compareCandidates(const PlayerView &v, const RuleSet &r, const SearchLimits &limits, ComputerPlayer &bot,
                              const std::vector<Action> &candidates, std::uint64_t seed)
{
    const std::optional<std::vector<PairedDiff>> diff = evaluateCandidates(v, r, limits, bot, candidates, seed);
    if (!diff) return 0;
    // Cancelled: the answer must not depend on how far the search got before it stopped.
    if (limits.cancelled && limits.cancelled->load(std::memory_order_relaxed)) return 0;
    return pickCandidate(*diff, limits);
}

} // namespace remi::ai::bot
