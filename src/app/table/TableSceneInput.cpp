// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"
// The table's pointer input: clicks, double-clicks and drag and drop of cards (issue 6 "Drag and drop").
// Which targets are legal is asked of play/MoveFinder (the engine decides); this file only maps
// pointer positions to targets and emits the requests, which the window runs as player commands.

#include "Animations.h"
#include "CardItem.h"
#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"

#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <utility>

namespace {
const QColor kCurrent(255, 214, 90);
} // namespace

void TableScene::onCardClicked(CardItem *item)
{
    m_lastDrop = item->sceneBoundingRect().center();
    switch (m_roles.value(item)) {
    case Role::Hand:
        emit handCardTouched(item->cardId());
        if (item->isFaceUp()) m_hand->toggle(item->cardId());
        break;
    case Role::Stock: emit stockClicked(); break;
    case Role::Cut: emit cutCardClicked(); break;
    case Role::Pile: emit pileClicked(m_depths.value(item, 1)); break;
    case Role::Opponent:
    case Role::Table:
    case Role::Draft: break;
    }
}

void TableScene::onCardDoubleClicked(CardItem *item)
{
    m_lastDrop = item->sceneBoundingRect().center();
    if (m_roles.value(item) == Role::Hand && item->isFaceUp()) emit discardRequested(item->cardId());
}

DropTarget TableScene::dropTarget(const CardItem *item, QPointF scenePos) const
{
    // The selection carried along: only empty table space takes it (a new meld).
    if (!m_carried.isEmpty()) return onEmptyTable(scenePos) ? DropTarget::newMeld() : DropTarget::none();
    // The pointer decides first: a card held by its lower part and dropped on a meld just below the
    // pile also covers the pile, and must not be discarded (that ends the turn).
    if (m_pileRect.contains(scenePos)) return DropTarget::pile();
    for (int m = 0; m < m_meldRects.size(); ++m)
        if (m_meldRects[m].adjusted(-8, -8, 8, 8).contains(scenePos)) return DropTarget::onMeld(m);
    const QRectF cardRect(item->pos(), item->cardSize());
    if (m_pileRect.intersects(cardRect.adjusted(20, 20, -20, -20))) return DropTarget::pile();
    return DropTarget::none();
}

bool TableScene::onEmptyTable(QPointF scenePos) const
{
    if (!sceneRect().contains(scenePos)) return false;
    // Above the hand, its lifted (selected) cards included.
    for (const CardItem *hand : m_handItems)
        if (scenePos.y() > hand->restY() - m_card.height() * 0.25) return false;
    if (m_pileRect.adjusted(-8, -8, 8, 8).contains(scenePos)) return false;
    for (const QRectF &meld : m_meldRects)
        if (meld.adjusted(-8, -8, 8, 8).contains(scenePos)) return false;
    for (const QRectF &seat : m_seatRects)
        if (seat.contains(scenePos)) return false;
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (it.value() != Role::Hand && it.key()->sceneBoundingRect().adjusted(-8, -8, 8, 8).contains(scenePos))
            return false;
    return true;
}

std::optional<int> TableScene::handMove(const CardItem *item, QPointF scenePos) const
{
    const int from = static_cast<int>(m_handItems.indexOf(const_cast<CardItem *>(item)));
    if (from < 0 || !m_carried.isEmpty() || !sceneRect().contains(scenePos)) return std::nullopt;
    qreal top = sceneRect().bottom();
    for (const CardItem *hand : m_handItems) top = std::min(top, hand->restY() - m_card.height() * 0.25);
    if (scenePos.y() <= top) return std::nullopt;
    // The new place: after every other card whose middle is left of the pointer.
    int to = 0;
    for (const CardItem *hand : m_handItems)
        if (hand != item && hand->home().x() + m_card.width() / 2 < scenePos.x()) ++to;
    return to - from;
}

void TableScene::placeCarried(const CardItem *item)
{
    // The carried cards fan out from the dragged one in hand order, as they are laid on the table.
    const int at = static_cast<int>(m_handItems.indexOf(const_cast<CardItem *>(item)));
    const qreal step = m_card.width() * 0.32;
    for (CardItem *card : std::as_const(m_carried)) {
        const int offset = static_cast<int>(m_handItems.indexOf(card)) - at;
        card->setPos(item->pos() + QPointF(offset * step, 0));
        card->setZValue(1000 + offset);
    }
}

bool TableScene::overHand(QPointF scenePos) const
{
    if (!sceneRect().contains(scenePos) || m_handItems.isEmpty()) return false;
    qreal top = sceneRect().bottom();
    for (const CardItem *hand : m_handItems) top = std::min(top, hand->restY() - m_card.height() * 0.25);
    return scenePos.y() > top;
}

