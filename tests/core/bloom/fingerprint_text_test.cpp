// Issue 17: fingerprints print zero-padded to their width, ceil(f/4) hex digits.
#include "hashlab/bloom/fingerprint_text.h"

#include <gtest/gtest.h>

namespace {

using hashlab::bloom::fingerprintHex;

TEST(FingerprintHex, PadsToTheWidthOfTheFingerprint) {
    EXPECT_EQ(fingerprintHex(0x0c, 8), "0c");
    EXPECT_EQ(fingerprintHex(0x0c, 16), "000c");
    EXPECT_EQ(fingerprintHex(0xbeef, 16), "beef");
    EXPECT_EQ(fingerprintHex(0x0c, 12), "00c");
    EXPECT_EQ(fingerprintHex(0x1, 9), "001"); // ceil(9/4) = 3
    EXPECT_EQ(fingerprintHex(0x3, 2), "3");
    EXPECT_EQ(fingerprintHex(0xff, 8), "ff");
    EXPECT_EQ(fingerprintHex(0, 4), "0");
}

TEST(FingerprintHex, AWiderValueKeepsAllItsDigits) {
    EXPECT_EQ(fingerprintHex(0x1ff, 8), "1ff");
    EXPECT_EQ(fingerprintHex(0xffffffffu, 16), "ffffffff");
}

} // namespace
