// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScenarioRunner.h"

#include "engine/Meld.h"
#include "engine/Round.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>

namespace remi::sim {

namespace {

/// Stands for a card the scenario names but no copy of which exists: the engine refuses it
/// as not in hand.
constexpr CardId kNoCard = 0xFFFF;

/// Turns the faces of one action into physical card ids (cases/FORMAT.md: any copy of the
/// face, from where the action says the card comes from).
class CardPicker {
public:
    CardPicker(const Round &round, int seat) : m_round(round), m_seat(seat) {}

    /// A copy from `pool` (in pool order) not yet used by this action; otherwise any copy outside
    /// the acting hand, so that the engine refuses it as not in hand.
    CardId pick(const ScenarioCard &sc, const std::vector<Card> &pool)
    {
        for (const Card &c : pool)
            if (sc.face.matches(c) && !used(c.id)) return use(c.id);
        const std::vector<Card> &hand = m_round.hand(m_seat);
        for (const Card &c : m_round.shoe()) {
            const bool inHand =
                std::any_of(hand.begin(), hand.end(), [&](const Card &h) { return h.id == c.id; });
            if (sc.face.matches(c) && !inHand && !used(c.id)) return use(c.id);
        }
        return kNoCard;
    }
    CardId fromHand(const ScenarioCard &sc) { return pick(sc, m_round.hand(m_seat)); }
    std::vector<CardId> list(const std::vector<ScenarioCard> &cards, const std::vector<Card> &pool)
    {
        std::vector<CardId> out;
        for (const ScenarioCard &sc : cards)
            out.push_back(pick(sc, pool));
        return out;
    }

private:
    bool used(CardId id) const { return std::find(m_used.begin(), m_used.end(), id) != m_used.end(); }
    CardId use(CardId id)
    {
        m_used.push_back(id);
        return id;
    }
    const Round &m_round;
    int m_seat;
    std::vector<CardId> m_used;
};

Action buildAction(const ScenarioAction &sa, const Round &round)
{
    CardPicker picker(round, sa.seat);
    const std::vector<Card> &hand = round.hand(sa.seat);
    Action a;
    a.type = sa.type;
    a.seat = sa.seat;
    a.from = sa.from;
    a.depth = sa.depth;
    a.target = sa.target;
    a.end = sa.end;
    switch (sa.type) {
    case ActionType::Draw:
    case ActionType::EndTurn:
    case ActionType::Undo:
    default: // no cards to pick
        break;
    case ActionType::PickupMeld: {
        // The picked-up card comes from the pile at `depth`, the others from the hand.
        std::vector<Card> pool;
        const auto &pile = round.pile();
        if (sa.depth >= 1 && sa.depth <= static_cast<int>(pile.size()))
            pool.push_back(pile[pile.size() - static_cast<std::size_t>(sa.depth)].card);
        pool.insert(pool.end(), hand.begin(), hand.end());
        a.melds.push_back(picker.list(sa.melds.front(), pool));
        break;
    }
    case ActionType::Meld:
        for (const auto &meld : sa.melds)
            a.melds.push_back(picker.list(meld, hand));
        break;
    case ActionType::Take: {
        std::vector<Card> pool;
        if (sa.target < static_cast<int>(round.table().size()))
            pool = round.table()[static_cast<std::size_t>(sa.target)].cards;
        a.cards = picker.list(sa.melds.front(), pool);
        break;
    }
    case ActionType::Rearrange: {
        std::vector<Card> pool;
        for (const Meld &m : round.table())
            pool.insert(pool.end(), m.cards.begin(), m.cards.end());
        pool.insert(pool.end(), hand.begin(), hand.end());
        for (const auto &meld : sa.melds)
            a.melds.push_back(picker.list(meld, pool));
        break;
    }
    case ActionType::LayOff:
    case ActionType::SwapJoker:
        a.card = picker.fromHand(*sa.card);
        break;
    case ActionType::Discard:
        a.card = picker.fromHand(*sa.card);
        if (sa.bury) {
            a.bury = true;
            a.buriedJoker = picker.fromHand(*sa.bury);
        }
        break;
    }
    return a;
}

/// RoundState's own operator== is deleted while Random has none, so compare field by field.
bool sameState(const RoundState &a, const RoundState &b)
{
    return a.players == b.players && a.dealer == b.dealer && a.current == b.current &&
           a.turnIndex == b.turnIndex && a.phase == b.phase && a.seats == b.seats && a.stock == b.stock &&
           a.pile == b.pile && a.cut == b.cut && a.cutter == b.cutter && a.table == b.table &&
           a.turn == b.turn && a.rebuilds == b.rebuilds && a.rebuildsWithoutPlay == b.rebuildsWithoutPlay &&
           a.result == b.result && a.rng.state() == b.rng.state();
}

int normalRank(int rank)
{
    return rank == kHighAce ? kAce : rank;
}

/// Checks every "JK=xx" of an accepted action against what the joker stands for on the table.
QStringList checkJokerFaces(const ScenarioAction &sa, const Action &a, const Round &round)
{
    QStringList problems;
    if (sa.type != ActionType::Meld && sa.type != ActionType::PickupMeld && sa.type != ActionType::Rearrange)
        return problems;
    for (std::size_t m = 0; m < sa.melds.size() && m < a.melds.size(); ++m) {
        for (std::size_t i = 0; i < sa.melds[m].size() && i < a.melds[m].size(); ++i) {
            const ScenarioCard &sc = sa.melds[m][i];
            if (!sc.standsFor) continue;
            const CardId id = a.melds[m][i];
            std::optional<Face> actual;
            for (const Meld &meld : round.table()) {
                for (int p = 0; p < meld.size(); ++p)
                    if (meld.cards[static_cast<std::size_t>(p)].id == id) actual = meld.faceAt(p);
            }
            const QString stated = QString::fromStdString(sc.text);
            if (!actual) {
                problems << QStringLiteral("%1 is not on the table").arg(stated);
                continue;
            }
            const bool rankOk = normalRank(actual->rank) == normalRank(sc.standsFor->rank);
            const bool suitOk = actual->suit == Suit::None || actual->suit == sc.standsFor->suit;
            if (!rankOk || !suitOk)
                problems << QStringLiteral("%1 stands for %2 on the table")
                                .arg(stated, QString::fromStdString(faceCode(*actual)));
        }
    }
    return problems;
}

QJsonArray intArray(const std::vector<int> &v)
{
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QString intListText(const std::vector<int> &v)
{
    QStringList parts;
    for (int x : v)
        parts << QString::number(x);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString cardText(const std::optional<Card> &c)
{
    return c ? QString::fromStdString(cardCode(*c)) : QStringLiteral("null");
}

struct FinalState {
    bool over = false;
    int winner = -1;
    std::vector<int> scores;
    std::vector<int> handSizes;
    int stockSize = 0;
    std::optional<Card> discardTop;
};

FinalState finalState(const Round &round)
{
    FinalState f;
    f.over = round.isOver();
    f.winner = f.over ? round.result().winner : -1;
    f.scores = round.roundScores(); // settled once over; live rami points (else 0) before
    for (int s = 0; s < round.players(); ++s)
        f.handSizes.push_back(static_cast<int>(round.hand(s).size()));
    f.stockSize = round.stockSize();
    f.discardTop = round.pileTop();
    return f;
}

QJsonObject finalJson(const Round &round, const FinalState &f)
{
    QJsonObject o;
    o.insert(QStringLiteral("round_over"), f.over);
    o.insert(QStringLiteral("winner"), f.winner >= 0 ? QJsonValue(f.winner) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("scores"), intArray(f.scores));
    o.insert(QStringLiteral("totals"), intArray(f.scores));
    o.insert(QStringLiteral("hand_sizes"), intArray(f.handSizes));
    o.insert(QStringLiteral("stock_size"), f.stockSize);
    o.insert(QStringLiteral("discard_top"), f.discardTop ? QJsonValue(cardText(f.discardTop)) : QJsonValue());
    o.insert(QStringLiteral("current_seat"), round.currentSeat());
    QJsonArray hands, table;
    for (int s = 0; s < round.players(); ++s)
        hands.append(QString::fromStdString(cardsCode(round.hand(s))));
    for (const Meld &m : round.table())
        table.append(QString::fromStdString(cardsCode(m.cards)));
    o.insert(QStringLiteral("hands"), hands);
    o.insert(QStringLiteral("table"), table);
    if (round.cutCard()) o.insert(QStringLiteral("cut"), cardText(round.cutCard()));
    return o;
}

void checkFinal(const ScenarioExpect &e, const FinalState &f, QStringList &failures)
{
    auto mismatch = [&](const char *field, const QString &want, const QString &got) {
        failures
            << QStringLiteral("expect.%1: expected %2, got %3").arg(QString::fromLatin1(field), want, got);
    };
    if (e.scores && *e.scores != f.scores) mismatch("scores", intListText(*e.scores), intListText(f.scores));
    if (e.totals && *e.totals != f.scores) mismatch("totals", intListText(*e.totals), intListText(f.scores));
    if (e.roundOver && *e.roundOver != f.over)
        mismatch("round_over", *e.roundOver ? QStringLiteral("true") : QStringLiteral("false"),
                 f.over ? QStringLiteral("true") : QStringLiteral("false"));
    if (e.hasWinner && e.winner.value_or(-1) != f.winner)
        mismatch("winner", e.winner ? QString::number(*e.winner) : QStringLiteral("null"),
                 f.winner >= 0 ? QString::number(f.winner) : QStringLiteral("null"));
    if (e.handSizes && *e.handSizes != f.handSizes)
        mismatch("hand_sizes", intListText(*e.handSizes), intListText(f.handSizes));
    if (e.stockSize && *e.stockSize != f.stockSize)
        mismatch("stock_size", QString::number(*e.stockSize), QString::number(f.stockSize));
    if (e.hasDiscardTop) {
        const bool same =
            e.discardTop ? (f.discardTop && e.discardTop->matches(*f.discardTop)) : !f.discardTop;
        if (!same)
            mismatch("discard_top",
                     e.discardTop ? QString::fromStdString(faceCode(*e.discardTop)) : QStringLiteral("null"),
                     cardText(f.discardTop));
    }
}

QString facesText(const std::vector<Face> &faces)
{
    QStringList out;
    for (const Face &f : faces) out << QString::fromStdString(faceCode(f));
    return out.join(QLatin1Char(' '));
}

QString faultName(MeldFault f)
{
    return QString::fromUtf8(meldFaultCode(f).data(), static_cast<qsizetype>(meldFaultCode(f).size()));
}

/// `cause` of the outcome JSON: the engine's MeldCause of an invalid_meld (docs/SCENARIOS.md).
QJsonObject causeJson(const MeldCause &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("fault"), faultName(c.fault));
    QJsonArray cards;
    for (const Card &card : c.cards) cards.append(QString::fromStdString(cardCode(card)));
    o.insert(QStringLiteral("cards"), cards);
    o.insert(QStringLiteral("table_meld"), c.tableMeld >= 0 ? QJsonValue(c.tableMeld) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("action_meld"), c.actionMeld >= 0 ? QJsonValue(c.actionMeld) : QJsonValue(QJsonValue::Null));
    return o;
}

/// Differences between an expected cause and the engine's.
QStringList checkCause(const ScenarioCause &want, const MeldCause &got)
{
    QStringList problems;
    if (want.fault != got.fault)
        problems << QStringLiteral("expected cause %1, got %2").arg(faultName(want.fault), faultName(got.fault));
    if (want.cards) {
        std::vector<Face> faces;
        for (const Card &c : got.cards) faces.push_back(Face{c.rank, c.suit});
        if (faces != *want.cards)
            problems << QStringLiteral("expected cause cards [%1], got [%2]").arg(facesText(*want.cards), facesText(faces));
    }
    auto index = [](int i) { return i >= 0 ? QString::number(i) : QStringLiteral("null"); };
    if (want.tableMeld && *want.tableMeld != got.tableMeld)
        problems << QStringLiteral("expected cause table_meld %1, got %2").arg(index(*want.tableMeld), index(got.tableMeld));
    if (want.actionMeld && *want.actionMeld != got.actionMeld)
        problems << QStringLiteral("expected cause action_meld %1, got %2")
                        .arg(index(*want.actionMeld), index(got.actionMeld));
    return problems;
}

QString expectedText(const ScenarioAction &sa)
{
    if (sa.expectAccepted) return QStringLiteral("ok");
    if (sa.expectRefused) return QString::fromUtf8(reasonCode(*sa.expectRefused));
    return QStringLiteral("refused");
}

} // namespace

std::optional<ReplayOutcome> runScenario(const Scenario &scenario, QString *error)
{
    std::string dealError;
    std::optional<Round> round =
        Round::fromDeal(scenario.rules, scenario.players, scenario.dealer, scenario.deal, &dealError);
    if (!round) {
        if (error)
            *error = QStringLiteral("deal: ") +
                     QString::fromStdString(dealError.empty() ? "refused by the engine" : dealError);
        return std::nullopt;
    }

    QStringList failures;
    QJsonArray results;
    for (const ScenarioAction &sa : scenario.actions) {
        const Action action = buildAction(sa, *round);
        const RoundState before = round->state();
        const int undoBefore = round->undoDepth();
        const int pointsBefore = round->roundScore(sa.seat);
        const Reason reason = round->apply(action);
        const QString got = QString::fromUtf8(reasonCode(reason));
        const QString where = QStringLiteral("actions[%1] (seat %2 %3)")
                                  .arg(sa.index)
                                  .arg(sa.seat)
                                  .arg(QString::fromStdString(sa.name));

        QStringList problems;
        bool asExpected;
        if (sa.expectAccepted)
            asExpected = reason == Reason::Ok;
        else if (sa.expectRefused)
            asExpected = reason == *sa.expectRefused;
        else
            asExpected = reason != Reason::Ok;
        if (!asExpected) problems << QStringLiteral("expected %1, got %2").arg(expectedText(sa), got);
        if (reason != Reason::Ok && (!sameState(round->state(), before) || round->undoDepth() != undoBefore))
            problems << QStringLiteral("refused with %1 but the round changed").arg(got);
        const int points = round->roundScore(sa.seat) - pointsBefore;
        if (sa.expectPoints && points != *sa.expectPoints)
            problems << QStringLiteral("expected %1 points, got %2").arg(*sa.expectPoints).arg(points);
        if (sa.expectCause && reason == Reason::InvalidMeld) problems << checkCause(*sa.expectCause, round->meldCause());
        if (reason == Reason::Ok) {
            if (!round->cardsConserved()) problems << QStringLiteral("cards not conserved after the action");
            problems << checkJokerFaces(sa, action, *round);
        }
        for (const QString &p : problems)
            failures << where + QStringLiteral(": ") + p;

        QJsonObject r;
        r.insert(QStringLiteral("index"), sa.index);
        r.insert(QStringLiteral("seat"), sa.seat);
        r.insert(QStringLiteral("do"), QString::fromStdString(sa.name));
        r.insert(QStringLiteral("result"), got);
        r.insert(QStringLiteral("expected"), expectedText(sa));
        r.insert(QStringLiteral("ok"), problems.isEmpty());
        r.insert(QStringLiteral("points"), points);
        if (sa.expectPoints) r.insert(QStringLiteral("points_expected"), *sa.expectPoints);
        if (reason == Reason::InvalidMeld) r.insert(QStringLiteral("cause"), causeJson(round->meldCause()));
        if (!problems.isEmpty()) r.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
        results.append(r);
    }

    const FinalState f = finalState(*round);
    checkFinal(scenario.expect, f, failures);

    ReplayOutcome out;
    out.passed = failures.isEmpty();
    out.json.insert(QStringLiteral("name"), QString::fromStdString(scenario.name));
    out.json.insert(QStringLiteral("variant"), QString::fromStdString(scenario.variant));
    out.json.insert(QStringLiteral("actions"), results);
    out.json.insert(QStringLiteral("final"), finalJson(*round, f));
    out.json.insert(QStringLiteral("failures"), QJsonArray::fromStringList(failures));
    out.json.insert(QStringLiteral("passed"), out.passed);
    return out;
}

} // namespace remi::sim
