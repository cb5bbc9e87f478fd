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
#include <cstdio>
#include <ctime>
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

/// The options of `remi-sim tournament`, each declared once; parseTournament reads them.
struct TournamentCli {
    const ai::ExpertConfig expertDefaults;
    const QCommandLineOption help =
        QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("This help."));
    const QCommandLineOption variant = QCommandLineOption(QStringLiteral("variant"), QStringLiteral("Variant preset."),
                                                          QStringLiteral("name"), QStringLiteral("remi51"));
    const QCommandLineOption seats = QCommandLineOption(
        QStringLiteral("seats"), QStringLiteral("Levels by seat, comma-separated: easy, normal, hard, expert."),
        QStringLiteral("levels"), QStringLiteral("normal,easy"));
    const QCommandLineOption games = QCommandLineOption(
        QStringLiteral("games"), QStringLiteral("Matches to play (rounded up to whole mirrored sets)."),
        QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption seed = QCommandLineOption(QStringLiteral("seed"), QStringLiteral("First deal's seed."),
                                                       QStringLiteral("s"), QStringLiteral("1"));
    const QCommandLineOption rounds = QCommandLineOption(
        QStringLiteral("rounds"), QStringLiteral("Rounds per match (0: play each match to its end)."),
        QStringLiteral("r"), QStringLiteral("0"));
    const QCommandLineOption budget = QCommandLineOption(
        QStringLiteral("budget-ms"), QStringLiteral("Hard level: milliseconds per discard decision (0: no limit)."),
        QStringLiteral("ms"), QStringLiteral("60"));
    const QCommandLineOption samples =
        QCommandLineOption(QStringLiteral("samples"), QStringLiteral("Hard level: most determinizations per decision."),
                           QStringLiteral("n"), QStringLiteral("48"));
    const QCommandLineOption horizon =
        QCommandLineOption(QStringLiteral("horizon"), QStringLiteral("Hard level: circuits each playout simulates."),
                           QStringLiteral("n"), QString::number(ai::HardConfig{}.horizonCircuits));
    const QCommandLineOption candidates =
        QCommandLineOption(QStringLiteral("candidates"), QStringLiteral("Hard level: discard candidates compared."),
                           QStringLiteral("n"), QString::number(ai::HardConfig{}.candidates));
    const QCommandLineOption significance = QCommandLineOption(
        QStringLiteral("significance"),
        QStringLiteral("Hard level: standard errors an alternative must gain to replace the normal choice "
                       "(default: the variant's, 2 in rummy, else 1)."),
        QStringLiteral("z"));
    const QCommandLineOption expertBudget =
        QCommandLineOption(QStringLiteral("expert-budget-ms"),
                           QStringLiteral("Expert level: milliseconds per searched decision (0: no limit)."),
                           QStringLiteral("ms"), QString::number(expertDefaults.budgetMs));
    const QCommandLineOption expertSamples = QCommandLineOption(
        QStringLiteral("expert-samples"), QStringLiteral("Expert level: most determinizations per decision."),
        QStringLiteral("n"), QString::number(expertDefaults.maxSamples));
    const QCommandLineOption expertHorizon = QCommandLineOption(
        QStringLiteral("expert-horizon"), QStringLiteral("Expert level: circuits each playout simulates."),
        QStringLiteral("n"), QString::number(expertDefaults.horizonCircuits));
    const QCommandLineOption expertCandidates = QCommandLineOption(
        QStringLiteral("expert-candidates"), QStringLiteral("Expert level: discard candidates compared."),
        QStringLiteral("n"), QString::number(expertDefaults.candidates));
    const QCommandLineOption expertSignificance = QCommandLineOption(
        QStringLiteral("expert-significance"),
        QStringLiteral("Expert level: standard errors an alternative must gain (default: the variant's)."),
        QStringLiteral("z"));
    const QCommandLineOption expertNoHold = QCommandLineOption(
        QStringLiteral("expert-no-hold"), QStringLiteral("Expert level: never weigh holding back a table move."));
    const QCommandLineOption expertWindow =
        QCommandLineOption(QStringLiteral("expert-window"),
                           QStringLiteral("Expert level: discard candidates within this many ranking points."),
                           QStringLiteral("points"), QString::number(expertDefaults.discardWindow));
    const QCommandLineOption expertNoFamily = QCommandLineOption(
        QStringLiteral("expert-no-familywise"),
        QStringLiteral("Expert level: every alternative passes the same threshold however many are compared."));
    const QCommandLineOption expertNoMajority = QCommandLineOption(
        QStringLiteral("expert-no-majority"),
        QStringLiteral("Expert level: a mean gain suffices (without doing better in most determinizations)."));
    const QCommandLineOption expertDeadwoodValue = QCommandLineOption(
        QStringLiteral("expert-deadwood-value"),
        QStringLiteral("Expert level: value mid-round positions by deadwood only (not the combinations every "
                       "seat scores)."));
    const QCommandLineOption expertNoClosing = QCommandLineOption(
        QStringLiteral("expert-no-closing-choice"),
        QStringLiteral("Expert level: go out keeping the normal policy's last card (no other closing card weighed)."));
    const QCommandLineOption expertNoPickup = QCommandLineOption(
        QStringLiteral("expert-no-pickup-choice"),
        QStringLiteral("Expert level: take the normal policy's pickup or stock draw where the pile is picked up "
                       "by melding (no search)."));
    const QCommandLineOption expertPointsOnly = QCommandLineOption(
        QStringLiteral("expert-points-only"),
        QStringLiteral("Expert level: play the match's last round for its points too (not for the match)."));
    const QCommandLineOption expertRoundSpread = QCommandLineOption(
        QStringLiteral("expert-round-spread"),
        QStringLiteral("Expert level: before the last round, value positions by the chance of winning the match "
                       "with this spread of points per round left (0: by points)."),
        QStringLiteral("points"), QString::number(expertDefaults.roundSpread));
    const QCommandLineOption expertReadsHands = QCommandLineOption(
        QStringLiteral("expert-reads-hands"),
        QStringLiteral("Expert level: 1 deals an opened seat no cards it would already have melded or laid off, "
                       "0 deals the hidden cards uniformly (default: the variant's)."),
        QStringLiteral("0|1"));
    const QCommandLineOption expertWaitsForHand = QCommandLineOption(
        QStringLiteral("expert-waits-for-hand"),
        QStringLiteral("Expert level: 1 holds the opening back until it can go out in the same turn, 0 opens "
                       "as soon as it can (default: the variant's)."),
        QStringLiteral("0|1"));
    const QCommandLineOption expertSeesHands = QCommandLineOption(
        QStringLiteral("expert-sees-hands"),
        QStringLiteral("Measurement only (never in the game): the expert level sees every other hand, so its "
                       "search is the ceiling of what perfect information would give."));
    const QCommandLineOption option = QCommandLineOption(
        QStringLiteral("option"), QStringLiteral("Rule option, name=value."), QStringLiteral("name=value"));
    const QCommandLineOption json =
        QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print the results as JSON."));
};

