// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Table.h"

#include "net/Wire.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/bots/MatchStanding.h"
#include "engine/Reason.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

namespace remi::server {

QString randomCode(int chars)
{
    static const char alphabet[] = "0123456789abcdefghjkmnpqrstvwxyz"; // 32 letters: 5 bits each
    QString out;
    out.reserve(chars);
    QRandomGenerator *rng = QRandomGenerator::system();
    for (int i = 0; i < chars; ++i) out.append(QLatin1Char(alphabet[rng->bounded(32)]));
    return out;
}

QByteArray tokenHash(const QString &token)
{
    return QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex();
}

void Table::send(QWebSocket *socket, QJsonObject message)
{
    if (!socket) return;
    message.insert(QStringLiteral("v"), net::kProtocolVersion);
    socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

QJsonObject Table::error(const QString &code, const QString &text, const QJsonValue &id)
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("error")},
                  {QStringLiteral("code"), code},
                  {QStringLiteral("message"), text}};
    if (!id.isUndefined() && !id.isNull()) o.insert(QStringLiteral("id"), id);
    return o;
}

Table::Table(StoredTable stored, const RuleSet &rules, TableStore *store)
    : m_code(stored.code), m_stored(std::move(stored)), m_rules(rules), m_store(store)
{
    m_wake.setSingleShot(true);
    connect(&m_wake, &QTimer::timeout, this, &Table::wake);
}

std::unique_ptr<Table> Table::restore(const StoredTable &stored, TableStore *store, QString *error)
{
    auto rules = presetRules(stored.variant.toStdString());
    if (!rules) {
        if (error) *error = QStringLiteral("unknown variant %1").arg(stored.variant);
        return nullptr;
    }
    for (auto it = stored.options.begin(); it != stored.options.end(); ++it) {
        if (auto err = setOption(*rules, it.key().toStdString(), it.value().toString().toStdString())) {
            if (error) *error = QString::fromStdString(*err);
            return nullptr;
        }
    }
    const int players = static_cast<int>(stored.seats.size());
    if (players < rules->minPlayers || players > rules->maxPlayers) {
        if (error)
            *error = QStringLiteral("%1 seats; the variant takes %2 to %3")
                         .arg(players)
                         .arg(rules->minPlayers)
                         .arg(rules->maxPlayers);
        return nullptr;
    }
    std::unique_ptr<Table> t(new Table(stored, *rules, store));
    t->m_stored.actions.clear();
    for (const QJsonValue &sv : stored.seats) {
        const QJsonObject so = sv.toObject();
        Seat seat;
        seat.config.name = so.value(QStringLiteral("name")).toString();
        seat.config.human = so.value(QStringLiteral("kind")).toString() == QLatin1String("human");
        seat.config.level = ai::parseBotLevel(so.value(QStringLiteral("level")).toString().toStdString())
                                .value_or(ai::BotLevel::Normal);
        seat.config.tokenHash = so.value(QStringLiteral("tokenHash")).toString().toLatin1();
        seat.config.open = so.value(QStringLiteral("open")).toBool(false);
        seat.away.start();
        t->m_seats.push_back(std::move(seat));
    }
    t->m_match = std::make_unique<Match>(*rules, players, stored.seed);
    for (const QByteArray &text : stored.actions) {
        if (t->m_betweenRounds) { // a later action: the next round had been dealt
            t->m_match->startNextRound();
            t->m_betweenRounds = false;
        }
        QString why;
        const auto action = net::actionFromJson(QJsonDocument::fromJson(text).object(), &why);
        const Reason r = action ? t->m_match->round().apply(*action) : Reason::Ok;
        if (!action || r != Reason::Ok) {
            if (error)
                *error = QStringLiteral("table %1, step %2: %3")
                             .arg(stored.code)
                             .arg(t->m_step + 1)
                             .arg(action ? QString::fromLatin1(reasonCode(r).data()) : why);
            return nullptr;
        }
        ++t->m_step;
        if (t->m_match->round().isOver()) {
            t->m_match->settleRound();
            t->m_betweenRounds = !t->m_match->isOver();
        }
    }
    // The last action ended a round: the next is dealt once the people who come back are ready.
    t->m_ready.assign(static_cast<std::size_t>(players), false);
    QTimer::singleShot(0, t.get(), &Table::schedule);
    return t;
}

int Table::seatForToken(const QString &token) const
{
    const QByteArray h = tokenHash(token);
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        if (m_seats[i].config.human && m_seats[i].config.tokenHash == h) return static_cast<int>(i);
    return -1;
}

