// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"

#include "CardItem.h"
#include "FeltLabel.h"
#include "GameController.h"
#include "HandModel.h"
#include "SeatPanel.h"
#include "TurnStatus.h"
#include "WordWrap.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <utility>

namespace {
const QColor kFelt(18, 92, 52);
} // namespace

TableScene::TableScene(GameController *controller, HandModel *hand, const MoveFinder *finder,
                       const CardRenderer *renderer, QObject *parent)
    : QGraphicsScene(parent), m_controller(controller), m_hand(hand), m_finder(finder), m_renderer(renderer),
      m_drag(new DragSession(this, m_items, controller, hand, finder, this)), m_note(new DropNote(this, this)),
      m_input(new CardInput(m_items, hand, m_drag, m_note, this))
{
    installEventFilter(m_input); // presses: the double-click of the card clicked first
    connect(m_input, &CardInput::stockClicked, this, &TableScene::stockClicked);
    connect(m_input, &CardInput::cutCardClicked, this, &TableScene::cutCardClicked);
    connect(m_input, &CardInput::pileClicked, this, &TableScene::pileClicked);
    connect(m_input, &CardInput::discardRequested, this, &TableScene::discardRequested);
    connect(m_input, &CardInput::handCardTouched, this, &TableScene::handCardTouched);
    connect(m_drag, &DragSession::discardRequested, this, &TableScene::discardRequested);
    connect(m_drag, &DragSession::discardSelectionRequested, this, &TableScene::discardSelectionRequested);
    connect(m_drag, &DragSession::layOffRequested, this, &TableScene::layOffRequested);
    connect(m_drag, &DragSession::meldRequested, this, &TableScene::meldRequested);
    connect(m_drag, &DragSession::handMoveRequested, this, &TableScene::handMoveRequested);
    connect(m_drag, &DragSession::pileTaken, this, &TableScene::pileClicked);
    connect(m_drag, &DragSession::redrawWanted, this, &TableScene::scheduleRefresh);
    setBackgroundBrush(kFelt);
    setTableTheme(QStringLiteral("green"));
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(controller, &GameController::clockTicked, this, &TableScene::updateStatus);
    // The turn's glow and "thinking…" at once (a computer's choice may take less than a redraw).
    connect(controller, &GameController::stateChanged, this, &TableScene::updateSeatPanels);
    connect(hand, &HandModel::selectionChanged, this, &TableScene::placeHand);
    connect(hand, &HandModel::orderChanged, this, &TableScene::refresh);
    // A hint holds for the position it was given in: any change of the game's state takes it away.
    connect(controller, &GameController::stateChanged, this, &TableScene::clearHint);
}

