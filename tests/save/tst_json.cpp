// The save files' JSON reader (issue 8): syntax, escapes, and the size and depth limits.

#include "save/Json.h"

#include <QTest>

using namespace remi::save;

class TestJson : public QObject {
    Q_OBJECT
  private slots:
    void parsesScalarsAndContainers()
    {
        JsonValue v;
        QVERIFY(parseJson(" {\"a\": [1, -2.5, 3e2, true, false, null], \"b\": {\"c\": \"x\"}} ", &v, nullptr));
        QCOMPARE(v.type(), JsonValue::Type::Object);
        const JsonValue *a = v.find("a");
        QVERIFY(a);
        QCOMPARE(a->items().size(), std::size_t(6));
        QCOMPARE(a->items()[0].asNumber(), 1.0);
        QCOMPARE(a->items()[1].asNumber(), -2.5);
        QCOMPARE(a->items()[2].asNumber(), 300.0);
        QCOMPARE(a->items()[3].asBool(), true);
        QCOMPARE(a->items()[4].asBool(), false);
        QVERIFY(a->items()[5].isNull());
        QCOMPARE(v.find("b")->find("c")->asString(), std::string("x"));
        QVERIFY(!v.find("zz"));
    }

    void escapesRoundTrip()
    {
        JsonValue v;
        QVERIFY(parseJson("\"a\\\"b\\\\c\\n\\u00e9\\u0416\\ud83c\\udca1\"", &v, nullptr));
        QCOMPARE(v.asString(), std::string("a\"b\\c\n\xC3\xA9\xD0\x96\xF0\x9F\x82\xA1"));
        JsonValue back;
        QVERIFY(parseJson(writeJson(v), &back, nullptr));
        QCOMPARE(back.asString(), v.asString());
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
    }
    void refusesBadSyntax()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        QFETCH(int, offset);
        JsonValue v;
        JsonError e;
        QVERIFY(!parseJson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), &v, &e));
        QCOMPARE(static_cast<int>(e.code), code);
        QCOMPARE(static_cast<int>(e.offset), offset);
    }

    void depthLimitIsExact()
    {
        JsonLimits limits;
        limits.maxDepth = 5;
        JsonValue v;
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
        JsonValue v;
        JsonError e;
        QVERIFY(parseJson("[1,2,3,45]", &v, &e, limits));
        QVERIFY(!parseJson("[1,2,3,456]", &v, &e, limits));
        QCOMPARE(e.code, JsonError::Code::TooLarge);
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