int Table::roundSeatOf(int matchSeat) const
{
    for (int r = 0; r < m_match->round().players(); ++r)
        if (m_match->matchSeat(r) == matchSeat) return r;
    return -1;
}

int Table::currentMatchSeat() const
{
    if (m_match->isOver() || m_match->round().isOver()) return -1;
    return m_match->matchSeat(m_match->round().currentSeat());
}

bool Table::computerPlays(int matchSeat) const
{
    const Seat &s = m_seats[static_cast<std::size_t>(matchSeat)];
    if (!s.config.human) return true;
    return !s.socket && s.away.isValid() && s.away.elapsed() >= qint64(m_stored.graceSeconds) * 1000;
}

void Table::attach(int seat, QWebSocket *socket)
{
    Seat &s = m_seats[static_cast<std::size_t>(seat)];
    // The seat is the new connection's before the old one closes: the old one's detach finds it
    // taken (between rounds the seat stays waited for, and is not seen as gone).
    const QPointer<QWebSocket> old = s.socket;
    s.socket = socket;
    s.away.invalidate();
    if (old && old != socket) {
        send(old,
             error(QStringLiteral("replaced"), QStringLiteral("Another connection took this seat with its token.")));
        old->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("replaced"));
    }
    QJsonArray seats;
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        const Seat &o = m_seats[i];
        QJsonObject so{{QStringLiteral("name"), o.config.name},
                       {QStringLiteral("kind"), o.config.human ? QStringLiteral("human") : QStringLiteral("computer")},
                       {QStringLiteral("connected"), !o.config.human || !o.socket.isNull()}};
        if (!o.config.human)
            so.insert(QStringLiteral("level"), QString::fromLatin1(ai::botLevelName(o.config.level).data()));
        seats.append(so);
    }
    send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("welcome")},
                             {QStringLiteral("table"), m_code},
                             {QStringLiteral("variant"), m_stored.variant},
                             {QStringLiteral("decks"), m_match->rules().decks},
                             {QStringLiteral("jokers"), m_match->rules().jokers},
                             {QStringLiteral("options"), m_stored.options},
                             {QStringLiteral("seats"), seats},
                             {QStringLiteral("you"), seat},
                             {QStringLiteral("graceSeconds"), m_stored.graceSeconds},
                             {QStringLiteral("turnSeconds"), m_rules.turnSeconds},
                             {QStringLiteral("lobby"), m_stored.lobby},
                             {QStringLiteral("started"), m_stored.started},
                             {QStringLiteral("host"), m_stored.host},
                             {QStringLiteral("hints"), m_stored.hints}});
    send(socket, update(seat, {}, {}));
    // A player back at a round's or the match's end learns it: every hand shown, the scores.
    if (m_stored.started && m_match->round().isOver()) send(socket, roundOverMessage());
    if (m_match->isOver()) send(socket, matchOver());
    for (QJsonObject line : m_chat) { // what was said before, marked so (not said again)
        line.insert(QStringLiteral("earlier"), true);
        send(socket, line);
    }
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        if (static_cast<int>(i) != seat)
            send(m_seats[i].socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("presence")},
                                                {QStringLiteral("seat"), seat},
                                                {QStringLiteral("connected"), true}});
    if (m_stored.lobby) broadcastLobby();
    if (m_betweenRounds) broadcastReadiness(); // one more to wait for
    schedule();
}

void Table::detach(int seat, QWebSocket *socket)
{
    Seat &s = m_seats[static_cast<std::size_t>(seat)];
    if (s.socket && s.socket != socket) return;
    s.socket = nullptr;
    s.away.start();
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        send(m_seats[i].socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("presence")},
                                            {QStringLiteral("seat"), seat},
                                            {QStringLiteral("connected"), false}});
    if (m_stored.lobby) broadcastLobby();
    if (m_betweenRounds) { // one less to wait for
        broadcastReadiness();
        dealWhenReady();
    }
    schedule();
}

