#pragma once
// What the Hash tables lab's exercise kinds share (exercise_tables_kinds.cpp): the levels, the
// textbook configurations, and the steps read off one operation's OpTrace.
#include "hashlab/tables/exercise.h"
#include "hashlab/tables/hash_table.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace hashlab::tables::exercise {

struct Level {
    std::int64_t m;
    std::size_t preload, ops; // keys already in the table (the load), operations to perform
};
inline constexpr Level kOpenLevels[] = {{7, 2, 1}, {11, 5, 2}, {13, 8, 3}};
inline constexpr Level kCuckooLevels[] = {{5, 2, 1}, {7, 4, 2}, {11, 6, 3}};
inline constexpr Level kChainLevels[] = {{5, 4, 2}, {7, 7, 3}, {11, 12, 4}};
// Loads 2/5, 3/7, 4/9: the next insert passes 1/2 and grows the table.
inline constexpr Level kResizeLevels[] = {{5, 2, 1}, {7, 3, 1}, {9, 4, 1}};

// The lab's textbook formulas for a kind: h1 = k % m; double h2 = 1 + k % (m - 1); cuckoo
// h2 = (k / m) % m (Pagh and Rodler's example, table_presets.cpp).
TableConfig configFor(std::string_view kind, std::int64_t m);
nlohmann::json setupJson(const TableConfig& c, const std::vector<std::string>& keys,
                         const nlohmann::json& ops);

// The first `count` probes of an open-addressing operation.
void probeSteps(const HashTable& before, const OpTrace& t, std::vector<scenario::ExerciseStep>& out,
                std::size_t count);
void robinHoodSteps(const HashTable& before, const OpTrace& t,
                    std::vector<scenario::ExerciseStep>& out);
void cuckooSteps(const OpTrace& t, std::vector<scenario::ExerciseStep>& out);
void chainSteps(const HashTable& before, const OpTrace& t,
                std::vector<scenario::ExerciseStep>& out);
// Robin Hood's backward shift after a delete: where each following key moves back to.
void shiftSteps(const OpTrace& t, std::vector<scenario::ExerciseStep>& out);
// A growth the insert triggered: where each key lands in the new table, in rehash order.
void rehashSteps(const OpTrace& t, std::vector<scenario::ExerciseStep>& out);

} // namespace hashlab::tables::exercise
