// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableLayout.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace {
/// A meld's slot in its row is at least this wide: room for a short owner's name over a one-meld
/// group of small cards (a longer name is fitted to its group by the scene).
constexpr qreal kMinSlot = 40;
/// A table busier than its arrangement allows shrinks its melds down to this card height at most.
constexpr qreal kLastMeldCardHeight = 20;
/// Hand cards turn up to 6 degrees about their bottom centre: the outer corners swing this much of
/// the card height sideways.
constexpr qreal kFanSwing = 0.11;
/// The outer hand cards sit this much of the card height lower (the gentle fan).
constexpr qreal kFanDrop = 0.04;
} // namespace

TableLayout::TableLayout(const Input &input)
{
    // The arrangement (card size, side seats, piles above or beside the melds) follows the window and
    // the seat count only, never what lies on the table (the stock and the pile jumped
    // between the top centre and the left edge when rami cards were taken or laid): it is chosen for
    // a standard busy table of this size and seat count, so the piles stay where they are while melds
    // and the draft tray come and go. The melds keep the reference table's card size while they fit
    // (their rows keep their places), and shrink into the room they get when the table is busier.
    // At the round's end nothing moves either (issue 35: the whole table was laid out afresh when the
    // round ended): the arrangement of play, the other seats' panels growing down over the felt to show
    // their hands face up (showHands).
    Input in = input;
    in.handsShown = false;
    arrange(in);
    if (input.handsShown) showHands(input);
}

void TableLayout::arrange(const Input &input)
{
    m_keepDraftRoom = false;
    for (int melds : {1, 0})
        for (bool draft : {true, false})
            if (const std::optional<Choice> choice = choose(reference(input, melds, draft))) {
                // An arrangement with room for the draft tray keeps that room free of melds while
                // there is no draft (issue 35: selecting cards for a draft shrank and moved every
                // meld on the table, and clearing it blew them up again).
                m_keepDraftRoom = draft;
                compute(reference(input, melds, draft), choice->cardHeight, choice->sides, choice->compact);
                m_meldCap = m_meldCard.height();
                compute(input, choice->cardHeight, choice->sides, choice->compact);
                // A table too crowded for its melds to fit beside that room (six seats and more, a
                // late round): the room is theirs, and the melds give it back when a draft comes.
                if (!m_meldsFit && m_keepDraftRoom && input.draft.empty()) {
                    m_keepDraftRoom = false;
                    compute(input, choice->cardHeight, choice->sides, choice->compact);
                }
                if (m_meldsFit || m_meldsInside) return;
                // Not even the smallest cards fit (a tiny window and a crowded table): this table's
                // own arrangement, the one case where the piles move.
                m_keepDraftRoom = false;
                if (const std::optional<Choice> own = choose(input))
                    compute(input, own->cardHeight, own->sides, own->compact);
                return;
            }
    // A window too small for any standard table (below the minimum size): the table's own arrangement.
    if (const std::optional<Choice> own = choose(input)) compute(input, own->cardHeight, own->sides, own->compact);
}

void TableLayout::showHands(const Input &input)
{
    // Cards large enough that each corner index reads; the panel grows downwards only, over the felt
    // (the scene draws it above the piles and melds), so that nothing else moves.
    const qreal backH = std::clamp(std::round(m_card.height() * 0.8), kMinShownCardHeight, kMaxShownCardHeight);
    const QSizeF shown(std::round(backH * input.cardAspect), backH);
    for (SeatPlace &place : m_seats) {
        const qreal grow = std::max<qreal>(0, backH - place.card.height());
        place.panel.setHeight(place.panel.height() + grow);
        place.fan.setHeight(backH);
        place.card = shown;
        place.step = place.shown > 1
                         ? std::clamp((place.fan.width() - shown.width()) / (place.shown - 1), 0.0, shown.width() * 0.3)
                         : 0;
    }
}

