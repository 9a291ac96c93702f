#pragma once
// Options and helpers shared by the `hashlab bloom` sub-commands (bloom_command.cpp,
// bloom_extra_command.cpp).
#include "args.h"

#include "hashlab/bloom/filter.h"
#include "hashlab/common/result.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace hashlab::cli {

std::string variantList();
OptionSpec variantSpec();
OptionSpec shardsSpec();
OptionSpec seedSpec();
OptionSpec queriesSpec();
OptionSpec threadsSpec();

// --variant, --m, --k, --seed, --shards → a validated FilterConfig (UsageError otherwise). m is
// rounded up as the variant uses it (wholePartitionsM: whole blocks / shards, the smallest prime
// for double and counting), and `note` gets the line saying so, for the caller to print once the
// command has succeeded (a refused command prints its one error line alone).
bloom::FilterConfig filterFrom(const Args& args, std::string* note);
// "14.4 Mbit = 1.80 MB (1.71 MiB)"
std::string memoryText(std::uint64_t bits);

// The value, or a UsageError "--<parameter>: <message>".
[[noreturn]] void fail(const Error& e);
template <typename T>
T checked(Result<T> r) {
    if (!r.ok())
        fail(r.error());
    return std::move(r).value();
}

// "cuckoo", "scalable" or "xor" when argv holds --variant with one of them: those filters have
// their own options (bloom_filters_command.cpp).
std::optional<std::string> filterVariant(const std::vector<std::string>& argv);
// sub: theory, measure or trace.
int runFilterVariant(const std::string& sub, const std::string& variant,
                     const std::vector<std::string>& argv, std::ostream& out);
int runBloomSpace(const std::vector<std::string>& argv, std::ostream& out);
int runBloomTrace(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);
int runBloomPipeline(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);

} // namespace hashlab::cli