void Table::act(int seat, QWebSocket *socket, const QJsonObject &message)
{
    const QJsonValue id = message.value(QStringLiteral("id"));
    if (m_broken)
        return send(socket, error(QStringLiteral("server_error"), QStringLiteral("The table is being restored."), id));
    if (!m_stored.started)
        return send(socket,
                    error(QStringLiteral("not_started"), QStringLiteral("The host has not started the table."), id));
    if (m_match->isOver())
        return send(socket, error(QStringLiteral("match_over"), QStringLiteral("The match is over."), id));
    const QJsonValue stepValue = message.value(QStringLiteral("step"));
    if (!stepValue.isDouble() || stepValue.toDouble() != static_cast<double>(static_cast<qint64>(stepValue.toDouble())))
        return send(socket,
                    error(QStringLiteral("bad_message"), QStringLiteral("\"step\" must be a whole number."), id));
    if (static_cast<qint64>(stepValue.toDouble()) != m_step)
        return send(socket,
                    error(QStringLiteral("stale_step"), QStringLiteral("The table is at step %1.").arg(m_step), id));
    const QJsonValue actionValue = message.value(QStringLiteral("action"));
    if (!actionValue.isObject())
        return send(socket, error(QStringLiteral("bad_message"), QStringLiteral("\"action\" must be an object."), id));
    QString why;
    auto action = net::actionFromJson(actionValue.toObject(), &why);
    if (!action) return send(socket, error(QStringLiteral("bad_action"), why, id));
    if (action->type == ActionType::Timeout)
        return send(socket, error(QStringLiteral("forbidden_action"),
                                  QStringLiteral("Only the server's clock ends a turn by timeout."), id));
    const int roundSeat = roundSeatOf(seat);
    if (roundSeat < 0 || action->seat != roundSeat)
        return send(socket,
                    error(QStringLiteral("wrong_seat"), QStringLiteral("You play round seat %1.").arg(roundSeat), id));
    if (currentMatchSeat() != seat)
        return send(socket, error(QStringLiteral("not_your_turn"), QStringLiteral("It is not your turn."), id));
    std::vector<Event> events;
    const Reason r = apply(*action, events);
    if (m_broken) return;
    if (r != Reason::Ok) {
        QJsonObject e = error(QStringLiteral("illegal_action"), QStringLiteral("The rules refuse this action."), id);
        e.insert(QStringLiteral("reason"), QString::fromLatin1(reasonCode(r).data()));
        return send(socket, e);
    }
    send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("accepted")},
                             {QStringLiteral("id"), id},
                             {QStringLiteral("step"), m_step}});
    broadcast(events, {*action});
    schedule();
}

Reason Table::apply(const Action &action, std::vector<Event> &events)
{
    const Reason r = m_match->round().apply(action, &events);
    if (r != Reason::Ok) return r;
    if (!m_store->appendAction(m_code, m_step,
                               QJsonDocument(net::actionToJson(action)).toJson(QJsonDocument::Compact))) {
        fail();
        return Reason::Ok;
    }
    ++m_step;
    return Reason::Ok;
}

void Table::fail()
{
    m_broken = true;
    m_wake.stop();
    for (Seat &s : m_seats)
        if (s.socket) {
            send(s.socket, error(QStringLiteral("server_error"),
                                 QStringLiteral("The table could not be saved; reconnect later.")));
            s.socket->close(QWebSocketProtocol::CloseCodeAbnormalDisconnection, QStringLiteral("storage"));
        }
    emit broken();
}

QJsonObject Table::update(int matchSeat, const std::vector<Event> &events, const std::vector<Action> &actions) const
{
    const Round &round = m_match->round();
    if (!m_stored.started) { // a lobby: nothing is dealt yet (docs/PROTOCOL.md "Playing with friends")
        QJsonArray zeros;
        for (std::size_t i = 0; i < m_seats.size(); ++i) zeros.append(0);
        return {{QStringLiteral("type"), QStringLiteral("update")},
                {QStringLiteral("round"), 0},
                {QStringLiteral("step"), 0},
                {QStringLiteral("events"), QJsonArray()},
                {QStringLiteral("actions"), QJsonArray()},
                {QStringLiteral("totals"), zeros},
                {QStringLiteral("roundSeats"), QJsonArray()},
                {QStringLiteral("view"), QJsonValue()}};
    }
    const int roundSeat = roundSeatOf(matchSeat);
    QJsonArray ev, ac;
    for (const Event &e : events) ev.append(net::eventToJson(e, roundSeat));
    for (const Action &a : actions) ac.append(net::actionToJson(a));
    QJsonArray totals, seatsOfRound, history;
    for (int t : m_match->totals()) totals.append(t);
    for (const std::vector<int> &scores : m_match->history()) {
        QJsonArray h;
        for (int s : scores) h.append(s);
        history.append(h);
    }
    for (int r = 0; r < round.players(); ++r) seatsOfRound.append(m_match->matchSeat(r));
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("update")},
                  {QStringLiteral("round"), m_match->roundNumber()},
                  {QStringLiteral("step"), m_step},
                  {QStringLiteral("events"), ev},
                  {QStringLiteral("actions"), ac},
                  {QStringLiteral("totals"), totals},
                  {QStringLiteral("history"), history},
                  {QStringLiteral("roundSeats"), seatsOfRound},
                  {QStringLiteral("view"),
                   roundSeat >= 0 ? QJsonValue(net::viewToJson(makePlayerView(round, roundSeat))) : QJsonValue()}};
    if (m_clockTurn.first >= 0 && m_clockStarted.isValid()) {
        const qint64 left = qMax<qint64>(0, clockMs() - m_clockStarted.elapsed());
        o.insert(QStringLiteral("clockMs"), static_cast<double>(left));
    }
    return o;
}

