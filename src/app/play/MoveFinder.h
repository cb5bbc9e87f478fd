// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The one answer to "would the engine accept this now?" for the human's input (RULES.md 7): every
// path — the drag highlight and the drop, the double-click, the keys, the hand card's menu and the
// table meld's menu — asks here, and this asks the engine by trying the action on a copy of the
// round. Nothing here knows a rule: it only builds actions and tries them.
//
// For a hand card on a table meld, the order is always the same (placeOnMeld): the end asked for
// (the half of a run the card is dropped on), then the other end, then a joker swap.

#include "engine/Action.h"
#include "engine/Meld.h"
#include "engine/Round.h"

#include <QList>
#include <optional>
#include <vector>

class GameController;

class MoveFinder {
  public:
    explicit MoveFinder(const GameController *controller);

    /// `action` as the human seat would play it, tried on a copy of the round: Reason::Ok or the
    /// engine's refusal; NotYourTurn when no human may act now. Nothing changes.
    remi::Reason tryAction(remi::Action action) const;
    /// tryAction(), and with InvalidMeld the engine's cause in `cause` (engine/MeldCause.h).
    remi::Reason tryAction(remi::Action action, remi::MeldCause *cause) const;
    bool accepts(const remi::Action &action) const { return tryAction(action) == remi::Reason::Ok; }

    /// Which ends of a table meld take a hand card, and whether a joker swap does.
    struct MeldFit {
        int meld = -1;
        bool low = false;
        bool high = false;
        bool swap = false;
        bool any() const { return low || high || swap; }
    };
    /// Where hand card `card` may go now: the discard pile (`pile`), and each table meld that takes
    /// it (`melds`, by meld index order). The drag highlight.
    struct Targets {
        bool pile = false;
        QList<MeldFit> melds;
        /// The fit of meld `meld`, or a fit that takes nothing.
        MeldFit fit(int meld) const;
    };
    Targets targetsFor(remi::CardId card) const;

    /// The action that puts hand card `card` on meld `meld` asked at `end` (MeldEnd::Auto: the low
    /// end first): that end, else the other end, else a joker swap. Nullopt when none is accepted;
    /// `refusal` (optional) is then the engine's reason for the lay-off at `end`, and `cause` its
    /// meld cause (why the card does not fit).
    std::optional<remi::Action> placeOnMeld(remi::CardId card, int meld, remi::MeldEnd end,
                                            remi::Reason *refusal = nullptr, remi::MeldCause *cause = nullptr) const;
    /// Legal lay-offs of `card` (each meld, low then high end; one action when both ends give the same
    /// table; one with MeldEnd::Auto for a joker that could stand at either end of a run, so that the
    /// lay-off command asks which card it stands for). `onlyMeld` >= 0 limits them to that meld. The
    /// menus and the L key list these.
    std::vector<remi::Action> layOffs(remi::CardId card, int onlyMeld = -1) const;
    /// The lay-offs of joker `card` on meld `meld` the engine accepts at each end, when both are
    /// accepted and give different tables: the joker could stand at either end of the run, and the
    /// player says which card it stands for (RULES.md 1.2). Empty otherwise (no question).
    std::vector<remi::Action> jokerEnds(remi::CardId card, int meld) const;
    /// The orders of meld `index` of Meld action `meld` that the engine accepts (the other melds as
    /// they are), one per meaning of its jokers (MeldOrder::tableOrders). Two or more: the player says
    /// which card a joker stands for (RULES.md 1.2: 3♠ 4♠ joker as 2♠ or 5♠).
    std::vector<std::vector<remi::CardId>> meldOrders(const remi::Action &meld, int index) const;
    /// The cards the jokers of hand cards `order` stand for as a new meld, in table order.
    std::vector<remi::Face> jokerFaces(const std::vector<remi::CardId> &order) const;
    /// The card joker `card` stands for once lay-off `layOff` is applied (a face with rank 0 when refused).
    remi::Face jokerFace(const remi::Action &layOff) const;
    /// Legal joker swaps of `card` (only unambiguous ones: the engine refuses the others).
    std::vector<remi::Action> swaps(remi::CardId card, int onlyMeld = -1) const;
    /// Joker swaps on meld `meld` with any hand card, one per face: (the hand card, the action).
    std::vector<std::pair<remi::Card, remi::Action>> swapsOnMeld(int meld) const;
    /// Why a lay-off (or swap, when `swap`) of `card` is refused everywhere: the most telling reason.
    remi::Reason refusal(remi::CardId card, bool swap) const;

    /// The Meld action of `draft` and `selection` (MeldOrder::meldAction): no melds when both are empty.
    remi::Action meldAction(const std::vector<std::vector<remi::CardId>> &draft,
                            const std::vector<remi::CardId> &selection) const;
    /// remi_indonesia (RULES.md 5.3): the pile card at `depth` melded with `selection`; nullopt when
    /// there is no such pile card.
    std::optional<remi::Action> pickupAction(int depth, const std::vector<remi::CardId> &selection) const;
    /// What `draft` and the selection (when it is 3 cards or more) count towards the opening
    /// (RULES.md 3.6, 4.6): each valid combination in table order.
    remi::OpeningCount openingCount(const std::vector<std::vector<remi::CardId>> &draft,
                                    const std::vector<remi::CardId> &selection) const;
    /// The human's hand cards `ids` as the meld they would make in table order (jokers as the
    /// opening may use them, RULES.md 3.6); nullopt when they make none.
    std::optional<remi::Meld> comboMeld(const std::vector<remi::CardId> &ids) const;

    /// Rami manipulation (RULES.md 4.5): the whole new table after splitting meld `meld` after its
    /// card `index`, joining two melds, or moving one card to another meld (the engine validates it).
    remi::Action splitAfter(int meld, int index) const;
    remi::Action join(int meld, int other) const;
    remi::Action moveCard(int meld, int index, int other) const;

  private:
    std::vector<remi::Action> layOffs(remi::CardId card, int onlyMeld, bool collapseJoker) const;
    /// The human's hand cards `ids`, in that order.
    std::vector<remi::Card> handCards(const std::vector<remi::CardId> &ids) const;
    const remi::Round &round() const;
    int seat() const;
    std::vector<std::vector<remi::CardId>> tableIds() const;

    const GameController *m_controller;
};
