// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers for rounds: deals written as text, card ids looked up by face, and actions applied
// with the invariants of RULES.md 1.1 and 1.4 checked after each one (cards conserved; a refused
// action changes nothing).

#include "TestCards.h"

#include "engine/Round.h"

#include <QString>
#include <QStringList>
#include <QtTest/QtTest>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace remitest {

/// A deal in text: hands per seat, stock top card first, discard pile bottom card first, cut card.
struct DealText {
    std::vector<std::string> hands = {};
    std::string stock = {};
    std::string discard = {};
    std::string cut = {};
};

/// Builds the DealSpec; every card comes from one pool of the variant's shoe, so ids never repeat.
inline remi::DealSpec makeDeal(const remi::RuleSet &rules, const DealText &t)
{
    CardPool pool(rules.decks, rules.jokers);
    remi::DealSpec spec;
    for (const std::string &h : t.hands) spec.hands.push_back(pool.cards(h));
    spec.stock = pool.cards(t.stock);
    spec.discard = pool.cards(t.discard);
    if (!t.cut.empty()) spec.cut = pool.take(t.cut);
    return spec;
}

/// Id of the `nth` card (from 0) with face `face` in `cards`; throws when there is none.
inline remi::CardId idIn(const std::vector<remi::Card> &cards, std::string_view face, int nth = 0)
{
    const std::optional<remi::Face> f = remi::parseFace(face);
    if (!f) throw std::invalid_argument("bad card code in test: " + std::string(face));
    for (const remi::Card &c : cards)
        if (f->matches(c) && nth-- == 0) return c.id;
    throw std::invalid_argument("test expected " + std::string(face) + " among " + remi::cardsCode(cards));
}

/// Ids of distinct cards of `cards` with the faces listed in `text` ("7S 7S JK" takes two 7S).
inline std::vector<remi::CardId> idsIn(const std::vector<remi::Card> &cards, std::string_view text)
{
    std::vector<remi::CardId> out;
    std::vector<bool> used(cards.size(), false);
    for (const std::string &code : splitCodes(text)) {
        const std::optional<remi::Face> f = remi::parseFace(code);
        if (!f) throw std::invalid_argument("bad card code in test: " + code);
        bool found = false;
        for (std::size_t i = 0; i < cards.size() && !found; ++i)
            if (!used[i] && f->matches(cards[i])) {
                used[i] = true;
                out.push_back(cards[i].id);
                found = true;
            }
        if (!found) throw std::invalid_argument("test expected " + code + " among " + remi::cardsCode(cards));
    }
    return out;
}

/// Empty when the two round states are equal (RoundState::operator==), else names the parts that
/// differ.
inline QString stateDiff(const remi::RoundState &a, const remi::RoundState &b)
{
    if (a == b) return QString();
    QStringList d;
    if (a.players != b.players) d << "players";
    if (a.dealer != b.dealer) d << "dealer";
    if (a.current != b.current) d << "current";
    if (a.turnIndex != b.turnIndex) d << "turnIndex";
    if (a.phase != b.phase) d << "phase";
    if (a.seats.size() != b.seats.size()) d << "seats";
    else
        for (std::size_t s = 0; s < a.seats.size(); ++s) {
            if (!(a.seats[s].hand == b.seats[s].hand)) d << QStringLiteral("hand %1").arg(s);
            if (a.seats[s].opened != b.seats[s].opened) d << QStringLiteral("opened %1").arg(s);
            if (a.seats[s].playedToTable != b.seats[s].playedToTable) d << QStringLiteral("playedToTable %1").arg(s);
            if (a.seats[s].tookFromPile != b.seats[s].tookFromPile) d << QStringLiteral("tookFromPile %1").arg(s);
        }
    if (!(a.stock == b.stock)) d << "stock";
    if (!(a.pile == b.pile)) d << "pile";
    if (!(a.cut == b.cut)) d << "cut";
    if (a.cutter != b.cutter) d << "cutter";
    if (!(a.table == b.table)) d << "table";
    if (!(a.turn == b.turn)) d << "turn";
    if (a.rebuilds != b.rebuilds) d << "rebuilds";
    if (a.rebuildsWithoutPlay != b.rebuildsWithoutPlay) d << "rebuildsWithoutPlay";
    if (!(a.result == b.result)) d << "result";
    if (a.rng.state() != b.rng.state()) d << "rng";
    if (d.isEmpty()) d << "a field not listed in stateDiff";
    return d.join(QStringLiteral(", "));
}

/// What applyChecked saw: the engine's answer and any broken invariant.
struct Outcome {
    remi::Reason reason = remi::Reason::Ok;
    QString problem;
};

/// Applies `action` and checks RULES.md 1.1 (cards conserved) and 1.4 (a refused action changes
/// nothing: state and undo history).
inline Outcome applyChecked(remi::Round &round, const remi::Action &action, std::vector<remi::Event> *events = nullptr)
{
    const remi::RoundState before = round.state();
    const int undoBefore = round.undoDepth();
    Outcome o;
    o.reason = round.apply(action, events);
    if (!round.cardsConserved()) o.problem = QStringLiteral("cards not conserved (RULES.md 1.1)");
    if (o.reason != remi::Reason::Ok) {
        const QString diff = stateDiff(before, round.state());
        if (!diff.isEmpty())
            o.problem += QStringLiteral(" refused action (%1) changed: %2")
                             .arg(QString::fromUtf8(remi::reasonCode(o.reason).data()), diff);
        if (round.undoDepth() != undoBefore) o.problem += QStringLiteral(" refused action changed the undo history");
    }
    return o;
}