TableLayout::Input TableLayout::reference(const Input &input, int meldsPerSeat, bool draft)
{
    Input ref = input;
    ref.melds.clear();
    for (int s = 0; s < input.seats; ++s)
        for (int m = 0; m < meldsPerSeat; ++m) ref.melds.push_back({(s + m) % input.seats, 3 + (m + s) % 2});
    ref.draft = draft ? std::vector<int>{3, 4} : std::vector<int>();
    ref.draftText = 0;
    ref.pileShown = 14; // the pile grows during the round
    ref.pileTakeable = std::min(input.pileTakeable, ref.pileShown);
    return ref;
}

std::optional<TableLayout::Choice> TableLayout::choose(const Input &input)
{
    const qreal w = input.view.width(), h = input.view.height();
    const qreal full = std::max(kMinCardHeight, std::floor(std::min(h * 0.19, w * 0.075 / input.cardAspect)));
    // Every card size from the largest down, with the side seats (from five seats) or all seats
    // along the top, the piles above the melds or (a low window) at their left: the layout that fits
    // with the largest meld cards wins, then the one with the largest hand cards, then the first tried.
    std::optional<Choice> best;
    qreal bestScore = -1;
    for (qreal cardHeight = full;; cardHeight = std::max(kMinCardHeight, cardHeight - 4)) {
        for (bool sides : {true, false})
            for (bool compact : {false, true}) {
                compute(input, cardHeight, sides, compact);
                const qreal score = m_meldCard.height() * 4 + cardHeight;
                if (m_meldsFit && score > bestScore) {
                    best = Choice{cardHeight, sides, compact};
                    bestScore = score;
                }
            }
        if (cardHeight <= kMinCardHeight) break;
    }
    return best;
}

qreal TableLayout::pileX(int depth) const
{
    if (depth < 1 || depth >= static_cast<int>(m_pileX.size())) return m_pile.left();
    return m_pileX[static_cast<std::size_t>(depth)];
}

void TableLayout::compute(const Input &in, qreal cardHeight, bool sides, bool compact)
{
    m_compact = compact;
    m_card = QSizeF(std::round(cardHeight * in.cardAspect), std::round(cardHeight));
    placeSeats(in, sides);
    placeBottom(in);
    placePiles(in, m_seatsBottom + kGap);
    m_meldsInside = false;
    m_meldsFit = placeMelds(in, cardHeight);
    placeGameLabel(in);
    // A side seat reaching below the melds' top into the status line or the hand does not fit either.
    for (const QRectF &side : {m_leftSide, m_rightSide})
        if (!side.isEmpty() && side.bottom() + kGap > m_feltBottom) m_meldsFit = false;
}

void TableLayout::placeSeats(const Input &in, bool sidesAllowed)
{
    const qreal w = in.view.width(), line = in.lineHeight;
    const int others = std::max(0, in.seats - 1);
    // Five seats or more: the first and the last other seat sit at the sides of the piles, the rest
    // in a row along the top (clockwise from the bottom seat's left).
    const bool sides = sidesAllowed && others >= 4;
    const int across = sides ? others - 2 : others;
    const qreal slot = (w - 2 * kMargin) / std::max(1, across);
    qreal panelW = std::min(kMaxPanelWidth, slot - kGap);
    if (sides) panelW = std::min(panelW, w * 0.2);
    // The backs during play (at the round end the panels grow over the felt: showHands).
    const qreal backH = std::clamp(std::round(m_card.height() * 0.45), kMinSeatCardHeight, kMaxSeatCardHeight);
    const QSizeF back(std::round(backH * in.cardAspect), backH);
    const int lines = panelW < kNarrowPanel ? 3 : 2;
    const qreal panelH = 3 * kPadding + lines * line + backH;
    m_seats.clear();
    m_leftSide = m_rightSide = QRectF();
    m_seatsBottom = across > 0 ? kMargin + panelH : kMargin;
    const qreal sideY = m_seatsBottom + kGap;
    for (int k = 0; k < others; ++k) {
        SeatPlace place;
        place.seat = (in.bottomSeat + 1 + k) % in.seats;
        QPointF at;
        if (sides && k == 0) {
            at = QPointF(kMargin, sideY);
        } else if (sides && k == others - 1) {
            at = QPointF(w - kMargin - panelW, sideY);
        } else {
            const int i = sides ? k - 1 : k;
            at = QPointF(kMargin + slot * (i + 0.5) - panelW / 2, kMargin);
        }
        place.panel = QRectF(at, QSizeF(panelW, panelH));
        place.fan = QRectF(at.x() + kPadding, at.y() + 2 * kPadding + lines * line, panelW - 2 * kPadding, backH);
        place.lines = lines;
        place.card = back;
        const int count =
            place.seat < static_cast<int>(in.seatCards.size()) ? in.seatCards[static_cast<std::size_t>(place.seat)] : 0;
        place.shown = std::min(count, kSeatFanCards);
        place.step = place.shown > 1
                         ? std::clamp((place.fan.width() - back.width()) / (place.shown - 1), 0.0, back.width() * 0.3)
                         : 0;
        if (sides && k == 0) m_leftSide = place.panel;
        if (sides && k == others - 1) m_rightSide = place.panel;
        m_seats.push_back(place);
    }
}

