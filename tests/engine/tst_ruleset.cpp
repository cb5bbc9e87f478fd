// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Presets and options (RULES.md 2.1, 2.2, 2.11 for rummy; 3.1, 3.2, 3.11 for remi51).

#include "TestCards.h"

#include "engine/RuleSet.h"
#include "engine/Variants.h"

#include <QtTest/QtTest>

#include <locale>
#include <map>
#include <set>

using namespace remi;

namespace {

/// One row of an Options table, copied from RULES.md: name, default, allowed values as
/// "bool", "range:MIN:MAX" or "list:A|B|C".
struct OptionRow {
    const char *name;
    const char *def;
    const char *allowed;
};

// RULES.md 2.11.
const std::vector<OptionRow> kRummyOptions = {
    {"aceHighOrLow", "false", "bool"},
    {"oneMeldPerTurn", "false", "bool"},
    {"mustDiscardToGoOut", "false", "bool"},
    {"rummyDoubles", "true", "bool"},
    {"stockExhausted", "reshuffle", "list:reshuffle|reshuffleOnce|turnOver"},
    {"matchEnd", "target", "list:target|deals"},
    {"targetScore", "150", "list:100|150|250|500"},
    {"dealCount", "10", "range:1:50"},
    {"dealerRotation", "left", "list:left|winner"},
    {"stalemateRebuilds", "10", "range:1:100"},
};

// RULES.md 3.11.
const std::vector<OptionRow> kRemi51Options = {
    {"openingMin", "51", "range:40:101"},
    {"aceOpeningValue", "ten", "list:ten|lowHigh|eleven"},
    {"aceInHandValue", "10", "list:10|11|15"},
    {"jokerInHandValue", "20", "list:20|25|50"},
    {"notOpenedAddsHand", "false", "bool"},
    {"closeScore", "-40", "range:-500:0"},
    {"handScore", "-80", "range:-500:0"},
    {"cutHandScore", "-120", "range:-500:0"},
    {"handDoublesOthers", "true", "bool"},
    {"jokerLimit", "standard", "list:standard|onePerMeld|unrestricted"},
    {"aceBothEnds", "true", "bool"},
    {"layOffOnOpeningTurn", "true", "bool"},
    {"discardMustBeInOpening", "false", "bool"},
    {"freedJokerMayBeKept", "false", "bool"},
    {"strictHand", "true", "bool"},
    {"openingNeedsNaturalRun", "false", "bool"},
    {"noOpenOrCloseCircuits", "0", "list:0|1|2"},
    {"allowBuryJoker", "true", "bool"},
    {"askCutterForJoker", "false", "bool"},
    {"noPlayableDiscard", "false", "bool"},
    {"stockReshuffles", "1", "list:0|1|unlimited"},
    {"stalemateRebuilds", "10", "range:1:100"}, // 3.11, as rummy 2.10
    {"matchEnd", "onceAround", "list:onceAround|twiceAround|elimination"},
    {"targetScore", "1001", "range:101:5001"},
};

const std::vector<OptionRow> &rowsFor(const QString &variant)
{
    return variant == QLatin1String("rummy") ? kRummyOptions : kRemi51Options;
}

RuleSet preset(const QString &variant)
{
    return *presetRules(variant.toStdString());
}

QStringList allowedValues(const QString &allowed)
{
    if (allowed == QLatin1String("bool")) return {QStringLiteral("true"), QStringLiteral("false")};
    if (allowed.startsWith(QLatin1String("list:"))) return allowed.mid(5).split(QLatin1Char('|'));
    const QStringList parts = allowed.split(QLatin1Char(':'));
    QStringList out;
    for (int v = parts[1].toInt(); v <= parts[2].toInt(); ++v) out << QString::number(v);
    return out;
}

/// Values that must be refused for an option with `allowed` values.
QStringList refusedValues(const QString &allowed)
{
    QStringList out = {QString(), QStringLiteral("bogus"), QStringLiteral(" 1")};
    if (allowed == QLatin1String("bool"))
        return out << QStringLiteral("TRUE") << QStringLiteral("1") << QStringLiteral("yes");
    if (allowed.startsWith(QLatin1String("range:"))) {
        const QStringList parts = allowed.split(QLatin1Char(':'));
        return out << QString::number(parts[1].toInt() - 1) << QString::number(parts[2].toInt() + 1)
                   << QStringLiteral("true") << QStringLiteral("5x") << QStringLiteral("1.5");
    }
    const QStringList values = allowed.mid(5).split(QLatin1Char('|'));
    bool numeric = true;
    for (const QString &v : values) {
        bool ok = false;
        v.toInt(&ok);
        numeric = numeric && ok;
    }
    if (numeric)
        return out << QString::number(values.first().toInt() - 1) << QString::number(values.last().toInt() + 1)
                   << QStringLiteral("true");
    out << values.first() + QLatin1Char('x') << values.first() + QLatin1Char(' ');
    for (const QString &v : values)
        if (v.toUpper() != v) out << v.toUpper(); // values are case-sensitive
    return out;
}

/// Every option value and the main raw fields, to prove a refused setOption changed nothing.
QString snapshot(const RuleSet &r)
{
    QString s;
    for (const OptionSpec &spec : optionSpecs(r.variant))
        s += QString::fromStdString(spec.name + "=" + optionValue(r, spec.name).value_or("?") + ";");
    s += QStringLiteral("|%1 %2 %3 %4 %5 %6 %7 %8 %9")
             .arg(r.aceHigh)
             .arg(r.aceInHandValue)
             .arg(r.maxRebuilds)
             .arg(r.rebuildShuffles)
             .arg(r.openingMin)
             .arg(r.targetScore)
             .arg(int(r.jokerLimit))
             .arg(int(r.matchEnd))
             .arg(r.closeScore);
    return s;
}

} // namespace

