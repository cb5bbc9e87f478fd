// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"

#include "CardItem.h"
#include "CardRenderer.h"
#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "TableWords.h"
#include "TurnStatus.h"

#include <optional>

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <algorithm>
#include <cmath>
#include <utility>

namespace {
const QColor kFelt(18, 92, 52);
const QColor kLabel(235, 240, 230);
const QColor kCurrent(255, 214, 90);
} // namespace

TableScene::TableScene(GameController *controller, HandModel *hand, const MoveFinder *finder,
                       const CardRenderer *renderer, QObject *parent)
    : QGraphicsScene(parent), m_controller(controller), m_hand(hand), m_finder(finder), m_renderer(renderer)
{
    setBackgroundBrush(kFelt);
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(controller, &GameController::clockTicked, this, &TableScene::updateStatus);
    connect(hand, &HandModel::selectionChanged, this, &TableScene::placeHand);
    connect(hand, &HandModel::orderChanged, this, &TableScene::refresh);
}

void TableScene::relayout(QSizeF size)
{
    m_size = size.expandedTo(QSizeF(480, 360));
    rebuild(false);
}

void TableScene::scheduleRefresh()
{
    if (m_refreshPending) return;
    m_refreshPending = true;
    QMetaObject::invokeMethod(this, &TableScene::refresh, Qt::QueuedConnection);
}

void TableScene::refresh()
{
    rebuild(true);
}

void TableScene::rebuild(bool animate)
{
    m_refreshPending = false;
    // Where every card was: a card that moved glides from there, a new one from the stock.
    QHash<remi::CardId, QPointF> before;
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (it.value() != Role::Stock) before.insert(it.key()->cardId(), it.key()->pos());
    const std::optional<QPointF> stockWas =
        m_stockItem ? std::optional<QPointF>(m_stockItem->pos()) : std::nullopt;
    const int roundWas = m_shownRound;
    clear();
    m_handItems.clear();
    m_opponentItems.clear();
    m_pileItems.clear();
    m_roles.clear();
    m_depths.clear();
    m_meldRects.clear();
    m_meldItems.clear();
    m_seatRects.clear();
    m_seatLabels.clear();
    m_stockItem = nullptr;
    m_dropMark = nullptr; // deleted by clear()
    m_endMark = nullptr;
    m_refusedLabel = nullptr;
    m_noteItem = nullptr;
    m_carried.clear();
    m_carriedZ.clear();
    m_status = nullptr;
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (!m_controller->hasGame()) {
        emit refreshed();
        return;
    }

    const qreal w = m_size.width(), h = m_size.height();
    const qreal ch = std::min(h * 0.19, w * 0.075 / CardRenderer::aspect());
    m_card = QSizeF(std::round(ch * CardRenderer::aspect()), std::round(ch));

    const qreal margin = 10;
    const qreal handTop = h - m_card.height() - margin;
    const qreal statusY = handTop - m_card.height() * 0.2 - 26;
    layoutHand(h - margin);
    layoutOpponents(margin);
    const qreal pilesTop = margin + m_card.height() * 0.55 + 30;
    layoutPiles(pilesTop);
    const qreal side =
        m_controller->round().players() > 2 ? m_card.width() * 0.55 * 3.6 + 2 * margin : margin;
    const QRectF meldArea(side, pilesTop + m_card.height() + 28, w - 2 * side,
                          statusY - pilesTop - m_card.height() - 34);
    layoutMelds(meldArea);
    m_status = addLabel(QString(), QPointF(margin + 4, statusY), 12, true);
    m_statusY = statusY;
    updateStatus();

    m_shownRound = m_controller->match().roundNumber();
    if (animate && m_speed != AnimationSpeed::Instant) glide(before, stockWas, roundWas != m_shownRound);
    placeNote();
    emit refreshed();
    if (!isAnimating()) emit animationsFinished();
}

bool TableScene::isAnimating() const
{
    if (m_refreshPending) return true;
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (it.key()->isGliding()) return true;
    return false;
}

void TableScene::onLanded()
{
    if (!isAnimating()) emit animationsFinished();
}

void TableScene::showHands(bool shown, const QList<remi::CardId> &costly)
{
    m_handsShown = shown;
    m_costly = shown ? costly : QList<remi::CardId>();
    rebuild(false); // the cards turn over where they lie: nothing glides
}

