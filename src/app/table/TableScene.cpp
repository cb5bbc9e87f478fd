// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"
#include "MarkWords.h"

#include "CardItem.h"
#include "CardNames.h"
#include "CardRenderer.h"
#include "DragSession.h"
#include "DropNote.h"
#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "SeatPanel.h"
#include "TableLayout.h"
#include "TableWords.h"
#include "TurnStatus.h"
#include "WordWrap.h"
#include "engine/ScoreBreakdown.h"

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
} // namespace

TableScene::TableScene(GameController *controller, HandModel *hand, const MoveFinder *finder,
                       const CardRenderer *renderer, QObject *parent)
    : QGraphicsScene(parent), m_controller(controller), m_hand(hand), m_finder(finder), m_renderer(renderer),
      m_drag(new DragSession(this, m_items, controller, hand, finder, this)), m_note(new DropNote(this, this))
{
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
    // Where every card was: a card that moved glides from there, a new one from the stock.
    QHash<remi::CardId, QPointF> before;
    for (auto it = m_items.roles.cbegin(); it != m_items.roles.cend(); ++it)
        if (it.value() != Role::Stock && it.value() != Role::Draft) before.insert(it.key()->cardId(), it.key()->pos());
    const std::optional<QPointF> stockWas = m_items.stock ? std::optional<QPointF>(m_items.stock->pos()) : std::nullopt;
    const int roundWas = m_shownRound;
    clear(); // every item goes: forget them
    m_items.clear();
    m_drag->forget();
    m_note->forget();
    m_hint.forget();
    m_draftLabel = nullptr;
    m_gameLabel = nullptr;
    m_draftTray = nullptr;
    m_status = nullptr;
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (!m_controller->hasGame()) {
        emit refreshed();
        return;
    }

    m_hand->sync();
    const TableLayout layout = computeLayout();
    m_meldPlaces.placed(layout.meldRows(), layout.meldSlots());
    m_items.card = layout.card();
    layoutHand(layout);
    layoutSeats(layout);
    layoutPiles(layout);
    layoutMelds(layout);
    layoutDraft(layout);
    layoutGameName(layout);
    m_status = addLabel(QString(), layout.status().topLeft(), 12, true);
    m_statusRoom = layout.status().width();
    m_statusY = layout.status().bottom() - QFontMetricsF(m_status->font()).height();
    updateStatus();
    updateSeatPanels();

    m_shownRound = m_controller->match().roundNumber();
    if (animate && m_speed != AnimationSpeed::Instant) glide(before, stockWas, roundWas != m_shownRound);
    m_note->place(m_statusY);
    m_hint.place(layout, m_statusY);
    emit refreshed();
    if (!isAnimating()) emit animationsFinished();
}

