#pragma once
// The lab's ready-made examples: each a configuration and the keys a teacher inserts in order.
#include "hashlab/tables/probe_config.h"

#include <span>
#include <string>
#include <vector>

namespace hashlab::tables {

struct Preset {
    std::string id;     // stable: scenario files and tests name presets by it
    std::string title;  // English; the app translates
    std::string lesson; // one sentence: what the example shows
    ProbeConfig config;
    std::vector<std::string> keys;
};

// seed002_m7, pow2_odd, gcd_trap, quadratic_prime, clrs_linear, clrs_quadratic, clrs_double.
std::span<const Preset> presets();
const Preset* findPreset(std::string_view id);

} // namespace hashlab::tables
