#include "hashlab/common/decimal.h"

#include <gtest/gtest.h>

namespace {

using hashlab::Decimal;
using hashlab::parseDecimal;
using hashlab::shortestDecimal;

TEST(Decimal, ParsesTheTypedTextExactly) {
    EXPECT_EQ(*parseDecimal("0.1", "e"), (Decimal{1, 1}));
    EXPECT_EQ(parseDecimal("1.250", "e")->units, 125u); // trailing zeros dropped
    EXPECT_EQ(parseDecimal("1.250", "e")->scale, 2);
    EXPECT_EQ(*parseDecimal(".5", "e"), (Decimal{5, 1}));
    EXPECT_EQ(*parseDecimal("5.", "e"), (Decimal{5, 0}));
    EXPECT_EQ(*parseDecimal("10", "e"), (Decimal{10, 0}));
    EXPECT_EQ(*parseDecimal("0.000001", "e"), (Decimal{1, 6}));
    for (const char* bad : {"", ".", "-1", "+1", "1e3", "0x10", "1.2.3", "inf", "nan", " 1",
                            "0.1234567", "99999999999999999999"}) {
        const auto r = parseDecimal(bad, "epsilon");
        ASSERT_FALSE(r) << bad;
        EXPECT_EQ(r.error().parameter, "epsilon");
    }
}

TEST(Decimal, ShortestDecimalIsTheNumberTyped) {
    EXPECT_EQ(*shortestDecimal(0.1), (Decimal{1, 1}));
    EXPECT_EQ(*shortestDecimal(0.25), (Decimal{25, 2}));
    EXPECT_EQ(*shortestDecimal(999999.999999), (Decimal{999999999999, 6}));
    EXPECT_EQ(*shortestDecimal(3.0), (Decimal{3, 0}));
    EXPECT_FALSE(shortestDecimal(1e-7));      // seven places
    EXPECT_FALSE(shortestDecimal(1.0 / 3.0)); // sixteen places
    EXPECT_FALSE(shortestDecimal(-1.0));
}

TEST(Decimal, PrintsAndConvertsWithoutNoise) {
    EXPECT_EQ((Decimal{1, 1}).toString(), "0.1");
    EXPECT_EQ((Decimal{1250, 3}).toString(), "1.25");
    EXPECT_EQ((Decimal{10, 0}).toString(), "10");
    EXPECT_EQ((Decimal{5, 6}).toString(), "0.000005");
    EXPECT_EQ((Decimal{1, 1}).toDouble(), 0.1);
    EXPECT_TRUE((Decimal{50, 2}) == (Decimal{5, 1}));
}

} // namespace