/// What `remi-sim tournament` was asked to play.
struct TournamentOptions {
    RuleSet rules;
    std::vector<ai::BotLevel> levels; ///< by seat
    int games = 0;                    ///< matches wanted (rounded up to whole mirrored sets)
    std::uint64_t firstSeed = 0;
    int maxRounds = 0; ///< rounds per match, 0: whole matches
    ai::HardConfig hard;
    ai::ExpertConfig expert;
    bool expertSeesHands = false;
    bool json = false;
};

/// What the matches gave: a tally per seat, move times per level, counts and times.
struct TournamentTally {
    std::vector<SeatTally> seats;
    std::vector<std::vector<double>> moveMsByLevel = std::vector<std::vector<double>>(4);
    std::vector<std::vector<double>> moveCpuMsByLevel = std::vector<std::vector<double>>(4);
    int deals = 0;
    long long rounds = 0;
    int played = 0, fallbackTurns = 0, turns = 0;
    double seconds = 0, cpuSeconds = 0;
};

/// The hard level's settings from the command line; false after reporting a bad value on `err`.
bool readHardConfig(const QCommandLineParser &parser, const TournamentCli &cli, TournamentOptions &opts,
                    QTextStream &err)
{
    const QString me = QStringLiteral("remi-sim tournament: ");
    bool ok = false;
    opts.hard.budgetMs = parser.value(cli.budget).toInt(&ok);
    if (!ok || opts.hard.budgetMs < 0) {
        err << me << "--budget-ms expects a number of milliseconds\n";
        return false;
    }
    opts.hard.maxSamples = parser.value(cli.samples).toInt(&ok);
    if (!ok || opts.hard.maxSamples < 1) {
        err << me << "--samples expects a positive number\n";
        return false;
    }

    opts.hard.horizonCircuits = parser.value(cli.horizon).toInt(&ok);
    if (!ok || opts.hard.horizonCircuits < 1) {
        err << me << "--horizon expects a positive number\n";
        return false;
    }
    opts.hard.candidates = parser.value(cli.candidates).toInt(&ok);
    if (!ok || opts.hard.candidates < 1) {
        err << me << "--candidates expects a positive number\n";
        return false;
    }
    if (parser.isSet(cli.significance)) {
        opts.hard.significance = parser.value(cli.significance).toDouble(&ok);
        if (!ok || *opts.hard.significance < 0) {
            err << me << "--significance expects a non-negative number\n";
            return false;
        }
    }
    return true;
}

