#pragma once
// Runs hashlab with --json appended, expects exit code 0 and parses what it printed.
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace hashlab::test {

inline nlohmann::json runJson(std::vector<std::string> args) {
    args.push_back("--json");
    const auto r = runHashlab(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

} // namespace hashlab::test
