// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableScene.h"
#include "MarkWords.h"

#include "CardItem.h"
#include "CardNames.h"
#include "CardRenderer.h"
#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "SeatPanel.h"
#include "TableLayout.h"
#include "TableWords.h"
#include "TurnStatus.h"
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
    : QGraphicsScene(parent), m_controller(controller), m_hand(hand), m_finder(finder), m_renderer(renderer)
{
    setBackgroundBrush(kFelt);
    setTableTheme(QStringLiteral("green"));
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(controller, &GameController::clockTicked, this, &TableScene::updateStatus);
    // The turn's glow and "thinking…" at once (a computer's choice may take less than a redraw).
    connect(controller, &GameController::stateChanged, this, &TableScene::updateSeatPanels);
    connect(hand, &HandModel::selectionChanged, this, &TableScene::placeHand);
    connect(hand, &HandModel::orderChanged, this, &TableScene::refresh);
    // A hint holds for the position it was given in (issue 19).
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
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (it.value() != Role::Stock && it.value() != Role::Draft) before.insert(it.key()->cardId(), it.key()->pos());
    const std::optional<QPointF> stockWas = m_stockItem ? std::optional<QPointF>(m_stockItem->pos()) : std::nullopt;
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
    m_seatPanels.clear();
    m_jokerBadges.clear();
    m_badgeItems.clear();
    m_draftItems.clear();
    m_draftLabel = nullptr;
    m_gameLabel = nullptr;
    m_cutItem = nullptr;
    m_stockItem = nullptr;
    m_dropMark = nullptr; // deleted by clear()
    m_endMark = nullptr;
    m_refusedLabel = nullptr;
    m_noteItem = nullptr;
    m_hintItems.clear();
    m_hintRect = QRectF();
    m_hintRoom = QRectF();
    m_hintWords = nullptr;
    m_draftTray = nullptr;
    m_carried.clear();
    m_carriedZ.clear();
    m_status = nullptr;
    setSceneRect(QRectF(QPointF(0, 0), m_size));
    if (!m_controller->hasGame()) {
        emit refreshed();
        return;
    }

    m_hand->sync();
    const TableLayout layout = computeLayout();
    m_meldPlaces.placed(layout.meldRows(), layout.meldSlots());
    m_card = layout.card();
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
    placeNote();
    placeHint(layout);
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
    // Each meld where it lay (issue 35); a new round starts afresh.
    if (round.table().empty() || m_shownRound != m_controller->match().roundNumber()) m_meldPlaces.clear();
    std::vector<std::vector<remi::CardId>> table;
    std::vector<int> owners;
    for (const remi::Meld &meld : round.table()) {
        table.emplace_back();
        for (const remi::Card &card : meld.cards) table.back().push_back(card.id);
        owners.push_back(meld.owner);
    }
    in.melds = m_meldPlaces.shapes(table, owners);
    for (const auto &combination : m_hand->draft()) in.draft.push_back(static_cast<int>(combination.size()));
    in.handsShown = m_handsShown;
    measureLabels(in); // their room, at their widest for the round (issues 17 and 35)
    if (!in.draft.empty()) in.draftText = std::ceil(QFontMetricsF(label).horizontalAdvance(draftText()));
    return TableLayout(in);
}

