#include "exercise_states.h"

namespace hashlab::app {

nlohmann::json exerciseLabState(const QString& labId, const nlohmann::json& setup, bool solved) {
    if (labId == QLatin1String("probing"))
        return probingExerciseState(setup, solved);
    if (labId == QLatin1String("ring"))
        return ringExerciseState(setup, solved);
    if (labId == QLatin1String("bloom"))
        return bloomExerciseState(setup, solved);
    if (labId == QLatin1String("collisions"))
        return collisionsExerciseState(setup, solved);
    return nullptr;
}

nlohmann::json exerciseLabProgress(const QString& labId, const nlohmann::json& setup,
                                   std::size_t done) {
    if (labId == QLatin1String("probing"))
        return probingExerciseState(setup, false, done);
    if (labId == QLatin1String("bloom"))
        return bloomExerciseState(setup, false, done);
    return nullptr;
}

} // namespace hashlab::app
