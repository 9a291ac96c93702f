#pragma once
// The hash-table lab's ready-made examples beyond probing (presets.h): each a table configuration
// and the keys a teacher inserts in order, the last insert being the one the player walks.
#include "hashlab/tables/hash_table.h"

#include <span>
#include <string>
#include <vector>

namespace hashlab::tables {

struct TablePreset {
    std::string id;     // stable: scenario files and lessons name presets by it
    std::string title;  // English; the app translates
    std::string lesson; // one sentence: what the example shows
    TableConfig config;
    std::vector<std::string> keys;
};

// clrs_chaining, bucket_overflow, robinhood_swap, cuckoo_pagh_rodler, cuckoo_cycle,
// doubling_half, incremental_rehash.
std::span<const TablePreset> tablePresets();
const TablePreset* findTablePreset(std::string_view id);

} // namespace hashlab::tables
