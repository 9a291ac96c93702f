#include "args.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <sstream>

namespace hashlab::cli {
namespace {

std::string rangeText(double lo, double hi, bool openLo, bool openHi) {
    // Whole limits in full (1000000, not 1e+06); an open lower end with a closed upper one reads
    // "greater than 0 and at most 1000000".
    std::ostringstream os;
    os << std::setprecision(15) << (openLo ? "greater than " : "from ") << lo
       << (openHi   ? " and less than "
           : openLo ? " and at most "
                    : " to ")
       << hi;
    return os.str();
}

} // namespace

Args Args::parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& specs) {
    Args a;
    auto find = [&](const std::string& name) -> const OptionSpec* {
        for (const auto& s : specs)
            if (s.name == name)
                return &s;
        return nullptr;
    };
    static const OptionSpec kJson{"json", "", ""}, kHelp{"help", "", ""};
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& word = argv[i];
        if (word.size() < 3 || word.rfind("--", 0) != 0)
            throw UsageError("unexpected argument '" + word +
                             "' (options start with --; see --help)");
        std::string name = word.substr(2);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        const OptionSpec* spec = find(name);
        if (!spec && name == "json")
            spec = &kJson;
        if (!spec && name == "help")
            spec = &kHelp;
        if (!spec)
            throw UsageError("unknown option '--" + name + "' (see --help)");
        if (a.m_values.count(name))
            throw UsageError("--" + name + " is given twice");
        if (spec->valueName.empty()) {
            if (inlineValue)
                throw UsageError("--" + name + " takes no value");
            a.m_values[name] = "";
            continue;
        }
        if (inlineValue) {
            a.m_values[name] = *inlineValue;
        } else {
            if (i + 1 >= argv.size())
                throw UsageError("--" + name + " needs a value (" + spec->valueName + ")");
            a.m_values[name] = argv[++i];
        }
    }
    return a;
}

std::string Args::text(const std::string& name) const {
    auto it = m_values.find(name);
    if (it == m_values.end())
        throw UsageError("--" + name + " is required");
    return it->second;
}

std::optional<std::string> Args::optText(const std::string& name) const {
    auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

std::uint64_t Args::parseInteger(const std::string& what, const std::string& s, std::uint64_t lo,
                                 std::uint64_t hi) {
    const std::string range = "an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
    bool digits = !s.empty() && s.size() <= 20;
    for (char c : s)
        digits = digits && c >= '0' && c <= '9';
    if (!digits)
        throw UsageError(what + " must be " + range + ", got '" + s + "'");
    errno = 0;
    char* end = nullptr;
    unsigned long long v = std::strtoull(s.c_str(), &end, 10);
    if (errno == ERANGE || v < lo || v > hi)
        throw UsageError(what + " must be " + range + ", got " + s);
    return v;
}

double Args::parseReal(const std::string& what, const std::string& s, double lo, double hi,
                       bool openLo, bool openHi) {
    const std::string range = "a number " + rangeText(lo, hi, openLo, openHi);
    char* end = nullptr;
    errno = 0;
    double v = s.empty() ? NAN : std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || errno == ERANGE || !std::isfinite(v))
        throw UsageError(what + " must be " + range + ", got '" + s + "'");
    if (v < lo || v > hi || (openLo && v == lo) || (openHi && v == hi))
        throw UsageError(what + " must be " + range + ", got " + s);
    return v;
}

std::uint64_t Args::integer(const std::string& name, std::uint64_t lo, std::uint64_t hi) const {
    return parseInteger("--" + name, text(name), lo, hi);
}

std::uint64_t Args::integer(const std::string& name, std::uint64_t lo, std::uint64_t hi,
                            std::uint64_t fallback) const {
    return has(name) ? integer(name, lo, hi) : fallback;
}

double Args::real(const std::string& name, double lo, double hi, bool openLo, bool openHi) const {
    return parseReal("--" + name, text(name), lo, hi, openLo, openHi);
}

double Args::real(const std::string& name, double lo, double hi, double fallback, bool openLo,
                  bool openHi) const {
    return has(name) ? real(name, lo, hi, openLo, openHi) : fallback;
}

std::vector<std::string> Args::list(const std::string& name) const {
    const std::string s = text(name);
    std::vector<std::string> items;
    std::string cur;
    for (char c : s + ",") {
        if (c == ',') {
            if (cur.empty())
                throw UsageError("--" + name + " has an empty item in '" + s + "'");
            items.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    return items;
}

std::string Args::choice(const std::string& name, const std::vector<std::string>& allowed) const {
    const std::string v = text(name);
    for (const auto& a : allowed)
        if (a == v)
            return v;
    std::string list;
    for (const auto& a : allowed)
        list += (list.empty() ? "" : "|") + a;
    throw UsageError("--" + name + " must be one of " + list + ", got '" + v + "'");
}

std::string Args::choice(const std::string& name, const std::vector<std::string>& allowed,
                         const std::string& fallback) const {
    return has(name) ? choice(name, allowed) : fallback;
}

std::string formatHelp(const std::string& synopsis, const std::string& description,
                       const std::vector<OptionSpec>& specs) {
    std::ostringstream os;
    os << "Usage: " << synopsis << "\n\n" << description << "\n\nOptions:\n";
    auto line = [&](const std::string& left, const std::string& help) {
        os << "  " << left;
        if (left.size() < 26)
            os << std::string(26 - left.size(), ' ');
        else
            os << "\n  " << std::string(26, ' ');
        os << help << "\n";
    };
    for (const auto& s : specs)
        line("--" + s.name + (s.valueName.empty() ? "" : " " + s.valueName), s.help);
    line("--json", "print the result as JSON");
    line("--help", "show this help");
    return os.str();
}

} // namespace hashlab::cli