/// The expert level's settings from the command line; false after reporting a bad value on `err`.
bool readExpertConfig(const QCommandLineParser &parser, const TournamentCli &cli, TournamentOptions &opts,
                      QTextStream &err)
{
    const QString me = QStringLiteral("remi-sim tournament: ");
    bool ok = false;
    opts.expert.budgetMs = parser.value(cli.expertBudget).toInt(&ok);
    if (!ok || opts.expert.budgetMs < 0) {
        err << me << "--expert-budget-ms expects a number of milliseconds\n";
        return false;
    }
    opts.expert.maxSamples = parser.value(cli.expertSamples).toInt(&ok);
    if (!ok || opts.expert.maxSamples < 1) {
        err << me << "--expert-samples expects a positive number\n";
        return false;
    }
    opts.expert.horizonCircuits = parser.value(cli.expertHorizon).toInt(&ok);
    if (!ok || opts.expert.horizonCircuits < 1) {
        err << me << "--expert-horizon expects a positive number\n";
        return false;
    }
    opts.expert.candidates = parser.value(cli.expertCandidates).toInt(&ok);
    if (!ok || opts.expert.candidates < 1) {
        err << me << "--expert-candidates expects a positive number\n";
        return false;
    }
    if (parser.isSet(cli.expertSignificance)) {
        opts.expert.significance = parser.value(cli.expertSignificance).toDouble(&ok);
        if (!ok || *opts.expert.significance < 0) {
            err << me << "--expert-significance expects a non-negative number\n";
            return false;
        }
    }
    opts.expert.holdBack = !parser.isSet(cli.expertNoHold);
    opts.expert.discardWindow = parser.value(cli.expertWindow).toDouble(&ok);
    if (!ok || opts.expert.discardWindow < 0) {
        err << me << "--expert-window expects a non-negative number\n";
        return false;
    }
    opts.expert.familyWise = !parser.isSet(cli.expertNoFamily);
    opts.expert.majority = !parser.isSet(cli.expertNoMajority);
    opts.expert.scoreCombinations = !parser.isSet(cli.expertDeadwoodValue);
    opts.expert.closingChoice = !parser.isSet(cli.expertNoClosing);
    opts.expert.pickupChoice = !parser.isSet(cli.expertNoPickup);
    opts.expert.playForTheMatch = !parser.isSet(cli.expertPointsOnly);
    opts.expert.roundSpread = parser.value(cli.expertRoundSpread).toDouble();
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
    return zeroOrOne(cli.expertReadsHands, opts.expert.readsHands) &&
           zeroOrOne(cli.expertWaitsForHand, opts.expert.waitsForHand);
}