void TableScene::onDragStarted(CardItem *item)
{
    m_legalTargets.clear();
    m_legalEnds.clear();
    m_carried.clear();
    m_carriedZ.clear();
    const remi::CardId id = item->cardId();
    if (m_roles.value(item) == Role::Hand) emit handCardTouched(id);
    const QList<remi::CardId> &selected = m_hand->selection();
    if (m_roles.value(item) == Role::Pile) {
        // A pile card dragged into the hand is taken, as a click on it takes it (issue 18).
        const int depth = m_depths.value(item, 1);
        const bool pickup = m_controller->round().rules().discardPickup == remi::DiscardPickup::PickupMeld;
        const std::optional<remi::Action> pick = m_finder->pickupAction(depth, m_hand->selectedIds());
        if (pickup ? pick && m_finder->accepts(*pick)
                   : m_finder->accepts(remi::Action::draw(0, remi::DrawSource::Discard, depth)))
            m_legalTargets << DropTarget::hand();
    } else if (selected.contains(id) && selected.size() > 1) {
        // A selected card carries the rest of the selection: dropped on the table, a new meld (with
        // the draft, as the Meld button makes it).
        for (CardItem *card : std::as_const(m_handItems))
            if (card != item && selected.contains(card->cardId())) {
                m_carried << card;
                m_carriedZ.insert(card, card->zValue());
            }
        if (m_finder->accepts(m_finder->meldAction(m_hand->draft(), m_hand->selectedIds())))
            m_legalTargets << DropTarget::newMeld();
        placeCarried(item);
    } else {
        // Ask the finder once which targets would take this card: discard, lay off or joker swap.
        const MoveFinder::Targets targets = m_finder->targetsFor(id);
        if (targets.pile) m_legalTargets << DropTarget::pile();
        for (const MoveFinder::MeldFit &fit : targets.melds) {
            if (fit.low || fit.high) m_legalEnds.insert(fit.meld, {fit.low, fit.high});
            if (fit.meld < m_meldRects.size()) m_legalTargets << DropTarget::onMeld(fit.meld);
        }
    }
    if (!m_dropMark) {
        m_dropMark = addRect(QRectF(), QPen(kCurrent, 3), QBrush(QColor(255, 214, 90, 40)));
        m_dropMark->setZValue(900);
        m_endMark = new QGraphicsRectItem(m_dropMark);
        m_endMark->setPen(Qt::NoPen);
        m_endMark->setBrush(kCurrent);
    }
    m_dropMark->hide();
    m_markRefused = false;
    m_refusedTarget = DropTarget::none();
    m_refusedWords.clear();
}

void TableScene::onDragMoved(CardItem *item, QPointF scenePos)
{
    placeCarried(item);
    if (!m_dropMark) return;
    if (m_roles.value(item) == Role::Pile) {
        // Over the hand: the hand is outlined when the engine would let the card be taken.
        if (!overHand(scenePos)) {
            m_dropMark->hide();
            return;
        }
        QRectF area;
        for (const CardItem *hand : std::as_const(m_handItems)) area |= hand->sceneBoundingRect();
        m_marked = DropTarget::hand();
        m_endMark->setVisible(false);
        if (m_legalTargets.contains(DropTarget::hand())) {
            m_dropMark->setRect(area.adjusted(-6, -6, 6, 6));
            showLegalMark();
        } else {
            if (m_refusedTarget != DropTarget::hand()) {
                m_refusedTarget = DropTarget::hand();
                m_refusedWords = refusalWords(item, DropTarget::hand(), remi::MeldEnd::Auto);
            }
            markRefused(area.adjusted(-6, -6, 6, 6), m_refusedWords, item);
        }
        return;
    }
    const DropTarget target = dropTarget(item, scenePos);
    if (const std::optional<int> move = handMove(item, scenePos); target.isNone() && move && *move != 0) {
        // Moving within the hand: a bar where the card will go.
        const int from = static_cast<int>(m_handItems.indexOf(item));
        const int to = from + *move;
        const CardItem *neighbour = m_handItems.value(*move > 0 ? to : to);
        const qreal x = *move > 0 ? neighbour->home().x() + m_card.width() * 0.62 : neighbour->home().x();
        const qreal y = neighbour->restY();
        m_dropMark->setRect(QRectF(x - 3, y - 6, 6, m_card.height() + 12));
        m_marked = DropTarget::hand();
        m_markedEnd = remi::MeldEnd::Auto;
        m_endMark->setVisible(false);
        showLegalMark();
        return;
    }
    if (target.isNone()) {
        m_dropMark->hide();
        return;
    }
    if (!m_legalTargets.contains(target)) {
        // A target that would refuse: marked as such, with the engine's reason (issue 18).
        const remi::MeldEnd end = target.isMeld() ? dropEnd(target.meld, scenePos) : remi::MeldEnd::Auto;
        if (target != m_refusedTarget || end != m_refusedEnd) {
            m_refusedTarget = target;
            m_refusedEnd = end;
            m_refusedWords = refusalWords(item, target, end);
        }
        QRectF area = target.isMeld() ? m_meldRects.value(target.meld) : m_pileRect;
        if (target.kind == DropTarget::Kind::NewMeld) {
            area = item->sceneBoundingRect();
            for (const CardItem *card : std::as_const(m_carried)) area |= card->sceneBoundingRect();
        }
        markRefused(area.adjusted(-6, -6, 6, 6), m_refusedWords, item);
        return;
    }
    QRectF area;
    if (target.kind == DropTarget::Kind::NewMeld) {
        // Around the carried cards: the new meld goes down here.
        area = item->sceneBoundingRect();
        for (const CardItem *card : std::as_const(m_carried)) area |= card->sceneBoundingRect();
    } else {
        area = target.isMeld() ? m_meldRects[target.meld] : m_pileRect;
    }
    area.adjust(-6, -6, 6, 6);
    m_dropMark->setRect(area);
    m_marked = target;
    // A run: a bar on the side of the end the card would be laid off at (a set has no ends).
    const auto &table = m_controller->round().table();
    const bool run = target.isMeld() && target.meld < static_cast<int>(table.size()) &&
                     table[static_cast<std::size_t>(target.meld)].kind == remi::MeldKind::Run;
    const remi::MeldEnd end =
        run && m_legalEnds.contains(target.meld) ? dropEnd(item, target.meld, scenePos) : remi::MeldEnd::Auto;
    m_markedEnd = end;
    m_endMark->setVisible(end != remi::MeldEnd::Auto);
    const qreal bar = 8;
    m_endMark->setRect(end == remi::MeldEnd::Low ? QRectF(area.left() - bar / 2, area.top(), bar, area.height())
                                                 : QRectF(area.right() - bar / 2, area.top(), bar, area.height()));
    showLegalMark();
}