class TestRuleSet : public QObject {
    Q_OBJECT

  private slots:
    void presets();
    void presetShapes();
    void optionTableComplete_data();
    void optionTableComplete();
    void defaults_data();
    void defaults();
    void acceptsEveryAllowedValue_data();
    void acceptsEveryAllowedValue();
    void refusesBadValues_data();
    void refusesBadValues();
    void refusesUnknownOptions();
    void readsHugeNumbersInTheClassicLocale_data();
    void readsHugeNumbersInTheClassicLocale();
    void optionEffects();
    void offOrAtLeast();
    void optionGroups();
    void optionWords();
    void variantTable();
};

void TestRuleSet::presets()
{
    QCOMPARE(presetRules("rummy")->variant, std::string("rummy"));
    QCOMPARE(presetRules("remi51")->variant, std::string("remi51"));
    QVERIFY(!presetRules("rami_x").has_value());
    QVERIFY(!presetRules("").has_value());
    const std::vector<std::string> names = variantNames();
    QVERIFY(std::find(names.begin(), names.end(), "rummy") != names.end());
    QVERIFY(std::find(names.begin(), names.end(), "remi51") != names.end());
    QVERIFY(optionSpecs("no-such-variant").empty());
}

// RULES.md 1.3 table (shoe), 2.1–2.2 (rummy deal), 3.1–3.2 (remi51 deal), 3.4 (ace both ends).
void TestRuleSet::presetShapes()
{
    const RuleSet r = rummyRules();
    QCOMPARE(r.shoeSize(), 52);
    QCOMPARE(r.jokers, 0);
    QCOMPARE(r.minPlayers, 2);
    QCOMPARE(r.maxPlayers, 6);
    QCOMPARE(r.handSize(2), 10);
    QCOMPARE(r.handSize(3), 7);
    QCOMPARE(r.handSize(4), 7);
    QCOMPARE(r.handSize(5), 6);
    QCOMPARE(r.handSize(6), 6);
    QVERIFY(r.upcard);
    QVERIFY(!r.cutCard);
    QVERIFY(!r.needsOpening());
    QVERIFY(r.aceLow);
    QVERIFY(!r.aceHigh);
    QCOMPARE(r.maxRunLength(), 13);
    QCOMPARE(r.aceInHandValue, 1);

    const RuleSet m = remi51Rules();
    QCOMPARE(m.shoeSize(), 108);
    QCOMPARE(m.jokers, 4);
    QCOMPARE(m.minPlayers, 2);
    QCOMPARE(m.maxPlayers, 6);
    for (int n = 2; n <= 6; ++n) QCOMPARE(m.handSize(n), 14);
    QVERIFY(m.firstPlayerExtraCard);
    QVERIFY(m.cutCard);
    QVERIFY(!m.upcard);
    QVERIFY(m.needsOpening());
    QCOMPARE(m.openingMin, 51);
    QVERIFY(m.aceHigh && m.aceLow && m.aceBothEnds);
    QCOMPARE(m.maxRunLength(), 14);
    QCOMPARE(int(m.openingJokerLimit), int(JokerLimit::OnePerMeld));
    QCOMPARE(int(m.jokerLimit), int(JokerLimit::NoMoreThanNaturals));
    QCOMPARE(m.notOpenedScore, 100);
}

