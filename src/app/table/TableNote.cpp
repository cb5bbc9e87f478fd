// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"
// Words where the player acted (issue 18): the note by the drop point after a refusal, and the mark
// of a target that would refuse a dragged card, with the reason beside it and as its tooltip. The
// reason is the engine's (play/MoveFinder tries the action; words/ReasonText words it).

#include "CardItem.h"
#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "ReasonText.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace {
const QColor kRefused(230, 90, 70);
const QColor kNoteBack(40, 30, 24, 230);
const QColor kNoteText(255, 240, 220);

/// `text` broken into lines of at most `width` pixels in `font`, at spaces (TableScene::wrapWords).
QString wrapped(const QString &text, const QFont &font, qreal width)
{
    return TableScene::wrapWords(text, QFontMetricsF(font), width);
}
} // namespace

void TableScene::showNote(const QString &text)
{
    m_noteText = text;
    // Where the player last dropped or clicked a card; used once (a button's note goes above the hand).
    m_notePos = std::exchange(m_lastDrop, QPointF(-1, -1));
    if (!m_noteTimer) {
        m_noteTimer = new QTimer(this);
        m_noteTimer->setSingleShot(true);
        connect(m_noteTimer, &QTimer::timeout, this, [this] {
            m_noteText.clear();
            placeNote();
        });
    }
    if (text.isEmpty()) m_noteTimer->stop();
    else m_noteTimer->start(Animations::kNoteMs);
    placeNote();
}

void TableScene::placeNote()
{
    delete m_noteItem;
    m_noteItem = nullptr;
    if (m_noteText.isEmpty()) return;
    QFont font;
    font.setPointSizeF(11);
    auto *label = new QGraphicsSimpleTextItem(wrapped(m_noteText, font, std::min<qreal>(360, width() * 0.6)));
    label->setFont(font);
    label->setBrush(kNoteText);
    const QRectF text = label->boundingRect();
    m_noteItem = addRect(text.adjusted(-8, -6, 8, 6), QPen(kRefused, 2), QBrush(kNoteBack));
    label->setParentItem(m_noteItem);
    m_noteItem->setZValue(1200);
    m_noteItem->setData(0, QStringLiteral("dropNote"));
    m_noteItem->setToolTip(m_noteText);
    // By the drop point, kept inside the table; without one, above the middle of the hand.
    QPointF at = m_notePos.x() >= 0 ? m_notePos + QPointF(16, -text.height() - 24)
                                    : QPointF((width() - text.width()) / 2, m_statusY - text.height() - 40);
    at.setX(std::clamp(at.x(), 10.0, std::max(10.0, width() - text.width() - 18)));
    at.setY(std::clamp(at.y(), 10.0, std::max(10.0, height() - text.height() - 16)));
    m_noteItem->setPos(at);
}

DropTarget TableScene::refusedTarget() const
{
    return m_dropMark && m_dropMark->isVisible() && m_markRefused ? m_refusedTarget : DropTarget::none();
}

QString TableScene::refusalWords(const CardItem *item, DropTarget target, remi::MeldEnd end) const
{
    remi::Reason reason = remi::Reason::Ok;
    remi::MeldCause cause;
    switch (target.kind) {
    case DropTarget::Kind::Pile: reason = m_finder->tryAction(remi::Action::discard(0, item->cardId()), &cause); break;
    case DropTarget::Kind::Meld:
        if (m_finder->placeOnMeld(item->cardId(), target.meld, end, &reason, &cause)) reason = remi::Reason::Ok;
        break;
    case DropTarget::Kind::NewMeld:
        reason = m_finder->tryAction(m_finder->meldAction(m_hand->draft(), m_hand->selectedIds()), &cause);
        break;
    case DropTarget::Kind::Hand: // a pile card taken into the hand
        if (m_controller->round().rules().discardPickup == remi::DiscardPickup::PickupMeld) {
            const auto pick =
                m_finder->pickupAction(m_depths.value(const_cast<CardItem *>(item), 1), m_hand->selectedIds());
            reason = pick ? m_finder->tryAction(*pick, &cause) : remi::Reason::PickupNotMelded;
        } else {
            reason = m_finder->tryAction(
                remi::Action::draw(0, remi::DrawSource::Discard, m_depths.value(const_cast<CardItem *>(item), 1)),
                &cause);
        }
        break;
    case DropTarget::Kind::None: break;
    }
    if (reason == remi::Reason::Ok) return {};
    return ReasonText::refusal(reason, m_controller->curtainUp(), cause);
}

void TableScene::markRefused(QRectF area, const QString &words, const CardItem *dragged)
{
    m_markRefused = true;
    m_dropMark->setPen(QPen(kRefused, 3, Qt::DashLine));
    m_dropMark->setBrush(QColor(kRefused.red(), kRefused.green(), kRefused.blue(), 40));
    m_dropMark->setRect(area);
    m_dropMark->setToolTip(words);
    m_endMark->setVisible(false);
    if (!m_refusedLabel) {
        m_refusedLabel = new QGraphicsSimpleTextItem(m_dropMark);
        m_refusedLabel->setBrush(kNoteText);
        QFont font;
        font.setPointSizeF(10);
        m_refusedLabel->setFont(font);
    }
    m_refusedLabel->setText(wrapped(words, m_refusedLabel->font(), std::max<qreal>(area.width(), 220)));
    // Where the dragged cards are not (issue 35: under the meld, the card held by the pointer covered
    // it): above the mark, else below it, else beside the cards; inside the table.
    QRectF carried = dragged->sceneBoundingRect();
    for (const CardItem *card : std::as_const(m_carried)) carried |= card->sceneBoundingRect();
    const QSizeF size = m_refusedLabel->boundingRect().size();
    const QRectF table = sceneRect().adjusted(4, 4, -4, -4);
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