/// Reads the command line into `opts`. Returns -1 to play, else the exit code: 0 after --help
/// (printed on `out`), 2 for a usage error (reported on `err`).
int parseTournament(const QStringList &args, QTextStream &out, QTextStream &err, TournamentOptions &opts)
{
    const TournamentCli cli;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Matches between computer players. Every deal is played once per rotation of the seats "
                       "(mirrored deals), so each level plays each seat's cards."));
    parser.addOptions({cli.help,
                       cli.variant,
                       cli.seats,
                       cli.games,
                       cli.seed,
                       cli.rounds,
                       cli.budget,
                       cli.samples,
                       cli.horizon,
                       cli.candidates,
                       cli.significance,
                       cli.expertBudget,
                       cli.expertSamples,
                       cli.expertHorizon,
                       cli.expertCandidates,
                       cli.expertSignificance,
                       cli.expertNoHold,
                       cli.expertWindow,
                       cli.expertNoFamily,
                       cli.expertNoMajority,
                       cli.expertDeadwoodValue,
                       cli.expertNoClosing,
                       cli.expertNoPickup,
                       cli.expertPointsOnly,
                       cli.expertRoundSpread,
                       cli.expertReadsHands,
                       cli.expertWaitsForHand,
                       cli.expertSeesHands,
                       cli.option,
                       cli.json});
    const QString me = QStringLiteral("remi-sim tournament: ");
    if (!parser.parse(args)) {
        err << me << parserError(parser) << '\n';
        return 2;
    }
    if (parser.isSet(cli.help)) {
        out << parser.helpText();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << me << "unexpected argument " << shown(parser.positionalArguments().constFirst()) << '\n';
        return 2;
    }
    const auto preset = presetRules(parser.value(cli.variant).toStdString());
    if (!preset) {
        err << me << "unknown variant \"" << shown(parser.value(cli.variant)) << "\"\n";
        return 2;
    }
    opts.rules = *preset;
    for (const QString &opt : parser.values(cli.option)) {
        const qsizetype eq = opt.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            err << me << "--option expects name=value\n";
            return 2;
        }
        if (const auto e = setOption(opts.rules, opt.left(eq).toStdString(), opt.mid(eq + 1).toStdString())) {
            err << me << QString::fromStdString(*e) << '\n';
            return 2;
        }
    }
    for (const QString &name : parser.value(cli.seats).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto level = ai::parseBotLevel(name.trimmed().toStdString());
        if (!level) {
            err << me << "unknown level \"" << shown(name) << "\" (easy, normal, hard, expert)\n";
            return 2;
        }
        opts.levels.push_back(*level);
    }
    const int players = static_cast<int>(opts.levels.size());
    if (players < opts.rules.minPlayers || players > opts.rules.maxPlayers) {
        err << me << "--seats: " << opts.rules.variant.c_str() << " is played by " << opts.rules.minPlayers << " to "
            << opts.rules.maxPlayers << " players\n";
        return 2;
    }
    bool ok = false;
    opts.games = parser.value(cli.games).toInt(&ok);
    if (!ok || opts.games < 1) {
        err << me << "--games expects a positive number\n";
        return 2;
    }
    opts.firstSeed = parser.value(cli.seed).toULongLong(&ok);
    if (!ok) {
        err << me << "--seed expects a non-negative integer\n";
        return 2;
    }
    opts.maxRounds = parser.value(cli.rounds).toInt(&ok);
    if (!ok || opts.maxRounds < 0) {
        err << me << "--rounds expects a number (0: whole matches)\n";
        return 2;
    }
    if (!readHardConfig(parser, cli, opts, err) || !readExpertConfig(parser, cli, opts, err)) return 2;
    opts.expertSeesHands = parser.isSet(cli.expertSeesHands);
    opts.json = parser.isSet(cli.json);
    return -1;
}

