// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SoakCommand.h"

#include "CliText.h"
#include "RandomPlayer.h"

#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <QCommandLineParser>
#include <QElapsedTimer>

#include <string>

namespace remi::sim {

namespace {

/// Rounds still going after this many turns are counted as unfinished, not as violations: with
/// some options (remi51 `stockReshuffles=unlimited`) RULES.md sets no limit on a round's length.
constexpr int kMaxTurnsPerRound = 20000;

/// A RuleSet of `variant` with every option set to a random allowed value.
RuleSet randomRules(const std::string &variant, Random &rng)
{
    RuleSet rules = *presetRules(variant);
    for (const OptionSpec &spec : optionSpecs(variant)) {
        std::string value;
        switch (spec.kind) {
        case OptionSpec::Kind::Bool: value = rng.below(2) ? "true" : "false"; break;
        case OptionSpec::Kind::Choice: value = spec.choices[rng.below(spec.choices.size())]; break;
        case OptionSpec::Kind::Int:
            if (!spec.choices.empty()) {
                value = spec.choices[rng.below(spec.choices.size())];
            } else {
                const int steps = (spec.max - spec.min) / spec.step;
                value = std::to_string(spec.min +
                                       spec.step * static_cast<int>(rng.below(static_cast<std::uint64_t>(steps) + 1)));
            }
            break;
        }
        setOption(rules, spec.name, value); // a refused value (e.g. turnSeconds 1..19) keeps the default
    }
    return rules;
}

/// A random, mostly illegal action: any type, any seat, any card ids.
Action randomAction(const Round &round, Random &rng)
{
    const int shoe = static_cast<int>(round.shoe().size());
    // Half the time the cards come from the hand of the seat to move and from the table, so that
    // melds, lay-offs, takes and rearrangements reach their combination checks (invalid_meld).
    const bool plausible = rng.below(2) == 0;
    std::vector<CardId> near;
    if (plausible) {
        for (const Card &c : round.hand(round.currentSeat())) near.push_back(c.id);
        for (const Meld &m : round.table())
            for (const Card &c : m.cards) near.push_back(c.id);
    }
    auto anyId = [&]() {
        if (!near.empty()) return near[static_cast<std::size_t>(rng.below(near.size()))];
        return static_cast<CardId>(rng.below(static_cast<std::uint64_t>(shoe + 4)));
    };
    Action a;
    a.type = static_cast<ActionType>(rng.below(11));
    a.seat =
        plausible ? round.currentSeat() : static_cast<int>(rng.below(static_cast<std::uint64_t>(round.players() + 1)));
    a.from = static_cast<DrawSource>(rng.below(3));
    a.depth = static_cast<int>(rng.below(6)) - 1;
    a.card = anyId();
    a.target = static_cast<int>(rng.below(static_cast<std::uint64_t>(round.table().size() + 2))) - 1;
    a.end = static_cast<MeldEnd>(rng.below(3));
    a.bury = rng.below(5) == 0;
    a.buriedJoker = anyId();
    const int melds = 1 + static_cast<int>(rng.below(3));
    for (int m = 0; m < melds; ++m) {
        std::vector<CardId> ids;
        const int n = static_cast<int>(rng.below(6));
        for (int k = 0; k < n; ++k) ids.push_back(anyId());
        a.melds.push_back(ids);
    }
    for (int k = static_cast<int>(rng.below(3)); k > 0; --k) a.cards.push_back(anyId());
    return a;
}

} // namespace

int runSoak(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("Rounds to play."),
                                          QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("S"),
                                        QStringLiteral("1"));
    parser.addOptions({roundsOption, seedOption});
    if (!parser.parse(args)) {
        err << "remi-sim soak: " << parserError(parser) << "\n";
        return 2;
    }
    bool okRounds = false, okSeed = false;
    const long long rounds = parser.value(roundsOption).toLongLong(&okRounds);
    const std::uint64_t seed = parser.value(seedOption).toULongLong(&okSeed);
    if (!okRounds || rounds < 1 || !okSeed) {
        err << "remi-sim soak: --rounds expects a positive integer and --seed a non-negative integer\n";
        return 2;
    }

