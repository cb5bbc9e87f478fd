// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The card table as pictures: the human's hand (as play/HandModel holds it), the other seats, the
// stock, the discard pile, the table melds and the status line (play/TurnStatus), laid out for the
// current view size. The card items are passive: their clicks come here and their drags go to a
// DragSession, which maps positions to targets (which targets would take a card is asked of
// play/MoveFinder) and emits requests; the window runs them as player commands
// (play/PlayerCommands). What one drawing put where is a TableItems; the refusal note is a DropNote,
// the hint a HintOverlay.

#include "Animations.h"
#include "DropTarget.h"
#include "HintMove.h"
#include "HintOverlay.h"
#include "MeldPlaces.h"
#include "TableItems.h"
#include "TableLayout.h"
#include "engine/Action.h"
#include "engine/Card.h"

#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QPixmap>
#include <QPointer>
#include <optional>
#include <vector>

namespace remi {
struct Meld;
}

class CardItem;
class CardRenderer;
class DragSession;
class DropNote;
class GameController;
class HandModel;
class MoveFinder;
class QFontMetricsF;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QTimer;
class SeatPanel;

class TableScene : public QGraphicsScene {
    Q_OBJECT
  public:
    /// Draws `controller`'s round with `hand`'s order, selection and draft; `finder` says which
    /// targets a dragged card may go to.
    TableScene(GameController *controller, HandModel *hand, const MoveFinder *finder, const CardRenderer *renderer,
               QObject *parent = nullptr);

    /// Draws the cards with `renderer` from now on (call refresh() next).
    void setRenderer(const CardRenderer *renderer) { m_renderer = renderer; }
    /// Lays everything out again for `size` (view pixels) from the controller's state.
    void relayout(QSizeF size);
    /// Same size, fresh state (after an action, or to snap a refused drag back). Cards that moved
    /// glide to their new places at the animation speed; a new round is dealt from the stock.
    void refresh();
    /// Speed of the card animations (Animations.h); Instant places every card at once.
    void setAnimationSpeed(AnimationSpeed speed) { m_speed = speed; }
    AnimationSpeed animationSpeed() const { return m_speed; }
    /// refresh() from the event loop: safe while a card item is still handling a mouse event.
    void scheduleRefresh();

    /// The table theme (TableTheme.h, AppSettings::tableTheme key): its texture under a soft
    /// vignette is the table's background (TableLook.cpp).
    void setTableTheme(const QString &key);
    QString tableTheme() const { return m_themeKey; }
    /// The background as drawn now (made for the scene's size, kept until the size or theme changes).
    QPixmap backdrop() const { return m_backdrop; }
    /// An overlapped table meld fans out, its cards spread so that each shows (up to
    /// kFanShare of a card's width apart, inside the table), under the pointer or the keyboard focus
    /// (the pointer wins); the others lie as the layout put them. -1: none.
    void setFocusMeld(int meld);
    int fannedMeld() const;
    static constexpr qreal kFanShare = 0.62;

    /// The status line shown: whose turn it is and what to do next (TurnStatus::text).
    QString statusText() const;
    /// Where the status line is drawn (scene coordinates): within the layout's status room, wrapped
    /// when even the smallest font is too wide; empty before the first deal.
    QRectF statusRect() const;

    /// Round end (RULES.md 2.8, 3.8, 4.8, 5.8): every hand face up at its seat, the cards in
    /// `costly` (engine::SeatBreakdown::costly) tinted; off again for a new round. Redraws at
    /// once, without gliding.
    void showHands(bool shown, const QList<remi::CardId> &costly = {});
    bool handsShown() const { return m_handsShown; }
    /// A refresh is pending or a card is still gliding to its place.
    bool isAnimating() const;

