// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ServerFixture.h"

#include "net/Wire.h"
#include "server/TableStore.h"

#include "engine/Match.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QThread>

#include <algorithm>
#include <set>

namespace remi::test {

ServerProcess::~ServerProcess()
{
    if (running()) {
        m_process.kill();
        m_process.waitForFinished(3000);
    }
}

bool ServerProcess::start()
{
    const QString portFile = QDir(m_folder).filePath(QStringLiteral("port"));
    QFile::remove(portFile);
    QStringList args{QStringLiteral("--port"),      QString::number(m_port),
                     QStringLiteral("--port-file"), portFile,
                     QStringLiteral("--database"),  database()};
    args << m_extra;
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.start(QStringLiteral(REMI_SERVER_PATH), args);
    if (!m_process.waitForStarted(5000)) return false;
    QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired()) {
        QFile f(portFile);
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray text = f.readAll().trimmed();
            if (!text.isEmpty()) {
                m_port = static_cast<quint16>(text.toUInt());
                return true;
            }
        }
        if (m_process.state() != QProcess::Running) break;
        m_process.waitForReadyRead(20);
        m_output += QString::fromLocal8Bit(m_process.readAll());
    }
    m_output += QString::fromLocal8Bit(m_process.readAll());
    return false;
}

void ServerProcess::kill9()
{
    m_process.kill(); // SIGKILL
    m_process.waitForFinished(5000);
    m_output += QString::fromLocal8Bit(m_process.readAll());
}

void ServerProcess::stop()
{
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) kill9();
    m_output += QString::fromLocal8Bit(m_process.readAll());
}

QUrl ServerProcess::url(const char *scheme) const
{
    return QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(QLatin1String(scheme)).arg(m_port));
}

QString ServerProcess::database() const
{
    return QDir(m_folder).filePath(QStringLiteral("tables.sqlite"));
}

Client::Client(const QUrl &url, bool ignoreSsl)
{
    QObject::connect(&m_socket, &QWebSocket::connected, [this] { m_open = true; });
    QObject::connect(&m_socket, &QWebSocket::disconnected, [this] { m_closed = true; });
    QObject::connect(&m_socket, &QWebSocket::textMessageReceived, [this](const QString &t) {
        m_queue.append(t);
        m_received.append(t);
    });
    if (ignoreSsl)
        QObject::connect(&m_socket, &QWebSocket::sslErrors,
                         [this](const QList<QSslError> &) { m_socket.ignoreSslErrors(); });
    m_socket.setMaxAllowedIncomingMessageSize(64 * 1024 * 1024);
    m_socket.open(url);
    QDeadlineTimer deadline(5000);
    while (!m_open && !m_closed && !deadline.hasExpired()) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

Client::~Client()
{
    m_socket.abort();
}

void Client::send(const QString &text)
{
    m_socket.sendTextMessage(text);
    m_socket.flush();
}

void Client::send(const QJsonObject &message)
{
    QJsonObject m = message;
    if (!m.contains(QStringLiteral("v"))) m.insert(QStringLiteral("v"), net::kProtocolVersion);
    send(QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)));
}

std::optional<QJsonObject> Client::next(int ms)
{
    QDeadlineTimer deadline(ms);
    while (m_queue.isEmpty() && !m_closed && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    if (m_queue.isEmpty()) return std::nullopt;
    return QJsonDocument::fromJson(m_queue.takeFirst().toUtf8()).object();
}

std::optional<QJsonObject> Client::nextOf(const QString &type, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        auto m = next(static_cast<int>(qMax<qint64>(1, deadline.remainingTime())));
        if (!m) return std::nullopt;
        if (m->value(QStringLiteral("type")).toString() == type) return m;
    }
    return std::nullopt;
}

bool Client::waitClosed(int ms)
{
    QDeadlineTimer deadline(ms);
    while (!m_closed && !deadline.hasExpired()) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return m_closed;
}

QList<QJsonObject> Client::drain()
{
    QCoreApplication::processEvents();
    QList<QJsonObject> out;
    while (!m_queue.isEmpty()) out << QJsonDocument::fromJson(m_queue.takeFirst().toUtf8()).object();
    return out;
}