void TestRuleSet::optionTableComplete_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("rummy") << "rummy";
    QTest::newRow("remi51") << "remi51";
}

// RULES.md 2.11 / 3.11: the engine offers exactly the options of the table.
void TestRuleSet::optionTableComplete()
{
    QFETCH(QString, variant);
    std::set<std::string> engine, rules;
    for (const OptionSpec &s : optionSpecs(variant.toStdString())) engine.insert(s.name);
    for (const OptionRow &row : rowsFor(variant)) rules.insert(row.name);
    QCOMPARE(int(engine.size()), int(optionSpecs(variant.toStdString()).size())); // no duplicates
    QCOMPARE(engine, rules);
}

void TestRuleSet::defaults_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("def");
    for (const QString &variant : {QStringLiteral("rummy"), QStringLiteral("remi51")})
        for (const OptionRow &row : rowsFor(variant))
            QTest::addRow("%s %s", qPrintable(variant), row.name) << variant << row.name << row.def;
}

// RULES.md 2.11 / 3.11 "Default" column, via optionValue and the spec's default.
void TestRuleSet::defaults()
{
    QFETCH(QString, variant);
    QFETCH(QString, name);
    QFETCH(QString, def);
    const std::optional<std::string> v = optionValue(preset(variant), name.toStdString());
    QVERIFY(v.has_value());
    QCOMPARE(QString::fromStdString(*v), def);
    for (const OptionSpec &s : optionSpecs(variant.toStdString()))
        if (s.name == name.toStdString()) QCOMPARE(QString::fromStdString(s.defaultValue), def);
}

void TestRuleSet::acceptsEveryAllowedValue_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("allowed");
    for (const QString &variant : {QStringLiteral("rummy"), QStringLiteral("remi51")})
        for (const OptionRow &row : rowsFor(variant))
            QTest::addRow("%s %s", qPrintable(variant), row.name) << variant << row.name << row.allowed;
}

// RULES.md 2.11 / 3.11 "Allowed values": each is accepted, read back, and touches no other option.
void TestRuleSet::acceptsEveryAllowedValue()
{
    QFETCH(QString, variant);
    QFETCH(QString, name);
    QFETCH(QString, allowed);
    for (const QString &value : allowedValues(allowed)) {
        RuleSet r = preset(variant);
        const RuleSet before = r;
        const std::optional<std::string> error = setOption(r, name.toStdString(), value.toStdString());
        QVERIFY2(!error.has_value(), error ? error->c_str() : "");
        QCOMPARE(QString::fromStdString(optionValue(r, name.toStdString()).value_or("?")), value);
        for (const OptionSpec &other : optionSpecs(variant.toStdString())) {
            if (other.name == name.toStdString()) continue;
            QCOMPARE(optionValue(r, other.name), optionValue(before, other.name));
        }
    }
}