void Table::broadcast(const std::vector<Event> &events, const std::vector<Action> &actions)
{
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        if (m_seats[i].socket) send(m_seats[i].socket, update(static_cast<int>(i), events, actions));
    if (m_match->round().isOver()) roundEnded();
}

void Table::roundEnded()
{
    m_match->settleRound();
    const QJsonObject over = roundOverMessage();
    for (const Seat &s : m_seats) send(s.socket, over);
    if (m_match->isOver()) {
        m_store->finishTable(m_code);
        const QJsonObject end = matchOver();
        for (const Seat &s : m_seats) send(s.socket, end);
        return;
    }
    // The next round waits until every person at the table has seen the scores (issue 39: a
    // friend's round began while the host still read them).
    m_betweenRounds = true;
    m_ready.assign(m_seats.size(), false);
    broadcastReadiness();
    dealWhenReady();
}

QJsonObject Table::roundOverMessage() const
{
    const Round &round = m_match->round();
    QJsonArray hands, scores, totals;
    for (int r = 0; r < round.players(); ++r) {
        QJsonArray h;
        for (const Card &c : round.hand(r)) h.append(int(c.id));
        hands.append(h);
    }
    if (!m_match->history().empty())
        for (int s : m_match->history().back()) scores.append(s);
    for (int t : m_match->totals()) totals.append(t);
    const RoundResult &result = round.result();
    const int winner = result.winner;
    // Per match seat, the engine's score breakdown (null for a seat out of this round).
    QJsonArray details;
    for (int s = 0; s < seats(); ++s) {
        const int r = roundSeatOf(s);
        details.append(r >= 0 && r < static_cast<int>(result.seats.size())
                           ? QJsonValue(net::seatScoreToJson(result.seats[static_cast<std::size_t>(r)],
                                                             [this](int rs) { return m_match->matchSeat(rs); }))
                           : QJsonValue());
    }
    return {{QStringLiteral("type"), QStringLiteral("round_over")},
            {QStringLiteral("finish"), net::finishName(result.finish)},
            {QStringLiteral("end"), net::roundEndName(result.cause)},
            {QStringLiteral("details"), details},
            {QStringLiteral("round"), m_match->roundNumber()},
            {QStringLiteral("step"), m_step},
            {QStringLiteral("winner"), winner >= 0 ? m_match->matchSeat(winner) : -1},
            {QStringLiteral("hands"), hands},
            {QStringLiteral("scores"), scores},
            {QStringLiteral("totals"), totals}};
}

std::vector<int> Table::waitingSeats() const
{
    std::vector<int> out;
    if (!m_betweenRounds) return out;
    for (int s = 0; s < seats(); ++s) {
        const Seat &seat = m_seats[static_cast<std::size_t>(s)];
        const bool ready = static_cast<std::size_t>(s) < m_ready.size() && m_ready[static_cast<std::size_t>(s)];
        if (seat.config.human && seat.socket && !ready && roundSeatOf(s) >= 0) out.push_back(s);
    }
    return out;
}

QJsonObject Table::readiness() const
{
    QJsonArray ready, waiting;
    for (std::size_t s = 0; s < m_ready.size(); ++s)
        if (m_ready[s]) ready.append(static_cast<int>(s));
    for (int s : waitingSeats()) waiting.append(s);
    return {{QStringLiteral("type"), QStringLiteral("round_ready")},
            {QStringLiteral("round"), m_match->roundNumber()},
            {QStringLiteral("ready"), ready},
            {QStringLiteral("waiting"), waiting}};
}

void Table::broadcastReadiness()
{
    const QJsonObject message = readiness();
    for (const Seat &s : m_seats) send(s.socket, message);
}

