// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Remi 51 (RULES.md section 3): its preset rules and its Options table (RULES.md 3.11), each option
// declared once here with its range, default, settings group, words and when it applies.
#include "OptionBuilders.h"
#include "Variants.h"

namespace remi {

RuleSet remi51Rules()
{
    RuleSet r;
    r.variant = "remi51";
    r.decks = 2;
    r.jokers = 4;
    r.minPlayers = 2;
    r.maxPlayers = 6;
    r.handSizeByPlayers = {0, 0, 14, 14, 14, 14, 14}; // 3.2
    r.firstPlayerExtraCard = true;
    r.cutCard = true;
    r.aceLow = true;
    r.aceHigh = true;
    r.aceBothEnds = true;
    r.jokerLimit = JokerLimit::NoMoreThanNaturals;
    r.openingJokerLimit = JokerLimit::OnePerMeld;
    r.jokerMayLayOff = true;
    r.layOffAllowed = true;
    r.layOffOnOpeningTurn = true;
    r.openingMin = 51;
    r.discardPickup = DiscardPickup::FirstCircuitOrOpening;
    r.jokerSwap = true;
    r.allowBuryJoker = true;
    r.buryJokerRule = true;
    r.mustDiscardToGoOut = true;
    r.jokerCannotClose = true;
    r.closingCardMustNotFit = true;
    r.handFinish = true;
    r.strictHand = true;
    r.rebuildShuffles = true;
    r.maxRebuilds = 1;
    // The expert's playouts are noisy here (a round swings by 100 points and more): against hard
    // over 2 000 matches it won 57.3 % with 0.5 and 64 determinizations, 54.0 % with 1 and 32,
    // 54.2 % with 1 and 128 (benchmarks/README.md).
    r.expertSignificance = 0.5;
    // Dealing an opened seat only cards it would not have played (src/ai/bots/HandBelief.h): with 64
    // determinizations 59.3 % against normal over 2 000 matches instead of 56.3 %, 58.2 % against
    // hard instead of 57.3 % (benchmarks/README.md "Reading the other hands from the table").
    r.expertReadsHands = true;
    // A *hand* scores -80 instead of -40 and doubles every other player's score (RULES.md 3.8):
    // the expert waits for one (src/ai/bots/BotPolicy.h Policy::waitForHand; benchmarks/README.md).
    r.expertWaitsForHand = true;
    // RULES.md 3.11 stalemateRebuilds (stockReshuffles = unlimited), as rummy's 2.10 safety cap:
    // after 10 rebuilds without a meld or lay-off in between, the next exhaustion ends the round
    // with no closer (3.8).
    r.stalemateRebuilds = 10;
    r.scoring = ScoringScheme::PenaltyPoints;
    r.aceInHandValue = 10;
    r.jokerInHandValue = 20;
    r.handDoublesOthers = true;
    r.matchEnd = MatchEnd::OnceAround;
    r.targetScore = 1001;
    return r;
}

const std::vector<OptionSpec> &remi51Options()
{
    static const std::vector<OptionSpec> table = [] {
        std::vector<OptionSpec> o;
        o.push_back(described(intOption("openingMin", &RuleSet::openingMin, 40, 101, 51), OptionGroup::Opening,
                              REMI_TRANSLATABLE("OptionHelp", "Opening minimum"),
                              REMI_TRANSLATABLE("OptionHelp", "The points your first melds must be worth together.")));
        o.push_back(
            described(choiceOption<AceOpeningValue>("aceOpeningValue", &RuleSet::aceOpeningValue,
                                                    {{"ten", AceOpeningValue::Ten},
                                                     {"lowHigh", AceOpeningValue::LowHigh},
                                                     {"eleven", AceOpeningValue::Eleven}},
                                                    AceOpeningValue::Ten),
                      OptionGroup::Opening, REMI_TRANSLATABLE("OptionHelp", "An ace in the opening"),
                      REMI_TRANSLATABLE("OptionHelp",
                                        "What an ace counts in the opening: 10; 1 in A-2-3 and 11 elsewhere; or 11.")));
        o.push_back(
            described(intChoiceOption("aceInHandValue", &RuleSet::aceInHandValue, {10, 11, 15}, 10),
                      OptionGroup::Scoring, REMI_TRANSLATABLE("OptionHelp", "An ace left in hand"),
                      REMI_TRANSLATABLE("OptionHelp", "The points for an ace left in hand at the end of the round.")));
        o.push_back(
            described(intChoiceOption("jokerInHandValue", &RuleSet::jokerInHandValue, {20, 25, 50}, 20),
                      OptionGroup::Scoring, REMI_TRANSLATABLE("OptionHelp", "A joker left in hand"),
                      REMI_TRANSLATABLE("OptionHelp", "The points for a joker left in hand at the end of the round.")));
        o.push_back(described(
            boolOption("notOpenedAddsHand", &RuleSet::notOpenedAddsHand, false), OptionGroup::Scoring,
            REMI_TRANSLATABLE("OptionHelp", "Not opened pays 100 plus the hand"),
            REMI_TRANSLATABLE("OptionHelp",
                              "A player who has not opened scores 100 plus the cards in hand instead of 100.")));
        o.push_back(described(intOption("closeScore", &RuleSet::closeScore, -500, 0, -40), OptionGroup::Scoring,
                              REMI_TRANSLATABLE("OptionHelp", "Score for closing"),
                              REMI_TRANSLATABLE("OptionHelp", "The score of a player who closes normally.")));
        o.push_back(described(intOption("handScore", &RuleSet::handScore, -500, 0, -80), OptionGroup::Scoring,
                              REMI_TRANSLATABLE("OptionHelp", "Hand score"),
                              REMI_TRANSLATABLE("OptionHelp", "The score of a player who closes with a hand.")));
        o.push_back(described(
            intOption("cutHandScore", &RuleSet::cutHandScore, -500, 0, -120), OptionGroup::Scoring,
            REMI_TRANSLATABLE("OptionHelp", "Score for a hand with the cut card"),
            REMI_TRANSLATABLE("OptionHelp", "The score of a player who closes with a hand that uses the cut card.")));
        o.push_back(described(boolOption("handDoublesOthers", &RuleSet::handDoublesOthers, true), OptionGroup::Scoring,
                              REMI_TRANSLATABLE("OptionHelp", "A hand doubles the others' scores"),
                              REMI_TRANSLATABLE("OptionHelp", "After a hand the other players' scores are doubled.")));
        o.push_back(described(
            choiceOption<JokerLimit>("jokerLimit", &RuleSet::jokerLimit,
                                     {{"standard", JokerLimit::NoMoreThanNaturals},
                                      {"onePerMeld", JokerLimit::OnePerMeld},
                                      {"unrestricted", JokerLimit::Unrestricted}},
                                     JokerLimit::NoMoreThanNaturals),
            OptionGroup::Jokers, REMI_TRANSLATABLE("OptionHelp", "Jokers in a meld"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "Standard: one joker per meld in the opening, later no more jokers than natural cards and no two jokers side by side in a run; one joker per meld at all times; or any number (with at least one natural card).")));
        o.push_back(described(boolOption("aceBothEnds", &RuleSet::aceBothEnds, true), OptionGroup::Play,
                              REMI_TRANSLATABLE("OptionHelp", "An ace at both ends of a run"),
                              REMI_TRANSLATABLE("OptionHelp", "The 14-card run A-2-…-K-A is allowed.")));
        o.push_back(described(
            boolOption("layOffOnOpeningTurn", &RuleSet::layOffOnOpeningTurn, true), OptionGroup::Opening,
            REMI_TRANSLATABLE("OptionHelp", "Laying off in the opening turn"),
            REMI_TRANSLATABLE("OptionHelp", "Laying off and swapping jokers are allowed in the turn you open.")));
        o.push_back(described(
            boolOption("discardMustBeInOpening", &RuleSet::discardMustBeInOpening, false), OptionGroup::Opening,
            REMI_TRANSLATABLE("OptionHelp", "A pile card taken to open is in the opening"),
            REMI_TRANSLATABLE("OptionHelp", "A discard taken in order to open must be in the opening melds.")));
        OptionSpec kept;
        kept.name = "freedJokerMayBeKept";
        kept.kind = OptionSpec::Kind::Bool;
        kept.defaultValue = "false";
        kept.get = [](const RuleSet &r) { return boolText(r.freedJokerRule == FreedJokerRule::Free); };
        kept.set = [](RuleSet &r, const std::string &v) {
            r.freedJokerRule = v == "true" ? FreedJokerRule::Free : FreedJokerRule::MustPlay;
        };
        o.push_back(described(
            kept, OptionGroup::Jokers, REMI_TRANSLATABLE("OptionHelp", "Keeping a freed joker"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "A joker taken in a swap may stay in your hand instead of going back to the table in the same turn.")));
        o.push_back(described(boolOption("strictHand", &RuleSet::strictHand, true), OptionGroup::Play,
                              REMI_TRANSLATABLE("OptionHelp", "A hand lays off only on its own melds"),
                              REMI_TRANSLATABLE("OptionHelp", "A hand may not lay off onto other players' melds.")));
        o.push_back(described(boolOption("openingNeedsNaturalRun", &RuleSet::openingNeedsNaturalRun, false),
                              OptionGroup::Opening,
                              REMI_TRANSLATABLE("OptionHelp", "Opening needs a run without a joker"),
                              REMI_TRANSLATABLE("OptionHelp", "The opening must include a run without a joker.")));
        o.push_back(
            described(intChoiceOption("noOpenOrCloseCircuits", &RuleSet::noOpenOrCloseCircuits, {0, 1, 2}, 0),
                      OptionGroup::Opening, REMI_TRANSLATABLE("OptionHelp", "Circuits without opening or closing"),
                      REMI_TRANSLATABLE("OptionHelp", "Nobody may open or close in this many first circuits.")));
        o.push_back(described(
            boolOption("allowBuryJoker", &RuleSet::allowBuryJoker, true), OptionGroup::Jokers,
            REMI_TRANSLATABLE("OptionHelp", "Burying a joker"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "When discarding you may put a joker under your discard; a buried joker can never be taken.")));
        o.push_back(described(
            boolOption("askCutterForJoker", &RuleSet::askCutterForJoker, false), OptionGroup::Jokers,
            REMI_TRANSLATABLE("OptionHelp", "The cutter may leave a joker"),
            REMI_TRANSLATABLE("OptionHelp",
                              "A player who cuts a joker may leave it as the cut card instead of keeping it.")));
        o.push_back(described(
            boolOption("noPlayableDiscard", &RuleSet::noPlayableDiscard, false), OptionGroup::Play,
            REMI_TRANSLATABLE("OptionHelp", "No discarding a card that fits"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "A card that could be laid off onto a meld on the table may not be discarded (while you hold a card that cannot).")));
        OptionSpec reshuffles;
        reshuffles.name = "stockReshuffles";
        reshuffles.kind = OptionSpec::Kind::Choice;
        reshuffles.choices = {"0", "1", "unlimited"};
        reshuffles.defaultValue = "1";
        reshuffles.get = [](const RuleSet &r) {
            return r.maxRebuilds < 0 ? std::string("unlimited") : std::to_string(r.maxRebuilds);
        };
        reshuffles.set = [](RuleSet &r, const std::string &v) { r.maxRebuilds = v == "unlimited" ? -1 : std::stoi(v); };
        o.push_back(described(
            reshuffles, OptionGroup::Play, REMI_TRANSLATABLE("OptionHelp", "Reshuffles of the stock"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "How often per round the discard pile is shuffled into a new stock when the stock runs out.")));
        // RULES.md 3.11: rummy's 2.10 safety cap, for stockReshuffles = unlimited.
        o.push_back(described(
            intOption("stalemateRebuilds", &RuleSet::stalemateRebuilds, 1, 100, 10), OptionGroup::Play,
            REMI_TRANSLATABLE("OptionHelp", "Rebuilds without play that end a round"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "With unlimited reshuffles: a round in which the stock was rebuilt this many times with nothing melded or laid off in between ends with no closer (everyone scores as a player who did not close). Remi's addition; the rules set no limit."),
            unlimitedRebuilds));
        o.push_back(described(
            choiceOption<MatchEnd>("matchEnd", &RuleSet::matchEnd,
                                   {{"onceAround", MatchEnd::OnceAround},
                                    {"twiceAround", MatchEnd::TwiceAround},
                                    {"elimination", MatchEnd::Elimination}},
                                   MatchEnd::OnceAround),
            OptionGroup::MatchEnd, REMI_TRANSLATABLE("OptionHelp", "How the match ends"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "Once around the table (each player deals once), twice around, or until players are eliminated at the elimination limit (the last player left wins).")));
        o.push_back(described(
            intOption("targetScore", &RuleSet::targetScore, 101, 5001, 1001), OptionGroup::MatchEnd,
            REMI_TRANSLATABLE("OptionHelp", "Elimination limit"),
            REMI_TRANSLATABLE("OptionHelp", "With elimination: a player whose total reaches this score is eliminated."),
            targetOrElimination));
        return o;
    }();
    return table;
}

} // namespace remi