void TableScene::showLegalMark()
{
    m_markRefused = false;
    m_dropMark->setPen(QPen(kCurrent, 3));
    m_dropMark->setBrush(QColor(255, 214, 90, 40));
    m_dropMark->setToolTip(QString());
    if (m_refusedLabel) m_refusedLabel->setVisible(false);
    m_dropMark->show();
}

remi::MeldEnd TableScene::dropEnd(int meld, QPointF scenePos) const
{
    const bool left = scenePos.x() < m_meldRects.value(meld).center().x();
    const auto [low, high] = m_legalEnds.value(meld, {true, true});
    if (left) return low || !high ? remi::MeldEnd::Low : remi::MeldEnd::High;
    return high || !low ? remi::MeldEnd::High : remi::MeldEnd::Low;
}

remi::MeldEnd TableScene::dropEnd(const CardItem *item, int meld, QPointF scenePos) const
{
    // A joker that either end takes: no end (no bar); the lay-off command asks which card it stands
    // for (RULES.md 1.2).
    const auto [low, high] = m_legalEnds.value(meld, {false, false});
    if (item->card().isJoker() && low && high) return remi::MeldEnd::Auto;
    return dropEnd(meld, scenePos);
}

remi::MeldEnd TableScene::markedEnd() const
{
    if (!markedTarget().isMeld() || !m_endMark || !m_endMark->isVisible()) return remi::MeldEnd::Auto;
    return m_markedEnd;
}

DropTarget TableScene::markedTarget() const
{
    return m_dropMark && m_dropMark->isVisible() && !m_markRefused ? m_marked : DropTarget::none();
}

void TableScene::onCardDropped(CardItem *item, QPointF scenePos)
{
    if (m_dropMark) m_dropMark->hide();
    m_lastDrop = scenePos;
    if (m_roles.value(item) == Role::Pile) {
        if (overHand(scenePos)) emit pileClicked(m_depths.value(item, 1)); // taken, or refused: the table is redrawn
        else item->glideFrom(item->pos(), Animations::moveMs(m_speed));
        scheduleRefresh();
        return;
    }
    const DropTarget target = dropTarget(item, scenePos);
    const QList<CardItem *> carried = std::exchange(m_carried, {});
    const QHash<CardItem *, qreal> carriedZ = std::exchange(m_carriedZ, {});
    if (target.kind == DropTarget::Kind::NewMeld) {
        // Laid, or refused: either way the table is redrawn and the cards glide to their places.
        emit meldRequested();
        scheduleRefresh();
        return;
    }
    if (target.kind == DropTarget::Kind::Pile) {
        emit discardRequested(item->cardId());
        return;
    }
    if (target.isMeld()) {
        // The end follows the drop: the left half of the meld is its low end (the lay-off command
        // tries the other end, then a joker swap, when this one does not take the card).
        emit layOffRequested(item->cardId(), target.meld, dropEnd(item, target.meld, scenePos));
        return;
    }
    // Dropped in the hand between other cards: it moves there (the refresh glides it into place,
    // or back home when it could not move).
    if (const std::optional<int> move = handMove(item, scenePos); carried.isEmpty() && move && *move != 0) {
        emit handMoveRequested(item->cardId(), *move);
        scheduleRefresh();
        return;
    }
    // Dropped on nothing: the card (and the cards it carried) glide back to their places.
    item->glideFrom(item->pos(), Animations::moveMs(m_speed));
    for (CardItem *card : carried) {
        card->setZValue(carriedZ.value(card, card->zValue()));
        card->glideFrom(card->pos(), Animations::moveMs(m_speed));
    }
}
