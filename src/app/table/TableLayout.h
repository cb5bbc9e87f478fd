// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where everything on the table goes, as pure geometry (no widget, no scene, no rules): the other
// seats' panels (a row along the top, the first and last at the sides of the piles from five seats
// on), the stock with the remi51 cut card beside it, the discard pile, the table melds in rows
// across the felt, each owner's name over its melds (a meld keeps its row and its order in it while
// it exists, new ones go to the first row with room), the draft tray, the status line with
// the bottom seat's panel, and the hand. Cards are as large as the room allows: the melds shrink first, then every
// card, never below the minimum sizes below. The arrangement (card size, where the piles go) follows
// the window and the seat count, never the table's content, so that the piles stay put during a
// round; the draft tray's room stays free of melds without a draft too, so that a draft moves no meld;
// the label texts are measured at their widest for the round (TableScene). TableScene places its items from it;
// tests/app/tst_tablelayout checks it for every size, seat count and variant.

#include <QRectF>
#include <QSizeF>
#include <optional>
#include <vector>

class TableLayout {
  public:
    // Named sizes, in view pixels unless said.
    static constexpr qreal kMargin = 10;            ///< from the view's edges
    static constexpr qreal kGap = 8;                ///< between the table's areas
    static constexpr qreal kPadding = 5;            ///< inside a seat panel
    static constexpr qreal kMinCardHeight = 56;     ///< smallest hand and pile card
    static constexpr qreal kMinMeldCardHeight = 34; ///< smallest table meld card (corner index readable)
    static constexpr qreal kMinSeatCardHeight = 18; ///< smallest card back in a seat panel
    static constexpr qreal kMaxSeatCardHeight = 60;
    static constexpr qreal kMinShownCardHeight = 44; ///< a hand shown face up at its seat (round end): index readable
    static constexpr qreal kMaxShownCardHeight = 80;
    static constexpr qreal kMaxPanelWidth = 240; ///< a seat panel at most
    static constexpr qreal kNarrowPanel = 150;   ///< narrower seat panels show the score on a third line
    static constexpr qreal kMeldStep = 0.32;     ///< overlap of meld cards: this much of a card shows
    static constexpr qreal kHandStep = 0.62;     ///< overlap of hand cards at most
    static constexpr qreal kLift = 0.18;         ///< a selected hand card rises this much of its height
    static constexpr int kSeatFanCards = 15;     ///< card backs shown in a seat panel at most

    /// One table meld: who laid it, how many cards it has, and where it lay before (a
    /// meld keeps its place while it exists; MeldPlaces remembers it across layouts).
    struct MeldShape {
        int owner = 0;
        int cards = 3;
        int row = -1;  ///< the meld row it lay in (0 = the top one); -1: new, placed in the first row with room
        int slot = 0;  ///< its place in that row (0 = leftmost), as meldSlots() gave it
        int order = 0; ///< when it came (new melds of one owner are placed in this order)
        /// Its slot keeps room for this many cards (the most it had this turn): a card taken from a
        /// meld does not slide the melds after it (issue 35).
        int reserve = 0;
        /// A meld taken off the table this turn: its slot stays empty until the turn ends, so that the
        /// melds after it stay put (issue 35); it gets a rectangle but no cards and no owner's name.
        bool hole = false;
    };
    /// What is on the table, counted.
    struct Input {
        QSizeF view{1200, 800};
        qreal cardAspect = 0.7; ///< card width / height
        qreal lineHeight = 16;  ///< one line of the table's label font
        int seats = 2;          ///< round seats
        int bottomSeat = 0;     ///< the round seat drawn at the bottom (the human's)
        bool hand = true;       ///< the bottom seat's hand is drawn
        int handCards = 0;
        std::vector<int> seatCards; ///< cards in each round seat's hand
        bool cutCard = false;       ///< the remi51 cut card lies beside the stock
        int pileShown = 0;          ///< discard pile cards drawn, fanned (the top one at least)
        int pileTakeable = 1;       ///< of those, how many from the top may be taken (wider strips)
        bool pileFans = false;      ///< the whole pile lies fanned (its room kept from the start)
        std::vector<MeldShape> melds;
        std::vector<int> draft;  ///< cards of each combination in the draft (empty: no tray)
        bool handsShown = false; ///< the round is over: every hand lies face up at its seat, larger
        // The widths of the labels' texts in the label font (0: unknown); a label gets the room for
        // its text, on two lines where one is too narrow.
        qreal cutText = 0, stockText = 0, pileText = 0, draftText = 0;
        /// The width of the game's name and round ("Remi 51 · Round 2") in the label font (0: none),
        /// and of the wider of its two parts, for two lines where one does not fit.
        qreal gameText = 0, gameTextPart = 0;
    };
    /// Another seat's place: its panel (name, counts, score) with a fan of its card backs inside.
    struct SeatPlace {
        int seat = 0;
        QRectF panel;
        QRectF fan;     ///< where the backs lie, inside the panel
        QSizeF card;    ///< a back's size
        qreal step = 0; ///< from one back to the next
        int shown = 0;  ///< backs drawn
        int lines = 2;  ///< text lines above the backs (3 in a narrow panel: the score has its own)
    };
    /// A row of an owner's melds on the table: the owner's name goes in `label`, over the melds.
    struct OwnerLabel {
        int owner = 0;
        QRectF label;
        QRectF group; ///< the label and the melds of this owner in this row
    };

    explicit TableLayout(const Input &input);

