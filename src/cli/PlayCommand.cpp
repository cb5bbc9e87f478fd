// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayCommand.h"

#include "CliText.h"
#include "RandomPlayer.h"

#include "engine/Match.h"
#include "engine/Meld.h"
#include "engine/RuleSet.h"

#include <optional>

namespace remi::sim {

namespace {

constexpr int kMaxTurnsPerRound = 20000;
/// Without --rounds: an elimination match can drift forever when the players left keep
/// closing (their totals only fall), so stop there and say so.
constexpr int kSafetyRounds = 1000;

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

QString finishText(const RoundResult &r, const Match &match)
{
    const QString who = r.winner >= 0 ? QStringLiteral("seat %1").arg(match.matchSeat(r.winner)) : QString();
    switch (r.finish) {
    case Finish::None:
        switch (r.cause) {
        case RoundEnd::Blocked: return QStringLiteral("nobody went out (blocked: two idle circuits)");
        case RoundEnd::Stalemate: return QStringLiteral("nobody went out (stalemate: stock rebuilt without melds)");
        default: return QStringLiteral("nobody went out (the stock ran out)");
        }
    case Finish::GoOut: return who + QStringLiteral(" went out");
    case Finish::Rummy: return who + QStringLiteral(" went rummy");
    case Finish::Close: return who + QStringLiteral(" closed");
    case Finish::Hand: return who + QStringLiteral(" closed with a hand");
    case Finish::CutHand: return who + QStringLiteral(" closed with a cut-card hand");
    default: break; // a finish added later
    }
    return who + QStringLiteral(" ended the round");
}

QString finishName(Finish f)
{
    switch (f) {
    case Finish::None: break;
    case Finish::GoOut: return QStringLiteral("out");
    case Finish::Rummy: return QStringLiteral("rummy");
    case Finish::Close: return QStringLiteral("close");
    case Finish::Hand: return QStringLiteral("hand");
    case Finish::CutHand: return QStringLiteral("cut-card hand");
    default: break; // a finish added later
    }
    return QStringLiteral("finish");
}

QString lineText(const ScoreLine &l, const RoundResult &r, const Match &match)
{
    switch (l.kind) {
    case ScoreLine::Kind::CardInHand: return str(cardCode(l.card)) + QLatin1Char(' ') + QString::number(l.points);
    case ScoreLine::Kind::OpponentHand:
        return QStringLiteral("hand of seat %1: %2").arg(match.matchSeat(l.seat)).arg(l.points);
    case ScoreLine::Kind::Finish: return finishName(r.finish) + QLatin1Char(' ') + QString::number(l.points);
    case ScoreLine::Kind::NotOpened: return QStringLiteral("not opened %1").arg(l.points);
    case ScoreLine::Kind::Multiplier: return QStringLiteral("x%1").arg(l.factor);
    case ScoreLine::Kind::TableCard: return QStringLiteral("table %1 %2").arg(str(cardCode(l.card))).arg(l.points);
    case ScoreLine::Kind::HandMeldCard:
        return QStringLiteral("hand meld %1 %2").arg(str(cardCode(l.card))).arg(l.points);
    case ScoreLine::Kind::ClosingBonus:
        return QStringLiteral("closing %1 x%2: %3").arg(str(cardCode(l.card))).arg(l.factor).arg(l.points);
    default: break; // a kind added later
    }
    return QString::number(l.points);
}

QString sourceText(DrawSource s)
{
    switch (s) {
    case DrawSource::Stock: return QStringLiteral("the stock");
    case DrawSource::Discard: return QStringLiteral("the discard pile");
    case DrawSource::Cut: return QStringLiteral("the cut card");
    default: break;
    }
    return QString();
}

QString eventText(const Event &e, const Round &round, const Match &match)
{
    const QString who = e.seat >= 0 ? QStringLiteral("seat %1").arg(match.matchSeat(e.seat)) : QString();
    switch (e.type) {
    case EventType::Drew:
        if (e.source == DrawSource::Stock)
            return who + QStringLiteral(" draws %1 from the stock").arg(str(cardsCode(e.cards)));
        return who + QStringLiteral(" takes %1 from %2").arg(str(cardsCode(e.cards)), sourceText(e.source));
    case EventType::Melded: {
        QStringList melds;
        for (int i = e.meld; i < e.meld + e.count && i < static_cast<int>(round.table().size()); ++i)
            melds << QLatin1Char('[') + str(cardsCode(round.table()[static_cast<std::size_t>(i)].cards)) +
                         QLatin1Char(']');
        return who + QStringLiteral(" melds ") + melds.join(QLatin1Char(' '));
    }
    case EventType::LaidOff:
        return who + QStringLiteral(" lays off %1 on meld %2").arg(str(cardsCode(e.cards))).arg(e.meld);
    case EventType::JokerSwapped: return who + QStringLiteral(" swaps a joker out of meld %1").arg(e.meld);
    case EventType::Discarded:
        if (e.cards.size() > 1)
            return who +
                   QStringLiteral(" discards %1, burying %2").arg(str(cardCode(e.cards[0])), str(cardCode(e.cards[1])));
        return who + QStringLiteral(" discards %1").arg(str(cardsCode(e.cards)));
    case EventType::StockRebuilt: return QStringLiteral("the discards become a new stock of %1 cards").arg(e.count);
    case EventType::RoundEnded: return QStringLiteral("the round ends");
    case EventType::Undone: return who + QStringLiteral(" takes back its last action");
    case EventType::Took:
        return who + QStringLiteral(" takes %1 from meld %2").arg(str(cardsCode(e.cards))).arg(e.meld);
    case EventType::Rearranged: return who + QStringLiteral(" rearranges the table");
    case EventType::CardsLeft: return who + QStringLiteral(" has %1 card(s) left").arg(e.count);
    case EventType::Penalized: return who + QStringLiteral(" pays %1 points").arg(e.points);
    case EventType::TurnEnded: return who + QStringLiteral(" ends the turn");
    default: break; // an event added later
    }
    return QString();
}

/// " (+N)" for points an action scored (rami normal mode); for new melds that score nothing, in a
/// variant with an opening, " (value N)": their value as the engine counts it for the opening
/// (openingValue: remi51 3.6, an ace 10 by default; rami 4.8 table values).
QString pointsText(const Event &e, const Round &round)
{
    if (e.type == EventType::Penalized) return QString();
    if (e.points != 0) return QStringLiteral(" (%1%2)").arg(e.points > 0 ? "+" : "").arg(e.points);
    if (e.type != EventType::Melded || !round.rules().needsOpening()) return QString();
    int value = 0;
    for (int i = e.meld; i < e.meld + e.count && i < static_cast<int>(round.table().size()); ++i)
        value += openingValue(round.table()[static_cast<std::size_t>(i)], round.rules());
    return QStringLiteral(" (value %1)").arg(value);
}

QString totalsText(const Match &match)
{
    QStringList parts;
    for (int s = 0; s < match.players(); ++s) {
        QString p = QStringLiteral("seat %1: %2").arg(s).arg(match.totals()[static_cast<std::size_t>(s)]);
        if (s < static_cast<int>(match.eliminated().size()) && match.eliminated()[static_cast<std::size_t>(s)])
            p += QStringLiteral(" (out)");
        parts << p;
    }
    return parts.join(QStringLiteral(", "));
}

void logRound(const Match &match, const Round &round, int turns, QTextStream &out)
{
    const RoundResult &r = round.result();
    out << "  " << finishText(r, match) << " after " << turns << " turns\n";
    for (int rs = 0; rs < round.players(); ++rs) {
        const SeatScore &score = r.seats[static_cast<std::size_t>(rs)];
        QStringList lines;
        for (const ScoreLine &l : score.lines) lines << lineText(l, r, match);
        out << "  seat " << match.matchSeat(rs) << ": " << qSetFieldWidth(5) << score.points << qSetFieldWidth(0);
        if (!lines.isEmpty()) out << "  (" << lines.join(QStringLiteral(", ")) << ')';
        out << '\n';
    }
    out << "  totals: " << totalsText(match) << "\n\n";
}

std::optional<RuleSet> makeRules(const PlayOptions &o, QTextStream &err)
{
    auto rules = presetRules(o.variant.toStdString());
    if (!rules) {
        QStringList names;
        for (const std::string &n : variantNames()) names << str(n);
        err << "unknown variant \"" << shown(o.variant) << "\" (known: " << names.join(QStringLiteral(", ")) << ")\n";
        return std::nullopt;
    }
    for (const QString &opt : o.options) {
        const qsizetype eq = opt.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            err << "--option " << shown(opt) << ": expected name=value\n";
            return std::nullopt;
        }
        if (const auto e = setOption(*rules, opt.left(eq).toStdString(), opt.mid(eq + 1).toStdString())) {
            err << "--option " << shown(opt) << ": " << str(*e) << '\n';
            return std::nullopt;
        }
    }
    if (o.players < rules->minPlayers || o.players > rules->maxPlayers) {
        err << "--players " << o.players << ": " << o.variant << " takes " << rules->minPlayers << " to "
            << rules->maxPlayers << " players\n";
        return std::nullopt;
    }
    return rules;
}

} // namespace

