// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The save files' JSON reader (issues 8, 21): syntax, escapes, the size and depth limits, numbers out
// of range, and the document's size (one 8-byte entry per value, at most one per 2 bytes of text).

#include "save/Json.h"

#include <QTest>

using namespace remi::save;

class TestJson : public QObject {
    Q_OBJECT
  private slots:
    void parsesScalarsAndContainers()
    {
        JsonDocument doc;
        QVERIFY(parseJson(" {\"a\": [1, -2.5, 3e2, true, false, null], \"b\": {\"c\": \"x\"}} ", &doc, nullptr));
        const JsonRef v = doc.root();
        QCOMPARE(v.type(), JsonValue::Type::Object);
        const auto a = v.find("a");
        QVERIFY(a);
        QCOMPARE(a->size(), std::size_t(6));
        std::vector<JsonRef> items(a->items().begin(), a->items().end());
        QCOMPARE(items.size(), std::size_t(6));
        QCOMPARE(items[0].asNumber(), 1.0);
        QCOMPARE(items[1].asNumber(), -2.5);
        QCOMPARE(items[2].asNumber(), 300.0);
        QCOMPARE(items[3].asBool(), true);
        QCOMPARE(items[4].asBool(), false);
        QVERIFY(items[5].isNull());
        QCOMPARE(items[1].text(), std::string_view("-2.5"));
        QCOMPARE(v.find("b")->find("c")->asString(), std::string("x"));
        QVERIFY(!v.find("zz"));
        // 1 object, 2 keys, 1 array, 6 items, 1 object, 1 key, 1 string.
        QCOMPARE(doc.valueCount(), std::size_t(13));
        QCOMPARE(v.size(), std::size_t(2));
        QVERIFY(!items[0].find("a"));
        QVERIFY(items[0].items().empty());
        QCOMPARE(items[0].size(), std::size_t(0));
    }

    void escapesRoundTrip()
    {
        JsonDocument doc;
        QVERIFY(parseJson("\"a\\\"b\\\\c\\n\\u00e9\\u0416\\ud83c\\udca1\"", &doc, nullptr));
        const std::string decoded = doc.root().asString();
        QCOMPARE(decoded, std::string("a\"b\\c\n\xC3\xA9\xD0\x96\xF0\x9F\x82\xA1"));
        QVERIFY(doc.root().isString(decoded));
        const std::string written = writeJson(JsonValue::string(decoded));
        JsonDocument back;
        QVERIFY(parseJson(written, &back, nullptr));
        QCOMPARE(back.root().asString(), decoded);
    }