void TableLayout::placeBottom(const Input &in)
{
    const qreal w = in.view.width(), h = in.view.height(), line = in.lineHeight;
    const qreal cw = m_card.width(), ch = m_card.height();
    const qreal bottom = h - kMargin;
    m_handBaseY = bottom - ch * (1 + kFanDrop);
    const qreal handTop = in.hand ? m_handBaseY - ch * kLift : bottom;
    const int n = in.hand ? in.handCards : 0;
    const qreal inset = kMargin + ch * kFanSwing;
    const qreal room = std::max<qreal>(0, w - 2 * inset - cw);
    m_handStep = n > 1 ? std::min(cw * kHandStep, room / (n - 1)) : 0;
    const qreal handW = n > 0 ? cw + m_handStep * (n - 1) : 0;
    m_handX0 = (w - handW) / 2;
    m_handArea =
        n > 0 ? QRectF(m_handX0 - ch * kFanSwing, handTop, handW + 2 * ch * kFanSwing, bottom - handTop) : QRectF();

    // The status line, with the bottom seat's panel at its right.
    const qreal rowH = 2 * line + 2 * kPadding;
    const qreal statusBottom = handTop - 4;
    const qreal ownW = std::min(kMaxPanelWidth, w * 0.3);
    m_ownPanel = QRectF(w - kMargin - ownW, statusBottom - rowH, ownW, rowH);
    m_status = QRectF(kMargin, statusBottom - rowH, w - 2 * kMargin - ownW - kGap, rowH);

    // The draft tray above it: each combination a small fanned meld, the points in its label.
    m_draftMelds.clear();
    m_draftTray = m_draftLabel = QRectF();
    m_feltBottom = m_status.top();
    const qreal dh = std::max(kMinSeatCardHeight, std::round(ch * 0.42));
    // The tray's room (a one-line label): kept free of melds without a draft too (arrange).
    const qreal roomTop = m_status.top() - kGap - (line + dh + 2 * kPadding);
    if (in.draft.empty()) {
        if (m_keepDraftRoom) m_feltBottom = roomTop;
        return;
    }
    m_draftCard = QSizeF(std::round(dh * in.cardAspect), dh);
    const qreal dw = m_draftCard.width();
    const qreal gap = std::max<qreal>(6, dw * 0.3);
    int cards = 0;
    for (int c : in.draft) cards += std::max(1, c);
    const qreal combos = static_cast<qreal>(in.draft.size());
    const qreal maxW = w - 2 * kMargin - 2 * kPadding;
    // The natural overlap, or less room between the cards when the draft is long.
    const qreal fixed = combos * dw + (combos - 1) * gap;
    const qreal steps = std::max<qreal>(1, cards - combos);
    m_draftStep = std::clamp((maxW - fixed) / steps, 2.0, dw * kMeldStep);
    const qreal contentW = fixed + m_draftStep * (cards - combos);
    // As wide as its cards or its label's text; a text wider than the table goes on two lines.
    const qreal trayW = std::min(w - 2 * kMargin, std::max({contentW, 160.0, in.draftText}) + 2 * kPadding);
    const qreal labelLines = in.draftText > trayW - 2 * kPadding ? 2 : 1;
    const qreal trayH = labelLines * line + dh + 2 * kPadding;
    m_draftTray = QRectF(kMargin, m_status.top() - kGap - trayH, trayW, trayH);
    // A two-line label reaches one line higher than the room kept (a draft's text wider than the
    // table): the melds keep the room's top all the same, so that they stay put.
    m_feltBottom = m_keepDraftRoom ? roomTop : m_draftTray.top();
    m_draftLabel =
        QRectF(kMargin + kPadding, m_draftTray.top() + kPadding / 2, trayW - 2 * kPadding, labelLines * line);
    qreal x = kMargin + kPadding;
    for (int c : in.draft) {
        const qreal width = dw + m_draftStep * (std::max(1, c) - 1);
        m_draftMelds.emplace_back(x, m_draftLabel.bottom() + kPadding / 2, width, dh);
        x += width + gap;
    }
}