void TableScene::relayout(QSizeF size)
{
    // At the view's own width down to its smallest (320 beside the round-end panel, TableView): a
    // wider table would put East's and the own seat panel out of sight under the panel.
    m_size = size.expandedTo(QSizeF(320, 360));
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
    const CardGlide glide(m_items); // where every card was
    const int roundWas = m_shownRound;
    clear(); // every item goes: forget them
    m_items.clear();
    m_drag->forget();
    m_note->forget();
    m_hint.forget();
    m_draftLabel = nullptr;
    m_gameLabel = nullptr;
    m_draftTray = nullptr;
    m_status.forget();
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (!m_controller->hasGame()) {
        emit refreshed();
        return;
    }

    m_hand->sync();
    const TableLayout layout = m_layout.lay(m_size, m_handsShown);
    m_items.card = layout.card();
    layoutHand(layout);
    layoutSeats(layout);
    layoutPiles(layout);
    layoutMelds(layout);
    layoutDraft(layout);
    layoutGameName(layout);
    m_status.place(this, layout.status());
    updateStatus();
    updateSeatPanels();

    m_shownRound = m_controller->match().roundNumber();
    if (animate && m_speed != AnimationSpeed::Instant) glide.glide(m_items, m_speed, roundWas != m_shownRound);
    m_note->place(m_status.top());
    m_hint.place(layout, m_status.top());
    emit refreshed();
    if (!isAnimating()) emit animationsFinished();
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

void TableScene::updateStatus()
{
    if (m_status.isPlaced()) m_status.show(statusText());
}

CardItem *TableScene::addCard(const remi::Card &card, bool faceUp, Role role, QSizeF size, QPointF pos, qreal z)
{
    auto *item = new CardItem(card, faceUp, m_renderer);
    item->setCardSize(size);
    item->setHome(pos);
    item->setZValue(z);
    addItem(item);
    m_items.roles.insert(item, role);
    m_input->listen(item); // clicks and drags
    connect(item, &CardItem::landed, this, &TableScene::onLanded);
    if (m_handsShown && faceUp) item->setCostly(m_costly.contains(card.id));
    return item;
}

QGraphicsSimpleTextItem *TableScene::addFittedLabel(const QString &text, const QRectF &box, qreal pointSize, bool bold)
{
    return FeltLabel::addFitted(this, text, box, pointSize, bold);
}

QString TableScene::wrapWords(const QString &text, const QFontMetricsF &metrics, qreal width)
{
    return WordWrap::lines(text, metrics, width);
}

void TableScene::placeHand()
{
    // A draft combination added or put back: the tray appears, grows or goes (a new layout, from the
    // event loop: this may run inside a card's click).
    if (m_controller->hasGame() && m_hand->draft().size() != m_draftShown) scheduleRefresh();
    for (CardItem *item : std::as_const(m_items.hand)) placeHandCard(item);
    updateStatus();
}

void TableScene::placeHandCard(CardItem *item)
{
    const remi::CardId id = item->cardId();
    item->setChosen(m_hand->isSelected(id));
    item->setDrafted(m_hand->isDrafted(id));
    item->setBorrowed(m_hand->isBorrowed(id));
    item->setToolTip(m_tips.handCardToolTip(item->card(), item->isBorrowed()));
    const qreal y = item->restY() - (item->isChosen() ? m_items.card.height() * TableLayout::kLift : 0);
    item->setHome(QPointF(item->home().x(), y));
}

void TableScene::setSeatScore(int seat, int matchTotal, std::optional<int> liveRoundPoints)
{
    if (SeatPanel *panel = m_items.seatPanels.value(seat)) panel->setScore(matchTotal, liveRoundPoints);
}

void TableScene::updateSeatPanels()
{
    if (!m_controller->hasGame()) return;
    for (auto it = m_items.seatPanels.cbegin(); it != m_items.seatPanels.cend(); ++it)
        it.value()->follow(*m_controller, it.key());
}

QString TableScene::draftLabelText() const
{
    return m_draftLabel ? m_draftLabel->text() : QString();
}

QString TableScene::statusText() const
{
    return TurnStatus::text(*m_controller, *m_hand, *m_finder);
}

void TableScene::setShortcuts(const QHash<QString, QKeySequence> &keys)
{
    m_tips.setShortcuts(keys);
    if (m_controller->hasGame()) scheduleRefresh();
}

QRectF TableScene::gameLabelRect() const
{
    return m_gameLabel ? m_gameLabel->sceneBoundingRect() : QRectF();
}

void TableScene::layoutGameName(const TableLayout &layout)
{
    if (layout.gameLabel().isEmpty()) return;
    // Two lines where one does not fit (side seats beside the piles): the name, then the round.
    QString text = gameText();
    if (layout.gameLabelLines() == 2) text.replace(QStringLiteral(" · "), QStringLiteral("\n"));
    m_gameLabel = FeltLabel::add(this, text, layout.gameLabel().topLeft(), 10, false);
    // Quiet: the felt's label colour, half seen; nothing to press.
    QColor quiet = m_gameLabel->brush().color();
    quiet.setAlphaF(0.6);
    m_gameLabel->setBrush(quiet);
    m_gameLabel->setZValue(1);
    m_gameLabel->setData(0, QStringLiteral("gameName"));
}

void TableScene::setTableTheme(const QString &key)
{
    if (!m_backdrop.setTheme(key)) return;
    setBackgroundBrush(m_backdrop.felt());
    update();
}

void TableScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    m_backdrop.paint(painter, rect, sceneRect(), backgroundBrush());
}

void TableScene::setFocusMeld(int meld)
{
    if (m_fan.setFocus(meld)) applyFan(m_speed != AnimationSpeed::Instant);
}

void TableScene::applyFan(bool animate)
{
    m_fan.apply(sceneRect().width(), animate ? std::optional<int>(Animations::fanMs(m_speed)) : std::nullopt);
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    if (event->buttons() == Qt::NoButton && m_fan.pointAt(event->scenePos()))
        applyFan(m_speed != AnimationSpeed::Instant);
}
