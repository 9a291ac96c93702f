#pragma once
// Versioned scenario files: one JSON envelope for every lab.
//   {"format": "hashlab-scenario", "schema": 1, "lab": "ring",
//    "title":   {"en": "...", "zh_CN": "..."},   (optional: a lesson's name in the Lessons menu)
//    "caption": {"en": "...", "zh_CN": "..."},   (optional, shown by lessons)
//    "state": {...}}                              (the lab's own state, validated by the lab)
// The envelope is checked here; each lab checks its "state" before touching anything.
#include "hashlab/common/result.h"

#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace hashlab::scenario {

inline constexpr int kSchema = 1;
inline constexpr std::size_t kMaxBytes = 10u * 1024u * 1024u; // larger files are refused unread

struct Scenario {
    int schema = kSchema;
    std::string lab;                            // "ring", "probing", "bloom", "collisions"
    std::map<std::string, std::string> title;   // language -> text
    std::map<std::string, std::string> caption; // language -> text
    nlohmann::json state = nlohmann::json::object();
};

// The JSON of a scenario file: a file over kMaxBytes is refused before parsing; malformed text
// (and numbers beyond a double) is an Error, never an exception.
Result<nlohmann::json> parseDocument(std::string_view text);

// Parses and validates the envelope. Errors name what is wrong: not JSON (with line/column),
// not an object, wrong format tag, a schema newer than this program reads, missing lab/state.
Result<Scenario> parse(std::string_view text);
std::string serialize(const Scenario& scenario); // pretty-printed, stable key order

} // namespace hashlab::scenario