void TableLayout::placePiles(const Input &in, qreal top)
{
    const qreal w = in.view.width(), line = in.lineHeight;
    const qreal cw = m_card.width(), ch = m_card.height();
    const qreal left = m_leftSide.isEmpty() ? kMargin : m_leftSide.right() + 1.5 * kGap;
    const qreal right = m_rightSide.isEmpty() ? w - kMargin : m_rightSide.left() - 1.5 * kGap;
    // The labels under the cards are as wide as their texts, a gap apart: the stock's may reach into
    // the room between the stock and the pile, the cut card's into that between it and the stock.
    const qreal stockLabelW = std::max(cw, in.stockText);
    const qreal cutLabelW = std::max(cw, in.cutText);
    const qreal between = std::max({24.0, cw * 0.35, stockLabelW - cw + kGap}); // from the stock to the pile
    const qreal cutGap = std::max(1.5 * kGap, cutLabelW - cw + kGap);           // from the cut card to the stock
    // Centred over the melds, or (compact) at the left, beside them.
    qreal stockX = m_compact ? left + (in.cutCard ? cw + cutGap : 0) : w / 2 - between / 2 - cw;
    qreal cutX = stockX - cutGap - cw;
    const qreal leftmost = in.cutCard ? cutX : stockX;
    if (leftmost < left) {
        stockX += left - leftmost;
        cutX += left - leftmost;
    }
    m_stock = QRectF(stockX, top, cw, ch);
    m_stockLabel = QRectF(stockX, top + ch + 2, std::max(stockLabelW, cw + between - kGap), line);
    if (in.cutCard) {
        m_cut = QRectF(cutX, top, cw, ch);
        m_cutLabel = QRectF(cutX, top + ch + 2, std::max(cutLabelW, cw + cutGap - kGap), line);
    } else {
        m_cut = m_cutLabel = QRectF();
    }

    // The pile fans out to the right, oldest card first: the top card lies rightmost, whole; each card
    // below shows its left strip beside the next newer one. The cards that may be taken get a wide
    // strip, older ones share what room is left.
    const qreal pileX = stockX + cw + between;
    const int visible = std::max(0, in.pileShown);
    const int takeable = std::clamp(in.pileTakeable, 1, std::max(1, visible));
    const qreal room = std::max<qreal>(0, m_compact ? std::min(right - pileX - cw, 2.5 * cw) : right - pileX - cw);
    const int wideGaps = takeable - 1, narrowGaps = std::max(0, visible - takeable);
    const qreal wide = wideGaps > 0 ? std::min(cw * 0.45, room / wideGaps) : 0;
    // Older cards show just their corner index.
    const qreal narrow = narrowGaps > 0 ? std::clamp((room - wide * wideGaps) / narrowGaps, 0.0, cw * 0.3) : 0;
    m_pileX.assign(static_cast<std::size_t>(visible) + 1, pileX);
    for (int d = visible - 1; d >= 1; --d)
        m_pileX[static_cast<std::size_t>(d)] =
            m_pileX[static_cast<std::size_t>(d) + 1] + (d + 1 <= takeable ? wide : narrow);
    m_pile = QRectF(pileX, top, cw + (visible > 0 ? m_pileX[1] - pileX : 0), ch);
    // A fanned pile keeps the room of its fullest from the start, so that the melds beside it stay put.
    m_pileRight = in.pileFans ? std::max(m_pile.right(), pileX + cw + room) : m_pile.right();
    // Beside the melds (compact) the label may take up to a third of the width; a longer text (the
    // cards that may be taken) goes on two lines.
    const qreal pileLabelW = std::max<qreal>(
        0, m_compact ? std::max(m_pileRight - pileX + cw, std::min(in.pileText, w / 3)) : right - pileX);
    m_pileLabel = QRectF(pileX, top + ch + 2, pileLabelW, (in.pileText > pileLabelW ? 2 : 1) * line);
}

