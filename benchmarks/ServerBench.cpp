// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-server-bench (issue 38; benchmarks/README.md "The table server"): starts remi-server on a free
// 127.0.0.1 port, creates N rummy tables of 4 human seats, seats a headless easy computer player
// (net/BotClient) at every seat, and measures for S seconds: the tables held, accepted actions per
// second, the round trip of an action (sent → "accepted", which includes the store's write) at the
// 50th and 99th percentile, and the server's memory per table (resident set, from /proc).
//
//   remi-server-bench [--tables N] [--seconds S] [--think MS] [--variant V] [--json]
//
// --think MS: each player waits MS/2 … 3MS/2 before each action (a person's pace); 0 plays as fast
// as the server answers (saturation: the round trip then measures the queue).

#include "net/BotClient.h"
#include "net/Wire.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QWebSocket>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace remi;

namespace {

long residentKiB(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

/// CPU time (user + system) of a process so far, milliseconds (/proc/PID/stat, clock ticks).
double cpuMs(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const QByteArray text = f.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return (fields.value(11).toDouble() + fields.value(12).toDouble()) * 1000.0 / sysconf(_SC_CLK_TCK);
}

void waitUntil(const std::function<bool()> &done, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!done() && !deadline.hasExpired()) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOptions(
        {{QStringLiteral("tables"), QStringLiteral("tables"), QStringLiteral("n"), QStringLiteral("100")},
         {QStringLiteral("seconds"), QStringLiteral("measured seconds"), QStringLiteral("s"), QStringLiteral("20")},
         {QStringLiteral("think"), QStringLiteral("ms before each action"), QStringLiteral("ms"), QStringLiteral("0")},
         {QStringLiteral("variant"), QStringLiteral("variant"), QStringLiteral("v"), QStringLiteral("rummy")},
         {QStringLiteral("server"), QStringLiteral("remi-server program"), QStringLiteral("path"),
          QStringLiteral(REMI_SERVER_PATH)},
         {QStringLiteral("json"), QStringLiteral("one JSON line")}});
    p.process(app);
    const int tables = p.value(QStringLiteral("tables")).toInt();
    const int seconds = p.value(QStringLiteral("seconds")).toInt();
    const int think = p.value(QStringLiteral("think")).toInt();

    QTemporaryDir dir;
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const QString portFile = dir.filePath(QStringLiteral("port"));
    server.start(p.value(QStringLiteral("server")),
                 {"--port", "0", "--port-file", portFile, "--database", dir.filePath(QStringLiteral("t.sqlite")),
                  "--max-tables", QString::number(tables + 10), "--idle", "600"});
    QByteArray portText;
    waitUntil(
        [&] {
            QFile f(portFile);
            if (f.open(QIODevice::ReadOnly)) portText = f.readAll().trimmed();
            return !portText.isEmpty();
        },
        10000);
    if (portText.isEmpty()) {
        std::fprintf(stderr, "remi-server-bench: the server did not start\n");
        return 1;
    }
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(QString::fromLatin1(portText)));
    QCoreApplication::processEvents();
    const long idleKiB = residentKiB(server.processId());

    // Tables, 10 per connection (the server's limit per connection).
    const QString variant = p.value(QStringLiteral("variant"));
    QJsonObject options;
    if (variant == QLatin1String("rummy"))
        options = {{QStringLiteral("matchEnd"), QStringLiteral("deals")}, {QStringLiteral("dealCount"), 50}};
    std::vector<std::unique_ptr<net::BotClient>> bots;
    for (int made = 0; made < tables;) {
        QWebSocket ws;
        ws.open(url);
        waitUntil([&] { return ws.state() == QAbstractSocket::ConnectedState; }, 5000);
        int answers = 0;
        QObject::connect(&ws, &QWebSocket::textMessageReceived, [&](const QString &text) {
            const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
            ++answers;
            for (const QJsonValue &s : m.value(QStringLiteral("seats")).toArray()) {
                auto bot = std::make_unique<net::BotClient>(url, m.value(QStringLiteral("table")).toString(),
                                                            s.toObject().value(QStringLiteral("token")).toString(),
                                                            ai::BotLevel::Easy);
                bot->setThinkTime(think);
                bots.push_back(std::move(bot));
            }
        });
        const int batch = std::min(10, tables - made);
        const QJsonObject human{{QStringLiteral("kind"), QStringLiteral("human")}};
        for (int i = 0; i < batch; ++i)
            ws.sendTextMessage(QString::fromUtf8(
                QJsonDocument(QJsonObject{{QStringLiteral("v"), net::kProtocolVersion},
                                          {QStringLiteral("type"), QStringLiteral("create")},
                                          {QStringLiteral("variant"), variant},
                                          {QStringLiteral("options"), options},
                                          {QStringLiteral("seats"), QJsonArray{human, human, human, human}}})
                    .toJson(QJsonDocument::Compact)));
        waitUntil([&] { return answers == batch; }, 10000);
        made += batch;
    }
    for (auto &b : bots) b->start();
    QElapsedTimer joinClock;
    joinClock.start();
    waitUntil([&] { return std::all_of(bots.begin(), bots.end(), [](const auto &b) { return b->welcomes() > 0; }); },
              120000);
    const qint64 joinMs = joinClock.elapsed();
    int joined = 0;
    for (const auto &b : bots) joined += b->welcomes() > 0 ? 1 : 0;

