// Issue 17, xor filter: the capacity formula, no false negatives, the measured ε against 2^−f at
// 10^6 keys, the traced build (peel order, then the assignment in reverse, with retries when
// peeling stalls), and no inserts after the build.
#include "hashlab/bloom/filters_experiment.h"
#include "hashlab/bloom/xor_filter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace hashlab::bloom;

std::vector<std::string> words(int n, int from = 0) {
    std::vector<std::string> w;
    for (int i = from; i < from + n; ++i) {
        std::string s = "key";
        s += std::to_string(i);
        w.push_back(s);
    }
    return w;
}

std::vector<std::string_view> views(const std::vector<std::string>& w) {
    return {w.begin(), w.end()};
}

TEST(XorFilter, CapacityIs123nPlus32RoundedDownToThreeBlocks) {
    EXPECT_EQ(xorCapacity(1'000'000), 1'230'030u); // ⌊1.23·10^6⌋ + 32 = 1230032 → 3·410010
    EXPECT_EQ(xorCapacity(0), 30u);
    EXPECT_EQ(xorCapacity(100), 153u); // 123 + 32 = 155 → 153
}

TEST(XorFilter, HoldsEveryKeyAndRefusesInsertsAfterTheBuild) {
    const auto w = words(500);
    const XorFilter f = XorFilter::build(views(w), 16, 9).value();
    EXPECT_EQ(f.keys(), 500u);
    EXPECT_EQ(f.capacity(), xorCapacity(500));
    for (const std::string& k : w)
        EXPECT_TRUE(f.mayContain(k)) << k;
    EXPECT_DOUBLE_EQ(f.bitsPerKey(), double(xorCapacity(500)) * 16 / 500);
    const auto refused = f.add("new");
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().parameter, "insert");
    EXPECT_NE(refused.error().message.find("static"), std::string::npos);
    EXPECT_NE(refused.error().message.find("'new'"), std::string::npos);
}

TEST(XorFilter, DuplicatesCountOnceAndBadBitsAreRefused) {
    std::vector<std::string> w = words(50);
    w.insert(w.end(), w.begin(), w.begin() + 10);
    EXPECT_EQ(XorFilter::build(views(w), 8, 1).value().keys(), 50u);
    EXPECT_EQ(XorFilter::build(views(w), 12, 1).error().parameter, "fingerprint-bits");
}

void expectEpsilonNearTheory(unsigned bits) {
    const XorMeasureResult r = measureXor(bits, 1'000'000, 3, 1'000'000).value();
    EXPECT_EQ(r.falseNegatives, 0u);
    const double p = std::ldexp(1.0, -int(bits));
    EXPECT_DOUBLE_EQ(r.theory, p);
    EXPECT_NEAR(r.measured, p, 5 * std::sqrt(p * (1 - p) / double(r.queries)));
    EXPECT_NEAR(r.bitsPerKey, 1.23 * bits, 0.01);
}

TEST(XorFilter, EpsilonWithin5SigmaOf2ToTheMinus8At1MillionKeys) {
    expectEpsilonNearTheory(8);
}
TEST(XorFilter, EpsilonWithin5SigmaOf2ToTheMinus16At1MillionKeys) {
    expectEpsilonNearTheory(16);
}

// Replays the trace: each peeled key was the only unpeeled key of its cell, the assignment runs
// in the reverse order and stores fingerprint XOR the two other cells as they were then.
TEST(XorFilter, TracedBuildPeelsThenAssignsInReverse) {
    const auto w = words(12);
    XorBuildTrace t;
    const XorFilter f = XorFilter::build(views(w), 8, 4, &t).value();
    ASSERT_EQ(t.keys.size(), 12u);
    ASSERT_FALSE(t.attempts.empty());
    EXPECT_FALSE(t.attempts.back().stalled);
    EXPECT_EQ(t.attempts.back().seed, f.buildSeed());
    ASSERT_EQ(t.peel.size(), 12u);
    ASSERT_EQ(t.assign.size(), 12u);
    std::set<std::size_t> unpeeled;
    for (std::size_t i = 0; i < 12; ++i)
        unpeeled.insert(i);
    for (const auto& step : t.peel) {
        const auto cells = f.place(t.keys[step.key]).cells;
        EXPECT_NE(std::find(cells.begin(), cells.end(), step.cell), cells.end());
        int users = 0;
        for (std::size_t k : unpeeled) {
            const auto c = f.place(t.keys[k]).cells;
            users += std::find(c.begin(), c.end(), step.cell) != c.end();
        }
        EXPECT_EQ(users, 1) << "cell " << step.cell;
        EXPECT_EQ(unpeeled.erase(step.key), 1u);
    }
    std::vector<std::uint32_t> cells(f.capacity(), 0);
    for (std::size_t i = 0; i < 12; ++i) {
        const auto& a = t.assign[i];
        EXPECT_EQ(a.key, t.peel[11 - i].key);
        EXPECT_EQ(a.cell, t.peel[11 - i].cell);
        EXPECT_EQ(a.fingerprint, f.place(t.keys[a.key]).fingerprint);
        EXPECT_EQ(a.otherValues[0], cells[a.others[0]]);
        EXPECT_EQ(a.otherValues[1], cells[a.others[1]]);
        EXPECT_EQ(a.value, a.fingerprint ^ a.otherValues[0] ^ a.otherValues[1]);
        cells[a.cell] = a.value;
    }
    for (std::uint64_t c = 0; c < f.capacity(); ++c)
        EXPECT_EQ(f.cell(c), cells[c]);
}

// Three keys in 35 cells stall when two of them share all three cells: rare, so many seeds are
// tried; a stalled attempt is followed by a new seed that peels.
TEST(XorFilter, StalledPeelingRetriesWithANewSeed) {
    const auto w = words(3);
    int stalls = 0;
    for (std::uint64_t seed = 0; seed < 20000 && stalls < 3; ++seed) {
        XorBuildTrace t;
        const XorFilter f = XorFilter::build(views(w), 8, seed, &t).value();
        if (t.attempts.size() < 2)
            continue;
        ++stalls;
        EXPECT_TRUE(t.attempts.front().stalled);
        EXPECT_LT(t.attempts.front().peeled, 3u);
        EXPECT_NE(t.attempts.front().seed, t.attempts.back().seed);
        EXPECT_FALSE(t.attempts.back().stalled);
        EXPECT_EQ(f.attempts(), t.attempts.size());
        for (const std::string& k : w)
            EXPECT_TRUE(f.mayContain(k));
    }
    EXPECT_EQ(stalls, 3);
}

} // namespace
