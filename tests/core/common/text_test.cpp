// hashlab::Text: the English template + arguments that core hands to the GUI for translation.
#include "hashlab/common/result.h"
#include "hashlab/common/text.h"
#include "hashlab/tables/probe_config.h"

#include <gtest/gtest.h>

namespace {

using hashlab::Error;
using hashlab::makeError;
using hashlab::substitute;
using hashlab::Text;
using hashlab::text;

TEST(Text, SubstitutesEveryPlaceholderInOnePass) {
    const Text t = text("slot %1 of %2, again slot %1", 3, std::string("m"));
    EXPECT_EQ(t.source, "slot %1 of %2, again slot %1");
    ASSERT_EQ(t.args.size(), 2u);
    EXPECT_EQ(t.english(), "slot 3 of m, again slot 3");
}

TEST(Text, AnArgumentThatContainsAPlaceholderIsNotScannedAgain) {
    // Chained replacement would turn "%2" inside argument 1 into argument 2.
    EXPECT_EQ(text("key %1 and %2", "50%2", "x").english(), "key 50%2 and x");
    EXPECT_EQ(text("%2 then %1", "%2", "%1").english(), "%1 then %2");
}

TEST(Text, AMissingArgumentLeavesItsPlaceholder) {
    EXPECT_EQ(text("from %1 to %3", 1, 2).english(), "from 1 to %3");
    EXPECT_EQ(text("no args %1").english(), "no args %1");
}

TEST(Text, PercentTenIsArgumentOneFollowedByZero) {
    EXPECT_EQ(text("%10 and %9", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j").english(),
              "a0 and i");
    EXPECT_EQ(substitute("%0 %% 100% %", {"x"}), "%0 %% 100% %");
}

TEST(Text, NumbersAreFormattedAsTheCommandLineAlwaysDid) {
    EXPECT_EQ(text("%1 %2 %3 %4", std::uint64_t{18446744073709551615u}, -5, 0.01, 'c').english(),
              "18446744073709551615 -5 0.010000 c");
}

TEST(Text, ANestedTextTranslatesOnItsOwnButReadsAsItsEnglish) {
    const Text inner = text("period %1", 7);
    const Text outer = text("came back (%1) after %2 probes", inner, 4);
    EXPECT_EQ(outer.english(), "came back (period 7) after 4 probes");
    ASSERT_EQ(outer.nested.size(), 2u);
    EXPECT_EQ(outer.nested[0].source, "period %1");
    EXPECT_TRUE(outer.nested[1].empty());
}

TEST(Text, MakeErrorKeepsTheEnglishMessageAndItsTemplate) {
    const Error e = makeError("k", HASHLAB_TR("core", "must be from 1 to 64, got %1"), 99);
    EXPECT_EQ(e.parameter, "k");
    EXPECT_EQ(e.what.source, "must be from 1 to 64, got %1");
    EXPECT_EQ(e.what.args, std::vector<std::string>{"99"});
    EXPECT_EQ(e.message, e.what.english());
    EXPECT_EQ(e.message, "must be from 1 to 64, got 99");
    EXPECT_EQ(e.text(), "k: must be from 1 to 64, got 99");
}

TEST(Text, CoreErrorsCarryTemplatesWithTheirNumbersAsArguments) {
    hashlab::tables::ProbeConfig c;
    c.m = 0;
    auto s = hashlab::tables::ProbeScheme::create(c);
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().what.source, "must be an integer from 1 to 1000000, got %1");
    EXPECT_EQ(s.error().message, "must be an integer from 1 to 1000000, got 0");
    EXPECT_EQ(s.error().message, s.error().what.english());
}

} // namespace
