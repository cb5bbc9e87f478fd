// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"
// TableScene: a TableLayout put on the table. Each part of the layout becomes card items, labels and
// panels in their places: the hand (fanned), the other seats, the stock, cut card and discard pile,
// the table melds with their owners and joker badges, and the draft tray. What went where is noted
// in m_items (TableItems) for the drag, the hint and the fan.

#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "HandModel.h"
#include "SeatPanel.h"
#include "TableLayout.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <algorithm>

namespace {
/// A seat's hand face up at the round end lies over the piles, the melds and their labels (z 500).
constexpr qreal kShownHandZ = 600;
} // namespace

void TableScene::layoutHand(const TableLayout &layout)
{
    const int seat = m_controller->humanSeat();
    if (seat < 0) return;
    const bool faceUp = m_controller->handFaceUp() || m_handsShown;
    const std::vector<remi::Card> cards = m_hand->cards();
    const int n = static_cast<int>(cards.size());
    for (int i = 0; i < n; ++i) {
        // A gentle fan: the cards turn about their bottom centre and the outer ones sit lower.
        const qreal t = n > 1 ? (i - (n - 1) / 2.0) / ((n - 1) / 2.0) : 0;
        const qreal baseY = layout.handBaseY() + t * t * m_items.card.height() * 0.04;
        CardItem *item = addCard(cards[static_cast<std::size_t>(i)], faceUp, Role::Hand, m_items.card,
                                 QPointF(layout.handX(i), baseY), 100 + i);
        item->setTransformOriginPoint(m_items.card.width() / 2, m_items.card.height());
        item->setRotation(t * std::min(6.0, n * 0.4));
        item->setRestY(baseY);
        item->setDraggable(faceUp);
        m_items.hand.append(item);
        placeHandCard(item);
    }
}

void TableScene::layoutSeats(const TableLayout &layout)
{
    const remi::Round &round = m_controller->round();
    const qreal line = layout.seats().empty() ? 16 : (layout.ownPanel().height() - 2 * TableLayout::kPadding) / 2;
    auto panelFor = [&](int seat, const QRectF &rect, int lines) {
        auto *panel = new SeatPanel(rect.size(), line, lines);
        panel->setPos(rect.topLeft());
        panel->setZValue(5);
        addItem(panel);
        panel->setName(m_controller->seatName(seat));
        panel->setCardCount(static_cast<int>(round.hand(seat).size()));
        panel->setOpened(round.rules().needsOpening() && round.hasOpened(seat));
        m_items.seatPanels.insert(seat, panel);
        return panel;
    };
    for (const TableLayout::SeatPlace &place : layout.seats()) {
        SeatPanel *panel = panelFor(place.seat, place.panel, place.lines);
        // At the round end a panel grows down over the piles and melds (TableLayout::showHands): above them.
        const qreal z = m_handsShown ? kShownHandZ : 10;
        if (m_handsShown) panel->setZValue(kShownHandZ - 1);
        // At the round end (RULES.md 2.8, 3.8, 4.8, 5.8) the whole hand lies face up, spread over the fan so that each
        // card's index shows; during play the layout's backs.
        const int count = static_cast<int>(round.hand(place.seat).size());
        const int shown = m_handsShown ? count : place.shown;
        const qreal step =
            !m_handsShown || shown <= 1
                ? place.step
                : std::min(place.card.width() * 0.45, (place.fan.width() - place.card.width()) / (shown - 1));
        for (int i = 0; i < shown; ++i) {
            const remi::Card &card = round.hand(place.seat)[static_cast<std::size_t>(i)];
            m_items.opponents.append(addCard(card, m_handsShown, Role::Opponent, place.card,
                                             place.fan.topLeft() + QPointF(i * step, 0), z + i));
        }
        m_items.seatRects.insert(place.seat, place.panel);
    }
    // The bottom seat's panel beside the status line (its cards are the hand).
    panelFor(std::max(0, m_controller->humanSeat()), layout.ownPanel(), 2);
}

