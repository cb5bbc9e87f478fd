// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Match.h"

#include <algorithm>

namespace remi {

Match::Match(const RuleSet &rules, int players, std::uint64_t seed)
    : m_rules(rules.forPlayers(players)), m_players(players), m_rng(seed),
      m_totals(static_cast<std::size_t>(players), 0), m_eliminated(static_cast<std::size_t>(players), false)
{
    m_dealer = static_cast<int>(m_rng.below(static_cast<std::uint64_t>(players))); // 1.6: first dealer at random
    dealRound();
}

void Match::dealRound()
{
    m_seatMap.clear();
    int roundDealer = 0;
    for (int s = 0; s < m_players; ++s) {
        if (m_eliminated[static_cast<std::size_t>(s)]) continue;
        if (s == m_dealer) roundDealer = static_cast<int>(m_seatMap.size());
        m_seatMap.push_back(s);
    }
    m_round = Round::deal(m_rules, static_cast<int>(m_seatMap.size()), roundDealer, m_rng);
    m_settled = false;
}

bool Match::replaceRound(Round round)
{
    if (!m_round || round.players() != m_round->players()) return false;
    m_round = std::move(round);
    m_settled = false;
    return true;
}

bool Match::follow(Round round, Followed f)
{
    if (static_cast<int>(f.seatMap.size()) != round.players() || static_cast<int>(f.totals.size()) != m_players)
        return false;
    for (int s : f.seatMap)
        if (s < 0 || s >= m_players) return false;
    m_eliminated.assign(static_cast<std::size_t>(m_players), true);
    for (int s : f.seatMap) m_eliminated[static_cast<std::size_t>(s)] = false;
    m_round = std::move(round);
    m_seatMap = std::move(f.seatMap);
    m_history = std::move(f.history);
    m_totals = std::move(f.totals);
    m_settled = f.settled;
    m_over = f.over;
    m_winners = std::move(f.winners);
    m_dealer = m_seatMap[static_cast<std::size_t>(m_round->dealer())];
    return true;
}

int Match::nextActiveSeat(int seat) const
{
    for (int k = 1; k <= m_players; ++k) {
        const int s = (seat + k) % m_players;
        if (!m_eliminated[static_cast<std::size_t>(s)]) return s;
    }
    return seat;
}

int Match::roundsAfterThis() const
{
    int count = -1;
    switch (m_rules.matchEnd) {
    case MatchEnd::DealCount: count = m_rules.dealCount; break;
    case MatchEnd::OnceAround: count = m_players; break;
    case MatchEnd::TwiceAround: count = 2 * m_players; break;
    default: return -1;
    }
    return std::max(0, count - roundNumber());
}

bool Match::settleRound()
{
    if (m_settled || !m_round || !m_round->isOver()) return false;
    std::vector<int> row(static_cast<std::size_t>(m_players), 0);
    const std::vector<int> scores = m_round->result().scores();
    for (std::size_t rs = 0; rs < scores.size(); ++rs) row[static_cast<std::size_t>(m_seatMap[rs])] = scores[rs];
    for (int s = 0; s < m_players; ++s) m_totals[static_cast<std::size_t>(s)] += row[static_cast<std::size_t>(s)];
    m_history.push_back(row);
    m_settled = true;
    decideEnd();
    return true;
}

void Match::decideEnd()
{
    auto bestSeats = [&](const std::vector<int> &seats, bool highest) {
        std::vector<int> out;
        for (int s : seats) {
            const int t = m_totals[static_cast<std::size_t>(s)];
            if (out.empty()) {
                out.push_back(s);
                continue;
            }
            const int best = m_totals[static_cast<std::size_t>(out.front())];
            if (t == best) out.push_back(s);
            else if (highest ? t > best : t < best) out = {s};
        }
        return out;
    };
    std::vector<int> all(static_cast<std::size_t>(m_players));
    for (int s = 0; s < m_players; ++s) all[static_cast<std::size_t>(s)] = s;
    const int rounds = static_cast<int>(m_history.size());

    switch (m_rules.matchEnd) {
    case MatchEnd::TargetScore: // 2.9: the first total to reach the target wins
        if (*std::max_element(m_totals.begin(), m_totals.end()) >= m_rules.targetScore) {
            m_over = true;
            m_winners = bestSeats(all, true);
        }
        break;
    case MatchEnd::DealCount:
        if (rounds >= m_rules.dealCount) {
            m_over = true;
            m_winners = bestSeats(all, true);
        }
        break;
    case MatchEnd::OnceAround:
    case MatchEnd::TwiceAround: // 3.9: each player deals once (twice); lowest total wins
        if (rounds >= m_players * (m_rules.matchEnd == MatchEnd::TwiceAround ? 2 : 1)) {
            m_over = true;
            m_winners = bestSeats(all, false);
        }
        break;
    case MatchEnd::ScoreLimit: { // 4.9: a total at the limit, or the round limit; a tied lead plays on
        const bool reached = *std::max_element(m_totals.begin(), m_totals.end()) >= m_rules.scoreLimit ||
                             (m_rules.roundsLimit > 0 && rounds >= m_rules.roundsLimit);
        if (reached) {
            const std::vector<int> leaders = bestSeats(all, true);
            if (leaders.size() == 1) {
                m_over = true;
                m_winners = leaders;
            }
        }
        break;
    }
    case MatchEnd::Elimination: { // 3.9: out at targetScore; last player left wins
        std::vector<int> outNow, left;
        for (int s = 0; s < m_players; ++s) {
            if (m_eliminated[static_cast<std::size_t>(s)]) continue;
            if (m_totals[static_cast<std::size_t>(s)] >= m_rules.targetScore) {
                m_eliminated[static_cast<std::size_t>(s)] = true;
                outNow.push_back(s);
            } else {
                left.push_back(s);
            }
        }
        if (left.size() == 1) {
            m_over = true;
            m_winners = left;
        } else if (left.empty()) {
            m_over = true;
            m_winners = bestSeats(outNow, false);
        }
        break;
    }
    }
}

bool Match::startNextRound()
{
    if (!m_settled || m_over) return false;
    const int winner = m_round->result().winner;
    if (m_rules.dealerRotation == DealerRotation::LowestTotal) {
        // RULES.md 5.2: the lowest total deals; ties scanned clockwise from the previous dealer.
        int best = -1;
        for (int k = 0; k < m_players; ++k) {
            const int s = (m_dealer + k) % m_players;
            if (m_eliminated[static_cast<std::size_t>(s)]) continue;
            if (best < 0 || m_totals[static_cast<std::size_t>(s)] < m_totals[static_cast<std::size_t>(best)]) best = s;
        }
        m_dealer = best;
    } else if (m_rules.dealerRotation == DealerRotation::Winner && winner >= 0 &&
               !m_eliminated[static_cast<std::size_t>(matchSeat(winner))])
        m_dealer = matchSeat(winner);
    else m_dealer = nextActiveSeat(m_dealer);
    dealRound();
    return true;
}

} // namespace remi