    QSizeF card() const { return m_card; }         ///< hand, stock and pile cards
    QRectF handArea() const { return m_handArea; } ///< the hand, selected cards lifted included
    qreal handX(int index) const { return m_handX0 + index * m_handStep; }
    qreal handStep() const { return m_handStep; }
    qreal handBaseY() const { return m_handBaseY; }    ///< a hand card's top at rest (before the fan)
    QRectF status() const { return m_status; }         ///< the status line (two lines of room)
    QRectF ownPanel() const { return m_ownPanel; }     ///< the bottom seat's panel, right of the status
    QRectF draftTray() const { return m_draftTray; }   ///< empty without a draft
    QRectF draftLabel() const { return m_draftLabel; } ///< one or two lines (Input::draftText)
    QSizeF draftCard() const { return m_draftCard; }
    qreal draftStep() const { return m_draftStep; }
    const std::vector<QRectF> &draftMelds() const { return m_draftMelds; }
    const std::vector<SeatPlace> &seats() const { return m_seats; } ///< the other seats, clockwise
    QRectF stock() const { return m_stock; }
    QRectF stockLabel() const { return m_stockLabel; }
    QRectF cut() const { return m_cut; } ///< empty without a cut card
    QRectF cutLabel() const { return m_cutLabel; }
    QRectF pile() const { return m_pile; }           ///< the whole fanned pile (also when empty)
    QRectF pileLabel() const { return m_pileLabel; } ///< one or two lines (Input::pileText)
    /// x of the pile card at `depth` (1 = the top card, rightmost).
    qreal pileX(int depth) const;
    QRectF meldArea() const { return m_meldArea; }
    QSizeF meldCard() const { return m_meldCard; }
    /// From one meld card to the next; a row whose melds grew past its edge holds them closer (each
    /// meld's own step: its rectangle's width less a card, over its cards less one).
    qreal meldStep() const { return m_meldStep; }
    const std::vector<QRectF> &melds() const { return m_melds; } ///< by table meld index
    const std::vector<OwnerLabel> &owners() const { return m_owners; }
    /// The row each table meld lies in (by table meld index), to be given back as MeldShape::row.
    const std::vector<int> &meldRows() const { return m_meldRows; }
    /// The place of each table meld in its row (0 = leftmost), to be given back as MeldShape::slot.
    const std::vector<int> &meldSlots() const { return m_meldSlots; }
    /// Every meld fits its area at meldCard() (false only on a table too small even at the minimum).
    bool meldsFit() const { return m_meldsFit; }
    /// The game's name and round on the felt (issue 35: the table never named its game), one line
    /// as wide as Input::gameText (or two lines as wide as Input::gameTextPart), where the felt is
    /// empty: left of the piles in their row, or below them beside the melds (a low window). Empty
    /// where that room is narrower than the text.
    QRectF gameLabel() const { return m_gameLabel; }
    int gameLabelLines() const { return m_gameLines; } ///< 1, or 2: the name, then the round
    /// A low window: the piles sit at the left of the melds instead of in a row above them.
    bool isCompact() const { return m_compact; }

  private:
    struct Choice {
        qreal cardHeight;
        bool sides, compact;
    };
    /// `input` with a standard table instead of its melds and draft (what the arrangement follows).
    static Input reference(const Input &input, int meldsPerSeat, bool draft);
    /// The arrangement that fits `input` with the largest meld cards, then hand cards (none: nothing fits).
    std::optional<Choice> choose(const Input &input);
    /// The arrangement of play for `input` (a standard table's, this one's melds in it).
    void arrange(const Input &input);
    /// The round's end: the other seats' panels grow downwards to hold their hands face up.
    void showHands(const Input &input);
    void compute(const Input &in, qreal cardHeight, bool sides, bool compact);
    void placeSeats(const Input &in, bool sidesAllowed);
    void placePiles(const Input &in, qreal top);
    void placeBottom(const Input &in);
    bool placeMelds(const Input &in, qreal cardHeight);
    void placeGameLabel(const Input &in);
    /// Lays the melds out with cards `mh` high, showing `ratio` of a card under the next one, each in
    /// its row (`keepRows`; a meld that no longer fits its row and the new ones go to the first row
    /// with room) or all afresh; false when they do not fit the area.
    bool flowMelds(const Input &in, qreal mh, qreal ratio, bool keepRows);

    QSizeF m_card;
    QRectF m_handArea;
    qreal m_handX0 = 0, m_handStep = 0, m_handBaseY = 0;
    QRectF m_status, m_ownPanel, m_draftTray, m_draftLabel;
    QSizeF m_draftCard;
    qreal m_draftStep = 0;
    std::vector<QRectF> m_draftMelds;
    std::vector<SeatPlace> m_seats;
    qreal m_seatsBottom = 0;        ///< below the top row of seats
    qreal m_feltBottom = 0;         ///< the melds end above it: the draft tray, or the status line
    QRectF m_leftSide, m_rightSide; ///< the side seats' panels (empty without)
    QRectF m_stock, m_stockLabel, m_cut, m_cutLabel, m_pile, m_pileLabel;
    std::vector<qreal> m_pileX;
    qreal m_pileRight = 0; ///< the right edge of the fullest pile (a fanned one's whole room)
    QRectF m_meldArea, m_gameLabel;
    int m_gameLines = 1;
    QSizeF m_meldCard;
    qreal m_meldStep = 0;
    std::vector<QRectF> m_melds;
    std::vector<OwnerLabel> m_owners;
    std::vector<int> m_meldRows, m_meldSlots;
    bool m_meldsFit = true;
    bool m_meldsInside = false;   ///< not fitting at the minimum size, but inside the felt at a smaller one
    bool m_compact = false;       ///< the piles sit at the left of the melds (a low window)
    qreal m_meldCap = 1e9;        ///< table meld cards at most this high (the reference table's)
    bool m_keepDraftRoom = false; ///< the draft tray's room stays free of melds without a draft too
};
