#pragma once
// The command-line error contract, asserted the same way by every subcommand's bad-input table:
// exit code 2, a message starting "hashlab: error: " that mentions the parameter, nothing on
// stdout.
#include "support/run_hashlab.h"

#include <gtest/gtest.h>

#include <string>

namespace hashlab::test {

inline void expectUsageError(const RunResult& r, const std::string& mustMention) {
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_EQ(r.err.rfind("hashlab: error: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find(mustMention), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
}

} // namespace hashlab::test
