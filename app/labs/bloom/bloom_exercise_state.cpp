// Your turn in the Bloom lab: the exercise's filter (m bits, k hashes, its seed) with the words
// already stored, so its bits are the candidates a student clicks. Solved: the exercise's own
// inserts follow; during the exercise, those the student has performed. The cuckoo filter's buckets
// are no canvas target: its steps are typed.
#include "shell/exercise_states.h"

#include <string>

namespace hashlab::app {

nlohmann::json bloomExerciseState(const nlohmann::json& setup, bool solved, std::size_t done) {
    if (!setup.is_object() || !setup.contains("m") || !setup.contains("k"))
        return nullptr;
    nlohmann::json ops = nlohmann::json::array();
    for (const auto& w : setup.value("words", nlohmann::json::array()))
        ops.push_back({{"op", "insert"}, {"key", w}});
    // A query changes no bit: only the inserts are performed.
    std::size_t i = 0;
    for (const auto& op : setup.value("ops", nlohmann::json::array()))
        if ((solved || i++ < done) && op.value("op", std::string()) == "insert")
            ops.push_back({{"op", "insert"}, {"key", op.value("word", std::string())}});
    return {{"model",
             {{"filter",
               {{"variant", setup.value("variant", std::string("double"))},
                {"m", setup["m"]},
                {"k", setup["k"]},
                {"seed", setup.value("seed", 1)},
                {"shards", 4}}},
              {"ops", ops}}}};
}

} // namespace hashlab::app