void TestRuleSet::refusesBadValues_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    for (const QString &variant : {QStringLiteral("rummy"), QStringLiteral("remi51")})
        for (const OptionRow &row : rowsFor(variant))
            for (const QString &value : refusedValues(row.allowed))
                QTest::addRow("%s %s '%s'", qPrintable(variant), row.name, qPrintable(value))
                    << variant << row.name << value;
    // Between listed values, and a step that the range does not hold.
    QTest::newRow("rummy targetScore 200") << "rummy"
                                           << "targetScore"
                                           << "200";
    QTest::newRow("remi51 aceInHandValue 12") << "remi51"
                                              << "aceInHandValue"
                                              << "12";
    QTest::newRow("remi51 stockReshuffles 2") << "remi51"
                                              << "stockReshuffles"
                                              << "2";
    QTest::newRow("remi51 openingMin 51.0") << "remi51"
                                            << "openingMin"
                                            << "51.0";
    QTest::newRow("remi51 closeScore 40") << "remi51"
                                          << "closeScore"
                                          << "40";
}

// RULES.md 2.11 / 3.11: a value outside "Allowed values" is refused with a message naming the option,
// and the RuleSet is left unchanged.
void TestRuleSet::refusesBadValues()
{
    QFETCH(QString, variant);
    QFETCH(QString, name);
    QFETCH(QString, value);
    RuleSet r = preset(variant);
    const QString before = snapshot(r);
    const std::optional<std::string> error = setOption(r, name.toStdString(), value.toStdString());
    QVERIFY(error.has_value());
    QVERIFY2(QString::fromStdString(*error).contains(name), error->c_str());
    QCOMPARE(snapshot(r), before);
}

namespace {
/// A locale that writes and reads "1,5": what a stream would follow if the code did not ask for "C".
struct CommaPoint : std::numpunct<char> {
    char do_decimal_point() const override { return ','; }
};
} // namespace

void TestRuleSet::readsHugeNumbersInTheClassicLocale_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    const QString oneOf = QStringLiteral("option targetScore takes one of 100, 150, 250, 500, not ");
    const QString whole = QStringLiteral("option targetScore takes a whole number, not '");
    QTest::newRow("1e+30") << "1e+30" << oneOf + "1e+30";
    QTest::newRow("1.5e30") << "1.5e30" << oneOf + "1.5e30";
    QTest::newRow("20 digits") << "12345678901234567890" << oneOf + "12345678901234567890";
    QTest::newRow("1e999 is no number") << "1e999" << whole + "1e999'";
    QTest::newRow("1.5") << "1.5" << whole + "1.5'";
    QTest::newRow("1,5e30") << "1,5e30" << whole + "1,5e30'";
}

// Issue 32: a huge whole number in a save or on the command line is read in the classic locale
// whatever the global one (std::strtod followed the C locale, which Qt sets from the environment).
void TestRuleSet::readsHugeNumbersInTheClassicLocale()
{
    QFETCH(QString, value);
    QFETCH(QString, message);
    const std::locale old = std::locale::global(std::locale(std::locale::classic(), new CommaPoint));
    RuleSet r = rummyRules();
    const std::optional<std::string> error = setOption(r, "targetScore", value.toStdString());
    std::locale::global(old);
    QVERIFY(error.has_value());
    QCOMPARE(QString::fromStdString(*error), message);
}

void TestRuleSet::refusesUnknownOptions()
{
    RuleSet rummy = rummyRules();
    RuleSet remi = remi51Rules();
    const QString rummyBefore = snapshot(rummy), remiBefore = snapshot(remi);
    QVERIFY(setOption(rummy, "noSuchOption", "true").has_value());
    QVERIFY(setOption(rummy, "", "true").has_value());
    QVERIFY(setOption(rummy, "openingMin", "51").has_value());    // a remi51 option
    QVERIFY(setOption(remi, "aceHighOrLow", "true").has_value()); // a rummy option
    QVERIFY(setOption(remi, "AceBothEnds", "false").has_value()); // names are case-sensitive
    QCOMPARE(snapshot(rummy), rummyBefore);
    QCOMPARE(snapshot(remi), remiBefore);
    QVERIFY(!optionValue(rummy, "openingMin").has_value());
    QVERIFY(!optionValue(remi, "noSuchOption").has_value());
}