/// Actions naming cards by face; the ids are looked up in the acting seat's hand (distinct copies
/// when a face repeats). A face that is not in the hand throws: use the Action factories directly
/// to name a card the seat does not hold.
inline remi::Action meldAction(const remi::Round &r, int seat, const std::vector<std::string> &melds)
{
    std::string all;
    for (const std::string &m : melds) all += m + " ";
    const std::vector<remi::CardId> ids = idsIn(r.hand(seat), all);
    std::vector<std::vector<remi::CardId>> out;
    std::size_t k = 0;
    for (const std::string &m : melds) {
        std::vector<remi::CardId> one;
        for (std::size_t i = 0; i < splitCodes(m).size(); ++i) one.push_back(ids[k++]);
        out.push_back(one);
    }
    return remi::Action::meld(seat, out);
}
inline remi::Action layOffAction(const remi::Round &r, int seat, std::string_view card, int target,
                                 remi::MeldEnd end = remi::MeldEnd::Auto)
{
    return remi::Action::layOff(seat, idIn(r.hand(seat), card), target, end);
}
inline remi::Action swapAction(const remi::Round &r, int seat, std::string_view card, int target)
{
    return remi::Action::swapJoker(seat, idIn(r.hand(seat), card), target);
}
inline remi::Action discardAction(const remi::Round &r, int seat, std::string_view card)
{
    return remi::Action::discard(seat, idIn(r.hand(seat), card));
}
inline remi::Action buryAction(const remi::Round &r, int seat, std::string_view card)
{
    return remi::Action::discardBurying(seat, idIn(r.hand(seat), card), idIn(r.hand(seat), "JK"));
}
inline remi::Action drawStock(int seat)
{
    return remi::Action::draw(seat, remi::DrawSource::Stock);
}
inline remi::Action drawPile(int seat)
{
    return remi::Action::draw(seat, remi::DrawSource::Discard);
}
inline remi::Action drawCut(int seat)
{
    return remi::Action::draw(seat, remi::DrawSource::Cut);
}

/// The current seat draws from the stock and discards the card it drew (found by comparing the
/// hand before and after). Returns the first refusal; `problem` collects broken invariants.
inline remi::Reason drawAndDiscardDrawn(remi::Round &r, QString *problem)
{
    const int seat = r.currentSeat();
    const std::vector<remi::Card> before = r.hand(seat);
    Outcome o = applyChecked(r, remi::Action::draw(seat, remi::DrawSource::Stock));
    *problem += o.problem;
    if (o.reason != remi::Reason::Ok || r.isOver()) return o.reason;
    for (const remi::Card &c : r.hand(seat))
        if (std::find(before.begin(), before.end(), c) == before.end()) {
            o = applyChecked(r, remi::Action::discard(seat, c.id));
            *problem += o.problem;
            return o.reason;
        }
    *problem += QStringLiteral(" no card was drawn");
    return remi::Reason::Ok;
}

/// The cards of table meld `i` as text.
inline QString meldCodes(const remi::Round &r, int i)
{
    return codes(r.table()[std::size_t(i)].cards);
}

inline int handSize(const remi::Round &r, int seat)
{
    return int(r.hand(seat).size());
}
inline QString handCodes(const remi::Round &r, int seat)
{
    return codes(r.hand(seat));
}
/// Card codes in a canonical order, for comparing hands whose order no rule fixes.
inline QString sortedCodes(const QString &text)
{
    QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    parts.sort();
    return parts.join(QLatin1Char(' '));
}
inline QString handSorted(const remi::Round &r, int seat)
{
    return sortedCodes(handCodes(r, seat));
}
inline QString pileTopCode(const remi::Round &r)
{
    return r.pile().empty() ? QString() : code(r.pile().back().card);
}

/// The Round from `fromDeal`, or nullopt with the engine's error text.
inline std::optional<remi::Round> roundFrom(const remi::RuleSet &rules, int players, int dealer, const DealText &t,
                                            std::string *error, std::uint64_t seed = 0)
{
    return remi::Round::fromDeal(rules, players, dealer, makeDeal(rules, t), error, seed);
}

} // namespace remitest

namespace remi {
inline char *toString(Phase p)
{
    return qstrdup(p == Phase::Draw ? "Draw" : p == Phase::Play ? "Play" : "RoundOver");
}
inline char *toString(Finish f)
{
    static const char *names[] = {"None", "GoOut", "Rummy", "Close", "Hand", "CutHand", "Remi", "PureRemi"};
    const int i = static_cast<int>(f);
    return i >= 0 && i < 8 ? qstrdup(names[i]) : qstrdup(QByteArray::number(i).constData());
}
} // namespace remi

/// Applies an action with the invariants checked, and compares the engine's answer.
#define REMI_APPLY(round, action, expected)                                                                            \
    do {                                                                                                               \
        const remitest::Outcome o_ = remitest::applyChecked((round), (action));                                        \
        QVERIFY2(o_.problem.isEmpty(), qPrintable(o_.problem));                                                        \
        QCOMPARE(o_.reason, (expected));                                                                               \
    } while (false)

#define REMI_OK(round, action) REMI_APPLY(round, action, remi::Reason::Ok)

/// Declares `std::optional<remi::Round> var` from a DealText, failing the test when fromDeal refuses.
#define REMI_ROUND(var, rules, players, dealer, ...)                                                                   \
    std::string var##Error_;                                                                                           \
    std::optional<remi::Round> var =                                                                                   \
        remitest::roundFrom((rules), (players), (dealer), remitest::DealText(__VA_ARGS__), &var##Error_);              \
    QVERIFY2(var.has_value(), var##Error_.c_str());                                                                    \
    QVERIFY(var->cardsConserved())
