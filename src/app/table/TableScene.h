// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The card table as pictures: the human's hand (as play/HandModel holds it), the other seats, the
// stock, the discard pile, the table melds and the status line (play/TurnStatus), laid out for the
// current view size. Pointer input (TableSceneInput.cpp) only maps positions to targets and emits
// requests; which targets would take a card is asked of play/MoveFinder, and the window runs the
// requests as player commands (play/PlayerCommands).

#include "Animations.h"
#include "DropTarget.h"
#include "HintMove.h"
#include "MeldPlaces.h"
#include "TableLayout.h"
#include "engine/Action.h"
#include "engine/Card.h"

#include <QGraphicsScene>
#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QPixmap>
#include <optional>
#include <vector>

class CardItem;
class CardRenderer;
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
    /// Issue 17: an overlapped table meld fans out, its cards spread so that each shows (up to
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
    QList<CardItem *> handItems() const { return m_handItems; }
    QList<CardItem *> opponentItems() const { return m_opponentItems; }
    CardItem *stockItem() const { return m_stockItem; }
    /// While dragging: the outlined drop target (the pile, a meld, empty table space for the
    /// selection as a new meld, or a new place in the hand), else DropTarget::none().
    DropTarget markedTarget() const;
    /// While dragging over a meld: the end the card would be laid off at (marked by a bar on that
    /// side of the outline), else MeldEnd::Auto.
    remi::MeldEnd markedEnd() const;
    /// While dragging: the hand cards carried along with the dragged one (the rest of the selection).
    QList<CardItem *> carriedItems() const { return m_carried; }
    QList<CardItem *> pileItems() const { return m_pileItems; }
    /// The card items of each table meld, by meld index (empty when a meld did not fit).
    QList<QList<CardItem *>> meldItems() const { return m_meldItems; }
    /// Where each other seat's panel (name, counts, score, card backs) is drawn, by round seat.
    QHash<int, QRectF> seatRects() const { return m_seatRects; }
    /// Every seat's panel, by round seat (the bottom seat's beside the status line).
    QHash<int, SeatPanel *> seatPanels() const { return m_seatPanels; }
    /// Shows `seat`'s (round seat) match total and, where the variant scores during the round
    /// (RULES.md 4.5, 4.8), its points this round. Every redraw fills it from the controller; a
    /// round-end screen may set it too.
    void setSeatScore(int seat, int matchTotal, std::optional<int> liveRoundPoints);
    /// The badge on each table joker naming the card it stands for ("7♠"), by the joker's card id.
    QHash<remi::CardId, QString> jokerBadges() const { return m_jokerBadges; }
    /// The remi51 cut card, face up beside the stock (nullptr without one).
    CardItem *cutItem() const { return m_cutItem; }
    /// The draft tray's copies of the draft cards, and its label with the draft's points.
    QList<CardItem *> draftItems() const { return m_draftItems; }
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
    /// `text` broken at spaces into lines no wider than `width` (a single long word stays whole).
    static QString wrapWords(const QString &text, const QFontMetricsF &metrics, qreal width);
    /// The discard pile's area (also when empty).
    QRectF pileRect() const { return m_pileRect; }

    /// A short note by the point where the player last dropped a card (issue 18: a refusal's
    /// words where the player acted). It stays Animations::kNoteMs, through refreshes.
    void showNote(const QString &text);
    /// The note shown now, else empty.
    QString noteText() const { return m_noteText; }
    /// While dragging over a target that would refuse the card (marked as refusing, not outlined as
    /// legal): that target, else DropTarget::none(); refusedWords() says why (also the mark's tooltip).
    DropTarget refusedTarget() const;
    QString refusedWords() const { return refusedTarget().isNone() ? QString() : m_refusedWords; }

    /// Issue 19: shows a hint's move on the table until the round changes: the hand cards it
    /// concerns ringed in gold, its target (stock, cut card, pile, meld and its end, the table
    /// space for new melds) outlined with the reason as its tooltip (TableHint.cpp).
    void showHint(const HintMove &hint);
    void clearHint();
    const std::optional<HintMove> &shownHint() const { return m_hint; }
    /// The outlined target of the hint shown (scene coordinates), else empty.
    QRectF hintTargetRect() const { return m_hintRect; }
    /// The hand cards ringed by the hint shown.
    QList<CardItem *> hintedItems() const { return m_hintItems; }
    /// The reason written on the table beside the hint's target (HintMove::why), else empty.
    QString hintWords() const;

    /// The keys of the window's actions by action name ("drawAction" → D), for the tooltips, so
    /// that they name the real shortcuts (TableHint.cpp).
    void setShortcuts(const QHash<QString, QKeySequence> &keys);
    /// The key of action `name` as the menu shows it ("D"), else empty.
    QString keyName(const QString &name) const;
    /// Tooltips (issue 19): the stock, the cut card, the discard pile's top card, the draft tray.
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
    /// Places the table melds' cards (and joker badges) fanned or not, gliding when `animate`.
    void applyFan(bool animate);
    /// The table meld under `scenePos` (the fanned one first, as it lies over its neighbours), or -1.
    int meldAt(QPointF scenePos) const;

    enum class Role { Hand, Opponent, Stock, Cut, Pile, Table, Draft };

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

    void onCardClicked(CardItem *item);
    void onCardDoubleClicked(CardItem *item);
    void onCardDropped(CardItem *item, QPointF scenePos);
    void onDragStarted(CardItem *item);
    void onDragMoved(CardItem *item, QPointF scenePos);
    /// The drop target of `item` released at `scenePos`: the pile, a meld, a new meld (a selected card
    /// carrying the rest of the selection), or none (the hand is handMove()'s).
    DropTarget dropTarget(const CardItem *item, QPointF scenePos) const;
    /// `scenePos` is on the table above the hand, clear of the piles, seats, melds and cards.
    bool onEmptyTable(QPointF scenePos) const;
    /// The end of meld `meld` a card dropped at `scenePos` goes to: the half it is on, else the end
    /// that takes it (from the ends found legal when the drag began).
    remi::MeldEnd dropEnd(int meld, QPointF scenePos) const;
    /// dropEnd() for `item`, but MeldEnd::Auto for a joker that both ends take (the command asks).
    remi::MeldEnd dropEnd(const CardItem *item, int meld, QPointF scenePos) const;
    /// A hand card dropped at `scenePos` in the hand: how many places it moves (negative: left), or
    /// nullopt when `scenePos` is not in the hand or the card is not a hand card.
    std::optional<int> handMove(const CardItem *item, QPointF scenePos) const;
    /// Places the carried cards next to the dragged `item`, in hand order.
    void placeCarried(const CardItem *item);
    /// Why `target` (at `end`) would refuse the dragged `item`: the engine's words (TableNote.cpp).
    QString refusalWords(const CardItem *item, DropTarget target, remi::MeldEnd end) const;
    /// Marks `area` as a target that refuses, with `words` beside it (where the `dragged` card and
    /// the cards carried with it are not) and as its tooltip.
    void markRefused(QRectF area, const QString &words, const CardItem *dragged);
    /// `scenePos` is over the hand (its lifted cards included).
    bool overHand(QPointF scenePos) const;
    /// Shows m_dropMark as the outline of a legal target.
    void showLegalMark();
    /// (Re)draws the note after a rebuild, while it lasts.
    void placeNote();
    /// Draws the hint shown (TableHint.cpp) after a rebuild.
    void placeHint(const TableLayout &layout);
    void placeHintWords();

    GameController *m_controller;
    HandModel *m_hand;
    const MoveFinder *m_finder;
    const CardRenderer *m_renderer;
    QSizeF m_size{1200, 800};
    QSizeF m_card{90, 126};

    QList<CardItem *> m_handItems;
    QList<CardItem *> m_opponentItems;
    QList<CardItem *> m_pileItems;
    CardItem *m_stockItem = nullptr;
    QHash<CardItem *, Role> m_roles;
    QHash<CardItem *, int> m_depths;
    QRectF m_pileRect;
    QList<QRectF> m_meldRects;
    /// While a card is dragged: the targets that would accept it, and the outline of the one under it.
    QList<DropTarget> m_legalTargets;
    QGraphicsRectItem *m_dropMark = nullptr;
    QGraphicsRectItem *m_endMark = nullptr;          ///< child of m_dropMark: the lay-off end
    DropTarget m_marked;                             ///< what m_dropMark outlines
    remi::MeldEnd m_markedEnd = remi::MeldEnd::Auto; ///< the end m_endMark shows
    /// While a card is dragged: per meld index, whether its low / high end would take the card.
    QHash<int, std::pair<bool, bool>> m_legalEnds;
    /// While a selected card is dragged: the other selected hand cards, moved along with it.
    QList<CardItem *> m_carried;
    QHash<CardItem *, qreal> m_carriedZ;
    QList<QList<CardItem *>> m_meldItems;
    QHash<int, QRectF> m_seatRects;
    QHash<int, SeatPanel *> m_seatPanels;
    QHash<remi::CardId, QString> m_jokerBadges;
    CardItem *m_cutItem = nullptr;
    QList<CardItem *> m_draftItems;
    QGraphicsSimpleTextItem *m_draftLabel = nullptr;
    QGraphicsSimpleTextItem *m_gameLabel = nullptr;
    std::size_t m_draftShown = 0; ///< draft combinations when the layout was made (a change lays out again)
    qreal m_statusRoom = 0;       ///< the status line's width
    QGraphicsSimpleTextItem *m_status = nullptr;
    qreal m_statusY = 0; ///< where the status line's last line sits (it grows upwards)
    bool m_refreshPending = false;
    AnimationSpeed m_speed = AnimationSpeed::Normal;
    int m_shownRound = -1; ///< the round drawn last (a new one is dealt with an animation)
    /// The note by the last drop point (TableNote.cpp) and the refusing target under a dragged card.
    QString m_noteText;
    QPointF m_lastDrop{-1, -1}; ///< where a card was last dropped or clicked (-1: not since the last note)
    QPointF m_notePos{-1, -1};
    QGraphicsRectItem *m_noteItem = nullptr;
    QTimer *m_noteTimer = nullptr;
    bool m_markRefused = false;
    DropTarget m_refusedTarget;
    remi::MeldEnd m_refusedEnd = remi::MeldEnd::Auto;
    QString m_refusedWords;
    QGraphicsSimpleTextItem *m_refusedLabel = nullptr; ///< child of m_dropMark
    QString m_themeKey;
    QPixmap m_backdrop;
    int m_pointerMeld = -1; ///< the meld under the pointer (fanned)
    int m_focusMeld = -1;   ///< the meld with the keyboard focus (fanned when the pointer is on none)
    /// The joker badges by their joker's item (they move with it when its meld fans out).
    QHash<CardItem *, QGraphicsRectItem *> m_badgeItems;
    std::optional<HintMove> m_hint; ///< the hint shown (issue 19), until the round changes
    QRectF m_hintRect;
    QRectF m_hintRoom; ///< the hint's target and its label: the hint's words stay clear of it
    QList<CardItem *> m_hintItems;
    QGraphicsRectItem *m_hintWords = nullptr;
    QHash<QString, QKeySequence> m_keys; ///< setShortcuts()
    QGraphicsRectItem *m_draftTray = nullptr;
    bool m_handsShown = false;    ///< round end: every hand face up
    MeldPlaces m_meldPlaces;      ///< each table meld's row, kept while it exists (issue 35)
    QList<remi::CardId> m_costly; ///< round end: cards that cost points, tinted
    /// A card landed: animationsFinished() when it was the last one moving.
    void onLanded();
};