    Random rng(seed);
    long long actions = 0, refused = 0, violations = 0, finished = 0, unfinished = 0;
    QStringList unfinishedRounds;
    QStringList firstViolations;
    auto violation = [&](const QString &what) {
        ++violations;
        if (firstViolations.size() < 10) firstViolations << what;
    };
    QElapsedTimer timer;
    timer.start();
    const std::vector<std::string> variants = variantNames();
    for (long long n = 0; n < rounds; ++n) {
        const std::string variant = variants[static_cast<std::size_t>(n) % variants.size()];
        const RuleSet rules = randomRules(variant, rng);
        const int players =
            rules.minPlayers +
            static_cast<int>(rng.below(static_cast<std::uint64_t>(rules.maxPlayers - rules.minPlayers + 1)));
        Round round =
            Round::deal(rules, players, static_cast<int>(rng.below(static_cast<std::uint64_t>(players))), rng);
        const QString where =
            QStringLiteral("round %1 (%2, %3 players)").arg(n).arg(QString::fromStdString(variant)).arg(players);
        auto check = [&](const RoundState &before, int undoBefore, const Round &after, const Action &action,
                         Reason reason) {
            ++actions;
            if (!after.cardsConserved()) violation(where + QStringLiteral(": cards not conserved"));
            if (reason != Reason::Ok) {
                ++refused;
                if (!(before == after.state()) || undoBefore != after.undoDepth())
                    violation(where + QStringLiteral(": refused action %1 (%2) changed the round")
                                          .arg(static_cast<int>(action.type))
                                          .arg(QString::fromUtf8(reasonCode(reason).data())));
                // Every invalid_meld names its cause (MeldCause.h): a fault and, but for an empty
                // meld, the cards concerned.
                const MeldCause &cause = after.meldCause();
                if (reason == Reason::InvalidMeld &&
                    (cause.fault == MeldFault::None || (cause.cards.empty() && cause.fault != MeldFault::TooFewCards)))
                    violation(where + QStringLiteral(": invalid_meld of action %1 without a cause")
                                          .arg(static_cast<int>(action.type)));
                if (reason != Reason::InvalidMeld && cause.fault != MeldFault::None)
                    violation(where +
                              QStringLiteral(": a cause with %1").arg(QString::fromUtf8(reasonCode(reason).data())));
            }
            if (!after.isOver())
                for (int s = 0; s < after.players(); ++s)
                    if (after.hand(s).empty())
                        violation(where + QStringLiteral(": an empty hand while the round goes on"));
        };
        RandomPlayer player(rng.next());
        player.setObserver(check);
        int turns = 0;
        while (!round.isOver()) {
            if (++turns > kMaxTurnsPerRound) {
                ++unfinished;
                if (unfinishedRounds.size() < 5) {
                    QStringList opts;
                    for (const OptionSpec &spec : optionSpecs(variant))
                        opts << QString::fromStdString(spec.name + "=" + spec.get(rules));
                    unfinishedRounds << where + QStringLiteral(": ") + opts.join(QLatin1Char(' '));
                }
                break;
            }
            for (int k = static_cast<int>(rng.below(4)); k > 0 && !round.isOver(); --k) {
                const Action a = randomAction(round, rng);
                const RoundState before = round.state();
                const int undoBefore = round.undoDepth();
                const Reason r = round.apply(a);
                check(before, undoBefore, round, a, r);
            }
            if (round.isOver()) break;
            if (!player.playTurn(round)) {
                violation(where + QStringLiteral(": a seat found no way to end its turn"));
                break;
            }
        }
        if (round.isOver()) ++finished;
    }
    const double seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    out << "rounds " << rounds << ", finished " << finished << ", unfinished " << unfinished << ", actions " << actions
        << ", refused " << refused << ", violations " << violations << ", " << QString::number(seconds, 'f', 1)
        << " s\n";
    for (const QString &v : firstViolations) out << "  violation: " << v << "\n";
    for (const QString &u : unfinishedRounds)
        out << "  unfinished after " << kMaxTurnsPerRound << " turns: " << u << "\n";
    return violations == 0 ? 0 : 1;
}

} // namespace remi::sim