std::optional<CreatedTable> createTable(const QUrl &url, const QString &variant, const QStringList &seats,
                                        const QJsonObject &options, int graceSeconds)
{
    Client c(url, url.scheme() == QLatin1String("wss"));
    QJsonArray list;
    for (const QString &s : seats) {
        if (s == QLatin1String("human"))
            list.append(QJsonObject{{QStringLiteral("kind"), s},
                                    {QStringLiteral("name"), QStringLiteral("P%1").arg(list.size())}});
        else
            list.append(
                QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")}, {QStringLiteral("level"), s}});
    }
    c.send(QJsonObject{{QStringLiteral("type"), QStringLiteral("create")},
                       {QStringLiteral("variant"), variant},
                       {QStringLiteral("options"), options},
                       {QStringLiteral("seats"), list},
                       {QStringLiteral("graceSeconds"), graceSeconds}});
    const auto answer = c.next(10000);
    if (!answer || answer->value(QStringLiteral("type")).toString() != QLatin1String("created")) return std::nullopt;
    CreatedTable t;
    t.code = answer->value(QStringLiteral("table")).toString();
    for (const QJsonValue &s : answer->value(QStringLiteral("seats")).toArray())
        if (s.toObject().contains(QStringLiteral("token")))
            t.tokens[s.toObject().value(QStringLiteral("seat")).toInt()] =
                s.toObject().value(QStringLiteral("token")).toString();
    return t;
}

QJsonObject shortMatch(const QString &variant)
{
    if (variant == QLatin1String("rummy"))
        return {{QStringLiteral("matchEnd"), QStringLiteral("deals")}, {QStringLiteral("dealCount"), 1}};
    if (variant == QLatin1String("remi51")) return {{QStringLiteral("matchEnd"), QStringLiteral("onceAround")}};
    if (variant == QLatin1String("rami")) return {{QStringLiteral("roundsLimit"), 1}};
    return {{QStringLiteral("rounds"), 3}};
}

namespace {

/// Keys under which an integer is not a card id (docs/PROTOCOL.md "Cards"); every other integer
/// anywhere in a message counts as a card id.
const QSet<QString> &nonCardKeys()
{
    static const QSet<QString> keys = {
        QStringLiteral("v"),           QStringLiteral("id"),         QStringLiteral("round"),
        QStringLiteral("step"),        QStringLiteral("seat"),       QStringLiteral("players"),
        QStringLiteral("current"),     QStringLiteral("dealer"),     QStringLiteral("turnIndex"),
        QStringLiteral("handSizes"),   QStringLiteral("stockSize"),  QStringLiteral("low"),
        QStringLiteral("owner"),       QStringLiteral("placedBy"),   QStringLiteral("meldsLaid"),
        QStringLiteral("count"),       QStringLiteral("points"),     QStringLiteral("meldIndex"),
        QStringLiteral("target"),      QStringLiteral("depth"),      QStringLiteral("totals"),
        QStringLiteral("scores"),      QStringLiteral("roundSeats"), QStringLiteral("winner"),
        QStringLiteral("winners"),     QStringLiteral("you"),        QStringLiteral("graceSeconds"),
        QStringLiteral("turnSeconds"), QStringLiteral("clockMs"),    QStringLiteral("versions"),
        QStringLiteral("options"),     QStringLiteral("decks"),      QStringLiteral("jokers"),
        QStringLiteral("host"),        QStringLiteral("factor"),     QStringLiteral("history"),
        QStringLiteral("ready"),       QStringLiteral("waiting")};
    return keys;
}

void cardIds(const QJsonValue &v, const QString &key, std::vector<int> &out)
{
    if (v.isDouble()) {
        if (!nonCardKeys().contains(key)) out.push_back(v.toInt());
    } else if (v.isArray()) {
        if (key == QLatin1String("options")) return;
        for (const QJsonValue &x : v.toArray()) cardIds(x, key, out);
    } else if (v.isObject()) {
        if (key == QLatin1String("options")) return;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) cardIds(it.value(), it.key(), out);
    }
}

std::optional<server::StoredTable> loadStored(const QString &database, const QString &code)
{
    server::SqlTableStore store(QStringLiteral("QSQLITE"), database);
    if (!store.open(nullptr)) return std::nullopt;
    for (server::StoredTable &t : store.loadTables(true))
        if (t.code == code) return std::move(t);
    return std::nullopt;
}

} // namespace

QList<QByteArray> storedActions(const QString &database, const QString &code, bool *finished)
{
    const auto t = loadStored(database, code);
    if (finished) *finished = t && t->finished;
    return t ? t->actions : QList<QByteArray>{};
}

