// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Doubles to and from text without std::to_chars / std::from_chars on a double (issue 32): the
// exact texts of the save files' numbers, the same bytes as std::to_chars wrote before, no locale.

#include "save/Json.h"
#include "save/NumberText.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <locale>
#include <random>
#include <string>

#if defined(__GLIBCXX__)
#include <charconv> // libstdc++ has both on a double: the reference the new code must match
#endif

using namespace remi::save;

Q_DECLARE_METATYPE(remi::save::NumberParse)

namespace {

/// A locale that writes "1,5": what a stream would follow if the code did not ask for "C".
struct CommaPoint : std::numpunct<char> {
    char do_decimal_point() const override { return ','; }
    char do_thousands_sep() const override { return '.'; }
    std::string do_grouping() const override { return "\3"; }
};

} // namespace

class TestNumberText : public QObject {
    Q_OBJECT
  private slots:
    void printsShortest_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("1.5") << 1.5 << "1.5";
        QTest::newRow("-2.5") << -2.5 << "-2.5";
        QTest::newRow("0.1") << 0.1 << "0.1";
        QTest::newRow("1/3") << 1.0 / 3 << "0.3333333333333333";
        QTest::newRow("0.001 fixed wins the tie") << 0.001 << "0.001";
        QTest::newRow("1e-04 scientific is shorter") << 0.0001 << "1e-04";
        QTest::newRow("1e+300") << 1e300 << "1e+300";
        QTest::newRow("1e+30") << 1e30 << "1e+30";
        QTest::newRow("1e+21") << 1e21 << "1e+21";
        QTest::newRow("1.25e+20") << 1.25e20 << "1.25e+20";
        QTest::newRow("2^53 + 2") << 9007199254740994.0 << "9007199254740994";
        QTest::newRow("fixed prints the exact value") << 12345678901234567890.0 << "12345678901234567168";
        QTest::newRow("2^60") << 1152921504606846976.0 << "1152921504606846976";
        QTest::newRow("zero padded digits") << 123456789012345678.0 << "123456789012345680";
        QTest::newRow("smallest") << 5e-324 << "5e-324";
        QTest::newRow("largest") << 1.7976931348623157e308 << "1.7976931348623157e+308";
        QTest::newRow("gap below a power of two") << std::ldexp(1.0, -1017) << "7.120236347223045e-307";
        QTest::newRow("99.99 carries") << 99.99 << "99.99";
        QTest::newRow("-0") << -0.0 << "-0";
        QTest::newRow("inf") << HUGE_VAL << "inf";
    }
    void printsShortest()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(shortestDouble(value)), text);
    }

    void ignoresTheGlobalLocale()
    {
        const std::locale old = std::locale::global(std::locale(std::locale::classic(), new CommaPoint));
        const std::string a = shortestDouble(1234.5);
        const std::string b = shortestDouble(1.25e20);
        double d = 0;
        const NumberParse p = parseDouble("1234.5", d);
        std::locale::global(old);
        QCOMPARE(QString::fromStdString(a), QString("1234.5"));
        QCOMPARE(QString::fromStdString(b), QString("1.25e+20"));
        QCOMPARE(p, NumberParse::Ok);
        QCOMPARE(d, 1234.5);
    }

    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<NumberParse>("result");
        QTest::addColumn<double>("value"); // -7: left untouched
        QTest::newRow("1.5") << "1.5" << NumberParse::Ok << 1.5;
        QTest::newRow("-0") << "-0" << NumberParse::Ok << -0.0;
        QTest::newRow("3e2") << "3e2" << NumberParse::Ok << 300.0;
        QTest::newRow("0e999") << "0e999" << NumberParse::Ok << 0.0;
        QTest::newRow("0.000e-999") << "0.000e-999" << NumberParse::Ok << 0.0;
        QTest::newRow("subnormal") << "1e-310" << NumberParse::Ok << 1e-310;
        QTest::newRow("3e-324 rounds up") << "3e-324" << NumberParse::Ok << 5e-324;
        QTest::newRow("2e-324 rounds to 0") << "2e-324" << NumberParse::OutOfRange << -7.0;
        QTest::newRow("1e-999") << "1e-999" << NumberParse::OutOfRange << -7.0;
        QTest::newRow("1e999") << "1e999" << NumberParse::OutOfRange << -7.0;
        QTest::newRow("-1e999") << "-1e999" << NumberParse::OutOfRange << -7.0;
        QTest::newRow("past the largest") << "1.7976931348623159e308" << NumberParse::OutOfRange << -7.0;
        QTest::newRow("largest") << "1.7976931348623157e308" << NumberParse::Ok << 1.7976931348623157e308;
        QTest::newRow("inf") << "inf" << NumberParse::Syntax << -7.0;
        QTest::newRow("nan") << "nan" << NumberParse::Syntax << -7.0;
        QTest::newRow(".5") << ".5" << NumberParse::Syntax << -7.0;
        QTest::newRow("+1") << "+1" << NumberParse::Syntax << -7.0;
        QTest::newRow("1x") << "1x" << NumberParse::Syntax << -7.0;
        QTest::newRow("1,5") << "1,5" << NumberParse::Syntax << -7.0;
        QTest::newRow("empty") << "" << NumberParse::Syntax << -7.0;
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(NumberParse, result);
        QFETCH(double, value);
        const std::string s = text.toStdString();
        double d = -7;
        QCOMPARE(parseDouble(s, d), result);
        QCOMPARE(d, value);
        QCOMPARE(std::signbit(d), std::signbit(value));
    }

    /// The writer's numbers, byte for byte: whole numbers in digits, the rest the shortest way.
    void writerPrintsEveryKindOfNumber()
    {
        JsonValue a = JsonValue::array();
        for (double d : {0.0, -17.0, 9007199254740992.0, 1.5, 1e300, 0.001, 1e-7, 12345678901234567890.0, -0.0})
            a.push(JsonValue::number(d));
        const std::string text = writeJson(a);
        QCOMPARE(text, std::string("[0, -17, 9007199254740992, 1.5, 1e+300, 0.001, 1e-07, 12345678901234567168, 0]\n"));
        JsonDocument doc;
        QVERIFY(parseJson(text, &doc, nullptr));
        std::vector<JsonRef> items(doc.root().items().begin(), doc.root().items().end());
        QCOMPARE(items.size(), std::size_t(9));
        QCOMPARE(items[4].asNumber(), 1e300);
        QCOMPARE(items[6].asNumber(), 1e-7);
        QCOMPARE(items[7].asNumber(), 12345678901234567890.0);
    }

    /// Where the standard library has them (libstdc++), the new code writes and reads exactly as
    /// std::to_chars and std::from_chars do: random bit patterns, every power of two and its
    /// neighbours, random whole numbers above 2^53.
    void matchesTheStandardLibrary()
    {
#if defined(__GLIBCXX__)
        std::mt19937_64 random(32);
        int checked = 0;
        const auto check = [&](double d) {
            if (!std::isfinite(d)) return;
            char buf[64];
            const std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, d);
            const std::string want(buf, r.ptr);
            QCOMPARE(shortestDouble(d), want);
            double mine = 0, theirs = 0;
            QCOMPARE(parseDouble(want, mine), NumberParse::Ok);
            std::from_chars(want.data(), want.data() + want.size(), theirs);
            QCOMPARE(mine, theirs);
            ++checked;
        };
        for (int e = -1074; e < 1024; ++e) {
            const double p = std::ldexp(1.0, e);
            check(p);
            check(std::nextafter(p, 0.0));
            check(std::nextafter(p, HUGE_VAL));
        }
        for (int i = 0; i < 40000; ++i) {
            const std::uint64_t bits = random();
            double d = 0;
            std::memcpy(&d, &bits, sizeof d);
            check(d);
            check(static_cast<double>(random() >> (random() % 64)) * static_cast<double>(1 << (random() % 12)));
        }
        QVERIFY(checked > 3 * 2098 + 79900); // random bits are NaN or infinite 1 time in 2048
#else
        QSKIP("this standard library has no std::to_chars on a double to compare with");
#endif
    }
};

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
