// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RandomPlayer.h"

#include "MeldFinder.h"

#include "engine/Meld.h"

#include <algorithm>
#include <optional>

namespace remi::sim {

namespace {

std::vector<std::vector<CardId>> meldIds(const std::vector<CandidateMeld> &melds)
{
    std::vector<std::vector<CardId>> out;
    for (const CandidateMeld &m : melds) {
        std::vector<CardId> ids;
        for (const Card &c : m.cards) ids.push_back(c.id);
        out.push_back(std::move(ids));
    }
    return out;
}

/// True when table joker position `i` of `m` stands for the face of `natural`.
bool jokerStandsFor(const Meld &m, int i, const Card &natural)
{
    const Face f = m.faceAt(i);
    const int rank = f.rank == kHighAce ? kAce : f.rank;
    return rank == natural.rank && (f.suit == Suit::None || f.suit == natural.suit);
}

} // namespace

int RandomPlayer::drawDepth(const Round &round, DrawSource source)
{
    // rami `MULTIPLE`: the card at a random depth and all above it (RULES.md 4.3).
    const int pile = static_cast<int>(round.pile().size());
    if (source != DrawSource::Discard || round.rules().discardMode != DiscardMode::Multiple || pile < 2) return 1;
    return 1 + static_cast<int>(m_rng.below(static_cast<std::uint64_t>(std::min(pile, 4))));
}

Reason RandomPlayer::attempt(Round &round, const Action &action, std::vector<Event> *events)
{
    ++m_tried;
    if (m_observer) {
        const RoundState before = round.state();
        const int undoBefore = round.undoDepth();
        const Reason r = round.apply(action, events);
        if (r != Reason::Ok) ++m_refused;
        m_observer(before, undoBefore, round, action, r);
        return r;
    }
    const Reason r = round.apply(action, events);
    if (r != Reason::Ok) ++m_refused;
    return r;
}

bool RandomPlayer::playTurn(Round &round, std::vector<Event> *events)
{
    const int seat = round.currentSeat();
    const int turn = round.state().turnIndex;
    std::vector<DrawSource> excluded;
    DrawSource drawnFrom = DrawSource::Stock;
    bool drew = false; // this turn's draw, if any, came from drawnFrom
    bool needPlays = true;
    auto turnDone = [&] { return round.isOver() || round.state().turnIndex != turn || round.currentSeat() != seat; };

    for (int guard = 0; guard < 500; ++guard) {
        if (turnDone()) return true;
        if (round.phase() == Phase::Draw) {
            std::vector<DrawSource> sources = {DrawSource::Stock, DrawSource::Discard};
            if (round.rules().cutCard) sources.push_back(DrawSource::Cut);
            std::erase_if(sources, [&](DrawSource s) {
                return std::find(excluded.begin(), excluded.end(), s) != excluded.end();
            });
            m_rng.shuffle(sources);
            drew = false;
            for (DrawSource s : sources) {
                const bool pickupMeld =
                    s == DrawSource::Discard && round.rules().discardPickup == DiscardPickup::PickupMeld;
                if (pickupMeld ? tryPickupMeld(round, events)
                               : attempt(round, Action::draw(seat, s, drawDepth(round, s)), events) == Reason::Ok) {
                    drawnFrom = s;
                    drew = true;
                    break;
                }
                if (round.isOver()) return true;
            }
            if (!drew) return round.isOver();
            needPlays = true;
            continue;
        }
        if (needPlays) {
            playToTable(round, events);
            needPlays = false;
            continue;
        }
        if (discard(round, events)) continue;
        // No discard is accepted: take back the last action and try again from there. Taking back
        // a face-up draw means drawing from somewhere else.
        if (round.undoDepth() == 0) return false;
        if (attempt(round, Action::undo(seat), events) != Reason::Ok) return false;
        if (round.phase() == Phase::Draw && drew) {
            excluded.push_back(drawnFrom);
            drew = false;
        }
    }
    return turnDone();
}

bool RandomPlayer::tryPickupMeld(Round &round, std::vector<Event> *events)
{
    const int seat = round.currentSeat();
    const auto &pile = round.pile();
    std::vector<int> depths;
    for (int d = 1; d <= std::min(3, static_cast<int>(pile.size())); ++d) depths.push_back(d);
    m_rng.shuffle(depths);
    for (int depth : depths) {
        const Card picked = pile[pile.size() - static_cast<std::size_t>(depth)].card;
        std::vector<Card> cards = round.hand(seat);
        cards.push_back(picked);
        std::vector<CandidateMeld> melds = findMelds(cards, round.rules(), round.rules().jokerLimit);
        std::erase_if(melds, [&](const CandidateMeld &m) {
            return std::none_of(m.cards.begin(), m.cards.end(), [&](const Card &c) { return c.id == picked.id; });
        });
        if (melds.empty()) continue;
        const CandidateMeld &m = melds[static_cast<std::size_t>(m_rng.below(melds.size()))];
        std::vector<CardId> ids;
        for (const Card &c : m.cards) ids.push_back(c.id);
        if (attempt(round, Action::pickupMeld(seat, depth, ids), events) == Reason::Ok) return true;
    }
    return false;
}

void RandomPlayer::playToTable(Round &round, std::vector<Event> *events)
{
    const int seat = round.currentSeat();
    if (round.rules().needsOpening() && !round.hasOpened(seat)) {
        if (!meldFromHand(round, true, events)) return; // nothing else is allowed before opening
    }
    if (round.isOver()) return;
    if (round.rules().jokerSwap && chance(50)) swapJokers(round, events);
    if (round.isOver()) return;
    meldFromHand(round, false, events);
    if (round.isOver()) return;
    layOffs(round, events);
}

bool RandomPlayer::meldFromHand(Round &round, bool opening, std::vector<Event> *events)
{
    const RuleSet &rules = round.rules();
    const int seat = round.currentSeat();
    const JokerLimit limit = opening ? rules.openingJokerLimit : rules.jokerLimit;
    std::vector<CandidateMeld> chosen = pickDisjoint(findMelds(round.hand(seat), rules, limit), m_rng, opening);
    while (!chosen.empty()) {
        if (opening && totalValue(chosen) < rules.openingMin) return false;
        if (attempt(round, Action::meld(seat, meldIds(chosen)), events) == Reason::Ok) return true;
        if (round.isOver()) return true;
        // Refused (say it would empty the hand, or one meld per turn): try with one meld fewer.
        chosen.erase(chosen.begin() + static_cast<std::ptrdiff_t>(m_rng.below(chosen.size())));
    }
    return false;
}

void RandomPlayer::swapJokers(Round &round, std::vector<Event> *events)
{
    const int seat = round.currentSeat();
    for (int t = 0; t < static_cast<int>(round.table().size()); ++t) {
        const std::vector<Card> hand = round.hand(seat);
        for (const Card &c : hand) {
            if (c.isJoker()) continue;
            const Meld &m = round.table()[static_cast<std::size_t>(t)];
            bool fits = false;
            for (int i = 0; i < m.size(); ++i)
                fits = fits || (m.cards[static_cast<std::size_t>(i)].isJoker() && jokerStandsFor(m, i, c));
            if (fits && attempt(round, Action::swapJoker(seat, c.id, t), events) == Reason::Ok) break;
        }
    }
}

void RandomPlayer::layOffs(Round &round, std::vector<Event> *events)
{
    const RuleSet &rules = round.rules();
    const int seat = round.currentSeat();
    bool changed = true;
    for (int pass = 0; changed && pass < 30 && !round.isOver(); ++pass) {
        changed = false;
        std::vector<Card> hand = round.hand(seat);
        m_rng.shuffle(hand);
        for (const Card &card : hand) {
            if (round.isOver()) return;
            std::vector<int> targets;
            for (int t = 0; t < static_cast<int>(round.table().size()); ++t) targets.push_back(t);
            m_rng.shuffle(targets);
            bool laid = false;
            for (int t : targets) {
                if (!cardFitsMeld(round.table()[static_cast<std::size_t>(t)], card, rules, rules.jokerLimit)) continue;
                for (MeldEnd end : {MeldEnd::Auto, MeldEnd::Low, MeldEnd::High}) {
                    if (attempt(round, Action::layOff(seat, card.id, t, end), events) == Reason::Ok) {
                        laid = true;
                        break;
                    }
                    if (round.isOver()) return;
                }
                if (laid) break;
            }
            changed = changed || laid;
        }
    }
}

bool RandomPlayer::discard(Round &round, std::vector<Event> *events)
{
    const RuleSet &rules = round.rules();
    const int seat = round.currentSeat();
    std::vector<Card> hand = round.hand(seat);
    m_rng.shuffle(hand);
    std::optional<Card> joker;
    for (const Card &c : hand)
        if (c.isJoker()) joker = c;
    for (const Card &card : hand) {
        if (rules.allowBuryJoker && joker && !card.isJoker() && chance(20) &&
            attempt(round, Action::discardBurying(seat, card.id, joker->id), events) == Reason::Ok)
            return true;
        if (attempt(round, Action::discard(seat, card.id), events) == Reason::Ok) return true;
        if (round.isOver()) return true;
    }
    // rami `NONE` mode ends a turn without a discard.
    return attempt(round, Action::endTurn(seat), events) == Reason::Ok;
}

} // namespace remi::sim
