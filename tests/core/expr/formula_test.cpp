#include "hashlab/expr/formula.h"

#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <utility>

namespace {

using hashlab::expr::Formula;
using hashlab::expr::ParseError;
using hashlab::expr::Variables;

std::int64_t eval(const std::string& text, std::int64_t k, std::int64_t m) {
    auto f = Formula::parse(text);
    EXPECT_TRUE(f.ok()) << text << ": " << (f.ok() ? "" : f.error().text());
    auto v = f->evaluate({k, m});
    EXPECT_TRUE(v.ok()) << text << ": " << (v.ok() ? "" : v.error().text());
    return *v;
}

TEST(Formula, EvaluatesTextbookHashFunctions) {
    EXPECT_EQ(eval("k % m", 14, 7), 0);
    EXPECT_EQ(eval("5 - (k % 5)", 21, 7), 4);
    EXPECT_EQ(eval("5 - k % 5", 28, 7), 2);
    EXPECT_EQ(eval("1 + k % (m - 1)", 59, 11), 10);
    EXPECT_EQ(eval("2 + 3 * 4", 0, 0), 14);
    EXPECT_EQ(eval("(2 + 3) * 4", 0, 0), 20);
    EXPECT_EQ(eval("10 - 3 - 2", 0, 0), 5); // left associative
    EXPECT_EQ(eval("-k + m", 3, 10), 7);
    EXPECT_EQ(eval("--k", 3, 0), 3);
    EXPECT_EQ(eval("  k*k  ", 12, 0), 144);
}

TEST(Formula, ModuloIsMathematicalAndNeverNegative) {
    EXPECT_EQ(eval("k % m", -1, 7), 6);
    EXPECT_EQ(eval("k % m", -14, 7), 0);
    EXPECT_EQ(eval("k % m", -15, 7), 6);
    EXPECT_EQ(eval("k % m", 15, -7), 1);
    EXPECT_EQ(eval("k % m", -15, -7), 6);
    EXPECT_EQ(eval("k % -1", std::numeric_limits<std::int64_t>::min(), 0), 0);
    // Division is the matching Euclidean quotient: k == (k / m) * m + k % m.
    std::mt19937_64 rng(7);
    for (int i = 0; i < 2000; ++i) {
        const auto k = static_cast<std::int64_t>(rng() % 2001) - 1000;
        auto m = static_cast<std::int64_t>(rng() % 41) - 20;
        if (m == 0)
            m = 3;
        const std::int64_t r = eval("k % m", k, m);
        EXPECT_GE(r, 0);
        EXPECT_LT(r, m < 0 ? -m : m);
        EXPECT_EQ(eval("k / m * m + k % m", k, m), k) << k << " " << m;
    }
}

TEST(Formula, OverflowIsAnErrorNamingTheOperation) {
    auto f = Formula::parse("k * k");
    ASSERT_TRUE(f.ok());
    auto v = f->evaluate({std::int64_t{1} << 32, 0});
    ASSERT_FALSE(v.ok());
    EXPECT_NE(v.error().message.find("overflow"), std::string::npos);
    EXPECT_NE(v.error().message.find("4294967296 * 4294967296"), std::string::npos)
        << v.error().message;
    EXPECT_NE(v.error().message.find("column 3"), std::string::npos);

    auto add = Formula::parse("k + 1")->evaluate({std::numeric_limits<std::int64_t>::max(), 0});
    EXPECT_FALSE(add.ok());
    auto sub = Formula::parse("k - 1")->evaluate({std::numeric_limits<std::int64_t>::min(), 0});
    EXPECT_FALSE(sub.ok());
    auto neg = Formula::parse("-k")->evaluate({std::numeric_limits<std::int64_t>::min(), 0});
    EXPECT_FALSE(neg.ok());
    auto div = Formula::parse("k / -1")->evaluate({std::numeric_limits<std::int64_t>::min(), 0});
    EXPECT_FALSE(div.ok());
    EXPECT_EQ(eval("k + 1", std::numeric_limits<std::int64_t>::max() - 1, 0),
              std::numeric_limits<std::int64_t>::max());
}

TEST(Formula, DivisionByZeroNamesTheOperationThatHitIt) {
    auto f = Formula::parse("1 + k % (m - 7)");
    ASSERT_TRUE(f.ok());
    auto v = f->evaluate({21, 7});
    ASSERT_FALSE(v.ok());
    EXPECT_EQ(v.error().message, "modulo by zero in 21 % 0 (column 7)");
    auto d = Formula::parse("k / m")->evaluate({5, 0});
    ASSERT_FALSE(d.ok());
    EXPECT_EQ(d.error().message, "division by zero in 5 / 0 (column 3)");
}

TEST(Formula, PrintsBackCanonicallyAndRoundTrips) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"k%m", "k % m"},
        {"1+k%(m-1)", "1 + k % (m - 1)"},
        {"5 - (k % 5)", "5 - k % 5"},
        {"(k + 1) * (m - 1)", "(k + 1) * (m - 1)"},
        {"k - (m - 1)", "k - (m - 1)"},
        {"k + (m + 1)", "k + (m + 1)"},
        {"(k + m) + 1", "k + m + 1"},
        {"k / (m / 2)", "k / (m / 2)"},
        {"-(k + 1)", "-(k + 1)"},
        {"--k", "- -k"},
        {"-k * m", "-k * m"},
        {"-(k * m)", "-(k * m)"},
        {"2 - -3", "2 - -3"},
        {"((((k))))", "k"},
        {"k % m % 3", "k % m % 3"},
        {"k % (m % 3)", "k % (m % 3)"},
    };
    for (const auto& [in, canonical] : cases) {
        auto f = Formula::parse(in);
        ASSERT_TRUE(f.ok()) << in;
        EXPECT_EQ(f->toString(), canonical) << in;
        auto again = Formula::parse(f->toString());
        ASSERT_TRUE(again.ok());
        EXPECT_EQ(again->toString(), canonical);
        // Same tree: same value everywhere we look.
        for (std::int64_t k : {-7, 0, 3, 100})
            for (std::int64_t m : {1, 5, 11})
                EXPECT_EQ(f->evaluate({k, m}).ok() ? *f->evaluate({k, m}) : -999,
                          again->evaluate({k, m}).ok() ? *again->evaluate({k, m}) : -999);
    }
}

