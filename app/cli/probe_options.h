#pragma once
// The hash options probe and table share: --hash, --h1, --h2, --c1, --c2, --step-fix, read the
// same way and refused the same way where the chosen scheme would silently ignore them.
#include "args.h"

#include "hashlab/common/result.h"
#include "hashlab/tables/probe_config.h"

#include <string>

namespace hashlab::cli {

// Which options a mode or scheme reads, and the words that say so in an error.
struct HashOptionUse {
    bool h2 = false; // --h2 (and --step-fix when fix is true)
    bool stepFix = false;
    bool quadratic = false;     // --c1 --c2
    std::string h2Owner;        // "--mode double"
    std::string quadraticOwner; // "--mode quadratic"
    std::string h2Default = "1 + k % (m - 1)";
};

// Fills m, source, h1, h2, c1, c2 and fix of `c` (strategy is the caller's).
void readHashOptions(const Args& args, const HashOptionUse& use, tables::ProbeConfig& c);

// Core errors name "m", "h1", "key", ...: the command line names the option instead.
[[noreturn]] void failOption(const Error& e, const std::string& keyOption);

} // namespace hashlab::cli
