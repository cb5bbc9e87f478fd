// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScoreBreakdown.h"

#include "Round.h"

#include <algorithm>

namespace remi {

int SeatBreakdown::value(ScoreColumn column) const
{
    switch (column) {
    case ScoreColumn::Melded: return melded;
    case ScoreColumn::Bonus: return bonus;
    case ScoreColumn::Penalty: return penalty;
    case ScoreColumn::Hand: return hand;
    case ScoreColumn::Multiplier: return multiplier;
    case ScoreColumn::Round: return round;
    }
    return 0;
}

std::vector<ScoreColumn> roundColumns(const RuleSet &rules)
{
    using C = ScoreColumn;
    switch (rules.scoring) {
    case ScoringScheme::WinnerTakesHands: // 2.8: the opponents' hands, doubled for going rummy
        return rules.rummyDoubles ? std::vector<C>{C::Hand, C::Multiplier, C::Round}
                                  : std::vector<C>{C::Hand, C::Round};
    case ScoringScheme::PenaltyPoints: // 3.8: closing score, not opened, cards in hand, doubling
        return {C::Bonus, C::Penalty, C::Hand, C::Multiplier, C::Round};
    case ScoringScheme::PlusMinus: // 5.8: combinations plus, the rest minus, the closing bonus
        return {C::Melded, C::Hand, C::Bonus, C::Round};
    case ScoringScheme::LiveTable: // 4.8 normal mode
        return {C::Melded, C::Penalty, C::Hand, C::Bonus, C::Round};
    case ScoringScheme::Challenge: // 4.8 challenge mode
        return {C::Penalty, C::Hand, C::Multiplier, C::Bonus, C::Round};
    }
    return {C::Round};
}

namespace {

void addCostly(SeatBreakdown &seat, const std::vector<Card> &cards)
{
    for (const Card &c : cards)
        if (std::find(seat.costly.begin(), seat.costly.end(), c.id) == seat.costly.end()) seat.costly.push_back(c.id);
}

} // namespace

RoundBreakdown breakdownRound(const Round &round)
{
    const RuleSet &rules = round.rules();
    RoundBreakdown out;
    out.columns = roundColumns(rules);
    out.lowerIsBetter = rules.scoring == ScoringScheme::PenaltyPoints || rules.scoring == ScoringScheme::Challenge;
    if (!round.isOver()) return out;
    const RoundResult &result = round.result();
    out.winner = result.winner;
    out.seats.resize(result.seats.size());
    auto note = [&](ScoreNoteKind kind, int seat, int points = 0, int factor = 1) -> ScoreNote & {
        ScoreNote n;
        n.kind = kind;
        n.seat = seat;
        n.points = points;
        n.factor = factor;
        out.notes.push_back(n);
        return out.notes.back();
    };
    if (result.winner < 0) note(ScoreNoteKind::NobodyWentOut, -1).cause = static_cast<int>(result.cause);

    const bool challenge = rules.scoring == ScoringScheme::Challenge;
    int remiAlone = 0; // rami 4.8: the winner's points for nobody else having opened
    for (std::size_t s = 0; s < result.seats.size(); ++s) {
        const int seat = static_cast<int>(s);
        const SeatScore &score = result.seats[s];
        SeatBreakdown &b = out.seats[s];
        b.round = score.points;
        int setMinus = 0;
        for (const ScoreLine &line : score.lines) {
            using K = ScoreLine::Kind;
            switch (line.kind) {
            case K::CardInHand:
                b.hand += line.points;
                if (line.points != 0) b.costly.push_back(line.card.id);
                break;
            case K::OpponentHand:
                b.hand += line.points;
                addCostly(out.seats[static_cast<std::size_t>(line.seat)], round.hand(line.seat));
                break;
            case K::OwnHand:
                b.hand += line.points;
                addCostly(b, round.hand(seat));
                break;
            case K::Finish:
                b.bonus += line.points;
                if (result.finish == Finish::Hand) note(ScoreNoteKind::Hand, seat, line.points);
                if (result.finish == Finish::CutHand) note(ScoreNoteKind::CutCardHand, seat, line.points);
                break;
            case K::NotOpened:
                b.penalty += line.points;
                note(ScoreNoteKind::NotOpened, seat, line.points);
                break;
            case K::Multiplier: b.multiplier = line.factor; break;
            case K::TableCard:
            case K::HandMeldCard:
                b.melded += line.points;
                if (line.points < 0) setMinus += line.points;
                break;
            case K::ClosingBonus: {
                b.bonus += line.points;
                ScoreNote &n = note(ScoreNoteKind::ClosingBonus, seat, line.points, line.factor);
                n.card = line.card;
                break;
            }
            case K::TablePoints: b.melded += line.points; break;
            case K::Penalty: {
                b.penalty += line.points;
                const SeatState &st = round.state().seats[s];
                const int sign = challenge ? 1 : -1;
                if (st.borrowedCharged > 0)
                    note(ScoreNoteKind::BorrowedPenalty, seat, sign * st.borrowedCharged * rules.borrowPenalty).count =
                        st.borrowedCharged;
                if (st.timeouts > 0)
                    note(ScoreNoteKind::TimeoutPenalty, seat, sign * st.timeouts * rules.timeoutPenalty).count =
                        st.timeouts;
                break;
            }
            case K::Bonus: b.bonus += line.points; break;
            case K::NoOtherOpened:
                b.bonus += line.points;
                if (seat == result.winner) remiAlone += line.points;
                break;
            }
        }
        if (setMinus < 0) note(ScoreNoteKind::SetWithoutSequence, seat, setMinus);
    }

    // How the winner finished (2.7, 3.7, 3.8, 4.7, 4.8).
    const int w = result.winner;
    if (w >= 0) {
        const SeatBreakdown &wb = out.seats[static_cast<std::size_t>(w)];
        switch (result.finish) {
        case Finish::Rummy:
            if (wb.multiplier != 1) note(ScoreNoteKind::GoingRummy, w, 0, wb.multiplier);
            break;
        case Finish::Hand:
        case Finish::CutHand: {
            int factor = 1; // 3.8: the others' scores doubled after a *hand* (their Multiplier lines)
            for (const SeatBreakdown &o : out.seats) factor = std::max(factor, o.multiplier);
            if (factor != 1) note(ScoreNoteKind::HandDoubling, w, 0, factor);
            break;
        }
        case Finish::Remi:
        case Finish::PureRemi: {
            const ScoreNoteKind kind = result.finish == Finish::Remi ? ScoreNoteKind::Remi : ScoreNoteKind::PureRemi;
            int factor = 1;
            for (const SeatBreakdown &o : out.seats) factor = std::max(factor, o.multiplier);
            note(kind, w, challenge ? 0 : wb.bonus - remiAlone, challenge ? factor : 1);
            break;
        }
        default: break;
        }
        if (remiAlone != 0) note(ScoreNoteKind::NoOtherOpened, w, remiAlone);
        // Rami challenge item 4: finishing before anyone else opened (4.8).
        if (challenge && wb.bonus != 0) note(ScoreNoteKind::FinishBeforeOthers, w, wb.bonus);
    }
    return out;
}

std::vector<int> liveRoundPoints(const Round &round)
{
    return round.roundScores();
}

bool scoresDuringRound(const RuleSet &rules)
{
    return rules.scoring == ScoringScheme::LiveTable || rules.scoring == ScoringScheme::Challenge;
}

MatchGoal matchGoal(const RuleSet &rules, int players)
{
    MatchGoal g;
    switch (rules.matchEnd) {
    case MatchEnd::TargetScore: g.points = rules.targetScore; break;
    case MatchEnd::DealCount: g.rounds = rules.dealCount; break;
    case MatchEnd::OnceAround:
        g.rounds = players;
        g.lowerIsBetter = true;
        break;
    case MatchEnd::TwiceAround:
        g.rounds = 2 * players;
        g.lowerIsBetter = true;
        break;
    case MatchEnd::Elimination:
        g.points = rules.targetScore;
        g.elimination = true;
        g.lowerIsBetter = true;
        break;
    case MatchEnd::ScoreLimit:
        g.points = rules.scoreLimit;
        g.rounds = rules.roundsLimit;
        break;
    }
    return g;
}

} // namespace remi