void Table::dealWhenReady()
{
    if (!m_betweenRounds || m_broken || !waitingSeats().empty()) return;
    m_betweenRounds = false;
    m_match->startNextRound();
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        if (m_seats[i].socket) send(m_seats[i].socket, update(static_cast<int>(i), {}, {}));
    schedule();
}

void Table::nextRound(int seat, QWebSocket *socket, const QJsonObject &message)
{
    if (!m_betweenRounds)
        return send(socket, error(QStringLiteral("round_not_over"), QStringLiteral("No round is waiting to be dealt."),
                                  message.value(QStringLiteral("id"))));
    if (m_ready.size() != m_seats.size()) m_ready.assign(m_seats.size(), false);
    m_ready[static_cast<std::size_t>(seat)] = true;
    broadcastReadiness();
    dealWhenReady();
}

qint64 Table::clockMs() const
{
    return static_cast<qint64>(m_rules.turnSeconds * 1000.0 * m_clockScale);
}

QJsonObject Table::matchOver() const
{
    QJsonArray totals, winners;
    for (int t : m_match->totals()) totals.append(t);
    for (int w : m_match->winners()) winners.append(w);
    return {{QStringLiteral("type"), QStringLiteral("match_over")},
            {QStringLiteral("step"), m_step},
            {QStringLiteral("totals"), totals},
            {QStringLiteral("winners"), winners}};
}

void Table::schedule()
{
    m_wake.stop();
    const int seat = currentMatchSeat();
    if (m_broken || seat < 0 || !m_stored.started) return;
    if (computerPlays(seat)) {
        if (!m_computerPending) {
            m_computerPending = true;
            QTimer::singleShot(0, this, &Table::playComputerTurn);
        }
        return;
    }
    qint64 wakeMs = -1;
    const Round &round = m_match->round();
    if (m_rules.turnSeconds > 0) {
        const std::pair<int, int> turn{m_match->roundNumber(), round.state().turnIndex};
        if (turn != m_clockTurn) {
            m_clockTurn = turn;
            m_clockStarted.start();
        }
        wakeMs = qMax<qint64>(0, clockMs() - m_clockStarted.elapsed());
    }
    const Seat &s = m_seats[static_cast<std::size_t>(seat)];
    if (!s.socket && s.away.isValid()) {
        const qint64 graceLeft = qMax<qint64>(0, qint64(m_stored.graceSeconds) * 1000 - s.away.elapsed());
        wakeMs = wakeMs < 0 ? graceLeft : qMin(wakeMs, graceLeft);
    }
    if (wakeMs >= 0) m_wake.start(static_cast<int>(qMin<qint64>(wakeMs + 1, 1 << 30)));
}

void Table::wake()
{
    const int seat = currentMatchSeat();
    if (m_broken || seat < 0) return;
    if (m_rules.turnSeconds > 0 && !computerPlays(seat) && m_clockStarted.isValid() &&
        m_clockStarted.elapsed() >= clockMs()) {
        // RULES.md 4.10: the clock ran out; the engine charges the penalty and ends the turn.
        const Action timeout = Action::timeout(m_match->round().currentSeat());
        std::vector<Event> events;
        if (apply(timeout, events) == Reason::Ok && !m_broken) broadcast(events, {timeout});
    }
    schedule();
}

void Table::playComputerTurn()
{
    m_computerPending = false;
    const int seat = currentMatchSeat();
    if (m_broken || seat < 0 || !m_stored.started || !computerPlays(seat)) return schedule();
    Seat &s = m_seats[static_cast<std::size_t>(seat)];
    if (!s.bot) s.bot = ai::makeComputerPlayer(s.config.human ? ai::BotLevel::Normal : s.config.level);
    s.bot->setStanding(ai::standingOf(*m_match));
    // The bot plays on a copy, so that each action goes to the store before the real round has it.
    Round copy = m_match->round();
    std::vector<Event> ignored;
    const std::vector<Action> actions = ai::playTurn(
        copy, *s.bot, ai::turnSeed(m_stored.seed, static_cast<std::uint64_t>(m_step) + 1), nullptr, &ignored);
    std::vector<Event> events;
    std::vector<Action> done;
    for (const Action &a : actions) {
        if (apply(a, events) != Reason::Ok) break; // cannot happen: the same round accepted it
        if (m_broken) return;
        done.push_back(a);
    }
    if (!done.empty()) broadcast(events, done);
    schedule();
}

} // namespace remi::server
