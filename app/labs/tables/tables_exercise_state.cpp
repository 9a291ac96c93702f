// Your turn in the Hash tables lab: an exercise's table (exercise_tables_steps.h's setupJson) as
// the scheme view's state. Before: the keys already in the table, inserted untraced. Solved: the
// exercise's operations follow, traced, so the step player replays them. During the exercise:
// the operations the student has performed, untraced (the canvas shows where their keys went).
#include "shell/exercise_states.h"

#include <string>

namespace hashlab::app {

namespace {

nlohmann::json tablesExerciseOp(const nlohmann::json& op) {
    const nlohmann::json& key = op.value("key", nlohmann::json());
    return {{"op", op.value("op", std::string("insert"))},
            {"key", key.is_string() ? key.get<std::string>() : key.dump()}};
}

} // namespace

nlohmann::json probingExerciseState(const nlohmann::json& setup, bool solved, std::size_t done) {
    if (!setup.is_object() || !setup.contains("scheme") || !setup.contains("m"))
        return nullptr;
    const std::string scheme = setup.value("scheme", std::string());
    nlohmann::json config = {
        {"m", setup["m"]},
        {"mode", scheme == "quadratic" || scheme == "double" ? scheme : "linear"},
        {"hash", "textbook"},
        {"h1", setup.value("h1", std::string("k % m"))},
        {"step_fix", "none"}};
    for (const char* field : {"h2", "c1", "c2"})
        if (setup.contains(field))
            config[field] = setup[field];
    nlohmann::json table = {{"tail", setup.value("chain", std::string()) == "tail"}};
    if (setup.contains("grow_at")) {
        table["grow_at"] = setup["grow_at"];
        table["grow_to"] = setup.value("grow_to", std::string("double"));
    }
    nlohmann::json ops = nlohmann::json::array();
    for (const auto& key : setup.value("keys", nlohmann::json::array()))
        ops.push_back(tablesExerciseOp({{"op", "insert"}, {"key", key}}));
    nlohmann::json state = {{"scheme", scheme}, {"config", config}, {"table", table}};
    const auto performed = setup.value("ops", nlohmann::json::array());
    for (std::size_t i = 0; !solved && i < done && i < performed.size(); ++i)
        ops.push_back(tablesExerciseOp(performed[i]));
    if (solved) {
        for (const auto& op : performed)
            ops.push_back(tablesExerciseOp(op));
        state["stepped"] = performed.size();
        state["step"] = 0;
    }
    state["ops"] = ops;
    return state;
}

} // namespace hashlab::app