QStringList leakFaults(const QString &database, const QString &code, const std::map<int, QStringList> &received,
                       long long *checked)
{
    QStringList faults;
    const auto stored = loadStored(database, code);
    if (!stored) return {QStringLiteral("table %1 not stored").arg(code)};
    auto rules = presetRules(stored->variant.toStdString());
    for (auto it = stored->options.begin(); it != stored->options.end(); ++it)
        setOption(*rules, it.key().toStdString(), it.value().toString().toStdString());
    const int players = static_cast<int>(stored->seats.size());
    Match match(*rules, players, stored->seed);
    using Key = std::pair<int, int>;
    std::map<Key, std::vector<std::set<int>>> known;
    std::map<Key, std::vector<std::vector<int>>> hands;
    std::vector<std::set<int>> seen(static_cast<std::size_t>(players));
    int round = 1, step = 0;
    auto snap = [&](bool reveal) {
        const Round &r = match.round();
        std::vector<std::vector<int>> h(static_cast<std::size_t>(players));
        for (int rs = 0; rs < r.players(); ++rs)
            for (const Card &c : r.hand(rs)) h[static_cast<std::size_t>(match.matchSeat(rs))].push_back(c.id);
        for (int s = 0; s < players; ++s) {
            std::set<int> &k = seen[static_cast<std::size_t>(s)];
            k.insert(h[static_cast<std::size_t>(s)].begin(), h[static_cast<std::size_t>(s)].end());
            for (const Meld &m : r.table())
                for (const Card &c : m.cards) k.insert(c.id);
            for (const PileCard &p : r.pile()) k.insert(p.card.id);
            if (r.cutCard()) k.insert(r.cutCard()->id);
            if (reveal)
                for (const auto &other : h) k.insert(other.begin(), other.end());
            std::sort(h[static_cast<std::size_t>(s)].begin(), h[static_cast<std::size_t>(s)].end());
        }
        known[{round, step}] = seen;
        hands[{round, step}] = h;
    };
    snap(false);
    for (const QByteArray &text : stored->actions) {
        const auto action = net::actionFromJson(QJsonDocument::fromJson(text).object());
        if (!action || match.round().apply(*action) != Reason::Ok)
            return {QStringLiteral("stored action %1 refused").arg(step)};
        ++step;
        if (match.round().isOver()) {
            snap(true);
            match.settleRound();
            if (!match.isOver()) {
                match.startNextRound();
                ++round;
                seen.assign(static_cast<std::size_t>(players), {});
                snap(false);
            }
        } else {
            snap(false);
        }
    }
    long long count = 0;
    for (const auto &[seat, messages] : received) {
        int lastRound = 0;
        for (const QString &text : messages) {
            const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
            std::vector<int> ids;
            cardIds(m, QString(), ids);
            count += static_cast<long long>(ids.size());
            if (!m.contains(QStringLiteral("step"))) {
                if (!ids.empty()) faults << QStringLiteral("seat %1: cards in %2").arg(seat).arg(text.left(200));
                continue;
            }
            const int r = m.contains(QStringLiteral("round")) ? m.value(QStringLiteral("round")).toInt() : lastRound;
            lastRound = r;
            if (r == 0) { // a lobby before its start (docs/PROTOCOL.md "Playing with friends"): no card at all
                if (!ids.empty())
                    faults << QStringLiteral("seat %1: cards before the start: %2").arg(seat).arg(text.left(200));
                continue;
            }
            const Key key{r, m.value(QStringLiteral("step")).toInt()};
            const auto k = known.find(key);
            if (k == known.end()) {
                faults << QStringLiteral("seat %1: message at round %2 step %3, not in the stored log")
                              .arg(seat)
                              .arg(key.first)
                              .arg(key.second);
                continue;
            }
            for (int id : ids)
                if (!k->second[static_cast<std::size_t>(seat)].count(id))
                    faults << QStringLiteral("seat %1 round %2 step %3: card %4 not public: %5")
                                  .arg(seat)
                                  .arg(key.first)
                                  .arg(key.second)
                                  .arg(id)
                                  .arg(text.left(300));
            const QJsonObject view = m.value(QStringLiteral("view")).toObject();
            if (!view.isEmpty()) {
                std::vector<int> hand;
                for (const QJsonValue &c : view.value(QStringLiteral("hand")).toArray()) hand.push_back(c.toInt());
                std::sort(hand.begin(), hand.end());
                if (hand != hands[key][static_cast<std::size_t>(seat)])
                    faults << QStringLiteral("seat %1 round %2 step %3: the view's hand is not the seat's")
                                  .arg(seat)
                                  .arg(key.first)
                                  .arg(key.second);
            }
        }
    }
    if (checked) *checked = count;
    return faults;
}

} // namespace remi::test
