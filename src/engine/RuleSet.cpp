// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RuleSet.h"
#include "TextExcerpt.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <locale>
#include <map>
#include <sstream>

namespace remi {

int RuleSet::handSize(int players) const
{
    if (players < 0 || players >= static_cast<int>(handSizeByPlayers.size())) return 0;
    return handSizeByPlayers[static_cast<std::size_t>(players)];
}

RuleSet RuleSet::forPlayers(int players) const
{
    RuleSet r = *this;
    if (!r.decksByPlayers.empty()) {
        const std::size_t i = std::min<std::size_t>(static_cast<std::size_t>(std::max(players, 0)), r.decksByPlayers.size() - 1);
        r.decks = r.identicalCombos ? 4 : r.decksByPlayers[i]; // 4.1: identical combinations use 4 decks
        r.decksByPlayers.clear();
    }
    if (r.jokersPerDeck >= 0) r.jokers = r.decks * r.jokersPerDeck;
    return r;
}

RuleSet rummyRules()
{
    RuleSet r;
    r.variant = "rummy";
    r.decks = 1;
    r.jokers = 0;
    r.minPlayers = 2;
    r.maxPlayers = 6;
    r.handSizeByPlayers = {0, 0, 10, 7, 7, 6, 6}; // 2.2
    r.upcard = true;
    r.aceLow = true;
    r.aceHigh = false;
    r.layOffAllowed = true;
    r.discardPickup = DiscardPickup::Always;
    r.rebuildShuffles = true;
    r.maxRebuilds = -1;
    r.stalemateRebuilds = 10;
    r.scoring = ScoringScheme::WinnerTakesHands;
    r.rummyDoubles = true;
    r.aceInHandValue = 1;
    r.matchEnd = MatchEnd::TargetScore;
    r.targetScore = 150;
    r.dealCount = 10;
    // Laying melds early or holding them for going rummy makes the playouts' gains noisier here:
    // with 1 the hard level lost to normal (benchmarks/README.md).
    r.hardSignificance = 2.0;
    // The expert's own tests (family-wise, majority) keep its noise down: at 1 it won 62.3 % of
    // 1 000 matches against hard, at 2 53.3 % (benchmarks/README.md).
    r.expertSignificance = 1.0;
    return r;
}

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

namespace {

using Kind = OptionSpec::Kind;

std::string boolText(bool b) { return b ? "true" : "false"; }

OptionSpec boolOption(std::string name, bool RuleSet::*field, bool def)
{
    OptionSpec s;
    s.name = std::move(name);
    s.kind = Kind::Bool;
    s.defaultValue = boolText(def);
    s.get = [field](const RuleSet &r) { return boolText(r.*field); };
    s.set = [field](RuleSet &r, const std::string &v) { r.*field = v == "true"; };
    return s;
}

OptionSpec intOption(std::string name, int RuleSet::*field, int min, int max, int def, int step = 1)
{
    OptionSpec s;
    s.name = std::move(name);
    s.kind = Kind::Int;
    s.min = min;
    s.max = max;
    s.step = step;
    s.defaultValue = std::to_string(def);
    s.get = [field](const RuleSet &r) { return std::to_string(r.*field); };
    s.set = [field](RuleSet &r, const std::string &v) { r.*field = std::stoi(v); };
    return s;
}

/// An Int option restricted to the listed values.
OptionSpec intChoiceOption(std::string name, int RuleSet::*field, std::vector<int> allowed, int def)
{
    OptionSpec s = intOption(std::move(name), field, *std::min_element(allowed.begin(), allowed.end()),
                             *std::max_element(allowed.begin(), allowed.end()), def);
    for (int v : allowed) s.choices.push_back(std::to_string(v));
    return s;
}

template <typename E>
OptionSpec choiceOption(std::string name, E RuleSet::*field, std::vector<std::pair<std::string, E>> values,
                        E def)
{
    OptionSpec s;
    s.name = std::move(name);
    s.kind = Kind::Choice;
    for (const auto &[text, value] : values) {
        s.choices.push_back(text);
        if (value == def) s.defaultValue = text;
    }
    s.get = [field, values](const RuleSet &r) {
        for (const auto &[text, value] : values)
            if (value == r.*field) return text;
        return std::string();
    };
    s.set = [field, values](RuleSet &r, const std::string &v) {
        for (const auto &[text, value] : values)
            if (text == v) r.*field = value;
    };
    return s;
}

std::vector<OptionSpec> makeRummyOptions()
{
    std::vector<OptionSpec> o;
    // 2.11 aceHighOrLow: Q-K-A legal and the ace worth 15 in hands.
    OptionSpec ace;
    ace.name = "aceHighOrLow";
    ace.kind = Kind::Bool;
    ace.defaultValue = "false";
    ace.get = [](const RuleSet &r) { return boolText(r.aceHigh); };
    ace.set = [](RuleSet &r, const std::string &v) {
        r.aceHigh = v == "true";
        r.aceInHandValue = r.aceHigh ? 15 : 1;
    };
    o.push_back(ace);
    o.push_back(boolOption("oneMeldPerTurn", &RuleSet::oneMeldPerTurn, false));
    o.push_back(boolOption("mustDiscardToGoOut", &RuleSet::mustDiscardToGoOut, false));
    o.push_back(boolOption("rummyDoubles", &RuleSet::rummyDoubles, true));
    OptionSpec stock;
    stock.name = "stockExhausted";
    stock.kind = Kind::Choice;
    stock.choices = {"reshuffle", "reshuffleOnce", "turnOver"};
    stock.defaultValue = "reshuffle";
    stock.get = [](const RuleSet &r) -> std::string {
        if (!r.rebuildShuffles) return "turnOver";
        return r.maxRebuilds == 1 ? "reshuffleOnce" : "reshuffle";
    };
    stock.set = [](RuleSet &r, const std::string &v) {
        r.rebuildShuffles = v != "turnOver";
        r.maxRebuilds = v == "reshuffleOnce" ? 1 : -1;
    };
    o.push_back(stock);
    o.push_back(choiceOption<MatchEnd>("matchEnd", &RuleSet::matchEnd,
                                       {{"target", MatchEnd::TargetScore}, {"deals", MatchEnd::DealCount}},
                                       MatchEnd::TargetScore));
    o.push_back(intChoiceOption("targetScore", &RuleSet::targetScore, {100, 150, 250, 500}, 150));
    o.push_back(intOption("dealCount", &RuleSet::dealCount, 1, 50, 10));
    o.push_back(choiceOption<DealerRotation>("dealerRotation", &RuleSet::dealerRotation,
                                             {{"left", DealerRotation::Left}, {"winner", DealerRotation::Winner}},
                                             DealerRotation::Left));
    o.push_back(intOption("stalemateRebuilds", &RuleSet::stalemateRebuilds, 1, 100, 10));
    return o;
}

std::vector<OptionSpec> makeRemi51Options()
{
    std::vector<OptionSpec> o;
    o.push_back(intOption("openingMin", &RuleSet::openingMin, 40, 101, 51));
    o.push_back(choiceOption<AceOpeningValue>("aceOpeningValue", &RuleSet::aceOpeningValue,
                                              {{"ten", AceOpeningValue::Ten},
                                               {"lowHigh", AceOpeningValue::LowHigh},
                                               {"eleven", AceOpeningValue::Eleven}},
                                              AceOpeningValue::Ten));
    o.push_back(intChoiceOption("aceInHandValue", &RuleSet::aceInHandValue, {10, 11, 15}, 10));
    o.push_back(intChoiceOption("jokerInHandValue", &RuleSet::jokerInHandValue, {20, 25, 50}, 20));
    o.push_back(boolOption("notOpenedAddsHand", &RuleSet::notOpenedAddsHand, false));
    o.push_back(intOption("closeScore", &RuleSet::closeScore, -500, 0, -40));
    o.push_back(intOption("handScore", &RuleSet::handScore, -500, 0, -80));
    o.push_back(intOption("cutHandScore", &RuleSet::cutHandScore, -500, 0, -120));
    o.push_back(boolOption("handDoublesOthers", &RuleSet::handDoublesOthers, true));
    o.push_back(choiceOption<JokerLimit>("jokerLimit", &RuleSet::jokerLimit,
                                         {{"standard", JokerLimit::NoMoreThanNaturals},
                                          {"onePerMeld", JokerLimit::OnePerMeld},
                                          {"unrestricted", JokerLimit::Unrestricted}},
                                         JokerLimit::NoMoreThanNaturals));
    o.push_back(boolOption("aceBothEnds", &RuleSet::aceBothEnds, true));
    o.push_back(boolOption("layOffOnOpeningTurn", &RuleSet::layOffOnOpeningTurn, true));
    o.push_back(boolOption("discardMustBeInOpening", &RuleSet::discardMustBeInOpening, false));
    OptionSpec kept;
    kept.name = "freedJokerMayBeKept";
    kept.kind = Kind::Bool;
    kept.defaultValue = "false";
    kept.get = [](const RuleSet &r) { return boolText(r.freedJokerRule == FreedJokerRule::Free); };
    kept.set = [](RuleSet &r, const std::string &v) {
        r.freedJokerRule = v == "true" ? FreedJokerRule::Free : FreedJokerRule::MustPlay;
    };
    o.push_back(kept);
    o.push_back(boolOption("strictHand", &RuleSet::strictHand, true));
    o.push_back(boolOption("openingNeedsNaturalRun", &RuleSet::openingNeedsNaturalRun, false));
    o.push_back(intChoiceOption("noOpenOrCloseCircuits", &RuleSet::noOpenOrCloseCircuits, {0, 1, 2}, 0));
    o.push_back(boolOption("allowBuryJoker", &RuleSet::allowBuryJoker, true));
    o.push_back(boolOption("askCutterForJoker", &RuleSet::askCutterForJoker, false));
    o.push_back(boolOption("noPlayableDiscard", &RuleSet::noPlayableDiscard, false));
    OptionSpec reshuffles;
    reshuffles.name = "stockReshuffles";
    reshuffles.kind = Kind::Choice;
    reshuffles.choices = {"0", "1", "unlimited"};
    reshuffles.defaultValue = "1";
    reshuffles.get = [](const RuleSet &r) {
        return r.maxRebuilds < 0 ? std::string("unlimited") : std::to_string(r.maxRebuilds);
    };
    reshuffles.set = [](RuleSet &r, const std::string &v) { r.maxRebuilds = v == "unlimited" ? -1 : std::stoi(v); };
    o.push_back(reshuffles);
    // RULES.md 3.11: rummy's 2.10 safety cap, for stockReshuffles = unlimited.
    o.push_back(intOption("stalemateRebuilds", &RuleSet::stalemateRebuilds, 1, 100, 10));
    o.push_back(choiceOption<MatchEnd>("matchEnd", &RuleSet::matchEnd,
                                       {{"onceAround", MatchEnd::OnceAround},
                                        {"twiceAround", MatchEnd::TwiceAround},
                                        {"elimination", MatchEnd::Elimination}},
                                       MatchEnd::OnceAround));
    o.push_back(intOption("targetScore", &RuleSet::targetScore, 101, 5001, 1001));
    return o;
}

std::vector<OptionSpec> makeRamiOptions()
{
    std::vector<OptionSpec> o;
    o.push_back(choiceOption<DiscardMode>("discardMode", &RuleSet::discardMode,
                                          {{"NONE", DiscardMode::None},
                                           {"DISCARD_ONLY", DiscardMode::DiscardOnly},
                                           {"SINGLE", DiscardMode::Single},
                                           {"MULTIPLE", DiscardMode::Multiple}},
                                          DiscardMode::Single));
    o.push_back(intOption("openingMin", &RuleSet::openingMin, 30, 80, 40, 5));
    o.push_back(intChoiceOption("jokersPerDeck", &RuleSet::jokersPerDeck, {0, 1, 2}, 2));
    o.push_back(boolOption("roundTo5", &RuleSet::roundTo5, true));
    o.push_back(boolOption("identicalCombos", &RuleSet::identicalCombos, false));
    o.push_back(boolOption("manipulation", &RuleSet::manipulation, false));
    OptionSpec elim;
    elim.name = "elimination";
    elim.kind = Kind::Bool;
    elim.defaultValue = "false";
    elim.get = [](const RuleSet &r) { return boolText(r.scoring == ScoringScheme::Challenge); };
    elim.set = [](RuleSet &r, const std::string &v) {
        const bool on = v == "true";
        r.scoring = on ? ScoringScheme::Challenge : ScoringScheme::LiveTable;
        r.matchEnd = on ? MatchEnd::Elimination : MatchEnd::ScoreLimit;
    };
    o.push_back(elim);
    o.push_back(intOption("scoreLimit", &RuleSet::scoreLimit, 1, 100000, 1000));
    o.push_back(intOption("eliminationLimit", &RuleSet::targetScore, 1, 100000, 500));
    OptionSpec rounds = intOption("roundsLimit", &RuleSet::roundsLimit, 0, 99, 0);
    rounds.zeroIsNoLimit = true;
    o.push_back(rounds);
    OptionSpec turn = intOption("turnSeconds", &RuleSet::turnSeconds, 0, 600, 0);
    turn.offOrAtLeast = 20;
    turn.zeroIsNoLimit = true;
    o.push_back(turn);
    o.push_back(boolOption("allowRediscardTaken", &RuleSet::allowRediscardTaken, false));
    o.push_back(boolOption("elimFinishBeforeOthersBonus", &RuleSet::elimFinishBeforeOthersBonus, false));
    return o;
}

std::vector<OptionSpec> makeIndonesiaOptions()
{
    std::vector<OptionSpec> o;
    o.push_back(boolOption("meldFromHandDuringPlay", &RuleSet::meldFromHandDuringPlay, false));
    o.push_back(intChoiceOption("discardPickDepth", &RuleSet::discardPickDepth, {1, 2, 3}, 3));
    o.push_back(intOption("closingBonusMultiplier", &RuleSet::closingBonusMultiplier, 0, 10, 10));
    o.push_back(intChoiceOption("rounds", &RuleSet::dealCount, {3, 5, 8}, 5));
    o.push_back(boolOption("tenIsTen", &RuleSet::tenIsTen, false));
    return o;
}

/// The settings dialog's group of each option (OptionSpec::group); options not listed are Play.
std::vector<OptionSpec> grouped(std::vector<OptionSpec> options)
{
    static const std::map<std::string, OptionGroup> groups = {
        {"openingMin", OptionGroup::Opening},
        {"aceOpeningValue", OptionGroup::Opening},
        {"layOffOnOpeningTurn", OptionGroup::Opening},
        {"discardMustBeInOpening", OptionGroup::Opening},
        {"openingNeedsNaturalRun", OptionGroup::Opening},
        {"noOpenOrCloseCircuits", OptionGroup::Opening},
        {"jokerLimit", OptionGroup::Jokers},
        {"freedJokerMayBeKept", OptionGroup::Jokers},
        {"allowBuryJoker", OptionGroup::Jokers},
        {"askCutterForJoker", OptionGroup::Jokers},
        {"jokersPerDeck", OptionGroup::Jokers},
        {"rummyDoubles", OptionGroup::Scoring},
        {"aceInHandValue", OptionGroup::Scoring},
        {"jokerInHandValue", OptionGroup::Scoring},
        {"notOpenedAddsHand", OptionGroup::Scoring},
        {"closeScore", OptionGroup::Scoring},
        {"handScore", OptionGroup::Scoring},
        {"cutHandScore", OptionGroup::Scoring},
        {"handDoublesOthers", OptionGroup::Scoring},
        {"roundTo5", OptionGroup::Scoring},
        {"tenIsTen", OptionGroup::Scoring},
        {"elimFinishBeforeOthersBonus", OptionGroup::Scoring},
        {"closingBonusMultiplier", OptionGroup::Scoring},
        {"matchEnd", OptionGroup::MatchEnd},
        {"targetScore", OptionGroup::MatchEnd},
        {"dealCount", OptionGroup::MatchEnd},
        {"rounds", OptionGroup::MatchEnd},
        {"roundsLimit", OptionGroup::MatchEnd},
        {"scoreLimit", OptionGroup::MatchEnd},
        {"eliminationLimit", OptionGroup::MatchEnd},
    };
    for (OptionSpec &o : options)
        if (const auto it = groups.find(o.name); it != groups.end()) o.group = it->second;
    return options;
}

const OptionSpec *findSpec(const std::string &variant, const std::string &name)
{
    for (const OptionSpec &s : optionSpecs(variant))
        if (s.name == name) return &s;
    return nullptr;
}

bool parseInt(const std::string &v, int &out)
{
    if (v.empty() || v.size() > 9) return false;
    std::size_t i = (v[0] == '-' || v[0] == '+') ? 1 : 0;
    if (i == v.size()) return false;
    for (std::size_t k = i; k < v.size(); ++k)
        if (v[k] < '0' || v[k] > '9') return false;
    out = std::stoi(v);
    return true;
}

/// A whole number too large for parseInt (e.g. "1e+30" or 20 digits from a save file): outside
/// every option's range. Read in the classic locale (std::strtod follows the one Qt sets: "1.5e30"
/// would stop at the '.' under a decimal comma; issue 32).
bool hugeWholeNumber(const std::string &v)
{
    if (v.empty()) return false;
    std::istringstream in(v);
    in.imbue(std::locale::classic());
    double d = 0;
    in >> d;
    if (in.fail() || in.peek() != std::char_traits<char>::eof()) return false;
    return std::isfinite(d) && d == std::floor(d) && std::abs(d) > 1e9;
}

} // namespace

const std::vector<OptionSpec> &optionSpecs(const std::string &variant)
{
    static const std::map<std::string, std::vector<OptionSpec>> tables = {
        {"rummy", grouped(makeRummyOptions())},
        {"remi51", grouped(makeRemi51Options())},
        {"rami", grouped(makeRamiOptions())},
        {"remi_indonesia", grouped(makeIndonesiaOptions())},
    };
    static const std::vector<OptionSpec> none;
    auto it = tables.find(variant);
    return it == tables.end() ? none : it->second;
}

std::optional<std::string> setOption(RuleSet &rules, const std::string &name, const std::string &value)
{
    const OptionSpec *spec = findSpec(rules.variant, name);
    // Names and values are quoted cut short (textExcerpt): they may come from a hostile file.
    const std::string shownName = textExcerpt(name), shown = textExcerpt(value);
    if (!spec) return "unknown option '" + shownName + "' for variant " + rules.variant;
    auto allowedText = [&]() {
        std::string t;
        for (const std::string &c : spec->choices) t += (t.empty() ? "" : ", ") + c;
        return t;
    };
    switch (spec->kind) {
    case Kind::Bool:
        if (value != "true" && value != "false") return "option " + name + " takes true or false, not '" + shown + "'";
        break;
    case Kind::Int: {
        int n = 0;
        if (!parseInt(value, n)) {
            if (!hugeWholeNumber(value)) return "option " + name + " takes a whole number, not '" + shown + "'";
            n = value[0] == '-' ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max(); // out of range
        }
        if (!spec->choices.empty()) {
            if (std::find(spec->choices.begin(), spec->choices.end(), std::to_string(n)) == spec->choices.end())
                return "option " + name + " takes one of " + allowedText() + ", not " + shown;
        } else if (spec->offOrAtLeast > 0 && n > 0 && n < spec->offOrAtLeast) {
            return "option " + name + " takes 0 or " + std::to_string(spec->offOrAtLeast) + " to " +
                   std::to_string(spec->max) + ", not " + shown;
        } else if (n < spec->min || n > spec->max || (n - spec->min) % spec->step != 0) {
            return "option " + name + " takes " + std::to_string(spec->min) + " to " + std::to_string(spec->max) +
                   ", not " + shown;
        }
        spec->set(rules, std::to_string(n));
        return std::nullopt;
    }
    case Kind::Choice:
        if (std::find(spec->choices.begin(), spec->choices.end(), value) == spec->choices.end())
            return "option " + name + " takes one of " + allowedText() + ", not '" + shown + "'";
        break;
    }
    spec->set(rules, value);
    return std::nullopt;
}

std::optional<std::string> optionValue(const RuleSet &rules, const std::string &name)
{
    const OptionSpec *spec = findSpec(rules.variant, name);
    if (!spec) return std::nullopt;
    return spec->get(rules);
}

} // namespace remi
