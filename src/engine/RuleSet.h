// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// RuleSet: plain data describing a variant (RULES.md 1.3 and each variant's Options table).
// Behaviour follows from these fields; no engine code tests the variant's name.

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace remi {

/// How many jokers a combination may hold (RULES.md 1.3, 3.4, 4.4).
enum class JokerLimit {
    OnePerMeld,         ///< at most one joker
    NoMoreThanNaturals, ///< jokers <= natural cards, never two adjacent in a run (remi51 `standard`)
    Unrestricted,       ///< any number, at least one natural card
};

/// Who may take from the discard pile (RULES.md 2.3, 3.3, 4.3, 5.3).
enum class DiscardPickup {
    Always,                ///< rummy: the top card, any time
    FirstCircuitOrOpening, ///< remi51: anyone in the first circuit, later only opened / opening players
    OpenedOnly,            ///< rami: opened players, as `discardMode` allows
    PickupMeld,            ///< remi_indonesia: only by laying it at once in a new combination
};

/// Round scoring scheme (RULES.md 2.8, 3.8, 4.8, 5.8).
enum class ScoringScheme {
    WinnerTakesHands, ///< rummy: the player going out scores the opponents' hands
    PenaltyPoints,    ///< remi51: lower is better, closer negative
    PlusMinus,        ///< remi_indonesia: melded cards plus, the rest minus, closing bonus
    LiveTable,        ///< rami: table actions score at once; the player going out takes the hands (4.8)
    Challenge,        ///< rami `elimination`: lower is better, opponents add their hands x multiplier
};

/// Rami discard modes (RULES.md 4.3); the other variants play SINGLE.
enum class DiscardMode { None, DiscardOnly, Single, Multiple };

/// How an opening is counted: remi51 opening values (3.6) or rami table values (4.6, 4.8).
enum class OpeningValueScheme { Remi51, TableValues };

/// What happens to a joker freed by a swap (3.5, 4.5).
enum class FreedJokerRule {
    MustPlay, ///< remi51: the turn cannot end while it is in hand (joker_not_played)
    Penalty,  ///< rami: not used in a new combination this turn costs the penalty
    Free,     ///< remi51 `freedJokerMayBeKept`
};

enum class MatchEnd {
    TargetScore, ///< rummy `target`: first total >= targetScore wins
    DealCount,   ///< rummy `deals`, remi_indonesia `rounds`: highest total after dealCount rounds
    OnceAround,  ///< remi51: as many rounds as players, lowest total wins
    TwiceAround, ///< remi51: twice as many rounds
    Elimination, ///< remi51 / rami challenge: eliminated at targetScore, last player left wins
    ScoreLimit,  ///< rami normal mode: scoreLimit or roundsLimit; a tied lead plays on
};

enum class DealerRotation {
    Left,        ///< the deal passes to the left (dealer + 1)
    Winner,      ///< rummy option: the player who went out deals
    LowestTotal, ///< remi_indonesia 5.2: the lowest match total deals; ties scanned from the previous dealer
};
enum class AceOpeningValue { Ten, LowHigh, Eleven };

/// All rules of one variant with its options applied.
struct RuleSet {
    std::string variant; ///< preset name: "rummy", "remi51"; for display and option lists only

    // 1.1 shoe and deal
    int decks = 1;
    int jokers = 0;                  ///< jokers in the whole shoe
    std::vector<int> decksByPlayers; ///< rami 4.1: decks by player count (empty: `decks` fixed)
    int jokersPerDeck = -1;          ///< rami 4.1: jokers = decks x this (-1: `jokers` fixed)
    int minPlayers = 2;
    int maxPlayers = 6;
    std::vector<int> handSizeByPlayers; ///< index = player count
    bool firstPlayerExtraCard = false;  ///< remi51: dealer + 1 gets one card more and does not draw (3.2, 3.3)
    bool upcard = false;                ///< rummy: the next card starts the discard pile (2.2)
    bool cutCard = false;               ///< remi51: face-up cut card under the stock (3.2)
    bool askCutterForJoker = false;     ///< remi51 option: the cutter may decline a joker
    bool dealerPlaysFirst = false;      ///< remi_indonesia 5.2; otherwise dealer + 1 plays first

    // 1.3 melds
    bool aceLow = true;
    bool aceHigh = false;
    bool aceBothEnds = false;
    bool numeralRuns = false;      ///< remi_indonesia 5.4: runs of 2..10 only, or exactly J-Q-K
    bool setNeedsSequence = false; ///< remi_indonesia 5.6
    bool identicalCombos = false;  ///< rami option: 3-4 copies of one card (4.4)
    int identicalBonus = 10;       ///< rami: each card of an identical combination is worth this much more
    JokerLimit jokerLimit = JokerLimit::OnePerMeld;
    JokerLimit openingJokerLimit = JokerLimit::OnePerMeld;
    bool jokerMayLayOff = true;

    // play
    bool layOffAllowed = true;
    bool layOffOnOpeningTurn = true;
    bool oneMeldPerTurn = false;
    int openingMin = 0; ///< 0: no opening requirement (rummy)
    AceOpeningValue aceOpeningValue = AceOpeningValue::Ten;
    bool openingNeedsNaturalRun = false;
    int noOpenOrCloseCircuits = 0;
    DiscardPickup discardPickup = DiscardPickup::Always;
    bool discardMustBeInOpening = false;
    bool allowRediscardTaken = false;
    int discardPickDepth = 1;           ///< remi_indonesia: deepest pile card a pickup may take
    bool meldFromHandDuringPlay = true; ///< false: a meld must leave exactly one card (5.3)
    bool jokerSwap = false;
    bool allowBuryJoker = false;
    bool buryJokerRule = false; ///< the variant knows burying at all (remi51); else a bury is action_not_allowed
    DiscardMode discardMode = DiscardMode::Single;
    OpeningValueScheme openingValueScheme = OpeningValueScheme::Remi51;
    FreedJokerRule freedJokerRule = FreedJokerRule::MustPlay;
    bool manipulationRule = false;          ///< the variant knows take / rearrange (rami); else action_not_allowed
    bool manipulation = false;              ///< rami option: take and rearrange (4.5)
    bool skipDrawWhenNothingToDraw = false; ///< rami 4.10: no stock, nothing to rebuild: the pile draw is the only
                                            ///< draw (a stock draw is action_not_allowed), without one start in PLAY
    int borrowPenalty = 300;                ///< rami: per borrowed card or recovered joker not returned (4.5)
    int blockedCircuits = 0;                ///< rami 4.10: idle circuits that end a round (0 = off)
    int turnSeconds = 0;                    ///< rami: turn time limit, applied by the caller's clock (0 = off)
    int timeoutPenalty = 50;                ///< rami 4.10
    bool announceCardsLeft = false;         ///< rami 4.3: hands of 3, 2 and 1 cards are announced

    // going out
    bool mustDiscardToGoOut = false;
    bool jokerCannotClose = false;
    bool closingCardMustNotFit = false; ///< remi51 3.7
    bool noPlayableDiscard = false;
    bool handFinish = false; ///< remi51: going out without having opened before is a *hand*
    bool strictHand = false;

    // stock exhaustion (2.10, 3.10)
    bool rebuildShuffles = true; ///< false: `turnOver` (the oldest discard becomes the top)
    int maxRebuilds = -1;        ///< -1 unlimited
    int stalemateRebuilds =
        0; ///< 0 off; rummy 2.10 (reshuffle, turnOver), remi51 3.11 (unlimited): rebuilds without a meld or lay-off after which the next exhaustion ends the round
    bool roundEndsOnEmptyStock = false; ///< remi_indonesia 5.10: an empty stock at the end of a turn ends the round

    // scoring
    ScoringScheme scoring = ScoringScheme::WinnerTakesHands;
    bool rummyDoubles = false;
    int aceInHandValue = 1;
    int jokerInHandValue = 0;
    bool notOpenedAddsHand = false;
    int notOpenedScore = 100;
    int closeScore = -40;
    int handScore = -80;
    int cutHandScore = -120;
    bool handDoublesOthers = false;
    int closingBonusMultiplier = 0;           ///< remi_indonesia 5.7: bonus = multiplier x closing card value
    bool tenIsTen = false;                    ///< remi_indonesia 5.8: a 10 is worth 10 instead of 5
    bool roundTo5 = false;                    ///< rami 4.8: 2-9 worth 5 (on the table and in hand)
    bool elimFinishBeforeOthersBonus = false; ///< rami 4.8 challenge item 4

    // match
    MatchEnd matchEnd = MatchEnd::TargetScore;
    int scoreLimit = 1000; ///< rami normal mode: a total reaching it ends the match (4.9)
    int roundsLimit = 0;   ///< rami: 0 = no limit
    int targetScore = 150;
    int dealCount = 10;
    DealerRotation dealerRotation = DealerRotation::Left;

    // computer players' tuning (not a rule of the game; src/ai)
    /// The hard level replaces the normal policy's discard only when the alternative's mean gain
    /// over its playouts is at least this many standard errors (ai::HardConfig::significanceFor):
    /// 2 in rummy, 1 elsewhere (benchmarks/README.md).
    double hardSignificance = 1.0;
    /// The same threshold for the expert level (ai::ExpertConfig::significanceFor): 0.5 in remi51
    /// (its playouts' noise hid real gains at 1), 1 elsewhere (benchmarks/README.md).
    double expertSignificance = 1.0;
    /// The expert's determinizations deal an opened seat no cards it would already have melded or
    /// laid off (ai::ExpertConfig::readsHandsFor, src/ai/bots/HandBelief.h): on in remi51 and rami
    /// (benchmarks/README.md).
    bool expertReadsHands = false;
    /// The expert holds its opening back until it can go out in the same turn (a remi51 *hand*,
    /// RULES.md 3.7 and 3.8; a rami *remi*, 4.7 and 4.8), unless another seat is close to going
    /// out (ai::ExpertConfig::waitsForHandFor, src/ai/bots/BotPolicy.h Policy::waitForHand): on in
    /// remi51 and rami, where going out in the turn of opening scores far more (benchmarks/README.md).
    bool expertWaitsForHand = false;

    /// Cards dealt to each player for `players` seats (before the remi51 extra card).
    int handSize(int players) const;
    /// Cards in the shoe: decks * 52 + jokers.
    int shoeSize() const { return decks * 52 + jokers; }
    /// Highest run length: 14 with an ace at both ends, else 13.
    int maxRunLength() const { return aceBothEnds ? 14 : 13; }
    bool needsOpening() const { return openingMin > 0; }
    /// The deepest discard pile card a draw or pick-up may take (1 = the top only; 0 = any, rami
    /// MULTIPLE, RULES.md 4.3; remi_indonesia `discardPickDepth`, 5.3).
    int discardDepthLimit() const
    {
        if (discardPickup == DiscardPickup::PickupMeld) return discardPickDepth;
        return discardMode == DiscardMode::Multiple ? 0 : 1;
    }
    /// The whole discard pile lies spread face up, newest first (rami MULTIPLE, RULES.md 4.3 table
    /// "Visible"; remi_indonesia, 5.2); otherwise only its top card is seen.
    bool wholePileShown() const
    {
        return discardPickup == DiscardPickup::PickupMeld || discardMode == DiscardMode::Multiple;
    }
    /// These rules with the shoe fixed for `players` seats (rami 4.1); other variants unchanged.
    RuleSet forPlayers(int players) const;
};

/// RULES.md section 2 defaults.
RuleSet rummyRules();
/// RULES.md section 3 defaults.
RuleSet remi51Rules();
/// RULES.md section 4 defaults.
RuleSet ramiRules();
/// RULES.md section 5 defaults.
RuleSet remiIndonesiaRules();
/// Preset by name ("rummy", "remi51", "rami", "remi_indonesia"; Variants.h); nullopt for an unknown name.
std::optional<RuleSet> presetRules(const std::string &variant);
/// Ids of the presets the engine plays, in the order of variants() (Variants.h).
std::vector<std::string> variantNames();

/// What part of the game an option is about: the settings dialog groups options by it.
enum class OptionGroup {
    Opening,  ///< the opening requirement (RULES.md 3.6, 4.6)
    Jokers,   ///< jokers: limits, swaps, burying
    Play,     ///< drawing, melding, laying off, discarding, the stock, the clock
    Scoring,  ///< points of a round (RULES.md x.8)
    MatchEnd, ///< when the match ends (RULES.md x.9)
};

/// One entry of a variant's Options table (RULES.md x.11), for settings dialogs and files. Each option
/// is declared once, in its variant's table (engine/Variant<Name>.cpp, OptionBuilders.h).
struct OptionSpec {
    enum class Kind { Bool, Int, Choice };
    std::string name; ///< RULES.md option name, e.g. "openingMin"
    Kind kind = Kind::Bool;
    OptionGroup group = OptionGroup::Play;
    int min = 0, max = 0, step = 1; ///< Int range
    /// Int with min 0: 0 (off) or a value from offOrAtLeast to max (turnSeconds: 0, or 20 to 600,
    /// RULES.md 4.11); 0 when every value of the range is allowed.
    int offOrAtLeast = 0;
    /// Int: 0 means "no limit" (roundsLimit, turnSeconds; RULES.md 4.9, 4.11), not a figure.
    bool zeroIsNoLimit = false;
    std::vector<std::string> choices; ///< Choice values; Int options may list exact allowed values here
    std::string defaultValue;
    /// Its Settings label and its explanation (the Settings tooltip, the help pages' Effect
    /// column), in English: the window translates them in context "OptionHelp" (words/OptionHelp).
    const char *label = "";
    const char *help = "";
    /// Whether it matters under `rules` (other options' values, e.g. targetScore only for a match
    /// played to a target); empty: always (optionApplies, Moves.h).
    std::function<bool(const RuleSet &)> applies;
    std::function<std::string(const RuleSet &)> get;
    std::function<void(RuleSet &, const std::string &)> set; ///< called with a validated value
};

/// The Options table of `variant` (empty for an unknown variant); defined with the variants
/// (Variants.cpp).
const std::vector<OptionSpec> &optionSpecs(const std::string &variant);
/// Sets option `name` to `value` ("true", "51", "elimination"). Returns an error text naming
/// the option and the allowed values, or nullopt on success; `rules` is unchanged on error.
std::optional<std::string> setOption(RuleSet &rules, const std::string &name, const std::string &value);
/// The current value of option `name` as text; nullopt for an unknown option.
std::optional<std::string> optionValue(const RuleSet &rules, const std::string &name);

} // namespace remi