void TableScene::setSeatScore(int seat, int matchTotal, std::optional<int> liveRoundPoints)
{
    //: Next to a seat's name: its match total ("120 pts").
    QString text = tr("%1 pts").arg(matchTotal);
    //: Next to a seat's name: the live round points of rami, signed ("+35 this round").
    if (liveRoundPoints) text += QStringLiteral(" · ") + tr("%1 this round").arg(QString::asprintf("%+d", *liveRoundPoints));
    if (m_seatScores.value(seat) == text) return;
    m_seatScores.insert(seat, text);
    if (m_seatLabels.contains(seat)) scheduleRefresh(); // the label is laid out again with the score
}

void TableScene::glide(const QHash<remi::CardId, QPointF> &before, std::optional<QPointF> stockWas, bool deal)
{
    const std::optional<QPointF> stock =
        m_stockItem ? std::optional<QPointF>(m_stockItem->home()) : stockWas;
    const int ms = Animations::moveMs(m_speed);
    int dealt = 0;
    // The deal goes round the table one card at a time: hands in seat order, a card each.
    QList<CardItem *> items = m_opponentItems + m_handItems;
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (it.value() != Role::Stock && it.value() != Role::Hand && it.value() != Role::Opponent)
            items << it.key();
    for (CardItem *item : items) {
        if (deal) {
            if (stock && m_roles.value(item) != Role::Cut)
                item->glideFrom(*stock, ms, Animations::dealStaggerMs(m_speed) * dealt++);
            continue;
        }
        const auto was = before.constFind(item->cardId());
        if (was != before.constEnd())
            item->glideFrom(*was, ms);
        else if (stock)
            item->glideFrom(*stock, ms);
    }
}

void TableScene::updateStatus()
{
    if (!m_status) return;
    // Longer languages: a smaller font (12 pt down to 8 pt) rather than a line cut off at the edge.
    m_status->setText(statusText());
    const qreal room = m_size.width() - 2 * m_status->pos().x();
    QFont font = m_status->font();
    for (qreal pt = 12; pt >= 8; pt -= 0.5) {
        font.setPointSizeF(pt);
        m_status->setFont(font);
        if (m_status->boundingRect().width() <= room) break;
    }
    // A second line (the borrowed-card warning) grows upwards, clear of the hand.
    const qreal extra = m_status->boundingRect().height() - QFontMetricsF(m_status->font()).height();
    m_status->setY(m_statusY - std::max<qreal>(0, extra));
}

CardItem *TableScene::addCard(const remi::Card &card, bool faceUp, Role role, QSizeF size, QPointF pos,
                              qreal z)
{
    auto *item = new CardItem(card, faceUp, m_renderer);
    item->setCardSize(size);
    item->setHome(pos);
    item->setZValue(z);
    addItem(item);
    m_roles.insert(item, role);
    connect(item, &CardItem::clicked, this, &TableScene::onCardClicked);
    connect(item, &CardItem::doubleClicked, this, &TableScene::onCardDoubleClicked);
    connect(item, &CardItem::dropped, this, &TableScene::onCardDropped);
    connect(item, &CardItem::dragStarted, this, &TableScene::onDragStarted);
    connect(item, &CardItem::dragMoved, this, &TableScene::onDragMoved);
    connect(item, &CardItem::landed, this, &TableScene::onLanded);
    if (m_handsShown && faceUp) item->setCostly(m_costly.contains(card.id));
    return item;
}

QGraphicsSimpleTextItem *TableScene::addLabel(const QString &text, QPointF pos, qreal pointSize, bool bold)
{
    auto *label = addSimpleText(text);
    QFont font = label->font();
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    label->setFont(font);
    label->setBrush(kLabel);
    label->setPos(pos);
    label->setZValue(500);
    return label;
}

void TableScene::layoutHand(qreal bottom)
{
    const int seat = m_controller->humanSeat();
    if (seat < 0) return;
    m_hand->sync();
    const bool faceUp = m_controller->handFaceUp() || m_handsShown;
    const std::vector<remi::Card> cards = m_hand->cards();
    const int n = static_cast<int>(cards.size());
    const qreal cw = m_card.width();
    const qreal room = m_size.width() - 20 - cw;
    const qreal step = n > 1 ? std::min(cw * 0.62, room / (n - 1)) : 0;
    const qreal x0 = (m_size.width() - (cw + step * std::max(0, n - 1))) / 2;
    for (int i = 0; i < n; ++i) {
        // A gentle fan: the cards turn about their bottom centre and the outer ones sit lower.
        const qreal t = n > 1 ? (i - (n - 1) / 2.0) / ((n - 1) / 2.0) : 0;
        const qreal baseY = bottom - m_card.height() * 1.04 + t * t * m_card.height() * 0.04;
        CardItem *item = addCard(cards[static_cast<std::size_t>(i)], faceUp, Role::Hand, m_card,
                                 QPointF(x0 + i * step, baseY), 100 + i);
        item->setTransformOriginPoint(m_card.width() / 2, m_card.height());
        item->setRotation(t * std::min(6.0, n * 0.4));
        item->setRestY(baseY);
        item->setDraggable(faceUp);
        m_handItems.append(item);
        placeHandCard(item);
    }
}