    // Warm up two seconds, then measure.
    waitUntil([] { return false; }, 2000);
    std::vector<std::size_t> startAt;
    for (const auto &b : bots) startAt.push_back(b->roundTripsUs().size());
    QElapsedTimer clock;
    clock.start();
    const double serverCpu0 = cpuMs(server.processId()), clientCpu0 = cpuMs(QCoreApplication::applicationPid());
    waitUntil([] { return false; }, seconds * 1000);
    const double elapsed = clock.elapsed() / 1000.0;
    const double serverCpu = cpuMs(server.processId()) - serverCpu0,
                 clientCpu = cpuMs(QCoreApplication::applicationPid()) - clientCpu0;
    const long loadedKiB = residentKiB(server.processId());
    std::vector<qint64> rtt;
    int over = 0, refusals = 0;
    for (std::size_t i = 0; i < bots.size(); ++i) {
        const auto &r = bots[i]->roundTripsUs();
        rtt.insert(rtt.end(), r.begin() + static_cast<long>(std::min(startAt[i], r.size())), r.end());
        over += bots[i]->matchOver() ? 1 : 0;
        refusals += bots[i]->refusals();
    }
    std::sort(rtt.begin(), rtt.end());
    auto pct = [&](double q) {
        return rtt.empty() ? 0.0 : rtt[static_cast<std::size_t>(q * (rtt.size() - 1))] / 1000.0;
    };
    const double perTableKiB = tables ? double(loadedKiB - idleKiB) / tables : 0;
    for (auto &b : bots) b->stop();
    server.terminate();
    server.waitForFinished(10000);
    if (p.isSet(QStringLiteral("json"))) {
        std::printf(
            "{\"tables\":%d,\"clients\":%d,\"joined\":%d,\"think_ms\":%d,\"seconds\":%.1f,\"actions\":%zu,"
            "\"actions_per_s\":%.0f,\"rtt_p50_ms\":%.2f,\"rtt_p99_ms\":%.2f,\"rtt_max_ms\":%.2f,"
            "\"server_idle_kib\":%ld,\"server_loaded_kib\":%ld,\"kib_per_table\":%.1f,\"matches_over\":%d,\"refusals\":%d,\"join_ms\":%lld,"
            "\"server_cpu_ms\":%.0f,\"server_cpu_us_per_action\":%.0f,\"client_cpu_ms\":%.0f}\n",
            tables, int(bots.size()), joined, think, elapsed, rtt.size(), rtt.size() / elapsed, pct(0.5), pct(0.99),
            rtt.empty() ? 0.0 : rtt.back() / 1000.0, idleKiB, loadedKiB, perTableKiB, over / 4, refusals,
            static_cast<long long>(joinMs), serverCpu, rtt.empty() ? 0.0 : serverCpu * 1000.0 / rtt.size(), clientCpu);
    } else {
        std::printf("%d tables, %d of %d clients joined in %lld ms; think %d ms\n", tables, joined, int(bots.size()),
                    static_cast<long long>(joinMs), think);
        std::printf("%zu actions in %.1f s: %.0f actions/s\n", rtt.size(), elapsed, rtt.size() / elapsed);
        std::printf("round trip: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", pct(0.5), pct(0.99),
                    rtt.empty() ? 0.0 : rtt.back() / 1000.0);
        std::printf("server CPU: %.0f ms in the window, %.0f us per action (clients: %.0f ms)\n", serverCpu,
                    rtt.empty() ? 0.0 : serverCpu * 1000.0 / rtt.size(), clientCpu);
        std::printf("server memory: %ld KiB idle, %ld KiB with the tables: %.1f KiB per table\n", idleKiB, loadedKiB,
                    perTableKiB);
    }
    return 0;
}
