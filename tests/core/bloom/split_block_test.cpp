// The blocked variant as a split block Bloom filter: the AVX2 and portable kernels set and test
// the same bits, a trace names the bits the salts pick (checked here from the salts, typed in
// again from the Parquet specification), and the measured rate agrees with blockedExactFp.
#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/theory.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using namespace hashlab::bloom;

// The Parquet specification's salts, independently of kSplitSalts.
constexpr std::uint32_t kParquetSalts[8] = {0x47b6137b, 0x44974d91, 0x8824ad5b, 0xa2b7289d,
                                            0x705495c7, 0x2df1424b, 0x9efc4947, 0x5c6bfb31};

TEST(SplitBlock, SaltsAreTheParquetOnesAndPickTheTopFiveBits) {
    for (unsigned w = 0; w < 8; ++w)
        EXPECT_EQ(kSplitSalts[w], kParquetSalts[w]);
    // x = 1: the bit is the salt's own top 5 bits, e.g. 0x47... = 0b01000111 → 01000 = 8.
    const unsigned topFive[8] = {8, 8, 17, 20, 14, 5, 19, 11};
    for (unsigned w = 0; w < 8; ++w)
        EXPECT_EQ(kParquetSalts[w] >> 27, topFive[w]);
}

TEST(SplitBlock, AvxAndPortableKernelsSetAndTestTheSameBits) {
    auto fast = *BloomFilter::create({Variant::Blocked, 256 * 512, 8, 5, 64});
    auto portable = fast;
    portable.usePortableKernel();
    ASSERT_FALSE(portable.usesAvx2());
    if (!fast.usesAvx2())
        GTEST_LOG_(INFO) << "no AVX2 here: both filters run the portable kernel";
    auto fastMany = fast, portableMany = portable;
    std::vector<std::uint64_t> raw(40'000);
    std::uint64_t state = 17;
    for (std::uint64_t& r : raw)
        r = hashlab::splitmix64Next(state);
    std::vector<std::string_view> keys;
    for (const std::uint64_t& r : raw)
        keys.emplace_back(reinterpret_cast<const char*>(&r), 8);
    const std::vector<std::string> words = {"apple", "a longer key than eight bytes", ""};
    for (const std::string& w : words)
        keys.emplace_back(w);
    const auto inserted = std::span(keys).first(keys.size() / 2);
    for (std::string_view k : inserted) {
        fast.add(k);
        portable.add(k);
    }
    fastMany.addMany(inserted);
    portableMany.addMany(inserted);
    for (std::uint64_t c = 0; c < fast.m(); ++c) {
        ASSERT_EQ(fast.cell(c), portable.cell(c)) << c;
        ASSERT_EQ(fastMany.cell(c), portable.cell(c)) << c;
        ASSERT_EQ(portableMany.cell(c), portable.cell(c)) << c;
    }
    std::vector<char> outFast(keys.size()), outPortable(keys.size());
    fast.mayContainMany(keys, reinterpret_cast<bool*>(outFast.data()));
    portable.mayContainMany(keys, reinterpret_cast<bool*>(outPortable.data()));
    std::uint64_t maybe = 0;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const bool a = fast.mayContain(keys[i]);
        ASSERT_EQ(a, portable.mayContain(keys[i])) << i;
        ASSERT_EQ(bool(outFast[i]), a) << i;
        ASSERT_EQ(bool(outPortable[i]), a) << i;
        if (i < inserted.size())
            ASSERT_TRUE(a) << "false negative " << i;
        else
            maybe += a;
    }
    // 20,000 keys in 512 blocks: some absent keys pass (the test is not vacuous), most do not.
    EXPECT_GT(maybe, 0u);
    EXPECT_LT(maybe, keys.size() / 4);
}

TEST(SplitBlock, TraceNamesTheWordAndTheBitEachSaltPicks) {
    constexpr std::uint64_t kBlocks = 4;
    auto f = *BloomFilter::create({Variant::Blocked, 256 * kBlocks, 8, 0, 64});
    const OpTrace t = f.traceInsert("apple");
    const std::uint64_t h1 = hashKey("apple", 0).h1;
    const std::uint64_t block = ((h1 >> 32) * kBlocks) >> 32;
    const auto x = static_cast<std::uint32_t>(h1);
    ASSERT_EQ(t.steps.size(), 8u);
    for (unsigned w = 0; w < 8; ++w) {
        const std::uint32_t product = x * kParquetSalts[w];
        const unsigned bit = product >> 27;
        const std::uint64_t index = block * 256 + 32 * w + bit;
        EXPECT_EQ(t.steps[w].index, index) << w;
        EXPECT_EQ(t.steps[w].before, 0u);
        EXPECT_EQ(t.steps[w].after, 1u);
        EXPECT_EQ(f.cell(index), 1u);
        const std::string formula = t.steps[w].formula.english();
        EXPECT_NE(formula.find("word " + std::to_string(w)), std::string::npos) << formula;
        EXPECT_NE(formula.find(std::to_string(product)), std::string::npos) << formula;
        EXPECT_NE(formula.find("bit " + std::to_string(bit)), std::string::npos) << formula;
        EXPECT_NE(formula.find("= " + std::to_string(index)), std::string::npos) << formula;
    }
    EXPECT_EQ(f.nonZeroCells(), 8u); // one bit in each word, nothing else
    const std::string blockLine = t.derivation[1].english();
    EXPECT_NE(blockLine.find("= " + std::to_string(block)), std::string::npos) << blockLine;
    EXPECT_NE(t.derivation[2].english().find(std::to_string(x)), std::string::npos);
    EXPECT_TRUE(f.traceQuery("apple").result);
}

// n = 10^5 keys at ε = 1 % (the fewest blocks that reach it), 10^6 absent queries: the measured
// rate within 5 σ of the exact model, σ = the queries' binomial spread and the filter-to-filter
// spread of a sample of `blocks` block loads.
TEST(SplitBlock, MeasuredRateIsWithinFiveSigmaOfTheoryWithNoFalseNegatives) {
    constexpr std::uint64_t n = 100'000, queries = 1'000'000;
    const std::uint64_t blocks = blockedBlocksFor(n, 0.01);
    auto r = measure({{Variant::Blocked, blocks * 256, 8, 11, 64}, n, queries, 1});
    ASSERT_TRUE(r.ok()) << r.error().text();
    EXPECT_EQ(r->falseNegatives, 0u);
    const double p = r->theory.variant;
    EXPECT_LE(p, 0.01);
    EXPECT_GT(p, 0.009); // the fewest blocks: one fewer would miss 1 %
    const double lambda = double(n) / double(blocks);
    double e1 = 0, e2 = 0;
    for (double j = 0; j < lambda * 4 + 50; j += 1) {
        const double pmf = std::exp(j * std::log(lambda) - lambda - std::lgamma(j + 1));
        const double rate = std::pow(1 - std::pow(31.0 / 32, j), 8);
        e1 += pmf * rate;
        e2 += pmf * rate * rate;
    }
    const double sigma = std::hypot(std::sqrt(p * (1 - p) / double(queries)),
                                    std::sqrt((e2 - e1 * e1) / double(blocks)));
    EXPECT_NEAR(r->measured, p, 5 * sigma) << "model " << r->theory.variantModel;
}

} // namespace
