#pragma once
// How an open-addressing table turns a key into its probe sequence p_0, p_1, ...
// (docs/references.md "Open addressing"):
//   linear     p_i = (h1 + i) mod m
//   quadratic  p_i = (h1 + c1·i + c2·i²) mod m
//   double     p_i = (h1 + i·s) mod m, s = h2 after the step fix
// h1 and h2 come either from typed formulas over an integer key k ("textbook" mode) or from a
// real hash of a string key split into two 64-bit halves (murmur3_x64_128's h1/h2, or the low and
// high words of xxh3_128), as Kirsch–Mitzenmacher do (docs/references.md
// "Bloom filters").
#include "hashlab/common/result.h"
#include "hashlab/expr/formula.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::tables {

inline constexpr std::int64_t kMaxSlots = 1'000'000;

enum class Strategy { Linear, Quadratic, Double };
enum class StepFix { None, Prime, Odd };
enum class HashSource { Textbook, Murmur3, Xxh3 };

std::string_view strategyName(Strategy s);     // "linear", "quadratic", "double"
std::string_view stepFixName(StepFix f);       // "none", "prime", "odd"
std::string_view hashSourceName(HashSource h); // "textbook", "murmur3", "xxh3"
Result<Strategy> parseStrategy(std::string_view name);
Result<StepFix> parseStepFix(std::string_view name);
Result<HashSource> parseHashSource(std::string_view name);

// The user's choices, as typed (formulas as text); validate() turns them into a ProbeScheme.
struct ProbeConfig {
    std::int64_t m = 7;
    Strategy strategy = Strategy::Double;
    HashSource source = HashSource::Textbook;
    std::string h1 = "k % m";
    std::string h2 = "5 - k % 5";
    std::int64_t c1 = 1;
    std::int64_t c2 = 3;
    StepFix fix = StepFix::None;

    bool operator==(const ProbeConfig&) const = default;
};

// The numbers behind one key's probe sequence.
struct KeyHashes {
    std::string key;
    Text h1Text;              // "h1(21) = 21 mod 7 = 0", or "h1 = murmur3 low word = 1234…"
    Text h2Text;              // same for h2 (double hashing only)
    Text stepText;            // "s = 4 mod 6 + 1 = 5" when a fix changed h2, else empty
    std::uint64_t start = 0;  // h1 mod m, in [0, m)
    std::uint64_t step = 0;   // the step mod m, in [0, m) (double hashing; 1 for linear)
    std::uint64_t gcd = 1;    // gcd(step, m) (double and linear); 0 step -> gcd = m
    std::uint64_t period = 0; // distinct slots the sequence reaches before it repeats
};

// A validated configuration: formulas parsed once, ranges checked.
class ProbeScheme {
public:
    // Errors name the parameter: m, h1, h2, c1/c2, key.
    static Result<ProbeScheme> create(const ProbeConfig& config);

    const ProbeConfig& config() const { return m_config; }
    std::uint64_t m() const { return static_cast<std::uint64_t>(m_config.m); }

    // Parses a key as the mode reads it: textbook keys are 64-bit integers.
    Result<std::string> normalizeKey(std::string_view key) const;
    // h1, h2, the step and its period for a (normalized) key. withText = false leaves h1Text,
    // h2Text and stepText empty: the numbers alone, for the tables that never show the texts.
    Result<KeyHashes> hashes(const std::string& key, bool withText = true) const;
    // p_i for this key; i < m.
    std::uint64_t position(const KeyHashes& h, std::uint64_t i) const;
    // "p₂ = (3 + 2·4) mod 11 = 0"
    std::string formula(const KeyHashes& h, std::uint64_t i) const;
    // The sequence's period: the first i > 0 with p_i == p_0 for all starting points; every slot
    // the sequence ever reaches appears among p_0 … p_{period-1}, and period <= m.
    std::uint64_t period(const KeyHashes& h) const;
    // The distinct slots of p_0 … p_{period-1}, sorted.
    std::vector<std::uint64_t> reachable(const KeyHashes& h) const;

private:
    ProbeScheme() = default;
    std::uint64_t quadraticPeriod() const; // key-independent: computed once in create()
    ProbeConfig m_config;
    std::uint64_t m_quadraticPeriod = 0;
    std::optional<expr::Formula> m_h1, m_h2;
};

// ProbeScheme::normalizeKey without a scheme: it depends on the hash source alone.
Result<std::string> normalizeKey(HashSource source, std::string_view key);

std::uint64_t gcd(std::uint64_t a, std::uint64_t b);
// "₀₁₂": the index as subscript digits.
std::string subscript(std::uint64_t i);

} // namespace hashlab::tables
