// Every subcommand's argument parsing: the input is split on NUL bytes into argv. Any input must
// end in exit code 0 or 2 with output, never a crash, an uncaught exception or a hang.
#include "cli/cli.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> argv(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == 0)
            argv.emplace_back();
        else
            argv.back().push_back(static_cast<char>(data[i]));
    }
    if (argv.size() > 24)
        return 0;
    // Large sizes are legal and slow by design (10^7 keys); the fuzzer is after parsing bugs, so
    // inputs asking for big work are skipped rather than reported as timeouts.
    for (const auto& a : argv) {
        char* end = nullptr;
        const double v = std::strtod(a.c_str(), &end);
        if (end != a.c_str() && (v > 5000 || v < -5000 || v != v))
            return 0;
        if (a.find('x') != std::string::npos && a.size() > 6 && a.find_first_of("0123456789") == 0)
            return 0; // sizes like 9999x9999
    }
    std::ostringstream out, err;
    const int code = hashlab::cli::run(argv, hashlab::cli::builtinCommands(), out, err);
    if (code != 0 && code != 2)
        __builtin_trap();
    if (code == 2 && err.str().rfind("hashlab: error: ", 0) != 0)
        __builtin_trap();
    return 0;
}
