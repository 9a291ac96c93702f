// Your turn in the ring lab: the exercise's nodes (with their racks and copies for a preference
// list) on the lab's ring, so its points are the candidates a student clicks. A join or a failure
// is shown on the ring from the start; the solved state is the ring after it.
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
    // The change is on the ring while the student works too, or "does key-5 move?" could be
    // answered only from the solution: the node that joins is drawn, the one that fails is
    // marked failed (and solved, it is gone).
    const nlohmann::json change = setup.value("change", nlohmann::json::object());
    if (change.contains("add"))
        nodes.push_back({{"name", change["add"]}, {"weight", 1}});
    if (change.contains("fail"))
        for (auto it = nodes.begin(); it != nodes.end(); ++it)
            if ((*it)["name"] == change["fail"]) {
                if (solved)
                    nodes.erase(it);
                else
                    (*it)["failed"] = true;
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
