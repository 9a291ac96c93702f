#include "labs/collisions/bloom_precheck.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using namespace hashlab;

TEST(BloomPrecheck, ShortLinksThroughABloomFilterNeverLoseAKnownUrlAndCountFalsePositives) {
    // Sized for 200 links at 5 %, then over-filled to 400 so that false positives show up.
    collisions::ShortLinkService service(app::makeBloomPrecheck(200, 0.05));
    EXPECT_NE(service.precheck().name().find("Bloom filter"), std::string::npos);
    // the m the filter uses: the smallest prime ≥ the 1,250 bits sized (issue 30, item 8)
    EXPECT_NE(service.precheck().name().find("m = 1259 bits"), std::string::npos)
        << service.precheck().name();
    std::vector<std::string> codes;
    for (int i = 0; i < 400; ++i) {
        auto r = service.shorten("https://example.com/page/" + std::to_string(i));
        ASSERT_TRUE(r.ok());
        EXPECT_FALSE(r->existing);
        codes.push_back(r->code);
    }
    const auto falsePositivesWhileFilling = service.falsePositives();
    EXPECT_GT(falsePositivesWhileFilling, 0u); // a filter past its capacity says "maybe" wrongly
    for (int i = 0; i < 400; ++i) {
        auto again = service.shorten("https://EXAMPLE.com//page/" + std::to_string(i));
        ASSERT_TRUE(again.ok());
        EXPECT_TRUE(again->existing) << i; // no false negative: a known URL keeps its code
        EXPECT_TRUE(again->precheckSaidMaybe);
        EXPECT_EQ(again->code, codes[static_cast<std::size_t>(i)]);
    }
    EXPECT_EQ(service.size(), 400u);
    EXPECT_EQ(service.falsePositives(), falsePositivesWhileFilling); // known URLs are never FPs
}

} // namespace
