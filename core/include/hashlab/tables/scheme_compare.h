#pragma once
// The compare view's numbers: one key sequence inserted into several schemes (chaining, linear,
// double, Robin Hood, cuckoo by default), then a successful find of every stored key and
// unsuccessful finds of keys known to be absent, all through HashTable, so every figure is read
// off the same traces the lab steps through. Growth is off: the table keeps the m it was given.
//
// Cells visited by an operation: its trace's path (slots read, including the cells Robin Hood's
// displaced keys and cuckoo's kicks pass through), plus, for chaining, the chain nodes read
// (trace.compares): the head slot and every node are separate memory reads. A bucket counts as
// one cell (its b slots are read together).
//
// Memory model (docs/references.md "Hash tables beyond probing"): a key is 8 bytes (an integer,
// or a pointer to a text key), a pointer 8 bytes.
//   linear, quadratic, double, Robin Hood  m · (8-byte key + 1 state byte)
//                                          (Robin Hood's byte holds the probe distance)
//   bucket                                 m · b · (8 + 1)
//   cuckoo                                 2m · (8 + 1)
//   chaining                               m · 8-byte head pointer + n · (8-byte key + 8-byte next)
// Bytes per key divide that by the keys stored.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/tables/hash_table.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hashlab::tables {

namespace comparelimits {
inline constexpr std::uint64_t kMaxKeys = 100'000;   // inserts (and successful finds)
inline constexpr std::uint64_t kMaxMisses = 100'000; // unsuccessful finds
inline constexpr std::uint64_t kDefaultMisses = 100;
// Random keys are uniform integers in [0, kKeyRange): splitmix64 draws reduced by Lemire's
// multiply-shift (the high 64 bits of x · range), repeats skipped.
inline constexpr std::uint64_t kKeyRange = 1'000'000'000;
inline constexpr std::uint64_t kKeyBytes = 8, kPointerBytes = 8, kStateBytes = 1;
} // namespace comparelimits

struct CompareConfig {
    // The keys, as typed (normalized as the hash source reads them; a repeat is refused). When
    // empty, randomCount keys are drawn from `seed`.
    std::vector<std::string> keys;
    std::uint64_t randomCount = 0;
    std::uint64_t seed = 1;
    // Keys for the unsuccessful finds; when empty, `misses` integers drawn from the same stream
    // after the keys, skipping every key present.
    std::vector<std::string> missKeys;
    std::uint64_t misses = comparelimits::kDefaultMisses;
    // m, the hash source and h1 for every scheme; h2 and the step fix for double hashing
    // (defaults: h1 = k mod m, s = k mod (m − 1) + 1, CLRS's h2 = 1 + (k mod m')).
    ProbeConfig probe = defaultProbe();
    std::string cuckooH2 = "(k / m) % m"; // T2's slot for textbook cuckoo (Pagh–Rodler's example)
    std::uint32_t bucketSize = 2;
    std::uint32_t maxLoop = tablelimits::kDefaultMaxLoop;
    std::vector<Scheme> schemes = {Scheme::Chaining, Scheme::Linear, Scheme::Double,
                                   Scheme::RobinHood, Scheme::Cuckoo};

    static ProbeConfig defaultProbe() {
        ProbeConfig p;
        p.m = 11;
        p.h1 = "k % m";
        p.h2 = "k";
        p.fix = StepFix::Prime;
        return p;
    }
};

// One kind of operation (insert, successful find, unsuccessful find) over the whole run.
struct OpStats {
    std::uint64_t ops = 0;
    std::uint64_t cells = 0;    // summed over the operations
    std::uint64_t compares = 0; // keys compared, summed
    double meanCells() const { return ops ? double(cells) / double(ops) : 0.0; }
    double meanCompares() const { return ops ? double(compares) / double(ops) : 0.0; }
};

struct WorstOp {
    OpKind op = OpKind::Insert;
    bool successful = true; // finds: hit or miss
    std::string key;
    std::uint64_t cells = 0; // the most cells any single operation visited (first such one)
    std::uint64_t moves = 0; // keys it moved
};

struct SchemeComparison {
    Scheme scheme = Scheme::Chaining;
    TableConfig config; // the table as run (growth off)
    OpStats insert, hit, miss;
    WorstOp worst;
    std::uint64_t moved = 0;    // keys moved by inserts: Robin Hood displacements, cuckoo kicks
    std::uint64_t failures = 0; // inserts that failed (cuckoo: cycle or max_loop; table full)
    std::uint64_t cycleFailures = 0, maxLoopFailures = 0, tableFullFailures = 0;
    std::uint64_t rehashes = 0; // seeded cuckoo: rehashes with new seeds
    std::uint64_t stored = 0;   // keys in the table at the end
    double loadFactor = 0;      // HashTable::loadFactor() at the end
    std::uint64_t bytes = 0;    // under the memory model above
    double bytesPerKey() const { return stored ? double(bytes) / double(stored) : 0.0; }
};

struct CompareResult {
    std::vector<std::string> keys;     // normalized, in insertion order
    std::vector<std::string> missKeys; // normalized
    std::vector<SchemeComparison> schemes;
};

// Cells an operation visited, as defined above.
std::uint64_t cellsVisited(Scheme scheme, const OpTrace& trace);
// Bytes of a table under the memory model above.
std::uint64_t modelBytes(Scheme scheme, std::uint64_t m, std::uint64_t bucketSize,
                         std::uint64_t stored);
// The table one scheme runs on: config's probe settings, growth off.
TableConfig compareTableConfig(const CompareConfig& config, Scheme scheme);
// The random keys: `count` distinct integers in [0, kKeyRange) from splitmix64(seed), skipping
// those in `exclude`; `state` carries on between calls (keys first, then misses).
std::vector<std::string> drawKeys(std::uint64_t& state, std::uint64_t count,
                                  const std::vector<std::string>& exclude);

// The checks below and the keys: normalized or drawn, and the miss keys; `schemes` stays empty.
// Cheap (no table is built), so the GUI calls it before starting a long run.
Result<CompareResult> compareKeys(const CompareConfig& config);
// Errors name the parameter: keys (none, too many, a repeat, unreadable), misses (too many, or a
// miss key that is present), m (out of range, or fewer slots than keys for an open-addressing
// scheme or 2m for cuckoo), schemes (none), and whatever HashTable::create refuses.
Result<CompareResult> compareSchemes(const CompareConfig& config, const Progress& progress = {});

} // namespace hashlab::tables
