// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScenarioRunner.h"

#include "engine/Meld.h"
#include "engine/Round.h"

#include <algorithm>
#include <string>
#include <vector>

namespace remi::sim {

namespace {

using save::JsonValue;
using Texts = std::vector<std::string>;

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
            const bool inHand = std::any_of(hand.begin(), hand.end(), [&](const Card &h) { return h.id == c.id; });
            if (sc.face.matches(c) && !inHand && !used(c.id)) return use(c.id);
        }
        return kNoCard;
    }
    CardId fromHand(const ScenarioCard &sc) { return pick(sc, m_round.hand(m_seat)); }
    std::vector<CardId> list(const std::vector<ScenarioCard> &cards, const std::vector<Card> &pool)
    {
        std::vector<CardId> out;
        for (const ScenarioCard &sc : cards) out.push_back(pick(sc, pool));
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
        for (const auto &meld : sa.melds) a.melds.push_back(picker.list(meld, hand));
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
        for (const Meld &m : round.table()) pool.insert(pool.end(), m.cards.begin(), m.cards.end());
        pool.insert(pool.end(), hand.begin(), hand.end());
        for (const auto &meld : sa.melds) a.melds.push_back(picker.list(meld, pool));
        break;
    }
    case ActionType::LayOff:
    case ActionType::SwapJoker: a.card = picker.fromHand(*sa.card); break;
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
    return a.players == b.players && a.dealer == b.dealer && a.current == b.current && a.turnIndex == b.turnIndex &&
           a.phase == b.phase && a.seats == b.seats && a.stock == b.stock && a.pile == b.pile && a.cut == b.cut &&
           a.cutter == b.cutter && a.table == b.table && a.turn == b.turn && a.rebuilds == b.rebuilds &&
           a.rebuildsWithoutPlay == b.rebuildsWithoutPlay && a.result == b.result && a.rng.state() == b.rng.state();
}

int normalRank(int rank)
{
    return rank == kHighAce ? kAce : rank;
}

/// Checks every "JK=xx" of an accepted action against what the joker stands for on the table.
Texts checkJokerFaces(const ScenarioAction &sa, const Action &a, const Round &round)
{
    Texts problems;
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
            if (!actual) {
                problems.push_back(sc.text + " is not on the table");
                continue;
            }
            const bool rankOk = normalRank(actual->rank) == normalRank(sc.standsFor->rank);
            const bool suitOk = actual->suit == Suit::None || actual->suit == sc.standsFor->suit;
            if (!rankOk || !suitOk) problems.push_back(sc.text + " stands for " + faceCode(*actual) + " on the table");
        }
    }
    return problems;
}

JsonValue intArray(const std::vector<int> &v)
{
    JsonValue a = JsonValue::array();
    for (int x : v) a.push(JsonValue::number(x));
    return a;
}

JsonValue textArray(const Texts &v)
{
    JsonValue a = JsonValue::array();
    for (const std::string &x : v) a.push(JsonValue::string(x));
    return a;
}

std::string intListText(const std::vector<int> &v)
{
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + std::to_string(v[i]);
    return out + "]";
}

std::string cardText(const std::optional<Card> &c)
{
    return c ? cardCode(*c) : std::string("null");
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
    for (int s = 0; s < round.players(); ++s) f.handSizes.push_back(static_cast<int>(round.hand(s).size()));
    f.stockSize = round.stockSize();
    f.discardTop = round.pileTop();
    return f;
}

