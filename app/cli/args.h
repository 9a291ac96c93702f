#pragma once
// Shared argument parsing for every subcommand: declared options only, typed getters with ranges,
// and one error type whose message main prints as "hashlab: error: ..." with exit code 2.
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace hashlab::cli {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct OptionSpec {
    std::string name;      // without dashes: "m", "algo"
    std::string valueName; // empty for a flag; "N", "ALGO"
    std::string help;      // one line, with the allowed range
};

class Args {
public:
    // Accepts "--name value", "--name=value" and flags. "--json" and "--help" are always known.
    // Throws UsageError for unknown options, missing values, repeated options, stray words.
    static Args parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& specs);

    bool has(const std::string& name) const { return m_values.count(name) != 0; }
    bool flag(const std::string& name) const { return has(name); }
    bool json() const { return has("json"); }
    bool help() const { return has("help"); }

    std::string text(const std::string& name) const; // required
    std::optional<std::string> optText(const std::string& name) const;
    // Integers in [lo, hi]; the message names the option and the range.
    std::uint64_t integer(const std::string& name, std::uint64_t lo, std::uint64_t hi) const;
    std::uint64_t integer(const std::string& name, std::uint64_t lo, std::uint64_t hi,
                          std::uint64_t fallback) const;
    // Finite reals in [lo, hi] (or (lo, hi) with the open flags).
    double real(const std::string& name, double lo, double hi, bool openLo = false,
                bool openHi = false) const;
    double real(const std::string& name, double lo, double hi, double fallback, bool openLo = false,
                bool openHi = false) const;
    // Comma-separated list; empty items are an error.
    std::vector<std::string> list(const std::string& name) const;
    // One of the given words.
    std::string choice(const std::string& name, const std::vector<std::string>& allowed) const;
    std::string choice(const std::string& name, const std::vector<std::string>& allowed,
                       const std::string& fallback) const;

    // Parses a whole string as an unsigned integer in [lo, hi] (used for list items too).
    static std::uint64_t parseInteger(const std::string& what, const std::string& s,
                                      std::uint64_t lo, std::uint64_t hi);
    static double parseReal(const std::string& what, const std::string& s, double lo, double hi,
                            bool openLo = false, bool openHi = false);

private:
    std::map<std::string, std::string> m_values;
};

// "Usage: ..." block for --help from a synopsis and the option specs.
std::string formatHelp(const std::string& synopsis, const std::string& description,
                       const std::vector<OptionSpec>& specs);

} // namespace hashlab::cli
