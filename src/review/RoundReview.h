// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The round review (issue 40): every decision one seat made in a finished round — the draw (stock,
// pile, cut card, remi_indonesia pickup), the opening and its timing, melds, lay-offs, joker swaps,
// rami rearrangements, the discard, going out — judged against the expert's move from what the
// seat knew then (its PlayerView, ReviewJudge.h), and the moments that cost points, worst first.
//
// Language-free, as the engine's Reasons: a moment carries a ReviewReason (a kind and its cards
// and numbers) that the words layer puts in the player's language (src/app/words ReviewWords.h).

#include "review/ReviewJudge.h"

#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/PlayerView.h"
#include "engine/Round.h"

#include <functional>
#include <vector>

namespace remi::review {

/// What was decided.
enum class DecisionKind { Draw, Opening, Meld, LayOff, JokerSwap, Rearrange, Discard, EndTurn, Other };

/// Why the expert's move is better, in as few words as the position allows.
enum class ReviewReasonKind {
    PileCardMelds, ///< cards[0], the pile card, makes a meld at once: the expert takes it (a blind draw lost it)
    /// cards[0], the pile card, lets the seat that has not opened open at once: its best opening
    /// with it is `mine` points of the `need` an opening needs (RULES.md 3.3, 3.6).
    PileCardOpens,
    StockBetter,  ///< cards[0], the pile card taken, helps less than a card from the stock
    DeadwoodLeft, ///< the player's move leaves `mine` deadwood points in hand, the expert's `theirs`
    KeepsCard,    ///< discarding cards[0] gives up more than discarding cards[1] (same deadwood now)
    HoldBack,     ///< the expert keeps the table move in hand this turn (an opening for a *hand*, a meld for later)
    PlayNow,      ///< the expert plays the table move now instead of ending the turn
    CostsJoker,   ///< the joker swap (cards[0] for the joker) gains nothing worth the card
    /// Not opened where an unopened hand pays a flat score whatever it holds (RULES.md 3.8: its
    /// deadwood does not count): after discarding cards[0] `mine` unseen cards would open the hand
    /// with one draw, after the expert's cards[1] `theirs`; `helps`: such cards only the expert's
    /// discard leaves (at most three); `flat`: the unopened score.
    OpeningChances,
    /// The same, when no single card opens either hand: the best opening the hand keeps (RULES.md
    /// 3.6 values) after cards[0] is `mine` points, after cards[1] `theirs`; `need` the minimum.
    OpeningValue,
    /// The expert opens now where the seat did not: an unopened hand pays `flat` whatever it holds
    /// if another seat goes out first (RULES.md 3.8; 0 where its cards count instead).
    OpenNow,
    /// The joker freed by swapping cards[0] makes no new meld with the hand's cards: where the rules
    /// charge for it (rami, RULES.md 4.5) `flat` is that charge, else 0 (the card is given for nothing).
    JokerUnused,
    Other, ///< only the simulations tell
};

struct ReviewReason {
    ReviewReasonKind kind = ReviewReasonKind::Other;
    std::vector<Card> cards;
    int mine = 0, theirs = 0; ///< DeadwoodLeft: points; OpeningChances: cards; OpeningValue: points
    std::vector<Card> helps;  ///< OpeningChances: cards that open the hand after the expert's discard only
    int flat = 0; ///< OpeningChances, OpenNow: the score of an unopened hand (RULES.md 3.8); JokerUnused: the charge
    int need = 0; ///< OpeningValue: the points an opening needs (RULES.md 3.6)
};

/// One decision the expert would have made otherwise, at a cost beyond the noise.
struct ReviewMoment {
    int turnIndex = 0; ///< the round's turn (0 = the first turn of the round)
    int ownTurn = 0;   ///< the seat's own turn, from 1
    int step = 0;      ///< the action's index in the round's log
    DecisionKind kind = DecisionKind::Other;
    Action played, expert;
    /// The rest of the expert's turn after `expert` (ReviewJudge::expertTurn), for the moments
    /// flagged; `expertGoesOut`: the round ends with that turn, the seat going out.
    std::vector<Action> expertLine;
    bool expertGoesOut = false;
    double cost = 0; ///< points lost on average (> 0)
    double standardError = 0;
    double confidence = 0; ///< how sure (0..1) the expert's move is better: Phi(cost / standardError)
    int samples = 0;
    ReviewReason reason;
};

/// The summary's label from the error rate (points lost per decision), as backgammon reviews word it.
enum class ReviewLabel { Expert, Strong, Good, Casual, Beginner };

struct RoundReview {
    int seat = 0;          ///< round seat reviewed
    int decisions = 0;     ///< decisions judged
    int unjudged = 0;      ///< decisions that could not be simulated (none in the four variants' rounds)
    int agreed = 0;        ///< decisions where the player made the expert's move
    bool complete = true;  ///< false: cancelled before the end
    double pointsLost = 0; ///< the moments' costs added up
    double errorRate = 0;  ///< pointsLost per decision judged
    ReviewLabel label = ReviewLabel::Expert;
    /// The round ended with the seat not opened, paying `notOpenedPoints` whatever its cards
    /// (RULES.md 3.8): what cost the round was not opening, not the decisions' points.
    bool notOpened = false;
    int notOpenedPoints = 0;
    int roundPoints = 0;               ///< the seat's score of the round (0 while it is not over)
    std::vector<ReviewMoment> moments; ///< worst first (then in turn order)
    /// The other decisions where the expert would have moved otherwise, its move not better beyond
    /// the noise (below `minCost` points or `flagZ` standard errors): in turn order, with a reason.
    std::vector<ReviewMoment> differences;
};

/// The label for `errorRate` points lost per decision: below 0.1 Expert, 0.25 Strong, 0.5 Good, 1
/// Casual, else Beginner, each threshold times the variant's reviewPointScale (engine/Variants.h; a point
/// lost in rami, whose scores run to hundreds, is not one in remi51: benchmarks/README.md).
ReviewLabel labelFor(double errorRate, const RuleSet &rules);

/// Why `expert` is better than `played` in view `v`, from the cards alone. A discard is called a
/// DeadwoodLeft one only when the played discard breaks a meld of the hand's best partition (the
/// deadwood it leaves exceeds the expert's by more than the two cards' values differ); two loose
/// cards give KeepsCard (the discarded card was worth more in hand). Deadwood and card values as
/// the variant counts a hand (RULES.md 1.3 and the variant's x.8 scoring). A seat that has not
/// opened where an unopened hand pays a flat score (remi51, RULES.md 3.8) is never told of
/// deadwood: two discards give OpeningChances or OpeningValue (RULES.md 3.6) when the expert's
/// keeps more of the opening, else KeepsCard; a discard where the expert opens gives OpenNow.
ReviewReason reasonForMove(const PlayerView &v, const RuleSet &rules, const Action &played, const Action &expert);

/// What kind of decision `a` is (`opened`: the seat had opened before it).
DecisionKind decisionKind(const Action &a, bool opened);

/// Reviews round seat `seat`'s decisions in the round dealt as `start` and played as `actions`
/// (a finished round or a part of one). `progress` (may be empty) is told (decisions done, decisions
/// in all) after each. Deterministic: the same input and config give the same review.
RoundReview reviewRound(const Round &start, const std::vector<Action> &actions, int seat,
                        const ReviewConfig &config = {}, const std::function<void(int, int)> &progress = {});

} // namespace remi::review
