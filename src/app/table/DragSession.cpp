// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DragSession.h"

#include "CardItem.h"
#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "ReasonText.h"
#include "TableWords.h"
#include "WordWrap.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <algorithm>

namespace {
const QColor kCurrent(255, 214, 90);
const QColor kRefused(230, 90, 70);
const QColor kRefusedText(255, 240, 220);
} // namespace

DragSession::DragSession(QGraphicsScene *scene, const TableItems &items, GameController *controller, HandModel *hand,
                         const MoveFinder *finder, QObject *parent)
    : QObject(parent), m_scene(scene), m_items(items), m_controller(controller), m_hand(hand), m_finder(finder)
{
}

void DragSession::forget()
{
    m_dropMark = nullptr; // deleted with the scene's other items
    m_endMark = nullptr;
    m_refusedLabel = nullptr;
    m_carried.clear();
    m_carriedZ.clear();
}

void DragSession::start(CardItem *item)
{
    m_legalTargets.clear();
    m_legalEnds.clear();
    m_carried.clear();
    m_carriedZ.clear();
    const remi::CardId id = item->cardId();
    const QList<remi::CardId> &selected = m_hand->selection();
    if (m_items.roleOf(item) == TableItems::Role::Pile) {
        // A pile card dragged into the hand is taken, as a click on it takes it (RULES.md 1.4).
        const int depth = m_items.depthOf(item);
        const bool pickup = m_controller->round().rules().discardPickup == remi::DiscardPickup::PickupMeld;
        const std::optional<remi::Action> pick = m_finder->pickupAction(depth, m_hand->selectedIds());
        if (pickup ? pick && m_finder->accepts(*pick)
                   : m_finder->accepts(remi::Action::draw(0, remi::DrawSource::Discard, depth)))
            m_legalTargets << DropTarget::hand();
    } else if (selected.contains(id) && selected.size() > 1) {
        // A selected card carries the rest of the selection: dropped on the table, a new meld (with
        // the draft, as the Meld button makes it).
        for (CardItem *card : m_items.hand)
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
            if (fit.meld < m_items.meldRects.size()) m_legalTargets << DropTarget::onMeld(fit.meld);
        }
    }
    if (!m_dropMark) {
        m_dropMark = m_scene->addRect(QRectF(), QPen(kCurrent, 3), QBrush(QColor(255, 214, 90, 40)));
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

DropTarget DragSession::targetAt(const CardItem *item, QPointF scenePos, int *handDelta) const
{
    if (handDelta) *handDelta = 0;
    // A pile card goes to the hand only (taken), the whole hand its target.
    if (m_items.roleOf(item) == TableItems::Role::Pile)
        return overHand(scenePos) ? DropTarget::hand() : DropTarget::none();
    const DropTarget target = tableTarget(item, scenePos);
    if (!target.isNone()) return target;
    // In the hand between other cards: a new place in the hand order.
    if (const std::optional<int> move = handMove(item, scenePos); move && *move != 0) {
        if (handDelta) *handDelta = *move;
        return DropTarget::hand();
    }
    return DropTarget::none();
}

DropTarget DragSession::tableTarget(const CardItem *item, QPointF scenePos) const
{
    // The selection carried along: only empty table space takes it (a new meld); over the pile it is
    // refused with its reason (issue 35: it failed silently).
    if (!m_carried.isEmpty()) {
        if (m_items.pileRect.contains(scenePos)) return DropTarget::pile();
        return onEmptyTable(scenePos) ? DropTarget::newMeld() : DropTarget::none();
    }
    // The pointer decides first: a card held by its lower part and dropped on a meld just below the
    // pile also covers the pile, and must not be discarded (that ends the turn).
    if (m_items.pileRect.contains(scenePos)) return DropTarget::pile();
    for (int m = 0; m < m_items.meldRects.size(); ++m)
        if (m_items.meldRects[m].adjusted(-8, -8, 8, 8).contains(scenePos)) return DropTarget::onMeld(m);
    const QRectF cardRect(item->pos(), item->cardSize());
    if (m_items.pileRect.intersects(cardRect.adjusted(20, 20, -20, -20))) return DropTarget::pile();
    return DropTarget::none();
}

bool DragSession::onEmptyTable(QPointF scenePos) const
{
    if (!m_scene->sceneRect().contains(scenePos)) return false;
    // Above the hand, its lifted (selected) cards included.
    for (const CardItem *hand : m_items.hand)
        if (scenePos.y() > hand->restY() - m_items.card.height() * 0.25) return false;
    if (m_items.pileRect.adjusted(-8, -8, 8, 8).contains(scenePos)) return false;
    for (const QRectF &meld : m_items.meldRects)
        if (meld.adjusted(-8, -8, 8, 8).contains(scenePos)) return false;
    for (const QRectF &seat : m_items.seatRects)
        if (seat.contains(scenePos)) return false;
    for (auto it = m_items.roles.cbegin(); it != m_items.roles.cend(); ++it)
        if (it.value() != TableItems::Role::Hand &&
            it.key()->sceneBoundingRect().adjusted(-8, -8, 8, 8).contains(scenePos))
            return false;
    return true;
}

qreal DragSession::handTop() const
{
    qreal top = m_scene->sceneRect().bottom();
    for (const CardItem *hand : m_items.hand) top = std::min(top, hand->restY() - m_items.card.height() * 0.25);
    return top;
}

bool DragSession::overHand(QPointF scenePos) const
{
    if (!m_scene->sceneRect().contains(scenePos) || m_items.hand.isEmpty()) return false;
    return scenePos.y() > handTop();
}

std::optional<int> DragSession::handMove(const CardItem *item, QPointF scenePos) const
{
    const int from = static_cast<int>(m_items.hand.indexOf(const_cast<CardItem *>(item)));
    if (from < 0 || !m_carried.isEmpty() || !m_scene->sceneRect().contains(scenePos)) return std::nullopt;
    if (scenePos.y() <= handTop()) return std::nullopt;
    // The new place: after every other card whose middle is left of the pointer.
    int to = 0;
    for (const CardItem *hand : m_items.hand)
        if (hand != item && hand->home().x() + m_items.card.width() / 2 < scenePos.x()) ++to;
    return to - from;
}

void DragSession::placeCarried(const CardItem *item)
{
    // The carried cards fan out from the dragged one in hand order, as they are laid on the table.
    const int at = static_cast<int>(m_items.hand.indexOf(const_cast<CardItem *>(item)));
    const qreal step = m_items.card.width() * 0.32;
    for (CardItem *card : std::as_const(m_carried)) {
        const int offset = static_cast<int>(m_items.hand.indexOf(card)) - at;
        card->setPos(item->pos() + QPointF(offset * step, 0));
        card->setZValue(1000 + offset);
    }
}

QRectF DragSession::carriedArea(const CardItem *item) const
{
    QRectF area = item->sceneBoundingRect();
    for (const CardItem *card : std::as_const(m_carried)) area |= card->sceneBoundingRect();
    return area;
}

void DragSession::move(CardItem *item, QPointF scenePos)
{
    placeCarried(item);
    if (!m_dropMark) return;
    int handDelta = 0;
    const DropTarget target = targetAt(item, scenePos, &handDelta);
    if (target.isNone()) {
        m_dropMark->hide();
        return;
    }
    if (target.kind == DropTarget::Kind::Hand && m_items.roleOf(item) == TableItems::Role::Pile) {
        // Over the hand: the hand is outlined when the engine would let the card be taken.
        QRectF area;
        for (const CardItem *hand : m_items.hand) area |= hand->sceneBoundingRect();
        m_marked = DropTarget::hand();
        m_endMark->setVisible(false);
        if (m_legalTargets.contains(DropTarget::hand())) {
            m_dropMark->setRect(area.adjusted(-6, -6, 6, 6));
            showLegalMark();
        } else {
            markRefusing(item, target, remi::MeldEnd::Auto, area);
        }
        return;
    }
    if (target.kind == DropTarget::Kind::Hand) {
        // Moving within the hand: a bar where the card will go.
        const int to = static_cast<int>(m_items.hand.indexOf(item)) + handDelta;
        const CardItem *neighbour = m_items.hand.value(to);
        const qreal x = handDelta > 0 ? neighbour->home().x() + m_items.card.width() * 0.62 : neighbour->home().x();
        const qreal y = neighbour->restY();
        m_dropMark->setRect(QRectF(x - 3, y - 6, 6, m_items.card.height() + 12));
        m_marked = DropTarget::hand();
        m_markedEnd = remi::MeldEnd::Auto;
        m_endMark->setVisible(false);
        showLegalMark();
        return;
    }
    // Around the carried cards for a new meld (it goes down here), else the pile's or the meld's area.
    const QRectF area = target.kind == DropTarget::Kind::NewMeld
                            ? carriedArea(item)
                            : (target.isMeld() ? m_items.meldRects.value(target.meld) : m_items.pileRect);
    if (!m_legalTargets.contains(target)) {
        // A target that would refuse: marked as such, with the engine's reason.
        markRefusing(item, target, target.isMeld() ? dropEnd(target.meld, scenePos) : remi::MeldEnd::Auto, area);
        return;
    }
    const QRectF outline = area.adjusted(-6, -6, 6, 6);
    m_dropMark->setRect(outline);
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
    m_endMark->setRect(end == remi::MeldEnd::Low
                           ? QRectF(outline.left() - bar / 2, outline.top(), bar, outline.height())
                           : QRectF(outline.right() - bar / 2, outline.top(), bar, outline.height()));
    showLegalMark();
}

void DragSession::showLegalMark()
{
    m_markRefused = false;
    m_dropMark->setPen(QPen(kCurrent, 3));
    m_dropMark->setBrush(QColor(255, 214, 90, 40));
    m_dropMark->setToolTip(QString());
    if (m_refusedLabel) m_refusedLabel->setVisible(false);
    m_dropMark->show();
}

remi::MeldEnd DragSession::dropEnd(int meld, QPointF scenePos) const
{
    const bool left = scenePos.x() < m_items.meldRects.value(meld).center().x();
    const auto [low, high] = m_legalEnds.value(meld, {true, true});
    if (left) return low || !high ? remi::MeldEnd::Low : remi::MeldEnd::High;
    return high || !low ? remi::MeldEnd::High : remi::MeldEnd::Low;
}

remi::MeldEnd DragSession::dropEnd(const CardItem *item, int meld, QPointF scenePos) const
{
    // A joker that either end takes: no end (no bar); the lay-off command asks which card it stands
    // for (RULES.md 1.2).
    const auto [low, high] = m_legalEnds.value(meld, {false, false});
    if (item->card().isJoker() && low && high) return remi::MeldEnd::Auto;
    return dropEnd(meld, scenePos);
}

remi::MeldEnd DragSession::markedEnd() const
{
    if (!markedTarget().isMeld() || !m_endMark || !m_endMark->isVisible()) return remi::MeldEnd::Auto;
    return m_markedEnd;
}

DropTarget DragSession::markedTarget() const
{
    return m_dropMark && m_dropMark->isVisible() && !m_markRefused ? m_marked : DropTarget::none();
}

DropTarget DragSession::refusedTarget() const
{
    return m_dropMark && m_dropMark->isVisible() && m_markRefused ? m_refusedTarget : DropTarget::none();
}

void DragSession::drop(CardItem *item, QPointF scenePos, int glideMs)
{
    if (m_dropMark) m_dropMark->hide();
    int handDelta = 0;
    const DropTarget target = targetAt(item, scenePos, &handDelta);
    if (m_items.roleOf(item) == TableItems::Role::Pile) {
        if (target.kind == DropTarget::Kind::Hand) {
            emit pileTaken(m_items.depthOf(item)); // taken, or refused: either way redrawn
        } else {
            item->glideFrom(item->pos(), glideMs);
        }
        emit redrawWanted();
        return;
    }
    const QList<CardItem *> carried = std::exchange(m_carried, {});
    const QHash<CardItem *, qreal> carriedZ = std::exchange(m_carriedZ, {});
    switch (target.kind) {
    case DropTarget::Kind::NewMeld:
        // Laid, or refused: either way the table is redrawn and the cards glide to their places.
        emit meldRequested();
        emit redrawWanted();
        return;
    case DropTarget::Kind::Pile:
        if (!carried.isEmpty()) {
            // The whole selection on the pile: the command says why not; the cards go home.
            emit discardSelectionRequested();
            emit redrawWanted();
            return;
        }
        emit discardRequested(item->cardId());
        return;
    case DropTarget::Kind::Meld:
        // The end follows the drop: the left half of the meld is its low end (the lay-off command
        // tries the other end, then a joker swap, when this one does not take the card).
        emit layOffRequested(item->cardId(), target.meld, dropEnd(item, target.meld, scenePos));
        return;
    case DropTarget::Kind::Hand:
        // Dropped in the hand between other cards: it moves there (the redraw glides it into place,
        // or back home when it could not move).
        emit handMoveRequested(item->cardId(), handDelta);
        emit redrawWanted();
        return;
    case DropTarget::Kind::None: break;
    }
    // Dropped on nothing: the card (and the cards it carried) glide back to their places.
    item->glideFrom(item->pos(), glideMs);
    for (CardItem *card : carried) {
        card->setZValue(carriedZ.value(card, card->zValue()));
        card->glideFrom(card->pos(), glideMs);
    }
}

QString DragSession::refusalWords(const CardItem *item, DropTarget target, remi::MeldEnd end) const
{
    remi::Reason reason = remi::Reason::Ok;
    remi::MeldCause cause;
    switch (target.kind) {
    case DropTarget::Kind::Pile:
        if (!m_carried.isEmpty()) return TableWords::selectOnlyCardToDiscard(); // PlayerCommands::discardSelection
        reason = m_finder->tryAction(remi::Action::discard(0, item->cardId()), &cause);
        if (reason != remi::Reason::Ok)
            return ReasonText::actionRefusal(remi::Action::discard(0, item->cardId()), reason,
                                             m_controller->turnBlock(), cause);
        break;
    case DropTarget::Kind::Meld:
        if (m_finder->placeOnMeld(item->cardId(), target.meld, end, &reason, &cause)) reason = remi::Reason::Ok;
        break;
    case DropTarget::Kind::NewMeld:
        reason = m_finder->tryAction(m_finder->meldAction(m_hand->draft(), m_hand->selectedIds()), &cause);
        break;
    case DropTarget::Kind::Hand: // a pile card taken into the hand
        if (m_controller->round().rules().discardPickup == remi::DiscardPickup::PickupMeld) {
            const auto pick = m_finder->pickupAction(m_items.depthOf(item), m_hand->selectedIds());
            reason = pick ? m_finder->tryAction(*pick, &cause) : remi::Reason::PickupNotMelded;
        } else {
            reason =
                m_finder->tryAction(remi::Action::draw(0, remi::DrawSource::Discard, m_items.depthOf(item)), &cause);
        }
        break;
    case DropTarget::Kind::None: break;
    }
    if (reason == remi::Reason::Ok) return {};
    return ReasonText::refusal(reason, m_controller->turnBlock(), cause);
}

void DragSession::markRefusing(const CardItem *item, DropTarget target, remi::MeldEnd end, QRectF area)
{
    // The engine is asked once per target and end, not at every pointer move.
    if (target != m_refusedTarget || end != m_refusedEnd) {
        m_refusedTarget = target;
        m_refusedEnd = end;
        m_refusedWords = refusalWords(item, target, end);
    }
    markRefused(area.adjusted(-6, -6, 6, 6), m_refusedWords, item);
}

void DragSession::markRefused(QRectF area, const QString &words, const CardItem *dragged)
{
    m_markRefused = true;
    m_dropMark->setPen(QPen(kRefused, 3, Qt::DashLine));
    m_dropMark->setBrush(QColor(kRefused.red(), kRefused.green(), kRefused.blue(), 40));
    m_dropMark->setRect(area);
    m_dropMark->setToolTip(words);
    m_endMark->setVisible(false);
    if (!m_refusedLabel) {
        m_refusedLabel = new QGraphicsSimpleTextItem(m_dropMark);
        m_refusedLabel->setBrush(kRefusedText);
        QFont font;
        font.setPointSizeF(10);
        m_refusedLabel->setFont(font);
    }
    m_refusedLabel->setText(
        WordWrap::lines(words, QFontMetricsF(m_refusedLabel->font()), std::max<qreal>(area.width(), 220)));
    // Where the dragged cards are not (under the meld, the card held by the pointer covered the
    // words): above the mark, else below it, else beside the cards; inside the table.
    const QRectF carried = carriedArea(dragged);
    const QSizeF size = m_refusedLabel->boundingRect().size();
    const QRectF table = m_scene->sceneRect().adjusted(4, 4, -4, -4);
    const QPointF places[] = {{area.left(), area.top() - 4 - size.height()},
                              {area.left(), area.bottom() + 4},
                              {carried.right() + 8, carried.top()},
                              {carried.left() - 8 - size.width(), carried.top()}};
    QPointF at = places[0];
    for (const QPointF &place : places)
        if (const QRectF r(place, size); table.contains(r) && !r.intersects(carried)) {
            at = place;
            break;
        }
    m_refusedLabel->setPos(at);
    m_refusedLabel->setVisible(true);
    m_dropMark->show();
}
