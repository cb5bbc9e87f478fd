// Generated from RULES.md x.11 Options tables: one explanation per variant option, and a label per option name.
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
    {"rummy", "aceHighOrLow", QT_TRANSLATE_NOOP("OptionHelp", "Q-K-A legal; ace worth 15 in hands. Allowed: true, false.")},
    {"rummy", "oneMeldPerTurn", QT_TRANSLATE_NOOP("OptionHelp", "At most one new meld per turn. Allowed: true, false.")},
    {"rummy", "mustDiscardToGoOut", QT_TRANSLATE_NOOP("OptionHelp", "Going out only by discarding. Allowed: true, false.")},
    {"rummy", "rummyDoubles", QT_TRANSLATE_NOOP("OptionHelp", "Going rummy doubles the score. Allowed: true, false.")},
    {"rummy", "stockExhausted", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 2.10. Allowed: reshuffle, reshuffleOnce, turnOver.")},
    {"rummy", "matchEnd", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 2.9. Allowed: target, deals.")},
    {"rummy", "targetScore", QT_TRANSLATE_NOOP("OptionHelp", "Target for matchEnd = target. Allowed: 100, 150, 250, 500.")},
    {"rummy", "dealCount", QT_TRANSLATE_NOOP("OptionHelp", "Rounds for matchEnd = deals. Allowed: 1–50.")},
    {"rummy", "dealerRotation", QT_TRANSLATE_NOOP("OptionHelp", "winner: the player who went out deals next (after a round with no winner the deal passes left). Allowed: left, winner.")},
    {"rummy", "stalemateRebuilds", QT_TRANSLATE_NOOP("OptionHelp", "2.10 safety cap. Allowed: 1–100.")},
    {"remi51", "openingMin", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 3.6. Allowed: 40–101.")},
    {"remi51", "aceOpeningValue", QT_TRANSLATE_NOOP("OptionHelp", "Ace in the opening count. Allowed: ten, lowHigh (1 in A-2-3, 11 elsewhere), eleven.")},
    {"remi51", "aceInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "Ace left in hand. Allowed: 10, 11, 15.")},
    {"remi51", "jokerInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "Joker left in hand. Allowed: 20, 25, 50.")},
    {"remi51", "notOpenedAddsHand", QT_TRANSLATE_NOOP("OptionHelp", "Unopened player scores 100 + hand value. Allowed: true, false.")},
    {"remi51", "closeScore", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 3.8. Allowed: −500 to 0.")},
    {"remi51", "handScore", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 3.8. Allowed: −500 to 0.")},
    {"remi51", "cutHandScore", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 3.8. Allowed: −500 to 0.")},
    {"remi51", "handDoublesOthers", QT_TRANSLATE_NOOP("OptionHelp", "Doubling after a hand. Allowed: true, false.")},
    {"remi51", "jokerLimit", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 3.4. Allowed: standard, onePerMeld, unrestricted (any number, at least one natural).")},
    {"remi51", "aceBothEnds", QT_TRANSLATE_NOOP("OptionHelp", "14-card A..A run. Allowed: true, false.")},
    {"remi51", "layOffOnOpeningTurn", QT_TRANSLATE_NOOP("OptionHelp", "Lay-offs and swaps in the turn of opening. Allowed: true, false.")},
    {"remi51", "discardMustBeInOpening", QT_TRANSLATE_NOOP("OptionHelp", "A restricted pickup must be used in the opening. Allowed: true, false.")},
    {"remi51", "freedJokerMayBeKept", QT_TRANSLATE_NOOP("OptionHelp", "A freed joker may stay in hand. Allowed: true, false.")},
    {"remi51", "strictHand", QT_TRANSLATE_NOOP("OptionHelp", "A hand may not lay off onto others' melds. Allowed: true, false.")},
    {"remi51", "openingNeedsNaturalRun", QT_TRANSLATE_NOOP("OptionHelp", "The opening needs a run without a joker. Allowed: true, false.")},
    {"remi51", "noOpenOrCloseCircuits", QT_TRANSLATE_NOOP("OptionHelp", "No opening or going out in the first N circuits. Allowed: 0, 1, 2.")},
    {"remi51", "allowBuryJoker", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 3.10. Allowed: true, false.")},
    {"remi51", "askCutterForJoker", QT_TRANSLATE_NOOP("OptionHelp", "The cutter may decline a joker. Allowed: true, false.")},
    {"remi51", "noPlayableDiscard", QT_TRANSLATE_NOOP("OptionHelp", "No playable card may be discarded. Allowed: true, false.")},
    {"remi51", "stockReshuffles", QT_TRANSLATE_NOOP("OptionHelp", "Stock rebuilds per round. Allowed: 0, 1, unlimited.")},
    {"remi51", "stalemateRebuilds", QT_TRANSLATE_NOOP("OptionHelp", "With unlimited stock reshuffles: after this many rebuilds with no meld or lay-off in between, the round ends with no closer (as rummy's 2.10 safety cap; not in the rules). Allowed: 1–100.")},
    {"remi51", "matchEnd", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 3.9. Allowed: onceAround, twiceAround, elimination.")},
    {"remi51", "targetScore", QT_TRANSLATE_NOOP("OptionHelp", "Elimination limit. Allowed: 101–5001.")},
    {"rami", "discardMode", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 4.3. Allowed: NONE, DISCARD_ONLY, SINGLE, MULTIPLE.")},
    {"rami", "openingMin", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 4.6. Allowed: 30–80, step 5.")},
    {"rami", "jokersPerDeck", QT_TRANSLATE_NOOP("OptionHelp", "Rules section 4.1. Allowed: 0, 1, 2.")},
    {"rami", "roundTo5", QT_TRANSLATE_NOOP("OptionHelp", "4.8 value table. Allowed: true, false.")},
    {"rami", "identicalCombos", QT_TRANSLATE_NOOP("OptionHelp", "Identical combinations; 4 decks. Allowed: true, false.")},
    {"rami", "manipulation", QT_TRANSLATE_NOOP("OptionHelp", "Table manipulation: take cards from table combinations and rearrange them (take, rearrange). Allowed: true, false.")},
    {"rami", "elimination", QT_TRANSLATE_NOOP("OptionHelp", "Challenge mode. Allowed: true, false.")},
    {"rami", "scoreLimit", QT_TRANSLATE_NOOP("OptionHelp", "Normal-mode end. Allowed: 1–100000.")},
    {"rami", "eliminationLimit", QT_TRANSLATE_NOOP("OptionHelp", "Challenge-mode elimination. Allowed: 1–100000.")},
    {"rami", "roundsLimit", QT_TRANSLATE_NOOP("OptionHelp", "0 = no limit. Allowed: 0–99.")},
    {"rami", "turnSeconds", QT_TRANSLATE_NOOP("OptionHelp", "Turn time limit. Allowed: 0, 20–600.")},
    {"rami", "allowRediscardTaken", QT_TRANSLATE_NOOP("OptionHelp", "Pile cards may be discarded in the same turn. Allowed: true, false.")},
    {"rami", "elimFinishBeforeOthersBonus", QT_TRANSLATE_NOOP("OptionHelp", "4.8, challenge mode item 4. Allowed: true, false.")},
    {"remi_indonesia", "meldFromHandDuringPlay", QT_TRANSLATE_NOOP("OptionHelp", "Free melding from hand after the draw. Allowed: true, false.")},
    {"remi_indonesia", "discardPickDepth", QT_TRANSLATE_NOOP("OptionHelp", "Deepest discard that may be picked up. Allowed: 1, 2, 3.")},
    {"remi_indonesia", "closingBonusMultiplier", QT_TRANSLATE_NOOP("OptionHelp", "Bonus = multiplier × closing card value. Allowed: 0–10.")},
    {"remi_indonesia", "rounds", QT_TRANSLATE_NOOP("OptionHelp", "Match length. Allowed: 3, 5, 8.")},
    {"remi_indonesia", "tenIsTen", QT_TRANSLATE_NOOP("OptionHelp", "10 worth 10 instead of 5. Allowed: true, false.")},
};
struct Label {
    const char *name;
    const char *text;
};
const Label labels[] = {
    {"aceBothEnds", QT_TRANSLATE_NOOP("OptionHelp", "Ace both ends")},
    {"aceHighOrLow", QT_TRANSLATE_NOOP("OptionHelp", "Ace high or low")},
    {"aceInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "Ace in hand value")},
    {"aceOpeningValue", QT_TRANSLATE_NOOP("OptionHelp", "Ace opening value")},
    {"allowBuryJoker", QT_TRANSLATE_NOOP("OptionHelp", "Allow bury joker")},
    {"allowRediscardTaken", QT_TRANSLATE_NOOP("OptionHelp", "Allow rediscard taken")},
    {"askCutterForJoker", QT_TRANSLATE_NOOP("OptionHelp", "Ask cutter for joker")},
    {"closeScore", QT_TRANSLATE_NOOP("OptionHelp", "Close score")},
    {"closingBonusMultiplier", QT_TRANSLATE_NOOP("OptionHelp", "Closing bonus multiplier")},
    {"cutHandScore", QT_TRANSLATE_NOOP("OptionHelp", "Cut hand score")},
    {"dealCount", QT_TRANSLATE_NOOP("OptionHelp", "Deal count")},
    {"dealerRotation", QT_TRANSLATE_NOOP("OptionHelp", "Dealer rotation")},
    {"discardMode", QT_TRANSLATE_NOOP("OptionHelp", "Discard mode")},
    {"discardMustBeInOpening", QT_TRANSLATE_NOOP("OptionHelp", "Discard must be in opening")},
    {"discardPickDepth", QT_TRANSLATE_NOOP("OptionHelp", "Discard pick depth")},
    {"elimFinishBeforeOthersBonus", QT_TRANSLATE_NOOP("OptionHelp", "Elimination finish before others bonus")},
    {"elimination", QT_TRANSLATE_NOOP("OptionHelp", "Elimination")},
    {"eliminationLimit", QT_TRANSLATE_NOOP("OptionHelp", "Elimination limit")},
    {"freedJokerMayBeKept", QT_TRANSLATE_NOOP("OptionHelp", "Freed joker may be kept")},
    {"handDoublesOthers", QT_TRANSLATE_NOOP("OptionHelp", "Hand doubles others")},
    {"handScore", QT_TRANSLATE_NOOP("OptionHelp", "Hand score")},
    {"identicalCombos", QT_TRANSLATE_NOOP("OptionHelp", "Identical combos")},
    {"jokerInHandValue", QT_TRANSLATE_NOOP("OptionHelp", "Joker in hand value")},
    {"jokerLimit", QT_TRANSLATE_NOOP("OptionHelp", "Joker limit")},
    {"jokersPerDeck", QT_TRANSLATE_NOOP("OptionHelp", "Jokers per deck")},
    {"layOffOnOpeningTurn", QT_TRANSLATE_NOOP("OptionHelp", "Lay off on opening turn")},
    {"manipulation", QT_TRANSLATE_NOOP("OptionHelp", "Manipulation")},
    {"matchEnd", QT_TRANSLATE_NOOP("OptionHelp", "Match end")},
    {"meldFromHandDuringPlay", QT_TRANSLATE_NOOP("OptionHelp", "Meld from hand during play")},
    {"mustDiscardToGoOut", QT_TRANSLATE_NOOP("OptionHelp", "Must discard to go out")},
    {"noOpenOrCloseCircuits", QT_TRANSLATE_NOOP("OptionHelp", "No open or close circuits")},
    {"noPlayableDiscard", QT_TRANSLATE_NOOP("OptionHelp", "No playable discard")},
    {"notOpenedAddsHand", QT_TRANSLATE_NOOP("OptionHelp", "Not opened adds hand")},
    {"oneMeldPerTurn", QT_TRANSLATE_NOOP("OptionHelp", "One meld per turn")},
    {"openingMin", QT_TRANSLATE_NOOP("OptionHelp", "Opening minimum")},
    {"openingNeedsNaturalRun", QT_TRANSLATE_NOOP("OptionHelp", "Opening needs natural run")},
    {"roundTo5", QT_TRANSLATE_NOOP("OptionHelp", "Round to5")},
    {"rounds", QT_TRANSLATE_NOOP("OptionHelp", "Rounds")},
    {"roundsLimit", QT_TRANSLATE_NOOP("OptionHelp", "Rounds limit")},
    {"rummyDoubles", QT_TRANSLATE_NOOP("OptionHelp", "Rummy doubles")},
    {"scoreLimit", QT_TRANSLATE_NOOP("OptionHelp", "Score limit")},
    {"stalemateRebuilds", QT_TRANSLATE_NOOP("OptionHelp", "Stalemate rebuilds")},
    {"stockExhausted", QT_TRANSLATE_NOOP("OptionHelp", "Stock exhausted")},
    {"stockReshuffles", QT_TRANSLATE_NOOP("OptionHelp", "Stock reshuffles")},
    {"strictHand", QT_TRANSLATE_NOOP("OptionHelp", "Strict hand")},
    {"targetScore", QT_TRANSLATE_NOOP("OptionHelp", "Target score")},
    {"tenIsTen", QT_TRANSLATE_NOOP("OptionHelp", "Ten is ten")},
    {"turnSeconds", QT_TRANSLATE_NOOP("OptionHelp", "Turn seconds")},
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
    return QCoreApplication::translate("OptionHelp", "%1 (%2) cannot be \"%3\" (allowed: %4)")
        .arg(label(name), name, value, allowed);
}

QString OptionHelp::unknownGame(const QString &variant)
{
    return QCoreApplication::translate("OptionHelp", "Unknown game %1.").arg(variant);
}