void TableScene::layoutPiles(const TableLayout &layout)
{
    const remi::Round &round = m_controller->round();
    const QRectF stockRect = layout.stock();
    if (const auto cut = round.cutCard()) {
        // The remi51 cut card lies face up beside the stock, whole, labelled (RULES.md 3.2, 3.7).
        m_items.cut = addCard(*cut, true, Role::Cut, m_items.card, layout.cut().topLeft(), 1);
        m_items.cut->setToolTip(cutToolTip());
        addFittedLabel(cutText(), layout.cutLabel(), 10, false);
    }
    const int stock = round.stockSize();
    for (int i = 0; i < std::min(stock, 3); ++i) {
        remi::Card back;
        back.id = static_cast<remi::CardId>(60000 + i);
        back.rank = 1;
        m_items.stock =
            addCard(back, false, Role::Stock, m_items.card, stockRect.topLeft() - QPointF(i * 2, i * 2), 2 + i);
        m_items.stock->setToolTip(stockToolTip());
    }
    addFittedLabel(stockText(), layout.stockLabel(), 10, false);
    if (stock == 0) {
        auto *outline = addRect(stockRect, QPen(QColor(255, 255, 255, 90), 2, Qt::DashLine));
        outline->setZValue(0);
        outline->setToolTip(stockToolTip());
    }

    // The pile fans out to the right (TableLayout): the top card rightmost, whole and over all others.
    const std::vector<remi::PileCard> &pile = round.pile();
    const int visible = std::min(static_cast<int>(pile.size()), std::max(round.shownDepth(), pile.empty() ? 0 : 1));
    // The cards that may be taken now (RULES.md 4.3 MULTIPLE, 5.3): the engine's depth, marked when
    // more than the top card may be taken.
    const int takeable = round.takeableDepth();
    m_items.pileRect = layout.pile();
    for (int d = visible; d >= 1; --d) {
        const remi::PileCard &pc = pile[pile.size() - static_cast<std::size_t>(d)];
        // Newer cards lie over older ones: the top card (d = 1) is drawn last and highest.
        CardItem *item = addCard(pc.card, !pc.buried, Role::Pile, m_items.card,
                                 QPointF(layout.pileX(d), m_items.pileRect.top()), 40 + visible - d);
        item->setTakeable(takeable > 1 && d <= takeable && !pc.buried);
        if (!pc.buried) item->setToolTip(pileToolTip(d));
        m_items.depths.insert(item, d);
        item->setDraggable(!pc.buried); // dragged into the hand, it is taken (DragSession)
        m_items.pile.append(item);
    }
    if (pile.empty()) {
        auto *outline = addRect(m_items.pileRect, QPen(QColor(255, 255, 255, 90), 2, Qt::DashLine));
        outline->setZValue(0);
        outline->setToolTip(pileToolTip(0));
    }
    addFittedLabel(pileText(), layout.pileLabel(), 10, false);
}

namespace {

/// A joker badge's text as it fits `room` pixels: `text` on one line with 8 pixels of margin; where
/// that is too wide, `stacked` (the rank over the suit) with 4; then a smaller font, down to 7
/// pixels, and a 2-pixel margin; the narrowest strips get a badge of `room` (at least 6) that clips.
struct BadgeText {
    QString text;
    QFont font;
    qreal width = 0;
};

BadgeText fitBadgeText(const QString &text, const QString &stacked, const QFont &font, qreal room)
{
    const auto widthOf = [](const QString &t, const QFont &f) {
        qreal widest = 0;
        for (const QString &line : t.split(QLatin1Char('\n')))
            widest = std::max(widest, QFontMetricsF(f).horizontalAdvance(line));
        return widest;
    };
    BadgeText out{text, font, 0};
    qreal pad = 8;
    if (widthOf(out.text, out.font) + pad > room && stacked != text) {
        out.text = stacked;
        pad = 4;
    }
    while (widthOf(out.text, out.font) + pad > room && out.font.pixelSize() > 7)
        out.font.setPixelSize(out.font.pixelSize() - 1);
    if (widthOf(out.text, out.font) + pad > room) pad = 2;
    out.width = std::min(widthOf(out.text, out.font) + pad, std::max<qreal>(room, 6));
    return out;
}

} // namespace

