#pragma once
// Your turn (issue 31): the lab state an exercise's setup (scenario/exercise.h) is performed on,
// as LabPage::loadState takes it. Each lab maps its own setup in its folder
// (app/labs/<lab>/<lab>_exercise_state.cpp); the shell reaches them through exerciseLabState.
// `solved`: the state after the exercise's operations, traced, so the step player replays what
// the student just did (Show solution); otherwise the state before them. A null result leaves
// the lab as it is (the exercise's input is then in its prompts alone). `done`: the first `done`
// of the setup's operations already performed, untraced (the student's answers so far, on the
// canvas).
#include <QString>

#include <nlohmann/json.hpp>

namespace hashlab::app {

nlohmann::json probingExerciseState(const nlohmann::json& setup, bool solved, std::size_t done = 0);
nlohmann::json ringExerciseState(const nlohmann::json& setup, bool solved);
nlohmann::json bloomExerciseState(const nlohmann::json& setup, bool solved, std::size_t done = 0);
nlohmann::json collisionsExerciseState(const nlohmann::json& setup, bool solved);

nlohmann::json exerciseLabState(const QString& labId, const nlohmann::json& setup, bool solved);
// The state after the first `done` operations (null where the lab's canvas does not show them:
// the ring's questions change nothing, the collisions lab has no exercise state).
nlohmann::json exerciseLabProgress(const QString& labId, const nlohmann::json& setup,
                                   std::size_t done);

} // namespace hashlab::app