void TableLayout::placeGameLabel(const Input &in)
{
    m_gameLabel = QRectF();
    m_gameLines = 1;
    if (in.gameText <= 0) return;
    const qreal left = m_leftSide.isEmpty() ? kMargin : m_leftSide.right() + 1.5 * kGap;
    QRectF room;
    if (!m_compact) {
        // In the piles' row, left of the leftmost pile: the melds start below the piles' labels.
        const qreal leftmost = m_cut.isEmpty() ? m_stock.left() : m_cut.left();
        room = QRectF(left, m_stock.top(), leftmost - 2 * kGap - left, m_stock.height());
    } else {
        // Below the piles and their labels, in the column left of the melds, above the draft tray
        // and the status line.
        const qreal top = std::max({m_stock.bottom(), m_stockLabel.bottom(), m_cutLabel.bottom(), m_pile.bottom(),
                                    m_pileLabel.bottom()}) +
                          kGap;
        const qreal floor = m_feltBottom - kGap;
        room = QRectF(left, top, m_meldArea.left() - kGap - left, floor - top);
    }
    // Beside the piles, level with the middle of the stock (clear of the seat panels' glow above).
    auto place = [&](qreal width, int lines) {
        const qreal h = lines * in.lineHeight;
        const qreal y = m_compact ? room.top() : room.top() + std::round((room.height() - h) / 2);
        m_gameLabel = QRectF(room.left(), y, width, h);
        m_gameLines = lines;
    };
    if (room.width() >= in.gameText && room.height() >= in.lineHeight) place(in.gameText, 1);
    else if (in.gameTextPart > 0 && room.width() >= in.gameTextPart && room.height() >= 2 * in.lineHeight)
        place(in.gameTextPart, 2); // the name, then the round
}

