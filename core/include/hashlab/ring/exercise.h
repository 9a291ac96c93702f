#pragma once
// The ring lab's Your-turn exercises (scenario/exercise.h): kinds "owner", "moved", "preference".
// Every answer comes from the lab's traced structures; the levels set size, load and the number
// of operations.
#include "hashlab/scenario/exercise.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hashlab::ring {

std::vector<std::string_view> exerciseKinds();
// kind one of exerciseKinds(), level 1 to scenario::kMaxLevel (scenario::makeExercise checks).
scenario::Exercise makeExercise(std::string_view kind, std::uint64_t seed, int level);

} // namespace hashlab::ring