JsonValue finalJson(const Round &round, const FinalState &f)
{
    JsonValue o = JsonValue::object();
    o.set("round_over", JsonValue::boolean(f.over));
    o.set("winner", f.winner >= 0 ? JsonValue::number(f.winner) : JsonValue());
    o.set("scores", intArray(f.scores));
    o.set("totals", intArray(f.scores));
    o.set("hand_sizes", intArray(f.handSizes));
    o.set("stock_size", JsonValue::number(f.stockSize));
    o.set("discard_top", f.discardTop ? JsonValue::string(cardText(f.discardTop)) : JsonValue());
    o.set("current_seat", JsonValue::number(round.currentSeat()));
    JsonValue hands = JsonValue::array(), table = JsonValue::array();
    for (int s = 0; s < round.players(); ++s) hands.push(JsonValue::string(cardsCode(round.hand(s))));
    for (const Meld &m : round.table()) table.push(JsonValue::string(cardsCode(m.cards)));
    o.set("hands", std::move(hands));
    o.set("table", std::move(table));
    if (round.cutCard()) o.set("cut", JsonValue::string(cardText(round.cutCard())));
    return o;
}

void checkFinal(const ScenarioExpect &e, const FinalState &f, Texts &failures)
{
    auto mismatch = [&](const char *field, const std::string &want, const std::string &got) {
        failures.push_back(std::string("expect.") + field + ": expected " + want + ", got " + got);
    };
    auto boolText = [](bool b) { return std::string(b ? "true" : "false"); };
    auto seatText = [](int seat) { return seat >= 0 ? std::to_string(seat) : std::string("null"); };
    if (e.scores && *e.scores != f.scores) mismatch("scores", intListText(*e.scores), intListText(f.scores));
    if (e.totals && *e.totals != f.scores) mismatch("totals", intListText(*e.totals), intListText(f.scores));
    if (e.roundOver && *e.roundOver != f.over) mismatch("round_over", boolText(*e.roundOver), boolText(f.over));
    if (e.hasWinner && e.winner.value_or(-1) != f.winner)
        mismatch("winner", seatText(e.winner.value_or(-1)), seatText(f.winner));
    if (e.handSizes && *e.handSizes != f.handSizes)
        mismatch("hand_sizes", intListText(*e.handSizes), intListText(f.handSizes));
    if (e.stockSize && *e.stockSize != f.stockSize)
        mismatch("stock_size", std::to_string(*e.stockSize), std::to_string(f.stockSize));
    if (e.hasDiscardTop) {
        const bool same = e.discardTop ? (f.discardTop && e.discardTop->matches(*f.discardTop)) : !f.discardTop;
        if (!same)
            mismatch("discard_top", e.discardTop ? faceCode(*e.discardTop) : std::string("null"),
                     cardText(f.discardTop));
    }
}

std::string facesText(const std::vector<Face> &faces)
{
    std::string out;
    for (const Face &f : faces) out += (out.empty() ? "" : " ") + faceCode(f);
    return out;
}

std::string faultName(MeldFault f)
{
    return std::string(meldFaultCode(f));
}

/// `cause` of the outcome JSON: the engine's MeldCause of an invalid_meld (docs/SCENARIOS.md).
JsonValue causeJson(const MeldCause &c)
{
    JsonValue o = JsonValue::object();
    o.set("fault", JsonValue::string(faultName(c.fault)));
    JsonValue cards = JsonValue::array();
    for (const Card &card : c.cards) cards.push(JsonValue::string(cardCode(card)));
    o.set("cards", std::move(cards));
    o.set("table_meld", c.tableMeld >= 0 ? JsonValue::number(c.tableMeld) : JsonValue());
    o.set("action_meld", c.actionMeld >= 0 ? JsonValue::number(c.actionMeld) : JsonValue());
    return o;
}

/// Differences between an expected cause and the engine's.
Texts checkCause(const ScenarioCause &want, const MeldCause &got)
{
    Texts problems;
    if (want.fault != got.fault)
        problems.push_back("expected cause " + faultName(want.fault) + ", got " + faultName(got.fault));
    if (want.cards) {
        std::vector<Face> faces;
        for (const Card &c : got.cards) faces.push_back(Face{c.rank, c.suit});
        if (faces != *want.cards)
            problems.push_back("expected cause cards [" + facesText(*want.cards) + "], got [" + facesText(faces) + "]");
    }
    auto index = [](int i) { return i >= 0 ? std::to_string(i) : std::string("null"); };
    if (want.tableMeld && *want.tableMeld != got.tableMeld)
        problems.push_back("expected cause table_meld " + index(*want.tableMeld) + ", got " + index(got.tableMeld));
    if (want.actionMeld && *want.actionMeld != got.actionMeld)
        problems.push_back("expected cause action_meld " + index(*want.actionMeld) + ", got " + index(got.actionMeld));
    return problems;
}