void TableScene::placeHand()
{
    for (CardItem *item : std::as_const(m_handItems))
        placeHandCard(item);
    updateStatus();
}

void TableScene::placeHandCard(CardItem *item)
{
    const remi::CardId id = item->cardId();
    item->setChosen(m_hand->isSelected(id));
    item->setDrafted(m_hand->isDrafted(id));
    item->setBorrowed(m_hand->isBorrowed(id));
    const qreal y = item->restY() - (item->isChosen() ? m_card.height() * 0.18 : 0);
    item->setHome(QPointF(item->home().x(), y));
}

void TableScene::layoutOpponents(qreal top)
{
    const remi::Round &round = m_controller->round();
    const int human = std::max(0, m_controller->humanSeat());
    const int players = round.players();
    const int others = players - 1;
    // Six or seven others (rami with 7-8 players): smaller places, two on each side.
    const bool crowded = others >= 6;
    const qreal scale = crowded ? 0.45 : 0.55;
    const QSizeF small(std::round(m_card.width() * scale), std::round(m_card.height() * scale));
    const qreal w = m_size.width();
    const qreal sideY = top + small.height() + 40;
    const qreal lowerY = sideY + 22 + small.height() + 14; // the second place of a side
    // Slots clockwise from the human's left: (x centre, label y), sides at the edges.
    std::vector<QPointF> places;
    const qreal fanWidth = small.width() * (crowded ? 3.2 : 3.6);
    const qreal leftX = 10 + fanWidth / 2, rightX = w - 10 - fanWidth / 2;
    const QPointF left(leftX, sideY), right(rightX, sideY);
    if (others == 1)
        places = {QPointF(w / 2, top)};
    else if (others == 2)
        places = {QPointF(w * 0.3, top), QPointF(w * 0.7, top)};
    else if (others == 3)
        places = {left, QPointF(w / 2, top), right};
    else if (others == 4)
        places = {left, QPointF(w * 0.35, top), QPointF(w * 0.65, top), right};
    else if (others == 5)
        places = {left, QPointF(w * 0.25, top), QPointF(w / 2, top), QPointF(w * 0.75, top), right};
    else {
        // Left side bottom to top, the top row left to right, right side top to bottom.
        places = {QPointF(leftX, lowerY), left};
        const int across = others - 4;
        const qreal x0 = leftX + fanWidth / 2 + 10, x1 = rightX - fanWidth / 2 - 10;
        for (int i = 0; i < across; ++i)
            places.emplace_back(x0 + (x1 - x0) * (i + 0.5) / across, top);
        places.push_back(right);
        places.emplace_back(rightX, lowerY);
    }
    // Room for a name: the distance to the neighbouring place in the same row.
    qreal labelRoom = w - 20;
    for (std::size_t a = 0; a < places.size(); ++a)
        for (std::size_t b = 0; b < places.size(); ++b)
            if (a != b && places[a].y() == places[b].y())
                labelRoom = std::min(labelRoom, std::abs(places[a].x() - places[b].x()) - 12);
    labelRoom = std::max(labelRoom, fanWidth);

    for (int k = 0; k < others && k < static_cast<int>(places.size()); ++k) {
        const int seat = (human + 1 + k) % players;
        const QPointF place = places[static_cast<std::size_t>(k)];
        const int count = static_cast<int>(round.hand(seat).size());
        const int shown = m_handsShown ? count : std::min(count, 15); // round end: the whole hand
        // Face up at the round end the cards spread over the whole fan, so that each index shows.
        const qreal step = shown <= 1     ? 0
                           : m_handsShown ? std::min(small.width() * 0.45, (fanWidth - small.width()) / (shown - 1))
                                          : (fanWidth - small.width()) / std::max(14, shown - 1);
        const qreal x0 = place.x() - (small.width() + step * (shown - 1)) / 2;
        const qreal y = place.y() + 22;
        for (int i = 0; i < shown; ++i) {
            const remi::Card &card = round.hand(seat)[static_cast<std::size_t>(i)];
            m_opponentItems.append(
                addCard(card, m_handsShown, Role::Opponent, small, QPointF(x0 + i * step, y), 10 + i));
        }
        QString text = tr("%1 — %n card(s)", nullptr, count).arg(m_controller->seatName(seat));
        if (round.rules().needsOpening() && round.hasOpened(seat))
            text += QStringLiteral(" · ") + TableWords::opened(true);
        auto *label = addLabel(text, QPointF(0, place.y()), 10, true);
        label->setData(0, text); // the text without the score (setSeatScore)
        if (m_seatScores.contains(seat)) label->setText(text + QStringLiteral(" · ") + m_seatScores.value(seat));
        // A long name gets a smaller font rather than running into the next place.
        QFont font = label->font();
        for (qreal pt = 10; pt > 7 && label->boundingRect().width() > labelRoom; pt -= 0.5) {
            font.setPointSizeF(pt - 0.5);
            label->setFont(font);
        }
        if (label->boundingRect().width() > labelRoom && label->text() != text) {
            label->setText(text); // no room for the score beside the name (eight players)
            for (qreal pt = 10; pt > 7 && label->boundingRect().width() > labelRoom; pt -= 0.5) {
                font.setPointSizeF(pt - 0.5);
                label->setFont(font);
            }
        }
        const qreal labelW = label->boundingRect().width();
        // Over the left end of the fan (centred over it when crowded), inside the table.
        const qreal labelX = crowded ? place.x() - labelW / 2 : x0;
        label->setX(std::clamp(labelX, 10.0, std::max(10.0, w - 10 - labelW)));
        if (seat == round.currentSeat() && !round.isOver()) label->setBrush(kCurrent);
        m_seatLabels.insert(seat, label);
        m_seatRects.insert(seat, label->sceneBoundingRect().united(
                                     QRectF(QPointF(x0, y), QSizeF(small.width() + step * std::max(0, shown - 1),
                                                                   small.height()))));
    }
}