void TableScene::glide(const QHash<remi::CardId, QPointF> &before, std::optional<QPointF> stockWas, bool deal)
{
    const std::optional<QPointF> stock = m_stockItem ? std::optional<QPointF>(m_stockItem->home()) : stockWas;
    const int ms = Animations::moveMs(m_speed);
    int dealt = 0;
    // The deal goes round the table one card at a time: hands in seat order, a card each.
    QList<CardItem *> items = m_opponentItems + m_handItems;
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (it.value() != Role::Stock && it.value() != Role::Hand && it.value() != Role::Opponent) items << it.key();
    for (CardItem *item : items) {
        if (deal) {
            if (stock && m_roles.value(item) != Role::Cut)
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
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

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
        const qreal baseY = layout.handBaseY() + t * t * m_card.height() * 0.04;
        CardItem *item = addCard(cards[static_cast<std::size_t>(i)], faceUp, Role::Hand, m_card,
                                 QPointF(layout.handX(i), baseY), 100 + i);
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
    // A draft combination added or put back: the tray appears, grows or goes (a new layout, from the
    // event loop: this may run inside a card's click).
    if (m_controller->hasGame() && m_hand->draft().size() != m_draftShown) scheduleRefresh();
    for (CardItem *item : std::as_const(m_handItems)) placeHandCard(item);
    updateStatus();
}

void TableScene::placeHandCard(CardItem *item)
{
    const remi::CardId id = item->cardId();
    item->setChosen(m_hand->isSelected(id));
    item->setDrafted(m_hand->isDrafted(id));
    item->setBorrowed(m_hand->isBorrowed(id));
    // The red frame's meaning in the card's tooltip (issue 35, MarkWords).
    const QString name = CardNames::card(item->card());
    item->setToolTip(item->isBorrowed()
                         ? name + QLatin1Char('\n') +
                               MarkWords::text(MarkWords::Mark::Borrowed, m_controller->round().rules().borrowPenalty)
                         : name);
    const qreal y = item->restY() - (item->isChosen() ? m_card.height() * TableLayout::kLift : 0);
    item->setHome(QPointF(item->home().x(), y));
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
        m_seatPanels.insert(seat, panel);
        return panel;
    };
    for (const TableLayout::SeatPlace &place : layout.seats()) {
        panelFor(place.seat, place.panel, place.lines);
        // At the round end (issue 16) the whole hand lies face up, spread over the fan so that each
        // card's index shows; during play the layout's backs.
        const int count = static_cast<int>(round.hand(place.seat).size());
        const int shown = m_handsShown ? count : place.shown;
        const qreal step =
            !m_handsShown || shown <= 1
                ? place.step
                : std::min(place.card.width() * 0.45, (place.fan.width() - place.card.width()) / (shown - 1));
        for (int i = 0; i < shown; ++i) {
            const remi::Card &card = round.hand(place.seat)[static_cast<std::size_t>(i)];
            m_opponentItems.append(addCard(card, m_handsShown, Role::Opponent, place.card,
                                           place.fan.topLeft() + QPointF(i * step, 0), 10 + i));
        }
        m_seatRects.insert(place.seat, place.panel);
    }
    // The bottom seat's panel beside the status line (its cards are the hand).
    panelFor(std::max(0, m_controller->humanSeat()), layout.ownPanel(), 2);
}

void TableScene::setSeatScore(int seat, int matchTotal, std::optional<int> liveRoundPoints)
{
    if (SeatPanel *panel = m_seatPanels.value(seat)) panel->setScore(matchTotal, liveRoundPoints);
}

void TableScene::updateSeatPanels()
{
    if (!m_controller->hasGame()) return;
    const remi::Round &round = m_controller->round();
    for (auto it = m_seatPanels.cbegin(); it != m_seatPanels.cend(); ++it) {
        const bool current = it.key() == round.currentSeat() && !round.isOver();
        it.value()->setCurrent(current);
        it.value()->setThinking(current && m_controller->isThinking());
    }
    // Scores: the match totals, and the round's live points where the engine says the variant scores
    // during the round (RULES.md 4.5, 4.8); a settled round's points are in the total already.
    const remi::Match &match = m_controller->match();
    const bool live = remi::scoresDuringRound(round.rules()) && !round.isOver();
    for (int seat = 0; seat < round.players(); ++seat)
        setSeatScore(seat, match.totals()[static_cast<std::size_t>(match.matchSeat(seat))],
                     live ? std::optional<int>(round.roundScore(seat)) : std::nullopt);
}

void TableScene::layoutPiles(const TableLayout &layout)
{
    const remi::Round &round = m_controller->round();
    const QRectF stockRect = layout.stock();
    if (const auto cut = round.cutCard()) {
        // The remi51 cut card lies face up beside the stock, whole, labelled (RULES.md 3.2, 3.7).
        m_cutItem = addCard(*cut, true, Role::Cut, m_card, layout.cut().topLeft(), 1);
        m_cutItem->setToolTip(cutToolTip());
        addFittedLabel(cutText(), layout.cutLabel(), 10, false);
    }
    const int stock = round.stockSize();
    for (int i = 0; i < std::min(stock, 3); ++i) {
        remi::Card back;
        back.id = static_cast<remi::CardId>(60000 + i);
        back.rank = 1;
        m_stockItem = addCard(back, false, Role::Stock, m_card, stockRect.topLeft() - QPointF(i * 2, i * 2), 2 + i);
        m_stockItem->setToolTip(stockToolTip());
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
    m_pileRect = layout.pile();
    for (int d = visible; d >= 1; --d) {
        const remi::PileCard &pc = pile[pile.size() - static_cast<std::size_t>(d)];
        // Newer cards lie over older ones: the top card (d = 1) is drawn last and highest.
        CardItem *item = addCard(pc.card, !pc.buried, Role::Pile, m_card, QPointF(layout.pileX(d), m_pileRect.top()),
                                 40 + visible - d);
        item->setTakeable(takeable > 1 && d <= takeable && !pc.buried);
        if (!pc.buried) item->setToolTip(pileToolTip(d));
        m_depths.insert(item, d);
        item->setDraggable(!pc.buried); // dragged into the hand, it is taken (TableSceneInput.cpp)
        m_pileItems.append(item);
    }
    if (pile.empty()) {
        auto *outline = addRect(m_pileRect, QPen(QColor(255, 255, 255, 90), 2, Qt::DashLine));
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
    m_meldRects = QList<QRectF>(static_cast<qsizetype>(table.size()));
    m_meldItems = QList<QList<CardItem *>>(static_cast<qsizetype>(table.size()));
    for (const TableLayout::OwnerLabel &owner : layout.owners()) {
        // A soft band behind each owner's melds, the name over them.
        auto *band = addRect(owner.group.adjusted(-2, -2, 2, 3), Qt::NoPen, QColor(0, 0, 0, 40));
        band->setZValue(0.5);
        addFittedLabel(m_controller->seatName(owner.owner), owner.label, 9, true);
    }
    const QSizeF size = layout.meldCard();
    QFont badgeFont;
    badgeFont.setPixelSize(std::max(10, static_cast<int>(size.height() * 0.2)));
    badgeFont.setBold(true);
    for (int m = 0; m < static_cast<int>(table.size()) && m < static_cast<int>(layout.melds().size()); ++m) {
        const remi::Meld &meld = table[static_cast<std::size_t>(m)];
        const QRectF rect = layout.melds()[static_cast<std::size_t>(m)];
        m_meldRects[m] = rect;
        // This meld's step: a row of melds grown past its edge holds its cards closer (TableLayout).
        const qreal step = meld.size() > 1 ? (rect.width() - size.width()) / (meld.size() - 1) : layout.meldStep();
        for (int i = 0; i < meld.size(); ++i) {
            const remi::Card &card = meld.cards[static_cast<std::size_t>(i)];
            const QPointF at(rect.left() + i * step, rect.top());
            m_meldItems[m].append(addCard(card, true, Role::Table, size, at, 20 + i));
            if (!card.isJoker()) continue;
            // The joker's badge: the card it stands for, from the engine (Meld::faceAt), in the card's
            // bottom-left corner, inside the card: hanging below it, it covered the owner's name of the
            // meld row underneath.
            const QString text = CardNames::shortFace(meld.faceAt(i));
            m_jokerBadges.insert(card.id, text);
            // It must also stay within the strip of the joker that the next card leaves uncovered,
            // or it hides that card's corner (small cards, 800x600).
            const qreal room = (i + 1 < meld.size() ? step : size.width()) - 4; // the next card's shadow too
            const BadgeText fitted = fitBadgeText(text, CardNames::shortFaceStacked(meld.faceAt(i)), badgeFont, room);
            const QString &shown = fitted.text;
            const QFont &font = fitted.font;
            const qreal w = fitted.width;
            const qreal h = QFontMetricsF(font).height() * (shown.count(QLatin1Char('\n')) + 1) + 2;
            auto *badge = addRect(QRectF(0, 0, w, h), QPen(QColor(120, 90, 0), 1), QColor(255, 236, 170));
            badge->setPos(at + QPointF(1, size.height() - h - 3));
            badge->setZValue(450);
            badge->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
            badge->setToolTip(tr("Joker as %1").arg(text));
            m_badgeItems.insert(m_meldItems[m].last(), badge);
            auto *label = new QGraphicsSimpleTextItem(shown, badge);
            label->setFont(font);
            const bool red = meld.faceAt(i).suit == remi::Suit::Hearts || meld.faceAt(i).suit == remi::Suit::Diamonds;
            label->setBrush(red ? QColor(190, 20, 30) : QColor(20, 20, 20));
            label->setPos((w - label->boundingRect().width()) / 2, (h - label->boundingRect().height()) / 2);
        }
    }
    applyFan(false); // a meld under the pointer or the keyboard focus stays fanned out
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
            m_draftItems.append(item);
        }
    }
}

QString TableScene::draftText() const
{
    if (!m_controller->hasGame() || m_hand->draft().empty()) return QString();
    // The points the engine counts for the opening (play/MoveFinder, RULES.md 3.6, 4.6).
    const remi::OpeningCount count = m_finder->openingCount(m_hand->draft(), {});
    // The points first: a label cut at its end still shows them.
    //: %1 the draft's points, %n its melds: "Draft: 49 points (2 melds)".
    return tr("Draft: %1 points (%n meld(s))", nullptr, static_cast<int>(m_hand->draft().size()))
        .arg(count.points);
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
