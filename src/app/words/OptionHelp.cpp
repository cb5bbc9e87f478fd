// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The words of the options of RULES.md x.11 Options tables: one explanation per variant option (the
// Settings tooltip and the Effect column of the help pages' options table) and a label per option name.
#include "OptionHelp.h"

#include "engine/RuleSet.h"

#include <QCoreApplication>
#include <QStringList>

namespace {
struct Entry {
    const char *variant;
    const char *name;
    const char *text;
};
const Entry entries[] = {
    {"rummy", "aceHighOrLow", QT_TRANSLATE_NOOP("OptionHelp", "Q-K-A is also a run; an ace left in hand is worth 15.")},
    {"rummy", "oneMeldPerTurn", QT_TRANSLATE_NOOP("OptionHelp", "At most one new meld per turn.")},
    {"rummy", "mustDiscardToGoOut", QT_TRANSLATE_NOOP("OptionHelp", "You can only go out by discarding your last card.")},
    {"rummy", "rummyDoubles", QT_TRANSLATE_NOOP("OptionHelp", "Going rummy (going out in one turn without having melded or laid off before) doubles the score.")},
    {"rummy", "stockExhausted", QT_TRANSLATE_NOOP("OptionHelp", "When the stock is empty, the discards are reshuffled every time, only once (the second time the round ends without score), or turned over without shuffling.")},
    {"rummy", "matchEnd", QT_TRANSLATE_NOOP("OptionHelp", "Play to a target score (the first to reach it wins) or a fixed number of rounds (the highest total wins).")},
    {"rummy", "targetScore", QT_TRANSLATE_NOOP("OptionHelp", "The score that wins a match played to a target.")},
    {"rummy", "dealCount", QT_TRANSLATE_NOOP("OptionHelp", "The number of rounds of a match played over a fixed number of rounds.")},
    {"rummy", "dealerRotation", QT_TRANSLATE_NOOP("OptionHelp", "The deal passes to the left, or the player who went out deals next (after a round without a winner the deal passes left).")},
    {"rummy", "stalemateRebuilds", QT_TRANSLATE_NOOP("OptionHelp", "A round in which the stock was rebuilt this many times with nothing melded or laid off in between ends without score.")},
    {"remi51", "openingMin", QT_TRANSLATE_NOOP("OptionHelp", "The points your first melds must be worth together.")},
    {"remi51", "aceOpeningValue", QT_TRANSLATE_NOOP("OptionHelp", "What an ace counts in the opening: 10; 1 in A-2-3 and 11 elsewhere; or 11.")},
    {"remi51", "aceInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "The points for an ace left in hand at the end of the round.")},
    {"remi51", "jokerInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "The points for a joker left in hand at the end of the round.")},
    {"remi51", "notOpenedAddsHand", QT_TRANSLATE_NOOP("OptionHelp", "A player who has not opened scores 100 plus the cards in hand instead of 100.")},
    {"remi51", "closeScore", QT_TRANSLATE_NOOP("OptionHelp", "The score of a player who closes normally.")},
    {"remi51", "handScore", QT_TRANSLATE_NOOP("OptionHelp", "The score of a player who closes with a hand.")},
    {"remi51", "cutHandScore", QT_TRANSLATE_NOOP("OptionHelp", "The score of a player who closes with a hand that uses the cut card.")},
    {"remi51", "handDoublesOthers", QT_TRANSLATE_NOOP("OptionHelp", "After a hand the other players' scores are doubled.")},
    {"remi51", "jokerLimit", QT_TRANSLATE_NOOP("OptionHelp", "Standard: one joker per meld in the opening, later no more jokers than natural cards and no two jokers side by side in a run; one joker per meld at all times; or any number (with at least one natural card).")},
    {"remi51", "aceBothEnds", QT_TRANSLATE_NOOP("OptionHelp", "The 14-card run A-2-…-K-A is allowed.")},
    {"remi51", "layOffOnOpeningTurn", QT_TRANSLATE_NOOP("OptionHelp", "Laying off and swapping jokers are allowed in the turn you open.")},
    {"remi51", "discardMustBeInOpening", QT_TRANSLATE_NOOP("OptionHelp", "A discard taken in order to open must be in the opening melds.")},
    {"remi51", "freedJokerMayBeKept", QT_TRANSLATE_NOOP("OptionHelp", "A joker taken in a swap may stay in your hand instead of going back to the table in the same turn.")},
    {"remi51", "strictHand", QT_TRANSLATE_NOOP("OptionHelp", "A hand may not lay off onto other players' melds.")},
    {"remi51", "openingNeedsNaturalRun", QT_TRANSLATE_NOOP("OptionHelp", "The opening must include a run without a joker.")},
    {"remi51", "noOpenOrCloseCircuits", QT_TRANSLATE_NOOP("OptionHelp", "Nobody may open or close in this many first circuits.")},
    {"remi51", "allowBuryJoker", QT_TRANSLATE_NOOP("OptionHelp", "When discarding you may put a joker under your discard; a buried joker can never be taken.")},
    {"remi51", "askCutterForJoker", QT_TRANSLATE_NOOP("OptionHelp", "A player who cuts a joker may leave it as the cut card instead of keeping it.")},
    {"remi51", "noPlayableDiscard", QT_TRANSLATE_NOOP("OptionHelp", "A card that could be laid off onto a meld on the table may not be discarded (while you hold a card that cannot).")},
    {"remi51", "stockReshuffles", QT_TRANSLATE_NOOP("OptionHelp", "How often per round the discard pile is shuffled into a new stock when the stock runs out.")},
    {"remi51", "stalemateRebuilds", QT_TRANSLATE_NOOP("OptionHelp", "With unlimited reshuffles: a round in which the stock was rebuilt this many times with nothing melded or laid off in between ends with no closer (everyone scores as a player who did not close). Remi's addition; the rules set no limit.")},
    {"remi51", "matchEnd", QT_TRANSLATE_NOOP("OptionHelp", "Once around the table (each player deals once), twice around, or until players are eliminated at the elimination limit (the last player left wins).")},
    {"remi51", "targetScore", QT_TRANSLATE_NOOP("OptionHelp", "With elimination: a player whose total reaches this score is eliminated.")},
    {"rami", "discardMode", QT_TRANSLATE_NOOP("OptionHelp", "No discards (the turn just ends); discards only (never taken back); the top card may be taken; or any card together with all cards above it.")},
    {"rami", "openingMin", QT_TRANSLATE_NOOP("OptionHelp", "The points your first melds must be worth together.")},
    {"rami", "jokersPerDeck", QT_TRANSLATE_NOOP("OptionHelp", "The number of jokers in each deck.")},
    {"rami", "roundTo5", QT_TRANSLATE_NOOP("OptionHelp", "Card values rounded to 5 (2–9 worth 5, a low ace 5); off: traditional values (2–9 face value, ace 1 low and 11 high).")},
    {"rami", "identicalCombos", QT_TRANSLATE_NOOP("OptionHelp", "3 or 4 copies of the same card are a combination, worth 10 more per card; always 4 decks.")},
    {"rami", "manipulation", QT_TRANSLATE_NOOP("OptionHelp", "Opened players may take cards from table combinations and rearrange the table; every borrowed card not returned to the table by the end of the turn costs 300.")},
    {"rami", "elimination", QT_TRANSLATE_NOOP("OptionHelp", "Lower is better: table cards score nothing, the others add their own hand values × 1 (remi × 2, pure remi × 3, pure remi before anyone else opened × 4), and a player who reaches the elimination limit is eliminated.")},
    {"rami", "scoreLimit", QT_TRANSLATE_NOOP("OptionHelp", "Without challenge mode: the match ends when a total reaches this score.")},
    {"rami", "eliminationLimit", QT_TRANSLATE_NOOP("OptionHelp", "In challenge mode: a player whose total reaches this score is eliminated.")},
    {"rami", "roundsLimit", QT_TRANSLATE_NOOP("OptionHelp", "The match ends after this many rounds (0: no limit).")},
    {"rami", "turnSeconds", QT_TRANSLATE_NOOP("OptionHelp", "The time for a turn in seconds (0: no limit); a timeout costs 50.")},
    {"rami", "allowRediscardTaken", QT_TRANSLATE_NOOP("OptionHelp", "Cards taken from the pile may be discarded in the same turn.")},
    {"rami", "elimFinishBeforeOthersBonus", QT_TRANSLATE_NOOP("OptionHelp", "In challenge mode: going out before anyone else opened gives −100 and doubles the others' hands.")},
    {"remi_indonesia", "meldFromHandDuringPlay", QT_TRANSLATE_NOOP("OptionHelp", "Melds from your hand may be laid in any turn after drawing (keeping one card).")},
    {"remi_indonesia", "discardPickDepth", QT_TRANSLATE_NOOP("OptionHelp", "How deep in the discard pile you may pick up a card.")},
    {"remi_indonesia", "closingBonusMultiplier", QT_TRANSLATE_NOOP("OptionHelp", "The closing bonus is this multiplier × the value of the closing card.")},
    {"remi_indonesia", "rounds", QT_TRANSLATE_NOOP("OptionHelp", "The number of rounds of a match.")},
    {"remi_indonesia", "tenIsTen", QT_TRANSLATE_NOOP("OptionHelp", "A 10 is worth 10 instead of 5.")},
};
struct Label {
    const char *name;
    const char *text;
};
const Label labels[] = {
    {"aceBothEnds", QT_TRANSLATE_NOOP("OptionHelp", "An ace at both ends of a run")},
    {"aceHighOrLow", QT_TRANSLATE_NOOP("OptionHelp", "An ace high or low")},
    {"aceInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "An ace left in hand")},
    {"aceOpeningValue", QT_TRANSLATE_NOOP("OptionHelp", "An ace in the opening")},
    {"allowBuryJoker", QT_TRANSLATE_NOOP("OptionHelp", "Burying a joker")},
    {"allowRediscardTaken", QT_TRANSLATE_NOOP("OptionHelp", "Discarding cards taken from the pile")},
    {"askCutterForJoker", QT_TRANSLATE_NOOP("OptionHelp", "The cutter may leave a joker")},
    {"closeScore", QT_TRANSLATE_NOOP("OptionHelp", "Score for closing")},
    {"closingBonusMultiplier", QT_TRANSLATE_NOOP("OptionHelp", "Closing bonus factor")},
    {"cutHandScore", QT_TRANSLATE_NOOP("OptionHelp", "Score for a hand with the cut card")},
    {"dealCount", QT_TRANSLATE_NOOP("OptionHelp", "Number of rounds")},
    {"dealerRotation", QT_TRANSLATE_NOOP("OptionHelp", "Next dealer")},
    {"discardMode", QT_TRANSLATE_NOOP("OptionHelp", "Use of the discard pile")},
    {"discardMustBeInOpening", QT_TRANSLATE_NOOP("OptionHelp", "A pile card taken to open is in the opening")},
    {"discardPickDepth", QT_TRANSLATE_NOOP("OptionHelp", "How deep in the discard pile")},
    {"elimFinishBeforeOthersBonus", QT_TRANSLATE_NOOP("OptionHelp", "Going out before anyone opened")},
    {"elimination", QT_TRANSLATE_NOOP("OptionHelp", "Challenge mode")},
    {"eliminationLimit", QT_TRANSLATE_NOOP("OptionHelp", "Elimination limit")},
    {"freedJokerMayBeKept", QT_TRANSLATE_NOOP("OptionHelp", "Keeping a freed joker")},
    {"handDoublesOthers", QT_TRANSLATE_NOOP("OptionHelp", "A hand doubles the others' scores")},
    {"handScore", QT_TRANSLATE_NOOP("OptionHelp", "Hand score")},
    {"identicalCombos", QT_TRANSLATE_NOOP("OptionHelp", "Identical cards as a meld")},
    {"jokerInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "A joker left in hand")},
    {"jokerLimit", QT_TRANSLATE_NOOP("OptionHelp", "Jokers in a meld")},
    {"jokersPerDeck", QT_TRANSLATE_NOOP("OptionHelp", "Jokers per deck")},
    {"layOffOnOpeningTurn", QT_TRANSLATE_NOOP("OptionHelp", "Laying off in the opening turn")},
    {"manipulation", QT_TRANSLATE_NOOP("OptionHelp", "Manipulation")},
    {"matchEnd", QT_TRANSLATE_NOOP("OptionHelp", "How the match ends")},
    {"meldFromHandDuringPlay", QT_TRANSLATE_NOOP("OptionHelp", "Melding from the hand in any turn")},
    {"mustDiscardToGoOut", QT_TRANSLATE_NOOP("OptionHelp", "Going out only with a discard")},
    {"noOpenOrCloseCircuits", QT_TRANSLATE_NOOP("OptionHelp", "Circuits without opening or closing")},
    {"noPlayableDiscard", QT_TRANSLATE_NOOP("OptionHelp", "No discarding a card that fits")},
    {"notOpenedAddsHand", QT_TRANSLATE_NOOP("OptionHelp", "Not opened: 100 plus the hand")},
    {"oneMeldPerTurn", QT_TRANSLATE_NOOP("OptionHelp", "One meld per turn")},
    {"openingMin", QT_TRANSLATE_NOOP("OptionHelp", "Opening minimum")},
    {"openingNeedsNaturalRun", QT_TRANSLATE_NOOP("OptionHelp", "Opening needs a run without a joker")},
    {"roundTo5", QT_TRANSLATE_NOOP("OptionHelp", "Card values rounded to 5")},
    {"rounds", QT_TRANSLATE_NOOP("OptionHelp", "Rounds")},
    {"roundsLimit", QT_TRANSLATE_NOOP("OptionHelp", "Rounds limit")},
    {"rummyDoubles", QT_TRANSLATE_NOOP("OptionHelp", "Going rummy doubles the score")},
    {"scoreLimit", QT_TRANSLATE_NOOP("OptionHelp", "Score limit")},
    {"stalemateRebuilds", QT_TRANSLATE_NOOP("OptionHelp", "Rebuilds without play that end a round")},
    {"stockExhausted", QT_TRANSLATE_NOOP("OptionHelp", "When the stock runs out")},
    {"stockReshuffles", QT_TRANSLATE_NOOP("OptionHelp", "Reshuffles of the stock")},
    {"strictHand", QT_TRANSLATE_NOOP("OptionHelp", "A hand lays off only on its own melds")},
    {"targetScore", QT_TRANSLATE_NOOP("OptionHelp", "Target score")},
    {"tenIsTen", QT_TRANSLATE_NOOP("OptionHelp", "A 10 is worth 10")},
    {"turnSeconds", QT_TRANSLATE_NOOP("OptionHelp", "Seconds per turn")},
};
/// Words for the values of Choice options (the stored value stays the RULES.md name).
const Label choices[] = {
    {"reshuffle", QT_TRANSLATE_NOOP("OptionHelp", "Reshuffle the discards")},
    {"reshuffleOnce", QT_TRANSLATE_NOOP("OptionHelp", "Reshuffle once")},
    {"turnOver", QT_TRANSLATE_NOOP("OptionHelp", "Turn the discards over")},
    {"unlimited", QT_TRANSLATE_NOOP("OptionHelp", "Unlimited")},
    {"target", QT_TRANSLATE_NOOP("OptionHelp", "Target score")},
    {"deals", QT_TRANSLATE_NOOP("OptionHelp", "Number of rounds")},
    {"left", QT_TRANSLATE_NOOP("OptionHelp", "To the left")},
    {"winner", QT_TRANSLATE_NOOP("OptionHelp", "The winner deals")},
    {"ten", QT_TRANSLATE_NOOP("OptionHelp", "10")},
    {"lowHigh", QT_TRANSLATE_NOOP("OptionHelp", "1 in A-2-3, otherwise 11")},
    {"eleven", QT_TRANSLATE_NOOP("OptionHelp", "11")},
    {"standard", QT_TRANSLATE_NOOP("OptionHelp", "Standard")},
    {"onePerMeld", QT_TRANSLATE_NOOP("OptionHelp", "One per meld")},
    {"unrestricted", QT_TRANSLATE_NOOP("OptionHelp", "Unrestricted")},
    {"onceAround", QT_TRANSLATE_NOOP("OptionHelp", "Once around the table")},
    {"twiceAround", QT_TRANSLATE_NOOP("OptionHelp", "Twice around the table")},
    {"elimination", QT_TRANSLATE_NOOP("OptionHelp", "Elimination")},
    {"NONE", QT_TRANSLATE_NOOP("OptionHelp", "No discards")},
    {"DISCARD_ONLY", QT_TRANSLATE_NOOP("OptionHelp", "Discard only, no pickup")},
    {"SINGLE", QT_TRANSLATE_NOOP("OptionHelp", "Top card")},
    {"MULTIPLE", QT_TRANSLATE_NOOP("OptionHelp", "Several cards")},
};
} // namespace

QString OptionHelp::choice(const QString &value)
{
    for (const Label &c : choices)
        if (value == QLatin1String(c.name)) return QCoreApplication::translate("OptionHelp", c.text);
    return value;
}

QString OptionHelp::label(const QString &name)
{
    for (const Label &l : labels)
        if (name == QLatin1String(l.name)) return QCoreApplication::translate("OptionHelp", l.text);
    return name;
}

QString OptionHelp::text(const QString &variant, const QString &name)
{
    for (const Entry &e : entries)
        if (variant == QLatin1String(e.variant) && name == QLatin1String(e.name))
            return QCoreApplication::translate("OptionHelp", e.text);
    return {};
}

QString OptionHelp::value(const QString &variant, const QString &name, const QString &value)
{
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString())) {
        if (QString::fromStdString(spec.name) != name) continue;
        if (spec.kind == remi::OptionSpec::Kind::Bool)
            return value == QLatin1String("true") ? QCoreApplication::translate("OptionHelp", "on")
                                                  : QCoreApplication::translate("OptionHelp", "off");
        return choice(value);
    }
    return value;
}

QString OptionHelp::allowedValues(const QString &variant, const QString &name)
{
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString())) {
        if (QString::fromStdString(spec.name) != name) continue;
        switch (spec.kind) {
        case remi::OptionSpec::Kind::Bool:
            return QCoreApplication::translate("OptionHelp", "on or off");
        case remi::OptionSpec::Kind::Int:
            if (spec.choices.empty()) {
                if (spec.offOrAtLeast > 0) // turnSeconds: 0 (off), or 20 to 600 (RULES.md 4.11)
                    return QCoreApplication::translate("OptionHelp", "0 or %1 to %2")
                        .arg(spec.offOrAtLeast)
                        .arg(spec.max);
                if (spec.step > 1)
                    return QCoreApplication::translate("OptionHelp", "%1 to %2 in steps of %3")
                        .arg(spec.min)
                        .arg(spec.max)
                        .arg(spec.step);
                return QCoreApplication::translate("OptionHelp", "%1 to %2").arg(spec.min).arg(spec.max);
            }
            [[fallthrough]];
        case remi::OptionSpec::Kind::Choice: {
            QStringList words;
            for (const std::string &c : spec.choices)
                words << choice(QString::fromStdString(c));
            return words.join(QStringLiteral(", "));
        }
        }
    }
    return {};
}

QString OptionHelp::refusal(const QString &variant, const QString &name, const QString &value)
{
    const QString allowed = allowedValues(variant, name);
    if (allowed.isEmpty())
        return QCoreApplication::translate("OptionHelp", "%1 is not an option of this game").arg(name);
    // The option by its Settings label, never by its key (issue 18).
    //: %1 the option as Settings names it ("Going rummy doubles the score"), %2 the stored value, %3 what is allowed.
    return QCoreApplication::translate("OptionHelp", "The option \"%1\" cannot be \"%2\" (allowed: %3)")
        .arg(label(name), value, allowed);
}

QString OptionHelp::unknownGame(const QString &variant)
{
    return QCoreApplication::translate("OptionHelp", "Unknown game %1.").arg(variant);
}
