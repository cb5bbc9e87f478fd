// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The card table as pictures: the human's hand (as play/HandModel holds it), the other seats, the
// stock, the discard pile, the table melds and the status line (play/TurnStatus), laid out for the
// current view size. The card items are passive: their clicks go to a CardInput and their drags to
// a DragSession, which maps positions to targets (which targets would take a card is asked of
// play/MoveFinder); both only signal upward, and the scene passes their requests on to the window,
// which runs them as player commands (play/PlayerCommands). What one drawing put where is a
// TableItems; the refusal note is a DropNote, the hint a HintOverlay, the labels' and tooltips' words
// TableTips', the status line a StatusLabel, the background a TableBackdrop, the meld under the
// pointer a MeldFan's, and the cards' glide to their places a CardGlide's.

#include "Animations.h"
#include "CardGlide.h"
#include "CardInput.h"
#include "DragSession.h"
#include "DropNote.h"
#include "DropTarget.h"
#include "HintMove.h"
#include "HintOverlay.h"
#include "MeldFan.h"
#include "RoundLayout.h"
#include "StatusLabel.h"
#include "TableBackdrop.h"
#include "TableItems.h"
#include "TableLayout.h"
#include "TableTips.h"
#include "engine/Action.h"
#include "engine/Card.h"

#include <QGraphicsScene>
#include <QHash>
#include <QKeySequence>
#include <QList>
#include <optional>

namespace remi {
struct Meld;
}

