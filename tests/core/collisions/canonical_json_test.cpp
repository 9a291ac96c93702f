// Canonical JSON and hash_id against Python. The expected strings were generated with
//   json.dumps(json.loads(input), sort_keys=True, separators=(',', ':'), ensure_ascii=False)
// (python3 3.11 on this machine) and the hash_ids with format(h128(canonical.encode(), 42),
// '032x') where h128 is a pure-Python transcription of MurmurHash3_x64_128 (mmh3 cannot be
// installed here) that reproduces mmh3's README value mmh3.hash128("foo", 42) =
// 215966891540331383248189432718888555506 - an implementation independent of core/hash.
// Bytes outside printable ASCII are written as octal escapes (UTF-8, DEL, U+2028).
#include "hashlab/collisions/canonical_json.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab::collisions;

struct PythonCase {
    const char* input;
    const char* canonical;
    const char* hashId;
};

const PythonCase kCases[] = {
    {"{ \"b\": 1,\012  \"a\": [1, 2, {\"z\": null, \"y\": true, \"x\": false}],\012  \"c\": "
     "{\"\\u00e9\": \"\\u00fc\", \"A\": \"\346\227\245\346\234\254\350\252\236\"} }",
     "{\"a\":[1,2,{\"x\":false,\"y\":true,\"z\":null}],\"b\":1,\"c\":{\"A\":"
     "\"\346\227\245\346\234\254\350\252\236\",\"\303\251\":\"\303\274\"}}",
     "d3077f214a350c7eb820b3c2b76d05fb"},
    {"{\"s\": \"quote \\\" backslash \\\\ nl \\n cr \\r tab \\t bs \\b ff \\f nul \\u0000 us "
     "\\u001F del \\u007f e\\u2028\"}",
     "{\"s\":\"quote \\\" backslash \\\\ nl \\n cr \\r tab \\t bs \\b ff \\f nul \\u0000 us "
     "\\u001f del \177 e\342\200\250\"}",
     "fcee9ca647b88d417354c4e8e4627a46"},
    {"{\"ints\": [0, -0, -1, 9223372036854775807, -9223372036854775808, 18446744073709551615, "
     "123456789012345678901234567890, -98765432109876543210]}",
     "{\"ints\":[0,0,-1,9223372036854775807,-9223372036854775808,18446744073709551615,"
     "123456789012345678901234567890,-98765432109876543210]}",
     "a6651e115e055c4aa689167a54f6a602"},
    {"{\"floats\": [1.0, -0.0, 0.1, 1e16, 1E15, 123456789.125, 0.00001, 1e-4, 1.5e-7, 2.5e300, "
     "1e22, 3.141592653589793, -2.5, 1e2, 1.7976931348623157e308, 5e-324, 0.30000000000000004, "
     "1e-400]}",
     "{\"floats\":[1.0,-0.0,0.1,1e+16,1000000000000000.0,123456789.125,1e-05,0.0001,1.5e-07,2.5e+"
     "300,1e+22,3.141592653589793,-2.5,100.0,1.7976931348623157e+308,5e-324,0.30000000000000004,0."
     "0]}",
     "42f29195ef28b985dcb600fe6f4467dc"},
    {"{\"zh\":\"\345\223\210\345\270\214\",\"emoji\":\"\\ud83d\\ude00\",\"keys\":{\"\346\227\245\":"
     "6,\"b\":1,\"B\":2,\"\303\241\":3,\"a\":4,\"\360\237\230\200\":5}}",
     "{\"emoji\":\"\360\237\230\200\",\"keys\":{\"B\":2,\"a\":4,\"b\":1,\"\303\241\":3,"
     "\"\346\227\245\":6,\"\360\237\230\200\":5},\"zh\":\"\345\223\210\345\270\214\"}",
     "9138728ef006462dcc9f04f4daaa0db7"},
    {"{\"dup\": 1, \"dup\": 2, \"nested\": {\"deep\": [[[]], {}]}}",
     "{\"dup\":2,\"nested\":{\"deep\":[[[]],{}]}}", "4b25719382a64440e9fa16b2be744d3b"},
    {"[]", "[]", "4eaa681e3836e4237524f56fb0600921"},
    {" {} ", "{}", "a4b580d011678cf09bd6f871e5fa2ae4"},
    {"\"plain\"", "\"plain\"", "e1ff0e19eab960894fa7dbd7c0864dd3"},
    {"null", "null", "6741abfa386b50baf773fda6bb1e233d"},
    {"true", "true", "4936ca47215a0fc87f5af8efae4f79ff"},
    {"42", "42", "63e3b85f2b4f4e76639ba3f13f124e61"},
};

TEST(CanonicalJson, MatchesPythonJsonDumpsByteForByte) {
    for (const auto& c : kCases) {
        auto h = hashIdOfText(c.input);
        ASSERT_TRUE(h.ok()) << c.input << ": " << h.error().text();
        EXPECT_EQ(h->canonical, c.canonical) << c.input;
        EXPECT_EQ(h->hashId, c.hashId) << c.input;
    }
}

TEST(CanonicalJson, HashIdOfFooIsTheMmh3ReadmeValue) {
    // 215966891540331383248189432718888555506 == 0xa279b5d8eeb09aa9f4569d51637053f2
    EXPECT_EQ(hashIdOfCanonical("foo", 42), "a279b5d8eeb09aa9f4569d51637053f2");
}