bool TableScene::isAnimating() const
{
    if (m_refreshPending) return true;
    for (auto it = m_items.roles.cbegin(); it != m_items.roles.cend(); ++it)
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

TableLayout TableScene::computeLayout()
{
    const remi::Round &round = m_controller->round();
    TableLayout::Input in;
    in.view = m_size;
    in.cardAspect = CardRenderer::aspect();
    QFont label;
    label.setPointSizeF(10);
    label.setBold(true);
    in.lineHeight = std::ceil(QFontMetricsF(label).height());
    in.seats = round.players();
    in.bottomSeat = std::max(0, m_controller->humanSeat());
    in.hand = m_controller->humanSeat() >= 0;
    in.handCards = static_cast<int>(m_hand->cards().size());
    for (int s = 0; s < round.players(); ++s) in.seatCards.push_back(static_cast<int>(round.hand(s).size()));
    in.cutCard = round.cutCard().has_value();
    const int pile = static_cast<int>(round.pile().size());
    in.pileShown = std::min(pile, std::max(round.shownDepth(), pile > 0 ? 1 : 0));
    in.pileTakeable = round.takeableDepth();
    in.pileFans = round.rules().wholePileShown();
    // Each meld where it lay (MeldPlaces: a meld keeps its row and place while it exists); a new
    // round starts afresh.
    if (round.table().empty() || m_shownRound != m_controller->match().roundNumber()) m_meldPlaces.clear();
    std::vector<std::vector<remi::CardId>> table;
    std::vector<int> owners;
    for (const remi::Meld &meld : round.table()) {
        table.emplace_back();
        for (const remi::Card &card : meld.cards) table.back().push_back(card.id);
        owners.push_back(meld.owner);
    }
    in.melds = m_meldPlaces.shapes(table, owners, round.state().turnIndex);
    for (const auto &combination : m_hand->draft()) in.draft.push_back(static_cast<int>(combination.size()));
    in.handsShown = m_handsShown;
    measureLabels(in); // their room, at their widest for the round: the piles do not move as labels change
    if (!in.draft.empty()) in.draftText = std::ceil(QFontMetricsF(label).horizontalAdvance(draftText()));
    return TableLayout(in);
}

void TableScene::glide(const QHash<remi::CardId, QPointF> &before, std::optional<QPointF> stockWas, bool deal)
{
    const std::optional<QPointF> stock = m_items.stock ? std::optional<QPointF>(m_items.stock->home()) : stockWas;
    const int ms = Animations::moveMs(m_speed);
    int dealt = 0;
    // The deal goes round the table one card at a time: hands in seat order, a card each.
    QList<CardItem *> items = m_items.opponents + m_items.hand;
    for (auto it = m_items.roles.cbegin(); it != m_items.roles.cend(); ++it)
        if (it.value() != Role::Stock && it.value() != Role::Hand && it.value() != Role::Opponent) items << it.key();
    for (CardItem *item : items) {
        if (deal) {
            if (stock && m_items.roles.value(item) != Role::Cut)
                item->glideFrom(*stock, ms, Animations::dealStaggerMs(m_speed) * dealt++);
            continue;
        }
        const auto was = before.constFind(item->cardId());
        if (was != before.constEnd()) item->glideFrom(*was, ms);
        else if (stock) item->glideFrom(*stock, ms);
    }
}

void TableScene::updateStatus()
{
    if (!m_status) return;
    // Longer languages: a smaller font (12 pt down to 8 pt) rather than a line cut off at the edge.
    m_status->setText(statusText());
    const qreal room = m_statusRoom;
    QFont font = m_status->font();
    for (qreal pt = 12; pt >= 8; pt -= 0.5) {
        font.setPointSizeF(pt);
        m_status->setFont(font);
        if (m_status->boundingRect().width() <= room) break;
    }
    // Still too long at the smallest size (a narrow window, a long language): wrapped at word
    // boundaries, each line within the room, so that it never runs under the seat panel beside it.
    if (m_status->boundingRect().width() > room)
        m_status->setText(wrapWords(m_status->text(), QFontMetricsF(font), room));
    // A second line (the borrowed-card warning) grows upwards, clear of the hand.
    const qreal extra = m_status->boundingRect().height() - QFontMetricsF(m_status->font()).height();
    m_status->setY(m_statusY - std::max<qreal>(0, extra));
}

CardItem *TableScene::addCard(const remi::Card &card, bool faceUp, Role role, QSizeF size, QPointF pos, qreal z)
{
    auto *item = new CardItem(card, faceUp, m_renderer);
    item->setCardSize(size);
    item->setHome(pos);
    item->setZValue(z);
    addItem(item);
    m_items.roles.insert(item, role);
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

QGraphicsSimpleTextItem *TableScene::addFittedLabel(const QString &text, const QRectF &box, qreal pointSize, bool bold)
{
    auto *label = addLabel(text, box.topLeft(), pointSize, bold);
    QFont font = label->font();
    // A box of two lines or more (TableLayout gives one where a line is too narrow) wraps the text first.
    const int lines = std::max(1, static_cast<int>((box.height() + 0.5) / std::ceil(QFontMetricsF(font).height())));
    for (qreal pt = pointSize;; pt -= 0.5) {
        font.setPointSizeF(pt);
        label->setFont(font);
        const QString wrapped = lines > 1 ? wrapWords(text, QFontMetricsF(font), box.width()) : text;
        label->setText(wrapped);
        if ((wrapped.count(QLatin1Char('\n')) < lines && label->boundingRect().width() <= box.width()) || pt <= 7)
            break;
    }
    if (label->boundingRect().width() > box.width() || label->text().count(QLatin1Char('\n')) >= lines) {
        // Still too long at the smallest size: cut, with the whole text in the tooltip.
        label->setText(QFontMetricsF(font).elidedText(text, Qt::ElideRight, box.width()));
        label->setToolTip(text);
    }
    return label;
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
    // The red frame's meaning in the card's tooltip (MarkWords).
    const QString name = CardNames::card(item->card());
    item->setToolTip(item->isBorrowed()
                         ? name + QLatin1Char('\n') +
                               MarkWords::text(MarkWords::Mark::Borrowed, m_controller->round().rules().borrowPenalty)
                         : name);
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
    const remi::Round &round = m_controller->round();
    for (auto it = m_items.seatPanels.cbegin(); it != m_items.seatPanels.cend(); ++it) {
        const bool current = it.key() == round.currentSeat() && !round.isOver();
        it.value()->setCurrent(current);
        it.value()->setThinking(current && m_controller->isThinking());
        // Online (issue 39, docs/PROTOCOL.md "Coming back"): a player who is away.
        QString away;
        switch (m_controller->seatPresence(m_controller->match().matchSeat(it.key()))) {
        case GameController::Presence::Here: break;
        case GameController::Presence::Reconnecting: away = tr("reconnecting…"); break;
        case GameController::Presence::PlayedByComputer: away = tr("played by the computer"); break;
        }
        it.value()->setPresenceMark(away);
    }
    // Scores: the match totals, and the round's live points where the engine says the variant scores
    // during the round (RULES.md 4.5, 4.8); a settled round's points are in the total already.
    const remi::Match &match = m_controller->match();
    const bool live = remi::scoresDuringRound(round.rules()) && !round.isOver();
    for (int seat = 0; seat < round.players(); ++seat)
        setSeatScore(seat, match.totals()[static_cast<std::size_t>(match.matchSeat(seat))],
                     live ? std::optional<int>(round.roundScore(seat)) : std::nullopt);
}

QString TableScene::draftText() const
{
    if (!m_controller->hasGame() || m_hand->draft().empty()) return QString();
    // The points the engine counts for the opening (play/MoveFinder, RULES.md 3.6, 4.6).
    const remi::OpeningCount count = m_finder->openingCount(m_hand->draft(), {});
    // The points first: a label cut at its end still shows them.
    //: %1 the draft's points, %n its melds: "Draft: 49 points (2 melds)".
    return tr("Draft: %1 points (%n meld(s))", nullptr, static_cast<int>(m_hand->draft().size())).arg(count.points);
}

QString TableScene::draftLabelText() const
{
    return m_draftLabel ? m_draftLabel->text() : QString();
}

QRectF TableScene::statusRect() const
{
    return m_status ? m_status->sceneBoundingRect() : QRectF();
}

QString TableScene::statusText() const
{
    return TurnStatus::text(*m_controller, *m_hand, *m_finder);
}
