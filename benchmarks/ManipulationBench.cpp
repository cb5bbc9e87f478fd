// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ManipulationBench.h"

#include "ai/manipulation/TableManipulation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <vector>

namespace remi::bench {

namespace {

struct Instance {
    ai::ManipulationProblem problem;
    int line = 0; ///< line of the file, 1-based
    int tableCards = 0;
    double optimum = 0;
    double referenceMs = 0;
};

/// "R7" -> suit 0 rank 7; "J" -> joker. Suits R B Y K in that order.
bool addCard(const QString &code, ai::FaceCounts &counts, int &jokers)
{
    if (code == QLatin1String("J")) {
        ++jokers;
        return true;
    }
    static const QString suits = QStringLiteral("RBYK");
    if (code.size() < 2) return false;
    const auto suit = suits.indexOf(code.at(0));
    bool ok = false;
    const int rank = code.mid(1).toInt(&ok);
    if (suit < 0 || !ok || rank < 1 || rank > 13) return false;
    ++counts[std::size_t(suit)][std::size_t(rank - 1)];
    return true;
}

std::optional<Instance> parseInstance(const QByteArray &line, QString &error)
{
    QJsonParseError pe;
    const auto doc = QJsonDocument::fromJson(line, &pe);
    if (!doc.isObject()) {
        error = pe.errorString();
        return std::nullopt;
    }
    const auto o = doc.object();
    Instance in;
    auto &p = in.problem;
    p.rules.copies = o.value(QLatin1String("decks")).toInt(-1);
    p.rules.jokersPerMeld = o.value(QLatin1String("jmax")).toInt(-1);
    p.rules.aceHigh = o.value(QLatin1String("ace_high")).toBool(false);
    p.rules.minNaturals = 1;
    const QString objective = o.value(QLatin1String("objective")).toString();
    if (objective == QLatin1String("value")) {
        p.value = ai::rankValues();
        p.jokerValue = 0;
    } else if (objective == QLatin1String("count")) {
        p.value = ai::unitValues();
        p.jokerValue = 1;
    } else {
        error = QStringLiteral("objective must be value or count");
        return std::nullopt;
    }
    const auto table = o.value(QLatin1String("table")).toArray();
    const auto rack = o.value(QLatin1String("rack")).toArray();
    for (const auto &c : table)
        if (!addCard(c.toString(), p.table, p.tableJokers)) {
            error = QStringLiteral("bad card ") + c.toString();
            return std::nullopt;
        }
    for (const auto &c : rack)
        if (!addCard(c.toString(), p.hand, p.handJokers)) {
            error = QStringLiteral("bad card ") + c.toString();
            return std::nullopt;
        }
    const int shoeJokers = o.value(QLatin1String("jokers")).toInt(-1);
    if (p.rules.copies < 1 || p.rules.copies > 8 || p.rules.jokersPerMeld < 0 || shoeJokers < 0 ||
        p.tableJokers + p.handJokers > shoeJokers || !o.value(QLatin1String("optimum")).isDouble()) {
        error = QStringLiteral("bad decks, jmax, jokers or optimum");
        return std::nullopt;
    }
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r)
            if (p.table[std::size_t(s)][std::size_t(r)] + p.hand[std::size_t(s)][std::size_t(r)] > p.rules.copies) {
                error = QStringLiteral("more copies of a card than decks");
                return std::nullopt;
            }
    in.tableCards = int(table.size());
    in.optimum = o.value(QLatin1String("optimum")).toDouble();
    in.referenceMs = o.value(QLatin1String("highs_ms")).toDouble(0);
    return in;
}

double percentile(std::vector<double> v, double q)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = std::size_t(std::ceil(q * double(v.size()))) - (q > 0 ? 1 : 0);
    return v[std::min(i, v.size() - 1)];
}

} // namespace