TEST(CanonicalJson, KeyOrderAndWhitespaceDoNotChangeTheHashId) {
    auto a = hashIdOfText(R"({"user":"u1","event":"click","tags":["x","y"],"n":{"b":2,"a":1}})");
    auto b = hashIdOfText("{\n  \"n\" : { \"a\" : 1 , \"b\" : 2 },\n\t\"tags\": [ \"x\", \"y\" ],"
                          " \"event\": \"click\", \"user\": \"u1\"\n}\n");
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(a->canonical, b->canonical);
    EXPECT_EQ(a->hashId, b->hashId);
    // ...but array order and values do.
    auto c = hashIdOfText(R"({"user":"u1","event":"click","tags":["y","x"],"n":{"b":2,"a":1}})");
    EXPECT_NE(a->hashId, c->hashId);
}

TEST(CanonicalJson, SeedChangesTheHashId) {
    EXPECT_NE(hashIdOfCanonical("{}", 42), hashIdOfCanonical("{}", 43));
}

TEST(CanonicalJson, PythonFloatReprLayout) {
    EXPECT_EQ(pythonFloatRepr(1.0), "1.0");
    EXPECT_EQ(pythonFloatRepr(-0.0), "-0.0");
    EXPECT_EQ(pythonFloatRepr(1e16), "1e+16");
    EXPECT_EQ(pythonFloatRepr(9999999999999998.0), "9999999999999998.0");
    EXPECT_EQ(pythonFloatRepr(0.0001), "0.0001");
    EXPECT_EQ(pythonFloatRepr(0.00001234), "1.234e-05");
    EXPECT_EQ(pythonFloatRepr(1.5e300), "1.5e+300");
    EXPECT_EQ(pythonFloatRepr(0.1 + 0.2), "0.30000000000000004");
    EXPECT_EQ(pythonFloatRepr(123.456), "123.456");
}

TEST(CanonicalJson, RefusesNanAndInfinity) {
    EXPECT_FALSE(canonicalJson(nlohmann::json(std::nan(""))).ok());
    EXPECT_FALSE(canonicalJson(nlohmann::json::array({1.0, HUGE_VAL})).ok());
    EXPECT_FALSE(parseJson("[NaN]").ok());
    EXPECT_FALSE(parseJson("{\"x\": Infinity}").ok());
    auto big = parseJson("[1e400]");
    ASSERT_FALSE(big.ok());
    EXPECT_NE(big.error().message.find("out of range"), std::string::npos);
}

TEST(CanonicalJson, ParseErrorsGiveLineColumnAndByte) {
    JsonError where;
    auto r = parseJson("{\"a\": 1,\n \"b\": tru}", &where);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().parameter, "json");
    EXPECT_NE(r.error().message.find("line 2"), std::string::npos) << r.error().message;
    EXPECT_GE(where.offset, 10u);
    EXPECT_LE(where.offset, 19u);
    for (const char* bad : {"", "   ", "{", "{\"a\":1,}", "[1 2]", "{\"a\":1} x", "'single'",
                            "{\"\\ud800\":1}", "\"\xff\""}) {
        EXPECT_FALSE(parseJson(bad).ok()) << bad;
    }
}

TEST(CanonicalJson, RefusesNestingDeeperThanTheLimit) {
    const std::string deep = std::string(300, '[') + std::string(300, ']');
    EXPECT_FALSE(parseJson(deep).ok());
    const std::string ok = std::string(200, '[') + std::string(200, ']');
    EXPECT_TRUE(parseJson(ok).ok());
}

TEST(CanonicalJson, BigIntegersKeepEveryDigit) {
    auto v = parseJson("[340282366920938463463374607431768211456]");
    ASSERT_TRUE(v.ok());
    EXPECT_TRUE(isBigInteger((*v)[0]));
    EXPECT_EQ(*canonicalJson(*v), "[340282366920938463463374607431768211456]");
}

} // namespace

// Issue 13 item 4: Python reads a JSON integer exactly, however long (CPython 3.11+ refuses more
// than 4,300 digits); nlohmann alone refuses one beyond the double range. The hash_id below is the
// one Python's json + mmh3 give for {"n": 10^309}.
TEST(CanonicalJson, IntegersBeyondTheDoubleRangeStayExactUpToPythonsLimit) {
    const std::string big = "1" + std::string(309, '0');
    auto id = hashIdOfText("{\"n\":" + big + "}");
    ASSERT_TRUE(id.ok()) << id.error().message;
    EXPECT_EQ(id->canonical, "{\"n\":" + big + "}");
    EXPECT_EQ(id->hashId, "574ce1e34f70d6e85af510089bd81bc2");

    // negative, beside other numbers and strings that look like numbers
    const std::string neg = "-" + std::string(400, '7');
    auto v = parseJson("[1.5, \"" + big + "\", " + neg + ", 2, " + big + "]");
    ASSERT_TRUE(v.ok()) << v.error().message;
    EXPECT_EQ(*canonicalJson(*v), "[1.5,\"" + big + "\"," + neg + ",2," + big + "]");

    // 4,300 digits are read; 4,301 are refused naming the limit and where the literal starts
    EXPECT_TRUE(parseJson("[" + std::string(4300, '9') + "]").ok());
    JsonError where;
    auto tooLong = parseJson("[1, " + std::string(4301, '9') + "]", &where);
    ASSERT_FALSE(tooLong.ok());
    EXPECT_NE(tooLong.error().message.find("4300"), std::string::npos) << tooLong.error().message;
    EXPECT_EQ(where.offset, 4u);
    // a float beyond the double range is still refused: Python would read it as infinity
    EXPECT_FALSE(parseJson("[1" + std::string(400, '0') + ".0]").ok());
}