// What the options do to the rules (RULES.md 2.1, 2.10, 3.4, 3.10).
void TestRuleSet::optionEffects()
{
    RuleSet r = rummyRules();
    QVERIFY(!setOption(r, "aceHighOrLow", "true"));
    QVERIFY(r.aceHigh);
    QCOMPARE(r.aceInHandValue, 15); // 2.1: with aceHighOrLow an ace is worth 15
    QVERIFY(!setOption(r, "aceHighOrLow", "false"));
    QVERIFY(!r.aceHigh);
    QCOMPARE(r.aceInHandValue, 1);
    QVERIFY(!setOption(r, "stockExhausted", "turnOver"));
    QVERIFY(!r.rebuildShuffles);
    QVERIFY(!setOption(r, "stockExhausted", "reshuffleOnce"));
    QVERIFY(r.rebuildShuffles);
    QCOMPARE(r.maxRebuilds, 1);
    QVERIFY(!setOption(r, "stockExhausted", "reshuffle"));
    QCOMPARE(r.maxRebuilds, -1);
    QVERIFY(!setOption(r, "matchEnd", "deals"));
    QCOMPARE(int(r.matchEnd), int(MatchEnd::DealCount));

    RuleSet m = remi51Rules();
    QVERIFY(!setOption(m, "stockReshuffles", "unlimited"));
    QCOMPARE(m.maxRebuilds, -1);
    QVERIFY(!setOption(m, "stockReshuffles", "0"));
    QCOMPARE(m.maxRebuilds, 0);
    QVERIFY(!setOption(m, "jokerLimit", "onePerMeld"));
    QCOMPARE(int(m.jokerLimit), int(JokerLimit::OnePerMeld));
    QVERIFY(!setOption(m, "jokerLimit", "unrestricted"));
    QCOMPARE(int(m.jokerLimit), int(JokerLimit::Unrestricted));
    QCOMPARE(int(m.openingJokerLimit), int(JokerLimit::OnePerMeld)); // 3.4: the opening keeps one per meld
    QVERIFY(!setOption(m, "aceBothEnds", "false"));
    QCOMPARE(m.maxRunLength(), 13);
    QVERIFY(!setOption(m, "matchEnd", "elimination"));
    QCOMPARE(int(m.matchEnd), int(MatchEnd::Elimination));
    QVERIFY(!setOption(m, "aceOpeningValue", "lowHigh"));
    QCOMPARE(int(m.aceOpeningValue), int(AceOpeningValue::LowHigh));
    QVERIFY(!setOption(m, "openingMin", "101"));
    QCOMPARE(m.openingMin, 101);
}

// RULES.md 4.11 turnSeconds: 0 (no clock) or 20 to 600; the gap is data (OptionSpec::offOrAtLeast).
void TestRuleSet::offOrAtLeast()
{
    RuleSet r = ramiRules();
    const auto &specs = optionSpecs("rami");
    const auto turn =
        std::find_if(specs.begin(), specs.end(), [](const OptionSpec &s) { return s.name == "turnSeconds"; });
    QVERIFY(turn != specs.end());
    QCOMPARE(turn->offOrAtLeast, 20);
    QCOMPARE(turn->min, 0);
    QCOMPARE(turn->max, 600);
    QVERIFY(!setOption(r, "turnSeconds", "0"));
    QVERIFY(!setOption(r, "turnSeconds", "20"));
    QCOMPARE(r.turnSeconds, 20);
    const std::optional<std::string> error = setOption(r, "turnSeconds", "19");
    QVERIFY(error);
    QCOMPARE(QString::fromStdString(*error), QStringLiteral("option turnSeconds takes 0 or 20 to 600, not 19"));
    QCOMPARE(r.turnSeconds, 20);
    QVERIFY(setOption(r, "turnSeconds", "601"));
    // Every other option takes its whole range.
    for (const std::string &variant : variantNames())
        for (const OptionSpec &spec : optionSpecs(variant))
            if (spec.name != "turnSeconds") QCOMPARE(spec.offOrAtLeast, 0);
}