void TableScene::layoutPiles(qreal top)
{
    const remi::Round &round = m_controller->round();
    const qreal cw = m_card.width(), ch = m_card.height();
    const qreal stockX = m_size.width() / 2 - cw - 30;
    if (const auto cut = round.cutCard()) {
        // The remi51 cut card lies face up across the bottom of the stock.
        CardItem *item = addCard(*cut, true, Role::Cut, m_card, QPointF(stockX - cw * 0.45, top + ch), 1);
        item->setTransformOriginPoint(0, 0);
        item->setRotation(-90);
        item->setToolTip(tr("Cut card: take it only to go out with a hand"));
    }
    const int stock = round.stockSize();
    for (int i = 0; i < std::min(stock, 3); ++i) {
        remi::Card back;
        back.id = static_cast<remi::CardId>(60000 + i);
        back.rank = 1;
        m_stockItem = addCard(back, false, Role::Stock, m_card, QPointF(stockX - i * 2, top - i * 2), 2 + i);
    }
    addLabel(tr("Stock: %1").arg(stock), QPointF(stockX, top + ch + 4), 10);

    // The pile fans out to the right, oldest card first: the top card lies rightmost, whole and
    // over all others; each card below shows its left strip (rank and suit) beside the next newer
    // one. The cards that can be taken get a wide strip, older ones share what room is left.
    const std::vector<remi::PileCard> &pile = round.pile();
    const qreal pileX = m_size.width() / 2 + 30;
    const int visible = std::max(round.shownDepth(), pile.empty() ? 0 : 1);
    const int takeable = std::clamp(round.takeableDepth(), 1, std::max(1, visible));
    // The fanned pile stops short of a seat on the right at its height (layoutOpponents ran first).
    qreal right = m_size.width() - 20;
    const QRectF band(pileX, top, m_size.width() - pileX, ch);
    for (const QRectF &seat : std::as_const(m_seatRects))
        if (seat.intersects(band)) right = std::min(right, seat.left() - 12);
    const qreal room = std::max<qreal>(0, right - pileX - cw);
    const int wideGaps = takeable - 1, narrowGaps = std::max(0, visible - takeable);
    const qreal wide = wideGaps > 0 ? std::min(cw * 0.45, room / wideGaps) : 0;
    const qreal narrow =
        narrowGaps > 0 ? std::clamp((room - wide * wideGaps) / narrowGaps, 0.0, cw * 0.45) : 0;
    // x of the card at depth d: the deepest at pileX.
    std::vector<qreal> xs(static_cast<std::size_t>(visible) + 1, pileX);
    for (int d = visible - 1; d >= 1; --d)
        xs[static_cast<std::size_t>(d)] = xs[static_cast<std::size_t>(d) + 1] + (d + 1 <= takeable ? wide : narrow);
    m_pileRect = QRectF(pileX, top, cw + (visible > 0 ? xs[1] - pileX : 0), ch);
    for (int d = visible; d >= 1; --d) {
        const remi::PileCard &pc = pile[pile.size() - static_cast<std::size_t>(d)];
        // Newer cards lie over older ones: the top card (d = 1) is drawn last and highest.
        CardItem *item = addCard(pc.card, !pc.buried, Role::Pile, m_card,
                                 QPointF(xs[static_cast<std::size_t>(d)], top), 40 + visible - d);
        m_depths.insert(item, d);
        item->setDraggable(!pc.buried); // dragged into the hand, it is taken (TableSceneInput.cpp)
        m_pileItems.append(item);
    }
    if (pile.empty()) {
        auto *outline = addRect(m_pileRect, QPen(QColor(255, 255, 255, 90), 2, Qt::DashLine));
        outline->setZValue(0);
    }
    addLabel(tr("Discard pile: %1").arg(pile.size()), QPointF(pileX, top + ch + 4), 10);
}

