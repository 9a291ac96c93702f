#include "hashlab/tables/presets.h"

namespace hashlab::tables {
namespace {

ProbeConfig config(std::int64_t m, Strategy s, std::string h1, std::string h2, StepFix fix,
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

} // namespace

std::span<const Preset> presets() {
    static const std::vector<Preset> all = {
        // The id stays "seed002_m7": saved scenarios name presets by id.
        {"seed002_m7",
         "m = 7, keys 14, 21, 28: one start, three steps",
         "Three keys start at slot 0; different steps h2 send them along different paths.",
         config(7, Strategy::Double, "k % m", "5 - k % 5", StepFix::None),
         {"14", "21", "28"}},
        {"pow2_odd",
         "m = 16 with odd steps",
         "In a power-of-two table every odd step is coprime with m: each path reaches all 16 "
         "slots.",
         config(16, Strategy::Double, "k % m", "k / m", StepFix::Odd),
         {"5", "37", "69", "101", "133", "165"}},
        {"gcd_trap",
         "The m = 8, step 2 trap",
         "Step 2 shares the factor 2 with m = 8: the path 0 → 2 → 4 → 6 → 0 never sees the odd "
         "slots, and the fifth insert fails with four slots empty.",
         config(8, Strategy::Double, "k % m", "2", StepFix::None),
         {"0", "8", "16", "24", "32"}},
        {"quadratic_prime",
         "Quadratic probing beyond α = ½",
         "With prime m = 11, h1 + i² reaches only 6 slots: the 7th key with the same start "
         "fails although 5 slots are empty.",
         config(11, Strategy::Quadratic, "k % m", "", StepFix::None, 0, 1),
         {"0", "11", "22", "33", "44", "55", "66"}},
        {"clrs_linear", "CLRS 11.4-1, linear probing", "h(k, i) = (k mod 11 + i) mod 11.",
         config(11, Strategy::Linear, "k % m", "", StepFix::None), kClrsKeys},
        {"clrs_quadratic", "CLRS 11.4-1, quadratic probing c1 = 1, c2 = 3",
         "h(k, i) = (k mod 11 + i + 3i²) mod 11.",
         config(11, Strategy::Quadratic, "k % m", "", StepFix::None, 1, 3), kClrsKeys},
        {"clrs_double", "CLRS 11.4-1, double hashing",
         "h(k, i) = (k mod 11 + i·(1 + k mod 10)) mod 11.",
         config(11, Strategy::Double, "k % m", "1 + k % (m - 1)", StepFix::None), kClrsKeys},
    };
    return all;
}

const Preset* findPreset(std::string_view id) {
    for (const Preset& p : presets())
        if (p.id == id)
            return &p;
    return nullptr;
}

} // namespace hashlab::tables
