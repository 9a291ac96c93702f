#pragma once
// The hash-table lab's ready-made examples: each a configuration and the keys a teacher inserts
// in order, the last insert being the one the player walks. The probe table's examples carry a
// ProbeConfig (linear, quadratic and double hashing with formulas), the other schemes' a
// TableConfig.
#include "hashlab/tables/hash_table.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::tables {

template <typename Config>
struct Example {
    std::string id;     // stable: scenario files, lessons and tests name presets by it
    std::string title;  // English; the app translates
    std::string lesson; // one sentence: what the example shows
    Config config;
    std::vector<std::string> keys;
};
using Preset = Example<ProbeConfig>;
using TablePreset = Example<TableConfig>;

// seed002_m7, pow2_odd, gcd_trap, quadratic_prime, clrs_linear, clrs_quadratic, clrs_double.
std::span<const Preset> presets();
const Preset* findPreset(std::string_view id);

// clrs_chaining, bucket_overflow, robinhood_swap, cuckoo_pagh_rodler, cuckoo_cycle,
// doubling_half, incremental_rehash.
std::span<const TablePreset> tablePresets();
const TablePreset* findTablePreset(std::string_view id);

} // namespace hashlab::tables
