// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Remi Indonesia (RULES.md section 5): its preset rules and its Options table (RULES.md 5.11), each option
// declared once here with its range, default, settings group, words and when it applies.
#include "OptionBuilders.h"
#include "Variants.h"

namespace remi {

RuleSet remiIndonesiaRules()
{
    RuleSet r;
    r.variant = "remi_indonesia";
    r.decks = 1;
    r.jokers = 0;
    r.minPlayers = 2;
    r.maxPlayers = 4;
    r.handSizeByPlayers = {0, 0, 7, 7, 7}; // 5.2
    r.dealerPlaysFirst = true;
    r.aceLow = false;
    r.aceHigh = false;
    r.numeralRuns = true;
    r.setNeedsSequence = true;
    r.layOffAllowed = false; // 5.5
    r.discardPickup = DiscardPickup::PickupMeld;
    r.discardPickDepth = 3;
    r.meldFromHandDuringPlay = false;
    r.mustDiscardToGoOut = true; // 5.7: the closing card is discarded
    r.maxRebuilds = 0;
    r.roundEndsOnEmptyStock = true;
    r.scoring = ScoringScheme::PlusMinus;
    r.closingBonusMultiplier = 10;
    r.aceInHandValue = 15;
    r.matchEnd = MatchEnd::DealCount;
    r.dealCount = 5;
    r.dealerRotation = DealerRotation::LowestTotal;
    return r;
}

const std::vector<OptionSpec> &remiIndonesiaOptions()
{
    static const std::vector<OptionSpec> table = [] {
        std::vector<OptionSpec> o;
        o.push_back(described(
            boolOption("meldFromHandDuringPlay", &RuleSet::meldFromHandDuringPlay, false), OptionGroup::Play,
            REMI_TRANSLATABLE("OptionHelp", "Melding from the hand in any turn"),
            REMI_TRANSLATABLE("OptionHelp",
                              "Melds from your hand may be laid in any turn after drawing (keeping one card).")));
        o.push_back(described(intChoiceOption("discardPickDepth", &RuleSet::discardPickDepth, {1, 2, 3}, 3),
                              OptionGroup::Play, REMI_TRANSLATABLE("OptionHelp", "How deep in the discard pile"),
                              REMI_TRANSLATABLE("OptionHelp", "How deep in the discard pile you may pick up a card.")));
        o.push_back(described(
            intOption("closingBonusMultiplier", &RuleSet::closingBonusMultiplier, 0, 10, 10), OptionGroup::Scoring,
            REMI_TRANSLATABLE("OptionHelp", "Closing bonus factor"),
            REMI_TRANSLATABLE("OptionHelp", "The closing bonus is this multiplier × the value of the closing card.")));
        o.push_back(described(intChoiceOption("rounds", &RuleSet::dealCount, {3, 5, 8}, 5), OptionGroup::MatchEnd,
                              REMI_TRANSLATABLE("OptionHelp", "Rounds"),
                              REMI_TRANSLATABLE("OptionHelp", "The number of rounds of a match."), dealCountEnd));
        o.push_back(described(boolOption("tenIsTen", &RuleSet::tenIsTen, false), OptionGroup::Scoring,
                              REMI_TRANSLATABLE("OptionHelp", "A 10 is worth 10"),
                              REMI_TRANSLATABLE("OptionHelp", "A 10 is worth 10 instead of 5.")));
        return o;
    }();
    return table;
}

} // namespace remi
