#include "probe_options.h"

namespace hashlab::cli {
namespace {

constexpr std::int64_t kMaxC = 1'000'000;

std::int64_t signedInteger(const Args& args, const std::string& name, std::int64_t fallback) {
    if (!args.has(name))
        return fallback;
    const std::string s = args.text(name);
    const bool negative = !s.empty() && s[0] == '-';
    const std::string what = "--" + name;
    try {
        const auto v = static_cast<std::int64_t>(Args::parseInteger(
            what, negative ? s.substr(1) : s, 0, static_cast<std::uint64_t>(kMaxC)));
        return negative ? -v : v;
    } catch (const UsageError&) {
        throw UsageError(what + " must be an integer from -1000000 to 1000000, got '" + s + "'");
    }
}

} // namespace

void readHashOptions(const Args& args, const HashOptionUse& use, tables::ProbeConfig& c) {
    using namespace hashlab::tables;
    c.m = static_cast<std::int64_t>(args.integer("m", 1, static_cast<std::uint64_t>(kMaxSlots)));
    c.source = *parseHashSource(args.choice("hash", {"textbook", "murmur3", "xxh3"}, "textbook"));
    c.fix = *parseStepFix(args.choice("step-fix", {"none", "prime", "odd"}, "none"));
    // Options that the chosen mode would silently ignore are mistakes worth reporting.
    if (c.source != HashSource::Textbook)
        for (const char* o : {"h1", "h2"})
            if (args.has(o))
                throw UsageError(std::string("--") + o +
                                 " is a textbook formula; --hash murmur3|xxh3 take h1 and h2 "
                                 "from the hash");
    if (!use.h2 && args.has("h2"))
        throw UsageError("--h2 applies to " + use.h2Owner + " only");
    if (!use.stepFix && args.has("step-fix"))
        throw UsageError("--step-fix applies to " + use.h2Owner + " only");
    if (!use.quadratic)
        for (const char* o : {"c1", "c2"})
            if (args.has(o))
                throw UsageError(std::string("--") + o + " applies to " + use.quadraticOwner +
                                 " only");
    c.h1 = args.optText("h1").value_or("k % m");
    c.h2 = args.optText("h2").value_or(use.h2Default);
    c.c1 = signedInteger(args, "c1", 1);
    c.c2 = signedInteger(args, "c2", 3);
}

void failOption(const Error& e, const std::string& keyOption) {
    std::string option = e.parameter == "key"     ? keyOption
                         : e.parameter == "c1/c2" ? "c1/--c2"
                                                  : e.parameter;
    throw UsageError("--" + option + ": " + e.message);
}

} // namespace hashlab::cli
