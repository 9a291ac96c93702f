#pragma once
// Runs the built hashlab binary with arguments (no shell involved) and captures its output.
#include <string>
#include <vector>

namespace hashlab::test {

struct RunResult {
    int exitCode = -1;
    std::string out;
    std::string err;
    double seconds = 0;
};

// Kills the child after `timeoutSeconds` (exitCode is then -9): a hang fails the test instead of
// CI.
RunResult runHashlab(const std::vector<std::string>& args, double timeoutSeconds = 60);

} // namespace hashlab::test