int runPlay(const PlayOptions &options, QTextStream &out, QTextStream &err)
{
    const auto rules = makeRules(options, err);
    if (!rules) return 2;

    Match match(*rules, options.players, options.seed);
    RandomPlayer player(options.seed ^ 0x9E3779B97F4A7C15ULL);
    out << "Match of " << options.variant << ", " << options.players << " random players, seed " << options.seed
        << '\n';
    if (!options.options.isEmpty()) out << "Options: " << options.options.join(QStringLiteral(", ")) << '\n';
    out << '\n';

    int played = 0;
    for (;;) {
        Round &round = match.round();
        ++played;
        out << "Round " << played << ": dealer seat " << match.matchSeat(round.dealer()) << ", seat "
            << match.matchSeat(round.currentSeat()) << " plays first\n";
        int turns = 0;
        std::vector<Event> events;
        while (!round.isOver()) {
            if (++turns > kMaxTurnsPerRound) {
                err << "round " << played << " did not end after " << kMaxTurnsPerRound << " turns\n";
                return 1;
            }
            const int seat = round.currentSeat();
            events.clear();
            const bool ok = player.playTurn(round, options.verbose ? &events : nullptr);
            for (const Event &e : events) {
                const QString text = eventText(e, round, match);
                if (!text.isEmpty()) out << "    " << text << pointsText(e, round) << '\n';
            }
            if (!ok) {
                QStringList blockers;
                for (Reason r : round.turnEndBlockers()) blockers << QString::fromUtf8(reasonCode(r));
                err << "round " << played << ", turn " << turns << ": seat " << match.matchSeat(seat)
                    << " could not end its turn; hand " << str(cardsCode(round.hand(seat)))
                    << "; blockers: " << blockers.join(QStringLiteral(", ")) << '\n';
                return 1;
            }
        }
        match.settleRound();
        logRound(match, round, turns, out);
        if (match.isOver()) break;
        const int cap = options.maxRounds > 0 ? options.maxRounds : kSafetyRounds;
        if (played >= cap) {
            out << "Stopped after " << played << " round(s) ("
                << (options.maxRounds > 0 ? QStringLiteral("--rounds %1").arg(cap)
                                          : QStringLiteral("safety limit without --rounds"))
                << "); the match is not over.\n";
            out << "Totals: " << totalsText(match) << '\n';
            return 0;
        }
        if (!match.startNextRound()) {
            err << "the next round could not be dealt\n";
            return 1;
        }
    }

    out << "Match over after " << played << " round(s).\n";
    out << "Totals: " << totalsText(match) << '\n';
    QStringList winners;
    for (int s : match.winners()) winners << QStringLiteral("seat %1").arg(s);
    out << (winners.size() > 1 ? "Winners: " : "Winner: ") << winners.join(QStringLiteral(", ")) << '\n';
    out << "(" << player.tried() << " actions tried, " << player.refused() << " refused)\n";
    return 0;
}

} // namespace remi::sim