/// Counts one match (`rot`: match seat s was played by entry (s + rot) % players) into `t`.
void countMatch(const RuleSet &rules, const ai::BotMatchResult &res, int rot, TournamentTally &t)
{
    const int players = static_cast<int>(t.seats.size());
    std::vector<int> winners = res.winners;
    if (winners.empty() && !res.totals.empty()) {
        // Stopped by --rounds: the best total leads.
        const auto best = lowerIsBetter(rules) ? *std::min_element(res.totals.begin(), res.totals.end())
                                               : *std::max_element(res.totals.begin(), res.totals.end());
        for (int s = 0; s < players; ++s)
            if (res.totals[static_cast<std::size_t>(s)] == best) winners.push_back(s);
    }
    for (int s = 0; s < players; ++s) {
        SeatTally &seat = t.seats[static_cast<std::size_t>((s + rot) % players)];
        ++seat.games;
        if (static_cast<std::size_t>(s) < res.totals.size()) seat.score += res.totals[static_cast<std::size_t>(s)];
        if (std::find(winners.begin(), winners.end(), s) != winners.end()) ++seat.wins;
        auto &ms = t.moveMsByLevel[static_cast<std::size_t>(seat.level)];
        ms.insert(ms.end(), res.moveMs[static_cast<std::size_t>(s)].begin(),
                  res.moveMs[static_cast<std::size_t>(s)].end());
        auto &cpu = t.moveCpuMsByLevel[static_cast<std::size_t>(seat.level)];
        cpu.insert(cpu.end(), res.moveCpuMs[static_cast<std::size_t>(s)].begin(),
                   res.moveCpuMs[static_cast<std::size_t>(s)].end());
    }
    t.rounds += res.rounds;
    t.turns += res.turns;
    t.fallbackTurns += res.fallbackTurns;
    ++t.played;
}

/// Plays every deal once per rotation of the seats (mirrored deals) and counts the matches into
/// `t`; false after reporting on `err` a match that could not finish.
bool playTournament(const TournamentOptions &opts, TournamentTally &t, QTextStream &err)
{
    const QString me = QStringLiteral("remi-sim tournament: ");
    const int players = static_cast<int>(opts.levels.size());
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (const ai::BotLevel level : opts.levels) {
        t.seats.push_back({level, 0, 0, 0});
        bots.push_back(ai::makeComputerPlayer(level, opts.hard, opts.expert));
        if (level == ai::BotLevel::Expert) bots.back()->setSeesHiddenCards(opts.expertSeesHands);
    }
    t.deals = (opts.games + players - 1) / players;
    QElapsedTimer clock;
    clock.start();
    // CPU time as well: on a shared machine the wall clock also counts other processes' slices.
    const std::clock_t cpuStart = std::clock();
    for (int d = 0; d < t.deals; ++d) {
        const std::uint64_t dealSeed = opts.firstSeed + static_cast<std::uint64_t>(d);
        for (int rot = 0; rot < players; ++rot) {
            // Match seat s is played by entry (s + rot) % players: each entry sits at every seat once.
            std::vector<ai::ComputerPlayer *> order;
            for (int s = 0; s < players; ++s)
                order.push_back(bots[static_cast<std::size_t>((s + rot) % players)].get());
            const ai::BotMatchResult res = ai::playBotMatch(opts.rules, order, dealSeed, opts.maxRounds, 2000, true);
            if (res.stuckTurns > 0 || (!res.completed && opts.maxRounds == 0)) {
                err << me << "deal " << dealSeed << " rotation " << rot
                    << (res.stuckTurns > 0 ? ": a seat could not finish a turn" : ": a round did not end") << " (round "
                    << res.rounds << ", " << res.turns << " turns)\n";
                return false;
            }
            countMatch(opts.rules, res, rot, t);
        }
    }
    t.seconds = std::max(1e-9, static_cast<double>(clock.nsecsElapsed()) / 1e9);
    t.cpuSeconds = std::max(1e-9, static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC);
    return true;
}