bool TableLayout::placeMelds(const Input &in, qreal cardHeight)
{
    const qreal w = in.view.width(), line = in.lineHeight;
    const qreal bottom = m_feltBottom - kGap;
    if (m_compact) {
        // Right of the piles (and their labels), left of a side seat.
        const qreal left = std::max(m_pileRight, m_pileLabel.right()) + 2 * kGap;
        const qreal right = m_rightSide.isEmpty() ? w - kMargin : m_rightSide.left() - kGap;
        const qreal top = m_seatsBottom + kGap;
        m_meldArea = QRectF(left, top, std::max<qreal>(0, right - left), std::max<qreal>(0, bottom - top));
    } else {
        qreal top = std::max(m_stockLabel.bottom(), m_pileLabel.bottom()) + kGap;
        for (const QRectF &side : {m_leftSide, m_rightSide})
            if (!side.isEmpty()) top = std::max(top, side.bottom() + kGap);
        m_meldArea = QRectF(kMargin, top, w - 2 * kMargin, std::max<qreal>(0, bottom - top));
    }
    const int count = static_cast<int>(in.melds.size());
    m_melds.assign(static_cast<std::size_t>(count), QRectF());
    m_owners.clear();
    m_meldCard = QSizeF(std::round(kMinMeldCardHeight * in.cardAspect), kMinMeldCardHeight);
    m_meldStep = std::round(m_meldCard.width() * kMeldStep);
    if (count == 0) return true;

    const qreal most = std::min({cardHeight, m_meldCap, m_meldArea.height() - line});
    // Each meld in its row first (a meld keeps its place), then all afresh.
    for (bool keepRows : {true, false}) {
        for (qreal mh = std::floor(most); mh >= kMinMeldCardHeight; mh -= 2)
            if (flowMelds(in, mh, kMeldStep, keepRows)) return true;
        // A crowded table: the smallest cards, overlapped more.
        if (flowMelds(in, kMinMeldCardHeight, 0.24, keepRows)) return true;
    }
    // Busier than any table the arrangement was chosen for: smaller cards still, inside the felt
    // rather than past its edge (the piles keep their places).
    for (qreal mh = kMinMeldCardHeight - 2; mh >= kLastMeldCardHeight; mh -= 2)
        if (flowMelds(in, mh, 0.24, false)) {
            m_meldsInside = true;
            return false;
        }
    return false;
}