// The settings dialog groups the options by OptionSpec::group (data, not guessed from the names).
void TestRuleSet::optionGroups()
{
    auto groupOf = [](const std::string &variant, const std::string &name) {
        for (const OptionSpec &spec : optionSpecs(variant))
            if (spec.name == name) return int(spec.group);
        return -1;
    };
    QCOMPARE(groupOf("remi51", "openingMin"), int(OptionGroup::Opening));
    QCOMPARE(groupOf("remi51", "aceOpeningValue"), int(OptionGroup::Opening));
    QCOMPARE(groupOf("remi51", "openingNeedsNaturalRun"), int(OptionGroup::Opening));
    QCOMPARE(groupOf("remi51", "jokerLimit"), int(OptionGroup::Jokers));
    QCOMPARE(groupOf("rami", "jokersPerDeck"), int(OptionGroup::Jokers));
    QCOMPARE(groupOf("rummy", "stockExhausted"), int(OptionGroup::Play));
    QCOMPARE(groupOf("rami", "turnSeconds"), int(OptionGroup::Play));
    QCOMPARE(groupOf("remi51", "closeScore"), int(OptionGroup::Scoring));
    QCOMPARE(groupOf("rami", "roundTo5"), int(OptionGroup::Scoring));
    QCOMPARE(groupOf("remi_indonesia", "tenIsTen"), int(OptionGroup::Scoring));
    QCOMPARE(groupOf("rummy", "matchEnd"), int(OptionGroup::MatchEnd));
    QCOMPARE(groupOf("remi_indonesia", "rounds"), int(OptionGroup::MatchEnd));
    QCOMPARE(groupOf("rami", "eliminationLimit"), int(OptionGroup::MatchEnd));
    // Per group, how many options each variant has (RULES.md 2.11, 3.11, 4.11, 5.11).
    auto count = [](const std::string &variant, OptionGroup group) {
        const auto &specs = optionSpecs(variant);
        return int(
            std::count_if(specs.begin(), specs.end(), [group](const OptionSpec &s) { return s.group == group; }));
    };
    QCOMPARE(count("remi51", OptionGroup::Opening), 6);
    QCOMPARE(count("remi51", OptionGroup::Jokers), 4);
    QCOMPARE(count("remi51", OptionGroup::Scoring), 7);
    QCOMPARE(count("remi51", OptionGroup::MatchEnd), 2);
    QCOMPARE(count("remi51", OptionGroup::Play), 5);
    QCOMPARE(count("rummy", OptionGroup::MatchEnd), 3);
    QCOMPARE(count("rummy", OptionGroup::Scoring), 1);
}

// Each option is declared once with its words (Variant<Name>.cpp): a label and an explanation for
// every option of every variant, one label per option name across the variants, except where the
// option means something else in a variant: targetScore is the score to win in rummy and the
// elimination limit in remi51 (RULES.md 2.9, 3.9; a Serbian reviewer read "Target
// score" beside "is eliminated").
void TestRuleSet::optionWords()
{
    std::map<std::string, std::string> labels;
    int options = 0;
    for (const std::string &variant : variantNames()) {
        for (const OptionSpec &spec : optionSpecs(variant)) {
            ++options;
            QVERIFY2(std::string(spec.label).size() > 0, spec.name.c_str());
            QVERIFY2(std::string(spec.help).size() > 0, spec.name.c_str());
            const auto [it, added] = labels.emplace(spec.name, spec.label);
            if (spec.name == "targetScore") continue;
            QCOMPARE(QString::fromStdString(it->second), QString::fromUtf8(spec.label));
        }
    }
    QCOMPARE(options, 10 + 24 + 13 + 5); // RULES.md 2.11, 3.11, 4.11, 5.11
    QCOMPARE(int(labels.size()), 48);    // the names of the four tables, each once
    const auto labelOf = [](const std::string &variant, const std::string &name) {
        for (const OptionSpec &spec : optionSpecs(variant))
            if (spec.name == name) return std::string(spec.label);
        return std::string();
    };
    QCOMPARE(labelOf("rummy", "targetScore"), std::string("Target score"));
    QCOMPARE(labelOf("remi51", "targetScore"), std::string("Elimination limit"));
    auto find = [](const std::string &variant, const std::string &name) {
        for (const OptionSpec &spec : optionSpecs(variant))
            if (spec.name == name) return spec;
        return OptionSpec();
    };
    QCOMPARE(QString::fromUtf8(find("rummy", "rummyDoubles").label), QStringLiteral("Going rummy doubles the score"));
    QCOMPARE(QString::fromUtf8(find("rami", "turnSeconds").help),
             QStringLiteral("The time for a turn in seconds (0: no limit); a timeout costs 50."));
    QCOMPARE(QString::fromUtf8(find("remi51", "openingMin").label),
             QString::fromUtf8(find("rami", "openingMin").label));
    QVERIFY(!find("rummy", "oneMeldPerTurn").applies); // always applies
    QVERIFY(bool(find("rummy", "targetScore").applies));
}

