// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Rami (RULES.md section 4): its preset rules and its Options table (RULES.md 4.11), each option
// declared once here with its range, default, settings group, words and when it applies.
#include "OptionBuilders.h"
#include "Variants.h"

namespace remi {

RuleSet ramiRules()
{
    RuleSet r;
    r.variant = "rami";
    r.decks = 2;
    r.decksByPlayers = {2, 2, 2, 2, 2, 3, 3, 4, 4}; // 4.1
    r.jokersPerDeck = 2;
    r.jokers = 4;
    r.minPlayers = 2;
    r.maxPlayers = 8;
    r.handSizeByPlayers = {0, 0, 14, 14, 14, 14, 14, 14, 14}; // 4.2
    r.aceLow = true;
    r.aceHigh = true;
    r.aceBothEnds = false;
    r.jokerLimit = JokerLimit::OnePerMeld; // 4.4
    r.openingJokerLimit = JokerLimit::OnePerMeld;
    r.jokerMayLayOff = false;
    r.layOffAllowed = true;
    r.layOffOnOpeningTurn = true;
    r.openingMin = 40;
    r.openingValueScheme = OpeningValueScheme::TableValues;
    r.discardPickup = DiscardPickup::OpenedOnly;
    r.discardMode = DiscardMode::Single;
    r.jokerSwap = true;
    r.freedJokerRule = FreedJokerRule::Penalty;
    r.manipulationRule = true;
    r.skipDrawWhenNothingToDraw = true;
    r.blockedCircuits = 2;
    r.announceCardsLeft = true;
    r.roundTo5 = true;
    r.rebuildShuffles = true;
    r.maxRebuilds = -1;
    r.scoring = ScoringScheme::LiveTable;
    r.aceInHandValue = 15;
    r.jokerInHandValue = 20;
    r.matchEnd = MatchEnd::ScoreLimit;
    r.scoreLimit = 1000;
    r.targetScore = 500; // eliminationLimit
    // The expert deals an opened seat only cards it would not have played (src/ai/bots/HandBelief.h):
    // 65.8 % against normal and 60.4 % against hard over 2 000 matches, against 64.5 % and 58.7 %
    // uniform (benchmarks/README.md "Reading the other hands from the table").
    r.expertReadsHands = true;
    // A *remi* (opening and going out in one turn) earns 200 to 400 points more (RULES.md 4.8):
    // the expert waits for one (src/ai/bots/BotPolicy.h Policy::waitForHand; benchmarks/README.md).
    r.expertWaitsForHand = true;
    return r;
}

const std::vector<OptionSpec> &ramiOptions()
{
    static const std::vector<OptionSpec> table = [] {
        std::vector<OptionSpec> o;
        o.push_back(described(
            choiceOption<DiscardMode>("discardMode", &RuleSet::discardMode,
                                      {{"NONE", DiscardMode::None},
                                       {"DISCARD_ONLY", DiscardMode::DiscardOnly},
                                       {"SINGLE", DiscardMode::Single},
                                       {"MULTIPLE", DiscardMode::Multiple}},
                                      DiscardMode::Single),
            OptionGroup::Play, REMI_TRANSLATABLE("OptionHelp", "Use of the discard pile"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "No discards (the turn just ends); discards only (never taken back); the top card may be taken; or any card together with all cards above it.")));
        o.push_back(described(intOption("openingMin", &RuleSet::openingMin, 30, 80, 40, 5), OptionGroup::Opening,
                              REMI_TRANSLATABLE("OptionHelp", "Opening minimum"),
                              REMI_TRANSLATABLE("OptionHelp", "The points your first melds must be worth together.")));
        o.push_back(described(intChoiceOption("jokersPerDeck", &RuleSet::jokersPerDeck, {0, 1, 2}, 2),
                              OptionGroup::Jokers, REMI_TRANSLATABLE("OptionHelp", "Jokers per deck"),
                              REMI_TRANSLATABLE("OptionHelp", "The number of jokers in each deck.")));
        o.push_back(described(
            boolOption("roundTo5", &RuleSet::roundTo5, true), OptionGroup::Scoring,
            REMI_TRANSLATABLE("OptionHelp", "Card values rounded to 5"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "Card values rounded to 5 (2–9 worth 5, a low ace 5); off: traditional values (2–9 face value, ace 1 low and 11 high).")));
        o.push_back(described(
            boolOption("identicalCombos", &RuleSet::identicalCombos, false), OptionGroup::Play,
            REMI_TRANSLATABLE("OptionHelp", "Identical cards as a meld"),
            REMI_TRANSLATABLE("OptionHelp",
                              "3 or 4 copies of the same card are a meld, worth 10 more per card; always 4 decks.")));
        o.push_back(described(
            boolOption("manipulation", &RuleSet::manipulation, false), OptionGroup::Play,
            REMI_TRANSLATABLE("OptionHelp", "Manipulation"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "Opened players may take cards from table melds and rearrange the table; every borrowed card not returned to the table by the end of the turn costs 300.")));
        OptionSpec elim;
        elim.name = "elimination";
        elim.kind = OptionSpec::Kind::Bool;
        elim.defaultValue = "false";
        elim.get = [](const RuleSet &r) { return boolText(r.scoring == ScoringScheme::Challenge); };
        elim.set = [](RuleSet &r, const std::string &v) {
            const bool on = v == "true";
            r.scoring = on ? ScoringScheme::Challenge : ScoringScheme::LiveTable;
            r.matchEnd = on ? MatchEnd::Elimination : MatchEnd::ScoreLimit;
        };
        o.push_back(described(
            elim, OptionGroup::Play, REMI_TRANSLATABLE("OptionHelp", "Challenge mode"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "Lower is better: table cards score nothing, the others add their own hand values × 1 (remi × 2, pure remi × 3, pure remi before anyone else opened × 4), and a player who reaches the elimination limit is eliminated.")));
        o.push_back(described(
            intOption("scoreLimit", &RuleSet::scoreLimit, 1, 100000, 1000), OptionGroup::MatchEnd,
            REMI_TRANSLATABLE("OptionHelp", "Score limit"),
            REMI_TRANSLATABLE("OptionHelp", "Without challenge mode: the match ends when a total reaches this score."),
            scoreLimitEnd));
        o.push_back(
            described(intOption("eliminationLimit", &RuleSet::targetScore, 1, 100000, 500), OptionGroup::MatchEnd,
                      REMI_TRANSLATABLE("OptionHelp", "Elimination limit"),
                      REMI_TRANSLATABLE("OptionHelp",
                                        "In challenge mode: a player whose total reaches this score is eliminated."),
                      targetOrElimination));
        OptionSpec rounds = intOption("roundsLimit", &RuleSet::roundsLimit, 0, 99, 0);
        rounds.zeroIsNoLimit = true;
        o.push_back(described(rounds, OptionGroup::MatchEnd, REMI_TRANSLATABLE("OptionHelp", "Rounds limit"),
                              REMI_TRANSLATABLE("OptionHelp", "The match ends after this many rounds (0: no limit)."),
                              scoreLimitEnd));
        OptionSpec turn = intOption("turnSeconds", &RuleSet::turnSeconds, 0, 600, 0);
        turn.offOrAtLeast = 20;
        turn.zeroIsNoLimit = true;
        o.push_back(described(
            turn, OptionGroup::Play, REMI_TRANSLATABLE("OptionHelp", "Seconds per turn"),
            REMI_TRANSLATABLE("OptionHelp", "The time for a turn in seconds (0: no limit); a timeout costs 50.")));
        o.push_back(
            described(boolOption("allowRediscardTaken", &RuleSet::allowRediscardTaken, false), OptionGroup::Play,
                      REMI_TRANSLATABLE("OptionHelp", "Discarding cards taken from the pile"),
                      REMI_TRANSLATABLE("OptionHelp", "Cards taken from the pile may be discarded in the same turn.")));
        o.push_back(described(
            boolOption("elimFinishBeforeOthersBonus", &RuleSet::elimFinishBeforeOthersBonus, false),
            OptionGroup::Scoring, REMI_TRANSLATABLE("OptionHelp", "Going out before anyone opened"),
            REMI_TRANSLATABLE(
                "OptionHelp",
                "In challenge mode: going out before anyone else opened gives −100 and doubles the others' hands."),
            challengeScoring));
        return o;
    }();
    return table;
}

} // namespace remi
