// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TournamentCommand.h"

#include "CliText.h"

#include "ai/bots/BotMatch.h"
#include "ai/bots/ComputerLevels.h"

#include "engine/RuleSet.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <memory>
#include <optional>

namespace remi::sim {

namespace {

struct SeatTally {
    ai::BotLevel level = ai::BotLevel::Normal;
    int games = 0;
    int wins = 0;
    long long score = 0;
};

/// Wilson score interval for `wins` of `n` at 95 %.
std::pair<double, double> wilson(int wins, int n)
{
    if (n <= 0) return {0.0, 1.0};
    const double z = 1.96, p = static_cast<double>(wins) / n, z2n = z * z / n;
    const double centre = (p + z2n / 2) / (1 + z2n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double maxOf(const std::vector<double> &v)
{
    return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
}

double percentile95(std::vector<double> v)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(v.size()))) - 1;
    return v[std::min(i, v.size() - 1)];
}

bool lowerIsBetter(const RuleSet &rules)
{
    return rules.scoring == ScoringScheme::PenaltyPoints || rules.scoring == ScoringScheme::Challenge;
}

} // namespace

int runTournament(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Matches between computer players. Every deal is played once per rotation of the seats "
        "(mirrored deals), so each level plays each seat's cards."));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("This help."));
    const QCommandLineOption variant(QStringLiteral("variant"), QStringLiteral("Variant preset."),
                                     QStringLiteral("name"), QStringLiteral("remi51"));
    const QCommandLineOption seats(QStringLiteral("seats"),
                                   QStringLiteral("Levels by seat, comma-separated: easy, normal, hard, expert."),
                                   QStringLiteral("levels"), QStringLiteral("normal,easy"));
    const QCommandLineOption games(QStringLiteral("games"),
                                   QStringLiteral("Matches to play (rounded up to whole mirrored sets)."),
                                   QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("First deal's seed."), QStringLiteral("s"),
                                  QStringLiteral("1"));
    const QCommandLineOption rounds(QStringLiteral("rounds"),
                                    QStringLiteral("Rounds per match (0: play each match to its end)."),
                                    QStringLiteral("r"), QStringLiteral("0"));
    const QCommandLineOption budget(QStringLiteral("budget-ms"),
                                    QStringLiteral("Hard level: milliseconds per discard decision (0: no limit)."),
                                    QStringLiteral("ms"), QStringLiteral("60"));
    const QCommandLineOption samples(QStringLiteral("samples"),
                                     QStringLiteral("Hard level: most determinizations per decision."),
                                     QStringLiteral("n"), QStringLiteral("48"));
    const QCommandLineOption horizon(QStringLiteral("horizon"),
                                     QStringLiteral("Hard level: circuits each playout simulates."),
                                     QStringLiteral("n"), QString::number(ai::HardConfig{}.horizonCircuits));
    const QCommandLineOption candidates(QStringLiteral("candidates"),
                                        QStringLiteral("Hard level: discard candidates compared."),
                                        QStringLiteral("n"), QString::number(ai::HardConfig{}.candidates));
    const QCommandLineOption significance(
        QStringLiteral("significance"),
        QStringLiteral("Hard level: standard errors an alternative must gain to replace the normal choice "
                       "(default: the variant's, 2 in rummy, else 1)."),
        QStringLiteral("z"));
    const ai::ExpertConfig expertDefaults;
    const QCommandLineOption expertBudget(QStringLiteral("expert-budget-ms"),
                                          QStringLiteral("Expert level: milliseconds per searched decision (0: no limit)."),
                                          QStringLiteral("ms"), QString::number(expertDefaults.budgetMs));
    const QCommandLineOption expertSamples(QStringLiteral("expert-samples"),
                                           QStringLiteral("Expert level: most determinizations per decision."),
                                           QStringLiteral("n"), QString::number(expertDefaults.maxSamples));
    const QCommandLineOption expertHorizon(QStringLiteral("expert-horizon"),
                                           QStringLiteral("Expert level: circuits each playout simulates."),
                                           QStringLiteral("n"), QString::number(expertDefaults.horizonCircuits));
    const QCommandLineOption expertCandidates(QStringLiteral("expert-candidates"),
                                              QStringLiteral("Expert level: discard candidates compared."),
                                              QStringLiteral("n"), QString::number(expertDefaults.candidates));
    const QCommandLineOption expertSignificance(
        QStringLiteral("expert-significance"),
        QStringLiteral("Expert level: standard errors an alternative must gain (default: the variant's)."),
        QStringLiteral("z"));
    const QCommandLineOption expertNoHold(QStringLiteral("expert-no-hold"),
                                          QStringLiteral("Expert level: never weigh holding back a table move."));
    const QCommandLineOption expertWindow(QStringLiteral("expert-window"),
                                          QStringLiteral("Expert level: discard candidates within this many ranking points."),
                                          QStringLiteral("points"), QString::number(expertDefaults.discardWindow));
    const QCommandLineOption expertNoFamily(
        QStringLiteral("expert-no-familywise"),
        QStringLiteral("Expert level: every alternative passes the same threshold however many are compared."));
    const QCommandLineOption expertNoMajority(
        QStringLiteral("expert-no-majority"),
        QStringLiteral("Expert level: a mean gain suffices (without doing better in most determinizations)."));
    const QCommandLineOption expertDeadwoodValue(
        QStringLiteral("expert-deadwood-value"),
        QStringLiteral("Expert level: value mid-round positions by deadwood only (not the combinations every "
                       "seat scores)."));
    const QCommandLineOption expertNoClosing(
        QStringLiteral("expert-no-closing-choice"),
        QStringLiteral("Expert level: go out keeping the normal policy's last card (no other closing card weighed)."));
    const QCommandLineOption expertNoPickup(
        QStringLiteral("expert-no-pickup-choice"),
        QStringLiteral("Expert level: take the normal policy's pickup or stock draw where the pile is picked up "
                       "by melding (no search)."));
    const QCommandLineOption expertPointsOnly(
        QStringLiteral("expert-points-only"),
        QStringLiteral("Expert level: play the match's last round for its points too (not for the match)."));
    const QCommandLineOption expertRoundSpread(
        QStringLiteral("expert-round-spread"),
        QStringLiteral("Expert level: before the last round, value positions by the chance of winning the match "
                       "with this spread of points per round left (0: by points)."),
        QStringLiteral("points"), QString::number(expertDefaults.roundSpread));
    const QCommandLineOption expertReadsHands(
        QStringLiteral("expert-reads-hands"),
        QStringLiteral("Expert level: 1 deals an opened seat no cards it would already have melded or laid off, "
                       "0 deals the hidden cards uniformly (default: the variant's)."),
        QStringLiteral("0|1"));
    const QCommandLineOption expertWaitsForHand(
        QStringLiteral("expert-waits-for-hand"),
        QStringLiteral("Expert level: 1 holds the opening back until it can go out in the same turn, 0 opens "
                       "as soon as it can (default: the variant's)."),
        QStringLiteral("0|1"));
    const QCommandLineOption expertSeesHands(
        QStringLiteral("expert-sees-hands"),
        QStringLiteral("Measurement only (never in the game): the expert level sees every other hand, so its "
                       "search is the ceiling of what perfect information would give."));
    const QCommandLineOption option(QStringLiteral("option"), QStringLiteral("Rule option, name=value."),
                                    QStringLiteral("name=value"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the results as JSON."));
    parser.addOptions(
        {help, variant, seats, games, seed, rounds, budget, samples, horizon, candidates, significance, expertBudget,
         expertSamples, expertHorizon, expertCandidates, expertSignificance, expertNoHold, expertWindow, expertNoFamily,
         expertNoMajority, expertDeadwoodValue, expertNoClosing, expertNoPickup, expertPointsOnly, expertRoundSpread,
         expertReadsHands, expertWaitsForHand, expertSeesHands, option, json});
    const QString me = QStringLiteral("remi-sim tournament: ");
    if (!parser.parse(args)) {
        err << me << parserError(parser) << '\n';
        return 2;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << me << "unexpected argument " << shown(parser.positionalArguments().constFirst()) << '\n';
        return 2;
    }
    auto rules = presetRules(parser.value(variant).toStdString());
    if (!rules) {
        err << me << "unknown variant \"" << shown(parser.value(variant)) << "\"\n";
        return 2;
    }
    for (const QString &opt : parser.values(option)) {
        const qsizetype eq = opt.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            err << me << "--option expects name=value\n";
            return 2;
        }
        if (const auto e = setOption(*rules, opt.left(eq).toStdString(), opt.mid(eq + 1).toStdString())) {
            err << me << QString::fromStdString(*e) << '\n';
            return 2;
        }
    }
    std::vector<SeatTally> tally;
    for (const QString &name : parser.value(seats).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto level = ai::parseBotLevel(name.trimmed().toStdString());
        if (!level) {
            err << me << "unknown level \"" << shown(name) << "\" (easy, normal, hard, expert)\n";
            return 2;
        }
        tally.push_back({*level, 0, 0, 0});
    }
    const int players = static_cast<int>(tally.size());
    if (players < rules->minPlayers || players > rules->maxPlayers) {
        err << me << "--seats: " << rules->variant.c_str() << " is played by " << rules->minPlayers << " to "
            << rules->maxPlayers << " players\n";
        return 2;
    }
    bool ok = false;
    const int wanted = parser.value(games).toInt(&ok);
    if (!ok || wanted < 1) {
        err << me << "--games expects a positive number\n";
        return 2;
    }
    const std::uint64_t firstSeed = parser.value(seed).toULongLong(&ok);
    if (!ok) {
        err << me << "--seed expects a non-negative integer\n";
        return 2;
    }
    const int maxRounds = parser.value(rounds).toInt(&ok);
    if (!ok || maxRounds < 0) {
        err << me << "--rounds expects a number (0: whole matches)\n";
        return 2;
    }
    ai::HardConfig hard;
    hard.budgetMs = parser.value(budget).toInt(&ok);
    if (!ok || hard.budgetMs < 0) {
        err << me << "--budget-ms expects a number of milliseconds\n";
        return 2;
    }
    hard.maxSamples = parser.value(samples).toInt(&ok);
    if (!ok || hard.maxSamples < 1) {
        err << me << "--samples expects a positive number\n";
        return 2;
    }

    hard.horizonCircuits = parser.value(horizon).toInt(&ok);
    if (!ok || hard.horizonCircuits < 1) {
        err << me << "--horizon expects a positive number\n";
        return 2;
    }
    hard.candidates = parser.value(candidates).toInt(&ok);
    if (!ok || hard.candidates < 1) {
        err << me << "--candidates expects a positive number\n";
        return 2;
    }
    if (parser.isSet(significance)) {
        hard.significance = parser.value(significance).toDouble(&ok);
        if (!ok || *hard.significance < 0) {
            err << me << "--significance expects a non-negative number\n";
            return 2;
        }
    }
    ai::ExpertConfig expert;
    expert.budgetMs = parser.value(expertBudget).toInt(&ok);
    if (!ok || expert.budgetMs < 0) {
        err << me << "--expert-budget-ms expects a number of milliseconds\n";
        return 2;
    }
    expert.maxSamples = parser.value(expertSamples).toInt(&ok);
    if (!ok || expert.maxSamples < 1) {
        err << me << "--expert-samples expects a positive number\n";
        return 2;
    }
    expert.horizonCircuits = parser.value(expertHorizon).toInt(&ok);
    if (!ok || expert.horizonCircuits < 1) {
        err << me << "--expert-horizon expects a positive number\n";
        return 2;
    }
    expert.candidates = parser.value(expertCandidates).toInt(&ok);
    if (!ok || expert.candidates < 1) {
        err << me << "--expert-candidates expects a positive number\n";
        return 2;
    }
    if (parser.isSet(expertSignificance)) {
        expert.significance = parser.value(expertSignificance).toDouble(&ok);
        if (!ok || *expert.significance < 0) {
            err << me << "--expert-significance expects a non-negative number\n";
            return 2;
        }
    }
    expert.holdBack = !parser.isSet(expertNoHold);
    expert.discardWindow = parser.value(expertWindow).toDouble(&ok);
    if (!ok || expert.discardWindow < 0) {
        err << me << "--expert-window expects a non-negative number\n";
        return 2;
    }
    expert.familyWise = !parser.isSet(expertNoFamily);
    expert.majority = !parser.isSet(expertNoMajority);
    expert.scoreCombinations = !parser.isSet(expertDeadwoodValue);
    expert.closingChoice = !parser.isSet(expertNoClosing);
    expert.pickupChoice = !parser.isSet(expertNoPickup);
    expert.playForTheMatch = !parser.isSet(expertPointsOnly);
    expert.roundSpread = parser.value(expertRoundSpread).toDouble();
    // A 0|1 switch that overrides the variant's setting when given; false: a bad value (reported).
    const auto zeroOrOne = [&](const QCommandLineOption &o, std::optional<bool> &to) {
        if (!parser.isSet(o)) return true;
        const QString v = parser.value(o);
        if (v != QLatin1String("0") && v != QLatin1String("1")) {
            err << me << "--" << o.names().constFirst() << " expects 0 or 1\n";
            return false;
        }
        to = v == QLatin1String("1");
        return true;
    };
    if (!zeroOrOne(expertReadsHands, expert.readsHands) || !zeroOrOne(expertWaitsForHand, expert.waitsForHand))
        return 2;
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (const SeatTally &t : tally) {
        bots.push_back(ai::makeComputerPlayer(t.level, hard, expert));
        if (t.level == ai::BotLevel::Expert) bots.back()->setSeesHiddenCards(parser.isSet(expertSeesHands));
    }
    std::vector<std::vector<double>> moveMsByLevel(4), moveCpuMsByLevel(4);
    const int deals = (wanted + players - 1) / players;
    long long totalRounds = 0;
    int played = 0, fallbackTurns = 0, turns = 0;
    QElapsedTimer clock;
    clock.start();
    // CPU time as well: on a shared machine the wall clock also counts other processes' slices.
    const std::clock_t cpuStart = std::clock();
    for (int d = 0; d < deals; ++d) {
        const std::uint64_t dealSeed = firstSeed + static_cast<std::uint64_t>(d);
        for (int rot = 0; rot < players; ++rot) {
            // Match seat s is played by entry (s + rot) % players: each entry sits at every seat once.
            std::vector<ai::ComputerPlayer *> order;
            for (int s = 0; s < players; ++s)
                order.push_back(bots[static_cast<std::size_t>((s + rot) % players)].get());
            const ai::BotMatchResult res = ai::playBotMatch(*rules, order, dealSeed, maxRounds, 2000, true);
            if (res.stuckTurns > 0 || (!res.completed && maxRounds == 0)) {
                err << me << "deal " << dealSeed << " rotation " << rot
                    << (res.stuckTurns > 0 ? ": a seat could not finish a turn" : ": a round did not end")
                    << " (round " << res.rounds << ", " << res.turns << " turns)\n";
                return 1;
            }
            std::vector<int> winners = res.winners;
            if (winners.empty() && !res.totals.empty()) {
                // Stopped by --rounds: the best total leads.
                const auto best = lowerIsBetter(*rules) ? *std::min_element(res.totals.begin(), res.totals.end())
                                                        : *std::max_element(res.totals.begin(), res.totals.end());
                for (int s = 0; s < players; ++s)
                    if (res.totals[static_cast<std::size_t>(s)] == best) winners.push_back(s);
            }
            for (int s = 0; s < players; ++s) {
                SeatTally &t = tally[static_cast<std::size_t>((s + rot) % players)];
                ++t.games;
                if (static_cast<std::size_t>(s) < res.totals.size()) t.score += res.totals[static_cast<std::size_t>(s)];
                if (std::find(winners.begin(), winners.end(), s) != winners.end()) ++t.wins;
                auto &ms = moveMsByLevel[static_cast<std::size_t>(t.level)];
                ms.insert(ms.end(), res.moveMs[static_cast<std::size_t>(s)].begin(),
                          res.moveMs[static_cast<std::size_t>(s)].end());
                auto &cpu = moveCpuMsByLevel[static_cast<std::size_t>(t.level)];
                cpu.insert(cpu.end(), res.moveCpuMs[static_cast<std::size_t>(s)].begin(),
                           res.moveCpuMs[static_cast<std::size_t>(s)].end());
            }
            totalRounds += res.rounds;
            turns += res.turns;
            fallbackTurns += res.fallbackTurns;
            ++played;
        }
    }
    const double seconds = std::max(1e-9, static_cast<double>(clock.nsecsElapsed()) / 1e9);
    const double rps = static_cast<double>(totalRounds) / seconds;
    const double cpuSeconds = std::max(1e-9, static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC);
    const double cpuRps = static_cast<double>(totalRounds) / cpuSeconds;

    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("variant")] = QString::fromStdString(rules->variant);
        o[QStringLiteral("games")] = played;
        o[QStringLiteral("rounds")] = static_cast<double>(totalRounds);
        o[QStringLiteral("rounds_per_second")] = rps;
        o[QStringLiteral("seconds")] = seconds;
        o[QStringLiteral("cpu_seconds")] = cpuSeconds;
        o[QStringLiteral("rounds_per_cpu_second")] = cpuRps;
        o[QStringLiteral("fallback_turns")] = fallbackTurns;
        o[QStringLiteral("turns")] = turns;
        QJsonArray arr;
        for (const SeatTally &t : tally) {
            const auto [lo, hi] = wilson(t.wins, t.games);
            QJsonObject s;
            s[QStringLiteral("level")] = QString::fromLatin1(ai::botLevelName(t.level).data());
            s[QStringLiteral("win_rate")] = t.games ? static_cast<double>(t.wins) / t.games : 0.0;
            s[QStringLiteral("ci_low")] = lo;
            s[QStringLiteral("ci_high")] = hi;
            s[QStringLiteral("mean_score")] = t.games ? static_cast<double>(t.score) / t.games : 0.0;
            s[QStringLiteral("move_ms_p95")] = percentile95(moveMsByLevel[static_cast<std::size_t>(t.level)]);
            s[QStringLiteral("move_ms_max")] = maxOf(moveMsByLevel[static_cast<std::size_t>(t.level)]);
            s[QStringLiteral("move_cpu_ms_p95")] = percentile95(moveCpuMsByLevel[static_cast<std::size_t>(t.level)]);
            s[QStringLiteral("move_cpu_ms_max")] = maxOf(moveCpuMsByLevel[static_cast<std::size_t>(t.level)]);
            // Turns played by this level (every seat of it): fallback_turns is counted over them.
            s[QStringLiteral("turns")] = static_cast<double>(moveMsByLevel[static_cast<std::size_t>(t.level)].size());
            arr.append(s);
        }
        o[QStringLiteral("seats")] = arr;
        const QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
        out.flush();
        std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
        std::fflush(stdout);
        return 0;
    }
    out << "variant " << rules->variant.c_str() << ", " << played << " games (" << deals << " deals x " << players
        << " seatings), " << totalRounds << " rounds in " << QString::number(seconds, 'f', 2) << " s = "
        << QString::number(rps, 'f', 1) << " rounds/s (CPU " << QString::number(cpuSeconds, 'f', 2) << " s = "
        << QString::number(cpuRps, 'f', 1) << " rounds/s); fallback turns " << fallbackTurns << " of " << turns << '\n';
    for (std::size_t i = 0; i < tally.size(); ++i) {
        const SeatTally &t = tally[i];
        const auto [lo, hi] = wilson(t.wins, t.games);
        out << "seat " << i << ' ' << ai::botLevelName(t.level).data() << ": win rate "
            << QString::number(t.games ? 100.0 * t.wins / t.games : 0.0, 'f', 1) << "% [95% CI "
            << QString::number(100.0 * lo, 'f', 1) << ", " << QString::number(100.0 * hi, 'f', 1)
            << "], mean score " << QString::number(t.games ? static_cast<double>(t.score) / t.games : 0.0, 'f', 1)
            << ", p95 move " << QString::number(percentile95(moveMsByLevel[static_cast<std::size_t>(t.level)]), 'f', 2)
            << " ms, max " << QString::number(maxOf(moveMsByLevel[static_cast<std::size_t>(t.level)]), 'f', 2)
            << " ms; CPU p95 " << QString::number(percentile95(moveCpuMsByLevel[static_cast<std::size_t>(t.level)]), 'f', 2)
            << " ms, max " << QString::number(maxOf(moveCpuMsByLevel[static_cast<std::size_t>(t.level)]), 'f', 2)
            << " ms\n";
    }
    return 0;
}

} // namespace remi::sim
