// Your turn in the ring lab: the exercise's nodes (with their racks and copies for a preference
// list) on the lab's ring, so its points are the candidates a student clicks. A join or a failure
// is asked about, not performed: the solved state is the ring after it.
#include "shell/exercise_states.h"

#include <string>

namespace hashlab::app {

nlohmann::json ringExerciseState(const nlohmann::json& setup, bool solved) {
    if (!setup.is_object() || !setup.contains("nodes"))
        return nullptr;
    nlohmann::json nodes = nlohmann::json::array();
    for (const auto& n : setup["nodes"]) {
        nlohmann::json node = {{"name", n.is_string() ? n : n.value("name", nlohmann::json(""))},
                               {"weight", 1}};
        if (n.is_object() && n.contains("rack"))
            node["rack"] = n["rack"];
        nodes.push_back(std::move(node));
    }
    const nlohmann::json change = setup.value("change", nlohmann::json::object());
    if (solved && change.contains("add"))
        nodes.push_back({{"name", change["add"]}, {"weight", 1}});
    if (solved && change.contains("fail"))
        for (auto it = nodes.begin(); it != nodes.end(); ++it)
            if ((*it)["name"] == change["fail"]) {
                nodes.erase(it);
                break;
            }
    nlohmann::json state = {
        {"algo", "ring"},
        {"hash", setup.value("hash", std::string("xxh3"))},
        {"vnodes", setup.value("vnodes", 1)},
        {"keys", 100}, // the lab's sample keys (10 at least), not the exercise's
        {"nodes", nodes}};
    if (setup.contains("replicas")) {
        state["replicas"] = setup["replicas"];
        state["rack_aware"] = setup.value("rack_aware", false);
    }
    return state;
}

} // namespace hashlab::app