    // Items, for tests and accessibility.
    QList<CardItem *> handItems() const { return m_items.hand; }
    QList<CardItem *> opponentItems() const { return m_items.opponents; }
    CardItem *stockItem() const { return m_items.stock; }
    /// While dragging: the outlined drop target (the pile, a meld, empty table space for the
    /// selection as a new meld, or a new place in the hand), else DropTarget::none().
    DropTarget markedTarget() const;
    /// While dragging over a meld: the end the card would be laid off at (marked by a bar on that
    /// side of the outline), else MeldEnd::Auto.
    remi::MeldEnd markedEnd() const;
    /// While dragging: the hand cards carried along with the dragged one (the rest of the selection).
    QList<CardItem *> carriedItems() const;
    QList<CardItem *> pileItems() const { return m_items.pile; }
    /// The card items of each table meld, by meld index (empty when a meld did not fit).
    QList<QList<CardItem *>> meldItems() const { return m_items.melds; }
    /// Where each other seat's panel (name, counts, score, card backs) is drawn, by round seat.
    QHash<int, QRectF> seatRects() const { return m_items.seatRects; }
    /// Every seat's panel, by round seat (the bottom seat's beside the status line).
    QHash<int, SeatPanel *> seatPanels() const { return m_items.seatPanels; }
    /// Shows `seat`'s (round seat) match total and, where the variant scores during the round
    /// (RULES.md 4.5, 4.8), its points this round. Every redraw fills it from the controller; a
    /// round-end screen may set it too.
    void setSeatScore(int seat, int matchTotal, std::optional<int> liveRoundPoints);
    /// The badge on each table joker naming the card it stands for ("7♠"), by the joker's card id.
    QHash<remi::CardId, QString> jokerBadges() const { return m_items.jokerBadges; }
    /// The remi51 cut card, face up beside the stock (nullptr without one).
    CardItem *cutItem() const { return m_items.cut; }
    /// The draft tray's copies of the draft cards, and its label with the draft's points.
    QList<CardItem *> draftItems() const { return m_items.draft; }
    QString draftText() const;
    /// The draft tray label's text as shown (wrapped, or cut with the whole text in its tooltip).
    QString draftLabelText() const;
    /// The labels under the cut card, the stock and the discard pile.
    static QString cutText() { return tr("Cut card"); }
    QString stockText() const;
    QString pileText() const;
    /// The game's name and round on the felt: "Remi 51 · Round 2" (issue 35).
    QString gameText() const;
    /// Where it is drawn (empty where the felt has no room for it: TableLayout::gameLabel).
    QRectF gameLabelRect() const;
    /// `text` broken at spaces into lines no wider than `width` (a single long word stays whole;
    /// WordWrap::lines).
    static QString wrapWords(const QString &text, const QFontMetricsF &metrics, qreal width);
    /// The discard pile's area (also when empty).
    QRectF pileRect() const { return m_items.pileRect; }

    /// A short note by the point where the player last dropped a card (a refusal's words where the
    /// player acted, DropNote). It stays Animations::kNoteMs, through refreshes.
    void showNote(const QString &text);
    /// The note shown now, else empty.
    QString noteText() const;
    /// While dragging over a target that would refuse the card (marked as refusing, not outlined as
    /// legal): that target, else DropTarget::none(); refusedWords() says why (also the mark's tooltip).
    DropTarget refusedTarget() const;
    QString refusedWords() const;

    /// Shows a hint's move on the table until the round changes (HintOverlay): the hand cards it
    /// concerns ringed in gold, its target (stock, cut card, pile, meld and its end, the table
    /// space for new melds) outlined with the reason as its tooltip.
    void showHint(const HintMove &hint);
    void clearHint() { m_hint.clear(); }
    const std::optional<HintMove> &shownHint() const { return m_hint.shown(); }
    /// The outlined target of the hint shown (scene coordinates), else empty.
    QRectF hintTargetRect() const { return m_hint.targetRect(); }
    /// The hand cards ringed by the hint shown.
    QList<CardItem *> hintedItems() const { return m_hint.ringed(); }
    /// The reason written on the table beside the hint's target (HintMove::why), else empty.
    QString hintWords() const { return m_hint.words(); }

    /// The keys of the window's actions by action name ("drawAction" → D), for the tooltips, so
    /// that they name the real shortcuts (TableTips.cpp).
    void setShortcuts(const QHash<QString, QKeySequence> &keys);
    /// The key of action `name` as the menu shows it ("D"), else empty.
    QString keyName(const QString &name) const;
    /// Tooltips: the stock, the cut card, the discard pile's top card, the draft tray.
    QString stockToolTip() const;
    QString cutToolTip() const;
    QString pileToolTip(int depth) const;
    QString draftToolTip() const;
    /// The draft tray's outline (its tooltip is draftToolTip()); nullptr without a draft.
    QGraphicsRectItem *draftTray() const { return m_draftTray; }

  signals:
    /// Every item was made anew (refresh): items kept from before are gone.
    void refreshed();
    /// The last card of the last refresh has landed: nothing is moving any more (isAnimating() false).
    void animationsFinished();
    void stockClicked();
    void cutCardClicked();
    /// A discard pile card was clicked: `depth` 1 = top.
    void pileClicked(int depth);
    void discardRequested(remi::CardId card);
    /// The selection (more than one card) was dropped on the discard pile.
    void discardSelectionRequested();
    /// `card` dropped on meld `meld`, on its left half (MeldEnd::Low) or its right half (High).
    void layOffRequested(remi::CardId card, int meld, remi::MeldEnd end);
    /// The selected cards were dragged onto empty table space: meld them (as the Meld button does).
    void meldRequested();
    /// The pointer clicked or began to drag hand card `card` (the keyboard focus follows it).
    void handCardTouched(remi::CardId card);
    /// Hand card `card` was dropped between two others: move it `delta` places (negative: left).
    void handMoveRequested(remi::CardId card, int delta);

  protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    /// Without a button held: the meld under the pointer fans out (setFocusMeld()).
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    /// The second press of a double-click goes to the hand card the first click hit, while the
    /// pointer stayed where it was (issue 35): that click lifted the card, and a press on its lower
    /// part would land on the card beneath it.
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;

  private:
    /// Places the table melds' cards (and joker badges) fanned or not, gliding when `animate`.
    void applyFan(bool animate);
    /// The table meld under `scenePos` (the fanned one first, as it lies over its neighbours), or -1.
    int meldAt(QPointF scenePos) const;

    using Role = TableItems::Role;

    void rebuild(bool animate);
    void glide(const QHash<remi::CardId, QPointF> &before, std::optional<QPointF> stockWas, bool deal);
    CardItem *addCard(const remi::Card &card, bool faceUp, Role role, QSizeF size, QPointF pos, qreal z);
    QGraphicsSimpleTextItem *addLabel(const QString &text, QPointF pos, qreal pointSize, bool bold = false);
    /// What TableLayout needs to know of the round in view (the melds where they lay: m_meldPlaces).
    TableLayout computeLayout();
    /// Fills `in`'s label widths (cut card, stock, pile) at their widest for this round.
    void measureLabels(TableLayout::Input &in) const;
    void layoutHand(const TableLayout &layout);
    void layoutSeats(const TableLayout &layout);
    void layoutPiles(const TableLayout &layout);
    void layoutMelds(const TableLayout &layout);
    /// The badge on table joker `item` (the `index`th card of `meld`, at `at`, its card `size`,
    /// `step` from the next card): the card it stands for, inside the card's uncovered strip.
    void addJokerBadge(CardItem *item, const remi::Meld &meld, int index, QPointF at, QSizeF size, qreal step);
    void layoutDraft(const TableLayout &layout);
    /// The game's name and round, quiet, where TableLayout keeps room for it.
    void layoutGameName(const TableLayout &layout);
    /// A label of `text` fitted into `box` (a smaller font, then cut short with "…").
    QGraphicsSimpleTextItem *addFittedLabel(const QString &text, const QRectF &box, qreal pointSize, bool bold);
    /// The seat panels' turn glow and "thinking…" mark, from the controller.
    void updateSeatPanels();
    void placeHandCard(CardItem *item);
    /// Every hand card to its place for the selection and the draft, and the status line again.
    void placeHand();
    /// The status line: statusText(), its font shrunk until it fits the table width.
    void updateStatus();

    /// Card item input: a click or double-click acts at once; a drag is the DragSession's.
    void onCardClicked(CardItem *item);
    void onCardDoubleClicked(CardItem *item);
    void onDragStarted(CardItem *item);
    void onDragMoved(CardItem *item, QPointF scenePos);
    void onCardDropped(CardItem *item, QPointF scenePos);
    /// A card landed: animationsFinished() when it was the last one moving.
    void onLanded();

    GameController *m_controller;
    HandModel *m_hand;
    const MoveFinder *m_finder;
    const CardRenderer *m_renderer;
    QSizeF m_size{1200, 800};
    TableItems m_items; ///< what the last drawing put where
    DragSession *m_drag;
    DropNote *m_note;
    HintOverlay m_hint{this, m_items};
    QGraphicsSimpleTextItem *m_draftLabel = nullptr;
    QGraphicsSimpleTextItem *m_gameLabel = nullptr;
    std::size_t m_draftShown = 0; ///< draft combinations when the layout was made (a change lays out again)
    qreal m_statusRoom = 0;       ///< the status line's width
    QGraphicsSimpleTextItem *m_status = nullptr;
    qreal m_statusY = 0; ///< where the status line's last line sits (it grows upwards)
    bool m_refreshPending = false;
    AnimationSpeed m_speed = AnimationSpeed::Normal;
    int m_shownRound = -1; ///< the round drawn last (a new one is dealt with an animation)
    QString m_themeKey;
    QPixmap m_backdrop;
    int m_pointerMeld = -1;              ///< the meld under the pointer (fanned)
    int m_focusMeld = -1;                ///< the meld with the keyboard focus (fanned when the pointer is on none)
    QHash<QString, QKeySequence> m_keys; ///< setShortcuts()
    QGraphicsRectItem *m_draftTray = nullptr;
    bool m_handsShown = false;        ///< round end: every hand face up
    MeldPlaces m_meldPlaces;          ///< each table meld's row, kept while it exists (TableLayout)
    QList<remi::CardId> m_costly;     ///< round end: cards that cost points, tinted
    QPointF m_pressAt;                ///< where the last press was (scene)
    QPointer<CardItem> m_clickedCard; ///< the hand card clicked last, at m_clickedAt, m_clickedWhen
    QPointF m_clickedAt;
    QElapsedTimer m_clickedWhen;
};
