#include "hashlab/tables/probe_config.h"

#include "hashlab/common/names.h"
#include "hashlab/hash/hash.h"

#include <xxhash.h>

#include <algorithm>
#include <array>
#include <charconv>

namespace hashlab::tables {
namespace {

std::string u64(std::uint64_t v) {
    return std::to_string(v);
}

// v mod m for the signed values of textbook formulas (mathematical, in [0, m)).
std::uint64_t modM(std::int64_t v, std::uint64_t m) {
    std::int64_t r = 0;
    expr::checkedMod(v, static_cast<std::int64_t>(m), r);
    return static_cast<std::uint64_t>(r);
}
std::uint64_t modM(std::uint64_t v, std::uint64_t m) {
    return v % m;
}

// "21 mod 7 = 0"; just "2" when the formula is a bare number or variable.
std::string filledIn(const expr::Formula& f, const expr::Variables& vars, std::int64_t value) {
    const std::string rendered = f.render(vars);
    const std::string v = std::to_string(value);
    return rendered == v || rendered == "(" + v + ")" ? v : rendered + " = " + v;
}

// The two 64-bit halves a real hash gives a string key.
hash::U128 halves(HashSource source, const std::string& key) {
    if (source == HashSource::Murmur3)
        return hash::murmur3_x64_128(key.data(), key.size(), 0);
    const XXH128_hash_t h = XXH3_128bits(key.data(), key.size());
    return {h.low64, h.high64};
}

// The step after the fix, and the sentence that shows it. T is int64 (formulas) or uint64 (hash
// halves); both follow the same rules so that the two modes teach the same thing.
template <typename T>
std::uint64_t fixStep(T raw, StepFix fix, std::uint64_t m, Text* text) {
    switch (fix) {
    case StepFix::None: {
        const std::uint64_t s = modM(raw, m);
        if (text && (raw < T(0) || static_cast<std::uint64_t>(raw) >= m))
            *text = verbatim("s = h2 = " + std::to_string(raw) + " \u2261 " + u64(s) + " (mod " +
                             u64(m) + ")");
        return s;
    }
    case StepFix::Prime: {
        if (m == 1) {
            if (text)
                *text = hashlab::text(HASHLAB_TR("core", "s = 1 (a one-slot table needs no step)"));
            return 0;
        }
        const std::uint64_t s = modM(raw, m - 1) + 1;
        if (text)
            *text = verbatim("s = h2 mod (m - 1) + 1 = " + std::to_string(raw) + " mod " +
                             u64(m - 1) + " + 1 = " + u64(s));
        return s % m;
    }
    case StepFix::Odd: {
        const T odd = static_cast<T>(raw | T(1));
        const std::uint64_t s = modM(odd, m);
        if (text) {
            std::string line =
                "s = h2 | 1 = " + std::to_string(raw) + " | 1 = " + std::to_string(odd);
            if (odd < T(0) || static_cast<std::uint64_t>(odd) >= m)
                line += " \u2261 " + u64(s) + " (mod " + u64(m) + ")";
            *text = verbatim(std::move(line));
        }
        return s;
    }
    }
    return 0;
}

} // namespace

namespace {

// Command-line and scenario names, indexed by the enum's value.
constexpr std::array<std::string_view, 3> kStrategyNames = {"linear", "quadratic", "double"};
constexpr std::array<std::string_view, 3> kStepFixNames = {"none", "prime", "odd"};
constexpr std::array<std::string_view, 3> kHashSourceNames = {"textbook", "murmur3", "xxh3"};

template <typename E>
Result<E> parseNamed(std::string_view name, const std::array<std::string_view, 3>& names,
                     const char* parameter) {
    if (auto e = enumNamed<E>(name, names))
        return *e;
    return makeError(parameter, HASHLAB_TR("core", "must be %1, %2 or %3, got '%4'"), names[0],
                     names[1], names[2], name);
}

} // namespace

std::string_view strategyName(Strategy s) {
    return kStrategyNames.at(static_cast<std::size_t>(s));
}

std::string_view stepFixName(StepFix f) {
    return kStepFixNames.at(static_cast<std::size_t>(f));
}

std::string_view hashSourceName(HashSource h) {
    return kHashSourceNames.at(static_cast<std::size_t>(h));
}

Result<Strategy> parseStrategy(std::string_view name) {
    return parseNamed<Strategy>(name, kStrategyNames, "mode");
}

Result<StepFix> parseStepFix(std::string_view name) {
    return parseNamed<StepFix>(name, kStepFixNames, "step-fix");
}

Result<HashSource> parseHashSource(std::string_view name) {
    return parseNamed<HashSource>(name, kHashSourceNames, "hash");
}

std::uint64_t gcd(std::uint64_t a, std::uint64_t b) {
    while (b != 0) {
        const std::uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

std::string subscript(std::uint64_t i) {
    static const char* const digits[] = {"\u2080", "\u2081", "\u2082", "\u2083", "\u2084",
                                         "\u2085", "\u2086", "\u2087", "\u2088", "\u2089"};
    const std::string d = std::to_string(i);
    std::string out;
    for (char c : d)
        out += digits[c - '0'];
    return out;
}

Result<ProbeScheme> ProbeScheme::create(const ProbeConfig& config) {
    if (config.m < 1 || config.m > kMaxSlots)
        return makeError("m", HASHLAB_TR("core", "must be an integer from 1 to 1000000, got %1"),
                         config.m);
    ProbeScheme s;
    s.m_config = config;
    if (config.strategy == Strategy::Quadratic) {
        if (config.c1 == 0 && config.c2 == 0)
            return makeError("c1/c2",
                             HASHLAB_TR("core", "c1 = c2 = 0 makes every probe hit the same slot; "
                                                "choose c2 != 0 (e.g. c1 = 1, c2 = 3)"));
        if (modM(config.c1, s.m()) == 0 && modM(config.c2, s.m()) == 0 && config.m > 1)
            return makeError("c1/c2",
                             HASHLAB_TR("core", "c1 and c2 are both multiples of m = %1: every "
                                                "probe would hit the same slot"),
                             config.m);
    }
    // Only quadratic probing reads it; HashTable builds a scheme per operation, and the search
    // costs O(√m).
    if (config.strategy == Strategy::Quadratic)
        s.m_quadraticPeriod = s.quadraticPeriod();
    if (config.source == HashSource::Textbook) {
        auto h1 = expr::Formula::parse(config.h1, "h1");
        if (!h1)
            return h1.error();
        s.m_h1 = *h1;
        if (config.strategy == Strategy::Double) {
            auto h2 = expr::Formula::parse(config.h2, "h2");
            if (!h2)
                return h2.error();
            s.m_h2 = *h2;
        }
    }
    return s;
}

Result<std::string> ProbeScheme::normalizeKey(std::string_view key) const {
    return tables::normalizeKey(m_config.source, key);
}

Result<std::string> normalizeKey(HashSource source, std::string_view key) {
    if (source != HashSource::Textbook) {
        if (key.empty())
            return makeError("key", HASHLAB_TR("core", "a key must not be empty"));
        if (key.size() > 256)
            return makeError("key", HASHLAB_TR("core", "keys are at most 256 bytes long"));
        return std::string(key);
    }
    std::int64_t v = 0;
    const char* first = key.data();
    const char* last = key.data() + key.size();
    if (!key.empty() && *first == '+')
        ++first;
    auto [ptr, ec] = std::from_chars(first, last, v);
    if (key.empty() || ec != std::errc() || ptr != last)
        return makeError("key",
                         HASHLAB_TR("core", "'%1' is not an integer: textbook mode reads keys as "
                                            "64-bit integers (use the murmur3 or xxh3 hash for "
                                            "text keys)"),
                         key);
    return std::to_string(v);
}

Result<KeyHashes> ProbeScheme::hashes(const std::string& key, bool withText) const {
    KeyHashes h;
    h.key = key;
    const std::uint64_t m = this->m();
    Text stepText;
    std::uint64_t step = 1;
    if (m_config.source == HashSource::Textbook) {
        const std::int64_t k = std::stoll(key);
        const expr::Variables vars{k, m_config.m};
        auto evalNamed = [&](const expr::Formula& f, const char* name) -> Result<std::int64_t> {
            auto v = f.evaluate(vars);
            if (!v)
                return makeError(name, HASHLAB_TR("core", "for key %1: %2"), key, v.error().what);
            return v;
        };
        auto v1 = evalNamed(*m_h1, "h1");
        if (!v1)
            return v1.error();
        h.start = modM(*v1, m);
        if (withText) {
            std::string h1 = "h1(" + key + ") = " + filledIn(*m_h1, vars, *v1);
            if (*v1 < 0 || static_cast<std::uint64_t>(*v1) >= m)
                h1 += " \u2261 " + u64(h.start) + " (mod " + u64(m) + ")";
            h.h1Text = verbatim(std::move(h1));
        }
        if (m_config.strategy == Strategy::Double) {
            auto v2 = evalNamed(*m_h2, "h2");
            if (!v2)
                return v2.error();
            if (withText)
                h.h2Text = verbatim("h2(" + key + ") = " + filledIn(*m_h2, vars, *v2));
            step = fixStep(*v2, m_config.fix, m, withText ? &stepText : nullptr);
        }
    } else {
        const hash::U128 halves2 = halves(m_config.source, key);
        const std::string_view name = hashSourceName(m_config.source);
        h.start = halves2.h1 % m;
        if (withText)
            h.h1Text = text(HASHLAB_TR("core", "h1(\"%1\") = %2 low word = %3 ≡ %4 (mod %5)"), key,
                            name, halves2.h1, h.start, m);
        if (m_config.strategy == Strategy::Double) {
            if (withText)
                h.h2Text = text(HASHLAB_TR("core", "h2(\"%1\") = %2 high word = %3"), key, name,
                                halves2.h2);
            step = fixStep(halves2.h2, m_config.fix, m, withText ? &stepText : nullptr);
        }
    }
    h.stepText = std::move(stepText);
    h.step = m_config.strategy == Strategy::Double
                 ? step
                 : (m_config.strategy == Strategy::Linear ? 1 % m : 0);
    h.gcd = m_config.strategy == Strategy::Quadratic ? 0 : gcd(h.step, m);
    h.period = period(h);
    return h;
}

std::uint64_t ProbeScheme::position(const KeyHashes& h, std::uint64_t i) const {
    const std::uint64_t m = this->m();
    i %= m;
    switch (m_config.strategy) {
    case Strategy::Linear:
        return (h.start + i) % m;
    case Strategy::Quadratic: {
        // All factors are below m <= 10^6, so every product stays below 10^12.
        const std::uint64_t c1 = modM(m_config.c1, m);
        const std::uint64_t c2 = modM(m_config.c2, m);
        const std::uint64_t sq = (i * i) % m;
        return (h.start + (c1 * i) % m + (c2 * sq) % m) % m;
    }
    case Strategy::Double:
        return (h.start + (i * h.step) % m) % m;
    }
    return 0;
}

std::string ProbeScheme::formula(const KeyHashes& h, std::uint64_t i) const {
    const std::uint64_t m = this->m();
    const std::string lhs = "p" + subscript(i) + " = ";
    const std::string result = u64(position(h, i));
    if (i == 0)
        return lhs + u64(h.start);
    const std::string is = u64(i);
    std::string sum;
    switch (m_config.strategy) {
    case Strategy::Linear:
        sum = u64(h.start) + " + " + is;
        break;
    case Strategy::Quadratic:
        sum = u64(h.start) + " + " + u64(modM(m_config.c1, m)) + "\u00b7" + is + " + " +
              u64(modM(m_config.c2, m)) + "\u00b7" + is + "\u00b2";
        break;
    case Strategy::Double:
        sum = u64(h.start) + " + " + is + "\u00b7" + u64(h.step);
        break;
    }
    return lhs + "(" + sum + ") mod " + u64(m) + " = " + result;
}

std::uint64_t ProbeScheme::period(const KeyHashes& h) const {
    const std::uint64_t m = this->m();
    switch (m_config.strategy) {
    case Strategy::Linear:
        return m;
    case Strategy::Double:
        return m / gcd(h.step, m);
    case Strategy::Quadratic:
        return m_quadraticPeriod;
    }
    return m;
}

std::uint64_t ProbeScheme::quadraticPeriod() const {
    {
        const std::uint64_t m = this->m();
        // p_{i+P} - p_i = c1·P + c2·(2iP + P²): the sequence repeats with period P exactly when
        // c1·P + c2·P² ≡ 0 and 2·c2·P ≡ 0 (mod m). Periods form a subgroup, so the least one
        // divides m.
        const std::uint64_t c1 = modM(m_config.c1, m);
        const std::uint64_t c2 = modM(m_config.c2, m);
        std::vector<std::uint64_t> divisors;
        for (std::uint64_t d = 1; d * d <= m; ++d)
            if (m % d == 0) {
                divisors.push_back(d);
                divisors.push_back(m / d);
            }
        std::sort(divisors.begin(), divisors.end());
        for (const std::uint64_t p : divisors) {
            const std::uint64_t pm = p % m;
            const std::uint64_t shift = ((c1 * pm) % m + (c2 * ((pm * pm) % m)) % m) % m;
            if (shift == 0 && (2 * c2 % m) * pm % m == 0)
                return p;
        }
        return m;
    }
}

std::vector<std::uint64_t> ProbeScheme::reachable(const KeyHashes& h) const {
    std::vector<std::uint64_t> slots;
    const std::uint64_t p = period(h);
    slots.reserve(p);
    for (std::uint64_t i = 0; i < p; ++i)
        slots.push_back(position(h, i));
    std::sort(slots.begin(), slots.end());
    slots.erase(std::unique(slots.begin(), slots.end()), slots.end());
    return slots;
}

} // namespace hashlab::tables
