#include "hashlab/tables/table_presets.h"

namespace hashlab::tables {
namespace {

ProbeConfig probe(std::int64_t m, Strategy s, std::string h1, std::string h2, StepFix fix,
                  std::int64_t c1 = 1, std::int64_t c2 = 3) {
    ProbeConfig c;
    c.m = m;
    c.strategy = s;
    c.h1 = std::move(h1);
    c.h2 = std::move(h2);
    c.fix = fix;
    c.c1 = c1;
    c.c2 = c2;
    return c;
}

const std::vector<std::string> kClrsKeys = {"10", "22", "31", "4", "15", "28", "17", "88", "59"};

TableConfig config(Scheme s, std::int64_t m, std::string h1, std::string h2 = "") {
    TableConfig c;
    c.scheme = s;
    c.probe.m = m;
    c.probe.source = HashSource::Textbook;
    c.probe.strategy = Strategy::Linear;
    c.probe.h1 = std::move(h1);
    c.probe.h2 = std::move(h2);
    return c;
}

TableConfig bucket() {
    TableConfig c = config(Scheme::Bucket, 5, "k % m");
    c.bucketSize = 2;
    return c;
}

TableConfig growing(std::int64_t m, bool incremental) {
    TableConfig c = config(Scheme::Chaining, m, "k % m");
    c.growAt = Decimal{1, 0};
    c.incremental = incremental;
    return c;
}

std::vector<std::string> keys(std::initializer_list<int> list) {
    std::vector<std::string> out;
    for (int k : list)
        out.push_back(std::to_string(k));
    return out;
}

template <typename Config>
const Example<Config>* findById(std::span<const Example<Config>> all, std::string_view id) {
    for (const Example<Config>& p : all)
        if (p.id == id)
            return &p;
    return nullptr;
}

} // namespace

std::span<const Preset> presets() {
    static const std::vector<Preset> all = {
        // The id stays "seed002_m7": saved scenarios name presets by id.
        {"seed002_m7",
         "m = 7, keys 14, 21, 28: one start, three steps",
         "Three keys start at slot 0; different steps h2 send them along different paths.",
         probe(7, Strategy::Double, "k % m", "5 - k % 5", StepFix::None),
         {"14", "21", "28"}},
        {"pow2_odd",
         "m = 16 with odd steps",
         "In a power-of-two table every odd step is coprime with m: each path reaches all 16 "
         "slots.",
         probe(16, Strategy::Double, "k % m", "k / m", StepFix::Odd),
         {"5", "37", "69", "101", "133", "165"}},
        {"gcd_trap",
         "The m = 8, step 2 trap",
         "Step 2 shares the factor 2 with m = 8: the path 0 → 2 → 4 → 6 → 0 never sees the odd "
         "slots, and the fifth insert fails with four slots empty.",
         probe(8, Strategy::Double, "k % m", "2", StepFix::None),
         {"0", "8", "16", "24", "32"}},
        {"quadratic_prime",
         "Quadratic probing beyond α = ½",
         "With prime m = 11, h1 + i² reaches only 6 slots: the 7th key with the same start "
         "fails although 5 slots are empty.",
         probe(11, Strategy::Quadratic, "k % m", "", StepFix::None, 0, 1),
         {"0", "11", "22", "33", "44", "55", "66"}},
        {"clrs_linear", "CLRS 11.4-1, linear probing", "h(k, i) = (k mod 11 + i) mod 11.",
         probe(11, Strategy::Linear, "k % m", "", StepFix::None), kClrsKeys},
        {"clrs_quadratic", "CLRS 11.4-1, quadratic probing c1 = 1, c2 = 3",
         "h(k, i) = (k mod 11 + i + 3i²) mod 11.",
         probe(11, Strategy::Quadratic, "k % m", "", StepFix::None, 1, 3), kClrsKeys},
        {"clrs_double", "CLRS 11.4-1, double hashing",
         "h(k, i) = (k mod 11 + i·(1 + k mod 10)) mod 11.",
         probe(11, Strategy::Double, "k % m", "1 + k % (m - 1)", StepFix::None), kClrsKeys},
    };
    return all;
}

const Preset* findPreset(std::string_view id) {
    return findById(presets(), id);
}

std::span<const TablePreset> tablePresets() {
    static const std::vector<TablePreset> all = {
        {"clrs_chaining", "CLRS 11.2-2, separate chaining",
         "h(k) = k mod 9; each key goes to the head of its slot's chain.",
         config(Scheme::Chaining, 9, "k % m"), keys({5, 28, 19, 15, 20, 33, 12, 17, 10})},
        {"bucket_overflow", "Buckets of 2: full buckets overflow to the next",
         "m = 5 buckets of b = 2 slots, h(k) = k mod 5: 0 and 5 fill bucket 0; 10 overflows to "
         "bucket 1 beside 1, and 15 finds buckets 0 and 1 full and goes on to bucket 2.",
         bucket(), keys({0, 5, 1, 10, 15})},
        {"robinhood_swap", "Robin Hood: 40 takes the slot of 1",
         "m = 10, h(k) = k mod 10: 40 passes 10, 20, 30 (equal distances never swap) and takes "
         "slot 3 from 1, which is closer to home; 1 then displaces 3.",
         config(Scheme::RobinHood, 10, "k % m"), keys({10, 20, 30, 1, 3, 40})},
        {"cuckoo_pagh_rodler", "Cuckoo hashing: Pagh and Rodler's example",
         "Two tables of m = 11, h1(k) = k mod 11, h2(k) = ⌊k/11⌋ mod 11: ten keys find a place, "
         "some after kicks.",
         config(Scheme::Cuckoo, 11, "k % m", "(k / m) % m"),
         keys({20, 50, 53, 75, 100, 67, 105, 3, 36, 39})},
        {"cuckoo_cycle", "Cuckoo hashing: an insert that cannot succeed",
         "After the ten keys, 6 joins a component of the cuckoo graph with more keys than cells: "
         "no placement exists and the kicks run out.",
         config(Scheme::Cuckoo, 11, "k % m", "(k / m) % m"),
         keys({20, 50, 53, 75, 100, 67, 105, 3, 36, 39, 6})},
        {"doubling_half", "Doubling m = 8 → 16: about half the keys move",
         "h(k) = k mod m: when m doubles, a key in slot i stays at i or moves to i + 8; 4 of the 9 "
         "keys move.",
         growing(8, false), keys({3, 11, 19, 6, 14, 22, 7, 15, 24})},
        {"incremental_rehash", "Incremental rehash, as Redis's dict does it",
         "m = 4 grows to 8 at the fifth key; each later operation moves one bucket of the old "
         "table, and lookups check both tables meanwhile.",
         growing(4, true), keys({0, 1, 2, 3, 4, 5, 6})},
    };
    return all;
}

const TablePreset* findTablePreset(std::string_view id) {
    return findById(tablePresets(), id);
}

} // namespace hashlab::tables