// The one list of variants (Variants.h): ids, names, help pages and RULES.md sections; presetRules,
// variantNames and the presets agree with it.
void TestRuleSet::variantTable()
{
    const auto &all = variants();
    QCOMPARE(int(all.size()), 4);
    const char *ids[] = {"rummy", "remi51", "rami", "remi_indonesia"};
    const char *names[] = {"Rummy", "Remi 51", "Rami", "Remi Indonesia"};
    for (int i = 0; i < 4; ++i) {
        const VariantDescriptor &v = all[static_cast<std::size_t>(i)];
        QCOMPARE(QString::fromUtf8(v.id.data(), qsizetype(v.id.size())), QString::fromLatin1(ids[i]));
        QCOMPARE(QString::fromLatin1(v.name), QString::fromLatin1(names[i]));
        QCOMPARE(QString::fromUtf8(v.helpPage.data(), qsizetype(v.helpPage.size())), QString::fromLatin1(ids[i]));
        QCOMPARE(v.rulesSection, i + 2);
        QCOMPARE(QString::fromStdString(v.preset().variant), QString::fromLatin1(ids[i]));
        QCOMPARE(findVariant(ids[i]), &v);
        QCOMPARE(QString::fromStdString(presetRules(ids[i])->variant), QString::fromLatin1(ids[i]));
        QCOMPARE(QString::fromStdString(variantNames()[static_cast<std::size_t>(i)]), QString::fromLatin1(ids[i]));
    }
    QVERIFY(findVariant("rummy500") == nullptr);
    QVERIFY(!presetRules("Rummy"));
    // The hard level's tuning is a field of the presets (src/ai HardConfig::significanceFor).
    QCOMPARE(rummyRules().hardSignificance, 2.0);
    QCOMPARE(remi51Rules().hardSignificance, 1.0);
    QCOMPARE(ramiRules().hardSignificance, 1.0);
    QCOMPARE(remiIndonesiaRules().hardSignificance, 1.0);
    // The expert level's (ExpertConfig::significanceFor).
    QCOMPARE(rummyRules().expertSignificance, 1.0);
    QCOMPARE(remi51Rules().expertSignificance, 0.5);
    QCOMPARE(ramiRules().expertSignificance, 1.0);
    QCOMPARE(remiIndonesiaRules().expertSignificance, 1.0);
    // Whether the expert reads the other hands from the table (ExpertConfig::readsHandsFor).
    QCOMPARE(rummyRules().expertReadsHands, false);
    QCOMPARE(remi51Rules().expertReadsHands, true);
    QCOMPARE(ramiRules().expertReadsHands, true);
    QCOMPARE(remiIndonesiaRules().expertReadsHands, false);
    // Whether the expert waits for a hand (RULES.md 3.7, 4.7; ExpertConfig::waitsForHandFor).
    QCOMPARE(rummyRules().expertWaitsForHand, false);
    QCOMPARE(remi51Rules().expertWaitsForHand, true);
    QCOMPARE(ramiRules().expertWaitsForHand, true);
    QCOMPARE(remiIndonesiaRules().expertWaitsForHand, false);
}

QTEST_GUILESS_MAIN(TestRuleSet)
#include "tst_ruleset.moc"
