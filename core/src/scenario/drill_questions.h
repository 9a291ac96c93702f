#pragma once
// One drill question per lab: a lab state (in the lab's scenario format), the stage the step
// opens at, and the question with its answer and explanation computed by the lab's own core code.
#include "hashlab/scenario/drill.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace hashlab::scenario {

struct DrillQuestion {
    nlohmann::json state;
    std::optional<int> stage;
    Question question;
};

namespace drill {
// `index` alternates the kinds of question a lab asks.
DrillQuestion probingQuestion(SplitMix64& rng, int index);
DrillQuestion ringQuestion(SplitMix64& rng, int index);
DrillQuestion bloomQuestion(SplitMix64& rng, int index);
DrillQuestion collisionsQuestion(SplitMix64& rng, int index);
} // namespace drill

} // namespace hashlab::scenario