int runManipulationBench(const ManipulationBenchOptions &options, std::ostream &out, std::ostream &err)
{
    QFile file(QString::fromStdString(options.file));
    if (!file.open(QIODevice::ReadOnly)) {
        err << "remi-bench: cannot read " << options.file << "\n";
        return 2;
    }
    if (file.size() > 64 * 1024 * 1024) {
        err << "remi-bench: " << options.file << " is larger than 64 MiB\n";
        return 2;
    }
    std::vector<Instance> instances;
    int lineNo = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNo;
        if (line.isEmpty()) continue;
        if (!options.lines.empty() &&
            std::find(options.lines.begin(), options.lines.end(), lineNo) == options.lines.end())
            continue;
        QString error;
        auto in = parseInstance(line, error);
        if (!in) {
            err << "remi-bench: " << options.file << " line " << lineNo << ": " << error.toStdString() << "\n";
            return 2;
        }
        in->line = lineNo;
        instances.push_back(std::move(*in));
    }
    ai::TableManipulationSolver solver;
    std::vector<double> best(instances.size(), 1e300);
    std::vector<long long> states(instances.size(), 0);
    std::vector<int> matched(instances.size(), 0), values(instances.size(), 0), aborted(instances.size(), 0);
    int matches = 0, abortedCount = 0;
    for (int pass = 0; pass < std::max(1, options.passes); ++pass) {
        for (std::size_t i = 0; i < instances.size(); ++i) {
            const auto t0 = std::chrono::steady_clock::now();
            ai::ManipulationSolution sol;
            try {
                sol = solver.solve(instances[i].problem, true, options.maxStates);
            } catch (const std::exception &e) {
                err << "remi-bench: line " << instances[i].line << ": " << e.what() << "\n";
                return 2;
            }
            const auto t1 = std::chrono::steady_clock::now();
            best[i] = std::min(best[i], std::chrono::duration<double, std::milli>(t1 - t0).count());
            states[i] = sol.states;
            if (pass == 0) {
                values[i] = sol.feasible ? sol.value : -1;
                aborted[i] = sol.aborted ? 1 : 0;
                abortedCount += aborted[i];
                if (sol.feasible && std::lround(instances[i].optimum) == sol.value) {
                    matched[i] = 1;
                    ++matches;
                }
            }
        }
    }
    struct Summary {
        int n = 0, matches = 0;
        double median = 0, p95 = 0, p99 = 0, max = 0, meanStates = 0;
        long long maxStates = 0;
    };
    const auto summarize = [&](const std::vector<std::size_t> &idx) {
        Summary s;
        std::vector<double> ms;
        for (auto i : idx) {
            ms.push_back(best[i]);
            s.meanStates += double(states[i]);
            s.maxStates = std::max(s.maxStates, states[i]);
            s.matches += matched[i];
        }
        s.n = int(idx.size());
        if (s.n > 0) s.meanStates /= double(s.n);
        s.median = percentile(ms, 0.5);
        s.p95 = percentile(ms, 0.95);
        s.p99 = percentile(ms, 0.99);
        s.max = percentile(ms, 1.0);
        return s;
    };
    std::map<int, std::vector<std::size_t>> byTable;
    std::vector<std::size_t> everyone;
    for (std::size_t i = 0; i < instances.size(); ++i) {
        byTable[instances[i].tableCards / 20 * 20].push_back(i);
        everyone.push_back(i);
    }
    const Summary all = summarize(everyone);
    const int n = int(instances.size());
    char buf[512];
    if (options.json) {
        const auto summaryJson = [&buf](const Summary &s) {
            std::snprintf(buf, sizeof buf,
                          "\"n\":%d,\"matches\":%d,\"median_ms\":%.4f,\"p95_ms\":%.4f,\"p99_ms\":%.4f,\"max_ms\":%.4f,"
                          "\"mean_states\":%.0f,\"max_states\":%lld",
                          s.n, s.matches, s.median, s.p95, s.p99, s.max, s.meanStates, s.maxStates);
            return std::string(buf);
        };
        out << "{\"instances\":" << n << ",\"optimum_matches\":" << matches << ",\"aborted\":" << abortedCount
            << ",\"passes\":" << std::max(1, options.passes) << ",\"by_table\":[";
        bool first = true;
        for (const auto &[table, idx] : byTable) {
            out << (first ? "" : ",") << "{\"table\":" << table << "," << summaryJson(summarize(idx)) << "}";
            first = false;
        }
        out << "],\"all\":{" << summaryJson(all) << "},\"items\":[";
        for (std::size_t i = 0; i < instances.size(); ++i) {
            std::snprintf(buf, sizeof buf,
                          "%s{\"line\":%d,\"table\":%d,\"optimum\":%ld,\"value\":%d,\"aborted\":%s,\"ms\":%.4f,"
                          "\"states\":%lld}",
                          i ? "," : "", instances[i].line, instances[i].tableCards, std::lround(instances[i].optimum),
                          values[i], aborted[i] ? "true" : "false", best[i], states[i]);
            out << buf;
        }
        out << "]}\n";
    } else {
        out << options.file << ": " << n << " instances, " << matches << " optimum matches";
        if (abortedCount > 0) out << ", " << abortedCount << " past the state limit";
        out << " (per instance: best of " << std::max(1, options.passes) << " passes)\n";
        std::snprintf(buf, sizeof buf, "%7s %5s %8s %10s %10s %10s %10s %12s %11s\n", "table", "n", "matches",
                      "median_ms", "p95_ms", "p99_ms", "max_ms", "mean_states", "max_states");
        out << buf;
        const auto row = [&](const std::string &label, const Summary &s) {
            std::snprintf(buf, sizeof buf, "%7s %5d %8d %10.4f %10.4f %10.4f %10.4f %12.0f %11lld\n", label.c_str(),
                          s.n, s.matches, s.median, s.p95, s.p99, s.max, s.meanStates, s.maxStates);
            out << buf;
        };
        for (const auto &[table, idx] : byTable) row(std::to_string(table), summarize(idx));
        row("all", all);
        // the slowest instances, to look at or rerun alone (--lines)
        std::vector<std::size_t> order = everyone;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return best[a] > best[b]; });
        out << "slowest:";
        for (std::size_t q = 0; q < std::min<std::size_t>(5, order.size()); ++q) {
            const auto i = order[q];
            std::snprintf(buf, sizeof buf, " line %d (%d table cards) %.3f ms %lld states%s", instances[i].line,
                          instances[i].tableCards, best[i], states[i],
                          q + 1 < std::min<std::size_t>(5, order.size()) ? ";" : "");
            out << buf;
        }
        out << "\n";
    }
    return matches == n ? 0 : 1;
}

} // namespace remi::bench