/// The results as one line of JSON on stdout.
void printJson(const TournamentOptions &opts, const TournamentTally &t, QTextStream &out)
{
    const double rps = static_cast<double>(t.rounds) / t.seconds;
    const double cpuRps = static_cast<double>(t.rounds) / t.cpuSeconds;
    QJsonObject o;
    o[QStringLiteral("variant")] = QString::fromStdString(opts.rules.variant);
    o[QStringLiteral("games")] = t.played;
    o[QStringLiteral("rounds")] = static_cast<double>(t.rounds);
    o[QStringLiteral("rounds_per_second")] = rps;
    o[QStringLiteral("seconds")] = t.seconds;
    o[QStringLiteral("cpu_seconds")] = t.cpuSeconds;
    o[QStringLiteral("rounds_per_cpu_second")] = cpuRps;
    o[QStringLiteral("fallback_turns")] = t.fallbackTurns;
    o[QStringLiteral("turns")] = t.turns;
    QJsonArray arr;
    for (const SeatTally &seat : t.seats) {
        const auto [lo, hi] = wilson(seat.wins, seat.games);
        QJsonObject s;
        s[QStringLiteral("level")] = QString::fromLatin1(ai::botLevelName(seat.level).data());
        s[QStringLiteral("win_rate")] = seat.games ? static_cast<double>(seat.wins) / seat.games : 0.0;
        s[QStringLiteral("ci_low")] = lo;
        s[QStringLiteral("ci_high")] = hi;
        s[QStringLiteral("mean_score")] = seat.games ? static_cast<double>(seat.score) / seat.games : 0.0;
        s[QStringLiteral("move_ms_p95")] = percentile95(t.moveMsByLevel[static_cast<std::size_t>(seat.level)]);
        s[QStringLiteral("move_ms_max")] = maxOf(t.moveMsByLevel[static_cast<std::size_t>(seat.level)]);
        s[QStringLiteral("move_cpu_ms_p95")] = percentile95(t.moveCpuMsByLevel[static_cast<std::size_t>(seat.level)]);
        s[QStringLiteral("move_cpu_ms_max")] = maxOf(t.moveCpuMsByLevel[static_cast<std::size_t>(seat.level)]);
        // Turns played by this level (every seat of it): fallback_turns is counted over them.
        s[QStringLiteral("turns")] = static_cast<double>(t.moveMsByLevel[static_cast<std::size_t>(seat.level)].size());
        arr.append(s);
    }
    o[QStringLiteral("seats")] = arr;
    const QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    out.flush();
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    std::fflush(stdout);
}

/// The results as text: a summary line and a line per seat.
void printText(const TournamentOptions &opts, const TournamentTally &t, QTextStream &out)
{
    const double rps = static_cast<double>(t.rounds) / t.seconds;
    const double cpuRps = static_cast<double>(t.rounds) / t.cpuSeconds;
    out << "variant " << opts.rules.variant.c_str() << ", " << t.played << " games (" << t.deals << " deals x "
        << t.seats.size() << " seatings), " << t.rounds << " rounds in " << QString::number(t.seconds, 'f', 2)
        << " s = " << QString::number(rps, 'f', 1) << " rounds/s (CPU " << QString::number(t.cpuSeconds, 'f', 2)
        << " s = " << QString::number(cpuRps, 'f', 1) << " rounds/s); fallback turns " << t.fallbackTurns << " of "
        << t.turns << '\n';
    for (std::size_t i = 0; i < t.seats.size(); ++i) {
        const SeatTally &seat = t.seats[i];
        const auto [lo, hi] = wilson(seat.wins, seat.games);
        out << "seat " << i << ' ' << ai::botLevelName(seat.level).data() << ": win rate "
            << QString::number(seat.games ? 100.0 * seat.wins / seat.games : 0.0, 'f', 1) << "% [95% CI "
            << QString::number(100.0 * lo, 'f', 1) << ", " << QString::number(100.0 * hi, 'f', 1) << "], mean score "
            << QString::number(seat.games ? static_cast<double>(seat.score) / seat.games : 0.0, 'f', 1) << ", p95 move "
            << QString::number(percentile95(t.moveMsByLevel[static_cast<std::size_t>(seat.level)]), 'f', 2)
            << " ms, max " << QString::number(maxOf(t.moveMsByLevel[static_cast<std::size_t>(seat.level)]), 'f', 2)
            << " ms; CPU p95 "
            << QString::number(percentile95(t.moveCpuMsByLevel[static_cast<std::size_t>(seat.level)]), 'f', 2)
            << " ms, max " << QString::number(maxOf(t.moveCpuMsByLevel[static_cast<std::size_t>(seat.level)]), 'f', 2)
            << " ms\n";
    }
}

} // namespace

int runTournament(const QStringList &args, QTextStream &out, QTextStream &err)
{
    TournamentOptions opts;
    if (const int code = parseTournament(args, out, err, opts); code >= 0) return code;
    TournamentTally tally;
    if (!playTournament(opts, tally, err)) return 1;
    if (opts.json) printJson(opts, tally, out);
    else printText(opts, tally, out);
    return 0;
}

} // namespace remi::sim