bool TableLayout::flowMelds(const Input &in, qreal mh, qreal ratio, bool keepRows)
{
    const qreal line = in.lineHeight;
    const int count = static_cast<int>(in.melds.size());
    const qreal mw = std::round(mh * in.cardAspect);
    const qreal step = std::max<qreal>(4, std::round(mw * ratio));
    const qreal gap = std::max<qreal>(6, std::round(mw * 0.2)); // between two melds, and two owners' bands
    const qreal rowH = line + mh + 6;
    const qreal left = m_meldArea.left(), right = m_meldArea.right();
    m_meldCard = QSizeF(mw, mh);
    m_meldStep = step;
    auto cards = [&](int m) { return std::max(1, in.melds[static_cast<std::size_t>(m)].cards); };
    auto width = [&](int m, qreal at) { return mw + at * (cards(m) - 1); };
    // Every meld has a slot as wide as a short name, the same gap after each: where a meld lies
    // depends on the melds before it in its row, never on who owns them (an owner changes with a
    // rearrangement, RULES.md 1.2; the meld stays put).
    auto slot = [&](int m, qreal at) {
        const int reserve = in.melds[static_cast<std::size_t>(m)].reserve;
        return std::max({width(m, at), reserve > 0 ? mw + at * (reserve - 1) : 0.0, kMinSlot});
    };
    auto hole = [&](int m) { return in.melds[static_cast<std::size_t>(m)].hole; };
    auto rowEnd = [&](const std::vector<int> &row, qreal at) {
        qreal x = left;
        for (std::size_t k = 0; k < row.size(); ++k) x += (k > 0 ? gap : 0) + slot(row[k], at);
        return x;
    };
    // A row whose melds grew past the edge (cards laid off) overlaps its cards more, down to a fifth
    // of a card showing (the corner index still reads), rather than send a meld to another row.
    const qreal tightest = std::max<qreal>(4, std::round(mw * 0.2));
    auto rowStep = [&](const std::vector<int> &row) {
        for (qreal at = step; at >= tightest; at -= 1)
            if (rowEnd(row, at) <= right) return at;
        return qreal(0);
    };
    // The bottom seat's melds first, then clockwise; among them in the order they came.
    auto seatRank = [&](int m) {
        return (in.melds[static_cast<std::size_t>(m)].owner - in.bottomSeat + in.seats) % std::max(1, in.seats);
    };
    std::vector<std::vector<int>> rows;
    std::vector<int> fresh;
    for (int m = 0; m < count; ++m) {
        const int row = keepRows ? in.melds[static_cast<std::size_t>(m)].row : -1;
        if (hole(m) && row < 0) continue; // laid out afresh: the holes close
        if (row < 0 || row > count) {
            fresh.push_back(m);
            continue;
        }
        if (static_cast<int>(rows.size()) <= row) rows.resize(static_cast<std::size_t>(row) + 1);
        rows[static_cast<std::size_t>(row)].push_back(m);
    }
    auto byOrder = [&](int a, int b) {
        const MeldShape &x = in.melds[static_cast<std::size_t>(a)], &y = in.melds[static_cast<std::size_t>(b)];
        return x.order != y.order ? x.order < y.order : a < b;
    };
    auto bySlot = [&](int a, int b) {
        const MeldShape &x = in.melds[static_cast<std::size_t>(a)], &y = in.melds[static_cast<std::size_t>(b)];
        return x.slot != y.slot ? x.slot < y.slot : byOrder(a, b);
    };
    for (std::vector<int> &row : rows) {
        std::sort(row.begin(), row.end(), bySlot);
        // Still too wide: its latest melds go to another row.
        while (row.size() > 1 && rowStep(row) == 0) {
            if (!hole(row.back())) fresh.push_back(row.back());
            row.pop_back();
        }
    }
    std::stable_sort(fresh.begin(), fresh.end(), [&](int a, int b) {
        return seatRank(a) != seatRank(b) ? seatRank(a) < seatRank(b) : byOrder(a, b);
    });
    // A new meld goes where its row keeps room for two more cards (a lay-off or two) before the edge,
    // so that a growing meld seldom pushes the last one of its row into another row.
    const qreal slack = keepRows ? 2 * step : 0;
    for (int m : fresh) {
        std::size_t r = 0;
        for (; r < rows.size(); ++r) {
            std::vector<int> tried = rows[r];
            tried.push_back(m);
            if (rows[r].empty() || (rowEnd(rows[r], step) <= right && rowEnd(tried, step) + slack <= right)) break;
        }
        if (r == rows.size()) rows.emplace_back();
        rows[r].push_back(m);
    }

    m_melds.assign(static_cast<std::size_t>(count), QRectF());
    m_meldRows.assign(static_cast<std::size_t>(count), -1);
    m_meldSlots.assign(static_cast<std::size_t>(count), 0);
    m_owners.clear();
    bool fits = true;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::vector<int> &row = rows[r];
        if (row.empty()) continue;
        const qreal y = m_meldArea.top() + static_cast<qreal>(r) * rowH;
        const qreal at = keepRows ? rowStep(row) : (rowEnd(row, step) <= right ? step : 0);
        if (y + line + mh > m_meldArea.bottom() || at == 0) fits = false;
        // Neighbouring melds of one owner share a band and the owner's name.
        qreal x = left;
        OwnerLabel group;
        auto close = [&] {
            group.label = QRectF(group.group.left(), y, x - group.group.left(), line);
            group.group = QRectF(group.group.left(), y, x - group.group.left(), line + mh);
            if (group.owner >= 0) m_owners.push_back(group);
        };
        for (std::size_t k = 0; k < row.size(); ++k) {
            const int m = row[k];
            const int owner = hole(m) ? -1 : in.melds[static_cast<std::size_t>(m)].owner; // a hole: no name
            if (k > 0) x += gap;
            if (k == 0 || owner != group.owner) {
                if (k > 0) {
                    x -= gap; // the band ends at the last meld, not in the gap
                    close();
                    x += gap;
                }
                group = OwnerLabel();
                group.owner = owner;
                group.group = QRectF(x, y, 0, 0);
            }
            m_melds[static_cast<std::size_t>(m)] = QRectF(x, y + line, width(m, at > 0 ? at : step), mh);
            m_meldRows[static_cast<std::size_t>(m)] = static_cast<int>(r);
            m_meldSlots[static_cast<std::size_t>(m)] = static_cast<int>(k);
            x += slot(m, at > 0 ? at : step);
        }
        close();
    }
    return fits;
}