TEST(Formula, RendersWithValuesFilledIn) {
    auto f = Formula::parse("(k + 2 * m) % 11");
    ASSERT_TRUE(f.ok());
    EXPECT_EQ(f->render({3, 4}), "(3 + 2\u00b74) mod 11");
    EXPECT_EQ(Formula::parse("5 - k % 5")->render({21, 7}), "5 - 21 mod 5");
    EXPECT_EQ(Formula::parse("k % m")->render({-3, 7}), "(-3) mod 7");
    EXPECT_TRUE(Formula::parse("k % m")->usesK());
    EXPECT_FALSE(Formula::parse("7")->usesM());
}

// CLRS writes k mod m, and render() prints mod: the word is accepted as '%', with its precedence
// and left associativity, wherever it stands between two operands as a whole word.
TEST(Formula, ModKeywordIsTheModuloOperator) {
    EXPECT_EQ(eval("1 + (k mod 10)", 123, 0), 4);
    EXPECT_EQ(eval("k mod m", -1, 7), 6);
    EXPECT_EQ(eval("1 + k mod (m - 1)", 59, 11), 10);
    EXPECT_EQ(eval("k mod 10 * 2", 17, 0), 14);  // (k mod 10) * 2: same precedence as *
    EXPECT_EQ(eval("100 mod 7 mod 3", 0, 0), 2); // left associative: (100 mod 7) mod 3
    EXPECT_EQ(eval("k mod(m)", 20, 7), 6);       // a parenthesis ends the word
    EXPECT_EQ(eval("(k)mod m", 20, 7), 6);
    EXPECT_EQ(eval("  k   mod   m ", 20, 7), 6);
    const std::pair<const char*, const char*> same[] = {{"1 + (k mod 10)", "1 + (k % 10)"},
                                                        {"k mod m + 1", "k % m + 1"},
                                                        {"(k * 31 + 7) mod m", "(k * 31 + 7) % m"},
                                                        {"k mod(m-1)", "k %(m-1)"}};
    for (const auto& [text, percent] : same) {
        auto withWord = Formula::parse(text);
        ASSERT_TRUE(withWord.ok()) << text;
        auto withPercent = Formula::parse(percent);
        ASSERT_TRUE(withPercent.ok()) << percent;
        EXPECT_EQ(withWord->toString(), withPercent->toString()) << text;
        auto again = Formula::parse(withWord->toString());
        ASSERT_TRUE(again.ok()) << withWord->toString();
        EXPECT_EQ(again->toString(), withWord->toString());
    }
}

// render() prints "mod"; without a product (whose · is not ASCII) its output is a formula again.
TEST(Formula, RenderedTextWithModParsesToTheSameValue) {
    for (const char* text : {"k % m", "1 + k % (m - 1)", "5 - k % 5", "(k + 3) % m"}) {
        auto f = Formula::parse(text);
        ASSERT_TRUE(f.ok());
        const std::string shown = f->render({21, 11});
        auto back = Formula::parse(shown);
        ASSERT_TRUE(back.ok()) << shown << ": " << back.error().text();
        EXPECT_EQ(*back->evaluate({}), *f->evaluate({21, 11})) << shown;
    }
}

struct Rejection {
    std::string text;
    std::size_t column;
    std::string mention;
};

class FormulaRejects : public ::testing::TestWithParam<Rejection> {};

