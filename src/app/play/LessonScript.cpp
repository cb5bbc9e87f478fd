// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LessonScript.h"

#include <algorithm>
#include <sstream>

namespace lesson {
namespace {

std::vector<std::string> words(const std::string &text)
{
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

/// The rest of `text` after its first `n` words.
std::string after(const std::string &text, std::size_t n)
{
    const std::vector<std::string> w = words(text);
    std::string out;
    for (std::size_t i = n; i < w.size(); ++i) out += (out.empty() ? "" : " ") + w[i];
    return out;
}

std::optional<int> number(const std::vector<std::string> &w, std::size_t i)
{
    if (i >= w.size()) return std::nullopt;
    try {
        return std::stoi(w[i]);
    } catch (...) {
        return std::nullopt;
    }
}

/// Splits "7H 8H 9H | KS KH KD" at the bars.
std::vector<std::string> groups(const std::string &text)
{
    std::vector<std::string> out(1);
    for (char c : text) {
        if (c == '|') out.emplace_back();
        else out.back() += c;
    }
    return out;
}

/// Ids of distinct cards of `hand` with `text`'s faces.
std::optional<std::vector<remi::CardId>> idsIn(const std::vector<remi::Card> &hand, const std::string &text)
{
    const auto wanted = faces(text);
    if (!wanted) return std::nullopt;
    std::vector<remi::CardId> out;
    std::vector<bool> used(hand.size(), false);
    for (const remi::Face &f : *wanted) {
        bool found = false;
        for (std::size_t i = 0; i < hand.size() && !found; ++i)
            if (!used[i] && f.matches(hand[i])) found = used[i] = true, out.push_back(hand[i].id);
        if (!found) return std::nullopt;
    }
    return out;
}

std::vector<std::string> codes(const std::vector<remi::CardId> &ids, int decks)
{
    std::vector<std::string> out;
    for (remi::CardId id : ids) out.push_back(remi::cardCode(remi::cardFromId(id, decks)));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> codes(const std::string &text)
{
    std::vector<std::string> out;
    if (const auto f = faces(text))
        for (const remi::Face &face : *f) out.push_back(remi::faceCode(face));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

std::optional<std::vector<remi::Face>> faces(const std::string &text)
{
    std::vector<remi::Face> out;
    for (const std::string &w : words(text)) {
        const std::optional<remi::Face> f = remi::parseFace(w);
        if (!f) return std::nullopt;
        out.push_back(*f);
    }
    return out;
}

std::string verb(const std::string &script)
{
    const std::vector<std::string> w = words(script);
    return w.empty() ? std::string() : w.front();
}

bool isAction(const std::string &script)
{
    const std::string v = verb(script);
    return v != "select" && v != "draft" && v != "over";
}

bool sameFaces(const std::vector<remi::CardId> &ids, const std::string &text, int decks)
{
    return codes(ids, decks) == codes(text);
}

std::optional<remi::Action> resolve(const std::string &script, const remi::PlayerView &view)
{
    const std::vector<std::string> w = words(script);
    const std::string v = verb(script);
    const int seat = view.seat;
    const auto one = [&](std::size_t i) -> std::optional<remi::CardId> {
        if (i >= w.size()) return std::nullopt;
        const auto ids = idsIn(view.hand, w[i]);
        if (!ids || ids->size() != 1) return std::nullopt;
        return ids->front();
    };
    if (v == "draw") return remi::Action::draw(seat);
    if (v == "cut") return remi::Action::draw(seat, remi::DrawSource::Cut);
    if (v == "take") {
        const auto depth = number(w, 1);
        if (!depth) return std::nullopt;
        return remi::Action::draw(seat, remi::DrawSource::Discard, *depth);
    }
    if (v == "meld") {
        std::vector<std::vector<remi::CardId>> melds;
        std::vector<remi::Card> left = view.hand;
        for (const std::string &g : groups(after(script, 1))) {
            const auto ids = idsIn(left, g);
            if (!ids) return std::nullopt;
            std::erase_if(left, [&](const remi::Card &c) { return std::count(ids->begin(), ids->end(), c.id) > 0; });
            melds.push_back(*ids);
        }
        return remi::Action::meld(seat, melds);
    }
    if (v == "pickup") {
        const auto depth = number(w, 1);
        const auto ids = idsIn(view.hand, after(script, 2));
        if (!depth || !ids || *depth < 1 || *depth > static_cast<int>(view.pile.size())) return std::nullopt;
        std::vector<remi::CardId> meld = *ids;
        meld.push_back(view.pile[view.pile.size() - static_cast<std::size_t>(*depth)].card.id);
        return remi::Action::pickupMeld(seat, *depth, meld);
    }
    if (v == "layoff" || v == "swap") {
        const auto card = one(1);
        const auto meld = number(w, 2);
        if (!card || !meld) return std::nullopt;
        return v == "layoff" ? remi::Action::layOff(seat, *card, *meld) : remi::Action::swapJoker(seat, *card, *meld);
    }
    if (v == "borrow") {
        const auto meld = number(w, 2);
        if (w.size() < 3 || !meld || *meld < 0 || *meld >= static_cast<int>(view.table.size())) return std::nullopt;
        const auto ids = idsIn(view.table[static_cast<std::size_t>(*meld)].cards, w[1]);
        if (!ids || ids->size() != 1) return std::nullopt;
        return remi::Action::take(seat, *meld, *ids);
    }
    if (v == "discard") {
        const auto card = one(1);
        if (!card) return std::nullopt;
        return remi::Action::discard(seat, *card);
    }
    if (v == "end") return remi::Action::endTurn(seat);
    return std::nullopt;
}

bool matches(const std::string &script, const remi::Action &a, int decks)
{
    const std::vector<std::string> w = words(script);
    const std::string v = verb(script);
    const auto cardIs = [&](std::size_t i) { return i < w.size() && codes({a.card}, decks) == codes(w[i]); };
    const auto numberIs = [&](std::size_t i, int value) { return number(w, i) == value; };
    using T = remi::ActionType;
    if (v == "draw") return a.type == T::Draw && a.from == remi::DrawSource::Stock;
    if (v == "cut") return a.type == T::Draw && a.from == remi::DrawSource::Cut;
    if (v == "take") return a.type == T::Draw && a.from == remi::DrawSource::Discard && numberIs(1, a.depth);
    if (v == "pickup") {
        if (a.type != T::PickupMeld || !numberIs(1, a.depth) || a.melds.empty()) return false;
        const std::vector<std::string> want = codes(after(script, 2));
        const std::vector<std::string> got = codes(a.melds[0], decks);
        return got.size() == want.size() + 1 && std::includes(got.begin(), got.end(), want.begin(), want.end());
    }
    if (v == "meld") {
        if (a.type != T::Meld) return false;
        std::vector<std::vector<std::string>> want, got;
        for (const std::string &g : groups(after(script, 1))) want.push_back(codes(g));
        for (const auto &m : a.melds) got.push_back(codes(m, decks));
        std::sort(want.begin(), want.end());
        std::sort(got.begin(), got.end());
        return want == got;
    }
    if (v == "layoff") return a.type == T::LayOff && cardIs(1) && numberIs(2, a.target);
    if (v == "swap") return a.type == T::SwapJoker && cardIs(1) && numberIs(2, a.target);
    if (v == "borrow")
        return a.type == T::Take && numberIs(2, a.target) && w.size() > 1 && codes(a.cards, decks) == codes(w[1]);
    if (v == "discard") return a.type == T::Discard && !a.bury && cardIs(1);
    if (v == "end") return a.type == T::EndTurn;
    return false;
}

} // namespace lesson