std::string expectedText(const ScenarioAction &sa)
{
    if (sa.expectAccepted) return "ok";
    if (sa.expectRefused) return std::string(reasonCode(*sa.expectRefused));
    return "refused";
}

} // namespace

std::optional<ReplayOutcome> runScenario(const Scenario &scenario, std::string *error)
{
    std::string dealError;
    std::optional<Round> round =
        Round::fromDeal(scenario.rules, scenario.players, scenario.dealer, scenario.deal, &dealError);
    if (!round) {
        if (error) *error = "deal: " + (dealError.empty() ? std::string("refused by the engine") : dealError);
        return std::nullopt;
    }

    Texts failures;
    JsonValue results = JsonValue::array();
    for (const ScenarioAction &sa : scenario.actions) {
        const Action action = buildAction(sa, *round);
        const RoundState before = round->state();
        const int undoBefore = round->undoDepth();
        const int pointsBefore = round->roundScore(sa.seat);
        const Reason reason = round->apply(action);
        const std::string got(reasonCode(reason));
        const std::string where =
            "actions[" + std::to_string(sa.index) + "] (seat " + std::to_string(sa.seat) + " " + sa.name + ")";

        Texts problems;
        bool asExpected;
        if (sa.expectAccepted) asExpected = reason == Reason::Ok;
        else if (sa.expectRefused) asExpected = reason == *sa.expectRefused;
        else asExpected = reason != Reason::Ok;
        if (!asExpected) problems.push_back("expected " + expectedText(sa) + ", got " + got);
        if (reason != Reason::Ok && (!sameState(round->state(), before) || round->undoDepth() != undoBefore))
            problems.push_back("refused with " + got + " but the round changed");
        const int points = round->roundScore(sa.seat) - pointsBefore;
        if (sa.expectPoints && points != *sa.expectPoints)
            problems.push_back("expected " + std::to_string(*sa.expectPoints) + " points, got " +
                               std::to_string(points));
        if (sa.expectCause && reason == Reason::InvalidMeld)
            for (std::string &p : checkCause(*sa.expectCause, round->meldCause())) problems.push_back(std::move(p));
        if (reason == Reason::Ok) {
            if (!round->cardsConserved()) problems.push_back("cards not conserved after the action");
            for (std::string &p : checkJokerFaces(sa, action, *round)) problems.push_back(std::move(p));
        }
        for (const std::string &p : problems) failures.push_back(where + ": " + p);

        JsonValue r = JsonValue::object();
        r.set("index", JsonValue::number(sa.index));
        r.set("seat", JsonValue::number(sa.seat));
        r.set("do", JsonValue::string(sa.name));
        r.set("result", JsonValue::string(got));
        r.set("expected", JsonValue::string(expectedText(sa)));
        r.set("ok", JsonValue::boolean(problems.empty()));
        r.set("points", JsonValue::number(points));
        if (sa.expectPoints) r.set("points_expected", JsonValue::number(*sa.expectPoints));
        if (reason == Reason::InvalidMeld) r.set("cause", causeJson(round->meldCause()));
        if (!problems.empty()) r.set("problems", textArray(problems));
        results.push(std::move(r));
    }

    const FinalState f = finalState(*round);
    checkFinal(scenario.expect, f, failures);

    ReplayOutcome out;
    out.passed = failures.empty();
    out.json = JsonValue::object();
    out.json.set("name", JsonValue::string(scenario.name));
    out.json.set("variant", JsonValue::string(scenario.variant));
    out.json.set("actions", std::move(results));
    out.json.set("final", finalJson(*round, f));
    out.json.set("failures", textArray(failures));
    out.json.set("passed", JsonValue::boolean(out.passed));
    return out;
}

} // namespace remi::sim
