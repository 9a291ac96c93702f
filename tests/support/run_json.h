#pragma once
// Runs hashlab with --json appended, expects success and parses the document it printed.
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace hashlab::test {

inline nlohmann::json runJson(std::vector<std::string> args) {
    args.push_back("--json");
    auto r = runHashlab(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return r.exitCode == 0 ? nlohmann::json::parse(r.out) : nlohmann::json();
}

} // namespace hashlab::test