    void refusesBadSyntax_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("offset");
        const int syntax = static_cast<int>(JsonError::Code::Syntax);
        const int truncated = static_cast<int>(JsonError::Code::Truncated);
        QTest::newRow("empty") << QByteArray("") << truncated << 0;
        QTest::newRow("open object") << QByteArray("{\"a\": 1") << truncated << 7;
        QTest::newRow("open string") << QByteArray("[\"abc") << truncated << 5;
        QTest::newRow("trailing comma") << QByteArray("[1,]") << syntax << 3;
        QTest::newRow("two documents") << QByteArray("{} {}") << syntax << 3;
        QTest::newRow("bare word") << QByteArray("[tru]") << syntax << 4;
        QTest::newRow("leading zero") << QByteArray("[01]") << syntax << 2;
        QTest::newRow("control char") << QByteArray("[\"a\x01\"]") << syntax << 4;
        QTest::newRow("lone surrogate") << QByteArray("\"\\udc00\"") << syntax << 7;
        // Issue 21: from_chars leaves the value untouched beyond a double's range, which read 1e999
        // as 0; such numbers are refused where they start.
        const int range = static_cast<int>(JsonError::Code::OutOfRange);
        QTest::newRow("1e999") << QByteArray("{\"version\": 1e999}") << range << 12;
        QTest::newRow("-1e999") << QByteArray("[1, -1e999]") << range << 4;
        QTest::newRow("1e-999") << QByteArray("[1e-999]") << range << 1;
        QTest::newRow("400 digits") << (QByteArray("[") + QByteArray(400, '9') + "]") << range << 1;
        QTest::newRow("minus alone") << QByteArray("[-]") << syntax << 2;
        QTest::newRow("no fraction") << QByteArray("[1.]") << syntax << 3;
        QTest::newRow("no exponent") << QByteArray("[1e+") << truncated << 4;
        QTest::newRow("bad escape") << QByteArray("[\"\\x\"]") << syntax << 4;
        QTest::newRow("bad hex") << QByteArray("[\"\\u00g0\"]") << syntax << 7;
        QTest::newRow("cut hex") << QByteArray("[\"\\u00") << truncated << 6;
        QTest::newRow("high surrogate alone") << QByteArray("[\"\\ud83c\"]") << syntax << 8;
    }
    void refusesBadSyntax()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        QFETCH(int, offset);
        JsonDocument v;
        JsonError e;
        QVERIFY(!parseJson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), &v, &e));
        QCOMPARE(static_cast<int>(e.code), code);
        QCOMPARE(static_cast<int>(e.offset), offset);
    }

    void depthLimitIsExact()
    {
        JsonLimits limits;
        limits.maxDepth = 5;
        JsonDocument v;
        JsonError e;
        QVERIFY(parseJson("[[[[[1]]]]]", &v, &e, limits));
        QVERIFY(!parseJson("[[[[[[1]]]]]]", &v, &e, limits));
        QCOMPARE(e.code, JsonError::Code::TooDeep);
        QCOMPARE(e.offset, std::size_t(5));
        // A million open brackets: refused at the limit, no stack overflow.
        const std::string deep(1000000, '[');
        QVERIFY(!parseJson(deep, &v, &e));
        QCOMPARE(e.code, JsonError::Code::TooDeep);
        QCOMPARE(e.offset, std::size_t(64));
    }

    void sizeLimitIsExact()
    {
        JsonLimits limits;
        limits.maxBytes = 10;
        JsonDocument v;
        JsonError e;
        QVERIFY(parseJson("[1,2,3,45]", &v, &e, limits));
        QVERIFY(!parseJson("[1,2,3,456]", &v, &e, limits));
        QCOMPARE(e.code, JsonError::Code::TooLarge);
    }

    void largestFiniteNumbersAreKept()
    {
        JsonDocument doc;
        QVERIFY(parseJson("[1.7976931348623157e308, -1.7976931348623157e308, 2.2250738585072014e-308, 0.0, -0]", &doc,
                          nullptr));
        std::vector<double> values;
        for (const JsonRef v : doc.root().items()) values.push_back(v.asNumber());
        QCOMPARE(values, (std::vector<double>{1.7976931348623157e308, -1.7976931348623157e308, 2.2250738585072014e-308,
                                              0.0, 0.0}));
    }

    void duplicateKeysFindTheLast()
    {
        JsonDocument doc;
        QVERIFY(parseJson("{\"a\": 1, \"b\": [2, {\"a\": 5}], \"a\": 3}", &doc, nullptr));
        QCOMPARE(doc.root().find("a")->asNumber(), 3.0);
        QCOMPARE(doc.root().size(), std::size_t(3));
        std::vector<std::string> keys;
        for (const JsonMember m : doc.root().members()) keys.push_back(m.key.asString());
        QCOMPARE(keys, (std::vector<std::string>{"a", "b", "a"}));
        // An escaped key is found by its unescaped text.
        QVERIFY(parseJson("{\"\\u0061b\": true}", &doc, nullptr));
        QVERIFY(doc.root().find("ab")->asBool());
    }

    void documentStaysNearTheTextSize()
    {
        // Issue 21: 8 MiB of "0," took 411 MB as 104-byte values. Now one 8-byte entry per value.
        std::string text = "[0";
        for (int i = 1; i < 1000000; ++i) text += ",0";
        text += "]";
        JsonDocument doc;
        JsonLimits limits;
        limits.maxBytes = text.size();
        QVERIFY(parseJson(text, &doc, nullptr, limits));
        QCOMPARE(doc.valueCount(), std::size_t(1000001));
        QVERIFY(doc.valueCount() <= text.size() / 2 + 1);
        std::size_t n = 0;
        double sum = 0;
        for (const JsonRef v : doc.root().items()) {
            ++n;
            sum += v.asNumber();
        }
        QCOMPARE(n, std::size_t(1000000));
        QCOMPARE(sum, 0.0);
        // The tightest text: values of 1 byte in a flat list, nested empty lists, empty keys.
        for (const std::string tight : {"[[],[],[[]]]", "{\"\":0,\"\":{}}", "[[[[0]]]]", "0"}) {
            QVERIFY(parseJson(tight, &doc, nullptr));
            QVERIFY2(doc.valueCount() <= tight.size() / 2 + 1, tight.c_str());
        }
    }

    void writerKeepsIntegersExact()
    {
        JsonValue o = JsonValue::object();
        o.set("big", JsonValue::number(9007199254740991.0));
        o.set("neg", JsonValue::number(-17));
        QCOMPARE(writeJson(o), std::string("{\"big\": 9007199254740991, \"neg\": -17}\n"));
    }
};

QTEST_GUILESS_MAIN(TestJson)
#include "tst_json.moc"