void TableScene::layoutMelds(const TableLayout &layout)
{
    const remi::Round &round = m_controller->round();
    const std::vector<remi::Meld> &table = round.table();
    m_items.meldRects = QList<QRectF>(static_cast<qsizetype>(table.size()));
    m_items.melds = QList<QList<CardItem *>>(static_cast<qsizetype>(table.size()));
    for (const TableLayout::OwnerLabel &owner : layout.owners()) {
        // A soft band behind each owner's melds, the name over them.
        auto *band = addRect(owner.group.adjusted(-2, -2, 2, 3), Qt::NoPen, QColor(0, 0, 0, 40));
        band->setZValue(0.5);
        addFittedLabel(m_controller->seatName(owner.owner), owner.label, 9, true);
    }
    const QSizeF size = layout.meldCard();
    for (int m = 0; m < static_cast<int>(table.size()) && m < static_cast<int>(layout.melds().size()); ++m) {
        const remi::Meld &meld = table[static_cast<std::size_t>(m)];
        const QRectF rect = layout.melds()[static_cast<std::size_t>(m)];
        m_items.meldRects[m] = rect;
        // This meld's step: a row of melds grown past its edge holds its cards closer (TableLayout).
        const qreal step = meld.size() > 1 ? (rect.width() - size.width()) / (meld.size() - 1) : layout.meldStep();
        for (int i = 0; i < meld.size(); ++i) {
            const remi::Card &card = meld.cards[static_cast<std::size_t>(i)];
            const QPointF at(rect.left() + i * step, rect.top());
            m_items.melds[m].append(addCard(card, true, Role::Table, size, at, 20 + i));
            if (card.isJoker()) addJokerBadge(m_items.melds[m].last(), meld, i, at, size, step);
        }
    }
    applyFan(false); // a meld under the pointer or the keyboard focus stays fanned out
}

void TableScene::addJokerBadge(CardItem *item, const remi::Meld &meld, int index, QPointF at, QSizeF size, qreal step)
{
    QFont badgeFont;
    badgeFont.setPixelSize(std::max(10, static_cast<int>(size.height() * 0.2)));
    badgeFont.setBold(true);
    // The joker's badge: the card it stands for, from the engine (Meld::faceAt), in the card's
    // bottom-left corner, inside the card: hanging below it, it covered the owner's name of the
    // meld row underneath.
    const QString text = CardNames::shortFace(meld.faceAt(index));
    m_items.jokerBadges.insert(item->cardId(), text);
    // It must also stay within the strip of the joker that the next card leaves uncovered,
    // or it hides that card's corner (small cards, 800x600).
    const qreal room = (index + 1 < meld.size() ? step : size.width()) - 4; // the next card's shadow too
    const BadgeText fitted = fitBadgeText(text, CardNames::shortFaceStacked(meld.faceAt(index)), badgeFont, room);
    const QString &shown = fitted.text;
    const QFont &font = fitted.font;
    const qreal w = fitted.width;
    const qreal h = QFontMetricsF(font).height() * (shown.count(QLatin1Char('\n')) + 1) + 2;
    auto *badge = addRect(QRectF(0, 0, w, h), QPen(QColor(120, 90, 0), 1), QColor(255, 236, 170));
    badge->setPos(at + QPointF(1, size.height() - h - 3));
    badge->setZValue(450);
    badge->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    badge->setToolTip(tr("Joker as %1").arg(text));
    m_items.badges.insert(item, badge);
    auto *label = new QGraphicsSimpleTextItem(shown, badge);
    label->setFont(font);
    const bool red = meld.faceAt(index).suit == remi::Suit::Hearts || meld.faceAt(index).suit == remi::Suit::Diamonds;
    label->setBrush(red ? QColor(190, 20, 30) : QColor(20, 20, 20));
    label->setPos((w - label->boundingRect().width()) / 2, (h - label->boundingRect().height()) / 2);
}

void TableScene::layoutDraft(const TableLayout &layout)
{
    m_draftShown = m_hand->draft().size();
    if (layout.draftTray().isEmpty()) return;
    auto *tray = addRect(layout.draftTray(), QPen(QColor(140, 190, 255, 160), 1.5), QColor(20, 40, 80, 110));
    tray->setZValue(0.5);
    m_draftTray = tray;
    tray->setToolTip(draftToolTip());
    m_draftLabel = addFittedLabel(draftText(), layout.draftLabel(), 10, true);
    const std::vector<remi::Card> cards = m_hand->cards();
    const auto &draft = m_hand->draft();
    for (std::size_t c = 0; c < draft.size() && c < layout.draftMelds().size(); ++c) {
        const QRectF rect = layout.draftMelds()[c];
        for (std::size_t i = 0; i < draft[c].size(); ++i) {
            const auto card =
                std::find_if(cards.begin(), cards.end(), [&](const remi::Card &h) { return h.id == draft[c][i]; });
            if (card == cards.end()) continue;
            CardItem *item = addCard(*card, true, Role::Draft, layout.draftCard(),
                                     rect.topLeft() + QPointF(i * layout.draftStep(), 0), 60 + i);
            item->setToolTip(CardNames::card(*card) + QLatin1Char('\n') + draftToolTip());
            m_items.draft.append(item);
        }
    }
}