class CardItem;
class CardRenderer;
class GameController;
class HandModel;
class MoveFinder;
class QFontMetricsF;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
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
    void setAnimationSpeed(AnimationSpeed speed)
    {
        m_speed = speed;
        m_input->setAnimationSpeed(speed);
    }
    AnimationSpeed animationSpeed() const { return m_speed; }
    /// refresh() from the event loop: safe while a card item is still handling a mouse event.
    void scheduleRefresh();

    /// The table theme (TableTheme.h, AppSettings::tableTheme key): its texture under a soft
    /// vignette is the table's background (TableBackdrop).
    void setTableTheme(const QString &key);
    QString tableTheme() const { return m_backdrop.theme(); }
    /// An overlapped table meld fans out under the pointer or the keyboard focus (the pointer wins;
    /// MeldFan): the meld with the focus (-1: none), and the meld fanned out now (-1: none).
    void setFocusMeld(int meld);
    int fannedMeld() const { return m_fan.fanned(); }
    static constexpr qreal kFanShare = MeldFan::kShare;

    /// The status line shown: whose turn it is and what to do next (TurnStatus::text).
    QString statusText() const;
    /// Where the status line is drawn (scene coordinates): within the layout's status room, wrapped
    /// when even the smallest font is too wide; empty before the first deal.
    QRectF statusRect() const { return m_status.rect(); }

    /// Round end (RULES.md 2.8, 3.8, 4.8, 5.8): every hand face up at its seat, the cards in
    /// `costly` (engine::SeatBreakdown::costly) tinted; off again for a new round. Redraws at
    /// once, without gliding.
    void showHands(bool shown, const QList<remi::CardId> &costly = {});
    bool handsShown() const { return m_handsShown; }
    /// A refresh is pending or a card is still gliding to its place.
    bool isAnimating() const { return m_refreshPending || CardGlide::anyGliding(m_items); }

    // Items, for tests and accessibility.
    QList<CardItem *> handItems() const { return m_items.hand; }
    QList<CardItem *> opponentItems() const { return m_items.opponents; }
    CardItem *stockItem() const { return m_items.stock; }
    /// While dragging (DragSession): the outlined drop target (the pile, a meld, empty table space
    /// for the selection as a new meld, or a new place in the hand), else DropTarget::none(); over a
    /// meld, the end the card would be laid off at (a bar on that side), else MeldEnd::Auto; the hand
    /// cards carried along with the dragged one (the rest of the selection).
    DropTarget markedTarget() const { return m_drag->markedTarget(); }
    remi::MeldEnd markedEnd() const { return m_drag->markedEnd(); }
    QList<CardItem *> carriedItems() const { return m_drag->carried(); }
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
    QString draftText() const { return m_tips.draftText(); }
    /// The draft tray label's text as shown (wrapped, or cut with the whole text in its tooltip).
    QString draftLabelText() const;
    /// The labels under the cut card, the stock and the discard pile (TableTips).
    static QString cutText() { return TableTips::cutText(); }
    QString stockText() const { return m_tips.stockText(); }
    QString pileText() const { return m_tips.pileText(); }
    /// The game's name and round on the felt: "Remi 51 · Round 2" (issue 35).
    QString gameText() const { return m_tips.gameText(); }
    /// Where it is drawn (empty where the felt has no room for it: TableLayout::gameLabel).
    QRectF gameLabelRect() const;
    /// `text` broken at spaces into lines no wider than `width` (a single long word stays whole;
    /// WordWrap::lines).
    static QString wrapWords(const QString &text, const QFontMetricsF &metrics, qreal width);
    /// The discard pile's area (also when empty).
    QRectF pileRect() const { return m_items.pileRect; }

    /// A short note by the point where the player last dropped a card (a refusal's words where the
    /// player acted, DropNote), for Animations::kNoteMs, through refreshes; the note shown, else empty.
    void showNote(const QString &text) { m_note->show(text); }
    QString noteText() const { return m_note->text(); }
    /// While dragging over a target that would refuse the card (marked as refusing, not outlined as
    /// legal): that target, else DropTarget::none(); refusedWords() says why (also the mark's tooltip).
    DropTarget refusedTarget() const { return m_drag->refusedTarget(); }
    QString refusedWords() const { return m_drag->refusedWords(); }

    /// Shows a hint's move on the table until the round changes (HintOverlay): the hand cards it
    /// concerns ringed in gold, its target (stock, cut card, pile, meld and its end, the table
    /// space for new melds) outlined with the reason as its tooltip.
    void showHint(const HintMove &hint)
    {
        m_hint.set(hint);
        refresh();
    }
    void clearHint() { m_hint.clear(); }
    const std::optional<HintMove> &shownHint() const { return m_hint.shown(); }
    /// The hint shown: its outlined target (scene coordinates), the hand cards it rings, the reason
    /// written beside its target (HintMove::why); empty without one.
    QRectF hintTargetRect() const { return m_hint.targetRect(); }
    QList<CardItem *> hintedItems() const { return m_hint.ringed(); }
    QString hintWords() const { return m_hint.words(); }

    /// The keys of the window's actions by action name ("drawAction" → D), for the tooltips, so
    /// that they name the real shortcuts (TableTips).
    void setShortcuts(const QHash<QString, QKeySequence> &keys);
    /// Tooltips: the stock, the discard pile's card at `depth` (1 = top).
    QString stockToolTip() const { return m_tips.stockToolTip(); }
    QString pileToolTip(int depth) const { return m_tips.pileToolTip(depth); }
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

  private:
    /// Places the table melds' cards (and joker badges) fanned or not (MeldFan), gliding when `animate`.
    void applyFan(bool animate);

    using Role = TableItems::Role;

    void rebuild(bool animate);
    CardItem *addCard(const remi::Card &card, bool faceUp, Role role, QSizeF size, QPointF pos, qreal z);
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
    /// A label of `text` fitted into `box` (FeltLabel::addFitted).
    QGraphicsSimpleTextItem *addFittedLabel(const QString &text, const QRectF &box, qreal pointSize, bool bold);
    /// Tooltips of the cut card and the draft tray (TableTips).
    QString cutToolTip() const { return m_tips.cutToolTip(); }
    QString draftToolTip() const { return m_tips.draftToolTip(); }
    /// The seat panels' turn glow and "thinking…" mark, from the controller.
    void updateSeatPanels();
    void placeHandCard(CardItem *item);
    /// Every hand card to its place for the selection and the draft, and the status line again.
    void placeHand();
    /// The status line shows statusText() again.
    void updateStatus();

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
    CardInput *m_input;
    HintOverlay m_hint{this, m_items};
    TableTips m_tips{*m_controller, *m_hand, *m_finder};
    StatusLabel m_status;
    TableBackdrop m_backdrop;
    MeldFan m_fan{m_items};
    RoundLayout m_layout{*m_controller, *m_hand, m_tips};
    QGraphicsSimpleTextItem *m_draftLabel = nullptr;
    QGraphicsSimpleTextItem *m_gameLabel = nullptr;
    std::size_t m_draftShown = 0; ///< draft combinations when the layout was made (a change lays out again)
    bool m_refreshPending = false;
    AnimationSpeed m_speed = AnimationSpeed::Normal;
    int m_shownRound = -1; ///< the round drawn last (a new one is dealt with an animation)
    QGraphicsRectItem *m_draftTray = nullptr;
    bool m_handsShown = false;    ///< round end: every hand face up
    QList<remi::CardId> m_costly; ///< round end: cards that cost points, tinted
};