void TableScene::layoutMelds(QRectF area)
{
    const remi::Round &round = m_controller->round();
    const std::vector<remi::Meld> &table = round.table();
    m_meldRects = QList<QRectF>(static_cast<qsizetype>(table.size()));
    m_meldItems = QList<QList<CardItem *>>(static_cast<qsizetype>(table.size()));
    if (table.empty() || area.height() < 20) return;
    const int players = round.players();
    const int human = std::max(0, m_controller->humanSeat());
    QFont labelFont;
    labelFont.setPointSizeF(10);
    labelFont.setBold(true);
    const QFontMetricsF metrics(labelFont);
    qreal labelWidth = 0;
    for (const remi::Meld &meld : table)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(m_controller->seatName(meld.owner)) + 12);

    // Shrink the cards until every owner's melds fit the area.
    for (qreal scale = 0.62; scale > 0.2; scale -= 0.04) {
        const QSizeF size(std::round(m_card.width() * scale), std::round(m_card.height() * scale));
        const qreal step = size.width() * 0.32, gap = size.width() * 0.3, rowH = size.height() + 6;
        qreal y = area.top();
        std::vector<std::pair<int, QPointF>> placed; // meld index, position
        std::vector<std::pair<int, qreal>> labels;   // seat, y
        for (int k = 0; k < players; ++k) {
            const int seat = (human + k) % players;
            qreal x = area.left() + labelWidth;
            bool any = false;
            for (int m = 0; m < static_cast<int>(table.size()); ++m) {
                const remi::Meld &meld = table[static_cast<std::size_t>(m)];
                if (meld.owner != seat) continue;
                const qreal width = size.width() + step * (meld.size() - 1);
                if (any && x + width > area.right()) {
                    x = area.left() + labelWidth;
                    y += rowH;
                }
                if (!any) labels.emplace_back(seat, y);
                any = true;
                placed.emplace_back(m, QPointF(x, y));
                x += width + gap;
            }
            if (any) y += rowH;
        }
        if (y - 6 > area.bottom() && scale > 0.25) continue;
        for (const auto &[seat, ly] : labels)
            addLabel(m_controller->seatName(seat), QPointF(area.left(), ly + size.height() / 2 - 8), 10,
                     true);
        for (const auto &[m, pos] : placed) {
            const remi::Meld &meld = table[static_cast<std::size_t>(m)];
            for (int i = 0; i < meld.size(); ++i)
                m_meldItems[m].append(addCard(meld.cards[static_cast<std::size_t>(i)], true, Role::Table, size,
                                              QPointF(pos.x() + i * step, pos.y()), 20 + i));
            m_meldRects[m] = QRectF(pos, QSizeF(size.width() + step * (meld.size() - 1), size.height()));
        }
        return;
    }
}

QString TableScene::statusText() const
{
    return TurnStatus::text(*m_controller, *m_hand, *m_finder);
}