TEST_P(FormulaRejects, WithTheRightColumn) {
    ParseError detail;
    auto f = Formula::parse(GetParam().text, "h1", &detail);
    ASSERT_FALSE(f.ok()) << GetParam().text;
    EXPECT_EQ(detail.column, GetParam().column) << GetParam().text << ": " << detail.message;
    EXPECT_NE(detail.message.find(GetParam().mention), std::string::npos) << detail.message;
    EXPECT_EQ(f.error().parameter, "h1");
    EXPECT_EQ(f.error().message.rfind("column " + std::to_string(GetParam().column) + ": ", 0), 0u)
        << f.error().message;
}

INSTANTIATE_TEST_SUITE_P(
    Table, FormulaRejects,
    ::testing::Values(
        Rejection{"", 1, "empty"}, Rejection{"   ", 1, "empty"}, Rejection{"k %", 4, "ends"},
        Rejection{"k + x", 5, "unknown variable 'x'"},
        Rejection{"key % m", 1, "unknown variable 'key'"},
        Rejection{"(k + 1", 7, "expected ')' to close the '(' at column 1, found the end"},
        Rejection{"k + (m * (2 + k)", 17,
                  "expected ')' to close the '(' at column 5, found the end"},
        Rejection{"1 + (k modulo 10)", 8,
                  "expected ')' to close the '(' at column 5, found 'modulo'"},
        Rejection{"mod m", 1, "operator 'mod' is missing its left operand"},
        Rejection{"k + mod", 5, "operator 'mod' is missing its left operand"},
        Rejection{"k mod", 6, "expected a number, k, m or '(', found the end"},
        Rejection{"kmod 10", 1, "unknown variable 'kmod'"},
        Rejection{"k modm", 3, "expected an operator (+ - * / % mod)"},
        Rejection{"k mod3", 3, "found 'mod3'"},
        Rejection{"10mod 3", 3, "write a space before 'mod'"},
        Rejection{"k + 1)", 6, "without a matching"}, Rejection{"* k", 1, "left operand"},
        Rejection{"k + * 2", 5, "left operand"}, Rejection{"2k", 2, "2 * k"},
        Rejection{"k m", 3, "found 'm' (missing an operator?)"}, Rejection{"k # 2", 3, "found '#'"},
        Rejection{"k + ()", 6, "')'"}, Rejection{"99999999999999999999 + k", 1, "larger"},
        Rejection{"k + 1.5", 6, "found '.'"}));

TEST(Formula, DeepNestingAndLongTextAreRejectedNotCrashing) {
    ParseError detail;
    EXPECT_FALSE(
        Formula::parse(std::string(300, '(') + "k" + std::string(300, ')'), "f", &detail).ok());
    EXPECT_NE(detail.message.find("nested"), std::string::npos);
    EXPECT_FALSE(Formula::parse(std::string(2000, '-') + "k").ok());
    EXPECT_TRUE(Formula::parse(std::string(50, '(') + "k" + std::string(50, ')')).ok());
}

// Regression (fuzz_formula): a formula written without spaces near the length limit must still
// parse after toString() adds spaces around its operators.
TEST(FormulaRegression, CanonicalTextOfALongFormulaParsesAgain) {
    std::string text = "1";
    while (text.size() + 2 <= hashlab::expr::Formula::kMaxLength)
        text += "*1";
    auto f = hashlab::expr::Formula::parse(text);
    ASSERT_TRUE(f.ok());
    EXPECT_GT(f->toString().size(), hashlab::expr::Formula::kMaxLength);
    auto again = hashlab::expr::Formula::parse(f->toString());
    ASSERT_TRUE(again.ok()) << again.error().text();
    EXPECT_EQ(again->toString(), f->toString());
    EXPECT_FALSE(hashlab::expr::Formula::parse(text + "*1*1").ok());
}

// Regression (fuzz_formula, UBSan): a negative remainder modulo INT64_MIN negated the divisor,
// which overflows. The remainder is now lifted in unsigned arithmetic, into [0, 2^63).
TEST(FormulaRegression, ModuloTheSmallestIntegerIsInRangeAndEuclidean) {
    constexpr auto kMin = std::numeric_limits<std::int64_t>::min();
    constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
    EXPECT_EQ(eval("k % m", -1, kMin), kMax);
    EXPECT_EQ(eval("k % m", kMin + 1, kMin), 1);
    EXPECT_EQ(eval("k % m", kMin, kMin), 0);
    EXPECT_EQ(eval("k % m", 5, kMin), 5);
    EXPECT_EQ(eval("k % m", -1, kMin + 1), kMax - 1);
    for (const std::int64_t k : {std::int64_t{-1}, kMin + 1, std::int64_t{5}, kMin, kMax})
        EXPECT_EQ(eval("k / m * m + k % m", k, kMin), k) << k;
    std::int64_t r = 0;
    ASSERT_TRUE(hashlab::expr::checkedMod(-7, kMin, r));
    EXPECT_EQ(r, kMax - 6);
}

} // namespace
